import type { Page } from "@playwright/test";
import { axeViolations, describeAtWidths, expect, gotoHydrated, test, withoutSpeechRecognition } from "./fixtures";
import { assistant } from "../../app/content/assistant";
import { messages } from "../../app/content/messages";

const BUTTON_NAME = "Tanya Si Wakaf";
const ROUTES = ["/", "/kuis-wakaf", "/kritik-saran", "/pemetaan-wakaf", "/tidak-ada"];

const floatingButton = (page: Page) => page.getByRole("button", { name: BUTTON_NAME });
const panel = (page: Page) => page.getByRole("dialog", { name: assistant.title });

// As in Firefox; the tests that need recognition install a fake one after this.
test.beforeEach(async ({ page }) => {
  await withoutSpeechRecognition(page);
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("the floating button is in the prerendered HTML; the panel's code is not loaded up front", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<button[^>]*aria-label="Tanya Si Wakaf"/);
  expect(html).not.toContain("assistant-panel");

  const panelRequests: string[] = [];
  page.on("request", (req) => {
    if (/assistant-panel-[\w-]+\.js$/.test(req.url())) panelRequests.push(req.url());
  });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  expect(panelRequests).toEqual([]);
  await floatingButton(page).click();
  await expect(panel(page)).toBeVisible();
  expect(panelRequests).toHaveLength(1);
});

