// @vitest-environment jsdom
// The early event contract when the page's code never arrives (a module script that failed to load):
// its own file, since the inline script's state (failed) lasts for the page.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { EARLY_BUSY_ATTRIBUTE, EARLY_DRAFT_ATTRIBUTE, EARLY_FAILED_ID, earlyInputScript } from "./early-input";

// The hidden notice every page carries next to the script (components/layout/early-input.tsx).
const notice = (id: string) => `<div id="${id}" role="alert" hidden>Halaman belum termuat sempurna. <button type="button">Muat ulang</button></div>`;
const shown = (id: string) => document.getElementById(id)?.hidden === false;

beforeAll(() => {
  document.body.innerHTML = `
    <button id="pdf" type="button">Unduh PDF</button>
    <form id="feedback" method="post" action="/api/feedback" ${EARLY_DRAFT_ATTRIBUTE}="failDraft"><textarea name="message">Pesan</textarea><button id="send" type="submit">Kirim</button></form>
    <script id="entry" type="module"></script>
    ${notice(EARLY_FAILED_ID)}`;
  new Function(earlyInputScript())();
  document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true }));
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe("early input when the page's code fails to arrive", () => {
  it("sends a held form with an action natively, tells the visitor about any other held tap, and leaves nothing busy", () => {
    vi.useFakeTimers();
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const pdf = byId<HTMLButtonElement>("pdf");
    pdf.click();
    byId<HTMLButtonElement>("send").click();
    expect(pdf.getAttribute(EARLY_BUSY_ATTRIBUTE)).toBe("true");
    expect(shown(EARLY_FAILED_ID)).toBe(false);
    // A runtime error elsewhere is not a failed download.
    window.dispatchEvent(new ErrorEvent("error", { message: "boom" }));
    expect(shown(EARLY_FAILED_ID)).toBe(false);

    byId("entry").dispatchEvent(new Event("error"));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(byId("feedback"));
    expect(JSON.parse(sessionStorage.getItem("failDraft")!)).toEqual({ message: "Pesan" });
    expect(shown(EARLY_FAILED_ID)).toBe(true);
    // Its reload button reloads the page.
    const reload = vi.fn();
    vi.stubGlobal("location", { reload });
    document.getElementById(EARLY_FAILED_ID)!.querySelector("button")!.click();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    expect(document.querySelectorAll(`[${EARLY_BUSY_ATTRIBUTE}]`)).toHaveLength(0);
    // Nothing is replayed later either.
    vi.advanceTimersByTime(1000);
    expect(submit).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("after the failure, a tap shows the notice at once and a send goes natively (not held)", () => {
    document.getElementById(EARLY_FAILED_ID)!.hidden = true;
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("pdf").dispatchEvent(tap);
    expect(shown(EARLY_FAILED_ID)).toBe(true);
    expect(byId("pdf").hasAttribute(EARLY_BUSY_ATTRIBUTE)).toBe(false);
    const send = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    byId("feedback").dispatchEvent(send);
    expect(send.defaultPrevented).toBe(false);
  });

  it("a rejected dynamic import counts as the code failing to arrive; another rejection does not", async () => {
    const { installEarlyInput } = await import("./early-input");
    document.body.insertAdjacentHTML("beforeend", `<button id="late" type="button">Kuis</button>${notice("failed-2")}`);
    const fresh = new Function(`(${installEarlyInput.toString()})("data-busy-2","data-draft-2","failed-2")`);
    fresh();
    document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true }));
    byId("late").click();
    const rejection = (message: string) => Object.assign(new Event("unhandledrejection"), { reason: new TypeError(message) });
    window.dispatchEvent(rejection("Cannot read properties of undefined"));
    expect(shown("failed-2")).toBe(false);
    window.dispatchEvent(rejection("Failed to fetch dynamically imported module: http://localhost/assets/root.js"));
    expect(shown("failed-2")).toBe(true);
  });
});
