import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BackupError, createBackup, databaseInUse, restoreBackup } from "./backup";
import { openOfficeDatabase } from "./database";
import { fakeRegistry, OFFICE_DEFAULT } from "./releases/test-helpers";
import { createReleaseStore } from "./releases/store";

let dir: string;
let databasePath: string;
let dataDir: string;
const AT = new Date("2026-12-01T02:00:00Z");
const photo = randomBytes(3000);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "simpati-backup-"));
  databasePath = join(dir, "server", "portal.db");
  dataDir = join(dir, "server", "data");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const addFeedback = (db: Database.Database, count: number, from = 0) => {
  const insert = db.prepare("INSERT INTO feedback (id, name, email, message, submitted_at, received_at) VALUES (?, 'Siti', 'siti@contoh.id', 'Pesan', ?, ?)");
  db.transaction(() => {
    for (let index = from; index < from + count; index += 1) insert.run(`id-${index}`, AT.toISOString(), AT.toISOString());
  })();
};

/** A running office: the database open (WAL), a live release, a draft, and uploaded media. */
function seedOffice(): Database.Database {
  const db = openOfficeDatabase(databasePath);
  addFeedback(db, 25);
  db.prepare("INSERT INTO office_account (username, display_name, role, office_id, password_hash, created_at, updated_at) VALUES ('budi', 'Budi', 'admin', 'kua-coblong', 'scrypt$x', ?, ?)").run(AT.toISOString(), AT.toISOString());
  db.prepare("INSERT INTO content_draft (name, data, version, updated_by, updated_at) VALUES ('pages', ?, 3, 'siti', ?)").run(JSON.stringify({ beranda: { title: "Draf" } }), AT.toISOString());
  const releases = createReleaseStore(join(dataDir, "releases"));
  const id = releases.newId(AT);
  mkdirSync(join(releases.clientDirOf(id)), { recursive: true });
  writeFileSync(join(releases.clientDirOf(id), "404.html"), "<h1>404</h1>");
  mkdirSync(releases.contentDirOf(id));
  writeFileSync(join(releases.contentDirOf(id), "office.json"), JSON.stringify({ ...OFFICE_DEFAULT, officeName: "KUA Terbit" }));
  writeFileSync(join(releases.contentDirOf(id), "pages.json"), JSON.stringify({ beranda: { title: "Beranda Terbit" } }));
  releases.finish({ id, createdAt: AT.toISOString(), by: "budi", summary: "Diperbarui: Profil kantor", contents: ["office", "pages"] });
  releases.setLive(id);
  mkdirSync(join(dataDir, "media", "foto"), { recursive: true });
  writeFileSync(join(dataDir, "media", "foto", "kantor.jpg"), photo);
  return db;
}

