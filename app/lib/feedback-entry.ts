// The one home of the feedback entry: its limits, the honeypot field's name and every type of it,
// derived from the wire schema next door (./feedback-entry.schema.ts). The form (limits), the browser
// list `wakafFeedback`, the outbox, the lazy sender and the server API all import from these two files,
// so they cannot drift apart.
//
// This half has no runtime imports on purpose: the form and the outbox run up front on every page, and
// a value import of the zod/mini schema from them puts zod into that up-front JavaScript (measured:
// +6.2 KB gzip on every page) — see docs/decisions/060-contract-modules.md.
import type * as z from "zod/mini";
import type { FeedbackEntrySchema } from "./feedback-entry.schema";

/** Length limits in UTF-16 code units, checked after trimming and NFC normalisation (the form and the API alike). */
export const FEEDBACK_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/**
 * A field that people never see (hidden from view and from assistive technology). Bots that fill in
 * every input fill it too; the API then answers as if it stored the entry, and drops it.
 */
export const HONEYPOT_FIELD = "website";

/** What the API receives (before trimming and lowercasing): an outbox item's entry. */
export type FeedbackEntryInput = z.input<typeof FeedbackEntrySchema>;
/** A validated entry, normalised: text trimmed, id lowercased. */
export type FeedbackEntry = z.output<typeof FeedbackEntrySchema>;
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
