import type { Route } from "./+types/berita-wakaf";
import { news } from "~/content/news";
import { loadContent } from "~/content/load.server";
import { NewsSchema } from "~/content/news.schema";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "berita-wakaf", "/berita-wakaf");

export function loader() {
  return { news: loadContent("news", NewsSchema, news) };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/berita-wakaf"));
