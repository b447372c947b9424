// Build-time access to the validated literasi content; the `.server` suffix keeps zod out of the browser.
import { parseContent } from "./parse";
import { literasi as raw } from "./literasi";
import { LiterasiSchema, type LiterasiContent } from "./literasi.schema";

let cached: LiterasiContent | undefined;

export function getLiterasi(): LiterasiContent {
  cached ??= parseContent("app/content/literasi.ts", LiterasiSchema, raw);
  return cached;
}
