// Build time only (the Vite plugin in scripts/assistant-knowledge.ts runs it): reads every content file
// through its validated accessor and builds the assistant's knowledge, so the assistant follows the
// content at every build.
import { getAssistantQa } from "~/content/assistant-qa.server";
import { getLawCategories } from "~/content/laws.server";
import { getLiterasi } from "~/content/literasi.server";
import { getProfile } from "~/content/profile.server";
import { getQuiz } from "~/content/quiz.server";
import { getOffice } from "~/content/site.server";
import { getSites } from "~/content/sites.server";
import { buildKnowledge } from "./build";
import type { Knowledge } from "./engine";

export function getKnowledge(): Knowledge {
  return buildKnowledge({
    qa: getAssistantQa(),
    literasi: getLiterasi(),
    laws: getLawCategories(),
    quiz: getQuiz(),
    profile: getProfile(),
    office: getOffice(),
    sites: getSites(),
  });
}
