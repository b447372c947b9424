// Build-time access to the validated content. The `.server` suffix keeps zod and the raw content out
// of the browser bundle: pages receive their content through loaders, prerendered into the HTML.
import { loadContent } from "./load.server";
import { office as rawOffice } from "./office";
import { pages as rawPages } from "./pages";
import { OfficeSchema, PagesMetaSchema, type Office, type PageMeta } from "./schema";
import { NAV_ITEMS } from "./routes-list";

export function getOffice(): Office {
  return loadContent("office", OfficeSchema, withTileOverride(rawOffice));
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
  return loadContent("pages", PagesMetaSchema, rawPages);
}

export function getShell() {
  return {
    office: getOffice(),
    pages: getPages(),
    nav: NAV_ITEMS.map(({ id, label, path }) => ({ id, label, path })),
  };
}

export type Shell = ReturnType<typeof getShell>;
