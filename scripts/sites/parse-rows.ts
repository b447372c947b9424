// The importer's core: spreadsheet rows (header row first, as read from CSV or XLSX) → the site data
// file's features, or the list of every bad row. Pure: no files, no console, so every rule is tested.
import { COORDINATE_COLUMN, SITE_COLUMNS, type SiteColumnKey } from "../../app/content/sites-columns";
import { SitePropertiesInputSchema, type RegisterConfig } from "../../app/content/sites.schema";

export type Cell = string | number | boolean | Date | null | undefined;

export interface RowError {
  /** Spreadsheet row number as the office sees it: the header is row 1. */
  row: number;
  /** The column's header as written in the file (or the template's name when the column is missing). */
  column: string;
  message: string;
}

export interface ImportedFeature {
  type: "Feature";
  id: string;
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: Record<string, string | number | boolean>;
}

export interface ImportResult {
  features: ImportedFeature[];
  errors: RowError[];
  /** Rows that held data (empty rows are skipped). */
  rowCount: number;
}

export interface ImportOptions {
  config: RegisterConfig;
  /** Map centre [lat, lng] of the kecamatan (office.ts → map.center). */
  center: readonly [number, number];
}

// Indonesia's extent with a margin: Sabang to Merauke, Miangas to Rote.
const INDONESIA = { minLat: -11.5, maxLat: 6.5, minLng: 94.5, maxLng: 141.5 };

export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/²/g, "2")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

type ColumnKey = SiteColumnKey | "coordinates";

/** Which column index holds which field; unknown headers are ignored. */
export function matchColumns(headers: readonly Cell[]): Map<ColumnKey, { index: number; header: string }> {
  const names = new Map<string, ColumnKey>();
  for (const column of SITE_COLUMNS) {
    for (const name of [column.header, column.key, ...column.aliases]) names.set(normalizeHeader(name), column.key);
  }
  for (const name of [COORDINATE_COLUMN.header, ...COORDINATE_COLUMN.aliases]) names.set(normalizeHeader(name), "coordinates");
  const found = new Map<ColumnKey, { index: number; header: string }>();
  headers.forEach((cell, index) => {
    const header = cellText(cell);
    const key = names.get(normalizeHeader(header));
    if (key && !found.has(key)) found.set(key, { index, header });
  });
  return found;
}

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/**
 * A number as offices write it: 500, "500", "1.250" (thousands dot), "12,5" or "1.250,5" (decimal
 * comma), "500 m²". Returns undefined when it is not a number.
 */
export function parseAmount(cell: Cell): number | undefined {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : undefined;
  let text = cellText(cell).replace(/\s*m(²|2)\s*$/i, "").replace(/\s/g, "");
  if (!/^-?[\d.,]+$/.test(text)) return undefined;
  if (text.includes(",")) text = text.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, "");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** One coordinate: decimal point or decimal comma, never thousands separators. */
