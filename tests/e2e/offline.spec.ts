// Issue 17: once a visitor has opened the portal, it keeps working without a connection. Each test
// makes a first visit online, waits until the service worker has precached the build and taken the
// page over, then sets the whole browser context offline.
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import path from "node:path";
import { test as base, type BrowserContext, type Page, type Route } from "@playwright/test";
import { axeViolations, expect, gotoHydrated } from "./fixtures";
import { officeRows } from "./office-database";
import { NAV_ITEMS, office, pages } from "./site";
import { feedbackPage } from "../../app/content/feedback-page";
import { messages } from "../../app/content/messages";
import { offline } from "../../app/content/offline";
import { quiz } from "../../app/content/quiz";
import { BACKOFF_BASE_MS } from "../../app/features/feedback-sync/backoff";
import { FEEDBACK_QUEUE } from "../../app/lib/service-worker-protocol";

// Installing the worker downloads the whole build, which is slow under Playwright's request routing on
// a busy machine, so the tests share one browser context: one first visit and one install, then the
// tests run in order on it. Playwright's trace recorder stalls a worker's own downloads (it stays
// "installing" for good), so this spec records no traces.
const test = base;
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ trace: "off" });

const OUTBOX_KEY = "wakafFeedbackOutbox";
// The map page's figures come from the same data file the site is built from.
const SITE_IDS = (
  JSON.parse(readFileSync(new URL("../../app/content/sites.geojson", import.meta.url), "utf8")) as { features: Array<{ id: string }> }
).features.map((feature) => feature.id);
const SITE_COUNT = SITE_IDS.length;

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  // Every other spec blocks service workers (playwright.config.ts); this one is about the worker.
  context = await browser.newContext({ baseURL, locale, timezoneId, viewport, serviceWorkers: "allow" });
  // As in every spec (fixtures.ts): nothing leaves this machine, the worker's tile requests included.
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol.startsWith("http"),
    (route) => route.abort("blockedbyclient"),
  );
  page = await context.newPage();
  await page.clock.install();
  // First visit online: the worker installs (downloading the precache) and activates.
  await gotoHydrated(page, "/");
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? registration?.installing?.state ?? "none";
        }),
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe("activated");
  // The first page was loaded before the worker existed; the next navigation is controlled.
  await gotoHydrated(page, "/");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test.afterAll(async () => {
  await context?.close();
  restoreWorker();
});

// The built worker the test server sends, with its precompressed copies (the server prefers those).
// Only this spec lets service workers run (every other one blocks them), so changing it here is
// seen by this spec's browser alone.
const WORKER_FILE = path.resolve(import.meta.dirname, "../../build/client/sw.js");
let deployedWorker: Buffer | null = null;
function writeWorker(bytes: Buffer) {
  writeFileSync(WORKER_FILE, bytes);
  writeFileSync(`${WORKER_FILE}.br`, brotliCompressSync(bytes));
  writeFileSync(`${WORKER_FILE}.gz`, gzipSync(bytes, { level: 9 }));
}
function deployNewWorker() {
  deployedWorker ??= readFileSync(WORKER_FILE);
  writeWorker(Buffer.concat([deployedWorker, Buffer.from(`\n// versi baru (e2e) ${Date.now()}\n`)]));
}
function restoreWorker() {
  if (deployedWorker) writeWorker(deployedWorker);
  deployedWorker = null;
}


/** The current page's feedback outbox (entries not yet confirmed by the office). */
function pageOutbox(): Promise<unknown[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as unknown[], OUTBOX_KEY);
}

