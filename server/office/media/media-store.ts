// The uploaded pictures' files: PORTAL_DATA_DIR/media/<20 hex>-<width>.webp, flat. A name is the hash
// of the uploaded bytes plus the width, so a file, once there, never changes: an upload of the same photo
// finds its files already written and leaves them be. Only names of that shape lead to a path, so a name
// from a request can never reach outside the folder.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { syncFolder, TEMP_SUFFIX, writeFileAtomic } from "../releases/atomic-file";

/** A rendition's file name in the media folder (news.json names it "media/" + this). */
export const MEDIA_NAME = /^[a-f0-9]{20}-[1-9][0-9]{1,3}\.webp$/;

export interface MediaFile {
  name: string;
  bytes: Uint8Array;
}

export interface MediaStore {
  /** The folder (created on the first write). */
  readonly dir: string;
  /** Whether a file of that name is stored; false for any name not of the media shape. */
  has(name: string): boolean;
  /** The file's path for a name of the media shape (whether or not it is stored), else undefined. */
  pathOf(name: string): string | undefined;
  /** Writes the files not stored yet (each whole or not at all); returns the names written. */
  write(files: readonly MediaFile[]): string[];
}

/** Temporary files of a write cut short (a crash, a power cut): `.<name>.<pid>.<random>.tmp`. */
const isTemporary = (name: string) => name.startsWith(".") && name.endsWith(TEMP_SUFFIX);

export function createMediaStore(dir: string): MediaStore {
  // Left over from an interrupted write: never named by content, safe to remove at start.
  if (existsSync(dir)) for (const name of readdirSync(dir)) if (isTemporary(name)) rmSync(join(dir, name), { force: true });

  const pathOf = (name: string) => (MEDIA_NAME.test(name) ? join(dir, name) : undefined);
  const has = (name: string) => {
    const path = pathOf(name);
    return path !== undefined && existsSync(path) && statSync(path).isFile();
  };

  return {
    dir,
    has,
    pathOf,
    write(files) {
      const written: string[] = [];
      for (const file of files) {
        const path = pathOf(file.name);
        if (!path) throw new Error(`Not a media file name: ${JSON.stringify(file.name)}`);
        // Same name, same bytes: the name is the content's hash.
        if (has(file.name)) continue;
        mkdirSync(dir, { recursive: true });
        writeFileAtomic(path, file.bytes, { syncDir: false });
        written.push(file.name);
      }
      if (written.length > 0) syncFolder(dir);
      return written;
    },
  };
}
