import { quizText } from "~/content/quiz-text";

// The quiz as a pure state machine (SPEC §4): the view dispatches `answer`, schedules `advance` after
// QUIZ_ADVANCE_MS and dispatches `restart`. The state carries its own answer key so the reducer needs
// nothing from outside and every transition can be tested on its own.

/** SPEC §9: the pause between answering and the next question (or the result). */
export const QUIZ_ADVANCE_MS = 2000;

export interface QuizState {
  /** Index of the right option of each question, in order. */
  answerKey: readonly number[];
  questionIndex: number;
  score: number;
  finished: boolean;
  /** The option picked for the current question, or null while it is still open. */
  selected: number | null;
}

export type QuizAction = { type: "answer"; option: number } | { type: "advance" } | { type: "restart" };

export function initialQuizState(answerKey: readonly number[]): QuizState {
  return { answerKey, questionIndex: 0, score: 0, finished: false, selected: null };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "answer": {
      // One answer per question (SPEC §5): a second pick, a pick on the result screen or a pick
      // that is not an option index changes nothing.
      if (state.finished || state.selected !== null) return state;
      if (!Number.isInteger(action.option) || action.option < 0) return state;
      const correct = action.option === state.answerKey[state.questionIndex];
      return { ...state, selected: action.option, score: state.score + (correct ? 1 : 0) };
    }
    case "advance": {
      // Only an answered question can be left; a stale timer after a restart is harmless.
      if (state.finished || state.selected === null) return state;
      if (state.questionIndex >= state.answerKey.length - 1) return { ...state, selected: null, finished: true };
      return { ...state, questionIndex: state.questionIndex + 1, selected: null };
    }
    case "restart":
      return initialQuizState(state.answerKey);
  }
}

/** SPEC §9 tiers (app/content/quiz-text.ts), highest first: a percentage at or above `min` earns the label. */
const TIERS = quizText.tiers;

export type QuizTierLabel = (typeof TIERS)[number]["label"];

export function tierFor(percent: number): QuizTierLabel {
  // The last tier starts at 0 (checked by QuizTextSchema), so it also takes whatever falls below.
  return (TIERS.find((tier) => percent >= tier.min) ?? TIERS[TIERS.length - 1]!).label;
}

export interface QuizResult {
  score: number;
  total: number;
  /** Whole percent, as shown (SPEC §9: no decimals). */
  percent: number;
  tier: QuizTierLabel;
}

export function quizResult(score: number, total: number): QuizResult {
  const exact = total > 0 ? (score / total) * 100 : 0;
  // The tier uses the exact share so 79.6 % is not promoted to 'Luar Biasa!' by rounding.
  return { score, total, percent: Math.round(exact), tier: tierFor(exact) };
}
