// The importer's core: the sheets of an office's register workbook (or one CSV) → the site data file's
// features, plus every problem found, each with its sheet, row, column, value and what to do. Pure: no
// files, no console, so every rule is tested. The words it understands are content
// (app/content/register-vocabulary.ts); the rules are here.
//
// Errors block a row: only what would publish something false (an unreadable or impossible point, a
// point far outside the kecamatan, an area that is not a number, a status nobody can read, a real
// duplicate). Warnings never block: an unfinished record (no point, no area, no AIW number, no status
// yet) is kept as it is, without inventing the missing fact.
import { registerVocabulary, type RegisterVocabulary } from "../../app/content/register-vocabulary";
import { SitePropertiesInputSchema, type RegisterConfig } from "../../app/content/sites.schema";
import { parseCoordinate, parseLocation, type LocationReading } from "../../app/lib/site-location";

// The point parser is shared with the console's site form (app/lib/site-location.ts); kept importable
// from here, where the importer's callers and tests have always found it.
export { parseCoordinate, parseCoordinatePair, parseLocation, type LocationReading } from "../../app/lib/site-location";

export type Cell = string | number | boolean | Date | null | undefined;

export type Severity = "error" | "warning" | "skipped";

export interface Problem {
  /** Sheet name as the workbook shows it ("" for a CSV file). */
  sheet: string;
  /** Row number as the sheet shows it (row 1 is the first row, whatever it holds). */
  row: number;
  /** The column's header as written in the file (or the template's name when the column is missing). */
  column: string;
  /** The cell as written ("" when empty or not about one cell). */
  value: string;
  severity: Severity;
  message: string;
  /** What to do about it, in Indonesian. */
  action: string;
}

/** Kept for callers of the first importer: a problem is a row error with more detail. */
export type RowError = Problem;

export interface ImportedFeature {
  type: "Feature";
  id: string;
  geometry: { type: "Point"; coordinates: [number, number] } | null;
  properties: Record<string, string | number | boolean>;
}

export interface SheetRows {
  name: string;
  rows: readonly (readonly Cell[])[];
  /** The sheet is hidden in the workbook (an archive, a lookup list): left out, and said so. */
  hidden?: boolean;
  /** Rows hidden in the sheet (filtered out or hidden by hand), 1-based as the sheet shows them: left out, and said so. */
  hiddenRows?: readonly number[];
  /** Merged cell ranges, 0-based and inclusive (`rows[top][left]` holds the value; the other cells are empty). */
  merges?: readonly CellRange[];
}

export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface SheetSummary {
  name: string;
  /** The header row as the sheet shows it; undefined for a skipped sheet. */
  headerRow?: number;
  /** Rows holding a parcel (empty and totals rows not counted). */
  rowCount: number;
  kept: number;
}

export interface ImportResult {
  features: ImportedFeature[];
  /** Every problem in workbook order. */
  problems: Problem[];
  errors: Problem[];
  warnings: Problem[];
  /** Sheets and rows left out on purpose (summary and reference sheets, totals rows). */
  skipped: Problem[];
  /** Rows that held a parcel, over all sheets. */
  rowCount: number;
  sheets: SheetSummary[];
}

export interface ImportOptions {
  config: RegisterConfig;
  /** Map centre [lat, lng] of the kecamatan (app/content/data/office.json → map.center). */
  center: readonly [number, number];
  /** Kecamatan name, used to write an address from the kelurahan when the workbook has no address column. */
  subDistrict?: string;
  vocabulary?: RegisterVocabulary;
  /**
   * The register as it stands: a row without an ID that is clearly one of its sites (same NIB, AIW
   * number, name and point, or name and kelurahan) keeps that site's id, so reordering or extending
   * the workbook never moves a site's page address.
   */
  previous?: readonly PreviousSite[];
}

export interface PreviousSite {
  id: string | number;
  geometry: { coordinates: readonly number[] } | null;
  properties: { name: string; kelurahan?: string; nib?: string; aiwNumber?: string };
}

// Indonesia's extent with a margin: Sabang to Merauke, Miangas to Rote.
const INDONESIA = { minLat: -11.5, maxLat: 6.5, minLng: 94.5, maxLng: 141.5 };
/** Below this, an area is not a parcel's (a figure in hectares in an m² column, a typo): refused. */
const MIN_AREA_M2 = 5;
/** Above this (10 ha), an area is most likely a unit mistake: warned. */
const LARGE_AREA_M2 = 100_000;
/** How far down a sheet the header row is looked for. */
const HEADER_SEARCH_ROWS = 20;

