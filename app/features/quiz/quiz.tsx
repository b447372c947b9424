import { CheckCircle2, Lightbulb, RotateCcw, Trophy, XCircle } from "lucide";
import { Icon } from "~/components/ui/icon";
import { type RefObject, useEffect, useId, useReducer, useRef } from "react";
import { Link } from "react-router";
import { quizMessages as messages } from "~/content/messages-quiz";
import type { QuizQuestion, QuizTips } from "~/content/quiz.schema";
import { quizText } from "~/content/quiz-text";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast-store";
import { QUIZ_ADVANCE_MS, initialQuizState, quizReducer, quizResult } from "./quiz-logic";

/** What the page sends of each question: the rest (topic, source) stays in the build. */
export type QuizViewQuestion = Pick<QuizQuestion, "question" | "options" | "correct">;

// The card and button looks come from ~/components/ui/ui.css by class name, not through the Card and
// Button components: this page's up-front JavaScript is within 0.3 KB of its budget, and each shared
// component chunk costs about that much (docs/decisions/060-contract-modules.md).

const LETTERS = ["A", "B", "C", "D"];

/**
 * One question at a time (SPEC §2 Kuis). The first question is rendered in the prerendered HTML; the
 * buttons work once React has hydrated. After an answer the view waits QUIZ_ADVANCE_MS, then shows
 * the next question and moves keyboard focus to its heading so keyboard and screen-reader users
 * continue where the new content starts.
 */
