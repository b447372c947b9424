import type { Route } from "../+types/berita-wakaf.artikel";
import { NewsArticle } from "~/features/news/news-article";

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  return <NewsArticle {...loaderData} />;
}
