import type { Route } from "./+types/kritik-saran";
import { PageIntro } from "~/components/layout/page-intro";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "kritik-saran", "/kritik-saran");

export default function KritikSaranPage() {
  return <PageIntro pageId="kritik-saran" />;
}
