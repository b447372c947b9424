// Photos uploaded through the office console (issue 34): the server keeps each one as WebP files of a few
// widths, "<hex>-<width>.webp", in the media folder; news.json and gallery.json name the largest as
// "media/<hex>-<width>.webp" (MEDIA_FILE_PATTERN). A build reads them from the content folder's
// `media/` (a release carries its own copy) or WAKAF_MEDIA_DIR, and the site serves them under /media/.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { MEDIA_FILE_PATTERN, MEDIA_URL_PREFIX } from "../lib/office/news-gallery";
import { contentDir } from "./content-dir";

/** The folder a build reads uploaded photos from. */
export function mediaDir(): string {
  const override = typeof process === "undefined" ? undefined : process.env.WAKAF_MEDIA_DIR;
  return override || join(contentDir(), "media");
}

interface Rendition {
  name: string;
  width: number;
}

/** Every size of the photo `file` ("media/<hex>-<w>.webp") present in `dir`, narrowest first. */
export function renditionsOf(file: string, dir: string = mediaDir()): Rendition[] {
  const match = MEDIA_FILE_PATTERN.exec(file);
  if (!match || !existsSync(dir)) return [];
  const prefix = `${match[1]}-`;
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && MEDIA_FILE_PATTERN.test(`media/${name}`))
    .map((name) => ({ name, width: Number(MEDIA_FILE_PATTERN.exec(`media/${name}`)![2]) }))
    .sort((a, b) => a.width - b.width);
}

/** Every uploaded photo `data` (any content file's JSON) names, as "media/<hex>-<w>.webp". */
export function referencedMedia(data: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      if (MEDIA_FILE_PATTERN.test(value)) found.add(value);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value !== null && typeof value === "object") {
      Object.values(value).forEach(walk);
    }
  };
  walk(data);
  return [...found];
}

/** `src` (the named size) and `srcSet` (every size the media folder holds) of an uploaded photo. */
export function mediaSources(file: string): { src: string; srcSet?: string } {
  const src = `${MEDIA_URL_PREFIX}${file.slice("media/".length)}`;
  const sizes = renditionsOf(file);
  if (sizes.length < 2) return { src };
  return { src, srcSet: sizes.map(({ name, width }) => `${MEDIA_URL_PREFIX}${name} ${width}w`).join(", ") };
}
