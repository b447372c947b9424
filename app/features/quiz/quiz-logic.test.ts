import { describe, expect, it } from "vitest";
import { QUIZ_ADVANCE_MS, initialQuizState, quizReducer, quizResult, tierFor, type QuizState } from "./quiz-logic";

const KEY = [1, 2, 1, 1, 2, 1, 1, 1, 2, 1];

function play(picks: readonly number[], state = initialQuizState(KEY)): QuizState {
  for (const option of picks) {
    state = quizReducer(state, { type: "answer", option });
    state = quizReducer(state, { type: "advance" });
  }
  return state;
}

describe("quiz reducer", () => {
  it("starts at the first question with nothing answered", () => {
    expect(initialQuizState(KEY)).toEqual({
      answerKey: KEY,
      questionIndex: 0,
      score: 0,
      finished: false,
      selected: null,
    });
  });

  it("a right pick records the answer and adds 1 to the score", () => {
    const state = quizReducer(initialQuizState(KEY), { type: "answer", option: 1 });
    expect(state.selected).toBe(1);
    expect(state.score).toBe(1);
    expect(state.questionIndex).toBe(0);
  });

  it("a wrong pick records the answer and leaves the score", () => {
    const state = quizReducer(initialQuizState(KEY), { type: "answer", option: 3 });
    expect(state.selected).toBe(3);
    expect(state.score).toBe(0);
  });

  it("ignores a second pick on the same question", () => {
    const first = quizReducer(initialQuizState(KEY), { type: "answer", option: 0 });
    const second = quizReducer(first, { type: "answer", option: 1 });
    expect(second).toBe(first);
    expect(second.score).toBe(0);
  });

  it("ignores a pick that is not an option index", () => {
    const start = initialQuizState(KEY);
    expect(quizReducer(start, { type: "answer", option: -1 })).toBe(start);
    expect(quizReducer(start, { type: "answer", option: 1.5 })).toBe(start);
  });

  it("advance moves to the next question and clears the selection", () => {
    const answered = quizReducer(initialQuizState(KEY), { type: "answer", option: 1 });
    const next = quizReducer(answered, { type: "advance" });
    expect(next.questionIndex).toBe(1);
    expect(next.selected).toBeNull();
    expect(next.score).toBe(1);
    expect(next.finished).toBe(false);
  });

  it("advance before an answer does nothing (a stale timer cannot skip a question)", () => {
    const start = initialQuizState(KEY);
    expect(quizReducer(start, { type: "advance" })).toBe(start);
  });

  it("the last question sets finished instead of moving on", () => {
    const beforeLast = play(KEY.slice(0, 9));
    expect(beforeLast.questionIndex).toBe(9);
    const answeredLast = quizReducer(beforeLast, { type: "answer", option: KEY[9]! });
    expect(answeredLast.finished).toBe(false);
    const done = quizReducer(answeredLast, { type: "advance" });
    expect(done.finished).toBe(true);
    expect(done.questionIndex).toBe(9);
    expect(done.selected).toBeNull();
    expect(done.score).toBe(10);
  });

  it("once finished, picks and advances are ignored", () => {
    const done = play(KEY);
    expect(quizReducer(done, { type: "answer", option: 0 })).toBe(done);
    expect(quizReducer(done, { type: "advance" })).toBe(done);
  });

  it("counts only right answers over a mixed run", () => {
    const picks = KEY.map((right, index) => (index % 3 === 0 ? (right + 1) % 4 : right));
    const done = play(picks);
    expect(done.score).toBe(6);
  });

  it("restart resets everything, from the middle and from the result", () => {
    const middle = quizReducer(play([1, 0, 1]), { type: "answer", option: 1 });
    expect(quizReducer(middle, { type: "restart" })).toEqual(initialQuizState(KEY));
    expect(quizReducer(play(KEY), { type: "restart" })).toEqual(initialQuizState(KEY));
  });

  it("waits 2000 ms between questions (SPEC §9)", () => {
    expect(QUIZ_ADVANCE_MS).toBe(2000);
  });
});

describe("quiz tiers and result", () => {
  it.each([
    [100, "Luar Biasa!"],
    [80, "Luar Biasa!"],
    [79.99, "Bagus!"],
    [60, "Bagus!"],
    [59.99, "Cukup Baik"],
    [40, "Cukup Baik"],
    [39.99, "Perlu Belajar Lagi"],
    [0, "Perlu Belajar Lagi"],
  ])("%s %% earns %s", (percent, tier) => {
    expect(tierFor(percent)).toBe(tier);
  });

  it.each([
    [10, 100, "Luar Biasa!"],
    [8, 80, "Luar Biasa!"],
    [7, 70, "Bagus!"],
    [6, 60, "Bagus!"],
    [5, 50, "Cukup Baik"],
    [4, 40, "Cukup Baik"],
    [3, 30, "Perlu Belajar Lagi"],
    [0, 0, "Perlu Belajar Lagi"],
  ])("%s of 10 is %s %% and %s", (score, percent, tier) => {
    expect(quizResult(score, 10)).toEqual({ score, total: 10, percent, tier });
  });

  it("shows whole percentages but tiers on the exact share", () => {
    // 2 of 3 = 66.67 % → shown as 67; 239 of 300 = 79.67 % → shown as 80 but still 'Bagus!'.
    expect(quizResult(2, 3).percent).toBe(67);
    expect(quizResult(239, 300)).toEqual({ score: 239, total: 300, percent: 80, tier: "Bagus!" });
  });

  it("an empty quiz scores 0 % rather than NaN", () => {
    expect(quizResult(0, 0)).toEqual({ score: 0, total: 0, percent: 0, tier: "Perlu Belajar Lagi" });
  });
});
