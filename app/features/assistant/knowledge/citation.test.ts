import { describe, expect, it } from "vitest";
import { citedArticles, citesAny } from "./citation";

const cited = (text: string) => [...citedArticles(text)].sort();

describe("the articles a source cites", () => {
  it("reads each clause's regulation, its articles, lists and ranges", () => {
    expect(cited("UU 41/2004 Pasal 40–41; PP 42/2006 Pasal 49")).toEqual(["pp 42#49", "uu 41#40", "uu 41#41"]);
    expect(cited("UU 41/2004 Pasal 2, 4, dan 5")).toEqual(["uu 41#2", "uu 41#4", "uu 41#5"]);
    expect(cited("Fikih wakaf (syarat sighat); UU 41/2004 Pasal 3 dan Pasal 17")).toEqual(["uu 41#17", "uu 41#3"]);
    expect(cited("PP Nomor 42 Tahun 2006 Pasal 15; UU Nomor 41 Tahun 2004 Pasal 28–31")).toEqual(["pp 42#15", "uu 41#28", "uu 41#29", "uu 41#30", "uu 41#31"]);
  });

  it("does not read a point of an article ('angka', 'ayat') as an article", () => {
    expect(cited("UU 41/2004 Pasal 1 angka 2 dan 4; PP 42/2006")).toEqual(["uu 41#1"]);
    expect(cited("PP 42/2006 Pasal 18 ayat (1)")).toEqual(["pp 42#18"]);
  });

  it("a clause that names no regulation continues the one before it; none at all is any regulation's", () => {
    expect(cited("UU 41/2004 Pasal 12; Pasal 42")).toEqual(["uu 41#12", "uu 41#42"]);
    expect(cited("pasal 18 ngatur naon")).toEqual(["*#18"]);
    expect(cited("Fikih wakaf (jumhur ulama)")).toEqual([]);
  });

  it("reads a question's citation as visitors write it, the regulation before or after the article", () => {
    expect(cited("Dalam kondisi apa harta wakaf dapat ditukar menurut Pasal 41 Undang-Undang Nomor 41 Tahun 2004?")).toEqual(["uu 41#41"]);
    expect(cited("penggolongan harta wakaf menurut Peraturan Pemerintah Nomor 42 Tahun 2006 Pasal 15")).toEqual(["pp 42#15"]);
    expect(cited("uu no 41 thn 2004 pasal 12 ttg apa")).toEqual(["uu 41#12"]);
  });
});

describe("whether a source cites what a question cites", () => {
  const source = citedArticles("UU 41/2004 Pasal 40–41; PP 42/2006 Pasal 49");
  it("the same article of the same regulation, or of any when the question names none", () => {
    expect(citesAny(source, citedArticles("menurut pasal 41 uu 41/2004"))).toBe(true);
    expect(citesAny(source, citedArticles("menurut pasal 41 pp 42/2006"))).toBe(false);
    expect(citesAny(source, citedArticles("pasal 49 ngatur naon"))).toBe(true);
    expect(citesAny(source, citedArticles("pasal 4 ngatur naon"))).toBe(false);
  });
});
