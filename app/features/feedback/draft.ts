// The feedback form's draft (issue 31): what the visitor has typed, kept in the browser until it is sent
// or cleared, so a reload, a crashed tab or a failed send never loses it. Like storage.ts, nothing here
// throws: a browser that refuses storage simply keeps no draft.
import type { FeedbackFields } from "~/lib/feedback-entry";
import { FEEDBACK_DRAFT_KEY, FEEDBACK_SENT_KEY } from "~/lib/feedback-draft";
import type { StorageLike } from "./storage";

const FIELDS = ["name", "email", "message"] as const;

export const isEmptyDraft = (fields: FeedbackFields) => FIELDS.every((field) => fields[field] === "");

export const sameFields = (a: FeedbackFields, b: FeedbackFields) => FIELDS.every((field) => a[field] === b[field]);

/**
 * Where a draft is kept: in this tab (sessionStorage: survives a reload and a crash, and is this tab's
 * alone, so two tabs with two messages keep each its own) and as the last draft of the browser
 * (localStorage: for a visit after the tab was closed). Either may be null (refused).
 */
export interface DraftStores {
  tab: StorageLike | null;
  shared: StorageLike | null;
}

export interface KeptDraft {
  fields: FeedbackFields;
  /** The page that kept it (draft-owner.ts); none when kept before React ran (app/lib/early-input.ts). */
  owner?: string;
}

/**
 * One store's draft, or null when there is none (or it is unreadable, which is then removed). Read from
 * the browser's last, it is read before this page keeps its own over it.
 */
export function readDraft(storage: StorageLike | null): KeptDraft | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(FEEDBACK_DRAFT_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value === "object" && value !== null) {
      const record = value as Record<string, unknown>;
      const fields = Object.fromEntries(FIELDS.map((field) => [field, typeof record[field] === "string" ? record[field] : ""])) as FeedbackFields;
      if (!isEmptyDraft(fields)) return typeof record.owner === "string" ? { fields, owner: record.owner } : { fields };
    }
    storage.removeItem(FEEDBACK_DRAFT_KEY);
  } catch {
    forget(storage);
  }
  return null;
}

function forget(storage: StorageLike | null) {
  try {
    storage?.removeItem(FEEDBACK_DRAFT_KEY);
  } catch {
    // Storage refused altogether: there is no draft to keep.
  }
}

/** This tab's own draft (a reload, a crash restored by the browser). */
export function loadTabDraft(tab: StorageLike | null): FeedbackFields | null {
  return readDraft(tab)?.fields ?? null;
}

/**
 * Whether the fields hold the message this tab already sent without the page's code (the thank-you page
 * noted it): the browser gives it back on Back, and taking it as a draft would have it sent twice.
 */
export function alreadySent(tab: StorageLike | null, fields: FeedbackFields): boolean {
  try {
    return fields.message !== "" && tab?.getItem(FEEDBACK_SENT_KEY) === fields.message;
  } catch {
    return false;
  }
}

/**
 * The browser's last draft, offered to a tab without its own (a visit after the tab that kept it was
 * closed or crashed) — unless the page that keeps it is open now (`openOwners`): that tab is still
 * writing it, and taking it over here would have it sent twice.
 */
export function offeredDraft(kept: KeptDraft | null, openOwners: ReadonlySet<string>): FeedbackFields | null {
  return kept && !(kept.owner && openOwners.has(kept.owner)) ? kept.fields : null;
}

/**
 * Keeps the fields as the draft, in the tab and as the browser's last (marked with the page that keeps
 * it). Empty fields (sent, or erased) remove this tab's draft, and the browser's last only when it is
 * what this page kept last (`previous`): a message another tab is still writing stays. False when the
 * browser refused both.
 */
export function saveDraft({ tab, shared }: DraftStores, fields: FeedbackFields, { owner, previous }: { owner?: string; previous?: FeedbackFields | null } = {}): boolean {
  if (isEmptyDraft(fields)) {
    const last = readDraft(shared);
    forget(tab);
    if (last && previous && sameFields(last.fields, previous)) forget(shared);
    return Boolean(tab || shared);
  }
  const text = { name: fields.name, email: fields.email, message: fields.message };
  let kept = false;
  for (const [storage, value] of [
    [tab, text],
    [shared, owner ? { ...text, owner } : text],
  ] as const) {
    try {
      storage?.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify(value));
      kept ||= Boolean(storage);
    } catch {
      // Full or refused: the other store may still keep it.
    }
  }
  return kept;
}
