// The importer's full report on an upload, as the console shows it: counts, every error and warning with
// its sheet, row and column in the importer's own Indonesian words (with what to do), the sheets left
// out and why, and what it changes against the current register. An upload with any error is not
// accepted: it can only be discarded.
import type { Problem } from "../../../scripts/sites/parse-rows";
import type { ContentIssue } from "../content/routes";
import type { RegisterDiff, SiteChange, SitePoint } from "./diff";
import type { RegisterImport } from "./importer";

export interface UploadIssue {
  severity: "error" | "warning";
  sheet: string;
  /** The row as the sheet shows it (1 = its first row). */
  row: number;
  /** The column's header as written in the file ("" when the problem is not about one column). */
  column: string;
  message: string;
}

export interface UploadCounts {
  /** Rows that held a parcel, over all sheets. */
  rows: number;
  new: number;
  changed: number;
  unchanged: number;
  gone: number;
  errors: number;
  warnings: number;
}

export interface UploadReport {
  accepted: boolean;
  counts: UploadCounts;
  issues: UploadIssue[];
  skippedSheets: { sheet: string; reason: string }[];
  changes: SiteChange[];
  points: SitePoint[];
}

/** Issues listed (errors first); the counts always tell the full number. A whole register of warnings stays readable. */
export const ISSUES_LISTED = 1000;

const SKIPPED_SHEET = "lembar dilewati: ";

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The importer's message with what the cell said (as the command prints it), then what to do. */
function issueMessage(problem: Problem): string {
  const value = problem.value && !problem.message.includes(`"${problem.value}"`) ? ` (tertulis "${problem.value}")` : "";
  return `${sentence(problem.message)}${value}. ${problem.action}`;
}

const toIssue = (problem: Problem): UploadIssue => ({
  severity: problem.severity === "error" ? "error" : "warning",
  sheet: problem.sheet,
  row: problem.row,
  column: problem.column,
  message: issueMessage(problem),
});

/**
 * Why a register with no row in error still cannot be kept: nothing to import, or (never seen, but the
 * build would refuse it) a check of the build's schema that the importer's rules did not catch.
 */
export function registerIssues({ result, register }: RegisterImport, schemaIssues: readonly ContentIssue[]): UploadIssue[] {
  if (result.errors.length > 0) return [];
  const sheet = result.sheets.find((entry) => entry.headerRow !== undefined);
  const place = { sheet: sheet?.name ?? "", row: sheet?.headerRow ?? 1, column: "" };
  if (register.features.length === 0) {
    return [{ severity: "error", ...place, message: "Tidak ada lokasi yang dapat diimpor: di bawah baris judul tidak ada satu baris lokasi pun. Isi daftar lokasi di bawah baris judul, lalu unggah lagi." }];
  }
  return schemaIssues.map((issue) => ({ severity: "error", ...place, message: `${sentence(issue.message)} (${issue.path}). Perbaiki data ini di berkas, lalu unggah lagi.` }));
}

export function uploadReport(imported: RegisterImport, extraErrors: readonly UploadIssue[], diff: RegisterDiff): UploadReport {
  const { result } = imported;
  const errors = [...result.errors.map(toIssue), ...extraErrors];
  const warnings = result.warnings.map(toIssue);
  return {
    accepted: errors.length === 0,
    counts: {
      rows: result.rowCount,
      new: diff.counts.new,
      changed: diff.counts.changed,
      unchanged: diff.counts.unchanged,
      gone: diff.counts.gone,
      errors: errors.length,
      warnings: warnings.length,
    },
    issues: [...errors, ...warnings].slice(0, ISSUES_LISTED),
    skippedSheets: result.skipped
      .filter((problem) => problem.message.startsWith(SKIPPED_SHEET))
      .map((problem) => ({ sheet: problem.sheet, reason: problem.message.slice(SKIPPED_SHEET.length) })),
    changes: diff.changes,
    points: diff.points,
  };
}
