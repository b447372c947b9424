import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { NAV_ITEMS } from "./site";

const paths = [...NAV_ITEMS.map((item) => item.path), "/tidak-ada"];

for (const [name, viewport] of [
  ["1280 px", DESKTOP_VIEWPORT],
  ["360 px", MOBILE_VIEWPORT],
] as const) {
  test.describe(`axe-core at ${name}`, () => {
    test.use({ viewport });
    for (const path of paths) {
      test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
