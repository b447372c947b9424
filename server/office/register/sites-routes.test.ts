import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SiteAnswer, SitesPage } from "../../../app/lib/office/register-sites";
import { buildRegistry } from "../content/registry";
import { auditActions, closePublishingApp, publishingAppWithStaff, type PublishingTestApp } from "../releases/test-helpers";
import { call, errorCode, expectJson } from "../test-helpers";

const MINUTE = 60_000;
// The repository's sample register (four sites in Coblong) is the published one.
const SAMPLE = JSON.parse(readFileSync("app/content/sites.geojson", "utf8")) as { sampleData: string; features: { id: string; properties: Record<string, unknown> }[] };

let t: PublishingTestApp;
let staf: { cookie: string; csrf: string };
let admin: { cookie: string; csrf: string };

beforeEach(async () => {
  ({ t, staf, admin } = await publishingAppWithStaff({ registry: buildRegistry }));
});
afterEach(() => closePublishingApp(t));

const BASE = "/api/kantor/register/situs";
const json = expectJson;
const list = async (query = "") => json<SitesPage>(await call(t, `${BASE}${query}`, { cookie: staf.cookie }));
const one = async (id: string) => json<SiteAnswer>(await call(t, `${BASE}/${id}`, { cookie: staf.cookie }));
const edit = (id: string, version: number, site: unknown, who = staf) => call(t, `${BASE}/${id}`, { method: "PUT", body: { version, site }, ...who });
const add = (version: number, site: unknown, who = staf) => call(t, BASE, { method: "POST", body: { version, site }, ...who });
const remove = (id: string, version: number | string, who = staf) => call(t, `${BASE}/${id}?version=${version}`, { method: "DELETE", ...who });
const sitesContent = async () =>
  (await (await call(t, "/api/kantor/konten/sites", { cookie: staf.cookie })).json()) as {
    published: { features: { id: string }[] };
    draft: { sampleData?: string; features: { id: string; geometry: unknown; properties: Record<string, unknown> }[] } | null;
    version: number;
  };
const pending = async () => ((await (await call(t, "/api/kantor/terbitan", { cookie: staf.cookie })).json()) as { pending: { name: string }[] }).pending;
const registerAudit = () => auditActions(t).filter((entry) => entry.action.startsWith("register-situs"));

const newSite = {
  name: "Mushola Al-Amin",
  type: "Musala",
  kelurahan: "Sekeloa",
  address: "Jl. Sekeloa Tengah No. 5",
  areaM2: "264",
  stage: "aiw-terbit",
  aiwNumber: "W.2/014/2021",
  location: "https://www.google.com/maps/place/Mushola/@-6.8843,107.616,17z/data=!3m1!4b1",
};

