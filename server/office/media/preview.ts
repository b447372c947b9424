// Which file a preview request may see: an uploaded picture in the media folder, or a picture shipped
// with the site under app/assets, named exactly as news.json and gallery.json name them. Only names of
// those two shapes lead to a path, and a shipped one is checked to lie inside the assets folder once
// links are followed: nothing else on the disk can be read through it.
import { existsSync, realpathSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { MEDIA_FILE_PATTERN } from "../../../app/lib/office/news-gallery";
import type { MediaStore } from "./media-store";

/** A shipped picture as content files name it: "news/ikrar-wakaf.svg" (lower-case words, no dots but the extension). */
export const ASSET_FILE_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|webp|avif)$/;

const TYPES = { svg: "image/svg+xml", webp: "image/webp", avif: "image/avif" } as const;

export interface PreviewFile {
  path: string;
  type: (typeof TYPES)[keyof typeof TYPES];
}

const typeOf = (file: string) => TYPES[file.slice(file.lastIndexOf(".") + 1) as keyof typeof TYPES];

function insideAssets(assetsDir: string, file: string): string | undefined {
  const path = join(assetsDir, file);
  if (!existsSync(path) || !statSync(path).isFile()) return undefined;
  const root = realpathSync(assetsDir);
  return realpathSync(path).startsWith(root + sep) ? path : undefined;
}

/** The file a content file's `image.file` names, when it is one the console may show; else undefined. */
export function previewFile(file: string, { store, assetsDir }: { store: MediaStore; assetsDir: string }): PreviewFile | undefined {
  if (MEDIA_FILE_PATTERN.test(file)) {
    const name = file.slice("media/".length);
    return store.has(name) ? { path: store.pathOf(name)!, type: "image/webp" } : undefined;
  }
  if (!ASSET_FILE_PATTERN.test(file)) return undefined;
  const path = insideAssets(assetsDir, file);
  return path ? { path, type: typeOf(file) } : undefined;
}
