// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EARLY_BUSY_ATTRIBUTE, EARLY_DRAFT_ATTRIBUTE, earlyInputScript } from "./early-input";

// What React leaves on an element it renders while hydrating; the contract looks for its prefix only, and
// trusts it once the page is marked hydrated (root.tsx, after React's commit).
const own = (element: Element) => Object.assign(element, { __reactProps$test: {} });

beforeAll(() => {
  document.body.innerHTML = `
    <button id="tap" type="button">Unduh PDF</button>
    <form id="form"><input name="message"><button id="send" type="submit">Kirim</button></form>
    <form id="draft" ${EARLY_DRAFT_ATTRIBUTE}="testDraft"><input name="name" value="Siti"><textarea name="message">Pesan awal</textarea><button id="send-draft" type="submit">Kirim</button></form>
    <button id="twice" type="button">Buka menu</button>
    <a id="link" href="#menu">Menu</a>
    <button id="off" type="button" disabled>Nanti</button>
    <button id="keys" type="button">Si Wakaf</button>
    <button id="order" type="button">Si Wakaf lagi</button>
    <button id="commit" type="button">Mulai Kuis</button>
    <button id="answer-a" type="button">A</button>
    <button id="answer-c" type="button">C</button>`;
  // The inline script runs while the page is parsed, before DOMContentLoaded.
  new Function(earlyInputScript())();
  document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true }));
  // React's commit is done in these tests unless one says otherwise: a control is owned once it has props.
  document.documentElement.dataset.hydrated = "true";
});

