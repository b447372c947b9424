// Account changes shared by the API and the CLI: the same rules, and every change written to the audit
// log with who made it and from where.
import type { Account, AccountStore } from "./accounts";
import type { Actor, AuditLog } from "./audit";
import type { PasswordHasher } from "./password";
import { checkDisplayName, checkNewPassword, checkRole, normalizeUsername, type Field } from "./rules";
import type { SessionStore } from "./sessions";

export interface OfficeDeps {
  accounts: AccountStore;
  sessions: SessionStore;
  audit: AuditLog;
  hasher: PasswordHasher;
  now: () => number;
}

/** Who asks for the change: an account (from an address) or the CLI. */
export interface Requester {
  actor: Actor;
  address: string;
}

export type Refusal = "username_taken" | "account_not_found" | "cannot_disable_self" | "last_admin";
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal } | { ok: false; field: Field };

export interface NewAccountInput {
  username: unknown;
  displayName?: unknown;
  role?: unknown;
  password: unknown;
}

export async function addAccount(deps: OfficeDeps, input: NewAccountInput, by: Requester, action: "akun-dibuat" | "penyiapan-pertama" = "akun-dibuat"): Promise<Outcome<Account>> {
  const username = normalizeUsername(input.username);
  if (!username) return { ok: false, field: "username" };
  const displayName = checkDisplayName(input.displayName, username);
  if (!displayName.ok) return displayName;
  const role = checkRole(input.role);
  if (!role.ok) return role;
  const password = checkNewPassword(input.password, username);
  if (!password.ok) return password;
  if (deps.accounts.findByUsername(username)) return { ok: false, refusal: "username_taken" };

  const passwordHash = await deps.hasher.hash(password.value);
  const at = new Date(deps.now());
  const account = deps.accounts.create({ username, displayName: displayName.value, role: role.value, passwordHash }, at);
  if (!account) return { ok: false, refusal: "username_taken" };
  // The first admin creates themself: the entry names the new account.
  const actor = action === "penyiapan-pertama" ? { accountId: account.id, name: account.username } : by.actor;
  deps.audit.record(action, { actor, address: by.address, at, detail: { akun: account.username, peran: account.role, kantor: account.officeId } });
  return { ok: true, value: account };
}

/** A new password set for someone (by an admin or the CLI): all their sessions end. */
export async function resetPassword(deps: OfficeDeps, rawUsername: unknown, rawPassword: unknown, by: Requester): Promise<Outcome<Account>> {
  const username = normalizeUsername(rawUsername);
  const account = username ? deps.accounts.findByUsername(username) : undefined;
  if (!account) return { ok: false, refusal: "account_not_found" };
  const password = checkNewPassword(rawPassword, account.username);
  if (!password.ok) return password;
  const passwordHash = await deps.hasher.hash(password.value);
  const at = new Date(deps.now());
  deps.accounts.setPasswordHash(account.id, passwordHash, at);
  const ended = deps.sessions.endAll(account.id);
  deps.audit.record("sandi-diganti", { ...by, at, detail: { akun: account.username, sesiDiakhiri: ended } });
  return { ok: true, value: deps.accounts.findById(account.id)! };
}

/**
 * A signed-in person changes their own password: the current one is checked first (a session left open
 * on a shared computer is not enough), and every other session of the account ends.
 */
export async function changeOwnPassword(
  deps: OfficeDeps,
  account: Account,
  keepSessionIdHash: string,
  input: { currentPassword: unknown; newPassword: unknown },
  by: Requester,
): Promise<Outcome<Account> | { ok: false; wrongPassword: true }> {
  const current = typeof input.currentPassword === "string" ? input.currentPassword : "";
  const stored = deps.accounts.findByUsername(account.username);
  if (!stored || !(await deps.hasher.verify(current, stored.passwordHash))) return { ok: false, wrongPassword: true };
  const password = checkNewPassword(input.newPassword, account.username);
  if (!password.ok) return password;
  const at = new Date(deps.now());
  deps.accounts.setPasswordHash(account.id, await deps.hasher.hash(password.value), at);
  const ended = deps.sessions.endOthers(account.id, keepSessionIdHash);
  deps.audit.record("sandi-sendiri-diganti", { ...by, at, detail: { akun: account.username, sesiLainDiakhiri: ended } });
  return { ok: true, value: deps.accounts.findById(account.id)! };
}

/**
 * Disables or enables an account. Disabling ends all its sessions; nobody disables their own account,
 * and the last enabled admin stays enabled (else nobody could manage accounts from the console).
 */
export function setAccountDisabled(deps: OfficeDeps, rawUsername: unknown, disabled: boolean, by: Requester): Outcome<Account> {
  const username = normalizeUsername(rawUsername);
  const account = username ? deps.accounts.findByUsername(username) : undefined;
  if (!account) return { ok: false, refusal: "account_not_found" };
  if (disabled && by.actor.accountId === account.id) return { ok: false, refusal: "cannot_disable_self" };
  if (disabled && account.role === "admin" && !account.disabled && deps.accounts.countEnabledAdmins() <= 1) {
    return { ok: false, refusal: "last_admin" };
  }
  const at = new Date(deps.now());
  deps.accounts.setDisabled(account.id, disabled, at);
  const ended = disabled ? deps.sessions.endAll(account.id) : 0;
  deps.audit.record(disabled ? "akun-dinonaktifkan" : "akun-diaktifkan", {
    ...by,
    at,
    detail: disabled ? { akun: account.username, sesiDiakhiri: ended } : { akun: account.username },
  });
  return { ok: true, value: deps.accounts.findById(account.id)! };
}
