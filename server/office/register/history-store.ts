// The `site_history` table (migration 6): what each site of the register looked like at each
// publication that changed it, so that the console shows a site's past and a removed site stays in the
// history (issue 34). Written by the publisher once a release is live; a failed build writes nothing,
// and a rollback writes nothing either (each row names its release, so the list stays truthful).
import type Database from "better-sqlite3";
import type { SiteHistoryChange } from "../../../app/lib/office/publishing";
import { canonicalJson } from "../content/json-diff";
import { siteIdOf, storedRegister, type StoredSite } from "./site-fields";

export type { SiteHistoryChange } from "../../../app/lib/office/publishing";

/** One site that a publication changed: its feature as published, or for "dihapus" as last published. */
export interface SiteSnapshot {
  siteId: string;
  change: SiteHistoryChange;
  feature: StoredSite;
}

export interface SiteHistoryRow extends SiteSnapshot {
  releaseId: string;
  publishedAt: string;
  by: string;
}

/**
 * The sites that differ between the register that was live and the one being published, by id; each
 * feature compared as one JSON text (keys sorted: the repository's file and the console's drafts write
 * them in different orders), so a register of thousands of sites costs one pass over each side.
 */
export function siteSnapshots(before: unknown, after: unknown): SiteSnapshot[] {
  const previousSites = storedRegister(before).features;
  const old = new Map<string, string>();
  for (const site of previousSites) {
    const id = siteIdOf(site);
    if (id) old.set(id, canonicalJson(site));
  }
  const snapshots: SiteSnapshot[] = [];
  const kept = new Set<string>();
  for (const site of storedRegister(after).features) {
    const id = siteIdOf(site);
    if (!id) continue;
    kept.add(id);
    const previous = old.get(id);
    if (previous === undefined) snapshots.push({ siteId: id, change: "baru", feature: site });
    else if (previous !== canonicalJson(site)) snapshots.push({ siteId: id, change: "berubah", feature: site });
  }
  for (const site of previousSites) {
    const id = siteIdOf(site);
    if (id && !kept.has(id)) snapshots.push({ siteId: id, change: "dihapus", feature: site });
  }
  return snapshots;
}

interface Row {
  release_id: string;
  published_at: string;
  published_by: string;
  site_id: string;
  change: SiteHistoryChange;
  feature: string;
}

export type SiteHistoryStore = ReturnType<typeof createSiteHistoryStore>;

export function createSiteHistoryStore(db: Database.Database) {
  const insert = db.prepare<[string, string, string, string, SiteHistoryChange, string]>(
    "INSERT INTO site_history (release_id, published_at, published_by, site_id, change, feature) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const select = db.prepare<[string], Row>("SELECT * FROM site_history WHERE site_id = ? ORDER BY published_at DESC, id DESC");
  const any = db.prepare<[string], { found: number }>("SELECT 1 AS found FROM site_history WHERE site_id = ? LIMIT 1");

  return {
    /** Records the sites a publication changed against the register live before it, all or none. */
    record: db.transaction((release: { releaseId: string; publishedAt: string; by: string }, before: unknown, after: unknown): number => {
      const snapshots = siteSnapshots(before, after);
      for (const { siteId, change, feature } of snapshots) insert.run(release.releaseId, release.publishedAt, release.by, siteId, change, JSON.stringify(feature));
      return snapshots.length;
    }),

    /** A site's publications, newest first. */
    entriesOf(siteId: string): SiteHistoryRow[] {
      return select.all(siteId).map((row) => ({
        releaseId: row.release_id,
        publishedAt: row.published_at,
        by: row.published_by,
        siteId: row.site_id,
        change: row.change,
        feature: JSON.parse(row.feature) as StoredSite,
      }));
    },

    has: (siteId: string): boolean => any.get(siteId) !== undefined,
  };
}
