// What kind of answer a question asks for ("apa bedanya" → a comparison, "boleh" → a permission, "siapa"
// → a person), read from its question words, which the index drops as stopwords. The same reading of an
// answer's own `questions` (and id) gives the kinds it answers, so content writers tag nothing (decision 104).
import { searchText } from "~/lib/search-text";
import { canonicalWord, isHalalAsked, isPoliteOpening, tokenize } from "./normalize";

export type Intent = "compare" | "permission" | "duration" | "person" | "situation" | "cost" | "definition";

/** Indonesian (with chat spelling) and Sundanese words that announce each kind of question. */
const INTENT_WORDS: Readonly<Record<Intent, readonly string[]>> = {
  compare: ["beda", "bedanya", "perbedaan", "berbeda", "membedakan", "bedana", "dibanding", "dibandingkan", "bandingkan", "versus", "vs"],
  permission: ["boleh", "bolehkah", "diperbolehkan", "dibolehkan", "bisa", "bisakah", "bs", "tiasa", "kenging", "dilarang", "izin", "ijin", "idzin"],
  duration: ["lama", "lamanya", "kapan", "durasi", "iraha", "lami"],
  person: ["siapa", "siapakah", "saha"],
  situation: ["kalau", "kalo", "klo", "kl", "jika", "bila", "apabila", "lamun", "upami", "seandainya", "andaikan", "misalnya"],
  // "sabaraha" is "berapa": a cost only with "biaya" ("sabaraha lami" asks a duration).
  definition: ["pengertian", "definisi", "arti", "artinya", "artina", "hartina", "harti", "maksud", "dimaksud", "maksudnya", "maksudna"],
  cost: ["biaya", "biayanya", "biayana", "ongkos", "bayar", "membayar", "tarif", "harga", "gratis", "pungutan", "rp0"],
};

/**
 * Duration words that ask how long only when asked so: after "berapa" ("brp lama", "sabaraha lami"), first
 * ("lama gak bikin AIW", the id "lama-aiw") or before "tidak" ("prosesnya lama ga"). Elsewhere they name the
 * old one: "nazhir lama", "tanah yg lama dijual", "wakifnya udh wafat lama" (every such question of the
 * seen sets, round 12).
 */
const OLD: ReadonlySet<string> = new Set(["lama", "lami"]);
const HOW_MUCH: ReadonlySet<string> = new Set(["berapa", "seberapa"]);
const askedHowLong = (index: number, previous: string | undefined, next: string | undefined) =>
  index === 0 || HOW_MUCH.has(canonicalWord(previous ?? "")) || canonicalWord(next ?? "") === "tidak";

/** "apa itu nazhir", "nazhir itu apa", "nazhir teh naon", "naon ari AIW": what a thing is; "itu apa aja" lists. */
const THAT: ReadonlySet<string> = new Set(["itu", "nya", "tuh"]);
function asksWhatItIs(words: readonly string[], index: number): boolean {
  if (canonicalWord(words[index]!) !== "apa") return false;
  const next = canonicalWord(words[index + 1] ?? "");
  if (next === "saja") return false;
  return THAT.has(next) || THAT.has(canonicalWord(words[index - 1] ?? ""));
}

/** "wakaf dan wasiat itu sama ga", "sama aja gk sih", "sama dengan sedekah?", "teh sami teu": whether two are one. */
const SAME: ReadonlySet<string> = new Set(["sama", "sami", "samakah"]);
/** What follows "sama" when it asks whether two are one, in its Indonesian form ("ga" → "tidak", "aja" → "saja"). */
const SAME_ASKED: ReadonlySet<string> = new Set(["tidak", "saja", "dengan"]);
const asksWhetherSame = (words: readonly string[], index: number) =>
  SAME.has(words[index]!) && (words[index] === "samakah" || SAME_ASKED.has(canonicalWord(words[index + 1] ?? "")));

