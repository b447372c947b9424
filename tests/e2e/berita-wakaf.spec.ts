import { describeAtWidths, expect, gotoHydrated, openPage, test } from "./fixtures";
import { news } from "./site";

const [featured, ...others] = news.items;

test("the prerendered page holds all four news items", async ({ request }) => {
  const html = await (await request.get("/berita-wakaf")).text();
  for (const item of news.items) {
    expect(html).toContain(item.title);
    expect(html).toContain(item.date);
  }
  expect(html).toContain("Lihat Semua Berita di BWI");
});

describeAtWidths("Berita Wakaf", (viewport) => {
  test("one large featured card, then three in a grid, each with title, date, image, excerpt and link", async ({ page }) => {
    await openPage(page, "berita-wakaf");
    const big = page.getByTestId("news-featured");
    await expect(big.getByRole("heading", { level: 2 })).toHaveText(featured!.title);
    await expect(big).toContainText(featured!.date);
    await expect(big).toContainText(featured!.excerpt);
    await expect(big.getByRole("img", { name: featured!.image.alt })).toBeVisible();

    const cards = page.getByTestId("news-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(others.map((item) => item.title));
    for (const [index, item] of others.entries()) {
      await expect(cards.nth(index)).toContainText(item.date);
      await expect(cards.nth(index)).toContainText(item.excerpt);
      await expect(cards.nth(index).getByRole("img", { name: item.image.alt })).toHaveAttribute("loading", "lazy");
    }
    for (const item of news.items) expect(item.date).toMatch(/^\d{1,2} Oktober 2025$/);

    const bigBox = await big.boundingBox();
    const cardBox = await cards.first().boundingBox();
    expect(bigBox!.width).toBeGreaterThan(cardBox!.width - 1);
    if (viewport.width >= 1280) {
      expect(bigBox!.width).toBeGreaterThan(cardBox!.width * 2.5);
      const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});

test("a story written here opens its own page; every other news link and 'Lihat Semua Berita di BWI' open in a new tab", async ({ page, blockedRequests }) => {
  await gotoHydrated(page, "/berita-wakaf");
  const readMore = page.getByRole("main").getByRole("link", { name: /^Baca Selengkapnya/ });
  await expect(readMore).toHaveCount(4);
  for (const [index, item] of news.items.entries()) {
    await expect(readMore.nth(index)).toHaveAccessibleName(new RegExp(item.title));
    if (item.body !== "") {
      await expect(readMore.nth(index)).toHaveAttribute("href", `/berita-wakaf/${item.id}`);
      await expect(readMore.nth(index)).not.toHaveAttribute("target");
      continue;
    }
    await expect(readMore.nth(index)).toHaveAttribute("href", item.link);
    await expect(readMore.nth(index)).toHaveAttribute("target", "_blank");
    await expect(readMore.nth(index)).toHaveAttribute("rel", "noopener noreferrer");
  }

  const all = page.getByRole("link", { name: /^Lihat Semua Berita di BWI/ });
  await expect(all).toHaveAttribute("href", "https://www.bwi.go.id/");
  await expect(all).toHaveAttribute("target", "_blank");
  await expect(all).toHaveAttribute("rel", "noopener noreferrer");
  // The address itself is not shown (SPEC §2).
  await expect(page.getByRole("main")).not.toContainText("bwi.go.id");

  const popupPromise = page.waitForEvent("popup");
  await all.click();
  await popupPromise;
  // There is no internet here: the new tab's request to BWI is aborted by the fixture, which records it.
  await expect.poll(() => blockedRequests).toContain("https://www.bwi.go.id/");
  await expect(page).toHaveURL("/berita-wakaf");
});

test("news images are shipped with the site, sized, and lazy below the fold", async ({ page, blockedRequests }) => {
  await gotoHydrated(page, "/berita-wakaf");
  const images = page.getByRole("main").getByRole("img");
  await expect(images).toHaveCount(4);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("src", /^\/assets\/.+\.svg$/);
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
  }
  await expect(images.first()).toHaveAttribute("loading", "eager");
  await page.getByRole("link", { name: /^Lihat Semua Berita di BWI/ }).scrollIntoViewIfNeeded();
  for (const img of await images.all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  expect(blockedRequests).toEqual([]);
});

test("a story written here has its own page: paragraphs, links, its source, and a way back — also without JavaScript", async ({ page, request }) => {
  const story = news.items.find((item) => item.body !== "")!;
  const paragraphs = story.body.split(/\n\s*\n/);
  const html = await (await request.get(`/berita-wakaf/${story.id}`)).text();
  expect(html).toContain(story.title);
  expect(html).toContain(paragraphs[1]!.slice(0, 60));

  // Opened directly (a shared link): it hydrates, so its own route data passed the page's policy.
  await gotoHydrated(page, `/berita-wakaf/${story.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);

  await gotoHydrated(page, "/berita-wakaf");
  await page.getByRole("main").getByRole("link", { name: new RegExp(`^Baca Selengkapnya\\s?: ${story.title}`) }).click();
  await expect(page).toHaveURL(`/berita-wakaf/${story.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
  await expect(page.getByTestId("news-body").locator("p")).toHaveCount(paragraphs.length);
  await expect(page.getByTestId("news-body").getByRole("link", { name: "https://siwak.kemenag.go.id/" })).toHaveAttribute("href", "https://siwak.kemenag.go.id/");
  await expect(page.getByRole("link", { name: /^Sumber berita/ })).toHaveAttribute("href", story.link);
  await page.getByRole("link", { name: "Kembali ke Berita Wakaf" }).click();
  await expect(page).toHaveURL("/berita-wakaf");
});
