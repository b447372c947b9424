// The site's service worker, bundled and given its precache list by scripts/postbuild/service-worker.mjs
// after React Router has prerendered every page (decision 130). Pages: network first, then the copy
// precached with this very build, then the Indonesian offline page. Hashed assets, icons and the
// manifest: from the precache. Map tiles: stale-while-revalidate in a small bounded cache (decision 131).
import { BackgroundSyncPlugin } from "workbox-background-sync";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import { FEEDBACK_API_URL } from "../app/lib/feedback-api-url";
import { MEDIA_URL_PREFIX } from "../app/lib/office/news-gallery";
import { FRESH_IMPORT_PARAM } from "../app/lib/fresh-import-param";
import {
  FEEDBACK_QUEUE,
  FEEDBACK_SYNC_TAG,
  FLUSH_FEEDBACK_OUTBOX,
  MEDIA_CACHE_MAX_ENTRIES,
  NEVER_CACHED_PATH,
  OFFLINE_PAGE,
  SITE_PAGE_CACHE_MAX_ENTRIES,
  SITE_PAGE_PATH,
  SKIP_WAITING,
  prerenderedFileFor,
  tileUrlPattern,
} from "../app/lib/service-worker-protocol";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
// Replaced at bundle time with the office's (MAP_TILE_URL aware) tile template and the cache bounds.
declare const __TILE_URL_TEMPLATE__: string;
declare const __TILE_CACHE_MAX_ENTRIES__: number;
declare const __TILE_CACHE_MAX_AGE_SECONDS__: number;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// A navigation that neither the network nor a cache can answer gets the offline page; a missing data
// file stays an error.
const offlinePageOnError: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    request.mode === "navigate" ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
};

// A page asked for while the network is slow or gone: the copy precached with this build.
const precachedFallback: WorkboxPlugin = {
  ...offlinePageOnError,
  cacheWillUpdate: async () => null,
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (cachedResponse) return cachedResponse;
    const url = new URL(request.url);
    return matchPrecache(prerenderedFileFor(url.pathname, request.mode === "navigate"));
  },
};

/** A page of this site or its route data (`.data`), not an API and not the office console. */
const isPageOrData = ({ request, url }: { request: Request; url: URL }) =>
  url.origin === self.location.origin && !NEVER_CACHED_PATH.test(url.pathname) && (request.mode === "navigate" || url.pathname.endsWith(".data"));

// A site's own page: not precached (a register of thousands would fill every install), so the copy kept
// is the one the visitor saw last, in a small bounded cache; never visited and offline → the offline page.
registerRoute(
  (options) => isPageOrData(options) && SITE_PAGE_PATH.test(options.url.pathname),
  new NetworkFirst({
    cacheName: "lokasi",
    networkTimeoutSeconds: 6,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: SITE_PAGE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
      offlinePageOnError,
    ],
  }),
);

registerRoute(
  isPageOrData,
  new NetworkFirst({ cacheName: "halaman", networkTimeoutSeconds: 6, plugins: [precachedFallback] }),
);

// Pages are precached under their file names (`/kuis-wakaf/index.html`), which no navigation asks for,
// so the navigation route above stays network-first; `directoryIndex` and `cleanURLs` are off for the
// same reason. A module imported again after a failed download carries FRESH_IMPORT_PARAM: still its file
// (Workbox's default ignored parameters kept beside it).
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: "",
  cleanURLs: false,
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${FRESH_IMPORT_PARAM}$`)],
});
cleanupOutdatedCaches();

const tiles = tileUrlPattern(__TILE_URL_TEMPLATE__, self.location.origin);
registerRoute(
  ({ request, url }) => request.destination === "image" && tiles.test(url.href),
  new StaleWhileRevalidate({
    cacheName: "peta-dasar",
    plugins: [
      // Leaflet's tiles are <img> without CORS, so their responses are opaque (status 0).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: __TILE_CACHE_MAX_ENTRIES__,
        maxAgeSeconds: __TILE_CACHE_MAX_AGE_SECONDS__,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Uploaded photos: a name is never reused for other content, so a kept copy is always right.
registerRoute(
  ({ request, url }) => request.destination === "image" && url.origin === self.location.origin && url.pathname.startsWith(MEDIA_URL_PREFIX),
  new CacheFirst({
    cacheName: "foto",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: MEDIA_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the visitor chooses "Muat ulang" (never by itself: someone may be typing).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Feedback sent while offline: the worker keeps the failed request (Workbox's Background Sync queue, in
// IndexedDB) and sends it again when the browser says the connection is back — also when every tab of
// the portal is closed, which the pages' outbox cannot do. The outbox keeps its own copy and retries
// too; the office stores an entry id once, so the message arrives once (decision 133). A week is
// longer than any outbox retry.
if (FEEDBACK_API_URL) {
  const feedbackApi = new URL(FEEDBACK_API_URL, self.location.origin).href;
  registerRoute(
    ({ url }) => url.href === feedbackApi,
    new NetworkOnly({ plugins: [new BackgroundSyncPlugin(FEEDBACK_QUEUE, { maxRetentionTime: 7 * 24 * 60 })] }),
    "POST",
  );
}

// The feedback outbox lives in the pages' localStorage, which a worker cannot read: when the browser
// says the connection is back, the worker wakes one open page (one, so two tabs do not send the same
// entry at once), and its outbox, the only sender, sends. Decision 133.
self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== FEEDBACK_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: "window" }).then((windows) => {
      const target = windows.find((client) => client.focused) ?? windows[0];
      target?.postMessage({ type: FLUSH_FEEDBACK_OUTBOX });
    }),
  );
});
