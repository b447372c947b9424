// `npm run eval:assistant`: asks Si Wakaf every question of its evaluation sets with the knowledge
// built from the current content: the tuning set (app/features/assistant/knowledge/eval-set.ts), which
// answers and retrieval are tuned on, and the held-out set (eval-heldout.ts), written from the fact sheet
// before tuning by someone who had not read the knowledge base, and never tuned on (issue 35), and a
// second held-out set written the same way (eval-heldout-2.ts) once the first had been seen. Prints,
// for each, the share answered right and the share of honest fallbacks outside the field, then the answer
// time and which answers were given wrongly and for what (the confusion).
// A reply of kind "suggest" (unsure: the closest questions offered, decision 104) is a miss in the field
// and honest outside it.
// Exits 1 below the targets on either set (90% right, 90% fallbacks) or a median answer time over 50 ms.
// `-- --verbose` lists every miss (never a question of the fresh set 7); `-- --tuning-only` leaves the
// held-out sets out, `-- --seen-only` the fresh set (while tuning). From the seventh round on, sets 3 to 6
// (each judged a round, figures read) are seen sets too: set 7 alone judges.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const config = { configFile: false, root, logLevel: "error", resolve: { alias: { "~": `${root}app` } } };
const load = async (path) => (await runnerImport(path, config)).module;

const { getKnowledge, registerSites } = await load("/app/features/assistant/knowledge/knowledge.server.ts");
const { createAsker } = await load("/app/features/assistant/knowledge/engine.ts");
const { createSiteFinder, withSite } = await load("/app/features/assistant/knowledge/site-lookup.ts");
const { IN_FIELD, OUT_OF_FIELD, meets } = await load("/app/features/assistant/knowledge/eval-set.ts");
const { HELD_OUT_IN_FIELD, HELD_OUT_OUT_OF_FIELD } = await load("/app/features/assistant/knowledge/eval-heldout.ts");
// The first held-out set was looked at when stop 36's tuning was judged: a second one, written afresh from
// the fact sheet on 2026-11-27 before any further tuning, is the honest measure now (issue 35).
const { HELD_OUT_2_IN_FIELD, HELD_OUT_2_OUT_OF_FIELD } = await load("/app/features/assistant/knowledge/eval-heldout-2.ts");
// Set 3, written from the fact sheet alone before the third round ended, judged the third and fourth
// rounds (its figures read twice, its questions never); set 4, written the same way during the fourth
// round and never run before it ended, judged that round once (its figures and its 12 wrong answers were
// read, 2026-11-27). The next round needs a fifth set, written before it is tuned.
const { HELD_OUT_3_IN_FIELD, HELD_OUT_3_OUT_OF_FIELD } = await load("/app/features/assistant/knowledge/eval-heldout-3.ts");
const { HELD_OUT_4_IN_FIELD, HELD_OUT_4_OUT_OF_FIELD } = await load("/app/features/assistant/knowledge/eval-heldout-4.ts");
// Set 5, written from the fact sheet alone before the fifth round ended (the fifth round's fixes were
// guided by the kinds of set 4's wrong answers), judged that round (figures read once); set 6, written the
// same way (verified facts only) before the sixth round ended, is the fresh measure now.
const { HELD_OUT_5_IN_FIELD, HELD_OUT_5_OUT_OF_FIELD } = await load("/app/features/assistant/knowledge/eval-heldout-5.ts");
const { HELD_OUT_6_IN_FIELD, HELD_OUT_6_OUT_OF_FIELD } = await load("/app/features/assistant/knowledge/eval-heldout-6.ts");
// Set 6 judged the sixth round (figures read once); set 7, written the same way before the seventh round
// was tuned, is the fresh measure now.
const { HELD_OUT_7_IN_FIELD, HELD_OUT_7_OUT_OF_FIELD } = await load("/app/features/assistant/knowledge/eval-heldout-7.ts");
const verbose = process.argv.includes("--verbose");
// While tuning, score the tuning set only: the held-out set must not be seen until the tuning is done.
const tuningOnly = process.argv.includes("--tuning-only");
// Tuning may look at the seen sets (the tuning set and held-out set 1), never at the fresh one.
const seenOnly = process.argv.includes("--seen-only");

const knowledge = getKnowledge();
const asker = createAsker(knowledge);
// As the panel answers once the register has arrived: the index first, then the site a question names.
const findSite = createSiteFinder(registerSites());
const times = [];
function timed(question) {
  const start = performance.now();
  const reply = withSite(asker.ask(question), question, findSite, knowledge.site);
  times.push(performance.now() - start);
  return reply;
}

