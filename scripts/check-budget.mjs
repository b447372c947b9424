// `npm run check:budget`: the weight budget gate. For every prerendered page in build/client (or the
// client folder of WAKAF_BUILD_DIR) it finds the JavaScript and CSS a browser fetches before the page
// is usable — <script src>, <link rel=modulepreload>, <link rel=stylesheet>, what the inline module
// scripts import (statically or right away with import()), and, transitively, the static imports of
// every such chunk — and sums their gzip -9 sizes. Dynamic imports inside chunks are lazy (React.lazy,
// the map, the toaster) and are not counted: that is the point.
// Per page it also counts the JavaScript requests, weighs the HTML itself (gzip -9, with its inline critical
// CSS: what first paint needs, ideally one round trip) and lists stylesheets that block rendering (a
// <link rel=stylesheet> whose media applies to the screen; decision 110 keeps that at none).
// It prints the table on every run and exits 1 when a page is over budget.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { init, parse as parseModule } from "es-module-lexer";
import { parse as parseHtml } from "parse5";
import { clientDir as builtClientDir } from "./build-dir.mjs";

/**
 * Limits per page (gzip -9 bytes, 1 KB = 1000 bytes): up-front JavaScript, its request count, the whole
 * stylesheet (loaded without blocking), the HTML with its inline CSS, and a tighter HTML limit for the
 * home page, which first-time visitors open most (14 KB ≈ what the first round trip of a new connection
 * carries). Decision 112 says where the numbers come from.
 */
export const BUDGET = {
  js: 116_000,
  jsRequests: 8,
  css: 20_000,
  html: 20_000,
  pageJs: { "/": 115_000 },
  pageHtml: { "/": 14_000 },
  /** The early event contract's inline script in every page (decision 135: "well under 1 KB gzip"). */
  earlyInput: 1_000,
  /** Si Wakaf's panel (code and knowledge), fetched only when a visitor opens it (decisions 100, 146, 150, 156, 157, 161 and 166). */
  assistantPanel: 64_000,
};

/** The gzip size of the early-input inline script (the one that looks for React's props key) of a page. */
export function earlyInputBytes(html) {
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).find((text) => text.includes("__reactProps"));
  return script === undefined ? undefined : gzipSync(script, { level: 9 }).length;
}

/** Why the early-input script of the home page is over its limit (or missing); empty when it is within. */
export function earlyInputFailures(html, budget = BUDGET) {
  const bytes = earlyInputBytes(html);
  if (bytes === undefined) return ["/: the early-input script is missing"];
  return bytes > budget.earlyInput ? [`/: early-input script ${bytes} bytes gzip > ${budget.earlyInput}`] : [];
}

/** The gzip size of Si Wakaf's lazy panel chunk (assets/assistant-panel-*.js) of a build; undefined when there is none. */
export function assistantPanelBytes(clientDir) {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^assistant-panel-[\w-]+\.js$/.test(name));
  return file === undefined ? undefined : gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
}

/** Why the panel chunk is over its limit (or missing); empty when it is within. */
export function assistantPanelFailures(bytes, budget = BUDGET) {
  if (bytes === undefined) return ["Si Wakaf's panel chunk (assets/assistant-panel-*.js) is missing"];
  return bytes > budget.assistantPanel ? [`Si Wakaf's panel chunk ${bytes} bytes gzip > ${budget.assistantPanel}`] : [];
}

const SCREEN_MEDIA = /^\s*(?:all|screen)?\s*$/i;

function* walk(node) {
  yield node;
  for (const child of node.childNodes ?? []) yield* walk(child);
  if (node.content) yield* walk(node.content);
}

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

/**
 * What one HTML document asks for up front: external URLs plus the source of its inline module scripts.
 * A stylesheet whose media is absent, `all` or `screen` blocks rendering; `print` (switched later) does
 * not. Links inside <noscript> are text to a scripting browser (and to parse5) and are not counted.
 */
