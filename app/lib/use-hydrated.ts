import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while prerendering and during hydration, true in the browser once React has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
