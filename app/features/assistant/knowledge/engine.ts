// The retrieval engine shared by the build (which indexes) and the browser (which asks). Both sides use
// the same MiniSearch options, so the index prepared at build time loads as it was built.
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { AssistantQa } from "~/content/assistant-qa.schema";
import { termsOf } from "./normalize";

/** One answer the assistant can give. Shipped to the browser; the indexed text is not. */
export interface KnowledgeDoc {
  id: string;
  answer: string;
  /** Legal or other source, e.g. "UU 41/2004 Pasal 3". */
  source?: string;
  /** "/page" or "/page#section": where "Baca selengkapnya" leads. */
  link: string;
}

/** The content's answer for one site (its template and the words for its certificate), as its schema gives it. */
export type SiteTemplate = Omit<AssistantQa["officeAnswers"]["site"], "listMore" | "unmeasuredCount">;

/** What the build produces: the answers, the serialised index, the honest fallback and the words of a site's answer. */
export interface Knowledge {
  docs: KnowledgeDoc[];
  index: string;
  fallback: { answer: string; link: string };
  /** Filled in the browser for the site a question names (site-lookup.ts). */
  site: SiteTemplate;
}

/** What the index reads of each answer: the ways it is asked, extra words, and the answer itself. */
export interface IndexedDoc {
  id: string;
  questions: string;
  keywords: string;
  answer: string;
  /** Hand-written answers rank above text lifted from the pages for the same words. */
  weight: number;
}

export const INDEX_OPTIONS: Options<IndexedDoc> = {
  fields: ["questions", "keywords", "answer"],
  storeFields: ["weight"],
  // Text is tokenised, normalised and stemmed in one pass (normalize.ts), so terms arrive ready.
  tokenize: (text) => termsOf(text),
  processTerm: (term) => term,
  searchOptions: {
    boost: { questions: 3, keywords: 2, answer: 1 },
    // Queries arrive as ready terms (see ask()): split them back, never re-stem a stem.
    tokenize: (text) => text.split(" ").filter(Boolean),
    processTerm: (term) => term,
    // A typo in a longer word still finds it ("sertifkat", "nazhri"); short words must match exactly.
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    prefix: (term) => term.length >= 6,
    boostDocument: (_id, _term, stored) => (typeof stored?.weight === "number" ? stored.weight : 1),
  },
};

export function buildIndex(docs: readonly IndexedDoc[]): string {
  const search = new MiniSearch<IndexedDoc>(INDEX_OPTIONS);
  search.addAll(docs);
  return JSON.stringify(search);
}

export function loadIndex(index: string): MiniSearch<IndexedDoc> {
  return MiniSearch.loadJSON<IndexedDoc>(index, INDEX_OPTIONS);
}

export type Reply =
  | { kind: "answer"; doc: KnowledgeDoc; score: number }
  | { kind: "fallback"; answer: string; link: string; score: number };

/**
 * Below these, the assistant says it cannot answer rather than guess. A reply must match at least
 * MIN_COVERAGE of the question's meaningful words and reach MIN_SCORE (tuned on the evaluation set,
 * `npm run eval:assistant`).
 */
export const MIN_COVERAGE = 0.6;
export const MIN_SCORE = 6;

export interface Asker {
  ask(question: string): Reply;
}

export function createAsker(knowledge: Knowledge): Asker {
  const search = loadIndex(knowledge.index);
  const byId = new Map(knowledge.docs.map((doc) => [doc.id, doc]));
  const fallback = (score: number): Reply => ({ kind: "fallback", ...knowledge.fallback, score });
  return {
    ask(question) {
      const terms = [...new Set(termsOf(question))];
      if (terms.length === 0) return fallback(0);
      const [best] = search.search(terms.join(" "));
      if (!best) return fallback(0);
      const doc = byId.get(String(best.id));
      if (!doc || coverage(best, terms) < MIN_COVERAGE || best.score < MIN_SCORE) return fallback(best.score);
      return { kind: "answer", doc, score: best.score };
    },
  };
}

/** Share of the question's terms that the result matched (exactly, by prefix or with a typo). */
function coverage(result: SearchResult, terms: readonly string[]): number {
  const matched = new Set(result.queryTerms);
  return terms.filter((term) => matched.has(term)).length / terms.length;
}
