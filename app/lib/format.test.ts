import { describe, expect, it } from "vitest";
import { formatArea, formatNumber, formatPercent } from "./format";

describe("Indonesian number formatting", () => {
  it("groups thousands with a dot", () => {
    expect(formatNumber(2050)).toBe("2.050");
    expect(formatArea(2050)).toBe("2.050 m²");
    expect(formatArea(500)).toBe("500 m²");
  });

  it("rounds percentages to whole numbers", () => {
    expect(formatPercent(100)).toBe("100%");
    expect(formatPercent(66.6667)).toBe("67%");
    expect(formatPercent(12.4)).toBe("12%");
  });
});

