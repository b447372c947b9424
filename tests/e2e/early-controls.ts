// Each kind of control a visitor may use the moment it is visible, with how to act on it as a person
// does (real mouse and keyboard input at the control's place, no waiting for it to be "ready") and the
// effect that proves the action was taken. Shared by the throttled end-to-end spec
// (early-input.spec.ts) and the probe that reports timings (tests/bench/early-input.ts).
import { type Locator, type Page, expect } from "@playwright/test";
import { assistant } from "../../app/content/assistant";
import { feedbackPage } from "../../app/content/feedback-page";
import { messages } from "../../app/content/messages";
import { sitesPage } from "../../app/content/sites-page";
import { uiText } from "../../app/content/ui-text";

export interface EarlyControl {
  name: string;
  path: string;
  /** The control, found in the prerendered HTML as soon as it is parsed. */
  selector: string;
  viewport?: { width: number; height: number };
  /** Before the page loads: for an effect shown only for a while, a record of it that a slow check cannot miss. */
  prepare?(page: Page): Promise<unknown>;
  act(page: Page, control: Locator): Promise<void>;
  /** Resolves when the action's effect is on screen (and stored, for the form). */
  effect(page: Page, timeout: number): Promise<void>;
}

/** A mid-range phone on slow mobile data: 4× CPU slowdown, 150 ms latency, 1.6 Mbps down, 750 kbps up. */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** A tap where the control is, as a finger does: no actionability checks, no waiting for React. */
export async function tap(page: Page, control: Locator) {
  // Scrolled to as a thumb does, without waiting for anything else.
  await control.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = await control.boundingBox();
  if (!box) throw new Error("the control has no box");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const toastTitle = (page: Page, title: string, timeout: number) =>
  expect(page.getByTestId("toast").getByText(title, { exact: true })).toBeVisible({ timeout });

const assistantOpen = (page: Page, timeout: number) =>
  expect(page.getByRole("dialog", { name: assistant.title })).toBeVisible({ timeout });

// A message of its own per run, so that the server's copy can be told from earlier runs' rows.
export const FEEDBACK_TYPED = {
  name: "Siti Aminah",
  email: "siti@example.id",
  message: `Mohon info jadwal ikrar wakaf bulan depan (${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}).`,
};

// Notes, from the page's first script on, whether the quiz ever showed exactly one answer as right and a
// toast. A string, not a function: tsx would wrap a function's inner arrow functions in a helper the page lacks.
const QUIZ_ANSWER_RECORDER = `(() => {
  const seen = (window.__quizAnswer = { oneRight: false, toast: false });
  new MutationObserver(() => {
    seen.oneRight ||= document.querySelectorAll('button[data-status="right"]').length === 1;
    seen.toast ||= [...document.querySelectorAll('[data-testid="toast"]')].some((toast) => toast.getClientRects().length > 0);
  }).observe(document, { subtree: true, childList: true, attributes: true });
})()`;

export const EARLY_CONTROLS: EarlyControl[] = [
  {
    name: "Dasar Hukum: Unduh PDF (toast)",
    path: "/dasar-hukum",
    selector: `button[aria-label^="${uiText.lawDownload}"]`,
    act: tap,
    effect: (page, timeout) => toastTitle(page, messages.lawLinkMissing.title, timeout),
  },
  {
    name: "Beranda: Mulai Konsultasi",
    path: "/",
    selector: "section[aria-labelledby=konsultasi] button",
    act: tap,
    effect: assistantOpen,
  },
  {
    name: "Kuis: first answer",
    path: "/kuis-wakaf",
    selector: 'button[data-status="open"]',
    // The answer shows for 2 s (SPEC §9) before the next question: on a loaded machine a check polled
    // every second or so can miss it, though the tap was taken (the CI run of b8f156d).
    prepare: (page) => page.addInitScript(QUIZ_ANSWER_RECORDER),
    act: tap,
    effect: (page, timeout) =>
      expect
        .poll(() => page.evaluate(() => (window as unknown as { __quizAnswer: object }).__quizAnswer), { timeout })
        .toEqual({ oneRight: true, toast: true }),
  },
  {
    name: "Si Wakaf button",
    path: "/literasi-wakaf",
    selector: "[data-testid=assistant-button]",
    act: tap,
    effect: assistantOpen,
  },
  {
    name: "Mobile menu",
    path: "/profil-kua",
    selector: `header [aria-label="${uiText.openMenu}"]`,
    act: tap,
    effect: async (page, timeout) => {
      await expect(page.getByRole("navigation", { name: uiText.mobileNav })).toBeVisible({ timeout });
      // Still open once React owns the header.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout });
      await page.waitForTimeout(500);
      await expect(page.getByRole("navigation", { name: uiText.mobileNav })).toBeVisible();
    },
  },
  {
    name: "Galeri: category filter",
    path: "/galeri-wakaf",
    selector: `[role=group][aria-label="${uiText.galleryFilter}"] button:nth-child(2)`,
    act: tap,
    effect: (page, timeout) =>
      expect(page.locator(`[role=group][aria-label="${uiText.galleryFilter}"] button:nth-child(2)`)).toHaveAttribute("aria-pressed", "true", { timeout }),
  },
  {
    name: "Pemetaan: Lihat di peta",
    path: "/pemetaan-wakaf",
    selector: `button[aria-label^="${sitesPage.list.showOnMap}: "]`,
    act: tap,
    effect: async (page, timeout) => {
      const popup = page.locator(".leaflet-popup [data-testid=site-popup]");
      await expect(popup).toBeVisible({ timeout });
      await expect(page).toHaveURL(/[?&]lokasi=/, { timeout });
      // Still open once the search tools and the whole register have arrived and the markers are redrawn.
      await expect(page.locator("[data-testid=site-explorer]")).toBeVisible({ timeout });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout });
      await page.waitForTimeout(1000);
      await expect(popup).toBeVisible();
      await expect(page).toHaveURL(/[?&]lokasi=/);
    },
  },
  {
    name: "Pemetaan: type filter",
    path: "/pemetaan-wakaf",
    selector: "[data-testid=site-explorer] select",
    act: (_page, control) => control.selectOption({ index: 1 }).then(() => undefined),
    effect: (page, timeout) => expect(page).toHaveURL(/[?&]jenis=/, { timeout }),
  },
  {
    name: "Pemetaan: search",
    path: "/pemetaan-wakaf",
    selector: "[data-testid=site-explorer] input[type=search]",
    act: async (page, control) => {
      await tap(page, control);
      await page.keyboard.type("masjid");
    },
    effect: (page, timeout) => expect(page).toHaveURL(/[?&]q=masjid/, { timeout }),
  },
  {
    name: "Kritik & Saran: type and send",
    path: "/kritik-saran",
    selector: `button[type=submit], [data-testid=feedback-form] button.btn-primary`,
    act: async (page) => {
      const { form } = feedbackPage;
      for (const [label, value] of [
        [form.nameLabel, FEEDBACK_TYPED.name],
        [form.emailLabel, FEEDBACK_TYPED.email],
        [form.messageLabel, FEEDBACK_TYPED.message],
      ] as const) {
        await tap(page, page.getByLabel(label, { exact: true }));
        await page.keyboard.type(value);
      }
      await tap(page, page.locator("[data-testid=feedback-form] button.btn-primary"));
    },
    effect: async (page, timeout) => {
      await toastTitle(page, messages.feedbackSaved.title, timeout);
      const stored = await page.evaluate(() => window.localStorage.getItem("wakafFeedback"));
      expect(stored).toContain(FEEDBACK_TYPED.message);
    },
  },
];
