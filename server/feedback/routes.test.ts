import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp, type PortalApp } from "../app";
import { FEEDBACK_LIMITS } from "../../app/lib/feedback-entry";
import { openSqliteStore } from "./sqlite-store";
import type { FeedbackStore } from "./store";
import { jsonPost, makeClientDir, validEntry } from "./test-helpers";

let site: ReturnType<typeof makeClientDir>;
let store: FeedbackStore;
let app: PortalApp;

beforeAll(() => {
  site = makeClientDir();
});
afterAll(() => site.remove());

beforeEach(() => {
  store = openSqliteStore({ path: ":memory:" });
  app = createApp({ clientDir: site.dir, feedbackStore: store, rateLimit: false });
});
afterEach(async () => {
  await store.close();
});

const post = (body: unknown, headers?: Record<string, string>) => app.request("/api/feedback", jsonPost(body, headers));

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  // Indonesian, for a person: a sentence, not an identifier.
  expect(body.message).toMatch(/^[A-Z][^_]+\.$/);
  return body;
}

describe("POST /api/feedback — accepted entries", () => {
  it("stores a valid entry and answers 201 with its id", async () => {
    const entry = validEntry({ name: "  Siti Aminah  " });
    const response = await post(entry);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: entry.id });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [stored] = await store.list();
    expect(stored).toMatchObject({
      id: entry.id,
      name: "Siti Aminah",
      email: entry.email,
      message: entry.message,
      timestamp: entry.timestamp,
    });
    expect(Date.now() - Date.parse(stored!.receivedAt)).toBeLessThan(10_000);
  });

  it("accepts fields exactly at their length limits and a charset parameter", async () => {
    const local = "a".repeat(FEEDBACK_LIMITS.email - "@contoh.id".length);
    const entry = validEntry({
      name: "N".repeat(FEEDBACK_LIMITS.name),
      email: `${local}@contoh.id`,
      message: "M".repeat(FEEDBACK_LIMITS.message),
    });
    const response = await post(entry, { "Content-Type": "application/json; charset=UTF-8" });
    expect(response.status).toBe(201);
    expect(await store.count()).toBe(1);
  });

  it("answers a repeated id with 200 and keeps one row (the first)", async () => {
    const entry = validEntry();
    expect((await post(entry)).status).toBe(201);
    const again = await post({ ...entry, message: "Kiriman ulang" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: entry.id });
    // The same UUID in capitals is the same entry.
    expect((await post({ ...entry, id: String(entry.id).toUpperCase() })).status).toBe(200);
    const rows = await store.list();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe(entry.message);
  });

  it("answers a filled-in honeypot like a success but stores nothing", async () => {
    const entry = validEntry({ website: "http://spam.example" });
    const response = await post(entry);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: entry.id });
    expect(await store.count()).toBe(0);
    // An empty honeypot (a real browser's hidden input) is a normal entry.
    expect((await post(validEntry({ website: "" }))).status).toBe(201);
    expect(await store.count()).toBe(1);
  });
});

describe("POST /api/feedback — a filled honeypot answers like a real entry", () => {
  const spam = (entry: Record<string, unknown>) => ({ ...entry, website: "http://spam.example" });
  const answer = async (response: Response) => ({
    status: response.status,
    body: await response.text(),
    headers: [...response.headers.keys()].sort(),
  });

  it("answers a repeated spam id with 200, like a repeated real id", async () => {
    const real = validEntry();
    const bot = validEntry();
    const realAnswers = [await answer(await post(real)), await answer(await post(real))];
    const botAnswers = [await answer(await post(spam(bot))), await answer(await post(spam(bot)))];
    expect(botAnswers.map((a) => a.status)).toEqual([201, 200]);
    expect(botAnswers.map((a) => a.headers)).toEqual(realAnswers.map((a) => a.headers));
    expect(botAnswers[1]!.body).toBe(JSON.stringify({ id: bot.id }));
    expect((await store.list()).map((row) => row.id)).toEqual([real.id]);
  });

  it("answers a stored id sent again with the honeypot filled with 200, and keeps the first version", async () => {
    const real = validEntry();
    expect((await post(real)).status).toBe(201);
    expect((await post(spam({ ...real, message: "Beli sekarang" }))).status).toBe(200);
    expect((await store.list()).map((row) => row.message)).toEqual([real.message]);
  });

  it("answers a spam id sent again without the honeypot with 200 and still stores nothing", async () => {
    const bot = validEntry();
    expect((await post(spam(bot))).status).toBe(201);
    expect((await post(bot)).status).toBe(200);
    expect(await store.count()).toBe(0);
  });
});

