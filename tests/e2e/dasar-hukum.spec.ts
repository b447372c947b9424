import { describeAtWidths, expect, gotoHydrated, openPage, test } from "./fixtures";
import { laws } from "../../app/content/laws";
import { messages } from "../../app/content/messages";

const expected = [
  ["Undang-Undang", ["Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf"]],
  [
    "Peraturan Pemerintah",
    [
      "Peraturan Pemerintah Nomor 42 Tahun 2006 tentang Pelaksanaan Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf",
      "Peraturan Pemerintah Nomor 25 Tahun 2018 tentang Perubahan atas Peraturan Pemerintah Nomor 42 Tahun 2006 tentang Pelaksanaan Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf",
    ],
  ],
  [
    "Peraturan Menteri Agama",
    [
      "Peraturan Menteri Agama Nomor 73 Tahun 2013 tentang Tata Cara Perwakafan Benda Tidak Bergerak dan Benda Bergerak Selain Uang",
      "Peraturan Menteri Agama Nomor 4 Tahun 2009 tentang Administrasi Pendaftaran Wakaf Uang",
    ],
  ],
  [
    "Peraturan BWI",
    [
      "Peraturan Badan Wakaf Indonesia Nomor 1 Tahun 2020 tentang Pedoman Pengelolaan dan Pengembangan Harta Benda Wakaf",
      "Peraturan Badan Wakaf Indonesia Nomor 2 Tahun 2020",
    ],
  ],
] as const;

test("the prerendered page lists all seven regulations", async ({ request }) => {
  const html = await (await request.get("/dasar-hukum")).text();
  for (const [, titles] of expected) for (const title of titles) expect(html).toContain(title.split(" tentang ")[0]);
});

describeAtWidths("Dasar Hukum", () => {
  test("four categories, each with name, icon and gradient, holding the seven regulations", async ({ page }) => {
    await openPage(page, "dasar-hukum");
    const categories = page.getByTestId("law-category");
    await expect(categories).toHaveCount(4);
    const gradients = new Set<string>();
    for (const [index, [categoryName, titles]] of expected.entries()) {
      const category = categories.nth(index);
      await expect(category.getByRole("heading", { level: 2 })).toHaveText(categoryName);
      await expect(category.locator("svg.lucide").first()).toBeVisible();
      const header = category.getByRole("heading", { level: 2 }).locator("xpath=../..");
      const background = await header.evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(background).toContain("linear-gradient");
      gradients.add(background);
      await expect(category.getByTestId("law-item").getByRole("heading", { level: 3 })).toHaveText([...titles]);
      await expect(category.getByRole("button", { name: /^Unduh PDF/ })).toHaveCount(titles.length);
    }
    expect(gradients.size).toBe(4);
    await expect(page.getByTestId("law-item")).toHaveCount(7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});

test("every regulation has an empty url by default, so its button shows the 'Link Belum Tersedia' notice", async ({ page, context }) => {
  for (const law of laws.categories.flatMap((category) => category.laws)) expect(law.url).toBe("");
  await gotoHydrated(page, "/dasar-hukum");
  await expect(page.getByRole("main").getByRole("link", { name: /Buka Dokumen/ })).toHaveCount(0);

  const buttons = page.getByRole("button", { name: /^Unduh PDF/ });
  await expect(buttons).toHaveCount(7);
  const pagesBefore = context.pages().length;
  for (const index of [0, 6]) {
    await buttons.nth(index).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast.getByText("🚧 Link Belum Tersedia", { exact: true })).toBeVisible();
    await expect(toast.getByText(messages.lawLinkMissing.description, { exact: true })).toBeVisible();
  }
  expect(context.pages().length).toBe(pagesBefore);
  await expect(page).toHaveURL("/dasar-hukum");
});
