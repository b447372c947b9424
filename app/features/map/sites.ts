// What the map feature derives from a site: sample-data flag, coordinates and links as people use them.
// The GeoJSON → site step itself is in app/lib/wakaf-site.ts (Si Wakaf reads sites too).
import type { SitesCollection } from "~/content/sites.schema";
import type { WakafSite } from "../../lib/wakaf-site";

// Relative, not "~/lib": react-router.config.ts loads this module without Vite's alias.
export { sitesFromGeoJson, type SiteFeatureCollection, type WakafSite } from "../../lib/wakaf-site";

/** Whether the data file still says it holds invented sample sites. */
export function isSampleData(collection: Pick<SitesCollection, "sampleData">): boolean {
  return collection.sampleData !== undefined && collection.sampleData !== false;
}

/**
 * Coordinates as people copy them into a maps app: decimal point, latitude first, 5 decimals (~1 m).
 * Deliberately not Intl id-ID: "-6,88510, 107,61320" would be ambiguous and maps apps reject it.
 */
export function formatCoordinates(site: Pick<WakafSite, "lat" | "lng">): string {
  return `${site.lat.toFixed(5)}, ${site.lng.toFixed(5)}`;
}

/** Google Maps' documented cross-platform directions URL: opens the app on Android/iOS, the web elsewhere. */
export function directionsUrl(site: Pick<WakafSite, "lat" | "lng">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${site.lat},${site.lng}`;
}

/** The path of a site's own page. */
export function sitePath(id: string): string {
  return `/pemetaan-wakaf/${id}`;
}
