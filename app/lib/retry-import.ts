// The project's one strategy for a lazy chunk (or a data file) that fails to download on flaky mobile
// data: never reject — rejecting would put React's error screen in place of the whole page — but retry
// when the browser comes back online, after a growing pause, or at once when the visitor asks again
// (`retryNow`), until it arrives. Whoever waits for it is told of each failure (`onFailure`) and says
// so in its own words (a toast for Si Wakaf's button, a line in the map's placeholder).
import { FRESH_IMPORT_PARAM } from "./fresh-import-param";

export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000] as const;

export interface RetryOptions {
  /** Called after every failed try (1 for the first), before the pause. */
  onFailure?: (failures: number) => void;
}

const waiting = new Set<() => void>();

/** The visitor asked again (pressed the button once more): every retry waiting for its pause goes now. */
export function retryNow(): void {
  for (const retry of [...waiting]) retry();
}

/**
 * A chunk that failed is told to the early event contract (app/lib/early-input.ts) as the rejection it
 * would have been: a tap held on a part this chunk would hydrate must not wait for ever. It posts a held
 * send natively and says so for any other held tap; a data file's failure ("Failed to fetch") is not a
 * module's and is left alone there.
 */
function reportFailedChunk(error: unknown) {
  window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: error }));
}

/**
 * The module a failed import names (Chromium and Firefox say which; a data file's "Failed to fetch" and
 * Safari's message do not). A browser keeps a module that failed to download as failed for the page's
 * life: importing the same address again fails at once without asking the network (whatwg/html#6768;
 * Debian's Chromium 150 does). The same address with a query it never had is a new module to the browser,
 * fetched again, and the service worker's precache ignores that query (FRESH_IMPORT_PARAM).
 */
export const failedModule = (error: unknown) => /imported module: ([^\s?]+)/.exec(String(error))?.[1];

/**
 * `load` is one dynamic import (or a load that is not a module's): a retry after a module failed to
 * download imports that module afresh, in place of `load`.
 */
export function retryImport<T>(load: () => Promise<T>, options: RetryOptions = {}, failures = 0): Promise<T> {
  return load().catch(
    (error: unknown) =>
      new Promise<T>((resolve) => {
        reportFailedChunk(error);
        let done = false;
        const retry = () => {
          if (done) return;
          done = true;
          waiting.delete(retry);
          window.removeEventListener("online", retry);
          clearTimeout(timer);
          const failed = failedModule(error);
          const next = failed ? () => import(/* @vite-ignore */ `${failed}?${FRESH_IMPORT_PARAM}=${failures + 1}`) as Promise<T> : load;
          resolve(retryImport(next, options, failures + 1));
        };
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        const timer = setTimeout(retry, delay);
        window.addEventListener("online", retry);
        waiting.add(retry);
        options.onFailure?.(failures + 1);
      }),
  );
}
