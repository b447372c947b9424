import { describe, expect, it } from "vitest";
import { createSignInThrottle, DEFAULT_THROTTLE } from "./throttle";

describe("sign-in throttle", () => {
  it("allows 5 failures, then blocks 1, 2, 4… minutes, capped at an hour", () => {
    const throttle = createSignInThrottle();
    let now = 0;
    for (let index = 0; index < 4; index += 1) expect(throttle.fail(["k"], now).allowed).toBe(true);
    expect(throttle.fail(["k"], now)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(throttle.check(["k"], now + 59_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 60_000;
    expect(throttle.check(["k"], now).allowed).toBe(true);
    expect(throttle.fail(["k"], now)).toEqual({ allowed: false, retryAfterSeconds: 120 });
    const blocks: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const wait = throttle.check(["k"], now);
      if (!wait.allowed) now += wait.retryAfterSeconds * 1000; // come back as soon as the block ends
      const decision = throttle.fail(["k"], now);
      blocks.push(decision.allowed ? 0 : decision.retryAfterSeconds / 60);
    }
    expect(blocks).toEqual([4, 8, 16, 32, 60, 60, 60, 60]);
  });

  it("blocks when any of the keys is blocked, and a success forgets only its key", () => {
    const throttle = createSignInThrottle();
    for (let index = 0; index < 5; index += 1) throttle.fail([`akun:${index}`, "alamat:1"], 0);
    expect(throttle.check(["akun:lain", "alamat:1"], 0).allowed).toBe(false);
    expect(throttle.check(["akun:0", "alamat:2"], 0).allowed).toBe(true);
    throttle.succeed("alamat:1");
    expect(throttle.check(["akun:lain", "alamat:1"], 0).allowed).toBe(true);
  });

  it("forgets a key after 15 quiet minutes from the end of its block", () => {
    const throttle = createSignInThrottle();
    for (let index = 0; index < 5; index += 1) throttle.fail(["k"], 0);
    const quiet = DEFAULT_THROTTLE.baseDelayMs + DEFAULT_THROTTLE.forgetAfterMs;
    expect(throttle.fail(["k"], quiet - 1).allowed).toBe(false);
    const later = quiet - 1 + 120_000 + DEFAULT_THROTTLE.forgetAfterMs;
    expect(throttle.fail(["k"], later).allowed).toBe(true);
    expect(throttle.size).toBe(1);
  });
});
