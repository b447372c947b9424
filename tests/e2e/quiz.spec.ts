import type { Page } from "@playwright/test";
import { axeViolations, describeAtWidths, expect, gotoHydrated, test } from "./fixtures";
import { messages } from "../../app/content/messages";
import { quiz } from "../../app/content/quiz";

const { questions } = quiz;
const LETTERS = ["A", "B", "C", "D"];

function optionButton(page: Page, questionIndex: number, optionIndex: number) {
  const text = questions[questionIndex]!.options[optionIndex]!;
  return page.getByRole("button", { name: `${LETTERS[optionIndex]}. ${text}` });
}

function questionHeading(page: Page, questionIndex: number) {
  return page.getByRole("heading", {
    level: 2,
    name: `Pertanyaan ${questionIndex + 1} dari 10: ${questions[questionIndex]!.question}`,
  });
}

const TIMER_NAMES = ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "requestAnimationFrame", "cancelAnimationFrame"];
type TimerWindow = Window & Record<string, unknown> & { __realTimers?: Record<string, unknown>; __fakeTimers?: Record<string, unknown> };

/**
 * axe-core needs running timers, but the page clock is paused so the quiz cannot move on mid-scan.
 * Keep the browser's own timers (saved before the fake clock is installed) and lend them to the page
 * for the scan only; the quiz's pending timer stays on the paused fake clock.
 */
async function axeWithRealTimers(page: Page) {
  const swap = (names: string[]) => {
    const w = window as unknown as TimerWindow;
    const fake: Record<string, unknown> = {};
    for (const name of names) {
      fake[name] = w[name];
      w[name] = w.__realTimers![name];
    }
    w.__fakeTimers = fake;
  };
  const restore = (names: string[]) => {
    const w = window as unknown as TimerWindow;
    for (const name of names) w[name] = w.__fakeTimers![name];
  };
  await page.evaluate(swap, TIMER_NAMES);
  try {
    return await axeViolations(page);
  } finally {
    await page.evaluate(restore, TIMER_NAMES);
  }
}

async function openQuiz(page: Page) {
  await page.addInitScript((names) => {
    const w = window as unknown as Window & Record<string, unknown> & { __realTimers?: Record<string, unknown> };
    w.__realTimers = Object.fromEntries(names.map((name) => [name, w[name]]));
  }, TIMER_NAMES);
  await page.clock.install();
  await gotoHydrated(page, "/kuis-wakaf");
  await expect(page.getByRole("region", { name: /Notifikasi/ })).toBeAttached();
  // From here on page time moves only by runFor, so "1999 ms later" is exact however slow the machine is.
  await page.clock.pauseAt(Date.now() + 1000);
}

