import { ArrowRight, Mic, MicOff, SendHorizontal, Volume2, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import knowledge from "virtual:assistant-knowledge";
import { assistantMessages as messages } from "~/content/messages-assistant";
import { QUESTION_MAX_LENGTH } from "~/lib/assistant-question";
import { cn } from "~/lib/cn";
import { fetchRegister } from "~/lib/register-file";
import { toast } from "~/lib/toast-store";
import { loadConversation, MAX_TURNS, saveConversation, type Turn } from "./conversation";
import { type Asker, createAsker, type Reply } from "./knowledge/engine";
import { createSiteFinder, mayNameSite, type SiteFinder, withSite } from "./knowledge/site-lookup";
import { takeRequest } from "./open-assistant";
import { SiWakafCartoon } from "./si-wakaf-cartoon";
import { canSpeak, createRecognition, type Recognition, type SpeechProblem, speak } from "./speech";
import type { AssistantPanelProps } from "./types";

// The register is fetched once per visit, on the first question that may name a site; when it cannot be
// fetched (offline and never cached) the index's own reply stands and the next such question tries again.
let siteFinder: Promise<SiteFinder | undefined> | undefined;
function loadSiteFinder(): Promise<SiteFinder | undefined> {
  siteFinder ??= fetchRegister().then(createSiteFinder, () => {
    siteFinder = undefined;
    return undefined;
  });
  return siteFinder;
}

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700";

/** Questions a visitor can ask with one press: the example questions, and the suggestions when unsure. */
function QuestionButtons({
  questions,
  onAsk,
  className,
  tone,
  ...list
}: {
  questions: readonly string[];
  onAsk: (question: string) => void;
  className: string;
  /** Border and text colours. */
  tone: string;
  "aria-label"?: string;
  "data-testid"?: string;
}) {
  return (
    <ul className={`${className} grid gap-2`} {...list}>
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            onClick={() => onAsk(question)}
            className={`min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-left text-sm hover:bg-emerald-50 ${tone} ${focusRing}`}
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Si Wakaf panel: a non-modal dialog (the page behind stays usable), loaded with its knowledge only
 * when a visitor first opens it. Questions are answered in the browser from the site's own content.
 */
export function AssistantPanel({ id, text, onClose }: AssistantPanelProps) {
  // The index is loaded on the first question, not on open: the panel appears at once on slow phones.
  const askerRef = useRef<Asker | null>(null);
  const [turns, setTurns] = useState<Turn[]>(loadConversation);
  // Opened to be asked at once (from elsewhere on the page, or typed on the button while loading).
  const [request] = useState(takeRequest);
  const [question, setQuestion] = useState(request ?? "");
  const [listening, setListening] = useState(false);
  const listeningRef = useRef(false);
  const heardRef = useRef(false);
  const [problem, setProblem] = useState<SpeechProblem | null>(null);
  const [speakable] = useState(canSpeak);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logEndRef = useRef<HTMLLIElement>(null);
  const titleId = useId();
  const subtitleId = useId();

  // A question that may name a site waits for the register; later questions wait behind it, in order.
  const lookupRef = useRef<Promise<void> | null>(null);

  function ask(raw: string) {
    const asked = raw.trim();
    if (!asked) return;
    askerRef.current ??= createAsker(knowledge);
    const reply = askerRef.current.ask(asked);
    setQuestion("");
    if (!mayNameSite(reply, asked) && !lookupRef.current) return addTurn(asked, reply);
    const lookup = (lookupRef.current ?? Promise.resolve())
      .then(() => (mayNameSite(reply, asked) ? loadSiteFinder() : undefined))
      .then((findSite) => addTurn(asked, findSite ? withSite(reply, asked, findSite, knowledge.site) : reply));
    lookupRef.current = lookup;
    void lookup.finally(() => {
      if (lookupRef.current === lookup) lookupRef.current = null;
    });
  }

  function addTurn(asked: string, reply: Reply) {
    setTurns((current) => {
      const id = (current[current.length - 1]?.id ?? 0) + 1;
      // Unsure (decision 104): the lead-in, then the closest questions it knows as buttons.
      const turn: Turn =
        reply.kind === "answer"
          ? { id, question: asked, answer: reply.doc.answer, link: reply.doc.link, fallback: false, ...(reply.doc.source ? { source: reply.doc.source } : {}) }
          : reply.kind === "suggest"
            ? { id, question: asked, answer: text.suggestLead, link: knowledge.fallback.link, fallback: true, suggestions: reply.questions }
            : { id, question: asked, answer: reply.answer, link: reply.link, fallback: true };
      return [...current, turn].slice(-MAX_TURNS);
    });
  }

  useEffect(() => {
    saveConversation(turns);
  }, [turns]);

  // Speech handlers outlive renders: they reach the current ask() through a ref.
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });
  const recognitionRef = useRef<Recognition | null>(null);
  useEffect(() => {
    const recognition = createRecognition({
      onResult: (heard) => {
        heardRef.current = true;
        setQuestion(heard);
        askRef.current(heard);
      },
      onProblem: setProblem,
      // Recognition stops by itself after one question: the toggle follows, as if pressed. After an error
      // it stays on (as the specification's toggle does) with the explanation shown, until pressed.
      onEnd: () => {
        if (!listeningRef.current || !heardRef.current) return;
        listeningRef.current = false;
        setListening(false);
        toast(messages.assistantResting);
      },
    });
    recognitionRef.current = recognition;
    return () => recognition.stop();
  }, []);

  // Opening moves focus into the panel (screen readers announce its title), or into the question box.
  // In the same task as the panel's first drawing (a layout effect): a key typed meanwhile on the
  // button (still focused) would otherwise reach neither it, now loaded, nor the box.
  useLayoutEffect(() => {
    (request === undefined ? panelRef.current : inputRef.current)?.focus();
  }, [request]);

  useEffect(() => {
    logEndRef.current?.scrollIntoView?.({ block: "end" });
  }, [turns.length]);

  function toggle() {
    const next = !listening;
    listeningRef.current = next;
    heardRef.current = false;
    setListening(next);
    setProblem(null);
    toast(next ? messages.assistantListening : messages.assistantResting);
    if (next) recognitionRef.current?.start();
    else recognitionRef.current?.stop();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(question);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A letter typed while the panel itself has the focus (just opened) starts the question: moved to the
    // box during keydown, the browser types it there instead of dropping it.
    if (event.target === panelRef.current && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) inputRef.current?.focus();
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  }

  const latest = turns[turns.length - 1];
  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="assistant-panel"
      className="fixed right-4 bottom-22 z-40 flex max-h-[calc(100dvh-10rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-emerald-200 bg-white shadow-2xl outline-none"
    >
      <div className="flex items-start gap-3 bg-gradient-to-r from-emerald-800 to-emerald-600 px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-bold">
            {text.title}
          </h2>
          <p id={subtitleId} className="text-sm text-emerald-50">
            {text.subtitle}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={text.closeLabel}
          className="-mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
        >
          <Icon icon={X} aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* Focusable so keyboard users can scroll it when it overflows (small screens); axe requires it. */}
      <div
        role="group"
        aria-labelledby={titleId}
        tabIndex={0}
        className="overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-700"
      >
        <div className="flex flex-col items-center text-center">
          <div
            className={cn(
              "relative rounded-full p-1",
              // Under reduced motion the pulse stands still; the solid ring and the label still show the state.
              listening && "bg-emerald-500 ring-4 ring-emerald-300 motion-safe:animate-pulse",
            )}
            data-testid="assistant-avatar"
            data-listening={listening}
          >
            <SiWakafCartoon label={text.cartoonLabel} className="size-16 sm:size-20" />
          </div>
          <p className="mt-3 rounded-2xl rounded-tl-sm bg-emerald-50 px-4 py-2 font-medium text-emerald-950">{text.greeting}</p>
          <p aria-live="polite" className={cn("mt-2 min-h-5 text-sm", listening ? "font-semibold text-emerald-800" : "text-slate-600")}>
            {listening ? text.listeningLabel : text.idleHint}
          </p>
          {problem && (
            <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="speech-problem">
              {text.speechProblems[problem]}
            </p>
          )}
        </div>
        <h3 className="mt-4 text-sm font-semibold text-slate-800">{text.examplesTitle}</h3>
        <QuestionButtons questions={text.examples} onAsk={ask} className="mt-2" tone="border-emerald-200 text-slate-800" />
        {turns.length > 0 && (
          <ol aria-label={text.conversationLabel} className="mt-4 grid gap-3" data-testid="assistant-conversation">
            {turns.map((turn) => (
              <li key={turn.id} className="grid gap-2" data-testid="assistant-turn" data-fallback={turn.fallback}>
                <p className="ml-8 rounded-2xl rounded-br-sm bg-emerald-700 px-3 py-2 text-sm text-white">
                  <span className="sr-only">{text.questionLabel}: </span>
                  {turn.question}
                </p>
                <div className="mr-4 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-sm text-slate-900" data-testid="assistant-answer">
                  <p>
                    <span className="sr-only">{text.answerLabel}: </span>
                    {turn.answer}
                  </p>
                  {turn.suggestions && turn.suggestions.length > 0 && (
                    <QuestionButtons
                      questions={turn.suggestions}
                      onAsk={ask}
                      className="mt-2"
                      tone="border-emerald-300 text-emerald-900"
                      aria-label={text.suggestionsLabel}
                      data-testid="assistant-suggestions"
                    />
                  )}
                  {turn.source && (
                    <p className="mt-1 text-xs text-slate-700">
                      {text.sourceLabel} {turn.source}
                    </p>
                  )}
                  <div className="mt-1 flex flex-wrap items-center gap-x-3">
                    {/* An unsure reply leads on through its questions, not to a page. */}
                    {!turn.suggestions && (
                      <Link
                        to={turn.link}
                        className={`inline-flex min-h-11 items-center gap-1 rounded font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950 ${focusRing}`}
                      >
                        {text.readMoreLabel}
                        <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
                      </Link>
                    )}
                    {speakable && (
                      <button
                        type="button"
                        onClick={() => speak(turn.answer)}
                        className={`inline-flex min-h-11 items-center gap-1 rounded font-semibold text-emerald-800 hover:text-emerald-950 ${focusRing}`}
                      >
                        <Icon icon={Volume2} aria-hidden="true" className="size-4" />
                        {text.listenLabel}
                      </button>
                    )}
                  </div>
                </div>
              </li>
            ))}
            <li ref={logEndRef} aria-hidden="true" />
          </ol>
        )}
        {/* The newest answer, announced once to screen readers. */}
        <p aria-live="polite" className="sr-only" data-testid="assistant-announcer">
          {latest ? `${text.answerLabel}: ${latest.answer}${latest.suggestions ? ` ${latest.suggestions.join("; ")}` : ""}` : ""}
        </p>
      </div>
      <div className="grid gap-2 border-t border-emerald-100 p-3">
        <form onSubmit={onSubmit} className="flex gap-2">
          <input
            ref={inputRef}
            data-assistant-input=""
            type="text"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            aria-label={text.inputLabel}
            placeholder={text.inputLabel}
            enterKeyHint="send"
            autoComplete="off"
            maxLength={QUESTION_MAX_LENGTH}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-3 text-base text-slate-900 placeholder:text-slate-600 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700"
          />
          <button
            type="submit"
            aria-label={text.sendLabel}
            className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-emerald-700 text-white hover:bg-emerald-800 ${focusRing}`}
          >
            <Icon icon={SendHorizontal} aria-hidden="true" className="size-5" />
          </button>
        </form>
        <button
          type="button"
          aria-pressed={listening}
          onClick={toggle}
          className={cn(
            `inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold ${focusRing}`,
            listening ? "bg-red-700 text-white hover:bg-red-800" : "bg-emerald-700 text-white hover:bg-emerald-800",
          )}
        >
          {listening ? <Icon icon={MicOff} aria-hidden="true" className="size-5" /> : <Icon icon={Mic} aria-hidden="true" className="size-5" />}
          {listening ? text.stopLabel : text.startLabel}
        </button>
      </div>
    </div>
  );
}
