import { describe, expect, it } from "vitest";
import { validateFeedback } from "./validate";

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

  it.each(["a@b.co", "nama.belakang+kua@sub.contoh.id"])("accepts the email %j", (email) => {
    expect(validateFeedback({ ...good, email }).ok).toBe(true);
  });
});
