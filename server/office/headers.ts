import type { Hono } from "hono";

const API = /^\/api\/kantor(?:\/|$)/;
const PAGES = /^\/kantor(?:\/|$)/;

/**
 * The office console is never cached (a shared computer's back button, a proxy) nor indexed: every
 * /api/kantor answer and every /kantor page (for now the 404 page; later the console's SPA page) says so.
 * Set after the handler, so the static site's own Cache-Control is replaced. Mounted whether or not a
 * database (and so the API) is configured.
 */
export function mountOfficeHeaders(app: Hono): void {
  app.use("*", async (c, next) => {
    await next();
    const api = API.test(c.req.path);
    if (!api && !PAGES.test(c.req.path)) return;
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", api ? "noindex, nofollow" : "noindex");
  });
}
