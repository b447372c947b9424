import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";

describe("isValidEmail (SPEC §5)", () => {
  it.each(["warga@contoh.id", "a.b@kua.kemenag.go.id", "  spasi@pinggir.id  "])("accepts %s", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(["", "warga", "warga@", "@contoh.id", "warga@contoh", "war ga@contoh.id", "warga@con toh.id", "a@b@c.id"])(
    "rejects %j",
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});
