// Build-time access to the wakaf sites. The GeoJSON file is plain data an office editor can open in
// any GIS tool (geojson.io, QGIS); a mistake fails `npm run build` naming the site and the field.
import rawSites from "./sites.geojson?raw";
import { parseContent } from "./parse";
import { SitesSchema, type SitesCollection } from "./sites.schema";

export const SITES_FILE = "app/content/sites.geojson";

/** Parses and validates one sites file's text (the real file, or a test fixture). */
export function parseSites(file: string, text: string): SitesCollection {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`Konten tidak valid di ${file}: bukan JSON yang sah (${(error as Error).message})`);
  }
  return parseContent(file, SitesSchema, data);
}

let cached: SitesCollection | undefined;

export function getSites(): SitesCollection {
  cached ??= parseSites(SITES_FILE, rawSites);
  return cached;
}
