// Post-build step of issue 17: after React Router has prerendered every page, write the Indonesian
// offline page and generate the service worker with Workbox (`injectManifest`): our worker source
// (service-worker/service-worker.ts) is bundled with Vite, then Workbox writes the precache list of
// every page, route data file and asset of this build into it. Decisions 130-134.
//
// VITE_SERVICE_WORKER=off (at build time) builds the site without a worker: the pages do not register
// one, and /sw.js becomes a worker that retires any worker a visitor still has from an earlier build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { build } from "vite";
import { injectManifest } from "workbox-build";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Tile cache bounds (decision 131): a few screens of the sub-district at a handful of zoom levels. */
export const TILE_CACHE_MAX_ENTRIES = 300;
export const TILE_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * What the precache holds: every page, route data file and asset; not the link-preview image, the 404
 * page, the sites' own pages (runtime-cached once visited: SITE_PAGE_PATH in the worker protocol), or
 * the photos uploaded through the office console (runtime-cached once shown).
 */
export const PRECACHE_GLOBS = ["**/*.{html,data,js,css,json,svg,webp,png,jpg,ico,webmanifest}"];
export const PRECACHE_IGNORES = [
  "**/*.{br,gz}",
  "404.html",
  "404.data",
  "404/**",
  "__spa-fallback.html",
  "og-image.png",
  "pemetaan-wakaf/*/index.html",
  "pemetaan-wakaf/*.data",
  // Uploaded photos: several sizes each, up to ninety photos; cached once seen (MEDIA_CACHE_MAX_ENTRIES).
  "media/**",
  "screenshots/**",
  "sw.js",
];

// A worker that takes over from whatever worker a visitor has, deletes this site's caches and
// unregisters itself; open pages keep running and their next navigation goes to the network.
const RETIRING_WORKER = `// SIMPATI WAKAF: service worker retired (built with VITE_SERVICE_WORKER=off).
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .then(() => self.registration.unregister()),
  );
});
`;

const escapeHtml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The offline page: plain HTML and a little inline CSS, no script (the CSP allows inline styles only). */
export function offlinePageHtml({ office, page, nav }) {
  const links = nav
    .map(({ label, path }) => `      <li><a href="${escapeHtml(path)}">${escapeHtml(label)}</a></li>`)
    .join("\n");
  return `<!DOCTYPE html>
<html lang="id">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <meta name="theme-color" content="#047857">
  <title>${escapeHtml(page.title)} | ${escapeHtml(office.productName)} – ${escapeHtml(office.officeName)}</title>
  <link rel="icon" href="/favicon.ico" sizes="32x32">
  <style>
    body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1e293b; background: #f8fafc; line-height: 1.6; }
    header { background: #065f46; color: #fff; padding: 1rem; font-weight: 700; }
    main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
    h1 { color: #064e3b; font-size: 1.5rem; line-height: 1.3; }
    ul { padding-left: 1.25rem; }
    li { margin: 0.5rem 0; }
    a { color: #047857; font-weight: 600; }
    a:focus-visible { outline: 2px solid #047857; outline-offset: 2px; }
    .retry { display: inline-block; margin-top: 1rem; padding: 0.75rem 1.25rem; border-radius: 0.5rem; background: #047857; color: #fff; text-decoration: none; }
  </style>
</head>
<body>
  <header>${escapeHtml(office.productName)} – ${escapeHtml(office.officeName)}</header>
  <main>
    <h1>${escapeHtml(page.heading)}</h1>
    <p>${escapeHtml(page.lead)}</p>
    <ul>
${links}
    </ul>
    <p>${escapeHtml(page.note)}</p>
    <a class="retry" href="">${escapeHtml(page.retryLabel)}</a>
  </main>
</body>
</html>
`;
}

async function bundleWorker(outDir, { tileUrl }) {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: { "~": join(root, "app") } },
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __TILE_URL_TEMPLATE__: JSON.stringify(tileUrl),
      __TILE_CACHE_MAX_ENTRIES__: String(TILE_CACHE_MAX_ENTRIES),
      __TILE_CACHE_MAX_AGE_SECONDS__: String(TILE_CACHE_MAX_AGE_SECONDS),
    },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      target: "es2020",
      lib: {
        entry: join(root, "service-worker/service-worker.ts"),
        formats: ["iife"],
        name: "simpatiWakafWorker",
        fileName: () => "sw.js",
      },
    },
  });
  return join(outDir, "sw.js");
}

/** Writes /offline/index.html and /sw.js into the build; returns what it wrote, for the build log. */
export async function writeServiceWorker(clientDir) {
  const swDest = join(clientDir, "sw.js");
  if (process.env.VITE_SERVICE_WORKER === "off") {
    writeFileSync(swDest, RETIRING_WORKER);
    return "service worker off (VITE_SERVICE_WORKER=off): sw.js retires earlier workers";
  }

  const { getOffice } = await tsImport("../../app/content/site.server.ts", import.meta.url);
  const { NAV_ITEMS } = await tsImport("../../app/content/routes-list.ts", import.meta.url);
  const { offline } = await tsImport("../../app/content/offline.ts", import.meta.url);
  const office = getOffice();

  mkdirSync(join(clientDir, "offline"), { recursive: true });
  writeFileSync(join(clientDir, "offline", "index.html"), offlinePageHtml({ office, page: offline.page, nav: NAV_ITEMS }));

  const tempDir = mkdtempSync(join(tmpdir(), "simpati-sw-"));
  try {
    const swSrc = await bundleWorker(tempDir, { tileUrl: office.map.tileUrl });
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest,
      globDirectory: clientDir,
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
      modifyURLPrefix: { "": "/" },
      // Hashed file names change with their content: no cache-busting revision needed.
      dontCacheBustURLsMatching: /^\/?assets\//,
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    return `sw.js precaches ${count} files, ${(size / 1024).toFixed(1)} KB (uncompressed); offline/index.html written`;
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}
