// `npm run bench:map [-- 5000]` (beside the browser tests, not in scripts/: like them it drives the
// browser and uses the map feature's register format, which scripts/ and the server may not import): the map page with a synthetic register of N sites (default 5,000), in
// the system Chromium on this machine. It serves this checkout's build (building it first when there is
// none) and answers the page's one register request (/data/tanah-wakaf.json) with the generated
// register, so N can be anything without prerendering N site pages (that part is `npm run bench:sites`).
// Prints: navigation → first clusters shown (median of 5 first visits, each in a new browser profile),
// a search and each filter applied (input → map, list and count updated and painted; median of 10 on
// a settled page), the page's JS heap, and the map route's JavaScript (up front, and lazy: what the
// page fetched after that). Targets (issue 15, 5,000 sites): clusters ≤ 1.5 s, filter or search
// ≤ 100 ms, lazy map code ≤ 70 KB gzip. Exits 1 when one is missed.
// Diagnostics: BENCH_PROFILE=1 prints where the filter runs spent their time (CPU profile, self time);
// BENCH_FRAMES=1 prints for each run when the page had rendered it and when the next frame began
// (the rest is the browser's style, layout and paint); BENCH_TRACE=file.json writes a Chromium trace
// of one untimed round (style, layout, paint).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { getOffice } from "../../app/content/site.server";
import { encodeRegister } from "../../app/lib/register-file";
import { sitesFromGeoJson } from "../../app/features/map/sites";
import { measurePage } from "../../scripts/check-budget.mjs";
import { freePort } from "../../scripts/ports.mjs";
import { generateRegister } from "../../scripts/sites/generate";

