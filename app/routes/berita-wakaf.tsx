import type { Route } from "./+types/berita-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "berita-wakaf", "/berita-wakaf");

export default function BeritaWakafPage() {
  return <PageIntro pageId="berita-wakaf" />;
}
