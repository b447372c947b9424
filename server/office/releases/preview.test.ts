import { describe, expect, it } from "vitest";
import { capLines, LINES_MAX, previewChanges } from "./preview";

const feature = (id: string, properties: Record<string, unknown> = {}, point: [number, number] | null = [107.61, -6.88]) => ({
  type: "Feature",
  id,
  geometry: point ? { type: "Point", coordinates: point } : null,
  properties: { name: `Masjid ${id}`, type: "Masjid", kelurahan: "Dago", ...properties },
});
const register = (...features: unknown[]) => ({ type: "FeatureCollection", name: "Tanah wakaf", features });

const image = (hex: string) => ({ file: `media/${hex.repeat(20).slice(0, 20)}-960.webp`, alt: "Foto kegiatan wakaf di masjid", width: 960, height: 640 });
const story = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  title: `Berita ${id}`,
  date: "28 Oktober 2025",
  category: "Kegiatan",
  excerpt: "Ringkasan.",
  body: "Isi.",
  link: "",
  image: image("a"),
  ...changes,
});
const news = (...items: unknown[]) => ({ readMoreLabel: "Baca", featuredLabel: "Utama", othersTitle: "Lainnya", allNewsLink: { label: "Semua", url: "https://contoh.id" }, items });
const photo = (id: string, changes: Record<string, unknown> = {}) => ({ id, title: `Foto ${id}`, location: "Dago", category: "Kegiatan", caption: "", image: image("b"), ...changes });
const gallery = (...items: unknown[]) => ({ title: "Galeri", categories: ["Kegiatan"], allLabel: "Semua", items, share: { title: "Bagikan", text: "Lihat", emailLabel: "Email", phoneLabel: "WA" } });

describe("the register's preview", () => {
  it("counts and names new, changed (by the workbook's headers) and removed sites", () => {
    const before = register(feature("a"), feature("b", { areaM2: 100 }), feature("c"));
    const after = register(feature("a"), feature("b", { areaM2: 120, nazhir: "DKM" }, [107.62, -6.89]), feature("d", { name: "Mushola Baru" }));
    expect(previewChanges("sites", before, after)).toEqual({
      summary: "1 lokasi baru, 1 lokasi diubah, 1 lokasi dihapus",
      lines: ["Diubah: Masjid b (Luas (m²), Nazhir, Koordinat)", "Baru: Mushola Baru", "Dihapus: Masjid c"],
    });
  });

  it("tells the register file's own fields, and a new order of the same sites", () => {
    expect(previewChanges("sites", register(feature("a")), { ...register(feature("a")), sampleData: false })).toEqual({
      summary: "1 isian lain diubah",
      lines: ['Isian "sampleData": (kosong) → false'],
    });
    expect(previewChanges("sites", register(feature("a"), feature("b")), register(feature("b"), feature("a")))).toEqual({ summary: "Urutan lokasi diubah", lines: [] });
  });

  it("lists at most 30 lines, then counts the rest, with thousands as staff write them", () => {
    const many = Array.from({ length: 1234 }, (_, index) => feature(`s${index}`));
    const preview = previewChanges("sites", register(), register(...many));
    expect(preview.summary).toBe("1.234 lokasi baru");
    expect(preview.lines).toHaveLength(LINES_MAX + 1);
    expect(preview.lines[0]).toBe("Baru: Masjid s0");
    expect(preview.lines.at(-1)).toBe("… dan 1.204 perubahan lainnya");
    expect(capLines(["a", "b"], 2)).toEqual(["a", "b"]);
  });
});

describe("the news and gallery previews", () => {
  it("names added, changed (which fields), removed news, and the new featured story", () => {
    const before = news(story("a"), story("b"), story("c"));
    const after = news(story("n", { title: "Ikrar wakaf baru" }), story("a", { title: "Judul baru", body: "Isi baru", image: { ...image("c"), alt: "Teks lain untuk foto" } }), story("b"));
    expect(previewChanges("news", before, after)).toEqual({
      summary: "1 berita baru, 1 berita diubah, 1 berita dihapus, berita utama diganti",
      lines: ["Berita utama: Ikrar wakaf baru", "Baru: Ikrar wakaf baru", "Diubah: Judul baru (Judul, Isi berita, Foto, Teks alternatif)", "Dihapus: Berita c"],
    });
  });

  it("says only the order changed when the same news moved, and names the page's own fields", () => {
    const before = news(story("a"), story("b"));
    expect(previewChanges("news", before, news(story("b"), story("a")))).toEqual({
      summary: "Urutan diubah, berita utama diganti",
      lines: ["Berita utama: Berita b", "Urutan diubah"],
    });
    expect(previewChanges("news", before, { ...before, readMoreLabel: "Selengkapnya" })).toEqual({
      summary: "1 isian lain diubah",
      lines: [expect.stringMatching(/readMoreLabel|baca/i)],
    });
    expect(previewChanges("news", before, structuredClone(before))).toEqual({ summary: "Tidak ada perubahan", lines: [] });
  });

  it("tells gallery photos by their own fields, without a featured one", () => {
    const before = gallery(photo("a"), photo("b"));
    const after = gallery(photo("b", { location: "Sekeloa", caption: "Peletakan batu pertama" }), photo("a"), photo("c"));
    expect(previewChanges("gallery", before, after)).toEqual({
      summary: "1 foto baru, 1 foto diubah, urutan diubah",
      lines: ["Diubah: Foto b (Tempat, Keterangan)", "Baru: Foto c", "Urutan diubah"],
    });
  });
});

describe("any other file's preview", () => {
  it("names the changed fields with the build's labels, values before → after", () => {
    const before = { officeName: "KUA Coblong", phone: { display: "(022) 700", tel: "+62227000" }, badges: ["A", "B"] };
    const after = { officeName: "KUA Coblong Baru", phone: { display: "(022) 700", tel: "+62227111" }, badges: ["A", "C"], email: "kua@contoh.id" };
    expect(previewChanges("office", before, after)).toEqual({
      summary: "4 isian diubah",
      lines: ["Lencana ke-2: B → C", "Alamat email: (kosong) → kua@contoh.id", "Nama kantor: KUA Coblong → KUA Coblong Baru", "Nomor telepon: +62227000 → +62227111"],
    });
    expect(previewChanges("pages", { beranda: { title: "Beranda" } }, { beranda: { title: "Halaman Utama" } }).lines).toEqual(["Judul halaman Beranda: Beranda → Halaman Utama"]);
  });

  it("tells a file the labels do not know by its paths", () => {
    expect(previewChanges("brosur", { judul: { utama: "Lama" } }, { judul: { utama: "Baru" } })).toEqual({ summary: "1 isian diubah", lines: ["Judul.utama: Lama → Baru"] });
  });
});
