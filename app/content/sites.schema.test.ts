import { describe, expect, it } from "vitest";
import rawSites from "./sites.geojson?raw";
import { SITES_FILE, getSites, parseSites } from "./sites.server";

const base = JSON.parse(rawSites);
type Editable = { geometry: { coordinates: number[] }; properties: Record<string, unknown> };
const withFirst = (change: (feature: Editable) => void) => {
  const copy = structuredClone(base);
  change(copy.features[0]);
  return JSON.stringify(copy);
};

describe("wakaf sites file", () => {
  it("holds the 4 sample sites inside Kecamatan Coblong, with the spec's areas, all certified", () => {
    const sites = getSites();
    expect(sites.features).toHaveLength(4);
    expect(sites.features.map((f) => f.properties.areaM2)).toEqual([500, 450, 300, 800]);
    expect(sites.features.every((f) => f.properties.certified)).toBe(true);
    expect(sites.sampleData).toMatch(/^SAMPLE DATA/);
    for (const { geometry } of sites.features) {
      const [lng, lat] = geometry!.coordinates;
      // Rough box around Kecamatan Coblong, Bandung.
      expect(lat).toBeGreaterThan(-6.905);
      expect(lat).toBeLessThan(-6.875);
      expect(lng).toBeGreaterThan(107.6);
      expect(lng).toBeLessThan(107.635);
    }
  });

  it("catches swapped coordinates ([latitude, longitude] instead of GeoJSON's [longitude, latitude])", () => {
    const text = withFirst((feature) => feature.geometry.coordinates.reverse());
    expect(() => parseSites(SITES_FILE, text)).toThrowError(
      /item 1 \("masjid-nurul-falah"\) → field "geometry" → field "coordinates" → item 2: lintang harus antara -90 dan 90/,
    );
  });

  it("wants the area as a number of m², not as text", () => {
    const text = withFirst((feature) => (feature.properties.areaM2 = "500 m²"));
    expect(() => parseSites(SITES_FILE, text)).toThrowError(/field "areaM2": luas harus berupa angka/);
  });

  it("accepts only the known site types", () => {
    const text = withFirst((feature) => (feature.properties.type = "Gudang"));
    expect(() => parseSites(SITES_FILE, text)).toThrowError(/field "type": jenis harus salah satu dari: Masjid, Majelis Taklim/);
  });

  it("rejects a repeated id", () => {
    const copy = structuredClone(base);
    copy.features[2].id = copy.features[0].id;
    expect(() => parseSites(SITES_FILE, JSON.stringify(copy))).toThrowError(/item 3 .* field "id": id "masjid-nurul-falah" dipakai lebih dari sekali/);
  });

  it("names the file when it is not valid JSON", () => {
    expect(() => parseSites(SITES_FILE, rawSites.replace(/,\s*$/m, ""))).toThrowError(
      /^Konten tidak valid di app\/content\/sites\.geojson: bukan JSON yang sah/,
    );
  });
});
