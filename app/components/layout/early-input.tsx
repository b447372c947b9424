import { uiText } from "~/content/ui-text";
import { EARLY_FAILED_ID, earlyInputScript } from "~/lib/early-input";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The early event contract's inline script (decision 135), first in <body>: taps, submits and the keys
 * typed after them that arrive before React owns their control are held and replayed, never dropped.
 * Next to it, hidden, the notice the script shows should the page's code fail to arrive: its words are
 * in the page, not in the script, which stays small.
 */
export function EarlyInput() {
  // Only the prerender writes them, as for the scroll script: the browser runs the script once while
  // parsing and hydration keeps the element as it is, so the client bundle carries neither.
  const html = import.meta.env.SSR
    ? `<script>${earlyInputScript()}</script><div id="${EARLY_FAILED_ID}" role="alert" hidden>${escapeHtml(uiText.earlyFailed)} <button type="button">${escapeHtml(uiText.earlyReload)}</button></div>`
    : "";
  return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
