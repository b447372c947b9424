import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, errorCode } from "../test-helpers";
import type { Job, PendingContent, Release } from "./publisher";
import { createReleaseStore } from "./store";
import { auditActions, closePublishingApp, makePublishingApp, publishingAppWithStaff, OFFICE_DEFAULT, sitePage, type PublishingTestApp } from "./test-helpers";

const MINUTE = 60_000;
let t: PublishingTestApp;
let admin: { cookie: string; csrf: string };
let staf: { cookie: string; csrf: string };

beforeEach(async () => {
  ({ t, staf, admin } = await publishingAppWithStaff());
});
afterEach(() => closePublishingApp(t));

interface Overview {
  live: Release | null;
  releases: Release[];
  pending: PendingContent[];
  job: Job | null;
}

/** The office details' draft waiting, as the preview tells a new office name. */
const officePending = (from: string, to: string): PendingContent => ({
  name: "office",
  label: "Profil kantor",
  changes: { summary: "1 isian diubah", lines: [`Nama kantor: ${from} → ${to}`] },
});

const home = async (app = t.app) => {
  const response = await app.request("http://localhost/");
  return { text: await response.text(), csp: response.headers.get("content-security-policy") ?? "" };
};
const hashOf = (officeName: string) => {
  const script = /<script>([\s\S]*)<\/script>/.exec(sitePage(officeName))![1]!;
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
};
const overview = async (who = admin) => (await (await call(t, "/api/kantor/terbitan", { cookie: who.cookie })).json()) as Overview;
const draftVersion = async (name: string) => ((await (await call(t, `/api/kantor/konten/${name}`, { cookie: staf.cookie })).json()) as { version: number }).version;
const saveOffice = async (officeName: string, who = staf) => {
  const version = await draftVersion("office");
  const response = await call(t, "/api/kantor/konten/office", { method: "PUT", body: { version, data: { ...OFFICE_DEFAULT, officeName } }, ...who });
  expect(response.status).toBe(200);
};
const publish = (who = admin) => call(t, "/api/kantor/terbitan", { method: "POST", ...who });
/** Saves a new office name, publishes it and waits for the build; returns the release id. */
const publishOffice = async (officeName: string) => {
  await saveOffice(officeName);
  const response = await publish();
  expect(response.status).toBe(202);
  const { job } = (await response.json()) as { job: Job };
  await t.app.publisher!.idle();
  t.clock.advance(MINUTE);
  return job.id;
};
const rollback = (id: string, who = admin) => call(t, `/api/kantor/terbitan/${id}/kembalikan`, { method: "POST", ...who });
const pointer = () => (JSON.parse(readFileSync(join(t.dataDir, "releases", "current.json"), "utf8")) as { id: string }).id;
const releaseFolders = () => readdirSync(join(t.dataDir, "releases")).filter((name) => name !== "current.json").sort();

