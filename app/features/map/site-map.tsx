import { Suspense, useRef } from "react";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { useSeen } from "~/lib/use-seen";
import { MapErrorBoundary } from "./map-error-boundary";
import { MAP_HEIGHT_PX, type PlaceholderSite, type SiteMapProps } from "./map-types";

// Leaflet touches `window` when imported and the map chunk weighs ~51 KB gzip: it loads on its own, only on
// this page and only after hydration. The prerendered page shows a placeholder of the same height
// until it arrives (a failed download is retried; the placeholder then says so).
const { Component: SiteMapClient, useFailed } = lazyWithRetry(() => import("./site-map.client"));

export function SiteMap(props: SiteMapProps) {
  const failed = useFailed();
  // Leaflet's first draw is the page's longest task: on a phone, where the map starts below the first
  // screen, it is drawn when the visitor scrolls to it, or at once when a site is to be shown on it
  // (a shared link, "Lihat di peta"). Decision 115.
  const box = useRef<HTMLDivElement>(null);
  // `seen` only turns true in an effect, after mount, so the prerendered page and hydration keep the placeholder.
  const seen = useSeen(box, { now: props.selection !== null });
  const placeholder = <MapPlaceholder sites={props.sites} message={failed ? props.texts.chunkError : props.texts.loading} />;
  return (
    <div ref={box} data-testid="map-area">
      {seen ? (
        <MapErrorBoundary fallback={<MapPlaceholder sites={props.sites} message={props.texts.mapError} />}>
          <Suspense fallback={placeholder}>
            <SiteMapClient {...props} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** Same size as the map, so nothing moves when the map replaces it; the sites stay readable meanwhile. */
function MapPlaceholder({ sites, message }: { sites: readonly PlaceholderSite[]; message: string }) {
  return (
    <div
      className="flex flex-col justify-center overflow-hidden rounded-xl border border-emerald-200 bg-emerald-50 p-6"
      style={{ height: MAP_HEIGHT_PX }}
      data-testid="map-placeholder"
    >
      <p className="font-semibold text-emerald-900">{message}</p>
      <ul className="mt-3 space-y-2 text-slate-800">
        {sites.map((site) => (
          <li key={site.id}>
            <span className="font-semibold">{site.name}</span> — {site.address}
          </li>
        ))}
      </ul>
    </div>
  );
}
