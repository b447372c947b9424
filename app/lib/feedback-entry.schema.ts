// The wire schema of the feedback entry (the rest of the contract is in ./feedback-entry.ts). Written
// with `zod/mini` (tree-shakable functions) because the browser's lazy sender loads it; imported only by
// that sender (runner.ts) and by the server, never by code that runs up front on every page.
import * as z from "zod/mini";
import { EMAIL_PATTERN } from "./email";
import { hasVisibleText, normalizeStoredText } from "./visible-text";
import { FEEDBACK_LIMITS, HONEYPOT_FIELD, type EntryCheck, type FeedbackField } from "./feedback-entry";

// Lowercased first, so "ABC…" and "abc…" can never become two rows for the same entry.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// A lone UTF-16 surrogate is not text: SQLite would store it as U+FFFD, so the office would read
// something other than what was sent. Found by the API's fuzz test.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = z.refine<string>((value) => !LONE_SURROGATE.test(value));
// Text made only of invisible characters (zero-width space, Hangul filler, NUL…) counts as empty.
const visible = z.refine<string>(hasVisibleText);

const requiredText = (max: number) =>
  z.string().check(z.overwrite(normalizeStoredText), z.minLength(1), z.maxLength(max), wellFormed, visible);

export const FeedbackEntrySchema = z.strictObject({
  id: z.string().check(z.maxLength(36), z.toLowerCase(), z.regex(UUID_PATTERN)),
  name: requiredText(FEEDBACK_LIMITS.name),
  email: z.string().check(z.overwrite(normalizeStoredText), z.maxLength(FEEDBACK_LIMITS.email), z.regex(EMAIL_PATTERN), wellFormed, visible),
  message: requiredText(FEEDBACK_LIMITS.message),
  // ISO 8601 date-time as `new Date().toISOString()` writes it; an offset is accepted too. Zod also
  // rejects impossible calendar days (2025-02-30).
  timestamp: z.iso.datetime({ offset: true }).check(z.maxLength(40)),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
});

const FIELDS = new Set<string>(Object.keys(FeedbackEntrySchema.def.shape));

/** Validates one untrusted value and names the first problem, for an error message in Indonesian. */
export function checkFeedbackEntry(value: unknown): EntryCheck {
  const result = FeedbackEntrySchema.safeParse(value);
  if (result.success) return { ok: true, entry: result.data };
  const issue = result.error.issues[0];
  if (!issue || issue.path.length === 0) {
    return { ok: false, problem: issue?.code === "unrecognized_keys" ? "unknown_field" : "not_object" };
  }
  const key = issue.path[0];
  if (typeof key === "string" && FIELDS.has(key)) {
    return { ok: false, problem: "invalid_field", field: key as FeedbackField };
  }
  return { ok: false, problem: "unknown_field" };
}
