// React.lazy on the project's one download strategy (retry-import.ts), for the map views. Its own module
// so the pages without a map do not carry it.
import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from "react";
import { retryImport } from "./retry-import";

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
