import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, axeViolations, expect, gotoHydrated, scriptsNamedIn, scrollToMap, test } from "./fixtures";
import { office } from "./site";

const PATH = "/pemetaan-wakaf";

// What the page must show comes from the same data file the site is built from.
type Feature = {
  id: string;
  geometry: { coordinates: [number, number] };
  properties: { name: string; address: string; type: string; areaM2: number; certified: boolean };
};
const sites = (
  JSON.parse(readFileSync(new URL("../../app/content/sites.geojson", import.meta.url), "utf8")) as { features: Feature[] }
).features.map(({ id, geometry, properties }) => ({ id, lat: geometry.coordinates[1], lng: geometry.coordinates[0], ...properties }));

const area = (m2: number) => `${new Intl.NumberFormat("id-ID").format(m2)} m²`;

// A 1×1 transparent PNG: enough for Leaflet to treat a tile as loaded.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The configured tile template as a pattern; `zoom` fixes {z}, otherwise any zoom matches. */
function tilePattern(zoom?: number): RegExp {
  const escaped = office.map.tileUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const source = escaped
    .replace("\\{z\\}", zoom === undefined ? "\\d+" : String(zoom))
    .replace("\\{x\\}", "\\d+")
    .replace("\\{y\\}", "\\d+")
    .replace("\\{s\\}", "[a-z]")
    .replace("\\{r\\}", "(@2x)?");
  return new RegExp(`^${source}$`);
}

/** Serves every tile of the configured template locally and returns the requested tile URLs. */
async function serveTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const anyTile = tilePattern();
  await page.route(
    (url) => anyTile.test(url.href),
    (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "image/png", body: TINY_PNG });
    },
  );
  return requested;
}

async function failTiles(page: Page) {
  const anyTile = tilePattern();
  await page.route(
    (url) => anyTile.test(url.href),
    (route) => route.abort("failed"),
  );
}

const mapContainer = (page: Page) => page.locator(".leaflet-container");
const marker = (page: Page, name: string) => mapContainer(page).getByRole("button", { name, exact: true });
const popup = (page: Page) => page.locator(".leaflet-popup");

async function openMap(page: Page) {
  await gotoHydrated(page, PATH);
  await scrollToMap(page);
  await expect(mapContainer(page)).toBeVisible();
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(sites.length);
}

async function expectPopupFor(page: Page, site: (typeof sites)[number]) {
  // The previous popup fades out for a moment: look for this site's one, then wait for it to be alone.
  const content = popup(page).getByTestId("site-popup").filter({ hasText: site.name });
  await expect(content).toBeVisible();
  await expect(popup(page)).toHaveCount(1);
  await expect(content).toContainText(site.name);
  await expect(content).toContainText(site.address);
  await expect(content).toContainText(`Jenis: ${site.type}`);
  await expect(content).toContainText(`Luas: ${area(site.areaM2)}`);
}

