// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_POSITIONS_KEY, restoreScrollBeforeHydration, restoreScrollScript } from "./scroll-restoration";

const KEY = SCROLL_POSITIONS_KEY;

describe("restoreScrollBeforeHydration", () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    window.history.replaceState(null, "");
    sessionStorage.clear();
    scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("gives a fresh visit's entry a new key and does not read the stored positions", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    sessionStorage.setItem(KEY, JSON.stringify({ abc: 300 }));
    restoreScrollBeforeHydration(KEY);
    const key = (window.history.state as { key?: unknown }).key;
    expect(typeof key).toBe("string");
    expect(key).not.toBe("");
    expect(getItem).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("puts a reloaded entry back at its stored position, and leaves the entry's key as it was", () => {
    window.history.replaceState({ key: "abc", usr: null }, "");
    sessionStorage.setItem(KEY, JSON.stringify({ abc: 420, other: 10 }));
    restoreScrollBeforeHydration(KEY);
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
    expect(window.history.state).toEqual({ key: "abc", usr: null });
  });

  it("does not scroll an entry that has a key but no stored position", () => {
    window.history.replaceState({ key: "abc" }, "");
    sessionStorage.setItem(KEY, JSON.stringify({ other: 10 }));
    restoreScrollBeforeHydration(KEY);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("drops damaged stored positions instead of failing", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    window.history.replaceState({ key: "abc" }, "");
    sessionStorage.setItem(KEY, "{not json");
    expect(() => restoreScrollBeforeHydration(KEY)).not.toThrow();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(logged).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("works as the inline script's text, on its own, outside this module", () => {
    window.history.replaceState({ key: "abc" }, "");
    sessionStorage.setItem(KEY, JSON.stringify({ abc: 420 }));
    // Indirect eval runs the text in the global scope: nothing from this module is reachable there.
    (0, eval)(restoreScrollScript(KEY));
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
  });
});
