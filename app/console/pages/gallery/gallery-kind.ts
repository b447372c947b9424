import { GALLERY_LIMITS, type GalleryItemData } from "~/lib/office/news-gallery";
import { type ContentItem, type ItemKind, type ItemsFile } from "../content-items/item-kind";

/** The gallery's own categories (gallery.json `categories`): an item's category must be one of them. */
function categories(file: ItemsFile<ContentItem>): string[] {
  return Array.isArray(file.categories) ? file.categories.filter((category): category is string => typeof category === "string") : [];
}

/** The Galeri page's photos (gallery.json), in the order the page shows them. */
export const GALLERY_KIND: ItemKind<GalleryItemData> = {
  name: "gallery",
  path: "/galeri",
  title: "Galeri",
  lead: "Foto di halaman Galeri, dalam urutan tampilnya. Setiap perubahan disimpan sebagai draf dan tampil di situs setelah diterbitkan.",
  noun: "foto",
  Noun: "Foto",
  minItems: 1,
  maxItems: GALLERY_LIMITS.items,
  idFallback: "foto",
  fields: [
    { key: "title", label: "Judul", kind: "text", required: true, max: GALLERY_LIMITS.title },
    { key: "location", label: "Tempat", kind: "text", required: true, max: GALLERY_LIMITS.location, hint: "Di mana foto diambil, misalnya Aula KUA Kecamatan Coblong." },
    { key: "category", label: "Kategori", kind: "select", required: true, placeholder: "Pilih kategori", options: categories, hint: "Pengunjung dapat menyaring galeri menurut kategori." },
    { key: "caption", label: "Keterangan", kind: "textarea", max: GALLERY_LIMITS.caption, rows: 3, hint: "Boleh dikosongkan. Satu atau dua kalimat di bawah foto." },
  ],
  newAt: "start",
  newItemNote: "Foto baru ditaruh paling atas di galeri. Urutannya dapat diubah di daftar foto.",
  meta: (item) => [item.category, item.location].filter(Boolean).join(" · "),
};
