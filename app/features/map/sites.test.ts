import { describe, expect, it } from "vitest";
import { directionsUrl, formatCoordinates, isSampleData, sitesFromGeoJson, type SiteFeatureCollection } from "./sites";

const collection: SiteFeatureCollection = {
  features: [
    {
      id: "a",
      geometry: { coordinates: [107.6132, -6.8851] },
      properties: { name: "Masjid A", address: "Jl. A", type: "Masjid", areaM2: 500, certified: true },
    },
    {
      id: "b",
      geometry: { coordinates: [107.6168, -6.8921] },
      properties: { name: "Majelis B", address: "Jl. B", type: "Majelis Taklim", areaM2: 450, certified: false },
    },
  ],
};

describe("GeoJSON to wakaf sites", () => {
  it("turns GeoJSON's [longitude, latitude] into lat/lng, keeping every property and the order", () => {
    expect(sitesFromGeoJson(collection)).toEqual([
      { id: "a", name: "Masjid A", address: "Jl. A", type: "Masjid", areaM2: 500, certified: true, lat: -6.8851, lng: 107.6132 },
      { id: "b", name: "Majelis B", address: "Jl. B", type: "Majelis Taklim", areaM2: 450, certified: false, lat: -6.8921, lng: 107.6168 },
    ]);
  });

  it("returns no sites for an empty collection", () => {
    expect(sitesFromGeoJson({ features: [] })).toEqual([]);
  });

  it("knows when the file still holds sample data", () => {
    expect(isSampleData({ sampleData: "SAMPLE DATA: …" })).toBe(true);
    expect(isSampleData({ sampleData: true })).toBe(true);
    expect(isSampleData({ sampleData: false })).toBe(false);
    expect(isSampleData({})).toBe(false);
  });
});

describe("coordinates for people and maps apps", () => {
  it("shows latitude first with a decimal point and 5 decimals", () => {
    expect(formatCoordinates({ lat: -6.8851, lng: 107.6132 })).toBe("-6.88510, 107.61320");
  });

  it("builds a Google Maps directions URL with latitude,longitude as destination", () => {
    expect(directionsUrl({ lat: -6.8851, lng: 107.6132 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-6.8851,107.6132",
    );
  });
});
