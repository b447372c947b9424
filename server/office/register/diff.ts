// What an uploaded register changes against the current one (the draft if there is one, else the
// published), site by site by id: the importer keeps ids stable (an ID column, else the name), so the
// same parcel is the same id across uploads. Changed fields are named by the workbook's own column
// headers ("Luas (m²)", "Koordinat"), as the office knows them. Pure: both registers come in parsed.
import { COORDINATE_COLUMN, SITE_COLUMNS } from "../../../app/content/sites-columns";
import { sameJson } from "../content/json-diff";

export interface DiffSite {
  id: string;
  geometry: { coordinates: readonly number[] } | null;
  properties: Record<string, unknown>;
}

export interface SiteChange {
  id: string;
  name: string;
  change: "baru" | "berubah" | "hilang";
  /** Column headers of the fields that differ (empty for a new or a gone site). */
  fields: string[];
}

export interface SitePoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  change: "baru" | "berubah" | "tetap";
}

export interface RegisterDiff {
  counts: { new: number; changed: number; unchanged: number; gone: number };
  /** New and changed sites in the upload's order, then the gone ones in the current register's order. */
  changes: SiteChange[];
  /** Every site of the upload that has a point, for the map preview. */
  points: SitePoint[];
}

const STATUS = SITE_COLUMNS.find((column) => column.key === "stage")!.header;
// `certified` follows from the stage: both are the workbook's one status column.
const HEADERS = new Map<string, string>([...SITE_COLUMNS.map((column) => [column.key, column.header] as const), ["certified", STATUS]]);
const ORDER: string[] = [...SITE_COLUMNS.map((column) => column.header), COORDINATE_COLUMN.header];

const nameOf = (site: DiffSite) => (typeof site.properties.name === "string" ? site.properties.name : site.id);

/** The column headers of the fields two versions of a site differ in, in the workbook's column order. */
export function changedFields(before: DiffSite, after: DiffSite): string[] {
  const fields = new Set<string>();
  for (const key of new Set([...Object.keys(before.properties), ...Object.keys(after.properties)])) {
    if (!sameJson(before.properties[key], after.properties[key])) fields.add(HEADERS.get(key) ?? key);
  }
  if (!sameJson(before.geometry?.coordinates ?? null, after.geometry?.coordinates ?? null)) fields.add(COORDINATE_COLUMN.header);
  const rank = (field: string) => (ORDER.includes(field) ? ORDER.indexOf(field) : ORDER.length);
  return [...fields].sort((a, b) => rank(a) - rank(b));
}

export function diffRegisters(current: readonly DiffSite[], next: readonly DiffSite[]): RegisterDiff {
  const before = new Map(current.map((site) => [site.id, site]));
  const kept = new Set(next.map((site) => site.id));
  const counts = { new: 0, changed: 0, unchanged: 0, gone: 0 };
  const changes: SiteChange[] = [];
  const points: SitePoint[] = [];
  for (const site of next) {
    const old = before.get(site.id);
    const fields = old ? changedFields(old, site) : [];
    const change = !old ? "baru" : fields.length > 0 ? "berubah" : "tetap";
    if (change === "baru") counts.new += 1;
    else if (change === "berubah") counts.changed += 1;
    else counts.unchanged += 1;
    if (change !== "tetap") changes.push({ id: site.id, name: nameOf(site), change, fields });
    const [lng, lat] = site.geometry?.coordinates ?? [];
    if (lat !== undefined && lng !== undefined) points.push({ id: site.id, name: nameOf(site), lat, lng, change });
  }
  for (const site of current) {
    if (kept.has(site.id)) continue;
    counts.gone += 1;
    changes.push({ id: site.id, name: nameOf(site), change: "hilang", fields: [] });
  }
  return { counts, changes, points };
}
