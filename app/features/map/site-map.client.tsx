// Loaded lazily after hydration (see site-map.tsx): Leaflet, its CSS and the marker images are in
// this chunk only, never in a page's up-front JavaScript.
import "leaflet/dist/leaflet.css";
import "./site-map.css";
import type L from "leaflet";
import { useEffect, useRef, useState, type RefObject } from "react";
import { MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from "react-leaflet";
import { formatArea } from "~/lib/format";
import { MAP_HEIGHT_PX, type MapSelection, type MapTexts, type SiteMapProps } from "./map-types";
import { markerIcon } from "./marker-icon";
import { fetchRegister, type MapSite } from "./register-file";
import { sitePath } from "./sites";

type MarkerRegistry = RefObject<Map<string, L.Marker>>;

export default function SiteMapClient({ settings, selection, texts }: SiteMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  // The whole register comes as one compact file (not in the page's HTML); markers appear once it is here.
  const [sites, setSites] = useState<readonly MapSite[]>([]);
  const [registerFailed, setRegisterFailed] = useState(false);
  useEffect(() => {
    let current = true;
    fetchRegister().then(
      (loaded) => current && setSites(loaded),
      () => current && setRegisterFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);
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
              <SitePopup site={site} texts={texts} />
            </Popup>
          </Marker>
        ))}
        <Accessibility />
        <ShowSelection selection={selection} markers={markers} minZoom={settings.zoom} sites={sites} />
      </MapContainer>
      {/* Bottom edge: popups open upwards from their markers, and clicks pass through to the map. */}
      {(tilesFailed || registerFailed) && (
        <p
          role="status"
          className="pointer-events-none absolute right-3 bottom-9 left-3 z-[1000] rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 shadow"
          data-testid={registerFailed ? "register-error" : "tile-error"}
        >
          {registerFailed ? texts.registerError : texts.tileError}
        </p>
      )}
    </div>
  );
}

function SitePopup({ site, texts }: { site: MapSite; texts: MapTexts }) {
  return (
    <div className="space-y-1 text-sm text-slate-800" data-testid="site-popup">
      <p className="m-0! text-base font-bold text-emerald-900">{site.name}</p>
      <p className="m-0!">{site.address}</p>
      <p className="m-0!">
        <span className="font-semibold">{texts.popupType}:</span> {site.type}
      </p>
      <p className="m-0!">
        <span className="font-semibold">{texts.popupArea}:</span> {formatArea(site.areaM2)}
      </p>
      <p className="m-0! pt-1">
        <a href={sitePath(site.id)} className="font-semibold text-emerald-800! underline">
          {texts.popupLink}
        </a>
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
function ShowSelection({
  selection,
  markers,
  minZoom,
  sites,
}: {
  selection: MapSelection | null;
  markers: MarkerRegistry;
  minZoom: number;
  /** A choice made before the register arrived is shown once its marker exists. */
  sites: readonly MapSite[];
}) {
  const map = useMap();
  useEffect(() => {
    if (!selection) return;
    const marker = markers.current.get(selection.id);
    if (!marker) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), minZoom), { animate: !reduceMotion });
    marker.openPopup();
    (marker.getElement() as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [selection, markers, map, minZoom, sites]);
  return null;
}
