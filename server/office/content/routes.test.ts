import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeClientDir } from "../../feedback/test-helpers";
import { auditActions, closePublishingApp, publishingAppWithStaff, OFFICE_DEFAULT, type PublishingTestApp } from "../releases/test-helpers";
import { call, errorCode, makeOfficeApp, seedAccount, signIn } from "../test-helpers";
import { buildRegistry } from "./registry";
import { contentIssues } from "./routes";

const PASSWORD = "kunci-wakaf-2026";
let t: PublishingTestApp;
let staf: { cookie: string; csrf: string };
let admin: { cookie: string; csrf: string };

beforeEach(async () => {
  ({ t, staf, admin } = await publishingAppWithStaff());
});
afterEach(() => closePublishingApp(t));

interface ContentState {
  name: string;
  published: Record<string, unknown>;
  draft: Record<string, unknown> | null;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

const get = async (name: string, who = staf) => {
  const response = await call(t, `/api/kantor/konten/${name}`, { cookie: who.cookie });
  return { status: response.status, body: (await response.json()) as ContentState };
};
const put = (name: string, body: unknown, who = staf) => call(t, `/api/kantor/konten/${name}`, { method: "PUT", body, ...who });
const discard = (name: string, version: number | string, who = staf) => call(t, `/api/kantor/konten/${name}/draf?version=${version}`, { method: "DELETE", ...who });
const edited = (changes: Partial<typeof OFFICE_DEFAULT>) => ({ ...structuredClone(OFFICE_DEFAULT), ...changes });

describe("content drafts (/api/kantor/konten)", () => {
  it("answers the published data and no draft at first, and 404 for an unknown file", async () => {
    const { status, body } = await get("office");
    expect(status).toBe(200);
    expect(body).toEqual({ name: "office", label: "Profil kantor", published: OFFICE_DEFAULT, draft: null, version: 0, updatedBy: null, updatedAt: null });
    for (const name of ["tidak-ada", "__proto__", "constructor"]) {
      const response = await call(t, `/api/kantor/konten/${name}`, { cookie: staf.cookie });
      expect(response.status, name).toBe(404);
      expect(await errorCode(response)).toBe("content_not_found");
    }
    expect((await call(t, "/api/kantor/konten/office")).status).toBe(401);
  });

  it("saves a draft (staf may), bumps its version at each save, and audits the changed fields", async () => {
    const first = await put("office", { version: 0, data: edited({ officeName: "KUA Coblong Baru" }) });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as ContentState;
    expect(saved).toMatchObject({ draft: { officeName: "KUA Coblong Baru" }, version: 1, updatedBy: "siti", updatedAt: new Date(t.clock.now).toISOString() });
    expect(saved.published).toEqual(OFFICE_DEFAULT);

    t.clock.advance(60_000);
    const second = await put("office", { version: 1, data: { ...saved.draft, phone: { display: "(022) 1", tel: "+622212" } } }, admin);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ version: 2, updatedBy: "budi", draft: { officeName: "KUA Coblong Baru", phone: { tel: "+622212" } } });
    expect((await get("office")).body.version).toBe(2);

    const changes = auditActions(t).filter((entry) => entry.action === "konten-diubah");
    expect(changes).toEqual([
      { action: "konten-diubah", actor: "siti", detail: { konten: "office", diubah: "officeName", officeName: "KUA Kecamatan Coblong → KUA Coblong Baru" } },
      {
        action: "konten-diubah",
        actor: "budi",
        detail: { konten: "office", diubah: "phone.display, phone.tel", "phone.display": "(022) 700 0000 → (022) 1", "phone.tel": "+62227000000 → +622212" },
      },
    ]);
  });

  it("cuts long values short in the audit log", async () => {
    await put("office", { version: 0, data: edited({ officeName: `KUA ${"sangat panjang ".repeat(20)}` }) });
    const detail = auditActions(t).at(-1)!.detail;
    expect(String(detail.officeName).length).toBeLessThan(130);
    expect(String(detail.officeName)).toMatch(/…$/);
  });

