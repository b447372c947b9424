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
