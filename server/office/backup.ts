// `npm run office:backup` and `npm run office:restore` (decision 141): one SQLite file holds everything
// an office would lose with its disk: the database (copied with SQLite's online backup, consistent while
// the server keeps writing) plus, in a table `backup_file`, the live release's content files and the
// uploaded media. Restoring puts the database and the media back and turns the content into drafts.
import Database from "better-sqlite3";
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { MIGRATIONS } from "../feedback/migrations";
import { migrate } from "../feedback/sqlite-store";
import type { ContentRegistry } from "./content/registry";
import { syncFolder } from "./releases/atomic-file";
import { mediaDirOf, releasesDirOf } from "./releases/data-dir";
import { createReleaseStore } from "./releases/store";

/** Bumped if the layout of the backup file changes; restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;
/** Who the restored drafts say saved them. */
export const RESTORE_ACTOR = "pemulihan";
// The whole database in one backup step: one read transaction, so one consistent moment even while the
// server writes (WAL: the server is not blocked meanwhile). In steps of 100 pages, a write by the server
// between two steps would restart the copy, perhaps forever on a busy day.
const ALL_PAGES = 0x7fffffff;

/** A refusal or failure the command line prints as it is (Indonesian, for the operator). */
export class BackupError extends Error {}

export interface BackupOptions {
  databasePath: string;
  dataDir: string;
  /** The backup file to write (replaced if it exists, only once the new one is complete). */
  out: string;
  now?: Date;
}

export interface BackupSummary {
  file: string;
  /** Data files added beside the database. */
  files: number;
  /** Size of the backup file. */
  bytes: number;
  liveRelease: string | null;
}

/** `backup-20261201-020000.sqlite` in `<dataDir>/cadangan/`: sortable, one per run. */
export function defaultBackupPath(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return join(dataDir, "cadangan", `backup-${stamp}.sqlite`);
}

/** Every regular file under `dir`, as paths relative to it with "/" (symbolic links are not followed). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) found.push(relative(dir, path).split(sep).join("/"));
    }
  };
  visit(dir);
  return found.sort();
}

function fsyncFile(path: string): void {
  const fd = openSync(path, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export async function createBackup({ databasePath, dataDir, out, now = new Date() }: BackupOptions): Promise<BackupSummary> {
  if (!existsSync(databasePath)) throw new BackupError(`Database tidak ditemukan: ${databasePath}. Periksa DATABASE_PATH.`);
  mkdirSync(dirname(out), { recursive: true });
  const temp = `${out}.${process.pid}.tmp`;
  rmSync(temp, { force: true });

  const source = new Database(databasePath, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(temp, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }

  const releases = createReleaseStore(releasesDirOf(dataDir));
  const liveRelease = releases.liveId();
  const files: { path: string; from: string }[] = [];
  if (liveRelease) {
    const contentDir = releases.contentDirOf(liveRelease);
    for (const name of filesUnder(contentDir)) files.push({ path: `content/${name}`, from: join(contentDir, name) });
  }
  const mediaDir = mediaDirOf(dataDir);
  for (const name of filesUnder(mediaDir)) files.push({ path: `media/${name}`, from: join(mediaDir, name) });

  const backup = new Database(temp);
  try {
    // One self-contained file: no -wal beside it to forget when copying it away.
    backup.pragma("journal_mode = DELETE");
    backup.exec(`
      CREATE TABLE backup_file (path TEXT PRIMARY KEY, content BLOB NOT NULL) STRICT;
      CREATE TABLE backup_info (key TEXT PRIMARY KEY, value TEXT) STRICT;
    `);
    const addFile = backup.prepare("INSERT INTO backup_file (path, content) VALUES (?, ?)");
    const addInfo = backup.prepare("INSERT INTO backup_info (key, value) VALUES (?, ?)");
    backup.transaction(() => {
      for (const file of files) {
        addFile.run(file.path, readFileSync(file.from));
      }
      addInfo.run("format", String(BACKUP_FORMAT));
      addInfo.run("created_at", now.toISOString());
      addInfo.run("live_release", liveRelease);
    })();
    const check = backup.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new BackupError(`Cadangan yang baru dibuat rusak (${String(check)}). Coba lagi.`);
  } catch (error) {
    backup.close();
    rmSync(temp, { force: true });
    throw error;
  }
  backup.close();
  fsyncFile(temp);
  renameSync(temp, out);
  syncFolder(dirname(out));
  return { file: out, files: files.length, bytes: statSync(out).size, liveRelease };
}

/**
 * Whether a process (the server) has the database open. Every connection to a WAL database holds a
 * shared lock for as long as it is open, even when idle, so an exclusive lock is refused at once.
 */
export function databaseInUse(databasePath: string): boolean {
  if (!existsSync(databasePath)) return false;
  const probe = new Database(databasePath, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE; COMMIT;");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) return true;
    throw error;
  } finally {
    probe.close();
  }
}

interface BackupFileRow {
  path: string;
  content: Buffer;
}

