// Fitting the confidence gate (gate.ts): logistic regression by gradient descent with an L2 penalty, on
// samples of (inputs, whether the best candidate was right). Used by scripts/assistant-gate.mjs only,
// never shipped to the browser.
import { type Gate, gateConfidence, type GateInput, thresholdFor } from "./gate";

export interface GateSample {
  input: GateInput;
  right: boolean;
}

export interface FitOptions {
  /** Steps of full-batch gradient descent. */
  steps?: number;
  rate?: number;
  /** The L2 penalty on the weights (not the bias). */
  l2?: number;
}

export function fitGate(samples: readonly GateSample[], { steps = 3000, rate = 0.5, l2 = 0.001 }: FitOptions = {}): Pick<Gate, "weights" | "bias"> {
  if (samples.length === 0) throw new Error("fitGate: no samples");
  const size = samples[0]!.input.length;
  const weights = new Array<number>(size).fill(0);
  let bias = 0;
  for (let step = 0; step < steps; step++) {
    const gradient = new Array<number>(size).fill(0);
    let biasGradient = 0;
    for (const { input, right } of samples) {
      const error = gateConfidence({ weights, bias }, input) - (right ? 1 : 0);
      for (let i = 0; i < size; i++) gradient[i]! += error * input[i]!;
      biasGradient += error;
    }
    for (let i = 0; i < size; i++) weights[i]! -= rate * (gradient[i]! / samples.length + l2 * weights[i]!);
    bias -= rate * (biasGradient / samples.length);
  }
  return { weights, bias };
}

export interface GateOutcome {
  /** In-field questions answered with a right answer, with a wrong one; outside questions answered at all. */
  right: number;
  wrong: number;
  guessed: number;
}

/**
 * What thresholds do on samples: each in-field sample answers (right or wrong) when its confidence reaches
 * its threshold (`thresholdFor`: whether the question names the field); each outside sample (`outside`) is
 * a guess when it does.
 */
export function outcomeAt(
  gate: Pick<Gate, "weights" | "bias">,
  thresholds: Pick<Gate, "threshold" | "fieldThreshold">,
  samples: readonly (GateSample & { outside: boolean })[],
): GateOutcome {
  const outcome = { right: 0, wrong: 0, guessed: 0 };
  for (const sample of samples) {
    if (gateConfidence(gate, sample.input) < thresholdFor(thresholds, sample.input)) continue;
    if (sample.outside) outcome.guessed++;
    else if (sample.right) outcome.right++;
    else outcome.wrong++;
  }
  return outcome;
}
