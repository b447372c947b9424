import type { RegisterPointKind } from "../../types";

// How each kind of point looks on the map preview and in its legend. The kinds differ in shape as well
// as colour (circle, diamond, square), so that they can be told apart without seeing colours; the white
// edge keeps each one visible on any map tile. Shared by the legend (in the page's own chunk) and the
// lazy Leaflet chunk, so the two cannot drift apart.

export interface PointLook {
  /** The legend's words. */
  legend: string;
  /** After a marker's name in its tooltip. */
  label: string;
  color: string;
  /** An SVG path in a 20 × 20 box. */
  path: string;
  /** Pixels on the map. */
  size: number;
  /** Drawn over the others: a change is what staff look for. */
  zIndexOffset: number;
}

export const POINT_LOOKS: Record<RegisterPointKind, PointLook> = {
  baru: { legend: "Baru: lingkaran hijau", label: "baru", color: "#047857", path: "M2 10a8 8 0 1 0 16 0a8 8 0 1 0 -16 0Z", size: 22, zIndexOffset: 300 },
  berubah: { legend: "Berubah: belah ketupat jingga", label: "berubah", color: "#b45309", path: "M10 2L18 10L10 18L2 10Z", size: 24, zIndexOffset: 200 },
  tetap: { legend: "Tetap: kotak abu-abu kecil", label: "tetap", color: "#475569", path: "M4 4H16V16H4Z", size: 14, zIndexOffset: 100 },
};

/** The legend's order. */
export const POINT_KINDS: readonly RegisterPointKind[] = ["baru", "berubah", "tetap"];

/** A marker's drawing as SVG markup, for Leaflet's divIcon (which takes HTML, not React). */
export function pointSvg(kind: RegisterPointKind): string {
  const look = POINT_LOOKS[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="${look.size}" height="${look.size}" aria-hidden="true" focusable="false"><path d="${look.path}" fill="${look.color}" stroke="#ffffff" stroke-width="2"/></svg>`;
}