/**
 * "nazhir teh saha?", "wakif itu siapa", "siapa sih ppaiw": "siapa" put to a role asks what the role is, not
 * for a person (round 12: "nadzir teh saha kang? tugasna naon" was given who may replace a nazhir). The
 * particles that may stand between them, in their Indonesian form (`canonicalWord`).
 */
const ROLES: ReadonlySet<string> = new Set(["nazhir", "nazir", "nadhir", "wakif", "ppaiw"]);
const BETWEEN: ReadonlySet<string> = new Set(["itu", "nya", "tuh", "ari", "sih", "sebenarnya", "sebenernya", "kak", "pak", "bu", "ya", "si"]);
function asksWhatRoleIs(words: readonly string[], index: number): boolean {
  const neighbour = (step: number) => {
    let at = index + step;
    while (at >= 0 && at < words.length && BETWEEN.has(canonicalWord(words[at]!))) at += step;
    return canonicalWord(words[at] ?? "");
  };
  return ROLES.has(neighbour(-1)) || ROLES.has(neighbour(1));
}

const WORD_INTENTS = new Map<string, Intent[]>();
for (const [intent, words] of Object.entries(INTENT_WORDS) as [Intent, readonly string[]][]) {
  for (const word of words) WORD_INTENTS.set(word, [...(WORD_INTENTS.get(word) ?? []), intent]);
}

/**
 * Intents whose disagreement is decisive: a comparison is never answered by a definition, "siapa" never by
 * a sum. "boleh" and "kalau" are asked of many kinds of answer, so they only tip a close call.
 */
export const STRONG_INTENTS: ReadonlySet<Intent> = new Set(["compare", "person", "duration", "cost"]);

/**
 * The intents a text's words announce (ids count too: "beda-wakaf-hibah" → compare), as typed or through
 * the informal word map ("blh" → "boleh", "kpn" → "kapan", "gbs" → "tidak bisa").
 */
export function intentsOf(text: string): Set<Intent> {
  const intents = new Set<Intent>();
  const words = searchText(text.replace(/-/g, " ")).split(" ");
  for (const [index, word] of words.entries()) {
    if (isPoliteOpening(word, words[index + 1])) continue;
    if (isHalalAsked(word, words[index - 1], words[index + 1])) intents.add("permission");
    if (OLD.has(canonicalWord(word)) && !askedHowLong(index, words[index - 1], words[index + 1])) continue;
    if (canonicalWord(word) === "siapa" && asksWhatRoleIs(words, index)) {
      // "wakif teh saha wae" lists who may be one; "nazhir teh saha" asks what the role is.
      if (canonicalWord(words[index + 1] ?? "") !== "saja") intents.add("definition");
      continue;
    }
    if (asksWhatItIs(words, index)) intents.add("definition");
    if (asksWhetherSame(words, index)) intents.add("compare");
    for (const form of new Set([word, ...canonicalWord(word).split(" ")])) {
      for (const intent of WORD_INTENTS.get(form) ?? []) intents.add(intent);
    }
  }
  return intents;
}

/**
 * The kinds an answer answers: the intents of each of its ways of asking, read one at a time (a word's
 * neighbours decide some intents: "wakif itu siapa"), and of its id. Sorted, for a stable index.
 */
export function kindsOf(questions: readonly string[], id: string): Intent[] {
  return [...new Set([...questions.flatMap((question) => [...intentsOf(question)]), ...intentsOf(id)])].sort();
}

/** Words that ask, in their Indonesian form (`canonicalWord`): "naon", "kumaha", "gmn" among them. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(["apa", "apakah", "bagaimana", "berapa", "siapa", "kapan", "kenapa", "mengapa", "lokasi", "mana", "kemana"]);

/** A sentence that neither asks with a question word nor asks for a kind of answer ("sy sering denger di masjid"). */
export const isRemark = (sentence: string) =>
  intentsOf(sentence).size === 0 && !tokenize(sentence).some((word) => QUESTION_WORDS.has(canonicalWord(word)));
