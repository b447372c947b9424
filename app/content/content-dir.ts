// Where the content files are read from: on its own, so that the schemas' helpers (image-files.ts) can
// know it without importing the registry, which imports the schemas.
import { resolve } from "node:path";

/** The repository's content folder, relative to the repository root (the working directory of builds). */
export const DEFAULT_CONTENT_DIR = "app/content/data";

/** The folder the content files are read from: WAKAF_CONTENT_DIR, or the repository's own. */
export function contentDir(): string {
  const override = typeof process === "undefined" ? undefined : process.env.WAKAF_CONTENT_DIR;
  return resolve(override || DEFAULT_CONTENT_DIR);
}
