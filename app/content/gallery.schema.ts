import { z } from "zod";
import { GALLERY_LIMITS } from "../lib/office/news-gallery";
import { id, image, text, uniqueIds } from "./content-fields";

const limited = (max: number, what: string) => text.max(max, `${what} paling banyak ${max} karakter`);

export const GalleryItemSchema = z.object({
  id,
  title: limited(GALLERY_LIMITS.title, "judul"),
  location: limited(GALLERY_LIMITS.location, "tempat"),
  category: text,
  caption: z.string().trim().max(GALLERY_LIMITS.caption, `keterangan paling banyak ${GALLERY_LIMITS.caption} karakter`).default(""),
  image,
});

export const GallerySchema = z
  .object({
    title: text,
    categories: z.array(text).min(1),
    allLabel: text,
    items: z
      .array(GalleryItemSchema)
      .min(1, "galeri harus berisi paling sedikit 1 foto")
      .max(GALLERY_LIMITS.items, `galeri paling banyak ${GALLERY_LIMITS.items} foto`)
      .superRefine(uniqueIds),
    share: z.object({ title: text, text, emailLabel: text, phoneLabel: text }),
  })
  .superRefine((gallery, ctx) => {
    gallery.items.forEach((item, index) => {
      if (!gallery.categories.includes(item.category)) {
        ctx.addIssue({
          code: "custom",
          path: ["items", index, "category"],
          message: `kategori "${item.category}" tidak ada; pilih salah satu dari: ${gallery.categories.join(", ")}`,
        });
      }
    });
  });

export type GalleryItem = z.infer<typeof GalleryItemSchema>;
export type GalleryContent = z.infer<typeof GallerySchema>;
