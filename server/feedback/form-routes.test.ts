import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp, type PortalApp } from "../app";
import { feedbackMessages } from "../../app/content/messages-feedback";
import { FEEDBACK_LIMITS } from "../../app/lib/feedback-entry";
import { FORM_MAX_BODY_BYTES, formEntryId } from "./form-post";
import { FORGET_SENT_DRAFT_URL } from "./routes";
import { forgetSentDraftScript } from "../../app/lib/feedback-draft";
import { openSqliteStore } from "./sqlite-store";
import type { FeedbackStore } from "./store";
import { jsonPost, makeClientDir, validEntry } from "./test-helpers";

// POST /api/feedback with the form's own body: the feedback form sent without JavaScript (decision 085).
// The answers are the prerendered /kritik-saran page; this stand-in has the same form markup.
const PAGE = `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>Kritik &amp; Saran</title>
<link rel="stylesheet" href="/assets/app.css" media="print" data-beasties-media="all"></head>
<body><main><h1>Kritik &amp; Saran</h1><form method="post" action="/api/feedback" novalidate class="mt-6 grid gap-5">
<input id="f-name" type="text" class="field" name="name" value>
<input id="f-email" type="email" class="field" name="email" value>
<textarea id="f-message" name="message" rows="6" class="field resize-y"></textarea>
<div aria-hidden="true"><input id="f-website" type="text" tabindex="-1" name="website" value></div>
<button type="submit" class="btn btn-primary btn-md">Kirim Masukan</button></form></main>
<script>window.__reactRouterContext = {};</script></body></html>`;

const SAVED = feedbackMessages.feedbackSaved;
const FIELDS = { name: "Siti Aminah", email: "siti.aminah@contoh.id", message: "Mohon jam layanan wakaf diperpanjang pada hari Jumat." };

let site: ReturnType<typeof makeClientDir>;
let store: FeedbackStore;
let app: PortalApp;

beforeAll(() => {
  site = makeClientDir();
  mkdirSync(join(site.dir, "kritik-saran"));
  writeFileSync(join(site.dir, "kritik-saran", "index.html"), PAGE);
});
afterAll(() => site.remove());

beforeEach(() => {
  store = openSqliteStore({ path: ":memory:" });
  app = createApp({ clientDir: site.dir, feedbackStore: store, rateLimit: false });
});
afterEach(async () => {
  await store.close();
});

function formPost(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  };
}
const post = (fields: Record<string, string>, headers?: Record<string, string>, target: PortalApp = app) =>
  target.request("/api/feedback", formPost({ website: "", ...fields }, headers));

/** The answer as a page: status, HTML content type, not cached, and its text. */
async function page(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html>/);
  // No script but the thank-you page's own file (from the site: the Content-Security-Policy allows it),
  // no inline handler; an answer that is not a thank-you keeps the visitor's draft, so has none.
  const forget = `<script src="${FORGET_SENT_DRAFT_URL}"></script>`;
  expect(html.includes(forget)).toBe(status === 200);
  expect(html.replace(forget, "")).not.toMatch(/<script|<[a-z][^<>]*\son[a-z]+\s*=/i);
  return html;
}

const startTag = (html: string, id: string) => new RegExp(`<[a-z]+ (?:[^>"]|"[^"]*")*?id="${id}"(?:[^>"]|"[^"]*")*>`).exec(html)?.[0] ?? "";
const notice = (html: string) => /<div id="feedback-notice"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[0] ?? "";
const textarea = (html: string) => /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1];

