import { z } from "zod";
import { id, image, text, uniqueIds } from "./content-fields";

export const PROFILE_ICONS = ["heart-handshake", "landmark", "users", "messages-square", "hand-coins", "building"] as const;

export const ProfileSchema = z.object({
  about: z.object({ title: text, paragraphs: z.array(text).min(1) }),
  leader: z.object({ heading: text, name: text, role: text, quote: text, image }),
  contact: z.object({ title: text, addressLabel: text, phoneLabel: text, emailLabel: text, hoursLabel: text }),
  vision: z.object({ title: text, text }),
  missions: z.object({ title: text, items: z.array(text).length(3, "misi KUA ada 3") }),
  services: z.object({
    title: text,
    items: z
      .array(z.object({ id, title: text, description: text, icon: z.enum(PROFILE_ICONS) }))
      .length(6, "layanan KUA ada 6")
      .superRefine(uniqueIds),
  }),
  /** What the footer's four badges mean (office.json `badges`, in the same order): Si Wakaf links here. */
  values: z.object({
    title: text,
    intro: text,
    items: z.array(z.object({ name: text, meaning: text })).length(4, "nilai dan program Kemenag ada 4, sesuai lencana di kaki halaman"),
  }),
});

export type ProfileContent = z.infer<typeof ProfileSchema>;
export type ProfileIcon = (typeof PROFILE_ICONS)[number];
