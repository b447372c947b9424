import { startTransition, useEffect, useState } from "react";

/**
 * False while prerendering and while hydrating, so the first render in the browser matches the
 * prerendered HTML; true from the update after the component has mounted.
 *
 * That update is a transition (decision 115): what "hydrated" reveals on every page (the toaster, the
 * menu button, the map) is rendered in slices that yield to the browser. A `useSyncExternalStore`
 * snapshot that differs from the server's forces one synchronous re-render right after hydration, the
 * longest task after first paint. A part mounted later, on a client-side navigation, also renders once
 * as not hydrated first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
