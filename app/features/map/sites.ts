// The one place where GeoJSON's [longitude, latitude] becomes the latitude/longitude pair that Leaflet,
// maps apps and people use. Everything after this works with `WakafSite`.

/** The subset of a GeoJSON FeatureCollection of points that the map page reads. */
export interface SiteFeatureCollection {
  sampleData?: string | boolean;
  features: ReadonlyArray<{
    id: string;
    geometry: { coordinates: readonly [number, number] };
    properties: { name: string; address: string; type: string; areaM2: number; certified: boolean };
  }>;
}

export interface WakafSite {
  id: string;
  name: string;
  address: string;
  type: string;
  areaM2: number;
  certified: boolean;
  lat: number;
  lng: number;
}

export function sitesFromGeoJson(collection: SiteFeatureCollection): WakafSite[] {
  return collection.features.map(({ id, geometry, properties }) => {
    const [lng, lat] = geometry.coordinates;
    return {
      id,
      name: properties.name,
      address: properties.address,
      type: properties.type,
      areaM2: properties.areaM2,
      certified: properties.certified,
      lat,
      lng,
    };
  });
}

/** Whether the data file still says it holds invented sample sites. */
export function isSampleData(collection: Pick<SiteFeatureCollection, "sampleData">): boolean {
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
