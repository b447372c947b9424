// Reads the office's spreadsheet into sheets of rows of cells for parse-rows.ts: every sheet of an .xlsx
// through read-excel-file (row 1 of the result is row 1 of the sheet), .csv through csv-parse (comma, semicolon or tab separated; UTF-8, or Windows-1252 as older Excel saves).
// From a file (`npm run sites:import`, by its extension) or from bytes (the console's upload, by content).
// What read-excel-file leaves out — which sheets are hidden, which rows are hidden, which cells are
// merged — is read from the workbook's own XML (xl/workbook.xml and each sheet's part), unpacked the
// way the upload's guard unpacks it (xlsx-guard.ts: same walk, same caps on what may be inflated).
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { CsvError, parse } from "csv-parse/sync";
import readXlsxFile, { readSheet } from "read-excel-file/node";
import { WORKBOOK_LIMITS } from "../../server/office/register/limits";
import { zipParts } from "../../server/office/register/xlsx-guard";
import type { Cell, CellRange, SheetRows } from "./parse-rows";

/**
 * Bytes 0x80–0x9F as Windows-1252 has them (Node's decoder may give the C1 control characters of
 * Latin-1 instead, so "Ta’lim" came out as "Ta\u0092lim"). The five bytes Windows-1252 leaves
 * undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay U+FFFD.
 */
const WINDOWS_1252_HIGH =
  "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd" +
  "\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178";

/** Windows-1252: ASCII and 0xA0–0xFF are Latin-1's code points, 0x80–0x9F the table above. */
function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1").replace(/[\u0080-\u009f]/g, (c1) => WINDOWS_1252_HIGH[c1.charCodeAt(0) - 0x80]!);
}

export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
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

const csvFix = "Simpan ulang dari Excel sebagai CSV, atau perbaiki baris itu.";
const QUOTE_ERRORS = new Set(["CSV_QUOTE_NOT_CLOSED", "CSV_INVALID_CLOSING_QUOTE", "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE", "INVALID_OPENING_QUOTE"]);

/** What csv-parse could not read, in the importer's words: the line where the record starts, and why. */
export function csvErrorMessage(code: string, line: number | undefined): string {
  const where = line === undefined ? "" : ` di baris ${line}`;
  const why = QUOTE_ERRORS.has(code) ? ': tanda kutip (") tidak berpasangan' : "";
  return `Berkas CSV tidak dapat dibaca${where}${why}. ${csvFix}`;
}

/**
 * The CSV's rows. A quote inside a field that did not start with one (6°53'05.2"S, as a GPS app or a
 * hand-made file writes it) is kept as a character (`relax_quotes`); a quoted field left open or closed
 * in the middle of a value still cannot be read, and says on which line, in Indonesian.
 */
