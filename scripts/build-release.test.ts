import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { contentFieldLabel } from "../app/content/content-field-labels";
import { CONTENT_FILES } from "../app/content/content-files";
import { safeParseContent } from "../app/content/parse";
import { prerenderPaths } from "../app/content/routes-list";
import {
  STEPS,
  USAGE,
  dottedPath,
  expectedFiles,
  failureLine,
  issueSentence,
  parseReleaseArgs,
  stepLine,
} from "./build-release-lib.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = "/srv/portal";

describe("build-release arguments", () => {
  it("makes both folders absolute, relative ones from the working directory", () => {
    expect(parseReleaseArgs(["--content", "data/r1/content", "--out", "/var/r1"], { cwd: "/srv/portal", repoRoot })).toEqual({
      contentDir: "/srv/portal/data/r1/content",
      outDir: "/var/r1",
    });
  });

  it("refuses a missing or unknown argument with the usage", () => {
    expect(() => parseReleaseArgs(["--content", "c"], { cwd: "/", repoRoot })).toThrowError(USAGE);
    expect(() => parseReleaseArgs(["--content", "c", "--out", "o", "--fast"], { cwd: "/", repoRoot })).toThrowError(
      /^Argumen tidak sah .*Pemakaian:/,
    );
  });

  it("never lets a release overlap the repository's build/", () => {
    for (const out of ["/srv/portal/build", "/srv/portal/build/client", "/srv/portal", "/srv"]) {
      expect(() => parseReleaseArgs(["--content", "c", "--out", out], { cwd: "/", repoRoot })).toThrowError(/tidak boleh/);
    }
    expect(parseReleaseArgs(["--content", "c", "--out", "/srv/portal/data/releases/r1"], { cwd: "/", repoRoot }).outDir).toBe(
      "/srv/portal/data/releases/r1",
    );
    expect(parseReleaseArgs(["--content", "c", "--out", "/srv/portal/build-2"], { cwd: "/", repoRoot }).outDir).toBe("/srv/portal/build-2");
  });
});

describe("build-release lines", () => {
  it("numbers the steps as the console expects", () => {
    expect(STEPS.map((_, index) => stepLine(index))).toEqual([
      "LANGKAH 1/3 Memeriksa data",
      "LANGKAH 2/3 Membangun halaman",
      "LANGKAH 3/3 Memeriksa hasil",
    ]);
  });

  it("keeps a failure on one line", () => {
    expect(failureLine("Satu\n  dua.  ")).toBe("GAGAL Satu dua.");
  });

  it("says which file and which field failed, as staff call them, with the schema's own message", () => {
    const { schema, label } = CONTENT_FILES.office;
    const office = JSON.parse(readFileSync(join(root, "app/content/data/office.json"), "utf8"));
    const result = safeParseContent(schema, { ...office, phone: { ...office.phone, tel: "022-abc" } });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(dottedPath(issue.path)).toBe("phone.tel");
    expect(failureLine(issueSentence(label, issue, (path) => contentFieldLabel("office", path)))).toBe(
      "GAGAL Profil kantor: nomor telepon — nomor telepon hanya boleh berisi angka, boleh diawali +",
    );
  });

  it("names page texts by page and a list item by its position", () => {
    const sentence = (name: "office" | "pages", path: PropertyKey[]) =>
      issueSentence(CONTENT_FILES[name].label, { path, message: "tidak boleh kosong" }, (p) => contentFieldLabel(name, p));
    expect(sentence("pages", ["kuis-wakaf", "banner"])).toBe("Teks halaman: teks berjalan halaman Kuis — tidak boleh kosong");
    expect(sentence("pages", ["not-found", "homeLink"])).toBe(
      "Teks halaman: teks tautan ke Beranda halaman Halaman tidak ditemukan — tidak boleh kosong",
    );
    expect(sentence("office", ["socialLinks", 1, "url"])).toBe("Profil kantor: alamat media sosial ke-2 — tidak boleh kosong");
    expect(sentence("office", ["map", "center", 0])).toBe("Profil kantor: titik tengah peta ke-1 — tidak boleh kosong");
    expect(sentence("office", [])).toBe("Profil kantor: isi berkas — tidak boleh kosong");
  });

  it("names a register field by the workbook's column and the site by its position", () => {
    const sentence = (path: PropertyKey[]) =>
      issueSentence(CONTENT_FILES.sites.label, { path, message: "tidak boleh kosong" }, (p) => contentFieldLabel("sites", p));
    expect(sentence(["features", 3, "properties", "areaM2"])).toBe("Data tanah wakaf: Luas (m²) lokasi ke-4 — tidak boleh kosong");
    expect(sentence(["features", 0, "properties", "certified"])).toBe("Data tanah wakaf: Status Sertifikat lokasi ke-1 — tidak boleh kosong");
    expect(sentence(["features", 1, "geometry", "coordinates", 1])).toBe("Data tanah wakaf: Koordinat lokasi ke-2 — tidak boleh kosong");
    expect(sentence(["features"])).toBe("Data tanah wakaf: daftar lokasi — tidak boleh kosong");
    expect(sentence([])).toBe("Data tanah wakaf: isi berkas — tidak boleh kosong");
  });

  it("expects the home page, the not-found page, every page of the route list and the service worker", () => {
    const files = expectedFiles(prerenderPaths);
    expect(files).toEqual(expect.arrayContaining(["index.html", "404.html", "404/index.html", "kuis-wakaf/index.html", "sw.js"]));
    expect(files).toHaveLength(prerenderPaths.length + 2);
  });
});

