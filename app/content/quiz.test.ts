import { describe, expect, it } from "vitest";
import { parseContent } from "./parse";
import { quiz } from "./quiz";
import { QuizContentSchema, QuizTextSchema } from "./quiz.schema";
import { quizText } from "./quiz-text";

const parse = (data: unknown) => () => parseContent("app/content/quiz.ts", QuizContentSchema, data);
const withQuestion = (index: number, patch: object) => ({
  ...quiz,
  questions: quiz.questions.map((q, i) => (i === index ? { ...q, ...patch } : q)),
});

describe("quiz content", () => {
  it("is valid: 10 questions × 4 options", () => {
    const parsed = parse(quiz)();
    expect(parsed.questions).toHaveLength(10);
    for (const q of parsed.questions) expect(q.options).toHaveLength(4);
  });

  it("spreads the right answers over A–D, each letter right two or three times (decision 091)", () => {
    const counts = [0, 1, 2, 3].map((letter) => quiz.questions.filter((q) => q.correct === letter).length);
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(2);
    for (const count of counts) expect(count).toBeLessThanOrEqual(3);
  });

  it("does not give the answer away by its length", () => {
    const lengths = (q: (typeof quiz.questions)[number]) => q.options.map((option) => option.length);
    const wrongLengths = (q: (typeof quiz.questions)[number]) => lengths(q).filter((_, i) => i !== q.correct);
    // The right option is the longest one in at most three questions…
    const longestRight = quiz.questions.filter((q) => lengths(q)[q.correct]! > Math.max(...wrongLengths(q)));
    expect(longestRight.map((q) => q.topic).length).toBeLessThanOrEqual(3);
    // …and never much longer than the wrong ones beside it.
    for (const q of quiz.questions) {
      const meanWrong = wrongLengths(q).reduce((sum, length) => sum + length, 0) / 3;
      expect(lengths(q)[q.correct]! / meanWrong, q.topic).toBeLessThanOrEqual(1.25);
    }
  });

  it("covers the ten SPEC §3 topics, once each", () => {
    expect(new Set(quiz.questions.map((q) => q.topic)).size).toBe(10);
  });

  it("rejects a question without exactly four options, naming the item", () => {
    expect(parse(withQuestion(1, { options: ["Nazhir", "Wakif", "PPAIW"] }))).toThrowError(
      /item 2 → field "options": setiap pertanyaan harus punya tepat 4 pilihan/,
    );
  });

  it("rejects a `correct` index outside 0–3 or not whole", () => {
    expect(parse(withQuestion(0, { correct: 4 }))).toThrowError(/field "correct": harus 0–3/);
    expect(parse(withQuestion(0, { correct: -1 }))).toThrowError(/field "correct"/);
    expect(parse(withQuestion(0, { correct: 1.5 }))).toThrowError(/field "correct"/);
  });

  it("rejects nine or eleven questions and duplicate options", () => {
    expect(parse({ ...quiz, questions: quiz.questions.slice(0, 9) })).toThrowError(/tepat 10 pertanyaan/);
    expect(parse({ ...quiz, questions: [...quiz.questions, quiz.questions[0]] })).toThrowError(/tepat 10 pertanyaan/);
    expect(parse(withQuestion(1, { options: ["Nazhir", "Nazhir", "Wakif", "PPAIW"] }))).toThrowError(/tidak boleh ada yang sama/);
  });

  it("the tips link must target a page of the site", () => {
    expect(parse({ ...quiz, tips: { ...quiz.tips, link: { ...quiz.tips.link, to: "/literasi" } } })).toThrowError(
      /field "tips" → field "link" → field "to"/,
    );
  });
});

describe("quiz texts (app/content/quiz-text.ts)", () => {
  const parseText = (data: unknown) => () => parseContent("app/content/quiz-text.ts", QuizTextSchema, data);

  it("are valid", () => {
    expect(parseText(quizText)().tiers.map((tier) => tier.min)).toEqual([80, 60, 40, 0]);
  });

  it("refuse an empty progress word and tiers out of order", () => {
    expect(parseText({ ...quizText, progress: { ...quizText.progress, of: " " } })).toThrow(/field "progress" → field "of": tidak boleh kosong/);
    expect(parseText({ ...quizText, tiers: [...quizText.tiers].reverse() })).toThrow(/field "tiers": urutkan dari nilai minimum tertinggi/);
  });
});
