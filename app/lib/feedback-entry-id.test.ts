import { describe, expect, it, vi } from "vitest";
import type { LocalFeedbackEntry } from "./feedback-entry";
import { feedbackEntryId } from "./feedback-entry-id";
import { checkFeedbackEntry } from "./feedback-entry.schema";

const entry: LocalFeedbackEntry = {
  name: "Siti Aminah",
  email: "siti@contoh.id",
  message: "Mohon info jadwal ikrar wakaf.",
  timestamp: "2026-11-25T02:30:00.000Z",
};
const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("feedbackEntryId", () => {
  it("is a version-8 UUID the API accepts", () => {
    const id = feedbackEntryId(entry);
    expect(id).toMatch(UUID_V8);
    expect(checkFeedbackEntry({ id, ...entry })).toMatchObject({ ok: true, entry: { id } });
  });

  it("is the same for the same four fields, so the visitor's copy and the office's row match", () => {
    expect(feedbackEntryId({ ...entry })).toBe(feedbackEntryId(entry));
    // Extra properties (the honeypot a bot filled in) do not change it.
    expect(feedbackEntryId({ ...entry, website: "spam" } as LocalFeedbackEntry)).toBe(feedbackEntryId(entry));
  });

  it("changes when any field changes, even by one character or one millisecond", () => {
    const ids = new Set([
      feedbackEntryId(entry),
      feedbackEntryId({ ...entry, name: "Siti AminaH" }),
      feedbackEntryId({ ...entry, email: "sita@contoh.id" }),
      feedbackEntryId({ ...entry, message: "Mohon info jadwal ikrar wakaf!" }),
      feedbackEntryId({ ...entry, timestamp: "2026-11-25T02:30:00.001Z" }),
      // Text moved from one field to the next is another entry.
      feedbackEntryId({ ...entry, name: "Siti", message: `Aminah${entry.message}` }),
    ]);
    expect(ids.size).toBe(6);
  });

  it("gives 20,000 saves of the same text a millisecond apart 20,000 different ids", () => {
    const start = Date.parse(entry.timestamp);
    const ids = new Set(
      Array.from({ length: 20_000 }, (_, ms) => feedbackEntryId({ ...entry, timestamp: new Date(start + ms).toISOString() })),
    );
    expect(ids.size).toBe(20_000);
  });

  it("needs no Web Crypto (an office server over plain HTTP is not a secure context)", () => {
    vi.stubGlobal("crypto", undefined);
    try {
      expect(feedbackEntryId(entry)).toMatch(UUID_V8);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
