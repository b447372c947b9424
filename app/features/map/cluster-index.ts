// Marker clustering for the map page (lazy map chunk only), on supercluster: a static spatial index
// that answers "what is visible at this zoom" in well under a millisecond, so only the clusters and
// single sites inside the view become Leaflet markers, never the whole register.
import Supercluster, { type PointFeature } from "supercluster";

/**
 * Cluster radius in screen pixels. 40 px keeps the four sample sites (at least 59 px apart at zoom 14,
 * the page's starting zoom) as single markers, and groups a city register into readable numbers.
 */
export const CLUSTER_RADIUS_PX = 40;
/** Above this zoom every site is a single marker (Leaflet's tile layer stops at 18). */
export const CLUSTER_MAX_ZOOM = 17;

/** A register site: lat/lng are null while its point has not been mapped (it is then not on the map). */
interface Point {
  lat: number | null;
  lng: number | null;
}

export interface ClusterIndex<T extends Point> {
  items: readonly T[];
  engine: Supercluster<{ i: number }>;
}

export type VisibleItem<T> =
  | { kind: "site"; item: T & { lat: number; lng: number }; index: number }
  | { kind: "cluster"; id: number; count: number; lat: number; lng: number };

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

/** Sites without a point are left out of the index (never a marker or part of a cluster); `i` stays their register position. */
export function createClusterIndex<T extends Point>(items: readonly T[]): ClusterIndex<T> {
  // extent 256: supercluster's radius is relative to the tile size, and Leaflet's tiles are 256 px.
  const engine = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS_PX, extent: 256, maxZoom: CLUSTER_MAX_ZOOM });
  const points: Array<PointFeature<{ i: number }>> = [];
  items.forEach((item, i) => {
    if (item.lat !== null && item.lng !== null) points.push({ type: "Feature", properties: { i }, geometry: { type: "Point", coordinates: [item.lng, item.lat] } });
  });
  engine.load(points);
  return { items, engine };
}

/**
 * Clusters and single sites inside `bounds` at `zoom`. Single sites come in register order, so the
 * keyboard moves through markers in the same order as through the list.
 */
export function visibleItems<T extends Point>(index: ClusterIndex<T>, bounds: Bounds, zoom: number): VisibleItem<T>[] {
  const clusters: VisibleItem<T>[] = [];
  const sites: Array<VisibleItem<T> & { kind: "site" }> = [];
  for (const feature of index.engine.getClusters(bounds, Math.round(zoom))) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
    if (props.cluster) clusters.push({ kind: "cluster", id: props.cluster_id!, count: props.point_count!, lat, lng });
    // Only sites with a point are in the engine.
    else sites.push({ kind: "site", item: index.items[props.i!] as T & { lat: number; lng: number }, index: props.i! });
  }
  sites.sort((a, b) => a.index - b.index);
  return [...sites, ...clusters];
}

/** The zoom at which a cluster splits. */
export function expansionZoom<T extends Point>(index: ClusterIndex<T>, clusterId: number): number {
  return index.engine.getClusterExpansionZoom(clusterId);
}

/** The lowest zoom from `from` on at which the item at register position `i` is a single marker. */
export function singleMarkerZoom<T extends Point>(index: ClusterIndex<T>, i: number, from: number): number {
  const item = index.items[i];
  if (!item || item.lat === null || item.lng === null) return from;
  // A small box around the site (its id is checked, so a neighbour inside it does no harm).
  const d = 1e-4;
  for (let zoom = Math.max(0, Math.round(from)); zoom <= CLUSTER_MAX_ZOOM; zoom++) {
    const hits = index.engine.getClusters([item.lng - d, item.lat - d, item.lng + d, item.lat + d], zoom);
    if (hits.some((hit) => !(hit.properties as { cluster?: boolean }).cluster && (hit.properties as { i: number }).i === i)) return zoom;
  }
  return CLUSTER_MAX_ZOOM + 1;
}
