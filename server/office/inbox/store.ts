// The inbox's queries: the visitors' `feedback` rows joined with staff's `feedback_triage` (migration 4).
// A message without a triage row reads as status "baru", version 0; the first change inserts the row.
// Every change names the version it was made from, so two people triaging the same message at once
// cannot overwrite each other without knowing (optimistic locking, as the content drafts do).
import type { FeedbackRow } from "../../feedback/sqlite-store";
import type Database from "better-sqlite3";
import type { FeedbackReason, FeedbackStatus, InboxCounts, InboxItem } from "../../../app/lib/office/inbox";

/** `alasan=tanpa`: messages nobody has given a reason yet. */
export const NO_REASON = "tanpa";

export interface InboxFilter {
  status?: FeedbackStatus;
  reason?: FeedbackReason | typeof NO_REASON;
  /** Searched in name, email, message and note, ignoring case. */
  q?: string;
}

export interface TriageChange {
  status: FeedbackStatus;
  reason: FeedbackReason | null;
  note: string;
}

export type UpdateOutcome =
  | { ok: true; before: InboxItem; item: InboxItem; changed: boolean }
  | { ok: false; refusal: "feedback_not_found" }
  | { ok: false; refusal: "stale_edit"; item: InboxItem };

/** A feedback row joined with its triage (no triage row yet: status "baru", version 0). */
interface Row extends FeedbackRow {
  status: FeedbackStatus;
  reason: FeedbackReason | null;
  note: string;
  version: number;
  updated_by: string | null;
  updated_at: string | null;
}

const toItem = (row: Row): InboxItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  submittedAt: row.submitted_at,
  receivedAt: row.received_at,
  status: row.status,
  reason: row.reason,
  note: row.note,
  version: row.version,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at,
});

const SELECT = `
  SELECT f.id, f.name, f.email, f.message, f.submitted_at, f.received_at,
         coalesce(t.status, 'baru') AS status, t.reason, coalesce(t.note, '') AS note,
         coalesce(t.version, 0) AS version, t.updated_by, t.updated_at
  FROM feedback f LEFT JOIN feedback_triage t ON t.feedback_id = f.id`;
// Newest received first; seq breaks ties between messages received in the same millisecond.
const ORDER = "ORDER BY f.received_at DESC, f.seq DESC";

// SQLite's lower() and LIKE fold ASCII only, and names are not all ASCII ("ÉLIA" should find "Élia"), so
// the search folds case in JavaScript, registered on this connection under a name of our own. NFKC
// also makes a full-width or composed letter match the plain one typed into the search box.
const FOLD = "inbox_fold";
export const foldCase = (text: string) => text.normalize("NFKC").toLowerCase();

// One WHERE for every filter: a filter left out is bound as NULL and lets every row through, so each
// statement is prepared once and no value is ever spliced into the SQL.
const WHERE = `
  WHERE (@status IS NULL OR coalesce(t.status, 'baru') = @status)
    AND (@reason IS NULL OR (@reason = '${NO_REASON}' AND t.reason IS NULL) OR t.reason = @reason)
    AND (@q IS NULL
      -- instr, not LIKE: % and _ typed into the search box are plain characters.
      OR instr(${FOLD}(f.name), @q) > 0 OR instr(${FOLD}(f.email), @q) > 0
      OR instr(${FOLD}(f.message), @q) > 0 OR instr(${FOLD}(coalesce(t.note, '')), @q) > 0)`;

const bind = ({ status, reason, q }: InboxFilter) => ({ status: status ?? null, reason: reason ?? null, q: q ? foldCase(q) : null });

export type InboxStore = ReturnType<typeof createInboxStore>;

export function createInboxStore(db: Database.Database) {
  db.function(FOLD, { deterministic: true }, (text: unknown) => (typeof text === "string" ? foldCase(text) : text));

  const findOne = db.prepare<[string], Row>(`${SELECT} WHERE f.id = ?`);
  type Bound = ReturnType<typeof bind>;
  const countSelection = db.prepare<[Bound], { n: number }>(`SELECT count(*) AS n FROM feedback f LEFT JOIN feedback_triage t ON t.feedback_id = f.id ${WHERE}`);
  const pageOf = db.prepare<[Bound & { limit: number; offset: number }], Row>(`${SELECT} ${WHERE} ${ORDER} LIMIT @limit OFFSET @offset`);
  const selection = db.prepare<[Bound], Row>(`${SELECT} ${WHERE} ${ORDER}`);
  const countRows = db.prepare<[], { status: FeedbackStatus; n: number }>(
    "SELECT coalesce(t.status, 'baru') AS status, count(*) AS n FROM feedback f LEFT JOIN feedback_triage t ON t.feedback_id = f.id GROUP BY 1",
  );
  const insert = db.prepare(
    "INSERT INTO feedback_triage (feedback_id, status, reason, note, version, updated_by, updated_at) VALUES (@id, @status, @reason, @note, 1, @by, @at)",
  );
  const update = db.prepare(
    "UPDATE feedback_triage SET status = @status, reason = @reason, note = @note, version = version + 1, updated_by = @by, updated_at = @at WHERE feedback_id = @id AND version = @version",
  );

  const find = (id: string): InboxItem | undefined => {
    const row = findOne.get(id);
    return row ? toItem(row) : undefined;
  };

  return {
    find,

    /** One page of the selection, newest received first, and how many the selection holds in all. */
    list(filter: InboxFilter, { page, perPage }: { page: number; perPage: number }): { items: InboxItem[]; total: number } {
      const params = bind(filter);
      const rows = pageOf.all({ ...params, limit: perPage, offset: (page - 1) * perPage });
      return { items: rows.map(toItem), total: countSelection.get(params)?.n ?? 0 };
    },

    /** The whole selection (every page), for the export. */
    all(filter: InboxFilter): InboxItem[] {
      return selection.all(bind(filter)).map(toItem);
    },

    /** How many messages stand at each status, over all of them. */
    counts(): InboxCounts {
      const counts: InboxCounts = { baru: 0, dibaca: 0, ditindaklanjuti: 0, selesai: 0, total: 0 };
      for (const { status, n } of countRows.all()) {
        counts[status] = n;
        counts.total += n;
      }
      return counts;
    },

    /**
     * Applies what `patch` names (the rest stays) to the message at `version`, or refuses when it is unknown or moved on. One
     * transaction: the version read and the write cannot be split by another request's write.
     */
    update: db.transaction((id: string, version: number, patch: Partial<TriageChange>, by: string, at: Date): UpdateOutcome => {
      const before = find(id);
      if (!before) return { ok: false, refusal: "feedback_not_found" };
      if (before.version !== version) return { ok: false, refusal: "stale_edit", item: before };
      const change: TriageChange = { status: patch.status ?? before.status, reason: patch.reason === undefined ? before.reason : patch.reason, note: patch.note ?? before.note };
      // Saving what is already there changes nothing: no new version, so nobody else's copy goes stale.
      if (before.status === change.status && before.reason === change.reason && before.note === change.note) return { ok: true, before, item: before, changed: false };
      const values = { id, ...change, by, at: at.toISOString() };
      if (version === 0) insert.run(values);
      else update.run({ ...values, version });
      return { ok: true, before, item: find(id)!, changed: true };
    }),
  };
}
