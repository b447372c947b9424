import { describe, expect, it } from "vitest";
import {
  FEEDBACK_STORAGE_KEY,
  backupKeyFor,
  isQuotaError,
  readFeedback,
  saveFeedback,
  type StorageLike,
} from "./storage";
import type { LocalFeedbackEntry as FeedbackEntry } from "~/lib/feedback-entry";

class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  failWrite?: (key: string) => unknown;
  failRead?: unknown;
  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.data.set(key, value);
  }
  getItem(key: string) {
    if (this.failRead) throw this.failRead;
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const error = this.failWrite?.(key);
    if (error) throw error;
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const entry: FeedbackEntry = {
  name: "Siti Aminah",
  email: "siti@contoh.id",
  message: "Mohon jadwal ikrar wakaf diumumkan.",
  timestamp: "2025-10-20T03:04:05.000Z",
};
const NOW = new Date("2025-10-20T03:04:05.678Z");
const quota = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");
const stored = (storage: MemoryStorage, key = FEEDBACK_STORAGE_KEY) => JSON.parse(storage.data.get(key) ?? "null");

describe("saveFeedback", () => {
  it("starts the list when nothing is stored yet", () => {
    const storage = new MemoryStorage();
    expect(saveFeedback(storage, entry, NOW)).toEqual({ ok: true, entry, count: 1 });
    expect(stored(storage)).toEqual([entry]);
  });

  it("appends and keeps earlier entries as they were", () => {
    const older = { name: "Budi", email: "budi@contoh.id", message: "Terima kasih.", timestamp: "2025-10-01T00:00:00.000Z", id: 7 };
    const storage = new MemoryStorage({ [FEEDBACK_STORAGE_KEY]: JSON.stringify([older]) });
    expect(saveFeedback(storage, entry, NOW)).toMatchObject({ ok: true, count: 2 });
    expect(stored(storage)).toEqual([older, entry]);
  });

  it("stores exactly the four SPEC fields of the entry", () => {
    const storage = new MemoryStorage();
    saveFeedback(storage, entry, NOW);
    expect(Object.keys(stored(storage)[0]).sort()).toEqual(["email", "message", "name", "timestamp"]);
  });

  it.each([
    ["text that is not JSON", "{oops"],
    ["a JSON object", '{"name":"x"}'],
    ["JSON null", "null"],
    ["a JSON number", "42"],
    ["a JSON string", '"[]"'],
  ])("moves %s to a backup key and starts a fresh list", (_label, raw) => {
    const storage = new MemoryStorage({ [FEEDBACK_STORAGE_KEY]: raw });
    const result = saveFeedback(storage, entry, NOW);
    expect(result).toEqual({ ok: true, entry, count: 1, backupKey: "wakafFeedback.backup-1760929445678" });
    expect(storage.data.get("wakafFeedback.backup-1760929445678")).toBe(raw);
    expect(stored(storage)).toEqual([entry]);
  });

  it("reports a full quota and leaves the stored list untouched", () => {
    const before = JSON.stringify([entry]);
    const storage = new MemoryStorage({ [FEEDBACK_STORAGE_KEY]: before });
    storage.failWrite = quota;
    expect(saveFeedback(storage, entry, NOW)).toEqual({ ok: false, error: "quota" });
    expect(storage.data.get(FEEDBACK_STORAGE_KEY)).toBe(before);
  });

  it("does not replace a corrupt value when its backup cannot be written", () => {
    const storage = new MemoryStorage({ [FEEDBACK_STORAGE_KEY]: "{oops" });
    storage.failWrite = (key) => (key.startsWith(`${FEEDBACK_STORAGE_KEY}.backup-`) ? quota() : undefined);
    expect(saveFeedback(storage, entry, NOW)).toEqual({ ok: false, error: "quota" });
    expect(storage.data.get(FEEDBACK_STORAGE_KEY)).toBe("{oops");
  });

  it("reports storage that refuses to be read (disabled, private mode) as unavailable", () => {
    const storage = new MemoryStorage();
    storage.failRead = new DOMException("The operation is insecure.", "SecurityError");
    expect(saveFeedback(storage, entry, NOW)).toEqual({ ok: false, error: "unavailable" });
  });

  it("reports a write refused for another reason as unavailable", () => {
    const storage = new MemoryStorage();
    storage.failWrite = () => new DOMException("denied", "SecurityError");
    expect(saveFeedback(storage, entry, NOW)).toEqual({ ok: false, error: "unavailable" });
  });

  it("reports missing storage as unavailable", () => {
    expect(saveFeedback(null, entry, NOW)).toEqual({ ok: false, error: "unavailable" });
  });
});

describe("readFeedback", () => {
  it("reads an empty, a stored and a corrupt list", () => {
    expect(readFeedback(new MemoryStorage())).toEqual({ ok: true, entries: [] });
    expect(readFeedback(new MemoryStorage({ [FEEDBACK_STORAGE_KEY]: JSON.stringify([entry]) }))).toEqual({ ok: true, entries: [entry] });
    expect(readFeedback(new MemoryStorage({ [FEEDBACK_STORAGE_KEY]: "{}" }))).toEqual({ ok: false, reason: "corrupt", raw: "{}" });
    expect(readFeedback(null)).toEqual({ ok: false, reason: "unavailable" });
  });
});

describe("isQuotaError", () => {
  it("recognises the browsers' quota errors and nothing else", () => {
    expect(isQuotaError(quota())).toBe(true);
    expect(isQuotaError({ name: "NS_ERROR_DOM_QUOTA_REACHED" })).toBe(true);
    expect(isQuotaError({ name: "Error", code: 22 })).toBe(true);
    expect(isQuotaError(new DOMException("x", "SecurityError"))).toBe(false);
    expect(isQuotaError(new Error("x"))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it("backup keys carry the time in milliseconds", () => {
    expect(backupKeyFor(NOW)).toBe("wakafFeedback.backup-1760929445678");
  });
});