export function Quiz({ questions, tips }: { questions: readonly QuizViewQuestion[]; tips: QuizTips }) {
  const [state, dispatch] = useReducer(quizReducer, questions, (list) =>
    initialQuizState(list.map((question) => question.correct)),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  // Focus moves only after the visitor has interacted, never on the first render.
  const interacted = useRef(false);
  const headingId = useId();

  useEffect(() => {
    if (state.selected === null) return;
    const timer = window.setTimeout(() => dispatch({ type: "advance" }), QUIZ_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [state.selected, state.questionIndex]);

  useEffect(() => {
    if (!interacted.current) return;
    (state.finished ? resultRef : headingRef).current?.focus();
  }, [state.questionIndex, state.finished]);

  const total = questions.length;
  const question = questions[state.questionIndex];
  const progress = `${quizText.progress.question} ${state.questionIndex + 1} ${quizText.progress.of} ${total}`;

  function pick(option: number) {
    if (state.selected !== null || state.finished || !question) return;
    interacted.current = true;
    dispatch({ type: "answer", option });
    if (option === question.correct) {
      toast(messages.quizCorrect);
    } else {
      toast({
        title: messages.quizWrong.title,
        description: messages.quizWrong.descriptionPrefix + question.options[question.correct],
        variant: messages.quizWrong.variant,
      });
    }
  }

  function restart() {
    interacted.current = true;
    // The focus effect then moves focus to the first question's heading.
    dispatch({ type: "restart" });
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-3">
      <section aria-labelledby={headingId} className="lg:col-span-2" data-testid="quiz">
        {state.finished ? (
          <QuizResultView result={quizResult(state.score, total)} headingRef={resultRef} onRestart={restart} />
        ) : question ? (
          <div className="card card-plain card-form">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
              <p className="text-emerald-800">{progress}</p>
              <p className="rounded-full bg-emerald-50 px-3 py-1 text-emerald-900" data-testid="quiz-score">
                {quizText.score} {state.score}
              </p>
            </div>
            <div
              role="progressbar"
              aria-label={quizText.progressLabel}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={state.questionIndex + 1}
              aria-valuetext={progress}
              className="mt-3 h-2.5 overflow-hidden rounded-full bg-emerald-100"
            >
              <div
                className="h-full rounded-full bg-emerald-600 transition-[width] duration-500 motion-reduce:transition-none"
                style={{ width: `${((state.questionIndex + 1) / total) * 100}%` }}
              />
            </div>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="mt-6 rounded text-xl font-bold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-offset-4 sm:text-2xl"
            >
              <span className="sr-only">{progress}: </span>
              {question.question}
            </h2>
            <ul className="mt-5 grid gap-3" aria-label={quizText.optionsLabel}>
              {question.options.map((option, index) => (
                <li key={`${state.questionIndex}-${index}`}>
                  <OptionButton
                    letter={LETTERS[index] ?? String(index + 1)}
                    text={option}
                    status={optionStatus(index, state.selected, question.correct)}
                    locked={state.selected !== null}
                    onPick={() => pick(index)}
                  />
                </li>
              ))}
            </ul>
            <p aria-hidden="true" className="mt-4 min-h-6 text-sm font-medium" data-testid="quiz-feedback">
              {state.selected === null
                ? null
                : state.selected === question.correct
                  ? quizText.rightFeedback
                  : `${quizText.wrongFeedbackPrefix}${LETTERS[question.correct]}. ${question.options[question.correct]}`}
            </p>
          </div>
        ) : null}
      </section>
      <aside aria-labelledby={`${headingId}-tips`} className="rounded-2xl bg-emerald-50 p-5 sm:p-6">
        <h2 id={`${headingId}-tips`} className="flex items-center gap-2 text-lg font-bold text-emerald-900">
          <Icon icon={Lightbulb} aria-hidden="true" className="size-5 shrink-0" />
          {tips.title}
        </h2>
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-700">
          {tips.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Link to={tips.link.to} prefetch="intent" className="btn btn-primary btn-sm mt-4">
          {tips.link.label}
        </Link>
      </aside>
    </div>
  );
}

type OptionStatus = "open" | "right" | "wrong" | "other";

function optionStatus(index: number, selected: number | null, correct: number): OptionStatus {
  if (selected === null) return "open";
  if (index === correct) return "right";
  if (index === selected) return "wrong";
  return "other";
}

function OptionButton({
  letter,
  text,
  status,
  locked,
  onPick,
}: {
  letter: string;
  text: string;
  status: OptionStatus;
  locked: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      // aria-disabled rather than disabled: the picked button keeps focus until the next question.
      aria-disabled={locked || undefined}
      onClick={onPick}
      data-status={status}
      className={cn(
        "flex min-h-12 w-full items-start gap-3 rounded-xl border-2 px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 motion-reduce:transition-none",
        status === "open" && "border-slate-200 bg-white hover:border-emerald-500 hover:bg-emerald-50",
        status === "right" && "border-emerald-700 bg-emerald-50",
        status === "wrong" && "border-red-700 bg-red-50",
        status === "other" && "border-slate-200 bg-white text-slate-600",
        locked && "cursor-default",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold",
          status === "right" ? "bg-emerald-700 text-white" : status === "wrong" ? "bg-red-700 text-white" : "bg-emerald-100 text-emerald-900",
        )}
      >
        {status === "right" ? (
          <Icon icon={CheckCircle2} className="size-5" />
        ) : status === "wrong" ? (
          <Icon icon={XCircle} className="size-5" />
        ) : (
          letter
        )}
      </span>
      <span className="flex-1">
        <span className="sr-only">{letter}.</span> {text}
        {status === "right" && (
          <span className="mt-1 block text-sm font-semibold text-emerald-800">{quizText.rightOption}</span>
        )}
        {status === "wrong" && (
          <span className="mt-1 block text-sm font-semibold text-red-800">{quizText.wrongOption}</span>
        )}
      </span>
    </button>
  );
}

function QuizResultView({
  result,
  headingRef,
  onRestart,
}: {
  result: ReturnType<typeof quizResult>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  return (
    <div className="card card-plain card-md text-center sm:p-10" data-testid="quiz-result">
      <Icon icon={Trophy} aria-hidden="true" className="mx-auto size-14 text-amber-500" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 rounded text-2xl font-bold text-emerald-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-offset-4"
      >
        {quizText.resultTitle}
      </h2>
      <p className="mt-2 text-slate-700">{quizText.resultScore}</p>
      <p className="text-5xl font-extrabold text-emerald-800" data-testid="quiz-final-score">
        {result.score}/{result.total}
      </p>
      <p className="mt-2 text-2xl font-bold text-slate-900" data-testid="quiz-percent">
        {result.percent}%
      </p>
      <p className="mt-3 inline-block rounded-full bg-emerald-100 px-4 py-1 text-lg font-semibold text-emerald-900" data-testid="quiz-tier">
        {result.tier}
      </p>
      <div>
        <button type="button" onClick={onRestart} className="btn btn-primary btn-md mt-6">
          <Icon icon={RotateCcw} aria-hidden="true" className="size-5" />
          {quizText.restart}
        </button>
      </div>
    </div>
  );
}
