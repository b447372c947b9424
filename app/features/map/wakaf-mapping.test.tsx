// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import alternateText from "../../../tests/fixtures/sites-alternate.geojson?raw";
import unfinishedText from "../../../tests/fixtures/sites-unfinished.geojson?raw";
import { getRegisterConfig, getSites, getSitesPageTexts, parseSites } from "~/content/sites.server";
import { getOffice } from "~/content/site.server";
import { mappingPageData as pageData } from "./page-data";
import { WakafMapping } from "./wakaf-mapping";

const mappingPageData = (collection: Parameters<typeof pageData>[0]) => pageData(collection, getRegisterConfig(), getSitesPageTexts());
const settings = getOffice().map;

/** Renders the page body as the prerender does (no hydration: the map is still its placeholder). */
function prerender(data: ReturnType<typeof pageData>) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={["/pemetaan-wakaf"]}>
      <WakafMapping {...data} settings={settings} />
    </MemoryRouter>,
  );
  return within(container);
}

function figures(view: ReturnType<typeof prerender>) {
  const pie = view.getByTestId("type-pie-chart").querySelector("svg")!;
  const barTable = view.getByTestId("area-bar-chart").querySelector("table")!;
  // Plain DOM queries: role queries over the whole page are slow in jsdom and this runs three times.
  const list = view.getByTestId("site-list");
  const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);
  return {
    summary: [
      view.getByTestId("summary-count").textContent,
      view.getByTestId("summary-area").textContent,
      view.getByTestId("summary-certified").textContent,
    ],
    legend: texts(view.getByTestId("type-pie-legend").querySelectorAll("li")),
    pieLabels: [...pie.querySelectorAll("text")].map((text) => text.textContent),
    pieSlices: pie.querySelectorAll("path").length,
    bars: [...barTable.querySelectorAll("tbody tr")].map((row) => row.textContent),
    barRects: view.getByTestId("area-bar-chart").querySelectorAll("rect").length,
    listNames: texts(list.querySelectorAll(":scope > li h3")),
    placeholderNames: [...view.getByTestId("map-placeholder").querySelectorAll("li .font-semibold")].map((el) => el.textContent),
    directions: [...list.querySelectorAll("a[target=_blank]")].map((link) => link.getAttribute("href")),
    sampleNotice: view.queryByTestId("sample-data-notice") !== null,
  };
}

