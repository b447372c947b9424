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
