// The browser half of issue #7: every saved entry also reaches the office's database, exactly once,
// whatever happens to the network on the way. Rows are counted in the test server's own SQLite file
// (playwright.config.ts: DATABASE_PATH=data/e2e-feedback.db), opened read-only.
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";
import { feedbackPage } from "../../app/content/feedback-page";
import { messages } from "../../app/content/messages";
import { BACKOFF_BASE_MS } from "../../app/features/feedback-sync/backoff";
import type { OutboxItem } from "../../app/features/feedback-sync/outbox";

const { form } = feedbackPage;
const DB_PATH = path.resolve(import.meta.dirname, "../../data/e2e-feedback.db");
const API = "**/api/feedback";
// outbox.ts reads import.meta.env (Vite only), so its OUTBOX_KEY cannot be imported at run time here.
const OUTBOX_KEY = "wakafFeedbackOutbox";
// The first retry comes 5-10 s after a failure (backoff with jitter); a little more covers the jitter.
const PAST_FIRST_BACKOFF = BACKOFF_BASE_MS + 1_000;

/** Rows the office has for this entry: by id, and by message (a second id for the same text would be a duplicate too). */
function rows(entry: { id?: string; message: string }) {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const byMessage = (db.prepare("SELECT count(*) AS n FROM feedback WHERE message = ?").get(entry.message) as { n: number }).n;
    const byId = entry.id
      ? (db.prepare("SELECT count(*) AS n FROM feedback WHERE id = ?").get(entry.id) as { n: number }).n
      : undefined;
    return { byId, byMessage };
  } finally {
    db.close();
  }
}

async function outbox(page: Page): Promise<OutboxItem[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), OUTBOX_KEY);
}

async function localList(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("wakafFeedback") ?? "[]"));
}

/** A person's entry whose message no other test (or earlier run against the same database) uses. */
function uniqueEntry(label: string) {
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return { name: `Uji ${label}`, email: "uji@contoh.id", message: `Uji outbox (${label}) ${tag}` };
}

async function submit(page: Page, entry: { name: string; email: string; message: string }) {
  await page.getByLabel(form.nameLabel, { exact: true }).fill(entry.name);
  await page.getByLabel(form.emailLabel, { exact: true }).fill(entry.email);
  await page.getByLabel(form.messageLabel, { exact: true }).fill(entry.message);
  await page.getByRole("button", { name: form.submitLabel }).click();
}

/** The same thank-you toast the spec requires, whether or not the office got the entry. */
async function expectThanks(page: Page) {
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(messages.feedbackSaved.title, { exact: true })).toBeVisible();
  await expect(toast.getByText(messages.feedbackSaved.description, { exact: true })).toBeVisible();
  await expect(toast).toHaveAttribute("data-variant", "default");
}

/** wakafFeedback holds the entry exactly as SPEC §3 says: four fields, no id, no honeypot. */
async function expectStoredLocally(page: Page, entry: { name: string; message: string }) {
  const list = await localList(page);
  expect(list).toHaveLength(1);
  expect(Object.keys(list[0]!).sort()).toEqual(["email", "message", "name", "timestamp"]);
  expect(list[0]).toMatchObject({ name: entry.name, message: entry.message });
}

test("online: the entry reaches the office once and the outbox empties", async ({ page }) => {
  const entry = uniqueEntry("langsung");
  await gotoHydrated(page, "/kritik-saran");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/feedback"));
  await submit(page, entry);
  await expectThanks(page);
  expect((await answer).status()).toBe(201);
  await expect.poll(() => outbox(page)).toEqual([]);
  await expectStoredLocally(page, entry);
  expect(rows(entry)).toEqual({ byId: undefined, byMessage: 1 });
});