describe("POST /api/feedback — refused entries", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["missing id", { id: undefined }, "id"],
    ["id that is not a UUID", { id: "123" }, "id"],
    ["id of the wrong type", { id: 42 }, "id"],
    ["missing name", { name: undefined }, "name"],
    ["blank name", { name: "   " }, "name"],
    ["name of invisible characters only", { name: "\u200b\u3164\u202e" }, "name"],
    ["message of NUL and noncharacters only", { message: "\u0000\uffff" }, "message"],
    ["name too long", { name: "N".repeat(FEEDBACK_LIMITS.name + 1) }, "name"],
    ["missing email", { email: undefined }, "email"],
    ["email without a dotted domain", { email: "siti@contoh" }, "email"],
    ["email with a space", { email: "siti aminah@contoh.id" }, "email"],
    ["email too long", { email: `${"a".repeat(FEEDBACK_LIMITS.email)}@contoh.id` }, "email"],
    ["missing message", { message: undefined }, "message"],
    ["empty message", { message: "" }, "message"],
    ["message too long", { message: "M".repeat(FEEDBACK_LIMITS.message + 1) }, "message"],
    ["message of the wrong type", { message: ["a"] }, "message"],
    ["missing timestamp", { timestamp: undefined }, "timestamp"],
    ["timestamp that is not ISO", { timestamp: "14/03/2025" }, "timestamp"],
    ["impossible calendar day", { timestamp: "2025-02-30T00:00:00.000Z" }, "timestamp"],
    ["timestamp as a number", { timestamp: 1741919400000 }, "timestamp"],
  ];

  it.each(cases)("refuses %s with 400 naming the field", async (_label, override, field) => {
    const body = await expectError(await post(validEntry(override)), 400, "invalid_field");
    expect(body).toMatchObject({ field });
    expect(await store.count()).toBe(0);
  });

  it("names the field in Indonesian", async () => {
    const body = await expectError(await post(validEntry({ email: "bukan-email" })), 400, "invalid_field");
    expect(body.message).toContain("Mohon masukkan alamat email yang valid");
    const name = await expectError(await post(validEntry({ name: "" })), 400, "invalid_field");
    expect(name.message).toBe("Nama lengkap wajib diisi, paling banyak 100 karakter.");
  });

  it("refuses unknown fields, non-objects and broken JSON", async () => {
    await expectError(await post(validEntry({ admin: true } as never)), 400, "unknown_field");
    await expectError(await post([validEntry()]), 400, "not_object");
    await expectError(await post("null"), 400, "not_object");
    await expectError(await post('"teks"'), 400, "not_object");
    await expectError(await post('{"id": '), 400, "invalid_json");
    await expectError(await post(""), 400, "invalid_json");
    expect(await store.count()).toBe(0);
  });

  it("refuses a body over 16 KB with 413, with or without Content-Length", async () => {
    const big = JSON.stringify(validEntry({ message: "M".repeat(17 * 1024) }));
    await expectError(await post(big), 413, "payload_too_large");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await app.request("/api/feedback", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expectError(chunked, 413, "payload_too_large");
    expect(await store.count()).toBe(0);
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data; boundary=x"], ["application/jsonp"]])(
    "refuses Content-Type %s with 415",
    async (type) => {
      await expectError(await post(validEntry(), { "Content-Type": type }), 415, "unsupported_media_type");
      expect(await store.count()).toBe(0);
    },
  );

  it("refuses a request without Content-Type with 415", async () => {
    const response = await app.request("/api/feedback", { method: "POST", body: new Blob([JSON.stringify(validEntry())]) });
    await expectError(response, 415, "unsupported_media_type");
  });

  it("answers other methods with 405 and an Allow header", async () => {
    const response = await app.request("/api/feedback");
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("answers a storage failure with 500 in Indonesian, without leaking details", async () => {
    const broken: FeedbackStore = {
      insert: async () => {
        throw new Error("SQLITE_FULL: database or disk is full");
      },
      list: async () => [],
      count: async () => 0,
      close: async () => {},
    };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const brokenApp = createApp({ clientDir: site.dir, feedbackStore: broken, rateLimit: false });
      const body = await expectError(await brokenApp.request("/api/feedback", jsonPost(validEntry())), 500, "server_error");
      expect(body.message).not.toContain("SQLITE");
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe("POST /api/feedback — rate limit per address", () => {
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address, remoteFamily: "IPv4" } } });

  it("answers 429 with Retry-After after the limit, per address", async () => {
    const limited = createApp({ clientDir: site.dir, feedbackStore: store, rateLimit: { limit: 2, windowMs: 60_000 } });
    const send = (address: string) => limited.request("/api/feedback", jsonPost(validEntry()), from(address));
    expect((await send("10.0.0.1")).status).toBe(201);
    expect((await send("10.0.0.1")).status).toBe(201);
    const refused = await send("10.0.0.1");
    await expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Another visitor is not affected.
    expect((await send("10.0.0.2")).status).toBe(201);
    expect(await store.count()).toBe(3);
  });

  it("uses the default of 5 per minute when nothing is configured", async () => {
    const defaults = createApp({ clientDir: site.dir, feedbackStore: store });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await defaults.request("/api/feedback", jsonPost(validEntry()), from("10.0.0.9"))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("trusts X-Forwarded-For only when told to (behind our proxy)", async () => {
    const proxied = createApp({ clientDir: site.dir, feedbackStore: store, rateLimit: { limit: 1, windowMs: 60_000 }, trustProxy: true });
    const send = (visitor: string) =>
      proxied.request("/api/feedback", jsonPost(validEntry(), { "X-Forwarded-For": `1.1.1.1, ${visitor}` }), from("127.0.0.1"));
    expect((await send("10.1.0.1")).status).toBe(201);
    expect((await send("10.1.0.2")).status).toBe(201);
    expect((await send("10.1.0.1")).status).toBe(429);

    const direct = createApp({ clientDir: site.dir, feedbackStore: store, rateLimit: { limit: 1, windowMs: 60_000 } });
    const spoof = (visitor: string) =>
      direct.request("/api/feedback", jsonPost(validEntry(), { "X-Forwarded-For": visitor }), from("10.2.0.1"));
    expect((await spoof("10.9.0.1")).status).toBe(201);
    expect((await spoof("10.9.0.2")).status).toBe(429);
  });
});

describe("server without a database", () => {
  it("serves the site and answers the API path with a JSON 404", async () => {
    const siteOnly = createApp({ clientDir: site.dir });
    expect((await siteOnly.request("/")).status).toBe(200);
    await expectError(await siteOnly.request("/api/feedback", jsonPost(validEntry())), 404, "not_found");
  });
});
