import { describe, expect, it } from "vitest";
import { buildIndex, createAsker, type IndexedDoc, type Knowledge, isOutsideField, namesField, wordForms } from "./engine";
import { intentsOf, kindsOf } from "./intent";
import { termsOf } from "./normalize";

// A small knowledge base built in the test, the way build.ts builds the real one: each answer's kinds and
// asked terms come from its questions.
interface Entry {
  id: string;
  questions: string[];
  answer: string;
}
const asked = (text: string) => [...new Set(termsOf(text)), ...[...intentsOf(text)].sort().map((intent) => `@${intent}`)].join(" ");
function make(entries: Entry[], outside: { words: string[]; fieldWords: string[] } = { words: [], fieldWords: [] }): Knowledge {
  const indexed: IndexedDoc[] = entries.map(({ id, questions, answer }) => ({ id, questions: questions.join(" "), keywords: "", answer, weight: 1.5 }));
  return {
    docs: entries.map(({ id, questions, answer }) => ({ id, answer, link: "/", question: questions[0]!, kinds: kindsOf(questions.join(" "), id), asked: questions.map(asked) })),
    index: buildIndex(indexed),
    fallback: { answer: "Maaf, hubungi kantor kami.", link: "/kritik-saran" },
    outsideField: { words: wordForms(outside.words), fieldWords: wordForms(outside.fieldWords) },
    site: { answer: "{name}", answerUnmeasured: "{name}", unmapped: "-", certified: "ya", notCertified: "belum", link: "/pemetaan-wakaf" },
  };
}

const entries: Entry[] = [
  { id: "larangan", questions: ["Bolehkah tanah wakaf dijual atau dihibahkan?"], answer: "Tidak boleh: tanah wakaf dilarang dijual, dihibahkan atau diwariskan." },
  { id: "beda-wakaf-hibah", questions: ["Apa bedanya wakaf dan hibah?"], answer: "Hibah menjadikan penerima pemilik; wakaf tidak dimiliki siapa pun." },
  { id: "sertifikat-nazhir", questions: ["Sertifikat tanah wakaf atas nama siapa?"], answer: "Sertifikat tanah wakaf atas nama nazhir." },
  { id: "nazhir-diganti", questions: ["Bagaimana jika nazhir meninggal?", "Siapa mengurus wakaf bila nazhir wafat?"], answer: "Nazhir yang wafat diganti; wakafnya tetap berjalan." },
  { id: "tata-cara", questions: ["Bagaimana cara berwakaf tanah di KUA?"], answer: "Datang ke KUA, ikrar di hadapan PPAIW, lalu didaftarkan." },
  { id: "biaya", questions: ["Berapa biaya sertifikat tanah wakaf?"], answer: "Rp0." },
  { id: "masa-nazhir", questions: ["Berapa lama masa jabatan nazhir?"], answer: "5 tahun." },
];
const outside = { words: ["nikah", "haji", "zakat"], fieldWords: ["wakaf", "nazhir"] };
const asker = createAsker(make(entries, outside));
const idOf = (question: string) => {
  const reply = asker.ask(question);
  return reply.kind === "answer" ? reply.doc.id : reply.kind;
};

describe("intents", () => {
  it("reads the kind of question from its question words, Sundanese too", () => {
    expect([...intentsOf("apa bedanya wakaf dan hibah?")]).toEqual(["compare"]);
    expect([...intentsOf("Bolehkah wakaf dijual")]).toEqual(["permission"]);
    expect([...intentsOf("kumaha lamun nazhir maot, saha nu ngurus")].sort()).toEqual(["person", "situation"]);
    expect([...intentsOf("sabaraha biayana")]).toEqual(["cost"]);
    expect([...intentsOf("berapa lama prosesnya")]).toEqual(["duration"]);
  });

  it("derives an answer's kinds from its questions and id, so writers tag nothing", () => {
    expect(kindsOf("Apa itu wakaf?", "qa-pengertian-wakaf")).toEqual([]);
    expect(kindsOf("Wakaf atau hibah?", "qa-beda-wakaf-hibah")).toEqual(["compare"]);
  });
});

describe("the second stage ranks by meaning", () => {
  it("a comparison is answered by the comparison, not by the answer that shares the most words", () => {
    expect(idOf("apa bedanya wakaf dan hibah?")).toBe("beda-wakaf-hibah");
    expect(idOf("perbedaan hibah dengan wakaf")).toBe("beda-wakaf-hibah");
  });

  it("a situation is answered by the situation, not by the answer naming a person", () => {
    expect(idOf("kalau nazhir meninggal siapa yang mengurus?")).toBe("nazhir-diganti");
    expect(idOf("nazhir wafat gimana")).toBe("nazhir-diganti");
  });

  it("a strong intent the best match does not answer is not answered with it", () => {
    // Only the sale answer shares "tanah wakaf"; "berapa lama" asks a duration it does not give.
    const reply = asker.ask("berapa lama tanah wakaf dijual");
    expect(reply.kind).not.toBe("answer");
  });

  it("keeps answering plain questions", () => {
    expect(idOf("Bolehkah tanah wakaf dijual?")).toBe("larangan");
    expect(idOf("berapa biaya sertifikat tanah wakaf")).toBe("biaya");
    expect(idOf("masa jabatan nazhir berapa lama")).toBe("masa-nazhir");
  });
});

describe("unsure: the closest questions instead of a guess", () => {
  it("a weak match offers the closest questions it knows (their first question), not an answer", () => {
    const reply = asker.ask("nazhir tanah wakaf sertifikat hilang dicuri");
    expect(reply.kind).toBe("suggest");
    expect(reply.kind === "suggest" && reply.questions).toContain("Sertifikat tanah wakaf atas nama siapa?");
    expect(reply.kind === "suggest" && reply.questions.length).toBeLessThanOrEqual(3);
  });

  it("a question far from everything gets the fallback, without suggestions", () => {
    expect(asker.ask("resep rendang padang").kind).toBe("fallback");
    expect(asker.ask("skor persib tadi malam").kind).toBe("fallback");
  });
});

describe("other KUA services", () => {
  it("get the fallback with the office's contact, never a wakaf procedure", () => {
    for (const question of ["Cara daftar haji?", "berapa biaya nikah di kua", "syarat menikah", "zakat fitrah berapa"]) {
      const reply = asker.ask(question);
      expect(reply.kind, question).toBe("fallback");
      expect(reply.kind === "fallback" && reply.answer).toContain("hubungi kantor");
    }
  });

  it("unless the question is about wakaf", () => {
    expect(asker.ask("wakaf untuk biaya haji").kind).not.toBe("fallback");
    expect(asker.ask("biaya sertifikat tanah wakaf untuk biaya haji").kind).toBe("answer");
  });

  it("catches other forms of the words, and forms of the field's words the stemmer misses", () => {
    const words = new Set(wordForms(["nikah"]));
    const field = new Set(wordForms(["wakaf"]));
    expect(isOutsideField(["pernikahan"], termsOf("pernikahan"), words, field)).toBe(true);
    expect(isOutsideField(["menikah"], termsOf("menikah"), words, field)).toBe(true);
    expect(namesField(["diwakafin"], field)).toBe(true);
    expect(isOutsideField(["nikah", "diwakafin"], termsOf("nikah diwakafin"), words, field)).toBe(false);
  });
});