const pct = (n, d) => `${((n / d) * 100).toFixed(1)}%`;
/** Scores one set; returns whether it met the targets, and collects the wrong answers by answer id. */
function score(name, inField, outOfField, confusion, { fresh = false } = {}) {
  // A fresh set's questions are never printed, so that reading the report cannot tune on them.
  const listed = (question) => (fresh ? "(a question of the fresh set, not shown)" : question);
  let right = 0;
  let wrong = 0;
  let unsure = 0;
  let oneTap = 0;
  for (const { question, mustContain } of inField) {
    const reply = timed(question);
    const ok = reply.kind === "answer" && meets(reply.doc.answer, mustContain);
    if (ok) {
      right++;
      continue;
    }
    if (reply.kind === "answer") wrong++;
    if (reply.kind === "suggest") {
      unsure++;
      // What a visitor gets by pressing one of the offered questions.
      if (reply.questions.some((offered) => { const next = asker.ask(offered); return next.kind === "answer" && meets(next.doc.answer, mustContain); })) oneTap++;
    }
    const given = reply.kind === "answer" ? reply.doc.id : `(${reply.kind})`;
    (confusion.get(given) ?? confusion.set(given, []).get(given)).push(`${name}: ${listed(question)}`);
    const shown =
      reply.kind === "answer" ? `${reply.doc.id}: ${reply.doc.answer.slice(0, 90)}…` : reply.kind === "suggest" ? `(suggest) ${reply.questions.join(" | ")}` : "(fallback)";
    if (verbose && !fresh) console.log(`MISS  [${name}] ${question}\n      → ${shown} [score ${reply.score.toFixed(1)}]`);
  }
  // Outside the field, saying so is honest: the fallback, or "I am not sure" with the closest wakaf questions.
  let honest = 0;
  let suggested = 0;
  for (const { question } of outOfField) {
    const reply = timed(question);
    if (reply.kind !== "answer") {
      honest++;
      if (reply.kind === "suggest") {
        suggested++;
        if (verbose && !fresh) console.log(`UNSURE [${name}] ${question}\n      → (suggest) ${reply.questions.join(" | ")}`);
      }
    } else {
      (confusion.get(reply.doc.id) ?? confusion.set(reply.doc.id, []).get(reply.doc.id)).push(`${name} (outside the field): ${listed(question)}`);
      if (verbose && !fresh) console.log(`GUESS [${name}] ${question}\n      → ${reply.doc.id} [score ${reply.score.toFixed(1)}]`);
    }
  }
  console.log(`  ${name}:`);
  console.log(`    answered right:    ${right}/${inField.length} = ${pct(right, inField.length)} (target ≥ 90%)`);
  console.log(`    wrong answers:     ${wrong}/${inField.length} (the rest of the misses: ${unsure} unsure with suggestions, ${inField.length - right - wrong - unsure} fallbacks)`);
  console.log(`    right one tap away: ${oneTap} of the ${unsure} unsure replies offer a question whose answer is right (not counted as right)`);
  console.log(`    honest fallbacks:  ${honest}/${outOfField.length} = ${pct(honest, outOfField.length)} (target ≥ 90%; ${suggested} of them unsure with suggestions)`);
  return right / inField.length >= 0.9 && honest / outOfField.length >= 0.9;
}

console.log(`Si Wakaf evaluation (${knowledge.docs.length} answers in the knowledge base)`);
const confusion = new Map();
const tuningOk = score("tuning set", IN_FIELD, OUT_OF_FIELD, confusion);
const heldOutOk = tuningOnly || score("held-out set 1 (seen once, 2026-11-27)", HELD_OUT_IN_FIELD, HELD_OUT_OUT_OF_FIELD, confusion);
const heldOut2Ok = tuningOnly || score("held-out set 2 (its figures seen once, 2026-11-27)", HELD_OUT_2_IN_FIELD, HELD_OUT_2_OUT_OF_FIELD, confusion);
const heldOut3Ok = tuningOnly || score("held-out set 3 (judged rounds 3–4; seen from round 7)", HELD_OUT_3_IN_FIELD, HELD_OUT_3_OUT_OF_FIELD, confusion);
const heldOut4Ok = tuningOnly || score("held-out set 4 (judged round 4; seen from round 7)", HELD_OUT_4_IN_FIELD, HELD_OUT_4_OUT_OF_FIELD, confusion);
const heldOut5Ok = tuningOnly || score("held-out set 5 (judged round 5; seen from round 7)", HELD_OUT_5_IN_FIELD, HELD_OUT_5_OUT_OF_FIELD, confusion);
const heldOut6Ok = tuningOnly || score("held-out set 6 (judged round 6; seen from round 7)", HELD_OUT_6_IN_FIELD, HELD_OUT_6_OUT_OF_FIELD, confusion);
const heldOut7Ok =
  tuningOnly || seenOnly || score("held-out set 7 (fresh, never tuned on)", HELD_OUT_7_IN_FIELD, HELD_OUT_7_OUT_OF_FIELD, confusion, { fresh: true });
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const p95 = times[Math.floor(times.length * 0.95)];
console.log(`  answer time:         median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target median ≤ 50 ms)`);
if (confusion.size > 0) {
  console.log("\nConfusion: each answer given wrongly (or the fallback given where an answer was due), and for what:");
  for (const [given, questions] of [...confusion].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  ${given} (${questions.length})`);
    for (const question of verbose ? questions : questions.slice(0, 3)) console.log(`    - ${question}`);
    if (!verbose && questions.length > 3) console.log(`    … ${questions.length - 3} more (--verbose)`);
  }
}
const pass = tuningOk && heldOutOk && heldOut2Ok && heldOut3Ok && heldOut4Ok && heldOut5Ok && heldOut6Ok && heldOut7Ok && median <= 50;
console.log(pass ? "\neval:assistant: targets met." : "\neval:assistant: BELOW TARGET.");
process.exitCode = pass ? 0 : 1;
