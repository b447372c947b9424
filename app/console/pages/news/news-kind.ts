import { NEWS_LIMITS, type NewsItemData } from "~/lib/office/news-gallery";
import { type ContentItem, type ItemKind, type ItemsFile } from "../content-items/item-kind";

export const BODY_HINT =
  "Teks biasa. Pisahkan paragraf dengan satu baris kosong. Tautan ditulis sebagai alamat lengkap (https://…) atau [teks](https://…). HTML tidak dijalankan.";

/** news.schema.ts's own words. */
export const BODY_OR_LINK = "isi berita atau tautan sumber harus diisi (atau keduanya)";

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
  extraCheck(values): Record<string, string> {
    return !values.body?.trim() && !values.link?.trim() ? { body: BODY_OR_LINK } : {};
  },
};