export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    // "Ma'had", "Ta'lim": an apostrophe joins a word, it does not split it ("ma had" would read as MA).
    .replace(/['‘’`]/g, "")
    .replace(/²/g, "2")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

type FieldKey = RegisterVocabulary["columns"][number]["key"];
type ColumnKey = FieldKey | "coordinates" | "areaHa";
type Columns = Map<ColumnKey, { index: number; header: string }>;

/** Each known column name → its field, and its rank among that field's names (the template's header first). */
function columnNames(vocabulary: RegisterVocabulary): Map<string, { key: ColumnKey; rank: number }> {
  const names = new Map<string, { key: ColumnKey; rank: number }>();
  const add = (name: string, key: ColumnKey, rank: number) => {
    if (!names.has(normalizeHeader(name))) names.set(normalizeHeader(name), { key, rank });
  };
  for (const column of vocabulary.columns) [column.header, column.key, ...column.aliases].forEach((name, rank) => add(name, column.key, rank));
  [vocabulary.coordinateColumn.header, ...vocabulary.coordinateColumn.aliases].forEach((name, rank) => add(name, "coordinates", rank));
  [vocabulary.hectareColumn.header, ...vocabulary.hectareColumn.aliases].forEach((name, rank) => add(name, "areaHa", rank));
  return names;
}

/** A header as offices write it, numbering and all ("1. Nama Objek", "Luas\n(m²):"), made comparable. */
const headerName = (text: string) => normalizeHeader(text.replace(/^\s*\d{1,2}\s*[.)]\s*/, ""));

/**
 * Which column index holds which field; unknown headers are ignored. When two headers name one field,
 * the one the vocabulary lists first wins ("Status Sertifikat" over "Status Tanah"), else the first.
 */
export function matchColumns(headers: readonly Cell[], vocabulary: RegisterVocabulary = registerVocabulary): Columns {
  const names = columnNames(vocabulary);
  const found: Columns = new Map();
  const ranks = new Map<ColumnKey, number>();
  headers.forEach((cell, index) => {
    const header = cellText(cell).replace(/\s+/g, " ");
    const known = names.get(headerName(header));
    if (known && (!found.has(known.key) || known.rank < ranks.get(known.key)!)) {
      found.set(known.key, { index, header });
      ranks.set(known.key, known.rank);
    }
  });
  return found;
}

/**
 * A header written on two rows, as many office forms have it: "KOORDINAT" merged over "LINTANG | BUJUR".
 * The row under the header is a sub-header when it names a known column and leaves the Nama column
 * empty (a parcel always has a name there); its names replace the merged cell above them.
 */
export function headerColumns(
  rows: readonly (readonly Cell[])[],
  headerIndex: number,
  vocabulary: RegisterVocabulary = registerVocabulary,
  merges: readonly CellRange[] = [],
): { columns: Columns; firstDataIndex: number } {
  const columns = matchColumns(rows[headerIndex] ?? [], vocabulary);
  const below = rows[headerIndex + 1] ?? [];
  const sub = matchColumns(below, vocabulary);
  const nameIndex = columns.get("name")?.index ?? -1;
  const nameBelow = headerName(cellText(below[nameIndex]));
  if (sub.size === 0 || (nameBelow !== "" && !columnNames(vocabulary).has(nameBelow))) return { columns, firstDataIndex: headerIndex + 1 };
  const names = columnNames(vocabulary);
  // The group a sub-header sits under: the header cell above it, or the merged cell spanning it.
  const groupOf = (index: number) => {
    const span = merges.find((range) => range.top === headerIndex && range.left <= index && index <= range.right);
    return names.get(headerName(cellText(rows[headerIndex]?.[span ? span.left : index])))?.key;
  };
  for (const [key, column] of sub) {
    if (key === "name") continue;
    // Under another field's group ("Wakif" over "Nama | Alamat", "Luas" over "AIW | Sertifikat") the
    // names are that field's parts, not fields of their own. A point's or a status's parts are.
    const group = groupOf(column.index);
    if (group && group !== "coordinates" && group !== "stage") continue;
    for (const [other, taken] of columns) if (taken.index === column.index || other === key) columns.delete(other);
    columns.set(key, column);
  }
  // A merged group over two coordinate columns names the pair, never one cell.
  if (columns.has("lat") && columns.has("lng")) columns.delete("coordinates");
  return { columns, firstDataIndex: headerIndex + 2 };
}

/** A row numbering the columns under the header, "(1) (2) (3) …" or "1 2 3 …", as printed forms have. */
export function isColumnNumberRow(cells: readonly Cell[]): boolean {
  const numbers = cells.map(cellText).filter((text) => text !== "");
  if (numbers.length < 3 || !numbers.every((text) => /^\(?\d{1,2}\)?\.?$/.test(text))) return false;
  const values = numbers.map((text) => Number(text.replace(/\D/g, "")));
  return values.every((value, index) => index === 0 || value > values[index - 1]!);
}

/** The header row: the first row (of the first 20) naming the Nama column and at least one other known column. */
export function findHeaderRow(
  rows: readonly (readonly Cell[])[],
  vocabulary: RegisterVocabulary = registerVocabulary,
  merges: readonly CellRange[] = [],
): number | undefined {
  const names = columnNames(vocabulary);
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const columns = matchColumns(rows[index] ?? [], vocabulary);
    const name = columns.get("name");
    if (!name || columns.size < 2) continue;
    // "Nama" under a merged "Wakif" or "Nazhir" above is that person's name, not the parcel's.
    const group = merges.find((range) => range.top === index - 1 && range.bottom === index - 1 && range.left <= name.index && name.index <= range.right);
    const groupKey = group ? names.get(headerName(cellText(rows[index - 1]?.[group.left])))?.key : undefined;
    if (groupKey && groupKey !== "name") continue;
    return index;
  }
  return undefined;
}

export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  // A number kept as text by a web export ("'180", "'-6.8831"): the apostrophe is Excel's, not the value's.
  return String(cell).trim().replace(/^'(?=[-+\d])/, "");
}

/**
 * A number as offices write it: 500, "500", "1.250" (thousands dot), "12,5" or "1.250,5" (decimal
 * comma), "500 m²". Returns undefined when it is not a number.
 */
export function parseAmount(cell: Cell): number | undefined {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : undefined;
  let text = cellText(cell).replace(/\s*m(²|2)\s*$/i, "").replace(/\s/g, "");
  if (!/^-?[\d.,]+$/.test(text)) return undefined;
  // Both marks: the last one is the decimal mark ("1.250,5" Indonesian, "1,250.5" English).
  if (text.includes(",") && text.includes(".")) text = text.lastIndexOf(",") > text.lastIndexOf(".") ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,/g, "");
  else if (text.includes(",")) text = text.replace(",", ".");
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, "");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " dan ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** Great-circle distance in km. */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const km = (value: number) => new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 }).format(value);

const startsWithWord = (text: string, word: string) => text === word || text.startsWith(`${word} `);

/** The type a name's first words give ("Mushola Al-Ikhlas" → Musala), the longest prefix winning. */
export function typeFromName(name: string, vocabulary: RegisterVocabulary = registerVocabulary): string | undefined {
  const normalized = normalizeHeader(name);
  let best: { type: string; length: number } | undefined;
  for (const entry of vocabulary.typePrefixes) {
    for (const prefix of entry.prefixes) {
      const word = normalizeHeader(prefix);
      if (word && startsWithWord(normalized, word) && (!best || word.length > best.length)) best = { type: entry.type, length: word.length };
    }
  }
  return best?.type;
}

/**
 * A site's properties as the register stores them: the one shape both the importer and the console's
 * site form write (server/office/register/site-rules.ts), before the schema checks their lengths.
 */
export function siteProperties(fields: {
  name: string;
  address: string;
  type: string;
  area: number | undefined;
  status: { stage?: string; certified: boolean };
  optional: Record<string, string>;
}): Record<string, string | number | boolean> {
  const { name, address, type, area, status, optional } = fields;
  return {
    name,
    address,
    type,
    ...(area !== undefined ? { areaM2: area } : {}),
    ...(status.stage ? { stage: status.stage } : {}),
    certified: status.certified,
    ...optional,
  };
}

interface Status {
  stage?: string;
  certified: boolean;
}

function statusWords(config: RegisterConfig, vocabulary: RegisterVocabulary): Map<string, Status> {
  const statuses = new Map<string, Status>();
  for (const entry of vocabulary.statuses) {
    for (const word of entry.words) statuses.set(normalizeHeader(word), { stage: entry.stage, certified: entry.certified });
  }
  for (const stage of config.stages) {
    for (const word of [stage.id, stage.label, ...stage.aliases]) {
      if (!statuses.has(normalizeHeader(word))) statuses.set(normalizeHeader(word), { stage: stage.id, certified: stage.certified });
    }
  }
  return statuses;
}

