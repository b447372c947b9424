// The answers of the office API as the console reads them (docs/office-console-contract.md). The inbox's
// shared vocabulary lives in ~/lib/office/inbox.ts; the rest is only ever read here, so it is written
// down here rather than imported from the server.

export type Role = "admin" | "staf";

export interface Account {
  username: string;
  displayName: string;
  role: Role;
  officeId: string;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

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

export interface Release {
  id: string;
  createdAt: string;
  by: string;
  live: boolean;
  summary: string;
}

export type JobState = "berjalan" | "berhasil" | "gagal";
export type StepState = "menunggu" | "berjalan" | "selesai" | "gagal";

export interface Job {
  id: string;
  state: JobState;
  steps: { label: string; state: StepState }[];
  message: string | null;
  detail: string | null;
  startedAt: string;
  finishedAt: string | null;
  by: string;
}

/** GET /terbitan. */
export interface PublishOverview {
  live: Release | null;
  releases: Release[];
  pending: { name: string; label: string }[];
  job: Job | null;
}

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
