import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT_FILES, CONTENT_NAMES, contentDir, contentFileLabel, contentSourcePath, readContentFile } from "./content-files";
import { OfficeSchema, PagesMetaSchema } from "./schema";
import { parseSites } from "./sites.server";

const shipped = (file: string) => JSON.parse(readFileSync(resolve("app/content/data", file), "utf8")) as Record<string, unknown>;

describe("the content file registry", () => {
  it("is what docs/office-console-contract.md names", () => {
    expect(CONTENT_NAMES).toEqual(["office", "pages", "news", "gallery", "sites"]);
    expect(CONTENT_FILES.office).toEqual({ file: "office.json", schema: OfficeSchema, label: "Profil kantor" });
    expect(CONTENT_FILES.pages).toEqual({ file: "pages.json", schema: PagesMetaSchema, label: "Teks halaman" });
    expect(CONTENT_FILES.sites).toMatchObject({ file: "sites.geojson", label: "Data tanah wakaf" });
  });

  it("ships files its schemas accept", () => {
    for (const name of CONTENT_NAMES) expect(CONTENT_FILES[name].schema.safeParse(readContentFile(name)).success).toBe(true);
  });
});

describe("the content folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "simpati-content-"));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is app/content/data unless WAKAF_CONTENT_DIR names another", () => {
    vi.stubEnv("WAKAF_CONTENT_DIR", "");
    expect(contentDir()).toBe(resolve("app/content/data"));
    expect(contentFileLabel("office")).toBe("app/content/data/office.json");
    vi.stubEnv("WAKAF_CONTENT_DIR", dir);
    expect(contentDir()).toBe(dir);
    expect(contentFileLabel("office")).toBe(join(dir, "office.json"));
  });

  it("reads the register from the folder when it holds one, else from the repository's register (WAKAF_SITES_FILE)", () => {
    vi.stubEnv("WAKAF_SITES_FILE", "");
    expect(contentSourcePath("sites", dir)).toBe(resolve("app/content/sites.geojson"));
    expect(contentFileLabel("sites", dir)).toBe("app/content/sites.geojson");
    expect(readContentFile("sites", dir)).toEqual(JSON.parse(readFileSync("app/content/sites.geojson", "utf8")));
    // Relative to the root given (the server passes its own project folder, whatever folder it started in).
    expect(contentSourcePath("sites", dir, "/srv/portal")).toBe("/srv/portal/app/content/sites.geojson");
    vi.stubEnv("WAKAF_SITES_FILE", join(dir, "lain.geojson"));
    expect(contentSourcePath("sites", dir)).toBe(join(dir, "lain.geojson"));
    writeFileSync(join(dir, "sites.geojson"), '{ "type": "FeatureCollection", "features": [] }');
    expect(contentSourcePath("sites", dir)).toBe(join(dir, "sites.geojson"));
    expect(readContentFile("sites", dir)).toEqual({ type: "FeatureCollection", features: [] });
    // The other files have no such fallback: a folder without them is incomplete.
    expect(contentSourcePath("office", dir)).toBe(join(dir, "office.json"));
  });

  it("validates the register with parseSites' own rules (types and stages of sites-register.ts included)", () => {
    const register = JSON.parse(readFileSync("app/content/sites.geojson", "utf8")) as { features: { properties: Record<string, unknown> }[] };
    expect(CONTENT_FILES.sites.schema.safeParse(register).success).toBe(true);
    const first = register.features[0]!;
    const wrongType = { ...register, features: [{ ...first, properties: { ...first.properties, type: "Gudang" } }] };
    const result = CONTENT_FILES.sites.schema.safeParse(wrongType);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["features", 0, "properties", "type"], message: expect.stringMatching(/^jenis harus salah satu dari: Masjid/) });
    expect(() => parseSites("x.geojson", JSON.stringify(wrongType))).toThrowError(/jenis harus salah satu dari/);
    expect(CONTENT_FILES.sites.schema.safeParse({ ...register, features: [] }).success).toBe(false);
  });

  it("names the file when it is missing or not JSON", () => {
    expect(() => readContentFile("office", dir)).toThrowError(`Konten tidak valid di ${join(dir, "office.json")}: berkas tidak ditemukan`);
    writeFileSync(join(dir, "pages.json"), '{ "beranda": ');
    expect(() => readContentFile("pages", dir)).toThrowError(/pages\.json: bukan JSON yang sah/);
  });

  it("is what the build's office details and page texts come from, with MAP_TILE_URL still applied", async () => {
    const office = shipped("office.json");
    writeFileSync(join(dir, "office.json"), JSON.stringify({ ...office, phone: { display: "(022) 765 4321", tel: "+62227654321" } }));
    writeFileSync(join(dir, "pages.json"), JSON.stringify(shipped("pages.json")));
    vi.stubEnv("WAKAF_CONTENT_DIR", dir);
    vi.stubEnv("MAP_TILE_URL", "http://127.0.0.1:9/{z}/{x}/{y}.png");
    vi.resetModules();
    const { getShell } = await import("./site.server");
    const shell = getShell();
    expect(shell.office.phone).toEqual({ display: "(022) 765 4321", tel: "+62227654321" });
    expect(shell.office.map.tileUrl).toBe("http://127.0.0.1:9/{z}/{x}/{y}.png");
    expect(shell.pages["kuis-wakaf"]?.title).toBe("Kuis");
  });

  it("fails the build naming the file and the field", async () => {
    const office = shipped("office.json");
    writeFileSync(join(dir, "office.json"), JSON.stringify({ ...office, phone: { display: "x", tel: "022-abc" } }));
    vi.stubEnv("WAKAF_CONTENT_DIR", dir);
    vi.resetModules();
    const { getOffice } = await import("./site.server");
    expect(() => getOffice()).toThrowError(
      `Konten tidak valid di ${join(dir, "office.json")}:\n  - field "phone" → field "tel": nomor telepon hanya boleh berisi angka, boleh diawali +`,
    );
  });
});
