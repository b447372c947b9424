import { fillText } from "~/lib/fill-text";
import { MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { Card } from "~/components/ui/card";
import type { GalleryContent } from "~/content/gallery.schema";
import { uiText } from "~/content/ui-text";
import { cn } from "~/lib/cn";
import { ALL, type GalleryFilter, countByCategory, filterGallery } from "./filter-gallery";
import { ContentImage } from "~/components/ui/content-image";

/**
 * The gallery with its category filter. The prerendered HTML shows every item (the filter starts at
 * "all"), so the page is complete without JavaScript; the buttons filter once React has hydrated.
 */
export function GalleryGrid({ gallery }: { gallery: Pick<GalleryContent, "title" | "categories" | "allLabel" | "items"> }) {
  const [filter, setFilter] = useState<GalleryFilter>(ALL);
  const visible = filterGallery(gallery.items, filter);
  const options = [
    { value: ALL, label: gallery.allLabel, count: gallery.items.length },
    ...countByCategory(gallery.items, gallery.categories).map(({ category, count }) => ({
      value: category,
      label: category,
      count,
    })),
  ];

  return (
    <section aria-labelledby="dokumentasi">
      <h2 id="dokumentasi" className="mb-5 text-2xl font-bold text-emerald-900">
        {gallery.title}
      </h2>
      <div role="group" aria-label={uiText.galleryFilter} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === filter;
          return (
            <button
              key={option.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => setFilter(option.value)}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700",
                pressed
                  ? "border-emerald-700 bg-emerald-700 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:border-emerald-600 hover:text-emerald-800",
              )}
            >
              {option.label}
              <span
                aria-hidden="true"
                className={cn("rounded-full px-2 text-xs", pressed ? "bg-white/20" : "bg-slate-100 text-slate-700")}
              >
                {option.count}
              </span>
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="mt-4 text-sm text-slate-600" data-testid="gallery-count">
        {fillText(uiText.galleryCount, { shown: visible.length, total: gallery.items.length })}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((item, index) => (
          <li key={item.id} data-testid="gallery-item" data-category={item.category}>
            <Card as="figure" padding="none" className="group h-full">
              <div className="relative overflow-hidden">
                <ContentImage
                  image={item.image}
                  loading={index < 3 ? "eager" : "lazy"}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="w-full bg-emerald-50 object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-emerald-900 shadow">
                  {item.category}
                </span>
              </div>
              <figcaption className="p-5">
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 flex items-center gap-1 text-sm text-slate-600">
                  <Icon icon={MapPin} aria-hidden="true" className="size-4 shrink-0" />
                  {item.location}
                </p>
                {item.caption && <p className="mt-2 text-sm leading-relaxed text-slate-700">{item.caption}</p>}
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
