import Database from "better-sqlite3";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FeedbackEntry } from "../../app/lib/feedback-entry";
import { checkFeedbackEntry } from "../../app/lib/feedback-entry.schema";
import { MIGRATIONS } from "./migrations";
import { migrate, openSqliteStore } from "./sqlite-store";
import { makeTempDir, validEntry } from "./test-helpers";

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir("simpati-db-");
});
afterEach(() => temp.remove());

function entry(overrides: Record<string, unknown> = {}): FeedbackEntry {
  const checked = checkFeedbackEntry(validEntry(overrides));
  if (!checked.ok) throw new Error("test entry invalid");
  return checked.entry;
}

describe("SQLite feedback store", () => {
  it("creates the folder and the file on first start, in WAL mode, at the latest schema", async () => {
    const path = join(temp.dir, "nested", "data", "feedback.db");
    const store = openSqliteStore({ path });
    await store.insert(entry(), new Date());
    await store.close();
    expect(existsSync(path)).toBe(true);
    const db = new Database(path, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.at(-1)!.version);
    db.close();
  });

  it("keeps entries across reopenings and applies no migration twice", async () => {
    const path = join(temp.dir, "feedback.db");
    const first = openSqliteStore({ path });
    const a = entry();
    expect(await first.insert(a, new Date("2025-03-01T00:00:00Z"))).toBe("created");
    await first.close();
    const second = openSqliteStore({ path });
    expect(await second.insert(a, new Date())).toBe("duplicate");
    expect(await second.count()).toBe(1);
    await second.close();
  });

  it("upgrades an older file with later migrations, in order", () => {
    const db = new Database(":memory:");
    const latest = MIGRATIONS.at(-1)!.version;
    expect(migrate(db, MIGRATIONS)).toBe(latest);
    const next = [...MIGRATIONS, { version: latest + 1, name: "add note", sql: "ALTER TABLE feedback ADD COLUMN note TEXT" }];
    expect(migrate(db, next)).toBe(latest + 1);
    const columns = db.prepare("SELECT name FROM pragma_table_info('feedback')").all() as { name: string }[];
    expect(columns.map((c) => c.name)).toContain("note");
    expect(migrate(db, next)).toBe(latest + 1);
  });

  it("rolls a failing migration back completely", () => {
    const db = new Database(":memory:");
    const latest = MIGRATIONS.at(-1)!.version;
    const broken = [...MIGRATIONS, { version: latest + 1, name: "broken", sql: "CREATE TABLE extra (x TEXT); SELECT * FROM missing;" }];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.pragma("user_version", { simple: true })).toBe(latest);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").get()).toBeUndefined();
  });

  it("refuses a file written by a newer version of the application", () => {
    const db = new Database(":memory:");
    db.pragma("user_version = 99");
    expect(() => migrate(db, MIGRATIONS)).toThrow(/versi 99/);
  });

  it("commits concurrent inserts together and still tells each caller its own outcome", async () => {
    const store = openSqliteStore({ path: join(temp.dir, "feedback.db") });
    const entries = Array.from({ length: 50 }, () => entry());
    const outcomes = await Promise.all([
      ...entries.map((e) => store.insert(e, new Date())),
      // The same ids again, in the same batch: duplicates, not second rows.
      ...entries.slice(0, 10).map((e) => store.insert({ ...e, message: "kedua" }, new Date())),
    ]);
    expect(outcomes.filter((o) => o === "created")).toHaveLength(50);
    expect(outcomes.slice(50)).toEqual(Array(10).fill("duplicate"));
    expect(await store.count()).toBe(50);
    expect((await store.list()).map((row) => row.id)).toEqual(entries.map((e) => e.id));
    await store.close();
  });

  it("lists in order of arrival, optionally since an instant", async () => {
    const store = openSqliteStore({ path: ":memory:" });
    const early = entry({ name: "Pertama" });
    const late = entry({ name: "Kedua" });
    await store.insert(early, new Date("2025-03-01T10:00:00Z"));
    await store.insert(late, new Date("2025-03-02T10:00:00Z"));
    expect((await store.list()).map((row) => row.name)).toEqual(["Pertama", "Kedua"]);
    expect((await store.list({ since: new Date("2025-03-02T00:00:00Z") })).map((row) => row.name)).toEqual(["Kedua"]);
    expect((await store.list({ since: new Date("2025-03-02T10:00:00Z") })).map((row) => row.name)).toEqual(["Kedua"]);
    await store.close();
  });

  it("opens read-only for export, and refuses a missing file instead of creating one", async () => {
    const path = join(temp.dir, "feedback.db");
    const writer = openSqliteStore({ path });
    await writer.insert(entry(), new Date());
    const reader = openSqliteStore({ path, readonly: true });
    expect(await reader.count()).toBe(1);
    await expect(reader.insert(entry(), new Date())).rejects.toThrow(/hanya-baca/);
    await reader.close();
    await writer.close();
    expect(() => openSqliteStore({ path: join(temp.dir, "tidak-ada.db"), readonly: true })).toThrow();
    expect(existsSync(join(temp.dir, "tidak-ada.db"))).toBe(false);
  });
});
