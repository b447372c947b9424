// Every figure on the map page comes from the site data through these pure functions.
import { formatArea, formatNumber, formatPercent } from "~/lib/format";
import type { WakafSite } from "./sites";

export interface SiteSummary {
  count: number;
  totalAreaM2: number;
  certifiedCount: number;
  /** 0–100, unrounded. */
  certifiedPercent: number;
}

export function summarize(sites: readonly WakafSite[]): SiteSummary {
  const count = sites.length;
  const totalAreaM2 = sites.reduce((sum, site) => sum + site.areaM2, 0);
  const certifiedCount = sites.filter((site) => site.certified).length;
  return { count, totalAreaM2, certifiedCount, certifiedPercent: count === 0 ? 0 : (certifiedCount / count) * 100 };
}

/** The summary band's texts, formatted for Indonesian readers ("2.050 m²"). */
export function summaryTexts(summary: SiteSummary) {
  return {
    count: formatNumber(summary.count),
    totalArea: formatArea(summary.totalAreaM2),
    certified: formatPercent(summary.certifiedPercent),
  };
}

export interface TypeShare {
  type: string;
  count: number;
  /** Whole percentages that always add up to 100 (largest-remainder rounding). */
  percent: number;
  colour: string;
}

// Dark enough for white labels (contrast ≥ 4.5:1 against #fff) and distinct from each other.
export const TYPE_COLOURS: Readonly<Record<string, string>> = {
  Masjid: "#047857", // emerald-700
  "Majelis Taklim": "#b45309", // amber-700
  "Masjid & Pendidikan": "#1d4ed8", // blue-700
};
const FALLBACK_COLOURS = ["#7e22ce", "#be123c", "#0f766e", "#4d7c0f"];

/** Site counts per type, in order of first appearance in the data, with percentages and colours. */
export function typeDistribution(sites: readonly WakafSite[]): TypeShare[] {
  const counts = new Map<string, number>();
  for (const site of sites) counts.set(site.type, (counts.get(site.type) ?? 0) + 1);
  const entries = [...counts];
  const percents = wholePercents(entries.map(([, count]) => count));
  let fallback = 0;
  return entries.map(([type, count], index) => ({
    type,
    count,
    percent: percents[index] ?? 0,
    colour: TYPE_COLOURS[type] ?? FALLBACK_COLOURS[fallback++ % FALLBACK_COLOURS.length]!,
  }));
}

/**
 * Rounds shares to whole percentages that sum to exactly 100, so a legend never reads 33 + 33 + 33.
 * The points lost to rounding down go to the largest remainders (ties: earlier first).
 */
export function wholePercents(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (value / total) * 100);
  const result = exact.map(Math.floor);
  let missing = 100 - result.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    result[index]! += 1;
    missing -= 1;
  }
  return result;
}

export interface AreaBar {
  id: string;
  name: string;
  areaM2: number;
  /** Bar length as a share of the largest area, 0–1. */
  ratio: number;
}

export function areaBars(sites: readonly WakafSite[]): AreaBar[] {
  const max = Math.max(0, ...sites.map((site) => site.areaM2));
  return sites.map((site) => ({ id: site.id, name: site.name, areaM2: site.areaM2, ratio: max > 0 ? site.areaM2 / max : 0 }));
}
