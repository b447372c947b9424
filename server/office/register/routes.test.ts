import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { OFFICE_SHEETS, officeWorkbook } from "../../../scripts/sites/fixtures/office-workbook";
import { readXlsxSheets } from "../../../scripts/sites/read-file";
import { buildRegistry } from "../content/registry";
import type { Job } from "../releases/publisher";
import { auditActions, closePublishingApp, makePublishingApp, publishingAppWithStaff, type PublishingTestApp } from "../releases/test-helpers";
import { call, errorCode, ORIGIN, seedAccount, signIn } from "../test-helpers";
import type { UploadReport } from "./report";
import { replacePart } from "./test-zip";

const PASSWORD = "kunci-wakaf-2026";
const MINUTE = 60_000;
const SAMPLE = JSON.parse(readFileSync("app/content/sites.geojson", "utf8")) as { features: { id: string }[] };
const SAMPLE_IDS = SAMPLE.features.map((feature) => feature.id);

let t: PublishingTestApp;
let staf: { cookie: string; csrf: string };
let admin: { cookie: string; csrf: string };

beforeEach(async () => {
  // The build's own registry: the repository's office details (map centre of Coblong) and sample register.
  ({ t, staf, admin } = await publishingAppWithStaff({ registry: buildRegistry }));
});
afterEach(() => closePublishingApp(t));

type Upload = UploadReport & { id: string; fileName: string };

