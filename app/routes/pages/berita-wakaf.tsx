import type { Route } from "../+types/berita-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { NewsList } from "~/features/news/news-list";

export default function BeritaWakafPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="berita-wakaf" />
      <NewsList news={loaderData.news} />
    </>
  );
}
