import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FEEDBACK_REASONS, FEEDBACK_STATUSES, NOTE_MAX } from "../../../app/lib/office/inbox";
import { migrate } from "../../feedback/sqlite-store";
import { createInboxStore } from "./store";

let db: Database.Database;

beforeEach(() => {
  db = new Database(":memory:");
  db.pragma("foreign_keys = ON");
  migrate(db);
  db.prepare("INSERT INTO feedback (id, name, email, message, submitted_at, received_at) VALUES ('f-1', 'A', 'a@contoh.id', 'Pesan', 'x', '2026-12-01T00:00:00.000Z')").run();
});
afterEach(() => db.close());

const insert = (values: Record<string, unknown>) =>
  db
    .prepare("INSERT INTO feedback_triage (feedback_id, status, reason, note, version, updated_by, updated_at) VALUES (@id, @status, @reason, @note, @version, 'siti', 'now')")
    .run({ id: "f-1", status: "dibaca", reason: null, note: "", version: 1, ...values });

describe("feedback_triage (migration 4)", () => {
  it("takes every status and reason of the shared vocabulary", () => {
    for (const status of FEEDBACK_STATUSES) {
      for (const reason of [...FEEDBACK_REASONS, null]) {
        insert({ status, reason, note: "x".repeat(NOTE_MAX) });
        db.exec("DELETE FROM feedback_triage");
      }
    }
  });

  it("refuses what the API would refuse, even written past it", () => {
    expect(() => insert({ status: "dihapus" })).toThrow(/CHECK/);
    expect(() => insert({ reason: "tanpa" })).toThrow(/CHECK/);
    expect(() => insert({ note: "x".repeat(NOTE_MAX + 1) })).toThrow(/CHECK/);
    expect(() => insert({ version: 0 })).toThrow(/CHECK/);
    expect(() => insert({ id: "tidak-ada" })).toThrow(/FOREIGN KEY/);
    expect(() => insert({ version: "satu" })).toThrow(/cannot store TEXT value in INTEGER column/);
  });
});

describe("inbox store", () => {
  it("applies a change only at the version it was made from", () => {
    const store = createInboxStore(db);
    const first = store.update("f-1", 0, { status: "dibaca" }, "siti", new Date(0));
    expect(first).toMatchObject({ ok: true, changed: true, item: { status: "dibaca", version: 1 } });
    expect(store.update("f-1", 0, { status: "selesai" }, "budi", new Date(0))).toMatchObject({ ok: false, refusal: "stale_edit", item: { status: "dibaca", version: 1, updatedBy: "siti" } });
    expect(store.update("f-2", 0, { status: "selesai" }, "budi", new Date(0))).toEqual({ ok: false, refusal: "feedback_not_found" });
    expect(store.find("f-1")).toMatchObject({ status: "dibaca", version: 1 });
  });
});
