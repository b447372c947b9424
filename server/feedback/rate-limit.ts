export interface RateLimitOptions {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Above this many tracked addresses, expired windows are swept so a flood of spoofed or rotating
// addresses cannot grow the map without bound.
const SWEEP_THRESHOLD = 10_000;

/**
 * Fixed-window counter per key (the visitor's IP address), kept in memory: the server is one process,
 * and losing the counters on restart only means a fresh minute for everyone.
 */
export function createRateLimiter({ limit, windowMs }: RateLimitOptions, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    hit(key: string): RateDecision {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= SWEEP_THRESHOLD) sweep(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
    },
    get size() {
      return windows.size;
    },
  };
}
