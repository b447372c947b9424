import { describe, expect, it } from "vitest";
import { popupForAddress } from "./popup-address";

describe("the map's popup follows the address", () => {
  it("opens the site a shared link or Back/Forward names, unless it is already the open one", () => {
    expect(popupForAddress({ before: "", lokasi: "masjid-a", openSite: "", backOrForward: true })).toBe("open");
    expect(popupForAddress({ before: "masjid-a", lokasi: "masjid-b", openSite: "masjid-a", backOrForward: true })).toBe("open");
    expect(popupForAddress({ before: "", lokasi: "masjid-a", openSite: "masjid-a", backOrForward: false })).toBe("keep");
  });

  it("Back to a view without a site closes the open popup", () => {
    expect(popupForAddress({ before: "masjid-a", lokasi: "", openSite: "masjid-a", backOrForward: true })).toBe("close");
  });

  it("an empty ?lokasi= passed through while one popup replaces another keeps the new one", () => {
    expect(popupForAddress({ before: "masjid-a", lokasi: "", openSite: "masjid-b", backOrForward: false })).toBe("keep");
  });

  it("a site chosen before the page first read its address (an early tap replayed) stays open", () => {
    // The page's first load counts as POP in the router, and its address names no site.
    expect(popupForAddress({ before: "", lokasi: "", openSite: "masjid-a", backOrForward: true })).toBe("keep");
  });
});