/** Checks that the vocabulary names only stages and types the register configuration has. */
export function vocabularyProblems(config: RegisterConfig, vocabulary: RegisterVocabulary = registerVocabulary): string[] {
  const problems: string[] = [];
  const stages = new Map(config.stages.map((stage) => [stage.id, stage]));
  for (const entry of vocabulary.statuses) {
    const stage = entry.stage ? stages.get(entry.stage) : undefined;
    if (entry.stage && !stage) problems.push(`status "${entry.words[0]}": tahap "${entry.stage}" tidak ada di sites-register.ts`);
    else if (stage && stage.certified !== entry.certified) problems.push(`status "${entry.words[0]}": certified tidak sesuai dengan tahap "${stage.id}"`);
  }
  const types = new Set(config.types.map((type) => type.label));
  for (const entry of vocabulary.typePrefixes) {
    if (!types.has(entry.type)) problems.push(`awalan nama untuk "${entry.type}": jenis itu tidak ada di sites-register.ts`);
  }
  if (!types.has(vocabulary.fallbackType)) problems.push(`fallbackType "${vocabulary.fallbackType}": jenis itu tidak ada di sites-register.ts`);
  return problems;
}

/** What to do about a point or an area the importer cannot take; the console's site form says the same. */
export const ACTIONS = {
  coordinates:
    'Di Google Maps tekan lama (atau klik kanan) titik lokasinya, lalu salin angka yang muncul, misalnya "-6.8851, 107.6132", ke kolom ini.',
  area: "Tulis luas dalam m² sebagai angka saja, misalnya 264, 1.250 atau 410,5.",
} as const;

interface Candidate {
  sheet: string;
  row: number;
  name: string;
  kelurahan?: string;
  explicitId?: string;
  idColumn?: string;
  nameColumn: string;
  problems: Problem[];
  /** Present when the row has no errors so far. */
  feature?: Omit<ImportedFeature, "id">;
  point?: [number, number];
  nib?: { value: string; column: string };
  aiw?: { value: string; column: string };
}

/** One CSV or one sheet with its header on row 1 or below a title. */
export function parseRows(rows: readonly (readonly Cell[])[], options: ImportOptions): ImportResult {
  return parseWorkbook([{ name: "", rows }], options);
}

export function parseWorkbook(sheets: readonly SheetRows[], options: ImportOptions): ImportResult {
  const vocabulary = options.vocabulary ?? registerVocabulary;
  const skipped: Problem[] = [];
  const sheetWarnings: Problem[] = [];
  const summaries: SheetSummary[] = [];
  const candidates: Candidate[] = [];
  const skipWords = vocabulary.skipSheets.map(normalizeHeader);
  const read = sheets.map((sheet) => {
    const normalized = normalizeHeader(sheet.name);
    return { sheet, header: findHeaderRow(sheet.rows, vocabulary, sheet.merges), summaryName: Boolean(sheet.name) && skipWords.some((word) => startsWithWord(normalized, word)) };
  });
  // A sheet named like a summary ("REKAP", "MASTER") is left out when other sheets hold the parcels; when
  // it is the only sheet with a header row, it is the register itself.
  const otherData = read.some((entry) => entry.header !== undefined && !entry.summaryName && !entry.sheet.hidden);
  const found = read.map(({ sheet, header, summaryName }) => {
    // A hidden sheet is an archive or a lookup list the office does not see: never its register.
    if (sheet.hidden) return { sheet, reason: "lembar tersembunyi (arsip atau daftar bantu), bukan daftar lokasi" };
    if (summaryName && (otherData || header === undefined)) return { sheet, reason: "ringkasan atau daftar rujukan, bukan daftar lokasi" };
    return header === undefined ? { sheet, reason: `tidak ada baris judul dengan kolom Nama di ${HEADER_SEARCH_ROWS} baris pertama` } : { sheet, header };
  });
  const dataSheets = found.filter((entry) => "header" in entry).length;
  for (const entry of found) {
    if (!("header" in entry) || entry.header === undefined) {
      const reason = "reason" in entry ? entry.reason : "";
      skipped.push({
        sheet: entry.sheet.name,
        row: 1,
        column: "",
        value: "",
        severity: "skipped",
        message: `lembar dilewati: ${reason}`,
        action: entry.sheet.hidden
          ? "Bila lembar ini memang berisi lokasi yang masih berlaku, tampilkan lembarnya (klik kanan nama lembar → Unhide) lalu impor lagi."
          : "Bila lembar ini memang berisi lokasi, beri baris judul dengan kolom Nama (dan Status, Luas, Koordinat).",
      });
      summaries.push({ name: entry.sheet.name, rowCount: 0, kept: 0 });
      continue;
    }
    // A workbook with one sheet per kelurahan: the sheet's name is the kelurahan of rows that name none.
    // Not a sheet named after a type ("MASJID", "MUSHOLA"): that is no place.
    const sheetPlace =
      dataSheets > 1 && !/^(sheet|lembar|data|register)\s*\d*$/i.test(entry.sheet.name) && !typeFromName(entry.sheet.name, vocabulary)
        ? placeFromSheetName(entry.sheet.name)
        : undefined;
    const sheetCandidates = readSheet(entry.sheet, entry.header, sheetPlace, options, vocabulary, skipped, sheetWarnings);
    candidates.push(...sheetCandidates);
    summaries.push({ name: entry.sheet.name, headerRow: entry.header + 1, rowCount: sheetCandidates.length, kept: 0 });
  }

  const problems: Problem[] = [...sheetWarnings];
  if (dataSheets === 0) {
    problems.push({
      sheet: sheets.length === 1 ? sheets[0]!.name : "",
      row: 1,
      column: "Nama",
      value: "",
      severity: "error",
      message: "baris judul tidak ditemukan: tidak ada kolom Nama (atau Nama Objek, Nama Tanah Wakaf)",
      action: "Pastikan ada satu baris judul dengan kolom Nama, Status Sertifikat, Luas dan Koordinat (lihat docs/templates/tanah-wakaf.xlsx).",
    });
  }

  findDuplicates(candidates);
  assignIds(candidates, options.previous ?? []);

  const features: ImportedFeature[] = [];
  for (const candidate of candidates) {
    problems.push(...candidate.problems);
    if (candidate.feature && !candidate.problems.some((problem) => problem.severity === "error")) {
      features.push({ type: "Feature", id: candidate.explicitId ?? "", geometry: candidate.feature.geometry, properties: candidate.feature.properties });
      const summary = summaries.find((sheet) => sheet.name === candidate.sheet);
      if (summary) summary.kept += 1;
    }
  }
  return {
    features,
    problems: [...skipped, ...problems],
    errors: problems.filter((problem) => problem.severity === "error"),
    warnings: problems.filter((problem) => problem.severity === "warning"),
    skipped,
    rowCount: candidates.length,
    sheets: summaries,
  };
}

