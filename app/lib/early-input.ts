// The early event contract (issue 31, decision 135): a prerendered button looks ready long before React
// owns it, and React drops a tap on a part it has not hydrated yet. Like Google's JSAction and Angular's
// event replay, a tiny inline script at the top of <body> holds such taps and submits and replays them
// once React owns the control. Links are not held: they work as links before React runs.

/** What marks a control whose tap is being held (and what makes it look busy, ui.css). */
export const EARLY_BUSY_ATTRIBUTE = "aria-busy";
/** On a form: the storage key under which a held submit keeps the form's fields (a draft). */
export const EARLY_DRAFT_ATTRIBUTE = "data-early-draft";

/** The id of the notice, in every page and hidden, shown when the page's code failed to arrive (styled in ui.css). */
export const EARLY_FAILED_ID = "early-failed";

/**
 * Runs inline before any content. Listens on window in the capture phase, so it sees a tap before
 * React's listeners on the document do:
 * - a click on a button (or submit, checkbox, radio input) that React does not own yet is stopped and queued, and
 *   the button is marked busy; Enter and Space on a button arrive as such a click, and an implicit
 *   form submission (Enter in a field) too, as a click on the form's submit button;
 * - a submit of a form React does not own yet is stopped and queued (a native submit would leave the
 *   page and take the typed text with it); a form with a draft key keeps its fields in storage then;
 * - a second tap on a control (or a second send of a form) already held is dropped: the visitor tapped
 *   again because nothing seemed to happen, not to act twice (a message stored twice, a menu closed again);
 * - a key pressed on a control whose tap is held (Escape, a letter: Si Wakaf's button takes a question
 *   typed while its panel downloads) is stopped and queued after that tap; Tab, arrows and other named
 *   keys keep working as they do.
 * Every 50 ms the queue is replayed in order as far as its controls are owned: `click()` for a tap,
 * `requestSubmit()` for a submit, the key's own event dispatched again; what follows a tap waits for the
 * next task, once React has drawn what the tap changed. A control gone from the page is dropped.
 * Typed text stays in its field, and the components read it from there when they mount. A form with a
 * draft key also keeps it in storage at each keystroke until React owns the form, and gets its kept draft
 * back when the page is parsed, so a reload before the code arrives loses nothing.
 * Should the page's code fail to arrive (a module script's `error`, a rejected dynamic import), the page
 * will never come to life: held sends of a form with an `action` go to the server natively, other held
 * taps (and any later one) show the page's hidden notice with its reload button, instead of a control
 * that stays busy.
 * "Owned" is React's own mark on a hydrated element (its props key) once the page is marked hydrated
 * (`data-hydrated`, set by root.tsx in an effect, after React's commit): the props key alone is set while
 * React renders, before the commit attaches refs and runs the components' layout effects, so a tap
 * replayed in between reached handlers that could not yet read what was typed ("Kirim" answered with
 * "Form Belum Lengkap" on a filled form).
 * Only controls the HTML parser made are held: one that other code adds later (Leaflet's zoom
 * buttons) is never owned by React and must work at once.
 * It is serialised with Function.prototype.toString, so it must not use anything outside its body.
 */
