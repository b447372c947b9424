// The sample-data notice (decision 093): while office.sampleContent is on, every page says under the
// header that the contacts, news, gallery and map data are not official yet, and so do link previews.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { MOBILE_VIEWPORT, expect, gotoHydrated, test } from "./fixtures";
import { NAV_ITEMS, office } from "./site";

const notice = (page: Page) => page.getByRole("note").filter({ hasText: office.sampleNotice });

test("the shipped site is in sample mode", () => {
  expect(office.sampleContent).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [...NAV_ITEMS.map((item) => item.path), "/halaman-yang-tidak-ada"]) {
    test(`${path}: the notice sits right under the header, and the link preview says the same`, async ({ page }) => {
      await page.goto(path);
      await expect(notice(page)).toHaveText(office.sampleNotice);
      const header = await page.locator("body > header").boundingBox();
      const box = await notice(page).boundingBox();
      expect(Math.abs(box!.y - (header!.y + header!.height))).toBeLessThanOrEqual(1);
      // One slim line.
      expect(box!.height).toBeLessThanOrEqual(32);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        "content",
        new RegExp(`^${office.sampleNotice}\\. `),
      );
    });
  }
});

test.describe("at 360 px", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("the notice takes at most two short lines, hydration does not move it, and axe finds nothing", async ({ browser, page }) => {
    test.slow();
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE_VIEWPORT });
    await noJs.route((url) => !["127.0.0.1", "localhost"].includes(url.hostname), (route) => route.abort());
    const prerendered = await noJs.newPage();
    await prerendered.goto("/");
    const before = await notice(prerendered).boundingBox();
    await noJs.close();

    await gotoHydrated(page, "/");
    const after = await notice(page).boundingBox();
    expect(after).toEqual(before);
    expect(after!.height).toBeLessThanOrEqual(44);
    // The whole page is scanned by accessibility.spec.ts; here only the notice, on its own (fast).
    const scan = await new AxeBuilder({ page })
      .include('[role="note"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .analyze();
    expect(scan.violations).toEqual([]);
  });
});
