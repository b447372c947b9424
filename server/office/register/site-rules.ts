// One site typed into the console's form, judged by the register's own rules: the importer's (a point
// it can read, inside Indonesia and near the kecamatan; an area that is a number; a known type and
// stage; no second site with the same NIB, AIW number, or name at the same point; an unfinished record
// kept with a warning, never with an invented fact) and then the data file's schema, with the same
// Indonesian words. What the form keeps is what the importer would have kept from the same row.
import type { RegisterVocabulary } from "../../../app/content/register-vocabulary";
import { SitePropertiesInputSchema, type RegisterConfig } from "../../../app/content/sites.schema";
import type { SiteIssue } from "../../../app/lib/office/register-sites";
import { parseCoordinate, parseLocation } from "../../../app/lib/site-location";
import { ACTIONS, normalizeHeader, parseAmount, pointProblem, siteProperties, typeFromName, unreadableLocation, type ImportedFeature, type ProblemText } from "../../../scripts/sites/parse-rows";
import { pointOf, siteIdOf, type StoredSite } from "./site-fields";

export interface SiteContext {
  config: RegisterConfig;
  vocabulary: RegisterVocabulary;
  /** The office's map centre [lat, lng]: a point farther than the register allows is refused. */
  center: readonly [number, number];
  /** The kecamatan, for the address written from the kelurahan (as the importer writes it). */
  subDistrict: string;
  /** The register's other sites (not the one edited): a second NIB, AIW number or name-and-point is a duplicate. */
  others: readonly StoredSite[];
}

/** The site as the register file keeps it (without its id), with the importer's warnings about it. */
export type SiteCheck = { ok: true; site: Omit<ImportedFeature, "id" | "type">; warnings: SiteIssue[] } | { ok: false; issues: SiteIssue[] };

/** The optional texts, in the order the importer writes them. */
const OPTIONAL = ["kelurahan", "nazhir", "aiwNumber", "aiwDate", "certificateNumber", "nib", "wakif", "use", "note"] as const;
const TEXTS = ["name", "type", "address", ...OPTIONAL] as const;
type TextKey = (typeof TEXTS)[number];

/** "koordinat belum diisi" → "Koordinat belum diisi." (with what to do after it). */
export const sentence = (message: string, action?: string) => {
  const text = `${message.charAt(0).toUpperCase()}${message.slice(1)}`.replace(/\.?$/, ".");
  return action ? `${text} ${action}` : text;
};
const said = (problem: ProblemText) => sentence(problem.message, problem.action);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function checkSite(input: unknown, context: SiteContext): SiteCheck {
  const issues: SiteIssue[] = [];
  const warnings: SiteIssue[] = [];
  const refuse = (path: string, message: string) => issues.push({ path, message });
  const warn = (path: string, message: string) => warnings.push({ path, message });
  if (!isRecord(input)) return { ok: false, issues: [{ path: "", message: "Data lokasi harus berupa objek berisi kolom-kolomnya." }] };
  const { config, vocabulary, center, subDistrict } = context;

  // Texts as typed, trimmed; the words offices write for "nothing yet" ("-", "belum ada") are empty, as in a workbook.
  const empties = new Set(vocabulary.emptyWords.map((word) => word.trim().toLowerCase()));
  const text = {} as Record<TextKey, string>;
  for (const key of TEXTS) {
    const value = input[key];
    if (value !== undefined && value !== null && typeof value !== "string") refuse(key, "Isian ini harus berupa teks.");
    const trimmed = typeof value === "string" ? value.trim() : "";
    text[key] = empties.has(trimmed.toLowerCase()) ? "" : trimmed;
  }

  const { name, kelurahan } = text;
  if (!name) refuse("name", sentence("nama kosong", 'Isi nama lokasi, misalnya "Masjid Al-Ikhlas".'));

  let address = text.address;
  if (!address) {
    address = kelurahan ? `${kelurahan}, Kecamatan ${subDistrict}` : `Kecamatan ${subDistrict}`;
    warn("address", sentence(`alamat kosong; dipakai "${address}"`, kelurahan ? "Isi alamat lengkap (jalan, RT/RW) bila diketahui." : "Isi alamat, atau kolom Kelurahan/Desa."));
  }

  const typeLabels = config.types.map((type) => type.label);
  const typeByName = new Map(typeLabels.map((label) => [normalizeHeader(label), label]));
  const type = text.type ? (typeByName.get(normalizeHeader(text.type)) ?? typeFromName(text.type, vocabulary)) : typeFromName(name, vocabulary);
  if (!type && text.type) refuse("type", sentence(`jenis "${text.type}" tidak dikenal; pilih salah satu: ${typeLabels.join(", ")}`));
  else if (!type && name) refuse("type", sentence(`jenis tidak dapat ditentukan dari nama "${name}"`, `Pilih jenisnya: ${typeLabels.join(", ")}.`));

  const area = readArea(input.areaM2, refuse, warn);
  const status = readStatus(input, text.certificateNumber, config, refuse, warn);
  if (!text.aiwNumber && status && status.stage !== config.stages[0]?.id) {
    warn("aiwNumber", sentence("nomor AIW belum diisi", "Isi nomor AIW bila aktanya sudah terbit; lokasi tetap disimpan tanpa nomor AIW."));
  }
  const point = readPoint(input, refuse, warn, center, config.maxDistanceKm);

  if (issues.length > 0 || !type || !status || point === undefined) return { ok: false, issues };

  const optional: Record<string, string> = {};
  for (const key of OPTIONAL) if (text[key]) optional[key] = text[key];
  const properties = siteProperties({ name, address, type, area, status, optional });

  // The data file's own limits (lengths), in the schema's words.
  const checked = SitePropertiesInputSchema.safeParse(properties);
  if (!checked.success) {
    for (const issue of checked.error.issues) refuse(String(issue.path[0] ?? ""), sentence(issue.message));
    return { ok: false, issues };
  }

  for (const duplicate of duplicates(properties, point, context.others)) refuse(duplicate.path, duplicate.message);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, site: { geometry: point ? { type: "Point", coordinates: [point[1], point[0]] } : null, properties }, warnings };
}

