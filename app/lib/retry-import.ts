// On flaky mobile data a lazy chunk can fail to download. Rejecting would put React's error screen
// in place of the whole page, so the import is instead retried when the browser comes back online,
// or after a growing pause, until it arrives; meanwhile the Suspense fallback shows.
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000] as const;

export function retryImport<T>(load: () => Promise<T>, attempt = 0): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        let done = false;
        const retry = () => {
          if (done) return;
          done = true;
          window.removeEventListener("online", retry);
          clearTimeout(timer);
          resolve(retryImport(load, attempt + 1));
        };
        const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
        const timer = setTimeout(retry, delay);
        window.addEventListener("online", retry);
      }),
  );
}
