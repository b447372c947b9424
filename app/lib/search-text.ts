// The one forgiving form of a text for matching, shared by the map's search (site names, addresses) and
// Si Wakaf's index and questions: whatever accents, capitals, apostrophes or punctuation a visitor types,
// both sides of a comparison are folded the same way.

export interface SearchTextOptions {
  /** Keep hyphens inside words ("e-mail"); the caller decides how to split them. */
  keepHyphens?: boolean;
  /** Only a–z and digits count (Si Wakaf's index); letters of other scripts become spaces. */
  latinOnly?: boolean;
}

// Typed, curly and modifier-letter apostrophes: "Mauqūf ʻalaih" and "Jum'at" are written without them.
const APOSTROPHES = /[’‘`´ʼʻ']/g;

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

const NOT_WORD = {
  any: /[^\p{L}\p{N}]+/gu,
  anyWithHyphens: /[^\p{L}\p{N}-]+/gu,
  latin: /[^a-z0-9]+/g,
  latinWithHyphens: /[^a-z0-9-]+/g,
} as const;

/**
 * Lower case, no diacritics ("Mushollá" = "musholla"), compatibility forms folded ("ﬁ" = "fi"),
 * apostrophes dropped inside words, every other run of punctuation or spaces one space
 * ("Al-Ikhlas, No.4" = "al ikhlas no 4").
 */
export function searchText(text: string, { keepHyphens = false, latinOnly = false }: SearchTextOptions = {}): string {
  // Plain ASCII (nearly every name and address in a register) has nothing to fold: the same result
  // without Unicode normalisation, several times faster for a register of thousands of sites.
  const ascii = PLAIN_ASCII.test(text);
  const folded = (ascii ? text : text.normalize("NFKD").replace(/\p{M}/gu, "")).toLowerCase().replace(APOSTROPHES, "");
  const notWord = latinOnly || ascii
    ? keepHyphens ? NOT_WORD.latinWithHyphens : NOT_WORD.latin
    : keepHyphens ? NOT_WORD.anyWithHyphens : NOT_WORD.any;
  let result = folded.replace(notWord, " ");
  // A hyphen only joins two parts of a word; one at a word's edge is punctuation.
  if (keepHyphens) result = result.replace(/(^|\s)-+|-+(?=\s|$)/g, "$1");
  return result.replace(/\s+/g, " ").trim();
}
