import { describeAtWidths, expect, gotoHydrated, openPage, test } from "./fixtures";
import { office, pages } from "./site";
import { home } from "../../app/content/home";

test("the prerendered home page already holds its text", async ({ request }) => {
  const html = await (await request.get("/")).text();
  for (const text of [
    office.productName,
    home.hero.subtitle,
    "Pelajari Wakaf",
    "Lihat Peta",
    ...home.services.items.map((item) => item.description),
    "Mulai Konsultasi",
    "Sampaikan Sekarang",
  ]) {
    expect(html).toContain(text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
  }
});

describeAtWidths("home", () => {
  test("shows title, banner, hero, four service cards, consultation and feedback sections", async ({ page }) => {
    await openPage(page, "beranda");
    await expect(page.getByTestId("marquee-banner")).toContainText(pages.beranda.banner!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SIMPATI WAKAF");
    await expect(page.getByText(home.hero.subtitle, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pelajari Wakaf" })).toHaveAttribute("href", "/literasi-wakaf");
    await expect(page.getByRole("link", { name: "Lihat Peta" })).toHaveAttribute("href", "/pemetaan-wakaf");

    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Literasi Wakaf",
      "Dasar Hukum",
      "Berita Wakaf",
      "Pemetaan Wakaf",
    ]);
    const targets = ["/literasi-wakaf", "/dasar-hukum", "/berita-wakaf", "/pemetaan-wakaf"];
    for (const [index, target] of targets.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("paragraph")).not.toBeEmpty();
      await expect(card.getByRole("link", { name: /^Lihat Detail/ })).toHaveAttribute("href", target);
    }

    await expect(page.getByRole("heading", { level: 2, name: home.consultation.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mulai Konsultasi" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: home.feedback.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sampaikan Sekarang" })).toHaveAttribute("href", "/kritik-saran");

    const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflows).toBe(false);
  });
});

test("'Pelajari Wakaf' and 'Lihat Peta' go to their pages", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Pelajari Wakaf" }).click();
  await expect(page).toHaveURL("/literasi-wakaf");
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Lihat Peta" }).click();
  await expect(page).toHaveURL("/pemetaan-wakaf");
});

test("each 'Lihat Detail' link opens its page", async ({ page }) => {
  for (const [index, target] of ["/literasi-wakaf", "/dasar-hukum", "/berita-wakaf", "/pemetaan-wakaf"].entries()) {
    await gotoHydrated(page, "/");
    await page.getByTestId("service-card").nth(index).getByRole("link", { name: /^Lihat Detail/ }).click();
    await expect(page).toHaveURL(target);
  }
});

// Changed on purpose (issue 16, decision 101): the notice 'Fitur Dalam Pengembangan' is gone, the button
// opens Si Wakaf with the question box ready.
test("'Mulai Konsultasi' opens Si Wakaf with the question box focused", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Mulai Konsultasi" }).click();
  const dialog = page.getByRole("dialog", { name: "Si Wakaf - Asisten AI" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Tulis pertanyaan Anda…" })).toBeFocused();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("'Sampaikan Sekarang' goes to the feedback page", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Sampaikan Sekarang" }).click();
  await expect(page).toHaveURL("/kritik-saran");
});

test("the hero illustration is shipped with the site and reserves its space", async ({ page }) => {
  await gotoHydrated(page, "/");
  const img = page.getByRole("img", { name: home.hero.image.alt });
  await expect(img).toHaveAttribute("width", String(home.hero.image.width));
  await expect(img).toHaveAttribute("height", String(home.hero.image.height));
  await expect(img).toHaveAttribute("src", /^\/assets\/.+\.svg$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});
