import { z } from "zod";
import { internalPath, text as nonEmpty } from "./content-fields";

export const QuizQuestionSchema = z
  .object({
    topic: nonEmpty,
    question: nonEmpty,
    options: z.array(nonEmpty).length(4, "setiap pertanyaan harus punya tepat 4 pilihan"),
    correct: z.number().int("harus bilangan bulat 0–3").min(0, "harus 0–3 (0 = A)").max(3, "harus 0–3 (0 = A)"),
    source: nonEmpty,
  })
  .refine((q) => new Set(q.options.map((option) => option.trim())).size === q.options.length, {
    message: "pilihan jawaban tidak boleh ada yang sama",
    path: ["options"],
  });

export const QuizContentSchema = z.object({
  questions: z.array(QuizQuestionSchema).length(10, "kuis harus berisi tepat 10 pertanyaan"),
  tips: z.object({
    title: nonEmpty,
    items: z.array(nonEmpty).min(1),
    link: z.object({
      label: nonEmpty,
      to: internalPath,
    }),
  }),
});

export type QuizContent = z.infer<typeof QuizContentSchema>;
export type QuizTips = QuizContent["tips"];

export const QuizTextSchema = z.object({
  progress: z.object({ question: nonEmpty, of: nonEmpty }),
  progressLabel: nonEmpty,
  score: nonEmpty,
  optionsLabel: nonEmpty,
  rightFeedback: nonEmpty,
  // Not trimmed: the option follows after its closing space.
  wrongFeedbackPrefix: z.string().min(1, "tidak boleh kosong"),
  rightOption: nonEmpty,
  wrongOption: nonEmpty,
  resultTitle: nonEmpty,
  resultScore: nonEmpty,
  restart: nonEmpty,
  tiers: z
    .array(z.object({ min: z.number().min(0).max(100), label: nonEmpty }))
    .min(1)
    .refine((tiers) => tiers.every((tier, index) => index === 0 || tier.min < tiers[index - 1]!.min), "urutkan dari nilai minimum tertinggi")
    .refine((tiers) => tiers.at(-1)?.min === 0, "tingkat terakhir harus mulai dari 0"),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;