type Report = (path: string, message: string) => void;

/** Empty: not measured yet (kept, warned). Otherwise a positive number, as offices write it ("1.250,5"). */
function readArea(value: unknown, refuse: Report, warn: Report): number | undefined {
  const written = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (value === undefined || value === null || written === "") {
    warn("areaM2", sentence("luas belum diisi; lokasi disimpan tanpa luas (belum diukur)", "Isi luasnya (m²) setelah diukur."));
    return undefined;
  }
  const area = typeof value === "number" || typeof value === "string" ? parseAmount(value) : undefined;
  if (area === undefined || area <= 0) {
    refuse("areaM2", sentence(`luas harus berupa angka lebih dari 0 (tertulis "${written || String(value)}")`, ACTIONS.area));
    return undefined;
  }
  return area;
}

/**
 * A stage of the register (its id), or none: then `certified` says whether it is certified (not
 * certified when left out). Without a stage, a certificate number shows it is certified, as the
 * importer reads an empty status next to a certificate number.
 */
function readStatus(
  input: Record<string, unknown>,
  certificateNumber: string,
  config: RegisterConfig,
  refuse: Report,
  warn: Report,
): { stage?: string; certified: boolean } | undefined {
  const stageId = typeof input.stage === "string" ? input.stage.trim() : "";
  if (input.stage !== undefined && input.stage !== null && typeof input.stage !== "string") {
    refuse("stage", "Isian ini harus berupa teks.");
    return undefined;
  }
  if (stageId) {
    const stage = config.stages.find((entry) => entry.id === stageId);
    if (!stage) {
      refuse("stage", sentence(`tahap harus salah satu dari: ${config.stages.map((entry) => entry.label).join(", ")}`));
      return undefined;
    }
    return { stage: stage.id, certified: stage.certified };
  }
  if (input.certified !== undefined && typeof input.certified !== "boolean") {
    refuse("stage", "Status bersertifikat harus ya atau tidak.");
    return undefined;
  }
  if (input.certified === true) return { certified: true };
  if (certificateNumber) {
    const certifiedStages = config.stages.filter((stage) => stage.certified);
    warn("stage", sentence("status sertifikat kosong; dicatat bersertifikat karena nomor sertifikat terisi", "Pilih statusnya bila berbeda."));
    return certifiedStages.length === 1 ? { stage: certifiedStages[0]!.id, certified: true } : { certified: true };
  }
  warn("stage", sentence("status sertifikat kosong; dicatat belum bersertifikat", `Pilih statusnya: ${config.stages.map((stage) => stage.label).join(", ")}.`));
  return { certified: false };
}

