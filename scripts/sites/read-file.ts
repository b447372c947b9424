// Reads the office's spreadsheet into sheets of rows of cells for parse-rows.ts: every sheet of an .xlsx
// through read-excel-file (row 1 of the result is row 1 of the sheet), .csv through csv-parse (comma, semicolon or tab separated; UTF-8, or Windows-1252 as older Excel saves).
// From a file (`npm run sites:import`, by its extension) or from bytes (the console's upload, by content).
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { parse } from "csv-parse/sync";
import readXlsxFile, { readSheet } from "read-excel-file/node";
import type { Cell, SheetRows } from "./parse-rows";

export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * The separator used in the first lines (outside quotes): Indonesian Excel writes ";". Counted over the
 * first 20 lines, because an office file may start with a title line above the header.
 */
export function detectDelimiter(text: string): string {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/, 20).map((line) => line.replace(/"[^"]*"/g, ""));
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, lines.reduce((sum, line) => sum + line.split(delimiter).length - 1, 0)] as const);
  return counts.reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

export function readCsv(bytes: Uint8Array): Cell[][] {
  const text = decodeText(bytes);
  return parse(text, { bom: true, delimiter: detectDelimiter(text), relax_column_count: true, skip_empty_lines: false, trim: true });
}

export async function readXlsx(bytes: Uint8Array): Promise<Cell[][]> {
  const rows = await readSheet(Buffer.from(bytes));
  return rows as Cell[][];
}

/** Every sheet of a workbook, in the workbook's order, with its name. */
export async function readXlsxSheets(bytes: Uint8Array): Promise<SheetRows[]> {
  const sheets = await readXlsxFile(Buffer.from(bytes));
  return sheets.map((sheet) => ({ name: sheet.sheet, rows: sheet.data as Cell[][] }));
}

export const oldExcelMessage = (file: string) =>
  `Berkas ${file} berformat Excel lama (.xls): buka di Excel, lalu Simpan Sebagai → Buku Kerja Excel (.xlsx), dan impor berkas .xlsx itu.`;
export const unknownFileMessage = (file: string) =>
  `Berkas ${file} tidak dikenali: gunakan .xlsx atau .csv (di Excel: Simpan Sebagai → Buku Kerja Excel atau CSV UTF-8).`;

/** An .xlsx file's sheets, or a CSV file as one sheet (named after the file). */
export async function readSpreadsheet(file: string): Promise<SheetRows[]> {
  const bytes = readFileSync(file);
  const extension = extname(file).toLowerCase();
  if (extension === ".csv" || extension === ".txt") return [{ name: basename(file), rows: readCsv(bytes) }];
  if (extension === ".xlsx") return readXlsxSheets(bytes);
  if (extension === ".xls") throw new Error(oldExcelMessage(file));
  throw new Error(unknownFileMessage(file));
}

export type SpreadsheetKind = "xlsx" | "xls" | "csv";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/**
 * What a file's bytes hold, told by their content (an uploaded file's name proves nothing): an .xlsx is
 * a ZIP archive, an old .xls an OLE compound file, a CSV text, which never holds a NUL byte (a picture,
 * a PDF or a UTF-16 "Unicode text" export does). Undefined for anything else, and for an empty file.
 */
/**
 * Text a spreadsheet program saves holds no control characters but tab, line feed, carriage return (and
 * form feed); a photo, a PDF or an archive does within its first bytes (a PNG at byte 6).
 */
function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  return head.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d);
}

export function spreadsheetKind(bytes: Uint8Array): SpreadsheetKind | undefined {
  if (startsWith(bytes, ZIP_MAGIC)) return "xlsx";
  if (startsWith(bytes, OLE_MAGIC)) return "xls";
  if (bytes.length === 0 || looksBinary(bytes)) return undefined;
  return "csv";
}

/** The sheets of a file given as bytes (the console's upload), by what the bytes hold; a CSV named `name`. */
export async function readSpreadsheetBytes(bytes: Uint8Array, name: string): Promise<SheetRows[]> {
  const kind = spreadsheetKind(bytes);
  if (kind === "xlsx") return readXlsxSheets(bytes);
  if (kind === "csv") return [{ name, rows: readCsv(bytes) }];
  throw new Error(kind === "xls" ? oldExcelMessage(name) : unknownFileMessage(name));
}
