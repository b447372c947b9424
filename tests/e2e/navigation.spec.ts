import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, expect, gotoHydrated, test } from "./fixtures";
import { NAV_ITEMS } from "./site";

test.describe("navigation on a large screen", () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test("shows the nine items in a row, in the spec's order", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Navigasi utama", exact: true });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(NAV_ITEMS.map((item) => item.label));
    const tops = await links.evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    await expect(page.getByRole("button", { name: "Buka menu" })).toBeHidden();
  });

  test("visiting each item highlights it as the current page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Navigasi utama", exact: true });
    for (const item of NAV_ITEMS) {
      await nav.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(item.label);
      await expect(current).toHaveClass(/bg-emerald-700/);
    }
  });

  test("the logo links home", async ({ page }) => {
    await gotoHydrated(page, "/profil-kua");
    await page.getByRole("banner").getByRole("link", { name: /SIMPATI WAKAF/ }).click();
    await expect(page).toHaveURL("/");
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await gotoHydrated(page, "/dasar-hukum");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Langsung ke konten utama" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("navigation on a 360 px screen", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("the menu button opens a vertical list and choosing an item closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Buka menu" });
    const menu = page.getByRole("navigation", { name: "Navigasi utama (seluler)" });
    await expect(page.getByRole("navigation", { name: "Navigasi utama", exact: true })).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    const controlled = await button.getAttribute("aria-controls");
    await expect(page.locator(`[id="${controlled}"]`)).toHaveAttribute("aria-label", "Navigasi utama (seluler)");

    await button.click();
    await expect(page.getByRole("button", { name: "Tutup menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    const links = menu.getByRole("link");
    await expect(links).toHaveText(NAV_ITEMS.map((item) => item.label));
    const lefts = await links.evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
    await expect(menu.locator('[aria-current="page"]')).toHaveText("Beranda");

    await menu.getByRole("link", { name: "Kuis", exact: true }).click();
    await expect(page).toHaveURL("/kuis-wakaf");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Buka menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu button closes the menu again, and Escape closes it returning focus", async ({ page }) => {
    await gotoHydrated(page, "/galeri-wakaf");
    const menu = page.getByRole("navigation", { name: "Navigasi utama (seluler)" });
    await page.getByRole("button", { name: "Buka menu" }).click();
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Tutup menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Buka menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toHaveText("Galeri");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Buka menu" })).toBeFocused();
  });
});
