// Reads the office's spreadsheet into sheets of rows of cells for parse-rows.ts: every sheet of an .xlsx
// through read-excel-file (row 1 of the result is row 1 of the sheet), .csv through csv-parse (comma, semicolon or tab separated; UTF-8, or Windows-1252 as older Excel saves).
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

/** An .xlsx file's sheets, or a CSV file as one sheet (named after the file). */
export async function readSpreadsheet(file: string): Promise<SheetRows[]> {
  const bytes = readFileSync(file);
  const extension = extname(file).toLowerCase();
  if (extension === ".csv" || extension === ".txt") return [{ name: basename(file), rows: readCsv(bytes) }];
  if (extension === ".xlsx") return readXlsxSheets(bytes);
  if (extension === ".xls") throw new Error(`Berkas ${file} berformat Excel lama (.xls): buka di Excel, lalu Simpan Sebagai → Buku Kerja Excel (.xlsx), dan impor berkas .xlsx itu.`);
  throw new Error(`Berkas ${file} tidak dikenali: gunakan .xlsx atau .csv (di Excel: Simpan Sebagai → Buku Kerja Excel atau CSV UTF-8).`);
}
