// Loaded lazily after hydration (see site-map.tsx): Leaflet, its CSS and the marker images are in
// this chunk only, never in a page's up-front JavaScript.
import { fillText } from "~/lib/fill-text";
import "leaflet/dist/leaflet.css";
import "./site-map.css";
import L from "leaflet";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap, useMapEvents } from "react-leaflet";
import { formatNumber } from "~/lib/format";
import { createClusterIndex, expansionZoom, singleMarkerZoom, visibleItems, type Bounds, type ClusterIndex, type VisibleItem } from "./cluster-index";
import { MAP_HEIGHT_PX, type MapSelection, type MapTexts, type SiteMapProps } from "./map-types";
import { markerIcon } from "./marker-icon";
import type { MapSite } from "~/lib/register-file";
import { areaText, sitePath } from "./sites";

type MarkerRegistry = RefObject<Map<string, L.Marker>>;

export default function SiteMapClient({ mapSites, registerFailed, settings, selection, texts, onPopup }: SiteMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  // The register (after search and filters) comes from the page; markers appear once it is here.
  const sites = mapSites ?? NO_SITES;
  const index = clusterIndexOf(sites);
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
        <ZoomControl position="topleft" zoomInTitle={texts.zoomIn} zoomOutTitle={texts.zoomOut} />
        {/* On high-density phone screens, tiles one zoom level deeper at half size: street names stay
            legible instead of blurred (Lighthouse "low resolution images"). Decision 044. */}
        <TileLayer
          url={settings.tileUrl}
          detectRetina
          attribution={settings.tileAttribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <ClusteredMarkers index={index} markers={markers} texts={texts} selection={selection} minZoom={settings.zoom} onPopup={onPopup} />
        <Accessibility texts={texts} />
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

const NO_SITES: readonly MapSite[] = [];

// Clearing the filters shows the whole register again: its clusters are computed once, not each time.
const clusterIndexes = new WeakMap<readonly MapSite[], ClusterIndex<MapSite>>();
function clusterIndexOf(sites: readonly MapSite[]): ClusterIndex<MapSite> {
  let index = clusterIndexes.get(sites);
  if (!index) {
    index = createClusterIndex(sites);
    clusterIndexes.set(sites, index);
  }
  return index;
}

/** The view's bounds, a little larger than the screen so markers do not pop in at the edges while panning. */
function viewOf(map: L.Map): { bounds: Bounds; zoom: number } {
  const b = map.getBounds().pad(0.25);
  return { bounds: [b.getWest(), Math.max(-85, b.getSouth()), b.getEast(), Math.min(85, b.getNorth())], zoom: map.getZoom() };
}

const clusterIcons = new Map<number, L.DivIcon>();
/** A round numbered badge; three sizes so a big group reads as big. Its name (the marker's title) is for screen readers. */
function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  let icon = clusterIcons.get(count);
  if (!icon) {
    icon = L.divIcon({
      html: `<span aria-hidden="true">${formatNumber(count)}</span>`,
      className: "wakaf-cluster",
      iconSize: [size, size],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}

type Cluster = Extract<VisibleItem<MapSite>, { kind: "cluster" }>;
type ClusterMarker = L.Marker & { cluster?: Cluster };

/**
 * The numbered clusters, drawn by Leaflet directly rather than as React markers: a filter on
 * thousands of sites changes every cluster at once, and giving the markers already on the map a new
 * place, number and size costs a fraction of removing them all and adding new ones.
 */
function ClusterLayer({ clusters, label, onExpand }: { clusters: readonly Cluster[]; label: string; onExpand: (cluster: Cluster) => void }) {
  const map = useMap();
  const pool = useRef<ClusterMarker[]>([]);
  const expand = useRef(onExpand);
  useEffect(() => {
    expand.current = onExpand;
  });
  useEffect(() => {
    const markers = pool.current;
    clusters.forEach((cluster, i) => {
      const icon = clusterIcon(cluster.count);
      const title = fillText(label, { count: cluster.count });
      const marker = markers[i];
      if (!marker) {
        const created: ClusterMarker = L.marker([cluster.lat, cluster.lng], { icon, keyboard: true, title });
        created.cluster = cluster;
        created.on("click", () => expand.current(created.cluster!));
        // Leaflet gives Enter to markers with a popup only; a cluster has none.
        created.on("keypress", (event) => {
          const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
          if (key === "Enter" || key === " ") expand.current(created.cluster!);
        });
        markers.push(created.addTo(map));
        return;
      }
      marker.cluster = cluster;
      marker.setLatLng([cluster.lat, cluster.lng]);
      if (marker.options.icon !== icon) {
        // setIcon re-uses the badge's element (a DivIcon) but names only a new element: the name is ours to update.
        marker.options.title = title;
        marker.setIcon(icon);
        const badge = marker.getElement();
        if (badge) badge.title = title;
      }
    });
    for (const unused of markers.splice(clusters.length)) unused.remove();
  }, [clusters, label, map]);
  useEffect(
    () => () => {
      for (const marker of pool.current.splice(0)) marker.remove();
    },
    [map],
  );
  return null;
}

/**
 * Only what is in view becomes a marker: single sites (with popups) and numbered clusters. Pressing a
 * cluster (click, Enter) zooms in until it splits; keyboard focus then goes to the map, so Tab
 * continues with the markers now in view.
 */
function ClusteredMarkers({
  index,
  markers,
  texts,
  selection,
  minZoom,
  onPopup,
}: {
  index: ClusterIndex<MapSite>;
  markers: MarkerRegistry;
  texts: MapTexts;
  selection: MapSelection | null;
  minZoom: number;
  onPopup: SiteMapProps["onPopup"];
}) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const items = useMemo(() => visibleItems(index, view.bounds, view.zoom), [index, view]);
  const singles = items.filter((item) => item.kind === "site");
  const clusters = useMemo(() => items.filter((item) => item.kind === "cluster"), [items]);
  const reduceMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  function expand({ id, lat, lng }: Cluster) {
    map.setView([lat, lng], Math.min(expansionZoom(index, id), map.getMaxZoom()), { animate: !reduceMotion() });
    map.getContainer().focus({ preventScroll: true });
  }

  // A site chosen in the list or in the address: zoom until it stands alone, then open and (for a
  // list choice) focus it once its marker exists. A choice made before the register arrived waits.
  const pending = useRef<MapSelection | null>(null);
  useEffect(() => {
    if (!selection) {
      pending.current = null;
      map.closePopup();
      return;
    }
    pending.current = selection;
    const i = index.items.findIndex((site) => site.id === selection.id);
    if (i < 0) return;
    const site = index.items[i]!;
    // A site not mapped yet has no marker to open (its list card has no "Lihat di peta").
    if (site.lat === null || site.lng === null) {
      pending.current = null;
      return;
    }
    const zoom = singleMarkerZoom(index, i, Math.max(map.getZoom(), minZoom));
    // Without animation Leaflet fires moveend at once (also when the view does not change), so the
    // markers at the new view are drawn in the next render and the popup opens there; an animated
    // move could be cut short by the popup's own panning and never report its end.
    map.setView([site.lat, site.lng], zoom, { animate: false });
  }, [selection, index, map, minZoom]);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const marker = markers.current.get(wanted.id);
    if (!marker) return;
    pending.current = null;
    marker.openPopup();
    if (wanted.focus) (marker.getElement() as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [items, markers]);

  return (
    <>
      {singles.map((item) => (
        <Marker
          key={item.item.id}
          position={[item.item.lat, item.item.lng]}
          icon={markerIcon}
          keyboard
          title={item.item.name}
          alt={item.item.name}
          eventHandlers={{ popupopen: () => onPopup?.(item.item.id), popupclose: () => onPopup?.(null) }}
          ref={(marker) => {
            if (!marker) return;
            markers.current.set(item.item.id, marker);
            return () => {
              markers.current.delete(item.item.id);
            };
          }}
        >
          <Popup maxWidth={260} autoPanPadding={[16, 16]}>
            <SitePopup site={item.item} texts={texts} />
          </Popup>
        </Marker>
      ))}
      <ClusterLayer clusters={clusters} label={texts.cluster} onExpand={expand} />
    </>
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
        <span className="font-semibold">{texts.popupArea}:</span> {areaText(site.areaM2, texts.unmeasured)}
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
function Accessibility({ texts }: { texts: MapTexts }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", texts.regionLabel);
    const relabel = (event: L.PopupEvent) => {
      const close = event.popup.getElement()?.querySelector(".leaflet-popup-close-button");
      close?.setAttribute("aria-label", texts.popupClose);
      close?.setAttribute("title", texts.popupCloseShort);
    };
    map.on("popupopen", relabel);
    return () => {
      map.off("popupopen", relabel);
    };
  }, [map, texts]);
  return null;
}
