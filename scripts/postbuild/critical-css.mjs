// Post-build step: every prerendered page paints from its HTML alone (decision 110).
//
// 1. Beasties inlines, per page, the rules of the stylesheet that match an element of that page, and
//    keeps the full stylesheet as a non-blocking `media="print"` link; a <noscript> copy keeps the full
//    stylesheet for visitors without JavaScript. The link stays where React rendered it, so hydration
//    still finds it. One small inline script (the same bytes on every page, so the server's CSP hashes
//    it like the router's scripts) switches the link to `all` once it has loaded: switching earlier
//    would raise a still-loading stylesheet to top priority, competing with what first paint needs.
// 2. Head order: the inline CSS goes right after the viewport meta.
// 3. The page's JavaScript is requested after its first paint (scripts-after-paint.mjs): the modulepreload
//    links leave the HTML and React Router's boot script adds them once the page has painted.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

const BEASTIES_SWITCH =
  "<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})</script>";
export const SWITCH_WHEN_LOADED =
  "<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){function a(){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')}l.sheet?a():l.addEventListener('load',a)})</script>";

/** Moves the first inline <style> right behind the viewport meta, before anything else in the head. */
export function reorderHead(html) {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  let head = html.slice(0, headEnd);
  const style = head.match(/<style>[\s\S]*?<\/style>/);
  const viewport = head.match(/<meta name="viewport"[^>]*>/);
  if (style && viewport) {
    head = head.replace(style[0], "");
    const after = head.indexOf(viewport[0]) + viewport[0].length;
    head = `${head.slice(0, after)}${style[0]}${head.slice(after)}`;
  }
  return head + html.slice(headEnd);
}

export function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "assets") yield* htmlFiles(path);
    } else if (name.endsWith(".html")) yield path;
  }
}

/** Inlines critical CSS into every prerendered page of `clientDir` (in place); returns the pages done. */
export async function inlineCriticalCss(clientDir) {
  const problems = [];
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: "media-script",
    // Other pages need the rules this page does not: the stylesheet itself stays whole.
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    keyframes: "critical",
    // Beasties cannot match a selector inside :where(), so it would leave out Tailwind's space-y-*,
    // divide-* and a few base rules, and the page would shift when the stylesheet arrives (the map page
    // moved 48 px: space-y-12). They are few and small: always inline them.
    allowRules: [/:where\(/],
    inlineFonts: false,
    preloadFonts: false,
    logger: {
      warn: (message) => problems.push(message),
      error: (message) => problems.push(message),
    },
  });
  const pages = [];
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    // Beasties marks the <html> it worked on; the mark means nothing to a browser.
    let processed = (await beasties.process(html)).replace(/^(<!DOCTYPE html><html[^>]*?) data-beasties-container/i, "$1");
    if (processed.includes("data-beasties-media")) {
      if (!processed.includes(BEASTIES_SWITCH)) problems.push(`${file}: beasties' media script changed; update critical-css.mjs`);
      processed = processed.replace(BEASTIES_SWITCH, SWITCH_WHEN_LOADED);
    }
    writeFileSync(file, reorderHead(scriptsAfterPaint(processed)));
    pages.push(file);
  }
  // A stylesheet beasties cannot find would silently leave the page render-blocked: stop the build.
  if (problems.length > 0) throw new Error(`critical CSS:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return pages;
}
