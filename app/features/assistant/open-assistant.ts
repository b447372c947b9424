// Opening Si Wakaf from elsewhere on a page (the home page's "Mulai Konsultasi") with the question box
// focused. It presses the floating button, so the widget on every page stays as small as it was, and
// leaves a one-time request that the panel reads when it mounts.
export const ASSISTANT_BUTTON_ATTRIBUTE = "data-assistant-button";

let focusRequested = false;

export function openAssistantWithInput() {
  const button = document.querySelector<HTMLButtonElement>(`[${ASSISTANT_BUTTON_ATTRIBUTE}]`);
  if (!button) return;
  focusRequested = true;
  // Already open: focus the box directly (the panel is mounted and will not read the request).
  if (button.getAttribute("aria-expanded") === "true") {
    focusRequested = false;
    document.querySelector<HTMLInputElement>("[data-assistant-input]")?.focus();
    return;
  }
  button.click();
}

/** True once after openAssistantWithInput(): the panel then focuses the question box. */
export function takeFocusRequest(): boolean {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
}