function readSheet(
  sheet: SheetRows,
  headerIndex: number,
  sheetPlace: string | undefined,
  { config, center, subDistrict }: ImportOptions,
  vocabulary: RegisterVocabulary,
  skipped: Problem[],
  sheetWarnings: Problem[],
): Candidate[] {
  const merges = sheet.merges ?? [];
  const { columns, firstDataIndex } = headerColumns(sheet.rows, headerIndex, vocabulary, merges);
  const statuses = statusWords(config, vocabulary);
  const typeByName = new Map(config.types.map((type) => [normalizeHeader(type.label), type.label]));
  const certifiedStages = config.stages.filter((stage) => stage.certified);
  const firstStage = config.stages[0]?.id;
  // The stage after the pledge: the vocabulary's word for "Sudah AIW".
  const aiwStage = statuses.get(normalizeHeader("sudah aiw"))?.stage;
  const yesWords = new Set(vocabulary.yesWords.map(normalizeHeader));
  const noWords = new Set(vocabulary.noWords.map(normalizeHeader));
  const totals = vocabulary.totalsWords.map(normalizeHeader);
  const empties = new Set(vocabulary.emptyWords.map((word) => word.trim().toLowerCase()));
  const acceptedStatuses = [...config.stages.map((stage) => stage.label), ...vocabulary.statuses.map((entry) => entry.words[0]!)];
  const hasPair = columns.has("lat") || columns.has("lng");
  const candidates: Candidate[] = [];
  const header = (key: ColumnKey, fallback: string) => columns.get(key)?.header ?? fallback;

  const fallbackType = vocabulary.fallbackType;
  // A sheet without an AIW column says so once, not on every row.
  if (!columns.has("aiwNumber")) {
    sheetWarnings.push({
      sheet: sheet.name,
      row: headerIndex + 1,
      column: "Nomor AIW",
      value: "",
      severity: "warning",
      message: "lembar ini tidak punya kolom Nomor AIW; lokasinya diimpor tanpa nomor AIW",
      action: "Tambahkan kolom Nomor AIW (atau AIW/APAIW) bila nomornya ada.",
    });
  }
  const footers = vocabulary.footerWords.map(normalizeHeader);
  const hiddenRows = new Set(sheet.hiddenRows ?? []);
  const names = columnNames(vocabulary);
  // A cell merged down over the rows below it (a Desa written once for its parcels) holds for each of them.
  const mergedAbove = (index: number, column: number) =>
    merges.find((range) => range.top < index && index <= range.bottom && range.left <= column && column <= range.right && range.top >= firstDataIndex);
  const skip = (row: number, value: string, message: string, action: string) =>
    skipped.push({ sheet: sheet.name, row, column: "", value, severity: "skipped", message, action });
  // Cells that tell a parcel apart: a name alone may be a section title or a signature line.
  const parcelFields: ColumnKey[] = ["areaM2", "areaHa", "stage", "aiwNumber", "aiwDate", "certificateNumber", "nib", "wakif", "nazhir", "coordinates", "lat", "lng", "address", "use", "type", "id"];
  for (let index = firstDataIndex; index < sheet.rows.length; index++) {
    const cells = sheet.rows[index]!;
    const row = index + 1;
    const filledText = cells.map(cellText).filter((text) => text !== "");
    if (hiddenRows.has(row)) {
      if (filledText.length > 0) skip(row, filledText[0]!, "baris tersembunyi dilewati", "Bila baris ini memang lokasi yang masih berlaku, tampilkan barisnya (Unhide, atau hapus filternya) lalu impor lagi.");
      continue;
    }
    const nameIndex = columns.get("name")?.index ?? -1;
    const continued = nameIndex >= 0 && cellText(cells[nameIndex]) === "" ? mergedAbove(index, nameIndex) : undefined;
    if (continued) {
      if (filledText.length > 0) skip(row, filledText[0]!, `baris lanjutan dari baris ${continued.top + 1} (sel Nama digabung) dilewati`, "Bila isinya bagian dari lokasi di atasnya (misalnya wakif kedua), tulis di baris itu, di kolom Keterangan.");
      continue;
    }
    const raw = (key: ColumnKey): Cell => {
      const column = columns.get(key);
      if (!column) return undefined;
      const own = cells[column.index];
      if (cellText(own) !== "") return own;
      const range = mergedAbove(index, column.index);
      return range ? sheet.rows[range.top]?.[range.left] : own;
    };
    const textOf = (key: ColumnKey) => {
      const value = cellText(raw(key));
      return empties.has(value.toLowerCase()) ? "" : value;
    };
    const firstFilled = normalizeHeader(cells.map(cellText).find((text) => text !== "") ?? "");
    const nameText = normalizeHeader(textOf("name"));
    if (totals.some((word) => startsWithWord(firstFilled, word) || (nameText !== "" && startsWithWord(nameText, word)))) {
      skip(row, filledText[0] ?? "", "baris jumlah dilewati", "Tidak perlu tindakan: baris jumlah tidak dibaca sebagai lokasi.");
      continue;
    }
    // The signature block under the table ("Mengetahui,", "Kepala KUA …", "Coblong, 10 Januari 2025"):
    // it and everything after it are not parcels.
    if (footers.some((word) => startsWithWord(firstFilled, word)) || /^[a-z][a-z .'-]*,\s*\d{1,2}\s+[a-z]+\s+\d{4}$/i.test(filledText[0] ?? "")) {
      skip(row, filledText[0] ?? "", "baris tanda tangan dan baris sesudahnya dilewati", "Tidak perlu tindakan: bagian tanda tangan di bawah tabel tidak dibaca sebagai lokasi.");
      break;
    }
    // The header written again further down (a table printed over several pages).
    const repeated = cells.filter((cell) => names.has(headerName(cellText(cell)))).length;
    if (repeated >= 2 && names.get(headerName(textOf("name")))?.key === "name") {
      skip(row, filledText[0] ?? "", "baris judul berulang dilewati", "Tidak perlu tindakan: judul kolom yang diulang tidak dibaca sebagai lokasi.");
      continue;
    }
    if (isColumnNumberRow(cells)) {
      skipped.push({
        sheet: sheet.name,
        row,
        column: "",
        value: cells.map(cellText).filter((text) => text !== "").join(" "),
        severity: "skipped",
        message: "baris nomor kolom dilewati",
        action: "Tidak perlu tindakan: baris nomor kolom tidak dibaca sebagai lokasi.",
      });
      continue;
    }
    // Pre-numbered rows with nothing else filled in count as empty.
    if ([...columns.values()].every((column) => cellText(cells[column.index]) === "")) continue;
    const parcelData = parcelFields.filter((key) => textOf(key) !== "");
    if (!textOf("name")) {
      // No name: a sum without its label ("=SUM(…)" under Luas), or a line of notes. A row with a point,
      // an AIW or NIB, a wakif… and no name is a parcel whose name is missing (an error below).
      if (parcelData.every((key) => key === "areaM2" || key === "areaHa" || key === "use")) {
        skip(row, filledText[0] ?? "", "baris tanpa nama dan tanpa data lokasi dilewati", "Bila baris ini memang lokasi, isi namanya.");
        continue;
      }
    } else if (parcelData.length === 0 && !textOf("kelurahan") && !typeFromName(textOf("name"), vocabulary)) {
      // Only a name that tells no type: a section title ("KELURAHAN SEKELOA") or a signature line.
      skip(row, textOf("name"), "baris judul bagian atau catatan dilewati (hanya nama terisi)", "Bila baris ini memang lokasi, isi juga data lainnya (status, luas, atau titik lokasi).");
      continue;
    }

    const problems: Problem[] = [];
    const report = (severity: "error" | "warning", key: ColumnKey | string, fallback: string, value: string, message: string, action: string) =>
      problems.push({ sheet: sheet.name, row, column: columns.has(key as ColumnKey) ? header(key as ColumnKey, fallback) : fallback, value, severity, message, action });
    const error = (key: ColumnKey | string, fallback: string, value: string, message: string, action: string) => report("error", key, fallback, value, message, action);
    const warn = (key: ColumnKey | string, fallback: string, value: string, message: string, action: string) => report("warning", key, fallback, value, message, action);

    const name = textOf("name");
    if (!name) error("name", "Nama", "", "nama kosong", "Isi nama lokasi, misalnya \"Masjid Al-Ikhlas\".");

    const kelurahan = textOf("kelurahan") || sheetPlace;
    let address = textOf("address");
    // A "Lokasi" column that holds the point (coordinates or a Google Maps address), not an address.
    let pointInAddress: string | undefined;
    const addressReading = address && !hasPair && !textOf("coordinates") ? parseLocation(address) : undefined;
    if (addressReading) {
      pointInAddress = address;
      address = "";
    }
    if (!address && kelurahan) {
      address = subDistrict ? `${kelurahan}, Kecamatan ${subDistrict}` : kelurahan;
      if (columns.has("address")) warn("address", "Alamat", "", `alamat kosong; dipakai "${address}"`, "Isi alamat lengkap (jalan, RT/RW) bila diketahui.");
    } else if (!address && subDistrict) {
      address = `Kecamatan ${subDistrict}`;
      warn(
        "address",
        "Alamat",
        pointInAddress ?? "",
        pointInAddress ? `kolom ini berisi titik lokasi, bukan alamat; alamat dicatat "${address}"` : `alamat dan kelurahan kosong; dipakai "${address}"`,
        "Isi alamat, atau kolom Kelurahan/Desa.",
      );
    } else if (!address) {
      error("address", "Alamat", "", "alamat kosong", "Isi alamat, atau kolom Kelurahan/Desa.");
    }

    // Type: the Jenis column; without one, the name's first words, then the Peruntukan column.
    const typeText = textOf("type");
    let type: string | undefined;
    if (columns.has("type")) {
      type = typeByName.get(normalizeHeader(typeText)) ?? (typeText ? typeFromName(typeText, vocabulary) : undefined) ?? (typeText ? undefined : typeFromName(name, vocabulary));
      if (!type && typeText) {
        error("type", "Jenis", typeText, `jenis "${typeText}" tidak dikenal; pilih salah satu: ${config.types.map((t) => t.label).join(", ")}`, "Tulis salah satu jenis itu, atau tambahkan jenis baru di app/content/sites-register.ts.");
      }
    } else {
      const useText = textOf("use");
      type = typeFromName(name, vocabulary) ?? typeByName.get(normalizeHeader(useText)) ?? (useText ? typeFromName(useText, vocabulary) : undefined);
    }
    if (!type && name && !(columns.has("type") && typeText)) {
      // Not knowing the kind is an unfinished record, not a false one: kept under the catch-all type.
      type = fallbackType;
      warn(
        "type",
        "Jenis",
        typeText,
        `jenis tidak dapat ditentukan dari nama "${name}"; dicatat sebagai "${fallbackType}"`,
        `Tambahkan kolom Jenis (${config.types.map((t) => t.label).join(", ")}), atau tambahkan awalan nama itu di app/content/register-vocabulary.ts (typePrefixes).`,
      );
    }

    // Area: empty is "not measured yet" (kept, warned); anything else must be a plausible number of m²
    // (or of hectares in a "Luas (ha)" column).
    const areaKey: ColumnKey = !textOf("areaM2") && textOf("areaHa") ? "areaHa" : "areaM2";
    const areaWritten = cellText(raw(areaKey));
    const areaLabel = areaKey === "areaHa" ? "Luas (ha)" : "Luas (m²)";
    let area: number | undefined;
    if (!textOf(areaKey)) {
      warn("areaM2", "Luas (m²)", areaWritten, "luas belum diisi; lokasi disimpan tanpa luas (belum diukur)", "Isi luasnya (m²) setelah diukur; baris tetap diimpor.");
    } else if (typeof raw(areaKey) !== "number" && /^\d{1,3},\d{3}$/.test(areaWritten.replace(/\s*m(²|2)\s*$/i, ""))) {
      // "1,250": 1,25 with a decimal comma, or 1.250 with an English thousands comma. Either may be false.
      error(areaKey, areaLabel, areaWritten, `luas "${areaWritten}" bisa berarti ${areaWritten.replace(",", ".")} atau ${areaWritten.replace(/0+$/, "")}`, `Tulis ${areaWritten.replace(",", "")} bila maksudnya ${areaWritten.replace(",", ".")}, atau ${areaWritten.replace(/0+$/, "")} bila maksudnya pecahan.`);
    } else {
      // "0,25 Ha" says its own unit, in any area column.
      const hectares = areaKey === "areaHa" || /\d\s*ha$/i.test(areaWritten);
      const amount = parseAmount(hectares ? areaWritten.replace(/\s*ha$/i, "") : raw(areaKey));
      area = amount === undefined ? undefined : hectares ? Math.round(amount * 10_000 * 100) / 100 : amount;
      if (area === undefined || area <= 0) {
        error(areaKey, areaLabel, areaWritten, `luas harus berupa angka lebih dari 0 (tertulis "${areaWritten}")`, ACTIONS.area);
        area = undefined;
      } else if (area < MIN_AREA_M2) {
        error(areaKey, areaLabel, areaWritten, `luas ${formatDecimal(area)} m² terlalu kecil untuk sebidang tanah (ditulis dalam hektare?)`, `Tulis luas dalam m² (1 ha = 10.000 m²), atau pakai kolom "Luas (ha)".`);
        area = undefined;
      } else if (area > LARGE_AREA_M2) {
        warn(areaKey, areaLabel, areaWritten, `luas ${formatDecimal(area)} m² sangat besar untuk satu bidang; periksa satuannya`, "Pastikan luasnya dalam m² (bukan cm² atau gabungan beberapa bidang).");
      }
    }

    // An AIW or certificate column that says only "Sudah"/"Belum" tells the stage, not a number.
    const yesNo = (key: ColumnKey): boolean | undefined => {
      const word = normalizeHeader(textOf(key));
      return yesWords.has(word) ? true : noWords.has(word) ? false : undefined;
    };
    const aiwDone = yesNo("aiwNumber");
    const certificateDone = yesNo("certificateNumber");
    const aiwNumber = aiwDone === undefined ? textOf("aiwNumber") : "";
    const certificateNumber = certificateDone === undefined ? textOf("certificateNumber") : "";
    if (raw("aiwNumber") instanceof Date) {
      error("aiwNumber", "Nomor AIW", cellText(raw("aiwNumber")), "nomor AIW terbaca sebagai tanggal (Excel mengubahnya)", "Ubah format sel menjadi Teks, lalu ketik ulang nomor AIW-nya.");
    }

    // Status: the vocabulary's words; empty means "not known": kept as not certified, unless a
    // certificate number (or "Sudah" in the AIW and certificate columns) shows how far it is.
    const statusText = textOf("stage");
    let status: Status | undefined;
    if (!statusText) {
      if (certificateNumber || certificateDone) {
        status = certifiedStages.length === 1 ? { stage: certifiedStages[0]!.id, certified: true } : { certified: true };
        if (certificateNumber) warn("stage", "Status Sertifikat", "", "status sertifikat kosong; dicatat bersertifikat karena nomor sertifikat terisi", "Isi statusnya (misalnya \"Sudah\").");
      } else if (aiwDone !== undefined || certificateDone === false) {
        // "AIW: Sudah | Sertifikat: Belum" → AIW terbit; "Belum | Belum" → not yet pledged before the PPAIW.
        status = aiwDone ? { stage: aiwStage, certified: false } : aiwDone === false ? { stage: firstStage, certified: false } : { certified: false };
      } else {
        status = { certified: false };
        warn("stage", "Status Sertifikat", "", "status sertifikat kosong; dicatat belum bersertifikat", `Isi statusnya: ${acceptedStatuses.join(", ")}.`);
      }
    } else {
      status = statuses.get(normalizeHeader(statusText));
      if (!status) {
        error(
          "stage",
          "Status Sertifikat",
          statusText,
          `status sertifikat "${statusText}" tidak dikenal; pilih salah satu: ${acceptedStatuses.join(", ")}`,
          "Tulis salah satu kata itu, atau tambahkan kata yang dipakai kantor Anda di app/content/register-vocabulary.ts (statuses).",
        );
      } else if (!status.certified && certificateNumber) {
        warn("stage", "Status Sertifikat", statusText, `status "${statusText}" tetapi nomor sertifikat terisi (${certificateNumber})`, "Periksa mana yang benar: bila sertifikatnya sudah terbit, tulis statusnya \"Sudah\".");
      } else if (status.stage === firstStage && aiwNumber) {
        warn("stage", "Status Sertifikat", statusText, `status "${statusText}" tetapi nomor AIW terisi (${aiwNumber})`, "Periksa mana yang benar: bila AIW-nya sudah terbit, tulis statusnya \"Sudah AIW\".");
      }
    }

    const point = readPoint(columns, raw, hasPair, error, warn, center, config.maxDistanceKm, pointInAddress);

    // Only a parcel said to have its AIW lacks its number; "Belum" says there is none yet.
    if (!aiwNumber && aiwDone === undefined && columns.has("aiwNumber") && status && (status.certified || (status.stage !== undefined && status.stage !== firstStage))) {
      warn("aiwNumber", "Nomor AIW", "", "nomor AIW belum diisi", "Isi nomor AIW bila aktanya sudah terbit; baris tetap diimpor tanpa nomor AIW.");
    }

    const optional: Record<string, string> = {};
    for (const key of ["kelurahan", "nazhir", "aiwNumber", "aiwDate", "certificateNumber", "nib", "wakif", "use", "note"] as const) {
      const value =
        key === "kelurahan"
          ? kelurahan
          : key === "aiwDate"
            ? dateText(raw(key), empties)
            : key === "aiwNumber"
              ? aiwNumber
              : key === "certificateNumber"
                ? certificateNumber
                : textOf(key);
      if (value) optional[key] = value;
    }

    const explicitId = textOf("id") || undefined;
    const candidate: Candidate = {
      sheet: sheet.name,
      row,
      name,
      kelurahan,
      explicitId,
      idColumn: columns.get("id")?.header,
      nameColumn: header("name", "Nama"),
      problems,
      point: point ?? undefined,
      nib: optional.nib ? { value: optional.nib, column: header("nib", "NIB") } : undefined,
      aiw: aiwNumber ? { value: aiwNumber, column: header("aiwNumber", "Nomor AIW") } : undefined,
    };
    if (!problems.some((problem) => problem.severity === "error") && type && status && point !== undefined) {
      const properties = siteProperties({ name, address, type, area, status, optional });
      const checked = SitePropertiesInputSchema.safeParse(properties);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const key = String(issue.path[0] ?? "");
          error(key, vocabulary.columns.find((column) => column.key === key)?.header ?? key, String(properties[key] ?? ""), issue.message, "Perbaiki isi sel ini.");
        }
      } else {
        candidate.feature = { type: "Feature", geometry: point ? { type: "Point", coordinates: [point[1], point[0]] } : null, properties };
      }
    }
    candidates.push(candidate);
  }
  return candidates;
}

