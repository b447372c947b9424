// Workbooks the importer writes: the register in the template's layout (`npm run sites:export`, and the
// template itself) and the import report (`--report laporan.xlsx`), one row per problem. Pure apart
// from write-excel-file's buffer, so the round trip (export → import) is tested.
import writeXlsxFile from "write-excel-file/node";
import { SITE_COLUMNS, type SiteColumnKey } from "../../app/content/sites-columns";
import type { RegisterConfig } from "../../app/content/sites.schema";
import { SEVERITY_LABEL, type Problem } from "./parse-rows";

export interface RegisterSite {
  id: string;
  geometry: { type: "Point"; coordinates: readonly [number, number] | [number, number] } | null;
  properties: Record<string, unknown> & { stage?: string; certified?: boolean };
}

type CellValue = string | number | undefined;

/** The status as the workbook says it: the stage's label, or "Sudah"/"Belum" when only certified is known. */
export function statusLabel(config: RegisterConfig, stage: string | undefined, certified: boolean | undefined): string {
  const found = config.stages.find((entry) => entry.id === stage);
  return found ? found.label : certified ? "Sudah" : "Belum";
}

/** One site as a row of the template's columns. */
export function registerRow(site: RegisterSite, config: RegisterConfig): Record<SiteColumnKey, CellValue> {
  const p = site.properties;
  const text = (key: string) => (typeof p[key] === "string" ? (p[key] as string) : undefined);
  return {
    id: site.id,
    name: text("name"),
    address: text("address"),
    kelurahan: text("kelurahan"),
    type: text("type"),
    areaM2: typeof p.areaM2 === "number" ? p.areaM2 : undefined,
    stage: statusLabel(config, p.stage, p.certified),
    aiwNumber: text("aiwNumber"),
    aiwDate: text("aiwDate"),
    certificateNumber: text("certificateNumber"),
    nib: text("nib"),
    wakif: text("wakif"),
    nazhir: text("nazhir"),
    use: text("use"),
    note: text("note"),
    lat: site.geometry?.coordinates[1],
    lng: site.geometry?.coordinates[0],
  };
}

const cell = (value: CellValue) => (value === undefined || value === "" ? null : typeof value === "number" ? { value, type: Number } : { value, type: String });
const columnWidths = SITE_COLUMNS.map((column) => ({ width: column.key === "address" ? 50 : column.key === "name" ? 32 : 18 }));
const headerRow = () => SITE_COLUMNS.map((column) => ({ value: column.header, fontWeight: "bold" as const }));

/** Rows (header first) in the template's layout. */
export function registerSheet(rows: readonly Record<SiteColumnKey, CellValue>[]) {
  return [headerRow(), ...rows.map((row) => SITE_COLUMNS.map((column) => cell(row[column.key])))];
}

/** The register as a one-sheet workbook in the template's layout; importing it gives the same register. */
export async function registerXlsx(sites: readonly RegisterSite[], config: RegisterConfig, sheet = "Register"): Promise<Buffer> {
  const data = registerSheet(sites.map((site) => registerRow(site, config)));
  return writeXlsxFile([{ sheet, data, columns: columnWidths, stickyRowsCount: 1 }]).toBuffer();
}

export const REPORT_HEADERS = ["Lembar", "Baris", "Kolom", "Isi sel", "Jenis", "Pesan", "Yang perlu dilakukan"] as const;

/** The import report: one row per problem, as an office opens it in Excel. */
export async function reportXlsx(problems: readonly Problem[], summary: string): Promise<Buffer> {
  const header = REPORT_HEADERS.map((value) => ({ value, fontWeight: "bold" as const }));
  const rows = problems.map((problem) => [
    cell(problem.sheet),
    { value: problem.row, type: Number },
    cell(problem.column),
    cell(problem.value),
    cell(SEVERITY_LABEL[problem.severity]),
    cell(problem.message),
    cell(problem.action),
  ]);
  const data = [[{ value: summary, fontWeight: "bold" as const }], [], header, ...rows];
  return writeXlsxFile([
    { sheet: "Laporan impor", data, columns: [18, 8, 22, 30, 12, 60, 70].map((width) => ({ width })), stickyRowsCount: 3 },
  ]).toBuffer();
}
