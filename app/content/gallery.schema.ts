import { z } from "zod";
import { id, image, text, uniqueIds } from "./content-fields";

export const GalleryItemSchema = z.object({ id, title: text, location: text, category: text, image });

export const GallerySchema = z
  .object({
    title: text,
    categories: z.array(text).min(1),
    allLabel: text,
    items: z.array(GalleryItemSchema).length(6, "galeri menampilkan tepat 6 item").superRefine(uniqueIds),
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
