import type { Hono } from "hono";

const API = /^\/api\/kantor(?:\/|$)/;
const PAGES = /^\/kantor(?:\/|$)/;
/** The console's hashed scripts and styles: the same bytes for everyone, cached for good (decision 142). */
const ASSETS = /^\/kantor\/assets\//;
/** A picture shown in the console (media/routes.ts): private to the browser, kept an hour so lists do not refetch it. */
const PREVIEWS = /^\/api\/kantor\/gambar\/pratinjau$/;

/**
 * The office console is never cached (a shared computer's back button, a proxy) nor indexed: every
 * /api/kantor answer and every /kantor page (the console's index.html, decision 142) says so; only its hashed
 * assets (and the console's picture previews, which say `private` themselves) are cacheable.
 * Set after the handler, so the static site's own Cache-Control is replaced. Mounted whether or not a
 * database (and so the API) is configured.
 */
export function mountOfficeHeaders(app: Hono): void {
  app.use("*", async (c, next) => {
    await next();
    const api = API.test(c.req.path);
    if (!api && !PAGES.test(c.req.path)) return;
    const cacheable = (ASSETS.test(c.req.path) || PREVIEWS.test(c.req.path)) && c.res.status === 200;
    if (!cacheable) c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", api ? "noindex, nofollow" : "noindex");
  });
}
