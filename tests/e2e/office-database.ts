// The test server's feedback database (playwright.config.ts: DATABASE_PATH=data/e2e-feedback.db), read
// the way the office would: opened read-only, counted by message.
import path from "node:path";
import Database from "better-sqlite3";

export const E2E_DB_PATH = path.resolve(import.meta.dirname, "../../data/e2e-feedback.db");

/** How many rows with this message the office's database holds. */
export function officeRows(message: string): number {
  const db = new Database(E2E_DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM feedback WHERE message = ?").get(message) as { n: number }).n;
  } finally {
    db.close();
  }
}
