// A part of the page as its own chunk, hydrated after the shell (decision 114): each route's content (the
// route module keeps what React Router needs up front: meta, links, the build-time loader), the footer and
// the sample notice.
//
// While the chunk downloads, React leaves the prerendered part on screen untouched (a Suspense boundary
// in the root holds it) and hydrates it when the chunk arrives; its links work as ordinary links
// meanwhile. On a later client-side navigation the router's transition keeps the previous page on screen
// until the chunk is there. The download never fails for good (retryImport).
import { type ComponentType, type ReactElement, type ReactNode, createElement, lazy } from "react";
import { retryImport } from "./retry-import";

export function lazyPart<P extends object>(load: () => Promise<{ default: (props: P) => ReactNode }>): (props: P) => ReactElement {
  const Part = lazy(() => retryImport(load) as Promise<{ default: ComponentType<P> }>);
  return function LazyPart(props: P) {
    return createElement(Part, props);
  };
}
