import { Suspense, lazy } from "react";
import { retryImport } from "~/lib/retry-import";
import { useHydrated } from "~/lib/use-hydrated";

// Radix Toast is not needed for first paint: its code loads right after hydration. A toast raised
// before then waits in the store and appears as soon as the viewport is there (also when the chunk
// only arrives after a dropped connection comes back).
const Toaster = lazy(() => retryImport(() => import("./toaster")).then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
