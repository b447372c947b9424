// A thin adapter over the browser's speech APIs. The panel works without it: where recognition or
// synthesis is missing, the adapter says so and nothing throws.

export type SpeechProblem = "unsupported" | "denied" | "network" | "failed";

export interface RecognitionHandlers {
  onResult: (text: string) => void;
  onProblem: (problem: SpeechProblem) => void;
  onEnd: () => void;
}

export interface Recognition {
  start: () => void;
  stop: () => void;
}

// The parts of the Web Speech API used here (not in TypeScript's DOM library yet).
interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort?: () => void;
}
type RecognitionConstructor = new () => RecognitionLike;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

function problemOf(error: string): SpeechProblem {
  if (error === "not-allowed" || error === "service-not-allowed" || error === "audio-capture") return "denied";
  if (error === "network") return "network";
  return "failed";
}

/** Speech recognition in Indonesian (id-ID), or a recogniser that only reports "unsupported". */
export function createRecognition(handlers: RecognitionHandlers): Recognition {
  const Constructor = recognitionConstructor();
  if (!Constructor) return { start: () => handlers.onProblem("unsupported"), stop: () => {} };
  let current: RecognitionLike | null = null;
  return {
    start() {
      try {
        const recognition = new Constructor();
        recognition.lang = "id-ID";
        recognition.interimResults = false;
        recognition.maxAlternatives = 1;
        recognition.continuous = false;
        recognition.onresult = (event) => {
          const text = event.results[0]?.[0]?.transcript?.trim();
          if (text) handlers.onResult(text);
        };
        // "no-speech" and "aborted" are normal endings (silence, or the visitor pressed stop).
        recognition.onerror = (event) => {
          if (event.error !== "no-speech" && event.error !== "aborted") handlers.onProblem(problemOf(event.error));
        };
        recognition.onend = () => {
          if (current === recognition) current = null;
          handlers.onEnd();
        };
        current = recognition;
        recognition.start();
      } catch {
        current = null;
        handlers.onProblem("failed");
      }
    },
    stop() {
      const recognition = current;
      current = null;
      try {
        recognition?.stop();
      } catch {
        // Already stopped: nothing to do.
      }
    },
  };
}

/** Whether answers can be read aloud here. */
export function canSpeak(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined";
}

/** Reads a text aloud with an Indonesian voice where the browser has one; false when it cannot. */
export function speak(text: string): boolean {
  if (!canSpeak()) return false;
  try {
    const synthesis = window.speechSynthesis;
    synthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = "id-ID";
    const voice = synthesis.getVoices().find((candidate) => candidate.lang.toLowerCase().replace("_", "-").startsWith("id"));
    if (voice) utterance.voice = voice;
    synthesis.speak(utterance);
    return true;
  } catch {
    return false;
  }
}