/**
 * The point [lat, lng]: the `location` text in any shape the importer reads, else `lat` and `lng`.
 * null: none given (not mapped yet, kept with a warning); undefined: refused.
 */
function readPoint(input: Record<string, unknown>, refuse: Report, warn: Report, center: readonly [number, number], maxDistanceKm: number): [number, number] | null | undefined {
  if (input.location !== undefined && input.location !== null && typeof input.location !== "string") {
    refuse("location", "Isian ini harus berupa teks.");
    return undefined;
  }
  const location = typeof input.location === "string" ? input.location.trim() : "";
  let point: [number, number];
  let path: string;
  if (location) {
    path = "location";
    const reading = parseLocation(location);
    if (!reading || "shortLink" in reading) {
      refuse(path, said(unreadableLocation(location, reading, "kolom ini")));
      return undefined;
    }
    point = reading.point;
  } else {
    const given = (value: unknown) => value !== undefined && value !== null && value !== "";
    if (!given(input.lat) && !given(input.lng)) {
      warn("location", sentence("koordinat belum diisi; lokasi disimpan tanpa titik di peta", ACTIONS.coordinates));
      return null;
    }
    path = "lat";
    if (!given(input.lat)) return void refuse("lat", sentence("lintang kosong sedangkan bujur terisi", ACTIONS.coordinates));
    if (!given(input.lng)) return void refuse("lng", sentence("bujur kosong sedangkan lintang terisi", ACTIONS.coordinates));
    const coordinate = (value: unknown) => (typeof value === "number" || typeof value === "string" ? parseCoordinate(value) : undefined);
    const lat = coordinate(input.lat);
    const lng = coordinate(input.lng);
    if (lat === undefined) return void refuse("lat", sentence(`lintang "${String(input.lat)}" tidak dapat dibaca`, ACTIONS.coordinates));
    if (lng === undefined) return void refuse("lng", sentence(`bujur "${String(input.lng)}" tidak dapat dibaca`, ACTIONS.coordinates));
    point = [lat, lng];
  }
  const problem = pointProblem(point, center, maxDistanceKm);
  if (problem) {
    refuse(path, said(problem));
    return undefined;
  }
  return point;
}

/** The importer's duplicates, against the register's other sites: the same NIB, AIW number, or name at the same point. */
function duplicates(properties: Record<string, string | number | boolean>, point: [number, number] | null, others: readonly StoredSite[]): SiteIssue[] {
  const found: SiteIssue[] = [];
  const named = (site: StoredSite) => `"${typeof site.properties?.name === "string" ? site.properties.name : siteIdOf(site)}"`;
  const action = "Periksa isinya: bila memang bidang yang sama, ubah lokasi yang sudah ada itu saja; bila bidang yang berbeda, perbaiki nomornya.";
  for (const [key, label] of [
    ["nib", "NIB"],
    ["aiwNumber", "nomor AIW"],
  ] as const) {
    const value = properties[key];
    const other = value ? others.find((site) => site.properties?.[key] === value) : undefined;
    if (other) found.push({ path: key, message: sentence(`lokasi ganda: ${label} "${String(value)}" sama dengan lokasi ${named(other)}`, action) });
  }
  if (point) {
    const place = (name: unknown, at: readonly [number, number]) => `${String(name).toLowerCase()}|${at[0].toFixed(5)}|${at[1].toFixed(5)}`;
    const mine = place(properties.name, point);
    const other = others.find((site) => {
      const at = pointOf(site);
      return at !== undefined && place(site.properties?.name, at) === mine;
    });
    if (other) found.push({ path: "name", message: sentence(`lokasi ganda: nama dan koordinat sama dengan lokasi ${named(other)}`, "Bila memang bidang yang sama, ubah lokasi yang sudah ada itu saja.") });
  }
  return found;
}
