// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NavigateFunction } from "react-router";
import { encodeRegister, type MapSite } from "~/lib/register-file";
import { addressShown, explore, goTo, isCurrentAddress, loadRegister, type Register } from "./site-explorer.client";
import { EMPTY_QUERY } from "./site-query";

const site = (id: string, type: string, lat: number): MapSite => ({ id, name: `Lokasi ${id}`, address: "Jl. Contoh", type, areaM2: 100, certified: false, lat, lng: 107.6 });

async function served(sites: MapSite[]): Promise<Register> {
  vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify(encodeRegister(sites)), { headers: { "content-type": "application/json" } })));
  try {
    return await loadRegister(() => "");
  } finally {
    vi.unstubAllGlobals();
  }
}

describe("explore", () => {
  it("without a filter gives the register itself: one unchanging list (the map keeps its clusters for it)", async () => {
    const register = await served([site("a", "Masjid", -6.9), site("b", "Musala", -6.8), site("c", "Masjid", -6.95)]);
    const all = explore(register, EMPTY_QUERY, null);
    expect(all.sites.map((entry) => entry.id)).toEqual(["a", "b", "c"]);
    expect(all.sites).toBe(register.sites);
    expect(explore(register, { ...EMPTY_QUERY, q: "   " }, null).sites).toBe(register.sites);
    // The search index is prepared once.
    expect(register.index()).toBe(register.index());
  });

  it("filters, and sorts by distance only when a position is known", async () => {
    const register = await served([site("a", "Masjid", -6.9), site("b", "Musala", -6.8), site("c", "Masjid", -6.95)]);
    expect(explore(register, { ...EMPTY_QUERY, jenis: "Masjid" }, null).sites.map((entry) => entry.id)).toEqual(["a", "c"]);
    expect(explore(register, { ...EMPTY_QUERY, q: "lokasi b" }, null).sites.map((entry) => entry.id)).toEqual(["b"]);
    const nearest = explore(register, EMPTY_QUERY, { lat: -6.96, lng: 107.6 });
    expect(nearest.sites.map((entry) => entry.id)).toEqual(["c", "a", "b"]);
    expect(nearest.distances?.get("c")).toBeLessThan(nearest.distances!.get("a")!);
  });

  it("'Lokasi terdekat' keeps a site not mapped yet, last and without a distance; filters still find it", async () => {
    const unmapped: MapSite = { ...site("u", "Masjid", 0), lat: null, lng: null };
    const register = await served([unmapped, site("a", "Masjid", -6.9), site("c", "Masjid", -6.95)]);
    const nearest = explore(register, EMPTY_QUERY, { lat: -6.96, lng: 107.6 });
    expect(nearest.sites.map((entry) => entry.id)).toEqual(["c", "a", "u"]);
    expect(nearest.distances?.has("u")).toBe(false);
    expect(nearest.distances?.size).toBe(2);
    expect(explore(register, { ...EMPTY_QUERY, q: "lokasi u" }, null).sites).toEqual([unmapped]);
  });
});

describe("goTo", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/pemetaan-wakaf");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("returns the new view at once and writes the address after the next frame, building on the last one asked for", async () => {
    const asked: Array<{ search: string; replace: boolean }> = [];
    const navigate = ((to: { search: string }, options: { replace: boolean }) => {
      asked.push({ search: to.search, replace: options.replace });
      window.history.replaceState(null, "", `/pemetaan-wakaf${to.search}`);
      return Promise.resolve();
    }) as unknown as NavigateFunction;

    expect(goTo(navigate, (current) => ({ ...current, jenis: "Masjid" }), false)).toBe("?jenis=Masjid");
    // Typed on before the first reached the address: the second builds on it.
    expect(goTo(navigate, (current) => ({ ...current, q: "al" }), true)).toBe("?q=al&jenis=Masjid");
    expect(asked).toEqual([]);
    // Until the last address asked for is there, an older one arriving is not shown.
    expect(isCurrentAddress("?jenis=Masjid", false)).toBe(false);
    expect(isCurrentAddress("?q=al&jenis=Masjid", false)).toBe(true);
    expect(isCurrentAddress("", true)).toBe(true);

    await vi.runAllTimersAsync();
    expect(asked).toEqual([
      { search: "?jenis=Masjid", replace: false },
      { search: "?q=al&jenis=Masjid", replace: true },
    ]);
    addressShown("?q=al&jenis=Masjid", false);
    expect(isCurrentAddress("?jenis=Masjid", false)).toBe(true);
    // The same view again changes nothing.
    expect(goTo(navigate, (current) => current, false)).toBeNull();
  });

  /** A router that writes each address at once (the page has not drawn it yet). */
  const writeAddress = ((to: { search: string }) => {
    window.history.replaceState(null, "", `/pemetaan-wakaf${to.search}`);
    return Promise.resolve();
  }) as unknown as NavigateFunction;
  const type = (...letters: string[]) => {
    for (const q of letters) goTo(writeAddress, (current) => ({ ...current, q }), true);
  };
  /** React draws `search` (the render asks, the commit reports it) and shows it or not. */
  const draw = (search: string, shown: boolean) => {
    expect(isCurrentAddress(search, false)).toBe(shown);
    addressShown(search, false);
  };

  it("does not show an older address of ours that React draws after the router has written a newer one", async () => {
    addressShown("", true);
    // The visitor types m, a, s; the router writes all three addresses (and forgets what was asked for)…
    type("m", "ma", "mas");
    await vi.runAllTimersAsync();
    expect(window.location.search).toBe("?q=mas");
    // …before React draws them, older first: only the last is shown, and nothing older after it.
    draw("?q=m", false);
    draw("?q=ma", false);
    draw("?q=mas", true);
    // A link elsewhere on the page, or Back, is shown as always.
    expect(isCurrentAddress("?jenis=Masjid", false)).toBe(true);
    type("x");
    expect(isCurrentAddress("?q=mas", true)).toBe(true);
  });

  it("gives the same answer each time React renders an address before committing it", async () => {
    addressShown("", true);
    type("m", "ma", "mas");
    // A background render of "?q=m" that a keystroke interrupts is rendered again: still not shown.
    expect(isCurrentAddress("?q=m", false)).toBe(false);
    expect(isCurrentAddress("?q=m", false)).toBe(false);
    // The visitor types on; the old addresses, once drawn, stay behind the newest one.
    type("masj");
    draw("?q=m", false);
    draw("?q=ma", false);
    draw("?q=mas", false);
    draw("?q=masj", true);
    // Nothing of ours is awaited any more: a link to an old view is shown.
    expect(isCurrentAddress("?q=ma", false)).toBe(true);
    await vi.runAllTimersAsync();
  });
});
