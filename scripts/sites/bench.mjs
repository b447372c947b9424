// `npm run bench:sites [-- 5000]`: builds the site with a synthetic register of N sites (default 5,000)
// and prints the figures the register must meet: build time, the largest site page's HTML gzip size
// (≤ 20 KB), the register file's gzip size (≤ 300 KB) and the map page's up-front JavaScript against
// the weight budget. The normal build/ is set aside and put back afterwards.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BUDGET, measurePage } from "../check-budget.mjs";

const count = Number(process.argv[2] ?? "5000");
const LIMITS = { sitePageHtml: 20_000, registerFile: 300_000 };
const root = new URL("../../", import.meta.url).pathname;
const file = join(root, `.cache/sites-${count}.geojson`);
const run = (args, env = {}) => execFileSync("npm", args, { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });

run(["run", "-s", "sites:generate", "--", String(count), "--output", file]);
const build = join(root, "build");
// Inside node_modules: same file system (a rename), and outside what lint and typecheck read.
const backup = join(root, "node_modules/.cache/build-bench-backup");
mkdirSync(join(root, "node_modules/.cache"), { recursive: true });
rmSync(backup, { recursive: true, force: true });
if (existsSync(build)) renameSync(build, backup);
let failed = false;
try {
  const started = performance.now();
  run(["run", "-s", "build"], { WAKAF_SITES_FILE: file });
  const seconds = (performance.now() - started) / 1000;
  const client = join(build, "client");
  const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
  const siteDir = join(client, "pemetaan-wakaf");
  const pages = readdirSync(siteDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  let largest = { name: "", bytes: 0 };
  for (const page of pages) {
    const bytes = gz(join(siteDir, page.name, "index.html"));
    if (bytes > largest.bytes) largest = { name: page.name, bytes };
  }
  const register = gz(join(client, "data/tanah-wakaf.json"));
  const mapHtml = gz(join(siteDir, "index.html"));
  const mapJs = await measurePage(client, join(siteDir, "index.html"));
  const sitePageJs = await measurePage(client, join(siteDir, largest.name, "index.html"));
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const rows = [
    ["sites", String(count), ""],
    ["site pages prerendered", String(pages.length), pages.length === count ? "ok" : "MISSING PAGES"],
    ["build time (npm run build)", `${seconds.toFixed(0)} s`, ""],
    ["largest site page HTML (gzip)", `${kb(largest.bytes)} (${largest.name})`, largest.bytes <= LIMITS.sitePageHtml ? "ok (≤ 20 KB)" : "OVER 20 KB"],
    ["register file /data/tanah-wakaf.json (gzip)", kb(register), register <= LIMITS.registerFile ? "ok (≤ 300 KB)" : "OVER 300 KB"],
    ["map page HTML (gzip)", kb(mapHtml), ""],
    ["map page up-front JS (gzip)", kb(mapJs.js), mapJs.js <= BUDGET.js ? `ok (≤ ${kb(BUDGET.js)})` : "OVER BUDGET"],
    ["site page up-front JS (gzip)", kb(sitePageJs.js), sitePageJs.js <= BUDGET.js ? `ok (≤ ${kb(BUDGET.js)})` : "OVER BUDGET"],
  ];
  failed = rows.some(([, , verdict]) => /OVER|MISSING/.test(verdict));
  console.log(`Register benchmark, ${count} synthetic sites\n`);
  for (const [label, value, verdict] of rows) console.log(`${label.padEnd(46)} ${value.padEnd(40)} ${verdict}`);
} finally {
  rmSync(build, { recursive: true, force: true });
  if (existsSync(backup)) renameSync(backup, build);
}
process.exit(failed ? 1 : 0);
