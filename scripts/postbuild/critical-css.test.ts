import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SWITCH_WHEN_LOADED, inlineCriticalCss, reorderHead } from "./critical-css.mjs";

let dir: string;

// The shape React Router prerenders: preloads and the stylesheet in the head, scripts at the end of the body.
const page = (body: string) =>
  `<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
  `<title>T</title><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>` +
  `<link rel="stylesheet" href="/assets/app.css"/></head><body>${body}<script>window.x=1</script>` +
  `<script type="module" async="">import "/assets/a.js";\nimport * as route0 from "/assets/b.js";\n` +
  `window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");</script></body></html>`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "simpati-critical-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "kuis-wakaf"));
  writeFileSync(
    join(dir, "assets", "app.css"),
    `.used{color:red}.unused-on-home{color:blue}.toast{position:fixed}@media (min-width:40rem){.used{color:green}}` +
      `:where(.space-y-12>:not(:last-child)){margin-block-end:3rem}`,
  );
  writeFileSync(join(dir, "index.html"), page(`<p class="used">Halo</p>`));
  writeFileSync(join(dir, "kuis-wakaf", "index.html"), page(`<p class="unused-on-home">Kuis</p>`));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("critical CSS", () => {
  it("inlines only the rules each page uses and loads the full stylesheet without blocking", async () => {
    const pages = await inlineCriticalCss(dir);
    expect(pages).toHaveLength(2);
    const home = readFileSync(join(dir, "index.html"), "utf8");
    const style = home.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(style).toContain(".used{color:red}");
    expect(style).toContain(".used{color:green}");
    expect(style).not.toContain("unused-on-home");
    expect(style).not.toContain(".toast");
    // Rules inside :where() (Tailwind's space-y-*) are always kept: beasties cannot match them itself.
    expect(style).toContain(":where(.space-y-12>:not(:last-child)){margin-block-end:3rem}");
    expect(home).toContain(`<link rel="stylesheet" href="/assets/app.css" media="print" data-beasties-media="all">`);
    expect(home).toContain(`<noscript><link rel="stylesheet" href="/assets/app.css"></noscript>`);
    expect(home).toContain(SWITCH_WHEN_LOADED);
    expect(home).not.toContain("data-beasties-container");
    // The source stylesheet stays whole for the other pages and for what React renders later.
    expect(readFileSync(join(dir, "assets", "app.css"), "utf8")).toContain(".toast{position:fixed}");

    const quiz = readFileSync(join(dir, "kuis-wakaf", "index.html"), "utf8");
    expect(quiz.match(/<style>([\s\S]*?)<\/style>/)?.[1]).toContain(".unused-on-home{color:blue}");
  });

  it("puts the inline CSS first in the head and asks for the scripts only from the boot script", async () => {
    await inlineCriticalCss(dir);
    const home = readFileSync(join(dir, "index.html"), "utf8");
    const head = home.slice(0, home.indexOf("</head>"));
    expect(head).toMatch(/<meta name="viewport"[^>]*><style>/);
    expect(home).not.toMatch(/<link rel="modulepreload"/);
    const boot = home.match(/<script type="module" async>([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(boot).toMatch(/^requestAnimationFrame\(/);
    expect(boot).toContain(`["/assets/a.js","/assets/b.js"]`);
  });

  it("stops the build when a page's stylesheet is missing", async () => {
    rmSync(join(dir, "assets", "app.css"));
    await expect(inlineCriticalCss(dir)).rejects.toThrow(/critical CSS/);
  });

  it("leaves a page without a head alone", () => {
    expect(reorderHead("<p>no head</p>")).toBe("<p>no head</p>");
  });
});