describe("POST /api/feedback with a form body — accepted", () => {
  it("stores the entry and answers 200 with the thank-you page", async () => {
    const before = Date.now();
    const html = await page(await post({ ...FIELDS, name: "  Siti Aminah ", message: "Baris 1\r\nBaris 2" }), 200);
    expect(notice(html)).toContain('role="status"');
    expect(notice(html)).toContain(`<p class="form-notice-title">${SAVED.title}</p><p>${SAVED.description}</p>`);
    expect(html).toContain(`<title>${SAVED.title} – Kritik &amp; Saran</title>`);
    // The fields are empty again.
    expect(startTag(html, "f-name")).toContain('value=""');
    expect(textarea(html)).toBe("");

    const rows = await store.list();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ name: "Siti Aminah", email: FIELDS.email, message: "Baris 1\nBaris 2" });
    expect(row!.id).toBe(formEntryId({ name: "Siti Aminah", email: FIELDS.email, message: "Baris 1\nBaris 2" }, new Date(row!.timestamp)));
    expect(Date.parse(row!.timestamp)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(row!.timestamp)).toBeLessThanOrEqual(Date.now());
  });

  it("serves the thank-you page's script, which forgets the sent draft in the visitor's browser", async () => {
    const response = await app.request(FORGET_SENT_DRAFT_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toBe(forgetSentDraftScript());
  });

  it("carries the security headers and the CSP like any page", async () => {
    const response = await post(FIELDS);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("stores the same form posted twice (a reload) once, and thanks both times", async () => {
    const first = await page(await post(FIELDS), 200);
    const again = await page(await post(FIELDS), 200);
    expect(again).toBe(first);
    expect(await store.count()).toBe(1);
    // Another text is another entry.
    await page(await post({ ...FIELDS, message: "Pesan kedua." }), 200);
    expect(await store.count()).toBe(2);
  });

  it("the same message sent again through the page's code that day (Back before the thank-you showed) is stored once", async () => {
    await page(await post(FIELDS), 200);
    // The outbox's JSON entry carries an id of its own: the message itself tells it is the same one.
    const again = await app.request("/api/feedback", jsonPost(validEntry({ ...FIELDS, message: `  ${FIELDS.message}` })));
    expect(again.status).toBe(200);
    expect(await store.count()).toBe(1);
    // Another message, or the same text from someone else, is a new entry.
    expect((await app.request("/api/feedback", jsonPost(validEntry({ ...FIELDS, message: "Pesan lain." })))).status).toBe(201);
    expect((await app.request("/api/feedback", jsonPost(validEntry({ ...FIELDS, name: "Ujang" })))).status).toBe(201);
    expect(await store.count()).toBe(3);
  });

  it("accepts a 5,000-character message of non-ASCII text, percent-encoded", async () => {
    const message = "ꦲ".repeat(FEEDBACK_LIMITS.message);
    const request = formPost({ ...FIELDS, message, website: "" });
    expect(String(request.body).length).toBeGreaterThan(40_000);
    await page(await app.request("/api/feedback", request), 200);
    expect((await store.list())[0]!.message).toBe(message);
  });

  it("accepts a multipart/form-data body", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(FIELDS)) form.set(key, value);
    const html = await page(await app.request("/api/feedback", { method: "POST", body: form }), 200);
    expect(notice(html)).toContain(SAVED.title);
    expect(await store.count()).toBe(1);
  });

  it("accepts a post from its own origin and one without any origin headers", async () => {
    await page(await post(FIELDS, { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" }), 200);
    await page(await post({ ...FIELDS, message: "Dari situs sendiri, di balik nama host." }, { Host: "portal.example", Origin: "https://portal.example" }), 200);
    await page(await post({ ...FIELDS, message: "Tanpa header asal." }), 200);
    expect(await store.count()).toBe(3);
  });

  it("answers a filled honeypot with the same page as a real entry and keeps only its id", async () => {
    const real = await (await post({ ...FIELDS, message: "Pesan asli." })).text();
    const bot = await post({ ...FIELDS, website: "http://spam.example" });
    expect(await page(bot, 200)).toBe(real);
    expect((await store.list()).map((row) => row.message)).toEqual(["Pesan asli."]);
    // The bot's id was kept: the same fields sent again are a repeat, still not stored.
    await page(await post(FIELDS), 200);
    expect((await store.list()).map((row) => row.message)).toEqual(["Pesan asli."]);
  });
});

describe("POST /api/feedback with a form body — refused by the form's rules", () => {
  const cases: [string, Record<string, string>, "name" | "email" | "message", string, string][] = [
    ["an empty name", { name: "" }, "name", feedbackMessages.formIncomplete.title, feedbackMessages.formIncomplete.description],
    ["a message of invisible characters", { message: "\u200b \u3164" }, "message", "Form Belum Lengkap", "Mohon lengkapi semua field yang tersedia."],
    ["an invalid email", { email: "siti@contoh" }, "email", feedbackMessages.emailInvalid.title, feedbackMessages.emailInvalid.description],
    ["a name too long", { name: "N".repeat(FEEDBACK_LIMITS.name + 1) }, "name", "Isian Terlalu Panjang", "Nama Lengkap paling banyak 100 karakter."],
    ["a message too long", { message: "M".repeat(FEEDBACK_LIMITS.message + 1) }, "message", "Isian Terlalu Panjang", "Pesan paling banyak 5.000 karakter."],
  ];

  it.each(cases)("answers %s with 400, the Indonesian notice and the typed text kept", async (_label, override, field, title, text) => {
    const fields = { ...FIELDS, ...override };
    const html = await page(await post(fields), 400);
    expect(notice(html)).toContain('role="alert"');
    expect(notice(html)).toContain(`<p class="form-notice-title">${title}</p>`);
    expect(notice(html)).toContain(text);
    expect(startTag(html, "f-name")).toContain(`value="${fields.name}"`);
    expect(startTag(html, "f-email")).toContain(`value="${fields.email}"`);
    expect(textarea(html)).toBe(fields.message);
    expect(startTag(html, `f-${field}`)).toMatch(/aria-invalid="true".* autofocus/);
    expect(html.match(/aria-invalid/g)).toHaveLength(1);
    expect(await store.count()).toBe(0);
  });

  it("puts hostile text back escaped, never as markup", async () => {
    const hostile = `"><script>alert(1)</script>`;
    const html = await page(await post({ name: hostile, email: `a&b<c>'"`, message: `</textarea><img src=x onerror=alert(1)>` }), 400);
    expect(startTag(html, "f-name")).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(startTag(html, "f-email")).toContain('value="a&amp;b&lt;c&gt;&#39;&quot;"');
    expect(textarea(html)).toBe("&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    expect(await store.count()).toBe(0);
  });
});

describe("POST /api/feedback with a form body — refused before reading", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site", Origin: "http://lain.localhost" }],
    ["a foreign Origin", { Origin: "https://jahat.example" }],
    ["Origin: null", { Origin: "null" }],
  ])("refuses a post with %s: 403, nothing stored, nothing echoed", async (_label, headers) => {
    const html = await page(await post({ ...FIELDS, message: "Teks dari situs lain" }, headers), 403);
    expect(notice(html)).toContain("Kiriman Ditolak");
    expect(html).not.toContain("Teks dari situs lain");
    expect(html).not.toContain(FIELDS.name);
    expect(await store.count()).toBe(0);
  });

  it("compares the Origin with the forwarded host only behind a trusted proxy", async () => {
    const headers = { Host: "127.0.0.1:3000", "X-Forwarded-Host": "portal.example", Origin: "https://portal.example" };
    await page(await post(FIELDS, headers), 403);
    const proxied = createApp({ clientDir: site.dir, feedbackStore: store, rateLimit: false, trustProxy: true });
    await page(await post(FIELDS, headers, proxied), 200);
    expect(await store.count()).toBe(1);
  });

  const ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

  it("refuses a body over 64 KB with 413, with or without Content-Length, nothing stored", async () => {
    const body = new URLSearchParams({ ...FIELDS, message: "M".repeat(FORM_MAX_BODY_BYTES) }).toString();
    const sized = await app.request("/api/feedback", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length), Accept: ACCEPT },
      body,
    });
    expect(notice(await page(sized, 413))).toContain("Kiriman Terlalu Besar");
    const chunked = await app.request("/api/feedback", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: ACCEPT },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    await page(chunked, 413);
    expect(await store.count()).toBe(0);
  });

  it("answers a body over 64 KB from a client that does not ask for HTML as the API did (JSON 415)", async () => {
    const body = new URLSearchParams({ ...FIELDS, message: "M".repeat(FORM_MAX_BODY_BYTES) }).toString();
    const big = await app.request("/api/feedback", { ...formPost({}), body });
    expect(big.status).toBe(415);
    expect(await big.json()).toMatchObject({ code: "unsupported_media_type" });
    expect(await store.count()).toBe(0);
  });
});

