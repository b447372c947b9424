// What an upload of the register may cost the server. A real register is a few hundred parcels (the
// 5,000-site benchmark register is ~0.5 MB as .xlsx, ~3.5 MB unpacked); these leave room for that many
// times over while keeping one upload's memory and time bounded, whatever the file claims about itself.

export const UPLOAD_MAX_MB = 5;
/** The request body: the file's own bytes. */
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

export interface WorkbookLimits {
  /** Everything an .xlsx unpacks to, all entries together (a 20,000-row register is ~15 MB). */
  unpackedBytes: number;
  /** Entries in the archive (a workbook has a few dozen). */
  entries: number;
  /** The last row holding a value, per sheet. */
  rows: number;
  /** The last column holding a value, per sheet (256 = column IV). */
  columns: number;
  /**
   * Rows × columns over all sheets: the grid the reader fills in with empty cells. A single value in
   * cell XFD1048576 is a few bytes of XML and seventeen billion cells.
   */
  cells: number;
}

export const WORKBOOK_LIMITS: WorkbookLimits = {
  unpackedBytes: 64 * 1024 * 1024,
  entries: 2_000,
  rows: 20_000,
  columns: 256,
  cells: 2_000_000,
};

/** Uploads kept per account, in memory only, and for how long: enough to compare, fix and upload again. */
export const UPLOADS_KEPT = 3;
export const UPLOAD_TTL_MINUTES = 30;
