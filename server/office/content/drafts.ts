// The `content_draft` table (migration 5): one draft per content file, saved by staff, published by an
// admin. Every change names the version it was made from, so two people editing at once cannot
// overwrite each other without knowing (optimistic locking; decision 141).
import type Database from "better-sqlite3";

export interface Draft {
  name: string;
  data: unknown;
  /**
   * +1 at every save, discard and publication of the file, never reset: a row whose data is NULL keeps
   * the count after its draft is gone, so a form opened before a colleague's draft was published is still
   * refused as stale. 0 only for a file nobody has drafted yet.
   */
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

interface Row {
  name: string;
  /** NULL once the draft was discarded or published (the row keeps the version count). */
  data: string | null;
  version: number;
  updated_by: string | null;
  updated_at: string | null;
}

/** Refused because the draft is no longer at the version the caller saw (`current`: what is there now). */
export interface Stale {
  ok: false;
  current: Draft | undefined;
}

export type DraftStore = ReturnType<typeof createDraftStore>;

const toDraft = (row: Row & { data: string }): Draft => ({
  name: row.name,
  data: JSON.parse(row.data) as unknown,
  version: row.version,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at,
});

export function createDraftStore(db: Database.Database) {
  const select = db.prepare<[string], Row>("SELECT * FROM content_draft WHERE name = ?");
  const selectAll = db.prepare<[], Row & { data: string }>("SELECT * FROM content_draft WHERE data IS NOT NULL ORDER BY name");
  const insert = db.prepare("INSERT INTO content_draft (name, data, version, updated_by, updated_at) VALUES (?, ?, 1, ?, ?)");
  // `data` NULL: the draft ends (discarded or published) but its version count goes on.
  const update = db.prepare<[string | null, string | null, string | null, string, number]>(
    "UPDATE content_draft SET data = ?, version = version + 1, updated_by = ?, updated_at = ? WHERE name = ? AND version = ?",
  );

  const get = (name: string): Draft | undefined => {
    const row = select.get(name);
    return row && row.data !== null ? toDraft({ ...row, data: row.data }) : undefined;
  };
  /** The version a caller must name to change the file's draft (0: never drafted). */
  const versionOf = (name: string) => select.get(name)?.version ?? 0;

  return {
    get,
    versionOf,
    all: (): Draft[] => selectAll.all().map(toDraft),

    /** Writes `data` over the draft at `version` (0: there is none yet), or refuses when it moved on. */
    save: db.transaction((name: string, data: unknown, version: number, by: string, at: Date): { ok: true; draft: Draft } | Stale => {
      if (versionOf(name) !== version) return { ok: false, current: get(name) };
      const json = JSON.stringify(data);
      if (version === 0) insert.run(name, json, by, at.toISOString());
      else update.run(json, by, at.toISOString(), name, version);
      return { ok: true, draft: get(name)! };
    }),

    /** Ends the draft at `version` (none there: nothing to do), or refuses when it moved on. */
    discard: db.transaction((name: string, version: number, by: string | null = null, at: Date = new Date()): { ok: true; removed: boolean } | Stale => {
      if (versionOf(name) !== version) return { ok: false, current: get(name) };
      if (!get(name)) return { ok: true, removed: false };
      return { ok: true, removed: update.run(null, by, at.toISOString(), name, version).changes === 1 };
    }),

    /** After a publication: ends the draft only if nobody saved it again while the site was built. */
    removeIfUnchanged(name: string, version: number, at: Date = new Date()): boolean {
      if (!get(name)) return false;
      return update.run(null, null, at.toISOString(), name, version).changes === 1;
    },
  };
}
