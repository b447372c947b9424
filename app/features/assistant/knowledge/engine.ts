// The retrieval engine shared by the build (which indexes) and the browser (which asks). Both sides use
// the same MiniSearch options, so the index prepared at build time loads as it was built.
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { AssistantQa } from "~/content/assistant-qa.schema";
import { type Intent, intentsOf, STRONG_INTENTS } from "./intent";
import { termOf, termsOf, tokenize } from "./normalize";

/** One answer the assistant can give. Shipped to the browser; the indexed text is not. */
export interface KnowledgeDoc {
  id: string;
  answer: string;
  /** Legal or other source, e.g. "UU 41/2004 Pasal 3". */
  source?: string;
  /** "/page" or "/page#section": where "Baca selengkapnya" leads. */
  link: string;
  /** The first way visitors ask it, offered as a button when the assistant is unsure (hand-written answers only). */
  question?: string;
  /** The kinds of question it answers, read from its `questions` and id at build time (intent.ts). */
  kinds?: Intent[];
  /**
   * The index terms of each way it is asked, in order, space-separated, with "@intent" markers ("@person"
   * for "siapa"): the re-ranker compares the question with each.
   */
  asked?: string[];
}

/**
 * Questions outside the field (other KUA services: nikah, haji, zakat…): words that send a question to the
 * honest fallback unless it also names one of the field's words ("wakaf untuk biaya haji"). Both lists hold
 * the words as typed and as index terms.
 */
export interface OutsideField {
  words: string[];
  fieldWords: string[];
}

/** The content's answer for one site (its template and the words for its certificate), as its schema gives it. */
export type SiteTemplate = Omit<AssistantQa["officeAnswers"]["site"], "listMore" | "unmeasuredCount">;

