// What the pages and the service worker (service-worker/service-worker.ts) say to each other, and the
// pure rules both sides follow. One home, so the two bundles cannot drift apart.

/** Where the worker is served from; its scope is the whole site. */
export const SERVICE_WORKER_URL = "/sw.js";

/** Page → waiting worker: the visitor chose "Muat ulang", take over now. */
export const SKIP_WAITING = "SKIP_WAITING";

/** The worker's own queue (IndexedDB, Workbox Background Sync) of feedback sends that failed offline. */
export const FEEDBACK_QUEUE = "wakaf-feedback";

/** Background Sync tag registered while feedback waits in the outbox. */
export const FEEDBACK_SYNC_TAG = "wakaf-feedback-outbox";

/** Worker → open pages: the browser says the connection is back, send the feedback outbox now. */
export const FLUSH_FEEDBACK_OUTBOX = "FLUSH_FEEDBACK_OUTBOX";

/**
 * The office console (/kantor) and every API: never answered from a cache nor stored in one. The console
 * shows a signed-in person's data (and is no-store on the server); a shared phone must not keep it.
 */
export const NEVER_CACHED_PATH = /^\/(?:kantor|api)(?:\/|$)/;

/**
 * A site's own page (`/pemetaan-wakaf/<id>`) or its route data (`/pemetaan-wakaf/<id>.data`): not
 * precached — a register of thousands would put thousands of files into every install — but kept at
 * runtime once visited (decision 130). The map page itself (`/pemetaan-wakaf`) is not one.
 */
export const SITE_PAGE_PATH = /^\/pemetaan-wakaf\/[a-z0-9-]+(?:\.data|\/)?$/;

/** How many visited site pages (page and data each count) the worker keeps. */
export const SITE_PAGE_CACHE_MAX_ENTRIES = 60;

/**
 * Photos uploaded through the office console (/media/<hash>-<width>.webp): never precached (several sizes
 * of up to ninety photos), kept once shown, newest first, in a bounded cache. Their names change with
 * their content, so a kept copy is never stale.
 */
export const MEDIA_CACHE_MAX_ENTRIES = 120;

/** The Indonesian page served for a navigation that is neither reachable nor precached. */
export const OFFLINE_PAGE = "/offline/index.html";

/**
 * The prerendered file of a navigation: `/` → `/index.html`, `/kuis-wakaf` and `/kuis-wakaf/` →
 * `/kuis-wakaf/index.html`. Route data files (`/kuis-wakaf.data`) and other files are themselves.
 */
export function prerenderedFileFor(pathname: string, navigation: boolean): string {
  if (!navigation) return pathname;
  const trimmed = pathname.replace(/\/+$/, "");
  return `${trimmed}/index.html`;
}

const PLACEHOLDER = /\{([a-z]+)\}/gi;

/**
 * A pattern matching the tile URLs of a Leaflet template (`https://{s}.tile.example.org/{z}/{x}/{y}{r}.png`).
 * A relative template (the audit's local stub) is resolved against `origin`.
 */
export function tileUrlPattern(template: string, origin: string): RegExp {
  const absolute = new URL(template.replace(PLACEHOLDER, "__$1__"), origin).href.replace(/__([a-z]+)__/gi, "{$1}");
  const escaped = absolute.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  const source = escaped.replace(/\\?\{([a-z]+)\\?\}/gi, (_, name: string) => {
    if (name === "s") return "[a-z0-9-]+";
    if (name === "r") return "(?:@2x)?";
    return "[0-9]+";
  });
  return new RegExp(`^${source}(?:\\?.*)?$`, "i");
}
