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

/**
 * The entry's id, a function of the four fields the browser keeps in `wakafFeedback` (a UUID of
 * version 8, RFC 9562). Computed, not drawn at random, so it exists from the local save on: the
 * visitor's copy (which SPEC §3 limits to four fields) and the office's row match by recomputing it.
 * Two saves of the same text differ in their timestamp, so they get different ids.
 *
 * Four 32-bit FNV-1a lanes with different offsets and primes over the UTF-16 code units, then each
 * lane mixed with the others (MurmurHash3's finaliser): 122 useful bits against accidental collisions
 * between honest entries. It is not a secret; the API treats ids as untrusted input anyway.
 */
export function feedbackEntryId({ name, email, message, timestamp }: LocalFeedbackEntry): string {
  const text = JSON.stringify([timestamp, name, email, message]);
  const lanes = [0x811c9dc5, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35];
  const primes = [0x01000193, 0x0100019d, 0x010001a1, 0x010001c1];
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    for (let lane = 0; lane < 4; lane++) lanes[lane] = Math.imul(lanes[lane]! ^ code, primes[lane]!);
  }
  const hex = lanes
    .map((value, lane) => {
      let mixed = (value ^ lanes[(lane + 1) % 4]! ^ Math.imul(lanes[(lane + 2) % 4]!, 0x27d4eb2f) ^ text.length) >>> 0;
      mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
      mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
      return ((mixed ^ (mixed >>> 16)) >>> 0).toString(16).padStart(8, "0");
    })
    .join("");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type EntryCheck =
  | { ok: true; entry: FeedbackEntry }
  | { ok: false; problem: "not_object" | "unknown_field" | "invalid_field"; field?: FeedbackField };
