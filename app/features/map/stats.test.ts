import { describe, expect, it } from "vitest";
import type { WakafSite } from "./sites";
import { readFileSync } from "node:fs";
import { parseSites } from "~/content/sites.server";
import { sitesFromGeoJson } from "./sites";
import { UNKNOWN_STAGE, areaBars, stageOf, stageProgress, summarize, summaryTexts, totalAreaText, typeDistribution, wholePercents } from "./stats";

const UNMEASURED = "{count} lokasi belum diukur";
const unfinished = sitesFromGeoJson(
  parseSites("tests/fixtures/sites-unfinished.geojson", readFileSync("tests/fixtures/sites-unfinished.geojson", "utf8")),
);

const TYPE_COLOURS: Record<string, string> = { Masjid: "#047857", "Majelis Taklim": "#b45309", "Masjid & Pendidikan": "#1d4ed8" };

function site(id: string, type: string, areaM2: number, certified = true): WakafSite {
  return { id, name: `Lokasi ${id}`, address: "Jl. Contoh", type, areaM2, certified, lat: -6.88, lng: 107.61 };
}

const sample = [site("1", "Masjid", 500), site("2", "Majelis Taklim", 450), site("3", "Masjid", 300), site("4", "Masjid & Pendidikan", 800)];

describe("summary band", () => {
  it("gives 4 locations, 2.050 m² and 100% certified for the sample sites", () => {
    const summary = summarize(sample);
    expect(summary).toEqual({ count: 4, totalAreaM2: 2050, unmeasuredCount: 0, certifiedCount: 4, certifiedPercent: 100 });
    expect(summaryTexts(summary, UNMEASURED)).toEqual({ count: "4", totalArea: "2.050 m²", certified: "100%" });
  });

  it("follows the data: uncertified sites lower the share, areas add up with thousands separators", () => {
    const sites = [site("1", "Masjid", 1200), site("2", "Masjid", 350, false), site("3", "Masjid", 275, false)];
    const summary = summarize(sites);
    expect(summary.count).toBe(3);
    expect(summary.totalAreaM2).toBe(1825);
    expect(summary.certifiedPercent).toBeCloseTo(33.333, 3);
    expect(summaryTexts(summary, UNMEASURED)).toEqual({ count: "3", totalArea: "1.825 m²", certified: "33%" });
  });

  it("handles no sites without dividing by zero", () => {
    expect(summaryTexts(summarize([]), UNMEASURED)).toEqual({ count: "0", totalArea: "0 m²", certified: "0%" });
  });

  it("counts every unfinished site; the area total leaves out the unmeasured one and says so", () => {
    const summary = summarize(unfinished);
    expect(summary).toEqual({ count: 6, totalAreaM2: 2960.5, unmeasuredCount: 1, certifiedCount: 2, certifiedPercent: (2 / 6) * 100 });
    expect(summaryTexts(summary, UNMEASURED)).toEqual({ count: "6", totalArea: "2.961 m² (1 lokasi belum diukur)", certified: "33%" });
  });

  it("names the number of unmeasured sites in the total only when there are any", () => {
    expect(totalAreaText({ totalAreaM2: 2050, unmeasuredCount: 0 }, UNMEASURED)).toBe("2.050 m²");
    expect(totalAreaText({ totalAreaM2: 0, unmeasuredCount: 1200 }, UNMEASURED)).toBe("0 m² (1.200 lokasi belum diukur)");
  });
});

describe("type distribution (pie chart)", () => {
  it("counts the sample sites per type: Masjid 2, Majelis Taklim 1, Masjid & Pendidikan 1", () => {
    expect(typeDistribution(sample, TYPE_COLOURS)).toEqual([
      { type: "Masjid", count: 2, percent: 50, colour: TYPE_COLOURS.Masjid },
      { type: "Majelis Taklim", count: 1, percent: 25, colour: TYPE_COLOURS["Majelis Taklim"] },
      { type: "Masjid & Pendidikan", count: 1, percent: 25, colour: TYPE_COLOURS["Masjid & Pendidikan"] },
    ]);
  });

  it("gives every type its own colour, also for types without a preset colour", () => {
    const shares = typeDistribution([...sample, site("5", "Makam", 100), site("6", "Pesantren", 100)], TYPE_COLOURS);
    const colours = shares.map((share) => share.colour);
    expect(new Set(colours).size).toBe(shares.length);
  });

  it("returns nothing for no sites", () => {
    expect(typeDistribution([], TYPE_COLOURS)).toEqual([]);
  });
});

