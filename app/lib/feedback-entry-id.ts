// Its own module: only the Kritik & Saran page saves an entry, so the other pages (which load the outbox
// and feedback-entry.ts up front) do not carry the hash.
import type { LocalFeedbackEntry } from "./feedback-entry";

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
