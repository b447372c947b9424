import { useContext } from "react";
import { UNSAFE_FrameworkContext, UNSAFE_useScrollRestoration } from "react-router";
import { SCROLL_POSITIONS_KEY, restoreScrollScript } from "~/lib/scroll-restoration";

/**
 * React Router's `<ScrollRestoration>` with a cheaper inline script (decision 116): the same hook keeps
 * and restores positions on client-side navigations; the script restores a reloaded page before the first
 * paint and skips the storage read on a fresh visit.
 */
export function ScrollRestoration() {
  UNSAFE_useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  const framework = useContext(UNSAFE_FrameworkContext);
  // Like React Router's: no script in the SPA fallback, which has no content to scroll.
  if (!framework || framework.isSpaMode) return null;
  // Only the prerender writes the text: the browser runs it once while parsing, and hydration keeps the
  // element as it is (React does not compare inner HTML), so the client bundle need not carry it.
  const script = import.meta.env.SSR ? restoreScrollScript(SCROLL_POSITIONS_KEY) : "";
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
