// Build-time access to the assistant's questions and answers, with every link checked against the pages'
// sections (assistant-anchors.ts; Dasar Hukum's come from laws.ts). A broken link stops the build.
import { withLawSections } from "./assistant-anchors";
import { assistantQa } from "./assistant-qa";
import { assistantQaSchema, type AssistantQa } from "./assistant-qa.schema";
import { laws } from "./laws";
import { LawsSchema } from "./laws.schema";
import { loadContent } from "./load.server";
import { parseContent } from "./parse";

export const ASSISTANT_QA_FILE = "app/content/assistant-qa.ts";

/** Every page's linkable sections, Dasar Hukum's included. */
export function pageSections(): Record<string, readonly string[]> {
  return withLawSections(loadContent("laws", LawsSchema, laws).categories);
}

/** Validates a questions-and-answers file's data (the real one, or a test's). */
export function parseAssistantQa(data: unknown, file = ASSISTANT_QA_FILE): AssistantQa {
  return parseContent(file, assistantQaSchema(pageSections()), data);
}

let cached: AssistantQa | undefined;

export function getAssistantQa(): AssistantQa {
  cached ??= parseAssistantQa(assistantQa);
  return cached;
}
