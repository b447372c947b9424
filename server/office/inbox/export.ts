// The inbox's download (GET /api/kantor/masukan/ekspor.csv and .xlsx): the staff's current selection,
// every page of it, as a file for Excel or LibreOffice. Visitors write the names and messages, so every
// text passes through the same control-character neutralisation as `npm run feedback:export`.
import writeXlsxFile, { type Row } from "write-excel-file/node";
import { FEEDBACK_REASON_LABELS, FEEDBACK_STATUS_LABELS, type InboxItem } from "../../../app/lib/office/inbox";
import { neutralizeControls, toWib } from "../../feedback/export";

export type InboxExportFormat = "csv" | "xlsx";

export const EXPORT_CONTENT_TYPES: Record<InboxExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

interface Column {
  header: string;
  /** Width in characters in the .xlsx. */
  width: number;
  value(item: InboxItem): string;
}

// One list for both formats, so the CSV and the workbook never disagree on what a column holds.
export const EXPORT_COLUMNS: readonly Column[] = [
  { header: "Diterima (WIB)", width: 20, value: (item) => toWib(item.receivedAt) },
  { header: "Nama", width: 24, value: (item) => item.name },
  { header: "Email", width: 28, value: (item) => item.email },
  { header: "Pesan", width: 60, value: (item) => item.message },
  { header: "Status", width: 16, value: (item) => FEEDBACK_STATUS_LABELS[item.status] },
  { header: "Alasan", width: 14, value: (item) => (item.reason ? FEEDBACK_REASON_LABELS[item.reason] : "") },
  { header: "Catatan petugas", width: 40, value: (item) => item.note },
  { header: "Diubah oleh", width: 16, value: (item) => item.updatedBy ?? "" },
  { header: "Diubah (WIB)", width: 20, value: (item) => (item.updatedAt ? toWib(item.updatedAt) : "") },
  { header: "ID", width: 38, value: (item) => item.id },
  { header: "Waktu kirim menurut pengunjung", width: 26, value: (item) => item.submittedAt },
];

/** `masukan-2026-11-27.csv`: the day of the download in WIB, the office's own calendar. */
export function exportFileName(format: InboxExportFormat, now: number): string {
  return `masukan-${toWib(new Date(now).toISOString()).slice(0, 10)}.${format}`;
}

// A spreadsheet runs a CSV cell that starts with =, +, -, @ (or a tab or CR before one) as a formula:
// a leading apostrophe makes it text. Checked after the controls are neutralised, as the CLI does.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(raw: string): string {
  const value = neutralizeControls(raw);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * RFC 4180 CSV: every cell quoted (line breaks inside a message survive), CRLF line ends, and a UTF-8
 * byte order mark, without which Excel reads the file as the local code page and garbles "é" or "—".
 */
export function inboxCsv(items: readonly InboxItem[]): string {
  const lines = [EXPORT_COLUMNS.map((column) => csvCell(column.header)).join(",")];
  for (const item of items) lines.push(EXPORT_COLUMNS.map((column) => csvCell(column.value(item))).join(","));
  return `\ufeff${lines.join("\r\n")}\r\n`;
}

// write-excel-file drops U+FFFD from cell text (its list of characters unfit for XML includes it), which
// would hide that something was removed; the workbook marks a neutralised character with □ instead.
export const XLSX_REPLACEMENT = "\u25a1";

/** A cell's text as the workbook shows it: controls neutralised as in the CSV, then marked visibly. */
export const xlsxText = (raw: string) => neutralizeControls(raw).replaceAll("\ufffd", XLSX_REPLACEMENT);

/**
 * One sheet, header row kept in view. Every cell is a string cell in the Text ("@") number format: a
 * string cell is never run as a formula, and the Text format keeps it so even when someone edits the
 * cell and presses Enter, so the text needs no apostrophe and stays what the visitor wrote.
 */
export function inboxXlsx(items: readonly InboxItem[]): Promise<Buffer> {
  const header: Row = EXPORT_COLUMNS.map((column) => ({ value: column.header, type: String, fontWeight: "bold" }));
  const rows: Row[] = items.map((item) =>
    EXPORT_COLUMNS.map((column) => {
      const value = xlsxText(column.value(item));
      return value === "" ? null : { value, type: String, format: "@", wrap: column.width >= 40, alignVertical: "top" };
    }),
  );
  return writeXlsxFile([header, ...rows], {
    sheet: "Masukan",
    columns: EXPORT_COLUMNS.map((column) => ({ width: column.width })),
    stickyRowsCount: 1,
  }).toBuffer();
}
