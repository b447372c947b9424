// The feedback list in the browser (SPEC §3/§7: JSON array under `wakafFeedback`). Every function
// here returns a result instead of throwing: private browsing, a full quota or a value written by
// something else must never break the form or lose what the visitor typed.

import type { LocalFeedbackEntry } from "~/lib/feedback-entry";

export const FEEDBACK_STORAGE_KEY = "wakafFeedback";

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type SaveFeedbackResult =
  | {
      ok: true;
      entry: LocalFeedbackEntry;
      /** Number of entries in the list after saving. */
      count: number;
      /** Set when an unreadable old value was moved aside before saving. */
      backupKey?: string;
    }
  | { ok: false; error: "quota" | "unavailable" };

export type ReadFeedbackResult =
  | { ok: true; entries: unknown[] }
  | { ok: false; reason: "corrupt"; raw: string }
  | { ok: false; reason: "unavailable" };

/** The browser's localStorage, or null when it is missing or access is refused (e.g. blocked cookies). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** This tab's sessionStorage (the feedback draft of this tab), or null when missing or refused. */
export function browserTabStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the stored list. Entries are returned as stored: old entries are kept, never rewritten. */
export function readFeedback(storage: StorageLike | null): ReadFeedbackResult {
  if (!storage) return { ok: false, reason: "unavailable" };
  let raw: string | null;
  try {
    raw = storage.getItem(FEEDBACK_STORAGE_KEY);
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  if (raw === null) return { ok: true, entries: [] };
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? { ok: true, entries: parsed } : { ok: false, reason: "corrupt", raw };
  } catch {
    return { ok: false, reason: "corrupt", raw };
  }
}

export function backupKeyFor(now: Date): string {
  return `${FEEDBACK_STORAGE_KEY}.backup-${now.getTime()}`;
}

/**
 * Appends one entry. A stored value that is not a JSON array is first copied to
 * `wakafFeedback.backup-<ms>` (so nothing is destroyed) and a fresh list is started. If even the
 * backup cannot be written, nothing is changed and the error is returned.
 */
export function saveFeedback(storage: StorageLike | null, entry: LocalFeedbackEntry, now = new Date()): SaveFeedbackResult {
  const current = readFeedback(storage);
  if (!storage || (!current.ok && current.reason === "unavailable")) return { ok: false, error: "unavailable" };

  let entries: unknown[];
  let backupKey: string | undefined;
  if (current.ok) {
    entries = current.entries;
  } else {
    backupKey = backupKeyFor(now);
    const failed = write(storage, backupKey, current.raw);
    if (failed) return { ok: false, error: failed };
    entries = [];
  }

  const next = [...entries, entry];
  const failed = write(storage, FEEDBACK_STORAGE_KEY, JSON.stringify(next));
  if (failed) return { ok: false, error: failed };
  return backupKey ? { ok: true, entry, count: next.length, backupKey } : { ok: true, entry, count: next.length };
}

function write(storage: StorageLike, key: string, value: string): "quota" | "unavailable" | null {
  try {
    storage.setItem(key, value);
    return null;
  } catch (error) {
    return isQuotaError(error) ? "quota" : "unavailable";
  }
}

export function isQuotaError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Chromium/WebKit: QuotaExceededError (code 22); old Firefox: NS_ERROR_DOM_QUOTA_REACHED (1014).
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}
