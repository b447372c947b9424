// The office console's pages (issue 33): a client-rendered app built apart from the public site
// (vite.console.config.ts → build/console). Its hashed files are served from /kantor/assets/; every
// other /kantor address is one of its pages and gets its index.html, whose code picks the page.
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { siteSegments } from "../static-site";
import { chooseCoding, CODING_SUFFIX, type Coding } from "../static/http-rules";

const ASSETS_PREFIX = "/kantor/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Konsol kantor belum tersedia — SIMPATI WAKAF</title></head>
<body>
<h1>Konsol kantor belum tersedia</h1>
<p>Halaman konsol kantor belum dibuat di server ini. Pengelola server perlu menjalankan <code>npm run build</code>, lalu memulai ulang server.</p>
</body>
</html>
`;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function readFileIfAny(path: string): Promise<Uint8Array | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

function answer(c: Context, body: Uint8Array | string, status: 200 | 404 | 503, headers: Record<string, string>): Response {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  // HEAD: the same headers, no body.
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(bytes), {
    status,
    headers: { ...headers, "Content-Length": String(bytes.byteLength) },
  });
}

/** The asset's path inside consoleDir/assets, or undefined when the address must not reach the disk. */
function assetPath(consoleDir: string, pathname: string): string | undefined {
  const segments = siteSegments(`/${pathname.slice(ASSETS_PREFIX.length)}`);
  // No folder listing, no empty segment ("a//b"), and no dotfile anywhere (siteSegments lets a first
  // ".well-known" through, which means nothing here).
  if (!segments || segments.length === 0 || segments.some((segment) => segment === "" || segment.startsWith("."))) return undefined;
  return join(consoleDir, "assets", ...segments);
}

/**
 * GET (and HEAD) /kantor/assets/* from `consoleDir/assets` with a year's caching (the names carry a
 * content hash), and every other /kantor address answered with `consoleDir/index.html`. Without a
 * built console: 503 and a short page saying to run `npm run build`.
 */
export function mountConsolePages(app: Hono, consoleDir: string): void {
  app.on(["GET", "HEAD"], ["/kantor", "/kantor/*"], async (c) => {
    const pathname = new URL(c.req.url).pathname;
    if (pathname.startsWith(ASSETS_PREFIX)) {
      const file = assetPath(consoleDir, pathname);
      const bytes = file ? await readFileIfAny(file) : undefined;
      // A missing asset is a 404, never the index page: HTML parsed as a script only confuses.
      if (!file || !bytes) return answer(c, "Berkas tidak ditemukan.", 404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      const headers = { "Content-Type": getMimeType(file) ?? "application/octet-stream", "Cache-Control": IMMUTABLE, Vary: "Accept-Encoding" };
      // The build writes .br and .gz beside each text file (scripts/postbuild/precompress.mjs): only the
      // copy the browser takes is read.
      const available: Coding[] = ["identity"];
      for (const [coding, suffix] of Object.entries(CODING_SUFFIX) as [Exclude<Coding, "identity">, string][]) {
        if (await isFile(`${file}${suffix}`)) available.push(coding);
      }
      const coding = chooseCoding(c.req.header("Accept-Encoding"), available);
      const encoded = coding === "identity" ? undefined : await readFileIfAny(`${file}${CODING_SUFFIX[coding]}`);
      return encoded ? answer(c, encoded, 200, { ...headers, "Content-Encoding": coding }) : answer(c, bytes, 200, headers);
    }
    const page = await readFileIfAny(join(consoleDir, "index.html"));
    if (!page) return answer(c, NOT_BUILT_PAGE, 503, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" });
    // Read at every request: small, and a rebuild while the server runs is served at once.
    return answer(c, page, 200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  });
}
