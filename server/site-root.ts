// The folder of the public site the server is serving: the install's build/client, or the client folder
// of the live release (decision 141). Publishing and rolling back switch it while the server runs.
import { resolve } from "node:path";

export interface SiteRoot {
  /** The client folder that new requests are served from. */
  current(): string;
  /**
   * Serves `dir` from now on. The `prepare` hooks run first (the not-found page is checked, the CSP is
   * computed); if one throws, nothing is switched and the error reaches the caller.
   */
  switchTo(dir: string): void;
  /** A check or precomputation for a folder about to be served; it may throw to refuse the folder. */
  onPrepare(hook: (dir: string) => void): void;
  /** Told after each switch (caches of other folders can be dropped). */
  onSwitch(listener: (dir: string, previous: string) => void): void;
  /**
   * The folder for this request, fixed at its first use: the security headers pin it before the static
   * handler runs, so one request never gets a page of one build with the CSP hashes of another.
   */
  forRequest(request: Request): string;
}

export function createSiteRoot(initial: string): SiteRoot {
  let current = resolve(initial);
  const prepares: ((dir: string) => void)[] = [];
  const listeners: ((dir: string, previous: string) => void)[] = [];
  // Keyed by the request object itself: gone with the request, no id to invent.
  const pinned = new WeakMap<Request, string>();

  return {
    current: () => current,
    switchTo(dir) {
      const next = resolve(dir);
      for (const prepare of prepares) prepare(next);
      const previous = current;
      // One assignment: a request pinned before this line keeps the old folder, any later one gets the new.
      current = next;
      for (const listener of listeners) listener(next, previous);
    },
    onPrepare(hook) {
      hook(current);
      prepares.push(hook);
    },
    onSwitch(listener) {
      listeners.push(listener);
    },
    forRequest(request) {
      let dir = pinned.get(request);
      if (dir === undefined) {
        dir = current;
        pinned.set(request, dir);
      }
      return dir;
    },
  };
}