  it("refuses a save made from an older version, says who changed it, and changes nothing", async () => {
    await put("office", { version: 0, data: edited({ officeName: "Versi Siti" }) });
    const before = auditActions(t).length;
    const stale = await put("office", { version: 0, data: edited({ officeName: "Versi Budi" }) }, admin);
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: Record<string, unknown> };
    expect(body.error).toEqual({
      code: "content_stale",
      message: expect.stringMatching(/^Data ini sudah diubah oleh siti sejak Anda membukanya\. Isian Anda belum disimpan dan masih ada di formulir/),
      version: 1,
      updatedBy: "siti",
      updatedAt: new Date(t.clock.now).toISOString(),
    });
    const { body: now } = await get("office");
    expect(now).toMatchObject({ version: 1, draft: { officeName: "Versi Siti" }, updatedBy: "siti" });
    expect(auditActions(t)).toHaveLength(before);
    // A version ahead of the draft is as stale as one behind it.
    expect((await put("office", { version: 7, data: edited({}) })).status).toBe(409);
  });

  it("refuses invalid content with each field's path and the schema's own Indonesian message, and stores nothing", async () => {
    const response = await put("office", { version: 0, data: { officeName: "", phone: { display: "x", tel: "nol-dua-dua" }, email: "bukan-email" } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("invalid_content");
    expect(body.error.message).toMatch(/^Ada isian yang belum benar/);
    expect(body.error.issues).toEqual([
      { path: "officeName", message: "nama kantor wajib diisi" },
      { path: "phone.tel", message: "nomor telepon hanya boleh berisi angka, boleh diawali +" },
      { path: "email", message: "alamat email tidak valid" },
    ]);
    // Checks with no message of their own are explained in the build's own Indonesian words (content-messages.ts).
    const wrongType = await put("office", { version: 0, data: { ...OFFICE_DEFAULT, phone: 12 } });
    const issues = ((await wrongType.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;
    expect(issues).toEqual([{ path: "phone", message: "harus berupa kumpulan isian" }]);
    const badVersion = await put("office", { version: "1", data: OFFICE_DEFAULT });
    expect(badVersion.status).toBe(400);
    expect((await get("office")).body).toMatchObject({ draft: null, version: 0 });
    expect(auditActions(t).filter((entry) => entry.action.startsWith("konten"))).toEqual([]);
  });

  it("discards a draft at its version, refuses an old version, and audits it", async () => {
    await put("office", { version: 0, data: edited({ officeName: "Sementara" }) });
    const stale = await discard("office", 0);
    expect(stale.status).toBe(409);
    expect(await errorCode(stale)).toBe("content_stale");
    expect((await get("office")).body.version).toBe(1);

    const response = await discard("office", 1);
    expect(response.status).toBe(200);
    // The draft ends but its version count goes on: a form still open at version 1 is stale now.
    expect(await response.json()).toMatchObject({ draft: null, version: 2, published: OFFICE_DEFAULT });
    expect(auditActions(t).at(-1)).toMatchObject({ action: "konten-draf-dibuang", actor: "siti", detail: { konten: "office", versi: 1 } });
    expect(await errorCode(await put("office", { version: 1, data: edited({ officeName: "Basi" }) }))).toBe("content_stale");
    // Nothing left to discard: fine, and not audited again.
    expect((await discard("office", 2)).status).toBe(200);
    expect(auditActions(t).filter((entry) => entry.action === "konten-draf-dibuang")).toHaveLength(1);
    expect((await discard("office", "")).status).toBe(400);
  });

  it("removes a draft saved back to what is published", async () => {
    await put("office", { version: 0, data: edited({ officeName: "Sementara" }) });
    const back = await put("office", { version: 1, data: edited({}) });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ draft: null, version: 2 });
    // The same data again changes nothing and writes nothing to the log.
    const before = auditActions(t).length;
    expect(await (await put("office", { version: 2, data: edited({}) })).json()).toMatchObject({ draft: null, version: 2 });
    expect(auditActions(t)).toHaveLength(before);
  });

  it("needs the CSRF token to save", async () => {
    const response = await call(t, "/api/kantor/konten/office", { method: "PUT", body: { version: 0, data: OFFICE_DEFAULT }, cookie: staf.cookie });
    expect(response.status).toBe(403);
  });
});

describe("without publishing configured", () => {
  it("has no /konten nor /terbitan", async () => {
    const site = makeClientDir();
    const plain = makeOfficeApp(site.dir);
    try {
      await seedAccount(plain, "siti", PASSWORD, "admin");
      const { cookie } = await signIn(plain, "siti", PASSWORD);
      for (const path of ["/api/kantor/konten/office", "/api/kantor/terbitan"]) {
        const response = await call(plain, path, { cookie });
        expect(response.status, path).toBe(404);
        expect(await errorCode(response)).toBe("not_found");
      }
    } finally {
      plain.close();
      site.remove();
    }
  });
});

describe("the build's own registry (app/content/content-files.ts)", () => {
  it("offers the repository's data as defaults, which its schemas accept, and names a bad field in Indonesian", async () => {
    const registry = await buildRegistry();
    expect(Object.keys(registry.files).sort()).toEqual(["gallery", "news", "office", "pages", "sites"]);
    for (const [name, file] of Object.entries(registry.files)) expect(contentIssues(file, registry.readDefault(name)), name).toEqual([]);
    const office = registry.readDefault("office") as { phone: Record<string, string> };
    const issues = contentIssues(registry.files.office!, { ...office, phone: { ...office.phone, tel: "nol dua dua" } });
    expect(issues).toEqual([{ path: "phone.tel", message: expect.stringMatching(/^nomor telepon/) }]);
  });
});
