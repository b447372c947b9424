// Loaded lazily after hydration (see site-map.tsx): Leaflet, its CSS and the marker images are in
// this chunk only, never in a page's up-front JavaScript.
import "leaflet/dist/leaflet.css";
import "./site-map.css";
import L from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import { useEffect, useRef, useState, type RefObject } from "react";
import { MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from "react-leaflet";
import { formatArea } from "~/lib/format";
import { MAP_HEIGHT_PX, type MapSelection } from "./map-types";
import type { SiteMapProps } from "./site-map";
import type { WakafSite } from "./sites";

// Imported through the bundler, so the production build carries the images (inlined or hashed);
// Leaflet's default icon would look for them next to the CSS or on a CDN and break after bundling.
// The shadow is drawn with CSS (site-map.css), not Leaflet's 41 px shadow image, which has no
// high-density version and looks blurred on phones (decision 044).
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  className: "wakaf-marker",
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
});

type MarkerRegistry = RefObject<Map<string, L.Marker>>;

export default function SiteMapClient({ sites, settings, selection }: SiteMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const markers = useRef(new Map<string, L.Marker>());
  // On touch screens one finger scrolls the page instead of panning a map that fills the screen;
  // two fingers still zoom, and "Lihat di peta" in the list moves the map to any site.
  const [touch] = useState(() => window.matchMedia("(pointer: coarse)").matches);

  return (
    <div className="relative" data-testid="site-map">
      <MapContainer
        center={[settings.center[0], settings.center[1]]}
        zoom={settings.zoom}
        zoomControl={false}
        scrollWheelZoom={false}
        dragging={!touch}
        className="z-0 w-full rounded-xl border border-slate-200"
        style={{ height: MAP_HEIGHT_PX }}
      >
        <ZoomControl position="topleft" zoomInTitle="Perbesar peta" zoomOutTitle="Perkecil peta" />
        {/* On high-density phone screens, tiles one zoom level deeper at half size: street names stay
            legible instead of blurred (Lighthouse "low resolution images"). Decision 044. */}
        <TileLayer
          url={settings.tileUrl}
          detectRetina
          attribution={settings.tileAttribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        {sites.map((site) => (
          <Marker
            key={site.id}
            position={[site.lat, site.lng]}
            icon={markerIcon}
            keyboard
            title={site.name}
            alt={site.name}
            ref={(marker) => {
              if (!marker) return;
              markers.current.set(site.id, marker);
              return () => {
                markers.current.delete(site.id);
              };
            }}
          >
            <Popup maxWidth={260} autoPanPadding={[16, 16]}>
              <SitePopup site={site} />
            </Popup>
          </Marker>
        ))}
        <Accessibility />
        <ShowSelection selection={selection} markers={markers} minZoom={settings.zoom} />
      </MapContainer>
      {/* Bottom edge: popups open upwards from their markers, and clicks pass through to the map. */}
      {tilesFailed && (
        <p
          role="status"
          className="pointer-events-none absolute right-3 bottom-9 left-3 z-[1000] rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 shadow"
          data-testid="tile-error"
        >
          Gambar peta dasar tidak dapat dimuat. Penanda lokasi, daftar, dan grafik tetap dapat digunakan.
        </p>
      )}
    </div>
  );
}

function SitePopup({ site }: { site: WakafSite }) {
  return (
    <div className="space-y-1 text-sm text-slate-800" data-testid="site-popup">
      <p className="m-0! text-base font-bold text-emerald-900">{site.name}</p>
      <p className="m-0!">{site.address}</p>
      <p className="m-0!">
        <span className="font-semibold">Jenis:</span> {site.type}
      </p>
      <p className="m-0!">
        <span className="font-semibold">Luas:</span> {formatArea(site.areaM2)}
      </p>
    </div>
  );
}

/** Names the map for screen readers and puts Leaflet's English popup close label into Indonesian. */
function Accessibility() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", "Peta interaktif lokasi tanah wakaf");
    const relabel = (event: L.PopupEvent) => {
      const close = event.popup.getElement()?.querySelector(".leaflet-popup-close-button");
      close?.setAttribute("aria-label", "Tutup keterangan lokasi");
      close?.setAttribute("title", "Tutup");
    };
    map.on("popupopen", relabel);
    return () => {
      map.off("popupopen", relabel);
    };
  }, [map]);
  return null;
}

/** Moves the map to the site chosen in the list, opens its popup and puts keyboard focus on its marker. */
function ShowSelection({ selection, markers, minZoom }: { selection: MapSelection | null; markers: MarkerRegistry; minZoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (!selection) return;
    const marker = markers.current.get(selection.id);
    if (!marker) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), minZoom), { animate: !reduceMotion });
    marker.openPopup();
    (marker.getElement() as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [selection, markers, map, minZoom]);
  return null;
}
