import { describe, expect, it } from "vitest";
import { termOf, termsOf, tokenize } from "./normalize";

describe("tokenize", () => {
  it("lower-cases, drops punctuation and diacritics, and joins words split by an apostrophe", () => {
    expect(tokenize("Apa itu MAUQUF 'ALAIH?!")).toEqual(["apa", "itu", "mauquf", "alaih"]);
    expect(tokenize("Mauqūf ʻalaih, Ali ’Imran (3): 92")).toEqual(["mauquf", "alaih", "ali", "imran", "3", "92"]);
  });

  it("keeps e-mail as one word but splits reduplication", () => {
    expect(tokenize("alamat e-mail langkah-langkah")).toEqual(["alamat", "e-mail", "langkah", "langkah"]);
  });
});

describe("stemming of Indonesian affixes", () => {
  it.each(["mewakafkan", "perwakafan", "diwakafkan", "berwakaf", "wakafnya", "wakafkan"])("%s → wakaf", (word) => {
    expect(termOf(word)).toBe("wakaf");
  });

  it("repairs stems whose first letter a prefix swallowed", () => {
    expect(termOf("mengelola")).toBe(termOf("dikelola"));
    expect(termOf("penukaran")).toBe("tukar");
    expect(termOf("pemanfaatan")).toBe(termOf("manfaat"));
  });

  it("does not turn 'berapa' into 'apa' (a stopword)", () => {
    expect(termOf("berapa")).toBe("berapa");
  });
});

describe("spelling variants, chat forms and synonyms", () => {
  it.each(["nadzir", "nazir", "nazhir", "Nadzirnya"])("%s → nazhir", (word) => {
    expect(termsOf(word)).toEqual(["nazhir"]);
  });

  it("reads casual spelling as the formal question", () => {
    expect(termsOf("bgmn cara wakap yg benar?")).toEqual(termsOf("Bagaimana cara wakaf yang benar?"));
    expect(termsOf("gmn sy mau wakaf aja")).toEqual(termsOf("bagaimana saya mau wakaf saja"));
  });

  it.each(["ga", "gak", "nggak", "tdk", "tidak"])("'%s' is the stopword tidak", (word) => {
    expect(termsOf(`boleh ${word} dijual`)).toEqual(["jual"]);
  });

  it("tukar guling, ruislag and ditukar are one term", () => {
    expect(new Set(termsOf("tukar guling"))).toEqual(new Set(["tukar"]));
    expect(termsOf("ruislag")).toEqual(["tukar"]);
    expect(termsOf("ditukar")).toEqual(["tukar"]);
  });

  it("biaya, ongkos and bayar are one term", () => {
    expect(termsOf("ongkos")).toEqual(["biaya"]);
    expect(termsOf("bayar")).toEqual(["biaya"]);
    expect(termsOf("biayanya")).toEqual(["biaya"]);
  });

  it("drops question words and politeness, keeps the meaning", () => {
    expect(termsOf("Tolong jelaskan apa itu wakaf produktif dong kak")).toEqual(["wakaf", "produktif"]);
  });
});
