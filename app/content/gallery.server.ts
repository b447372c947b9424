// Build-time access to the validated gallery content; the `.server` suffix keeps zod out of the browser.
import { parseContent } from "./parse";
import { gallery as raw } from "./gallery";
import { GallerySchema, type GalleryContent } from "./gallery.schema";

let cached: GalleryContent | undefined;

export function getGallery(): GalleryContent {
  cached ??= parseContent("app/content/gallery.ts", GallerySchema, raw);
  return cached;
}
