// Posts 12,000 random, malformed and valid bodies at the API and checks that it never fails with a
// 5xx, always answers errors as `{ code, message }`, and stores exactly the valid entries, unchanged
// except for trimming. The generator is seeded: a failure prints the seed to replay it.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { FEEDBACK_LIMITS } from "../../app/lib/feedback-entry";
import { FeedbackEntrySchema } from "../../app/lib/feedback-entry.schema";
import { openSqliteStore } from "./sqlite-store";
import { makeClientDir, validEntry } from "./test-helpers";

const BODIES = 12_000;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(SEED);
const int = (max: number) => Math.floor(random() * max);
const pick = <T,>(items: readonly T[]): T => items[int(items.length)]!;

const ALPHABETS = [
  "abcdefghijklmnopqrstuvwxyz ",
  "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  " \t\n\r\u00a0\u2028\u3000",
  "@.-_+\"'\\/<>{}[]:,;=`~!#$%^&*()",
  "éàüñçßøåæ",
  "ءابتثجحخدذرزسشصضطظعغفقكلمنهوي",
  "漢字かなカナ한국어",
  "\u0000\u0001\u001f\u007f\u200b\u200d\ufeff\ufffd",
  "\u200b\u3164\u115f\u202e\u2066\ufffe\uffff\u00ad\u2800",
  "e\u0301a\u0308\u1100\u1161",
  "\ud83d\ude4f\ud83c\udf19\u2705",
  "\ud800\udfff\udc00",
];

function randomText(maxLength: number): string {
  const alphabet = pick(ALPHABETS);
  const chars = [...alphabet];
  let text = "";
  const length = int(maxLength + 1);
  for (let i = 0; i < length; i += 1) text += pick(chars);
  return text;
}

function randomValue(depth = 0): unknown {
  switch (int(depth > 2 ? 7 : 9)) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick([0, -1, 1e308, -1e-308, Number.MAX_SAFE_INTEGER + 2, 3.14, 2 ** 53]);
    case 3:
      return randomText(40);
    case 4:
      return randomText(pick([0, 1, 101, 255, 5001, 9000]));
    case 5:
      return pick(["", " ", "null", "undefined", "true", "0", "NaN", "[]", "{}", randomUUID(), "2025-02-29T00:00:00Z"]);
    case 6:
      return pick([randomUUID().toUpperCase(), `${randomUUID()} `, "00000000-0000-0000-0000-000000000000", "a@b.c", "x@y"]);
    case 7:
      return Array.from({ length: int(4) }, () => randomValue(depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = int(5); i > 0; i -= 1) object[pick(["id", "name", "__proto__", "constructor", randomText(8)])] = randomValue(depth + 1);
      return object;
    }
  }
}

const FIELDS = ["id", "name", "email", "message", "timestamp", "website"] as const;
const EXTRA_KEYS = ["__proto__", "constructor", "prototype", "admin", "", "seq", "received_at", "Name", "id "];

/** A valid entry with one to three things changed (or none, about one time in five). */
function mutatedEntry(): Record<string, unknown> {
  const entry: Record<string, unknown> = validEntry({
    name: random() < 0.3 ? randomText(FEEDBACK_LIMITS.name) : "Budi",
    message: random() < 0.3 ? randomText(300) : "Saran untuk layanan wakaf.",
  });
  if (random() < 0.2) return entry;
  for (let i = 1 + int(3); i > 0; i -= 1) {
    const roll = random();
    if (roll < 0.6) entry[pick(FIELDS)] = randomValue();
    else if (roll < 0.8) delete entry[pick(FIELDS)];
    else Object.defineProperty(entry, pick(EXTRA_KEYS), { value: randomValue(), enumerable: true, configurable: true, writable: true });
  }
  return entry;
}

