import { expect, test } from "./fixtures";
import { NAV_ITEMS, expectedTitle, office, pages } from "./site";

for (const item of NAV_ITEMS) {
  test(`${item.path} has its title, description and OpenGraph tags in the prerendered HTML`, async ({ page, request }) => {
    const response = await request.get(item.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="id">`);
    expect(html).toContain(`<title>${expectedTitle(item.id).replaceAll("&", "&amp;")}</title>`);

    await page.goto(item.path);
    const page_ = pages[item.id];
    await expect(page).toHaveTitle(expectedTitle(item.id));
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", page_.description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", expectedTitle(item.id));
    // While the site shows sample data, link previews say so first (decision 093).
    const preview = office.sampleContent ? `${office.sampleNotice}. ${page_.description}` : page_.description;
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", preview);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new URL(item.path, office.siteUrl).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}
