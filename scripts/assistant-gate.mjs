// `npm run assistant:gate`: fits Si Wakaf's confidence gate (gate.ts, decision 147) on the seen evaluation
// sets (eval-sets.ts; never the fresh one) and writes it to gate-weights.ts. Each seen set's questions are
// asked of the knowledge without its own visitor questions, as the evaluation asks them. The threshold is
// chosen by leaving one held-out set out at a time: fitted on the others, measured on it; the threshold kept is the
// one that answers the most right less WRONG_COST for each wrong answer or guess outside the field (decision 168),
// while wrong answers stay within WRONG_SHARE of the questions in the field and guesses within GUESS_SHARE of
// those outside it, over all the left-out sets (decision 162). A question that names the field gets its own threshold, chosen on the freshest
// seen set (decision 152). Then the gate is fitted on every seen set. `-- --dry-run` prints and writes nothing.
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
/** What a wrong answer costs against a right one when the thresholds are chosen (decisions 152 and 162). */
const WRONG_COST = 3;
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
const bySet = SEEN_SETS.map((set) => ({ name: set.name, tuning: set.tuning, samples: samplesOf(set) }));
const usable = (samples) => samples.filter((sample) => sample.input);

const thresholds = Array.from({ length: 37 }, (_, i) => Number((0.05 + 0.025 * i).toFixed(3)));
// The tuning set was written next to the knowledge: it is learnt from, never a measure.
const leftOut = bySet.filter((set) => !set.tuning).map((left) => ({ ...left, gate: fitGate(usable(bySet.filter((set) => set !== left).flatMap((set) => set.samples))) }));
const inField = leftOut.reduce((sum, left) => sum + left.samples.filter((sample) => !sample.outside).length, 0);
const outside = leftOut.reduce((sum, left) => sum + left.samples.filter((sample) => sample.outside).length, 0);
/** What a pair of thresholds does on the given left-out sets, each asked with the gate fitted without it. */
const outcomeOn = (sets, pair) =>
  sets.reduce(
    (sum, left) => {
      const outcome = outcomeAt(left.gate, pair, usable(left.samples));
      return { right: sum.right + outcome.right, wrong: sum.wrong + outcome.wrong, guessed: sum.guessed + outcome.guessed };
    },
    { right: 0, wrong: 0, guessed: 0 },
  );
// A guess outside the field is a wrong answer too ("cara daftar nikah" answered with the wakaf procedure), and
// costs as much (decision 168).
const worth = (outcome) => outcome.right - WRONG_COST * (outcome.wrong + outcome.guessed);
const within = (outcome) => outcome.wrong <= WRONG_SHARE * inField && outcome.guessed <= GUESS_SHARE * outside;
const pct = (n, d) => `${((n / d) * 100).toFixed(1)}%`;
console.log(`Confidence gate, each seen set left out in turn (${inField} questions in the field, ${outside} outside):`);
const single = thresholds.map((threshold) => ({ threshold, ...outcomeOn(leftOut, { threshold, fieldThreshold: threshold }) }));
for (const { threshold, right, wrong, guessed } of single) {
  console.log(`  threshold ${threshold.toFixed(3)}: right ${pct(right, inField)}, wrong ${pct(wrong, inField)}, guesses outside ${pct(guessed, outside)} (${right}, ${wrong}, ${guessed}; worth ${worth({ right, wrong, guessed })})`);
}
// One threshold first: the most right answers less WRONG_COST for each wrong one or guess (decision 162: a wrong answer
// is the worst outcome, as for the field's threshold), while wrong answers and guesses stay within bounds; a
// tie keeps the threshold that answers more (decision 163: the cost has priced the wrong answers already, and
// the right answers a stricter gate holds back are what visitors asked for).
const allowed = single.filter(within);
if (allowed.length === 0) throw new Error("assistant:gate: no threshold keeps wrong answers and guesses within bounds");
const { threshold } = allowed.reduce((a, b) => (worth(b) > worth(a) || (worth(b) === worth(a) && b.threshold < a.threshold) ? b : a));
// Then the threshold of a question that names the field, chosen on the freshest seen set (decision 152):
// the sets read for rounds have had ways of asking added for their misses, so the gate is surer of them than
// of a question nobody rehearsed. On the freshest, the most right answers less WRONG_COST for each wrong
// one, while every left-out set together stays within the bounds; a tie keeps the stricter threshold (the
// freshest set is small, and its ties are many).
const freshest = leftOut.at(-1);
const field = thresholds
  .filter((fieldThreshold) => fieldThreshold <= threshold)
  .map((fieldThreshold) => ({ fieldThreshold, all: outcomeOn(leftOut, { threshold, fieldThreshold }), fresh: outcomeOn([freshest], { threshold, fieldThreshold }) }))
  .filter(({ all }) => within(all));
const chosen = field.reduce((a, b) => (worth(b.fresh) > worth(a.fresh) || (worth(b.fresh) === worth(a.fresh) && b.fieldThreshold > a.fieldThreshold) ? b : a));
const freshCount = freshest.samples.filter((sample) => !sample.outside).length;
for (const { fieldThreshold, all, fresh } of field) {
  console.log(
    `  naming the field from ${fieldThreshold.toFixed(3)}: ${freshest.name}: right ${fresh.right}/${freshCount}, wrong ${fresh.wrong}; ` +
      `all: right ${pct(all.right, inField)}, wrong ${pct(all.wrong, inField)}, guesses ${pct(all.guessed, outside)}`,
  );
}
const gate = fitGate(usable(bySet.flatMap((set) => set.samples)));
const { all } = chosen;
console.log(
  `Chosen thresholds ${threshold.toFixed(3)}, naming the field ${chosen.fieldThreshold.toFixed(3)}: right ${pct(all.right, inField)}, wrong ${pct(all.wrong, inField)}, guesses ${pct(all.guessed, outside)}; ` +
    `${freshest.name}: right ${chosen.fresh.right}/${freshCount}, wrong ${chosen.fresh.wrong}.`,
);
console.log("Weights:", GATE_FEATURES.map((name, i) => `${name} ${gate.weights[i].toFixed(2)}`).join(", "), `bias ${gate.bias.toFixed(2)}`);
if (!dryRun) {
  const round = (value) => Number(value.toFixed(3));
  const file = `${root}app/features/assistant/knowledge/gate-weights.ts`;
  writeFileSync(
    file,
    `// Written by \`npm run assistant:gate\` (scripts/assistant-gate.mjs) from the seen evaluation sets: do not edit.\n` +
      `// Left out in turn, at these thresholds: right ${pct(all.right, inField)}, wrong ${pct(all.wrong, inField)} of ${inField} questions in the field; ${pct(all.guessed, outside)} of ${outside} outside answered.\n` +
      `import type { Gate } from "./gate";\n\n` +
      `export const GATE: Gate = ${JSON.stringify({ weights: gate.weights.map(round), bias: round(gate.bias), threshold: round(threshold), fieldThreshold: round(chosen.fieldThreshold) })};\n`,
  );
  console.log(`assistant:gate: written to ${file.slice(root.length)}`);
}
