import { Suspense, lazy } from "react";
import { useHydrated } from "~/lib/use-hydrated";

// Radix Toast is not needed for first paint: its code loads right after hydration. A toast raised
// before then waits in the store and appears as soon as the viewport is there.
const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
