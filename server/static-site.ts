import type { Context, Hono } from "hono";
import { getMimeType, mimes } from "hono/utils/mime";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { SiteRoot } from "./site-root";
import { chooseCoding, CODING_SUFFIX, type Coding, decideRange, evaluatePreconditions, type Validators } from "./static/http-rules";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
/** Hono's table plus the register's GeoJSON download (RFC 7946), which it does not know. */
const MIME_TYPES: Record<string, string> = { ...mimes, geojson: "application/geo+json" };

interface Variant extends Validators {
  file: string;
  size: number;
}

interface Resource {
  type: string;
  /** identity always; br and gzip when the build wrote them. */
  variants: Partial<Record<Coding, Variant>>;
  /** What the cached validators were computed from. */
  mtimeMs: number;
  size: number;
}

// Paths of the build that are not pages of the site: the not-found page (served only as the 404
// answer) and React Router's internal files (`__spa-fallback.html`).
function isInternal(relative: string): boolean {
  if (relative === "404.html" || relative === "404/index.html") return true;
  return relative.split("/").some((segment) => segment.startsWith("__"));
}

/** The file path segments of a URL path, or undefined when the path must not reach the disk. */
export function siteSegments(pathname: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of pathname.split("/").slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (/[/\\\0]/.test(segment)) return undefined;
    // Dotfiles and dot-folders (.env, .git) are never served, nor `..`; only /.well-known/ may be.
    if (segment.startsWith(".") && !(segments.length === 0 && segment === ".well-known")) return undefined;
    segments.push(segment);
  }
  return segments;
}

function respond(body: Uint8Array | undefined, status: number, headers: Record<string, string>): Response {
  return new Response(body ? new Uint8Array(body) : null, { status, headers });
}

