// The knowledge as the panel's chunk carries it (issue 35, tenth round): its answers column by column — each
// field once, with a list of every answer's value — instead of one object per answer repeating the field
// names. The same data in 1.6 KB less gzip, which the visitors' questions of a new seen set need.
import type { Knowledge, KnowledgeDoc } from "./engine";

/** An answer's field where it has none (no field of an answer is ever 0: texts, lists and weights). */
const NONE = 0;

type Column = (KnowledgeDoc[keyof KnowledgeDoc] | typeof NONE)[];

export type ShippedKnowledge = Omit<Knowledge, "docs"> & { columns: Partial<Record<keyof KnowledgeDoc, Column>> };

export function toShipped({ docs, ...rest }: Knowledge): ShippedKnowledge {
  const fields = [...new Set(docs.flatMap((doc) => Object.keys(doc) as (keyof KnowledgeDoc)[]))];
  for (const doc of docs) {
    for (const field of fields) if (doc[field] === NONE) throw new Error(`Jawaban ${doc.id}: ${field} bernilai 0`);
  }
  return { ...rest, columns: Object.fromEntries(fields.map((field) => [field, docs.map((doc) => doc[field] ?? NONE)])) };
}

export function fromShipped({ columns, ...rest }: ShippedKnowledge): Knowledge {
  const fields = Object.entries(columns) as [keyof KnowledgeDoc, Column][];
  const count = columns.id?.length ?? 0;
  const docs = Array.from({ length: count }, (_, index) => {
    const doc: Partial<Record<keyof KnowledgeDoc, unknown>> = {};
    for (const [field, values] of fields) if (values[index] !== NONE) doc[field] = values[index];
    return doc as unknown as KnowledgeDoc;
  });
  return { ...rest, docs };
}
