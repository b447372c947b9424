// The publication's answers as the office API gives them and the console shows them
// (docs/office-console-contract.md, "Publishing"): one home for both sides. Types only.

export type JobState = "berjalan" | "berhasil" | "gagal";
export type StepState = "menunggu" | "berjalan" | "selesai" | "gagal";

export interface JobStep {
  label: string;
  state: StepState;
}

/** One publication: its steps as the release build reports them, and its outcome in plain words. */
export interface Job {
  id: string;
  state: JobState;
  steps: JobStep[];
  message: string | null;
  /** The build's last output lines, for the server's keeper (folded away in the console). */
  detail: string | null;
  startedAt: string;
  finishedAt: string | null;
  by: string;
}

/** A kept release. */
export interface Release {
  id: string;
  createdAt: string;
  by: string;
  live: boolean;
  summary: string;
}

/** A content file whose draft differs from what is live. */
export interface PendingContent {
  name: string;
  label: string;
}

/** GET /api/kantor/terbitan. */
export interface PublishOverview {
  live: Release | null;
  releases: Release[];
  pending: PendingContent[];
  job: Job | null;
}
