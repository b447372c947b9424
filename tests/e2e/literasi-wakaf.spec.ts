import { describeAtWidths, expect, openPage, test } from "./fixtures";
import { literasi } from "../../app/content/literasi";

const sectionTitles = [
  literasi.definition.title,
  literasi.pillars.title,
  literasi.benefits.title,
  literasi.types.title,
  literasi.conditions.title,
  literasi.sources.title,
  literasi.procedure.title,
];

test("the prerendered page holds the cards, both sources and the procedure", async ({ request }) => {
  const html = await (await request.get("/literasi-wakaf")).text();
  for (const text of [...sectionTitles.filter((t) => !t.includes("'")), "Mauquf bih", "Sighat", "Jangka waktu wakaf", "Akta Ikrar Wakaf (W.2)"]) {
    expect(html).toContain(text);
  }
  expect(html).toContain("HR Muslim no. 1631");
  expect(html).toContain("Ali &#x27;Imran [3]: 92");
});

describeAtWidths("Literasi Wakaf", () => {
  test("shows definition, pillars, benefits, types, conditions, two sources and three steps", async ({ page }) => {
    await openPage(page, "literasi-wakaf");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Literasi Wakaf");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([...sectionTitles, "SIMPATI WAKAF", "Kontak", "Media Sosial"]);

    const main = page.getByRole("main");
    await expect(main).toContainText(literasi.definition.text);
    const rukun = page.getByRole("region", { name: literasi.pillars.title });
    await expect(rukun.getByRole("heading", { level: 3 }).first()).toHaveText("Wakif");
    for (const name of ["Wakif", "Mauquf bih", "Mauquf 'alaih", "Sighat"]) {
      await expect(rukun.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    for (const unsur of literasi.pillars.unsur) await expect(rukun).toContainText(unsur);

    for (const item of [...literasi.benefits.items, ...literasi.types.items]) {
      await expect(main.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
    }
    for (const item of literasi.conditions.items) {
      await expect(page.getByRole("region", { name: literasi.conditions.title })).toContainText(item.points[0]!);
    }

    const quotes = main.locator("figure blockquote");
    await expect(quotes).toHaveCount(2);
    await expect(main.locator("figure cite")).toHaveText(["QS Ali 'Imran [3]: 92", "HR Muslim no. 1631, dari Abu Hurairah"]);
    await expect(quotes.nth(1)).toContainText("sedekah jariyah");

    const steps = page.getByRole("region", { name: literasi.procedure.title }).getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3 }),
    });
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Siapkan Dokumen",
      "Ikrar di Hadapan PPAIW",
      "Sertifikasi di Kantor Pertanahan",
    ]);
    await expect(steps.nth(0)).toContainText("Fotokopi KTP 2 orang saksi");
    await expect(steps.nth(1)).toContainText("Akta Ikrar Wakaf (W.2)");
    await expect(steps.nth(2)).toContainText("7 hari kerja");

    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});
