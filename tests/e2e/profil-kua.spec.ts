import { describeAtWidths, expect, openPage, test } from "./fixtures";
import { office } from "./site";
import { profile } from "../../app/content/profile";

test("the prerendered page holds the profile text", async ({ request }) => {
  const html = await (await request.get("/profil-kua")).text();
  for (const text of [profile.about.title, profile.leader.name, profile.vision.text, ...profile.missions.items]) {
    expect(html).toContain(text.replaceAll("&", "&amp;"));
  }
  for (const service of profile.services.items) expect(html).toContain(service.title.replaceAll("&", "&amp;"));
});

describeAtWidths("Profil KUA", () => {
  test("description, head of office with quote, contact, vision, three missions, six services and the four badges explained", async ({ page }) => {
    await openPage(page, "profil-kua");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profil KUA");

    const about = page.getByRole("region", { name: profile.about.title });
    await expect(about).toContainText(profile.about.paragraphs[0]!);

    const leader = page.getByRole("region", { name: profile.leader.heading });
    await expect(leader.locator("blockquote")).toContainText(profile.leader.quote);
    await expect(leader).toContainText(profile.leader.name);
    await expect(leader).toContainText("Kepala Kantor Kementerian Agama Kota Bandung");
    await expect(leader.getByRole("img", { name: profile.leader.image.alt })).toHaveAttribute("loading", "lazy");

    const contact = page.getByRole("region", { name: profile.contact.title });
    await expect(contact).toContainText(office.address);
    await expect(contact).toContainText(office.openingHours);
    await expect(contact.getByRole("link", { name: office.phone.display })).toHaveAttribute("href", `tel:${office.phone.tel}`);
    await expect(contact.getByRole("link", { name: office.email })).toHaveAttribute("href", `mailto:${office.email}`);

    await expect(page.getByRole("region", { name: "Visi" })).toContainText(profile.vision.text);
    await expect(page.getByRole("region", { name: "Misi" }).getByRole("listitem")).toContainText(profile.missions.items);

    const services = page.getByTestId("kua-service");
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "Pencatatan Nikah",
      "Wakaf & Sertifikasi",
      "Bimbingan Perkawinan",
      "Konsultasi Keluarga",
      "Bimbingan Zakat",
      "Pembinaan Masjid",
    ]);

    const values = page.getByRole("region", { name: profile.values.title });
    await expect(values.getByRole("term")).toHaveText(office.badges);
    await expect(values.getByRole("definition").first()).toHaveText(profile.values.items[0]!.meaning);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});
