// Build-time access to the validated news content; the `.server` suffix keeps zod out of the browser.
import { parseContent } from "./parse";
import { news as raw } from "./news";
import { NewsSchema, type NewsContent } from "./news.schema";

let cached: NewsContent | undefined;

export function getNews(): NewsContent {
  cached ??= parseContent("app/content/news.ts", NewsSchema, raw);
  return cached;
}