export function installEarlyInput(busy: string, draftAttribute: string, failedId: string): void {
  // Each held tap: its control, the event's type, and the form it sends (if it is a send); a held key:
  // its control and its event.
  const queue: [HTMLElement, "click" | "submit" | KeyboardEvent, (HTMLFormElement | null)?][] = [];
  let timer = 0;
  let parsed: Set<Element> | undefined;
  let failed = false;
  let replaying = 0;
  // Buttons, and the inputs that act when tapped (submit, checkbox, radio).
  const controls = "button,[type=submit],[type=checkbox],[type=radio]";
  const owned = (element: HTMLElement) =>
    document.documentElement.dataset.hydrated &&
    /__reactProps\$/.test(Object.keys(element) as unknown as string) &&
    !(element as HTMLButtonElement).disabled;
  const keepDraft = (form: HTMLFormElement | null) => {
    const key = form && form.getAttribute(draftAttribute);
    try {
      // In this tab only (a reload or a crash gives it back): among the browser's drafts it would name no
      // page, and a second tab opened now would take it over (feedback/draft.ts keeps it there once the
      // form's code runs).
      if (key) sessionStorage.setItem(key, JSON.stringify(Object.fromEntries(new FormData(form))));
    } catch {
      // No storage: the text is still in the form.
    }
  };
  addEventListener("DOMContentLoaded", () => {
    parsed = new Set(document.querySelectorAll(controls + ",form"));
  });
  // The page will not come to life: a send with somewhere to go goes there natively, any other tap says so.
  const giveUp = (form?: HTMLFormElement | null, event?: Event) => {
    // A send being made goes on natively; one held goes now.
    if (form && form.getAttribute("action")) return event || form.submit();
    event?.preventDefault();
    const notice = document.getElementById(failedId)!;
    notice.hidden = false;
    (notice.lastChild as HTMLElement).onclick = () => location.reload();
  };
  const replay = () => {
    let tapped = 0;
    timer = 0;
    while (queue.length) {
      const [element, type] = queue[0]!;
      // Whatever follows a tap waits for the next task, until React has drawn what the tap changed (flushed
      // in a microtask): a key (it stays queued meanwhile, so keys typed now are held behind it, in order),
      // and another tap, whose handler would otherwise still see the page before the first (two quiz
      // answers both taken, the toast of one and the score of the other).
      if ((element.isConnected && !owned(element)) || tapped) break;
      queue.shift();
      element.removeAttribute(busy);
      if (!element.isConnected) continue;
      // Dispatched again while later keys are still queued: not held a second time.
      if (typeof type === "object") {
        replaying = 1;
        element.dispatchEvent(type);
        replaying = 0;
      }
      else if (type === "submit") (element as HTMLFormElement).requestSubmit();
      else {
        element.click();
        tapped = 1;
      }
    }
    if (queue.length) timer = setTimeout(replay, tapped ? 0 : 50) as unknown as number;
  };
  const hold = (event: Event) => {
    const target = event.target as HTMLElement;
    const control = event.type === "submit" ? target : target.closest<HTMLElement>(controls);
    if (!control || owned(control) || (parsed && !parsed.has(control))) return;
    // A send: the form submitted, or its submit button clicked. Only sends keep a draft or post natively.
    const form = event.type === "submit" ? (control as HTMLFormElement) : (control as HTMLButtonElement).type === "submit" ? (control as HTMLButtonElement).form : null;
    // A form that names a draft key keeps what was sent there at once: should the page never come to
    // life (the tab closed while its code still loads), the form gives it back at the next visit.
    keepDraft(form);
    if (failed) return giveUp(form, event);
    event.preventDefault();
    event.stopImmediatePropagation();
    // Tapped again because nothing seemed to happen: once is meant (one message, not two).
    if (queue.some(([held, , sent]) => held === control || (form && sent === form))) return;
    control.setAttribute(busy, "true");
    queue.push([control, event.type as "click" | "submit", form]);
    if (!timer) timer = setTimeout(replay, 50) as unknown as number;
  };
  // A module script that failed to load, or a dynamic import that did: the code will not arrive.
  const fail = (event: Event) => {
    if (event.type === "error" ? (event.target as HTMLElement).tagName !== "SCRIPT" : !/module/i.test((event as PromiseRejectionEvent).reason)) return;
    failed = true;
    for (const [control, , form] of queue.splice(0)) {
      control.removeAttribute(busy);
      giveUp(form);
    }
  };
  // On window (its methods called bare: the inline script runs in the page's global scope).
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  addEventListener("input", (event) => {
    const form = (event.target as HTMLInputElement).form;
    if (form && !owned(form)) keepDraft(form);
  }, true);
  // Keys are held only after a held tap (the control is busy); the first key on a control is its own.
  addEventListener("keydown", (event) => {
    if (!replaying && /^(.|Escape)$/.test(event.key) && queue.some(([held]) => held === event.target)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      queue.push([event.target as HTMLElement, event]);
    }
  }, true);
  addEventListener("error", fail, true);
  addEventListener("unhandledrejection", fail);
}

/** The inline script's text: the function above, called with the attribute names and the notice's id. */
export function earlyInputScript(): string {
  const args = [EARLY_BUSY_ATTRIBUTE, EARLY_DRAFT_ATTRIBUTE, EARLY_FAILED_ID].map((arg) => JSON.stringify(arg));
  return `(${installEarlyInput.toString()})(${args.join(",")})`;
}
