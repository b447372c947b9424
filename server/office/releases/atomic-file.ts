// A small file replaced so that a reader (or a restart after a power cut) sees either the old content or
// the new, never a half-written file: write a temporary file beside it, flush it to the disk, rename it
// over the old one (atomic on one filesystem), then flush the folder so the rename itself is durable.
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** Temporary files of an interrupted write end with this; the release store removes them at start. */
export const TEMP_SUFFIX = ".tmp";

export function writeFileAtomic(path: string, content: string | Uint8Array, { syncDir = true }: { syncDir?: boolean } = {}): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
  try {
    const fd = openSync(temp, "wx");
    try {
      if (typeof content === "string") writeSync(fd, content);
      else writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  // A caller writing several files flushes their folder once, after the last.
  if (syncDir) syncFolder(dirname(path));
}

/** Flushes a folder's entries (a rename, a new file). Not possible on Windows, where it is skipped. */
export function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch {
    // Windows cannot open a folder for fsync; NTFS journals the rename itself.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
