// Build-time access to the validated content. The `.server` suffix keeps zod and the raw content out
// of the browser bundle: pages receive their content through loaders, prerendered into the HTML.
// The office details and page texts are JSON files of the content folder (content-files.ts), so a
// release can be built from the office console's published copy.
import { loadContentFile } from "./load.server";
import type { Office, PageMeta } from "./schema";
import { newsArticlePath } from "./news-paths";
import { NAV_ITEMS } from "./routes-list";

export function getOffice(): Office {
  return loadContentFile("office", withTileOverride);
}

/**
 * MAP_TILE_URL (build time) replaces the map tile template, e.g. so the Lighthouse audit build loads
 * tiles from a local stub instead of failing requests to tile.openstreetmap.org. Validated like the rest.
 */
function withTileOverride(office: unknown): unknown {
  const tileUrl = typeof process === "undefined" ? undefined : process.env.MAP_TILE_URL;
  if (!tileUrl || office === null || typeof office !== "object") return office;
  const { map } = office as { map?: unknown };
  return { ...office, map: { ...(map !== null && typeof map === "object" ? map : {}), tileUrl } };
}

export function getPages(): Record<string, PageMeta> {
  return loadContentFile("pages");
}

export function getNews() {
  return loadContentFile("news");
}

/** The news items that have a page of their own (those with a story written here), for prerendering and the sitemap. */
export function newsArticlePaths(): string[] {
  return getNews()
    .items.filter((item) => item.body !== "")
    .map((item) => newsArticlePath(item.id));
}

export function getGallery() {
  return loadContentFile("gallery");
}

export function getShell() {
  return {
    office: getOffice(),
    pages: getPages(),
    nav: NAV_ITEMS.map(({ id, label, path }) => ({ id, label, path })),
  };
}

export type Shell = ReturnType<typeof getShell>;