/** What the build produces: the answers, the serialised index, the honest fallback and the words of a site's answer. */
export interface Knowledge {
  docs: KnowledgeDoc[];
  index: string;
  fallback: { answer: string; link: string };
  outsideField: OutsideField;
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
  /** Unsure: the closest questions the assistant knows, offered instead of a guess (their first `question`). */
  | { kind: "suggest"; questions: string[]; score: number }
  | { kind: "fallback"; answer: string; link: string; score: number };

/**
 * Below these, the assistant does not answer. A reply must reach MIN_SCORE (MiniSearch's BM25) and match
 * at least MIN_COVERAGE of the question's meaningful words, each weighed by how distinctive it is (its
 * IDF: "wakaf" and "tanah", in most answers, weigh little; "hibah", "wasiat", "khaibar" weigh much).
 * Between SUGGEST_COVERAGE and MIN_COVERAGE the assistant says it is unsure and offers the closest
 * questions it knows. Tuned on the tuning set (`npm run eval:assistant -- --tuning-only`), decision 104.
 */
export const MIN_COVERAGE = 0.7;
export const MIN_SCORE = 6;
export const SUGGEST_COVERAGE = 0.4;
/** How many MiniSearch results the second stage re-ranks, and how many questions it offers when unsure. */
export const RERANK_TOP = 8;
export const MAX_SUGGESTIONS = 3;
/** A word no answer contains weighs as a middling word: a chat word ("nasib") must not sink a good match. */
const UNKNOWN_IDF = 1.5;
/** Intent agreement: a strong intent the answer does not answer costs its rank (and the answer itself). */
const INTENT_BONUS = 1.2;
const WEAK_INTENT_PENALTY = 0.85;
/**
 * Words of the question's form rather than its subject ("apa yang dimaksud", "disebut", "cara membuat"):
 * kept in the index, but they weigh at most this much when coverage and closeness are measured.
 */
const LIGHT_TERMS: ReadonlySet<string> = new Set(["arti", "maksud", "sebut", "definisi", "cara", "buat", "contoh", "jelas", "naon", "kumaha"]);
const LIGHT_IDF = 0.3;
/** The weight of a question's intent ("@person" for "siapa") when it is compared with an answer's own questions. */
const INTENT_MARKER_IDF = 1;
/** Without a word of the field ("wakaf", "nazhir"…), a question gets suggestions only when this close. */
export const SUGGEST_COVERAGE_OUTSIDE = 0.6;
/** How much the closeness to one of a candidate's own questions, and MiniSearch's score, add to its coverage. */
const SIMILARITY_WEIGHT = 0.6;
const BM25_WEIGHT = 0.2;
/** The share of closeness given by word pairs in the same order. */
const PAIR_SHARE = 0.25;

export interface Asker {
  ask(question: string): Reply;
}

/** One candidate of the second stage, with what decided its place. */
export interface Ranked {
  id: string;
  doc: KnowledgeDoc;
  /** MiniSearch's score. */
  score: number;
  /** IDF-weighted share of the question's terms the candidate matched (0–1). */
  coverage: number;
  /** IDF-weighted overlap (Jaccard) of the question's terms with the closest of the candidate's own questions (0–1). */
  similarity: number;
  /** Whether every strong intent of the question is one of the candidate's kinds (or it has no kinds). */
  agrees: boolean;
  /** The re-ranked score: coverage first, BM25 to break near-ties, times the intent agreement. */
  rank: number;
}

export function createAsker(knowledge: Knowledge): Asker {
  const search = loadIndex(knowledge.index);
  const byId = new Map(knowledge.docs.map((doc) => [doc.id, doc]));
  const fallback = (score: number): Reply => ({ kind: "fallback", ...knowledge.fallback, score });
  const outside = new Set(knowledge.outsideField.words);
  const field = new Set(knowledge.outsideField.fieldWords);
  const idf = idfOf(search);
  return {
    ask(question) {
      const words = tokenize(question);
      const terms = [...new Set(termsOf(question))];
      if (terms.length === 0) return fallback(0);
      if (isOutsideField(words, terms, outside, field)) return fallback(0);
      const ranked = rerank(search.search(terms.join(" ")).slice(0, RERANK_TOP), terms, intentsOf(question), byId, idf);
      const [best] = ranked;
      if (!best) return fallback(0);
      if (best.coverage >= MIN_COVERAGE && best.score >= MIN_SCORE && best.agrees) return { kind: "answer", doc: best.doc, score: best.score };
      // Unsure: the closest questions it knows, if any is close enough; a question naming nothing of the
      // field must be closer still, so that "skor persib tadi malam" is not offered the quiz.
      const floor = namesField([...words, ...terms], field) ? SUGGEST_COVERAGE : SUGGEST_COVERAGE_OUTSIDE;
      const offered = ranked.filter((candidate) => candidate.coverage >= floor && candidate.doc.question);
      const questions = [...new Set(offered.map((candidate) => candidate.doc.question!))].slice(0, MAX_SUGGESTIONS);
      return questions.length > 0 ? { kind: "suggest", questions, score: best.score } : fallback(best.score);
    },
  };
}

/** Whether a question is about another service (a word of `outsideField.words`) and names nothing of the field. */
export function isOutsideField(words: readonly string[], terms: readonly string[], outside: ReadonlySet<string>, field: ReadonlySet<string>): boolean {
  const said = [...words, ...terms];
  return said.some((word) => outside.has(word)) && !namesField(said, field);
}

/**
 * Whether any word is one of the field's: exactly, or (for a field word of five letters or more) inside a
 * form the stemmer does not know ("diwakafin", "wakafkeun").
 */
export function namesField(words: readonly string[], field: ReadonlySet<string>): boolean {
  return words.some((word) => field.has(word) || [...field].some((known) => known.length >= 5 && word.includes(known)));
}

/** The words of a configured list as typed and as index terms ("menikah" → "menikah", "nikah"). */
export function wordForms(list: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const entry of list) {
    for (const word of tokenize(entry)) {
      forms.add(word);
      const term = termOf(word);
      if (term) forms.add(term);
    }
  }
  return [...forms].sort();
}

