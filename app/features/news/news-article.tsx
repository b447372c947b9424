import { ArrowLeft, ArrowUpRight } from "lucide";
import { Link } from "react-router";
import { ContentImage } from "~/components/ui/content-image";
import { Icon } from "~/components/ui/icon";
import type { NewsItem } from "~/content/news.schema";
import { uiText } from "~/content/ui-text";
import { NewsBody } from "./news-body";
import { NewsMeta } from "./news-list";

interface NewsArticleProps {
  item: NewsItem;
  labels: { back: string; source: string };
}

/** A news story written on this site (/berita-wakaf/<id>). */
export function NewsArticle({ item, labels }: NewsArticleProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16">
      <div className="py-8">
        <Link to="/berita-wakaf" className="inline-flex min-h-11 items-center gap-2 font-semibold text-emerald-800 underline underline-offset-4">
          <Icon icon={ArrowLeft} className="size-5" aria-hidden="true" />
          {labels.back}
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-emerald-900 md:text-4xl">{item.title}</h1>
        <div className="mt-3">
          <NewsMeta item={item} />
        </div>
      </div>
      <ContentImage image={item.image} loading="eager" sizes="(min-width: 768px) 720px, 100vw" className="mb-8 w-full rounded-2xl bg-emerald-50 object-cover" />
      <NewsBody text={item.body} />
      {item.link && (
        <p className="mt-8">
          <a href={item.link} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1 font-semibold text-emerald-700 underline underline-offset-4">
            {labels.source}
            <span className="sr-only"> {uiText.newTab}</span>
            <Icon icon={ArrowUpRight} aria-hidden="true" className="size-4" />
          </a>
        </p>
      )}
    </article>
  );
}
