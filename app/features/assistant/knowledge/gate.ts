// The confidence gate (issue 35, decision 147): whether the best candidate is the answer, read from what
// decided its place — a logistic model over a few measures of the candidate and of the question, fitted on
// the seen evaluation sets (scripts/assistant-gate.mjs, gate-fit.ts) and shipped as a handful of numbers
// (gate-weights.ts). It decides only among candidates about the question's subject and not another
// service's (the engine's guards, never overruled); whether the candidate answers the kind of question asked
// (round 19) and the engine's hand-set thresholds (CALIBRATION) are among its inputs: it learns when to
// trust them and when a candidate they left unsure is right after all.
import type { Ranked, SubjectMiss } from "./engine";

/** The gate's inputs, in order; each is scaled to about 0–1 so that one step size fits them all. */
export const GATE_FEATURES = [
  "ruled",
  "coverage",
  "margin",
  "lead",
  "score",
  "askedCoverage",
  "similarity",
  "inField",
  "terms",
  "pageText",
  "runnerUpCoverage",
  "similarityLead",
  "askedLead",
  "subjectFieldMiss",
  "subjectUnknownMiss",
  "intentMiss",
  "story",
  "storyAskingCoverage",
  "storyAskingLead",
  "containment",
  "containmentLead",
] as const;

export type GateInput = readonly number[];

/**
 * A fitted gate: a weight per input, a bias, and the confidence from which the best candidate is the answer
 * — `fieldThreshold` for a question that names the field about a subject the answers know, `threshold` for
 * any other (naming nothing of the field, or about a word no answer has: an answer may be a guess at another
 * subject; decision 152).
 */
export interface Gate {
  weights: readonly number[];
  bias: number;
  threshold: number;
  fieldThreshold: number;
}

const NAMES_FIELD = GATE_FEATURES.indexOf("inField");
const UNKNOWN_SUBJECT = GATE_FEATURES.indexOf("subjectUnknownMiss");
const INTENT_MISS = GATE_FEATURES.indexOf("intentMiss");

/** The confidence a question's inputs must reach for the best candidate to be the answer. */
export function thresholdFor(gate: Pick<Gate, "threshold" | "fieldThreshold">, input: GateInput): number {
  // A question whose subject is a word no answer has ("sertifikat rusak kena banjir") may be about something
  // the knowledge does not hold, field or not: the stricter threshold. So may one whose best candidate
  // answers another kind of question (round 19).
  const doubtful = input[UNKNOWN_SUBJECT] === 1 || input[INTENT_MISS] === 1;
  return input[NAMES_FIELD] === 1 && !doubtful ? gate.fieldThreshold : gate.threshold;
}

/** Whether the gate answers with the best candidate. */
export function gateAnswers(gate: Gate, input: GateInput): boolean {
  return gateConfidence(gate, input) >= thresholdFor(gate, input);
}

export interface GateFacts {
  /** Whether the hand-written thresholds answer with the best candidate. */
  ruled: boolean;
  best: Ranked;
  runnerUp?: Ranked;
  /** The candidates below the best. */
  others: readonly Ranked[];
  /** The best's rank over the runner-up's, and over the first candidate that does not say the same. */
  lead: number;
  margin: number;
  inField: boolean;
  /** How many terms the question has. */
  terms: number;
  /** Which subject of the question the best leaves out, if any (engine.ts, `subjectOf`). */
  subjectMiss?: SubjectMiss;
  /**
   * In a story (a question of several sentences that asks in its last ones: engine.ts, `askingPart`), the
   * IDF-weighted share of the asking sentences' terms a candidate matched; absent for a question of one sentence.
   */
  asking?: (candidate: Ranked) => number;
}

const flag = (value: boolean) => (value ? 1 : 0);
/** A ratio of ranks (≥ 1, Infinity when alone) as 0–1: 1 is a tie, 3 times ahead or more is 1. */
const ratio = (value: number) => Math.min(Math.log(Math.max(value, 1)) / Math.log(3), 1);

export function gateInput({ ruled, best, runnerUp, others, lead, margin, inField, terms, subjectMiss, asking }: GateFacts): GateInput {
  // How far the best stands ahead of every other candidate by its closeness to the ways it is asked: two
  // rankings that agree.
  const ahead = (of: (candidate: Ranked) => number) => (of(best) - Math.max(0, ...others.map(of)) + 1) / 2;
  return [
    flag(ruled),
    best.coverage,
    ratio(margin),
    ratio(lead),
    // MiniSearch's score spans 1–3,000: its order of magnitude.
    Math.min(Math.log10(1 + best.score) / 4, 1),
    best.askedCoverage,
    best.similarity,
    flag(inField),
    Math.min(terms / 12, 1),
    flag(!best.doc.question),
    runnerUp?.coverage ?? 0,
    ahead((candidate) => candidate.similarity),
    ahead((candidate) => candidate.askedCoverage),
    flag(subjectMiss === "field"),
    flag(subjectMiss === "unknown"),
    flag(!best.agrees),
    // A story covers little of any answer: whether the best holds what its last sentences ask weighs apart.
    flag(asking !== undefined),
    asking ? asking(best) : 0,
    asking ? ahead(asking) : 0,
    best.containment,
    ahead((candidate) => candidate.containment),
  ];
}

/** The gate's confidence (0–1) that the best candidate is the answer. */
export function gateConfidence(gate: Pick<Gate, "weights" | "bias">, input: GateInput): number {
  let sum = gate.bias;
  for (let i = 0; i < input.length; i++) sum += (gate.weights[i] ?? 0) * input[i]!;
  return 1 / (1 + Math.exp(-sum));
}
