// `npm run eval:assistant`: asks Si Wakaf every question of its evaluation set
// (app/features/assistant/knowledge/eval-set.ts) with the knowledge built from the current content, and
// prints the share answered right, the share of honest fallbacks outside the field, and the answer time.
// Exits 1 below the targets (90% right, 90% fallbacks, median ≤ 50 ms). `-- --verbose` lists every miss.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const config = { configFile: false, root, logLevel: "error", resolve: { alias: { "~": `${root}app` } } };
const load = async (path) => (await runnerImport(path, config)).module;

const { getKnowledge, registerSites } = await load("/app/features/assistant/knowledge/knowledge.server.ts");
const { createAsker } = await load("/app/features/assistant/knowledge/engine.ts");
const { createSiteFinder, withSite } = await load("/app/features/assistant/knowledge/site-lookup.ts");
const { IN_FIELD, OUT_OF_FIELD } = await load("/app/features/assistant/knowledge/eval-set.ts");
const verbose = process.argv.includes("--verbose");

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

let right = 0;
for (const { question, mustContain } of IN_FIELD) {
  const reply = timed(question);
  const answer = reply.kind === "answer" ? reply.doc.answer : "";
  const ok = reply.kind === "answer" && mustContain.every((part) => answer.toLowerCase().includes(part.toLowerCase()));
  if (ok) right++;
  else if (verbose) console.log(`MISS  ${question}\n      → ${reply.kind === "answer" ? `${reply.doc.id}: ${answer.slice(0, 90)}…` : "(fallback)"} [score ${reply.score.toFixed(1)}]`);
}
let honest = 0;
for (const { question } of OUT_OF_FIELD) {
  const reply = timed(question);
  if (reply.kind === "fallback") honest++;
  else if (verbose) console.log(`GUESS ${question}\n      → ${reply.doc.id} [score ${reply.score.toFixed(1)}]`);
}

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const p95 = times[Math.floor(times.length * 0.95)];
const pct = (n, d) => `${((n / d) * 100).toFixed(1)}%`;
console.log(`Si Wakaf evaluation (${knowledge.docs.length} answers in the knowledge base)`);
console.log(`  answered right:    ${right}/${IN_FIELD.length} = ${pct(right, IN_FIELD.length)} (target ≥ 90%)`);
console.log(`  honest fallbacks:  ${honest}/${OUT_OF_FIELD.length} = ${pct(honest, OUT_OF_FIELD.length)} (target ≥ 90%)`);
console.log(`  answer time:       median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target median ≤ 50 ms)`);
const pass = right / IN_FIELD.length >= 0.9 && honest / OUT_OF_FIELD.length >= 0.9 && median <= 50;
console.log(pass ? "eval:assistant: targets met." : "eval:assistant: BELOW TARGET.");
process.exitCode = pass ? 0 : 1;
