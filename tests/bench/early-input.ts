// `npm run bench:early-input [-- --delay=200 --runs=2]`: a visitor on a mid-range phone over slow
// mobile data (Chromium, 4× CPU slowdown, 150 ms latency, 1.6 Mbps down) acts on each kind of control
// as soon as it is visible (after `--delay` ms), and the probe checks that the action was taken.
// Prints, per control: first paint, when the control was visible, when React owned it (the time a tap
// would have worked without the early-input contract), when the effect showed, and whether it did at
// all. Exits 1 when an action was lost. Not part of `npm test` (the throttled e2e spec
// tests/e2e/early-input.spec.ts is); run it on its own to report figures (issue 31).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type Page, chromium } from "@playwright/test";
import { freePort } from "../../scripts/ports.mjs";
import { EARLY_CONTROLS, type EarlyControl, throttleLikeAPhone } from "../e2e/early-controls";

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const delayMs = Number(args.get("delay") ?? "200");
const runs = Number(args.get("runs") ?? "2");
const root = new URL("../../", import.meta.url).pathname;
const chromiumConfig = JSON.parse(readFileSync(join(root, "scripts/chromium.json"), "utf8")) as { defaultPath: string; flags: string[] };
if (!existsSync(join(root, "build/client/404.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(2);
}

interface Outcome {
  fcp: number;
  visible: number;
  owned: number | null;
  effect: number | null;
}

/** Milliseconds since navigation start, in the page. */
const pageNow = (page: Page) => page.evaluate(() => performance.now());

async function probe(browser: Browser, baseURL: string, control: EarlyControl): Promise<Outcome> {
  const context = await browser.newContext({ viewport: control.viewport ?? { width: 360, height: 740 }, locale: "id-ID", serviceWorkers: "block" });
  await context.route((url) => !["127.0.0.1", "localhost"].includes(url.hostname), (route) => route.abort("blockedbyclient"));
  const page = await context.newPage();
  try {
    await throttleLikeAPhone(page);
    // Polls in the page from its first script on: when the control is there and when React owns it.
    // A string, not a function: tsx would wrap a function's inner arrow functions in a helper the page lacks.
    await page.addInitScript(`(() => {
      const marks = (window.__probe = {});
      const tick = () => {
        const element = document.querySelector(${JSON.stringify(control.selector)});
        if (element && marks.visible === undefined && element.getBoundingClientRect().height > 0) marks.visible = performance.now();
        if (element && marks.owned === undefined && Object.keys(element).some((key) => key.startsWith("__reactProps$")) && !element.disabled) marks.owned = performance.now();
        if (marks.owned === undefined) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    await control.prepare?.(page);
    await page.goto(baseURL + control.path, { waitUntil: "commit" });
    const element = page.locator(control.selector).first();
    await element.waitFor({ state: "visible", timeout: 60_000 });
    await page.waitForTimeout(delayMs);
    await control.act(page, element);
    let effect: number | null = null;
    try {
      await control.effect(page, 20_000);
      effect = await pageNow(page);
    } catch {
      effect = null;
    }
    const marks = await page.evaluate(() => (window as unknown as { __probe: Record<string, number> }).__probe);
    const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);
    return { fcp, visible: marks.visible ?? Number.NaN, owned: marks.owned ?? null, effect };
  } finally {
    await context.close();
  }
}

const port = await freePort();
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: join(root, "node_modules/.cache/bench-early-input.db"), PORTAL_DATA_DIR: join(root, "node_modules/.cache/bench-early-input-data"), FEEDBACK_RATE_LIMIT: "0" },
  stdio: "ignore",
});
const baseURL = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.defaultPath, args: [...chromiumConfig.flags, "--disable-software-rasterizer"] });
let lost = 0;
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(baseURL + "/")).ok) break;
    } catch {
      if (attempt > 100) throw new Error("server did not start");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const ms = (value: number | null) => (value === null || Number.isNaN(value) ? "—" : `${Math.round(value)}`);
  console.log(`Acting ${delayMs} ms after each control is visible; 4× CPU, 150 ms, 1.6 Mbps; ${runs} run(s) each.\n`);
  console.log("| control | run | first paint ms | visible ms | owned by React (ms after paint) | effect (ms after paint) | taken |");
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const control of EARLY_CONTROLS) {
    for (let run = 1; run <= runs; run++) {
      const outcome = await probe(browser, baseURL, control);
      const taken = outcome.effect !== null;
      if (!taken) lost++;
      const sincePaint = (value: number | null) => (value === null ? null : value - outcome.fcp);
      console.log(`| ${control.name} | ${run} | ${ms(outcome.fcp)} | ${ms(outcome.visible)} | ${ms(sincePaint(outcome.owned))} | ${ms(sincePaint(outcome.effect))} | ${taken ? "yes" : "**LOST**"} |`);
    }
  }
  console.log(`\n${lost === 0 ? "Every action was taken." : `${lost} action(s) lost.`}`);
} finally {
  await browser.close();
  server.kill();
}
process.exit(lost === 0 ? 0 : 1);
