import type { Route } from "./+types/berita-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { news } from "~/content/news";
import { loadContent } from "~/content/load.server";
import { NewsSchema } from "~/content/news.schema";
import { NewsList } from "~/features/news/news-list";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "berita-wakaf", "/berita-wakaf");

export function loader() {
  return { news: loadContent("news", NewsSchema, news) };
}

export default function BeritaWakafPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="berita-wakaf" />
      <NewsList news={loaderData.news} />
    </>
  );
}