/** The row's point; null when none is written yet (a warning); undefined after an error. */
function readPoint(
  columns: Columns,
  raw: (key: ColumnKey) => Cell,
  hasPair: boolean,
  error: (key: ColumnKey | string, fallback: string, value: string, message: string, action: string) => void,
  warn: (key: ColumnKey | string, fallback: string, value: string, message: string, action: string) => void,
  center: readonly [number, number],
  maxDistanceKm: number,
  /** A point written in the address column ("Lokasi") when the sheet has no coordinate column. */
  pointInAddress?: string,
): [number, number] | null | undefined {
  let point: [number, number] | undefined;
  let key: string;
  let label: string;
  let written: string;
  const pairText = cellText(raw("coordinates")) || pointInAddress || "";
  const latText = cellText(raw("lat"));
  const lngText = cellText(raw("lng"));
  if (pairText || (columns.has("coordinates") && !latText && !lngText) || !hasPair) {
    key = pointInAddress && !columns.has("coordinates") ? "address" : "coordinates";
    label = (pointInAddress && !columns.has("coordinates") ? columns.get("address")?.header : columns.get("coordinates")?.header) ?? "Koordinat";
    written = pairText;
    if (!pairText) {
      warn(key, label, "", "koordinat belum diisi; lokasi disimpan tanpa titik di peta", ACTIONS.coordinates);
      return null;
    }
    const reading = parseLocation(pairText);
    if (!reading || "shortLink" in reading) {
      const problem = unreadableLocation(pairText, reading);
      error(key, label, pairText, problem.message, problem.action);
      return undefined;
    }
    point = reading.point;
  } else {
    const latHeader = columns.get("lat")?.header ?? "Lintang";
    const lngHeader = columns.get("lng")?.header ?? "Bujur";
    key = "lat/lng";
    label = `${latHeader}/${lngHeader}`;
    written = `${latText}, ${lngText}`;
    if (!latText && !lngText) {
      warn("lat", latHeader, "", "koordinat belum diisi; lokasi disimpan tanpa titik di peta", ACTIONS.coordinates);
      return null;
    }
    // The whole point pasted into the Lintang cell.
    const pasted = !lngText ? parseLocation(latText) : undefined;
    if (pasted && "point" in pasted) point = pasted.point;
    else {
      if (!latText) return void error("lat", latHeader, "", "lintang kosong sedangkan bujur terisi", ACTIONS.coordinates);
      if (!lngText) return void error("lng", lngHeader, "", "bujur kosong sedangkan lintang terisi", ACTIONS.coordinates);
      const lat = parseCoordinate(latText);
      const lng = parseCoordinate(lngText);
      if (lat === undefined) return void error("lat", latHeader, latText, `lintang "${latText}" tidak dapat dibaca`, ACTIONS.coordinates);
      if (lng === undefined) return void error("lng", lngHeader, lngText, `bujur "${lngText}" tidak dapat dibaca`, ACTIONS.coordinates);
      // A "Lintang Selatan" / "LS" column holds southern latitudes: written without their minus sign.
      point = [lat > 0 && /^(ls|lintang selatan)$/.test(normalizeHeader(latHeader)) ? -lat : lat, lng];
    }
  }
  const problem = pointProblem(point, center, maxDistanceKm);
  if (problem) {
    error(key, label, written, problem.message, problem.action);
    return undefined;
  }
  return point;
}

