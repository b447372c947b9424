// What the map feature derives from a site: sample-data flag, coordinates and links as people use them.
// The GeoJSON → site step itself is in app/lib/wakaf-site.ts (Si Wakaf reads sites too).
import type { SitesCollection } from "~/content/sites.schema";
// Relative, not "~/lib": react-router.config.ts loads this module without Vite's alias.
import { formatArea } from "../../lib/format";

export { isLocated, sitesFromGeoJson, type Located, type SiteFeatureCollection, type WakafSite } from "../../lib/wakaf-site";

/** A mapped point (a site that has one: see `isLocated`). */
type Point = { lat: number; lng: number };

/** Whether the data file still says it holds invented sample sites. */
export function isSampleData(collection: Pick<SitesCollection, "sampleData">): boolean {
  return collection.sampleData !== undefined && collection.sampleData !== false;
}

/**
 * Coordinates as people copy them into a maps app: decimal point, latitude first, 5 decimals (~1 m).
 * Deliberately not Intl id-ID: "-6,88510, 107,61320" would be ambiguous and maps apps reject it.
 */
export function formatCoordinates(site: Point): string {
  return `${site.lat.toFixed(5)}, ${site.lng.toFixed(5)}`;
}

/** Google Maps' documented cross-platform directions URL: opens the app on Android/iOS, the web elsewhere. */
export function directionsUrl(site: Point): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${site.lat},${site.lng}`;
}

/** One site's area as shown: "500 m²", "410,5 m²", or the content's "belum diukur" when it has not been measured yet. */
export function areaText(areaM2: number | undefined, unmeasured: string): string {
  return areaM2 === undefined ? unmeasured : formatArea(areaM2, 2);
}

/** The path of a site's own page. */
export function sitePath(id: string): string {
  return `/pemetaan-wakaf/${id}`;
}