export function upFrontReferences(html) {
  const scripts = [];
  const styles = [];
  const blockingStyles = [];
  const inlineModules = [];
  for (const node of walk(parseHtml(html))) {
    if (node.tagName === "script") {
      const src = attr(node, "src");
      if (src) scripts.push(src);
      else if (attr(node, "type") === "module") inlineModules.push(node.childNodes.map((c) => c.value ?? "").join(""));
    } else if (node.tagName === "link") {
      const rel = (attr(node, "rel") ?? "").toLowerCase().split(/\s+/);
      const href = attr(node, "href");
      if (!href) continue;
      if (rel.includes("modulepreload")) scripts.push(href);
      else if (rel.includes("stylesheet")) {
        styles.push(href);
        if (SCREEN_MEDIA.test(attr(node, "media") ?? "")) blockingStyles.push(href);
      }
    }
  }
  return { scripts, styles, blockingStyles, inlineModules };
}

/** Import specifiers of a module: static ones always, dynamic ones only when asked (inline scripts). */
export function moduleImports(source, { includeDynamic }) {
  const [imports] = parseModule(source);
  const specifiers = [];
  for (const entry of imports) {
    // d === -1: static import/export-from; d > -1: import(); d === -2: import.meta.
    if (entry.d === -2) continue;
    if (entry.d > -1 && !includeDynamic) continue;
    if (entry.n) specifiers.push(entry.n);
  }
  return specifiers;
}

/** Resolves a URL found in a page (absolute, or relative to the page or to an importing chunk) to a file. */
function toFile(clientDir, specifier, fromUrlPath) {
  if (/^(?:[a-z]+:)?\/\//i.test(specifier) || specifier.startsWith("data:")) return null;
  const urlPath = new URL(specifier, `http://site${fromUrlPath}`).pathname;
  const file = resolve(clientDir, `.${decodeURIComponent(urlPath)}`);
  if (!file.startsWith(resolve(clientDir) + sep)) return null;
  return file;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The up-front JS and CSS files of one prerendered page, with their gzip sizes. */
export async function measurePage(clientDir, htmlFile) {
  await init;
  const pageUrlPath = `/${relative(clientDir, htmlFile).split(sep).join("/")}`;
  const html = readFileSync(htmlFile);
  const { scripts, styles, blockingStyles, inlineModules } = upFrontReferences(html.toString("utf8"));
  const jsFiles = new Set();
  const cssFiles = new Set();
  const missing = [];
  const queue = [];
  const enqueue = (specifier, from) => {
    const file = toFile(clientDir, specifier, from);
    if (!file) return;
    if (file.endsWith(".css")) {
      cssFiles.add(file);
      return;
    }
    if (jsFiles.has(file)) return;
    jsFiles.add(file);
    queue.push(file);
  };
  for (const src of scripts) enqueue(src, pageUrlPath);
  for (const source of inlineModules) {
    for (const specifier of moduleImports(source, { includeDynamic: true })) enqueue(specifier, pageUrlPath);
  }
  for (const href of styles) {
    const file = toFile(clientDir, href, pageUrlPath);
    if (file) cssFiles.add(file);
  }
  while (queue.length > 0) {
    const file = queue.shift();
    let source;
    try {
      source = readFileSync(file, "utf8");
    } catch {
      missing.push(relative(clientDir, file));
      jsFiles.delete(file);
      continue;
    }
    const fromUrlPath = `/${relative(clientDir, file).split(sep).join("/")}`;
    for (const specifier of moduleImports(source, { includeDynamic: false })) enqueue(specifier, fromUrlPath);
  }
  for (const file of cssFiles) {
    try {
      statSync(file);
    } catch {
      missing.push(relative(clientDir, file));
      cssFiles.delete(file);
    }
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
  return {
    page: pageUrlPath.replace(/index\.html$/, "").replace(/(.)\/$/, "$1"),
    js: sum(jsFiles),
    css: sum(cssFiles),
    html: gzipSync(html, { level: 9 }).length,
    blockingStyles,
    jsFiles: [...jsFiles].map((f) => relative(clientDir, f)).sort(),
    cssFiles: [...cssFiles].map((f) => relative(clientDir, f)).sort(),
    missing,
  };
}

export function findPages(clientDir) {
  const pages = [];
  const visit = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "assets") visit(path);
      } else if (name === "index.html") pages.push(path);
    }
  };
  visit(clientDir);
  return pages;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const htmlLimit = (page, budget) => budget.pageHtml?.[page] ?? budget.html;
