import { fromDisplayDate, NEWS_LIMITS, toDisplayDate, type NewsItemData } from "~/lib/office/news-gallery";
import { imageOf, imageValues } from "../content-items/image-values";
import { type ContentItem, type ItemKind, type ItemsFile, type ItemValues } from "../content-items/item-kind";

export const BODY_HINT =
  "Teks biasa. Pisahkan paragraf dengan satu baris kosong. Tautan ditulis sebagai alamat lengkap (https://…) atau [teks](https://…). HTML tidak dijalankan.";

/** news.schema.ts's own words. */
export const BODY_OR_LINK = "isi berita atau tautan sumber harus diisi (atau keduanya)";

/** Today in the office's time zone (WIB), as a date input's value: a new story is usually today's. */
function todayIso(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/** The categories other stories use, offered while typing (a new one may still be written). */
function categoriesInUse(file: ItemsFile<ContentItem>): string[] {
  const found = file.items.map((item) => (item as Partial<NewsItemData>).category).filter((category): category is string => typeof category === "string" && category.trim() !== "");
  return [...new Set(found)];
}

/** The Berita Wakaf page's stories (news.json); the first is the featured one. */
export const NEWS_KIND: ItemKind<NewsItemData> = {
  name: "news",
  path: "/berita",
  title: "Berita",
  lead: "Berita di halaman Berita Wakaf, dalam urutan tampilnya: berita pertama tampil sebagai Berita Utama. Setiap perubahan disimpan sebagai draf dan tampil di situs setelah diterbitkan.",
  noun: "berita",
  Noun: "Berita",
  minItems: 1,
  maxItems: NEWS_LIMITS.items,
  idFallback: "berita",
  fields: [
    { key: "title", label: "Judul", kind: "text", required: true, max: NEWS_LIMITS.title },
    { key: "date", label: "Tanggal", kind: "date", required: true, hint: 'Tampil di situs seperti "28 Oktober 2025".' },
    {
      key: "category",
      label: "Kategori",
      kind: "text",
      required: true,
      max: NEWS_LIMITS.category,
      hint: "Misalnya Kegiatan KUA, Ikrar Wakaf, atau Edukasi.",
      suggestions: categoriesInUse,
    },
    { key: "excerpt", label: "Ringkasan", kind: "textarea", required: true, max: NEWS_LIMITS.excerpt, rows: 4, hint: "Tampil di daftar berita, di bawah judul." },
    { key: "body", label: "Isi berita", kind: "textarea", max: NEWS_LIMITS.body, rows: 10, hint: BODY_HINT },
    {
      key: "link",
      label: "Tautan sumber",
      kind: "url",
      hint: "Boleh dikosongkan. Alamat lengkap artikel sumber, misalnya https://www.bwi.go.id/…. Berita perlu Isi berita atau Tautan sumber, atau keduanya.",
    },
  ],
  newAt: "start",
  newItemNote: "Berita baru ditaruh paling atas dan menjadi Berita Utama. Urutannya dapat diubah di daftar berita.",
  meta: (item) => [item.date, item.category].filter(Boolean).join(" · "),
  badge: (index) => (index === 0 ? "Berita Utama" : undefined),
  valuesOf(item) {
    return {
      title: item?.title ?? "",
      // A date the file holds in another shape is left for staff to pick again (the check says so).
      date: item ? (fromDisplayDate(item.date) ?? "") : todayIso(),
      category: item?.category ?? "",
      excerpt: item?.excerpt ?? "",
      body: item?.body ?? "",
      link: item?.link ?? "",
      ...imageValues(item?.image),
    };
  },
  itemOf(values: ItemValues, id, base) {
    const text = (key: string) => (values[key] ?? "").trim();
    return {
      ...base,
      id,
      title: text("title"),
      date: toDisplayDate(text("date")) ?? text("date"),
      category: text("category"),
      excerpt: text("excerpt"),
      body: text("body"),
      link: text("link"),
      image: imageOf(values),
    };
  },
  extraCheck(values): Record<string, string> {
    return !values.body?.trim() && !values.link?.trim() ? { body: BODY_OR_LINK } : {};
  },
};
