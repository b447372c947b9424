import { z } from "zod";
import { id, text, uniqueIds } from "./content-fields";

const card = z.object({ id, title: text, description: text });

export const LiterasiSchema = z.object({
  definition: z.object({ title: text, text, source: text, points: z.array(text).min(1) }),
  pillars: z.object({
    title: text,
    text,
    rukun: z
      .array(z.object({ id, name: text, description: text }))
      .length(4, "rukun wakaf ada 4")
      .superRefine(uniqueIds),
    unsurText: text,
    unsur: z.array(text).length(6, "unsur wakaf menurut UU 41/2004 Pasal 6 ada 6"),
    note: text,
  }),
  benefits: z.object({ title: text, items: z.array(card).min(1).superRefine(uniqueIds), source: text }),
  types: z.object({ title: text, items: z.array(card).min(1).superRefine(uniqueIds), source: text }),
  conditions: z.object({
    title: text,
    items: z
      .array(z.object({ id, title: text, points: z.array(text).min(1) }))
      .min(1)
      .superRefine(uniqueIds),
    source: text,
  }),
  sources: z.object({
    title: text,
    text,
    items: z
      .array(z.object({ id, text, reference: text, note: text }))
      .length(2, "halaman ini menampilkan 2 dalil")
      .superRefine(uniqueIds),
  }),
  procedure: z.object({
    title: text,
    text,
    steps: z
      .array(z.object({ id, title: text, description: text, checklistLabel: text, checklist: z.array(text).min(1) }))
      .length(3, "tata cara wakaf terdiri dari 3 langkah")
      .superRefine(uniqueIds),
  }),
});

export type LiterasiContent = z.infer<typeof LiterasiSchema>;
