// Issue 31: no tap is lost. Each kind of control is used the moment it is visible, on a throttled phone
// (4× CPU, slow mobile data), and the effect must follow; the early event contract (app/lib/early-input.ts)
// holds what arrives before React owns the control. A sent message must be stored, in the browser and on
// the server. Without JavaScript the form sends through the server.
import type { BrowserContext, Page } from "@playwright/test";
import { EARLY_CONTROLS, FEEDBACK_TYPED, tap, throttleLikeAPhone } from "./early-controls";
import { MOBILE_VIEWPORT, expect, gotoHydrated, hydrated, reloadHydrated, test } from "./fixtures";
import { officeRows } from "./office-database";
import { EARLY_BUSY_ATTRIBUTE } from "../../app/lib/early-input";
import { FEEDBACK_DRAFT_KEY } from "../../app/lib/feedback-draft";
import { assistant } from "../../app/content/assistant";
import { feedbackPage } from "../../app/content/feedback-page";
import { messages } from "../../app/content/messages";
import { quizMessages } from "../../app/content/messages-quiz";
import { quiz } from "../../app/content/quiz";
import { uiText } from "../../app/content/ui-text";

const { form } = feedbackPage;

/** Holds every script of the page until `release()`: the page is painted, and React cannot run yet. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("every control acts from the moment it is visible, on a phone over slow mobile data", () => {
  test.use({ viewport: MOBILE_VIEWPORT });
  // Throttled pages load in seconds, not milliseconds.
  test.setTimeout(90_000);

  for (const control of EARLY_CONTROLS) {
    test(control.name, async ({ page }) => {
      await throttleLikeAPhone(page);
      await control.prepare?.(page);
      await page.goto(control.path, { waitUntil: "commit" });
      const element = page.locator(control.selector).first();
      await element.waitFor({ state: "visible", timeout: 30_000 });
      await control.act(page, element);
      await control.effect(page, 30_000);
    });
  }

  test("a message sent before the page was ready reaches the office's server too", async ({ page }) => {
    await throttleLikeAPhone(page);
    const send = EARLY_CONTROLS.find((control) => control.path === "/kritik-saran")!;
    // The message is the same for every test of this worker: "type and send" may have stored it already.
    const before = officeRows(FEEDBACK_TYPED.message);
    await page.goto(send.path, { waitUntil: "commit" });
    const element = page.locator(send.selector).first();
    await element.waitFor({ state: "visible", timeout: 30_000 });
    await send.act(page, element);
    await send.effect(page, 30_000);
    await expect.poll(() => officeRows(FEEDBACK_TYPED.message), { timeout: 30_000 }).toBe(before + 1);
  });
});

test.describe("a tap held until the page's code has loaded", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("shows that the button is working on it, then takes effect once", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/dasar-hukum", { waitUntil: "domcontentloaded" });
    const button = page.locator(`button[aria-label^="${uiText.lawDownload}"]`).first();
    await tap(page, button);
    await expect(button).toHaveAttribute(EARLY_BUSY_ATTRIBUTE, "true");
    await expect(page.getByTestId("toast")).toHaveCount(0);
    release();
    await expect(page.getByTestId("toast").getByText(messages.lawLinkMissing.title, { exact: true })).toBeVisible();
    await expect(button).not.toHaveAttribute(EARLY_BUSY_ATTRIBUTE);
    await expect(page.getByTestId("toast")).toHaveCount(1);
  });

  test("two different quiz answers tapped before the code runs: the first is the answer, and its toast says so", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/kuis-wakaf", { waitUntil: "domcontentloaded" });
    const { correct } = quiz.questions[0]!;
    const wrong = (correct + 1) % 4;
    const options = page.locator("button[data-status]");
    await tap(page, options.nth(wrong));
    await tap(page, options.nth(correct));
    release();
    await expect(page.getByTestId("toast").getByText(quizMessages.quizWrong.title, { exact: true })).toBeVisible();
    await expect(options.nth(wrong)).toHaveAttribute("data-status", "wrong");
    await expect(options.nth(correct)).toHaveAttribute("data-status", "right");
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await expect(page.getByTestId("toast").getByText(quizMessages.quizCorrect.title, { exact: true })).toHaveCount(0);
  });

  test("a message typed and sent before React runs is saved, never posted away from the page", async ({ page }) => {
    const release = await holdScripts(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.resourceType() === "document") posts.push(request.url());
    });
    await page.goto("/kritik-saran", { waitUntil: "domcontentloaded" });
    for (const [label, value] of [
      [form.nameLabel, "Budi"],
      [form.emailLabel, "budi@example.id"],
      [form.messageLabel, "Pesan sebelum halaman siap."],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    // Enter in a field: the browser's implicit submission, the most likely early send.
    await page.getByLabel(form.emailLabel, { exact: true }).press("Enter");
    await expect(page.getByRole("button", { name: form.submitLabel })).toHaveAttribute(EARLY_BUSY_ATTRIBUTE, "true");
    // Held, and already kept in the tab: were it reloaded or crashed now, the text would come back.
    const draft = await page.evaluate((key) => sessionStorage.getItem(key), FEEDBACK_DRAFT_KEY);
    expect(JSON.parse(draft!)).toMatchObject({ name: "Budi", message: "Pesan sebelum halaman siap." });
    release();
    await expect(page.getByTestId("toast").getByText(messages.feedbackSaved.title, { exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wakafFeedback") ?? "[]") as { message: string }[]);
    expect(stored.map((entry) => entry.message)).toEqual(["Pesan sebelum halaman siap."]);
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
    expect(posts).toEqual([]);
    expect(page.url()).toMatch(/\/kritik-saran$/);
  });

  test("two taps on 'Kirim' before React runs send the message once", async ({ page }) => {
    const message = `Dua ketukan sebelum siap (${Date.now().toString(36)}).`;
    const release = await holdScripts(page);
    await page.goto("/kritik-saran", { waitUntil: "domcontentloaded" });
    await page.getByLabel(form.nameLabel, { exact: true }).fill("Dede");
    await page.getByLabel(form.emailLabel, { exact: true }).fill("dede@example.id");
    await page.getByLabel(form.messageLabel, { exact: true }).fill(message);
    const send = page.getByRole("button", { name: form.submitLabel });
    await tap(page, send);
    await tap(page, send);
    release();
    await expect(page.getByTestId("toast").getByText(messages.feedbackSaved.title, { exact: true })).toBeVisible();
    await expect.poll(() => officeRows(message), { timeout: 15_000 }).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wakafFeedback") ?? "[]") as { message: string }[]);
    expect(stored.filter((entry) => entry.message === message)).toHaveLength(1);
    // No "Form Belum Lengkap" under the thank-you either.
    await expect(page.getByTestId("toast").getByText(messages.formIncomplete.title, { exact: true })).toHaveCount(0);
  });

  test("the menu opened by its link before React runs stays open once React owns the header", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/profil-kua", { waitUntil: "domcontentloaded" });
    await tap(page, page.locator(`header [aria-label="${uiText.openMenu}"]`));
    const menu = page.getByRole("navigation", { name: uiText.mobileNav });
    await expect(menu).toBeVisible();
    release();
    await hydrated(page);
    await expect(page.getByRole("button", { name: uiText.closeMenu })).toHaveAttribute("aria-expanded", "true");
    // The focus the link had (the page's, once the browser followed it) is on the button now.
    await expect(page.getByRole("button", { name: uiText.closeMenu })).toBeFocused();
    await expect(menu).toBeVisible();
    expect(new URL(page.url()).hash).toBe("");
    await page.getByRole("button", { name: uiText.closeMenu }).click();
    await expect(menu).toBeHidden();
  });

  test("the menu opened with Enter on its link before React runs keeps the keyboard's place on its button", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/profil-kua", { waitUntil: "domcontentloaded" });
    await page.locator(`header [aria-label="${uiText.openMenu}"]`).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: uiText.mobileNav })).toBeVisible();
    release();
    await hydrated(page);
    await expect(page.getByRole("button", { name: uiText.closeMenu })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: uiText.mobileNav })).toBeHidden();
    await expect(page.getByRole("button", { name: uiText.openMenu })).toBeFocused();
  });

  test("letters typed on Si Wakaf's button after the tap, before React runs, start the question in the panel's box", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const button = page.getByTestId("assistant-button");
    await tap(page, button);
    await expect(button).toBeFocused();
    await page.keyboard.type("apa itu wakaf");
    release();
    const box = page.getByRole("dialog", { name: assistant.title }).locator("[data-assistant-input]");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("apa itu wakaf");
    // The rest of the question goes on where the held letters end.
    await page.keyboard.type(" uang");
    await expect(box).toHaveValue("apa itu wakaf uang");
  });

  test("Escape on Si Wakaf's button after the tap, before React runs, cancels the opening", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const button = page.getByTestId("assistant-button");
    await tap(page, button);
    await page.keyboard.press("Escape");
    // The tap is replayed (the panel's code is asked for), then the Escape cancels it.
    const panelCode = page.waitForResponse(/assistant-panel-[\w-]+\.js$/);
    release();
    await panelCode;
    await hydrated(page);
    await expect(button).not.toHaveAttribute(EARLY_BUSY_ATTRIBUTE);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // Arrived, and not shown: the opening was cancelled.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(page.getByRole("dialog", { name: assistant.title })).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe("when the page's code fails to arrive", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("a tap says so and offers to reload, instead of a button that stays busy; after the reload it works", async ({ page }) => {
    await page.route("**/assets/root-*.js", (route) => route.abort());
    await page.goto("/dasar-hukum", { waitUntil: "domcontentloaded" });
    const button = page.locator(`button[aria-label^="${uiText.lawDownload}"]`).first();
    await tap(page, button);
    const notice = page.getByRole("alert").filter({ hasText: uiText.earlyFailed });
    await expect(notice).toBeVisible();
    await expect(button).not.toHaveAttribute(EARLY_BUSY_ATTRIBUTE);
    await page.unroute("**/assets/root-*.js");
    await notice.getByRole("button", { name: uiText.earlyReload }).click();
    await hydrated(page);
    await page.locator(`button[aria-label^="${uiText.lawDownload}"]`).first().click();
    await expect(page.getByTestId("toast").getByText(messages.lawLinkMissing.title, { exact: true })).toBeVisible();
  });

  test("a message sent then goes to the server as a form without JavaScript would", async ({ page }) => {
    const message = `Dikirim saat kode gagal dimuat (${Date.now().toString(36)}).`;
    await page.route("**/assets/kritik-saran-*.js", (route) => route.abort());
    await page.goto("/kritik-saran", { waitUntil: "domcontentloaded" });
    await page.getByLabel(form.nameLabel, { exact: true }).fill("Euis");
    await page.getByLabel(form.emailLabel, { exact: true }).fill("euis@example.id");
    await page.getByLabel(form.messageLabel, { exact: true }).fill(message);
    await tap(page, page.getByRole("button", { name: form.submitLabel }));
    await expect(page.getByRole("status").getByText(messages.feedbackSaved.title)).toBeVisible();
    expect(officeRows(message)).toBe(1);
  });
});

