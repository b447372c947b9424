import { z } from "zod";

import { text as nonEmpty } from "./content-fields";

const toastText = z.object({ title: nonEmpty, description: nonEmpty });

export const FeedbackPageSchema = z.object({
  panel: z.object({
    title: nonEmpty,
    reasons: z
      .array(z.object({ icon: z.enum(["service", "innovation", "transparency"]), title: nonEmpty, text: nonEmpty }))
      .length(3, "panel harus berisi tepat 3 alasan"),
  }),
  form: z.object({
    title: nonEmpty,
    intro: nonEmpty,
    nameLabel: nonEmpty,
    namePlaceholder: nonEmpty,
    emailLabel: nonEmpty,
    emailPlaceholder: nonEmpty,
    messageLabel: nonEmpty,
    messagePlaceholder: nonEmpty,
    submitLabel: z.literal("Kirim Masukan"),
    honeypotLabel: nonEmpty,
    noScript: nonEmpty,
    /** Under the button: the typed text is kept in this browser until it is sent (a draft). */
    draftNote: nonEmpty,
    /** Toast for a field longer than the office's API accepts: {field} is its label, {max} the limit. */
    tooLong: z.object({
      title: nonEmpty,
      description: nonEmpty.refine((value) => value.includes("{field}") && value.includes("{max}"), "harus memuat {field} dan {max}"),
    }),
  }),
  contact: z.object({ title: nonEmpty, emailLabel: nonEmpty, phoneLabel: nonEmpty, hoursLabel: nonEmpty }),
  storageErrors: z.object({ quota: toastText, unavailable: toastText }),
});

export type FeedbackPageContent = z.infer<typeof FeedbackPageSchema>;
