// The knowledge as the panel's chunk carries it (issue 35): its answers column by column — each field once,
// with a list of every answer's value — instead of one object per answer repeating the field names (tenth
// round: 1.6 KB less gzip). A field whose values are lists of texts (an answer's ways of asking, its visitor
// questions) goes as one string per answer, the texts joined (eleventh round: 0.1 KB less for visitor
// questions; thirteenth: 0.08 KB for the ways of asking), and the shipped knowledge names those fields. The
// fields of index terms (`TERM_FIELDS`) carry each term as its place in one list of the terms, most used
// first (fourteenth round: 1.3 KB less gzip than the terms themselves, which recur in many answers), each
// place written as a code of one or two characters that needs no space between codes (round 29: 1.2 KB less
// gzip than places in base 36 with spaces).
import { type Knowledge, type KnowledgeDoc, TERM_FIELDS } from "./engine";

/** An answer's field where it has none (no field of an answer is ever 0: texts, lists and weights). */
const NONE = 0;
/** Between two texts of a list field in its shipped column. */
const JOIN = "|";
/** Between two terms of a text of a term field, in the knowledge. */
const SPACE = " ";
/**
 * The characters a term's place is written with: printable ASCII that a JSON string inside a JavaScript
 * string carries as it is (not `"` or a backslash), that no quoting of that string can need (`'`, `` ` ``, `$`), and
 * that is not JOIN or SPACE.
 */
const CODE_CHARS = Array.from({ length: 126 - 33 + 1 }, (_, index) => String.fromCharCode(33 + index)).filter((char) => !`"\\'\`$${JOIN}`.includes(char));
/** The places written with one character, the most used terms'; the other characters lead a code of two. */
const SHORT_CODES = 64;
const LEADS = CODE_CHARS.slice(SHORT_CODES);
const CODE_INDEX = new Map(CODE_CHARS.map((char, index) => [char, index]));
/** How many terms the codes can name. */
export const MAX_TERMS = SHORT_CODES + LEADS.length * CODE_CHARS.length;

/** A term's place as its code: one character for the first SHORT_CODES, else a lead and any character. */
function codeOf(place: number): string {
  if (place < SHORT_CODES) return CODE_CHARS[place]!;
  const rest = place - SHORT_CODES;
  return LEADS[Math.floor(rest / CODE_CHARS.length)]! + CODE_CHARS[rest % CODE_CHARS.length]!;
}

/** The places a text of codes names, in order. */
function placesOf(codes: string): number[] {
  const places: number[] = [];
  for (let at = 0; at < codes.length; at++) {
    const first = CODE_INDEX.get(codes[at]!)!;
    places.push(first < SHORT_CODES ? first : SHORT_CODES + (first - SHORT_CODES) * CODE_CHARS.length + CODE_INDEX.get(codes[++at]!)!);
  }
  return places;
}

type Column = (KnowledgeDoc[keyof KnowledgeDoc] | typeof NONE)[];

export type ShippedKnowledge = Omit<Knowledge, "docs"> & {
  columns: Partial<Record<keyof KnowledgeDoc, Column>>;
  /** The fields whose values were lists of texts, shipped joined. */
  lists: (keyof KnowledgeDoc)[];
  /** Every term of the term fields once, most used first, space-separated: those fields carry their places. */
  terms: string;
};

const isTermField = (field: keyof KnowledgeDoc) => (TERM_FIELDS as readonly string[]).includes(field);
const textsOf = (value: unknown): string[] => (value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [value as string]);

/** The term fields' terms, most used first (ties in alphabetical order, so the chunk is the same for the same knowledge). */
function termList(docs: readonly KnowledgeDoc[]): string[] {
  const uses = new Map<string, number>();
  for (const doc of docs) {
    for (const field of TERM_FIELDS) for (const text of textsOf(doc[field])) for (const term of text.split(SPACE)) uses.set(term, (uses.get(term) ?? 0) + 1);
  }
  return [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || (a < b ? -1 : 1));
}

export function toShipped({ docs, ...rest }: Knowledge): ShippedKnowledge {
  const fields = [...new Set(docs.flatMap((doc) => Object.keys(doc) as (keyof KnowledgeDoc)[]))];
  const lists = fields.filter((field) => docs.some((doc) => Array.isArray(doc[field])));
  for (const doc of docs) {
    for (const field of fields) if (doc[field] === NONE) throw new Error(`Jawaban ${doc.id}: ${field} bernilai 0`);
    for (const field of lists) {
      const texts = doc[field] as unknown[] | undefined;
      if (texts && (texts.length === 0 || texts.some((text) => typeof text !== "string" || text === "" || text.includes(JOIN)))) {
        throw new Error(`Jawaban ${doc.id}: ${field} kosong atau memuat "${JOIN}"`);
      }
    }
    for (const field of TERM_FIELDS) {
      if (textsOf(doc[field]).some((text) => text.split(SPACE).includes(""))) throw new Error(`Jawaban ${doc.id}: ${field} memuat istilah kosong`);
    }
  }
  const terms = termList(docs);
  if (terms.length > MAX_TERMS) throw new Error(`Istilah indeks terlalu banyak: ${terms.length} (paling banyak ${MAX_TERMS})`);
  const code = new Map(terms.map((term, index) => [term, codeOf(index)]));
  const encoded = (field: keyof KnowledgeDoc, text: string) => (isTermField(field) ? text.split(SPACE).map((term) => code.get(term)!).join("") : text);
  const valueOf = (doc: KnowledgeDoc, field: keyof KnowledgeDoc) => {
    const value = doc[field];
    if (value === undefined) return NONE;
    if (lists.includes(field)) return (value as string[]).map((text) => encoded(field, text)).join(JOIN);
    return typeof value === "string" ? encoded(field, value) : value;
  };
  return { ...rest, lists, terms: terms.join(SPACE), columns: Object.fromEntries(fields.map((field) => [field, docs.map((doc) => valueOf(doc, field))])) };
}

export function fromShipped({ columns, lists, terms, ...rest }: ShippedKnowledge): Knowledge {
  const termAt = terms.split(SPACE);
  const decoded = (field: keyof KnowledgeDoc, text: string) => (isTermField(field) ? placesOf(text).map((place) => termAt[place]).join(SPACE) : text);
  const fields = Object.entries(columns) as [keyof KnowledgeDoc, Column][];
  const count = columns.id?.length ?? 0;
  const docs = Array.from({ length: count }, (_, index) => {
    const doc: Partial<Record<keyof KnowledgeDoc, unknown>> = {};
    for (const [field, values] of fields) {
      const value = values[index];
      if (value === NONE) continue;
      if (lists.includes(field)) doc[field] = (value as string).split(JOIN).map((text) => decoded(field, text));
      else doc[field] = typeof value === "string" ? decoded(field, value) : value;
    }
    return doc as unknown as KnowledgeDoc;
  });
  return { ...rest, docs };
}
