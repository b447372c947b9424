// The photos uploaded through the office console that the news and gallery name (issue 34): every size
// of each is copied from the build's media folder (app/content/image-files.ts: WAKAF_MEDIA_DIR, else the
// content folder's media/) into the site's /media/. A photo that is missing fails the build, naming it:
// a published page must never show a broken picture.
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";

/**
 * @param {string} clientDir the built site
 * @param {{ referencedMedia(data: unknown): string[]; renditionsOf(file: string): { name: string }[]; mediaDir(): string }} media app/content/image-files.ts
 * @param {Record<string, unknown>} contents raw content files by label ("app/content/data/news.json" → its data)
 * @returns {number} files copied
 */
export function copyMedia(clientDir, media, contents) {
  let copied = 0;
  for (const [label, data] of Object.entries(contents)) {
    for (const file of media.referencedMedia(data)) {
      const sizes = media.renditionsOf(file);
      if (sizes.length === 0) throw new Error(`postbuild: ${label} names the photo ${file}, which is not in ${media.mediaDir()}`);
      mkdirSync(join(clientDir, "media"), { recursive: true });
      for (const { name } of sizes) {
        copyFileSync(join(media.mediaDir(), name), join(clientDir, "media", name));
        copied++;
      }
    }
  }
  return copied;
}
