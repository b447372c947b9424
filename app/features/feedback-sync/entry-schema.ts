// The one definition of a feedback entry on the wire, shared by the browser's sender and the server's
// API so both accept exactly the same entries. Written with `zod/mini` (tree-shakable functions instead
// of methods) because the browser loads it: the full zod build would cost far more bytes — see
// docs/decisions/052-shared-feedback-entry-schema.md.
import * as z from "zod/mini";
import { EMAIL_PATTERN } from "../../lib/email";
import { hasVisibleText, normalizeText } from "../../lib/visible-text";

/** Length limits in UTF-16 code units, checked after trimming and NFC normalisation. */
export const FEEDBACK_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/**
 * A field that people never see (hidden from view and from assistive technology). Bots that fill in
 * every input fill it too; the API then answers as if it stored the entry, and drops it.
 */
export const HONEYPOT_FIELD = "website";

// Lowercased first, so "ABC…" and "abc…" can never become two rows for the same entry.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// A lone UTF-16 surrogate is not text: SQLite would store it as U+FFFD, so the office would read
// something other than what was sent. Found by the API's fuzz test.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = z.refine<string>((value) => !LONE_SURROGATE.test(value));
// Text made only of invisible characters (zero-width space, Hangul filler, NUL…) counts as empty.
const visible = z.refine<string>(hasVisibleText);

const requiredText = (max: number) =>
  z.string().check(z.overwrite(normalizeText), z.minLength(1), z.maxLength(max), wellFormed, visible);

export const FeedbackEntrySchema = z.strictObject({
  id: z.string().check(z.maxLength(36), z.toLowerCase(), z.regex(UUID_PATTERN)),
  name: requiredText(FEEDBACK_LIMITS.name),
  email: z.string().check(z.overwrite(normalizeText), z.maxLength(FEEDBACK_LIMITS.email), z.regex(EMAIL_PATTERN), wellFormed, visible),
  message: requiredText(FEEDBACK_LIMITS.message),
  // ISO 8601 date-time as `new Date().toISOString()` writes it; an offset is accepted too. Zod also
  // rejects impossible calendar days (2025-02-30).
  timestamp: z.iso.datetime({ offset: true }).check(z.maxLength(40)),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
});

/** What the API receives (before trimming and lowercasing). */
export type FeedbackEntryInput = z.input<typeof FeedbackEntrySchema>;
/** A validated entry, normalised: text trimmed and NFC, id lowercased. */
export type FeedbackEntry = z.output<typeof FeedbackEntrySchema>;

export type FeedbackField = "id" | "name" | "email" | "message" | "timestamp" | typeof HONEYPOT_FIELD;

export type EntryCheck =
  | { ok: true; entry: FeedbackEntry }
  | { ok: false; problem: "not_object" | "unknown_field" | "invalid_field"; field?: FeedbackField };

const FIELDS = new Set<string>(["id", "name", "email", "message", "timestamp", HONEYPOT_FIELD]);

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
