// Questions visitors asked, kept as more ways of asking the answer that answers them (decision 146). Pure:
// the script (scripts/assistant-visitor-questions.mjs) and the evaluation feed the sets and the asker.
import type { VisitorQuestions } from "~/content/assistant-visitor-questions.schema";
import type { Asker, KnowledgeDoc } from "./engine";
import { type EvalCase, meets } from "./eval-set";

/**
 * The answer that answers a case: of the answers holding what it requires, the one the assistant ranks
 * highest for it (several may hold a common word), else the first hand-written one, else the first. None
 * when no answer holds it (a gap in the content, not a way of asking).
 */
export function answerFor(docs: readonly KnowledgeDoc[], asker: Pick<Asker, "explain">, { question, mustContain }: EvalCase): string | undefined {
  const holding = docs.filter((doc) => meets(doc.answer, mustContain));
  if (holding.length <= 1) return holding[0]?.id;
  const ranked = asker.explain(question).ranked.map((candidate) => candidate.id);
  const best = holding.filter((doc) => ranked.includes(doc.id)).sort((a, b) => ranked.indexOf(a.id) - ranked.indexOf(b.id))[0];
  return (best ?? holding.find((doc) => doc.question) ?? holding[0]!).id;
}

const asKey = (question: string) => question.trim().toLowerCase();

/** The in-field questions of the sets, each under the answer that answers it, once each, ids in order. */
export function collectVisitorQuestions(cases: readonly EvalCase[], docs: readonly KnowledgeDoc[], asker: Pick<Asker, "explain">): VisitorQuestions {
  const byAnswer = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const item of cases) {
    if (!item.mustContain || seen.has(asKey(item.question))) continue;
    seen.add(asKey(item.question));
    const id = answerFor(docs, asker, item);
    if (id) (byAnswer.get(id) ?? byAnswer.set(id, []).get(id)!).push(item.question.trim());
  }
  return Object.fromEntries([...byAnswer].sort(([a], [b]) => a.localeCompare(b)));
}

/** The visitor questions without the given ones: a set scored as if its questions had never been asked. */
export function withoutQuestions(visitorQuestions: VisitorQuestions, questions: readonly string[]): VisitorQuestions {
  const left = new Set(questions.map(asKey));
  return Object.fromEntries(
    Object.entries(visitorQuestions)
      .map(([id, asked]) => [id, asked.filter((question) => !left.has(asKey(question)))] as const)
      .filter(([, asked]) => asked.length > 0),
  );
}

/** The visitor questions without a set's own: the set scored (or learnt from) as if never asked. */
export function withoutSet(visitorQuestions: VisitorQuestions, set: { inField: readonly EvalCase[]; outOfField: readonly EvalCase[] }): VisitorQuestions {
  return withoutQuestions(visitorQuestions, [...set.inField, ...set.outOfField].map((item) => item.question));
}
