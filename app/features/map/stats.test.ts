import { describe, expect, it } from "vitest";
import type { WakafSite } from "./sites";
import { TYPE_COLOURS, areaBars, summarize, summaryTexts, typeDistribution, wholePercents } from "./stats";

function site(id: string, type: string, areaM2: number, certified = true): WakafSite {
  return { id, name: `Lokasi ${id}`, address: "Jl. Contoh", type, areaM2, certified, lat: -6.88, lng: 107.61 };
}

const sample = [site("1", "Masjid", 500), site("2", "Majelis Taklim", 450), site("3", "Masjid", 300), site("4", "Masjid & Pendidikan", 800)];

describe("summary band", () => {
  it("gives 4 locations, 2.050 m² and 100% certified for the sample sites", () => {
    const summary = summarize(sample);
    expect(summary).toEqual({ count: 4, totalAreaM2: 2050, certifiedCount: 4, certifiedPercent: 100 });
    expect(summaryTexts(summary)).toEqual({ count: "4", totalArea: "2.050 m²", certified: "100%" });
  });

  it("follows the data: uncertified sites lower the share, areas add up with thousands separators", () => {
    const sites = [site("1", "Masjid", 1200), site("2", "Masjid", 350, false), site("3", "Masjid", 275, false)];
    const summary = summarize(sites);
    expect(summary.count).toBe(3);
    expect(summary.totalAreaM2).toBe(1825);
    expect(summary.certifiedPercent).toBeCloseTo(33.333, 3);
    expect(summaryTexts(summary)).toEqual({ count: "3", totalArea: "1.825 m²", certified: "33%" });
  });

  it("handles no sites without dividing by zero", () => {
    expect(summaryTexts(summarize([]))).toEqual({ count: "0", totalArea: "0 m²", certified: "0%" });
  });
});

describe("type distribution (pie chart)", () => {
  it("counts the sample sites per type: Masjid 2, Majelis Taklim 1, Masjid & Pendidikan 1", () => {
    expect(typeDistribution(sample)).toEqual([
      { type: "Masjid", count: 2, percent: 50, colour: TYPE_COLOURS.Masjid },
      { type: "Majelis Taklim", count: 1, percent: 25, colour: TYPE_COLOURS["Majelis Taklim"] },
      { type: "Masjid & Pendidikan", count: 1, percent: 25, colour: TYPE_COLOURS["Masjid & Pendidikan"] },
    ]);
  });

  it("gives every type its own colour, also for types without a preset colour", () => {
    const shares = typeDistribution([...sample, site("5", "Makam", 100), site("6", "Pesantren", 100)]);
    const colours = shares.map((share) => share.colour);
    expect(new Set(colours).size).toBe(shares.length);
  });

  it("returns nothing for no sites", () => {
    expect(typeDistribution([])).toEqual([]);
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
