// The knowledge as the panel's chunk carries it (issue 35): its answers column by column — each field once,
// with a list of every answer's value — instead of one object per answer repeating the field names (tenth
// round: 1.6 KB less gzip). A field whose values are lists of texts (an answer's ways of asking, its visitor
// questions) goes as one string per answer, the texts joined (eleventh round: 0.1 KB less for visitor
// questions; thirteenth: 0.08 KB for the ways of asking), and the shipped knowledge names those fields.
import type { Knowledge, KnowledgeDoc } from "./engine";

/** An answer's field where it has none (no field of an answer is ever 0: texts, lists and weights). */
const NONE = 0;
/** Between two texts of a list field in its shipped column. */
const JOIN = "|";

type Column = (KnowledgeDoc[keyof KnowledgeDoc] | typeof NONE)[];

export type ShippedKnowledge = Omit<Knowledge, "docs"> & {
  columns: Partial<Record<keyof KnowledgeDoc, Column>>;
  /** The fields whose values were lists of texts, shipped joined. */
  lists: (keyof KnowledgeDoc)[];
};

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
  }
  const valueOf = (doc: KnowledgeDoc, field: keyof KnowledgeDoc) => (lists.includes(field) ? (doc[field] as string[] | undefined)?.join(JOIN) : doc[field]) ?? NONE;
  return { ...rest, lists, columns: Object.fromEntries(fields.map((field) => [field, docs.map((doc) => valueOf(doc, field))])) };
}

export function fromShipped({ columns, lists, ...rest }: ShippedKnowledge): Knowledge {
  const fields = Object.entries(columns) as [keyof KnowledgeDoc, Column][];
  const count = columns.id?.length ?? 0;
  const docs = Array.from({ length: count }, (_, index) => {
    const doc: Partial<Record<keyof KnowledgeDoc, unknown>> = {};
    for (const [field, values] of fields) {
      const value = values[index];
      if (value !== NONE) doc[field] = lists.includes(field) ? (value as string).split(JOIN) : value;
    }
    return doc as unknown as KnowledgeDoc;
  });
  return { ...rest, docs };
}
