// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { canSpeak, createRecognition, speak } from "./speech";

type Handlers = Parameters<typeof createRecognition>[0];
const handlers = (): Handlers => ({ onResult: vi.fn(), onProblem: vi.fn(), onEnd: vi.fn() });

class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = "";
  interimResults = true;
  maxAlternatives = 5;
  continuous = true;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
}

afterEach(() => {
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  FakeRecognition.last = null;
});

describe("createRecognition", () => {
  it("without the API, starting reports 'unsupported' and nothing throws", () => {
    const h = handlers();
    const recognition = createRecognition(h);
    expect(() => recognition.start()).not.toThrow();
    expect(h.onProblem).toHaveBeenCalledWith("unsupported");
    expect(() => recognition.stop()).not.toThrow();
  });

  it("listens in Indonesian and passes on the recognised text", () => {
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
    const h = handlers();
    createRecognition(h).start();
    const fake = FakeRecognition.last!;
    expect(fake.started).toBe(true);
    expect(fake.lang).toBe("id-ID");
    expect(fake.interimResults).toBe(false);
    fake.onresult?.({ results: [[{ transcript: " apa itu wakaf " }]] });
    expect(h.onResult).toHaveBeenCalledWith("apa itu wakaf");
  });

  it.each([
    ["not-allowed", "denied"],
    ["network", "network"],
    ["audio-capture", "denied"],
    ["bad-grammar", "failed"],
  ])("error %s is reported as %s; silence and stopping are not errors", (error, problem) => {
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
    const h = handlers();
    createRecognition(h).start();
    FakeRecognition.last!.onerror?.({ error: "no-speech" });
    FakeRecognition.last!.onerror?.({ error: "aborted" });
    expect(h.onProblem).not.toHaveBeenCalled();
    FakeRecognition.last!.onerror?.({ error });
    expect(h.onProblem).toHaveBeenCalledWith(problem);
  });

  it("a start that throws is reported as 'failed'", () => {
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = class extends FakeRecognition {
      override start(): void {
        throw new Error("InvalidStateError");
      }
    };
    const h = handlers();
    expect(() => createRecognition(h).start()).not.toThrow();
    expect(h.onProblem).toHaveBeenCalledWith("failed");
  });
});

describe("speak", () => {
  it("says false where speech synthesis is missing", () => {
    expect(canSpeak()).toBe(false);
    expect(speak("Halo")).toBe(false);
  });

  it("reads the text in Indonesian with an Indonesian voice when there is one", () => {
    const spoken: { text: string; lang: string; voice: unknown }[] = [];
    const voice = { lang: "id_ID", name: "Damayanti" };
    vi.stubGlobal(
      "SpeechSynthesisUtterance",
      class {
        lang = "";
        voice: unknown = null;
        constructor(public text: string) {}
      },
    );
    vi.stubGlobal("speechSynthesis", {
      cancel: vi.fn(),
      getVoices: () => [{ lang: "en-US", name: "x" }, voice],
      speak: (utterance: { text: string; lang: string; voice: unknown }) => spoken.push(utterance),
    });
    expect(speak("Wakaf tidak dapat dibatalkan.")).toBe(true);
    expect(spoken).toEqual([expect.objectContaining({ text: "Wakaf tidak dapat dibatalkan.", lang: "id-ID", voice })]);
    vi.unstubAllGlobals();
  });
});