test.describe("when the part of the page that holds a control fails to arrive", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("a message sent then goes to the server natively, not held for ever", async ({ page, request }) => {
    // The route module is named in the page's loader; the form lives in the page's lazily loaded part.
    const html = await (await request.get("/kritik-saran")).text();
    const routeModule = /import\("(\/assets\/kritik-saran-[^"]+\.js)"\)/.exec(html)![1]!;
    await page.route("**/assets/kritik-saran-*.js", (route) => (new URL(route.request().url()).pathname === routeModule ? route.continue() : route.abort()));
    const message = `Bagian halaman gagal dimuat (${Date.now().toString(36)}).`;
    await page.goto("/kritik-saran", { waitUntil: "domcontentloaded" });
    await page.getByLabel(form.nameLabel, { exact: true }).fill("Iis");
    await page.getByLabel(form.emailLabel, { exact: true }).fill("iis@example.id");
    await page.getByLabel(form.messageLabel, { exact: true }).fill(message);
    await tap(page, page.getByRole("button", { name: form.submitLabel }));
    await expect(page.getByRole("status").getByText(messages.feedbackSaved.title)).toBeVisible({ timeout: 15_000 });
    expect(officeRows(message)).toBe(1);
    // The thank-you page forgets the sent text, so that no later visit gives it back to be sent twice.
    await expect.poll(() => page.evaluate((key) => [sessionStorage.getItem(key), localStorage.getItem(key)], FEEDBACK_DRAFT_KEY)).toEqual([null, null]);
    await page.unroute("**/assets/kritik-saran-*.js");
    // Back: the browser gives the sent text back in the fields; the form's code, arriving now, must not
    // take it for a new message (it would be kept as a draft and could be sent a second time).
    await page.goBack();
    await hydrated(page);
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
    await expect.poll(() => page.evaluate((key) => [sessionStorage.getItem(key), localStorage.getItem(key)], FEEDBACK_DRAFT_KEY)).toEqual([null, null]);
    await gotoHydrated(page, "/kritik-saran");
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
  });

  test("Back after a native send, then 'Kirim' before the code runs: the message is not stored twice", async ({ page, request }) => {
    const html = await (await request.get("/kritik-saran")).text();
    const routeModule = /import\("(\/assets\/kritik-saran-[^"]+\.js)"\)/.exec(html)![1]!;
    await page.route("**/assets/kritik-saran-*.js", (route) => (new URL(route.request().url()).pathname === routeModule ? route.continue() : route.abort()));
    const message = `Terkirim lalu Kembali (${Date.now().toString(36)}).`;
    await page.goto("/kritik-saran", { waitUntil: "domcontentloaded" });
    await page.getByLabel(form.nameLabel, { exact: true }).fill("Iis");
    await page.getByLabel(form.emailLabel, { exact: true }).fill("iis@example.id");
    await page.getByLabel(form.messageLabel, { exact: true }).fill(message);
    await tap(page, page.getByRole("button", { name: form.submitLabel }));
    await expect(page.getByRole("status").getByText(messages.feedbackSaved.title)).toBeVisible({ timeout: 15_000 });
    await page.unroute("**/assets/kritik-saran-*.js");
    // Back while the code is slow: the browser gives the sent text back, and the page, seeing it confirmed,
    // empties the form before the visitor sees it; the visitor taps "Kirim" all the same.
    const release = await holdScripts(page);
    await page.goBack({ waitUntil: "domcontentloaded" });
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
    const send = page.getByRole("button", { name: form.submitLabel });
    await tap(page, send);
    await expect(send).toHaveAttribute(EARLY_BUSY_ATTRIBUTE, "true");
    release();
    // Replayed on an empty form: the form asks for its fields instead of sending the message again.
    await expect(page.getByTestId("toast").getByText(messages.formIncomplete.title, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(send).not.toHaveAttribute(EARLY_BUSY_ATTRIBUTE);
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
    // Never stored a second time, on the server or in the browser.
    await page.waitForLoadState("networkidle");
    expect(officeRows(message)).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wakafFeedback") ?? "[]") as { message: string }[]);
    expect(stored.map((entry) => entry.message)).not.toContain(message);
  });
});

