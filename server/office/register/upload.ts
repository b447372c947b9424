// An uploaded register file, from its bytes to the importer's sheets: what the bytes are is told by
// their content (scripts/sites/read-file.ts), never by the name or type the browser sent; an .xlsx is
// checked by xlsx-guard.ts before it is unpacked; a CSV is bounded by the body limit and checked after.
// The readers are `npm run sites:import`'s own, so the console and the command read a file alike.
import type { SheetRows } from "../../../scripts/sites/parse-rows";
import { readSpreadsheetBytes, spreadsheetKind } from "../../../scripts/sites/read-file";
import { REGISTER_ERRORS } from "./errors";
import { WORKBOOK_LIMITS, type WorkbookLimits } from "./limits";
import { checkWorkbookArchive, type LimitExceeded } from "./xlsx-guard";

export interface UploadRefusal {
  ok: false;
  code: "upload_not_workbook" | "upload_too_large";
  status: 413 | 415;
  /** For the person who uploaded it: what is wrong and what to do, in Indonesian. */
  message: string;
}

export type UploadReading = { ok: true; kind: "xlsx" | "csv"; sheets: SheetRows[] } | UploadRefusal;

const FILE_NAME_MAX = 120;
const number = (value: number) => value.toLocaleString("id-ID");

/**
 * The file's name as the browser sent it (X-Nama-Berkas, encodeURIComponent'd): without folders or
 * control characters, cut short. Shown back to staff and written to the audit log, nothing else.
 */
export function uploadFileName(header: string | undefined): string {
  let name = header ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not encoded after all: the raw header, cleaned below.
  }
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "").trim();
  return clean.slice(0, FILE_NAME_MAX) || "berkas tanpa nama";
}

const refuse = (code: UploadRefusal["code"], message: string = REGISTER_ERRORS[code]): UploadRefusal => ({
  ok: false,
  code,
  status: code === "upload_too_large" ? 413 : 415,
  message,
});

const UNREADABLE_XLSX =
  "Berkas ini tidak dapat dibaca sebagai buku kerja Excel: mungkin rusak, dilindungi kata sandi, atau bukan berkas .xlsx. Buka di Excel, lalu Simpan Sebagai → Buku Kerja Excel (.xlsx), dan unggah berkas itu.";
const UNREADABLE_CSV =
  "Berkas CSV ini tidak dapat dibaca, misalnya karena ada tanda kutip yang tidak ditutup. Buka di Excel, lalu Simpan Sebagai → CSV UTF-8 atau Buku Kerja Excel (.xlsx), dan unggah berkas itu.";
const OLD_EXCEL =
  "Berkas ini berformat Excel lama (.xls). Buka di Excel, lalu Simpan Sebagai → Buku Kerja Excel (.xlsx), dan unggah berkas .xlsx itu.";

function tooBigMessage(limit: LimitExceeded | "rows" | "columns", limits: WorkbookLimits): string {
  const fix = "Hapus lembar, baris atau kolom di luar daftar lokasi (termasuk sel yang hanya berisi spasi), lalu unggah lagi.";
  switch (limit) {
    case "rows":
      return `Ada lembar yang berisi data lebih jauh dari baris ${number(limits.rows)}: terlalu panjang untuk dibaca. ${fix}`;
    case "columns":
      return `Ada lembar yang berisi data lebih jauh dari kolom ke-${number(limits.columns)}: terlalu lebar untuk dibaca. ${fix}`;
    case "cells":
      return `Lembar-lembar berkas ini bersama-sama terlalu luas untuk dibaca (lebih dari ${number(limits.cells)} sel). ${fix}`;
    default:
      return `Isi buku kerja ini terlalu besar untuk dibaca: lebih dari ${number(Math.round(limits.unpackedBytes / 1024 / 1024))} MB setelah dibuka. ${fix}`;
  }
}

/** The CSV's own size, checked after reading (its bytes bound it; this keeps the importer's work bounded too). */
function csvTooBig(sheets: SheetRows[], limits: WorkbookLimits): "rows" | "columns" | undefined {
  for (const sheet of sheets) {
    if (sheet.rows.length > limits.rows) return "rows";
    if (sheet.rows.some((row) => row.length > limits.columns)) return "columns";
  }
  return undefined;
}

/** The sheets of an uploaded file (a CSV named `fileName`), or why it cannot be read. */
export async function readUpload(bytes: Uint8Array, fileName: string, limits: WorkbookLimits = WORKBOOK_LIMITS): Promise<UploadReading> {
  const kind = spreadsheetKind(bytes);
  if (kind === "xls") return refuse("upload_not_workbook", OLD_EXCEL);
  if (kind === undefined) return refuse("upload_not_workbook");
  if (kind === "xlsx") {
    const verdict = checkWorkbookArchive(bytes, limits);
    if (!verdict.ok) return verdict.reason === "too_large" ? refuse("upload_too_large", tooBigMessage(verdict.limit, limits)) : refuse("upload_not_workbook", UNREADABLE_XLSX);
  }
  let sheets: SheetRows[];
  try {
    sheets = await readSpreadsheetBytes(bytes, fileName);
  } catch {
    // The readers' own words are technical English (an XML or quoting error): the person gets what to do.
    return refuse("upload_not_workbook", kind === "xlsx" ? UNREADABLE_XLSX : UNREADABLE_CSV);
  }
  const csvLimit = kind === "csv" ? csvTooBig(sheets, limits) : undefined;
  if (csvLimit) return refuse("upload_too_large", tooBigMessage(csvLimit, limits));
  return { ok: true, kind, sheets };
}
