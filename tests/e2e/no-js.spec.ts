// The no-JS gate: with JavaScript disabled every page still shows its heading and main text, and the
// navigation works — the prerendered HTML is the product; hydration only adds interaction.
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, WIDTHS, describeAtWidths, expect, test } from "./fixtures";
import { gallery, NAV_ITEMS, news, office, pages } from "./site";
import { readFileSync } from "node:fs";
import { feedbackPage } from "../../app/content/feedback-page";
import { home } from "../../app/content/home";
import { laws } from "../../app/content/laws";
import { literasi } from "../../app/content/literasi";
import { profile } from "../../app/content/profile";
import { quiz } from "../../app/content/quiz";

const siteNames: string[] = JSON.parse(
  readFileSync(new URL("../../app/content/sites.geojson", import.meta.url), "utf8"),
).features.map((feature: { properties: { name: string } }) => feature.properties.name);

test.use({ javaScriptEnabled: false });

/** Texts from the body of each page (its content file), beyond the heading and the lead. */
const bodyTexts: Record<(typeof NAV_ITEMS)[number]["id"], string[]> = {
  beranda: [home.hero.subtitle, home.services.title, ...home.services.items.map((item) => item.title)],
  "literasi-wakaf": [literasi.definition.title, literasi.definition.text, literasi.pillars.title],
  "dasar-hukum": laws.categories.flatMap((category) => [category.name, ...category.laws.map((law) => law.title)]),
  "berita-wakaf": news.items.map((item) => item.title),
  "galeri-wakaf": gallery.items.map((item) => item.title),
  "profil-kua": [profile.vision.title, profile.vision.text, profile.missions.title],
  "pemetaan-wakaf": siteNames,
  "kuis-wakaf": ["Pertanyaan 1 dari 10", quiz.questions[0]!.question, ...quiz.questions[0]!.options],
  // (The <noscript> hint is not checked here: Chromium's script switch does not render <noscript>.)
  "kritik-saran": [feedbackPage.panel.title, feedbackPage.form.title, feedbackPage.contact.title],
};

/** The heading and the main text every page must show without JavaScript. */
const expected = NAV_ITEMS.map((item) => ({
  ...item,
  heading: item.id === "beranda" ? office.productName : pages[item.id].title,
  mainText: bodyTexts[item.id],
}));

describeAtWidths("without JavaScript", () => {
  for (const page_ of expected) {
    test(`${page_.path} shows its heading and main text`, async ({ page }) => {
      const response = await page.goto(page_.path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(page_.heading);
      for (const text of page_.mainText) await expect(main.getByText(text).first()).toBeVisible();
      await expect(page.getByText("Memuat halaman…")).toHaveCount(0);
      await expect(page.getByTestId("site-footer")).toBeVisible();
    });
  }
});

test.describe("the map page without JavaScript", () => {
  for (const [name, viewport] of WIDTHS) {
    test(`shows the site list and the summary at ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/pemetaan-wakaf");
      const list = page.getByTestId("site-list");
      await expect(list.locator(":scope > li")).toHaveCount(siteNames.length);
      for (const site of siteNames) await expect(list.getByText(site).first()).toBeVisible();
      const summary = page.getByTestId("site-summary");
      await expect(summary).toBeVisible();
      await expect(summary.getByTestId("summary-count")).toHaveText(String(siteNames.length));
      await expect(summary.getByTestId("summary-area")).toHaveText("2.050 m²");
      await expect(summary.getByTestId("summary-certified")).toHaveText("100%");
    });
  }
});

test.describe("navigation without JavaScript on a large screen", () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test("every item of the top bar opens its page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigasi utama", exact: true });
    for (const item of expected) {
      await nav.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(item.heading);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(item.label);
    }
  });
});

test.describe("navigation without JavaScript on a 360 px screen", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("the menu control shows the list, and every item opens its page", async ({ page }) => {
    for (const item of expected) {
      await page.goto("/profil-kua");
      const menu = page.getByRole("navigation", { name: "Navigasi utama (seluler)" });
      await expect(menu).toBeHidden();
      await page.getByRole("link", { name: "Buka menu" }).click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link")).toHaveText(NAV_ITEMS.map((entry) => entry.label));
      await menu.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(item.heading);
      await expect(page.getByRole("navigation", { name: "Navigasi utama (seluler)" })).toBeHidden();
    }
  });

  test("the menu control is a large enough touch target", async ({ page }) => {
    await page.goto("/");
    const box = await page.getByRole("link", { name: "Buka menu" }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });
});
