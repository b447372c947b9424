import type { Hono } from "hono";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { getOffice } from "../app/content/site.server";
import { SERVICE_WORKER_URL } from "../app/lib/service-worker-protocol";
import type { SiteRoot } from "./site-root";

export interface SecurityHeadersOptions {
  /** The prerendered site being served: its inline scripts are hashed into the Content-Security-Policy. */
  site: SiteRoot;
  /**
   * Map tile template whose host may serve images; defaults to the office's (MAP_TILE_URL aware). A
   * function gets the client folder, so a published release can bring its own tile server (undefined:
   * the office's).
   */
  tileUrl?: string | ((clientDir: string) => string | undefined);
}

/** Policies of the last few folders served: the live one, and the previous one for requests still in flight. */
const POLICIES_KEPT = 3;

// Only a script with a src, or one of the exact inline scripts React Router prerendered, may run.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Pages made one per record: the wakaf sites' own pages (`/pemetaan-wakaf/<id>`, one per register entry,
 * thousands at province scale) and the news stories written on the site (`/berita-wakaf/<id>`, up to 30).
 * Each has an inline script of its own (its route data). Their hashes are not in the policy every answer
 * carries (5,000 pages made a header of ~250 KB that no client accepts); each such page gets its own
 * hashes added to it.
 */
const RECORD_SECTIONS = "pemetaan-wakaf|berita-wakaf";
const SITE_PAGE_FOLDER = new RegExp(`^(?:${RECORD_SECTIONS})/[^/]+$`);

function* htmlFiles(dir: string, relative = ""): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const inside = relative ? `${relative}/${name}` : name;
    if (statSync(path).isDirectory()) {
      if (name !== "assets" && !SITE_PAGE_FOLDER.test(inside)) yield* htmlFiles(path, inside);
    } else if (name.endsWith(".html")) yield path;
  }
}

/** CSP source expressions ('sha256-…') of the inline scripts of one HTML file. */
function fileScriptHashes(file: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of readFileSync(file, "utf8").matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** CSP source expressions ('sha256-…') for every distinct inline script of every page but the record pages. */
export function inlineScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) for (const hash of fileScriptHashes(file)) hashes.add(hash);
  return [...hashes].sort();
}

/** A record page's own inline-script hashes (none when the page does not exist: it is answered as 404). */
export function sitePageScriptHashes(clientDir: string, pathname: string): string[] {
  const [, section, id] = SITE_PAGE_ID.exec(pathname) ?? [];
  if (!section || !id) return [];
  try {
    return fileScriptHashes(join(clientDir, section, id, "index.html"));
  } catch {
    return [];
  }
}
const SITE_PAGE_ID = new RegExp(`^/(${RECORD_SECTIONS})/([a-z0-9-]+)/?$`);
/** Site pages' policies kept (the most visited; each is a file read and a few hashes). */
const SITE_PAGE_POLICIES_KEPT = 500;

/**
 * The origin a Leaflet tile template loads from, as a CSP source: `{s}` subdomains become a wildcard,
 * and a same-origin template (e.g. the audit's local stub) needs nothing beyond 'self'.
 */
export function tileSource(tileUrl: string): string | undefined {
  if (!/^https?:\/\//i.test(tileUrl)) return undefined;
  const url = new URL(tileUrl.replace(/\{s\}/g, "tilesubdomain").replace(/\{[^}]*\}/g, "0"));
  const host = url.host.replace(/^tilesubdomain\./, "*.");
  return `${url.protocol}//${host}`;
}

