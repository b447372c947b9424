// The publication's answers as the office API gives them and the console shows them
// (docs/office-console-contract.md, "Publishing"), and a register site's history of publications
// ("Register of wakaf land", /situs/:id/riwayat): one home for both sides. Types only.
import type { SiteChoices, SiteFields } from "./register-sites";

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

/** What publishing a draft would change on the live site, told for office staff. */
export interface ContentChanges {
  /** One sentence: "2 lokasi baru, 1 lokasi diubah". */
  summary: string;
  /** One change a line ("Diubah: Masjid Al-Ikhlas (Luas (m²), Koordinat)"); a long list ends with "… dan N perubahan lainnya". */
  lines: string[];
}

/** A content file whose draft differs from what is live. */
export interface PendingContent {
  name: string;
  label: string;
  changes: ContentChanges;
}

/** GET /api/kantor/terbitan. */
export interface PublishOverview {
  live: Release | null;
  releases: Release[];
  pending: PendingContent[];
  job: Job | null;
}

/** How a publication changed one site of the register. */
export type SiteHistoryChange = "baru" | "berubah" | "dihapus";

/** One publication that changed a site: the site as it was published (for "dihapus", as last published). */
export interface SiteHistoryEntry {
  releaseId: string;
  publishedAt: string;
  by: string;
  change: SiteHistoryChange;
  site: SiteFields;
}

/** GET /register/situs/:id/riwayat: newest first; `choices` names the stages of `site.stage`. */
export interface SiteHistory {
  id: string;
  entries: SiteHistoryEntry[];
  choices: SiteChoices;
}
