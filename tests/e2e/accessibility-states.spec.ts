// The accessibility gate beyond first paint: axe-core (WCAG 2.2 A/AA) in the states a visitor reaches,
// at 1280 px and 360 px, and keyboard-only journeys through the interactive parts. The states that
// belong to one feature are scanned in that feature's spec, at both widths: quiz answered and finished
// (quiz.spec.ts), map popup open (pemetaan-wakaf.spec.ts), assistant panel listening (assistant.spec.ts),
// form errors with a toast (feedback.spec.ts), with their keyboard-only journeys. This file covers the
// shell (menu, toasts, the no-JS menu) and states that combine features.
import type { Page } from "@playwright/test";
import { MOBILE_VIEWPORT, axeViolations, describeAtWidths, expect, gotoHydrated, test, withoutSpeechRecognition } from "./fixtures";
import { NAV_ITEMS } from "./site";
import { messages } from "../../app/content/messages";

/** Presses Tab until `target` has focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

// A toast any visitor can reach (the home page's 'Mulai Konsultasi' notice is gone, decision 101).
async function showToast(page: Page) {
  await withoutSpeechRecognition(page);
  await gotoHydrated(page, "/dasar-hukum");
  await expect(page.getByRole("region", { name: /Notifikasi/ })).toBeAttached();
  // A regulation without an official file yet: its button shows the 'Link Belum Tersedia' toast.
  await page.getByRole("button", { name: /^Unduh PDF/ }).first().click();
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(messages.lawLinkMissing.title, { exact: true })).toBeVisible();
  // Radix pauses the 5000 ms timer while the pointer is over the toast: it stays while axe scans.
  await toast.hover();
  return toast;
}

describeAtWidths("axe-core in reached states", () => {
  test("the assistant panel open over a page with a toast showing", async ({ page }) => {
    const toast = await showToast(page);
    await page.getByRole("button", { name: "Tanya Si Wakaf" }).click();
    await expect(page.getByRole("dialog", { name: "Si Wakaf - Asisten AI" })).toBeVisible();
    await toast.hover();
    expect(await axeViolations(page)).toEqual([]);
    await expect(toast).toBeVisible();
  });

  test("a toast showing", async ({ page }) => {
    const toast = await showToast(page);
    expect(await axeViolations(page)).toEqual([]);
    await expect(toast).toBeVisible();
  });
});

test.describe("axe-core with the mobile menu open (360 px)", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  for (const path of ["/", "/kritik-saran"]) {
    test(`${path} with the menu open`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.getByRole("button", { name: "Buka menu" }).click();
      await expect(page.getByRole("navigation", { name: "Navigasi utama (seluler)" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("the menu and the assistant panel open together", async ({ page }) => {
    await gotoHydrated(page, "/kuis-wakaf");
    await page.getByRole("button", { name: "Buka menu" }).click();
    await page.getByRole("button", { name: "Tanya Si Wakaf" }).click();
    await expect(page.getByRole("navigation", { name: "Navigasi utama (seluler)" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Si Wakaf - Asisten AI" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("without the app's JavaScript: the menu link with the list shown", async ({ page }) => {
    // axe needs JavaScript itself, so the page's own code is kept out instead: it never hydrates.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    await page.getByRole("link", { name: "Buka menu" }).click();
    await expect(page.getByRole("navigation", { name: "Navigasi utama (seluler)" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("keyboard only: the mobile menu (360 px)", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("Tab to the menu button, open it with Enter, Tab to an item, Enter opens the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Buka menu" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Navigasi utama (seluler)" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Tutup menu" })).toBeFocused();

    // The list follows the button in the tab order.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: NAV_ITEMS[0].label, exact: true })).toBeFocused();
    const target = menu.getByRole("link", { name: "Dasar Hukum", exact: true });
    await tabTo(page, target, NAV_ITEMS.length);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/dasar-hukum");
    await expect(menu).toBeHidden();
  });

  test("Space toggles the menu and Escape closes it, returning focus to the button", async ({ page }) => {
    await gotoHydrated(page, "/profil-kua");
    const button = page.getByRole("button", { name: "Buka menu" });
    await tabTo(page, button);
    await page.keyboard.press("Space");
    const menu = page.getByRole("navigation", { name: "Navigasi utama (seluler)" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Buka menu" })).toBeFocused();
  });
});

test.describe("keyboard only: toasts", () => {
  test("F8 moves focus to the notification area and Escape dismisses the toast", async ({ page }) => {
    await showToast(page);
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: /Notifikasi/ }).locator("ol")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});
