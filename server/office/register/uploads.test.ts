import { describe, expect, it } from "vitest";
import { createUploadStore } from "./uploads";

const counts = { rows: 1, new: 1, changed: 0, unchanged: 0, gone: 0, errors: 0, warnings: 0 };
const upload = (accountId: number, fileName: string) => ({ accountId, fileName, accepted: true, register: null, counts, baseVersion: 0 });

describe("uploads kept in memory", () => {
  it("keeps each account's newest three, for thirty minutes, and never lends one account's upload to another", () => {
    let now = 0;
    const store = createUploadStore({ now: () => now });
    const first = store.add(upload(1, "satu.xlsx"));
    const others = ["dua", "tiga", "empat"].map((name) => store.add(upload(1, `${name}.xlsx`)));
    const theirs = store.add(upload(2, "lain.xlsx"));
    expect(store.find(1, first.id)).toBeUndefined();
    expect(others.map((item) => store.find(1, item.id)?.fileName)).toEqual(["dua.xlsx", "tiga.xlsx", "empat.xlsx"]);
    expect(store.find(1, theirs.id)).toBeUndefined();
    expect(store.find(2, theirs.id)?.fileName).toBe("lain.xlsx");

    now += 29 * 60_000;
    expect(store.size()).toBe(4);
    now += 60_000;
    expect(store.find(2, theirs.id)).toBeUndefined();
    expect(store.size()).toBe(0);
  });

  it("forgets an upload removed", () => {
    const store = createUploadStore({ now: () => 0 });
    const kept = store.add(upload(1, "a.csv"));
    expect(store.remove(1, kept.id)).toBe(true);
    expect(store.remove(1, kept.id)).toBe(false);
    expect(store.find(1, kept.id)).toBeUndefined();
  });
});