const jsLimit = (page, budget) => budget.pageJs?.[page] ?? budget.js;

/** Why one page is over budget; empty when it is within. */
export function pageFailures(r, budget = BUDGET) {
  const failures = [];
  if (r.js > jsLimit(r.page, budget)) failures.push(`${r.page}: JavaScript ${kb(r.js)} > ${kb(jsLimit(r.page, budget))} (${r.jsFiles.join(", ")})`);
  if (r.jsFiles.length > budget.jsRequests) {
    failures.push(`${r.page}: ${r.jsFiles.length} JavaScript requests > ${budget.jsRequests} (${r.jsFiles.join(", ")})`);
  }
  if (r.css > budget.css) failures.push(`${r.page}: CSS ${kb(r.css)} > ${kb(budget.css)}`);
  const limit = htmlLimit(r.page, budget);
  if (r.html > limit) failures.push(`${r.page}: HTML with inline CSS ${kb(r.html)} > ${kb(limit)}`);
  for (const href of r.blockingStyles) {
    failures.push(`${r.page}: stylesheet ${href} blocks rendering (inline its critical CSS and load it with media="print")`);
  }
  for (const file of r.missing) failures.push(`${r.page}: references ${file}, which is not in the build`);
  return failures;
}

/** A table cell: the size, and the page's own limit where it has a tighter one than the column's. */
const withPageLimit = (bytes, pageLimits, page) => `${kb(bytes)}${pageLimits?.[page] ? ` (≤ ${kb(pageLimits[page])})` : ""}`;

export function formatTable(results, budget = BUDGET) {
  const rows = results.map((r) => [
    r.page,
    withPageLimit(r.js, budget.pageJs, r.page),
    `${r.jsFiles.length}`,
    kb(r.css),
    withPageLimit(r.html, budget.pageHtml, r.page),
    `${r.blockingStyles.length}`,
    pageFailures(r, budget).length === 0 ? "ok" : "OVER BUDGET",
  ]);
  const header = [
    "page",
    `JS gzip (≤ ${kb(budget.js)})`,
    `JS requests (≤ ${budget.jsRequests})`,
    `CSS gzip (≤ ${kb(budget.css)})`,
    `HTML + inline CSS gzip (≤ ${kb(budget.html)})`,
    "blocking CSS",
    "",
  ];
  const last = header.length - 1;
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 || i === last ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

export async function checkBudget(clientDir, budget = BUDGET) {
  const pages = findPages(clientDir);
  const results = [];
  for (const page of pages) results.push(await measurePage(clientDir, page));
  const failures = results.flatMap((r) => pageFailures(r, budget));
  return { results, failures };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const clientDir = process.argv[2] ? resolve(process.argv[2]) : builtClientDir();
  const { results, failures: pageProblems } = await checkBudget(clientDir);
  const home = readFileSync(join(clientDir, "index.html"), "utf8");
  const panel = assistantPanelBytes(clientDir);
  const failures = [...pageProblems, ...earlyInputFailures(home), ...assistantPanelFailures(panel)];
  if (results.length === 0) {
    console.error(`check:budget: no prerendered pages in ${clientDir}; run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(`Up-front weight per page (gzip -9; 1 KB = 1000 bytes), ${clientDir}`);
  console.log(formatTable(results));
  console.log(`Early-input inline script: ${earlyInputBytes(home) ?? "missing"} bytes gzip (≤ ${BUDGET.earlyInput})`);
  console.log(`Si Wakaf panel chunk (loaded when opened): ${panel ?? "missing"} bytes gzip (≤ ${BUDGET.assistantPanel})`);
  if (failures.length > 0) {
    console.error(`\ncheck:budget FAILED:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`\ncheck:budget: all ${results.length} pages within budget.`);
}
