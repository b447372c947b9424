import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkBudget, measurePage } from "./check-budget.mjs";

let dir: string;
const gz = (text: string) => gzipSync(text, { level: 9 }).length;
// Incompressible-ish filler so sizes are clearly apart.
const filler = (n: number) => Array.from({ length: n }, (_, i) => ((i * 2654435761) >>> 0).toString(36)).join("");

const files: Record<string, string> = {
  "assets/entry.js": `import{a}from"./shared.js";import("./lazy.js");export const e=a;`,
  "assets/shared.js": `export const a="${filler(200)}";`,
  "assets/lazy.js": `export const big="${filler(5000)}";`,
  "assets/route.js": `import"./route-dep.js";export default 1;`,
  "assets/route-dep.js": `export const d="${filler(100)}";`,
  "assets/preloaded.js": `export const p=1;`,
  "assets/app.css": `body{color:red}${".x{color:blue}".repeat(50)}`,
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "simpati-budget-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "kuis-wakaf"));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/preloaded.js">
    <link rel="stylesheet" href="/assets/app.css"></head><body>
    <script type="module">import * as r from "/assets/route.js"; import("/assets/entry.js");</script>
    <script>window.notAModule = "import('/assets/lazy.js')";</script></body></html>`;
  writeFileSync(join(dir, "index.html"), page);
  writeFileSync(join(dir, "kuis-wakaf", "index.html"), `<script src="../assets/shared.js"></script>`);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("check:budget", () => {
  it("counts preloads, stylesheets, inline module imports and static imports, but not lazy chunks", async () => {
    const result = await measurePage(dir, join(dir, "index.html"));
    expect(result.jsFiles).toEqual([
      "assets/entry.js",
      "assets/preloaded.js",
      "assets/route-dep.js",
      "assets/route.js",
      "assets/shared.js",
    ]);
    const expectedJs = ["entry.js", "preloaded.js", "route-dep.js", "route.js", "shared.js"]
      .map((name) => gz(files[`assets/${name}`]!))
      .reduce((a, b) => a + b, 0);
    expect(result.js).toBe(expectedJs);
    expect(result.css).toBe(gz(files["assets/app.css"]!));
    expect(result.page).toBe("/");
  });

  it("resolves script URLs relative to the page", async () => {
    const result = await measurePage(dir, join(dir, "kuis-wakaf", "index.html"));
    expect(result.page).toBe("/kuis-wakaf");
    expect(result.jsFiles).toEqual(["assets/shared.js"]);
  });

  it("fails a page over budget and a page that references a missing file", async () => {
    const tight = await checkBudget(dir, { js: gz(files["assets/shared.js"]!), css: 20_000 });
    expect(tight.failures).toHaveLength(1);
    expect(tight.failures[0]).toMatch(/^\/: JavaScript/);

    writeFileSync(join(dir, "kuis-wakaf", "index.html"), `<link rel="modulepreload" href="/assets/gone.js">`);
    const missing = await checkBudget(dir);
    expect(missing.failures).toEqual(["/kuis-wakaf: references assets/gone.js, which is not in the build"]);
  });
});
