// Reads the office's spreadsheet into rows of cells for parse-rows.ts: .xlsx through read-excel-file,
// .csv through csv-parse (comma, semicolon or tab separated; UTF-8, or Windows-1252 as older Excel saves).
import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { parse } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import type { Cell } from "./parse-rows";

export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator used in the header line (outside quotes): Indonesian Excel writes ";". */
export function detectDelimiter(text: string): string {
  const firstLine = (text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "").replace(/"[^"]*"/g, "");
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, firstLine.split(delimiter).length - 1] as const);
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

export async function readSpreadsheet(file: string): Promise<Cell[][]> {
  const bytes = readFileSync(file);
  const extension = extname(file).toLowerCase();
  if (extension === ".csv" || extension === ".txt") return readCsv(bytes);
  if (extension === ".xlsx") return readXlsx(bytes);
  throw new Error(`Berkas ${file} tidak dikenali: gunakan .xlsx atau .csv (di Excel: Simpan Sebagai → Buku Kerja Excel atau CSV UTF-8).`);
}
