import { MapPin, Navigation } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import type { SitesPageTexts } from "~/content/sites-page.schema";
import { fillText } from "~/lib/fill-text";
import { areaText, directionsUrl, formatCoordinates, isLocated, sitePath, type WakafSite } from "./sites";

export type ListSite = Pick<WakafSite, "id" | "name" | "address" | "type" | "areaM2" | "lat" | "lng">;

const chip = "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm";
const action =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700";

export function SiteList({
  sites,
  colourOf,
  onShowOnMap,
  extraChip,
  texts,
}: {
  sites: readonly ListSite[];
  texts: SitesPageTexts["list"];
  colourOf: (type: string) => string;
  onShowOnMap: (id: string) => void;
  /** One more chip per site (the distance, drawn by the lazy search chunk). */
  extraChip?: ((id: string) => ReactNode) | undefined;
}) {
  return (
    <ol className="grid gap-4 md:grid-cols-2" data-testid="site-list">
      {/* Keyed by place in the list: after a filter the cards already there show the new sites
          (text and links change) instead of being rebuilt, which keeps a filter on thousands of sites quick. */}
      {sites.map((site, place) => (
        <li key={place} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-site-id={site.id}>
          <h3 className="text-lg font-bold text-emerald-900">
            <a href={sitePath(site.id)} className="underline decoration-emerald-700/40 underline-offset-4 hover:decoration-emerald-700">
              {site.name}
            </a>
          </h3>
          <p className="mt-1 text-slate-700">{site.address}</p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={texts.factsLabel}>
            <li className={`${chip} bg-slate-100 text-slate-900`}>
              <span className="inline-block size-3 rounded-full" style={{ backgroundColor: colourOf(site.type) }} aria-hidden="true" />
              <span className="sr-only">{texts.type}: </span>
              {site.type}
            </li>
            <li className={`${chip} bg-emerald-50 text-emerald-900`} data-testid="site-area">
              <span className="sr-only">{texts.area}: </span>
              {areaText(site.areaM2, texts.unmeasured)}
            </li>
            {isLocated(site) ? (
              <li className={`${chip} bg-slate-100 font-mono text-slate-800`}>
                <Icon icon={MapPin} className="size-4" aria-hidden="true" />
                <span className="sr-only">{texts.coordinates}: </span>
                {formatCoordinates(site)}
              </li>
            ) : (
              <li className={`${chip} bg-amber-50 text-amber-950`} data-testid="site-unmapped">
                <span className="sr-only">{texts.coordinates}: </span>
                {texts.unmapped}
              </li>
            )}
            {extraChip?.(site.id)}
          </ul>
          {/* Nothing to show on the map or to navigate to while the point has not been mapped. */}
          {isLocated(site) && (
            <div className="mt-auto flex flex-wrap gap-2 pt-4">
              <button
                type="button"
                className={`${action} bg-emerald-700 text-white hover:bg-emerald-800`}
                onClick={() => onShowOnMap(site.id)}
                aria-label={`${texts.showOnMap}: ${site.name}`}
              >
                <Icon icon={MapPin} className="size-5" aria-hidden="true" />
                {texts.showOnMap}
              </button>
              <a
                href={directionsUrl(site)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={fillText(texts.directionsLabel, { name: site.name })}
                className={`${action} border border-emerald-700 text-emerald-800 hover:bg-emerald-50`}
              >
                <Icon icon={Navigation} className="size-5" aria-hidden="true" />
                {texts.directions}
              </a>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
