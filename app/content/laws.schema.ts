import { z } from "zod";
import { httpUrl, id, text, uniqueIds } from "./content-fields";

export const LAW_ICONS = ["landmark", "scroll-text", "book-open", "building-2"] as const;
export const LAW_GRADIENTS = ["emerald", "teal", "sky", "amber"] as const;

export const LawSchema = z.object({
  id,
  title: text,
  /** "tentang …"; left out where the subject is not verified. */
  subject: text.optional(),
  summary: text.optional(),
  /** Empty until an official file is known: the open button then shows a notice instead. */
  url: z.union([z.literal(""), httpUrl]),
});

export const LawCategorySchema = z.object({
  id,
  name: text,
  icon: z.enum(LAW_ICONS),
  gradient: z.enum(LAW_GRADIENTS),
  laws: z.array(LawSchema).min(1, "setiap kategori berisi minimal 1 peraturan").superRefine(uniqueIds),
});

export const LawsSchema = z.object({
  categories: z
    .array(LawCategorySchema)
    .length(4, "dasar hukum terdiri dari 4 kategori")
    .superRefine(uniqueIds)
    .superRefine((categories, ctx) => {
      // Law ids must be unique across categories too: tests and anchors rely on them.
      const all = categories.flatMap((category) => category.laws);
      const seen = new Set<string>();
      for (const law of all) {
        if (seen.has(law.id)) ctx.addIssue({ code: "custom", message: `id peraturan "${law.id}" dipakai lebih dari sekali` });
        seen.add(law.id);
      }
    }),
});

export type Law = z.infer<typeof LawSchema>;
export type LawCategory = z.infer<typeof LawCategorySchema>;
export type LawIcon = (typeof LAW_ICONS)[number];
export type LawGradient = (typeof LAW_GRADIENTS)[number];
