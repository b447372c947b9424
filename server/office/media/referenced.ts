// The uploaded pictures a release needs: every "media/<id>-<w>.webp" its content files name, with all of
// that picture's widths (a content file names the largest; the page picks among its siblings by the
// screen's width). The publisher copies them beside the release's content, so a release is whole by
// itself: a picture removed from the media folder later does not break a release that used it.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { referencedMedia } from "../../../app/content/image-files";
import { MEDIA_FILE_PATTERN } from "../../../app/lib/office/news-gallery";


export interface CopiedMedia {
  /** Files copied into the target folder, named as content files name them ("media/<id>-<w>.webp"), sorted. */
  copied: string[];
  /** Files the content names that the media folder does not have, named as the content names them, sorted. */
  missing: string[];
}

/** The media folder's files by picture id (`<id>-<w>.webp` → id). */
function filesById(mediaDir: string): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  if (!existsSync(mediaDir)) return byId;
  for (const entry of readdirSync(mediaDir, { withFileTypes: true })) {
    const id = entry.isFile() ? MEDIA_FILE_PATTERN.exec(`media/${entry.name}`)?.[1] : undefined;
    if (id) byId.set(id, [...(byId.get(id) ?? []), entry.name]);
  }
  return byId;
}

/**
 * Copies into `targetDir` (created when something is copied) every rendition of every picture that
 * `contents` (parsed JSON files) name.
 */
export function copyMediaFor(contents: readonly unknown[], mediaDir: string, targetDir: string): CopiedMedia {
  const referenced = referencedMedia(contents);
  const stored = filesById(mediaDir);
  const copied = new Set<string>();
  const missing: string[] = [];
  for (const file of referenced) {
    const name = file.slice("media/".length);
    const id = MEDIA_FILE_PATTERN.exec(file)![1]!;
    const siblings = stored.get(id) ?? [];
    if (!siblings.includes(name)) missing.push(file);
    for (const sibling of siblings) {
      if (copied.has(`media/${sibling}`)) continue;
      mkdirSync(targetDir, { recursive: true });
      copyFileSync(join(mediaDir, sibling), join(targetDir, sibling));
      copied.add(`media/${sibling}`);
    }
  }
  return { copied: [...copied].sort(), missing: missing.sort() };
}
