import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** `data/` in the project folder, whatever folder the command was started from (beside feedback.db). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../data", import.meta.url));

/** The project folder: where scripts/build-release.mjs is run from. */
export const PROJECT_DIR = fileURLToPath(new URL("../../..", import.meta.url));

/** PORTAL_DATA_DIR (relative to the current folder) or the default: releases, media and backups live here. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.PORTAL_DATA_DIR ? resolve(env.PORTAL_DATA_DIR) : DEFAULT_DATA_DIR;
}

export const releasesDirOf = (dataDir: string) => join(dataDir, "releases");
export const mediaDirOf = (dataDir: string) => join(dataDir, "media");
