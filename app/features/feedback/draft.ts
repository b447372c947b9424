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
 * alone, so two tabs with two messages keep each its own) and among the browser's drafts (localStorage:
 * for a visit after the tab was closed), each under the page that keeps it. Either may be null (refused).
 */
export interface DraftStores {
  tab: StorageLike | null;
  shared: StorageLike | null;
}

export interface KeptDraft {
  fields: FeedbackFields;
  /** The page that kept it (draft-owner.ts); none for a draft kept by an older version of the page. */
  owner?: string;
  /** When it was last kept (ms since 1970; 0 when unknown). */
  at: number;
}

/** How many pages' drafts the browser keeps at most (the most recent), and for how long. */
export const SHARED_DRAFTS_MAX = 5;
export const SHARED_DRAFT_DAYS = 30;

const fieldsOf = (record: Record<string, unknown>) =>
  Object.fromEntries(FIELDS.map((field) => [field, typeof record[field] === "string" ? record[field] : ""])) as FeedbackFields;

/**
 * This tab's own draft (a reload, a crash restored by the browser), or null when there is none (or it is
 * unreadable, which is then removed).
 */
export function loadTabDraft(storage: StorageLike | null): FeedbackFields | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(FEEDBACK_DRAFT_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      const fields = fieldsOf(value as Record<string, unknown>);
      if (!isEmptyDraft(fields)) return fields;
    }
    storage.removeItem(FEEDBACK_DRAFT_KEY);
  } catch {
    forget(storage);
  }
  return null;
}

/**
 * The browser's drafts, most recent first: one per page that kept one and has not sent or cleared it
 * (a list; a single draft is what an older version of the page kept). Unreadable entries, and entries
 * older than `SHARED_DRAFT_DAYS`, are left out. Read before this page keeps its own among them.
 */
export function readSharedDrafts(shared: StorageLike | null, now = Date.now()): KeptDraft[] {
  if (!shared) return [];
  try {
    const raw = shared.getItem(FEEDBACK_DRAFT_KEY);
    if (raw === null) return [];
    const value: unknown = JSON.parse(raw);
    const records = Array.isArray(value) ? value : [value];
    const oldest = now - SHARED_DRAFT_DAYS * 24 * 60 * 60 * 1000;
    const drafts: KeptDraft[] = [];
    for (const record of records) {
      if (typeof record !== "object" || record === null) continue;
      const { owner, at } = record as Record<string, unknown>;
      const fields = fieldsOf(record as Record<string, unknown>);
      const when = typeof at === "number" ? at : 0;
      if (isEmptyDraft(fields) || (when > 0 && when < oldest)) continue;
      drafts.push(typeof owner === "string" ? { fields, owner, at: when } : { fields, at: when });
    }
    return drafts.sort((a, b) => b.at - a.at);
  } catch {
    forget(shared);
    return [];
  }
}

/** Writes the browser's drafts (the most recent `SHARED_DRAFTS_MAX`); none left removes the key. */
function writeSharedDrafts(shared: StorageLike, drafts: readonly KeptDraft[]) {
  if (drafts.length === 0) return shared.removeItem(FEEDBACK_DRAFT_KEY);
  const kept = drafts.slice(0, SHARED_DRAFTS_MAX).map(({ fields, owner, at }) => ({ ...fields, ...(owner ? { owner } : {}), at }));
  shared.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify(kept));
}

/** Removes one page's draft from the browser's drafts (taken over by this page, or sent). */
export function forgetSharedDraft(shared: StorageLike | null, draft: KeptDraft) {
  if (!shared) return;
  try {
    writeSharedDrafts(shared, readSharedDrafts(shared).filter((kept) => (draft.owner ? kept.owner !== draft.owner : !(kept.owner === undefined && sameFields(kept.fields, draft.fields)))));
  } catch {
    // Refused: the draft stays, and is offered again later.
  }
}

function forget(storage: StorageLike | null) {
  try {
    storage?.removeItem(FEEDBACK_DRAFT_KEY);
  } catch {
    // Storage refused altogether: there is no draft to keep.
  }
}

/** Where a tab keeps the name its pages keep their drafts under (draft-owner.ts). */
export const DRAFT_OWNER_KEY = `${FEEDBACK_DRAFT_KEY}Owner`;

/**
 * The name this tab's pages keep their drafts under among the browser's: the same across reloads of the
 * tab (kept in sessionStorage), so a reloaded page replaces the draft the page before it kept instead of
 * leaving it behind to be offered later — a message sent after a reload must not come back.
 */
export function tabDraftOwner(tab: StorageLike | null, make: () => string): string {
  try {
    const kept = tab?.getItem(DRAFT_OWNER_KEY);
    if (kept) return kept;
    const made = make();
    tab?.setItem(DRAFT_OWNER_KEY, made);
    return made;
  } catch {
    return make();
  }
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

/** The visitor is writing again: the message sent without the page's code is no longer what the fields hold. */
export function forgetSent(tab: StorageLike | null) {
  try {
    tab?.removeItem(FEEDBACK_SENT_KEY);
  } catch {
    // No storage: nothing was noted.
  }
}

/**
 * The draft offered to a tab without its own: the most recent of the browser's drafts whose page is gone
 * (closed or crashed) — never one whose page is open now (`openOwners`): that tab is still writing it, and
 * taking it over here would have it sent twice.
 */
export function offeredDraft(kept: readonly KeptDraft[], openOwners: ReadonlySet<string>): KeptDraft | null {
  return kept.find((draft) => !(draft.owner && openOwners.has(draft.owner))) ?? null;
}

/**
 * Keeps the fields as the draft, in the tab and among the browser's drafts under this page (`owner`).
 * Empty fields (sent, or erased) remove this tab's draft and this page's among the browser's: the drafts
 * of other pages stay. False when the browser refused both.
 */
export function saveDraft({ tab, shared }: DraftStores, fields: FeedbackFields, { owner, now = Date.now() }: { owner?: string; now?: number } = {}): boolean {
  // This page's draft is replaced; without an owner, the one draft that names no page is.
  const others = () => readSharedDrafts(shared, now).filter((kept) => kept.owner !== owner);
  if (isEmptyDraft(fields)) {
    forget(tab);
    try {
      if (shared) writeSharedDrafts(shared, others());
    } catch {
      // Refused: there is nothing to remove.
    }
    return Boolean(tab || shared);
  }
  const text = { name: fields.name, email: fields.email, message: fields.message };
  let kept = false;
  try {
    tab?.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify(text));
    kept ||= Boolean(tab);
  } catch {
    // Full or refused: the browser's drafts may still keep it.
  }
  try {
    if (shared) {
      writeSharedDrafts(shared, [{ fields: text, ...(owner ? { owner } : {}), at: now }, ...others()]);
      kept = true;
    }
  } catch {
    // Full or refused: the tab may still keep it.
  }
  return kept;
}
