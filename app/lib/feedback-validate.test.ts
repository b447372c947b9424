import { describe, expect, it } from "vitest";
import { FEEDBACK_LIMITS } from "./feedback-entry";
import { checkFeedbackEntry } from "./feedback-entry.schema";
import { validateFeedback } from "./feedback-validate";

const good = { name: "Siti Aminah", email: "siti@contoh.id", message: "Pelayanan sudah baik." };

describe("validateFeedback", () => {
  it("accepts three filled fields with a valid email and trims them", () => {
    expect(validateFeedback({ name: "  Siti ", email: " siti@contoh.id ", message: "\nBaris 1\nBaris 2  " })).toEqual({
      ok: true,
      value: { name: "Siti", email: "siti@contoh.id", message: "Baris 1\nBaris 2" },
    });
  });

  it.each([
    ["name", { ...good, name: "" }],
    ["email", { ...good, email: "" }],
    ["message", { ...good, message: "" }],
    ["name", { ...good, name: "   " }],
    ["message", { ...good, message: "\n\t " }],
    ["name", { ...good, name: "\u200b\u200b" }],
    ["name", { ...good, name: "\u3164" }],
    ["email", { ...good, email: "\u202e\u0000" }],
    ["message", { ...good, message: "\ufeff\u200d\uffff" }],
  ])("an empty or blank %s is 'incomplete'", (field, fields) => {
    expect(validateFeedback(fields)).toEqual({ ok: false, error: "incomplete", field });
  });

  it("returns the text NFC-normalised", () => {
    const result = validateFeedback({ ...good, name: "Jose\u0301" });
    expect(result).toEqual({ ok: true, value: { ...good, name: "Jos\u00e9" } });
  });

  it("reports the first empty field in form order, before any email problem", () => {
    expect(validateFeedback({ name: "", email: "salah", message: "" })).toEqual({ ok: false, error: "incomplete", field: "name" });
    expect(validateFeedback({ ...good, email: "salah", message: "" })).toEqual({ ok: false, error: "incomplete", field: "message" });
  });

  it.each(["siti", "siti@", "siti@contoh", "@contoh.id", "siti @contoh.id", "siti@contoh .id", "siti@@contoh.id"])(
    "rejects the email %j",
    (email) => {
      expect(validateFeedback({ ...good, email })).toEqual({ ok: false, error: "emailInvalid", field: "email" });
    },
  );

  it.each([
    ["name", "Siti "],
    ["email", "siti@contoh.id"],
    ["message", "Saran "],
  ] as const)("refuses a %s longer than the API accepts, counted after trimming", (field, unit) => {
    const max = FEEDBACK_LIMITS[field];
    const at = field === "email" ? `${"a".repeat(max - "@contoh.id".length)}@contoh.id` : unit.repeat(max).slice(0, max);
    const over = field === "email" ? `a${at}` : `${at}x`;
    expect(at.trim().length).toBeLessThanOrEqual(max);
    expect(validateFeedback({ ...good, [field]: `  ${at}  ` }).ok).toBe(true);
    expect(validateFeedback({ ...good, [field]: over })).toEqual({ ok: false, error: "tooLong", field, max });
  });

  it("accepts exactly what the shared entry schema accepts at the limits", () => {
    const entry = { id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", timestamp: "2025-03-14T02:30:00.000Z" };
    for (const length of [FEEDBACK_LIMITS.message, FEEDBACK_LIMITS.message + 1]) {
      const fields = { ...good, message: "m".repeat(length) };
      expect(validateFeedback(fields).ok).toBe(checkFeedbackEntry({ ...entry, ...fields }).ok);
    }
  });

  it.each(["a@b.co", "nama.belakang+kua@sub.contoh.id"])("accepts the email %j", (email) => {
    expect(validateFeedback({ ...good, email }).ok).toBe(true);
  });
});
