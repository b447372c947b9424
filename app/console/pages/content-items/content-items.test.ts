import { describe, expect, it } from "vitest";
import type { NewsItemData } from "~/lib/office/news-gallery";
import { NEWS_KIND } from "../news/news-kind";
import { checkItem } from "./item-checks";
import { kebabCase, newItemId } from "./item-id";
import { formIssues, listIssues } from "./item-issues";
import type { ItemsFile } from "./item-kind";
import { itemFromFields, valuesFromFields } from "./item-values";
import { moved, withItem, without } from "./items-file";
import { sentence } from "./text";

const item = (id: string, title = id): NewsItemData => ({
  id,
  title,
  date: "1 Oktober 2025",
  category: "Edukasi",
  excerpt: "Ringkasan.",
  body: "Isi.",
  link: "",
  image: { file: "news/a.svg", alt: "Gambar yang cukup panjang", width: 1, height: 1 },
});
const file = (...ids: string[]): ItemsFile<NewsItemData> => ({ othersTitle: "Berita Lainnya", items: ids.map((id) => item(id)) });
const ids = (of: ItemsFile<NewsItemData>) => of.items.map((entry) => entry.id);

describe("a new item's id", () => {
  it("is the title's kebab-case with accents folded and punctuation dropped", () => {
    expect(kebabCase("Ikrar Wakaf di KUA Cibeunying, 2025!")).toBe("ikrar-wakaf-di-kua-cibeunying-2025");
    expect(kebabCase("  Sosialisasi Ṣadaqah & Wakaf — Café Déjà-vu  ")).toBe("sosialisasi-sadaqah-wakaf-cafe-deja-vu");
    expect(kebabCase("“—”")).toBe("");
  });

  it("stops at a whole word within 80 characters", () => {
    const id = kebabCase("Bimbingan ".repeat(12));
    expect(id.length).toBeLessThanOrEqual(80);
    expect(id.endsWith("bimbingan")).toBe(true);
  });

  it("is made unique with -2, -3 … and falls back for a title without letters", () => {
    expect(newItemId("Ikrar Wakaf", ["ikrar-wakaf", "ikrar-wakaf-2"], "berita")).toBe("ikrar-wakaf-3");
    expect(newItemId("Ikrar Wakaf", ["lain"], "berita")).toBe("ikrar-wakaf");
    expect(newItemId("!!!", ["berita"], "berita")).toBe("berita-2");
    // /berita/baru is the new item's form, never an item's.
    expect(newItemId("Baru!", [], "berita")).toBe("baru-2");
  });
});

describe("list changes", () => {
  it("moves an item one place and leaves the ends alone, keeping the file's other fields", () => {
    expect(ids(moved(file("a", "b", "c"), "a", 1))).toEqual(["b", "a", "c"]);
    expect(ids(moved(file("a", "b", "c"), "c", -1))).toEqual(["a", "c", "b"]);
    expect(ids(moved(file("a", "b"), "a", -1))).toEqual(["a", "b"]);
    expect(moved(file("a", "b"), "a", 1).othersTitle).toBe("Berita Lainnya");
    expect(ids(without(file("a", "b"), "a"))).toEqual(["b"]);
  });

  it("replaces an item in place, and puts a new (or vanished) one at the chosen end", () => {
    const changed = withItem(file("a", "b"), item("b", "B baru"), "b", "start");
    expect(changed.index).toBe(1);
    expect(changed.file.items[1]?.title).toBe("B baru");
    expect(withItem(file("a", "b"), item("n"), undefined, "start")).toMatchObject({ index: 0 });
    expect(ids(withItem(file("a", "b"), item("n"), undefined, "end").file)).toEqual(["a", "b", "n"]);
    expect(withItem(file("a"), item("gone"), "gone", "end").index).toBe(1);
  });
});