/** A navigation offline: answered by the service worker, not the network. */
async function gotoOffline(path: string) {
  const response = await page.goto(path);
  expect(response?.fromServiceWorker(), `${path} comes from the service worker`).toBe(true);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("offline: all nine pages load, with their titles and headings", async () => {
  await context.setOffline(true);
  for (const item of NAV_ITEMS) {
    await gotoOffline(item.path);
    await expect(page).toHaveTitle(new RegExp(`^${pages[item.id].title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("offline: a page that is not saved gets the Indonesian offline page with links to what is", async () => {
  await context.setOffline(true);
  const response = await page.goto("/halaman-yang-belum-ada");
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offline.page.heading);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  for (const item of NAV_ITEMS) await expect(page.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.path);
  await page.getByRole("link", { name: NAV_ITEMS[7].label, exact: true }).click();
  await expect(page).toHaveURL(NAV_ITEMS[7].path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a site's own page is kept once visited (not precached); one never visited gets the offline page", async () => {
  const [visited, other] = SITE_IDS;
  await context.setOffline(false);
  const online = await page.goto(`/pemetaan-wakaf/${visited}`);
  expect(online?.fromServiceWorker()).toBe(true);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  // Not in the precache (which keeps pages under their file names).
  expect(await page.evaluate(async (id) => (await caches.match(`/pemetaan-wakaf/${id}/index.html`)) !== undefined, visited)).toBe(false);

  await context.setOffline(true);
  await gotoOffline(`/pemetaan-wakaf/${visited}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  const response = await page.goto(`/pemetaan-wakaf/${other}`);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offline.page.heading);
});

test("offline: the quiz runs to its result", async () => {
  await context.setOffline(true);
  await gotoOffline("/kuis-wakaf");
  await expect(page.getByRole("region", { name: /^Notifikasi/ })).toBeAttached();
  const toast = page.getByTestId("toast");
  for (let q = 0; q < quiz.questions.length; q++) {
    await expect(page.getByText(`Pertanyaan ${q + 1} dari 10`, { exact: true })).toBeVisible();
    const correct = quiz.questions[q]!.correct;
    await page.getByRole("button", { name: `${"ABCD"[correct]}. ${quiz.questions[q]!.options[correct]}` }).click();
    await expect(toast.getByText(messages.quizCorrect.title, { exact: true })).toBeVisible();
    await page.clock.runFor(2000);
  }
  const result = page.getByTestId("quiz-result");
  await expect(result.getByTestId("quiz-final-score")).toHaveText("10/10");
  await expect(result.getByTestId("quiz-percent")).toHaveText("100%");
});

test("offline: the law list shows its 'Link Belum Tersedia' toast", async () => {
  await context.setOffline(true);
  await gotoOffline("/dasar-hukum");
  await expect(page.getByTestId("law-item")).toHaveCount(7);
  await page.getByRole("button", { name: /^Unduh PDF/ }).first().click();
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(messages.lawLinkMissing.title, { exact: true })).toBeVisible();
  await expect(toast.getByText(messages.lawLinkMissing.description, { exact: true })).toBeVisible();
});

test("offline: the map page shows its markers, list, summary and charts, and says the base map cannot load", async () => {
  await context.setOffline(true);
  await gotoOffline("/pemetaan-wakaf");
  await expect(page.getByTestId("site-list").locator(":scope > li")).toHaveCount(SITE_COUNT);
  await expect(page.getByTestId("summary-count")).toHaveText(String(SITE_COUNT));
  await expect(page.getByTestId("summary-area")).toHaveText("2.050 m²");
  await expect(page.getByTestId("type-pie-chart").locator("path")).toHaveCount(3);
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(SITE_COUNT);
  await expect(page.getByTestId("tile-error")).toBeVisible();
});

test("feedback written offline reaches the office exactly once when the connection is back", async () => {
  const { form } = feedbackPage;
  const entry = {
    name: "Uji Luring",
    email: "uji@contoh.id",
    message: `Uji luring ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  };
  const rows = () => officeRows(entry.message);

  await context.setOffline(true);
  await gotoOffline("/kritik-saran");
  await expect(page.getByRole("region", { name: /^Notifikasi/ })).toBeAttached();
  await page.getByLabel(form.nameLabel, { exact: true }).fill(entry.name);
  await page.getByLabel(form.emailLabel, { exact: true }).fill(entry.email);
  await page.getByLabel(form.messageLabel, { exact: true }).fill(entry.message);
  await page.getByRole("button", { name: form.submitLabel }).click();
  await expect(page.getByTestId("toast").getByText(messages.feedbackSaved.title, { exact: true })).toBeVisible();
  await expect.poll(pageOutbox).toHaveLength(1);
  expect(rows()).toBe(0);

  await context.setOffline(false);
  await expect.poll(pageOutbox).toEqual([]);
  expect(rows()).toBe(1);
  // Neither the backoff timer, a Background Sync event nor the next page load sends it again.
  await page.clock.runFor(BACKOFF_BASE_MS * 8);
  await gotoHydrated(page, "/kritik-saran");
  await page.clock.runFor(BACKOFF_BASE_MS * 8);
  expect(rows()).toBe(1);
});

test("feedback written offline reaches the office once with every tab of the portal closed (Background Sync)", async ({ baseURL }) => {
  const { form } = feedbackPage;
  const message = `Uji tanpa tab ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const rows = () => officeRows(message);
  /** Requests the worker keeps for a later Background Sync (Workbox's IndexedDB queue). */
  const keptByWorker = () =>
    page.evaluate(
      (queue) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open("workbox-background-sync");
          open.onerror = () => resolve(0);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("requests")) return resolve(0);
            const count = db.transaction("requests").objectStore("requests").index("queueName").count(queue);
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => resolve(0);
          };
        }),
      FEEDBACK_QUEUE,
    );

  await context.setOffline(true);
  await gotoOffline("/kritik-saran");
  await expect(page.getByRole("region", { name: /^Notifikasi/ })).toBeAttached();
  await page.getByLabel(form.nameLabel, { exact: true }).fill("Uji Tanpa Tab");
  await page.getByLabel(form.emailLabel, { exact: true }).fill("uji@contoh.id");
  await page.getByLabel(form.messageLabel, { exact: true }).fill(message);
  await page.getByRole("button", { name: form.submitLabel }).click();
  await expect(page.getByTestId("toast").getByText(messages.feedbackSaved.title, { exact: true })).toBeVisible();
  await expect.poll(keptByWorker).toBeGreaterThan(0);

  // The visitor closes the portal; the connection comes back later. No page of the site is open (a
  // blank tab only gives this test its handle on the browser), so only the worker can send.
  const pageTime = await page.evaluate(() => Date.now());
  await page.close();
  page = await context.newPage();
  await context.setOffline(false);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  // What the browser does when it sees the connection again: the queue's sync event.
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: baseURL!,
    registrationId: await registrationId,
    tag: `workbox-background-sync:${FEEDBACK_QUEUE}`,
    lastChance: false,
  });
  await expect.poll(rows, { timeout: 30_000 }).toBe(1);

  // The next visit: the page's own outbox still had the entry and sends it; the office keeps one row.
  // (The page's clock goes on from the closed page's: this spec's pages run on a controlled clock.)
  await page.clock.install({ time: pageTime });
  await gotoHydrated(page, "/kritik-saran");
  // Its retry comes once the backoff of the failed offline try has passed (the sender loads first, so
  // the page's clock moves on in steps until then).
  await expect
    .poll(async () => {
      await page.clock.runFor(BACKOFF_BASE_MS);
      return pageOutbox();
    })
    .toEqual([]);
  expect(rows()).toBe(1);
  expect(await keptByWorker()).toBe(0);
});

