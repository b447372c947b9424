import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type ViewportSize } from "@playwright/test";
import { NAV_ITEMS, expectedTitle } from "./site";
import type { PageId } from "../../app/content/routes-list";

export { expect };

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Every test: requests that leave this machine are aborted (there is no internet here). */
export const test = base.extend<{ blockedRequests: string[] }>({
  blockedRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(
        (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol.startsWith("http"),
        (route) => {
          blocked.push(route.request().url());
          return route.abort("blockedbyclient");
        },
      );
      await use(blocked);
    },
    { auto: true },
  ],
});

export const MOBILE_VIEWPORT = { width: 360, height: 740 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** The two widths layouts are checked at, widest first, each with the name its test titles carry. */
export const WIDTHS = [
  ["1280 px", DESKTOP_VIEWPORT],
  ["360 px", MOBILE_VIEWPORT],
] as const;

/** One `describe` per width, titled "<subject> at 1280 px" and "<subject> at 360 px", each at that viewport. */
export function describeAtWidths(subject: string, body: (viewport: ViewportSize) => void) {
  for (const [name, viewport] of WIDTHS) {
    test.describe(`${subject} at ${name}`, () => {
      test.use({ viewport });
      body(viewport);
    });
  }
}

/** Runs axe-core with the WCAG 2.2 A/AA rules and returns its violations. */
export async function axeViolations(page: Page) {
  // A toast or a panel still fading in is measured mid-fade by the contrast rule (a false "serious"
  // violation seen on a loaded CI machine): finite animations finish first; endless ones (the banner's
  // marquee) are left running.
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((animation) => animation.playState === "running" && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
    .map((animation) => animation.finished.catch(() => undefined)))`);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
/** Waits until React has hydrated the page (the root marks it). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await hydrated(page);
}

/** Opens a page of the menu by its id, hydrated, and checks its document title. */
export async function openPage(page: Page, pageId: PageId) {
  await gotoHydrated(page, NAV_ITEMS.find((item) => item.id === pageId)!.path);
  await expect(page).toHaveTitle(expectedTitle(pageId));
}

/**
 * Removes the Web Speech recognition API from the page before its scripts run, as in Firefox. Chromium
 * has one, and starting it here (no microphone) would make the assistant's state depend on the machine.
 */
export async function withoutSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
}

/**
 * Scrolls to the map page's map, as a visitor does: where it starts below the first screen (a phone), it
 * is drawn only once it comes into view (decision 115).
 */
export async function scrollToMap(page: Page) {
  await page.getByTestId("map-area").scrollIntoViewIfNeeded();
}

/**
 * The scripts a page's HTML names up front: its boot script adds them as modulepreload links after first
 * paint and imports them (decision 110).
 */
export function scriptsNamedIn(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
}
