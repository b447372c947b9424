import { describe, expect, it } from "vitest";
import { distanceMetres, formatDistance, geolocationProblem, sortByDistance } from "./distance";

describe("distanceMetres", () => {
  it("is zero for the same point and about 111 km per degree of latitude", () => {
    expect(distanceMetres({ lat: -6.9, lng: 107.6 }, { lat: -6.9, lng: 107.6 })).toBe(0);
    expect(distanceMetres({ lat: 0, lng: 107 }, { lat: 1, lng: 107 })).toBeCloseTo(111_195, -1);
  });

  it("matches a known short distance in Bandung within 1%", () => {
    // Two sample sites, about 568 m apart.
    const d = distanceMetres({ lat: -6.8851, lng: 107.6132 }, { lat: -6.8806, lng: 107.6109 });
    expect(d).toBeGreaterThan(560);
    expect(d).toBeLessThan(575);
  });
});

describe("formatDistance", () => {
  it("writes metres and kilometres the Indonesian way", () => {
    expect(formatDistance(0)).toBe("10 m");
    expect(formatDistance(84)).toBe("80 m");
    expect(formatDistance(856)).toBe("860 m");
    expect(formatDistance(949)).toBe("950 m");
    expect(formatDistance(950)).toBe("1,0 km");
    expect(formatDistance(1234)).toBe("1,2 km");
    expect(formatDistance(9_940)).toBe("9,9 km");
    expect(formatDistance(12_400)).toBe("12 km");
    expect(formatDistance(1_250_000)).toBe("1.250 km");
  });
});

describe("sortByDistance", () => {
  it("sorts nearest first and keeps the order of equal distances", () => {
    const here = { lat: 0, lng: 0 };
    const points = [
      { id: "far", lat: 0, lng: 0.02 },
      { id: "near", lat: 0, lng: 0.001 },
      { id: "mid-a", lat: 0.01, lng: 0 },
      { id: "mid-b", lat: -0.01, lng: 0 },
    ];
    expect(sortByDistance(points, here, (p) => p).map((entry) => entry.item.id)).toEqual(["near", "mid-a", "mid-b", "far"]);
  });

  it("puts sites without a point last, in their own order, without a distance", () => {
    const here = { lat: 0, lng: 0 };
    const points = [
      { id: "unmapped-a", lat: null, lng: null },
      { id: "far", lat: 0, lng: 0.02 },
      { id: "unmapped-b", lat: null, lng: null },
      { id: "near", lat: 0, lng: 0.001 },
    ];
    const sorted = sortByDistance(points, here, (p) => p);
    expect(sorted.map((entry) => entry.item.id)).toEqual(["near", "far", "unmapped-a", "unmapped-b"]);
    expect(sorted.map((entry) => entry.distance === null)).toEqual([false, false, true, true]);
  });
});

describe("geolocationProblem", () => {
  it("tells refusal and timeout apart from every other failure", () => {
    expect([1, 2, 3, 0, 99].map(geolocationProblem)).toEqual(["denied", "unavailable", "timeout", "unavailable", "unavailable"]);
  });
});
