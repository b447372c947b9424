// `npm run assistant:gate`: fits Si Wakaf's confidence gate (gate.ts, decision 147) on the seen evaluation
// sets (eval-sets.ts; never the fresh one) and writes it to gate-weights.ts. Each seen set's questions are
// asked of the knowledge without its own visitor questions, as the evaluation asks them. The threshold is
// chosen by leaving one held-out set out at a time: fitted on the others, measured on it; the threshold kept is the
// one that answers the most right while wrong answers stay within WRONG_SHARE of the questions in the field
// and guesses within GUESS_SHARE of those outside it, over all the left-out sets. Then the gate is fitted
// on every seen set. `-- --dry-run` prints and writes nothing.
import { writeFileSync } from "node:fs";
import { load, root } from "./app-modules.mjs";

const { knowledgeInput } = await load("/app/features/assistant/knowledge/knowledge.server.ts");
const { buildKnowledge } = await load("/app/features/assistant/knowledge/build.ts");
const { createAsker } = await load("/app/features/assistant/knowledge/engine.ts");
const { meets } = await load("/app/features/assistant/knowledge/eval-set.ts");
const { SEEN_SETS } = await load("/app/features/assistant/knowledge/eval-sets.ts");
const { withoutSet } = await load("/app/features/assistant/knowledge/visitor-questions.ts");
const { GATE_FEATURES } = await load("/app/features/assistant/knowledge/gate.ts");
const { fitGate, outcomeAt } = await load("/app/features/assistant/knowledge/gate-fit.ts");

const WRONG_SHARE = 0.045;
const GUESS_SHARE = 0.01;
const dryRun = process.argv.includes("--dry-run");

const input = knowledgeInput();
/** Every question of a set as a sample of the gate (none when the engine stops before ranking). */
function samplesOf(set) {
  // The rules alone decide here: the gate's inputs do not depend on the gate.
  const asker = createAsker(buildKnowledge({ ...input, visitorQuestions: withoutSet(input.visitorQuestions, set) }), { gate: null });
  const samples = [];
  for (const { question, mustContain } of set.inField) {
    const explained = asker.explain(question);
    const best = explained.ranked[0];
    samples.push({ input: explained.gate ?? null, right: Boolean(best && meets(best.doc.answer, mustContain)), outside: false });
  }
  for (const { question } of set.outOfField) samples.push({ input: asker.explain(question).gate ?? null, right: false, outside: true });
  return samples;
}
const bySet = SEEN_SETS.map((set) => ({ name: set.name, samples: samplesOf(set) }));
const usable = (samples) => samples.filter((sample) => sample.input);

const thresholds = Array.from({ length: 19 }, (_, i) => 0.05 * (i + 1));
const totals = thresholds.map(() => ({ right: 0, wrong: 0, guessed: 0 }));
let inField = 0;
let outside = 0;
// The tuning set was written next to the knowledge: it is learnt from, never a measure.
for (const left of bySet.slice(1)) {
  const gate = fitGate(usable(bySet.filter((set) => set !== left).flatMap((set) => set.samples)));
  inField += left.samples.filter((sample) => !sample.outside).length;
  outside += left.samples.filter((sample) => sample.outside).length;
  thresholds.forEach((threshold, i) => {
    const outcome = outcomeAt(gate, threshold, usable(left.samples));
    totals[i].right += outcome.right;
    totals[i].wrong += outcome.wrong;
    totals[i].guessed += outcome.guessed;
  });
}
const pct = (n, d) => `${((n / d) * 100).toFixed(1)}%`;
console.log(`Confidence gate, each seen set left out in turn (${inField} questions in the field, ${outside} outside):`);
thresholds.forEach((threshold, i) => {
  const { right, wrong, guessed } = totals[i];
  console.log(`  threshold ${threshold.toFixed(2)}: right ${pct(right, inField)}, wrong ${pct(wrong, inField)}, guesses outside ${pct(guessed, outside)}`);
});
const allowed = thresholds.map((threshold, i) => ({ threshold, ...totals[i] })).filter((t) => t.wrong <= WRONG_SHARE * inField && t.guessed <= GUESS_SHARE * outside);
if (allowed.length === 0) throw new Error("assistant:gate: no threshold keeps wrong answers and guesses within bounds");
const chosen = allowed.reduce((a, b) => (b.right > a.right ? b : a));
const gate = fitGate(usable(bySet.flatMap((set) => set.samples)));
console.log(`Chosen threshold ${chosen.threshold.toFixed(2)}: right ${pct(chosen.right, inField)}, wrong ${pct(chosen.wrong, inField)}, guesses ${pct(chosen.guessed, outside)}.`);
console.log("Weights:", GATE_FEATURES.map((name, i) => `${name} ${gate.weights[i].toFixed(2)}`).join(", "), `bias ${gate.bias.toFixed(2)}`);
if (!dryRun) {
  const round = (value) => Number(value.toFixed(3));
  const file = `${root}app/features/assistant/knowledge/gate-weights.ts`;
  writeFileSync(
    file,
    `// Written by \`npm run assistant:gate\` (scripts/assistant-gate.mjs) from the seen evaluation sets: do not edit.\n` +
      `// Left out in turn, at this threshold: right ${pct(chosen.right, inField)}, wrong ${pct(chosen.wrong, inField)} of ${inField} questions in the field; ${pct(chosen.guessed, outside)} of ${outside} outside answered.\n` +
      `import type { Gate } from "./gate";\n\n` +
      `export const GATE: Gate = ${JSON.stringify({ weights: gate.weights.map(round), bias: round(gate.bias), threshold: round(chosen.threshold) })};\n`,
  );
  console.log(`assistant:gate: written to ${file.slice(root.length)}`);
}
