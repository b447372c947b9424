import { describe, expect, it } from "vitest";
import { BACKOFF_MAX_MS, backoffDelay } from "./backoff";

describe("retry backoff", () => {
  it("doubles from about 10 s, with jitter in the upper half", () => {
    expect(backoffDelay(1, () => 0)).toBe(5_000);
    expect(backoffDelay(1, () => 1)).toBe(10_000);
    expect(backoffDelay(2, () => 0)).toBe(10_000);
    expect(backoffDelay(3, () => 1)).toBe(40_000);
    expect(backoffDelay(4, () => 0.5)).toBe(60_000);
  });

  it("never waits more than an hour", () => {
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(1000, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});
