// The map at city scale (issue 15): a generated register of a few hundred sites is served in place of
// the built /data/tanah-wakaf.json by intercepting that one request, so the build (and every other
// test) keeps the four sample sites. Expected figures come from the same generator and filter code.
import type { Page } from "@playwright/test";
import { encodeRegister } from "../../app/lib/register-file";
import { filterSites, indexSites } from "../../app/features/map/site-filter";
import { EMPTY_QUERY, type SiteQuery } from "../../app/features/map/site-query";
import { sitesFromGeoJson } from "../../app/features/map/sites";
import { generateRegister } from "../../scripts/sites/generate";
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, axeViolations, expect, gotoHydrated, scrollToMap, test } from "./fixtures";
import { office } from "./site";

const PATH = "/pemetaan-wakaf";
const COUNT = 300;
const sites = sitesFromGeoJson(generateRegister(COUNT, office.map.center as [number, number], 7));
const register = JSON.stringify(encodeRegister(sites));
const index = indexSites(sites, (site) => site.stage ?? "");
const expected = (query: Partial<SiteQuery>) => filterSites(index, { ...EMPTY_QUERY, ...query }).map((entry) => entry.site);
const number = (value: number) => new Intl.NumberFormat("id-ID").format(value);

const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

async function serveRegister(page: Page) {
  await page.route("**/data/tanah-wakaf.json", (route) => route.fulfill({ status: 200, contentType: "application/json", body: register }));
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: "image/png", body: TINY_PNG }));
}

const map = (page: Page) => page.locator(".leaflet-container");
const clusters = (page: Page) => map(page).locator(".wakaf-cluster");
const singles = (page: Page) => map(page).locator("img.leaflet-marker-icon");
const count = (page: Page) => page.getByTestId("site-count");
const listItems = (page: Page) => page.getByTestId("site-list").locator(":scope > li");

/**
 * axe-core's WCAG 2.2 scan. One finding is accepted: target-size (2.5.8) between map markers that
 * overlap where sites crowd. The criterion's "equivalent" exception applies: every site has its own
 * 44 px "Lihat di peta" button in the list, and the zoom buttons do what a cluster does (decision 120).
 */
async function axeFindings(page: Page) {
  return (await axeViolations(page)).filter(
    (violation) => !(violation.id === "target-size" && violation.nodes.every((node) => node.includes("leaflet-marker-icon"))),
  );
}

/** Sites drawn on the map: the numbers on the clusters plus the single markers. */
async function sitesOnMap(page: Page): Promise<number> {
  const numbers = await clusters(page).allTextContents();
  const grouped = numbers.reduce((sum, text) => sum + Number(text.replace(/\./g, "")), 0);
  return grouped + (await singles(page).count());
}

async function open(page: Page, search = "") {
  await serveRegister(page);
  await gotoHydrated(page, `${PATH}${search}`);
  await expect(count(page)).not.toHaveText(/dimuat/);
  await scrollToMap(page);
  await expect(map(page).locator(".leaflet-marker-icon").first()).toBeVisible();
}

/** Map, list, count and summary all show `matching` sites. */
/**
 * The highest zoom level among the map's tile images (from their `/{z}/{x}/{y}` addresses). Leaflet keeps
 * the previous level's tiles in the page until the new level's have loaded or failed, so the first tile in
 * the page can still be an old one after a zoom.
 */
async function highestTileZoom(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll(".leaflet-tile-container img")].map((img) => {
        const match = /\/(\d+)\/\d+\/\d+\.png/.exec(img.getAttribute("src") ?? "");
        return match ? Number(match[1]) : 0;
      }),
    ),
  );
}

async function expectView(page: Page, matching: ReturnType<typeof expected>) {
  const n = matching.length;
  await expect(count(page)).toHaveText(n === COUNT ? `Menampilkan semua ${number(COUNT)} lokasi.` : `${number(n)} dari ${number(COUNT)} lokasi cocok.`);
  await expect(page.getByTestId("summary-count")).toHaveText(number(n));
  await expect.poll(() => sitesOnMap(page)).toBe(n);
  // The map re-uses cluster badges for the new groups: each one's name carries its own new number.
  for (const [number, name] of await clusters(page).evaluateAll((badges) => badges.map((badge) => [badge.textContent ?? "", badge.getAttribute("title") ?? ""]))) {
    expect(name).toBe(`Kelompok ${number} lokasi, tekan untuk memperbesar peta`);
  }
  if (n === 0) {
    await expect(page.getByTestId("site-list-empty")).toBeVisible();
    return;
  }
  await expect(listItems(page)).toHaveCount(Math.min(24, n));
  await expect(listItems(page).first().getByRole("heading", { level: 3 })).toHaveText(matching[0]!.name);
  if (n > 24) await expect(page.getByTestId("site-page-range")).toHaveText(`Lokasi 1–24 dari ${number(n)}`);
}

