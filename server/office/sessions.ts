import type Database from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./rules";

export interface Session {
  idHash: string;
  accountId: number;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
}

interface Row {
  id_hash: string;
  account_id: number;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
}

/** What the database keeps of a session id: its SHA-256 (a stolen copy of the file signs nobody in). */
export function hashSessionId(id: string): string {
  return createHash("sha256").update(id, "utf8").digest("base64url");
}

/** 32 random bytes, base64url: the id given to the browser, or a CSRF token. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

// Writing last_seen_at on every request would be a write (and an fsync) per click; once a minute is
// precise enough for a 30-minute idle limit.
const TOUCH_EVERY_MS = 60_000;

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The `office_session` table: create, look up (with idle and absolute expiry), end. Times in ms. */
export function createSessionStore(db: Database.Database) {
  const insert = db.prepare("INSERT INTO office_session (id_hash, account_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)");
  const get = db.prepare<[string], Row>("SELECT * FROM office_session WHERE id_hash = ?");
  const touch = db.prepare("UPDATE office_session SET last_seen_at = ? WHERE id_hash = ?");
  const remove = db.prepare("DELETE FROM office_session WHERE id_hash = ?");
  const removeAccount = db.prepare("DELETE FROM office_session WHERE account_id = ?");
  const removeOthers = db.prepare("DELETE FROM office_session WHERE account_id = ? AND id_hash <> ?");
  const countAccount = db.prepare<[number], { n: number }>("SELECT count(*) AS n FROM office_session WHERE account_id = ?");
  const removeExpired = db.prepare("DELETE FROM office_session WHERE last_seen_at <= ? OR created_at <= ?");

  const isExpired = (row: Row, now: number) => now - row.last_seen_at >= SESSION_IDLE_MS || now - row.created_at >= SESSION_ABSOLUTE_MS;

  return {
    /** A new session; returns the id for the cookie (never stored) and the CSRF token. */
    create(accountId: number, now: number): { id: string; csrfToken: string } {
      removeExpired.run(now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS);
      const id = randomToken();
      const csrfToken = randomToken();
      insert.run(hashSessionId(id), accountId, csrfToken, now, now);
      return { id, csrfToken };
    },
    /** The live session for a cookie's id, its idle clock restarted; an expired one is deleted. */
    find(id: string, now: number): Session | undefined {
      const idHash = hashSessionId(id);
      const row = get.get(idHash);
      if (!row) return undefined;
      if (isExpired(row, now)) {
        remove.run(idHash);
        return undefined;
      }
      if (now - row.last_seen_at >= TOUCH_EVERY_MS) touch.run(now, idHash);
      return { idHash, accountId: row.account_id, csrfToken: row.csrf_token, createdAt: row.created_at, lastSeenAt: now };
    },
    end(idHash: string): void {
      remove.run(idHash);
    },
    /** Ends every session of an account; returns how many there were. */
    endAll(accountId: number): number {
      return removeAccount.run(accountId).changes;
    },
    /** Ends every session of an account but the one given (a password changed by its owner). */
    endOthers(accountId: number, keepIdHash: string): number {
      return removeOthers.run(accountId, keepIdHash).changes;
    },
    countFor(accountId: number): number {
      return countAccount.get(accountId)?.n ?? 0;
    },
  };
}
