// The early event contract's inline script (app/lib/early-input.ts) is written into every page as its
// function's source, which the prerender does not minify. Minified here, with Vite's own minifier, so
// it stays well under 1 KB gzip (decision 135); the server hashes the final inline scripts for its CSP.
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { minifySync } from "vite";
import { htmlFiles } from "./critical-css.mjs";

const EARLY_SCRIPT = /<script>(\(function installEarlyInput\([\s\S]*?)<\/script>/;

/** Minifies the early-input script in every page of `clientDir` (in place); returns its size gzip and the pages done. */
export function minifyEarlyInput(clientDir) {
  const minified = new Map();
  let pages = 0;
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    const source = EARLY_SCRIPT.exec(html)?.[1];
    if (!source) continue;
    if (!minified.has(source)) {
      const result = minifySync("early-input.js", source, { compress: true, mangle: true });
      if (result.errors.length > 0 || !result.code) throw new Error(`postbuild: the early-input script could not be minified: ${result.errors.map((error) => error.message).join("; ")}`);
      minified.set(source, result.code.trim().replace(/;$/, ""));
    }
    writeFileSync(file, html.replace(EARLY_SCRIPT, () => `<script>${minified.get(source)}</script>`));
    pages += 1;
  }
  const bytes = Math.max(0, ...[...minified.values()].map((code) => gzipSync(code, { level: 9 }).length));
  return { pages, bytes };
}
