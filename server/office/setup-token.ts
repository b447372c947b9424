import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { SETUP_TOKEN_TTL_MS } from "./rules";

const digest = (token: string) => createHash("sha256").update(token, "utf8").digest();

export type SetupTokens = ReturnType<typeof createSetupTokens>;

/**
 * The one-time link for the first admin: a random 32-byte token, of which only the SHA-256 is kept, in
 * memory (a restart issues a new link and the old one dies). Valid one hour, usable once; issuing a new
 * one replaces the old.
 */
export function createSetupTokens(ttlMs: number = SETUP_TOKEN_TTL_MS) {
  let current: { hash: Buffer; expiresAt: number } | undefined;
  return {
    issue(now: number): string {
      const token = randomBytes(32).toString("base64url");
      current = { hash: digest(token), expiresAt: now + ttlMs };
      return token;
    },
    /** Whether `token` is the live, unexpired one (without spending it). */
    matches(token: unknown, now: number): boolean {
      if (typeof token !== "string" || !current || now >= current.expiresAt) return false;
      return timingSafeEqual(digest(token), current.hash);
    },
    /** Spends the live token: it never works again. */
    spend(): void {
      current = undefined;
    },
  };
}