describeAtWidths("Si Wakaf", (viewport) => {
  for (const path of ROUTES) {
    test(`on ${path}: a round button at the bottom right opens the panel; the close button returns focus`, async ({ page }) => {
      await gotoHydrated(page, path);
      const button = floatingButton(page);
      const box = (await button.boundingBox())!;
      expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
      expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(await button.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe("0px");
      await expect(button).toHaveAttribute("aria-expanded", "false");

      await button.click();
      const dialog = panel(page);
      await expect(dialog).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(dialog).toHaveAttribute("aria-modal", "false");
      await expect(dialog.getByText(assistant.subtitle, { exact: true })).toBeVisible();
      await expect(dialog.getByRole("img", { name: assistant.cartoonLabel })).toBeVisible();
      await expect(dialog.getByText(assistant.greeting, { exact: true })).toBeVisible();
      await expect(dialog.getByRole("listitem")).toHaveText([...assistant.examples]);
      const panelBox = (await dialog.boundingBox())!;
      expect(panelBox.x).toBeGreaterThanOrEqual(0);
      // The whole panel, its title and close button included, stays below the sticky header.
      const header = (await page.getByRole("banner").boundingBox())!;
      expect(panelBox.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(viewport.width);
      expect(overlaps(panelBox, box)).toBe(false);

      await dialog.getByRole("button", { name: assistant.closeLabel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }

  test("the toggle: aria-pressed, labels, 'Saya mendengarkan...', pulse and both toasts; axe with the panel open", async ({ page }) => {
    test.slow();
    await gotoHydrated(page, "/profil-kua");
    await floatingButton(page).click();
    const dialog = panel(page);
    const toggle = dialog.getByRole("button", { name: assistant.startLabel });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    const on = dialog.getByRole("button", { name: assistant.stopLabel });
    await expect(on).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByText(assistant.listeningLabel, { exact: true })).toBeVisible();
    const avatar = dialog.getByTestId("assistant-avatar");
    expect(await avatar.evaluate((el) => getComputedStyle(el).animationName)).toBe("pulse");
    const toast = page.getByTestId("toast");
    await expect(toast.getByText(messages.assistantListening.title, { exact: true })).toBeVisible();
    await expect(toast.getByText(messages.assistantListening.description, { exact: true })).toBeVisible();

    // The toast (top right) and the floating button (bottom right) never cover each other.
    expect(overlaps((await toast.boundingBox())!, (await floatingButton(page).boundingBox())!)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await on.click();
    await expect(dialog.getByRole("button", { name: assistant.startLabel })).toHaveAttribute("aria-pressed", "false");
    await expect(dialog.getByText(assistant.listeningLabel, { exact: true })).toHaveCount(0);
    await expect(toast.getByText(messages.assistantResting.title, { exact: true })).toBeVisible();
    await expect(toast.getByText(messages.assistantResting.description, { exact: true })).toBeVisible();
  });

  test("keyboard only: reach the button with Tab, open with Enter, toggle with Space, Escape returns focus", async ({ page }) => {
    test.slow();
    await gotoHydrated(page, "/galeri-wakaf");
    const button = floatingButton(page);
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await button.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    const dialog = panel(page);
    await expect(dialog).toBeFocused();
    // Tab order inside the panel: close button, (on small screens the scrollable text), the four example
    // questions, the question box and its send button, then the toggle.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: assistant.closeLabel })).toBeFocused();
    const toggle = dialog.getByRole("button", { name: assistant.startLabel });
    for (let i = 0; i < 8 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("button", { name: assistant.stopLabel })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("at the end of a page the button does not cover the footer's last line", async ({ page }) => {
    await gotoHydrated(page, "/kritik-saran");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByTestId("site-footer").getByText(/^©/);
    await expect(copyright).toBeInViewport();
    expect(overlaps((await copyright.boundingBox())!, (await floatingButton(page).boundingBox())!)).toBe(false);
    const submitBox = (await page.getByRole("button", { name: "Kirim Masukan" }).boundingBox())!;
    expect(submitBox.width).toBeGreaterThan(0);
  });
});

test.describe("Si Wakaf under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the listening state stands still but stays visible (ring and label)", async ({ page }) => {
    await gotoHydrated(page, "/");
    await floatingButton(page).click();
    const dialog = panel(page);
    await dialog.getByRole("button", { name: assistant.startLabel }).click();
    const avatar = dialog.getByTestId("assistant-avatar");
    await expect(avatar).toHaveAttribute("data-listening", "true");
    expect(await avatar.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    expect(await avatar.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
    await expect(dialog.getByText(assistant.listeningLabel, { exact: true })).toBeVisible();
  });
});

// ---- Si Wakaf answers (issue 16) ----

const questionBox = (page: Page) => panel(page).getByRole("textbox", { name: assistant.inputLabel });

test("a typed question gets an answer with its source; 'Baca selengkapnya' leads to the section; the conversation stays across pages", async ({ page }) => {
  await gotoHydrated(page, "/berita-wakaf");
  await floatingButton(page).click();
  await questionBox(page).fill("bgmn cara wakaf tanah di kua?");
  await questionBox(page).press("Enter");
  const answer = panel(page).getByTestId("assistant-answer");
  await expect(answer).toContainText("PPAIW");
  await expect(answer).toContainText(`${assistant.sourceLabel} UU 41/2004`);
  await expect(page.getByTestId("assistant-announcer")).toContainText("PPAIW");
  expect(await axeViolations(page)).toEqual([]);

  await answer.getByRole("link", { name: assistant.readMoreLabel }).click();
  await expect(page).toHaveURL("/literasi-wakaf#tata-cara");
  await expect(page.locator("#tata-cara")).toBeInViewport();
  // Still there after moving to another page, and after closing and opening the panel.
  await expect(panel(page).getByTestId("assistant-turn")).toHaveCount(1);
  await floatingButton(page).click();
  await floatingButton(page).click();
  await expect(panel(page).getByTestId("assistant-turn")).toHaveCount(1);
  // A full page load keeps it too (same visit, same tab).
  await gotoHydrated(page, "/profil-kua");
  await floatingButton(page).click();
  await expect(panel(page).getByTestId("assistant-answer")).toContainText("PPAIW");
});

test("an example question is a button that asks itself; office figures come from the site's data", async ({ page }) => {
  await gotoHydrated(page, "/");
  await floatingButton(page).click();
  await panel(page).getByRole("button", { name: assistant.examples[2] }).click();
  const answer = panel(page).getByTestId("assistant-answer");
  await expect(answer).toContainText("Masjid Nurul Falah");
  await answer.getByRole("link", { name: assistant.readMoreLabel }).click();
  await expect(page).toHaveURL("/pemetaan-wakaf#daftar-lokasi");
});

test("a question naming a site is answered from the register, fetched only then", async ({ page }) => {
  const registerRequests: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/data/tanah-wakaf.json")) registerRequests.push(req.url());
  });
  await gotoHydrated(page, "/");
  await floatingButton(page).click();
  await questionBox(page).fill("Apa itu wakaf?");
  await questionBox(page).press("Enter");
  await expect(panel(page).getByTestId("assistant-answer")).toHaveCount(1);
  expect(registerRequests).toEqual([]);
  await questionBox(page).fill("masjid nurul falah dimana");
  await questionBox(page).press("Enter");
  const answers = panel(page).getByTestId("assistant-answer");
  await expect(answers).toHaveCount(2);
  await expect(answers.last()).toContainText("Jl. Ir. H. Juanda");
  await expect(answers.last()).toContainText("m²");
  expect(registerRequests).toHaveLength(1);
});

test("outside its field it answers honestly (office contact and Kritik & Saran); axe clean", async ({ page }) => {
  await gotoHydrated(page, "/");
  await floatingButton(page).click();
  await questionBox(page).fill("resep rendang padang");
  await panel(page).getByRole("button", { name: assistant.sendLabel }).click();
  const turn = panel(page).getByTestId("assistant-turn");
  await expect(turn).toHaveAttribute("data-fallback", "true");
  await expect(turn).toContainText("(022) 2500 123");
  expect(await axeViolations(page)).toEqual([]);
  await turn.getByRole("link", { name: assistant.readMoreLabel }).click();
  await expect(page).toHaveURL("/kritik-saran#alasan-masukan");
});

test("unsure, it says so and offers the closest questions as buttons that ask themselves (keyboard, screen reader); axe clean", async ({ page }) => {
  await gotoHydrated(page, "/");
  await floatingButton(page).click();
  // About wakaf but matching no answer well enough (decision 104): no guess, the closest questions instead.
  await questionBox(page).fill("wakaf untuk biaya haji");
  await questionBox(page).press("Enter");
  const turn = panel(page).getByTestId("assistant-turn");
  await expect(turn).toHaveAttribute("data-fallback", "true");
  await expect(turn).toContainText(assistant.suggestLead);
  const suggestions = turn.getByRole("list", { name: assistant.suggestionsLabel }).getByRole("button");
  expect(await suggestions.count()).toBeGreaterThanOrEqual(1);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(turn.getByRole("link", { name: assistant.readMoreLabel })).toHaveCount(0);
  await expect(page.getByTestId("assistant-announcer")).toContainText(assistant.suggestLead);
  expect(await axeViolations(page)).toEqual([]);
  // Pressed from the keyboard, a suggestion asks itself and gets its answer.
  const first = (await suggestions.first().textContent()) ?? "";
  await suggestions.first().focus();
  await page.keyboard.press("Enter");
  const turns = panel(page).getByTestId("assistant-turn");
  await expect(turns).toHaveCount(2);
  await expect(turns.last()).toContainText(first);
  await expect(turns.last()).toHaveAttribute("data-fallback", "false");

  // Another KUA service gets the honest fallback with the office's contact, never a wakaf procedure.
  await questionBox(page).fill("Cara daftar haji?");
  await questionBox(page).press("Enter");
  await expect(turns).toHaveCount(3);
  await expect(turns.last()).toHaveAttribute("data-fallback", "true");
  await expect(turns.last()).toContainText("(022) 2500 123");
  await expect(turns.last().getByRole("list", { name: assistant.suggestionsLabel })).toHaveCount(0);
});

test("a question typed once the panel is open and focused goes into the question box, not nowhere", async ({ page }) => {
  await gotoHydrated(page, "/");
  await floatingButton(page).click();
  // The panel takes the focus so that screen readers announce it; typing there starts the question.
  await expect(panel(page)).toBeFocused();
  await page.keyboard.type("apa itu nazhir", { delay: 20 });
  await expect(questionBox(page)).toBeFocused();
  await expect(questionBox(page)).toHaveValue("apa itu nazhir");
});

test("keyboard only: open, type, Enter, then follow the answer's link", async ({ page }) => {
  test.slow();
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Mulai Konsultasi" }).focus();
  await page.keyboard.press("Enter");
  await expect(questionBox(page)).toBeFocused();
  await page.keyboard.type("apa sanksi menjual tanah wakaf");
  await page.keyboard.press("Enter");
  const link = panel(page).getByTestId("assistant-answer").getByRole("link", { name: assistant.readMoreLabel });
  await expect(link).toBeVisible();
  for (let i = 0; i < 20 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Shift+Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/literasi-wakaf#pengertian");
});

test("speech recognition absent: the toggle behaves as specified and a line says typing works; axe clean", async ({ page }) => {
  await gotoHydrated(page, "/");
  await floatingButton(page).click();
  await panel(page).getByRole("button", { name: assistant.startLabel }).click();
  await expect(panel(page).getByRole("button", { name: assistant.stopLabel })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("toast").getByText(messages.assistantListening.title, { exact: true })).toBeVisible();
  await expect(panel(page).getByTestId("speech-problem")).toHaveText(assistant.speechProblems.unsupported);
  expect(await axeViolations(page)).toEqual([]);
  await panel(page).getByRole("button", { name: assistant.stopLabel }).click();
  await expect(page.getByTestId("toast").getByText(messages.assistantResting.title, { exact: true })).toBeVisible();
});

test("speech recognition present: what is heard is put in the box and asked, then listening stops", async ({ page }) => {
  // A fake recognition object: it hears one question shortly after start, then ends, like Chrome does.
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = "";
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { heardLang: string }).heardLang = this.lang;
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: "apa itu nazhir" }]] });
          this.onend?.();
        }, 50);
      }
      stop() {
        this.onend?.();
      }
    }
    (window as unknown as { webkitSpeechRecognition: unknown }).webkitSpeechRecognition = FakeRecognition;
  });
  await gotoHydrated(page, "/");
  await floatingButton(page).click();
  await panel(page).getByRole("button", { name: assistant.startLabel }).click();
  const answer = panel(page).getByTestId("assistant-answer");
  await expect(answer).toContainText("dikelola dan dikembangkan");
  await expect(panel(page).getByTestId("assistant-turn")).toContainText("apa itu nazhir");
  expect(await page.evaluate(() => (window as unknown as { heardLang: string }).heardLang)).toBe("id-ID");
  await expect(panel(page).getByRole("button", { name: assistant.startLabel })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("toast").getByText(messages.assistantResting.title, { exact: true })).toBeVisible();
  await expect(panel(page).getByTestId("speech-problem")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("'Dengarkan' reads the answer aloud in Indonesian where speech synthesis exists", async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: { cancel() {}, getVoices: () => [], speak: (utterance: { text: string; lang: string }) => spoken.push({ text: utterance.text, lang: utterance.lang }) },
    });
  });
  await gotoHydrated(page, "/");
  await floatingButton(page).click();
  await panel(page).getByRole("button", { name: assistant.examples[0] }).click();
  await panel(page).getByRole("button", { name: assistant.listenLabel }).click();
  const spoken = await page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);
  expect(spoken).toHaveLength(1);
  expect(spoken[0]?.lang).toBe("id-ID");
  expect(spoken[0]?.text).toMatch(/wakaf adalah perbuatan hukum/i);
});
