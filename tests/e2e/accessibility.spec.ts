import { axeViolations, describeAtWidths, expect, gotoHydrated, test } from "./fixtures";
import { NAV_ITEMS } from "./site";

const paths = [...NAV_ITEMS.map((item) => item.path), "/tidak-ada"];

describeAtWidths("axe-core", () => {
  for (const path of paths) {
    test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
