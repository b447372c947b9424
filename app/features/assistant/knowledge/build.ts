// Build time only: turns the validated content files into the assistant's knowledge (answers + index).
// Pure: the content comes in as arguments (knowledge.server.ts reads it), so tests can feed their own.
import { fillText } from "~/lib/fill-text";
import type { AssistantQa } from "~/content/assistant-qa.schema";
import type { VisitorQuestions } from "~/content/assistant-visitor-questions.schema";
import type { LawCategory } from "~/content/laws.schema";
import type { ProfileContent } from "~/content/profile.schema";
import type { QuizContent } from "~/content/quiz.schema";
import type { Office } from "~/content/schema";
import { formatArea, formatNumber, formatPercent } from "~/lib/format";
import { type Knowledge, type KnowledgeDoc, type SiteTemplate, intentMarker, pairsOf, wordForms } from "./engine";
import { intentsOf } from "./intent";
import { termsOf } from "./normalize";

/** The site properties the assistant reads; the sites file may carry more (they are ignored). */
export interface SiteInput {
  id: string;
  /** `areaM2` is absent while the parcel has not been measured. */
  properties: { name: string; address: string; type: string; areaM2?: number | undefined; certified: boolean };
}

export interface KnowledgeInput {
  qa: AssistantQa;
  laws: readonly LawCategory[];
  quiz: QuizContent;
  profile: ProfileContent;
  office: Office;
  sites: { features: readonly SiteInput[] };
  /** Questions visitors asked, by the id of the answer that answers them (none when absent). */
  visitorQuestions?: VisitorQuestions;
}

type Entry = Omit<KnowledgeDoc, "kinds" | "asked"> & { questions: string; keywords: string; weight: number; asked?: readonly string[] };

/** Replaces {name} placeholders; a placeholder without a value is a build error, not a silent gap. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  const unknown = [...template.matchAll(/\{(\w+)\}/g)].find(([, key]) => values[key!] === undefined);
  if (unknown) throw new Error(`Templat asisten memakai {${unknown[1]}} yang tidak dikenal: "${template}"`);
  return fillText(template, values);
}

/** The most terms a visitor's question may have to be shipped as one of its answer's ways of asking. */
export const MAX_HEARD_TERMS = 10;

/** A way of asking's words, whatever their order and without its intent markers. */
const wordsOf = (terms: string) => [...new Set(terms.split(" ").filter((term) => !term.startsWith("@")))].sort().join(" ");

/** A way of asking as the engine compares it (engine.ts, `closeness`): its terms and pairs of neighbouring terms, without intent markers. */
const partsOf = (way: string): ReadonlySet<string> => {
  const terms = way.split(" ").filter((term) => !term.startsWith("@"));
  return new Set([...terms, ...pairsOf(terms)]);
};

const holds = (outer: ReadonlySet<string>, inner: ReadonlySet<string>) => [...inner].every((part) => outer.has(part));

/** Whether every term and every pair of neighbouring terms of one way of asking is in another. */
export const containedIn = (way: string, other: string) => holds(partsOf(other), partsOf(way));

/**
 * An answer's visitor questions less those another of its ways holds whole, words and pairs ("nazhir syarat"
 * in "nazhir syarat apa saja"): they add nothing the engine compares (round 16: 0.3 KB gzip, figures
 * unchanged). Of two that hold each other, the later goes.
 */