describe("every figure on /pemetaan-wakaf comes from the site data file", () => {
  it("the sample data gives 4 locations, 2.050 m², 100% and the derived type split", () => {
    const view = prerender(mappingPageData(getSites()));
    const sample = figures(view);
    expect(sample.summary).toEqual(["4", "2.050 m²", "100%"]);
    expect(sample.legend).toEqual([
      "Masjid: 2 lokasi (50%)",
      "Majelis Taklim: 1 lokasi (25%)",
      "Masjid & Pendidikan: 1 lokasi (25%)",
    ]);
    expect(sample.pieLabels).toEqual(["50%", "25%", "25%"]);
    expect(sample.pieSlices).toBe(3);
    expect(sample.bars).toEqual([
      "Masjid Nurul Falah500 m²",
      "Majelis Taklim Al-Hidayah450 m²",
      "Masjid At-Taqwa Sekeloa300 m²",
      "Masjid dan Madrasah Al-Furqon800 m²",
    ]);
    expect(sample.barRects).toBe(4);
    expect(sample.listNames).toEqual(sample.placeholderNames);
    expect(sample.listNames).toHaveLength(4);
    expect(sample.sampleNotice).toBe(true);
    // The text labels of the charts in the prerendered HTML: no JavaScript needed to read them.
    expect(view.getByTestId("type-pie-chart").querySelector("figcaption")?.textContent).toBe("Distribusi Jenis Wakaf");
  });

  it("a second data file changes every figure consistently", () => {
    const alternate = figures(prerender(mappingPageData(parseSites("tests/fixtures/sites-alternate.geojson", alternateText))));
    expect(alternate.summary).toEqual(["6", "3.515 m²", "67%"]);
    expect(alternate.legend).toEqual([
      "Masjid: 3 lokasi (50%)",
      "Majelis Taklim: 2 lokasi (33%)",
      "Masjid & Pendidikan: 1 lokasi (17%)",
    ]);
    expect(alternate.pieLabels).toEqual(["50%", "33%", "17%"]);
    expect(alternate.pieSlices).toBe(3);
    expect(alternate.bars).toEqual([
      "Masjid Uji Satu1.200 m²",
      "Majelis Taklim Uji Dua350 m²",
      "Masjid Uji Tiga275 m²",
      "Masjid & Sekolah Uji Empat600 m²",
      "Majelis Taklim Uji Lima90 m²",
      "Masjid Uji Enam1.000 m²",
    ]);
    expect(alternate.barRects).toBe(6);
    expect(alternate.listNames).toEqual([
      "Masjid Uji Satu",
      "Majelis Taklim Uji Dua",
      "Masjid Uji Tiga",
      "Masjid & Sekolah Uji Empat",
      "Majelis Taklim Uji Lima",
      "Masjid Uji Enam",
    ]);
    expect(alternate.placeholderNames).toEqual(alternate.listNames);
    expect(alternate.directions[0]).toBe("https://www.google.com/maps/dir/?api=1&destination=-6.8842,107.6101");
    expect(alternate.sampleNotice).toBe(false);
  });

  it("unfinished records: every site listed and counted, the unmapped one without coordinates or map actions, the unmeasured one without a bar", () => {
    const view = prerender(mappingPageData(parseSites("tests/fixtures/sites-unfinished.geojson", unfinishedText)));
    const found = figures(view);
    expect(found.summary).toEqual(["6", "2.961 m² (1 lokasi belum diukur)", "33%"]);
    expect(found.listNames).toEqual([
      "Masjid Uji Lengkap",
      "Musala Uji Belum Dipetakan",
      "Makam Wakaf Uji Cigadung",
      "Pondok Pesantren Al-Ikhlas",
      "Pondok Pesantren Al-Ikhlas",
      "Musala Uji Status Belum",
    ]);
    expect(found.bars).toEqual([
      "Masjid Uji Lengkap1.200 m²",
      "Musala Uji Belum Dipetakan150 m²",
      "Pondok Pesantren Al-Ikhlas800 m²",
      "Pondok Pesantren Al-Ikhlas400 m²",
      // One parcel's recorded area is not rounded.
      "Musala Uji Status Belum410,5 m²",
    ]);
    expect(found.legend).toContain("Musala: 2 lokasi (33%)");
    const card = (id: string) => view.getByTestId("site-list").querySelector(`[data-site-id="${id}"]`)!;
    const unmapped = card("uji-musala-belum-dipetakan");
    expect(unmapped.querySelector("[data-testid=site-unmapped]")?.textContent).toBe("Koordinat: belum dipetakan");
    expect(unmapped.querySelector("a[target=_blank]")).toBeNull();
    expect(unmapped.querySelector("button")).toBeNull();
    expect(unmapped.querySelector("h3 a")?.getAttribute("href")).toBe("/pemetaan-wakaf/uji-musala-belum-dipetakan");
    const unmeasured = card("uji-makam-belum-diukur");
    expect(unmeasured.querySelector("[data-testid=site-area]")?.textContent).toBe("Luas: belum diukur");
    expect(unmeasured.querySelector("[data-testid=site-unmapped]")).toBeNull();
    expect(found.directions).toHaveLength(5);
  });

  it("a single type fills the whole pie with one 100% label", () => {
    const collection = parseSites("single.geojson", alternateText);
    const onlyMasjid = { ...collection, features: collection.features.filter((f) => f.properties.type === "Masjid") };
    const single = figures(prerender(mappingPageData(onlyMasjid)));
    expect(single.legend).toEqual(["Masjid: 3 lokasi (100%)"]);
    expect(single.pieLabels).toEqual(["100%"]);
    expect(single.summary).toEqual(["3", "2.475 m²", "100%"]);
  });
});

describe("a large register", () => {
  it("lists the first sites in the HTML with a count of the rest, and keeps the bar chart to 12 bars", { timeout: 20_000 }, async () => {
    const { generateRegister } = await import("../../../scripts/sites/generate");
    const collection = parseSites("generated", JSON.stringify(generateRegister(100, settings.center)));
    const view = prerender(mappingPageData(collection));
    const found = figures(view);
    const preview = getRegisterConfig().listPreviewCount;
    expect(found.listNames).toHaveLength(preview);
    expect(found.placeholderNames).toHaveLength(preview);
    expect(view.getByTestId("site-list-more").textContent).toBe(`Menampilkan ${preview} dari 100 lokasi. Daftar lengkap ada pada berkas unduhan di bawah.`);
    expect(found.summary[0]).toBe("100");
    expect(found.barRects).toBe(12);
    expect(found.bars.at(-1)).toMatch(/^Lainnya \(89 lokasi\)/);
    const stageCounts = [...view.getByTestId("stage-progress").querySelectorAll("tbody tr")].map((row) => Number(row.querySelector("td")!.textContent!.split(" ")[0]));
    expect(stageCounts.reduce((a, b) => a + b, 0)).toBe(100);
  });
});