export function contentSecurityPolicy(scriptHashes: readonly string[], imageSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Inline style attributes come from React and Leaflet; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", "data:", "blob:", ...imageSources].join(" ")}`,
    "font-src 'self'",
    // The service worker fetches the map tiles it caches, and a worker's fetch is checked against
    // connect-src (decision 131); the worker itself is same-origin (worker-src 'self').
    `connect-src ${["'self'", ...imageSources].join(" ")}`,
    "manifest-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

// microphone: the assistant's voice input; geolocation: the map page's "Lokasi terdekat" (asked only
// when the visitor presses it). Both for our own origin only; everything else off.
export const PERMISSIONS_POLICY =
  "microphone=(self), camera=(), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=(), hid=()";

/** Whether the visitor reached us over HTTPS: directly (TLS) or through a proxy that says so. */
export function isHttps(requestUrl: string, forwardedProto: string | undefined): boolean {
  if (new URL(requestUrl).protocol === "https:") return true;
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

// A browser reads a Content-Security-Policy only from what it runs as a document or a worker. On a
// stylesheet, a module, a PNG or a font it is ~2.5 KB of header for nothing, on every one of a page's
// ~30 requests over mobile data. An SVG can be opened as a document, and a worker's script (the service
// worker, fetched with Sec-Fetch-Dest: serviceworker) gets its policy from its own response, so both keep it.
const SUBRESOURCE_ONLY = /^(?:text\/css|(?:text|application)\/javascript|image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon)|font\/|application\/(?:json|manifest\+json))\b/i;
const WORKER_DESTINATIONS = new Set(["serviceworker", "worker", "sharedworker"]);

/**
 * Whether a response needs the Content-Security-Policy: everything but a passive subresource. The service
 * worker's script is recognised by its path as well as by its destination header, which an old browser
 * or a proxy may not send.
 */
export function needsContentSecurityPolicy(contentType: string | undefined, fetchDest: string | undefined, path?: string): boolean {
  if (path === SERVICE_WORKER_URL || (fetchDest && WORKER_DESTINATIONS.has(fetchDest.toLowerCase()))) return true;
  return !contentType || !SUBRESOURCE_ONLY.test(contentType);
}

/**
 * Security headers on every response (the Content-Security-Policy where a browser reads it). The
 * inline-script hashes are computed from the build being served: once at start, and again for a new
 * folder before the site root switches to it (a publication or a rollback, decision 141), so the first
 * request served from the new folder already has its hashes. A request keeps the policy of the folder
 * it is served from (`site.forRequest`, pinned here before the page is read).
 * Returns the headers that do not depend on the request (all but HSTS), for the answers the HTTP layer
 * gives before the app runs (server/http-server.ts); its policy follows the folder being served.
 */
export function mountSecurityHeaders(app: Hono, { site, tileUrl }: SecurityHeadersOptions): Record<string, string> {
  const tilesOf = (clientDir: string) => {
    const template = (typeof tileUrl === "function" ? tileUrl(clientDir) : tileUrl) ?? getOffice().map.tileUrl;
    const tiles = tileSource(template);
    return tiles ? [tiles] : [];
  };
  const policies = new Map<string, { hashes: string[]; policy: string }>();
  const baseOf = (clientDir: string) => {
    let base = policies.get(clientDir);
    if (base === undefined) {
      const hashes = inlineScriptHashes(clientDir);
      base = { hashes, policy: contentSecurityPolicy(hashes, tilesOf(clientDir)) };
      policies.set(clientDir, base);
      // A Map iterates in insertion order: the first key is the oldest folder.
      while (policies.size > POLICIES_KEPT) policies.delete(policies.keys().next().value!);
    }
    return base;
  };
  const policyOf = (clientDir: string): string => baseOf(clientDir).policy;
  // A record page (a site's, a story's): the shared policy plus that page's own inline scripts.
  const sitePolicies = new Map<string, string>();
  const sitePolicyOf = (clientDir: string, pathname: string): string => {
    const key = `${clientDir}\0${pathname}`;
    let policy = sitePolicies.get(key);
    if (policy === undefined) {
      const base = baseOf(clientDir);
      const own = sitePageScriptHashes(clientDir, pathname).filter((hash) => !base.hashes.includes(hash));
      policy = own.length === 0 ? base.policy : contentSecurityPolicy([...base.hashes, ...own], tilesOf(clientDir));
      sitePolicies.set(key, policy);
      while (sitePolicies.size > SITE_PAGE_POLICIES_KEPT) sitePolicies.delete(sitePolicies.keys().next().value!);
    }
    return policy;
  };
  site.onPrepare((dir) => void policyOf(dir));

  const everywhere: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    // The OpenStreetMap tile usage policy requires a referrer; this sends the origin only, cross-site.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };

  app.use("*", async (c, next) => {
    const clientDir = site.forRequest(c.req.raw);
    await next();
    for (const [name, value] of Object.entries(everywhere)) c.header(name, value);
    // An answer with a policy of its own keeps it (the console's SVG previews: stricter than the site's).
    if (!c.res.headers.has("Content-Security-Policy") && needsContentSecurityPolicy(c.res.headers.get("Content-Type") ?? undefined, c.req.header("Sec-Fetch-Dest"), c.req.path)) {
      const html = (c.res.headers.get("Content-Type") ?? "").startsWith("text/html");
      c.header("Content-Security-Policy", html && SITE_PAGE_ID.test(c.req.path) ? sitePolicyOf(clientDir, c.req.path) : policyOf(clientDir));
    }
    if (isHttps(c.req.url, c.req.header("X-Forwarded-Proto"))) {
      c.header("Strict-Transport-Security", "max-age=31536000");
    }
  });
  // A getter, enumerable like the others: the HTTP layer reads it for each early answer.
  return {
    get "Content-Security-Policy"() {
      return policyOf(site.current());
    },
    ...everywhere,
  };
}
