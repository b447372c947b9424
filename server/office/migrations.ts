// The office console's tables, in the same SQLite file (and the same `user_version` sequence) as the
// feedback: server/feedback/migrations.ts lists these after its own. Never edit a released one.
import type { Migration } from "../feedback/migrations";

export const OFFICE_MIGRATIONS: readonly Migration[] = [
  {
    // Accounts, sessions (only the SHA-256 of each session id) and the audit log (decision 140).
    version: 3,
    name: "create office accounts, sessions and audit log",
    sql: `
      CREATE TABLE office_account (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(username) BETWEEN 3 AND 40),
        display_name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'staf')),
        office_id TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE office_session (
        id_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES office_account (id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX office_session_account ON office_session (account_id);
      CREATE TABLE office_audit (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        account_id INTEGER,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        address TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT '{}'
      ) STRICT;
    `,
  },
  {
    // The feedback inbox's triage (server/office/inbox/): one row per message staff have touched; a message
    // without one is "baru". The lists are written out here, not taken from app/lib/office/inbox.ts, because
    // a released migration must never change: a new status or reason needs a new migration.
    version: 4,
    name: "create feedback triage",
    sql: `
      CREATE TABLE feedback_triage (
        feedback_id TEXT PRIMARY KEY REFERENCES feedback (id),
        status TEXT NOT NULL CHECK (status IN ('baru', 'dibaca', 'ditindaklanjuti', 'selesai')),
        reason TEXT CHECK (reason IS NULL OR reason IN ('pertanyaan', 'kritik', 'saran', 'pengaduan', 'lainnya')),
        note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
        version INTEGER NOT NULL CHECK (version >= 1),
        updated_by TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    // Drafts of the content files the console edits (office details, page texts), one row per file;
    // `version` guards against two people overwriting each other (decision 141).
    version: 5,
    name: "create content drafts",
    sql: `
      CREATE TABLE content_draft (
        name TEXT PRIMARY KEY,
        data TEXT,
        version INTEGER NOT NULL,
        updated_by TEXT,
        updated_at TEXT
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    // What each site of the register looked like at each publication that changed it (issue 34,
    // server/office/register/history-store.ts): one row per new, changed or removed site, its GeoJSON
    // feature as published (a removed one: as last published). Written only once a release is live.
    version: 6,
    name: "create site history",
    sql: `
      CREATE TABLE site_history (
        id INTEGER PRIMARY KEY,
        release_id TEXT NOT NULL,
        published_at TEXT NOT NULL,
        published_by TEXT NOT NULL,
        site_id TEXT NOT NULL,
        change TEXT NOT NULL CHECK (change IN ('baru', 'berubah', 'dihapus')),
        feature TEXT NOT NULL
      ) STRICT;
      CREATE INDEX site_history_site ON site_history (site_id, published_at);
    `,
  },
];
