// `npm run bench:map [-- 5000]` (beside the browser tests, not in scripts/: like them it drives the
// browser and uses the map feature's register format, which scripts/ and the server may not import): the map page with a synthetic register of N sites (default 5,000), in
// the system Chromium on this machine. It serves this checkout's build (building it first when there is
// none) and answers the page's one register request (/data/tanah-wakaf.json) with the generated
// register, so N can be anything without prerendering N site pages (that part is `npm run bench:sites`).
// Prints: navigation → first clusters shown, a search and each filter applied (input → map, list and
// count updated and painted; median of 5), the page's JS heap, and the map route's JavaScript (up
// front, and lazy: what the page fetched after that). Targets (issue 15, 5,000 sites): clusters ≤ 1.5 s,
// filter or search ≤ 100 ms, lazy map code ≤ 70 KB gzip. Exits 1 when one is missed.
// BENCH_PROFILE=1 also prints where the filter runs spent their time (CPU profile, self time).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { office } from "../../app/content/office";
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
const register = JSON.stringify(encodeRegister(sitesFromGeoJson(generateRegister(count, office.map.center as [number, number]))));
const generateMs = performance.now() - started;

const port = await freePort();
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: join(root, "node_modules/.cache/bench-map-feedback.db") },
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

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "id-ID" });
  // No internet here: tiles are answered with a 1×1 image, everything else leaving the machine is refused.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
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
  const clustersMs = await page.evaluate(() => (window as unknown as { firstMarkerAt: number }).firstMarkerAt);
  const clusterCount = await page.locator(".wakaf-cluster").count();

  /** Time from a change of the search box or a filter to the next paint with the new count, in ms. */
  async function timeChange(kind: "search" | "select", label: string, value: string): Promise<number> {
    return page.evaluate(
      ({ kind, label, value }) =>
        new Promise<number>((resolve) => {
          const field = [...document.querySelectorAll("label")].find((l) => l.textContent === label)!;
          const control = document.getElementById(field.htmlFor) as HTMLInputElement | HTMLSelectElement;
          const status = document.querySelector('[data-testid="site-count"]')!;
          const before = status.textContent;
          const t0 = performance.now();
          new MutationObserver((_, observer) => {
            if (status.textContent === before) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
          }).observe(status, { childList: true, subtree: true, characterData: true });
          const proto = kind === "search" ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
          Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(control, value);
          control.dispatchEvent(new Event(kind === "search" ? "input" : "change", { bubbles: true }));
        }),
      { kind, label, value },
    );
  }
  const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
  if (profiler) {
    await profiler.send("Profiler.enable");
    await profiler.send("Profiler.start");
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const runs: Record<string, number[]> = { "search \"masjid\"": [], "filter jenis": [], "filter kelurahan": [], "filter status": [] };
  for (let run = 0; run < 5; run++) {
    runs["search \"masjid\""]!.push(await timeChange("search", "Cari nama, alamat, atau kelurahan", "masjid"));
    runs["search \"masjid\""]!.push(await timeChange("search", "Cari nama, alamat, atau kelurahan", ""));
    runs["filter jenis"]!.push(await timeChange("select", "Jenis", "Musala"));
    runs["filter jenis"]!.push(await timeChange("select", "Jenis", ""));
    runs["filter kelurahan"]!.push(await timeChange("select", "Kelurahan", "Dago"));
    runs["filter kelurahan"]!.push(await timeChange("select", "Kelurahan", ""));
    runs["filter status"]!.push(await timeChange("select", "Status sertifikat", "aiw-terbit"));
    runs["filter status"]!.push(await timeChange("select", "Status sertifikat", ""));
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
    ["navigation → first clusters/markers in the DOM", ms(clustersMs), verdict(clustersMs <= TARGETS.clustersMs, "≤ 1.5 s")],
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
