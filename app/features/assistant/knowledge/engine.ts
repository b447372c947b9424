// The retrieval engine shared by the build (which prepares each answer's terms) and the browser (which
// indexes them at the first question, then asks). Both sides read text with the same normalisation
// (normalize.ts), so a question typed in the panel meets the terms the build wrote.
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { AssistantQa } from "~/content/assistant-qa.schema";
import { citedArticles, citesAny } from "./citation";
import { type Gate, gateAnswers, type GateInput, gateInput } from "./gate";
import { GATE } from "./gate-weights";
import { type Intent, intentsOf, isRemark, STRONG_INTENTS } from "./intent";
import { termOf, termsOf, tokenize } from "./normalize";
import { type Stage, stageOf } from "./stage";

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
  /**
   * The kinds of question it answers (intent.ts). The build ships none: the browser reads them from the
   * "@intent" markers of `asked` and from the id (`withKinds`), as `kindsOf` reads the questions and id.
   */
  kinds?: Intent[];
  /**
   * The index terms of each way it is asked, in order, space-separated, with "@intent" markers ("@person"
   * for "siapa"): the re-ranker compares the question with each.
   */
  asked?: string[];
  /**
   * The index terms of each question visitors asked that it answers (decision 146), compared like `asked`
   * but without markers. A word that only they hold weighs as a word no answer has: it was the visitor's
   * story ("guru ngaji", "sering denger"), not what the answer is about.
   */
  heard?: string[];
  /** The index terms of its extra keywords, space-separated (the browser indexes them with the asked terms and the answer). */
  keywords?: string;
  /** Hand-written answers 1.5, page text 1, quiz and profile 0.8; when absent, `docWeight` (1.5 with a `question`, else 1). */
  weight?: number;
}

/**
 * The fields whose texts are index terms separated by spaces, and nothing else: the panel's chunk carries
 * each of their terms once (shipped.ts).
 */
export const TERM_FIELDS = ["asked", "heard", "keywords"] as const satisfies readonly (keyof KnowledgeDoc)[];

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

/** What the build produces: the answers (with their terms), the honest fallback and the words of a site's answer. */
export interface Knowledge {
  docs: KnowledgeDoc[];
  /**
   * A serialised MiniSearch index (tests build small ones). The build ships none: the browser indexes the
   * docs themselves when the first question comes (`indexDocs`), which weighs a third of the serialised
   * index in the panel's chunk (decision 104).
   */
  index?: string;
  fallback: { answer: string; link: string };
  outsideField: OutsideField;
  /** Filled in the browser for the site a question names (site-lookup.ts). */
  site: SiteTemplate;
}

/** What the index reads of each answer: the ways it is asked, extra words, and the answer itself. */
export interface IndexedDoc {
  id: string;
  questions: string;
  /** The terms of the questions visitors asked that it answers (decision 146). */
  heard?: string;
  keywords: string;
  answer: string;
  /** Hand-written answers rank above text lifted from the pages for the same words. */
  weight: number;
}