/** Opens a backup file read-only after checking it is one, whole, and not newer than this app. */
export function openVerifiedBackup(file: string): Database.Database {
  if (!existsSync(file)) throw new BackupError(`Berkas cadangan tidak ditemukan: ${file}`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma("schema_version");
  } catch {
    throw new BackupError(`${file} bukan berkas cadangan SQLITE yang dapat dibaca.`);
  }
  const refuse = (message: string) => {
    db.close();
    return new BackupError(message);
  };
  const tables = new Set(db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((row) => row.name));
  for (const table of ["backup_file", "backup_info", "feedback", "office_account"]) {
    if (!tables.has(table)) throw refuse(`${file} bukan cadangan dari npm run office:backup (tabel ${table} tidak ada).`);
  }
  const format = db.prepare<[], { value: string }>("SELECT value FROM backup_info WHERE key = 'format'").get()?.value;
  if (format !== String(BACKUP_FORMAT)) throw refuse(`Format cadangan ${format ?? "?"} tidak dikenal oleh versi aplikasi ini.`);
  const check = db.pragma("integrity_check", { simple: true });
  if (check !== "ok") throw refuse(`Berkas cadangan rusak (${String(check)}). Pakai cadangan lain.`);
  const version = db.pragma("user_version", { simple: true }) as number;
  const latest = MIGRATIONS.at(-1)?.version ?? 0;
  if (version > latest) throw refuse(`Cadangan ini dibuat oleh versi aplikasi yang lebih baru (skema ${version}, aplikasi ini ${latest}). Perbarui aplikasi dulu.`);
  return db;
}

/** A path inside the backup that may be written under the data folder ("media/…", no "..", not absolute). */
function safeMediaPath(path: string): string | undefined {
  if (!path.startsWith("media/")) return undefined;
  const parts = path.slice("media/".length).split("/");
  if (parts.some((part) => part === "" || part === "." || part === ".." || part.includes("\\") || part.includes("\0"))) return undefined;
  return parts.join(sep);
}

export interface RestoreOptions {
  file: string;
  databasePath: string;
  dataDir: string;
  /** Maps the backup's content files (content/office.json) to the drafts they become. */
  registry: ContentRegistry;
  now?: Date;
}

export interface RestoreSummary {
  /** Content names restored as drafts (a draft already in the backup is kept instead). */
  drafts: string[];
  media: number;
  /** Where the database that was replaced was moved, if there was one. */
  previousDatabase: string | null;
  /** The release that was live when the backup was made. */
  liveRelease: string | null;
}

export function restoreBackup({ file, databasePath, dataDir, registry, now = new Date() }: RestoreOptions): RestoreSummary {
  if (databaseInUse(databasePath)) {
    throw new BackupError("Server masih memakai database ini. Hentikan server dulu (misalnya `systemctl stop` untuk layanannya), lalu ulangi pemulihan.");
  }
  const backup = openVerifiedBackup(file);
  let rows: BackupFileRow[];
  let liveRelease: string | null;
  try {
    rows = backup.prepare<[], BackupFileRow>("SELECT path, content FROM backup_file ORDER BY path").all();
    liveRelease = backup.prepare<[], { value: string | null }>("SELECT value FROM backup_info WHERE key = 'live_release'").get()?.value ?? null;
  } finally {
    backup.close();
  }

  // The new database is made complete beside the old one, then swapped in by a rename.
  mkdirSync(dirname(databasePath), { recursive: true });
  const temp = `${databasePath}.${process.pid}.pemulihan.tmp`;
  rmSync(temp, { force: true });
  copyFileSync(file, temp);
  const drafts: string[] = [];
  const db = new Database(temp);
  try {
    db.pragma("journal_mode = DELETE");
    db.exec("DROP TABLE backup_file; DROP TABLE backup_info;");
    // A backup from an older version gets this version's tables (content_draft among them).
    migrate(db);
    const hasDraft = db.prepare<[string], { n: number }>("SELECT 1 AS n FROM content_draft WHERE name = ? AND data IS NOT NULL");
    // A file whose earlier draft ended keeps its version count (drafts.ts): the restored draft goes on from it.
    const insert = db.prepare(
      "INSERT INTO content_draft (name, data, version, updated_by, updated_at) VALUES (?, ?, 1, ?, ?) ON CONFLICT (name) DO UPDATE SET data = excluded.data, version = content_draft.version + 1, updated_by = excluded.updated_by, updated_at = excluded.updated_at",
    );
    db.transaction(() => {
      for (const row of rows) {
        if (!row.path.startsWith("content/")) continue;
        const fileName = row.path.slice("content/".length);
        const name = Object.keys(registry.files).find((key) => registry.files[key]!.file === fileName);
        // Unsaved work in the backup is newer than the content it was drafted on: it stays the draft.
        if (!name || hasDraft.get(name)) continue;
        const data: unknown = JSON.parse(row.content.toString("utf8"));
        insert.run(name, JSON.stringify(data), RESTORE_ACTOR, now.toISOString());
        drafts.push(name);
      }
    })();
    // The dropped files' pages are given back, so the restored database is no bigger than needed.
    db.exec("VACUUM");
  } catch (error) {
    db.close();
    rmSync(temp, { force: true });
    throw error;
  }
  db.close();
  fsyncFile(temp);

  let previousDatabase: string | null = null;
  if (existsSync(databasePath)) {
    // Opened and closed once: SQLite folds a leftover -wal into the file, so the copy set aside is whole
    // and no stale -wal can be replayed onto the restored database.
    new Database(databasePath, { fileMustExist: true }).close();
    const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
    previousDatabase = `${databasePath}.sebelum-pemulihan-${stamp}`;
    renameSync(databasePath, previousDatabase);
  }
  for (const suffix of ["-wal", "-shm"]) rmSync(`${databasePath}${suffix}`, { force: true });
  renameSync(temp, databasePath);
  syncFolder(dirname(databasePath));

  let media = 0;
  const mediaDir = mediaDirOf(dataDir);
  for (const row of rows) {
    const path = safeMediaPath(row.path);
    if (!path) continue;
    const target = join(mediaDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, row.content);
    media += 1;
  }
  return { drafts, media, previousDatabase, liveRelease };
}
