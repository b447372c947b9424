// The early event contract (issue 31, decision 135): a prerendered button looks ready long before React
// owns it, and React drops a tap on a part it has not hydrated yet. Like Google's JSAction and Angular's
// event replay, a tiny inline script at the top of <body> holds such taps and submits and replays them
// once React owns the control. Links are not held: they work as links before React runs.

/** What marks a control whose tap is being held (and what makes it look busy, ui.css). */
export const EARLY_BUSY_ATTRIBUTE = "aria-busy";
/** On a form: the storage key under which a held submit keeps the form's fields (a draft). */
export const EARLY_DRAFT_ATTRIBUTE = "data-early-draft";

/**
 * Runs inline before any content. Listens on window in the capture phase, so it sees a tap before
 * React's listeners on the document do:
 * - a click on a button (or submit, checkbox, radio input) that React does not own yet is stopped and queued, and
 *   the button is marked busy; Enter and Space on a button arrive as such a click, and an implicit
 *   form submission (Enter in a field) too, as a click on the form's submit button;
 * - a submit of a form React does not own yet is stopped and queued (a native submit would leave the
 *   page and take the typed text with it); a form with a draft key keeps its fields in storage then.
 * Every 50 ms the queue is replayed in order as far as its controls are owned: `click()` for a tap,
 * `requestSubmit()` for a submit. A control gone from the page is dropped. Typed text needs nothing: it
 * stays in its field, and the components read it from there when they mount.
 * "Owned" is React's own mark on a hydrated element (its props key); nothing else tells it as early.
 * Only controls the HTML parser made are held: one that other code adds later (Leaflet's zoom
 * buttons) is never owned by React and must work at once.
 * It is serialised with Function.prototype.toString, so it must not use anything outside its body.
 */
export function installEarlyInput(busy: string, draftAttribute: string): void {
  const queue: [HTMLElement, string][] = [];
  let timer = 0;
  let parsed: Set<Element> | undefined;
  const controls = "button,input[type=submit],input[type=button],input[type=checkbox],input[type=radio]";
  document.addEventListener("DOMContentLoaded", () => {
    parsed = new Set(document.querySelectorAll(controls + ",form"));
  });
  const owned = (element: HTMLElement) =>
    Object.keys(element).some((key) => key.indexOf("__reactProps$") === 0) && !(element as HTMLButtonElement).disabled;
  const replay = () => {
    timer = 0;
    while (queue.length) {
      const [element, type] = queue[0]!;
      if (element.isConnected && !owned(element)) break;
      queue.shift();
      element.removeAttribute(busy);
      if (!element.isConnected) continue;
      if (type === "submit") (element as HTMLFormElement).requestSubmit();
      else element.click();
    }
    if (queue.length) timer = window.setTimeout(replay, 50);
  };
  const hold = (event: Event) => {
    const target = event.target as HTMLElement;
    const control =
      event.type === "submit"
        ? target
        : target.closest<HTMLElement>(controls);
    if (!control || owned(control) || (parsed && !parsed.has(control))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    control.setAttribute(busy, "true");
    // A form that names a draft key keeps what was sent there at once: should the page never come to
    // life (the tab closed while its code still loads), the form gives it back at the next visit.
    const form = (control as HTMLButtonElement).form || (event.type === "submit" ? (control as HTMLFormElement) : null);
    const draftKey = form && form.getAttribute(draftAttribute);
    if (draftKey) {
      try {
        localStorage.setItem(draftKey, JSON.stringify(Object.fromEntries(new FormData(form))));
      } catch {
        // No storage: the text is still in the form, and the held submit still replays.
      }
    }
    queue.push([control, event.type]);
    if (!timer) timer = window.setTimeout(replay, 50);
  };
  window.addEventListener("click", hold, true);
  window.addEventListener("submit", hold, true);
}

/** The inline script's text: the function above, called with the two attribute names. */
export function earlyInputScript(): string {
  return `(${installEarlyInput.toString()})(${JSON.stringify(EARLY_BUSY_ATTRIBUTE)},${JSON.stringify(EARLY_DRAFT_ATTRIBUTE)})`;
}