/** The upload as the console sends it: the file's bytes as the body, its name encoded in X-Nama-Berkas. */
function send(bytes: Uint8Array, fileName: string, who: Partial<{ cookie: string; csrf: string }> = staf, type = "application/octet-stream") {
  const headers: Record<string, string> = { Host: new URL(ORIGIN).host, Origin: ORIGIN, "Content-Type": type, "X-Nama-Berkas": encodeURIComponent(fileName) };
  if (who.cookie) headers.Cookie = who.cookie;
  if (who.csrf) headers["X-CSRF-Token"] = who.csrf;
  return t.app.request(`${ORIGIN}/api/kantor/register/unggah`, { method: "POST", headers, body: new Uint8Array(bytes) });
}
async function uploaded(bytes: Uint8Array, fileName = "register kua.xlsx", who = staf): Promise<Upload> {
  const response = await send(bytes, fileName, who);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { upload: Upload }).upload;
}
const keep = (id: string, version: number, who = staf) => call(t, `/api/kantor/register/unggah/${id}/simpan`, { method: "POST", body: { version }, ...who });
const overview = async () => (await (await call(t, "/api/kantor/register", { cookie: staf.cookie })).json()) as Record<string, unknown>;
const download = async () => {
  const response = await call(t, "/api/kantor/register/unduh.xlsx", { cookie: staf.cookie });
  expect(response.status).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

// The office workbook with its six rows in error put right (as staff would, following the report):
// the short link replaced by numbers, the area written as a number, a known status word, and the
// far-away and duplicate parcels deleted.
type Rows = unknown[][];
const cellOf = (value: string | number) => (typeof value === "number" ? { value, type: Number } : { value, type: String });
const setCell = (rows: Rows, index: number, column: number, value: string | number): Rows =>
  rows.map((row, at) => (at === index ? row.map((cell, col) => (col === column ? cellOf(value) : cell)) : row));
async function fixedWorkbook(): Promise<Buffer> {
  const sheets: Record<string, Rows> = { ...(OFFICE_SHEETS as unknown as Record<string, Rows>) };
  sheets.Dago = setCell(sheets.Dago!, 8, 11, "-6.8870, 107.6150");
  sheets.Sekeloa = setCell(setCell(sheets.Sekeloa!, 9, 6, 300), 11, 7, "Sudah");
  sheets.Lebakgede = sheets.Lebakgede!.filter((_, index) => index < 5 || index > 7);
  const parts = Object.entries(sheets).map(([sheet, data]) => ({ sheet, data }));
  return writeXlsxFile(parts as unknown as Parameters<typeof writeXlsxFile>[0]).toBuffer();
}

describe("uploading the office's register workbook (/api/kantor/register/unggah)", () => {
  it("reports every row against the sample register: counts, issues with sheet, row and column, skipped sheets, changes and points", async () => {
    const workbook = await officeWorkbook();
    // Larger than the 8 KB JSON limit: the upload's own limit applies.
    expect(workbook.length).toBeGreaterThan(8 * 1024);
    const upload = await uploaded(workbook);
    expect(upload.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upload.fileName).toBe("register kua.xlsx");
    expect(upload.accepted).toBe(false);
    expect(upload.counts).toEqual({ rows: 24, new: 18, changed: 0, unchanged: 0, gone: SAMPLE_IDS.length, errors: 6, warnings: 7 });
    expect(upload.issues.filter((issue) => issue.severity === "error").map((issue) => [issue.sheet, issue.row, issue.column])).toEqual([
      ["Dago", 9, "Titik Lokasi"],
      ["Sekeloa", 10, "LUAS TANAH (M2)"],
      ["Sekeloa", 12, "STATUS"],
      ["Lebakgede", 6, "Koordinat"],
      ["Lebakgede", 7, "No AIW"],
      ["Lebakgede", 8, "Nama"],
    ]);
    // The importer's own words, what the cell said, and what to do.
    expect(upload.issues[0]!.message).toBe(
      'Tautan pendek Google Maps (maps.app.goo.gl) tidak dapat dibaca tanpa internet (tertulis "https://maps.app.goo.gl/AbCdEf123"). Buka tautannya, tekan lama titik lokasinya, lalu salin angka koordinat yang muncul (misalnya "-6.8851, 107.6132") ke sel ini menggantikan tautannya.',
    );
    expect(upload.issues[1]!.message).toMatch(/^Luas harus berupa angka lebih dari 0 \(tertulis "tiga ratus"\)\. Tulis luas dalam m²/);
    expect(upload.issues.filter((issue) => issue.severity === "warning")).toHaveLength(7);
    expect(upload.skippedSheets).toEqual([
      { sheet: "REKAP", reason: "ringkasan atau daftar rujukan, bukan daftar lokasi" },
      { sheet: "Referensi", reason: "ringkasan atau daftar rujukan, bukan daftar lokasi" },
    ]);
    expect(upload.changes.filter((change) => change.change === "hilang").map((change) => change.id)).toEqual(SAMPLE_IDS);
    expect(upload.changes.find((change) => change.id === "ponpes-darul-ulum")).toEqual({ id: "ponpes-darul-ulum", name: "Ponpes Darul Ulum", change: "baru", fields: [] });
    expect(upload.points.find((point) => point.id === "masjid-jami-al-ikhlas")).toEqual({ id: "masjid-jami-al-ikhlas", name: "Masjid Jami Al-Ikhlas", lat: -6.8851, lng: 107.6132, change: "baru" });
    // Sites without a point (not yet mapped) are counted, not drawn.
    expect(upload.points.length).toBeLessThan(18);
  });

  it("cannot keep an upload with errors: nothing of it is stored, and it can be discarded", async () => {
    const upload = await uploaded(await officeWorkbook());
    const refused = await keep(upload.id, 0);
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe("upload_refused");
    expect(await overview()).toMatchObject({ draft: null, version: 0 });
    const content = (await (await call(t, "/api/kantor/konten/sites", { cookie: staf.cookie })).json()) as { draft: unknown };
    expect(content.draft).toBeNull();
    expect(t.db.prepare("SELECT COUNT(*) AS n FROM content_draft").get()).toEqual({ n: 0 });
    expect((await call(t, `/api/kantor/register/unggah/${upload.id}`, { method: "DELETE", ...staf })).status).toBe(204);
    expect(await errorCode(await keep(upload.id, 0))).toBe("upload_expired");
  });

  it("keeps a fixed upload as the register's draft: /konten/sites shows it and /terbitan has it pending", async () => {
    const upload = await uploaded(await fixedWorkbook(), "register diperbaiki.xlsx");
    expect(upload.accepted).toBe(true);
    expect(upload.counts).toMatchObject({ rows: 21, new: 21, gone: SAMPLE_IDS.length, errors: 0 });
    expect(upload.issues.every((issue) => issue.severity === "warning")).toBe(true);

    const kept = await keep(upload.id, 0);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({ version: 1, count: 21 });

    const content = (await (await call(t, "/api/kantor/konten/sites", { cookie: staf.cookie })).json()) as {
      label: string;
      published: { features: unknown[] };
      draft: { type: string; name: string; features: { id: string }[] };
      version: number;
      updatedBy: string;
    };
    expect(content).toMatchObject({ label: "Data tanah wakaf", version: 1, updatedBy: "siti" });
    expect(content.published.features).toHaveLength(SAMPLE_IDS.length);
    expect(content.draft).toMatchObject({ type: "FeatureCollection", name: "Tanah wakaf Kecamatan Coblong" });
    expect(content.draft.features.map((feature) => feature.id)).toContain("mushola-al-amin");

    const releases = (await (await call(t, "/api/kantor/terbitan", { cookie: staf.cookie })).json()) as { pending: unknown[] };
    // The upload's comparison and the publication's preview say the same: 21 new sites, the sample's gone
    // (and with them the file's sample-data mark, which the importer does not write).
    expect(releases.pending).toEqual([
      {
        name: "sites",
        label: "Data tanah wakaf",
        changes: { summary: `21 lokasi baru, ${SAMPLE_IDS.length} lokasi dihapus, 1 isian lain diubah`, lines: expect.arrayContaining(["Baru: Mushola Al-Amin", "Dihapus: Masjid Nurul Falah"]) },
      },
    ]);
    expect(await overview()).toEqual({
      published: { count: SAMPLE_IDS.length, located: SAMPLE_IDS.length, updatedAt: null },
      draft: { count: 21, located: expect.any(Number), updatedBy: "siti", updatedAt: new Date(t.clock.now).toISOString() },
      version: 1,
    });
    // Kept once: the upload is gone from memory.
    expect(await errorCode(await keep(upload.id, 1))).toBe("upload_expired");

    const audit = auditActions(t).filter((entry) => entry.action.startsWith("register"));
    expect(audit).toEqual([
      {
        action: "register-diunggah",
        actor: "siti",
        detail: { berkas: "register diperbaiki.xlsx", diterima: true, baris: 21, baru: 21, berubah: 0, tetap: 0, hilang: SAMPLE_IDS.length, galat: 0, peringatan: upload.counts.warnings },
      },
      {
        action: "register-draf-disimpan",
        actor: "siti",
        detail: { berkas: "register diperbaiki.xlsx", lokasi: 21, baru: 21, berubah: 0, tetap: 0, hilang: SAMPLE_IDS.length, peringatan: upload.counts.warnings },
      },
    ]);
    // Never the file's content: no parcel's name reaches the log.
    expect(JSON.stringify(audit)).not.toMatch(/Masjid|Mushola|Ponpes/);
  });

  it("publishing carries the register: the builder's content folder holds sites.geojson beside the other files", async () => {
    const upload = await uploaded(await fixedWorkbook());
    await keep(upload.id, 0);
    const started = await call(t, "/api/kantor/terbitan", { method: "POST", ...admin });
    expect(started.status).toBe(202);
    const { job } = (await started.json()) as { job: Job };
    await t.app.publisher!.idle();
    const contentDir = t.fake.calls[0]!;
    expect(["office.json", "pages.json", "sites.geojson"].every((file) => existsSync(join(contentDir, file)))).toBe(true);
    const register = JSON.parse(readFileSync(join(contentDir, "sites.geojson"), "utf8")) as { features: { id: string }[] };
    expect(register.features).toHaveLength(21);
    expect(JSON.parse(readFileSync(join(contentDir, "office.json"), "utf8"))).toMatchObject({ subDistrict: "Coblong" });

    expect(await overview()).toEqual({
      published: { count: 21, located: expect.any(Number), updatedAt: new Date(t.clock.now).toISOString() },
      draft: null,
      version: 2,
    });
    const release = (await (await call(t, "/api/kantor/terbitan", { cookie: staf.cookie })).json()) as { live: { id: string; summary: string } };
    expect(release.live).toMatchObject({ id: job.id, summary: "Diperbarui: Data tanah wakaf" });

    // A later publication of something else carries the register along and keeps when it was published.
    const publishedAt = new Date(t.clock.now).toISOString();
    t.clock.advance(MINUTE);
    const office = (await (await call(t, "/api/kantor/konten/office", { cookie: staf.cookie })).json()) as { published: Record<string, unknown>; version: number };
    await call(t, "/api/kantor/konten/office", { method: "PUT", body: { version: office.version, data: { ...office.published, officeName: "KUA Coblong" } }, ...staf });
    expect((await call(t, "/api/kantor/terbitan", { method: "POST", ...admin })).status).toBe(202);
    await t.app.publisher!.idle();
    expect(JSON.parse(readFileSync(join(t.fake.calls[1]!, "sites.geojson"), "utf8")).features).toHaveLength(21);
    expect(await overview()).toMatchObject({ published: { count: 21, updatedAt: publishedAt } });
  });

  it("gives the current register as the office's workbook, which imports back unchanged", async () => {
    const { response, bytes } = await download();
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="register-tanah-wakaf-2026-12-01.xlsx"');
    expect((await readXlsxSheets(bytes))[0]!.rows[0]).toContain("ID");
    const again = await uploaded(bytes, "register-tanah-wakaf-2026-12-01.xlsx");
    expect(again.accepted).toBe(true);
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: SAMPLE_IDS.length, gone: 0, errors: 0 });
    expect(again.changes).toEqual([]);

    // The draft, once there is one, and unfinished sites (no point, no area) included.
    await keep((await uploaded(await fixedWorkbook())).id, 0);
    const draft = await download();
    const back = await uploaded(draft.bytes);
    expect(back.accepted).toBe(true);
    expect(back.counts).toMatchObject({ rows: 21, new: 0, changed: 0, unchanged: 21, gone: 0 });
  });

  it("reads a CSV (semicolons, as Indonesian Excel saves it) and names changed fields by the workbook's headers", async () => {
    const csv = [
      "ID;Nama;Alamat;Jenis;Luas (m²);Status Sertifikat;Koordinat",
      "masjid-nurul-falah;Masjid Nurul Falah;Jl. Ir. H. Juanda, Kelurahan Dago, Kecamatan Coblong, Kota Bandung;Masjid;520;Sertifikat terbit;-6.8851, 107.6132",
    ].join("\r\n");
    const upload = await uploaded(new TextEncoder().encode(csv), "data.csv");
    expect(upload.counts).toMatchObject({ rows: 1, changed: 1, gone: SAMPLE_IDS.length - 1 });
    expect(upload.changes[0]).toEqual({ id: "masjid-nurul-falah", name: "Masjid Nurul Falah", change: "berubah", fields: ["Kelurahan", "Luas (m²)"] });
  });
});

