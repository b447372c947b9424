import type { Route } from "./+types/kuis-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "kuis-wakaf", "/kuis-wakaf");

export default function KuisWakafPage() {
  return <PageIntro pageId="kuis-wakaf" />;
}
