import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test, withoutSpeechRecognition } from "./fixtures";
import { messages } from "../../app/content/messages";

// Any default toast will do: the assistant's listening toast (the home page's 'Fitur Dalam Pengembangan'
// notice is gone, decision 101).
const notice = messages.assistantListening;

const START = new Date("2025-10-20T08:00:00+07:00");

/** Fake time that only moves when the test says so, so a loaded machine cannot leak real time in. */
async function openHomeWithClock(page: Page) {
  await withoutSpeechRecognition(page);
  await page.clock.install({ time: START });
  await gotoHydrated(page, "/");
  await expect(page.getByRole("region", { name: /Notifikasi/ })).toBeAttached();
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

/** Opens Si Wakaf if needed and presses the listening toggle: a toast each time. */
async function showNotice(page: Page) {
  const toggle = page.getByRole("button", { name: /^(Mulai Berbicara|Stop Mendengarkan)$/ });
  if ((await toggle.count()) === 0) await page.getByRole("button", { name: "Tanya Si Wakaf" }).click();
  await toggle.click();
}

test("a toast shows its title and text, and a new one replaces the old", async ({ page }) => {
  await openHomeWithClock(page);
  await showNotice(page);
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveCount(1);
  await expect(toast.getByText(notice.title, { exact: true })).toBeVisible();
  await expect(toast.getByText(notice.description, { exact: true })).toBeVisible();
  await expect(toast).toHaveAttribute("data-variant", "default");

  await page.clock.runFor(3000);
  await showNotice(page);
  await expect(toast).toHaveCount(1);
  // The replacement has a fresh 5000 ms timer: 3000 ms later it is still there.
  await page.clock.runFor(3000);
  await expect(toast).toBeVisible();
});

test("a toast closes by itself after 5000 ms", async ({ page }) => {
  await openHomeWithClock(page);
  await showNotice(page);
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  await page.clock.runFor(4900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
});

test("Escape closes a toast", async ({ page }) => {
  await openHomeWithClock(page);
  await showNotice(page);
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  await page.keyboard.press("F8");
  await page.keyboard.press("Escape");
  await expect(toast).toHaveCount(0);
});

test("the close button has an accessible name and closes the toast", async ({ page }) => {
  await openHomeWithClock(page);
  await showNotice(page);
  const toast = page.getByTestId("toast");
  await toast.getByRole("button", { name: "Tutup notifikasi" }).click();
  await expect(toast).toHaveCount(0);
});

test("F8 moves focus to the notification area", async ({ page }) => {
  await openHomeWithClock(page);
  await showNotice(page);
  await page.keyboard.press("F8");
  const focusedInViewport = await page.evaluate(() => {
    const region = document.querySelector('[role="region"][aria-label^="Notifikasi"]');
    return Boolean(region && document.activeElement && region.contains(document.activeElement));
  });
  expect(focusedInViewport).toBe(true);
});

async function swipe(page: Page, distance: number) {
  const box = await page.getByTestId("toast").boundingBox();
  if (!box) throw new Error("toast not visible");
  const y = box.y + box.height / 2;
  const x = box.x + 20;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x + (distance * step) / 10, y);
  await page.mouse.up();
}

test("a swipe to the right past 50 px dismisses the toast; a shorter one does not", async ({ page }) => {
  await openHomeWithClock(page);
  await showNotice(page);
  const toast = page.getByTestId("toast");
  await swipe(page, 30);
  await page.clock.runFor(300);
  await expect(toast).toBeVisible();
  await swipe(page, 120);
  await page.clock.runFor(300);
  await expect(toast).toHaveCount(0);
});

test("when the toast code fails to download, the page keeps working and the toast shows once it arrives", async ({ page }) => {
  let failures = 0;
  // The retry asks for the module afresh (`?retry=1`): a browser keeps a failed module import as failed.
  await page.route(/\/assets\/toaster-[^/?]+\.js(?:\?.*)?$/, (route) => {
    if (failures++ === 0) return route.abort("internetdisconnected");
    return route.continue();
  });
  await withoutSpeechRecognition(page);
  await page.clock.install({ time: START });
  await gotoHydrated(page, "/");
  await expect.poll(() => failures).toBeGreaterThanOrEqual(1);
  await showNotice(page);
  // No error screen: the page is still the home page.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SIMPATI WAKAF");

  await page.clock.runFor(2_000);
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(notice.title, { exact: true })).toBeVisible();
  expect(failures).toBe(2);
});
