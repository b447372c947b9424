import type { Route } from "./+types/berita-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { getNews } from "~/content/news.server";
import { NewsList } from "~/features/news/news-list";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "berita-wakaf", "/berita-wakaf");

export function loader() {
  return { news: getNews() };
}

export default function BeritaWakafPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="berita-wakaf" />
      <NewsList news={loaderData.news} />
    </>
  );
}