describe("the server's issues", () => {
  const sent = file("a", "b");
  const issues = [
    { path: "items.1.image.alt", message: "teks alternatif (alt) terlalu pendek: jelaskan isi gambar" },
    { path: "items.1.image.file", message: "berkas gambar tidak ditemukan" },
    { path: "items.1.date", message: 'tanggal harus ditulis seperti "28 Oktober 2025"' },
    { path: "items.1.id", message: 'id "b" dipakai lebih dari sekali' },
    { path: "items.0.title", message: "tidak boleh kosong" },
    { path: "items", message: "paling banyak 30 item" },
    { path: "allNewsLink.url", message: "harus berupa alamat http(s) yang lengkap" },
  ];

  it("go to the form's fields for its own item, the rest to the summary naming the item and field", () => {
    const { fields, general } = formIssues(NEWS_KIND, sent, 1, issues);
    expect(fields).toEqual({
      "image.alt": "Teks alternatif (alt) terlalu pendek: jelaskan isi gambar.",
      "image.file": "Berkas gambar tidak ditemukan.",
      date: 'Tanggal harus ditulis seperti "28 Oktober 2025".',
    });
    expect(general).toEqual([
      'Berita "b": Id "b" dipakai lebih dari sekali.',
      'Berita "a" (Judul): Tidak boleh kosong.',
      "Paling banyak 30 item.",
      "allNewsLink.url: Harus berupa alamat http(s) yang lengkap.",
    ]);
  });

  it("go to the list's cards by item id", () => {
    const { byItem, general } = listIssues(NEWS_KIND, sent, issues.slice(0, 5));
    expect(byItem).toEqual({
      b: [
        "Teks alternatif: Teks alternatif (alt) terlalu pendek: jelaskan isi gambar.",
        "Foto: Berkas gambar tidak ditemukan.",
        'Tanggal: Tanggal harus ditulis seperti "28 Oktober 2025".',
        'Id "b" dipakai lebih dari sekali.',
      ],
      a: ["Judul: Tidak boleh kosong."],
    });
    expect(general).toEqual([]);
  });
});

describe("the form's own checks", () => {
  const values = { ...valuesFromFields(NEWS_KIND.fields, item("a", "Judul")), date: "2025-10-01" };

  it("pass a complete story", () => {
    expect(checkItem(NEWS_KIND, values)).toEqual({});
  });

  it("say what is missing or too long, in sentences", () => {
    expect(checkItem(NEWS_KIND, { ...values, title: "  ", excerpt: "x".repeat(401), date: "2025-02-30", "image.alt": "Foto" })).toEqual({
      title: "Tidak boleh kosong.",
      excerpt: "Ringkasan paling banyak 400 karakter.",
      date: "Tanggal tidak valid: pilih tanggal dari kalender.",
      "image.alt": "Teks alternatif (alt) terlalu pendek: jelaskan isi gambar (paling sedikit 10 karakter).",
    });
    expect(checkItem(NEWS_KIND, { ...values, body: "", link: "" })).toEqual({ body: "Isi berita atau tautan sumber harus diisi (atau keduanya)." });
    expect(checkItem(NEWS_KIND, { ...values, body: "", link: "https://www.bwi.go.id/berita/1" })).toEqual({});
  });

  it("write messages as sentences", () => {
    expect(sentence("tidak boleh kosong")).toBe("Tidak boleh kosong.");
    expect(sentence("Sudah selesai.")).toBe("Sudah selesai.");
  });
});

describe("an item as the form's text and back, from the kind's fields", () => {
  it("reads a story's date for the date input and writes it back as display text, trimming texts and keeping unknown fields", () => {
    const story = { ...item("a", "Judul"), date: "3 November 2026", extra: "tetap" } as NewsItemData & { extra: string };
    const values = valuesFromFields(NEWS_KIND.fields, story);
    expect(values.date).toBe("2026-11-03");
    expect(values["image.alt"]).toBe(story.image.alt);
    const back = itemFromFields<typeof story>(NEWS_KIND.fields, { ...values, title: "  Judul baru  " }, "a", story);
    expect(back).toMatchObject({ id: "a", title: "Judul baru", date: "3 November 2026", extra: "tetap", image: story.image });
  });

  it("starts a new story today (WIB) and leaves a date it cannot read for staff to pick again", () => {
    expect(valuesFromFields(NEWS_KIND.fields, undefined).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(valuesFromFields(NEWS_KIND.fields, { ...item("a", "Judul"), date: "kemarin" } as NewsItemData).date).toBe("");
  });
});