test("a new version waiting behind the current worker is offered with one toast, and nothing reloads until 'Muat ulang'", async () => {
  const { form } = feedbackPage;
  await context.setOffline(false);
  await gotoHydrated(page, "/kritik-saran");
  await expect(page.getByRole("region", { name: /^Notifikasi/ })).toBeAttached();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The visitor is typing when the new version arrives.
  const draft = "Sedang menulis masukan saat versi baru tiba";
  await page.getByLabel(form.messageLabel, { exact: true }).fill(draft);
  await page.evaluate(() => ((window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true));

  // A new deployment: the server's /sw.js now has other bytes (restored after the last test), and
  // the browser's update check (here asked for at once, as on the next navigation) finds it. The new
  // worker installs and waits, because a worker already controls this page.
  deployNewWorker();
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const toast = page.getByTestId("toast");
  await expect(toast.getByText(messages.updateAvailable.title, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(toast.getByText(messages.updateAvailable.description, { exact: true })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe("installed");
  // The toast with its action button passes the same WCAG scan as every other state.
  expect(await axeViolations(page)).toEqual([]);
  // It stays (no 5-second timer) and the page has not reloaded: the draft is still there.
  await page.clock.runFor(10_000);
  await expect(toast.getByText(messages.updateAvailable.title, { exact: true })).toBeVisible();
  await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue(draft);
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);

  // The visitor chooses the new version: it takes over and this page reloads once, under it.
  await Promise.all([
    page.waitForEvent("load"),
    toast.getByRole("button", { name: messages.updateAvailable.actionLabel, exact: true }).click(),
  ]);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  // The reloaded page runs under the worker the visitor accepted: nothing waits any more.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, active: registration?.active?.state, controlled: navigator.serviceWorker.controller !== null };
    }),
  ).toEqual({ waiting: null, active: "activated", controlled: true });
});

test("map tiles seen online are shown offline from the bounded tile cache", async () => {
  // A 1×1 PNG stands in for every tile of the office's template (nothing leaves this machine).
  const tinyPng = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  const tileHost = new URL(office.map.tileUrl.replace(/\{s\}/g, "a").replace(/\{[^}]*\}/g, "0")).hostname.replace(/^a\./, "");
  const isTile = (url: URL) => url.hostname.endsWith(tileHost) && /\/\d+\/\d+\/\d+(@2x)?\.png$/.test(url.pathname);
  const tileRoute = (route: Route) => route.fulfill({ status: 200, contentType: "image/png", body: tinyPng });
  await context.setOffline(false);
  await context.route(isTile, tileRoute);
  await gotoHydrated(page, "/pemetaan-wakaf");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator(".leaflet-tile-loaded").first()).toBeAttached();
  const cachedTiles = () => page.evaluate(async () => (await (await caches.open("peta-dasar")).keys()).length);
  await expect.poll(cachedTiles).toBeGreaterThan(0);
  await context.unroute(isTile, tileRoute);

  await context.setOffline(true);
  await gotoOffline("/pemetaan-wakaf");
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(SITE_COUNT);
  await expect(page.locator(".leaflet-tile-loaded").first()).toBeAttached();
  await expect(page.getByTestId("tile-error")).toHaveCount(0);
});