test.describe("the map with a register of a few hundred sites", () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test("crowded markers become numbered clusters that split when a cluster is pressed", async ({ page }) => {
    await open(page);
    expect(await sitesOnMap(page)).toBe(COUNT);
    const before = await clusters(page).count();
    expect(before).toBeGreaterThan(0);
    const first = clusters(page).first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute("role", "button");
    await expect(first).toHaveAttribute("title", /^Kelompok \d+ lokasi, tekan untuk memperbesar peta$/);
    const zoomBefore = await highestTileZoom(page);
    expect(zoomBefore).toBeGreaterThan(0);
    await first.click();
    // Zoomed in: more single markers, and what is drawn still adds up to the register inside the view.
    await expect.poll(async () => singles(page).count()).toBeGreaterThan(0);
    await expect.poll(() => highestTileZoom(page)).toBeGreaterThan(zoomBefore);
    await expect(page.getByTestId("site-count")).toHaveText(`Menampilkan semua ${number(COUNT)} lokasi.`);
  });

  test("search, each filter and their combination change map, list, counts and summary", async ({ page }) => {
    await open(page);
    await expectView(page, sites);
    const search = page.getByRole("searchbox", { name: "Cari nama, alamat, atau kelurahan" });
    await search.fill("al-ikhlas");
    await expectView(page, expected({ q: "al-ikhlas" }));
    await search.fill("");
    await page.getByLabel("Jenis", { exact: true }).selectOption("Musala");
    await expectView(page, expected({ jenis: "Musala" }));
    await page.getByLabel("Kelurahan", { exact: true }).selectOption("Dago");
    await expectView(page, expected({ jenis: "Musala", kelurahan: "Dago" }));
    await page.getByLabel("Status sertifikat", { exact: true }).selectOption({ label: "AIW terbit" });
    await expectView(page, expected({ jenis: "Musala", kelurahan: "Dago", status: "aiw-terbit" }));
    await page.getByLabel("Jenis", { exact: true }).selectOption("");
    await page.getByLabel("Kelurahan", { exact: true }).selectOption("");
    await expectView(page, expected({ status: "aiw-terbit" }));
    // Forgiving: case and accents.
    await search.fill("NURÚL");
    await expectView(page, expected({ q: "nurul", status: "aiw-terbit" }));
  });

  test("an empty result says so, is announced, and offers to clear the filters", async ({ page }) => {
    await open(page);
    await page.getByRole("searchbox", { name: "Cari nama, alamat, atau kelurahan" }).fill("tidak ada lokasi seperti ini");
    await expectView(page, []);
    await expect(count(page)).toHaveAttribute("role", "status");
    await expect(page.getByTestId("site-list-empty")).toContainText("Tidak ada lokasi yang cocok dengan pencarian dan penyaring ini.");
    expect(await axeFindings(page)).toEqual([]);
    await page.getByTestId("site-list-empty").getByRole("button", { name: "Hapus semua penyaring" }).click();
    await expectView(page, sites);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });

  test("the address reproduces a view, and Back/Forward move between views", async ({ page }) => {
    await open(page, "?jenis=Musala&kelurahan=Dago&halaman=2");
    const matching = expected({ jenis: "Musala", kelurahan: "Dago" });
    await expect(page.getByLabel("Jenis", { exact: true })).toHaveValue("Musala");
    await expect(page.getByLabel("Kelurahan", { exact: true })).toHaveValue("Dago");
    await expect(count(page)).toHaveText(`${number(matching.length)} dari ${number(COUNT)} lokasi cocok.`);
    if (matching.length > 24) await expect(page.getByTestId("site-page-range")).toContainText(`Lokasi 25–`);
    await page.getByLabel("Jenis", { exact: true }).selectOption("Masjid");
    await expect(page).toHaveURL(/\?jenis=Masjid&kelurahan=Dago$/);
    await expectView(page, expected({ jenis: "Masjid", kelurahan: "Dago" }));
    await page.goBack();
    await expect(page).toHaveURL(/\?jenis=Musala&kelurahan=Dago&halaman=2$/);
    await expect(page.getByLabel("Jenis", { exact: true })).toHaveValue("Musala");
    await expect(count(page)).toHaveText(`${number(matching.length)} dari ${number(COUNT)} lokasi cocok.`);
    await page.goForward();
    await expect(page.getByLabel("Jenis", { exact: true })).toHaveValue("Masjid");

    // A shared link to one site opens its popup.
    const site = expected({ jenis: "Masjid" })[3]!;
    await gotoHydrated(page, `${PATH}?lokasi=${site.id}`);
    await expect(page.locator(".leaflet-popup").getByTestId("site-popup")).toContainText(site.name);
  });

  test("Back to a view before a popup opened closes the popup", async ({ page }) => {
    await open(page);
    await page.getByLabel("Jenis", { exact: true }).selectOption("Masjid");
    await expect(page).toHaveURL(/\?jenis=Masjid$/);
    await listItems(page).first().getByRole("button", { name: /^Lihat di peta/ }).click();
    await expect(page.locator(".leaflet-popup")).toHaveCount(1);
    await expect(page).toHaveURL(/lokasi=/);
    await page.goBack();
    await expect(page).not.toHaveURL(/jenis=|lokasi=/);
    await expect(page.locator(".leaflet-popup")).toHaveCount(0);
    await expect(count(page)).toHaveText(`Menampilkan semua ${number(COUNT)} lokasi.`);
  });

  test("'Lokasi terdekat' refused: a clear message and nothing else changes", async ({ page }) => {
    await open(page, "?jenis=Masjid");
    const firstName = await listItems(page).first().getByRole("heading", { level: 3 }).textContent();
    await page.getByRole("button", { name: "Lokasi terdekat" }).click();
    await expect(page.getByTestId("geolocation-error")).toHaveText(/^Izin lokasi ditolak/);
    await expect(page.getByTestId("geolocation-error")).toHaveAttribute("role", "alert");
    await expect(listItems(page).first().getByRole("heading", { level: 3 })).toHaveText(firstName!);
    await expect(page.getByTestId("site-distance")).toHaveCount(0);
    await expect(page).toHaveURL(/\?jenis=Masjid$/);
    expect(await axeFindings(page)).toEqual([]);
  });

  test("keyboard only: search, filters, pages and clusters", async ({ page }) => {
    await open(page);
    const search = page.getByRole("searchbox", { name: "Cari nama, alamat, atau kelurahan" });
    await search.focus();
    await page.keyboard.type("masjid");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Jenis", { exact: true })).toBeFocused();
    await expectView(page, expected({ q: "masjid" }));
    // Pages: the next button, then Enter.
    const next = page.getByTestId("site-pages").getByRole("button", { name: "Berikutnya" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("site-page-range")).toHaveText(`Lokasi 25–48 dari ${number(expected({ q: "masjid" }).length)}`);
    await expect(page).toHaveURL(/halaman=2/);
    // The visitor continues at the new page's first site, not on the button.
    await expect(listItems(page).first().getByRole("heading", { level: 3 }).getByRole("link")).toBeFocused();
    // A cluster takes focus and Enter zooms in on it.
    const before = await singles(page).count();
    await map(page).focus();
    await page.keyboard.press("Tab");
    const focused = page.locator(".wakaf-cluster:focus, img.leaflet-marker-icon:focus");
    await expect(focused).toHaveCount(1);
    const cluster = clusters(page).first();
    await cluster.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => singles(page).count()).toBeGreaterThan(before);
  });

  test("axe finds no violations with filters set, at 360 px", async ({ page }) => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await open(page, "?jenis=Musala&status=sertifikat-terbit");
    await expect(count(page)).toHaveText(/lokasi cocok/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeFindings(page)).toEqual([]);
  });

  test.describe("with the visitor's position allowed", () => {
    test.use({ permissions: ["geolocation"], geolocation: { latitude: sites[42]!.lat!, longitude: sites[42]!.lng! } });

    test("'Lokasi terdekat' with the position allowed sorts the list by distance", async ({ page }) => {
      await open(page);
      await page.getByRole("button", { name: "Lokasi terdekat" }).click();
      await expect(page.getByText("Daftar diurutkan dari lokasi terdekat dengan posisi Anda.")).toBeVisible();
      const firstItem = listItems(page).first();
      await expect(firstItem.getByRole("heading", { level: 3 })).toHaveText(sites[42]!.name);
      await expect(firstItem.getByTestId("site-distance")).toHaveText("Jarak: 10 m");
      const distances = (await page.getByTestId("site-distance").allTextContents()).map((text) => text.replace("Jarak: ", ""));
      const metres = distances.map((text) => (text.endsWith(" km") ? Number(text.slice(0, -3).replace(",", ".")) * 1000 : Number(text.slice(0, -2).replace(".", ""))));
      expect(metres).toEqual([...metres].sort((a, b) => a - b));
      expect(await axeFindings(page)).toEqual([]);
    });
  });
});
