// Preload links for lazy chunks (decision 118): while a page hydrates, the parts that take over its
// prerendered content are imported without `<link rel="modulepreload">` for their dependencies, so the page
// never gets more preload links than the up-front scripts its HTML names. The map's client code, loaded
// after mount, still brings Leaflet in parallel.
import type { Page } from "@playwright/test";
import { prerenderPaths } from "../../app/content/routes-list";
import { expect, gotoHydrated, scriptsNamedIn, scrollToMap, test } from "./fixtures";

const MAP_PATH = "/pemetaan-wakaf";

/** Where the page's init script keeps what it recorded. */
type Recorder = { preloadLinks: string[] };

/** Records the path of every modulepreload link put into the document, from its first byte on. */
async function recordPreloadLinks(page: Page) {
  await page.addInitScript(() => {
    const paths: string[] = [];
    (window as unknown as Recorder).preloadLinks = paths;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === "modulepreload") paths.push(new URL(node.href).pathname);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The preload links added beyond the scripts the page's HTML names up front. */
async function extraPreloadLinks(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const upFront = new Set(scriptsNamedIn(html));
  expect(upFront.size).toBeGreaterThan(0);
  const added = await page.evaluate(() => (window as unknown as Recorder).preloadLinks);
  return added.filter((href) => !upFront.has(href));
}

for (const path of prerenderPaths.filter((path) => path !== MAP_PATH)) {
  test(`${path}: hydrating the page adds no preload links beyond its up-front scripts`, async ({ page }) => {
    await recordPreloadLinks(page);
    await gotoHydrated(page, path);
    // Every lazy part, the footer, the toaster and the outbox watcher have arrived.
    await page.waitForLoadState("networkidle");
    expect(await extraPreloadLinks(page, path)).toEqual([]);
  });
}

test("the map's client code is preloaded with Leaflet in parallel", async ({ page }) => {
  await recordPreloadLinks(page);
  await gotoHydrated(page, MAP_PATH);
  await scrollToMap(page);
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  const extra = await extraPreloadLinks(page, MAP_PATH);
  const bodies = await Promise.all(extra.map(async (href) => (await page.request.get(href)).text()));
  expect(bodies.some((body) => body.includes("leaflet-container"))).toBe(true);
});
