import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";
import { checkFeedbackEntry, FeedbackEntrySchema } from "./feedback-entry.schema";

const base = {
  id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
  name: "Siti",
  email: "siti@contoh.id",
  message: "Saran",
  timestamp: "2025-03-14T02:30:00.000Z",
};

describe("shared feedback entry schema", () => {
  it.each(["siti@contoh.id", " siti@contoh.id ", "a@b.c", "siti@contoh", "siti contoh@x.id", "@contoh.id", "siti@@contoh.id", "", "a@b.c d"])(
    "agrees with the form's email rule (SPEC §5) on %j",
    (email) => {
      expect(checkFeedbackEntry({ ...base, email }).ok).toBe(isValidEmail(email));
    },
  );

  it("normalises: trims text and lowercases the id", () => {
    const parsed = FeedbackEntrySchema.parse({ ...base, id: base.id.toUpperCase(), name: "  Siti \n" });
    expect(parsed).toEqual({ ...base, name: "Siti" });
  });

  it.each([
    ["name", "\u200b\u200c"],
    ["name", "\u3164\u3164"],
    ["name", "\u0000"],
    ["email", "\u202e\u2066"],
    ["message", "\ufffe\uffff\u200b"],
    ["message", " \u2800 "],
  ])("refuses a %s made only of invisible characters (%j) like an empty one", (field, text) => {
    expect(checkFeedbackEntry({ ...base, [field]: text })).toEqual({ ok: false, problem: "invalid_field", field });
  });

  it("stores text NFC-normalised", () => {
    const parsed = FeedbackEntrySchema.parse({ ...base, name: "Jose\u0301", message: "Cafe\u0301 \u1100\u1161" });
    expect(parsed.name).toBe("Jos\u00e9");
    expect(parsed.message).toBe("Caf\u00e9 \uac00");
  });

  it("refuses text with a lone surrogate but accepts emoji and other scripts", () => {
    expect(checkFeedbackEntry({ ...base, message: "Terima kasih 🙏 شكرا" }).ok).toBe(true);
    expect(checkFeedbackEntry({ ...base, message: "rusak \ud83d" })).toEqual({ ok: false, problem: "invalid_field", field: "message" });
  });

  it("accepts ISO date-times with an offset, not other date forms", () => {
    expect(checkFeedbackEntry({ ...base, timestamp: "2025-03-14T09:30:00+07:00" }).ok).toBe(true);
    expect(checkFeedbackEntry({ ...base, timestamp: "Fri Mar 14 2025" }).ok).toBe(false);
    expect(checkFeedbackEntry({ ...base, timestamp: "2025-03-14" }).ok).toBe(false);
  });
});
