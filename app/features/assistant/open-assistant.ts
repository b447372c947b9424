// Opening Si Wakaf from elsewhere on a page (the home page's "Mulai Konsultasi") with the question box
// focused. It presses the floating button, so the widget on every page stays as small as it was, and
// leaves a one-time request that the panel reads when it mounts.
export const ASSISTANT_BUTTON_ATTRIBUTE = "data-assistant-button";

// The request: undefined for none, else the question box is focused and starts with this text.
let request: string | undefined;

export function openAssistantWithInput() {
  const button = document.querySelector<HTMLButtonElement>(`[${ASSISTANT_BUTTON_ATTRIBUTE}]`);
  if (!button) return;
  // Already open: focus the box directly (the panel is mounted and will not read the request).
  if (button.getAttribute("aria-expanded") === "true") {
    document.querySelector<HTMLInputElement>("[data-assistant-input]")?.focus();
    return;
  }
  request = "";
  button.click();
}

/**
 * What the visitor typed on the floating button while the panel was still downloading (they thought it
 * open): kept, and the panel starts with it in its focused question box instead of losing it. Without a
 * key: the opening was cancelled, and what was typed goes with it.
 */
export function typeAhead(key?: string) {
  request = key && (request ?? "") + key;
}

/**
 * Once, when the panel mounts: the question box's first text when it is to be focused (after
 * openAssistantWithInput() or typing ahead), else undefined (the panel itself takes the focus).
 */
export function takeRequest(): string | undefined {
  const taken = request;
  request = undefined;
  return taken;
}
