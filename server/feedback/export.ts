// Staff export of stored feedback (`npm run feedback:export`): argument parsing and formatting, kept
// free of I/O so they can be tested; scripts/feedback-export.ts does the reading and writing.
import { parseArgs } from "node:util";
import type { StoredFeedback } from "./store";

export type ExportFormat = "csv" | "json";

export interface ExportOptions {
  format: ExportFormat;
  since?: Date;
  output?: string;
  database?: string;
  help: boolean;
}

export const EXPORT_USAGE = `Ekspor masukan pengunjung dari database.

Pemakaian:
  npm run feedback:export -- [--format csv|json] [--since TANGGAL] [--output BERKAS] [--database BERKAS]

  --format    csv (bawaan, bisa dibuka di Excel/LibreOffice) atau json
  --since     hanya masukan yang diterima sejak TANGGAL: 2025-03-01 (pukul 00:00 WIB)
              atau tanggal dan jam lengkap, misalnya 2025-03-01T08:00:00+07:00
  --output    tulis ke berkas ini (tanpa opsi ini, hasil ditampilkan di layar)
  --database  berkas database (bawaan: DATABASE_PATH atau data/feedback.db)
`;

/** Thrown for a mistake in the command line; the message is for the person who typed it. */
export class UsageError extends Error {}

// WIB (Asia/Jakarta) is UTC+7 all year: no daylight saving, so a fixed offset is exact.
const WIB_OFFSET = "+07:00";
const WIB_MS = 7 * 60 * 60 * 1000;

/** A date (start of that day in WIB) or a full ISO date-time. */
export function parseSince(text: string): Date {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00${WIB_OFFSET}` : text;
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
  const date = new Date(value);
  // Date accepts 2025-02-30 and rolls it over; compare the day back to refuse that.
  const day = value.slice(0, 10);
  const sameDay = !Number.isNaN(date.getTime()) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (!iso.test(value) || !sameDay) {
    throw new UsageError(`Tanggal --since tidak valid: "${text}". Contoh: 2025-03-01 atau 2025-03-01T08:00:00+07:00.`);
  }
  return date;
}

export function parseExportArgs(argv: string[]): ExportOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        format: { type: "string", default: "csv" },
        since: { type: "string" },
        output: { type: "string", short: "o" },
        database: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(`Opsi tidak dikenal: ${(error as Error).message}\n\n${EXPORT_USAGE}`);
  }
  const { format, since, output, database, help } = parsed.values;
  if (format !== "csv" && format !== "json") {
    throw new UsageError(`Format tidak dikenal: "${format}". Pilih csv atau json.`);
  }
  return { format, since: since === undefined ? undefined : parseSince(since), output, database, help: help ?? false };
}

/** "2025-03-14 09:30:00", the instant in WIB, readable and still sortable as text. */
export function toWib(iso: string): string {
  return new Date(Date.parse(iso) + WIB_MS).toISOString().slice(0, 19).replace("T", " ");
}

// Characters that make a terminal do something instead of showing text: C0 controls except tab and
// line feed (ESC starts the sequences that clear the screen or set the window title), a carriage return
// that is not part of CRLF (it moves the cursor back to overwrite a line), DEL, the C1 controls (U+009B
// and U+009D are one-byte CSI and OSC) and the bidi embeddings, overrides and isolates, which reorder
// what the staff member reads ("Trojan Source"). Visitors write this text; the export prints it.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TERMINAL_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/g;

/** The text with every terminal-unsafe character replaced by U+FFFD (shown as "�"). */
export function neutralizeControls(text: string): string {
  return text.replace(TERMINAL_UNSAFE, "\ufffd");
}

// Text that a spreadsheet would run as a formula (=, +, -, @, or a leading tab/CR) gets a leading
// apostrophe: visitors write this text, and the office opens the file in Excel.
function csvCell(raw: string): string {
  const value = neutralizeControls(raw);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const CSV_HEADER = ["id", "diterima_wib", "nama", "email", "pesan", "waktu_kirim_pengunjung", "diterima_utc"];

/**
 * RFC 4180 CSV with CRLF line ends; every cell quoted, so line breaks inside a message survive.
 * Terminal control characters become U+FFFD (the JSON export keeps them exactly, escaped).
 */
export function toCsv(rows: StoredFeedback[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(",")];
  for (const row of rows) {
    lines.push(
      [row.id, toWib(row.receivedAt), row.name, row.email, row.message, row.timestamp, row.receivedAt].map(csvCell).join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

// JSON.stringify escapes C0 controls but writes DEL, C1 and bidi controls raw; escape those too, so
// printing the JSON is as safe as printing the CSV, and the data stays exact.
const JSON_RAW_UNSAFE = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function toJson(rows: StoredFeedback[]): string {
  const json = JSON.stringify(rows, null, 2).replace(JSON_RAW_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `${json}\n`;
}
