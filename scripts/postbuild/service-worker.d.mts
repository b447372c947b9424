// Types for the unit test of service-worker.mjs (a plain Node script).
export const TILE_CACHE_MAX_ENTRIES: number;
export const TILE_CACHE_MAX_AGE_SECONDS: number;
export const PRECACHE_GLOBS: string[];
export const PRECACHE_IGNORES: string[];
export function offlinePageHtml(input: {
  office: { productName: string; officeName: string };
  page: { title: string; heading: string; lead: string; retryLabel: string; note: string };
  nav: readonly { label: string; path: string }[];
}): string;
export function writeServiceWorker(clientDir: string): Promise<string>;