/** Inverse document frequency of a term in the index (BM25's form), memoised: a few look-ups per question. */
function idfOf(search: MiniSearch<IndexedDoc>): (term: string) => number {
  const cache = new Map<string, number>();
  const total = search.documentCount;
  return (term) => {
    let value = cache.get(term);
    if (value === undefined) {
      const df = term.startsWith("@") ? 0 : search.search(term, { fuzzy: false, prefix: false }).length;
      if (term.startsWith("@")) value = INTENT_MARKER_IDF;
      else if (df === 0) value = UNKNOWN_IDF;
      else value = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      if (LIGHT_TERMS.has(term)) value = Math.min(value, LIGHT_IDF);
      cache.set(term, value);
    }
    return value;
  };
}

/**
 * The second stage: MiniSearch's first results, ordered again by how much of the question's distinctive
 * meaning each one covers, and by whether it answers the kind of question asked.
 */
export function rerank(
  results: readonly SearchResult[],
  terms: readonly string[],
  intents: ReadonlySet<Intent>,
  byId: ReadonlyMap<string, KnowledgeDoc>,
  idf: (term: string) => number,
): Ranked[] {
  const weights = terms.map(idf);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  // The question as compared with an answer's own questions: its terms in order, and its intents.
  const mine = [...terms, ...[...intents].map(intentMarker)];
  const mineSet = new Set(mine);
  const mineWeight = mine.reduce((sum, term) => sum + idf(term), 0) || 1;
  const myPairs = pairsOf(terms);
  /** Weighted Jaccard of the two term sets, with a share for the word pairs in the same order ("tanah wakaf" ≠ "tanah warisan"). */
  const closeness = (asked: string) => {
    const own = asked.split(" ");
    let shared = 0;
    let all = mineWeight;
    for (const term of new Set(own)) {
      const weight = idf(term);
      if (mineSet.has(term)) shared += weight;
      else all += weight;
    }
    const ownPairs = pairsOf(own.filter((term) => !term.startsWith("@")));
    const pairs = myPairs.size === 0 ? 1 : [...myPairs].filter((pair) => ownPairs.has(pair)).length / myPairs.size;
    return (1 - PAIR_SHARE) * (shared / all) + PAIR_SHARE * pairs;
  };
  const topScore = results[0]?.score ?? 1;
  const ranked: Ranked[] = [];
  for (const result of results) {
    const doc = byId.get(String(result.id));
    if (!doc) continue;
    const matched = new Set(result.queryTerms);
    const coverage = terms.reduce((sum, term, index) => sum + (matched.has(term) ? weights[index]! : 0), 0) / totalWeight;
    const similarity = Math.max(0, ...(doc.asked ?? []).map(closeness));
    const { factor, agrees } = agreement(intents, doc.kinds);
    // Hand-written answers (weight 1.5) a little above quiz and page text (0.8–1) for the same closeness.
    const weight = typeof result.weight === "number" ? result.weight : 1;
    const rank = (coverage + SIMILARITY_WEIGHT * similarity + BM25_WEIGHT * (result.score / topScore)) * factor * weight ** 0.25;
    ranked.push({ id: doc.id, doc, score: result.score, coverage, similarity, agrees, rank });
  }
  return ranked.sort((a, b) => b.rank - a.rank);
}

/** The marker of an intent among an answer's asked terms. */
export const intentMarker = (intent: Intent) => `@${intent}`;

/** Adjacent term pairs, in order. */
function pairsOf(terms: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (let index = 1; index < terms.length; index++) pairs.add(`${terms[index - 1]} ${terms[index]}`);
  return pairs;
}

/** How well an answer's kinds fit the question's intents: a bonus per intent answered, a cost per one missed. */
export function agreement(intents: ReadonlySet<Intent>, kinds: readonly Intent[] | undefined): { factor: number; agrees: boolean } {
  // Page text (literasi, laws, quiz) has no kinds: neutral.
  if (!kinds || kinds.length === 0 || intents.size === 0) return { factor: 1, agrees: true };
  let factor = 1;
  let agrees = true;
  for (const intent of intents) {
    if (kinds.includes(intent)) factor *= INTENT_BONUS;
    else if (STRONG_INTENTS.has(intent)) {
      factor *= 0.5;
      agrees = false;
    } else factor *= WEAK_INTENT_PENALTY;
  }
  return { factor, agrees };
}
