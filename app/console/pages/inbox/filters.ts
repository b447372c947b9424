import { FEEDBACK_REASONS, FEEDBACK_STATUSES, type FeedbackReason, type FeedbackStatus } from "~/lib/office/inbox";
import type { Query } from "../../api";

// The inbox's filters live in the console's address (?status=&alasan=&q=&halaman=), with the API's own
// names, so that reload, back and a shared link show the same selection, and the export links and
// the list ask the API for exactly what the address says.

export const PER_PAGE = 50;
/** `alasan=tanpa`: messages nobody has given a reason yet. */
export const NO_REASON = "tanpa";

export interface InboxFilters {
  status: FeedbackStatus | "";
  alasan: FeedbackReason | typeof NO_REASON | "";
  q: string;
  halaman: number;
}

const isStatus = (value: string): value is FeedbackStatus => (FEEDBACK_STATUSES as readonly string[]).includes(value);
const isReason = (value: string): value is FeedbackReason => (FEEDBACK_REASONS as readonly string[]).includes(value);

/** The filters of the address; an unknown value counts as no filter rather than an empty list. */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get("status") ?? "";
  const alasan = params.get("alasan") ?? "";
  const page = Math.floor(Number(params.get("halaman") ?? "1"));
  return {
    status: isStatus(status) ? status : "",
    alasan: alasan === NO_REASON || isReason(alasan) ? alasan : "",
    q: (params.get("q") ?? "").trim(),
    halaman: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The selection without the page: what the export downloads (all pages). */
export function selectionQuery({ status, alasan, q }: InboxFilters): Query {
  return { status, alasan, q };
}

/** GET /api/kantor/masukan's query for the filters. */
export function listQuery(filters: InboxFilters): Query {
  return { ...selectionQuery(filters), halaman: filters.halaman, per: PER_PAGE };
}

/** The console address (search part) for the filters; page 1 is left out. */
export function filtersSearch(filters: InboxFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(selectionQuery(filters))) if (value) params.set(key, String(value));
  if (filters.halaman > 1) params.set("halaman", String(filters.halaman));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasFilters(filters: InboxFilters): boolean {
  return Boolean(filters.status || filters.alasan || filters.q);
}
