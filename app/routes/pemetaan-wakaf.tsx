import type { Route } from "./+types/pemetaan-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pemetaan-wakaf", "/pemetaan-wakaf");

export default function PemetaanWakafPage() {
  return <PageIntro pageId="pemetaan-wakaf" />;
}