describe("whole percentages", () => {
  it("always add up to 100", () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([3, 2, 1])).toEqual([50, 33, 17]);
    expect(wholePercents([1, 6])).toEqual([14, 86]);
    for (const values of [[7, 3, 3], [1, 1, 1, 1, 1, 1, 1], [5, 0, 2]]) {
      expect(wholePercents(values).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it("gives zeros when there is nothing to share", () => {
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });
});

describe("area bars", () => {
  it("scales every bar against the largest site", () => {
    expect(areaBars(sample).map((bar) => [bar.name, bar.areaM2, bar.ratio])).toEqual([
      ["Lokasi 1", 500, 0.625],
      ["Lokasi 2", 450, 0.5625],
      ["Lokasi 3", 300, 0.375],
      ["Lokasi 4", 800, 1],
    ]);
  });
});

describe("area bars of a large register", () => {
  const many = Array.from({ length: 20 }, (_, index) => site(String(index + 1), "Masjid", (index + 1) * 100));

  it("keep one bar per site up to the limit", () => {
    expect(areaBars(many.slice(0, 12), 12)).toHaveLength(12);
  });

  it("show the largest sites in data order plus one 'Lainnya' bar for the rest, totals kept", () => {
    const bars = areaBars(many, 12, "Lainnya");
    expect(bars).toHaveLength(12);
    expect(bars.slice(0, 11).map((bar) => bar.name)).toEqual(many.slice(9).map((s) => s.name));
    expect(bars[11]).toMatchObject({ id: "lainnya", name: "Lainnya (9 lokasi)", areaM2: 4500, ratio: 1 });
    expect(bars.reduce((sum, bar) => sum + bar.areaM2, 0)).toBe(many.reduce((sum, s) => sum + s.areaM2!, 0));
  });

  it("leave out a site whose area has not been measured (the summary counts it instead)", () => {
    const bars = areaBars(unfinished);
    expect(bars.map((bar) => bar.id)).toEqual(["uji-masjid-lengkap", "uji-musala-belum-dipetakan", "uji-pesantren-al-ikhlas-1", "uji-pesantren-al-ikhlas-2", "uji-musala-status-belum"]);
    expect(bars[0]).toMatchObject({ areaM2: 1200, ratio: 1 });
    // Above the bar limit the unmeasured site is not one of the "Lainnya" either.
    expect(areaBars(unfinished, 3, "Lainnya").at(-1)).toMatchObject({ name: "Lainnya (3 lokasi)", areaM2: 960.5 });
  });
});

describe("certification progress", () => {
  const stages = [
    { id: "belum-aiw", label: "Belum ber-AIW", certified: false },
    { id: "aiw-terbit", label: "AIW terbit", certified: false },
    { id: "sertifikat-terbit", label: "Sertifikat terbit", certified: true },
  ];

  it("counts sites and m² per stage in the configured order; an uncertified site without a stage in a row of its own", () => {
    const sites = [
      { ...site("1", "Masjid", 500), stage: "aiw-terbit", certified: false },
      { ...site("2", "Masjid", 300), stage: "sertifikat-terbit" },
      site("3", "Masjid", 200, true),
      site("4", "Masjid", 100, false),
      { ...site("5", "Masjid", 50), stage: "belum-aiw", certified: false },
    ];
    expect(stageProgress(sites, stages, "Tahap belum diketahui").map(({ id, label, count, areaM2 }) => [id, label, count, areaM2])).toEqual([
      ["belum-aiw", "Belum ber-AIW", 1, 50],
      ["aiw-terbit", "AIW terbit", 1, 500],
      ["sertifikat-terbit", "Sertifikat terbit", 2, 500],
      [UNKNOWN_STAGE, "Tahap belum diketahui", 1, 100],
    ]);
  });

  it("shows no unknown-stage row when every site's stage is known", () => {
    const sites = [{ ...site("1", "Masjid", 500), stage: "aiw-terbit", certified: false }, site("2", "Masjid", 200, true)];
    expect(stageProgress(sites, stages, "Tahap belum diketahui").map(({ id }) => id)).toEqual(["belum-aiw", "aiw-terbit", "sertifikat-terbit"]);
  });

  it("finds a site's stage; 'not certified' alone names none", () => {
    expect(stageOf({ stage: "aiw-terbit", certified: false }, stages)?.label).toBe("AIW terbit");
    expect(stageOf({ certified: true }, stages)?.id).toBe("sertifikat-terbit");
    expect(stageOf({ certified: false }, stages)).toBeUndefined();
  });
});