export function readCsv(bytes: Uint8Array): Cell[][] {
  const text = decodeText(bytes);
  // The line the last complete record ended on: a record that fails starts on the next one (csv-parse's
  // own count is where it gave up, the end of the file for a quote never closed).
  let lastRecordLine = 0;
  try {
    return parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
      on_record: (record: string[], context) => {
        lastRecordLine = context.lines;
        return record;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new Error(csvErrorMessage(error.code, lastRecordLine + 1), { cause: error });
  }
}

export async function readXlsx(bytes: Uint8Array): Promise<Cell[][]> {
  const rows = await readSheet(Buffer.from(bytes));
  return rows as Cell[][];
}

/**
 * Every sheet of a workbook, in the workbook's order, with its name; whether it is hidden, its hidden
 * rows and its merged cells when the workbook says so (see workbookLayout). `rows` is read-excel-file's
 * own: a merged range's value stays in its top-left cell.
 */
export async function readXlsxSheets(bytes: Uint8Array): Promise<SheetRows[]> {
  const sheets = await readXlsxFile(Buffer.from(bytes));
  let layout: SheetLayout[] = [];
  try {
    layout = workbookLayout(bytes);
  } catch {
    // Whatever the workbook's XML holds, the import goes on without these fields.
  }
  return sheets.map((sheet, index) => {
    const rows = sheet.data as Cell[][];
    // By order, as read-excel-file lists the sheets; by name should the two lists ever differ.
    const found = layout[index]?.name === sheet.sheet ? layout[index] : layout.find((entry) => entry.name === sheet.sheet);
    return { name: sheet.sheet, rows, ...layoutFields(found, Array.isArray(rows) ? rows.length : 0) };
  });
}

// The workbook's own XML, read for what read-excel-file leaves out. The parts are Excel's (or another
// program's) plain XML; they are scanned with regular expressions the way xlsx-guard.ts reads cell
// references, never parsed into a tree. Anything missing or not understood leaves its field out: a
// sheet is then read as if shown, all its rows shown and no cells merged, as before.

/** One `<sheet>` of xl/workbook.xml, and what its part says about it (a list undefined: not read). */
export interface SheetLayout {
  name: string;
  hidden: boolean;
  hiddenRows?: number[];
  merges?: CellRange[];
}

const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;
/**
 * An element's start tag, with or without a namespace prefix (`<sheet …>`, `<x:sheet …>`); not `<sheets>`.
 * No part of it crosses a "<" (which XML never leaves bare in a tag), so a hostile part costs one pass.
 */
const tag = (name: string) => new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}(?=[\\s/>])((?:[^<>"']|"[^<"]*"|'[^<']*')*)>`, "g");
const SHEET_TAG = tag("sheet");
const RELATIONSHIP_TAG = tag("Relationship");
const ROW_TAG = tag("row");
const MERGE_TAG = tag("mergeCell");
const SHEET_DATA_START = /<(?:[A-Za-z_][\w.-]*:)?sheetData(?=[\s/>])[^<>]*>/;
const SHEET_DATA_END = /<\/(?:[A-Za-z_][\w.-]*:)?sheetData\s*>/g;
const ATTRIBUTE = /([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const WORKSHEET_TYPE = /\/relationships\/worksheet$/;

/** An element's attributes by local name (`r:id` is `id`), XML entities decoded. */
function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const key = match[2]!;
    // An unprefixed attribute wins over a prefixed one of the same local name.
    if (match[1] && found.has(key)) continue;
    found.set(key, decodeXml(match[3] ?? match[4] ?? ""));
  }
  return found;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function decodeXml(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9A-Fa-f]+|#\d+|amp|lt|gt|quot|apos);/g, (whole, entity: string) => {
    if (!entity.startsWith("#")) return ENTITIES[entity] ?? whole;
    const code = entity[1] === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** A sheet name's `_xHHHH_` escapes, decoded as read-excel-file decodes them (unescapeXlsxString). */
const unescapeXlsx = (text: string) => (text.includes("_x") ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text);

/** XML without its comments (a commented-out element is none); one left open runs to the end. */
function uncommented(xml: string): string {
  let start = xml.indexOf("<!--");
  if (start === -1) return xml;
  const kept: string[] = [];
  let from = 0;
  while (start !== -1) {
    kept.push(xml.slice(from, start));
    const end = xml.indexOf("-->", start + 4);
    if (end === -1) return kept.join("");
    from = end + 3;
    start = xml.indexOf("<!--", from);
  }
  kept.push(xml.slice(from));
  return kept.join("");
}
const xmlText = (data: Buffer) => uncommented(data.toString("utf8").replace(/^\uFEFF/, ""));

/** A relationship's target as a part name, as read-excel-file resolves it ("/xl/…" or relative to xl/), "." and ".." resolved. */
function partName(target: string): string {
  const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
  const parts: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join("/");
}

function columnIndex(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

const REFERENCE = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/;
/** "B3" → 0-based [row, column]; undefined for anything else or outside a sheet. */
function cellIndex(reference: string): [number, number] | undefined {
  const match = REFERENCE.exec(reference.trim().toUpperCase());
  if (!match) return undefined;
  const row = Number(match[2]);
  const column = columnIndex(match[1]!);
  if (row < 1 || row > MAX_ROW || column < 1 || column > MAX_COLUMN) return undefined;
  return [row - 1, column - 1];
}

/** `<mergeCell ref="A3:A5"/>` → {top: 2, left: 0, bottom: 4, right: 0}; undefined for a part it cannot read. */
export function mergedRanges(xml: string): CellRange[] | undefined {
  const ranges: CellRange[] = [];
  for (const match of uncommented(xml).matchAll(MERGE_TAG)) {
    const [from, to, ...rest] = (attributes(match[1]!).get("ref") ?? "").split(":");
    const start = cellIndex(from ?? "");
    const end = cellIndex(to ?? "");
    if (!start || !end || rest.length > 0) return undefined;
    ranges.push({ top: Math.min(start[0], end[0]), left: Math.min(start[1], end[1]), bottom: Math.max(start[0], end[0]), right: Math.max(start[1], end[1]) });
  }
  return ranges;
}

/** What `<sheetData>` holds (its rows); empty for a part without it. */
function sheetData(xml: string): string {
  const open = SHEET_DATA_START.exec(xml);
  if (!open || open[0].endsWith("/>")) return "";
  const from = open.index + open[0].length;
  SHEET_DATA_END.lastIndex = from;
  const close = SHEET_DATA_END.exec(xml);
  return xml.slice(from, close ? close.index : xml.length);
}

const TRUE = new Set(["1", "true"]);
/**
 * The 1-based numbers of the `<row hidden="1">` of a sheet's part, in order (a row without `r` follows
 * the one before it, as read-excel-file numbers it); undefined for a part it cannot read.
 */
export function hiddenRowNumbers(xml: string): number[] | undefined {
  const hidden = new Set<number>();
  let previous = 0;
  for (const match of sheetData(uncommented(xml)).matchAll(ROW_TAG)) {
    const found = attributes(match[1]!);
    const written = found.get("r");
    const number = written === undefined ? previous + 1 : /^\d{1,7}$/.test(written.trim()) ? Number(written) : NaN;
    if (!(number >= 1 && number <= MAX_ROW)) return undefined;
    previous = number;
    if (TRUE.has((found.get("hidden") ?? "").trim())) hidden.add(number);
  }
  return [...hidden].sort((a, b) => a - b);
}

/**
 * The workbook's sheets as xl/workbook.xml lists them, with their hidden state (`state="hidden"` or
 * `"veryHidden"`, the one Excel offers only through VBA) and their parts' hidden rows and merged cells.
 * Unpacked within the upload's limits (WORKBOOK_LIMITS), never past them; empty when the archive or
 * xl/workbook.xml cannot be read.
 */
export function workbookLayout(bytes: Uint8Array): SheetLayout[] {
  const parts = new Map<string, Buffer>();
  try {
    for (const part of zipParts(bytes, WORKBOOK_LIMITS)) parts.set(part.name, part.data);
  } catch {
    return [];
  }
  const workbook = parts.get("xl/workbook.xml");
  if (!workbook) return [];
  const targets = new Map<string, string>();
  const relationships = parts.get("xl/_rels/workbook.xml.rels");
  for (const match of relationships ? xmlText(relationships).matchAll(RELATIONSHIP_TAG) : []) {
    const found = attributes(match[1]!);
    const id = found.get("Id");
    const target = found.get("Target");
    if (id && target && WORKSHEET_TYPE.test(found.get("Type") ?? "")) targets.set(id, partName(target));
  }
  const layout: SheetLayout[] = [];
  for (const match of xmlText(workbook).matchAll(SHEET_TAG)) {
    const found = attributes(match[1]!);
    const name = found.get("name");
    // read-excel-file lists only the sheets with a name; so does this, to keep the same order.
    if (!name) continue;
    const state = found.get("state");
    const sheet: SheetLayout = { name: unescapeXlsx(name), hidden: state === "hidden" || state === "veryHidden" };
    const target = targets.get(found.get("id") ?? "");
    const part = target === undefined ? undefined : parts.get(target);
    if (part) {
      try {
        const xml = xmlText(part);
        sheet.hiddenRows = hiddenRowNumbers(xml);
        sheet.merges = mergedRanges(xml);
      } catch {
        // A part that cannot be read as text: the sheet keeps what it has.
      }
    }
    layout.push(sheet);
  }
  return layout;
}

/**
 * The fields a sheet adds to its rows, each only when there is something to say: rows past the last one
 * read-excel-file returned hold no value, so their being hidden is not kept (Excel writes every hidden
 * row, even a million empty ones).
 */
function layoutFields(layout: SheetLayout | undefined, rowCount: number): Pick<SheetRows, "hidden" | "hiddenRows" | "merges"> {
  if (!layout) return {};
  const hiddenRows = layout.hiddenRows?.filter((row) => row <= rowCount);
  return {
    ...(layout.hidden ? { hidden: true } : {}),
    ...(hiddenRows?.length ? { hiddenRows } : {}),
    ...(layout.merges?.length ? { merges: layout.merges } : {}),
  };
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