test.describe("nothing typed is lost", () => {
  /** Another tab of the browser, on the form, hydrated. */
  async function openFormTab(context: BrowserContext) {
    const tab = await context.newPage();
    await gotoHydrated(tab, "/kritik-saran");
    return tab;
  }

  test("text typed before the page's code arrives survives a reload made before it arrives", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/kritik-saran", { waitUntil: "domcontentloaded" });
    await page.getByLabel(form.nameLabel, { exact: true }).fill("Cucu");
    await page.getByLabel(form.messageLabel, { exact: true }).fill("Diketik sebelum halaman siap, lalu dimuat ulang");
    // Kept in the tab at each keystroke, though React does not own the form yet.
    expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), FEEDBACK_DRAFT_KEY))!)).toMatchObject({ name: "Cucu" });
    await page.reload({ waitUntil: "domcontentloaded" });
    // Back in the form while the code is still held, so that typing again cannot overwrite it.
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Diketik sebelum halaman siap, lalu dimuat ulang");
    await page.getByLabel(form.emailLabel, { exact: true }).fill("cucu@example.id");
    release();
    await hydrated(page);
    await expect(page.getByLabel(form.nameLabel, { exact: true })).toHaveValue("Cucu");
    await expect(page.getByLabel(form.emailLabel, { exact: true })).toHaveValue("cucu@example.id");
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Diketik sebelum halaman siap, lalu dimuat ulang");
  });

  test("the typed text survives a reload and is gone once sent", async ({ page }) => {
    await gotoHydrated(page, "/kritik-saran");
    await page.getByLabel(form.nameLabel, { exact: true }).fill("Ani");
    await page.getByLabel(form.messageLabel, { exact: true }).fill("Tulisan panjang yang belum selesai");
    await reloadHydrated(page);
    await expect(page.getByLabel(form.nameLabel, { exact: true })).toHaveValue("Ani");
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Tulisan panjang yang belum selesai");
    await page.getByLabel(form.emailLabel, { exact: true }).fill("ani@example.id");
    await page.getByRole("button", { name: form.submitLabel }).click();
    await expect(page.getByTestId("toast").getByText(messages.feedbackSaved.title, { exact: true })).toBeVisible();
    await reloadHydrated(page);
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
  });

  test("two tabs keep each its own message, and sending one leaves the other's", async ({ page, context }) => {
    await gotoHydrated(page, "/kritik-saran");
    await page.getByLabel(form.messageLabel, { exact: true }).fill("Pesan tab pertama");
    const second = await openFormTab(context);
    await second.getByLabel(form.messageLabel, { exact: true }).fill("Pesan tab kedua");
    await reloadHydrated(page);
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Pesan tab pertama");
    await page.getByLabel(form.nameLabel, { exact: true }).fill("Asep");
    await page.getByLabel(form.emailLabel, { exact: true }).fill("asep@example.id");
    await page.getByRole("button", { name: form.submitLabel }).click();
    await expect(page.getByTestId("toast").getByText(messages.feedbackSaved.title, { exact: true })).toBeVisible();
    await reloadHydrated(second);
    await expect(second.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Pesan tab kedua");
  });

  test("the typed text is stored as it is typed, so a crashed tab loses nothing", async ({ page, context }) => {
    await gotoHydrated(page, "/kritik-saran");
    await page.getByLabel(form.messageLabel, { exact: true }).fill("Ditulis sebelum tab macet");
    // A tab that crashes gets no unload event to save in: the text must already be kept when it goes.
    await page.goto("chrome://crash").catch(() => undefined);
    const second = await openFormTab(context);
    await expect(second.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Ditulis sebelum tab macet");
  });

  test("a tab closed while another writes its own message: its text reaches the next tab", async ({ page, context }) => {
    await gotoHydrated(page, "/kritik-saran");
    await page.getByLabel(form.messageLabel, { exact: true }).fill("Pesan tab pertama yang ditutup");
    const second = await openFormTab(context);
    await second.getByLabel(form.messageLabel, { exact: true }).fill("Pesan tab kedua yang masih terbuka");
    await page.close();
    const third = await openFormTab(context);
    await expect(third.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Pesan tab pertama yang ditutup");
    await expect(second.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Pesan tab kedua yang masih terbuka");
  });

  test("text typed before the page's code arrives is not taken over by a tab opened meanwhile", async ({ page, context }) => {
    const release = await holdScripts(page);
    await page.goto("/kritik-saran", { waitUntil: "domcontentloaded" });
    await page.getByLabel(form.messageLabel, { exact: true }).fill("Diketik sebelum halaman pertama siap");
    const second = await openFormTab(context);
    await expect(second.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
    release();
    await hydrated(page);
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Diketik sebelum halaman pertama siap");
    await expect(second.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
  });

  test("a second tab opened while the first still holds its message starts empty (no message sent twice)", async ({ page, context }) => {
    await gotoHydrated(page, "/kritik-saran");
    await page.getByLabel(form.messageLabel, { exact: true }).fill("Masih ditulis di tab pertama");
    const second = await openFormTab(context);
    // Once the form has asked whether the first tab is still open (Web Locks answer queries in order, so
    // ours comes back after the form's) and drawn what it decided.
    await second.evaluate(async () => {
      await navigator.locks.query();
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    });
    await expect(second.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
    // Once the first tab is closed, a new one gets its text back.
    await page.close();
    const third = await openFormTab(context);
    await expect(third.getByLabel(form.messageLabel, { exact: true })).toHaveValue("Masih ditulis di tab pertama");
  });
});

test.describe("the feedback form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends through the server, which stores it and thanks the visitor", async ({ page }) => {
    const message = `Dikirim tanpa JavaScript (${Date.now().toString(36)}).`;
    await page.goto("/kritik-saran");
    await page.getByLabel(form.nameLabel, { exact: true }).fill("Ujang");
    await page.getByLabel(form.emailLabel, { exact: true }).fill("ujang@example.id");
    await page.getByLabel(form.messageLabel, { exact: true }).fill(message);
    await page.getByRole("button", { name: form.submitLabel }).click();
    await expect(page.getByRole("status").getByText(messages.feedbackSaved.title)).toBeVisible();
    await expect(page.getByText(messages.feedbackSaved.description)).toBeVisible();
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue("");
    expect(officeRows(message)).toBe(1);
  });

  test("a mistake is answered with the form's own message, the typed text kept", async ({ page }) => {
    const message = `Email salah tanpa JavaScript (${Date.now().toString(36)}).`;
    await page.goto("/kritik-saran");
    await page.getByLabel(form.nameLabel, { exact: true }).fill("Ujang");
    await page.getByLabel(form.emailLabel, { exact: true }).fill("ujang@contoh");
    await page.getByLabel(form.messageLabel, { exact: true }).fill(message);
    await page.getByRole("button", { name: form.submitLabel }).click();
    await expect(page.getByRole("alert").getByText(messages.emailInvalid.title)).toBeVisible();
    await expect(page.getByLabel(form.emailLabel, { exact: true })).toHaveValue("ujang@contoh");
    await expect(page.getByLabel(form.messageLabel, { exact: true })).toHaveValue(message);
    expect(officeRows(message)).toBe(0);
  });
});
