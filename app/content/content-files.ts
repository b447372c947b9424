// The content files an office edits without touching code (issue 33): the office details and the page
// texts, as JSON in one folder. The build reads them from WAKAF_CONTENT_DIR (default app/content/data),
// so a release can be built from the office console's published copy while the repository's own files
// stay the defaults. The one home of their file names, schemas and labels: the build (site.server.ts),
// `scripts/build-release.mjs` and the console's server (drafts, releases) all read this registry.
import { readFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { OfficeSchema, PagesMetaSchema } from "./schema";

export const CONTENT_FILES = {
  office: { file: "office.json", schema: OfficeSchema, label: "Profil kantor" },
  pages: { file: "pages.json", schema: PagesMetaSchema, label: "Teks halaman" },
} as const;

export type ContentName = keyof typeof CONTENT_FILES;

export const CONTENT_NAMES = Object.keys(CONTENT_FILES) as ContentName[];

/** The repository's content folder, relative to the repository root (the working directory of builds). */
export const DEFAULT_CONTENT_DIR = "app/content/data";

/** The folder the content files are read from: WAKAF_CONTENT_DIR, or the repository's own. */
export function contentDir(): string {
  const override = typeof process === "undefined" ? undefined : process.env.WAKAF_CONTENT_DIR;
  return resolve(override || DEFAULT_CONTENT_DIR);
}

export function contentFilePath(name: ContentName, dir: string = contentDir()): string {
  return resolve(dir, CONTENT_FILES[name].file);
}

/** How messages name a content file: relative to the repository when inside it (as editors see it). */
export function contentFileLabel(name: ContentName, dir: string = contentDir()): string {
  const path = contentFilePath(name, dir);
  const inside = relative(process.cwd(), path);
  return inside.startsWith("..") || isAbsolute(inside) ? path : inside.split("\\").join("/");
}

/**
 * The raw data of one content file, not yet validated (parse it with its schema). A missing file or
 * text that is not JSON fails naming the file, like a schema mistake does.
 */
export function readContentFile(name: ContentName, dir: string = contentDir()): unknown {
  const label = contentFileLabel(name, dir);
  let text: string;
  try {
    text = readFileSync(contentFilePath(name, dir), "utf8");
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
