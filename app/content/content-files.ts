// The content files an office edits without touching code (issue 33): the office details and the page
// texts, as JSON in one folder, and the register of wakaf land, the news and the gallery (issue 34). The build reads them from
// WAKAF_CONTENT_DIR (default app/content/data), so a release can be built from the office console's
// published copy while the repository's own files stay the defaults. The one home of their file names,
// schemas and labels: the build (site.server.ts), `scripts/build-release.mjs` and the console's server
// (drafts, releases) all read this registry.
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { contentDir } from "./content-dir";
import { GallerySchema } from "./gallery.schema";
import { NewsSchema } from "./news.schema";
import { OfficeSchema, PagesMetaSchema } from "./schema";
import { getRegisterConfig, sitesFilePath } from "./sites.server";
import { sitesSchema } from "./sites.schema";

export const CONTENT_FILES = {
  office: { file: "office.json", schema: OfficeSchema, label: "Profil kantor" },
  pages: { file: "pages.json", schema: PagesMetaSchema, label: "Teks halaman" },
  // Moved from TypeScript so the console can keep them (issue 34); their photos: image-files.ts.
  news: { file: "news.json", schema: NewsSchema, label: "Berita" },
  gallery: { file: "gallery.json", schema: GallerySchema, label: "Galeri" },
  // The schema parseSites applies (the build's own check of the register, with the types and stages of
  // sites-register.ts), so the console refuses exactly the registers a build would refuse.
  sites: { file: "sites.geojson", schema: sitesSchema(getRegisterConfig()), label: "Data tanah wakaf" },
} as const;

export type ContentName = keyof typeof CONTENT_FILES;

export const CONTENT_NAMES = Object.keys(CONTENT_FILES) as ContentName[];

export { contentDir, DEFAULT_CONTENT_DIR } from "./content-dir";

export function contentFilePath(name: ContentName, dir: string = contentDir()): string {
  return resolve(dir, CONTENT_FILES[name].file);
}

/**
 * Files a content folder may leave out, and where they are read from then. The register keeps its
 * place outside the folder (WAKAF_SITES_FILE or app/content/sites.geojson, as `getSites()` reads it):
 * the repository's content folder never holds it, and a release's folder holds it once the console
 * publishes one (scripts/build-release.mjs then points WAKAF_SITES_FILE at it).
 */
const OUTSIDE_FOLDER: Partial<Record<ContentName, () => string>> = { sites: sitesFilePath };

/**
 * Where a content file of folder `dir` is read from: the folder's own copy, else (for the register) the
 * file outside it, relative to `root` (the repository: builds run there, the server passes its own).
 */
export function contentSourcePath(name: ContentName, dir: string = contentDir(), root: string = process.cwd()): string {
  const inFolder = contentFilePath(name, dir);
  const outside = OUTSIDE_FOLDER[name];
  return outside && !existsSync(inFolder) ? resolve(root, outside()) : inFolder;
}

/** How messages name a content file: relative to the repository when inside it (as editors see it). */
export function contentFileLabel(name: ContentName, dir: string = contentDir(), root?: string): string {
  const path = contentSourcePath(name, dir, root);
  const inside = relative(process.cwd(), path);
  return inside.startsWith("..") || isAbsolute(inside) ? path : inside.split("\\").join("/");
}

/**
 * The raw data of one content file, not yet validated (parse it with its schema). A missing file or
 * text that is not JSON fails naming the file, like a schema mistake does.
 */
export function readContentFile(name: ContentName, dir: string = contentDir(), root?: string): unknown {
  const label = contentFileLabel(name, dir, root);
  let text: string;
  try {
    text = readFileSync(contentSourcePath(name, dir, root), "utf8");
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new Error(`Konten tidak valid di ${label}: ${missing ? "berkas tidak ditemukan" : (error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`Konten tidak valid di ${label}: bukan JSON yang sah (${(error as Error).message})`);
  }
}
