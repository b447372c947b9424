// Which articles of which regulation a text cites: a question ("menurut Pasal 41 UU 41/2004", "PP 42/2006
// Pasal 15 ngatur naon") or an answer's source ("UU 41/2004 Pasal 40–41; PP 42/2006 Pasal 49"). A question
// that cites an article asks what that article says, so the answer written from it is the one it means
// (round 19), though the law's name and number are words every answer drawn from the law shares. Pure.

/** A regulation's kind and number ("uu 41", "pp 42", "pma 73"): the year adds nothing the number does not tell. */
const LAW =
  /\b(uu|undang[\s-]*undang|pp|peraturan\s+pemerintah|pma|permenag|peraturan\s+menteri\s+agama)\s*(?:(?:no|nomor|nmr)\.?\s*)?(\d+)(?:\s*(?:\/|tahun|thn|th\.?)\s*\d{4})?/gi;
/** An article and those listed with it ("Pasal 2, 4, dan 5", "Pasal 40–41", "Pasal 3 dan Pasal 17"). */
const ARTICLE = /\bpasal\s*(\d+)((?:(?:\s*(?:[-–]|,|dan|&|s\.?d\.?)\s*)+(?:pasal\s*)?\d+)*)/gi;
/** The longest range read as every article in it ("Pasal 28–31"); a longer one is a typo or a page range. */
const MAX_RANGE = 20;
/** An article cited without naming its regulation: any regulation's article of that number. */
const ANY_LAW = "*";

const lawKey = (kind: string, number: string) => {
  const name = kind.toLowerCase().replace(/\s+|-/g, "");
  const short = name.startsWith("undang") ? "uu" : name === "peraturanpemerintah" ? "pp" : name === "uu" || name === "pp" ? name : "pma";
  return `${short} ${Number(number)}`;
};

/** The articles one "Pasal …" mention lists, ranges spelled out. */
function articlesOf(first: string, rest: string): number[] {
  const numbers = [Number(first)];
  for (const part of rest.matchAll(/([-–]|s\.?d\.?)?\s*(?:pasal\s*)?(\d+)/gi)) {
    const to = Number(part[2]);
    const from = numbers[numbers.length - 1]!;
    if (part[1] && to > from && to - from <= MAX_RANGE) for (let article = from + 1; article <= to; article++) numbers.push(article);
    else numbers.push(to);
  }
  return numbers;
}

/**
 * The articles a text cites, as "law#article" ("uu 41#40"; "*#40" when no regulation is named near it).
 * Each "Pasal" belongs to the nearest regulation named in the same clause (clauses end at ";"); a clause
 * that names none continues the one before it, as a source's list does.
 */
export function citedArticles(text: string): Set<string> {
  const cited = new Set<string>();
  let previousLaw: string | undefined;
  for (const clause of text.split(";")) {
    const laws = [...clause.matchAll(LAW)].map((match) => ({ at: match.index!, key: lawKey(match[1]!, match[2]!) }));
    for (const match of clause.matchAll(ARTICLE)) {
      const distance = (law: { at: number }) => Math.abs(law.at - match.index!);
      const nearest = laws.reduce<(typeof laws)[number] | undefined>((best, law) => (!best || distance(law) < distance(best) ? law : best), undefined);
      for (const article of articlesOf(match[1]!, match[2]!)) cited.add(`${nearest?.key ?? previousLaw ?? ANY_LAW}#${article}`);
    }
    // matchAll reads in order: the clause's last regulation is the one a following clause continues.
    previousLaw = laws.at(-1)?.key ?? previousLaw;
  }
  return cited;
}

/** Whether a source cites one of the articles a question cites (an article cited without its law matches any law's). */
export function citesAny(source: ReadonlySet<string>, asked: ReadonlySet<string>): boolean {
  for (const key of asked) {
    if (source.has(key)) return true;
    if (key.startsWith(`${ANY_LAW}#`)) {
      const article = key.slice(ANY_LAW.length);
      for (const own of source) if (own.endsWith(article)) return true;
    }
  }
  return false;
}
