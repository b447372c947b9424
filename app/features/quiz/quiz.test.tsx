// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "~/content/messages";
import { quiz } from "~/content/quiz";
import { getToastSnapshot, resetToasts } from "~/lib/toast-store";
import { Quiz } from "./quiz";
import { QUIZ_ADVANCE_MS } from "./quiz-logic";

const questions = quiz.questions;

function renderQuiz() {
  return render(
    <MemoryRouter>
      <Quiz questions={questions} tips={quiz.tips} />
    </MemoryRouter>,
  );
}

function option(text: string) {
  return screen.getByRole("button", { name: new RegExp(`^[A-D]\\. ${escape(text)}`) });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function questionHeading() {
  return screen.getByRole("heading", { level: 2, name: /^Pertanyaan \d+ dari 10:/ });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Quiz view", () => {
  it("shows the first question with its number, progress, score and four options", () => {
    renderQuiz();
    expect(screen.getByText("Pertanyaan 1 dari 10")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Kemajuan kuis" })).toHaveAttribute("aria-valuenow", "1");
    expect(screen.getByTestId("quiz-score")).toHaveTextContent("Skor: 0");
    expect(questionHeading()).toHaveTextContent(questions[0]!.question);
    expect(screen.getAllByRole("button", { name: /^[A-D]\. / })).toHaveLength(4);
    expect(screen.getByRole("link", { name: quiz.tips.link.label })).toHaveAttribute("href", "/literasi-wakaf");
  });

  it("a right pick: toast, score +1, tick with text; after 2000 ms the next question has focus", () => {
    renderQuiz();
    const right = questions[0]!.options[questions[0]!.correct]!;
    fireEvent.click(option(right));
    expect(getToastSnapshot()).toMatchObject({ title: messages.quizCorrect.title, description: messages.quizCorrect.description, variant: "default" });
    expect(screen.getByTestId("quiz-score")).toHaveTextContent("Skor: 1");
    expect(option(right)).toHaveTextContent("Jawaban benar");
    expect(option(right)).toHaveAttribute("data-status", "right");

    act(() => vi.advanceTimersByTime(QUIZ_ADVANCE_MS - 1));
    expect(screen.getByText("Pertanyaan 1 dari 10")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Pertanyaan 2 dari 10")).toBeInTheDocument();
    expect(questionHeading()).toHaveTextContent(questions[1]!.question);
    expect(questionHeading()).toHaveFocus();
    expect(screen.queryByText("Jawaban benar")).not.toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  });

  it("a wrong pick: destructive toast naming the right option, red mark with text on the pick", () => {
    renderQuiz();
    const q = questions[0]!;
    const wrong = q.options[(q.correct + 1) % 4]!;
    fireEvent.click(option(wrong));
    expect(getToastSnapshot()).toMatchObject({
      title: messages.quizWrong.title,
      description: `${messages.quizWrong.descriptionPrefix}${q.options[q.correct]}`,
      variant: "destructive",
    });
    expect(screen.getByTestId("quiz-score")).toHaveTextContent("Skor: 0");
    expect(option(wrong)).toHaveAttribute("data-status", "wrong");
    expect(option(wrong)).toHaveTextContent("Jawaban Anda (kurang tepat)");
    expect(option(q.options[q.correct]!)).toHaveAttribute("data-status", "right");
  });

  it("ignores a second pick on the same question (no new toast, no score change)", () => {
    renderQuiz();
    const q = questions[0]!;
    fireEvent.click(option(q.options[(q.correct + 1) % 4]!));
    const first = getToastSnapshot();
    fireEvent.click(option(q.options[q.correct]!));
    expect(getToastSnapshot()).toBe(first);
    expect(screen.getByTestId("quiz-score")).toHaveTextContent("Skor: 0");
  });

  it("plays to the result (n/10, percent, tier) and 'Ulangi Kuis' starts over with focus on question 1", () => {
    renderQuiz();
    questions.forEach((q, index) => {
      // Seven right answers, three wrong: 70 % → 'Bagus!'.
      const pickIndex = index < 7 ? q.correct : (q.correct + 1) % 4;
      fireEvent.click(option(q.options[pickIndex]!));
      act(() => vi.advanceTimersByTime(QUIZ_ADVANCE_MS));
    });
    expect(screen.getByTestId("quiz-final-score")).toHaveTextContent("7/10");
    expect(screen.getByTestId("quiz-percent")).toHaveTextContent("70%");
    expect(screen.getByTestId("quiz-tier")).toHaveTextContent("Bagus!");
    expect(screen.getByRole("heading", { name: "Kuis Selesai" })).toHaveFocus();

    fireEvent.click(screen.getByRole("button", { name: "Ulangi Kuis" }));
    expect(screen.getByText("Pertanyaan 1 dari 10")).toBeInTheDocument();
    expect(screen.getByTestId("quiz-score")).toHaveTextContent("Skor: 0");
    expect(questionHeading()).toHaveFocus();
  });

  it("does not steal focus on the first render", () => {
    renderQuiz();
    expect(questionHeading()).not.toHaveFocus();
  });
});
