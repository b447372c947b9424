import type { Route } from "./+types/dasar-hukum";
import { PageIntro } from "~/components/layout/page-intro";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "dasar-hukum", "/dasar-hukum");

export default function DasarHukumPage() {
  return <PageIntro pageId="dasar-hukum" />;
}
