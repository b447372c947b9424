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

  it("carries an answer's visitor questions and its ways of asking as one string each", () => {
    const shipped = toShipped(knowledge);
    expect(shipped.lists.sort()).toEqual(["asked", "heard"]);
    const index = knowledge.docs.findIndex((doc) => (doc.heard?.length ?? 0) > 1 && (doc.asked?.length ?? 0) > 1);
    expect(index).toBeGreaterThanOrEqual(0);
    expect((shipped.columns.heard?.[index] as string).split("|")).toHaveLength(knowledge.docs[index]!.heard!.length);
    expect((shipped.columns.asked?.[index] as string).split("|")).toHaveLength(knowledge.docs[index]!.asked!.length);
  });

  it("carries each index term once, most used first, and the term fields by the terms' places", () => {
    const shipped = toShipped(knowledge);
    const terms = shipped.terms.split(" ");
    expect(new Set(terms).size).toBe(terms.length);
    const doc = knowledge.docs.find((candidate) => candidate.keywords?.includes("wakaf"))!;
    const column = shipped.columns.keywords!;
    const places = (column[knowledge.docs.indexOf(doc)] as string).split(" ");
    expect(places.map((place) => terms[parseInt(place, 36)]).join(" ")).toBe(doc.keywords);
    // "wakaf" is in nearly every answer's terms: the shortest place.
    expect(terms[0]).toBe("wakaf");
    // The answer's text is not a term field: it ships as written.
    expect(shipped.columns.answer?.[0]).toBe(knowledge.docs[0]!.answer);
  });

  it("refuses a list that would not come back whole", () => {
    const doc = { ...knowledge.docs[0]!, heard: ["wakaf | tanah"] };
    expect(() => toShipped({ ...knowledge, docs: [doc] })).toThrow(/memuat "\|"/);
    expect(() => toShipped({ ...knowledge, docs: [{ ...doc, heard: [""] }] })).toThrow(/kosong/);
    expect(() => toShipped({ ...knowledge, docs: [{ ...doc, asked: [] }] })).toThrow(/kosong/);
    expect(() => toShipped({ ...knowledge, docs: [{ ...doc, heard: ["wakaf  tanah"] }] })).toThrow(/istilah kosong/);
  });

  it("refuses a field whose value is the mark of an absent one", () => {
    const doc = { ...knowledge.docs[0]!, weight: 0 };
    expect(() => toShipped({ ...knowledge, docs: [doc] })).toThrow(/bernilai 0/);
  });
});
