// The project's one strategy for a lazy chunk (or a data file) that fails to download on flaky mobile
// data: never reject — rejecting would put React's error screen in place of the whole page — but retry
// when the browser comes back online, after a growing pause, or at once when the visitor asks again
// (`retryNow`), until it arrives. Whoever waits for it is told of each failure (`onFailure`) and says
// so in its own words (a toast for Si Wakaf's button, a line in the map's placeholder).
import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from "react";

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

export function retryImport<T>(load: () => Promise<T>, options: RetryOptions = {}, failures = 0): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        let done = false;
        const retry = () => {
          if (done) return;
          done = true;
          waiting.delete(retry);
          window.removeEventListener("online", retry);
          clearTimeout(timer);
          resolve(retryImport(load, options, failures + 1));
        };
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        const timer = setTimeout(retry, delay);
        window.addEventListener("online", retry);
        waiting.add(retry);
        options.onFailure?.(failures + 1);
      }),
  );
}

/**
 * `React.lazy` with `retryImport`, made once per module: the Suspense fallback shows until the chunk
 * arrives, and `useFailed()` tells the fallback whether a download has failed meanwhile.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: LazyExoticComponent<ComponentType<P>>; useFailed: () => boolean } {
  let failed = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const Component = lazy(() =>
    retryImport(load, {
      onFailure: () => {
        failed = true;
        for (const listener of listeners) listener();
      },
    }),
  );
  const useFailed = () => useSyncExternalStore(subscribe, () => failed, () => false);
  return { Component, useFailed };
}
