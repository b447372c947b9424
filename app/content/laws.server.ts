// Build-time access to the validated laws content; the `.server` suffix keeps zod out of the browser.
import { parseContent } from "./parse";
import { laws as raw } from "./laws";
import { LawsSchema, type LawCategory } from "./laws.schema";

let cached: LawCategory[] | undefined;

export function getLawCategories(): LawCategory[] {
  cached ??= parseContent("app/content/laws.ts", LawsSchema, raw).categories;
  return cached;
}
