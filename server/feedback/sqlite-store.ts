import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { FeedbackEntry } from "../../app/lib/feedback-entry";
import { MIGRATIONS, type Migration } from "./migrations";
import type { FeedbackStore, ListOptions, StoredFeedback } from "./store";

export interface SqliteStoreOptions {
  /** A file path, or ":memory:" for tests. The folder is created when missing. */
  path: string;
  /** Open for export only: no migrations, no writes. */
  readonly?: boolean;
  /** For tests of the migration runner. */
  migrations?: readonly Migration[];
}

/** A row of the `feedback` table (migration 1); the office inbox reads the same rows. */
export interface FeedbackRow {
  id: string;
  name: string;
  email: string;
  message: string;
  submitted_at: string;
  received_at: string;
}
type Row = FeedbackRow;

/** Applies every migration newer than the file's `user_version`, each in its own transaction. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number {
  const current = db.pragma("user_version", { simple: true }) as number;
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(
      `Database feedback memakai skema versi ${current}, lebih baru dari versi ${latest} yang dikenal aplikasi ini. ` +
        "Perbarui aplikasi sebelum memakai berkas ini.",
    );
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return db.pragma("user_version", { simple: true }) as number;
}

/** The embedded default store: one SQLite file in WAL mode. */
/**
 * Opens the portal's database file (created with its folder when missing), the one way every part of the
 * server does: the feedback store and the office console each keep a connection of their own.
 */
export function openPortalDatabase(path: string, { readonly = false, migrations = MIGRATIONS }: { readonly?: boolean; migrations?: readonly Migration[] } = {}): Database.Database {
  if (!readonly && path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { readonly, fileMustExist: readonly });
  // Another process (the export) or the other connection may hold the file briefly; wait instead of failing.
  db.pragma("busy_timeout = 5000");
  if (!readonly) {
    // WAL: readers (the export) never block the server's writes, and the two connections write in turn.
    // synchronous=FULL syncs the log on every commit, so an acknowledged write survives a power cut as
    // well as a killed process.
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    migrate(db, migrations);
  }
  return db;
}

export function openSqliteStore({ path, readonly = false, migrations = MIGRATIONS }: SqliteStoreOptions): FeedbackStore {
  const db = openPortalDatabase(path, { readonly, migrations });

  const insert = readonly
    ? undefined
    : db.prepare(
        `INSERT INTO feedback (id, name, email, message, submitted_at, received_at)
         VALUES (@id, @name, @email, @message, @timestamp, @receivedAt)
         ON CONFLICT (id) DO NOTHING`,
      );
  const insertSpam = readonly
    ? undefined
    : db.prepare("INSERT INTO feedback_spam (id, received_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING");
  const isSpam = readonly ? undefined : db.prepare<[string], { n: number }>("SELECT 1 AS n FROM feedback_spam WHERE id = ?");
  const isStored = db.prepare<[string], { n: number }>("SELECT 1 AS n FROM feedback WHERE id = ?");
  const listAll = db.prepare<[], Row>(
    "SELECT id, name, email, message, submitted_at, received_at FROM feedback ORDER BY seq",
  );
  const listSince = db.prepare<[string], Row>(
    "SELECT id, name, email, message, submitted_at, received_at FROM feedback WHERE received_at >= ? ORDER BY seq",
  );
  const count = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM feedback");

  const toStored = (row: Row): StoredFeedback => ({
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    timestamp: row.submitted_at,
    receivedAt: row.received_at,
  });

  // Group commit: inserts that arrive while the event loop is busy are written in one transaction, so
  // one fsync (synchronous=FULL) covers them all; each caller is answered only after that commit. One
  // fsync per entry would cap the server at ~150 entries/s on a small VPS disk.
  // Spam goes through the same batch and fsync, so it is not answered faster than a real entry.
  type Outcome = "created" | "duplicate";
  type Pending = { entry: FeedbackEntry; receivedAt: Date; spam: boolean; sameAs?: string; resolve: (outcome: Outcome) => void; reject: (error: unknown) => void };
  let pending: Pending[] = [];
  const writeOne = ({ entry, receivedAt, spam, sameAs }: Pending): Outcome => {
    if (spam) {
      const fresh = insertSpam!.run(entry.id, receivedAt.toISOString()).changes === 1;
      return fresh && !isStored.get(entry.id) ? "created" : "duplicate";
    }
    if (isSpam!.get(entry.id) || (sameAs && isStored.get(sameAs))) return "duplicate";
    const changes = insert!.run({
      id: entry.id,
      name: entry.name,
      email: entry.email,
      message: entry.message,
      timestamp: entry.timestamp,
      receivedAt: receivedAt.toISOString(),
    }).changes;
    return changes === 1 ? "created" : "duplicate";
  };
  const writeBatch = insert ? db.transaction((batch: Pending[]) => batch.map(writeOne)) : undefined;

  function flush() {
    const batch = pending;
    pending = [];
    try {
      const outcomes = writeBatch!(batch);
      batch.forEach((item, index) => item.resolve(outcomes[index]!));
    } catch (error) {
      // The whole transaction rolled back: nobody is told "stored".
      for (const item of batch) item.reject(error);
    }
  }

  return {
    insert(entry: FeedbackEntry, receivedAt: Date, { spam = false, sameAs }: { spam?: boolean; sameAs?: string } = {}) {
      if (!writeBatch) return Promise.reject(new Error("Database feedback dibuka hanya-baca."));
      return new Promise((resolve, reject) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ entry, receivedAt, spam, sameAs, resolve, reject });
      });
    },
    async list(options: ListOptions = {}) {
      const rows = options.since ? listSince.all(options.since.toISOString()) : listAll.all();
      return rows.map(toStored);
    },
    async count() {
      return count.get()?.n ?? 0;
    },
    async close() {
      if (pending.length > 0) flush();
      if (db.open) db.close();
    },
  };
}