export const INDEX_OPTIONS: Options<IndexedDoc> = {
  fields: ["questions", "heard", "keywords", "answer"],
  storeFields: ["weight"],
  // Text is tokenised, normalised and stemmed in one pass (normalize.ts), so terms arrive ready.
  tokenize: (text) => termsOf(text),
  processTerm: (term) => term,
  searchOptions: {
    // Visitors' questions are ways of asking too, but many and unedited: half the weight of the answer's own
    // (tenth round: in one field with them, a much-asked answer matched nearly any question).
    boost: { questions: 3, heard: 1.5, keywords: 2, answer: 1 },
    // Queries arrive as ready terms (see ask()): split them back, never re-stem a stem.
    tokenize: (text) => text.split(" ").filter(Boolean),
    processTerm: (term) => term,
    // A typo in a longer word still finds it ("sertifkat", "nazhri"); short words must match exactly. The
    // browser's questions are searched with `typoTolerance` instead (see createAsker).
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

/** An answer's weight: as shipped, else 1.5 for a hand-written answer (it has a first `question`) and 1 for page text. */
export const docWeight = (doc: Pick<KnowledgeDoc, "weight" | "question">) => doc.weight ?? (doc.question ? 1.5 : 1);

/** Fields that arrive as index terms already (space-separated): split, never re-stem. */
const splitTerms = (text: string) => text.split(" ").filter(Boolean);

/** Every way an answer is asked: its own (with intent markers), then the visitors' (decision 146). */
const waysOf = (doc: KnowledgeDoc): readonly string[] => (doc.heard ? [...(doc.asked ?? []), ...doc.heard] : (doc.asked ?? []));
/** The terms of a list of texts of terms, kept per answer: every question reads them for each candidate. */
function termsKept(kept: WeakMap<KnowledgeDoc, ReadonlySet<string>>, texts: (doc: KnowledgeDoc) => readonly string[]) {
  return (doc: KnowledgeDoc): ReadonlySet<string> => {
    let terms = kept.get(doc);
    if (!terms) kept.set(doc, (terms = new Set(texts(doc).flatMap(splitTerms))));
    return terms;
  };
}
/** The terms of an answer's own ways of asking, not its visitors' questions. */
const ownTermsOf = termsKept(new WeakMap(), (doc) => doc.asked ?? []);
/** The terms of all its ways of asking, its visitors' questions with them. */
const wayTermsOf = termsKept(new WeakMap(), waysOf);

/**
 * The index of the shipped docs, built in the browser when the first question comes (a few milliseconds):
 * the terms of the ways each answer is asked (`asked` without the intent markers), of the visitors' questions
 * (`heard`), its keywords' terms and the terms of the answer text, with the same fields, boosts and weights as
 * `buildIndex`.
 */
export function indexDocs(docs: readonly KnowledgeDoc[]): MiniSearch<IndexedDoc> {
  const search = new MiniSearch<IndexedDoc>({ ...INDEX_OPTIONS, tokenize: splitTerms });
  search.addAll(
    docs.map((doc) => ({
      id: doc.id,
      questions: (doc.asked ?? []).map((asked) => splitTerms(asked).filter((term) => !term.startsWith("@")).join(" ")).join(" "),
      heard: (doc.heard ?? []).join(" "),
      keywords: doc.keywords ?? "",
      answer: termsOf(doc.answer).join(" "),
      weight: docWeight(doc),
    })),
  );
  return search;
}

export type Reply =
  | { kind: "answer"; doc: KnowledgeDoc; score: number }
  /** Unsure: the closest questions the assistant knows, offered instead of a guess (their first `question`). */
  | { kind: "suggest"; questions: string[]; score: number }
  | { kind: "fallback"; answer: string; link: string; score: number };

/**
 * When the assistant answers, when it says it is unsure, and how much the words it does not know weigh.
 * Coverage is the share of the question's meaningful words a candidate matched, each weighed by how
 * distinctive it is (its IDF: "wakaf" and "tanah", in most answers, weigh little; "hibah", "wasiat",
 * "khaibar" weigh much). The best candidate is the answer when it also reaches `answerScore` (MiniSearch's
 * BM25) and answers the kind of question asked (intent.ts), and either
 * - covers `answerCoverage` of the question (`answerCoverageOutside` when the question names nothing of the
 *   field: "jam buka kua", "bikin paspor online") and ranks `answerMargin` above the runner-up, or
 * - in a question that names the field, covers `leadCoverage` and ranks `leadRatio` times above every other
 *   candidate: a visitor's story ("almarhumah ibu sy punya tanah 200 meter di cigadung…") covers little of
 *   any answer, but when one answer leads that clearly, the story is about that one.
 * Otherwise the candidates covering `suggestCoverage` (`suggestCoverageOutside` when the question names
 * nothing of the field) are offered as the closest questions; else the fallback.
 * The thresholds were picked on one half of the seen questions and checked on the other (decision 104,
 * "Calibration"); the word weights were set by measurement beside them.
 */
export interface Calibration {
  answerCoverage: number;
  answerCoverageOutside: number;
  /** A near-tie is a guess: the best candidate's rank must exceed the runner-up's by this share. */
  answerMargin: number;
  leadCoverage: number;
  leadRatio: number;
  answerScore: number;
  suggestCoverage: number;
  suggestCoverageOutside: number;
  /**
   * The weight of a word no answer has: low in a question that names the field (a word of the visitor's
   * story: "dago", "kontrakan" must not sink the right answer), high in one that does not ("paspor",
   * "presiden": a question about something else must not reach an answer).
   */
  unknownInField: number;
  unknownOutside: number;
  /** The share of its weight a word earns when it matched only through a typo (one edit, `typoTolerance`). */
  typoCredit: number;
  /**
   * Subject agreement (`subjectOf`): in a question of at most this many terms, a word no answer has and
   * the best candidate did not match even through a typo ("pajak", "banjir", "pinjaman") may be what the
   * question is about: the hand-set rules do not answer, and the gate weighs it (`subjectUnknownMiss`;
   * since round 12 no longer a guard: as often it is Sundanese the map does not know, "munggaran",
   * "barudak"). Longer questions are stories, where such words are the visitor's circumstances ("dago",
   * "kontrakan"). 0 turns the rule off.
   */
  unknownSubjectTerms: number;
  /** In a longer question, such words left out must be at least this share of its terms to decide it. */
  unknownSubjectShare: number;
  /** How much the share of the question found among a candidate's own ways of asking (`askedCoverage`) adds to its rank. */
  askedWeight: number;
  /**
   * The best candidate is not the answer when another candidate's ways of asking hold at least this share
   * more of the question than its own (`askedCoverage`): the question is asked as the other answer's.
   */
  askedGuard: number;
  /**
   * A near-tie is answered when the best candidate is asked as the question was: its own ways of asking
   * hold at least `tieAsked` of the question and one of them is at least `tieSimilarity` close to it
   * (`similarity`). 2 turns the rule off.
   */
  tieAsked: number;
  tieSimilarity: number;
  /**
   * Near-duplicate answers: a candidate whose answer text shares at least this much with the best's
   * (`sameAnswer`, IDF-weighted overlap of their terms) says what the best says, so the best's lead is
   * measured against the first candidate that is not one. 2 turns the rule off.
   */
  sameAnswer: number;
  /**
   * A story that ends with its question: the weight of a term only the story before the asking sentences
   * holds (`askingPart`). 1 turns the rule off. 0.6 from round 14; 0.85 from round 18, when the visitor
   * questions hold some 400 stories of several sentences and what a story tells is often its subject (seen sets left out in turn,
   * with set 17 joined: 0.6 → 91.7% right, 4.4% wrong; 0.85 → 91.9%, 4.2%; 1 → 91.9%, 4.1% with more
   * guesses outside at the same threshold).
   */
  storyWeight: number;
  /**
   * The weight of a term that only names the source the question cites ("menurut UU 41/2004", "numutkeun
   * jumhur ulama": `citedTerms`), in a question that asks about something else. 1 turns the rule off.
   */
  citedWeight: number;
  /**
   * A question that cites an article ("menurut Pasal 41 UU 41/2004") asks what it says: a candidate whose
   * source cites that article has its rank multiplied by this (`citedArticles`, round 19). 1 turns it off.
   * Seen sets left out in turn (2,594 in the field): 1 → 2,387 right, 1.5 → 2,389, 109 wrong both; 2 or 3
   * change nothing more. Only some 30 seen questions cite an article.
   */
  citedArticleBonus: number;
  /**
   * A question asking what a thing is ("nadzir tu maksudnya apa", "AIW itu apaan") is asked of the answer
   * written as what that thing is (its own question "Apa itu …?", "Siapa itu …?": `definedTermsOf`) when the
   * question holds all that thing's terms and names no part of the field the thing leaves out: that
   * candidate's rank is multiplied by this (round 22). 1 turns it off. Seen sets left out in turn at 0.60
   * (3,044 in the field): 1 → 2,851 right, 99 wrong; 1.3, 1.4 or 1.5 → 2,854 right, 97 wrong; 8 guesses all.
   */
  definitionBonus: number;
  /**
   * A question asking whether property can be given ("tanah yg lg disita bisa diwakafin?": `stageOf` reads
   * "giving") is not asked of an answer written on property already wakaf ("Bolehkah tanah wakaf dijual?":
   * "held"), nor the other way round: such a candidate's rank is multiplied by this (round 23). 1 turns it off.
   * Read only in a question asking whether (`permission`), from its asking part; an answer's stage is its own
   * question's. Seen sets left out in turn at 0.60 (3,194 in the field): 1 → 3,013 right, 97 wrong; 0.8 →
   * 3,025, 90; 0.7 → 3,026, 89; 0.6 or 0.5 → 3,025, 88; 8 guesses all. Only the giving question's half: 3,022, 90.
   */
  stageMiss: number;
  /**
   * A question naming one party of a wakaf, the nazhir or the wakif, and not the other is not asked of an
   * answer whose own ways of asking name only the other: such a candidate's rank is multiplied by this ("nazhir
   * boleh orang kristen ga" had the non-Muslim wakif, whose text names the nazhir too; round 29). 1 turns it
   * off. Seen sets left out in turn, refitted gate: 1 → 3,965 right, 98 wrong, 4 guesses (0.725); 0.85 →
   * 3,969, 96, 4.
   */
  roleMiss: number;
  /**
   * Whether a best candidate that answers another kind of question than the one asked is the gate's to weigh
   * (its `intentMiss` input) rather than no answer (round 19: the guard held back 21 right answers of the
   * seen sets for one wrong, and 4 questions outside the field; left out in turn at 0.475, 2,389 → 2,409
   * right, 109 → 110 wrong, 7 guesses both). The rules alone (no gate) never answer it.
   * The guard on another service's word stays a guard: as the gate's, it let "wali nikah bisa diwakilkan"
   * be answered with the wakif's proxy.
   */
  intentGated: boolean;
  /**
   * A word of another service (`outsideField.words`) that at least this many answers say is no foreign subject
   * when a question names the field: "warisan" (13 answers: land inherited, heirs' consent) and "zakat"
   * (8: how it differs from wakaf), not "nikah" or "rujuk", which only the list of the KUA's services and
   * a comparison say. Without the field's words such a question is still outside (`isOutsideField`). Round 21:
   * seen sets left out in turn, 2,713 → 2,719 right of 2,894, 96 → 97 wrong, 8 guesses both. Infinity turns it off
   * (every such word is foreign).
   */
  ownedOutsideAnswers: number;
  /**
   * The share of a term's weight a candidate earns (in `coverage` and `askedCoverage`) when only visitors'
   * questions filed under it hold the term (`heard`): an answer asked in many long stories holds most words of
   * any story. 1 turns it off.
   */
  heardCredit: number;
  /**
   * The confidence gate (gate.ts, decision 147) that decides from the rules above and the candidates'
   * measures whether the best is the answer; null leaves the decision to the rules alone.
   */
  gate: Gate | null;
}

export const CALIBRATION: Calibration = {
  answerCoverage: 0.75,
  answerCoverageOutside: 0.75,
  answerMargin: 0.04,
  leadCoverage: 0.33,
  leadRatio: 1.3,
  answerScore: 6,
  suggestCoverage: 0.3,
  suggestCoverageOutside: 0.7,
  unknownInField: 0.75,
  unknownOutside: 2.5,
  typoCredit: 0.75,
  unknownSubjectTerms: 5,
  unknownSubjectShare: 0.3,
  askedWeight: 0,
  askedGuard: 0.6,
  tieAsked: 1,
  tieSimilarity: 0.7,
  sameAnswer: 0.25,
  storyWeight: 0.85,
  citedWeight: 0.3,
  citedArticleBonus: 1.5,
  definitionBonus: 1.4,
  stageMiss: 0.7,
  roleMiss: 0.85,
  intentGated: true,
  heardCredit: 0.5,
  ownedOutsideAnswers: 5,
  gate: GATE,
};
/** The two parties of a wakaf a question may be about (`Calibration.roleMiss`), as index terms. */
const PARTIES: readonly string[] = ["nazhir", "wakif"].map((word) => termOf(word)!);
/** How many MiniSearch results the second stage re-ranks, and how many questions it offers when unsure. */
export const RERANK_TOP = 8;
/** How many answers citing a question's article join the candidates beyond RERANK_TOP. */
export const CITED_TOP = 2;
export const MAX_SUGGESTIONS = 3;
/** Intent agreement: a strong intent the answer does not answer costs its rank (and the answer itself). */
const INTENT_BONUS = 1.2;
const WEAK_INTENT_PENALTY = 0.85;
/**
 * Words of the question's form rather than its subject ("apa yang dimaksud", "disebut", "cara membuat",
 * "pake", said of money, of land and of forms alike),
 * and the words already read as its intent ("berapa lama", "bedanya"): kept in the index, but they weigh
 * at most this much when coverage and closeness are measured, so that "berapa lama" alone never makes
 * "masa jabatan nazhir" the answer to "berapa lama tanah wakaf dijual", nor "minimal" (round 22) "nazhir
 * minimal 3 orang" the answer to "wakaf uang minimal brp".
 */
const LIGHT_TERMS: ReadonlySet<string> = new Set(["kena", "arti", "maksud", "sebut", "definisi", "cara", "buat", "contoh", "jelas", "naon", "kumaha", "berapa", "lama", "beda", "durasi", "guna", "minimal"]);
const LIGHT_IDF = 0.3;
/** The share of its weight a number earns in an answer that holds it only in its text (see `rerank`). */
const NUMBER_CREDIT = 0.2;
/** Index terms that make a number in the question a reference (law, article, verse, hadith or form number). */
const REFERENCE_TERMS: ReadonlySet<string> = new Set(["atur", "undang", "pasal", "dalil", "qs", "surat", "nomor", "no", "hr", "hadis"]);
/**
 * Words that make "siapa" ask for a narrator ("hadis … riwayat siapa", "perawinya siapa"): an answer that
 * names one ("HR. Muslim", "diriwayatkan oleh") answers it, though none of its ways of asking says "siapa".
 */
const NARRATION_TERMS: ReadonlySet<string> = new Set(["riwayat", "rawi", "perawi"]);
const NAMES_NARRATOR = /\bHR\.|\briwayat/i;
/**
 * Page, quiz and profile text (no written questions) gives way to a hand-written answer among the candidates
 * that covers at least as much of the question and answers its kind: its rank is multiplied by this. A quiz
 * line ("Pahalanya terus mengalir…") shares a factual question's words but not its answer.
 */
const SNIPPET_YIELD = 0.7;
/** The weight of a question's intent ("@person" for "siapa") when it is compared with an answer's own questions. */
const INTENT_MARKER_IDF = 1;
/** How much the closeness to one of a candidate's own questions, and MiniSearch's score, add to its coverage. */
const SIMILARITY_WEIGHT = 0.6;
const BM25_WEIGHT = 0.2;
/**
 * How much holding a whole way of asking adds (`Ranked.containment`): closeness (Jaccard) shrinks as a story
 * grows, though "…trs ada yg usul tanah wakaf dijual aja buat nutup utang, boleh kitu?" holds "tanah wakaf
 * dijual boleh" whole. A way of asking of fewer terms than CONTAINMENT_MIN ("Nazhir?") is held by too
 * much to count. Round 12, seen sets left out in turn at the gate's threshold 0.65: 0 → 90.2% right, 2.7%
 * wrong, 0.9% guesses; 0.1 → 90.5 / 2.9 / 0.9; 0.2 → 90.8 / 2.7 / 0.7 (90.6 / 2.7 / 0.7 from 3 terms).
 */
const CONTAINMENT_WEIGHT = 0.2;
const CONTAINMENT_MIN = 2;
/** The share of closeness given by word pairs in the same order. */
const PAIR_SHARE = 0.25;

export interface Asker {
  ask(question: string): Reply;
  /** What the reply was made of: the question's terms and intents, and the re-ranked candidates (evaluation, tests). */
  explain(question: string): Explained;
}

export interface Explained {
  terms: string[];
  /** Each term's weight in coverage (its IDF, or the weight of a word no answer has). */
  weights: number[];
  intents: Intent[];
  ranked: Ranked[];
  /** Whether the best candidate is about the question's subject (`subjectOf`). */
  subject?: ReturnType<typeof subjectOf>;
  /** What the confidence gate reads of the best candidate (gate.ts), once there is one. */
  gate?: GateInput;
  /** Which guard kept the best candidate from being the answer, whatever the confidence (evaluation). */
  guard?: Guard;
  reply: Reply;
}

/** The rules no confidence overrules (see `explain`). */
export type Guard = "intent" | "subject-outside" | "outasked" | "off-subject" | "vague";

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
  /**
   * IDF-weighted share of one of the candidate's own questions that the question holds (0–1; the best of
   * them, among those of CONTAINMENT_MIN terms or more): a long story that holds a whole way of asking.
   */
  containment: number;
  /**
   * IDF-weighted share of the question's terms found among the candidate's own ways of asking (0–1; 0 for page
   * text); a term only its visitors' questions hold earns `Calibration.heardCredit` of its weight.
   */
  askedCoverage: number;
  /** Whether every strong intent of the question is one of the candidate's kinds (or it has no kinds). */
  agrees: boolean;
  /** The question's terms the candidate did not match. */
  missed: string[];
  /** The re-ranked score: coverage first, BM25 to break near-ties, times the intent agreement. */
  rank: number;
}

export function createAsker(knowledge: Knowledge, calibration: Partial<Calibration> = {}): Asker {
  const settings = { ...CALIBRATION, ...calibration };
  const search = knowledge.index === undefined ? indexDocs(knowledge.docs) : loadIndex(knowledge.index);
  const byId = new Map(knowledge.docs.map((doc) => [doc.id, withKinds(doc)]));
  const fallback = (score: number): Reply => ({ kind: "fallback", ...knowledge.fallback, score });
  const outside = new Set(knowledge.outsideField.words);
  const field = new Set(knowledge.outsideField.fieldWords);
  const { df: indexDf, idf, known } = statsOf(search);
  // Words only visitors' questions hold count as words no answer has (their df is 0) for weight and subject.
  const content = new Set(knowledge.docs.flatMap((doc) => [...(doc.asked ?? []).flatMap(splitTerms), ...splitTerms(doc.keywords ?? ""), ...termsOf(doc.answer)]));
  const heardOnly = new Set(knowledge.docs.flatMap((doc) => (doc.heard ?? []).flatMap(splitTerms)).filter((term) => !content.has(term)));
  const df = (term: string) => (heardOnly.has(term) ? 0 : indexDf(term));
  const answersKnow = (term: string) => known(term) && !heardOnly.has(term);
  // The terms of each answer's text, read once when it is first compared (`sameAnswer`).
  const answerTerms = new Map<string, Set<string>>();
  const termsOfAnswer = (doc: KnowledgeDoc) => answerTerms.get(doc.id) ?? answerTerms.set(doc.id, new Set(termsOf(doc.answer))).get(doc.id)!;
  const overlap = (a: KnowledgeDoc, b: KnowledgeDoc) => sameAnswerShare(termsOfAnswer(a), termsOfAnswer(b), idf);
  // Another service's words that the answers themselves speak of often are the field's own subjects too:
  // each counted once, the first time a best answer leaves it out (not on every first question: reading every
  // answer's text costs a slow phone a tenth of a second).
  const answersSaying = new Map<string, number>();
  const foreign = (term: string) =>
    outside.has(term) &&
    (answersSaying.get(term) ?? answersSaying.set(term, knowledge.docs.filter((doc) => termsOfAnswer(doc).has(term)).length).get(term)!) <
      settings.ownedOutsideAnswers;
  // The terms of the thing an answer is written as defining (its own question asks what a thing is, as
  // `intentsOf` reads a visitor's), read once when it is first a candidate.
  const definedTerms = new Map<string, string[]>();
  const definedTermsOf = (doc: KnowledgeDoc) =>
    definedTerms.get(doc.id) ??
    definedTerms.set(doc.id, doc.question && intentsOf(doc.question).has("definition") ? termsOf(doc.question) : []).get(doc.id)!;
  const stages = new Map<string, Stage | undefined>();
  const stageOfDoc = (doc: KnowledgeDoc) => (stages.has(doc.id) ? stages.get(doc.id) : stages.set(doc.id, doc.question ? stageOf(doc.question) : undefined).get(doc.id));
  const articlesBySource = new Map<string, Set<string>>();
  const sourceArticles = (doc: KnowledgeDoc) => articlesBySource.get(doc.id) ?? articlesBySource.set(doc.id, citedArticles(doc.source ?? "")).get(doc.id)!;
  function explain(question: string): Explained {
    const words = tokenize(question);
    // A word is read informally ("didaftarin" → "daftar") unless the answers themselves know it: a form only
    // visitors' questions hold is no reason to keep it as typed.
    const terms = [...new Set(termsOf(question, answersKnow))];
    const asking = askingPart(question, answersKnow, terms.length);
    // A story asks in its last sentences: "kalau", "bayar" told before them are the story's, not what it
    // asks ("Tetangga bilang kalau sudah bayar zakat… Apa beda wakaf dan zakat?" asks a comparison; round 14).
    // The kind of question is read from its last sentence when that says one: "Warga baru tahu setelah ada
    // tagihan datang. Apa ancaman hukumannya?" asks for a sanction, not a cost (round 26).
    const intents = intentsOf(asking?.last ?? asking?.text ?? question);
    const inField = namesField([...words, ...terms], field);
    const unknown = inField ? settings.unknownInField : settings.unknownOutside;
    const told = (term: string) => asking !== undefined && !asking.terms.has(term);
    const cited = citedTerms(words, terms);
    const weigh = (term: string) =>
      (df(term) === 0 ? unknown : idf(term)) * (told(term) ? settings.storyWeight : 1) * (cited.has(term) ? settings.citedWeight : 1);
    /** The IDF-weighted share of the given terms of the question a candidate matched. */
    const askedOf = (part: ReadonlySet<string>) => {
      const total = terms.reduce((sum, term) => sum + (part.has(term) ? idf(term) : 0), 0) || 1;
      return (candidate: Ranked) => terms.reduce((sum, term) => sum + (part.has(term) && !candidate.missed.includes(term) ? idf(term) : 0), 0) / total;
    };
    const done = (reply: Reply, ranked: Ranked[] = [], subject?: Explained["subject"], gate?: GateInput, guard?: Guard): Explained => ({
      terms,
      weights: terms.map(weigh),
      intents: [...intents],
      ranked,
      subject,
      gate,
      guard,
      reply,
    });
    if (terms.length === 0) return done(fallback(0));
    if (isOutsideField(words, terms, outside, field)) return done(fallback(0));
    // A term no answer has can only have matched through a typo: it earns part of its weight.
    const credit = (term: string) => (known(term) ? 1 : settings.typoCredit);
    const articles = settings.citedArticleBonus === 1 ? new Set<string>() : citedArticles(question);
    const citation = (doc: KnowledgeDoc) => (articles.size > 0 && citesAny(sourceArticles(doc), articles) ? settings.citedArticleBonus : 1);
    const fuzzy = typoTolerance(known);
    const results = search.search(terms.join(" "), { fuzzy }).slice(0, RERANK_TOP);
    // The answer written from a cited article shares only the law's words with the question ("pasal 41 uu
    // wakaf ngatur apa"), which every answer drawn from the law shares: it is a candidate however it ranks.
    if (articles.size > 0) {
      const found = new Set(results.map((result) => result.id as string));
      const citing = search.search(terms.join(" "), { fuzzy, filter: (result) => !found.has(result.id as string) && citation(byId.get(result.id as string)!) > 1 });
      results.push(...citing.slice(0, CITED_TOP));
    }
    // The parts of the field a question names beyond wakaf itself (nazhir, ikrar, PPAIW…): in half the answers or fewer.
    const named = terms.filter((term) => field.has(term) && df(term) < search.documentCount / 2);
    const asked = new Set(terms);
    const defines = (doc: KnowledgeDoc) => {
      const thing = definedTermsOf(doc);
      return thing.length > 0 && thing.every((term) => asked.has(term)) && named.every((term) => thing.includes(term));
    };
    const asksWhatItIs = settings.definitionBonus !== 1 && intents.has("definition");
    const stage = settings.stageMiss !== 1 && intents.has("permission") ? stageOf(asking?.text ?? question) : undefined;
    const staged = (doc: KnowledgeDoc) => {
      const its = stage && stageOfDoc(doc);
      return its && its !== stage ? settings.stageMiss : 1;
    };
    const [party, ...otherParties] = PARTIES.filter((term) => asked.has(term));
    const otherParty = party && otherParties.length === 0 ? PARTIES.find((term) => term !== party) : undefined;
    const roled = (doc: KnowledgeDoc) => {
      if (!otherParty || settings.roleMiss === 1) return 1;
      const own = ownTermsOf(doc);
      return own.has(otherParty) && !own.has(party!) ? settings.roleMiss : 1;
    };
    const bonus = (doc: KnowledgeDoc) => citation(doc) * (asksWhatItIs && defines(doc) ? settings.definitionBonus : 1) * staged(doc) * roled(doc);
    const ranked = rerank(results, terms, intents, byId, weigh, credit, settings.askedWeight, settings.heardCredit, bonus);
    const [best, runnerUp] = ranked;
    if (!best) return done(fallback(0));
    const lead = runnerUp ? best.rank / runnerUp.rank : Infinity;
    // A near-tie with an answer that says what the best says is no guess: the margin is measured against the
    // first candidate that is not one (the lead rule below keeps the runner-up, whatever it says).
    const rival = settings.sameAnswer > 1 ? runnerUp : ranked.slice(1).find((candidate) => overlap(best.doc, candidate.doc) < settings.sameAnswer);
    const margin = rival ? best.rank / rival.rank : Infinity;
    const covers = best.coverage >= (inField ? settings.answerCoverage : settings.answerCoverageOutside);
    const askedSo = best.askedCoverage >= settings.tieAsked && best.similarity >= settings.tieSimilarity;
    const sure =
      (covers && (margin >= 1 + settings.answerMargin || askedSo)) ||
      (inField && best.coverage >= settings.leadCoverage && lead >= settings.leadRatio);
    // Another service's word a story tells before its asking sentences is the visitor's circumstance ("tanah
    // yang kami beli setelah menikah… perlukah persetujuan istri?"), not what the question asks (round 22).
    const subject = subjectOf(best, { foreign: (term) => foreign(term) && !told(term), field, df, total: search.documentCount, terms, settings });
    // A question citing an article the best's source cites is not asked as another answer's whose source does
    // not cite it: its visitors' questions hold the article's number for another reason ("Pasal 8 ayat (1)").
    const citedByBest = citation(best.doc) > 1;
    const outasked = ranked.some((candidate) => candidate.askedCoverage >= best.askedCoverage + settings.askedGuard && !(citedByBest && citation(candidate.doc) === 1));
    const offSubject = askedElsewhere(best, ranked, named);
    // What no confidence overrules: the answer is not about another service's word (whether it answers the
    // kind of question asked is the gate's to weigh since round 19: `intentGated`).
    // A question whose subject is a word no answer has ("tanah wakaf kena pajak gak") is the gate's to judge
    // (round 12): in a short question such a word is as often Sundanese the map does not know ("munggaran",
    // "barudak") as a subject.
    // A question of a kind whose every word is a field word in half the answers or more ("wakaf ke siapa
    // dulu") names no part of the field: the one answer of that kind among the few the index returns is no
    // answer to it.
    const vague = [...intents].some((intent) => intent !== "definition") && terms.every((term) => field.has(term) && df(term) >= search.documentCount / 2);
    // A best answering another kind of question is the gate's to weigh when `intentGated` (round 19).
    const intentMiss = !best.agrees;
    const ruledOut: Guard | undefined = vague
      ? "vague"
      : intentMiss && !settings.intentGated
        ? "intent"
        : subject.miss === "outside"
          ? "subject-outside"
          : outasked
            ? "outasked"
            : offSubject
              ? "off-subject"
              : undefined;
    const guard: Guard | undefined = ruledOut ?? (intentMiss ? "intent" : undefined);
    const guarded = ruledOut === undefined;
    // The rules alone (no gate) never answer another kind of question either.
    const ruled = guarded && !intentMiss && subject.agrees && sure && best.score >= settings.answerScore;
    const gate = guarded
      ? gateInput({ ruled, best, runnerUp, others: ranked.slice(1), lead, margin, inField, terms: terms.length, subjectMiss: subject.miss, asking: asking && askedOf(asking.terms) })
      : undefined;
    if (gate && settings.gate ? gateAnswers(settings.gate, gate) : ruled) {
      return done({ kind: "answer", doc: best.doc, score: best.score }, ranked, subject, gate, guard);
    }
    // Unsure: the closest questions it knows, if any is close enough; a question naming nothing of the
    // field must be closer still, so that "skor persib tadi malam" is not offered the quiz.
    const floor = inField ? settings.suggestCoverage : settings.suggestCoverageOutside;
    const offered = ranked.filter((candidate) => candidate.coverage >= floor && candidate.doc.question);
    const questions = [...new Set(offered.map((candidate) => candidate.doc.question!))].slice(0, MAX_SUGGESTIONS);
    return done(questions.length > 0 ? { kind: "suggest", questions, score: best.score } : fallback(best.score), ranked, subject, gate, guard);
  }
  return { ask: (question) => explain(question).reply, explain };
}

/**
 * An answer with its kinds: as shipped (tests), or read from the intent markers of its ways of asking and
 * from its id, which is what `kindsOf` reads at build time (sixth round: the build no longer ships them).
 */
export function withKinds(doc: KnowledgeDoc): KnowledgeDoc {
  if (doc.kinds) return doc;
  const markers = (doc.asked ?? []).flatMap(splitTerms).filter((term) => term.startsWith("@"));
  const kinds = [...new Set([...markers.map((marker) => marker.slice(1) as Intent), ...intentsOf(doc.id)])].sort();
  return kinds.length > 0 ? { ...doc, kinds } : doc;
}

/**
 * How much two answers say the same thing: the IDF-weighted overlap (Jaccard) of their texts' terms. Two
 * answers on the fee ("biaya", "biaya-yang-mungkin") or on the Qur'an's verses share much; the PPAIW and the
 * majelis of the ikrar, both about the ikrar, share little of what they say.
 */
export function sameAnswerShare(a: ReadonlySet<string>, b: ReadonlySet<string>, idf: (term: string) => number): number {
  let shared = 0;
  let all = 0;
  for (const term of new Set([...a, ...b])) {
    const weight = idf(term);
    all += weight;
    if (a.has(term) && b.has(term)) shared += weight;
  }
  return all === 0 ? 0 : shared / all;
}

/**
 * Whether the field's subjects the question names ("wakif", "nazhir") are missing from the best candidate's
 * own ways of asking while another candidate is asked with all of them: "siapa yang boleh jadi wakif, apa
 * syaratnya" is not the nazhir's conditions because that answer's text says "dari wakif" (fifth round).
 */
export function askedElsewhere(best: Ranked, ranked: readonly Ranked[], subjects: readonly string[]): boolean {
  if (subjects.length === 0) return false;
  const askedWith = (candidate: Ranked) => {
    const own = wayTermsOf(candidate.doc);
    return subjects.every((term) => own.has(term));
  };
  return !askedWith(best) && ranked.some((candidate) => candidate !== best && candidate.coverage >= best.coverage && askedWith(candidate));
}

/**
 * Typo tolerance: one edit, only for a term of 4 letters or more that no answer has ("sertifkat",
 * "nazhri", "ikra"). A term the index knows is matched exactly, so "wakif" never finds "wakaf", nor
 * "hibah" "hiba". Measured on the seen questions with one typo each (decision 104).
 */
export function typoTolerance(known: (term: string) => boolean): (term: string) => number | false {
  return (term) => (term.length >= 4 && !known(term) ? 1 : false);
}

/** Whether a question is about another service (a word of `outsideField.words`) and names nothing of the field. */
export function isOutsideField(words: readonly string[], terms: readonly string[], outside: ReadonlySet<string>, field: ReadonlySet<string>): boolean {
  const said = [...words, ...terms];
  return said.some((word) => outside.has(word)) && !namesField(said, field);
}

/**
 * Whether any word is one of the field's: exactly, inside a form the stemmer does not know ("diwakafin",
 * "wakafkeun"), or with one typo ("wkaaf", "nazihr"), for a field word of five letters or more.
 */
export function namesField(words: readonly string[], field: ReadonlySet<string>): boolean {
  const long = [...field].filter((known) => known.length >= 5);
  return words.some((word) => field.has(word) || long.some((known) => word.includes(known) || (word.length >= 4 && withinOneEdit(word, known))));
}

/** Whether two words differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  if (at === a.length && at === b.length) return true;
  const same = (skipA: number, skipB: number) => a.slice(at + skipA) === b.slice(at + skipB);
  const swapped = a[at] === b[at + 1] && a[at + 1] === b[at] && same(2, 2);
  return same(1, 1) || same(1, 0) || same(0, 1) || swapped;
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

/**
 * What the index says of a term, memoised (a few look-ups per question): its inverse document frequency
 * (BM25's form), and whether any answer has it at all (`known`, for reading informal words).
 */
function statsOf(search: MiniSearch<IndexedDoc>): { df: (term: string) => number; idf: (term: string) => number; known: (term: string) => boolean } {
  const frequency = new Map<string, number>();
  const total = search.documentCount;
  const df = (term: string) => {
    let value = frequency.get(term);
    if (value === undefined) {
      value = term.startsWith("@") ? 0 : search.search(term, { fuzzy: false, prefix: false }).length;
      frequency.set(term, value);
    }
    return value;
  };
  const idf = (term: string) => {
    if (term.startsWith("@")) return INTENT_MARKER_IDF;
    const count = df(term);
    const value = Math.log(1 + (total - count + 0.5) / (count + 0.5));
    return LIGHT_TERMS.has(term) ? Math.min(value, LIGHT_IDF) : value;
  };
  return { df, idf, known: (term) => df(term) > 0 };
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
  /** The share of a term's weight a match earns: less for a term found only through a typo (`typoTolerance`). */
  credit: (term: string) => number = () => 1,
  /** How much `askedCoverage` adds to the rank (`Calibration.askedWeight`). */
  askedWeight = 0,
  /** The share of a term's weight earned when only the candidate's visitors' questions hold it (`Calibration.heardCredit`). */
  heardCredit = 1,
  /** What a candidate's rank is multiplied by for what the question cites (`Calibration.citedArticleBonus`). */
  citation: (doc: KnowledgeDoc) => number = () => 1,
): Ranked[] {
  const weights = terms.map(idf);
  const credits = terms.map(credit);
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
  /** How much of one way of asking the question holds (`Ranked.containment`). */
  const held = (asked: string) => {
    const own = [...new Set(asked.split(" ").filter((term) => !term.startsWith("@")))];
    const total = own.reduce((sum, term) => sum + idf(term), 0);
    return own.length < CONTAINMENT_MIN ? 0 : own.reduce((sum, term) => sum + (mineSet.has(term) ? idf(term) : 0), 0) / total;
  };
  const topScore = results[0]?.score ?? 1;
  const ranked: Ranked[] = [];
  // A number ties the question to an answer only where it names a law, an article or a verse ("pp 42",
  // "pasal 18") or where the answer is asked with it ("wakaf tanah 10 tahun"); elsewhere it is a quantity
  // that happens to be in the answer's text too ("wakaf tanah 5 taun" is not the sanction's "5 tahun").
  const refers = terms.some((term) => REFERENCE_TERMS.has(term));
  const narration = intents.has("person") && terms.some((term) => NARRATION_TERMS.has(term));
  const numeric = terms.map((term) => !refers && /^\d+$/.test(term));
  for (const result of results) {
    const doc = byId.get(String(result.id));
    if (!doc) continue;
    const matched = new Set(result.queryTerms);
    const ways = waysOf(doc);
    const own = numeric.some(Boolean) ? wayTermsOf(doc) : undefined;
    const earns = (term: string, index: number) => (numeric[index] && !own!.has(term) ? NUMBER_CREDIT : credits[index]!);
    // A term found only among the visitors' questions filed under it: an answer asked in many long stories
    // holds most words of any story (round 13).
    const onlyHeard = (term: string) => result.match[term]?.every((field) => field === "heard") ?? false;
    const earned = (term: string, index: number) => weights[index]! * earns(term, index) * (onlyHeard(term) ? heardCredit : 1);
    const coverage = terms.reduce((sum, term, index) => sum + (matched.has(term) ? earned(term, index) : 0), 0) / totalWeight;
    const similarity = Math.max(0, ...ways.map(closeness));
    const containment = Math.max(0, ...ways.map(held));
    const askedTerms = wayTermsOf(doc);
    // A term only its visitors' questions hold earns `heardCredit` here too: the answer asked most (the
    // nazhir's replacement, 119 questions) had most words of any question among its ways of asking (round 29).
    const itsOwn = ownTermsOf(doc);
    const askedCoverage = terms.reduce((sum, term, index) => sum + (askedTerms.has(term) ? weights[index]! * (itsOwn.has(term) ? 1 : heardCredit) : 0), 0) / totalWeight;
    // A hand-written answer whose ways of asking name no kind ("Apa sanksi menjual tanah wakaf?") answers
    // what something is: it does not answer "kapan" or "berapa biaya". Page text stays neutral.
    const kinds = doc.kinds ?? (doc.question ? [] : undefined);
    const { factor, agrees } = agreement(intents, kinds && narration && NAMES_NARRATOR.test(doc.answer) ? [...kinds, "person"] : kinds);
    // Hand-written answers (weight 1.5) a little above quiz and page text (0.8–1) for the same closeness.
    const weight = typeof result.weight === "number" ? result.weight : 1;
    const rank = (coverage + SIMILARITY_WEIGHT * similarity + CONTAINMENT_WEIGHT * containment + askedWeight * askedCoverage + BM25_WEIGHT * (result.score / topScore)) * factor * weight ** 0.25 * citation(doc);
    const missed = terms.filter((term) => !matched.has(term));
    ranked.push({ id: doc.id, doc, score: result.score, coverage, similarity, containment, askedCoverage, agrees, missed, rank });
  }
  // A snippet of a page or the quiz gives way to a hand-written answer that covers as much and agrees.
  for (const candidate of ranked) {
    if (candidate.doc.question) continue;
    const written = ranked.some((other) => other.doc.question && other.agrees && other.coverage >= candidate.coverage);
    if (written) candidate.rank *= SNIPPET_YIELD;
  }
  return ranked.sort((a, b) => b.rank - a.rank);
}

/** Words that cite a source ("menurut", "berdasarkan", "sesuai", Sundanese "numutkeun", "dumasar"), as index terms. */
const CITING: ReadonlySet<string> = new Set(["urut", "dasar", "sesua"]);
/** The terms a cited source is named with: a law, its number and article, or a school of fiqh. */
const SOURCE_TERMS: ReadonlySet<string> = new Set([
  "undang", "atur", "perintah", "pasal", "ayat", "nomor", "no", "tahun", "permen", "menteri", "agama", "atr", "bpn", "bwi",
  "hukum", "islam", "syariah", "syariat", "fikih", "fiqih", "jumhur", "ulama", "mui", "fatwa", "kompilasi", "khi", "positif",
  "negara", "indonesia", "mazhab", "imam", "syafi",
]);
/** Fewest terms a question keeps besides its citation for the citation to weigh less: "menurut UU 41/2004 wakaf apa" is about the law. */
const CITED_MIN_OTHERS = 2;

/**
 * The terms that only name the source a question cites: a citing word and the source's words after it
 * ("syarat tukar harta wakaf menurut UU 41/2004": "urut undang 41 2004"). They say where the answer is
 * written, not what it is about, so "menurut PP 42/2006" does not make the question about PP 42/2006
 * (round 15). Empty when the question keeps fewer than CITED_MIN_OTHERS other terms.
 */
export function citedTerms(words: readonly string[], terms: readonly string[]): Set<string> {
  const cited = new Set<string>();
  for (let index = 0; index < words.length; index++) {
    const citing = termOf(words[index]!);
    if (citing === null || !CITING.has(citing)) continue;
    const source = [citing];
    let next = index + 1;
    for (; next < words.length; next++) {
      const parts = termOf(words[next]!)?.split(" ");
      if (!parts) continue;
      if (!parts.every((part) => SOURCE_TERMS.has(part) || /^\d+$/.test(part))) break;
      source.push(...parts);
    }
    // A citing word followed by no source ("sesuai peruntukan") is a word of the question.
    if (source.length > 1) for (const term of source) cited.add(term);
    index = next - 1;
  }
  return terms.filter((term) => !cited.has(term)).length >= CITED_MIN_OTHERS ? cited : new Set();
}

/** Sentences a story is told in: the asking one is usually the last ("... Apakah wakaf seperti itu sah?"). */
const SENTENCE_END = /[.?!\n]+/;
/** A sentence and what ends it. */
const SENTENCE = /[^.?!\n]+[.?!\n]*/g;
/** How many terms the asking sentences hold at least: "Naha eta sah?" asks about the sentence before it. */
const ASKING_MIN_TERMS = 3;

/**
 * A story's asking sentences: the last sentences, from the end, until they hold ASKING_MIN_TERMS terms —
 * their text and their terms. Undefined for a question of one sentence, or when the asking sentences hold
 * every term of the question.
 */
export function askingPart(
  question: string,
  known?: (term: string) => boolean,
  /** How many distinct terms the whole question has, when the caller has read them already. */
  termCount = new Set(termsOf(question, known)).size,
): { text: string; terms: Set<string>; last?: string } | undefined {
  const told = [...question.matchAll(SENTENCE)].flatMap(([sentence]) => {
    const text = sentence.replace(SENTENCE_END, "").trim();
    return text === "" ? [] : [{ text, marked: sentence.includes("?") }];
  });
  if (told.length < 2) return undefined;
  // A remark after the last question mark is not what is asked ("nazhir teh naon? sy sering denger di masjid";
  // round 20); a question written without its mark is ("nadzir teh saha kang? tugasna naon wae").
  const marked = told.findLastIndex((sentence) => sentence.marked);
  let end = told.length;
  while (marked !== -1 && end > marked + 1 && isRemark(told[end - 1]!.text)) end--;
  const sentences = told.slice(0, end).map((sentence) => sentence.text);
  // The last sentence, when it is asked with its mark.
  const last = told[end - 1]!.marked ? told[end - 1]!.text : undefined;
  const terms = new Set<string>();
  let index = sentences.length - 1;
  for (; index > 0 && terms.size < ASKING_MIN_TERMS; index--) {
    for (const term of termsOf(sentences[index]!, known)) terms.add(term);
  }
  return terms.size > 0 && terms.size < termCount ? { text: sentences.slice(index + 1).join(". "), terms, last } : undefined;
}

/** The marker of an intent among an answer's asked terms. */
export const intentMarker = (intent: Intent) => `@${intent}`;

/** Adjacent term pairs, in order. */
export function pairsOf(terms: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (let index = 1; index < terms.length; index++) pairs.add(`${terms[index - 1]} ${terms[index]}`);
  return pairs;
}

/** How well an answer's kinds fit the question's intents: a bonus per intent answered, a cost per one missed. */
export function agreement(intents: ReadonlySet<Intent>, kinds: readonly Intent[] | undefined): { factor: number; agrees: boolean } {
  if (intents.size === 0) return { factor: 1, agrees: true };
  // Page text (laws, quiz, profile) has no kinds (undefined): neutral, except to a comparison, which a
  // page section on one thing never makes ("beda wakaf dan sedekah" is not the hadith on sedekah jariyah).
  if (!kinds) return intents.has("compare") ? { factor: 0.5, agrees: false } : { factor: 1, agrees: true };
  let factor = 1;
  let agrees = true;
  // "boleh dipakai buat bayar tukang?", "perlu izin siapa?": a question of whether something is allowed,
  // put to an answer that says so, is not vetoed by a cost, a time or a person it also names (issue 35).
  const permitted = intents.has("permission") && kinds.includes("permission");
  for (const intent of intents) {
    if (kinds.includes(intent)) factor *= INTENT_BONUS;
    else if (STRONG_INTENTS.has(intent) && !permitted) {
      factor *= 0.5;
      agrees = false;
    } else factor *= WEAK_INTENT_PENALTY;
  }
  return { factor, agrees };
}

/** Why the best candidate does not answer the question's subject, if it does not. */
export type SubjectMiss = "outside" | "field" | "unknown";

/**
 * Subject agreement: sharing the question's generic words ("biaya", "tanah", "wakaf") does not make an
 * answer about the question's subject. The best candidate cannot be given as the answer when it leaves
 * out a word that names what the question is about:
 * - another KUA service or topic (`outsideField.words`: "wakaf untuk biaya haji" is not answered with the
 *   BPN fee);
 * - one of the field's own subjects other than its most common words ("nazhir", "ikrar", "ppaiw": "ikrar
 *   wakaf bisa di rumah?" is not answered with the kinds of property because "rumah" is one);
 * - in a short question, a word no answer has and no typo explains ("tanah wakaf kena pajak gak").
 */
export function subjectOf(
  best: Pick<Ranked, "missed">,
  {
    foreign,
    field,
    df,
    total,
    terms,
    settings,
  }: {
    /** Whether a term names another service or topic (`outsideField.words`, less those the answers own). */
    foreign: (term: string) => boolean;
    field: ReadonlySet<string>;
    df: (term: string) => number;
    total: number;
    terms: readonly string[];
    settings: Pick<Calibration, "unknownSubjectTerms" | "unknownSubjectShare">;
  },
): { agrees: boolean; miss?: SubjectMiss; term?: string } {
  const unknown: string[] = [];
  for (const term of best.missed) {
    if (foreign(term)) return { agrees: false, miss: "outside", term };
    // "wakaf" is in nearly every answer: it names the field, not a subject within it.
    if (field.has(term) && df(term) < total / 2) return { agrees: false, miss: "field", term };
    if (df(term) === 0 && term.length >= 4 && !/\d/.test(term)) unknown.push(term);
  }
  const short = terms.length <= settings.unknownSubjectTerms;
  if (unknown.length > 0 && (short || unknown.length >= settings.unknownSubjectShare * terms.length)) return { agrees: false, miss: "unknown", term: unknown[0] };
  return { agrees: true };
}
