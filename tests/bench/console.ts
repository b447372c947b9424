// `npm run bench:console`: the office console as staff meet it on a mid-range phone over mobile data
// (Chromium, 4× CPU slowdown, 150 ms latency, 1.6 Mbps down): for each page, the time from navigation to
// first paint and to usable (its heading shown and nothing left "Memuat…"), and the JavaScript it
// downloaded. A portal server of its own (`npm start`'s script), a fresh database, one admin. Needs a build.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { throttleLikeAPhone } from "../e2e/early-controls";
import { startPortalServer } from "../e2e/portal-server";

const root = new URL("../../", import.meta.url).pathname;
const chromiumConfig = JSON.parse(readFileSync(join(root, "scripts/chromium.json"), "utf8")) as { defaultPath: string; flags: string[] };
if (!existsSync(join(root, "build/console/index.html"))) {
  console.error("No console build: run `npm run build` first.");
  process.exit(2);
}
const runs = Number(new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string])).get("runs") ?? "2");
const PAGES = ["", "/masukan", "/register", "/berita", "/berita/baru", "/galeri", "/terbitkan"];
const ADMIN = { username: "kepala", password: "bench-konsol-2026" };

const server = await startPortalServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.defaultPath, args: [...chromiumConfig.flags, "--disable-software-rasterizer"] });
try {
  const setup = await fetch(`${server.baseURL}/api/kantor/penyiapan`, {
    method: "POST",
    headers: { Origin: server.baseURL, "Content-Type": "application/json" },
    body: JSON.stringify({ token: server.setupLink!.split("#")[1], username: ADMIN.username, displayName: "Kepala KUA", password: ADMIN.password }),
  });
  if (!setup.ok) throw new Error(`setup failed: ${setup.status}`);

  console.log(`The console on a phone: 4× CPU, 150 ms, 1.6 Mbps, 360 × 740; ${runs} run(s) per page, cold cache.\n`);
  console.log("| page | run | first paint ms | usable ms | JS downloaded (KB, compressed) |");
  console.log("|---|---:|---:|---:|---:|");
  const usable: number[] = [];
  for (const path of PAGES) {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "id-ID" });
      await context.route((url) => !["127.0.0.1", "localhost"].includes(url.hostname), (route) => route.abort("blockedbyclient"));
      const signedIn = await context.request.post(`${server.baseURL}/api/kantor/masuk`, { headers: { Origin: server.baseURL }, data: ADMIN });
      if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
      const page = await context.newPage();
      let jsBytes = 0;
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") void response.body().then((body) => (jsBytes += body.length)).catch(() => {});
      });
      await throttleLikeAPhone(page);
      const started = Date.now();
      await page.goto(`${server.baseURL}/kantor${path}`, { waitUntil: "commit" });
      await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => !/Memuat/.test(document.body.innerText), undefined, { timeout: 60_000 });
      const ready = Date.now() - started;
      const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);
      usable.push(ready);
      // Transfer size as sent (the server precompresses): the encoded bytes the network carried.
      const transferred = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"))
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
      );
      console.log(`| /kantor${path} | ${run} | ${Math.round(paint)} | ${ready} | ${((transferred || jsBytes) / 1000).toFixed(1)} |`);
      await context.close();
    }
  }
  usable.sort((a, b) => a - b);
  console.log(`\nusable: median ${usable[Math.floor(usable.length / 2)]} ms, slowest ${usable[usable.length - 1]} ms`);
} finally {
  await browser.close();
  await server.stop();
}
