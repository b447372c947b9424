import { SCROLL_POSITIONS_KEY } from "../../app/lib/scroll-restoration";
import { MOBILE_VIEWPORT, expect, gotoHydrated, test } from "./fixtures";

// The inline script of app/lib/scroll-restoration.ts and React Router's hook (decision 116).
test.use({ viewport: MOBILE_VIEWPORT });

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => Math.round(window.scrollY));

test("a fresh visit's history entry gets a key, so its position can be kept", async ({ page }) => {
  await gotoHydrated(page, "/literasi-wakaf");
  const key = await page.evaluate(() => (window.history.state as { key?: unknown } | null)?.key);
  expect(typeof key).toBe("string");
  expect(key).not.toBe("");
});

test("the inline script puts a page with a stored position back there before any module script has run", async ({ page }) => {
  // Only the prerendered page and its inline scripts: no module, so no router to restore anything.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/literasi-wakaf");
  // The entry got its key from the inline script; store a position under it, as the router does when a
  // page is left, and turn the browser's own restoring off, as the router does while it runs.
  await page.evaluate((storageKey) => {
    const { key } = window.history.state as { key: string };
    sessionStorage.setItem(storageKey, JSON.stringify({ [key]: 1200 }));
    window.history.scrollRestoration = "manual";
    window.scrollTo(0, 0);
  }, SCROLL_POSITIONS_KEY);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(1200);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test("going back after a client-side navigation returns to the position left", async ({ page }) => {
  await gotoHydrated(page, "/literasi-wakaf");
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBe(1200);
  // A click without Playwright's scrolling into view, so the position left is still 1200.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/dasar-hukum"]')!.click());
  await expect(page).toHaveURL(/\/dasar-hukum$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/literasi-wakaf$/);
  await expect.poll(() => scrollY(page)).toBe(1200);
});
