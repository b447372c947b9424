// The small map on a site's own page: one marker, no popup. Lazy like the main map (Leaflet never
// loads up front); it shares the marker and Leaflet chunk with site-map.client.tsx.
import "leaflet/dist/leaflet.css";
import "./site-map.css";
import { useEffect } from "react";
import { MapContainer, Marker, TileLayer, useMap } from "react-leaflet";
import type { SiteMiniMapProps } from "./map-types";
import { markerIcon } from "./marker-icon";

export const MINI_MAP_ZOOM = 16;

export default function SiteMiniMapClient({
  site,
  settings,
  label,
}: SiteMiniMapProps) {
  return (
    <div className="h-full" data-testid="site-mini-map">
      <MapContainer
        center={[site.lat, site.lng]}
        zoom={MINI_MAP_ZOOM}
        scrollWheelZoom={false}
        dragging={false}
        className="z-0 h-full w-full rounded-xl border border-slate-200"
      >
        <TileLayer
          url={settings.tileUrl}
          detectRetina
          attribution={settings.tileAttribution}
        />
        <Marker
          position={[site.lat, site.lng]}
          icon={markerIcon}
          title={site.name}
          alt={site.name}
          keyboard={false}
        />
        <Label text={label} />
      </MapContainer>
    </div>
  );
}

function Label({ text }: { text: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", text);
  }, [map, text]);
  return null;
}