afterEach(() => {
  vi.useRealTimers();
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe("early input contract", () => {
  it("holds a tap on a button React does not own yet, marks it busy, and replays it once React owns it", () => {
    vi.useFakeTimers();
    const button = byId<HTMLButtonElement>("tap");
    const reached = vi.fn();
    document.addEventListener("click", reached);
    button.click();
    expect(reached).not.toHaveBeenCalled();
    expect(button.getAttribute(EARLY_BUSY_ATTRIBUTE)).toBe("true");
    vi.advanceTimersByTime(500);
    expect(reached).not.toHaveBeenCalled();
    own(button);
    vi.advanceTimersByTime(50);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute(EARLY_BUSY_ATTRIBUTE)).toBe(false);
    // Owned now: the next tap goes straight through.
    button.click();
    expect(reached).toHaveBeenCalledTimes(2);
    document.removeEventListener("click", reached);
  });

  it("does not trust React's props before the page is marked hydrated: a tap waits for the commit", () => {
    vi.useFakeTimers();
    delete document.documentElement.dataset.hydrated;
    const button = byId<HTMLButtonElement>("commit");
    const reached = vi.fn();
    document.addEventListener("click", reached);
    // Rendered (props set), not yet committed: no refs, no layout effects, so handlers cannot act yet.
    own(button);
    button.click();
    vi.advanceTimersByTime(500);
    expect(reached).not.toHaveBeenCalled();
    expect(button.getAttribute(EARLY_BUSY_ATTRIBUTE)).toBe("true");
    document.documentElement.dataset.hydrated = "true";
    vi.advanceTimersByTime(50);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute(EARLY_BUSY_ATTRIBUTE)).toBe(false);
    document.removeEventListener("click", reached);
  });

  it("holds a submit (no native post that would leave the page) and replays one send however often it was asked for", () => {
    vi.useFakeTimers();
    const form = byId<HTMLFormElement>("form");
    const send = byId<HTMLButtonElement>("send");
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", submitted);
    // Enter in a field: the browser clicks the submit button (implicit submission).
    send.click();
    form.requestSubmit();
    expect(submitted).not.toHaveBeenCalled();
    own(send);
    own(form);
    vi.advanceTimersByTime(50);
    // The click on "Kirim" and the submit are one send of one form (two would store the message twice).
    expect(submitted).toHaveBeenCalledTimes(1);
    form.removeEventListener("submit", submitted);
  });

  it("keeps the order: a later tap waits for an earlier one", () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const a = byId<HTMLButtonElement>("off");
    a.disabled = false;
    const b = byId<HTMLButtonElement>("tap");
    delete (b as unknown as Record<string, unknown>).__reactProps$test;
    a.addEventListener("click", () => order.push("a"));
    b.addEventListener("click", () => order.push("b"));
    a.click();
    b.click();
    own(b);
    vi.advanceTimersByTime(200);
    expect(order).toEqual([]);
    own(a);
    vi.advanceTimersByTime(50);
    expect(order).toEqual(["a"]);
    // The later one in the next task, once React has drawn what the earlier changed.
    vi.advanceTimersByTime(1);
    expect(order).toEqual(["a", "b"]);
  });

  it("replays a second held tap in a task of its own, once React has drawn what the first changed", async () => {
    vi.useFakeTimers();
    const first = byId<HTMLButtonElement>("answer-a");
    const second = byId<HTMLButtonElement>("answer-c");
    let drawn = false;
    const seen: boolean[] = [];
    // React draws a discrete update in a microtask: the second tap's handler must come after it.
    first.addEventListener("click", () => queueMicrotask(() => (drawn = true)));
    second.addEventListener("click", () => seen.push(drawn));
    first.click();
    second.click();
    own(first);
    own(second);
    await vi.advanceTimersByTimeAsync(50);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([true]);
  });

  it("waits while React keeps the control disabled", () => {
    vi.useFakeTimers();
    const button = byId<HTMLButtonElement>("off");
    delete (button as unknown as Record<string, unknown>).__reactProps$test;
    const reached = vi.fn();
    button.addEventListener("click", reached);
    button.click();
    own(button);
    button.disabled = true;
    vi.advanceTimersByTime(200);
    expect(reached).not.toHaveBeenCalled();
    button.disabled = false;
    vi.advanceTimersByTime(50);
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it("leaves links alone: they work as links before React runs", () => {
    const link = byId<HTMLAnchorElement>("link");
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(link.hasAttribute(EARLY_BUSY_ATTRIBUTE)).toBe(false);
  });

  it("leaves alone a button that other code added after the page was parsed (Leaflet's controls)", () => {
    const later = document.body.appendChild(document.createElement("button"));
    const reached = vi.fn();
    later.addEventListener("click", reached);
    later.click();
    expect(reached).toHaveBeenCalledTimes(1);
    expect(later.hasAttribute(EARLY_BUSY_ATTRIBUTE)).toBe(false);
  });

  it("drops a held tap whose control left the page", () => {
    vi.useFakeTimers();
    const tap = byId<HTMLButtonElement>("tap");
    delete (tap as unknown as Record<string, unknown>).__reactProps$test;
    const reached = vi.fn();
    tap.addEventListener("click", reached);
    tap.click();
    tap.remove();
    vi.advanceTimersByTime(100);
    expect(reached).not.toHaveBeenCalled();
  });

  it("a second tap on a control already held is dropped: replayed once", () => {
    vi.useFakeTimers();
    const button = byId<HTMLButtonElement>("twice");
    const reached = vi.fn();
    button.addEventListener("click", reached);
    button.click();
    button.click();
    button.click();
    own(button);
    vi.advanceTimersByTime(50);
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it("holds the keys pressed on a control whose tap is held and replays them after the tap, in order, in the next task", () => {
    vi.useFakeTimers();
    const button = byId<HTMLButtonElement>("keys");
    const seen: string[] = [];
    button.addEventListener("click", () => seen.push("click"));
    button.addEventListener("keydown", (event) => seen.push(event.key));
    const press = (key: string) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
      button.dispatchEvent(event);
      return event;
    };
    // A key before any tap is the control's own (not held).
    expect(press("x").defaultPrevented).toBe(false);
    expect(seen).toEqual(["x"]);
    button.click();
    const letter = press("a");
    press("Escape");
    // Tab, arrows and other named keys are never held: focus and scrolling keep working.
    const tab = press("Tab");
    expect(letter.defaultPrevented).toBe(true);
    expect(tab.defaultPrevented).toBe(false);
    expect(seen).toEqual(["x", "Tab"]);
    own(button);
    vi.advanceTimersByTime(50);
    // The tap at once; its keys once React has drawn what the tap changed.
    expect(seen).toEqual(["x", "Tab", "click"]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["x", "Tab", "click", "a", "Escape"]);
    // Replayed once, and the control is its own again.
    vi.advanceTimersByTime(200);
    press("b");
    expect(seen).toEqual(["x", "Tab", "click", "a", "Escape", "b"]);
  });

  it("a key typed between the replayed tap and its held keys waits behind them: the question keeps its order", () => {
    vi.useFakeTimers();
    const button = byId<HTMLButtonElement>("order");
    const seen: string[] = [];
    button.addEventListener("click", () => seen.push("click"));
    button.addEventListener("keydown", (event) => seen.push(event.key));
    const press = (key: string) => button.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    button.click();
    press("b");
    press("a");
    own(button);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(["click"]);
    // Typed live now, before the held keys are replayed: held behind them.
    expect(press("g")).toBe(false);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["click", "b", "a", "g"]);
    // Nothing held any more: the next key is the control's own at once.
    press("i");
    expect(seen).toEqual(["click", "b", "a", "g", "i"]);
  });

  it("leaves keys alone on a control whose tap is not held", () => {
    const typed = new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true });
    byId("twice").dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
  });

  it("keeps the fields of a form with a draft key in storage when its send is held", () => {
    localStorage.removeItem("testDraft");
    sessionStorage.removeItem("testDraft");
    byId<HTMLButtonElement>("send-draft").click();
    // In this tab only: among the browser's drafts it would name no page, and another tab would take it.
    expect(JSON.parse(sessionStorage.getItem("testDraft")!)).toEqual({ name: "Siti", message: "Pesan awal" });
    expect(localStorage.getItem("testDraft")).toBeNull();
    // A form without a key keeps nothing.
    const before = sessionStorage.length;
    byId<HTMLFormElement>("form").requestSubmit();
    expect(sessionStorage.length).toBe(before);
  });

  it("keeps a draft form's fields at each keystroke until React owns the form, then leaves it to React", () => {
    const form = byId<HTMLFormElement>("draft");
    const name = form.elements.namedItem("name") as HTMLInputElement;
    name.value = "Siti Aminah";
    name.dispatchEvent(new Event("input", { bubbles: true }));
    expect(JSON.parse(sessionStorage.getItem("testDraft")!)).toMatchObject({ name: "Siti Aminah", message: "Pesan awal" });
    own(form);
    name.value = "diketik setelah hidrasi";
    name.dispatchEvent(new Event("input", { bubbles: true }));
    expect(JSON.parse(sessionStorage.getItem("testDraft")!).name).toBe("Siti Aminah");
  });

});
