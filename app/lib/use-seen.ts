import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element has come into the visitor's view, and true from then on. Heavy widgets below the
 * fold (the Leaflet map, decision 115) start their work then, not while the page is still starting.
 * `now` skips the wait (e.g. the address asks for the widget); without IntersectionObserver it is true.
 */
export function useSeen(ref: RefObject<Element | null>, { now = false }: { now?: boolean } = {}): boolean {
  const [seen, setSeen] = useState(false);
  // An effect runs only in the browser, once the element is on the page (after hydration, too).
  useEffect(() => {
    if (seen) return;
    const element = ref.current;
    if (now || !element || typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, now]);
  return seen;
}
