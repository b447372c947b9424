import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUDGET, assistantPanelBytes, assistantPanelFailures, checkBudget, earlyInputBytes, earlyInputFailures, measurePage, upFrontReferences } from "./check-budget.mjs";

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
    <link rel="stylesheet" href="/assets/app.css" media="print" data-beasties-media="all">
    <noscript><link rel="stylesheet" href="/assets/app.css"></noscript></head><body>
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
    const tight = await checkBudget(dir, { ...BUDGET, js: gz(files["assets/shared.js"]!), pageJs: {} });
    expect(tight.failures).toHaveLength(1);
    expect(tight.failures[0]).toMatch(/^\/: JavaScript/);

    writeFileSync(join(dir, "kuis-wakaf", "index.html"), `<link rel="modulepreload" href="/assets/gone.js">`);
    const missing = await checkBudget(dir);
    expect(missing.failures).toEqual(["/kuis-wakaf: references assets/gone.js, which is not in the build"]);
  });

  it("fails a page with more JavaScript requests than allowed", async () => {
    const { failures } = await checkBudget(dir, { ...BUDGET, jsRequests: 4 });
    expect(failures).toEqual([expect.stringMatching(/^\/: 5 JavaScript requests > 4 \(assets\/entry\.js, /)]);
  });

  it("holds single pages to a tighter JavaScript limit", async () => {
    const { results } = await checkBudget(dir, { ...BUDGET, pageJs: {} });
    const home = results.find((r) => r.page === "/")!;
    expect((await checkBudget(dir, { ...BUDGET, js: home.js, pageJs: { "/": home.js } })).failures).toEqual([]);
    const tight = await checkBudget(dir, { ...BUDGET, js: home.js, pageJs: { "/": home.js - 1 } });
    expect(tight.failures).toEqual([expect.stringMatching(/^\/: JavaScript [\d.]+ KB > [\d.]+ KB \(assets\/entry\.js, /)]);
  });

  it("weighs each page's HTML with its inline CSS, with a tighter limit for single pages", async () => {
    const html = `<!DOCTYPE html><html><head><style>${".c{color:red}".repeat(20)}${filler(600)}</style></head></html>`;
    writeFileSync(join(dir, "kuis-wakaf", "index.html"), html);
    const result = await measurePage(dir, join(dir, "kuis-wakaf", "index.html"));
    expect(result.html).toBe(gz(html));

    const roomy = await checkBudget(dir, { ...BUDGET, html: gz(html), pageHtml: {} });
    expect(roomy.failures).toEqual([]);
    const tight = await checkBudget(dir, { ...BUDGET, html: gz(html), pageHtml: { "/kuis-wakaf": gz(html) - 1 } });
    expect(tight.failures).toEqual([`/kuis-wakaf: HTML with inline CSS ${(gz(html) / 1000).toFixed(1)} KB > ${((gz(html) - 1) / 1000).toFixed(1)} KB`]);
  });

  it("fails a stylesheet that blocks rendering, but not one deferred with media=print or inside <noscript>", async () => {
    expect(upFrontReferences(`<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css" media="screen">`).blockingStyles).toEqual(["/a.css", "/b.css"]);
    expect(upFrontReferences(`<head><noscript><link rel="stylesheet" href="/a.css"></noscript></head>`).blockingStyles).toEqual([]);

    writeFileSync(join(dir, "kuis-wakaf", "index.html"), `<link rel="stylesheet" href="/assets/app.css">`);
    const { results, failures } = await checkBudget(dir);
    expect(results.find((r) => r.page === "/")?.blockingStyles).toEqual([]);
    expect(failures).toEqual([
      `/kuis-wakaf: stylesheet /assets/app.css blocks rendering (inline its critical CSS and load it with media="print")`,
    ]);
  });
});

describe("the early-input script's limit", () => {
  const page = (script: string) => `<html><body><script>${script}</script><script type="module">import("/a.js")</script></body></html>`;
  it("weighs the inline script that looks for React's props key, and fails it above the limit or when missing", () => {
    const script = `(function(){Object.keys(document.body).some(k=>k.indexOf("__reactProps$")===0)})()`;
    const bytes = earlyInputBytes(page(script))!;
    expect(bytes).toBe(gzipSync(script, { level: 9 }).length);
    expect(earlyInputFailures(page(script), { ...BUDGET, earlyInput: bytes })).toEqual([]);
    expect(earlyInputFailures(page(script), { ...BUDGET, earlyInput: bytes - 1 })).toEqual([`/: early-input script ${bytes} bytes gzip > ${bytes - 1}`]);
    expect(earlyInputFailures(page("window.x = 1"))).toEqual(["/: the early-input script is missing"]);
  });
});

describe("Si Wakaf's panel chunk limit", () => {
  it("weighs the lazy panel chunk of a build, and fails it above the limit or when missing", () => {
    const build = mkdtempSync(join(tmpdir(), "panel-budget-"));
    mkdirSync(join(build, "assets"));
    expect(assistantPanelFailures(assistantPanelBytes(build))).toEqual(["Si Wakaf's panel chunk (assets/assistant-panel-*.js) is missing"]);
    const code = "export const knowledge = " + JSON.stringify({ docs: Array.from({ length: 50 }, (_, i) => ({ id: `qa-${i}`, answer: `Jawaban ${i}` })) });
    writeFileSync(join(build, "assets", "assistant-panel-Ab1_x.js"), code);
    writeFileSync(join(build, "assets", "home-Zz9.js"), "export {}");
    const bytes = assistantPanelBytes(build)!;
    rmSync(build, { recursive: true, force: true });
    expect(bytes).toBe(gzipSync(code, { level: 9 }).length);
    expect(assistantPanelFailures(bytes, { ...BUDGET, assistantPanel: bytes })).toEqual([]);
    expect(assistantPanelFailures(bytes, { ...BUDGET, assistantPanel: bytes - 1 })).toEqual([`Si Wakaf's panel chunk ${bytes} bytes gzip > ${bytes - 1}`]);
  });
});
