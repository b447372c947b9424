import type { FormValues } from "./draft-form";

// Typing not yet saved as a draft is kept in this tab's sessionStorage: a reload, or a session that
// ended while typing (the sign-in page comes, then this page again), finds it back. Per account, so
// another person signing in on the same tab does not get it. Removed once saved or thrown away.

export interface StoredDraft {
  /** The server's draft version the typing started from: sent with the save, so a newer one is noticed. */
  version: number;
  values: FormValues;
}

const keyOf = (username: string, name: string) => `kantor:draf:${username}:${name}`;

export function loadStoredDraft(username: string, name: string): StoredDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(keyOf(username, name));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof parsed.version !== "number" || typeof parsed.values !== "object" || parsed.values === null) return undefined;
    const values = Object.fromEntries(Object.entries(parsed.values).filter(([, value]) => typeof value === "string")) as FormValues;
    return { version: parsed.version, values };
  } catch {
    // Storage off (private mode) or damaged: start from the server's copy.
    return undefined;
  }
}

export function storeDraft(username: string, name: string, draft: StoredDraft): void {
  try {
    window.sessionStorage.setItem(keyOf(username, name), JSON.stringify(draft));
  } catch {
    // Full or off: the form still works, it only cannot survive a reload.
  }
}

export function clearStoredDraft(username: string, name: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(username, name));
  } catch {
    // Nothing to clear.
  }
}
