// The feedback form's draft (issue 31): what the visitor has typed, kept in the browser until it is sent
// or cleared, so a reload, a crashed tab or a failed send never loses it. Like storage.ts, nothing here
// throws: a browser that refuses storage simply keeps no draft.
import type { FeedbackFields } from "~/lib/feedback-entry";
import { FEEDBACK_DRAFT_KEY } from "~/lib/feedback-draft";
import type { StorageLike } from "./storage";

const FIELDS = ["name", "email", "message"] as const;

export const isEmptyDraft = (fields: FeedbackFields) => FIELDS.every((field) => fields[field] === "");

export const sameFields = (a: FeedbackFields, b: FeedbackFields) => FIELDS.every((field) => a[field] === b[field]);

/**
 * Where a draft is kept: in this tab (sessionStorage: survives a reload and a crash, and is this tab's
 * alone, so two tabs with two messages keep each its own) and as the last draft of the browser
 * (localStorage: survives closing the tab, for the next visit). Either may be null (refused).
 */
export interface DraftStores {
  tab: StorageLike | null;
  shared: StorageLike | null;
}

/** One store's draft, or null when there is none (or it is unreadable, which is then removed). */
function readDraft(storage: StorageLike | null): FeedbackFields | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(FEEDBACK_DRAFT_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value === "object" && value !== null) {
      const record = value as Record<string, unknown>;
      const draft = Object.fromEntries(FIELDS.map((field) => [field, typeof record[field] === "string" ? record[field] : ""])) as FeedbackFields;
      if (!isEmptyDraft(draft)) return draft;
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

/** The kept draft: this tab's own, else the browser's last (a new visit after the tab was closed). */
export function loadDraft({ tab, shared }: DraftStores): FeedbackFields | null {
  return readDraft(tab) ?? readDraft(shared);
}

/**
 * Keeps the fields as the draft, in the tab and as the browser's last. Empty fields (sent, or erased)
 * remove this tab's draft, and the browser's last only when it is this tab's text: a message another
 * tab is still writing stays. False when the browser refused both.
 */
export function saveDraft({ tab, shared }: DraftStores, fields: FeedbackFields): boolean {
  if (isEmptyDraft(fields)) {
    const own = tab ? readDraft(tab) : null;
    const last = readDraft(shared);
    forget(tab);
    if (last && (!tab || (own && sameFields(own, last)))) forget(shared);
    return Boolean(tab || shared);
  }
  const value = JSON.stringify({ name: fields.name, email: fields.email, message: fields.message });
  let kept = false;
  for (const storage of [tab, shared]) {
    try {
      storage?.setItem(FEEDBACK_DRAFT_KEY, value);
      kept ||= Boolean(storage);
    } catch {
      // Full or refused: the other store may still keep it.
    }
  }
  return kept;
}