const tables = (db: Database.Database) => db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all().map((row) => row.name);
const count = (db: Database.Database, table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("office:backup and office:restore", () => {
  it("round-trips the database rows and the files, content becoming drafts", async () => {
    const server = seedOffice();
    const out = join(dir, "cadangan", "backup.sqlite");
    const summary = await createBackup({ databasePath, dataDir, out, now: AT });
    expect(summary).toMatchObject({ file: out, files: 3 });
    expect(existsSync(`${out}-wal`)).toBe(false);
    const backup = new Database(out, { readonly: true });
    expect(backup.prepare("SELECT path FROM backup_file ORDER BY path").pluck().all()).toEqual(["content/office.json", "content/pages.json", "media/foto/kantor.jpg"]);
    expect(backup.pragma("journal_mode", { simple: true })).toBe("delete");
    backup.close();
    server.close();

    // A new machine: nothing there yet.
    const target = join(dir, "baru", "portal.db");
    const targetData = join(dir, "baru", "data");
    const restored = restoreBackup({ file: out, databasePath: target, dataDir: targetData, registry: fakeRegistry, now: AT });
    expect(restored).toEqual({ drafts: ["office"], media: 1, previousDatabase: null, liveRelease: summary.liveRelease });

    const db = new Database(target, { readonly: true });
    expect(tables(db)).not.toContain("backup_file");
    expect(tables(db)).not.toContain("backup_info");
    expect(count(db, "feedback")).toBe(25);
    expect(db.prepare("SELECT username FROM office_account").pluck().all()).toEqual(["budi"]);
    const drafts = db.prepare("SELECT name, data, version, updated_by FROM content_draft ORDER BY name").all();
    expect(drafts).toEqual([
      { name: "office", data: JSON.stringify({ ...OFFICE_DEFAULT, officeName: "KUA Terbit" }), version: 1, updated_by: "pemulihan" },
      // The staff's unpublished draft was newer than the live content: it is kept.
      { name: "pages", data: JSON.stringify({ beranda: { title: "Draf" } }), version: 3, updated_by: "siti" },
    ]);
    db.close();
    expect(readFileSync(join(targetData, "media", "foto", "kantor.jpg")).equals(photo)).toBe(true);
  });

  it("restores over an existing database, which is set aside rather than deleted", async () => {
    const server = seedOffice();
    const out = join(dir, "backup.sqlite");
    await createBackup({ databasePath, dataDir, out, now: AT });
    addFeedback(server, 5, 100);
    server.close();

    const restored = restoreBackup({ file: out, databasePath, dataDir, registry: fakeRegistry, now: AT });
    expect(restored.previousDatabase).toBe(`${databasePath}.sebelum-pemulihan-20261201-020000`);
    const previous = new Database(restored.previousDatabase!, { readonly: true });
    expect(count(previous, "feedback")).toBe(30);
    previous.close();
    const db = new Database(databasePath, { readonly: true });
    expect(count(db, "feedback")).toBe(25);
    db.close();
    expect(existsSync(`${databasePath}-wal`)).toBe(false);
  });

  it("refuses to restore while a server holds the database, and a file that is not a backup", async () => {
    const server = seedOffice();
    const out = join(dir, "backup.sqlite");
    await createBackup({ databasePath, dataDir, out, now: AT });
    expect(databaseInUse(databasePath)).toBe(true);
    expect(() => restoreBackup({ file: out, databasePath, dataDir, registry: fakeRegistry })).toThrow(/^Server masih memakai database ini\. Hentikan server dulu/);
    expect(count(server, "feedback")).toBe(25);
    server.close();
    expect(databaseInUse(databasePath)).toBe(false);

    expect(() => restoreBackup({ file: databasePath, databasePath: join(dir, "lain.db"), dataDir, registry: fakeRegistry })).toThrow(/bukan cadangan dari npm run office:backup/);
    writeFileSync(join(dir, "teks.sqlite"), "bukan database");
    expect(() => restoreBackup({ file: join(dir, "teks.sqlite"), databasePath: join(dir, "lain.db"), dataDir, registry: fakeRegistry })).toThrow(BackupError);
    expect(() => restoreBackup({ file: join(dir, "tidak-ada.sqlite"), databasePath: join(dir, "lain.db"), dataDir, registry: fakeRegistry })).toThrow(/tidak ditemukan/);
    expect(existsSync(join(dir, "lain.db"))).toBe(false);
  });

  it("makes a consistent backup while another process keeps writing", async () => {
    const server = seedOffice();
    server.close();
    // Another process (as the server would be) inserting rows one transaction at a time, as fast as it can.
    const sqlite = createRequire(import.meta.url).resolve("better-sqlite3");
    const writer = spawn(
      process.execPath,
      [
        "-e",
        `const D = require(${JSON.stringify(sqlite)}); const db = new D(process.argv[1]); db.pragma("busy_timeout = 5000");
         const insert = db.prepare("INSERT INTO feedback (id, name, email, message, submitted_at, received_at) VALUES (?, 'A', 'a@b.id', 'x', '', '')");
         let n = 0; const batch = db.transaction(() => { for (let i = 0; i < 20; i += 1) insert.run("w-" + n++); });
         const tick = () => { batch(); if (n === 20) console.log("mulai"); setImmediate(tick); }; tick();`,
        databasePath,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise<void>((resolve) => writer.stdout!.once("data", () => resolve()));
      const seen: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        const out = join(dir, `backup-${round}.sqlite`);
        await createBackup({ databasePath, dataDir, out, now: AT });
        const backup = new Database(out, { readonly: true });
        expect(backup.pragma("integrity_check", { simple: true })).toBe("ok");
        // Whole transactions only, in order: the written rows are exactly w-0 … w-(n-1), n a multiple of 20.
        const written = backup.prepare("SELECT id FROM feedback WHERE id LIKE 'w-%' ORDER BY seq").pluck().all() as string[];
        expect(written.length % 20).toBe(0);
        expect(written).toEqual(written.map((_, index) => `w-${index}`));
        seen.push(written.length);
        backup.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen[2]!).toBeGreaterThan(seen[0]!);
    } finally {
      writer.kill();
    }
  });
});