test.describe("Kuis without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered page already shows question 1, its progress and its four options", async ({ page }) => {
    await page.goto("/kuis-wakaf");
    await expect(page.getByText("Pertanyaan 1 dari 10", { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Kemajuan kuis" })).toHaveAttribute("aria-valuenow", "1");
    await expect(questionHeading(page, 0)).toBeVisible();
    for (let i = 0; i < 4; i++) await expect(optionButton(page, 0, i)).toBeVisible();
    await expect(page.getByRole("link", { name: quiz.tips.link.label })).toHaveAttribute("href", "/literasi-wakaf");
  });
});

test("a full run: 2000 ms between questions, and the final score equals the right-answer toasts", async ({ page }) => {
  // Ten questions, each with clicks and toasts: allow for a busy machine.
  test.slow();
  await openQuiz(page);
  const toast = page.getByTestId("toast");
  let rightToasts = 0;
  for (let q = 0; q < questions.length; q++) {
    await expect(page.getByText(`Pertanyaan ${q + 1} dari 10`, { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Kemajuan kuis" })).toHaveAttribute("aria-valuenow", String(q + 1));
    // The right option for the first seven questions, a wrong one for the last three (read from the
    // content: the right answers are spread over A–D).
    const pick = q < 7 ? questions[q]!.correct : (questions[q]!.correct + 1) % 4;
    await optionButton(page, q, pick).click();
    await expect(toast).toHaveCount(1);
    const title = await toast.locator(":scope > div > :first-child").innerText();
    if (title === messages.quizCorrect.title) {
      rightToasts++;
      await expect(toast.getByText(messages.quizCorrect.description, { exact: true })).toBeVisible();
      await expect(toast).toHaveAttribute("data-variant", "default");
    } else {
      expect(title).toBe(messages.quizWrong.title);
      const right = questions[q]!.options[questions[q]!.correct]!;
      await expect(toast.getByText(messages.quizWrong.descriptionPrefix + right, { exact: true })).toBeVisible();
      await expect(toast).toHaveAttribute("data-variant", "destructive");
    }
    await expect(page.getByTestId("quiz-score")).toHaveText(`Skor: ${rightToasts}`);
    // A second pick on the same question is ignored.
    await optionButton(page, q, (pick + 2) % 4).click({ force: true });
    await expect(page.getByTestId("quiz-score")).toHaveText(`Skor: ${rightToasts}`);

    await page.clock.runFor(1999);
    if (q < questions.length - 1) await expect(page.getByText(`Pertanyaan ${q + 1} dari 10`, { exact: true })).toBeVisible();
    await page.clock.runFor(1);
  }
  expect(rightToasts).toBe(7);
  const result = page.getByTestId("quiz-result");
  await expect(result.getByTestId("quiz-final-score")).toHaveText(`${rightToasts}/10`);
  await expect(result.getByTestId("quiz-percent")).toHaveText(`${rightToasts * 10}%`);
  await expect(result.getByTestId("quiz-tier")).toHaveText("Bagus!");

  await result.getByRole("button", { name: "Ulangi Kuis" }).click();
  await expect(page.getByText("Pertanyaan 1 dari 10", { exact: true })).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toHaveText("Skor: 0");
  await expect(questionHeading(page, 0)).toBeFocused();
});

test("right and wrong are marked by icon and text, not colour alone", async ({ page }) => {
  await openQuiz(page);
  const q = questions[0]!;
  const wrongIndex = (q.correct + 1) % 4;
  await optionButton(page, 0, wrongIndex).click();
  const wrong = page.locator('[data-status="wrong"]');
  const right = page.locator('[data-status="right"]');
  await expect(wrong).toContainText("Jawaban Anda (kurang tepat)");
  await expect(wrong.locator("svg")).toHaveCount(1);
  await expect(right).toContainText(q.options[q.correct]!);
  await expect(right).toContainText("Jawaban benar");
  await expect(right.locator("svg")).toHaveCount(1);
  await expect(page.getByTestId("quiz-feedback")).toContainText(`Jawaban yang benar: ${LETTERS[q.correct]}. ${q.options[q.correct]}`);
});

test("keyboard only: answer every question, focus follows each new question, then the result", async ({ page }) => {
  // Ten questions, each with clicks and toasts: allow for a busy machine.
  test.slow();
  await openQuiz(page);
  await optionButton(page, 0, 0).focus();
  for (let q = 0; q < questions.length; q++) {
    // Move to the right option with Tab, answer with Enter (odd questions) or Space (even ones).
    for (let i = 0; i < questions[q]!.correct; i++) await page.keyboard.press("Tab");
    await expect(optionButton(page, q, questions[q]!.correct)).toBeFocused();
    await page.keyboard.press(q % 2 ? "Enter" : "Space");
    await expect(page.getByTestId("toast")).toHaveAttribute("data-variant", "default");
    await page.clock.runFor(2000);
    if (q < questions.length - 1) {
      await expect(questionHeading(page, q + 1)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(optionButton(page, q + 1, 0)).toBeFocused();
    }
  }
  await expect(page.getByRole("heading", { name: "Kuis Selesai" })).toBeFocused();
  await expect(page.getByTestId("quiz-final-score")).toHaveText("10/10");
  await expect(page.getByTestId("quiz-percent")).toHaveText("100%");
  await expect(page.getByTestId("quiz-tier")).toHaveText("Luar Biasa!");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Ulangi Kuis" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(questionHeading(page, 0)).toBeFocused();
});

test("the tips block leads to Literasi Wakaf", async ({ page }) => {
  await gotoHydrated(page, "/kuis-wakaf");
  await page.getByRole("link", { name: quiz.tips.link.label }).click();
  await expect(page).toHaveURL("/literasi-wakaf");
});

describeAtWidths("Kuis states", () => {
  test("an answered question with its toast, and the result screen, have no axe violations", async ({ page }) => {
    // Ten questions, each with clicks and toasts: allow for a busy machine.
    test.slow();
    await openQuiz(page);
    await optionButton(page, 0, (questions[0]!.correct + 1) % 4).click();
    await expect(page.getByTestId("toast")).toBeVisible();
    expect(await axeWithRealTimers(page)).toEqual([]);
    // Still the answered state: the scan above saw the marked options.
    await expect(page.getByText("Pertanyaan 1 dari 10", { exact: true })).toBeVisible();
    await expect(page.locator('[data-status="wrong"]')).toHaveCount(1);
    await page.clock.runFor(2000);
    for (let q = 1; q < questions.length; q++) {
      await optionButton(page, q, questions[q]!.correct).click();
      await page.clock.runFor(2000);
    }
    await expect(page.getByTestId("quiz-final-score")).toHaveText("9/10");
    await expect(page.getByTestId("quiz-tier")).toHaveText("Luar Biasa!");
    expect(await axeWithRealTimers(page)).toEqual([]);
  });

  test("options fit the screen without horizontal scrolling", async ({ page }) => {
    await gotoHydrated(page, "/kuis-wakaf");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await optionButton(page, 0, 1).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});