async function fileStat(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

// A strong validator from the bytes themselves: each coding of a file has its own, and a rebuild that
// changes nothing keeps it (unlike size + mtime).
async function variantOf(file: string, lastModified: number): Promise<Variant> {
  const bytes = await readFile(file);
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  return { file, size: bytes.length, etag, lastModified };
}

/**
 * Serves the prerendered build with correct HTTP: /path → path/index.html; a strong ETag and
 * Last-Modified on every file, with 304 for a current copy and 412 for a failed If-Match; single byte
 * ranges (206/416, If-Range honoured); the precompressed .br/.gz files chosen by the client's
 * Accept-Encoding (q-values honoured) with `Vary: Accept-Encoding`; hashed /assets/* cached for a year
 * and everything else revalidated. Dotfiles, build internals, /404 and every unknown path get the
 * prerendered not-found page with HTTP 404. See docs/decisions/080-static-files-served-by-own-rfc-9110-handler.md.
 *
 * The folder comes from `site` (decision 141): each request is served from the one folder it was
 * pinned to, and a folder is refused before it is switched to when it has no not-found page.
 */
export function mountStaticSite(app: Hono, site: SiteRoot): void {
  // Per folder, so that a switch drops the old build's validators instead of keeping them forever.
  const caches = new Map<string, Map<string, Resource>>();
  site.onPrepare(checkSiteFolder);
  site.onSwitch((dir) => {
    for (const folder of caches.keys()) if (folder !== dir) caches.delete(folder);
  });

  /** The file's validators, recomputed only when it changed on disk (a rebuild while running). */
  async function resourceAt(clientDir: string, file: string): Promise<Resource | undefined> {
    const info = await fileStat(file);
    if (!info) return undefined;
    let resources = caches.get(clientDir);
    if (!resources) {
      resources = new Map();
      caches.set(clientDir, resources);
    }
    const cached = resources.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const lastModified = Math.floor(info.mtimeMs / 1000) * 1000;
    const variants: Partial<Record<Coding, Variant>> = { identity: await variantOf(file, lastModified) };
    for (const coding of ["br", "gzip"] as const) {
      if (await fileStat(file + CODING_SUFFIX[coding])) variants[coding] = await variantOf(file + CODING_SUFFIX[coding], lastModified);
    }
    const resource = { type: getMimeType(file, MIME_TYPES) ?? "application/octet-stream", variants, mtimeMs: info.mtimeMs, size: info.size };
    resources.set(file, resource);
    return resource;
  }

  async function findPage(clientDir: string, pathname: string): Promise<{ resource: Resource; relative: string } | undefined> {
    const segments = siteSegments(pathname);
    if (!segments) return undefined;
    const relative = segments.join("/");
    const candidates = relative === "" || relative.endsWith("/") ? [`${relative}index.html`] : [relative, `${relative}/index.html`];
    for (const candidate of candidates) {
      if (isInternal(candidate)) return undefined;
      // A .br/.gz beside its original is a coding of that file, not a file of its own.
      if (/\.(br|gz)$/.test(candidate) && (await fileStat(join(clientDir, candidate.replace(/\.(br|gz)$/, ""))))) return undefined;
      const resource = await resourceAt(clientDir, join(clientDir, ...candidate.split("/")));
      if (resource) return { resource, relative: candidate };
    }
    return undefined;
  }

  function representationHeaders(c: Context, resource: Resource): { coding: Coding; variant: Variant; headers: Record<string, string> } {
    const available = Object.keys(resource.variants) as Coding[];
    const coding = chooseCoding(c.req.header("accept-encoding"), available);
    const variant = resource.variants[coding]!;
    const headers: Record<string, string> = { "Content-Type": resource.type };
    if (coding !== "identity") headers["Content-Encoding"] = coding;
    if (available.length > 1) headers.Vary = "Accept-Encoding";
    return { coding, variant, headers };
  }

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const found = await findPage(site.forRequest(c.req.raw), new URL(c.req.url).pathname);
    if (!found) return next();
    const { resource, relative } = found;
    const { variant, headers } = representationHeaders(c, resource);
    const validators = {
      ETag: variant.etag,
      "Last-Modified": new Date(variant.lastModified).toUTCString(),
      // Hashed names: the build's assets and the photos uploaded through the console (media/<hash>-<w>.webp).
      "Cache-Control": relative.startsWith("assets/") || relative.startsWith("media/") ? IMMUTABLE : REVALIDATE,
      ...(headers.Vary ? { Vary: headers.Vary } : {}),
    };

    const precondition = evaluatePreconditions(c.req.raw.headers, variant);
    if (precondition === "not-modified") return c.body(null, 304, validators);
    if (precondition === "failed") return c.body(null, 412, validators);

    const all = { ...headers, ...validators, "Accept-Ranges": "bytes" };
    const range = c.req.method === "GET" ? decideRange(c.req.header("range") ?? null, c.req.header("if-range") ?? null, variant.size, variant) : { kind: "full" as const };
    if (range.kind === "unsatisfiable") {
      return c.body(null, 416, { ...all, "Content-Range": `bytes */${variant.size}`, "Content-Length": "0" });
    }
    const head = c.req.method === "HEAD";
    const bytes = head ? undefined : await readFile(variant.file);
    if (range.kind === "partial") {
      const length = range.end - range.start + 1;
      return respond(bytes?.subarray(range.start, range.end + 1), 206, {
        ...all,
        "Content-Range": `bytes ${range.start}-${range.end}/${variant.size}`,
        "Content-Length": String(length),
      });
    }
    return respond(bytes, 200, { ...all, "Content-Length": String(variant.size) });
  });

  app.notFound(async (c) => {
    if (c.req.path.startsWith("/api/")) {
      return c.json({ code: "not_found", message: "Alamat API tidak ditemukan." }, 404);
    }
    const clientDir = site.forRequest(c.req.raw);
    const notFoundFile = join(clientDir, "404.html");
    const resource = await resourceAt(clientDir, notFoundFile);
    if (!resource) throw new Error(`${notFoundFile} is missing: run npm run build`);
    const { variant, headers } = representationHeaders(c, resource);
    const body = c.req.method === "HEAD" ? undefined : await readFile(variant.file);
    return respond(body, 404, { ...headers, "Cache-Control": "no-store", "Content-Length": String(variant.size) });
  });
}

/** Fails at start (or before a switch), not at the first unknown path, when a build has no not-found page. */
export function checkSiteFolder(clientDir: string): void {
  const notFoundFile = join(clientDir, "404.html");
  if (!existsSync(notFoundFile)) throw new Error(`${notFoundFile} is missing: run npm run build`);
}
