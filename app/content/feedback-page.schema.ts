import { z } from "zod";

const nonEmpty = z.string().trim().min(1, "tidak boleh kosong");
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
  }),
  contact: z.object({ title: nonEmpty, emailLabel: nonEmpty, phoneLabel: nonEmpty, hoursLabel: nonEmpty }),
  storageErrors: z.object({ quota: toastText, unavailable: toastText }),
});

export type FeedbackPageContent = z.infer<typeof FeedbackPageSchema>;
