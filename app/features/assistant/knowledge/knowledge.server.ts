// Build time only (the Vite plugin in scripts/assistant-knowledge.ts runs it): reads every content file
// through its validated accessor and builds the assistant's knowledge, so the assistant follows the
// content at every build.
import { getAssistantQa } from "~/content/assistant-qa.server";
import { visitorQuestions } from "~/content/assistant-visitor-questions";
import { VisitorQuestionsSchema } from "~/content/assistant-visitor-questions.schema";
import { laws } from "~/content/laws";
import { LawsSchema } from "~/content/laws.schema";
import { loadContent } from "~/content/load.server";
import { profile } from "~/content/profile";
import { ProfileSchema } from "~/content/profile.schema";
import { quiz } from "~/content/quiz";
import { QuizContentSchema } from "~/content/quiz.schema";
import { getOffice } from "~/content/site.server";
import { getSites } from "~/content/sites.server";
import { buildKnowledge, type KnowledgeInput } from "./build";
import type { SitesCollection } from "~/content/sites.schema";
import type { MapSite } from "~/lib/register-file";
import { sitesFromGeoJson } from "~/lib/wakaf-site";
import type { Knowledge } from "./engine";
import { type ShippedKnowledge, toShipped } from "./shipped";

/** The validated content the knowledge is built from. */
export function knowledgeInput(): KnowledgeInput {
  return {
    qa: getAssistantQa(),
    laws: loadContent("laws", LawsSchema, laws).categories,
    quiz: loadContent("quiz", QuizContentSchema, quiz),
    profile: loadContent("profile", ProfileSchema, profile),
    office: getOffice(),
    sites: getSites(),
    visitorQuestions: loadContent("assistant-visitor-questions", VisitorQuestionsSchema, visitorQuestions),
  };
}

export function getKnowledge(): Knowledge {
  return buildKnowledge(knowledgeInput());
}

/** The knowledge as the panel's chunk carries it (shipped.ts). */
export function getShippedKnowledge(): ShippedKnowledge {
  return toShipped(getKnowledge());
}

/** The register's sites as the browser reads them from /data/tanah-wakaf.json (for tests and the evaluation). */
export function registerSites(sites: Pick<SitesCollection, "features"> = getSites()): MapSite[] {
  return sitesFromGeoJson(sites);
}
