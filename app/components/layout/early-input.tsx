import { uiText } from "~/content/ui-text";
import { earlyInputScript } from "~/lib/early-input";

/**
 * The early event contract's inline script (decision 135), first in <body>: taps and submits that
 * arrive before React owns their control are held and replayed, never dropped.
 */
export function EarlyInput() {
  // Only the prerender writes the text, as for the scroll script: the browser runs it once while parsing
  // and hydration keeps the element as it is, so the client bundle need not carry it.
  const script = import.meta.env.SSR ? earlyInputScript({ failed: uiText.earlyFailed, reload: uiText.earlyReload }) : "";
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
