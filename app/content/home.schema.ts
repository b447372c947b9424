import { z } from "zod";
import { id, image, internalPath, text, uniqueIds } from "./content-fields";

export const HOME_ICONS = ["book-open", "scale", "newspaper", "map"] as const;

const link = z.object({ label: text, to: internalPath });

export const ServiceCardSchema = z.object({
  id,
  title: text,
  description: text.max(160, "deskripsi kartu sebaiknya tidak lebih dari 160 karakter"),
  icon: z.enum(HOME_ICONS),
  to: internalPath,
});

export const HomeSchema = z.object({
  hero: z.object({
    eyebrow: text,
    subtitle: text,
    text,
    primaryCta: link,
    secondaryCta: link,
    image,
  }),
  services: z.object({
    title: text,
    text,
    linkLabel: text,
    items: z.array(ServiceCardSchema).length(4, "beranda menampilkan tepat 4 kartu layanan").superRefine(uniqueIds),
  }),
  consultation: z.object({ title: text, text, buttonLabel: text }),
  feedback: z.object({ title: text, text, cta: link }),
});

export type HomeContent = z.infer<typeof HomeSchema>;
export type HomeIcon = (typeof HOME_ICONS)[number];
