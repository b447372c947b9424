import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Serves the prerendered build: /path → path/index.html, hashed /assets/* cached for a year, other
 * files revalidated, precompressed .br/.gz sent when the browser accepts them, and every unknown
 * path answered with the prerendered not-found page and HTTP 404.
 */
export function mountStaticSite(app: Hono, clientDir: string): void {
  const notFoundHtml = readFileSync(join(clientDir, "404.html"), "utf8");

  app.use("*", async (c, next) => {
    await next();
    if (c.res.status >= 400 || c.res.headers.has("Cache-Control")) return;
    c.header("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
  });

  app.use("*", serveStatic({ root: clientDir, precompressed: true }));

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) {
      return c.json({ code: "not_found", message: "Alamat API tidak ditemukan." }, 404);
    }
    c.header("Cache-Control", "no-store");
    return c.html(notFoundHtml, 404);
  });
}
