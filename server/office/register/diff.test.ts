import { describe, expect, it } from "vitest";
import { changedFields, diffRegisters, type DiffSite } from "./diff";

const site = (id: string, properties: Record<string, unknown> = {}, point: [number, number] | null = [107.61, -6.88]): DiffSite => ({
  id,
  geometry: point ? { coordinates: point } : null,
  properties: { name: `Lokasi ${id}`, address: "Jl. Contoh", type: "Masjid", certified: false, ...properties },
});

describe("comparing an upload with the current register", () => {
  it("sorts every site into new, changed (with the fields), unchanged and gone, by id", () => {
    const current = [site("a"), site("b", { areaM2: 100 }), site("c"), site("d", {}, null)];
    const next = [site("b", { areaM2: 120, stage: "sertifikat-terbit", certified: true }), site("a"), site("e"), site("d", {}, [107.62, -6.89])];
    const diff = diffRegisters(current, next);
    expect(diff.counts).toEqual({ new: 1, changed: 2, unchanged: 1, gone: 1 });
    expect(diff.changes).toEqual([
      { id: "b", name: "Lokasi b", change: "berubah", fields: ["Luas (m²)", "Status Sertifikat"] },
      { id: "e", name: "Lokasi e", change: "baru", fields: [] },
      { id: "d", name: "Lokasi d", change: "berubah", fields: ["Koordinat"] },
      { id: "c", name: "Lokasi c", change: "hilang", fields: [] },
    ]);
    expect(diff.points).toEqual([
      { id: "b", name: "Lokasi b", lat: -6.88, lng: 107.61, change: "berubah" },
      { id: "a", name: "Lokasi a", lat: -6.88, lng: 107.61, change: "tetap" },
      { id: "e", name: "Lokasi e", lat: -6.88, lng: 107.61, change: "baru" },
      { id: "d", name: "Lokasi d", lat: -6.89, lng: 107.62, change: "berubah" },
    ]);
  });

  it("names fields by the workbook's headers in its column order; a field only one side has counts", () => {
    const before = site("a", { nazhir: "DKM", note: "lama" });
    const after = site("a", { name: "Masjid Baru", note: "baru", wakif: "Contoh Wakif" }, null);
    expect(changedFields(before, after)).toEqual(["Nama", "Wakif", "Nazhir", "Keterangan", "Koordinat"]);
    expect(changedFields(before, structuredClone(before))).toEqual([]);
  });

  it("has nothing to say about two empty registers", () => {
    expect(diffRegisters([], [])).toEqual({ counts: { new: 0, changed: 0, unchanged: 0, gone: 0 }, changes: [], points: [] });
  });
});
