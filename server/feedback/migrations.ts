import { OFFICE_MIGRATIONS } from "../office/migrations";

// Schema migrations, applied in order at start. `PRAGMA user_version` records the last one applied.
// Never edit a released migration: add a new one.
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "create feedback",
    sql: `
      CREATE TABLE feedback (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        message TEXT NOT NULL,
        submitted_at TEXT NOT NULL,
        received_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX feedback_received_at ON feedback (received_at);
    `,
  },
  {
    // Ids of submissions whose honeypot was filled: nothing else of them is kept. A repeat of such an id
    // answers like a repeat of a real one (docs/decisions/083-honeypot-answers-like-a-real-entry.md).
    version: 2,
    name: "create feedback_spam",
    sql: `
      CREATE TABLE feedback_spam (
        id TEXT PRIMARY KEY,
        received_at TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
    `,
  },
  // The office console (decision 140): accounts, sessions, audit log.
  ...OFFICE_MIGRATIONS,
];