test.describe("Pemetaan Wakaf at 1280 px", () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test("the map loads after hydration: 600 px high, tiles from the configured template at zoom 14, attribution shown", async ({ page }) => {
    const tiles = await serveTiles(page);
    await openMap(page);
    expect((await mapContainer(page).boundingBox())?.height).toBe(600);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    const zoom14 = tilePattern(14);
    expect(tiles.filter((url) => !zoom14.test(url))).toEqual([]);
    await expect(page.locator(".leaflet-control-attribution")).toContainText("OpenStreetMap");
    await expect(page.locator(".leaflet-control-attribution a", { hasText: "OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/copyright",
    );
    await expect(page.getByTestId("tile-error")).toHaveCount(0);
  });

  test("one marker per site, named after it, with icons from the site's own bundle", async ({ page }) => {
    await serveTiles(page);
    await openMap(page);
    for (const site of sites) await expect(marker(page, site.name)).toBeVisible();
    const icons = await page.locator("img.leaflet-marker-icon").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ src: img.currentSrc || img.src, width: img.naturalWidth, alt: img.alt })),
    );
    expect(icons).toHaveLength(sites.length);
    for (const icon of icons) {
      expect(icon.width).toBeGreaterThan(0); // the image really loaded
      expect(icon.src.startsWith("data:image/png") || new URL(icon.src).origin === new URL(page.url()).origin).toBe(true);
    }
    expect(icons.map((icon) => icon.alt)).toEqual(sites.map((site) => site.name));
  });

  test("each marker's popup shows the site's name, address, Jenis and Luas", async ({ page }) => {
    await serveTiles(page);
    await openMap(page);
    for (const site of sites) {
      await marker(page, site.name).click();
      await expectPopupFor(page, site);
      // An open popup can cover the next marker, as it would for a visitor: close it first.
      await popup(page).getByRole("button", { name: "Tutup keterangan lokasi", exact: true }).click();
      await expect(popup(page)).toHaveCount(0);
    }
  });

  test("markers are reachable with the keyboard and Enter opens the popup", async ({ page }) => {
    await serveTiles(page);
    await openMap(page);
    await mapContainer(page).focus();
    await page.keyboard.press("Tab");
    await expect(marker(page, sites[0]!.name)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(marker(page, sites[1]!.name)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectPopupFor(page, sites[1]!);
  });

  test("choosing a site in the list shows it on the map, opens its popup and focuses its marker", async ({ page }) => {
    await serveTiles(page);
    await openMap(page);
    for (const site of [sites[3]!, sites[0]!]) {
      await page.getByRole("button", { name: `Lihat di peta: ${site.name}`, exact: true }).click();
      await expectPopupFor(page, site);
      await expect(marker(page, site.name)).toBeFocused();
      await expect(mapContainer(page)).toBeInViewport({ ratio: 0.9 });
      // The chosen marker is inside the visible map.
      const box = (await marker(page, site.name).boundingBox())!;
      const map = (await mapContainer(page).boundingBox())!;
      expect(box.x).toBeGreaterThan(map.x);
      expect(box.x + box.width).toBeLessThan(map.x + map.width);
      expect(box.y).toBeGreaterThan(map.y);
      expect(box.y + box.height).toBeLessThan(map.y + map.height);
    }
  });

  test("choosing a site before the map has loaded goes to the map, whose popup opens once it arrives", async ({ page }) => {
    await serveTiles(page);
    // Hold the lazy map chunk back (as on slow mobile data) until the visitor has chosen a site.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/site-map\.client-[^/]*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await gotoHydrated(page, PATH);
    await expect(page.getByTestId("map-placeholder")).toBeVisible();
    const site = sites[2]!;
    await page.getByRole("button", { name: `Lihat di peta: ${site.name}`, exact: true }).click();
    await expect(page.getByTestId("map-placeholder")).toBeInViewport();
    await expect(mapContainer(page)).toHaveCount(0);
    release();
    await expectPopupFor(page, site);
    await expect(marker(page, site.name)).toBeFocused();
  });

  test("if the tiles fail, a notice says so and markers, popups, list and charts still work", async ({ page }) => {
    await failTiles(page);
    await openMap(page);
    await expect(page.getByTestId("tile-error")).toHaveText(
      "Gambar peta dasar tidak dapat dimuat. Penanda lokasi, daftar, dan grafik tetap dapat digunakan.",
    );
    await expect(page.getByTestId("tile-error")).toHaveAttribute("role", "status");
    await marker(page, sites[2]!.name).click();
    await expectPopupFor(page, sites[2]!);
    await page.getByRole("button", { name: `Lihat di peta: ${sites[1]!.name}`, exact: true }).click();
    await expectPopupFor(page, sites[1]!);
    await expect(page.getByTestId("type-pie-chart").locator("path")).toHaveCount(3);
    await expect(page.getByTestId("area-bar-chart").locator("rect")).toHaveCount(sites.length);
  });

  test("both charts are 300 px high and show the split derived from the sites", async ({ page }) => {
    await gotoHydrated(page, PATH);
    for (const id of ["type-pie-chart", "area-bar-chart"]) {
      expect((await page.getByTestId(id).locator("svg").boundingBox())?.height).toBe(300);
    }
    const pie = page.getByTestId("type-pie-chart");
    await expect(pie.locator("figcaption")).toHaveText("Distribusi Jenis Wakaf");
    await expect(page.getByTestId("type-pie-legend").getByRole("listitem")).toHaveText([
      "Masjid: 2 lokasi (50%)",
      "Majelis Taklim: 1 lokasi (25%)",
      "Masjid & Pendidikan: 1 lokasi (25%)",
    ]);
    await expect(pie.locator("svg text")).toHaveText(["50%", "25%", "25%"]);
    // One colour per type.
    const fills = await pie.locator("path").evaluateAll((paths) => paths.map((p) => p.getAttribute("fill")));
    expect(new Set(fills).size).toBe(3);
    // Bars: one per site, longest for the largest area, every value in the hidden table.
    const widths = await page
      .getByTestId("area-bar-chart")
      .locator("rect")
      .evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect().width));
    expect(widths.indexOf(Math.max(...widths))).toBe(sites.findIndex((s) => s.areaM2 === Math.max(...sites.map((x) => x.areaM2))));
    const table = page.getByRole("table", { name: "Luas Tanah Wakaf per Lokasi (m²)" });
    for (const site of sites) {
      await expect(table.getByRole("row", { name: `${site.name} ${area(site.areaM2)}` })).toHaveCount(1);
    }
  });

  test("the summary band shows 4 locations, 2.050 m² and 100% certified", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await expect(page.getByTestId("summary-count")).toHaveText("4");
    await expect(page.getByTestId("summary-area")).toHaveText("2.050 m²");
    await expect(page.getByTestId("summary-certified")).toHaveText("100%");
  });

  test("the site list shows every site with type, area and coordinates chips and an 'Arah' link", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const items = page.getByTestId("site-list").locator(":scope > li");
    await expect(items).toHaveCount(sites.length);
    for (const [index, site] of sites.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(site.name);
      await expect(item).toContainText(site.address);
      const chips = item.getByRole("list", { name: "Keterangan lokasi" }).getByRole("listitem");
      await expect(chips).toHaveText([
        `Jenis: ${site.type}`,
        `Luas: ${area(site.areaM2)}`,
        `Koordinat: ${site.lat.toFixed(5)}, ${site.lng.toFixed(5)}`,
      ]);
      const directions = item.getByRole("link", { name: `Arah ke ${site.name} (membuka aplikasi peta di tab baru)`, exact: true });
      await expect(directions).toHaveText("Arah");
      await expect(directions).toHaveAttribute("href", `https://www.google.com/maps/dir/?api=1&destination=${site.lat},${site.lng}`);
      await expect(directions).toHaveAttribute("target", "_blank");
      await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("axe finds no WCAG 2.2 A/AA violations with a popup open", async ({ page }) => {
    // Map chunk + popup + a full axe scan: on a busy 2-core CI machine this can pass 30 s.
    test.slow();
    await serveTiles(page);
    await openMap(page);
    await marker(page, sites[0]!.name).click();
    await expectPopupFor(page, sites[0]!);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("Pemetaan Wakaf at 360 px", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("the map below the first screen is drawn when the visitor scrolls to it, not while the page starts", async ({ page }) => {
    await serveTiles(page);
    const mapChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/site-map\.client-[^/]*\.js$/.test(request.url())) mapChunks.push(request.url());
    });
    await gotoHydrated(page, PATH);
    // The search tools and the list arrive; the map waits below the fold, its placeholder listing the sites.
    await expect(page.getByTestId("site-list").locator(":scope > li")).toHaveCount(sites.length);
    await expect(page.getByTestId("map-placeholder")).not.toBeInViewport();
    await expect(page.getByTestId("map-placeholder")).toContainText(sites[0]!.name);
    // Everything the page asks for by itself has arrived, and the map's chunk was not among it.
    await page.waitForLoadState("networkidle");
    expect(mapChunks).toEqual([]);
    await expect(mapContainer(page)).toHaveCount(0);
    await scrollToMap(page);
    await expect(page.locator(".leaflet-marker-icon")).toHaveCount(sites.length);
    expect(mapChunks).toHaveLength(1);
  });

  test("map 600 px, charts 300 px, no sideways scrolling, list → map works", async ({ page }) => {
    await serveTiles(page);
    await openMap(page);
    expect((await mapContainer(page).boundingBox())?.height).toBe(600);
    for (const id of ["type-pie-chart", "area-bar-chart"]) {
      expect((await page.getByTestId(id).locator("svg").boundingBox())?.height).toBe(300);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const site = sites[2]!;
    await page.getByRole("button", { name: `Lihat di peta: ${site.name}`, exact: true }).click();
    await expectPopupFor(page, site);
    await expect(mapContainer(page)).toBeInViewport({ ratio: 0.5 });
    // Bar labels stay inside the chart at this width.
    const overflow = await page.getByTestId("area-bar-chart").locator("svg").evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll("text")].filter((t) => t.getBoundingClientRect().right > box.right + 0.5).length;
    });
    expect(overflow).toBe(0);
  });

  test("axe finds no WCAG 2.2 A/AA violations with a popup open", async ({ page }) => {
    // Map chunk + popup + a full axe scan: on a busy 2-core CI machine this can pass 30 s.
    test.slow();
    await serveTiles(page);
    await openMap(page);
    await page.getByRole("button", { name: `Lihat di peta: ${sites[3]!.name}`, exact: true }).click();
    await expectPopupFor(page, sites[3]!);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("without JavaScript (the prerendered HTML)", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP_VIEWPORT });

  test("a 600 px placeholder lists the sites, and charts, list and summary are all there", async ({ page }) => {
    await page.goto(PATH);
    const placeholder = page.getByTestId("map-placeholder");
    expect((await placeholder.boundingBox())?.height).toBe(600);
    for (const site of sites) await expect(placeholder).toContainText(site.name);
    await expect(page.getByTestId("type-pie-legend")).toContainText("Masjid: 2 lokasi (50%)");
    await expect(page.getByTestId("area-bar-chart").locator("rect")).toHaveCount(sites.length);
    await expect(page.getByTestId("site-list").locator(":scope > li")).toHaveCount(sites.length);
    await expect(page.getByTestId("summary-area")).toHaveText("2.050 m²");
  });
});

