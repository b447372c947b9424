import type { Route } from "./+types/galeri-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "galeri-wakaf", "/galeri-wakaf");

export default function GaleriWakafPage() {
  return <PageIntro pageId="galeri-wakaf" />;
}
