// The wakaf land register beyond the map page itself: a page per site, the open-data downloads and
// the certification progress. What the pages must show comes from the shipped data file.
import { readFileSync } from "node:fs";
import { sitesPage } from "../../app/content/sites-page";
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { TITLE_SUFFIX, office } from "./site";

type Feature = {
  id: string;
  geometry: { coordinates: [number, number] };
  properties: { name: string; address: string; type: string; areaM2: number; certified: boolean; kelurahan?: string };
};
const features = (JSON.parse(readFileSync(new URL("../../app/content/sites.geojson", import.meta.url), "utf8")) as { features: Feature[] }).features;
const sites = features.map(({ id, geometry, properties }) => ({ id, lat: geometry.coordinates[1], lng: geometry.coordinates[0], ...properties }));
const site = sites[0]!;
const path = `/pemetaan-wakaf/${site.id}`;
const pageUrl = new URL(path, office.siteUrl).href;
const texts = sitesPage.sitePage;
const area = (m2: number) => `${new Intl.NumberFormat("id-ID").format(m2)} m²`;

test.describe("a site's own page", () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test("shows the site's name, address, type, area, certificate status, kelurahan and coordinates", async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
    await expect(page.getByTestId("site-address")).toHaveText(site.address);
    const details = page.getByTestId("site-details");
    const row = (label: string) => details.locator("div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
    await expect(row(texts.labels.type)).toHaveText(site.type);
    await expect(row(texts.labels.area)).toHaveText(area(site.areaM2));
    await expect(row(texts.labels.stage)).toHaveText(`Sertifikat terbit (${texts.certifiedYes})`);
    await expect(row(texts.labels.kelurahan)).toHaveText(site.kelurahan!);
    await expect(row(texts.labels.coordinates)).toHaveText(`${site.lat.toFixed(5)}, ${site.lng.toFixed(5)}`);
    // The small map arrives after hydration with the site's marker (tiles are blocked here).
    await expect(page.getByTestId("site-mini-map").locator(".leaflet-marker-icon")).toHaveCount(1);
    await expect(page.getByRole("region", { name: `${texts.mapHeading}: ${site.name}` })).toBeVisible();
  });

  test("has its own title, description and link-preview tags", async ({ page }) => {
    await page.goto(path);
    const title = `${site.name} | ${TITLE_SUFFIX}`;
    const description = `${site.name}: tanah wakaf (${site.type}) di ${site.address}.`;
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", pageUrl);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", pageUrl);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new URL("/og-image.png", office.siteUrl).href);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  });

  test("WhatsApp share link carries the name, address and page address; directions open the maps app", async ({ page }) => {
    await gotoHydrated(page, path);
    const share = page.getByRole("link", { name: new RegExp(`^${texts.whatsapp}`) });
    await expect(share).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(`${site.name}\n${site.address}\n${pageUrl}`)}`);
    await expect(share).toHaveAttribute("target", "_blank");
    await expect(share).toHaveAttribute("rel", "noopener noreferrer");
    const directions = page.getByRole("link", { name: new RegExp(`^${texts.directions}`) });
    await expect(directions).toHaveAttribute("href", `https://www.google.com/maps/dir/?api=1&destination=${site.lat},${site.lng}`);
    await expect(directions).toHaveAttribute("target", "_blank");
  });

  test("'Salin tautan' copies the page's address and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, path);
    await expect(page.getByTestId("copy-status")).toHaveText("");
    await page.getByRole("button", { name: texts.copyLink }).click();
    await expect(page.getByTestId("copy-status")).toHaveText(texts.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
  });

  test("'Kembali ke peta' goes back to the map page", async ({ page }) => {
    await gotoHydrated(page, path);
    await page.getByRole("link", { name: texts.back }).click();
    await expect(page).toHaveURL(/\/pemetaan-wakaf$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pemetaan Wakaf");
  });

  test("the map page's list and popups link to each site's page", async ({ page }) => {
    await gotoHydrated(page, "/pemetaan-wakaf");
    for (const each of sites) {
      await expect(page.getByTestId("site-list").getByRole("link", { name: each.name, exact: true })).toHaveAttribute("href", `/pemetaan-wakaf/${each.id}`);
    }
    const marker = page.locator(".leaflet-container").getByRole("button", { name: sites[1]!.name, exact: true });
    await marker.click();
    await page.locator(".leaflet-popup").getByRole("link", { name: sitesPage.map.popupLink }).click();
    await expect(page).toHaveURL(new RegExp(`/pemetaan-wakaf/${sites[1]!.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sites[1]!.name);
  });

  test("an unknown site answers 404", async ({ request }) => {
    expect((await request.get("/pemetaan-wakaf/tidak-ada-lokasi-ini")).status()).toBe(404);
  });

  test("axe finds no WCAG 2.2 A/AA violations", async ({ page }) => {
    test.slow();
    await gotoHydrated(page, path);
    await expect(page.getByTestId("site-mini-map").locator(".leaflet-marker-icon")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("a site's page at 360 px", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("fits the screen and passes axe", async ({ page }) => {
    test.slow();
    await gotoHydrated(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("a site's page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is readable: name, details, share and directions links are in the HTML", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
    await expect(page.getByTestId("site-details")).toContainText(area(site.areaM2));
    await expect(page.getByTestId("share-whatsapp")).toBeVisible();
    await expect(page.getByTestId("site-directions")).toBeVisible();
  });
});

test.describe("open data downloads", () => {
  test("'Unduh data' downloads the register as GeoJSON with every site", async ({ page }) => {
    await gotoHydrated(page, "/pemetaan-wakaf");
    const section = page.getByRole("region", { name: sitesPage.headings.download });
    const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: sitesPage.download.geojson }).click()]);
    expect(download.suggestedFilename()).toBe("tanah-wakaf.geojson");
    const geojson = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(geojson.type).toBe("FeatureCollection");
    expect(geojson.features.map((f: Feature) => [f.id, f.geometry.coordinates, f.properties.name, f.properties.areaM2])).toEqual(
      features.map((f) => [f.id, f.geometry.coordinates, f.properties.name, f.properties.areaM2]),
    );
  });

  test("… and as CSV that Excel reads as UTF-8: BOM, the template's headers, one row per site", async ({ page }) => {
    await gotoHydrated(page, "/pemetaan-wakaf");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: sitesPage.download.csv }).click()]);
    expect(download.suggestedFilename()).toBe("tanah-wakaf.csv");
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^ID,Nama,Alamat,Kelurahan,Jenis,Luas \(m²\),Status Sertifikat,/);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(sites.map((each) => each.id));
    expect(lines[1]).toContain(`${site.name},"${site.address}"`);
  });

  test("the links work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/pemetaan-wakaf");
    await expect(page.getByTestId("open-data").getByRole("link")).toHaveCount(2);
    for (const href of ["/data/tanah-wakaf.geojson", "/data/tanah-wakaf.csv"]) {
      await expect(page.locator(`a[href="${href}"][download]`)).toHaveCount(1);
      expect((await page.request.get(href)).status()).toBe(200);
    }
    await context.close();
  });
});

test("the map page shows how many sites and m² are at each certification stage", async ({ page }) => {
  await page.goto("/pemetaan-wakaf");
  const rows = page.getByTestId("stage-progress").locator("tbody tr");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveText(/^Belum ber-AIW\s*0 \(0%\)\s*0 m²$/);
  await expect(rows.nth(3)).toHaveText(/^Sertifikat terbit\s*4 \(100%\)\s*2\.050 m²$/);
});