/** A problem's words: what is wrong (lower case, as the report cites it) and what to do. */
export interface ProblemText {
  message: string;
  action: string;
}

/**
 * Why a written point could not be read: a short link (needs the internet), or no shape the importer
 * knows. `into` is where the numbers go instead: a workbook's cell, or the console form's field.
 */
export function unreadableLocation(written: string, reading: LocationReading, into = "sel ini"): ProblemText {
  if (reading && "shortLink" in reading) {
    return {
      message: "tautan pendek Google Maps (maps.app.goo.gl) tidak dapat dibaca tanpa internet",
      action: `Buka tautannya, tekan lama titik lokasinya, lalu salin angka koordinat yang muncul (misalnya "-6.8851, 107.6132") ke ${into} menggantikan tautannya.`,
    };
  }
  return { message: `koordinat "${written}" tidak dapat dibaca; tulis "lintang, bujur", misalnya "-6.8851, 107.6132"`, action: ACTIONS.coordinates };
}

/**
 * Whether a point [lat, lng] can be published: inside Indonesia (a swapped pair is named as such) and
 * within the register's distance of the kecamatan's map centre. Undefined when it can.
 */
export function pointProblem(point: readonly [number, number], center: readonly [number, number], maxDistanceKm: number): ProblemText | undefined {
  const [lat, lng] = point;
  const inside = (a: number, b: number) => a >= INDONESIA.minLat && a <= INDONESIA.maxLat && b >= INDONESIA.minLng && b <= INDONESIA.maxLng;
  const near = (point: readonly [number, number]) => distanceKm(center, point) <= maxDistanceKm;
  // Java is south of the equator: a latitude written without its minus sign is the commonest slip.
  if (lat > 0 && near([-lat, lng])) {
    return {
      message: `koordinat ${lat}, ${lng} tidak berada di kecamatan ini (tanda minus pada lintang terlupa?)`,
      action: `Tulis lintang dengan tanda minus di depannya, misalnya ${-lat}, ${lng}: lokasi di selatan khatulistiwa.`,
    };
  }
  if (!inside(lat, lng)) {
    const swapped = inside(lng, lat);
    return {
      message: `koordinat ${lat}, ${lng} berada di luar Indonesia${swapped ? " (lintang dan bujur tertukar?)" : ""}`,
      action: swapped ? "Tukar isi kolom lintang dan bujur: lintang dulu (sekitar -6), lalu bujur (sekitar 107)." : ACTIONS.coordinates,
    };
  }
  const distance = distanceKm(center, point);
  if (distance > maxDistanceKm) {
    return {
      message: `koordinat berjarak ${km(distance)} km dari pusat kecamatan (paling jauh ${km(maxDistanceKm)} km)`,
      action: "Periksa titiknya di Google Maps; bila lokasinya memang di luar kecamatan, jangan masukkan ke register ini.",
    };
  }
  return undefined;
}

