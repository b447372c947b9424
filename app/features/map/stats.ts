// Every figure on the map page comes from the site data through these pure functions.
import { fillText } from "~/lib/fill-text";
import { formatArea, formatNumber, formatPercent } from "~/lib/format";
import type { WakafSite } from "./sites";

export interface SiteSummary {
  count: number;
  /** Of the sites whose area has been measured. */
  totalAreaM2: number;
  /** Sites whose area has not been measured yet: the area total leaves them out. */
  unmeasuredCount: number;
  certifiedCount: number;
  /** 0–100, unrounded. */
  certifiedPercent: number;
}

export function summarize(sites: ReadonlyArray<Pick<WakafSite, "areaM2" | "certified">>): SiteSummary {
  const count = sites.length;
  let totalAreaM2 = 0;
  let unmeasuredCount = 0;
  for (const site of sites) {
    if (site.areaM2 === undefined) unmeasuredCount++;
    else totalAreaM2 += site.areaM2;
  }
  const certifiedCount = sites.filter((site) => site.certified).length;
  return { count, totalAreaM2, unmeasuredCount, certifiedCount, certifiedPercent: count === 0 ? 0 : (certifiedCount / count) * 100 };
}

/**
 * The area total as shown: "2.050 m²", and when sites are left out, "2.050 m² (1 lokasi belum diukur)"
 * (`unmeasured`: the content's text with {count}).
 */
export function totalAreaText(summary: Pick<SiteSummary, "totalAreaM2" | "unmeasuredCount">, unmeasured: string): string {
  const total = formatArea(summary.totalAreaM2);
  return summary.unmeasuredCount > 0 ? `${total} (${fillText(unmeasured, { count: formatNumber(summary.unmeasuredCount) })})` : total;
}

/** The summary band's texts, formatted for Indonesian readers ("2.050 m²"). */
export function summaryTexts(summary: SiteSummary, unmeasured: string) {
  return {
    count: formatNumber(summary.count),
    totalArea: totalAreaText(summary, unmeasured),
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

/** Chart colour of each type (from app/content/sites-register.ts) and of types the table lacks. */
export type TypeColours = Readonly<Record<string, string>>;
const FALLBACK_COLOURS = ["#7e22ce", "#be123c", "#0f766e", "#4d7c0f"];

/** Site counts per type, in order of first appearance in the data, with percentages and colours. */
export function typeDistribution(sites: readonly WakafSite[], colours: TypeColours): TypeShare[] {
  const counts = new Map<string, number>();
  for (const site of sites) counts.set(site.type, (counts.get(site.type) ?? 0) + 1);
  const entries = [...counts];
  const percents = wholePercents(entries.map(([, count]) => count));
  let fallback = 0;
  return entries.map(([type, count], index) => ({
    type,
    count,
    percent: percents[index] ?? 0,
    colour: colours[type] ?? FALLBACK_COLOURS[fallback++ % FALLBACK_COLOURS.length]!,
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
  /** Bar length as a share of the largest bar, 0–1. */
  ratio: number;
}

/**
 * One bar per site while the register is small. Above `maxBars` sites, the largest `maxBars - 1`
 * sites (in data order) plus one bar for the rest, so the 300 px chart stays readable at 360 px.
 * Sites whose area has not been measured have no bar (the summary says how many they are).
 */
export function areaBars(all: readonly WakafSite[], maxBars = Infinity, othersLabel = "Lainnya"): AreaBar[] {
  const sites = all.filter((site): site is WakafSite & { areaM2: number } => site.areaM2 !== undefined);
  let bars: AreaBar[] = sites.map((site) => ({ id: site.id, name: site.name, areaM2: site.areaM2, ratio: 0 }));
  if (sites.length > maxBars) {
    const largest = new Set(
      [...sites]
        .sort((a, b) => b.areaM2 - a.areaM2)
        .slice(0, maxBars - 1)
        .map((site) => site.id),
    );
    const rest = sites.filter((site) => !largest.has(site.id));
    bars = bars.filter((bar) => largest.has(bar.id));
    bars.push({
      id: "lainnya",
      name: `${othersLabel} (${formatNumber(rest.length)} lokasi)`,
      areaM2: rest.reduce((sum, site) => sum + site.areaM2, 0),
      ratio: 0,
    });
  }
  const max = Math.max(0, ...bars.map((bar) => bar.areaM2));
  return bars.map((bar) => ({ ...bar, ratio: max > 0 ? bar.areaM2 / max : 0 }));
}

export interface StageProgress {
  id: string;
  label: string;
  certified: boolean;
  count: number;
  areaM2: number;
}

/** The row, and the filter value, of sites not certified whose stage nobody wrote yet. */
export const UNKNOWN_STAGE = "tahap-belum-diketahui";

/**
 * Sites and m² at each certification stage, in the configured order. A certified site without a stage
 * counts at the last certified stage; an uncertified one without a stage in a last row of its own
 * (`unknownLabel`, shown only when it holds a site): placing it at any stage would publish a guess.
 */
export function stageProgress(
  sites: readonly WakafSite[],
  stages: ReadonlyArray<{ id: string; label: string; certified: boolean }>,
  unknownLabel: string,
): StageProgress[] {
  const rows = stages.map((stage) => ({ id: stage.id, label: stage.label, certified: stage.certified, count: 0, areaM2: 0 }));
  const unknown = { id: UNKNOWN_STAGE, label: unknownLabel, certified: false, count: 0, areaM2: 0 };
  for (const site of sites) {
    const row = stageOf(site, rows) ?? unknown;
    row.count += 1;
    row.areaM2 += site.areaM2 ?? 0;
  }
  return unknown.count > 0 ? [...rows, unknown] : rows;
}

/**
 * A site's stage; a certified site without one is at the last certified stage. An uncertified site
 * without one has none (undefined): "Belum" says it is not certified, not how far it is.
 */
export function stageOf<S extends { id: string; certified: boolean }>(
  site: { stage?: string | undefined; certified: boolean },
  stages: readonly S[],
): S | undefined {
  const given = site.stage === undefined ? undefined : stages.find((stage) => stage.id === site.stage);
  return given ?? (site.certified ? stages.findLast((stage) => stage.certified) : undefined);
}
