// "Lokasi terdekat": distances from the visitor and how they are written (lazy map chunk only).
import { formatNumber } from "~/lib/format";

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine; well under 0.5% off at city scale). */
export function distanceMetres(from: LatLng, to: LatLng): number {
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

// Made on first use (a visitor asked for the nearest sites), not when the map's search chunk loads:
// the first Intl object loads the locale's data, a long task (decision 115).
let km1: Intl.NumberFormat | undefined;

/** "850 m", "1,2 km", "12 km", "1.250 km": Indonesian digits, metres under 1 km rounded to 10 m. */
export function formatDistance(distance: number): string {
  if (distance < 950) return `${formatNumber(Math.max(10, Math.round(distance / 10) * 10))} m`;
  const km = distance / 1000;
  if (km >= 9.95) return `${formatNumber(km)} km`;
  return `${(km1 ??= new Intl.NumberFormat("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(km)} km`;
}

/**
 * Items sorted from nearest to farthest (stable), each with its distance. Items without a point (a site
 * not mapped yet: `at` gives null) have no distance and come last, in their own order.
 */
export function sortByDistance<T>(
  items: readonly T[],
  from: LatLng,
  at: (item: T) => { lat: number | null; lng: number | null },
): Array<{ item: T; distance: number | null }> {
  const located: Array<{ item: T; distance: number }> = [];
  const unlocated: Array<{ item: T; distance: null }> = [];
  for (const item of items) {
    const { lat, lng } = at(item);
    if (lat === null || lng === null) unlocated.push({ item, distance: null });
    else located.push({ item, distance: distanceMetres(from, { lat, lng }) });
  }
  return [...located.sort((a, b) => a.distance - b.distance), ...unlocated];
}

/** Which text (app/content/sites-page.ts → explorer.geolocation) explains a failed position request. */
export function geolocationProblem(code: number): "denied" | "unavailable" | "timeout" {
  // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
  return code === 1 ? "denied" : code === 3 ? "timeout" : "unavailable";
}
