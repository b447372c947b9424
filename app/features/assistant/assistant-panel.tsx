import { Mic, MicOff, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { messages } from "~/content/messages";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast-store";
import { SiWakafCartoon } from "./si-wakaf-cartoon";
import type { AssistantPanelProps } from "./types";

/**
 * The Si Wakaf panel: a non-modal dialog (the page behind stays usable). Loaded only when a visitor
 * first opens it. The listening toggle is visual only (SPEC §4: no speech recognition).
 */
export function AssistantPanel({ id, text, onClose }: AssistantPanelProps) {
  const [listening, setListening] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const subtitleId = useId();

  // Opening moves focus into the panel so screen readers announce its title.
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  function toggle() {
    const next = !listening;
    setListening(next);
    toast(next ? messages.assistantListening : messages.assistantResting);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  }

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
      className="fixed right-4 bottom-22 z-40 flex max-h-[calc(100dvh-10rem)] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-emerald-200 bg-white shadow-2xl outline-none"
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
          <X aria-hidden="true" className="size-5" />
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
            <SiWakafCartoon label={text.cartoonLabel} className="size-20 sm:size-24" />
          </div>
          <p className="mt-3 rounded-2xl rounded-tl-sm bg-emerald-50 px-4 py-2 font-medium text-emerald-950">
            {text.greeting}
          </p>
          <p aria-live="polite" className={cn("mt-2 min-h-5 text-sm", listening ? "font-semibold text-emerald-800" : "text-slate-600")}>
            {listening ? text.listeningLabel : text.idleHint}
          </p>
        </div>
        <h3 className="mt-4 text-sm font-semibold text-slate-800">{text.examplesTitle}</h3>
        <ul className="mt-2 grid gap-2">
          {text.examples.map((example) => (
            <li key={example} className="rounded-lg border border-emerald-100 bg-white px-3 py-2 text-sm text-slate-800">
              {example}
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-emerald-100 p-3">
        <button
          type="button"
          aria-pressed={listening}
          onClick={toggle}
          className={cn(
            "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700",
            listening ? "bg-red-700 text-white hover:bg-red-800" : "bg-emerald-700 text-white hover:bg-emerald-800",
          )}
        >
          {listening ? <MicOff aria-hidden="true" className="size-5" /> : <Mic aria-hidden="true" className="size-5" />}
          {listening ? text.stopLabel : text.startLabel}
        </button>
      </div>
    </div>
  );
}