export function parseCoordinate(cell: Cell): number | undefined {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : undefined;
  const text = cellText(cell).replace(",", ".");
  return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** A "lat, lng" cell as Google Maps copies it ("-6.8851, 107.6132"), also with decimal commas. */
export function parseCoordinatePair(cell: Cell): [number, number] | undefined {
  const text = cellText(cell).replace(/^\(|\)$/g, "").trim();
  let parts: string[];
  if (text.includes(";")) parts = text.split(";");
  else if (/,\s/.test(text)) parts = text.split(/,\s+/);
  else if (/\s/.test(text)) parts = text.split(/\s+/);
  else {
    const pieces = text.split(",");
    if (pieces.length === 2) parts = pieces;
    else if (pieces.length === 4) parts = [`${pieces[0]}.${pieces[1]}`, `${pieces[2]}.${pieces[3]}`];
    else return undefined;
  }
  if (parts.length !== 2) return undefined;
  const [lat, lng] = parts.map((part) => parseCoordinate(part.trim()));
  return lat === undefined || lng === undefined ? undefined : [lat, lng];
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

export function parseRows(rows: readonly (readonly Cell[])[], { config, center }: ImportOptions): ImportResult {
  const errors: RowError[] = [];
  const features: ImportedFeature[] = [];
  const [headerRow = [], ...dataRows] = rows;
  const columns = matchColumns(headerRow);
  // "Jenis/peruntukan": without a Jenis column, the Peruntukan column names the type.
  const typeColumn = columns.get("type") ?? columns.get("use");
  const hasPair = columns.has("lat") && columns.has("lng");
  const missing: string[] = [];
  for (const key of ["name", "address", "areaM2", "stage"] as const) {
    if (!columns.has(key)) missing.push(SITE_COLUMNS.find((column) => column.key === key)!.header);
  }
  if (!typeColumn) missing.push("Jenis");
  if (!hasPair && !columns.has("coordinates")) missing.push("Lintang + Bujur (atau Koordinat)");
  if (missing.length > 0) {
    for (const header of missing) errors.push({ row: 1, column: header, message: "kolom ini tidak ditemukan di baris judul" });
    return { features, errors, rowCount: 0 };
  }

  const typeByName = new Map(config.types.map((type) => [type.label.toLowerCase(), type.label]));
  const stageByName = new Map<string, RegisterConfig["stages"][number]>();
  for (const stage of config.stages) {
    for (const name of [stage.id, stage.label, ...stage.aliases]) stageByName.set(normalizeHeader(name), stage);
  }
  const ids = new Map<string, number>();
  const places = new Map<string, number>();
  let rowCount = 0;

  dataRows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cellText(cell) === "")) return;
    rowCount += 1;
    const rowErrors: RowError[] = [];
    const fail = (column: string, message: string) => rowErrors.push({ row, column, message });
    const get = (key: ColumnKey) => {
      const column = key === "type" ? typeColumn : columns.get(key);
      return column ? { cell: cells[column.index], header: column.header } : undefined;
    };
    const textOf = (key: ColumnKey) => cellText(get(key)?.cell);

    const name = textOf("name");
    if (!name) fail(get("name")!.header, "nama kosong");
    const address = textOf("address");
    if (!address) fail(get("address")!.header, "alamat kosong");

    const typeCell = get("type")!;
    const typeText = cellText(typeCell.cell);
    const type = typeByName.get(typeText.toLowerCase());
    if (!typeText) fail(typeCell.header, "jenis kosong");
    else if (!type) fail(typeCell.header, `jenis "${typeText}" tidak dikenal; pilih salah satu: ${config.types.map((t) => t.label).join(", ")}`);

    const areaCell = get("areaM2")!;
    const area = parseAmount(areaCell.cell);
    if (area === undefined || area <= 0) {
      const written = cellText(areaCell.cell);
      fail(areaCell.header, written ? `luas harus berupa angka lebih dari 0 (tertulis "${written}")` : "luas kosong");
    }

    const stageCell = get("stage")!;
    const stageText = cellText(stageCell.cell);
    const stage = stageByName.get(normalizeHeader(stageText));
    if (!stageText) fail(stageCell.header, "status sertifikat kosong");
    else if (!stage) fail(stageCell.header, `status sertifikat "${stageText}" tidak dikenal; pilih salah satu: ${config.stages.map((s) => s.label).join(", ")}`);

    const point = readPoint(get, hasPair, fail, center, config.maxDistanceKm);

    const explicitId = textOf("id");
    let id = explicitId;
    if (explicitId && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(explicitId)) {
      fail(get("id")!.header, `ID "${explicitId}" hanya boleh huruf kecil, angka, dan tanda hubung`);
    } else if (explicitId && ids.has(explicitId)) {
      fail(get("id")!.header, `lokasi ganda: ID "${explicitId}" sudah dipakai di baris ${ids.get(explicitId)}`);
    }
    if (name && point) {
      const place = `${name.toLowerCase()}|${point[0].toFixed(5)}|${point[1].toFixed(5)}`;
      const earlier = places.get(place);
      if (earlier !== undefined) fail(get("name")!.header, `lokasi ganda: nama dan koordinat sama dengan baris ${earlier}`);
      else places.set(place, row);
    }

    const optional: Partial<Record<SiteColumnKey, string>> = {};
    for (const key of ["kelurahan", "nazhir", "aiwNumber", "aiwDate", "certificateNumber", "note"] as const) {
      const value = textOf(key);
      if (value) optional[key] = value;
    }
    // The Peruntukan column is the use only when a separate Jenis column names the type.
    if (columns.has("type") && textOf("use")) optional.use = textOf("use");

    if (rowErrors.length === 0 && type && stage && area !== undefined && point) {
      const properties = { name, address, type, areaM2: area, stage: stage.id, certified: stage.certified, ...optional };
      const checked = SitePropertiesInputSchema.safeParse(properties);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const key = String(issue.path[0] ?? "") as SiteColumnKey;
          fail(get(key)?.header ?? key, issue.message);
        }
      } else {
        if (!id) id = uniqueId(slugify(name) || "lokasi", optional.kelurahan, ids);
        ids.set(id, row);
        features.push({ type: "Feature", id, geometry: { type: "Point", coordinates: [point[1], point[0]] }, properties });
      }
    } else if (explicitId && !ids.has(explicitId)) {
      ids.set(explicitId, row);
    }
    errors.push(...rowErrors);
  });
  return { features, errors, rowCount };
}