const count = Number(process.argv[2] ?? "5000");
if (!Number.isInteger(count) || count < 1) {
  console.error("Pemakaian: npm run bench:map -- 5000");
  process.exit(2);
}
const TARGETS = { clustersMs: 1500, filterMs: 100, lazyJs: 70_000 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const root = new URL("../../", import.meta.url).pathname;
const client = join(root, "build/client");
const chromiumConfig = JSON.parse(readFileSync(join(root, "scripts/chromium.json"), "utf8")) as { defaultPath: string; flags: string[] };

if (!existsSync(join(client, "404.html"))) {
  console.log("No build yet: running `npm run build`…");
  await new Promise<void>((resolve, reject) =>
    spawn("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" }).on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`)))),
  );
}

const started = performance.now();
const register = JSON.stringify(encodeRegister(sitesFromGeoJson(generateRegister(count, getOffice().map.center as [number, number]))));
const generateMs = performance.now() - started;

const port = await freePort();
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: join(root, "node_modules/.cache/bench-map-feedback.db"), PORTAL_DATA_DIR: join(root, "node_modules/.cache/bench-map-data") },
  stdio: "ignore",
});
const baseURL = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.defaultPath, args: [...chromiumConfig.flags, "--disable-software-rasterizer"] });
let failed = false;
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseURL}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 150) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // No internet here: tiles are answered with a 1×1 image, everything else leaving the machine is refused.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
  /** A first visit: a new browser profile (no cache, no service worker) on the map page, until its first marker or cluster. */
  async function firstVisit() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "id-ID" });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      /tile\.openstreetmap\.org/.test(route.request().url()) ? route.fulfill({ contentType: "image/png", body: png }) : route.abort(),
    );
    await context.route("**/data/tanah-wakaf.json", (route) => route.fulfill({ contentType: "application/json", body: register }));
    const page = await context.newPage();
    // The moment the first cluster or marker is in the DOM, on the page's own clock (0 = navigation start).
    await page.addInitScript(() => {
      const w = window as unknown as { firstMarkerAt?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector(".leaflet-marker-icon")) {
          w.firstMarkerAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseURL}/pemetaan-wakaf`);
    await page.waitForFunction(() => (window as unknown as { firstMarkerAt?: number }).firstMarkerAt !== undefined, null, { timeout: 60_000 });
    await page.getByTestId("site-count").filter({ hasNotText: "dimuat" }).waitFor();
    const ms = await page.evaluate(() => (window as unknown as { firstMarkerAt: number }).firstMarkerAt);
    return { context, page, scripts, ms };
  }
  // Five first visits (one page load varies by a few hundred ms on a shared machine); the last one stays open.
  const visits: number[] = [];
  let visit = await firstVisit();
  visits.push(visit.ms);
  for (let i = 1; i < 5; i++) {
    await visit.context.close();
    visit = await firstVisit();
    visits.push(visit.ms);
  }
  const { context, page, scripts } = visit;
  const clustersMs = median(visits);
  const clusterCount = await page.locator(".wakaf-cluster").count();

  /** Time from a change of the search box or a filter to the next paint with the new count, in ms. */
  async function timeChange(kind: "search" | "select", label: string, value: string): Promise<number> {
    const ms = await changeOnce(kind, label, value);
    if (process.env.BENCH_FRAMES) console.log(`${label} = "${value}": ${ms.toFixed(0)} ms (${await page.evaluate(() => (window as unknown as { lastRun: string }).lastRun)})`);
    return ms;
  }
  async function changeOnce(kind: "search" | "select", label: string, value: string): Promise<number> {
    return page.evaluate(
      ({ kind, label, value }) =>
        new Promise<number>((resolve, reject) => {
          const field = [...document.querySelectorAll("label")].find((l) => l.textContent === label)!;
          const control = document.getElementById(field.htmlFor) as HTMLInputElement | HTMLSelectElement;
          const status = document.querySelector('[data-testid="site-count"]')!;
          const before = status.textContent;
          const t0 = performance.now();
          // A change the page never shows is a failure, not a wait forever.
          const timeout = setTimeout(() => reject(new Error(`"${label}" = "${value}": the count still says "${status.textContent}" after 10 s`)), 10_000);
          new MutationObserver((_, observer) => {
            if (status.textContent === before) return;
            observer.disconnect();
            clearTimeout(timeout);
            const committed = performance.now() - t0;
            requestAnimationFrame(() => {
              const frame = performance.now() - t0;
              setTimeout(() => {
                (window as unknown as { lastRun: string }).lastRun = `rendered after ${committed.toFixed(0)} ms, next frame began at ${frame.toFixed(0)} ms`;
                resolve(performance.now() - t0);
              });
            });
          }).observe(status, { childList: true, subtree: true, characterData: true });
          const proto = kind === "search" ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
          Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(control, value);
          control.dispatchEvent(new Event(kind === "search" ? "input" : "change", { bubbles: true }));
        }),
      { kind, label, value },
    );
  }
  // Each change and the change back, labelled as printed.
  const search = "Cari nama, alamat, atau kelurahan";
  const ROUND: Array<[row: string, kind: "search" | "select", label: string, value: string]> = [
    ['search "masjid"', "search", search, "masjid"],
    ['search "masjid"', "search", search, ""],
    ["filter jenis", "select", "Jenis", "Musala"],
    ["filter jenis", "select", "Jenis", ""],
    ["filter kelurahan", "select", "Kelurahan", "Dago"],
    ["filter kelurahan", "select", "Kelurahan", ""],
    ["filter status", "select", "Status sertifikat", "aiw-terbit"],
    ["filter status", "select", "Status sertifikat", ""],
  ];
  const runs: Record<string, number[]> = {};
  // The filters are timed on a settled page, as a visitor uses them: after the service worker has
  // finished precaching (it downloads the whole portal in the background right after the first visit)
  // and after one untimed round (the browser compiles the filter code on first use).
  // (at most 20 s: a worker that failed to install must not stop the benchmark)
  await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 20_000))]));
  await page.waitForLoadState("networkidle");
  for (const [, kind, label, value] of ROUND) await changeOnce(kind, label, value);
  const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
  if (profiler) {
    await profiler.send("Profiler.enable");
    await profiler.send("Profiler.start");
  }
  if (process.env.BENCH_TRACE) {
    await browser.startTracing(page, { path: process.env.BENCH_TRACE, categories: ["devtools.timeline", "blink.user_timing", "v8.execute"] });
    for (const [, kind, label, value] of ROUND) await changeOnce(kind, label, value);
    await browser.stopTracing();
  }
  for (let run = 0; run < 5; run++) {
    for (const [row, kind, label, value] of ROUND) (runs[row] ??= []).push(await timeChange(kind, label, value));
  }
  if (profiler) {
    // BENCH_PROFILE=1: where the filter runs spent their time (self time by function and file).
    const { profile } = (await profiler.send("Profiler.stop")) as {
      profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>; samples: number[]; timeDeltas: number[] };
    };
    const byNode = new Map<number, number>();
    profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    const byFunction = new Map<string, number>();
    for (const node of profile.nodes) {
      const key = `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").pop()}:${node.callFrame.lineNumber}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + (byNode.get(node.id) ?? 0));
    }
    console.log("Self time during the filter runs (top 15):");
    for (const [key, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };

  const upFront = await measurePage(client, join(client, "pemetaan-wakaf/index.html"));
  const upFrontFiles = new Set(upFront.jsFiles.map((file: string) => `/${file}`));
  // What every page loads after hydration (the toaster) is not the map's: open the home page to see it.
  const mapScripts = [...new Set(scripts)];
  scripts.length = 0;
  await page.goto(`${baseURL}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForTimeout(1000);
  const everyPage = new Set(scripts);
  const lazyFiles = mapScripts.filter((path) => path.startsWith("/assets/") && !upFrontFiles.has(path) && !everyPage.has(path));
  const gz = (path: string) => gzipSync(readFileSync(join(client, path)), { level: 9 }).length;
  const lazyJs = lazyFiles.reduce((sum, path) => sum + gz(path), 0);

  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const verdict = (ok: boolean, target: string) => (ok ? `ok (${target})` : `OVER (${target})`);
  const filterRows = Object.entries(runs).map(([label, values]) => {
    const value = median(values);
    return [`${label}, median of ${values.length}`, `${ms(value)} (max ${ms(Math.max(...values))})`, verdict(value <= TARGETS.filterMs, "≤ 100 ms")];
  });
  const rows: string[][] = [
    ["sites in the register", String(count), ""],
    ["register file, gzip -9", kb(gzipSync(register, { level: 9 }).length), ""],
    [`navigation → first clusters/markers in the DOM, median of ${visits.length} first visits`, `${ms(clustersMs)} (max ${ms(Math.max(...visits))})`, verdict(clustersMs <= TARGETS.clustersMs, "≤ 1.5 s")],
    ["clusters drawn at the starting zoom", String(clusterCount), ""],
    ...filterRows,
    ["JS heap in use after GC", kb(heap.usedSize), ""],
    ["map page JS up front, gzip", kb(upFront.js), ""],
    [`map page JS loaded lazily, gzip (${lazyFiles.map((path) => path.replace(/^\/assets\/|-[\w-]{8}\.js$/g, "")).join(", ")})`, kb(lazyJs), verdict(lazyJs <= TARGETS.lazyJs, "≤ 70 KB")],
  ];
  failed = rows.some(([, , result]) => result!.startsWith("OVER"));
  console.log(`Map benchmark, ${count} synthetic sites (generated in ${ms(generateMs)}), Chromium ${browser.version()}\n`);
  for (const [label, value, result] of rows) console.log(`${label!.padEnd(70)} ${value!.padEnd(24)} ${result}`);
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed ? 1 : 0);
