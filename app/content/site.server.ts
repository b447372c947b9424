// Build-time access to the validated content. The `.server` suffix keeps zod and the raw content out
// of the browser bundle: pages receive their content through loaders, prerendered into the HTML.
import { office as rawOffice } from "./office";
import { pages as rawPages } from "./pages";
import { parseContent } from "./parse";
import { OfficeSchema, PagesMetaSchema, type Office, type PageMeta } from "./schema";
import { NAV_ITEMS } from "./routes-list";

let cachedOffice: Office | undefined;
let cachedPages: Record<string, PageMeta> | undefined;

export function getOffice(): Office {
  cachedOffice ??= parseContent("app/content/office.ts", OfficeSchema, withTileOverride(rawOffice));
  return cachedOffice;
}

/**
 * MAP_TILE_URL (build time) replaces the map tile template, e.g. so the Lighthouse audit build loads
 * tiles from a local stub instead of failing requests to tile.openstreetmap.org. Validated like the rest.
 */
function withTileOverride(office: typeof rawOffice): typeof rawOffice {
  const tileUrl = typeof process === "undefined" ? undefined : process.env.MAP_TILE_URL;
  return tileUrl ? { ...office, map: { ...office.map, tileUrl } } : office;
}

export function getPages(): Record<string, PageMeta> {
  cachedPages ??= parseContent("app/content/pages.ts", PagesMetaSchema, rawPages);
  return cachedPages;
}

export function getShell() {
  return {
    office: getOffice(),
    pages: getPages(),
    nav: NAV_ITEMS.map(({ id, label, path }) => ({ id, label, path })),
  };
}

export type Shell = ReturnType<typeof getShell>;
