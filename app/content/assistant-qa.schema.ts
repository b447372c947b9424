import { z } from "zod";
import { id, text, withPlaceholders } from "./content-fields";
import { linkProblem } from "./assistant-anchors";

// An answer is a few sentences: long enough to be useful, short enough to read (and hear) in the panel.
const answer = text.max(480, "jawaban terlalu panjang (paling banyak 480 karakter)");

/** The assistant's questions and answers, with every link checked against the pages' sections. */
export function assistantQaSchema(sections: Readonly<Record<string, readonly string[]>>) {
  const link = z.string().superRefine((value, ctx) => {
    const problem = linkProblem(value, sections);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
  // One Indonesian word in lower case: the assistant compares words, never phrases.
  const word = z.string().regex(/^[a-z]+$/, "satu kata dalam huruf kecil (a–z), tanpa spasi");
  const officeAnswer = z.object({ questions: z.array(text).min(1), keywords: z.string(), answer, link });
  return z
    .object({
      entries: z
        .array(
          z.object({
            id,
            questions: z.array(text).min(1, "harus ada paling sedikit satu pertanyaan"),
            keywords: z.string().optional(),
            answer,
            source: text.optional(),
            link,
          }),
        )
        .min(1),
      /** Other KUA services and subjects: the honest fallback, unless the question names the field (decision 104). */
      outsideField: z.object({
        words: z.array(word).min(1, "harus ada paling sedikit satu kata"),
        fieldWords: z.array(word).min(1, "harus ada paling sedikit satu kata"),
      }),
      officeAnswers: z.object({
        address: officeAnswer,
        contact: officeAnswer,
        hours: officeAnswer,
        siteTotals: officeAnswer,
        siteList: officeAnswer,
        fallback: z.object({ answer, link }),
        site: z.object({
          answer,
          answerUnmeasured: answer,
          unmapped: text,
          certified: text,
          notCertified: text,
          unmeasuredCount: withPlaceholders("count"),
          listMore: withPlaceholders("count"),
          link,
        }),
      }),
    })
    .superRefine((qa, ctx) => {
      const seen = new Set<string>();
      qa.entries.forEach((entry, index) => {
        if (seen.has(entry.id)) ctx.addIssue({ code: "custom", path: ["entries", index, "id"], message: `id "${entry.id}" dipakai lebih dari sekali` });
        seen.add(entry.id);
      });
      const field = new Set(qa.outsideField.fieldWords);
      qa.outsideField.words.forEach((word, index) => {
        if (field.has(word)) ctx.addIssue({ code: "custom", path: ["outsideField", "words", index], message: `"${word}" juga ada di fieldWords` });
      });
    });
}

export type AssistantQa = z.output<ReturnType<typeof assistantQaSchema>>;
