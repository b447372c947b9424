import { describe, expect, it } from "vitest";
import { createPasswordHasher, DEFAULT_SCRYPT, hashPassword, needsRehash, parsePasswordHash, verifyPassword } from "./password";
import { TEST_SCRYPT } from "./test-helpers";

describe("password hashing (scrypt)", () => {
  it("stores the default parameters, a 16-byte salt and a 32-byte key, and verifies (N = 2^15, r = 8, p = 3)", async () => {
    const stored = await hashPassword("kunci-wakaf-2026");
    expect(stored).toMatch(/^scrypt\$15\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(parsePasswordHash(stored)?.params).toEqual(DEFAULT_SCRYPT);
    expect(await verifyPassword("kunci-wakaf-2026", stored)).toBe(true);
    expect(await verifyPassword("kunci-wakaf-2027", stored)).toBe(false);
    expect(stored).not.toContain("kunci");
  });

  it("hashes the same password differently each time (a new salt), and both verify", async () => {
    const [a, b] = await Promise.all([hashPassword("sama-persis-123", TEST_SCRYPT), hashPassword("sama-persis-123", TEST_SCRYPT)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("sama-persis-123", a)).toBe(true);
    expect(await verifyPassword("sama-persis-123", b)).toBe(true);
  });

  it("treats a password in NFC and NFD as the same, and case as different", async () => {
    const stored = await hashPassword("Caf\u00e9-wakaf-1", TEST_SCRYPT);
    expect(await verifyPassword("Cafe\u0301-wakaf-1", stored)).toBe(true);
    expect(await verifyPassword("caf\u00e9-wakaf-1", stored)).toBe(false);
  });

  it("refuses damaged or foreign hashes, and parameters out of bounds, without throwing", async () => {
    const good = await hashPassword("kunci-wakaf-2026", TEST_SCRYPT);
    for (const stored of ["", "plain", good.replace("scrypt$", "bcrypt$"), good.replace("$10$", "$30$"), good.replace("$8$1$", "$8$99$"), good.slice(0, -10), good.replace(/\$[^$]*\$([^$]*)$/, "$$AAAA$$$1")]) {
      expect(parsePasswordHash(stored)).toBeUndefined();
      expect(await verifyPassword("kunci-wakaf-2026", stored)).toBe(false);
    }
  });

  it("says when a hash was made with weaker parameters (re-hashed at the next sign-in)", async () => {
    const weak = await hashPassword("kunci-wakaf-2026", TEST_SCRYPT);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, TEST_SCRYPT)).toBe(false);
    expect(needsRehash("rusak")).toBe(true);
  });

  it("gives one dummy hash, made once, that no guessed password matches", async () => {
    const hasher = createPasswordHasher(TEST_SCRYPT);
    const dummy = await hasher.dummyHash();
    expect(await hasher.dummyHash()).toBe(dummy);
    expect(await hasher.verify("", dummy)).toBe(false);
    expect(await hasher.verify("kunci-wakaf-2026", dummy)).toBe(false);
  });
});
