// After `react-router build`: give static hosts a 404.html, write sitemap.xml, robots.txt and the web
// app manifest from the route list and the office details, inline each page's critical CSS, write the
// offline page and the service worker that precaches the finished pages (issue 17), and precompress
// text assets so the Node server (and any host that supports it) sends gzip/brotli without compressing
// per request. It works in the folder the build wrote (WAKAF_BUILD_DIR, default build/: build-dir.mjs),
// with the content the build read (WAKAF_CONTENT_DIR, through site.server.ts).
import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tsImport } from "tsx/esm/api";
import { clientDir as builtClientDir } from "./build-dir.mjs";
import { missingAnchors } from "./check-anchors.mjs";
import { copyMedia } from "./postbuild/media.mjs";
import { precompress } from "./postbuild/precompress.mjs";
import { inlineCriticalCss } from "./postbuild/critical-css.mjs";
import { minifyEarlyInput } from "./postbuild/minify-early-input.mjs";
import { webManifest } from "./postbuild/manifest.mjs";
import { writeServiceWorker } from "./postbuild/service-worker.mjs";

const { ROUTE_PATHS, NAV_ITEMS } = await tsImport("../app/content/routes-list.ts", import.meta.url);
const { offline } = await tsImport("../app/content/offline.ts", import.meta.url);
const { getOffice, newsArticlePaths } = await tsImport("../app/content/site.server.ts", import.meta.url);
const contentFiles = await tsImport("../app/content/content-files.ts", import.meta.url);
const imageFiles = await tsImport("../app/content/image-files.ts", import.meta.url);
const { withLawSections } = await tsImport("../app/content/assistant-anchors.ts", import.meta.url);
const { laws } = await tsImport("../app/content/laws.ts", import.meta.url);
// Each wakaf site's own page (/pemetaan-wakaf/<id>) is listed too, so search engines find them.
const { getSites } = await tsImport("../app/content/sites.server.ts", import.meta.url);
const sitePaths = getSites().features.map((feature) => `/pemetaan-wakaf/${feature.id}`);

const clientDir = builtClientDir();
const notFound = join(clientDir, "404", "index.html");
if (!existsSync(notFound)) throw new Error(`postbuild: ${notFound} is missing; is /404 prerendered?`);
copyFileSync(notFound, join(clientDir, "404.html"));

const brokenAnchors = missingAnchors(clientDir, withLawSections(laws.categories));
if (brokenAnchors.length > 0) {
  throw new Error(
    `postbuild: app/content/assistant-anchors.ts names sections that are not in the built pages: ${brokenAnchors.join(", ")}`,
  );
}

const office = getOffice();
const absolute = (path) => new URL(path, office.siteUrl).href;
const xmlEscape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
writeFileSync(
  join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[...ROUTE_PATHS, ...newsArticlePaths(), ...sitePaths].map((path) => `  <url><loc>${xmlEscape(absolute(path))}</loc></url>`).join("\n")}
</urlset>
`,
);
writeFileSync(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${absolute("/sitemap.xml")}\n`);
writeFileSync(
  join(clientDir, "site.webmanifest"),
  `${JSON.stringify(webManifest({ office, navItems: NAV_ITEMS, shortcuts: offline.install.shortcuts }), null, 2)}\n`,
);

// Before the service worker is written: its runtime cache, not its precache, holds them.
const mediaCopied = copyMedia(
  clientDir,
  imageFiles,
  Object.fromEntries(["news", "gallery"].map((name) => [contentFiles.contentFileLabel(name), contentFiles.readContentFile(name)])),
);

// Before the service worker's revisions and the server's CSP hashes are taken from the pages.
const early = minifyEarlyInput(clientDir);
console.log(`postbuild: early-input script minified in ${early.pages} pages (${early.bytes} bytes gzip)`);

// Before precompressing: it rewrites every page (404.html included).
const criticalPages = await inlineCriticalCss(clientDir);

// After the critical-CSS step, which rewrites the pages the worker precaches (their revisions are
// hashes of the final HTML), and before precompressing, so sw.js and the offline page get .br/.gz too.
console.log(`postbuild: ${await writeServiceWorker(clientDir)}`);

const count = precompress(clientDir);
console.log(
  `postbuild: 404.html, sitemap.xml, robots.txt, site.webmanifest written; ${mediaCopied} uploaded photo files copied; critical CSS inlined in ${criticalPages.length} pages; ${count} files precompressed`,
);
