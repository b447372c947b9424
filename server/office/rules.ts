// The office console's fixed rules: who an account may be, how long a session lives, how many wrong
// passwords are let through. One place, so the API, the CLI and the decision record agree
// (docs/decisions/140-office-accounts-and-sessions.md).

/** The office every account belongs to until the portal serves more than one office. */
export const DEFAULT_OFFICE_ID = "kua-coblong";

import { ROLES, type Role } from "../../app/lib/office/account";

export { ROLES, type Role };

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;
export const DISPLAY_NAME_MAX = 80;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Session lifetimes (OWASP ASVS 3.3: idle and absolute limits). */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

/** First-run setup link lifetime. */
export const SETUP_TOKEN_TTL_MS = 60 * 60_000;

export type Field = "username" | "displayName" | "password" | "role";

export type Checked<T> = { ok: true; value: T } | { ok: false; field: Field };

/** Usernames compare case-insensitively: stored and looked up in lower case. */
export function normalizeUsername(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const name = raw.trim().toLowerCase();
  return USERNAME_PATTERN.test(name) ? name : undefined;
}

export function checkDisplayName(raw: unknown, fallback?: string): Checked<string> {
  if (raw === undefined && fallback !== undefined) return { ok: true, value: fallback };
  if (typeof raw !== "string") return { ok: false, field: "displayName" };
  // Collapsed and NFC like visible text elsewhere (decision 084); no control characters.
  const name = raw.normalize("NFC").replace(/\s+/gu, " ").trim();
  if (name.length === 0 || [...name].length > DISPLAY_NAME_MAX || /\p{Cc}/u.test(name)) return { ok: false, field: "displayName" };
  return { ok: true, value: name };
}

/**
 * A new password: 10–200 characters (counted as the person sees them), not only spaces, not the
 * username. Never trimmed or changed: what is typed is what is hashed.
 */
export function checkNewPassword(raw: unknown, username?: string): Checked<string> {
  if (typeof raw !== "string") return { ok: false, field: "password" };
  const length = [...raw].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX || raw.trim().length === 0) return { ok: false, field: "password" };
  if (username !== undefined && raw.trim().toLowerCase() === username) return { ok: false, field: "password" };
  return { ok: true, value: raw };
}

export function checkRole(raw: unknown, fallback: Role = "staf"): Checked<Role> {
  if (raw === undefined) return { ok: true, value: fallback };
  return (ROLES as readonly unknown[]).includes(raw) ? { ok: true, value: raw as Role } : { ok: false, field: "role" };
}
