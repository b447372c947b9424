import { describe, expect, it } from "vitest";
import { NEVER_CACHED_PATH, prerenderedFileFor, SITE_PAGE_PATH, tileUrlPattern } from "./service-worker-protocol";

describe("prerenderedFileFor", () => {
  it("maps navigations to the prerendered index.html", () => {
    expect(prerenderedFileFor("/", true)).toBe("/index.html");
    expect(prerenderedFileFor("/kuis-wakaf", true)).toBe("/kuis-wakaf/index.html");
    expect(prerenderedFileFor("/kuis-wakaf/", true)).toBe("/kuis-wakaf/index.html");
  });

  it("leaves other requests (route data) alone", () => {
    expect(prerenderedFileFor("/kuis-wakaf.data", false)).toBe("/kuis-wakaf.data");
  });
});

describe("NEVER_CACHED_PATH", () => {
  it("covers the office console and the APIs, not public pages that merely start alike", () => {
    for (const path of ["/kantor", "/kantor/", "/kantor/masukan", "/kantor/assets/a.js", "/api/feedback", "/api/kantor/sesi"]) {
      expect(NEVER_CACHED_PATH.test(path), path).toBe(true);
    }
    for (const path of ["/", "/kantor-baru", "/kantorku/x", "/profil-kua", "/apiary", "/pemetaan-wakaf/kantor"]) {
      expect(NEVER_CACHED_PATH.test(path), path).toBe(false);
    }
  });
});

describe("tileUrlPattern", () => {
  it("matches the OpenStreetMap template and nothing else on that host", () => {
    const pattern = tileUrlPattern("https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://wakaf.example");
    expect(pattern.test("https://tile.openstreetmap.org/15/26134/17003.png")).toBe(true);
    expect(pattern.test("https://tile.openstreetmap.org/about")).toBe(false);
    expect(pattern.test("https://evil.example/15/26134/17003.png")).toBe(false);
  });

  it("understands subdomains and the retina suffix", () => {
    const pattern = tileUrlPattern("https://{s}.tile.example.org/{z}/{x}/{y}{r}.png", "https://wakaf.example");
    expect(pattern.test("https://a.tile.example.org/1/2/3.png")).toBe(true);
    expect(pattern.test("https://b.tile.example.org/1/2/3@2x.png")).toBe(true);
    expect(pattern.test("https://tile.example.org.evil/1/2/3.png")).toBe(false);
  });

  it("resolves a same-origin template against the site", () => {
    const pattern = tileUrlPattern("/tiles/{z}/{x}/{y}.png", "http://127.0.0.1:4817");
    expect(pattern.test("http://127.0.0.1:4817/tiles/1/2/3.png")).toBe(true);
    expect(pattern.test("http://127.0.0.1:4817/assets/app.css")).toBe(false);
  });
});

describe("SITE_PAGE_PATH", () => {
  it("matches a site's page and its route data, not the map page or other files", () => {
    for (const path of ["/pemetaan-wakaf/masjid-nurul-falah", "/pemetaan-wakaf/masjid-nurul-falah/", "/pemetaan-wakaf/masjid-nurul-falah.data"]) {
      expect(SITE_PAGE_PATH.test(path), path).toBe(true);
    }
    for (const path of ["/pemetaan-wakaf", "/pemetaan-wakaf/", "/pemetaan-wakaf.data", "/data/tanah-wakaf.json", "/kuis-wakaf", "/pemetaan-wakaf/a/b"]) {
      expect(SITE_PAGE_PATH.test(path), path).toBe(false);
    }
  });
});
