// `npm run assistant:visitor-questions`: writes app/content/assistant-visitor-questions.ts from the seen
// held-out sets (eval-sets.ts, ASKED_SETS; never the tuning set nor the fresh set): each in-field question under the answer
// that answers it, as the knowledge without visitor questions ranks it (decision 146). Run it when a fresh
// set has judged its round and joins the seen sets; review the diff like any content change.
import { writeFileSync } from "node:fs";
import { load, root } from "./app-modules.mjs";

const { knowledgeInput } = await load("/app/features/assistant/knowledge/knowledge.server.ts");
const { buildKnowledge } = await load("/app/features/assistant/knowledge/build.ts");
const { createAsker } = await load("/app/features/assistant/knowledge/engine.ts");
const { ASKED_SETS } = await load("/app/features/assistant/knowledge/eval-sets.ts");
const { collectVisitorQuestions } = await load("/app/features/assistant/knowledge/visitor-questions.ts");

const knowledge = buildKnowledge({ ...knowledgeInput(), visitorQuestions: {} });
const collected = collectVisitorQuestions(ASKED_SETS.flatMap((set) => set.inField), knowledge.docs, createAsker(knowledge));
const body = Object.entries(collected)
  .map(([id, questions]) => `  ${JSON.stringify(id)}: [\n${questions.map((question) => `    ${JSON.stringify(question)},`).join("\n")}\n  ],`)
  .join("\n");
const file = `// Questions visitors asked, each under the id of the answer that answers it (decision 146): Si Wakaf
// compares a new question with them as with the answer's own ways of asking. Written by
// \`npm run assistant:visitor-questions\` from the seen held-out sets (never the tuning or the fresh one): mend a
// question filed under the wrong answer in its set (what its answer must say), not here.
import type { VisitorQuestions } from "./assistant-visitor-questions.schema";

export const visitorQuestions: VisitorQuestions = {
${body}
};
`;
const target = `${root}app/content/assistant-visitor-questions.ts`;
writeFileSync(target, file);
const count = Object.values(collected).reduce((sum, questions) => sum + questions.length, 0);
console.log(`assistant:visitor-questions: ${count} questions for ${Object.keys(collected).length} answers → app/content/assistant-visitor-questions.ts`);
