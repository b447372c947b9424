import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("rate limiter", () => {
  it("allows `limit` hits per window per key, then tells how long to wait", () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 }, () => now);
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("b")).toEqual({ allowed: true });
    now += 15_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now += 44_999;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1;
    expect(limiter.hit("a")).toEqual({ allowed: true });
  });

  it("forgets expired addresses once many are tracked", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, () => now);
    for (let i = 0; i < 10_000; i += 1) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(10_000);
    now = 5000;
    limiter.hit("fresh");
    expect(limiter.size).toBe(1);
  });
});