function withoutContained(asked: readonly string[], heard: readonly string[]): string[] {
  const parts = new Map([...asked, ...heard].map((way) => [way, partsOf(way)]));
  const kept = [...heard];
  for (let index = kept.length - 1; index >= 0; index--) {
    const way = kept[index]!;
    const heldBy = (other: string) => other !== way && holds(parts.get(other)!, parts.get(way)!);
    if (asked.some(heldBy) || kept.some(heldBy)) kept.splice(index, 1);
  }
  return kept;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function buildKnowledge(input: KnowledgeInput): Knowledge {
  // The Literasi page's sections are not answers of their own (round 20, decision 159): each of its facts has
  // a hand-written answer that links to its section, and as snippets they only took the re-ranker's places
  // and 1.4 KB of the panel (seen sets left out in turn: 2,575 → 2,581 right, 97 → 94 wrong).
  const entries: Entry[] = [
    ...qaEntries(input.qa),
    ...officeEntries(input),
    ...lawEntries(input.laws),
    ...quizEntries(input.quiz),
    ...profileEntries(input.profile),
  ];
  // Each hand-written answer carries its first question: the button offered when the assistant is unsure.
  // The kinds of question it answers are not shipped: the browser reads them from the intent markers of
  // `asked` and from the id (engine.ts, `withKinds`), as `kindsOf` reads the questions and id.
  // `asked` keeps the terms of each way it is asked, for the re-ranker (a page title counts as one), and the
  // browser indexes them with the keywords' terms and the answer (engine.ts, indexDocs): no serialised
  // index is shipped.
  // The ways of asking are read as the browser reads a question: an informal word ("wakafin", "carana")
  // becomes the term of the answers' own language when they have it.
  const formal = new Set(entries.flatMap(({ answer, keywords }) => [...termsOf(answer), ...termsOf(keywords)]));
  // Questions visitors really asked are more ways of asking their answer (decision 146).
  const visitorQuestions = input.visitorQuestions ?? {};
  const ids = new Set(entries.map((entry) => entry.id));
  const strays = Object.keys(visitorQuestions).filter((id) => !ids.has(id));
  if (strays.length > 0) throw new Error(`Pertanyaan pengunjung menunjuk jawaban yang tidak ada: ${strays.join(", ")}`);
  const askedTermsOf = (text: string, options?: { intents: boolean }) => askedTerms(text, (term) => formal.has(term), options);
  const docs: KnowledgeDoc[] = entries.map(({ id, answer, source, link, question, questions, keywords, weight, asked }) => {
    const askedTerms = [...new Set((asked ?? [questions]).map((question) => askedTermsOf(question)).filter(Boolean))];
    // A visitor's question gives its terms only: the kinds of question an answer answers stay those of its
    // own ways of asking (a story's "kalau" does not make it an answer about situations).
    // Sorted: the engine reads them as a set (the order of an answer's ways never counts), and like ways
    // side by side pack smaller in the panel's chunk.
    // A long story (more than MAX_HEARD_TERMS terms) stays out: its words are mostly the story's, it is close
    // to no other question, and it weighs in the panel's chunk (round 13: 2 KB gzip, figures unchanged).
    // A question of the same words as a way already kept, in the same or another order ("wakaf arti" and
    // "arti wakaf"), stays out too: only the order of two words would tell them apart (round 15: 0.3 KB gzip, figures
    // unchanged).
    // So does a question another way holds whole (`withoutContained`).
    const kept = new Set(askedTerms.map(wordsOf));
    const heardOnce = (visitorQuestions[id] ?? [])
      .map((question) => askedTermsOf(question, { intents: false }))
      .filter((terms) => terms && terms.split(" ").length <= MAX_HEARD_TERMS)
      .sort()
      .filter((terms) => {
        const words = wordsOf(terms);
        if (kept.has(words)) return false;
        kept.add(words);
        return true;
      });
    const heard = withoutContained(askedTerms, heardOnce);
    // Each keyword term once: synonyms ("biaya, ongkos, bayar, tarif") read as one term must not weigh as many.
    const keywordTerms = [...new Set(termsOf(keywords))].join(" ");
    return {
      id,
      answer,
      ...(source ? { source } : {}),
      link,
      ...(question ? { question } : {}),
      asked: askedTerms,
      ...(heard.length > 0 ? { heard } : {}),
      ...(keywordTerms ? { keywords: keywordTerms } : {}),
      // The browser reads 1.5 for a hand-written answer and 1 for page text (engine.ts, `docWeight`).
      ...(weight !== (question ? 1.5 : 1) ? { weight } : {}),
    };
  });
  const { office } = input;
  const templates = input.qa.officeAnswers;
  return {
    docs,
    fallback: {
      answer: fill(input.qa.officeAnswers.fallback.answer, { officeName: office.officeName, phone: office.phone.display, email: office.email }),
      link: input.qa.officeAnswers.fallback.link,
    },
    outsideField: { words: wordForms(input.qa.outsideField.words), fieldWords: wordForms(input.qa.outsideField.fieldWords) },
    site: siteTemplate(templates.site),
  };
}

/** One way an answer is asked, as the re-ranker compares it: its terms in order, then its intents' markers (unless left out). */
function askedTerms(text: string, known: (term: string) => boolean, { intents = true } = {}): string {
  return [...new Set(termsOf(text, known)), ...(intents ? [...intentsOf(text)].sort().map(intentMarker) : [])].join(" ");
}

/** The browser fills the site answer; the list's "more" line and the totals' "not measured" stay here. */
function siteTemplate({ listMore: _listMore, unmeasuredCount: _unmeasuredCount, ...template }: AssistantQa["officeAnswers"]["site"]): SiteTemplate {
  return template;
}

/** The list answer names the first sites only, so its length (and the index) does not grow with the register. */
export const LISTED_SITES_MAX = 8;

function listedSites(list: ReadonlyArray<{ name: string; address: string }>, more: string): string {
  const named = list.slice(0, LISTED_SITES_MAX).map((site) => `${site.name} (${site.address})`).join("; ");
  const rest = list.length - LISTED_SITES_MAX;
  return rest > 0 ? `${named}; ${fillText(more, { count: rest })}` : named;
}

function qaEntries(qa: AssistantQa): Entry[] {
  return qa.entries.map((entry) => ({
    id: `qa-${entry.id}`,
    question: entry.questions[0]!,
    asked: entry.questions,
    questions: entry.questions.join(" "),
    keywords: entry.keywords ?? "",
    answer: entry.answer,
    ...(entry.source ? { source: entry.source } : {}),
    link: entry.link,
    weight: 1.5,
  }));
}

function officeEntries({ qa, office, sites }: KnowledgeInput): Entry[] {
  const templates = qa.officeAnswers;
  const values = {
    officeName: office.officeName,
    subDistrict: office.subDistrict,
    address: office.address,
    phone: office.phone.display,
    email: office.email,
    openingHours: office.openingHours,
  };
  const list = sites.features.map((site) => site.properties);
  const totalArea = list.reduce((sum, site) => sum + (site.areaM2 ?? 0), 0);
  // The total leaves out the sites not measured yet, and says how many they are.
  const unmeasured = list.filter((site) => site.areaM2 === undefined).length;
  const certified = list.filter((site) => site.certified).length;
  const typeCounts = new Map<string, number>();
  for (const site of list) typeCounts.set(site.type, (typeCounts.get(site.type) ?? 0) + 1);
  const siteValues = {
    ...values,
    count: formatNumber(list.length),
    totalArea: unmeasured > 0 ? `${formatArea(totalArea)} (${fill(templates.site.unmeasuredCount, { count: formatNumber(unmeasured) })})` : formatArea(totalArea),
    certifiedPercent: formatPercent(list.length ? (certified / list.length) * 100 : 0),
    types: [...typeCounts].map(([type, count]) => `${type} ${formatNumber(count)}`).join(", "),
    sites: listedSites(list, templates.site.listMore),
  };
  const office_ = (id: keyof typeof templates, vals: Record<string, string>): Entry => {
    const template = templates[id];
    if (!("questions" in template)) throw new Error(`officeAnswers.${id} has no questions`);
    return {
      id: `kantor-${id}`,
      question: template.questions[0]!,
      asked: template.questions,
      questions: template.questions.join(" "),
      keywords: template.keywords,
      answer: fill(template.answer, vals),
      link: template.link,
      weight: 1.5,
    };
  };
  return [
    office_("address", values),
    office_("contact", values),
    office_("hours", values),
    office_("siteTotals", siteValues),
    office_("siteList", siteValues),
  ];
}

function lawEntries(categories: readonly LawCategory[]): Entry[] {
  return categories.flatMap((category) =>
    category.laws.map((law) => {
      const title = law.subject ? `${law.title} ${law.subject}` : law.title;
      return {
        id: `hukum-${law.id}`,
        questions: title,
        keywords: category.name,
        answer: law.summary ? `${title}: ${sentence(law.summary)}` : `${title}.`,
        link: `/dasar-hukum#kategori-${category.id}`,
        weight: 1,
      };
    }),
  );
}

function quizEntries(quiz: QuizContent): Entry[] {
  return quiz.questions.map((question, index) => ({
    id: `kuis-${index + 1}`,
    questions: question.question,
    keywords: question.topic,
    answer: sentence(question.options[question.correct] ?? ""),
    source: question.source,
    link: "/kuis-wakaf",
    weight: 0.8,
  }));
}

function profileEntries(profile: ProfileContent): Entry[] {
  return [
    {
      id: "profil-tentang",
      questions: profile.about.title,
      keywords: "",
      answer: profile.about.paragraphs.join(" "),
      link: "/profil-kua#tentang",
      weight: 0.8,
    },
    {
      id: "profil-visi",
      questions: profile.vision.title,
      keywords: "",
      answer: `${profile.vision.title}: ${profile.vision.text}`,
      link: "/profil-kua#visi",
      weight: 1,
    },
    {
      id: "profil-misi",
      questions: profile.missions.title,
      keywords: "",
      answer: `${profile.missions.title}: ${profile.missions.items.join(" ")}`,
      link: "/profil-kua#misi",
      weight: 1,
    },
    ...profile.services.items.map((service) => ({
      id: `profil-layanan-${service.id}`,
      questions: `${profile.services.title} ${service.title}`,
      keywords: "",
      answer: `${service.title}: ${service.description}`,
      link: "/profil-kua#layanan-kua",
      weight: 0.8,
    })),
  ];
}
