import type { WakafSite } from "./sites";

/** Map settings from the office configuration (`office.map`). */
export interface MapSettings {
  center: readonly [number, number];
  zoom: number;
  tileUrl: string;
  tileAttribution: string;
}

/** A request to show one site on the map; `nonce` lets the same site be chosen twice in a row. */
export interface MapSelection {
  id: string;
  nonce: number;
}

export const MAP_HEIGHT_PX = 600;

/** A site as the placeholder lists it before the map arrives. */
export type PlaceholderSite = Pick<WakafSite, "id" | "name" | "address">;

/** Props of the lazy map (site-map.tsx) and of its client chunk (site-map.client.tsx): one home for both. */
export interface SiteMapProps {
  /** Listed in the placeholder; the map itself fetches the whole register. */
  sites: readonly PlaceholderSite[];
  settings: MapSettings;
  selection: MapSelection | null;
  texts: MapTexts;
}

export interface MapTexts {
  loading: string;
  chunkError: string;
  tileError: string;
  registerError: string;
  popupLink: string;
  popupType: string;
  popupArea: string;
}

export const MINI_MAP_HEIGHT_PX = 280;

export interface SiteMiniMapProps {
  site: Pick<WakafSite, "name" | "lat" | "lng">;
  settings: MapSettings;
  /** Accessible name of the map region. */
  label: string;
}
