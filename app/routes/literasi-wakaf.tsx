import type { Route } from "./+types/literasi-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "literasi-wakaf", "/literasi-wakaf");

export default function LiterasiWakafPage() {
  return <PageIntro pageId="literasi-wakaf" />;
}