const where = (from: Candidate, to: Candidate) => (from.sheet === to.sheet ? `baris ${to.row}` : `lembar "${to.sheet}" baris ${to.row}`);

/** A real duplicate: the same explicit ID, name and point, NIB or AIW number as an earlier row. */
function findDuplicates(candidates: readonly Candidate[]) {
  const seen = { id: new Map<string, Candidate>(), place: new Map<string, Candidate>(), nib: new Map<string, Candidate>(), aiw: new Map<string, Candidate>() };
  const duplicate = (candidate: Candidate, column: string, value: string, message: string) =>
    candidate.problems.push({
      sheet: candidate.sheet,
      row: candidate.row,
      column,
      value,
      severity: "error",
      message,
      action: "Hapus baris ganda ini, atau perbaiki isinya bila memang bidang yang berbeda.",
    });
  for (const candidate of candidates) {
    if (candidate.explicitId) {
      const earlier = seen.id.get(candidate.explicitId);
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(candidate.explicitId)) {
        candidate.problems.push({
          sheet: candidate.sheet,
          row: candidate.row,
          column: candidate.idColumn ?? "ID",
          value: candidate.explicitId,
          severity: "error",
          message: `ID "${candidate.explicitId}" hanya boleh huruf kecil, angka, dan tanda hubung`,
          action: 'Tulis ID seperti "masjid-al-ikhlas", atau kosongkan agar dibuat dari nama.',
        });
      } else if (earlier) duplicate(candidate, candidate.idColumn ?? "ID", candidate.explicitId, `lokasi ganda: ID "${candidate.explicitId}" sudah dipakai di ${where(candidate, earlier)}`);
      else seen.id.set(candidate.explicitId, candidate);
    }
    if (candidate.name && candidate.point) {
      const place = `${candidate.name.toLowerCase()}|${candidate.point[0].toFixed(5)}|${candidate.point[1].toFixed(5)}`;
      const earlier = seen.place.get(place);
      if (earlier) duplicate(candidate, candidate.nameColumn, candidate.name, `lokasi ganda: nama dan koordinat sama dengan ${where(candidate, earlier)}`);
      else seen.place.set(place, candidate);
    }
    for (const kind of ["nib", "aiw"] as const) {
      const entry = candidate[kind];
      if (!entry) continue;
      const earlier = seen[kind].get(entry.value);
      const label = kind === "nib" ? "NIB" : "nomor AIW";
      if (earlier) duplicate(candidate, entry.column, entry.value, `lokasi ganda: ${label} "${entry.value}" sama dengan ${where(candidate, earlier)}`);
      else seen[kind].set(entry.value, candidate);
    }
  }
}

/**
 * Ids: an ID column's value wins. Otherwise the name's kebab-case; a name used again gets the
 * kelurahan, then a number, in workbook order. Every named row takes part (also rows with errors), so
 * fixing one row never moves another site's id: re-importing the same workbook gives the same ids.
 */
