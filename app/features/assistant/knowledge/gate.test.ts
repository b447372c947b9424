import { describe, expect, it } from "vitest";
import knowledge from "virtual:assistant-knowledge";
import { createAsker, type KnowledgeDoc, type Ranked } from "./engine";
import { GATE_FEATURES, gateAnswers, gateConfidence, gateInput, thresholdFor } from "./gate";
import { fitGate, outcomeAt } from "./gate-fit";
import { GATE } from "./gate-weights";

const doc = (id: string, question?: string): KnowledgeDoc => ({ id, answer: id, link: "/", ...(question ? { question } : {}) });
const candidate = (id: string, measures: Partial<Ranked> = {}): Ranked => ({
  id,
  doc: doc(id, `Apa itu ${id}?`),
  score: 100,
  coverage: 0.8,
  similarity: 0.5,
  containment: 0.5,
  askedCoverage: 0.6,
  agrees: true,
  missed: [],
  rank: 1,
  ...measures,
});
const at = (input: readonly number[], name: (typeof GATE_FEATURES)[number]) => input[GATE_FEATURES.indexOf(name)];

describe("the gate's inputs", () => {
  it("one per named input, each within 0–1", () => {
    const input = gateInput({ ruled: true, best: candidate("a"), runnerUp: candidate("b"), others: [candidate("b")], lead: 2, margin: Infinity, inField: true, terms: 30 });
    expect(input).toHaveLength(GATE_FEATURES.length);
    for (const value of input) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it("a tie is 0 and a lead of three times or more is 1; alone, the best leads all the way", () => {
    const best = candidate("a");
    expect(at(gateInput({ ruled: false, best, others: [], lead: 1, margin: 1, inField: true, terms: 3 }), "lead")).toBe(0);
    expect(at(gateInput({ ruled: false, best, others: [], lead: 3, margin: 9, inField: true, terms: 3 }), "lead")).toBeCloseTo(1);
    expect(at(gateInput({ ruled: false, best, others: [], lead: Infinity, margin: Infinity, inField: true, terms: 3 }), "margin")).toBe(1);
  });

  it("reads how far the best stands ahead of the others in closeness, and which subject it leaves out", () => {
    const best = candidate("a", { similarity: 0.9 });
    const ahead = gateInput({ ruled: false, best, others: [candidate("b", { similarity: 0.1 })], lead: 1.2, margin: 1.2, inField: true, terms: 4 });
    const behind = gateInput({ ruled: false, best, others: [candidate("b", { similarity: 1 })], lead: 1.2, margin: 1.2, inField: true, terms: 4, subjectMiss: "unknown" });
    expect(at(ahead, "similarityLead")).toBeGreaterThan(at(behind, "similarityLead")!);
    expect(at(ahead, "subjectUnknownMiss")).toBe(0);
    expect(at(behind, "subjectUnknownMiss")).toBe(1);
  });

  it("reads a story apart: whether the best holds what its asking sentences ask, and by how much more than the others", () => {
    const best = candidate("a", { missed: ["tanah"] });
    const other = candidate("b", { missed: ["sah"] });
    // The share of the asking sentences' terms ("sah", weight 2; "tanah", weight 1) a candidate matched.
    const asking = (ranked: Ranked) => (ranked.missed.includes("sah") ? 0 : 2) / 3 + (ranked.missed.includes("tanah") ? 0 : 1) / 3;
    const story = gateInput({ ruled: false, best, others: [other], lead: 1.1, margin: 1.1, inField: true, terms: 20, asking });
    expect(at(story, "story")).toBe(1);
    expect(at(story, "storyAskingCoverage")).toBeCloseTo(2 / 3);
    expect(at(story, "storyAskingLead")).toBeCloseTo((2 / 3 - 1 / 3 + 1) / 2);
    // A question of one sentence reads none of it.
    const one = gateInput({ ruled: false, best, others: [other], lead: 1.1, margin: 1.1, inField: true, terms: 5 });
    expect([at(one, "story"), at(one, "storyAskingCoverage"), at(one, "storyAskingLead")]).toEqual([0, 0, 0]);
  });

  it("reads how much of one of its ways of asking the question holds, against the others", () => {
    const input = gateInput({ ruled: false, best: candidate("a", { containment: 0.9 }), others: [candidate("b", { containment: 0.3 })], lead: 1.1, margin: 1.1, inField: true, terms: 4 });
    expect(at(input, "containment")).toBe(0.9);
    expect(at(input, "containmentLead")).toBeCloseTo(0.8);
  });
});

describe("the gate's confidence", () => {
  it("is the logistic of the weighted inputs", () => {
    expect(gateConfidence({ weights: [0, 0], bias: 0 }, [1, 1])).toBe(0.5);
    expect(gateConfidence({ weights: [2, -1], bias: -1 }, [1, 1])).toBeCloseTo(0.5);
    expect(gateConfidence({ weights: [2, 0], bias: 0 }, [1, 0])).toBeCloseTo(1 / (1 + Math.exp(-2)));
  });
});

describe("fitting the gate", () => {
  // The first input tells right from wrong; the second is noise.
  const samples = Array.from({ length: 60 }, (_, i) => ({ input: [i % 2, (i * 7) % 5 / 5], right: i % 2 === 1 }));

  it("learns which input tells a right best candidate", () => {
    const gate = fitGate(samples);
    expect(gate.weights[0]).toBeGreaterThan(2);
    expect(Math.abs(gate.weights[1]!)).toBeLessThan(gate.weights[0]! / 4);
    expect(gateConfidence(gate, [1, 0.5])).toBeGreaterThan(0.8);
    expect(gateConfidence(gate, [0, 0.5])).toBeLessThan(0.2);
  });

  it("counts, at a threshold, the right and wrong answers in the field and the guesses outside it", () => {
    const gate = { weights: [4], bias: -2 };
    const outcome = outcomeAt(gate, { threshold: 0.5, fieldThreshold: 0.5 }, [
      { input: [1], right: true, outside: false },
      { input: [1], right: false, outside: false },
      { input: [0], right: true, outside: false },
      { input: [1], right: false, outside: true },
      { input: [0], right: false, outside: true },
    ]);
    expect(outcome).toEqual({ right: 1, wrong: 1, guessed: 1 });
  });

  it("holds a question that names the field, about a subject the answers know, to its own threshold", () => {
    const inField = GATE_FEATURES.indexOf("inField");
    const unknown = GATE_FEATURES.indexOf("subjectUnknownMiss");
    const input = (named: number, unknownSubject = 0) => GATE_FEATURES.map((_, i) => (i === inField ? named : i === unknown ? unknownSubject : 0));
    // Confidence 0.5 for both: the question naming the field is answered at 0.4, the other one is not at 0.6.
    const gate = { weights: GATE_FEATURES.map(() => 0), bias: 0, threshold: 0.6, fieldThreshold: 0.4 };
    expect(thresholdFor(gate, input(1))).toBe(0.4);
    expect(thresholdFor(gate, input(0))).toBe(0.6);
    // Naming the field, but about a word no answer has: the stricter threshold.
    expect(thresholdFor(gate, input(1, 1))).toBe(0.6);
    expect(gateAnswers(gate, input(1))).toBe(true);
    expect(gateAnswers(gate, input(0))).toBe(false);
    const outcome = outcomeAt(gate, gate, [
      { input: input(1), right: true, outside: false },
      { input: input(1), right: false, outside: true },
      { input: input(0), right: true, outside: false },
      { input: input(0), right: false, outside: true },
    ]);
    expect(outcome).toEqual({ right: 1, wrong: 0, guessed: 1 });
  });

  it("refuses to fit nothing", () => {
    expect(() => fitGate([])).toThrow(/no samples/);
  });
});

describe("the shipped gate on the site's knowledge (decision 147)", () => {
  const gated = createAsker(knowledge);
  const rules = createAsker(knowledge, { gate: null });

  it("has a weight for every input and a threshold between the extremes", () => {
    expect(GATE.weights).toHaveLength(GATE_FEATURES.length);
    expect(GATE.threshold).toBeGreaterThan(0.1);
    expect(GATE.threshold).toBeLessThan(0.95);
    // A question that names the field is held to a threshold no stricter than one that does not.
    expect(GATE.fieldThreshold).toBeGreaterThan(0.1);
    expect(GATE.fieldThreshold).toBeLessThanOrEqual(GATE.threshold);
  });

  it("answers questions the hand-set thresholds left unsure, with the right answer", () => {
    // ("nazhir hrs org sini ga" was one until the tenth round's visitor questions: reduced to "nazhir orang",
    // it is as much the non-Muslim wakif's question, which the gate now answers.)
    // (Round 12: either answer that says so is right — the process at BPN also ends "atas nama nazhir".)
    for (const [question, says] of [["sertifikat wakaf jadi atas nama saha", /sertifikat tanah wakaf (diterbitkan )?atas nama nazhir/i]] as const) {
      expect(rules.ask(question).kind).toBe("suggest");
      const reply = gated.ask(question);
      expect(reply.kind === "answer" && reply.doc.answer).toMatch(says);
    }
  });

  it("never overrules the guards (another service), and weighs a short question about a word no answer has", () => {
    expect(gated.ask("wakaf untuk biaya haji").kind).not.toBe("answer");
    expect(gated.explain("wakaf untuk biaya haji").gate).toBeUndefined();
    // Round 19: as the gate's to weigh, this one was answered with the wakif's proxy.
    expect(gated.explain("wali nikah bisa diwakilkan ke ustadz ga").guard).toBe("subject-outside");
    expect(gated.ask("wali nikah bisa diwakilkan ke ustadz ga").kind).not.toBe("answer");
    // Round 12: no longer a guard, the gate's to judge ("munggaran", "barudak" are Sundanese, not subjects).
    const pajak = gated.explain("tanah wakaf kena pajak gak");
    expect(pajak.subject?.miss).toBe("unknown");
    expect(pajak.gate?.[GATE_FEATURES.indexOf("subjectUnknownMiss")]).toBe(1);
    expect(pajak.reply.kind).not.toBe("answer");
  });

  it("weighs a best candidate of another kind than the question's (round 19) and answers it when it is right", () => {
    // "sama ga" asks whether two are one; the exchange answer is asked for permission, but it says the
    // replacement's value must be at least the same.
    const question = "tukar guling tanah wakaf nilainya harus sama ga sm yg lama";
    const explained = gated.explain(question);
    expect(explained.guard).toBe("intent");
    expect(explained.gate?.[GATE_FEATURES.indexOf("intentMiss")]).toBe(1);
    expect(rules.ask(question).kind).not.toBe("answer");
    expect(explained.reply.kind === "answer" && explained.reply.doc.answer).toMatch(/nilai dan manfaat penggantinya paling sedikit sama/);
  });
});
