// One site of a register file, read flat for the console's form and list, and told in the workbook's
// words for the audit log. The register comes in as stored (the draft's or the published JSON): it
// passed the build's schema when it was kept, but is read defensively all the same.
import { COORDINATE_COLUMN, SITE_COLUMNS } from "../../../app/content/sites-columns";
import type { RegisterConfig } from "../../../app/content/sites.schema";
import type { SiteChoices, SiteFields, SiteListItem } from "../../../app/lib/office/register-sites";
import { shortValue } from "../content/json-diff";

/** A feature of a register file as stored. */
export interface StoredSite {
  type?: unknown;
  id?: unknown;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
  properties?: Record<string, unknown>;
}

/** A register file as stored: its features, and whatever else it says (name, sampleData), kept as it is. */
export interface StoredRegister {
  features: StoredSite[];
  [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The register's data as a file with a features list (an empty one for anything else). */
export function storedRegister(data: unknown): StoredRegister {
  const record = isRecord(data) ? data : {};
  const features = Array.isArray(record.features) ? record.features.filter(isRecord) : [];
  return { type: "FeatureCollection", ...record, features };
}

export const siteIdOf = (site: StoredSite): string => (typeof site.id === "string" ? site.id : "");

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The point [lat, lng] of a stored site, if it has one. */
export function pointOf(site: StoredSite): [number, number] | undefined {
  const coordinates = site.geometry?.coordinates;
  if (!Array.isArray(coordinates)) return undefined;
  const [lng, lat] = coordinates as unknown[];
  return typeof lat === "number" && typeof lng === "number" ? [lat, lng] : undefined;
}

export function siteFields(site: StoredSite, config: RegisterConfig): SiteFields {
  const properties = site.properties ?? {};
  const stage = typeof properties.stage === "string" ? properties.stage : null;
  const stageEntry = config.stages.find((entry) => entry.id === stage);
  const point = pointOf(site);
  return {
    name: textOf(properties.name),
    type: textOf(properties.type),
    kelurahan: textOf(properties.kelurahan),
    address: textOf(properties.address),
    areaM2: typeof properties.areaM2 === "number" ? properties.areaM2 : null,
    stage,
    certified: stageEntry ? stageEntry.certified : properties.certified === true,
    aiwNumber: textOf(properties.aiwNumber),
    aiwDate: textOf(properties.aiwDate),
    certificateNumber: textOf(properties.certificateNumber),
    nib: textOf(properties.nib),
    wakif: textOf(properties.wakif),
    nazhir: textOf(properties.nazhir),
    use: textOf(properties.use),
    note: textOf(properties.note),
    lat: point?.[0] ?? null,
    lng: point?.[1] ?? null,
  };
}

export function siteChoices(config: RegisterConfig): SiteChoices {
  return {
    types: config.types.map((type) => type.label),
    stages: config.stages.map(({ id, label, certified }) => ({ id, label, certified })),
  };
}

/** The status as staff read it: the stage's label, or only whether it is certified when no stage is recorded. */
export function statusLabel(fields: Pick<SiteFields, "stage" | "certified">, config: RegisterConfig): string {
  const stage = config.stages.find((entry) => entry.id === fields.stage);
  if (stage) return stage.label;
  return fields.certified ? "Bersertifikat (tahap belum dicatat)" : "Belum bersertifikat (tahap belum dicatat)";
}

export function siteListItem(site: StoredSite, config: RegisterConfig): SiteListItem {
  const fields = siteFields(site, config);
  return {
    id: siteIdOf(site),
    name: fields.name,
    type: fields.type,
    kelurahan: fields.kelurahan,
    status: statusLabel(fields, config),
    located: fields.lat !== null,
  };
}

const HEADER = new Map<string, string>(SITE_COLUMNS.map((column) => [column.key, column.header]));
const HEADER_ORDER: string[] = [...SITE_COLUMNS.map((column) => column.header), COORDINATE_COLUMN.header];

/**
 * A site as the audit log tells it: the workbook's column headers ("Nama", "Luas (m²)", "Status
 * Sertifikat", "Koordinat") with short values, the filled ones only, in the workbook's column order.
 */
export function siteInWords(site: StoredSite, config: RegisterConfig): Map<string, string> {
  const fields = siteFields(site, config);
  const words = new Map<string, string>();
  for (const column of SITE_COLUMNS) {
    let value: string;
    if (column.key === "id" || column.key === "lat" || column.key === "lng") continue;
    else if (column.key === "stage") value = statusLabel(fields, config);
    else if (column.key === "areaM2") value = fields.areaM2 === null ? "" : String(fields.areaM2);
    else value = fields[column.key];
    if (value) words.set(HEADER.get(column.key) ?? column.key, shortValue(value));
  }
  if (fields.lat !== null && fields.lng !== null) words.set(COORDINATE_COLUMN.header, `${fields.lat}, ${fields.lng}`);
  return words;
}

const EMPTY = "(kosong)";

/**
 * The audit detail of one site's change: which site, the changed fields by name, and each one's value
 * before → after (short). A new site has only "after" values, a removed one only "before".
 */
export function siteChangeDetail(id: string, before: StoredSite | undefined, after: StoredSite | undefined, config: RegisterConfig): Record<string, string> {
  const old = before ? siteInWords(before, config) : new Map<string, string>();
  const now = after ? siteInWords(after, config) : new Map<string, string>();
  const name = now.get(HEADER.get("name")!) ?? old.get(HEADER.get("name")!) ?? id;
  const detail: Record<string, string> = { lokasi: id, nama: name };
  if (before && after) {
    const changed = HEADER_ORDER.filter((header) => old.get(header) !== now.get(header));
    detail.diubah = changed.join(", ") || "(tidak ada)";
    for (const header of changed) detail[header] = `${old.get(header) ?? EMPTY} → ${now.get(header) ?? EMPTY}`;
  } else {
    for (const [header, value] of after ? now : old) detail[header] = value;
  }
  return detail;
}
