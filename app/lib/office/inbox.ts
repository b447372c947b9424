// The feedback inbox's shared vocabulary (docs/office-console-contract.md, "Inbox"): the server's
// checks, its database CHECKs' intent, the console's filters and labels all read these lists, so a
// status or reason cannot mean one thing in the browser and another on the server. Plain TypeScript
// with no imports: the console's browser bundle takes it as it is.

/** Where a message stands; a message nobody has touched yet is "baru". */
export const FEEDBACK_STATUSES = ["baru", "dibaca", "ditindaklanjuti", "selesai"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  baru: "Baru",
  dibaca: "Dibaca",
  ditindaklanjuti: "Ditindaklanjuti",
  selesai: "Selesai",
};

/** What a message is about. The visitor's form has no such field (SPEC): staff set it while reading. */
export const FEEDBACK_REASONS = ["pertanyaan", "kritik", "saran", "pengaduan", "lainnya"] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export const FEEDBACK_REASON_LABELS: Record<FeedbackReason, string> = {
  pertanyaan: "Pertanyaan",
  kritik: "Kritik",
  saran: "Saran",
  pengaduan: "Pengaduan",
  lainnya: "Lainnya",
};

/** The staff note's limit in UTF-16 code units: what a textarea's maxlength counts too. */
export const NOTE_MAX = 2000;

/** One message with its triage. No triage yet: status "baru", reason null, note "", version 0. */
export interface InboxItem {
  id: string;
  name: string;
  email: string;
  message: string;
  /** The visitor's own clock when they sent it (may be wrong); receivedAt is the server's. */
  submittedAt: string;
  receivedAt: string;
  status: FeedbackStatus;
  reason: FeedbackReason | null;
  note: string;
  /** Sent back with a change; the server refuses the change when someone else saved in between. */
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** How many messages stand at each status, over all messages whatever the filters. */
export interface InboxCounts {
  baru: number;
  dibaca: number;
  ditindaklanjuti: number;
  selesai: number;
  total: number;
}

/** GET /api/kantor/masukan. */
export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  perPage: number;
  counts: InboxCounts;
}
