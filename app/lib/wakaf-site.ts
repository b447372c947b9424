// The one place where GeoJSON's [longitude, latitude] becomes the latitude/longitude pair that Leaflet,
// maps apps and people use. Everything after this works with `WakafSite`, whose fields come from the
// schema that validates the data file (app/content/sites.schema.ts). Shared by the map and Si Wakaf.
import type { SiteFeature, SiteProperties, SitesCollection } from "~/content/sites.schema";

/** The part of a validated collection that the map reads. */
export interface SiteFeatureCollection extends Pick<SitesCollection, "sampleData"> {
  features: ReadonlyArray<Pick<SiteFeature, "id" | "properties"> & { geometry: Pick<NonNullable<SiteFeature["geometry"]>, "coordinates"> | null }>;
}

/** A site of the register; `lat`/`lng` are both null while its point has not been mapped yet. */
export type WakafSite = SiteProperties & { id: string; lat: number | null; lng: number | null };

/** A site that has its point. */
export type Located<T extends { lat: number | null; lng: number | null }> = T & { lat: number; lng: number };

export function isLocated<T extends { lat: number | null; lng: number | null }>(site: T): site is Located<T> {
  return site.lat !== null && site.lng !== null;
}

export function sitesFromGeoJson(collection: Pick<SiteFeatureCollection, "features">): WakafSite[] {
  return collection.features.map(({ id, geometry, properties }) => {
    const [lng, lat] = geometry ? geometry.coordinates : [null, null];
    return { id, ...properties, lat, lng };
  });
}

