import { expect, test } from "./fixtures";
import { pages } from "./site";

test("the banner scrolls in an endless 30 s linear loop from 3 s after it appears, its copy hidden from screen readers", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByTestId("marquee-banner");
  const track = banner.getByTestId("marquee-track");
  const animation = await track.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      name: style.animationName,
      duration: style.animationDuration,
      timing: style.animationTimingFunction,
      iterations: style.animationIterationCount,
      delay: style.animationDelay,
    };
  });
  expect(animation).toEqual({ name: "marquee", duration: "30s", timing: "linear", iterations: "infinite", delay: "3s" });

  const copies = track.locator("p");
  await expect(copies).toHaveCount(2);
  await expect(copies.nth(0)).toHaveText(pages.beranda.banner!);
  await expect(copies.nth(1)).toHaveText(pages.beranda.banner!);
  await expect(copies.nth(1)).toHaveAttribute("aria-hidden", "true");
  await expect(copies.nth(0)).not.toHaveAttribute("aria-hidden", /.*/);

  // Seamless: the loop moves exactly one copy's width (half the track), so the seam never jumps.
  const widths = await copies.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  const trackWidth = await track.evaluate((el) => el.getBoundingClientRect().width);
  expect(widths[0]).toBeCloseTo(widths[1]!, 1);
  expect(trackWidth).toBeCloseTo(widths[0]! * 2, 0);
});

test("with reduced motion the banner stands still and its whole text stays readable", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/dasar-hukum");
  const track = page.getByTestId("marquee-track");
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  const first = track.locator("p").first();
  await expect(first).toHaveText(pages["dasar-hukum"].banner!);
  await expect(track.locator("p").nth(1)).toBeHidden();
  const fits = await first.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
  expect(fits).toBe(true);
});
