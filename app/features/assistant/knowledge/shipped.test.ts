import { describe, expect, it } from "vitest";
import { getKnowledge } from "./knowledge.server";
import { fromShipped, toShipped } from "./shipped";

describe("the knowledge as the panel's chunk carries it", () => {
  const knowledge = getKnowledge();

  it("gives back the same knowledge, answer by answer, fields absent where they were", () => {
    const shipped = toShipped(knowledge);
    expect(fromShipped(JSON.parse(JSON.stringify(shipped)))).toEqual(knowledge);
    expect(shipped).not.toHaveProperty("docs");
    expect(shipped.columns.id).toHaveLength(knowledge.docs.length);
  });

  it("is smaller than one object per answer", () => {
    expect(JSON.stringify(toShipped(knowledge)).length).toBeLessThan(JSON.stringify(knowledge).length);
  });

  it("carries an answer's visitor questions as one string", () => {
    const index = knowledge.docs.findIndex((doc) => (doc.heard?.length ?? 0) > 1);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(toShipped(knowledge).columns.heard?.[index]).toBe(knowledge.docs[index]!.heard!.join("|"));
  });

  it("refuses a visitor question that would not come back whole", () => {
    const doc = { ...knowledge.docs[0]!, heard: ["wakaf | tanah"] };
    expect(() => toShipped({ ...knowledge, docs: [doc] })).toThrow(/memuat "\|"/);
    expect(() => toShipped({ ...knowledge, docs: [{ ...doc, heard: [""] }] })).toThrow(/kosong/);
  });

  it("refuses a field whose value is the mark of an absent one", () => {
    const doc = { ...knowledge.docs[0]!, weight: 0 };
    expect(() => toShipped({ ...knowledge, docs: [doc] })).toThrow(/bernilai 0/);
  });
});
