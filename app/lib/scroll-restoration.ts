/** Where React Router keeps the scroll position of each history entry (its own default key). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * Runs inline, after the prerendered content and before any script: puts a reloaded or revisited page
 * back where the visitor left it before the first paint, as React Router's own script does. One
 * difference (decision 116): an entry without a key is a fresh visit, and the key it gets here is new, so
 * nothing can be stored under it; the script then does not read sessionStorage, whose first use is a
 * synchronous round trip to the browser in the task that parses the page.
 * It is serialised with Function.prototype.toString, so it must not use anything outside its body.
 */
export function restoreScrollBeforeHydration(storageKey: string): void {
  const state = window.history.state as { key?: string } | null;
  if (!state || !state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    const positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}") as Record<string, unknown>;
    const storedY = positions[state.key];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
}

/** The inline script's text: the function above, called with the storage key. */
export function restoreScrollScript(storageKey: string): string {
  // The key is ours (no "<" to escape); JSON.stringify makes it a valid string literal.
  return `(${restoreScrollBeforeHydration.toString()})(${JSON.stringify(storageKey)})`;
}
