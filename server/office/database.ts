import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { migrate } from "../feedback/sqlite-store";

/**
 * The office console's own connection to the portal's database file (the feedback store keeps its own):
 * WAL lets both write in turn, `busy_timeout` makes one wait for the other instead of failing. Applies
 * the migrations (all of them, feedback's too, as the feedback store does) so either may open first.
 * ":memory:" for tests.
 */
export function openOfficeDatabase(path: string): Database.Database {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("busy_timeout = 5000");
  db.pragma("journal_mode = WAL");
  // An account change or a sign-out must survive a power cut like a feedback entry (decision 050).
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  migrate(db);
  return db;
}
