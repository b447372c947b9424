// The register with unfinished records (issue 32), against the site built from
// tests/fixtures/sites-unfinished.geojson (`npm run build:fixture`, served by the second web server of
// playwright.config.ts): a site whose point is not mapped yet and a site whose area is not measured yet
// are in the list, the counts and their own pages; only the mapped ones are on the map.
import { readFileSync } from "node:fs";
import { sitesPage } from "../../app/content/sites-page";
import { fixtureBaseURL, fixtureMissing } from "../../playwright.config";
import { DESKTOP_VIEWPORT, axeViolations, expect, gotoHydrated, scrollToMap, test } from "./fixtures";

type Feature = { id: string; geometry: { coordinates: [number, number] } | null; properties: { name: string; address: string; areaM2?: number } };
const features = (JSON.parse(readFileSync(new URL("../fixtures/sites-unfinished.geojson", import.meta.url), "utf8")) as { features: Feature[] }).features;
const unmapped = features.find((feature) => feature.geometry === null)!;
const unmeasured = features.find((feature) => feature.properties.areaM2 === undefined)!;
const mapped = features.filter((feature) => feature.geometry !== null);
const texts = sitesPage;

test.use({ baseURL: fixtureBaseURL, viewport: DESKTOP_VIEWPORT });

test.beforeEach(() => {
  // Not skipped: without the fixture build this spec fails and says how to make it.
  if (fixtureMissing) throw new Error(fixtureMissing);
});

test.describe("the page of a site whose point is not mapped yet", () => {
  const path = `/pemetaan-wakaf/${unmapped.id}`;

  test("is prerendered with its details and says the point is not mapped, with no map, directions or coordinates", async ({ page, request }) => {
    // Prerendered like every site page: the HTML itself carries the name and the notice.
    const html = await (await request.get(path)).text();
    expect(html).toContain(unmapped.properties.name);
    expect(html).toContain(texts.sitePage.unmapped);

    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unmapped.properties.name);
    await expect(page.getByTestId("site-address")).toHaveText(unmapped.properties.address);
    await expect(page.getByTestId("site-unmapped")).toContainText(texts.sitePage.unmapped);
    const details = page.getByTestId("site-details");
    await expect(details.locator("dt")).not.toContainText([texts.sitePage.labels.coordinates]);
    await expect(details).toContainText("150 m²");
    await expect(page.getByTestId("site-directions")).toHaveCount(0);
    await expect(page.getByRole("link", { name: new RegExp(`^${texts.sitePage.directions}`) })).toHaveCount(0);
    await expect(page.getByTestId("mini-map-placeholder")).toHaveCount(0);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    // Sharing still works: the link is the page's own.
    await expect(page.getByTestId("share-whatsapp")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a site whose area is not measured says 'belum diukur' on its page and still has its map", async ({ page }) => {
    await gotoHydrated(page, `/pemetaan-wakaf/${unmeasured.id}`);
    const area = page.getByTestId("site-details").locator("div").filter({ has: page.locator("dt", { hasText: /^Luas$/ }) }).locator("dd");
    await expect(area).toHaveText(texts.sitePage.unmeasured);
    await expect(page.getByTestId("site-directions")).toBeVisible();
    await expect(page.getByTestId("site-mini-map").locator(".leaflet-marker-icon")).toHaveCount(1);
  });
});