describe("publishing (/api/kantor/terbitan)", () => {
  it("builds the drafts into a release and switches the served site to it, CSP included", async () => {
    const before = await home();
    expect(before.text).toContain("Situs bawaan");
    expect(before.csp).toContain(hashOf("Situs bawaan"));
    await saveOffice("KUA Coblong Terbit");
    expect((await overview()).pending).toEqual([officePending(OFFICE_DEFAULT.officeName, "KUA Coblong Terbit")]);

    const response = await publish();
    expect(response.status).toBe(202);
    const { job } = (await response.json()) as { job: Job };
    expect(job).toMatchObject({ state: "berjalan", by: "budi", startedAt: new Date(t.clock.now).toISOString(), finishedAt: null, message: null });
    await t.app.publisher!.idle();

    const after = await home();
    expect(after.text).toContain("KUA Coblong Terbit");
    expect(after.csp).toContain(hashOf("KUA Coblong Terbit"));
    expect(after.csp).not.toContain(hashOf("Situs bawaan"));

    const state = await overview();
    expect(state.job).toMatchObject({ id: job.id, state: "berhasil", message: null, detail: null });
    expect(state.job!.steps).toEqual([
      { label: "Menyiapkan data terbitan", state: "selesai" },
      { label: "Memeriksa data", state: "selesai" },
      { label: "Membuat halaman", state: "selesai" },
      { label: "Memeriksa hasil", state: "selesai" },
      { label: "Mengganti situs yang tayang", state: "selesai" },
    ]);
    expect(state.live).toEqual({ id: job.id, createdAt: job.startedAt, by: "budi", live: true, summary: "Diperbarui: Profil kantor" });
    expect(state.releases).toEqual([state.live]);
    expect(state.pending).toEqual([]);
    expect(pointer()).toBe(job.id);
    // The release holds the whole content it was built from; the published draft is gone.
    const content = join(t.dataDir, "releases", job.id, "content");
    expect(JSON.parse(readFileSync(join(content, "office.json"), "utf8"))).toEqual({ ...OFFICE_DEFAULT, officeName: "KUA Coblong Terbit" });
    expect(existsSync(join(content, "pages.json"))).toBe(true);
    // The published draft ended; its version count goes on (a form opened before stays stale).
    expect(await draftVersion("office")).toBe(2);
    const published = ((await (await call(t, "/api/kantor/konten/office", { cookie: staf.cookie })).json()) as { published: { officeName: string } }).published;
    expect(published.officeName).toBe("KUA Coblong Terbit");
    expect(auditActions(t).filter((entry) => entry.action.startsWith("terbitan"))).toEqual([
      { action: "terbitan-dimulai", actor: "budi", detail: { id: job.id, konten: "office" } },
      { action: "terbitan-berhasil", actor: "budi", detail: { id: job.id, konten: "office" } },
    ]);
  });

  it("serves a request from the folder it started with, even when the site switches meanwhile", async () => {
    const request = new Request("http://localhost/");
    // Pinned as the first middleware does when a request arrives.
    t.app.site.forRequest(request);
    await publishOffice("KUA Sesudah");
    const response = await t.app.fetch(request);
    expect(await response.text()).toContain("Situs bawaan");
    expect(response.headers.get("content-security-policy")).toContain(hashOf("Situs bawaan"));
    expect((await home()).text).toContain("KUA Sesudah");
  });

  it("leaves the live site serving when the build fails, and says why in plain words", async () => {
    await publishOffice("KUA Pertama");
    await saveOffice("KUA Kedua");
    t.fake.failWith = "Data tanah wakaf tidak valid: baris 12 tidak memiliki koordinat.";
    const response = await publish();
    expect(response.status).toBe(202);
    const { job } = (await response.json()) as { job: Job };
    await t.app.publisher!.idle();

    expect((await home()).text).toContain("KUA Pertama");
    const state = await overview();
    expect(state.job).toMatchObject({ id: job.id, state: "gagal", message: "Data tanah wakaf tidak valid: baris 12 tidak memiliki koordinat." });
    expect(state.job!.detail).toContain("sites.json baris 12");
    expect(state.job!.steps.map((step) => step.state)).toEqual(["selesai", "selesai", "gagal", "menunggu", "menunggu"]);
    expect(state.live!.summary).toBe("Diperbarui: Profil kantor");
    expect(state.releases).toHaveLength(1);
    expect(state.pending).toEqual([officePending("KUA Pertama", "KUA Kedua")]);
    expect(existsSync(join(t.dataDir, "releases", job.id))).toBe(false);
    // Saved (1), published (2: the draft ends, its count goes on), saved again (3): kept after the failure.
    expect(await draftVersion("office")).toBe(3);
    expect(auditActions(t).at(-1)).toMatchObject({ action: "terbitan-gagal", detail: { id: job.id, pesan: "Data tanah wakaf tidak valid: baris 12 tidak memiliki koordinat." } });

    // A failure without a GAGAL line still gets a sentence.
    t.fake.failWith = null;
    await publish();
    await t.app.publisher!.idle();
    expect((await overview()).job!.message).toMatch(/^Pembuatan situs gagal tanpa keterangan\. Situs yang tayang tidak berubah\./);
  });

  it("runs one job at a time, refuses an empty publication, and keeps a draft saved during the build", async () => {
    expect(await errorCode(await publish())).toBe("nothing_to_publish");
    await saveOffice("KUA Satu");
    const open = t.fake.hold();
    const [first, second] = await Promise.all([publish(), publish()]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    const refused = first.status === 409 ? first : second;
    expect(await errorCode(refused)).toBe("publish_running");
    expect((await overview()).job!.state).toBe("berjalan");
    expect((await overview()).job!.steps[1]).toEqual({ label: "Memeriksa data", state: "berjalan" });
    expect(await errorCode(await publish())).toBe("publish_running");

    // Saved again while the site is being built: newer than what is being published, so it stays.
    await saveOffice("KUA Dua");
    open();
    await t.app.publisher!.idle();
    expect((await home()).text).toContain("KUA Satu");
    expect(await draftVersion("office")).toBe(2);
    expect((await overview()).pending).toEqual([officePending("KUA Satu", "KUA Dua")]);
    expect(t.fake.calls).toHaveLength(1);
  });

  it("refuses a form opened before a colleague's draft was published (the version count survives the publication)", async () => {
    const openedAt = await draftVersion("office");
    expect(openedAt).toBe(0);
    await publishOffice("KUA Kolega");
    expect((await overview()).pending).toEqual([]);
    const late = await call(t, "/api/kantor/konten/office", { method: "PUT", body: { version: openedAt, data: { ...OFFICE_DEFAULT, officeName: "KUA Lama" } }, ...admin });
    expect(late.status).toBe(409);
    expect(await errorCode(late)).toBe("content_stale");
    expect((await home()).text).toContain("KUA Kolega");
    // Reloaded, the form names the current version and saves.
    const reloaded = await draftVersion("office");
    expect(reloaded).toBeGreaterThan(openedAt);
    const saved = await call(t, "/api/kantor/konten/office", { method: "PUT", body: { version: reloaded, data: { ...OFFICE_DEFAULT, officeName: "KUA Baru" } }, ...admin });
    expect(saved.status).toBe(200);
  });

  it("lets staf look but not publish or roll back", async () => {
    const id = await publishOffice("KUA Admin");
    await saveOffice("KUA Staf");
    expect((await call(t, "/api/kantor/terbitan", { cookie: staf.cookie })).status).toBe(200);
    const refused = await publish(staf);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("admin_only");
    const noRollback = await rollback(id, staf);
    expect(noRollback.status).toBe(403);
    expect(await errorCode(noRollback)).toBe("admin_only");
    expect((await call(t, "/api/kantor/terbitan", { method: "POST", cookie: admin.cookie })).status).toBe(403);
    expect(t.fake.calls).toHaveLength(1);
  });

  it("rolls back to an earlier release: served at once, and named live for the next start", async () => {
    const first = await publishOffice("KUA Lama");
    const second = await publishOffice("KUA Baru");
    expect((await home()).text).toContain("KUA Baru");

    const response = await rollback(first);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { live: Release }).live).toMatchObject({ id: first, live: true });
    expect((await home()).text).toContain("KUA Lama");
    expect((await home()).csp).toContain(hashOf("KUA Lama"));
    expect(pointer()).toBe(first);
    const state = await overview();
    expect(state.releases.map((release) => [release.id, release.live])).toEqual([
      [second, false],
      [first, true],
    ]);
    expect(auditActions(t).at(-1)).toMatchObject({ action: "terbitan-dikembalikan", actor: "budi", detail: { dari: second, ke: first } });
    for (const id of ["20990101-000000-abcdef", "current.json", "x%2F..%2F.."]) {
      const missing = await rollback(id);
      expect(missing.status, id).toBe(404);
      expect(await errorCode(missing)).toBe("release_not_found");
    }
    // The URL itself resolves "..": no route, never the disk.
    expect((await rollback("..")).status).toBe(404);
  });

  it("keeps the newest five releases plus the live one", async () => {
    const ids: string[] = [];
    for (let index = 1; index <= 7; index += 1) ids.push(await publishOffice(`KUA ${index}`));
    expect(releaseFolders()).toEqual(ids.slice(2).sort());
    expect((await overview()).releases.map((release) => release.id)).toEqual(ids.slice(2).reverse());

    // Rolled back to the oldest kept one, which then stays while five newer ones are kept.
    expect((await rollback(ids[2]!)).status).toBe(200);
    const releases = createReleaseStore(join(t.dataDir, "releases"));
    const later: string[] = [];
    for (let index = 8; index <= 12; index += 1) {
      later.push(await publishOffice(`KUA ${index}`));
      expect((await rollback(ids[2]!)).status).toBe(200);
    }
    releases.prune([releases.liveId()]);
    expect(releaseFolders()).toEqual([ids[2]!, ...later].sort());
    expect((await home()).text).toContain("KUA 3");
  });

  it("after a restart serves the live release and removes an unfinished build", async () => {
    const id = await publishOffice("KUA Sebelum Restart");
    await t.app.close();
    // A build interrupted by a power cut: a folder without release.json, and a pointer write's temp file.
    const unfinished = join(t.dataDir, "releases", "20990101-000000-abcdef");
    mkdirSync(join(unfinished, "client"), { recursive: true });
    writeFileSync(join(unfinished, "client", "index.html"), "setengah");
    writeFileSync(join(t.dataDir, "releases", ".current.json.123.abcd.tmp"), '{"id":"2099');

    const restarted = makePublishingApp({ dataDir: t.dataDir, installDir: t.installDir, db: t.db, fake: t.fake, clock: t.clock });
    try {
      expect(existsSync(unfinished)).toBe(false);
      expect(releaseFolders()).toEqual([id]);
      expect(restarted.app.site.current()).toBe(join(t.dataDir, "releases", id, "client"));
      const served = await home(restarted.app);
      expect(served.text).toContain("KUA Sebelum Restart");
      expect(served.csp).toContain(hashOf("KUA Sebelum Restart"));
    } finally {
      await restarted.app.close();
    }
  });

  it("falls back to the install's build when the pointer names a release that is not there", async () => {
    mkdirSync(join(t.dataDir, "releases"), { recursive: true });
    writeFileSync(join(t.dataDir, "releases", "current.json"), '{"id":"20990101-000000-abcdef"}');
    const restarted = makePublishingApp({ dataDir: t.dataDir, installDir: t.installDir, db: t.db, fake: t.fake, clock: t.clock });
    try {
      expect((await home(restarted.app)).text).toContain("Situs bawaan");
    } finally {
      await restarted.app.close();
    }
  });
});
