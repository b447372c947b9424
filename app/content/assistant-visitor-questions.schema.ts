import { z } from "zod";
import { QUESTION_MAX_LENGTH } from "../lib/assistant-question";

// A question as a visitor typed it: informal, with typos, sometimes a whole story (domain: issue 35).
const asked = z.string().trim().min(2, "pertanyaan terlalu pendek").max(QUESTION_MAX_LENGTH, `pertanyaan terlalu panjang (paling banyak ${QUESTION_MAX_LENGTH.toLocaleString("id-ID")} karakter)`);

/**
 * Questions visitors really asked, each kept with the id of the answer that answers it (an answer of
 * the assistant's knowledge: "qa-…", "literasi-…", "kuis-…"; the build refuses an id it does not have).
 * Si Wakaf compares a new question with them as with the answer's own ways of asking.
 */
const answerId = z.string().regex(/^[a-zA-Z0-9-]+$/, "id jawaban hanya boleh berisi huruf, angka, dan tanda hubung");
export const VisitorQuestionsSchema = z.record(answerId, z.array(asked).min(1, "harus ada paling sedikit satu pertanyaan"));

export type VisitorQuestions = z.output<typeof VisitorQuestionsSchema>;
