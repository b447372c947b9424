// Publishing: one job at a time builds a new release from the live content with the drafts laid over
// it, and switches the served site to it only when the build succeeded (decision 141). A failure leaves
// the live site as it was and tells the admin, in plain Indonesian, what went wrong. Before that, each
// pending draft is told for people (preview.ts), and once a release is live the register sites it
// changed are kept in their history (register/history-store.ts).
import type Database from "better-sqlite3";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SiteRoot } from "../../site-root";
import type { Requester } from "../account-service";
import type { AuditLog } from "../audit";
import { createDraftStore } from "../content/drafts";
import { sameJson } from "../content/json-diff";
import type { RegistryProvider } from "../content/registry";
import { copyMediaFor } from "../media/referenced";
import { createSiteHistoryStore } from "../register/history-store";
import { REGISTER_CONTENT } from "../register/routes";
import { parseBuildLine, type Builder } from "./builder";
import { mediaDirOf } from "./data-dir";
import { previewChanges, type ContentChanges } from "./preview";
import type { ReleaseRecord, ReleaseStore } from "./store";
import type { Job, JobStep, PendingContent, Release } from "../../../app/lib/office/publishing";

export type { Job, JobStep, PendingContent, Release, StepState } from "../../../app/lib/office/publishing";

export interface PublisherOptions {
  db: Database.Database;
  store: ReleaseStore;
  registry: RegistryProvider;
  builder: Builder;
  site: SiteRoot;
  audit: AuditLog;
  now: () => number;
  /** The uploaded photos (PORTAL_DATA_DIR/media); default: beside the releases folder. */
  mediaDir?: string;
}

export type StartOutcome = { ok: true; job: Job } | { ok: false; code: "publish_running" | "nothing_to_publish" };
export type RollbackOutcome = { ok: true; live: Release } | { ok: false; code: "publish_running" | "release_not_found" };

const PREPARE_LABEL = "Menyiapkan data terbitan";
const SWITCH_LABEL = "Mengganti situs yang tayang";
const DETAIL_LINES = 20;
const UNEXPLAINED =
  "Pembuatan situs gagal tanpa keterangan. Situs yang tayang tidak berubah. Lihat rincian di bawah, atau hubungi pengelola teknis.";
const SERVER_FAULT = "Penerbitan gagal karena kesalahan pada server. Situs yang tayang tidak berubah.";
/** Missing photos named in the failure message; the rest are counted. */
const MISSING_NAMED = 5;

/** The sentence for photos the news or gallery name that are not in the media folder. */
export function missingMediaMessage(missing: readonly string[]): string {
  const named = missing.slice(0, MISSING_NAMED).join(", ");
  const more = missing.length > MISSING_NAMED ? ` dan ${missing.length - MISSING_NAMED} lainnya` : "";
  return `Foto yang dipakai berita atau galeri tidak ditemukan: ${named}${more}. Unggah ulang fotonya lalu simpan draf lagi.`;
}

/** A failure with the sentence the admin reads. */
class PublishFailure extends Error {}

export type Publisher = ReturnType<typeof createPublisher>;

