// The register page's map preview, drawn with Leaflet. Imported with import() only when an upload has
// points to show, so Leaflet, its stylesheet and this module form a chunk of their own: no other console
// page downloads them (the console's JavaScript stays small on an office's slow connection).
import "leaflet/dist/leaflet.css";
import "./map-view.css";
import L from "leaflet";
import type { MapSettings, RegisterPoint } from "../../types";
import { POINT_KINDS, POINT_LOOKS, pointSvg } from "./point-looks";

export interface DrawOptions {
  /** A tile did not load (offline, tile server down): the page says so; the markers stay. */
  onTileError: () => void;
}

/** Closer than this, one point fills the map with nothing around it to recognise the place by. */
const MAX_FIT_ZOOM = 16;

/**
 * Draws `points` on a map in `element`: the office's tiles (when its settings could be read), one
 * marker per point shaped and coloured by its change, and the view fitted to the points. Returns the
 * function that removes the map again.
 */
export function drawPreview(element: HTMLElement, points: readonly RegisterPoint[], settings: MapSettings | undefined, { onTileError }: DrawOptions): () => void {
  // On touch screens one finger scrolls the page instead of being caught by the map, as on the public
  // map page; two fingers still zoom.
  const touch = window.matchMedia?.("(pointer: coarse)").matches ?? false;
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false, dragging: !touch });
  L.control.zoom({ zoomInTitle: "Perbesar", zoomOutTitle: "Perkecil" }).addTo(map);
  // Leaflet's credit without its English tooltip (the console's visible text is Indonesian).
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');

  if (points.length > 0) {
    map.fitBounds(L.latLngBounds(points.map((point) => L.latLng(point.lat, point.lng))), { padding: [24, 24], maxZoom: MAX_FIT_ZOOM });
  } else if (settings) {
    map.setView(settings.center, settings.zoom);
  }

  if (settings) {
    L.tileLayer(settings.tileUrl, { attribution: settings.tileAttribution, detectRetina: true }).on("tileerror", onTileError).addTo(map);
  }

  const icons = Object.fromEntries(
    POINT_KINDS.map((kind) => {
      const size = POINT_LOOKS[kind].size;
      return [kind, L.divIcon({ html: pointSvg(kind), className: `register-marker register-marker-${kind}`, iconSize: [size, size], iconAnchor: [size / 2, size / 2] })];
    }),
  ) as Record<RegisterPoint["change"], L.DivIcon>;

  for (const point of points) {
    const look = POINT_LOOKS[point.change];
    L.marker([point.lat, point.lng], {
      icon: icons[point.change],
      // The name on hover; keyboard and screen reader users have the same points as text in the
      // report's list, so the markers are not hundreds of extra tab stops.
      title: `${point.name} (${look.label})`,
      keyboard: false,
      zIndexOffset: look.zIndexOffset,
    }).addTo(map);
  }

  return () => {
    map.remove();
  };
}
