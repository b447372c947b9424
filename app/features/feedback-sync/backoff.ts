/** First retry after about 10 s, then doubling, never more than an hour apart. */
export const BACKOFF_BASE_MS = 10_000;
export const BACKOFF_MAX_MS = 60 * 60 * 1000;

/**
 * Delay before the next attempt after `attempts` failures: exponential with "equal jitter" (half
 * fixed, half random) so many visitors coming back online at once do not retry in lockstep.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