export function createPublisher({ db, store, registry, builder, site, audit, now, mediaDir = mediaDirOf(dirname(store.releasesDir)) }: PublisherOptions) {
  const drafts = createDraftStore(db);
  const history = createSiteHistoryStore(db);
  // Asked for every second while a job runs: a file's preview is made again only when its draft or the live release changed.
  const previews = new Map<string, { key: string; changes: ContentChanges }>();
  let job: Job | null = null;
  // Set before the first await of start(): a second click while the first is being checked is refused.
  let busy = false;
  let running: Promise<void> = Promise.resolve();
  let abort: AbortController | undefined;

  const iso = () => new Date(now()).toISOString();

  const toRelease = (record: ReleaseRecord, liveId: string | null): Release => ({
    id: record.id,
    createdAt: record.createdAt,
    by: record.by,
    live: record.id === liveId,
    summary: record.summary,
  });

  /** What a content file says on the live site: the live release's copy, else the repository's. */
  async function published(name: string): Promise<unknown> {
    const loaded = await registry();
    const file = Object.hasOwn(loaded.files, name) ? loaded.files[name] : undefined;
    if (!file) throw new Error(`Unknown content ${name}`);
    const live = store.liveId();
    if (live) {
      try {
        return JSON.parse(readFileSync(join(store.contentDirOf(live), file.file), "utf8")) as unknown;
      } catch {
        // A release from before this file existed: the repository's data is what it was built with.
      }
    }
    return loaded.readDefault(name);
  }

  /** Drafts that would change the live site, with their data, version and what is live now. */
  async function changes() {
    const { files } = await registry();
    const found: { name: string; label: string; data: unknown; version: number; live: unknown }[] = [];
    for (const draft of drafts.all()) {
      const file = Object.hasOwn(files, draft.name) ? files[draft.name] : undefined;
      if (!file) continue;
      const live = await published(draft.name);
      if (!sameJson(draft.data, live)) found.push({ name: draft.name, label: file.label, data: draft.data, version: draft.version, live });
    }
    return found;
  }

  function previewOf(item: { name: string; data: unknown; version: number; live: unknown }): ContentChanges {
    const key = `${item.version}:${store.liveId() ?? ""}`;
    const cached = previews.get(item.name);
    if (cached?.key === key) return cached.changes;
    const changes = previewChanges(item.name, item.live, item.data);
    previews.set(item.name, { key, changes });
    return changes;
  }

  /** Keeps the register sites a live release changed; the release stands even if this fails. */
  function recordHistory(current: Job, register: { live: unknown; data: unknown }) {
    try {
      history.record({ releaseId: current.id, publishedAt: current.startedAt, by: current.by }, register.live, register.data);
    } catch (error) {
      console.error("Could not record the register's history of this publication:", error);
    }
  }

  const snapshotOf = (value: Job): Job => structuredClone(value);

  /** The steps: ours around the builder's, which are known only as it announces them. */
  function stepsTracker(current: Job) {
    const prepare: JobStep = { label: PREPARE_LABEL, state: "berjalan" };
    const build: JobStep[] = [];
    const swap: JobStep = { label: SWITCH_LABEL, state: "menunggu" };
    const publish = () => {
      current.steps = [prepare, ...build, swap].map((step) => ({ ...step }));
    };
    const all = () => [prepare, ...build, swap];
    publish();
    return {
      /** Marks everything before `step` done and `step` running. */
      begin(step: JobStep) {
        for (const other of all()) {
          if (other === step) break;
          if (other.state === "berjalan" || other.state === "menunggu") other.state = "selesai";
        }
        step.state = "berjalan";
        publish();
      },
      buildStep(index: number, total: number, label: string) {
        while (build.length < total) build.push({ label: `Langkah ${build.length + 1} dari ${total}`, state: "menunggu" });
        const step = build[index - 1]!;
        step.label = label;
        this.begin(step);
      },
      swapping() {
        this.begin(swap);
      },
      done() {
        for (const step of all()) step.state = "selesai";
        publish();
      },
      failed() {
        const step = all().find((candidate) => candidate.state === "berjalan");
        if (step) step.state = "gagal";
        publish();
      },
    };
  }

  /** Copies the photos the content names into the release's folder; refuses when one is not there. */
  function copyMedia(contents: Map<string, unknown>, contentDir: string) {
    const { missing } = copyMediaFor([...contents.values()], mediaDir, join(contentDir, "media"));
    if (missing.length > 0) throw new PublishFailure(missingMediaMessage(missing));
  }

  async function run(
    current: Job,
    contents: Map<string, unknown>,
    published: { name: string; label: string; version: number }[],
    register: { live: unknown; data: unknown } | undefined,
    requester: Requester,
    signal: AbortSignal,
  ) {
    const { id } = current;
    const steps = stepsTracker(current);
    const output: string[] = [];
    let failureMessage: string | undefined;
    let live = false;
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > DETAIL_LINES * 2) output.splice(0, output.length - DETAIL_LINES);
      const parsed = parseBuildLine(line);
      if (parsed.kind === "step") steps.buildStep(parsed.index, parsed.total, parsed.label);
      else if (parsed.kind === "failure") failureMessage = parsed.message;
    };

    try {
      const { files } = await registry();
      store.create(id);
      const contentDir = store.contentDirOf(id);
      mkdirSync(contentDir, { recursive: true });
      for (const [name, data] of contents) writeFileSync(join(contentDir, files[name]!.file), `${JSON.stringify(data, null, 2)}\n`);
      // The build reads the photos from the release's own folder, so a later upload or clean-up of the
      // media folder never changes what this release shows.
      copyMedia(contents, contentDir);

      const result = await builder(contentDir, store.dirOf(id), onLine, signal);
      if (!result.ok) throw new PublishFailure(failureMessage ?? result.message ?? UNEXPLAINED);
      steps.swapping();
      const record: ReleaseRecord = {
        id,
        createdAt: current.startedAt,
        by: current.by,
        summary: `Diperbarui: ${published.map((item) => item.label).join(", ")}`,
        contents: [...contents.keys()],
        changed: published.map((item) => item.name),
      };
      store.finish(record);
      const previousDir = site.current();
      const previousLive = store.liveId();
      // Served first (the CSP of the new folder is computed, its not-found page checked), then made the
      // live one for the next start; if writing the pointer fails, visitors go back to the old folder.
      site.switchTo(store.clientDirOf(id));
      try {
        store.setLive(id);
      } catch (error) {
        site.switchTo(previousDir);
        throw error;
      }
      live = true;
      if (register) recordHistory(current, register);

      steps.done();
      Object.assign(current, { state: "berhasil", finishedAt: iso() });
      audit.record("terbitan-berhasil", { ...requester, at: new Date(now()), detail: { id, konten: published.map((item) => item.name).join(", ") } });
      // Drafts saved again while the site was being built are newer than what was published: kept.
      for (const item of published) drafts.removeIfUnchanged(item.name, item.version, new Date(now()));
      // The folder that was live a moment ago may still be serving requests in flight: kept this time.
      store.prune([id, previousLive]);
    } catch (error) {
      if (live) {
        // Published and serving; only the tidying after it failed.
        console.error("Publication tidy-up failed:", error);
        return;
      }
      const message = error instanceof PublishFailure ? error.message : SERVER_FAULT;
      if (!(error instanceof PublishFailure)) console.error("Publication failed:", error);
      const lines = output.slice(-DETAIL_LINES);
      if (!(error instanceof PublishFailure) && error instanceof Error) lines.push(error.message);
      steps.failed();
      Object.assign(current, { state: "gagal", message, detail: lines.length > 0 ? lines.join("\n") : null, finishedAt: iso() });
      audit.record("terbitan-gagal", { ...requester, at: new Date(now()), detail: { id, pesan: message } });
      try {
        store.remove(id);
      } catch (removal) {
        // Left for the next start's clean-up.
        console.error("Could not remove the failed release folder:", removal);
      }
    }
  }

  return {
    published,

    async pending(): Promise<PendingContent[]> {
      return (await changes()).map((item) => ({ name: item.name, label: item.label, changes: previewOf(item) }));
    },

    job: (): Job | null => (job ? snapshotOf(job) : null),

    releases(): Release[] {
      const liveId = store.liveId();
      return store.list().map((record) => toRelease(record, liveId));
    },

    /**
     * When the live copy of a content file was published: the time of the live release, or of the
     * newest one before it, that changed it. Null while it is the repository's own, or when that
     * publication is older than the releases kept.
     */
    publishedAt(name: string): string | null {
      const liveId = store.liveId();
      if (!liveId) return null;
      const records = store.list();
      const from = records.findIndex((record) => record.id === liveId);
      const changedIt = records.slice(Math.max(0, from)).find((record) => record.changed?.includes(name));
      return changedIt?.createdAt ?? null;
    },

    live(): Release | null {
      const liveId = store.liveId();
      const record = liveId ? store.find(liveId) : undefined;
      return record ? toRelease(record, liveId) : null;
    },

    /** Starts a publication of every pending draft; answers at once, the build goes on in the background. */
    async start(requester: Requester): Promise<StartOutcome> {
      if (busy) return { ok: false, code: "publish_running" };
      busy = true;
      try {
        const pending = await changes();
        if (pending.length === 0) {
          busy = false;
          return { ok: false, code: "nothing_to_publish" };
        }
        const { files } = await registry();
        // The snapshot: the live content of every file, with the drafts laid over it.
        const contents = new Map<string, unknown>();
        for (const name of Object.keys(files)) {
          try {
            contents.set(name, await published(name));
          } catch (error) {
            // Unreadable (the repository's own file damaged): left out of the folder, so that the build
            // reads that file itself and says in its own words what is wrong with it.
            console.error(`Publication: ${name} left out of the snapshot:`, error);
          }
        }
        for (const item of pending) contents.set(item.name, item.data);

        const startedAt = iso();
        job = { id: store.newId(new Date(now())), state: "berjalan", steps: [], message: null, detail: null, startedAt, finishedAt: null, by: requester.actor.name };
        audit.record("terbitan-dimulai", { ...requester, at: new Date(now()), detail: { id: job.id, konten: pending.map((item) => item.name).join(", ") } });
        abort = new AbortController();
        const current = job;
        const toPublish = pending.map(({ name, label, version }) => ({ name, label, version }));
        const register = pending.find((item) => item.name === REGISTER_CONTENT);
        running = run(current, contents, toPublish, register, requester, abort.signal).finally(() => {
          busy = false;
        });
        return { ok: true, job: snapshotOf(current) };
      } catch (error) {
        busy = false;
        throw error;
      }
    },

    /** Serves an earlier release again (and makes it the live one for the next start). */
    rollback(id: string, requester: Requester): RollbackOutcome {
      const record = store.find(id);
      if (!record) return { ok: false, code: "release_not_found" };
      if (busy) return { ok: false, code: "publish_running" };
      const previousLive = store.liveId();
      if (previousLive !== id) {
        const previousDir = site.current();
        site.switchTo(store.clientDirOf(id));
        try {
          store.setLive(id);
        } catch (error) {
          site.switchTo(previousDir);
          throw error;
        }
        audit.record("terbitan-dikembalikan", { ...requester, at: new Date(now()), detail: { dari: previousLive, ke: id } });
      }
      return { ok: true, live: toRelease(record, id) };
    },

    /** Resolves when no publication is running (tests, shutdown). */
    idle: (): Promise<void> => running,

    /** Stops a running build (the server is shutting down); its folder is removed at the next start. */
    async close(): Promise<void> {
      abort?.abort();
      await running;
    },
  };
}
