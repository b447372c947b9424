import { ArrowRight, ArrowUpRight, CalendarDays, ExternalLink } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { NewsContent, NewsItem } from "~/content/news.schema";
import { uiText } from "~/content/ui-text";
import { ContentImage } from "~/components/ui/content-image";
import { newsArticlePath } from "~/content/news-paths";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-emerald-700 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700";

/** A story's category and date (the list and the story's own page). */
export function NewsMeta({ item }: { item: NewsItem }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span className="rounded-full bg-emerald-100 px-3 py-1 font-medium text-emerald-900">{item.category}</span>
      <span className="inline-flex items-center gap-1">
        <Icon icon={CalendarDays} aria-hidden="true" className="size-4" />
        {item.date}
      </span>
    </p>
  );
}

/** To the story's page when it is written here, else to its source in a new tab. */
function ReadMore({ item, label }: { item: NewsItem; label: string }) {
  if (item.body !== "") {
    return (
      <Link to={newsArticlePath(item.id)} className={linkClass}>
        {label}
        <span className="sr-only">: {item.title}</span>
        <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
      </Link>
    );
  }
  return (
    <a href={item.link} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {label}
      <span className="sr-only">: {item.title} {uiText.newTab}</span>
      <Icon icon={ArrowUpRight} aria-hidden="true" className="size-4" />
    </a>
  );
}

function NewsImage({ item, eager, className }: { item: NewsItem; eager?: boolean; className: string }) {
  return (
    <ContentImage
      image={item.image}
      loading={eager ? "eager" : "lazy"}
      sizes={eager ? "(min-width: 1024px) 640px, 100vw" : "(min-width: 768px) 420px, 100vw"}
      className={`w-full bg-emerald-50 object-cover ${className}`}
    />
  );
}

export function NewsList({ news }: { news: NewsContent }) {
  const [featured, ...others] = news.items;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      {featured && (
        <article
          className="grid overflow-hidden rounded-3xl border border-emerald-100 bg-white shadow-sm lg:grid-cols-2"
          data-testid="news-featured"
        >
          <NewsImage item={featured} eager className="h-full" />
          <div className="flex flex-col justify-center gap-4 p-6 md:p-10">
            <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">{news.featuredLabel}</p>
            <h2 className="text-2xl font-bold text-slate-900 md:text-3xl">{featured.title}</h2>
            <NewsMeta item={featured} />
            <p className="leading-relaxed text-slate-700">{featured.excerpt}</p>
            <ReadMore item={featured} label={news.readMoreLabel} />
          </div>
        </article>
      )}

      <section aria-labelledby="berita-lainnya" className="mt-12">
        <h2 id="berita-lainnya" className="text-2xl font-bold text-emerald-900">
          {news.othersTitle}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {others.map((item) => (
            <li key={item.id} data-testid="news-card">
              <Card as="article" padding="none" className="flex h-full flex-col">
                <NewsImage item={item} className="" />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <NewsMeta item={item} />
                  <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                  <p className="flex-1 text-sm leading-relaxed text-slate-600">{item.excerpt}</p>
                  <ReadMore item={item} label={news.readMoreLabel} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 flex justify-center">
        <a href={news.allNewsLink.url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: "lg" }, "shadow")}>
          {news.allNewsLink.label}
          <span className="sr-only"> {uiText.newTab}</span>
          <Icon icon={ExternalLink} aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}
