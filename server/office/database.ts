import type Database from "better-sqlite3";
import { openPortalDatabase } from "../feedback/sqlite-store";

/**
 * The office console's own connection to the portal's database file (the feedback store keeps its own),
 * opened like every connection (WAL, synchronous=FULL, the migrations: feedback's and the office's, so
 * either may open first), with foreign keys enforced. ":memory:" for tests.
 */
export function openOfficeDatabase(path: string): Database.Database {
  const db = openPortalDatabase(path);
  db.pragma("foreign_keys = ON");
  return db;
}
