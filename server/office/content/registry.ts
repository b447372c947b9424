// What the console may edit: the build's content files (app/content/content-files.ts), each with its file
// name, its zod schema (the build's own, so the console refuses exactly what the build would) and a
// label for people. Injected everywhere, so that tests use a small fake registry.
import { join } from "node:path";
import type { z } from "zod";
import { CONTENT_FILES, contentDir, DEFAULT_CONTENT_DIR, readContentFile, type ContentName } from "../../../app/content/content-files";
import { PROJECT_DIR } from "../releases/data-dir";

export interface ContentFile {
  /** File name inside a content folder, e.g. "office.json". */
  file: string;
  schema: z.ZodType;
  /** What staff call it ("Profil kantor"). */
  label: string;
}

export interface ContentRegistry {
  files: Readonly<Record<string, ContentFile>>;
  /** The repository's data of a file: what the public site shows while nothing has been published. */
  readDefault(name: string): unknown;
}

/** The registry, loaded on first use (the app starts without waiting for zod schemas it may not need). */
export type RegistryProvider = () => Promise<ContentRegistry>;

/** Remembers one load; a failed load is tried again at the next call. */
export function memoRegistry(load: RegistryProvider): RegistryProvider {
  let loading: Promise<ContentRegistry> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * The folder of the repository's own content: WAKAF_CONTENT_DIR as the build reads it, else
 * app/content/data of this install (not of the folder the server happened to be started from).
 */
function defaultsDir(): string {
  return process.env.WAKAF_CONTENT_DIR ? contentDir() : join(PROJECT_DIR, DEFAULT_CONTENT_DIR);
}

/** The build's registry, app/content/content-files.ts. The register's default is the repository's own (sitesFilePath). */
export const buildRegistry: RegistryProvider = memoRegistry(async () => ({
  files: CONTENT_FILES,
  readDefault: (name) => readContentFile(name as ContentName, defaultsDir(), PROJECT_DIR),
}));
