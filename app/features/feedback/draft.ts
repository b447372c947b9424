// The feedback form's draft (issue 31): what the visitor has typed, kept in the browser until it is sent
// or cleared, so a reload, a crashed tab or a failed send never loses it. Like storage.ts, nothing here
// throws: a browser that refuses storage simply keeps no draft.
import type { FeedbackFields } from "~/lib/feedback-entry";
import type { StorageLike } from "./storage";

export const FEEDBACK_DRAFT_KEY = "wakafFeedbackDraft";

const FIELDS = ["name", "email", "message"] as const;

export const isEmptyDraft = (fields: FeedbackFields) => FIELDS.every((field) => fields[field] === "");

/**
 * Runs inline right after the form while the page is parsed, long before React: puts a kept draft back
 * into the form's empty fields, so that text typed again before the code arrives (after a reload) is
 * typed next to it, not over it. Serialised with Function.prototype.toString: nothing from outside.
 */
export function restoreDraftInline(key: string): void {
  try {
    const form = (document.currentScript as HTMLScriptElement).previousElementSibling as HTMLFormElement;
    const draft = JSON.parse(localStorage.getItem(key)!) as Record<string, string>;
    for (const field of form.elements as unknown as HTMLInputElement[]) if (draft[field.name] && !field.value) field.value = draft[field.name]!;
  } catch {
    // No draft, no storage, or an unreadable draft (the form's own code removes it).
  }
}

/** The inline script's text. */
export const restoreDraftScript = () => `(${restoreDraftInline.toString()})(${JSON.stringify(FEEDBACK_DRAFT_KEY)})`;

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
