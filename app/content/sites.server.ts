// Build-time access to the wakaf sites. The GeoJSON file is plain data an office editor can open in
// any GIS tool (geojson.io, QGIS) or write with `npm run sites:import`; a mistake fails `npm run build`
// naming the site and the field. WAKAF_SITES_FILE points the build at another file (the 5,000-site
// benchmark register), without touching the shipped one.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseContent } from "./parse";
import { sitesPage } from "./sites-page";
import { SitesPageSchema, type SitesPageTexts } from "./sites-page.schema";
import { sitesRegister } from "./sites-register";
import { RegisterConfigSchema, sitesSchema, type RegisterConfig, type SitesCollection } from "./sites.schema";

export const SITES_FILE = "app/content/sites.geojson";

export function sitesFilePath(): string {
  const override = typeof process === "undefined" ? undefined : process.env.WAKAF_SITES_FILE;
  return override || SITES_FILE;
}

let cachedConfig: RegisterConfig | undefined;
export function getRegisterConfig(): RegisterConfig {
  cachedConfig ??= parseContent("app/content/sites-register.ts", RegisterConfigSchema, sitesRegister);
  return cachedConfig;
}

let cachedTexts: SitesPageTexts | undefined;
export function getSitesPageTexts(): SitesPageTexts {
  cachedTexts ??= parseContent("app/content/sites-page.ts", SitesPageSchema, sitesPage);
  return cachedTexts;
}

/** Parses and validates one sites file's text (the real file, or a test fixture). */
export function parseSites(file: string, text: string, config: RegisterConfig = getRegisterConfig()): SitesCollection {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`Konten tidak valid di ${file}: bukan JSON yang sah (${(error as Error).message})`);
  }
  return parseContent(file, sitesSchema(config), data);
}

let cached: SitesCollection | undefined;

export function getSites(): SitesCollection {
  if (!cached) {
    const file = sitesFilePath();
    cached = parseSites(file, readFileSync(resolve(file), "utf8"));
  }
  return cached;
}