test.describe("a site marked only 'Belum' (not certified, stage not written)", () => {
  const id = "uji-musala-status-belum";

  test("its page says the stage is unknown, never a stage nobody wrote, and shows its area unrounded", async ({ page }) => {
    await gotoHydrated(page, `/pemetaan-wakaf/${id}`);
    const row = (label: string) => page.getByTestId("site-details").locator("div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
    await expect(row(texts.sitePage.labels.stage)).toHaveText(`${texts.sitePage.stageUnknown} (${texts.sitePage.certifiedNo})`);
    await expect(row(texts.sitePage.labels.area)).toHaveText("410,5 m²");
  });

  test("the certification table counts it in a row of its own, and the status filter finds it", async ({ page }) => {
    await gotoHydrated(page, "/pemetaan-wakaf");
    const rows = page.getByTestId("stage-progress").locator("tbody tr");
    await expect(rows.first()).toHaveText(/^Belum ber-AIW\s*1 \(17%\)\s*0 m²$/);
    await expect(rows.last()).toHaveText(new RegExp(`^${texts.sitePage.stageUnknown}\\s*1 \\(17%\\)\\s*411 m²$`));
    await page.getByLabel(texts.explorer.status).selectOption({ label: texts.sitePage.stageUnknown });
    const cards = page.getByTestId("site-list").locator(":scope > li");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute("data-site-id", id);
  });
});

test.describe("the map page with unfinished records", () => {
  test("lists and counts every site, draws markers only for mapped ones, names the unmeasured one in the area total", async ({ page }) => {
    await gotoHydrated(page, "/pemetaan-wakaf");
    const list = page.getByTestId("site-list");
    await expect(page.getByTestId("site-count")).toHaveText(`Menampilkan semua ${features.length} lokasi.`);
    await expect(list.locator(":scope > li")).toHaveCount(features.length);
    const unmappedCard = list.locator(`[data-site-id="${unmapped.id}"]`);
    await expect(unmappedCard.getByTestId("site-unmapped")).toHaveText(`Koordinat: ${texts.list.unmapped}`);
    await expect(unmappedCard.getByRole("button", { name: new RegExp(texts.list.showOnMap) })).toHaveCount(0);
    await expect(unmappedCard.getByRole("link", { name: /Arah/ })).toHaveCount(0);
    await expect(list.locator(`[data-site-id="${unmeasured.id}"]`).getByTestId("site-area")).toHaveText(`Luas: ${texts.list.unmeasured}`);
    // Two parcels with the same name are two cards with their own pages.
    const sameName = list.getByRole("link", { name: "Pondok Pesantren Al-Ikhlas", exact: true });
    await expect(sameName).toHaveCount(2);
    expect(await sameName.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/pemetaan-wakaf/uji-pesantren-al-ikhlas-1",
      "/pemetaan-wakaf/uji-pesantren-al-ikhlas-2",
    ]);

    await expect(page.getByTestId("summary-count")).toHaveText(String(features.length));
    await expect(page.getByTestId("summary-area")).toHaveText("2.961 m² (1 lokasi belum diukur)");
    await expect(page.getByTestId("summary-certified")).toHaveText("33%");

    await scrollToMap(page);
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.locator(".leaflet-marker-icon")).toHaveCount(mapped.length);
    await expect(page.locator(".leaflet-container").getByRole("button", { name: unmapped.properties.name, exact: true })).toHaveCount(0);
    await expect(page.locator(".leaflet-container").getByRole("button", { name: unmeasured.properties.name, exact: true })).toHaveCount(1);
  });

  test.describe("with the visitor's position allowed", () => {
    test.use({ permissions: ["geolocation"], geolocation: { latitude: -6.8842, longitude: 107.6101 } });

    test("'Lokasi terdekat' puts the unmapped site last, without a distance, and says why", async ({ page }) => {
      await gotoHydrated(page, "/pemetaan-wakaf");
      await page.getByRole("button", { name: texts.explorer.nearest }).click();
      await expect(page.getByText(texts.explorer.nearestUnmapped)).toBeVisible();
      const cards = page.getByTestId("site-list").locator(":scope > li");
      await expect(cards.first()).toHaveAttribute("data-site-id", "uji-masjid-lengkap");
      await expect(cards.last()).toHaveAttribute("data-site-id", unmapped.id);
      await expect(page.getByTestId("site-distance")).toHaveCount(mapped.length);
      await expect(cards.last().getByTestId("site-distance")).toHaveCount(0);
    });
  });

  test("the open-data downloads keep the unfinished records", async ({ request }) => {
    const geojson = (await (await request.get("/data/tanah-wakaf.geojson")).json()) as { features: Feature[] };
    expect(geojson.features).toHaveLength(features.length);
    expect(geojson.features.find((feature) => feature.id === unmapped.id)!.geometry).toBeNull();
    expect(geojson.features.find((feature) => feature.id === unmeasured.id)!.properties).not.toHaveProperty("areaM2");
    const csv = await (await request.get("/data/tanah-wakaf.csv")).text();
    const line = csv.split("\r\n").find((row) => row.startsWith(`${unmapped.id},`))!;
    expect(line.endsWith(",,")).toBe(true);
  });
});
