import { z } from "zod";
import { ROUTE_PATHS } from "./routes-list";

const nonEmpty = z.string().trim().min(1, "tidak boleh kosong");

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
      to: z.string().refine((path) => ROUTE_PATHS.includes(path), "harus salah satu halaman situs"),
    }),
  }),
});

export type QuizContent = z.infer<typeof QuizContentSchema>;
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;
