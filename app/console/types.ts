// The answers of the office API as the console reads them (docs/office-console-contract.md). Shapes the
// server writes too live in ~/lib/office/ (inbox, account, publishing) and are re-exported here; the rest
// is only ever read by the console, so it is written down here.

export type { Role } from "~/lib/office/account";
export type { PublicAccount as Account } from "~/lib/office/account";
import type { PublicAccount as Account } from "~/lib/office/account";

/** GET /sesi; POST /masuk and /penyiapan answer the first two fields. */
export interface SessionAnswer {
  account: Account;
  csrfToken: string;
  idleExpiresAt?: string;
  expiresAt?: string;
}

/** GET/PUT /konten/:name. */
export interface ContentDocument {
  name: string;
  published: Record<string, unknown>;
  draft: Record<string, unknown> | null;
  /** 0 = no draft yet. */
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

export interface ContentIssue {
  path: string;
  message: string;
}

export type { Job, JobState, PublishOverview, Release, StepState } from "~/lib/office/publishing";

export interface AuditEntry {
  id: number;
  at: string;
  accountId: number | null;
  actor: string;
  action: string;
  address: string;
  detail: Record<string, unknown>;
}

/** GET /audit. */
export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  perPage: number;
  total: number;
}

/** GET /register: the register of land wakaf sites on the site and the draft waiting to be published. */
export interface RegisterOverview {
  /** `located`: the sites with a point on the map. */
  published: { count: number; located: number; updatedAt: string | null };
  draft: { count: number; located: number; updatedBy: string; updatedAt: string } | null;
  /** Sent back with a save, so a draft saved meanwhile by someone else is not overwritten unseen. */
  version: number;
}

export type RegisterSeverity = "error" | "warning";

/** A problem of one cell or row of an uploaded register, where Excel shows it. */
export interface RegisterIssue {
  severity: RegisterSeverity;
  sheet: string;
  /** As the sheet numbers it (1 = its first row). */
  row: number;
  /** The column's header as written in the file; "" when the problem is not about one column. */
  column: string;
  message: string;
}

export type RegisterChangeKind = "baru" | "berubah" | "hilang";
export type RegisterPointKind = "baru" | "berubah" | "tetap";

export interface RegisterChange {
  id: string;
  name: string;
  change: RegisterChangeKind;
  /** The changed columns' names, for "berubah". */
  fields: string[];
}

export interface RegisterPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  change: RegisterPointKind;
}

/** POST /register/unggah: the checked file, kept by the server until it is saved or cancelled. */
export interface RegisterUpload {
  id: string;
  fileName: string;
  /** No errors: the file may be saved as the draft register. */
  accepted: boolean;
  counts: { rows: number; new: number; changed: number; unchanged: number; gone: number; errors: number; warnings: number };
  issues: RegisterIssue[];
  skippedSheets: { sheet: string; reason: string }[];
  changes: RegisterChange[];
  points: RegisterPoint[];
}

/** The office's map settings (office.json `map`), from which the register's map preview takes its tiles. */
export interface MapSettings {
  center: [number, number];
  zoom: number;
  tileUrl: string;
  tileAttribution: string;
}

export type { SiteAnswer, SiteChoices, SiteFields, SiteInput, SiteIssue, SiteListItem, SitesPage } from "~/lib/office/register-sites";
