import { describe, expect, it } from "vitest";
import { PAGE_SECTIONS } from "~/content/assistant-anchors";
import { getOffice } from "~/content/site.server";
import { readFileSync } from "node:fs";
import { getSites, parseSites } from "~/content/sites.server";
import type { MapSite } from "~/lib/register-file";
import { buildKnowledge, containedIn, fill, type KnowledgeInput, MAX_HEARD_TERMS } from "./build";
import { createAsker, docWeight, withKinds } from "./engine";
import { kindsOf } from "./intent";
import { knowledgeInput as input, registerSites } from "./knowledge.server";
import { createSiteFinder, withSite } from "./site-lookup";

// As the panel answers: the index first, then the register for a question that names a site.
const answerTo = (knowledgeInput: KnowledgeInput, question: string, register: MapSite[] = registerSites()) => {
  const knowledge = buildKnowledge(knowledgeInput);
  const indexed = createAsker(knowledge).ask(question);
  const reply = withSite(indexed, question, createSiteFinder(register), knowledge.site);
  return reply.kind === "answer" ? reply.doc.answer : reply.kind === "suggest" ? reply.questions.join(" | ") : reply.answer;
};

// Each case builds the whole knowledge base (a few seconds on a loaded machine).
describe("buildKnowledge", { timeout: 30_000 }, () => {
  it("ships no kinds: the browser reads the same ones from the asked markers and the id (sixth round)", () => {
    const base = input();
    const knowledge = buildKnowledge(base);
    expect(knowledge.docs.every((doc) => doc.kinds === undefined)).toBe(true);
    for (const entry of base.qa.entries) {
      const doc = knowledge.docs.find((shipped) => shipped.id === `qa-${entry.id}`)!;
      expect(withKinds(doc).kinds ?? []).toEqual(kindsOf(entry.questions, doc.id));
    }
    const compare = knowledge.docs.find((doc) => doc.id === "qa-beda-hibah")!;
    expect(withKinds(compare).kinds).toContain("compare");
  });

  it("takes the questions visitors asked as more ways of asking their answer, and refuses an answer it does not have", () => {
    const without = { ...input(), visitorQuestions: {} };
    expect(answerTo(without, "domba tiasa diwakafkeun teu")).not.toContain("benda bergerak");
    const visitorQuestions = { "qa-jenis-harta": ["abdi gaduh domba, tiasa diwakafkeun teu"] };
    const knowledge = buildKnowledge({ ...without, visitorQuestions });
    const doc = knowledge.docs.find((shipped) => shipped.id === "qa-jenis-harta")!;
    // Read as the browser reads a question: Sundanese and chat words become the answers' own terms.
    expect(doc.heard).toEqual(["milik domba wakaf"]);
    expect(doc.asked).not.toContain("milik domba wakaf");
    expect(answerTo({ ...without, visitorQuestions }, "domba tiasa diwakafkeun teu")).toBe(doc.answer);
    expect(() => buildKnowledge({ ...without, visitorQuestions: { "qa-tidak-ada": ["apa ini"] } })).toThrow(/tidak ada: qa-tidak-ada/);
  });

  it("leaves a visitor's long story out of its answer's ways of asking (round 13)", () => {
    const without = { ...input(), visitorQuestions: {} };
    const story =
      "ema abdi tos sepuh pisan teu kiat leumpang tebih, anjeunna hoyong ngawakafkeun kebon kanggo madrasah di lembur. ari ikrar wakaf teh kedah ema nyalira nu sumping ka kantor KUA?";
    const visitorQuestions = { "qa-kuasa": [story, "ikrar wakaf tiasa diwakilan ku putra?"] };
    const doc = buildKnowledge({ ...without, visitorQuestions }).docs.find((shipped) => shipped.id === "qa-kuasa")!;
    expect(doc.heard).toHaveLength(1);
    expect(doc.heard![0]!.split(" ").length).toBeLessThanOrEqual(MAX_HEARD_TERMS);
  });

  it("keeps one visitor question of the same words in another order, and none of its answer's own words (round 15)", () => {
    const without = { ...input(), visitorQuestions: {} };
    const visitorQuestions = { "qa-kuasa": ["ikrar wakaf tiasa diwakilan ku putra?", "diwakilan ku putra ikrar wakaf tiasa teu", "putra diwakilan ikrar wakaf", "wakil wakaf ikrar"] };
    const doc = buildKnowledge({ ...without, visitorQuestions }).docs.find((shipped) => shipped.id === "qa-kuasa")!;
    // Three orders of one question's words: one is kept. "wakil wakaf ikrar" is the answer's own "ikrar wakaf wakil".
    expect(doc.heard).toHaveLength(1);
    expect(doc.heard![0]!.split(" ").sort()).toEqual(["anak", "ikrar", "wakaf", "wakil"].sort());
  });

  it("drops a visitor question another way of its answer holds whole, its words and their pairs (round 16)", () => {
    const without = { ...input(), visitorQuestions: {} };
    const visitorQuestions = { "qa-kuasa": ["ikrar wakaf tiasa diwakilan ku putra?", "diwakilan ku putra", "putra diwakilan"] };
    const doc = buildKnowledge({ ...without, visitorQuestions }).docs.find((shipped) => shipped.id === "qa-kuasa")!;
    // "wakil anak" is inside "ikrar wakaf wakil anak"; "anak wakil" has the same words in another pair.
    expect(doc.heard?.map((way) => way.split(" ").slice(-2).join(" ")).sort()).toEqual(["wakil anak", "anak wakil"].sort());
    expect(doc.heard).toHaveLength(2);
  });

  it("reads a way as contained only when its words and their neighbouring pairs are all in the other", () => {
    expect(containedIn("syarat nazhir", "apa syarat nazhir")).toBe(true);
    expect(containedIn("nazhir syarat", "apa syarat nazhir")).toBe(false);
    expect(containedIn("syarat wakif", "syarat nazhir wakif")).toBe(false);
    expect(containedIn("nazhir", "@what nazhir")).toBe(true);
  });

  it("ships each keyword term once ('biaya, ongkos, bayar, tarif' is one 'biaya'; sixth round)", () => {
    const knowledge = buildKnowledge(input());
    for (const doc of knowledge.docs) {
      const terms = (doc.keywords ?? "").split(" ").filter(Boolean);
      expect(new Set(terms).size, doc.id).toBe(terms.length);
    }
    expect(knowledge.docs.find((doc) => doc.id === "qa-biaya")!.keywords!.split(" ").filter((term) => term === "biaya")).toHaveLength(1);
  });

  it("takes the office's figures from the content, so the assistant follows when the content changes", () => {
    const base = input();
    expect(answerTo(base, "berapa total luas tanah wakaf")).toContain("2.050 m²");
    const sites = getSites().features;
    const extraSite = { ...sites[0]!, id: "musala-baru", properties: { ...sites[0]!.properties, name: "Musala Baru", areaM2: 1000, certified: false } };
    const changed = { ...base, sites: { features: [...sites, extraSite] }, office: { ...base.office, openingHours: "Senin - Sabtu, 07:30 - 15:00" } };
    const register = registerSites(changed.sites);
    expect(answerTo(changed, "berapa total luas tanah wakaf")).toContain("3.050 m²");
    expect(answerTo(changed, "berapa total luas tanah wakaf")).toContain("5 lokasi");
    expect(answerTo(changed, "jam buka kua")).toContain("Senin - Sabtu, 07:30 - 15:00");
    expect(answerTo(changed, "di mana musala baru", register)).toContain("belum bersertifikat");
  });

  it("with unfinished records: the total says how many sites it leaves out; a site's answer says what is missing", () => {
    const unfinished = parseSites("tests/fixtures/sites-unfinished.geojson", readFileSync("tests/fixtures/sites-unfinished.geojson", "utf8"));
    const changed = { ...input(), sites: unfinished };
    const register = registerSites(unfinished);
    const totals = answerTo(changed, "berapa total luas tanah wakaf");
    expect(totals).toContain("6 lokasi");
    expect(totals).toContain("2.961 m² (1 lokasi belum diukur)");
    const unmapped = answerTo(changed, "di mana musala uji belum dipetakan", register);
    expect(unmapped).toContain("Gang Uji No. 7, Kelurahan Lebakgede, Bandung");
    expect(unmapped).toContain("belum dipetakan");
    const unmeasured = answerTo(changed, "berapa luas makam wakaf uji cigadung", register);
    expect(unmeasured).toContain("belum diukur");
    expect(unmeasured).not.toContain("m²");
    // The shipped sample's total names no unmeasured site.
    expect(answerTo(input(), "berapa total luas tanah wakaf")).not.toContain("belum diukur");
  });

  it("indexes the pages' own content: laws and quiz; the Literasi page through the answers that link to each of its sections", () => {
    const knowledge = buildKnowledge(input());
    const ids = knowledge.docs.map((doc) => doc.id);
    expect(ids.filter((id) => id.startsWith("literasi-"))).toEqual([]);
    const linked = new Set(knowledge.docs.map((doc) => doc.link));
    for (const section of PAGE_SECTIONS["/literasi-wakaf"]!) expect(linked, section).toContain(`/literasi-wakaf#${section}`);
    expect(ids).toContain("hukum-uu-41-2004");
    expect(ids).toContain("kuis-1");
    expect(knowledge.docs.find((doc) => doc.id === "hukum-uu-41-2004")?.link).toBe("/dasar-hukum#kategori-undang-undang");
  });

  it("ships no serialised index: the browser indexes the docs' asked terms, keywords and answers", () => {
    const knowledge = buildKnowledge(input());
    expect(knowledge.index).toBeUndefined();
    const doc = knowledge.docs.find((entry) => entry.id === "qa-tukar-guling");
    expect(doc?.keywords).toContain("tukar");
    // A hand-written answer (it has a first question) weighs 1.5 without shipping it; quiz and profile ship 0.8.
    expect(doc?.weight).toBeUndefined();
    expect(docWeight(doc!)).toBe(1.5);
    expect(knowledge.docs.find((entry) => entry.id === "kuis-1")?.weight).toBe(0.8);
    expect(docWeight(knowledge.docs.find((entry) => entry.id === "hukum-uu-41-2004")!)).toBe(1);
    // Informal ways of asking are stored as the answers' own terms ("wakafin" → "wakaf").
    expect(knowledge.docs.find((entry) => entry.id === "qa-tata-cara")?.asked?.some((asked) => asked.split(" ").includes("wakafin"))).toBe(false);
    const reply = createAsker(knowledge).ask("tukar guling tanah wakaf boleh?");
    expect(reply.kind === "answer" && reply.doc.id).toBe("qa-tukar-guling");
  });

  it("fills the fallback with the office's phone and email", () => {
    const { fallback } = buildKnowledge(input());
    expect(fallback.answer).toContain(getOffice().phone.display);
    expect(fallback.answer).toContain(getOffice().email);
  });
});

describe("fill", () => {
  it("replaces placeholders and refuses an unknown one", () => {
    expect(fill("Alamat {officeName}.", { officeName: "KUA" })).toBe("Alamat KUA.");
    expect(() => fill("Telepon {fax}", {})).toThrowError(/\{fax\}/);
  });
});