function randomBody(): { body: string; contentType: string | undefined } {
  const contentType = random() < 0.92 ? "application/json" : pick([undefined, "text/plain", "application/json; charset=latin1", "APPLICATION/JSON", "application/x-www-form-urlencoded"]);
  const roll = random();
  let body: string;
  if (roll < 0.55) body = JSON.stringify(mutatedEntry());
  else if (roll < 0.75) body = JSON.stringify(randomValue());
  else if (roll < 0.9) {
    // Broken JSON: a valid body cut, spliced or sprinkled with random characters.
    const source = JSON.stringify(mutatedEntry());
    const at = int(source.length);
    body = pick([source.slice(0, at), source.slice(at), `${source.slice(0, at)}${randomText(5)}${source.slice(at)}`, `${source},`]);
  } else if (roll < 0.97) body = randomText(200);
  else body = JSON.stringify(validEntry({ message: randomText(20_000) }));
  // What actually travels: UTF-8, where a raw lone surrogate becomes U+FFFD. The oracle below parses
  // this wire form, not the JavaScript string before encoding.
  return { body: new TextDecoder().decode(new TextEncoder().encode(body)), contentType };
}

describe(`feedback API fuzz (seed ${SEED})`, () => {
  it(`survives ${BODIES.toLocaleString("en")} random bodies with no 5xx and no stored garbage`, async () => {
    const site = makeClientDir();
    const store = openSqliteStore({ path: ":memory:" });
    const app = createApp({ clientDir: site.dir, feedbackStore: store, rateLimit: false });
    const expected = new Map<string, { name: string; email: string; message: string; timestamp: string }>();
    const honeypotIds = new Set<string>();
    const statuses = new Map<number, number>();
    const started = performance.now();
    try {
      for (let i = 0; i < BODIES; i += 1) {
        const { body, contentType } = randomBody();
        const response = await app.request("/api/feedback", {
          method: "POST",
          headers: contentType ? { "Content-Type": contentType } : {},
          body,
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const answer = (await response.json()) as Record<string, unknown>;
        if (![200, 201, 400, 413, 415].includes(response.status)) {
          throw new Error(`status ${response.status} for body ${JSON.stringify(body.slice(0, 300))} (seed ${SEED})`);
        }
        if (response.status >= 400) {
          expect(typeof answer.code).toBe("string");
          expect(typeof answer.message).toBe("string");
          continue;
        }
        // Accepted: the body must have been a JSON object with the right shape.
        const sent = JSON.parse(body) as Record<string, unknown>;
        const id = String(sent.id).toLowerCase();
        expect(answer).toEqual({ id });
        if (typeof sent.website === "string" && sent.website.trim() !== "") {
          honeypotIds.add(id);
        } else if (response.status === 201) {
          expected.set(id, {
            name: String(sent.name).normalize("NFC").trim(),
            email: String(sent.email).normalize("NFC").trim(),
            message: String(sent.message).normalize("NFC").trim(),
            timestamp: String(sent.timestamp),
          });
        } else {
          expect(expected.has(id) || honeypotIds.has(id)).toBe(true);
        }
      }

      const rows = await store.list();
      expect(rows).toHaveLength(expected.size);
      for (const row of rows) {
        const { receivedAt: _receivedAt, ...wire } = row;
        // Every stored row is itself a valid entry, already in normal form.
        expect(FeedbackEntrySchema.parse(wire)).toEqual(wire);
        expect(wire).toEqual({ id: row.id, ...expected.get(row.id) });
        expect(honeypotIds.has(row.id) && !expected.has(row.id)).toBe(false);
      }
      console.log(
        `fuzz: ${BODIES} bodies in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${SEED}), ` +
          `${rows.length} stored entries checked against the schema, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      // The generator must really exercise both sides.
      expect(statuses.get(201) ?? 0).toBeGreaterThan(BODIES * 0.05);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(BODIES * 0.3);
      expect(statuses.get(413) ?? 0).toBeGreaterThan(0);
      expect(statuses.get(415) ?? 0).toBeGreaterThan(0);
    } finally {
      await store.close();
      site.remove();
    }
  }, 120_000);
});
