// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { feedbackEntryId } from "~/lib/feedback-entry-id";
import { enqueueFeedback } from "./enqueue";
import { hasQueuedFeedback, OUTBOX_KEY, OUTBOX_LIMIT, readOutbox, writeOutbox } from "./outbox";

const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const saved = (name = "Siti") => ({ name, email: "siti@contoh.id", message: "Saran", timestamp: "2025-03-14T02:30:00.000Z" });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("feedback outbox", () => {
  it("queues an entry under the id of its saved fields, due at once, after earlier ones", () => {
    const first = enqueueFeedback(saved("Ahmad"), 1000);
    const second = enqueueFeedback(saved("Bunga"), 2000);
    expect(first.queued && second.queued).toBe(true);
    expect(first.item.entry.id).toMatch(UUID_V8);
    expect(first.item.entry.id).not.toBe(second.item.entry.id);
    expect(first.item.entry.id).toBe(feedbackEntryId(saved("Ahmad")));
    expect(readOutbox()).toEqual([
      { entry: { id: first.item.entry.id, ...saved("Ahmad") }, attempts: 0, nextAttemptAt: 1000 },
      { entry: { id: second.item.entry.id, ...saved("Bunga") }, attempts: 0, nextAttemptAt: 2000 },
    ]);
    expect(hasQueuedFeedback()).toBe(true);
  });

  it("carries the honeypot value when the form has one, and nothing else", () => {
    const { item } = enqueueFeedback({ ...saved(), website: "spam", extra: "x" } as never);
    expect(Object.keys(item.entry).sort()).toEqual(["email", "id", "message", "name", "timestamp", "website"]);
  });

  it(`keeps at most ${OUTBOX_LIMIT} entries, dropping the oldest`, () => {
    for (let i = 0; i < OUTBOX_LIMIT + 3; i += 1) enqueueFeedback(saved(`Orang ${i}`));
    const items = readOutbox();
    expect(items).toHaveLength(OUTBOX_LIMIT);
    expect(items[0]!.entry.name).toBe("Orang 3");
  });

  it.each([["not JSON", "{rusak"], ["not a list", '{"a":1}'], ["null", "null"]])("treats %s as empty", (_label, raw) => {
    localStorage.setItem(OUTBOX_KEY, raw);
    expect(readOutbox()).toEqual([]);
    expect(hasQueuedFeedback()).toBe(false);
    // And a new entry starts a clean list.
    enqueueFeedback(saved());
    expect(readOutbox()).toHaveLength(1);
  });

  it("drops malformed items but keeps good ones", () => {
    const { item } = enqueueFeedback(saved());
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([item, null, { entry: {} }, { entry: { id: 5 }, attempts: 0, nextAttemptAt: 0 }]));
    expect(readOutbox()).toEqual([item]);
  });

  it("never throws when storage is full or disabled", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const result = enqueueFeedback(saved());
    expect(result.queued).toBe(false);
    expect(result.item.entry.id).toMatch(UUID_V8);
    vi.stubGlobal("localStorage", undefined);
    expect(readOutbox()).toEqual([]);
    expect(writeOutbox([])).toBe(false);
  });

  it("removes the key when the outbox is emptied", () => {
    enqueueFeedback(saved());
    writeOutbox([]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });
});
