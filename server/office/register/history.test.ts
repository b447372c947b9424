import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getRegisterConfig } from "../../../app/content/sites.server";
import type { SiteHistory } from "../../../app/lib/office/publishing";
import type { SiteAnswer } from "../../../app/lib/office/register-sites";
import { buildRegistry } from "../content/registry";
import type { Job } from "../releases/publisher";
import { closePublishingApp, publishingAppWithStaff, type PublishingTestApp } from "../releases/test-helpers";
import { call, errorCode, expectJson } from "../test-helpers";
import { siteSnapshots } from "./history-store";
import { siteFields, type StoredSite } from "./site-fields";

const MINUTE = 60_000;
// The repository's sample register (four sites in Coblong) is the published one until the first publication.
const SAMPLE = JSON.parse(readFileSync("app/content/sites.geojson", "utf8")) as { features: (StoredSite & { id: string })[] };
const sampleSite = (id: string) => SAMPLE.features.find((feature) => feature.id === id)!;

let t: PublishingTestApp;
let staf: { cookie: string; csrf: string };
let admin: { cookie: string; csrf: string };

beforeEach(async () => {
  ({ t, staf, admin } = await publishingAppWithStaff({ registry: buildRegistry }));
});
afterEach(() => closePublishingApp(t));

const BASE = "/api/kantor/register/situs";
const json = expectJson;
const version = async () => (await json<{ version: number }>(await call(t, "/api/kantor/register", { cookie: staf.cookie }))).version;
const one = async (id: string) => json<SiteAnswer>(await call(t, `${BASE}/${id}`, { cookie: staf.cookie }));
const history = (id: string, who = staf) => call(t, `${BASE}/${id}/riwayat`, { cookie: who.cookie });
const historyOf = async (id: string) => json<SiteHistory>(await history(id));
const rows = () => (t.db.prepare("SELECT count(*) AS n FROM site_history").get() as { n: number }).n;

/** Publishes every pending draft as the admin and waits for the build; the job as it ended. */
async function publish(): Promise<Job> {
  const started = await json<{ job: Job }>(await call(t, "/api/kantor/terbitan", { method: "POST", ...admin }), 202);
  await t.app.publisher!.idle();
  t.clock.advance(MINUTE);
  return (await json<{ job: Job }>(await call(t, "/api/kantor/terbitan", { cookie: admin.cookie }))).job ?? started.job;
}

const newSite = { name: "Mushola Al-Amin", type: "Musala", kelurahan: "Sekeloa", areaM2: "264", stage: "aiw-terbit", aiwNumber: "W.2/014/2021", lat: -6.8843, lng: 107.616 };

/** One draft with a changed, a new and a removed site. */
async function draftThreeChanges() {
  const changed = await one("masjid-nurul-falah");
  await json(await call(t, `${BASE}/masjid-nurul-falah`, { method: "PUT", body: { version: await version(), site: { ...changed.site, areaM2: 520, nazhir: "DKM Nurul Falah" } }, ...staf }));
  const added = await json<SiteAnswer>(await call(t, BASE, { method: "POST", body: { version: await version(), site: newSite }, ...staf }), 201);
  await json(await call(t, `${BASE}/masjid-at-taqwa-sekeloa?version=${await version()}`, { method: "DELETE", ...staf }));
  return added.id;
}

