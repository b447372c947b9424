import { describeAtWidths, expect, gotoHydrated, openPage, test } from "./fixtures";
import { gallery, office } from "./site";

test("the prerendered page shows all six items, so it is complete without JavaScript", async ({ request }) => {
  const html = await (await request.get("/galeri-wakaf")).text();
  for (const item of gallery.items) {
    expect(html).toContain(item.title);
    expect(html).toContain(item.location);
  }
  expect(html.match(/data-testid="gallery-item"/g)).toHaveLength(6);
  expect(html).toContain('aria-pressed="true"');
});

describeAtWidths("Galeri", () => {
  test("six items with title, location, category and image", async ({ page }) => {
    await openPage(page, "galeri-wakaf");
    const items = page.getByTestId("gallery-item");
    await expect(items).toHaveCount(6);
    for (const [index, item] of gallery.items.entries()) {
      const card = items.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.title);
      await expect(card).toContainText(item.location);
      await expect(card).toContainText(item.category);
      await expect(card.getByRole("img", { name: item.image.alt })).toHaveAttribute("src", /^\/assets\/.+\.svg$/);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });

  test("the category filter shows all or one category", async ({ page }) => {
    await gotoHydrated(page, "/galeri-wakaf");
    const filter = page.getByRole("group", { name: "Saring berdasarkan kategori" });
    const items = page.getByTestId("gallery-item");
    await expect(filter.getByRole("button")).toHaveText([/^Semua/, /^Berita Acara/, /^Kegiatan/, /^Aset Wakaf/]);

    for (const category of gallery.categories) {
      const button = filter.getByRole("button", { name: new RegExp(`^${category}`) });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      const expectedItems = gallery.items.filter((item) => item.category === category);
      await expect(items).toHaveCount(expectedItems.length);
      await expect(items.getByRole("heading", { level: 3 })).toHaveText(expectedItems.map((item) => item.title));
      await expect(page.getByTestId("gallery-count")).toHaveText(`Menampilkan ${expectedItems.length} dari 6 dokumentasi`);
      await expect(filter.locator('[aria-pressed="true"]')).toHaveCount(1);
    }

    await filter.getByRole("button", { name: /^Semua/ }).click();
    await expect(items).toHaveCount(6);
  });

  test("the filter works from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/galeri-wakaf");
    const button = page.getByRole("button", { name: /^Aset Wakaf/ });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("gallery-item")).toHaveCount(2);
  });
});

test("the share-documentation section has an email link and a phone link from the office details", async ({ page }) => {
  await gotoHydrated(page, "/galeri-wakaf");
  const share = page.getByRole("region", { name: gallery.share.title });
  await expect(share.getByRole("heading", { level: 2 })).toHaveText(gallery.share.title);
  await expect(share.getByRole("link", { name: /^Kirim melalui Email/ })).toHaveAttribute("href", `mailto:${office.email}`);
  await expect(share.getByRole("link", { name: /^Hubungi KUA/ })).toHaveAttribute("href", `tel:${office.phone.tel}`);
});
