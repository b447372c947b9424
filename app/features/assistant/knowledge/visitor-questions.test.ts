import { describe, expect, it } from "vitest";
import type { Asker, Explained, KnowledgeDoc, Ranked } from "./engine";
import { answerFor, collectVisitorQuestions, withoutQuestions, withoutSet } from "./visitor-questions";

const doc = (id: string, answer: string, question?: string): KnowledgeDoc => ({ id, answer, link: "/literasi-wakaf", ...(question ? { question } : {}) });
const docs = [
  doc("qa-hibah", "Hibah berlaku seketika; wakaf tidak dapat dibatalkan.", "Apa beda wakaf dan hibah?"),
  doc("qa-batal", "Wakaf yang sudah diikrarkan tidak dapat dibatalkan (UU 41/2004 Pasal 3).", "Apakah wakaf bisa dibatalkan?"),
  doc("literasi-batal", "Harta wakaf tidak dapat dibatalkan atau ditarik kembali."),
  doc("qa-saksi", "Ikrar disaksikan paling sedikit dua orang saksi.", "Berapa saksi ikrar wakaf?"),
];
// An asker whose ranking is given per question (the real one is tested in engine.test.ts).
const rankedAs = (order: Record<string, string[]>): Pick<Asker, "explain"> => ({
  explain: (question) => ({ ranked: (order[question] ?? []).map((id) => ({ id }) as Ranked) }) as Explained,
});

describe("answerFor", () => {
  it("files a question under the one answer that holds what it requires", () => {
    expect(answerFor(docs, rankedAs({}), { question: "saksinya brp", mustContain: ["dua orang saksi"] })).toBe("qa-saksi");
  });

  it("among several answers holding it, takes the one ranked highest for the question", () => {
    const asker = rankedAs({ "wakaf bs dibatalin ga": ["qa-saksi", "literasi-batal", "qa-batal"] });
    expect(answerFor(docs, asker, { question: "wakaf bs dibatalin ga", mustContain: ["tidak dapat dibatalkan"] })).toBe("literasi-batal");
  });

  it("when none of them is ranked, takes the first hand-written one; when none holds it, none", () => {
    expect(answerFor(docs, rankedAs({}), { question: "x", mustContain: [["ditarik kembali", "pasal 3"]] })).toBe("qa-batal");
    expect(answerFor(docs, rankedAs({}), { question: "x", mustContain: ["nazhir"] })).toBeUndefined();
  });
});

describe("collectVisitorQuestions", () => {
  it("keeps each in-field question once under its answer, leaves out-of-field ones and content gaps out", () => {
    const asker = rankedAs({ "beda hibah sm wakaf": ["qa-hibah"] });
    const collected = collectVisitorQuestions(
      [
        { question: "saksinya brp ", mustContain: ["dua orang saksi"] },
        { question: "Saksinya brp", mustContain: ["dua orang saksi"] },
        { question: "beda hibah sm wakaf", mustContain: ["seketika"] },
        { question: "cara daftar haji" },
        { question: "nazhir digaji?", mustContain: ["gaji"] },
      ],
      docs,
      asker,
    );
    expect(collected).toEqual({ "qa-hibah": ["beda hibah sm wakaf"], "qa-saksi": ["saksinya brp"] });
    expect(Object.keys(collected)).toEqual(["qa-hibah", "qa-saksi"]);
  });
});

describe("withoutQuestions", () => {
  it("leaves out the given questions (whatever their case), and an answer left with none", () => {
    const asked = { "qa-hibah": ["beda hibah sm wakaf"], "qa-saksi": ["saksinya brp", "brp saksi ikrar"] };
    expect(withoutQuestions(asked, ["SAKSINYA BRP", "beda hibah sm wakaf"])).toEqual({ "qa-saksi": ["brp saksi ikrar"] });
    expect(withoutQuestions(asked, [])).toEqual(asked);
  });

  it("leaves out a whole set's questions, in the field and outside it (withoutSet)", () => {
    const asked = { "qa-hibah": ["beda hibah sm wakaf"], "qa-saksi": ["saksinya brp", "brp saksi ikrar"] };
    const set = { inField: [{ question: "saksinya brp", mustContain: ["saksi"] }], outOfField: [{ question: "beda hibah sm wakaf" }] };
    expect(withoutSet(asked, set)).toEqual({ "qa-saksi": ["brp saksi ikrar"] });
  });
});
