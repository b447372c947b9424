import { Suspense } from "react";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { useHydrated } from "~/lib/use-hydrated";
import { MapErrorBoundary } from "./map-error-boundary";
import { MAP_HEIGHT_PX, type PlaceholderSite, type SiteMapProps } from "./map-types";

// Leaflet touches `window` when imported and the map chunk weighs ~51 KB gzip: it loads on its own, only on
// this page and only after hydration. The prerendered page shows a placeholder of the same height
// until it arrives (a failed download is retried; the placeholder then says so).
const { Component: SiteMapClient, useFailed } = lazyWithRetry(() => import("./site-map.client"));

export function SiteMap(props: SiteMapProps) {
  const hydrated = useHydrated();
  const failed = useFailed();
  const placeholder = <MapPlaceholder sites={props.sites} message={failed ? props.texts.chunkError : props.texts.loading} />;
  if (!hydrated) return placeholder;
  return (
    <MapErrorBoundary fallback={<MapPlaceholder sites={props.sites} message={props.texts.mapError} />}>
      <Suspense fallback={placeholder}>
        <SiteMapClient {...props} />
      </Suspense>
    </MapErrorBoundary>
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
