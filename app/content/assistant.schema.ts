import { z } from "zod";

const nonEmpty = z.string().trim().min(1, "tidak boleh kosong");

export const AssistantTextSchema = z.object({
  title: z.literal("Si Wakaf - Asisten AI"),
  subtitle: z.literal("Konsultasi Wakaf Cerdas"),
  greeting: z.literal("Halo! Saya Si Wakaf, siap membantu."),
  cartoonLabel: nonEmpty,
  examplesTitle: nonEmpty,
  examples: z.array(nonEmpty).length(4, "harus ada tepat 4 contoh pertanyaan"),
  startLabel: z.literal("Mulai Berbicara"),
  stopLabel: z.literal("Stop Mendengarkan"),
  listeningLabel: z.literal("Saya mendengarkan..."),
  idleHint: nonEmpty,
  closeLabel: nonEmpty,
  inputLabel: nonEmpty,
  sendLabel: nonEmpty,
  conversationLabel: nonEmpty,
  questionLabel: nonEmpty,
  answerLabel: nonEmpty,
  sourceLabel: nonEmpty,
  readMoreLabel: nonEmpty,
  listenLabel: nonEmpty,
  /** What the panel says when speech input cannot be used (typing always works). */
  speechProblems: z.object({ unsupported: nonEmpty, denied: nonEmpty, network: nonEmpty, failed: nonEmpty }),
});

export type AssistantText = z.infer<typeof AssistantTextSchema>;