function assignIds(candidates: Candidate[], previous: readonly PreviousSite[]) {
  const taken = new Set(candidates.flatMap((candidate) => (candidate.explicitId ? [candidate.explicitId] : [])));
  keepPreviousIds(candidates, previous, taken);
  for (const candidate of candidates) {
    if (candidate.explicitId || !candidate.name) continue;
    const id = siteId(candidate.name, candidate.kelurahan, taken);
    taken.add(id);
    candidate.explicitId = id;
  }
}

/**
 * Rows without an ID that are clearly a site of the register as it stands keep that site's id. Matched
 * by the strongest key first (NIB, AIW number, name and point, name and kelurahan), each key only when
 * it is unique on both sides, so two parcels of one name never trade ids.
 */
function keepPreviousIds(candidates: Candidate[], previous: readonly PreviousSite[], taken: Set<string>) {
  const point = (lat: number, lng: number) => `${lat.toFixed(5)}|${lng.toFixed(5)}`;
  const keys: Array<[(c: Candidate) => string | undefined, (p: PreviousSite) => string | undefined]> = [
    [(c) => c.nib?.value, (p) => p.properties.nib],
    [(c) => c.aiw?.value, (p) => p.properties.aiwNumber],
    [(c) => (c.name && c.point ? `${c.name.toLowerCase()}|${point(c.point[0], c.point[1])}` : undefined), (p) => {
      const [lng, lat] = p.geometry?.coordinates ?? [];
      return lat === undefined || lng === undefined ? undefined : `${p.properties.name.toLowerCase()}|${point(lat, lng)}`;
    }],
    [(c) => (c.name ? `${c.name.toLowerCase()}|${(c.kelurahan ?? "").toLowerCase()}` : undefined), (p) => `${p.properties.name.toLowerCase()}|${(p.properties.kelurahan ?? "").toLowerCase()}`],
  ];
  const open = candidates.filter((candidate) => !candidate.explicitId && candidate.name);
  let sites = previous.map((site) => ({ ...site, id: String(site.id) })).filter((site) => !taken.has(site.id));
  for (const [ofCandidate, ofSite] of keys) {
    const unique = <T,>(items: readonly T[], key: (item: T) => string | undefined) => {
      const groups = new Map<string, T[]>();
      for (const item of items) {
        const value = key(item);
        if (value) groups.set(value, [...(groups.get(value) ?? []), item]);
      }
      return new Map([...groups].filter(([, group]) => group.length === 1).map(([value, [item]]) => [value, item!]));
    };
    const bySite = unique(sites, ofSite);
    for (const [value, candidate] of unique(open.filter((c) => !c.explicitId), ofCandidate)) {
      const site = bySite.get(value);
      if (!site || taken.has(site.id)) continue;
      candidate.explicitId = site.id;
      taken.add(site.id);
    }
    sites = sites.filter((site) => !taken.has(site.id));
  }
}

/** The sites of a register file as read from disk or the drafts store (anything else gives none). */
export function previousSites(data: unknown): PreviousSite[] {
  const features = typeof data === "object" && data !== null && Array.isArray((data as { features?: unknown }).features) ? (data as { features: unknown[] }).features : [];
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  return features.flatMap((feature) => {
    if (typeof feature !== "object" || feature === null) return [];
    const { id, geometry, properties } = feature as { id?: unknown; geometry?: { coordinates?: unknown } | null; properties?: Record<string, unknown> };
    const name = text(properties?.name);
    if ((typeof id !== "string" && typeof id !== "number") || !name) return [];
    const coordinates = Array.isArray(geometry?.coordinates) && geometry.coordinates.every((n) => typeof n === "number") ? (geometry.coordinates as number[]) : undefined;
    return [{ id, geometry: coordinates ? { coordinates } : null, properties: { name, kelurahan: text(properties?.kelurahan), nib: text(properties?.nib), aiwNumber: text(properties?.aiwNumber) } }];
  });
}

/**
 * The id a site named `name` gets when its row names none: the name's kebab-case; when `taken` has it,
 * with the kelurahan, then a number. Also the id of a site added in the console's form.
 */
export function siteId(name: string, kelurahan: string | undefined, taken: ReadonlySet<string>): string {
  const base = slugify(name) || "lokasi";
  if (!taken.has(base)) return base;
  const withPlace = kelurahan ? `${base}-${slugify(kelurahan)}` : base;
  let id = withPlace;
  for (let n = 2; taken.has(id); n++) id = `${withPlace}-${n}`;
  return id;
}

/** One line per problem, short: "Baris 5, kolom "Luas": luas kosong" (with the sheet when there is one). */
export function formatRowError(problem: Pick<Problem, "row" | "column" | "message"> & { sheet?: string }): string {
  return `${problem.sheet ? `Lembar "${problem.sheet}", baris` : "Baris"} ${problem.row}${problem.column ? `, kolom "${problem.column}"` : ""}: ${problem.message}`;
}

export const SEVERITY_LABEL: Record<Severity, string> = { error: "Galat", warning: "Peringatan", skipped: "Dilewati" };

/** As the CLI prints it: kind, place, value, message and what to do. */
export function formatProblem(problem: Problem): string {
  const value = problem.value ? ` (tertulis "${problem.value}")` : "";
  const message = problem.message.includes(`"${problem.value}"`) ? problem.message : `${problem.message}${value}`;
  return `[${SEVERITY_LABEL[problem.severity]}] ${formatRowError({ ...problem, message })}\n    → ${problem.action}`;
}

const MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];

/**
 * A date as the register keeps it, the Indonesian way ("2 November 2012"), whether the cell is a real
 * date or typed as 02/11/2012, 2-11-2012 or 2012-11-02. Anything else stays as written.
 */
export function dateText(cell: Cell, empties: ReadonlySet<string> = new Set()): string {
  // An Excel date serial (days since 1899-12-30), as a number or typed: 42075 is 12 March 2015.
  const serial = typeof cell === "number" ? cell : /^\d{5}$/.test(cellText(cell)) ? Number(cellText(cell)) : undefined;
  if (serial !== undefined && serial >= 20_000 && serial <= 80_000) cell = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  const written = cellText(cell);
  if (empties.has(written.toLowerCase())) return "";
  const iso = cell instanceof Date ? [cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate()] : /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(written)?.slice(1).map(Number);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(written)?.slice(1).map(Number);
  const [year, month, day] = iso ?? (dayFirst ? [dayFirst[2]!, dayFirst[1]!, dayFirst[0]!] : []);
  if (year === undefined || month === undefined || day === undefined) return written;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return written;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A number with a decimal comma, as a message quotes it. */
const formatDecimal = (value: number) => new Intl.NumberFormat("id-ID", { maximumFractionDigits: 4 }).format(value);

/** A sheet named after its kelurahan or desa, as offices write it: "Kel. Cipaganti", "Desa Sukamaju" → the place. */
export function placeFromSheetName(name: string): string {
  // "Dago (2)": Excel's name for a copied sheet.
  const place = name.trim().replace(/\s*\(\d+\)$/, "");
  return place.replace(/^(kel(urahan)?|desa|ds)\.?\s+/i, "").trim() || place;
}
