// /api/kantor/masukan: the visitors' feedback as staff read and triage it (docs/office-console-contract.md,
// "Inbox"). Staf and admin alike. The Origin and CSRF checks of every PATCH are applied by ../routes.ts.
import { Hono, type Context } from "hono";
import {
  FEEDBACK_REASONS,
  FEEDBACK_STATUSES,
  NOTE_MAX,
  type FeedbackReason,
  type FeedbackStatus,
  type InboxItem,
  type InboxPage,
} from "../../../app/lib/office/inbox";
import type { OfficeEnv, OfficeRouteKit, OfficeSubApi } from "../route-kit";
import { EXPORT_CONTENT_TYPES, exportFileName, inboxCsv, inboxXlsx, type InboxExportFormat } from "./export";
import { INBOX_ERRORS } from "./errors";
import { createInboxStore, NO_REASON, type InboxFilter, type TriageChange } from "./store";

const PER_PAGE_DEFAULT = 50;
const PER_PAGE_MAX = 200;
/** Longer search text is cut: nobody types more, and each row is folded and scanned for it. */
const QUERY_MAX = 200;

const isStatus = (value: unknown): value is FeedbackStatus => (FEEDBACK_STATUSES as readonly unknown[]).includes(value);
const isReason = (value: unknown): value is FeedbackReason => (FEEDBACK_REASONS as readonly unknown[]).includes(value);
const isVersion = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** A positive whole number from the query, within bounds; anything else is the default. */
function pageNumber(raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Math.floor(Number(raw ?? fallback));
  return Number.isFinite(value) && value >= 1 ? Math.min(value, max) : fallback;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; code: keyof typeof INBOX_ERRORS };

/** The filters of the query. An empty parameter is no filter (the console sends `status=` for "all"). */
function readFilter(c: Context): Parsed<InboxFilter> {
  const status = c.req.query("status") ?? "";
  const reason = c.req.query("alasan") ?? "";
  const q = (c.req.query("q") ?? "").trim().slice(0, QUERY_MAX);
  if (status !== "" && !isStatus(status)) return { ok: false, code: "invalid_status" };
  if (reason !== "" && reason !== NO_REASON && !isReason(reason)) return { ok: false, code: "invalid_reason" };
  return { ok: true, value: { status: status || undefined, reason: reason || undefined, q: q || undefined } };
}

/** What a PATCH body asks to change; a field left out stays as it is, `reason: null` clears the reason. */
function readPatch(body: Record<string, unknown>): Parsed<Partial<TriageChange>> {
  const patch: Partial<TriageChange> = {};
  if (body.status !== undefined) {
    if (!isStatus(body.status)) return { ok: false, code: "invalid_status" };
    patch.status = body.status;
  }
  if (body.reason !== undefined) {
    if (body.reason !== null && !isReason(body.reason)) return { ok: false, code: "invalid_reason" };
    patch.reason = body.reason;
  }
  if (body.note !== undefined) {
    if (typeof body.note !== "string" || body.note.length > NOTE_MAX) return { ok: false, code: "note_too_long" };
    patch.note = body.note;
  }
  return { ok: true, value: patch };
}

/**
 * The audit detail of a change: before → after of status and reason, and of the note only its length.
 * Neither the note nor the visitor's message is written: they may carry personal details, and the
 * audit log is kept longer and shown to every admin.
 */
export function changeDetail(before: InboxItem, after: InboxItem): Record<string, string> {
  const detail: Record<string, string> = { id: after.id };
  if (before.status !== after.status) detail.status = `${before.status} → ${after.status}`;
  if (before.reason !== after.reason) detail.alasan = `${before.reason ?? NO_REASON} → ${after.reason ?? NO_REASON}`;
  if (before.note !== after.note) detail.catatan = `${before.note.length} → ${after.note.length} karakter`;
  return detail;
}

export function inboxApi(kit: OfficeRouteKit): OfficeSubApi {
  const api = new Hono<OfficeEnv>();
  const store = createInboxStore(kit.db);

  api.get("/", kit.signedIn, (c) => {
    const filter = readFilter(c);
    if (!filter.ok) return kit.fail(c, filter.code, 400);
    const page = pageNumber(c.req.query("halaman"), 1);
    const perPage = pageNumber(c.req.query("per"), PER_PAGE_DEFAULT, PER_PAGE_MAX);
    const { items, total } = store.list(filter.value, { page, perPage });
    const answer: InboxPage = { items, total, page, perPage, counts: store.counts() };
    return c.json(answer);
  });

  api.get("/ringkasan", kit.signedIn, (c) => c.json({ counts: store.counts() }));

  for (const format of ["csv", "xlsx"] as const satisfies readonly InboxExportFormat[]) {
    api.get(`/ekspor.${format}`, kit.signedIn, async (c) => {
      const filter = readFilter(c);
      if (!filter.ok) return kit.fail(c, filter.code, 400);
      const items = store.all(filter.value);
      const file = format === "csv" ? inboxCsv(items) : new Uint8Array(await inboxXlsx(items));
      const { status, reason, q } = filter.value;
      // The search text is left out: it is often a visitor's name.
      const detail = { format, jumlah: items.length, status: status ?? null, alasan: reason ?? null, pencarian: q !== undefined };
      kit.audit.record("masukan-diekspor", { ...kit.requester(c), at: new Date(kit.now()), detail });
      return c.body(file, 200, {
        "Content-Type": EXPORT_CONTENT_TYPES[format],
        "Content-Disposition": `attachment; filename="${exportFileName(format, kit.now())}"`,
      });
    });
  }

  api.patch("/:id", kit.signedIn, async (c) => {
    const body = await kit.readJson(c);
    if (body instanceof Response) return body;
    if (!isVersion(body.version)) return kit.fail(c, "invalid_version", 400);
    const patch = readPatch(body);
    if (!patch.ok) return kit.fail(c, patch.code, 400);

    const requester = kit.requester(c);
    const at = new Date(kit.now());
    const outcome = store.update(c.req.param("id"), body.version, patch.value, requester.actor.name, at);
    if (!outcome.ok && outcome.refusal === "feedback_not_found") return kit.fail(c, "feedback_not_found", 404);
    // The current item comes along, so the console can show what the other person saved without a reload.
    if (!outcome.ok) return c.json({ error: { code: "stale_edit", message: INBOX_ERRORS.stale_edit }, item: outcome.item }, 409);
    if (outcome.changed) kit.audit.record("masukan-diubah", { ...requester, at, detail: changeDetail(outcome.before, outcome.item) });
    return c.json({ item: outcome.item });
  });

  return api;
}
