import { describe, expect, it } from "vitest";
import { linkProblem, PAGE_SECTIONS } from "./assistant-anchors";
import { assistantQa } from "./assistant-qa";
import { getAssistantQa, parseAssistantQa } from "./assistant-qa.server";

const withLink = (link: string) => ({
  ...assistantQa,
  entries: assistantQa.entries.map((entry, index) => (index === 2 ? { ...entry, link } : entry)),
});

describe("assistant questions and answers", () => {
  it("are valid, and every link leads to an existing page section", () => {
    expect(getAssistantQa().entries.length).toBeGreaterThanOrEqual(40);
  });

  it("a link to a section that does not exist fails, naming the entry and the field", () => {
    expect(() => parseAssistantQa(withLink("/literasi-wakaf#tidak-ada"))).toThrowError(
      /item 3 \("syarat-wakif"\) → field "link": bagian "#tidak-ada" tidak ada di halaman \/literasi-wakaf/,
    );
  });

  it("a link to a page that does not exist fails", () => {
    expect(() => parseAssistantQa(withLink("/halaman-hilang"))).toThrowError(/halaman "\/halaman-hilang" tidak ada/);
  });

  it("links to Dasar Hukum sections follow the law categories", () => {
    expect(() => parseAssistantQa(withLink("/dasar-hukum#kategori-undang-undang"))).not.toThrow();
    expect(() => parseAssistantQa(withLink("/dasar-hukum#kategori-fatwa"))).toThrowError(/kategori-fatwa/);
  });

  it("an answer too long for the panel fails", () => {
    const long = { ...assistantQa, entries: [{ ...assistantQa.entries[0]!, answer: "Wakaf. ".repeat(80) }] };
    expect(() => parseAssistantQa(long)).toThrowError(/jawaban terlalu panjang/);
  });
});

describe("the words outside the field", () => {
  it("name the other KUA services and the field's own words", () => {
    const { outsideField } = getAssistantQa();
    expect(outsideField.words).toEqual(expect.arrayContaining(["nikah", "rujuk", "cerai", "haji", "umrah", "halal", "zakat"]));
    expect(outsideField.fieldWords).toContain("wakaf");
  });

  it("must be single words in lower case, never a word of the field", () => {
    const withWords = (words: string[]) => ({ ...assistantQa, outsideField: { ...assistantQa.outsideField, words } });
    expect(() => parseAssistantQa(withWords(["kartu nikah"]))).toThrowError(/satu kata dalam huruf kecil/);
    expect(() => parseAssistantQa(withWords(["Haji"]))).toThrowError(/satu kata dalam huruf kecil/);
    expect(() => parseAssistantQa(withWords(["haji", "wakaf"]))).toThrowError(/"wakaf" juga ada di fieldWords/);
  });
});

describe("linkProblem", () => {
  it("accepts a page, or a page with one of its sections", () => {
    expect(linkProblem("/kuis-wakaf", PAGE_SECTIONS)).toBeNull();
    expect(linkProblem("/profil-kua#kontak", PAGE_SECTIONS)).toBeNull();
    expect(linkProblem("/profil-kua#kontak#lagi", PAGE_SECTIONS)).toMatch(/lebih dari satu/);
  });
});
