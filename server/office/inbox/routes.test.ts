import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOTE_MAX, type InboxCounts, type InboxItem, type InboxPage } from "../../../app/lib/office/inbox";
import { makeClientDir } from "../../feedback/test-helpers";
import { call, errorCode, makeOfficeApp, seedAccount, seedFeedback, signIn, START, type OfficeTestApp } from "../test-helpers";

let site: ReturnType<typeof makeClientDir>;
let t: OfficeTestApp;
let siti: { cookie: string; csrf: string };

const PASSWORD = "kunci-wakaf-2026";
const MINUTE = 60_000;
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString();

beforeAll(() => {
  site = makeClientDir();
});
afterAll(() => site.remove());
beforeEach(async () => {
  t = makeOfficeApp(site.dir);
  await seedAccount(t, "siti", PASSWORD, "staf");
  siti = await signIn(t, "siti", PASSWORD);
});
afterEach(() => t.close());

const list = async (query = "", who = siti) => {
  const response = await call(t, `/api/kantor/masukan${query}`, { cookie: who.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as InboxPage;
};
const ids = async (query = "") => (await list(query)).items.map((item) => item.id);
const patch = (id: string, body: unknown, who = siti) => call(t, `/api/kantor/masukan/${id}`, { method: "PATCH", body, cookie: who.cookie, csrf: who.csrf });
const patched = async (id: string, body: unknown, who = siti) => {
  const response = await patch(id, body, who);
  expect(response.status).toBe(200);
  return ((await response.json()) as { item: InboxItem }).item;
};
const triageRows = () => t.db.prepare("SELECT * FROM feedback_triage ORDER BY feedback_id").all();
const auditRows = (action: string) =>
  (t.db.prepare("SELECT actor, detail FROM office_audit WHERE action = ? ORDER BY id").all(action) as { actor: string; detail: string }[]).map((row) => ({
    actor: row.actor,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));

describe("GET /api/kantor/masukan", () => {
  it("lists newest received first (same millisecond: the later stored first), untouched messages as baru at version 0", async () => {
    const middle = seedFeedback(t, { receivedAt: at(10), submittedAt: "2026-12-01T02:09:00.000Z" });
    const oldest = seedFeedback(t, { receivedAt: at(1) });
    const newest = seedFeedback(t, { receivedAt: at(30) });
    const twin = seedFeedback(t, { receivedAt: at(10) });

    const page = await list();
    expect(page.items.map((item) => item.id)).toEqual([newest.id, twin.id, middle.id, oldest.id]);
    expect(page.items[2]).toEqual({
      id: middle.id,
      name: middle.name,
      email: middle.email,
      message: middle.message,
      submittedAt: "2026-12-01T02:09:00.000Z",
      receivedAt: at(10),
      status: "baru",
      reason: null,
      note: "",
      version: 0,
      updatedBy: null,
      updatedAt: null,
    });
    expect(page).toMatchObject({ total: 4, page: 1, perPage: 50, counts: { baru: 4, dibaca: 0, ditindaklanjuti: 0, selesai: 0, total: 4 } });
  });

  it("answers an empty inbox", async () => {
    expect(await list()).toEqual({ items: [], total: 0, page: 1, perPage: 50, counts: { baru: 0, dibaca: 0, ditindaklanjuti: 0, selesai: 0, total: 0 } });
  });

  it("filters by status, by reason and by no reason yet (alasan=tanpa); an empty parameter is no filter; counts stay over all", async () => {
    const [a, b, c, d] = [1, 2, 3, 4].map((minute) => seedFeedback(t, { receivedAt: at(minute) }));
    await patched(a!.id, { version: 0, status: "dibaca", reason: "kritik" });
    await patched(b!.id, { version: 0, status: "selesai", reason: "saran" });
    await patched(c!.id, { version: 0, status: "dibaca" });

    expect(await ids("?status=dibaca")).toEqual([c!.id, a!.id]);
    expect(await ids("?status=baru")).toEqual([d!.id]);
    expect(await ids("?status=ditindaklanjuti")).toEqual([]);
    expect(await ids("?alasan=saran")).toEqual([b!.id]);
    expect(await ids("?alasan=tanpa")).toEqual([d!.id, c!.id]);
    expect(await ids("?status=dibaca&alasan=kritik")).toEqual([a!.id]);
    expect(await ids("?status=dibaca&alasan=tanpa")).toEqual([c!.id]);
    expect(await ids("?status=&alasan=&q=")).toEqual([d!.id, c!.id, b!.id, a!.id]);

    const filtered = await list("?status=selesai");
    expect(filtered.total).toBe(1);
    expect(filtered.counts).toEqual({ baru: 1, dibaca: 2, ditindaklanjuti: 0, selesai: 1, total: 4 });
  });

  it("searches name, email, message and note, ignoring case beyond ASCII; % and _ are plain characters", async () => {
    const byName = seedFeedback(t, { receivedAt: at(1), name: "Élia Rahmawati", message: "Terima kasih." });
    const byEmail = seedFeedback(t, { receivedAt: at(2), email: "budi_santoso@contoh.id", message: "Salam." });
    const byMessage = seedFeedback(t, { receivedAt: at(3), message: "Diskon 100% untuk AKTA IKRAR WAKAF?" });
    const byNote = seedFeedback(t, { receivedAt: at(4), message: "Halo." });
    await patched(byNote.id, { version: 0, note: "Sudah dihubungi lewat TELEPON." });

    expect(await ids("?q=élia")).toEqual([byName.id]);
    expect(await ids("?q=ÉLIA")).toEqual([byName.id]);
    expect(await ids("?q=BUDI_SANTOSO")).toEqual([byEmail.id]);
    expect(await ids("?q=akta%20ikrar")).toEqual([byMessage.id]);
    expect(await ids("?q=telepon")).toEqual([byNote.id]);
    expect(await ids(`?q=${encodeURIComponent("  telepon  ")}`)).toEqual([byNote.id]);
    // LIKE would take these for wildcards and match everything.
    expect(await ids("?q=100%25")).toEqual([byMessage.id]);
    expect(await ids("?q=_")).toEqual([byEmail.id]);
    expect(await ids("?q=%25")).toEqual([byMessage.id]);
    expect(await ids("?q=tidak-ada-di-mana-pun")).toEqual([]);
    expect((await list("?q=telepon")).total).toBe(1);
  });

  it("pages with halaman and per (at most 200 a page); a bad number falls back to the default", async () => {
    const seeded = Array.from({ length: 205 }, (_, index) => seedFeedback(t, { receivedAt: at(index) }));
    const newestFirst = seeded.map((entry) => entry.id).reverse();

    const second = await list("?halaman=2&per=20");
    expect(second).toMatchObject({ total: 205, page: 2, perPage: 20 });
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(20, 40));

    const capped = await list("?per=1000");
    expect(capped.perPage).toBe(200);
    expect(capped.items).toHaveLength(200);
    const rest = await list("?per=1000&halaman=2");
    expect(rest.items.map((item) => item.id)).toEqual(newestFirst.slice(200));

    expect(await list("?halaman=99")).toMatchObject({ items: [], total: 205, page: 99 });
    for (const bad of ["?halaman=0&per=0", "?halaman=-3&per=-1", "?halaman=abc&per=xyz", "?halaman=&per="]) {
      const page = await list(bad);
      expect(page).toMatchObject({ page: 1, perPage: 50 });
      expect(page.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 50));
    }
  });

  it("refuses an unknown status or reason in the query (400)", async () => {
    for (const [query, code] of [["?status=hapus", "invalid_status"], ["?status=BARU", "invalid_status"], ["?alasan=lain", "invalid_reason"]] as const) {
      const response = await call(t, `/api/kantor/masukan${query}`, { cookie: siti.cookie });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(code);
    }
  });
});

describe("GET /api/kantor/masukan/ringkasan", () => {
  it("answers the counts of every status over all messages", async () => {
    const [a, b] = [1, 2, 3].map((minute) => seedFeedback(t, { receivedAt: at(minute) }));
    await patched(a!.id, { version: 0, status: "ditindaklanjuti" });
    await patched(b!.id, { version: 0, status: "selesai" });
    const response = await call(t, "/api/kantor/masukan/ringkasan", { cookie: siti.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counts: { baru: 1, dibaca: 0, ditindaklanjuti: 1, selesai: 1, total: 3 } satisfies InboxCounts });
  });
});

describe("PATCH /api/kantor/masukan/:id", () => {
  it("changes status, reason and note, each save one version on; a field left out stays; reason null clears it", async () => {
    const entry = seedFeedback(t, { receivedAt: at(0) });
    t.clock.advance(5 * MINUTE);
    const first = await patched(entry.id, { version: 0, status: "dibaca" });
    expect(first).toMatchObject({ id: entry.id, status: "dibaca", reason: null, note: "", version: 1, updatedBy: "siti", updatedAt: at(5) });
    expect(first.message).toBe(entry.message);

    const second = await patched(entry.id, { version: 1, reason: "pengaduan", note: "Diteruskan ke\nkepala KUA." });
    expect(second).toMatchObject({ status: "dibaca", reason: "pengaduan", note: "Diteruskan ke\nkepala KUA.", version: 2 });

    const third = await patched(entry.id, { version: 2, status: "selesai", reason: null, note: "" });
    expect(third).toMatchObject({ status: "selesai", reason: null, note: "", version: 3 });
    expect((await list()).items[0]).toEqual(third);
  });

  it("keeps the version and writes no audit entry when nothing changes", async () => {
    const entry = seedFeedback(t);
    await patched(entry.id, { version: 0, status: "dibaca", note: "Catatan." });
    const same = await patched(entry.id, { version: 1, status: "dibaca", note: "Catatan.", reason: null });
    expect(same.version).toBe(1);
    const nothing = await patched(entry.id, { version: 1 });
    expect(nothing.version).toBe(1);
    expect(auditRows("masukan-diubah")).toHaveLength(1);
    // Nothing to change on an untouched message: no triage row appears.
    const other = seedFeedback(t);
    expect((await patched(other.id, { version: 0, status: "baru" })).version).toBe(0);
    expect(triageRows()).toHaveLength(1);
  });

  it("refuses a change made from an old version (409 stale_edit) with the current item, and changes nothing", async () => {
    await seedAccount(t, "budi", PASSWORD, "admin");
    const budi = await signIn(t, "budi", PASSWORD);
    const entry = seedFeedback(t);
    const saved = await patched(entry.id, { version: 0, status: "ditindaklanjuti", reason: "pertanyaan", note: "Budi menelepon." }, budi);
    const before = triageRows();

    for (const version of [0, 2]) {
      const response = await patch(entry.id, { version, status: "selesai", note: "Punya Siti." });
      expect(response.status).toBe(409);
      const body = (await response.json()) as { error: { code: string; message: string }; item: InboxItem };
      expect(body.error.code).toBe("stale_edit");
      expect(body.error.message).toMatch(/diubah oleh petugas lain.*belum disimpan/);
      expect(body.item).toEqual(saved);
    }
    expect(triageRows()).toEqual(before);
    expect(auditRows("masukan-diubah").map((row) => row.actor)).toEqual(["budi"]);

    // From the current version, Siti's change goes through.
    expect(await patched(entry.id, { version: 1, status: "selesai" })).toMatchObject({ status: "selesai", version: 2, updatedBy: "siti" });
  });

  it("answers 404 for an unknown message", async () => {
    seedFeedback(t);
    for (const id of ["00000000-0000-4000-8000-999999999999", "bukan-id"]) {
      const response = await patch(id, { version: 0, status: "dibaca" });
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe("feedback_not_found");
    }
    expect(triageRows()).toEqual([]);
  });

  it("refuses unknown values (400) and changes nothing; a note of exactly NOTE_MAX characters is kept", async () => {
    const entry = seedFeedback(t);
    const cases: [unknown, string][] = [
      [{ version: 0, status: "dihapus" }, "invalid_status"],
      [{ version: 0, status: null }, "invalid_status"],
      [{ version: 0, status: ["dibaca"] }, "invalid_status"],
      [{ version: 0, reason: "tanpa" }, "invalid_reason"],
      [{ version: 0, reason: "Kritik" }, "invalid_reason"],
      [{ version: 0, reason: 3 }, "invalid_reason"],
      [{ version: 0, note: "x".repeat(NOTE_MAX + 1) }, "note_too_long"],
      [{ version: 0, note: 42 }, "note_too_long"],
      [{ version: 0, note: null }, "note_too_long"],
      [{ status: "dibaca" }, "invalid_version"],
      [{ version: -1, status: "dibaca" }, "invalid_version"],
      [{ version: "0", status: "dibaca" }, "invalid_version"],
      [{ version: 0.5, status: "dibaca" }, "invalid_version"],
    ];
    for (const [body, code] of cases) {
      const response = await patch(entry.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(response)).toBe(code);
    }
    expect(triageRows()).toEqual([]);

    const longest = await patched(entry.id, { version: 0, note: "é".repeat(NOTE_MAX) });
    expect(longest.note).toHaveLength(NOTE_MAX);
  });

  it("is refused without a session (401), without or with a wrong CSRF token (403) and from another origin (403)", async () => {
    const entry = seedFeedback(t);
    const body = { version: 0, status: "dibaca" };
    const path = `/api/kantor/masukan/${entry.id}`;

    const anonymous = await call(t, path, { method: "PATCH", body });
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe("not_signed_in");
    const noToken = await call(t, path, { method: "PATCH", body, cookie: siti.cookie });
    expect(noToken.status).toBe(403);
    expect(await errorCode(noToken)).toBe("csrf_invalid");
    expect((await call(t, path, { method: "PATCH", body, cookie: siti.cookie, csrf: `${siti.csrf}x` })).status).toBe(403);
    const elsewhere = await call(t, path, { method: "PATCH", body, cookie: siti.cookie, csrf: siti.csrf, origin: "https://jahat.example" });
    expect(elsewhere.status).toBe(403);
    expect(await errorCode(elsewhere)).toBe("cross_origin");
    expect(triageRows()).toEqual([]);
  });
});

describe("signed-in only", () => {
  it("answers 401 to every inbox read without a live session", async () => {
    seedFeedback(t);
    for (const path of ["", "/ringkasan", "/ekspor.csv", "/ekspor.xlsx", "?status=baru"]) {
      const response = await call(t, `/api/kantor/masukan${path}`);
      expect(response.status, path).toBe(401);
      expect(await errorCode(response)).toBe("not_signed_in");
      expect(await (await call(t, `/api/kantor/masukan${path}`, { cookie: "kantor_sesi=palsu" })).status).toBe(401);
    }
  });
});

describe("audit of changes", () => {
  it("records masukan-diubah with before → after of status and reason and only the note's length, never its text or the message", async () => {
    const entry = seedFeedback(t, { name: "Rahasia Pengunjung", email: "rahasia@contoh.id", message: "Pesan pribadi pengunjung." });
    await patched(entry.id, { version: 0, status: "dibaca" });
    await patched(entry.id, { version: 1, reason: "kritik", note: "Catatan internal petugas." });
    await patched(entry.id, { version: 2, reason: null, status: "selesai" });

    expect(auditRows("masukan-diubah")).toEqual([
      { actor: "siti", detail: { id: entry.id, status: "baru → dibaca" } },
      { actor: "siti", detail: { id: entry.id, alasan: "tanpa → kritik", catatan: "0 → 25 karakter" } },
      { actor: "siti", detail: { id: entry.id, status: "dibaca → selesai", alasan: "kritik → tanpa" } },
    ]);
    const everything = JSON.stringify(t.db.prepare("SELECT * FROM office_audit").all());
    for (const secret of ["Catatan internal", "Pesan pribadi", "Rahasia Pengunjung", "rahasia@contoh.id"]) expect(everything).not.toContain(secret);
  });
});
