// The one place where GeoJSON's [longitude, latitude] becomes the latitude/longitude pair that Leaflet,
// maps apps and people use. Everything after this works with `WakafSite`, whose fields come from the
// schema that validates the data file (app/content/sites.schema.ts).
import type { SiteFeature, SiteProperties, SitesCollection } from "~/content/sites.schema";

/** The part of a validated collection that the map reads. */
export interface SiteFeatureCollection extends Pick<SitesCollection, "sampleData"> {
  features: ReadonlyArray<Pick<SiteFeature, "id" | "properties"> & { geometry: Pick<SiteFeature["geometry"], "coordinates"> }>;
}

export type WakafSite = SiteProperties & { id: string; lat: number; lng: number };

export function sitesFromGeoJson(collection: Pick<SiteFeatureCollection, "features">): WakafSite[] {
  return collection.features.map(({ id, geometry, properties }) => {
    const [lng, lat] = geometry.coordinates;
    return { id, ...properties, lat, lng };
  });
}

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