describe("the register's sites, one at a time (/api/kantor/register/situs)", () => {
  it("lists the current register, paged and searchable by name or kelurahan, with the form's choices", async () => {
    const all = await list();
    expect(all).toMatchObject({ total: SAMPLE.features.length, page: 1, perPage: 50, q: "", draft: false, version: 0 });
    expect(all.items.map((item) => item.id)).toEqual(SAMPLE.features.map((feature) => feature.id));
    expect(all.items[0]).toEqual({ id: "masjid-nurul-falah", name: "Masjid Nurul Falah", type: "Masjid", kelurahan: "Dago", status: "Sertifikat terbit", located: true });
    expect(all.choices.types).toContain("Musala");
    expect(all.choices.stages.map((stage) => stage.id)).toEqual(["belum-aiw", "aiw-terbit", "didaftarkan", "sertifikat-terbit"]);

    expect((await list("?q=dago")).items.map((item) => item.id)).toEqual(["masjid-nurul-falah", "masjid-dan-madrasah-al-furqon"]);
    // Without the hyphen, in capitals: folded as the map page's search folds it.
    expect((await list("?q=AL%20HIDAYAH")).items.map((item) => item.id)).toEqual(["majelis-taklim-al-hidayah"]);
    const second = await list("?per=3&halaman=2");
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(second.items.map((item) => item.id)).toEqual(["masjid-dan-madrasah-al-furqon"]);
  });

  it("gives one site's fields flat, with the version a change must name", async () => {
    expect(await one("masjid-nurul-falah")).toEqual({
      id: "masjid-nurul-falah",
      site: {
        name: "Masjid Nurul Falah",
        type: "Masjid",
        kelurahan: "Dago",
        address: "Jl. Ir. H. Juanda, Kelurahan Dago, Kecamatan Coblong, Kota Bandung",
        areaM2: 500,
        stage: "sertifikat-terbit",
        certified: true,
        aiwNumber: "",
        aiwDate: "",
        certificateNumber: "",
        nib: "",
        wakif: "",
        nazhir: "",
        use: "",
        note: "",
        lat: -6.8851,
        lng: 107.6132,
      },
      version: 0,
      choices: expect.any(Object),
    });
    const missing = await call(t, `${BASE}/tidak-ada`, { cookie: staf.cookie });
    expect(missing.status).toBe(404);
    expect(await errorCode(missing)).toBe("site_not_found");
  });

  it("edits a site: the first change makes the draft from the published register, the rest of it kept as it was", async () => {
    const before = await one("masjid-nurul-falah");
    const saved = await json<SiteAnswer>(await edit("masjid-nurul-falah", 0, { ...before.site, name: "Masjid Nurul Falah Dago", areaM2: "520", location: "-6,8850, 107,6135" }));
    expect(saved).toMatchObject({ id: "masjid-nurul-falah", version: 1, site: { name: "Masjid Nurul Falah Dago", areaM2: 520, lat: -6.885, lng: 107.6135 } });
    // Unfinished fields are said, not refused (the sample sites have no AIW number).
    expect(saved.warnings).toEqual([{ path: "aiwNumber", message: expect.stringMatching(/^Nomor AIW belum diisi\./) }]);

    const content = await sitesContent();
    expect(content.version).toBe(1);
    expect(content.published.features).toHaveLength(4);
    expect(content.draft?.sampleData).toBe(SAMPLE.sampleData);
    expect(content.draft?.features.map((feature) => feature.id)).toEqual(SAMPLE.features.map((feature) => feature.id));
    expect(content.draft?.features[0]).toEqual({
      type: "Feature",
      // The id stays with a new name: it is the site page's address.
      id: "masjid-nurul-falah",
      geometry: { type: "Point", coordinates: [107.6135, -6.885] },
      properties: {
        name: "Masjid Nurul Falah Dago",
        address: "Jl. Ir. H. Juanda, Kelurahan Dago, Kecamatan Coblong, Kota Bandung",
        type: "Masjid",
        areaM2: 520,
        stage: "sertifikat-terbit",
        certified: true,
        kelurahan: "Dago",
      },
    });
    expect(content.draft?.features.slice(1)).toEqual(SAMPLE.features.slice(1));
    expect(await pending()).toEqual([
      { name: "sites", label: "Data tanah wakaf", changes: { summary: "1 lokasi diubah", lines: ["Diubah: Masjid Nurul Falah Dago (Nama, Luas (m²), Koordinat)"] } },
    ]);
    expect((await list()).draft).toBe(true);

    expect(registerAudit()).toEqual([
      {
        action: "register-situs-diubah",
        actor: "siti",
        detail: {
          lokasi: "masjid-nurul-falah",
          nama: "Masjid Nurul Falah Dago",
          diubah: "Nama, Luas (m²), Koordinat",
          Nama: "Masjid Nurul Falah → Masjid Nurul Falah Dago",
          "Luas (m²)": "500 → 520",
          Koordinat: "-6.8851, 107.6132 → -6.885, 107.6135",
        },
      },
    ]);

    // Saved unchanged: nothing written, nothing logged, the version stays.
    expect((await json<SiteAnswer>(await edit("masjid-nurul-falah", 1, saved.site))).version).toBe(1);
    expect(registerAudit()).toHaveLength(1);
    // Put back as published: no draft is left waiting.
    expect((await json<SiteAnswer>(await edit("masjid-nurul-falah", 1, before.site))).version).toBe(2);
    expect((await sitesContent()).draft).toBeNull();
    expect(await pending()).toEqual([]);
  });

  it("refuses a site the register's rules refuse, with the issues by field, and writes nothing", async () => {
    const { site } = await one("masjid-nurul-falah");
    const response = await edit("masjid-nurul-falah", 0, { ...site, name: " ", areaM2: "lima ratus", lat: null, lng: null, location: "https://maps.app.goo.gl/AbCdEf123" });
    const body = await json<{ error: { code: string; message: string; issues: { path: string; message: string }[] } }>(response, 400);
    expect(body.error.code).toBe("invalid_content");
    expect(body.error.issues.map((issue) => issue.path)).toEqual(["name", "areaM2", "location"]);
    expect(body.error.issues[2]?.message).toMatch(/^Tautan pendek Google Maps \(maps\.app\.goo\.gl\) tidak dapat dibaca tanpa internet\. Buka tautannya/);
    const far = await json<{ error: { issues: { path: string; message: string }[] } }>(await edit("masjid-nurul-falah", 0, { ...site, lat: -6.2, lng: 106.8 }), 400);
    expect(far.error.issues).toEqual([{ path: "lat", message: expect.stringMatching(/dari pusat kecamatan/) }]);
    // Another site's NIB is a duplicate, as in a workbook.
    await json(await edit("masjid-at-taqwa-sekeloa", 0, { ...(await one("masjid-at-taqwa-sekeloa")).site, nib: "10.01.02.03.00001" }));
    const twice = await json<{ error: { issues: { path: string; message: string }[] } }>(await edit("masjid-nurul-falah", 1, { ...site, nib: "10.01.02.03.00001" }), 400);
    expect(twice.error.issues).toEqual([{ path: "nib", message: expect.stringMatching(/^Lokasi ganda: NIB "10\.01\.02\.03\.00001" sama dengan lokasi "Masjid At-Taqwa Sekeloa"/) }]);
    expect((await sitesContent()).version).toBe(1);
    expect(registerAudit().map((entry) => entry.detail.lokasi)).toEqual(["masjid-at-taqwa-sekeloa"]);
  });

  it("refuses a change made from an older version (409 content_stale with who and when), before judging it", async () => {
    await json(await edit("masjid-nurul-falah", 0, { ...(await one("masjid-nurul-falah")).site, areaM2: 510 }, admin));
    t.clock.advance(MINUTE);
    const stale = await edit("majelis-taklim-al-hidayah", 0, { name: "" });
    const body = await json<{ error: Record<string, unknown> }>(stale, 409);
    expect(body.error).toEqual({
      code: "content_stale",
      message: expect.stringMatching(/^Data tanah wakaf sudah diubah oleh budi sejak formulir ini dibuka\. Isian Anda belum disimpan/),
      version: 1,
      updatedBy: "budi",
      updatedAt: new Date(t.clock.now - MINUTE).toISOString(),
    });
    expect((await add(0, newSite)).status).toBe(409);
    expect((await remove("majelis-taklim-al-hidayah", 0)).status).toBe(409);
    expect(await errorCode(await edit("majelis-taklim-al-hidayah", "1" as unknown as number, {}))).toBe("invalid_version");
    expect(await errorCode(await remove("majelis-taklim-al-hidayah", "x"))).toBe("invalid_version");
    // With the version it names now, a colleague's change to another site is kept alongside.
    const { site } = await one("majelis-taklim-al-hidayah");
    await json(await edit("majelis-taklim-al-hidayah", 1, { ...site, nazhir: "DKM Al-Hidayah" }));
    const draft = (await sitesContent()).draft!;
    expect(draft.features.map((feature) => [feature.properties.areaM2, feature.properties.nazhir])).toEqual([
      [510, undefined],
      [450, "DKM Al-Hidayah"],
      [300, undefined],
      [800, undefined],
    ]);
  });

  it("adds a site with an id made as the importer makes it, unique in the register", async () => {
    const added = await json<SiteAnswer>(await add(0, newSite), 201);
    expect(added).toMatchObject({ id: "mushola-al-amin", version: 1, site: { name: "Mushola Al-Amin", areaM2: 264, stage: "aiw-terbit", certified: false, lat: -6.8843, lng: 107.616 } });
    expect(added.warnings).toEqual([]);
    // The same name again, elsewhere: the kelurahan, then a number.
    const second = await json<SiteAnswer>(await add(1, { ...newSite, aiwNumber: "", location: "-6.8870, 107.6120" }), 201);
    expect(second.id).toBe("mushola-al-amin-sekeloa");
    const third = await json<SiteAnswer>(await add(2, { ...newSite, aiwNumber: "", location: "-6.8890, 107.6125" }), 201);
    expect(third.id).toBe("mushola-al-amin-sekeloa-2");
    expect(third.warnings?.map((warning) => warning.path)).toEqual(["aiwNumber"]);
    // The same parcel twice is refused like a duplicate row.
    const again = await json<{ error: { issues: { path: string }[] } }>(await add(3, newSite), 400);
    expect(again.error.issues.map((issue) => issue.path)).toEqual(["aiwNumber", "name"]);

    const draft = (await sitesContent()).draft!;
    expect(draft.features.map((feature) => feature.id)).toEqual([...SAMPLE.features.map((feature) => feature.id), "mushola-al-amin", "mushola-al-amin-sekeloa", "mushola-al-amin-sekeloa-2"]);
    expect((await one("mushola-al-amin")).site.aiwNumber).toBe("W.2/014/2021");
    expect(registerAudit()[0]).toEqual({
      action: "register-situs-ditambah",
      actor: "siti",
      detail: {
        lokasi: "mushola-al-amin",
        nama: "Mushola Al-Amin",
        Nama: "Mushola Al-Amin",
        Alamat: "Jl. Sekeloa Tengah No. 5",
        Kelurahan: "Sekeloa",
        Jenis: "Musala",
        "Luas (m²)": "264",
        "Status Sertifikat": "AIW terbit",
        "Nomor AIW": "W.2/014/2021",
        Koordinat: "-6.8843, 107.616",
      },
    });
  });

  it("removes a site from the draft register; the register keeps at least one", async () => {
    const removed = await json<{ version: number }>(await remove("masjid-at-taqwa-sekeloa", 0));
    expect(removed).toEqual({ version: 1 });
    expect((await sitesContent()).draft?.features.map((feature) => feature.id)).toEqual(["masjid-nurul-falah", "majelis-taklim-al-hidayah", "masjid-dan-madrasah-al-furqon"]);
    // Still published until Terbitkan: the site shows it, the list (the draft) does not.
    expect((await sitesContent()).published.features).toHaveLength(4);
    expect((await list()).total).toBe(3);
    expect(await errorCode(await remove("masjid-at-taqwa-sekeloa", 1))).toBe("site_not_found");
    expect(registerAudit()).toEqual([
      {
        action: "register-situs-dihapus",
        actor: "siti",
        detail: expect.objectContaining({ lokasi: "masjid-at-taqwa-sekeloa", nama: "Masjid At-Taqwa Sekeloa", Kelurahan: "Sekeloa", "Luas (m²)": "300" }),
      },
    ]);

    await json(await remove("masjid-nurul-falah", 1));
    await json(await remove("majelis-taklim-al-hidayah", 2));
    const last = await json<{ error: { code: string; issues: { path: string; message: string }[] } }>(await remove("masjid-dan-madrasah-al-furqon", 3), 400);
    expect(last.error).toMatchObject({ code: "invalid_content", issues: [{ path: "", message: "Harus ada paling sedikit satu lokasi." }] });
  });

  it("needs a session (401) and the CSRF token (403); staf and admin both may change a site", async () => {
    expect((await call(t, BASE)).status).toBe(401);
    expect((await call(t, `${BASE}/masjid-nurul-falah`)).status).toBe(401);
    expect((await call(t, BASE, { method: "POST", body: { version: 0, site: newSite }, cookie: staf.cookie })).status).toBe(403);
    expect((await call(t, `${BASE}/masjid-nurul-falah?version=0`, { method: "DELETE", cookie: staf.cookie })).status).toBe(403);
    expect((await add(0, newSite, admin)).status).toBe(201);
    expect((await remove("mushola-al-amin", 1, staf)).status).toBe(200);
  });
});
