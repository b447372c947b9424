// `node scripts/capture-screenshots.mjs`: photographs the built home page at phone and desktop size for
// the web app manifest's `screenshots` (the richer install dialog of Chrome and Edge shows them). Needs
// a build (`npm run build`); starts the Node server on a free port, uses the system Chromium, and
// writes public/screenshots/*.jpg. Run it after the home page changes visibly and commit the images
// (the build only copies public/ and never runs this). Which pages at which sizes: MANIFEST_SCREENSHOTS
// in scripts/postbuild/manifest.mjs, the list the manifest itself is written from.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { MANIFEST_SCREENSHOTS } from "./postbuild/manifest.mjs";
import { freePort } from "./ports.mjs";

const root = new URL("../", import.meta.url);
if (!existsSync(new URL("build/client/index.html", root))) {
  console.error("capture-screenshots: no build yet; run `npm run build` first.");
  process.exit(1);
}
const chromiumConfig = JSON.parse(readFileSync(new URL("scripts/chromium.json", root), "utf8"));

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: join(tmpdir(), "simpati-wakaf-screenshots.db"), PORTAL_DATA_DIR: join(tmpdir(), "simpati-wakaf-screenshots-data") },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${baseURL}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`capture-screenshots: the server did not answer at ${baseURL}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.defaultPath,
  args: chromiumConfig.flags,
});
try {
  await waitForServer();
  mkdirSync(new URL("public/screenshots/", root), { recursive: true });
  for (const shot of MANIFEST_SCREENSHOTS) {
    const [width, height] = shot.sizes.split("x").map(Number);
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: "id-ID", serviceWorkers: "block" });
    // Nothing leaves this machine (there is no internet here, and a screenshot needs none).
    await context.route((url) => url.hostname !== "127.0.0.1", (route) => route.abort("blockedbyclient"));
    const page = await context.newPage();
    await page.goto(`${baseURL}${shot.path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => document.fonts.ready);
    const file = new URL(`public${shot.src}`, root);
    writeFileSync(file, await page.screenshot({ type: "jpeg", quality: 80 }));
    await context.close();
    console.log(`capture-screenshots: ${shot.src} (${shot.sizes}, ${shot.form_factor})`);
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
