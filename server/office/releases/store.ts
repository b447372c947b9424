// The release folders under PORTAL_DATA_DIR/releases (decision 141):
//   <id>/content/*.json   the content the release was built from
//   <id>/client/          the built public site
//   <id>/release.json     written last: a folder without it is an unfinished build
//   current.json          {"id": …}: the live release, replaced atomically
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { TEMP_SUFFIX, writeFileAtomic } from "./atomic-file";

export interface ReleaseRecord {
  id: string;
  /** ISO UTC. */
  createdAt: string;
  /** Username of the admin who published it. */
  by: string;
  /** For people: what it changed ("Diperbarui: Profil kantor"). */
  summary: string;
  /** The content names it was built from. */
  contents: string[];
  /** The content names whose drafts it published (absent in releases made before issue 34). */
  changed?: string[];
}

/** Releases kept besides the live one: enough to roll back a few publications, small on disk. */
export const RELEASES_KEPT = 5;

// Folder names are made here; anything else (a typed URL, "..") is never looked up on disk.
const ID = /^\d{8}-\d{6}-[0-9a-f]{6}$/;
const POINTER = "current.json";
const RECORD = "release.json";

export const isReleaseId = (id: string) => ID.test(id);

export type ReleaseStore = ReturnType<typeof createReleaseStore>;

export function createReleaseStore(releasesDir: string) {
  const dirOf = (id: string) => join(releasesDir, id);
  const clientDirOf = (id: string) => join(dirOf(id), "client");
  const contentDirOf = (id: string) => join(dirOf(id), "content");

  const readRecord = (id: string): ReleaseRecord | undefined => {
    try {
      const record = JSON.parse(readFileSync(join(dirOf(id), RECORD), "utf8")) as ReleaseRecord;
      return record.id === id ? record : undefined;
    } catch {
      return undefined;
    }
  };

  const folders = (): string[] => {
    try {
      return readdirSync(releasesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && isReleaseId(entry.name))
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  };

  /** A finished release whose site can be served. */
  const find = (id: string): ReleaseRecord | undefined => {
    if (!isReleaseId(id)) return undefined;
    const record = readRecord(id);
    return record && existsSync(join(clientDirOf(id), "404.html")) ? record : undefined;
  };

  const list = (): ReleaseRecord[] =>
    folders()
      .map(readRecord)
      .filter((record): record is ReleaseRecord => record !== undefined)
      // Ids start with the time they were made: newest first even when two share a createdAt.
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

  const liveId = (): string | null => {
    try {
      const { id } = JSON.parse(readFileSync(join(releasesDir, POINTER), "utf8")) as { id?: unknown };
      return typeof id === "string" && find(id) ? id : null;
    } catch {
      return null;
    }
  };

  return {
    releasesDir,
    dirOf,
    clientDirOf,
    contentDirOf,
    find,
    list,
    liveId,

    /** A new, unused folder name: the UTC time (sortable) and a random part. */
    newId(now: Date): string {
      const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
      return `${stamp}-${randomBytes(3).toString("hex")}`;
    },

    /** Creates the folder of a release about to be built. */
    create(id: string): void {
      mkdirSync(dirOf(id), { recursive: true });
    },

    /** Marks a build finished: release.json is the last file written into the folder. */
    finish(record: ReleaseRecord): void {
      writeFileAtomic(join(dirOf(record.id), RECORD), `${JSON.stringify(record, null, 2)}\n`);
    },

    /** Makes `id` the live release (for the next start too). */
    setLive(id: string): void {
      writeFileAtomic(join(releasesDir, POINTER), `${JSON.stringify({ id })}\n`);
    },

    remove(id: string): void {
      if (isReleaseId(id)) rmSync(dirOf(id), { recursive: true, force: true });
    },

    /**
     * At start: removes what an interrupted build or pointer write left (folders without release.json,
     * temporary files). Nothing is being built then, so nothing unfinished can still be in use.
     */
    removeIncomplete(): string[] {
      mkdirSync(releasesDir, { recursive: true });
      const removed = folders().filter((id) => !readRecord(id));
      for (const id of removed) rmSync(dirOf(id), { recursive: true, force: true });
      for (const name of readdirSync(releasesDir)) if (name.endsWith(TEMP_SUFFIX)) rmSync(join(releasesDir, name), { force: true });
      return removed;
    },

    /** Removes finished releases beyond the newest `kept`, never one of `protect` (the live one). */
    prune(protect: readonly (string | null)[], kept = RELEASES_KEPT): string[] {
      const removed = list()
        .slice(kept)
        .map((record) => record.id)
        .filter((id) => !protect.includes(id));
      for (const id of removed) rmSync(dirOf(id), { recursive: true, force: true });
      return removed;
    },
  };
}

/**
 * The map tile template a release's site was built with (its office.json), so the CSP allows the tile
 * host that release uses; undefined for the install's own build. MAP_TILE_URL overrides it at build
 * time, so when it is set the caller's default (which honours it) is right.
 */
export function releaseTileUrl(clientDir: string): string | undefined {
  if (process.env.MAP_TILE_URL) return undefined;
  try {
    const office = JSON.parse(readFileSync(join(clientDir, "..", "content", "office.json"), "utf8")) as { map?: { tileUrl?: unknown } };
    return typeof office.map?.tileUrl === "string" ? office.map.tileUrl : undefined;
  } catch {
    return undefined;
  }
}
