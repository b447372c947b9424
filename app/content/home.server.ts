// Build-time access to the validated home content; the `.server` suffix keeps zod out of the browser.
import { parseContent } from "./parse";
import { home as raw } from "./home";
import { HomeSchema, type HomeContent } from "./home.schema";

let cached: HomeContent | undefined;

export function getHome(): HomeContent {
  cached ??= parseContent("app/content/home.ts", HomeSchema, raw);
  return cached;
}
