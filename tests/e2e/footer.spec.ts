import { expect, test } from "./fixtures";
import { office } from "./site";

test("the footer holds description, contact, social links, tagline, badges and copyright", async ({ page }) => {
  await page.goto("/literasi-wakaf");
  const footer = page.getByTestId("site-footer");
  await expect(footer.getByRole("heading", { level: 2 })).toHaveText([office.productName, "Kontak", "Media Sosial"]);
  await expect(footer).toContainText(office.footerDescription);
  await expect(footer).toContainText("Melayani dengan Ikhlas, Berdampak untuk Umat");
  await expect(footer).toContainText(office.address);

  await expect(footer.getByRole("link", { name: office.phone.display })).toHaveAttribute("href", `tel:${office.phone.tel}`);
  await expect(footer.getByRole("link", { name: office.email })).toHaveAttribute("href", `mailto:${office.email}`);

  for (const social of office.socialLinks) {
    const link = footer.getByRole("link", { name: new RegExp(social.label) });
    await expect(link).toHaveAttribute("href", social.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  await expect(footer.getByRole("list", { name: "Nilai dan semangat kami" }).getByRole("listitem")).toHaveText([
    "Ikhlas Beramal",
    "Kemenag Berdampak",
    "Kemenag ASRI",
    "ASN BerAKHLAK",
  ]);
  await expect(footer).toContainText(
    "© 2025 SIMPATI WAKAF – KUA Kecamatan Coblong. Kementerian Agama Republik Indonesia.",
  );
});

test("the footer lays out its three columns side by side on a large screen", async ({ page }) => {
  await page.goto("/");
  const headings = page.getByTestId("site-footer").getByRole("heading", { level: 2 });
  const tops = await headings.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

// A first paint can come while the HTML is still being parsed, with only the start of the footer on the
// page. On a short page the footer's top must already be where it ends up, or it jumps when the rest
// arrives (a layout shift Lighthouse measured on the not-found page): the room left on the screen goes to
// the footer, not to the main content. Checked before any script runs, as at that first paint.
test.describe("the footer while the page is still arriving", () => {
  test.use({ javaScriptEnabled: false });
  for (const size of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    test(`on a short page its top does not depend on its own content (${size.width} px)`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/halaman-yang-tidak-ada");
      const footer = page.getByTestId("site-footer");
      const top = () => footer.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
      const full = await top();
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThanOrEqual(size.height);
      await footer.evaluate((el) => el.replaceChildren());
      expect(await top()).toBe(full);
    });
  }
});