/** Runs the real script; stdout is what the console's server reads. */
function buildRelease(contentDir: string, outDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/build-release.mjs", "--content", contentDir, "--out", outDir], { cwd: root });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Newest modification time under a folder (the repository's build/ must not change). */
function newestChange(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

describe("build-release, for real", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function releaseWithPhone(tel: string, display: string) {
    dir = mkdtempSync(join(tmpdir(), "simpati-release-"));
    const content = join(dir, "content");
    mkdirSync(content);
    cpSync(join(root, "app/content/data"), content, { recursive: true });
    const office = JSON.parse(readFileSync(join(content, "office.json"), "utf8"));
    writeFileSync(join(content, "office.json"), JSON.stringify({ ...office, phone: { display, tel } }, null, 2));
    return { content, out: join(dir, "release") };
  }

  it(
    "builds the site from another content folder into OUT/client, leaving build/ alone",
    async () => {
      const { content, out } = releaseWithPhone("+62227654321", "(022) 765 4321");
      const buildBefore = newestChange(join(root, "build"));
      const result = await buildRelease(content, out);
      expect(result.stdout.trim().split("\n"), result.stderr.slice(-3000)).toEqual([
        "LANGKAH 1/3 Memeriksa data",
        "LANGKAH 2/3 Membangun halaman",
        "LANGKAH 3/3 Memeriksa hasil",
      ]);
      expect(result.code).toBe(0);
      const home = readFileSync(join(out, "client", "index.html"), "utf8");
      expect(home).toContain("(022) 765 4321");
      expect(home).toContain("tel:+62227654321");
      expect(home).not.toContain("(022) 2500 123");
      expect(readdirSync(out).sort()).toEqual(["client"]);
      expect(newestChange(join(root, "build"))).toBe(buildBefore);
    },
    240_000,
  );

  it(
    "stops at step 1 on an invalid phone number, saying so in one sentence, and builds nothing",
    async () => {
      const { content, out } = releaseWithPhone("022-abc", "(022) abc");
      const result = await buildRelease(content, out);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe(
        "LANGKAH 1/3 Memeriksa data\nGAGAL Profil kantor: nomor telepon — nomor telepon hanya boleh berisi angka, boleh diawali +\n",
      );
      expect(existsSync(join(out, "client"))).toBe(false);
      expect(existsSync(out)).toBe(false);
    },
    60_000,
  );

  it(
    "checks the register the content folder holds (sites.geojson) instead of the repository's, and stops on it",
    async () => {
      const { content, out } = releaseWithPhone("+62227654321", "(022) 765 4321");
      const register = JSON.parse(readFileSync(join(root, "app/content/sites.geojson"), "utf8"));
      register.features[1].properties.type = "Gudang";
      writeFileSync(join(content, "sites.geojson"), JSON.stringify(register));
      const result = await buildRelease(content, out);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/^LANGKAH 1\/3 Memeriksa data\nGAGAL Data lokasi tanah wakaf tidak valid: .*item 2 .*jenis harus salah satu dari: Masjid/);
      expect(result.stderr).toContain(join(content, "sites.geojson"));
      writeFileSync(join(content, "sites.geojson"), '{ "type": "FeatureCollection", "features": [ { "type": ');
      const broken = await buildRelease(content, out);
      expect(broken.stdout).toBe("LANGKAH 1/3 Memeriksa data\nGAGAL Data lokasi tanah wakaf: berkas register rusak atau terpotong, tidak dapat dibaca.\n");
      expect(existsSync(out)).toBe(false);
    },
    60_000,
  );
});