describe("what an upload may be", () => {
  it("refuses what is not a workbook or a CSV, told by its content (415)", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    for (const [bytes, name] of [
      [png, "register.xlsx"],
      [Buffer.from("Nama;Alamat\n\u0000\u0000Masjid;Jl. Contoh\n"), "register.csv"],
      [Buffer.alloc(0), "kosong.csv"],
    ] as const) {
      const response = await send(bytes, name);
      expect(response.status, name).toBe(415);
      expect(await errorCode(response)).toBe("upload_not_workbook");
    }
    const xls = await send(Buffer.from("d0cf11e0a1b11ae1000000000000000000", "hex"), "lama.xls");
    expect(xls.status).toBe(415);
    expect(((await xls.json()) as { error: { message: string } }).error.message).toMatch(/Excel lama \(\.xls\).*Simpan Sebagai/);
    // A ZIP that is no workbook (a cut-off one here) is refused the same way, in words.
    const cut = await send((await officeWorkbook()).subarray(0, 3000), "rusak.xlsx");
    expect(cut.status).toBe(415);
    expect(((await cut.json()) as { error: { message: string } }).error.message).toMatch(/^Berkas ini tidak dapat dibaca sebagai buku kerja Excel/);
    const refusals = auditActions(t).filter((entry) => entry.action === "register-diunggah");
    expect(refusals.at(-1)).toEqual({ action: "register-diunggah", actor: "siti", detail: { berkas: "rusak.xlsx", diterima: false, ditolak: "upload_not_workbook" } });
  });

  it("refuses more than 5 MB (413), and keeps the 8 KB limit for JSON bodies", async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, "Masjid;");
    const response = await send(big, "besar.csv");
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe("upload_too_large");
    const json = await call(t, "/api/kantor/register/unggah/x/simpan", { method: "POST", body: { version: 0, pad: "x".repeat(9000) }, ...staf });
    expect(json.status).toBe(413);
    expect(await errorCode(json)).toBe("payload_too_large");
  });

  it("refuses a workbook whose sheet inflates past the limit (a zip bomb), before reading it", async () => {
    const padding = " ".repeat(80 * 1024 * 1024);
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${padding}</sheetData></worksheet>`;
    const bomb = replacePart(await officeWorkbook(), "xl/worksheets/sheet2.xml", sheet);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const response = await send(bomb, "bom.xlsx");
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: "upload_too_large", message: expect.stringMatching(/^Isi buku kerja ini terlalu besar untuk dibaca: lebih dari 64 MB setelah dibuka\./) });
    const cells = replacePart(await officeWorkbook(), "xl/worksheets/sheet2.xml", sheet.replace(padding, '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>'));
    const far = await send(cells, "jauh.xlsx");
    expect(far.status).toBe(413);
    expect(((await far.json()) as { error: { message: string } }).error.message).toMatch(/lebih jauh dari baris 20\.000/);
  });

  it("needs a session (401) and the CSRF token (403); staf and admin both may upload", async () => {
    const workbook = await officeWorkbook();
    expect((await send(workbook, "a.xlsx", {})).status).toBe(401);
    expect((await send(workbook, "a.xlsx", { cookie: staf.cookie })).status).toBe(403);
    expect((await call(t, "/api/kantor/register")).status).toBe(401);
    expect((await call(t, "/api/kantor/register/unduh.xlsx")).status).toBe(401);
    expect((await send(workbook, "a.xlsx", admin)).status).toBe(200);
    expect((await send(workbook, "a.xlsx", staf)).status).toBe(200);
    expect((await call(t, "/api/kantor/register/unggah/x/simpan", { method: "POST", body: { version: 0 }, cookie: staf.cookie })).status).toBe(403);
  });

  it("keeps uploads for 30 minutes, the newest 3 per account, each account its own", async () => {
    const workbook = await fixedWorkbook();
    const first = await uploaded(workbook);
    const theirs = await uploaded(workbook, "lain.xlsx", admin);
    expect(await errorCode(await keep(theirs.id, 0))).toBe("upload_expired");
    for (let n = 0; n < 3; n++) await uploaded(workbook);
    expect(await errorCode(await keep(first.id, 0))).toBe("upload_expired");
    expect((await keep(theirs.id, 0, admin)).status).toBe(200);
    const latest = await uploaded(workbook);
    t.clock.advance(31 * MINUTE);
    // The session has ended by then too: signed in again, the upload is gone all the same.
    staf = await signIn(t, "siti", PASSWORD);
    expect(await errorCode(await keep(latest.id, 1))).toBe("upload_expired");
  });

  it("refuses a save made from an older version of the register's draft (409 content_stale)", async () => {
    const mine = await uploaded(await fixedWorkbook());
    // A colleague keeps the register downloaded as it is: without the sample-data mark the importer never
    // writes, so it is a draft of its own (the site would stop saying its data are examples).
    const theirs = await uploaded((await download()).bytes, "contoh.xlsx", admin);
    expect(theirs.counts).toMatchObject({ unchanged: SAMPLE_IDS.length, new: 0, changed: 0, gone: 0 });
    expect(await (await keep(theirs.id, 0, admin)).json()).toEqual({ version: 1, count: SAMPLE_IDS.length });
    const stale = await keep(mine.id, 0);
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ code: "content_stale", version: 1, updatedBy: "budi", message: expect.stringMatching(/^Data tanah wakaf sudah diubah oleh budi/) });
    // Compared with the register before the colleague's draft: naming the new version does not make it current.
    expect((await keep(mine.id, 1)).status).toBe(409);
    expect((await keep(mine.id, "1" as unknown as number)).status).toBe(400);
    // Uploaded again, it compares with the colleague's draft and can be kept.
    const again = await uploaded(await fixedWorkbook());
    expect(again.counts).toMatchObject({ new: 21, gone: SAMPLE_IDS.length });
    expect(await (await keep(again.id, 1)).json()).toEqual({ version: 2, count: 21 });
  });

  it("keeping what is already the draft changes nothing", async () => {
    const workbook = await fixedWorkbook();
    await keep((await uploaded(workbook)).id, 0);
    const same = await uploaded(workbook);
    expect(same.counts).toMatchObject({ unchanged: 21, new: 0, changed: 0, gone: 0 });
    expect(await (await keep(same.id, 1)).json()).toEqual({ version: 1, count: 21 });
    expect(auditActions(t).filter((entry) => entry.action === "register-draf-disimpan")).toHaveLength(1);
  });
});

describe("a damaged repository register", () => {
  it("is left out of a publication's content folder, so that the build itself says what is wrong with it", async () => {
    const real = await buildRegistry();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const damaged = makePublishingApp({
      registry: async () => ({
        files: real.files,
        readDefault: (name) => {
          if (name === "sites") throw new Error("Konten tidak valid di sites.geojson: bukan JSON yang sah");
          return real.readDefault(name);
        },
      }),
    });
    try {
      await seedAccount(damaged, "budi", PASSWORD, "admin");
      const who = await signIn(damaged, "budi", PASSWORD);
      const office = (await (await call(damaged, "/api/kantor/konten/office", { cookie: who.cookie })).json()) as { published: Record<string, unknown> };
      await call(damaged, "/api/kantor/konten/office", { method: "PUT", body: { version: 0, data: { ...office.published, officeName: "KUA Coblong" } }, ...who });
      expect((await call(damaged, "/api/kantor/terbitan", { method: "POST", ...who })).status).toBe(202);
      await damaged.app.publisher!.idle();
      const contentDir = damaged.fake.calls[0]!;
      expect(existsSync(join(contentDir, "office.json"))).toBe(true);
      expect(existsSync(join(contentDir, "sites.geojson"))).toBe(false);
      expect(logged).toHaveBeenCalledWith("Publication: sites left out of the snapshot:", expect.any(Error));
    } finally {
      logged.mockRestore();
      await damaged.app.close();
      damaged.close();
    }
  });
});
