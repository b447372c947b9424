// The knowledge as the panel's chunk carries it (issue 35): its answers column by column — each field once,
// with a list of every answer's value — instead of one object per answer repeating the field names (tenth
// round: 1.6 KB less gzip). An answer's visitor questions, the biggest column, go as one string, sorted
// (build.ts), instead of a list of strings (eleventh round: 0.1 KB less).
import type { Knowledge, KnowledgeDoc } from "./engine";

/** An answer's field where it has none (no field of an answer is ever 0: texts, lists and weights). */
const NONE = 0;
/** Between two visitor questions of an answer in the shipped `heard` column. */
const WAYS = "|";

type Column = (KnowledgeDoc[keyof KnowledgeDoc] | typeof NONE)[];

export type ShippedKnowledge = Omit<Knowledge, "docs"> & { columns: Partial<Record<keyof KnowledgeDoc, Column>> };

export function toShipped({ docs, ...rest }: Knowledge): ShippedKnowledge {
  const fields = [...new Set(docs.flatMap((doc) => Object.keys(doc) as (keyof KnowledgeDoc)[]))];
  for (const doc of docs) {
    for (const field of fields) if (doc[field] === NONE) throw new Error(`Jawaban ${doc.id}: ${field} bernilai 0`);
    if (doc.heard?.some((way) => way === "" || way.includes(WAYS))) throw new Error(`Jawaban ${doc.id}: pertanyaan pengunjung kosong atau memuat "${WAYS}"`);
  }
  const valueOf = (doc: KnowledgeDoc, field: keyof KnowledgeDoc) => (field === "heard" ? doc.heard?.join(WAYS) : doc[field]) ?? NONE;
  return { ...rest, columns: Object.fromEntries(fields.map((field) => [field, docs.map((doc) => valueOf(doc, field))])) };
}

export function fromShipped({ columns, ...rest }: ShippedKnowledge): Knowledge {
  const fields = Object.entries(columns) as [keyof KnowledgeDoc, Column][];
  const count = columns.id?.length ?? 0;
  const docs = Array.from({ length: count }, (_, index) => {
    const doc: Partial<Record<keyof KnowledgeDoc, unknown>> = {};
    for (const [field, values] of fields) {
      const value = values[index];
      if (value !== NONE) doc[field] = field === "heard" ? (value as string).split(WAYS) : value;
    }
    return doc as unknown as KnowledgeDoc;
  });
  return { ...rest, docs };
}
