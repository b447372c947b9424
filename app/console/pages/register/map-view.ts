// The register's maps, drawn with Leaflet: the upload's preview, and the site form's point picker.
// Imported with import() only when a map is shown (an upload with points, a site's form), so Leaflet,
// its stylesheet and this module form a chunk of their own that the other console pages never download
// (the console's JavaScript stays small on an office's slow connection).
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

/** Where a picked point is shown: close enough to see the street and the building. */
const PICK_ZOOM = 17;
/** All of Indonesia, when neither a point nor the office's map settings say where to look. */
const INDONESIA_VIEW = { center: [-2.5, 118] as [number, number], zoom: 5 };

/** The pin of the site form's map: a drop shape, pointing at the place (its tip is the point). */
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 32" width="30" height="40" aria-hidden="true" focusable="false"><path d="M12 1C6 1 1.5 5.5 1.5 11.2 1.5 19 12 31 12 31s10.5-12 10.5-19.8C22.5 5.5 18 1 12 1Z" fill="#b91c1c" stroke="#ffffff" stroke-width="2"/><circle cx="12" cy="11" r="4" fill="#ffffff"/></svg>';

export interface PickerOptions {
  /** A point chosen on the map (a tap or click, or the pin dragged): [lat, lng]. */
  onPick: (point: [number, number]) => void;
  onTileError: () => void;
}

export interface Picker {
  /** Moves the pin to a point typed into the form (without calling onPick), or takes it away. */
  show(point: [number, number] | undefined): void;
  remove(): void;
}

/**
 * The site form's map: a tap or click places the pin, the pin can be dragged. Keyboard and screen
 * reader users type or paste the point into the form's "Titik lokasi" field instead (the pin follows
 * it): a map gives them no way to choose a place, so the pin is no tab stop of its own.
 */
export function drawPicker(element: HTMLElement, point: [number, number] | undefined, settings: MapSettings | undefined, { onPick, onTileError }: PickerOptions): Picker {
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false });
  L.control.zoom({ zoomInTitle: "Perbesar", zoomOutTitle: "Perkecil" }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  if (point) map.setView(point, PICK_ZOOM);
  else if (settings) map.setView(settings.center, settings.zoom);
  else map.setView(INDONESIA_VIEW.center, INDONESIA_VIEW.zoom);
  if (settings) {
    L.tileLayer(settings.tileUrl, { attribution: settings.tileAttribution, detectRetina: true }).on("tileerror", onTileError).addTo(map);
  }

  const icon = L.divIcon({ html: PIN_SVG, className: "register-marker register-pin", iconSize: [30, 40], iconAnchor: [15, 39] });
  let pin: L.Marker | undefined;
  const place = (at: [number, number]) => {
    if (pin) {
      pin.setLatLng(at);
      return;
    }
    const marker = L.marker(at, { icon, draggable: true, keyboard: false, title: "Titik lokasi (dapat digeser)", zIndexOffset: 500 }).addTo(map);
    marker.on("dragend", () => {
      const { lat, lng } = marker.getLatLng();
      onPick([lat, lng]);
    });
    pin = marker;
  };
  if (point) place(point);

  map.on("click", (event: L.LeafletMouseEvent) => {
    const at: [number, number] = [event.latlng.lat, event.latlng.lng];
    place(at);
    onPick(at);
  });

  return {
    show(next) {
      if (!next) {
        pin?.remove();
        pin = undefined;
        return;
      }
      place(next);
      // A point typed far off the current view is brought into it; a small move leaves the view alone.
      if (!map.getBounds().contains(next)) map.setView(next, Math.max(map.getZoom(), PICK_ZOOM - 2));
    },
    remove() {
      map.remove();
    },
  };
}
