import type { Route } from "./+types/berita-wakaf";
import { getNews } from "~/content/site.server";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "berita-wakaf", "/berita-wakaf");

export function loader() {
  return { news: getNews() };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/berita-wakaf"));