function readPoint(
  get: (key: ColumnKey) => { cell: Cell; header: string } | undefined,
  hasPair: boolean,
  fail: (column: string, message: string) => void,
  center: readonly [number, number],
  maxDistanceKm: number,
): [number, number] | undefined {
  let point: [number, number] | undefined;
  let column: string;
  const pairCell = get("coordinates");
  const latCell = get("lat");
  const lngCell = get("lng");
  const pairText = cellText(pairCell?.cell);
  if (pairCell && (pairText || !hasPair)) {
    column = pairCell.header;
    if (!pairText) return void fail(column, "koordinat kosong");
    point = parseCoordinatePair(pairCell.cell);
    if (!point) return void fail(column, `koordinat "${pairText}" tidak dapat dibaca; tulis "lintang, bujur", misalnya "-6.8851, 107.6132"`);
  } else {
    column = `${latCell!.header}/${lngCell!.header}`;
    for (const cell of [latCell!, lngCell!]) {
      if (!cellText(cell.cell)) return void fail(cell.header, "koordinat kosong");
    }
    const lat = parseCoordinate(latCell!.cell);
    const lng = parseCoordinate(lngCell!.cell);
    if (lat === undefined) return void fail(latCell!.header, `lintang "${cellText(latCell!.cell)}" tidak dapat dibaca`);
    if (lng === undefined) return void fail(lngCell!.header, `bujur "${cellText(lngCell!.cell)}" tidak dapat dibaca`);
    point = [lat, lng];
  }
  const [lat, lng] = point;
  const inside = (a: number, b: number) => a >= INDONESIA.minLat && a <= INDONESIA.maxLat && b >= INDONESIA.minLng && b <= INDONESIA.maxLng;
  if (!inside(lat, lng)) {
    const hint = inside(lng, lat) ? " (lintang dan bujur tertukar?)" : "";
    return void fail(column, `koordinat ${lat}, ${lng} berada di luar Indonesia${hint}`);
  }
  const distance = distanceKm(center, point);
  if (distance > maxDistanceKm) {
    return void fail(column, `koordinat berjarak ${km(distance)} km dari pusat kecamatan (paling jauh ${km(maxDistanceKm)} km)`);
  }
  return point;
}

function uniqueId(base: string, kelurahan: string | undefined, taken: ReadonlyMap<string, number>): string {
  if (!taken.has(base)) return base;
  const withPlace = kelurahan ? `${base}-${slugify(kelurahan)}` : base;
  if (!taken.has(withPlace)) return withPlace;
  for (let n = 2; ; n++) if (!taken.has(`${withPlace}-${n}`)) return `${withPlace}-${n}`;
}

/** One line per error, as the CLI prints them: "Baris 5, kolom "Luas": luas kosong". */
export function formatRowError(error: RowError): string {
  return `Baris ${error.row}, kolom "${error.column}": ${error.message}`;
}
