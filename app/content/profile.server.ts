// Build-time access to the validated profile content; the `.server` suffix keeps zod out of the browser.
import { parseContent } from "./parse";
import { profile as raw } from "./profile";
import { ProfileSchema, type ProfileContent } from "./profile.schema";

let cached: ProfileContent | undefined;

export function getProfile(): ProfileContent {
  cached ??= parseContent("app/content/profile.ts", ProfileSchema, raw);
  return cached;
}
