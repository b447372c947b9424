import { describe, expect, it } from "vitest";
import { ALL, countByCategory, filterGallery } from "./filter-gallery";

const items = [
  { id: "a", category: "Berita Acara" },
  { id: "b", category: "Kegiatan" },
  { id: "c", category: "Aset Wakaf" },
  { id: "d", category: "Kegiatan" },
];

describe("filterGallery", () => {
  it("shows every item, in order, for 'all'", () => {
    expect(filterGallery(items, ALL).map((item) => item.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("shows only the chosen category", () => {
    expect(filterGallery(items, "Kegiatan").map((item) => item.id)).toEqual(["b", "d"]);
    expect(filterGallery(items, "Aset Wakaf").map((item) => item.id)).toEqual(["c"]);
  });

  it("shows nothing for a category without items and never mutates the input", () => {
    const copy = [...items];
    expect(filterGallery(items, "Lainnya")).toEqual([]);
    expect(items).toEqual(copy);
  });
});

describe("countByCategory", () => {
  it("counts per category in the given order", () => {
    expect(countByCategory(items, ["Berita Acara", "Kegiatan", "Aset Wakaf", "Lainnya"])).toEqual([
      { category: "Berita Acara", count: 1 },
      { category: "Kegiatan", count: 2 },
      { category: "Aset Wakaf", count: 1 },
      { category: "Lainnya", count: 0 },
    ]);
  });
});
