import { describe, expect, it } from "vitest";
import { getKnowledge } from "./knowledge.server";
import { fromShipped, MAX_TERMS, toShipped } from "./shipped";

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
    // "wakaf" is in nearly every answer's terms: the first place, and the shortest code.
    expect(terms[0]).toBe("wakaf");
    const doc = knowledge.docs.find((candidate) => candidate.keywords?.split(" ")[0] === "wakaf")!;
    const codes = shipped.columns.keywords![knowledge.docs.indexOf(doc)] as string;
    expect(codes[0]).toBe("!");
    // A code per term, one character for the most used, two for the rest; no space between them.
    const count = doc.keywords!.split(" ").length;
    expect(codes).not.toContain(" ");
    expect(codes.length).toBeGreaterThanOrEqual(count);
    expect(codes.length).toBeLessThanOrEqual(2 * count);
    // The answer's text is not a term field: it ships as written.
    expect(shipped.columns.answer?.[0]).toBe(knowledge.docs[0]!.answer);
  });

  it("writes every place with characters a JSON string in a JavaScript string carries as they are", () => {
    const shipped = toShipped(knowledge);
    const codes = (["asked", "heard", "keywords"] as const).flatMap((field) => shipped.columns[field]!.filter((value) => typeof value === "string")).join("");
    expect(codes).toMatch(/^[!-~]*$/);
    expect(codes).not.toMatch(/["\\'`$ ]/);
    expect(shipped.terms.split(" ").length).toBeLessThanOrEqual(MAX_TERMS);
  });

  it("refuses more terms than the codes can name", () => {
    const words = Array.from({ length: MAX_TERMS + 1 }, (_, index) => `t${index}`);
    expect(() => toShipped({ ...knowledge, docs: [{ ...knowledge.docs[0]!, keywords: words.join(" ") }] })).toThrow(/terlalu banyak/);
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
