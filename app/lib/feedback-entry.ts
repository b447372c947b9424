// The one home of the feedback entry: its limits, the honeypot field's name, the wire schema and every
// type derived from it. The form (limits), the browser list `wakafFeedback`, the outbox, the lazy
// sender and the server API all import from here, so they cannot drift apart.
//
// Written with `zod/mini` (tree-shakable functions) and built lazily: a page that only needs the
// limits or the honeypot name (the form, loaded up front) gets those constants and no zod at all —
// see docs/decisions/052-shared-feedback-entry-schema.md and 060-contract-modules.md.
import * as z from "zod/mini";
import { EMAIL_PATTERN } from "./email";

/** Length limits in UTF-16 code units, checked after trimming (the form and the API alike). */
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

function buildSchema() {
  const wellFormed = z.refine<string>((value) => !LONE_SURROGATE.test(value));
  const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), wellFormed);
  return z.strictObject({
    id: z.string().check(z.maxLength(36), z.toLowerCase(), z.regex(UUID_PATTERN)),
    name: requiredText(FEEDBACK_LIMITS.name),
    email: z.string().check(z.trim(), z.maxLength(FEEDBACK_LIMITS.email), z.regex(EMAIL_PATTERN), wellFormed),
    message: requiredText(FEEDBACK_LIMITS.message),
    // ISO 8601 date-time as `new Date().toISOString()` writes it; an offset is accepted too. Zod also
    // rejects impossible calendar days (2025-02-30).
    timestamp: z.iso.datetime({ offset: true }).check(z.maxLength(40)),
    [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
  });
}

type FeedbackEntrySchemaType = ReturnType<typeof buildSchema>;
let schema: FeedbackEntrySchemaType | undefined;

/** The wire schema, built on first use so importing a constant from this module costs no zod. */
export function feedbackEntrySchema(): FeedbackEntrySchemaType {
  schema ??= buildSchema();
  return schema;
}

/** What the API receives (before trimming and lowercasing): an outbox item's entry. */
export type FeedbackEntryInput = z.input<FeedbackEntrySchemaType>;
/** A validated entry, normalised: text trimmed, id lowercased. */
export type FeedbackEntry = z.output<FeedbackEntrySchemaType>;
/** Any field of the wire entry, e.g. to name the one the API refused. */
export type FeedbackField = keyof FeedbackEntry;

/** The three fields a visitor types into the form. */
export type FeedbackFields = Pick<FeedbackEntry, "name" | "email" | "message">;
/** One item of the browser list `wakafFeedback`: exactly the four SPEC §3 fields. */
export type LocalFeedbackEntry = Pick<FeedbackEntry, "name" | "email" | "message" | "timestamp">;
/** What the form hands on after the local save: the stored entry, plus the honeypot value a bot filled in. */
export type SavedFeedback = LocalFeedbackEntry & Partial<Pick<FeedbackEntry, typeof HONEYPOT_FIELD>>;
/** One row the office keeps: the entry without the honeypot, plus when the server received it (UTC ISO). */
export type StoredFeedback = Omit<FeedbackEntry, typeof HONEYPOT_FIELD> & { receivedAt: string };

export type EntryCheck =
  | { ok: true; entry: FeedbackEntry }
  | { ok: false; problem: "not_object" | "unknown_field" | "invalid_field"; field?: FeedbackField };

const FIELDS = new Set<string>(["id", "name", "email", "message", "timestamp", HONEYPOT_FIELD] satisfies FeedbackField[]);

/** Validates one untrusted value and names the first problem, for an error message in Indonesian. */
export function checkFeedbackEntry(value: unknown): EntryCheck {
  const result = feedbackEntrySchema().safeParse(value);
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
