import { describe, expect, it } from "vitest";
import { formatArea, formatNumber, formatPercent } from "./format";

describe("Indonesian number formatting", () => {
  it("groups thousands with a dot", () => {
    expect(formatNumber(2050)).toBe("2.050");
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatArea(2050)).toBe("2.050 m²");
    expect(formatArea(500)).toBe("500 m²");
    // One parcel's recorded area keeps its decimals; totals stay whole.
    expect([410.5, 1250.75, 1250, 1234567.125, 0.5].map((value) => formatArea(value, 2))).toEqual(["410,5 m²", "1.250,75 m²", "1.250 m²", "1.234.567,13 m²", "0,5 m²"]);
    expect(formatArea(410.5)).toBe("411 m²");
  });

  it("rounds percentages to whole numbers", () => {
    expect(formatPercent(100)).toBe("100%");
    expect(formatPercent(66.6667)).toBe("67%");
    expect(formatPercent(12.4)).toBe("12%");
  });

  it("writes every number exactly as Intl's Indonesian format does", () => {
    const intl = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
    const edges = [0, -0, 0.5, 1.5, 2.5, -2.5, -0.2, 0.49999999999999994, 999, 999.5, 1000, 99_999.5, 1e15, 2 ** 53, 1e21, -1e21, Infinity, -Infinity, NaN];
    // A fixed pseudo-random spread over every magnitude up to 10^16, with fractions.
    let seed = 20261126;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const spread = Array.from({ length: 3000 }, () => (next() - 0.2) * 10 ** Math.floor(next() * 17));
    for (const value of [...edges, ...spread]) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });
});
