// The feedback form's draft (issue 31): what the visitor has typed, kept in the browser until it is sent
// or cleared, so a reload, a crashed tab or a failed send never loses it. Like storage.ts, nothing here
// throws: a browser that refuses storage simply keeps no draft.
import type { FeedbackFields } from "~/lib/feedback-entry";
import type { StorageLike } from "./storage";

export const FEEDBACK_DRAFT_KEY = "wakafFeedbackDraft";

const FIELDS = ["name", "email", "message"] as const;

export const isEmptyDraft = (fields: FeedbackFields) => FIELDS.every((field) => fields[field] === "");

export const sameFields = (a: FeedbackFields, b: FeedbackFields) => FIELDS.every((field) => a[field] === b[field]);

/** The kept draft, or null when there is none (or it is unreadable, which is then removed). */
export function loadDraft(storage: StorageLike | null): FeedbackFields | null {
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
    try {
      storage.removeItem(FEEDBACK_DRAFT_KEY);
    } catch {
      // Storage refused altogether: there is no draft to keep.
    }
  }
  return null;
}

/** Keeps the fields as the draft; empty fields remove it. False when the browser refused. */
export function saveDraft(storage: StorageLike | null, fields: FeedbackFields): boolean {
  if (!storage) return false;
  try {
    if (isEmptyDraft(fields)) storage.removeItem(FEEDBACK_DRAFT_KEY);
    else storage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ name: fields.name, email: fields.email, message: fields.message }));
    return true;
  } catch {
    return false;
  }
}