describe("POST /api/feedback with a form body — rate limit shared with JSON", () => {
  const from = { incoming: { socket: { remoteAddress: "10.3.0.1", remoteFamily: "IPv4" } } };

  it("answers 429 as a page with Retry-After and the typed text kept, nothing stored", async () => {
    const limited = createApp({ clientDir: site.dir, feedbackStore: store, rateLimit: { limit: 2, windowMs: 60_000 } });
    expect((await limited.request("/api/feedback", jsonPost(validEntry()), from)).status).toBe(201);
    await page(await limited.request("/api/feedback", formPost({ ...FIELDS, website: "" }), from), 200);
    const refused = await limited.request("/api/feedback", formPost({ ...FIELDS, message: "Pesan ketiga", website: "" }), from);
    const html = await page(refused, 429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(notice(html)).toContain("Terlalu Banyak Kiriman");
    expect(notice(html)).toContain(`Mohon tunggu ${retryAfter} detik, lalu kirim lagi.`);
    expect(textarea(html)).toBe("Pesan ketiga");
    expect(await store.count()).toBe(2);
    // And the JSON API counts the form posts.
    expect((await limited.request("/api/feedback", jsonPost(validEntry()), from)).status).toBe(429);
  });
});

describe("POST /api/feedback with a form body — the JSON API and the failures", () => {
  it("leaves JSON posts as they were", async () => {
    await page(await post(FIELDS), 200);
    // Another message (the same one would be the form's entry again: see "Back before the thank-you").
    const entry = validEntry({ message: "Pesan lewat kode halaman." });
    const response = await app.request("/api/feedback", jsonPost(entry));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: entry.id });
    expect(await store.count()).toBe(2);
  });

  it("answers a body that is not the form (JSON under a form content type) with the API's 415", async () => {
    const response = await app.request("/api/feedback", jsonPost(validEntry(), { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: "unsupported_media_type" });
    expect(await store.count()).toBe(0);
  });

  it("answers a storage failure with 500 as a page that keeps the typed text", async () => {
    const broken: FeedbackStore = {
      insert: async () => {
        throw new Error("SQLITE_FULL: database or disk is full");
      },
      list: async () => [],
      count: async () => 0,
      close: async () => {},
    };
    const original = console.error;
    console.error = () => {};
    try {
      const brokenApp = createApp({ clientDir: site.dir, feedbackStore: broken, rateLimit: false });
      const html = await page(await post(FIELDS, {}, brokenApp), 500);
      expect(notice(html)).toContain("Masukan Anda belum tersimpan");
      expect(html).not.toContain("SQLITE");
      expect(textarea(html)).toBe(FIELDS.message);
    } finally {
      console.error = original;
    }
  });

  it("reads the page once, and answers a minimal page (entry stored) when it cannot be read", async () => {
    const own = makeClientDir();
    const original = console.error;
    const errors: unknown[] = [];
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const bare = createApp({ clientDir: own.dir, feedbackStore: store, rateLimit: false });
      const html = await page(await post(FIELDS, {}, bare), 200);
      expect(html).toContain('<html lang="id">');
      expect(notice(html)).toContain(SAVED.description);
      expect(await store.count()).toBe(1);
      expect(errors).toHaveLength(1);

      // Once readable, the page is read and kept: a later change of the file is not seen.
      mkdirSync(join(own.dir, "kritik-saran"));
      writeFileSync(join(own.dir, "kritik-saran", "index.html"), PAGE);
      expect(await page(await post({ ...FIELDS, message: "Kedua" }, {}, bare), 200)).toContain("<h1>Kritik &amp; Saran</h1>");
      rmSync(join(own.dir, "kritik-saran"), { recursive: true });
      expect(await page(await post({ ...FIELDS, message: "Ketiga" }, {}, bare), 200)).toContain("<h1>Kritik &amp; Saran</h1>");
      expect(await store.count()).toBe(3);
    } finally {
      console.error = original;
      own.remove();
    }
  });
});
