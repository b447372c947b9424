import type { SitesPageTexts } from "~/content/sites-page.schema";
import type { MapSite } from "~/lib/register-file";
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
  /** Move keyboard focus to the marker (a choice in the list); not when a shared link opens the page. */
  focus: boolean;
}

export const MAP_HEIGHT_PX = 600;

/** A site as the placeholder lists it before the map arrives. */
export type PlaceholderSite = Pick<WakafSite, "id" | "name" | "address">;

/** Props of the lazy map (site-map.tsx) and of its client chunk (site-map.client.tsx): one home for both. */
export interface SiteMapProps {
  /** Listed in the placeholder. */
  sites: readonly PlaceholderSite[];
  /** The sites to draw (the register after search and filters); null until the register has arrived. */
  mapSites: readonly MapSite[] | null;
  registerFailed: boolean;
  settings: MapSettings;
  selection: MapSelection | null;
  texts: MapTexts;
  /** A site's popup opened (id) or closed (null): the page keeps it in the address (`?lokasi=`). */
  onPopup?: (id: string | null) => void;
}

export type MapTexts = SitesPageTexts["map"];

export const MINI_MAP_HEIGHT_PX = 280;

export interface SiteMiniMapProps {
  /** A site that has its point (a site without one shows no map). */
  site: { name: string; lat: number; lng: number };
  settings: MapSettings;
  /** Accessible name of the map region. */
  label: string;
}