test("the map replaces its placeholder without moving the content below it", async ({ browser }) => {
  const headingTop = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: DESKTOP_VIEWPORT });
    // No tile server here: abort them (the notice overlays the map and takes no room).
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(PATH);
    if (javaScriptEnabled) await expect(page.locator(".leaflet-marker-icon")).toHaveCount(sites.length);
    const top = await page.locator("#statistik").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await context.close();
    return top;
  };
  expect(await headingTop(true)).toBe(await headingTop(false));
});

test.describe("weight", () => {
  for (const path of ["/", PATH]) {
    test(`${path} loads no Leaflet code up front`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const preloads = scriptsNamedIn(html);
      expect(preloads.length).toBeGreaterThan(0);
      for (const href of preloads) {
        const body = await (await request.get(href)).text();
        expect(body, href).not.toContain("leaflet-container");
        expect(body, href).not.toContain("innerRadius"); // d3-shape runs at build time only
      }
      expect(html).not.toMatch(/leaflet[^"]*\.css/);
      // The home page never fetches the map chunk, even after hydration.
      if (path === "/") {
        const scripts: string[] = [];
        page.on("request", (req) => scripts.push(req.url()));
        await gotoHydrated(page, "/");
        expect(scripts.filter((url) => /site-map/.test(url))).toEqual([]);
      }
    });
  }
});
