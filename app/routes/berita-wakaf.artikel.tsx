import type { Route } from "./+types/berita-wakaf.artikel";
import { data } from "react-router";
import { getNews } from "~/content/site.server";
import { newsArticlePath } from "~/content/news-paths";
import { pageMeta, shellFromMatches, titleSuffix } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

// Build time only: one prerendered page per news story written on this site (react-router.config.ts).
export function loader({ params }: Route.LoaderArgs) {
  const news = getNews();
  const item = news.items.find((candidate) => candidate.id === params.id && candidate.body !== "");
  if (!item) throw data(null, { status: 404 });
  return { item, labels: { back: news.backLabel, source: news.sourceLabel, featured: news.featuredLabel } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = shellFromMatches(matches);
  if (!loaderData || !shell) return [{ title: "SIMPATI WAKAF" }];
  const { item } = loaderData;
  const title = `${item.title} | ${titleSuffix(shell)}`;
  // The list page's tags (preview image, locale, site name), with this story's title, summary and address.
  return pageMeta(matches, "berita-wakaf", newsArticlePath(item.id)).map((tag) => {
    if ("title" in tag) return { title };
    if ("property" in tag && tag.property === "og:title") return { ...tag, content: title };
    if (("name" in tag && tag.name === "description") || ("property" in tag && tag.property === "og:description")) {
      return { ...tag, content: item.excerpt };
    }
    if ("property" in tag && tag.property === "og:type") return { ...tag, content: "article" };
    return tag;
  });
};

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/berita-wakaf.artikel"));