describe("each site's publications (/api/kantor/register/situs/:id/riwayat)", () => {
  it("records a changed, a new and a removed site when the publication goes live, and answers for each, the removed one too", async () => {
    const addedId = await draftThreeChanges();
    expect(rows()).toBe(0);
    const job = await publish();
    expect(job.state).toBe("berhasil");
    expect(rows()).toBe(3);

    const entry = { releaseId: job.id, publishedAt: job.startedAt, by: "budi" };
    const changed = await historyOf("masjid-nurul-falah");
    expect(changed.entries).toEqual([{ ...entry, change: "berubah", site: { ...siteFields(sampleSite("masjid-nurul-falah"), getRegisterConfig()), areaM2: 520, nazhir: "DKM Nurul Falah" } }]);
    expect(changed.choices.stages.map((stage) => stage.id)).toContain("sertifikat-terbit");
    expect((await historyOf(addedId)).entries).toEqual([{ ...entry, change: "baru", site: expect.objectContaining({ name: "Mushola Al-Amin", areaM2: 264, stage: "aiw-terbit", lat: -6.8843, lng: 107.616 }) }]);

    // Gone from the register, kept in the history as it was last published (the repository's own).
    const missing = await call(t, `${BASE}/masjid-at-taqwa-sekeloa`, { cookie: staf.cookie });
    expect(await errorCode(missing)).toBe("site_not_found");
    expect(await historyOf("masjid-at-taqwa-sekeloa")).toMatchObject({
      id: "masjid-at-taqwa-sekeloa",
      entries: [{ ...entry, change: "dihapus", site: siteFields(sampleSite("masjid-at-taqwa-sekeloa"), getRegisterConfig()) }],
    });

    // A site the publication did not change has no entry; admin may look too.
    expect((await json<SiteHistory>(await history("majelis-taklim-al-hidayah", admin))).entries).toEqual([]);
  });

  it("answers 404 only for an id no publication and no register knows; a site only in the draft has an empty history", async () => {
    const unknown = await history("tidak-pernah-ada");
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe("site_not_found");
    const addedId = await draftThreeChanges();
    expect(await historyOf(addedId)).toMatchObject({ id: addedId, entries: [] });
    // Removed in the draft, still published: known.
    expect((await historyOf("masjid-at-taqwa-sekeloa")).entries).toEqual([]);
    expect((await call(t, `${BASE}/x/riwayat`)).status).toBe(401);
  });

  it("records nothing for a failed publication, nor for one that does not change the register; newest first after another", async () => {
    await draftThreeChanges();
    t.fake.failWith = "Data tanah wakaf tidak valid.";
    expect((await publish()).state).toBe("gagal");
    expect(rows()).toBe(0);

    t.fake.failWith = undefined;
    const first = await publish();
    expect(first.state).toBe("berhasil");
    expect(rows()).toBe(3);

    // The office details only: the register stays as it was published.
    const office = await json<{ published: Record<string, unknown>; version: number }>(await call(t, "/api/kantor/konten/office", { cookie: staf.cookie }));
    await json(await call(t, "/api/kantor/konten/office", { method: "PUT", body: { version: office.version, data: { ...office.published, officeName: "KUA Coblong Baru" } }, ...staf }));
    expect((await publish()).state).toBe("berhasil");
    expect(rows()).toBe(3);

    const changed = await one("masjid-nurul-falah");
    await json(await call(t, `${BASE}/masjid-nurul-falah`, { method: "PUT", body: { version: await version(), site: { ...changed.site, note: "Sudah diukur ulang." } }, ...staf }));
    const second = await publish();
    expect(rows()).toBe(4);
    const entries = (await historyOf("masjid-nurul-falah")).entries;
    expect(entries.map((item) => [item.releaseId, item.change, item.site.note])).toEqual([
      [second.id, "berubah", "Sudah diukur ulang."],
      [first.id, "berubah", ""],
    ]);

    // A rollback writes nothing: each entry names its publication.
    expect((await call(t, `/api/kantor/terbitan/${first.id}/kembalikan`, { method: "POST", ...admin })).status).toBe(200);
    expect(rows()).toBe(4);
  });
});

describe("comparing the live register with the published one, site by site", () => {
  const feature = (id: string, properties: Record<string, unknown>) => ({ type: "Feature", id, geometry: null, properties });

  it("finds new, changed and removed sites; the same site with its keys in another order is unchanged", () => {
    const before = { features: [feature("a", { name: "A", areaM2: 1 }), feature("b", { name: "B" }), { properties: { name: "tanpa id" } }] };
    const after = { features: [{ properties: { name: "A", areaM2: 1 }, geometry: null, id: "a", type: "Feature" }, feature("c", { name: "C" })] };
    expect(siteSnapshots(before, after)).toEqual([
      { siteId: "c", change: "baru", feature: after.features[1] },
      { siteId: "b", change: "dihapus", feature: before.features[1] },
    ]);
    expect(siteSnapshots(before, { features: [feature("a", { name: "A", areaM2: 2 })] }).map((snapshot) => [snapshot.siteId, snapshot.change])).toEqual([
      ["a", "berubah"],
      ["b", "dihapus"],
    ]);
    expect(siteSnapshots(undefined, before).map((snapshot) => snapshot.change)).toEqual(["baru", "baru"]);
  });

  it("compares a 5,000-site register quickly", () => {
    const sites = Array.from({ length: 5000 }, (_, index) => feature(`s${index}`, { name: `Masjid ${index}`, address: "Jl. Contoh", areaM2: index }));
    const next = sites.map((site, index) => (index % 100 === 0 ? { ...site, properties: { ...site.properties, areaM2: -1 } } : site));
    const started = performance.now();
    expect(siteSnapshots({ features: sites }, { features: next })).toHaveLength(50);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
