// Limits on guessing passwords (OWASP ASVS 2.2.1): failures are counted per account name and per client
// address; from the 5th failure in a row the key is blocked, 1 minute the first time and twice as long
// at each further failure (capped at 1 hour). Kept in memory: one server process, and a restart only
// gives a guesser one more run of 5.

export interface ThrottleOptions {
  /** Failures allowed before the first block. */
  freeFailures: number;
  /** The first block; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure (and no block) for this long starts again from zero. */
  forgetAfterMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  freeFailures: 5,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  forgetAfterMs: 15 * 60_000,
};

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface State {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

const SWEEP_THRESHOLD = 10_000;

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export function createSignInThrottle(options: ThrottleOptions = DEFAULT_THROTTLE) {
  const states = new Map<string, State>();

  const current = (key: string, now: number): State | undefined => {
    const state = states.get(key);
    if (state && now - Math.max(state.lastFailureAt, state.blockedUntil) >= options.forgetAfterMs) {
      states.delete(key);
      return undefined;
    }
    return state;
  };

  const decide = (keys: readonly string[], now: number): ThrottleDecision => {
    let until = 0;
    for (const key of keys) until = Math.max(until, current(key, now)?.blockedUntil ?? 0);
    return until > now ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) } : { allowed: true };
  };

  return {
    /** Whether an attempt for these keys (the account's and the address's) may be checked now. */
    check: decide,
    /** A failed attempt: counted for each key; returns whether it started a block. */
    fail(keys: readonly string[], now: number): ThrottleDecision {
      if (states.size >= SWEEP_THRESHOLD) for (const key of states.keys()) current(key, now);
      for (const key of keys) {
        const state = current(key, now) ?? { failures: 0, lastFailureAt: now, blockedUntil: 0 };
        state.failures += 1;
        state.lastFailureAt = now;
        const over = state.failures - options.freeFailures;
        if (over >= 0) state.blockedUntil = now + Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(over, 30));
        states.set(key, state);
      }
      return decide(keys, now);
    },
    /** A successful sign-in forgets the account's failures (not the address's: see decision 140). */
    succeed(key: string): void {
      states.delete(key);
    },
    get size() {
      return states.size;
    },
  };
}