test("offline: queued with the same thank-you, delivered once when the browser is back online", async ({ page, context }) => {
  const entry = uniqueEntry("offline");
  await page.clock.install();
  const watcher = page.waitForResponse((response) => /\/outbox-watch-[\w-]+\.js$/.test(response.url()));
  await gotoHydrated(page, "/kritik-saran");
  // The connection drops while the visitor types, i.e. after the toast code (loaded right after
  // hydration) and the outbox watcher (loaded once the browser is idle after it) have arrived, with the
  // modules the watcher imports: importing its address again settles once they all have. Cutting it
  // earlier breaks those lazy loads, which is not what this test is about (and without a service worker,
  // which this spec blocks, a module that failed to download stays failed: decision 149).
  await expect(page.getByRole("region", { name: /^Notifikasi/ })).toBeAttached();
  const watcherUrl = (await watcher).url();
  await page.evaluate((url) => import(url).then(() => undefined), watcherUrl);
  await context.setOffline(true);
  await submit(page, entry);
  await expectThanks(page);
  await expectStoredLocally(page, entry);

  const queued = await outbox(page);
  expect(queued).toHaveLength(1);
  expect(queued[0]!.entry).toMatchObject({ ...entry, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(queued[0]!.entry).not.toHaveProperty("website");
  const id = queued[0]!.entry.id;
  expect(rows({ id, message: entry.message })).toEqual({ byId: 0, byMessage: 0 });

  // Back online: the browser fires `online`, which sends at once, ignoring any backoff.
  await context.setOffline(false);
  await expect.poll(() => outbox(page)).toEqual([]);
  expect(rows({ id, message: entry.message })).toEqual({ byId: 1, byMessage: 1 });
  // Nothing more is sent later.
  await page.clock.runFor(PAST_FIRST_BACKOFF * 4);
  expect(rows({ id, message: entry.message })).toEqual({ byId: 1, byMessage: 1 });
});

test("API down (503): kept in the outbox, retried after the backoff, delivered once", async ({ page }) => {
  const entry = uniqueEntry("503");
  await page.clock.install();
  let refused = 0;
  await page.route(API, (route) => {
    refused += 1;
    return route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ code: "server_error", message: "Layanan sedang tidak tersedia." }),
    });
  });
  await gotoHydrated(page, "/kritik-saran");
  await submit(page, entry);
  await expectThanks(page);
  await expect.poll(() => outbox(page).then((items) => items.map((item) => item.attempts))).toEqual([1]);
  expect(refused).toBe(1);
  const id = (await outbox(page))[0]!.entry.id;
  expect(rows({ id, message: entry.message }).byId).toBe(0);

  await page.unroute(API);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/feedback"));
  await page.clock.runFor(PAST_FIRST_BACKOFF);
  expect((await answer).status()).toBe(201);
  await expect.poll(() => outbox(page)).toEqual([]);
  expect(rows({ id, message: entry.message })).toEqual({ byId: 1, byMessage: 1 });
  expect(refused).toBe(1);
});

test("a queued entry is sent on the visitor's next page load, on any page", async ({ page }) => {
  const entry = uniqueEntry("muat ulang");
  await page.clock.install();
  await page.route(API, (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
  await gotoHydrated(page, "/kritik-saran");
  await submit(page, entry);
  await expectThanks(page);
  await expect.poll(() => outbox(page).then((items) => items.map((item) => item.attempts))).toEqual([1]);
  const id = (await outbox(page))[0]!.entry.id;

  // The visitor comes back an hour later and opens another page: the root's retry hook finds the
  // queued entry. (setSystemTime moves the date without firing this page's own retry timer.)
  await page.unroute(API);
  await page.clock.setSystemTime(Date.now() + 60 * 60_000);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/feedback"));
  await gotoHydrated(page, "/");
  expect((await answer).status()).toBe(201);
  await expect.poll(() => outbox(page)).toEqual([]);
  expect(rows({ id, message: entry.message })).toEqual({ byId: 1, byMessage: 1 });
});

test("a lost answer: the server stored it, the browser never heard; the retry gets 200 and no second row", async ({ page }) => {
  const entry = uniqueEntry("jawaban hilang");
  await page.clock.install();
  let stored: number | undefined;
  await page.route(API, async (route) => {
    // The request reaches the real server; its answer is dropped on the way back.
    const response = await route.fetch();
    stored = response.status();
    await route.abort("connectionreset");
  });
  await gotoHydrated(page, "/kritik-saran");
  await submit(page, entry);
  await expectThanks(page);
  await expect.poll(() => stored).toBe(201);
  await expect.poll(() => outbox(page).then((items) => items.map((item) => item.attempts))).toEqual([1]);
  const id = (await outbox(page))[0]!.entry.id;
  expect(rows({ id, message: entry.message })).toEqual({ byId: 1, byMessage: 1 });

  await page.unroute(API);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/feedback"));
  await page.clock.runFor(PAST_FIRST_BACKOFF);
  expect((await answer).status()).toBe(200);
  await expect.poll(() => outbox(page)).toEqual([]);
  expect(rows({ id, message: entry.message })).toEqual({ byId: 1, byMessage: 1 });
});

test("a bot that fills the hidden honeypot: same thank-you and local save, the office stores nothing", async ({ page }) => {
  const entry = uniqueEntry("honeypot");
  await gotoHydrated(page, "/kritik-saran");
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
  const request = page.waitForRequest((r) => r.url().endsWith("/api/feedback"));
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/feedback"));
  await submit(page, entry);
  await expectThanks(page);
  expect((await request).postDataJSON()).toMatchObject({ ...entry, website: "https://spam.example" });
  expect((await answer).status()).toBe(201);
  await expect.poll(() => outbox(page)).toEqual([]);
  await expectStoredLocally(page, entry);
  expect(rows({ message: entry.message }).byMessage).toBe(0);
});
