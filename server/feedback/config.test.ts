import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_DATABASE_PATH, databasePathFromEnv, rateLimitFromEnv } from "./config";

describe("server configuration from the environment", () => {
  it("defaults the database to data/feedback.db in the project folder", () => {
    expect(databasePathFromEnv({})).toBe(DEFAULT_DATABASE_PATH);
    expect(DEFAULT_DATABASE_PATH).toBe(resolve(import.meta.dirname, "../../data/feedback.db"));
    expect(databasePathFromEnv({ DATABASE_PATH: "x/y.db" })).toBe(resolve("x/y.db"));
  });

  it("reads the rate limit, 0 turning it off, and refuses nonsense", () => {
    expect(rateLimitFromEnv({})).toEqual({ limit: 5, windowMs: 60_000 });
    expect(rateLimitFromEnv({ FEEDBACK_RATE_LIMIT: "20", FEEDBACK_RATE_WINDOW_SECONDS: "10" })).toEqual({ limit: 20, windowMs: 10_000 });
    expect(rateLimitFromEnv({ FEEDBACK_RATE_LIMIT: "0" })).toBe(false);
    expect(() => rateLimitFromEnv({ FEEDBACK_RATE_LIMIT: "banyak" })).toThrow(/FEEDBACK_RATE_LIMIT/);
    expect(() => rateLimitFromEnv({ FEEDBACK_RATE_WINDOW_SECONDS: "-1" })).toThrow(/WINDOW/);
  });
});
