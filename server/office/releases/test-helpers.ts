// Shared by the content and releases tests (not shipped): an app with publishing on a temporary data
// folder, a small fake registry (zod schemas like the build's, with their own Indonesian messages) and a
// fake builder that writes a stand-in site from the content it is given, can be held mid-build, or fails
// the way the real one does.
import Database from "better-sqlite3";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { createApp } from "../../app";
import { migrate } from "../../feedback/sqlite-store";
import { createAccountStore } from "../accounts";
import { createAuditLog } from "../audit";
import type { ContentRegistry, RegistryProvider } from "../content/registry";
import { createPasswordHasher } from "../password";
import { createSessionStore } from "../sessions";
import { seedAccount, signIn, START, TEST_SCRYPT, type OfficeTestApp } from "../test-helpers";
import type { Builder } from "./builder";

export const OFFICE_DEFAULT = {
  officeName: "KUA Kecamatan Coblong",
  phone: { display: "(022) 700 0000", tel: "+62227000000" },
  email: "kua.coblong@contoh.id",
};
export const PAGES_DEFAULT = {
  beranda: { title: "Beranda", banner: "Selamat datang" },
  "dasar-hukum": { title: "Dasar Hukum" },
};

export const fakeRegistry: ContentRegistry = {
  files: {
    office: {
      file: "office.json",
      label: "Profil kantor",
      schema: z.object({
        officeName: z.string().min(1, "nama kantor wajib diisi"),
        phone: z.object({
          display: z.string().min(1, "wajib diisi"),
          tel: z.string().regex(/^\+?[0-9]{6,15}$/, "nomor telepon hanya boleh berisi angka, boleh diawali +"),
        }),
        email: z.email("alamat email tidak valid"),
      }),
    },
    pages: {
      file: "pages.json",
      label: "Teks halaman",
      schema: z.record(z.string(), z.object({ title: z.string().min(1, "judul wajib diisi"), banner: z.string().optional() })),
    },
  },
  readDefault: (name) => structuredClone(name === "office" ? OFFICE_DEFAULT : PAGES_DEFAULT),
};

/** A stand-in page whose inline script differs per office name (so its CSP hash does too). */
export const sitePage = (officeName: string) => `<h1>${officeName}</h1><script>window.kantor = ${JSON.stringify(officeName)};</script>`;

/** A stand-in install build (build/client). */
export function makeInstallDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "simpati-install-"));
  writeFileSync(join(dir, "index.html"), sitePage("Situs bawaan"));
  writeFileSync(join(dir, "404.html"), "<h1>Halaman tidak ditemukan</h1>");
  return dir;
}

export interface FakeBuilder {
  builder: Builder;
  /** Content folders it was given, in order. */
  calls: string[];
  /** The next builds fail with a GAGAL line (or with no explanation at all). */
  failWith: string | null | undefined;
  /** Holds the next builds after their first step until the returned function is called. */
  hold(): () => void;
}

export function makeFakeBuilder(): FakeBuilder {
  let gate: Promise<void> | undefined;
  const fake: FakeBuilder = {
    calls: [],
    failWith: undefined,
    hold() {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
    builder: async (contentDir, outDir, onLine) => {
      fake.calls.push(contentDir);
      onLine("LANGKAH 1/3 Memeriksa data");
      const office = JSON.parse(readFileSync(join(contentDir, "office.json"), "utf8")) as { officeName: string };
      JSON.parse(readFileSync(join(contentDir, "pages.json"), "utf8"));
      await gate;
      onLine("LANGKAH 2/3 Membuat halaman");
      if (fake.failWith !== undefined) {
        onLine("Error: build-release: sites.json baris 12 tidak valid");
        if (fake.failWith !== null) onLine(`GAGAL ${fake.failWith}`);
        return { ok: false };
      }
      mkdirSync(join(outDir, "client"), { recursive: true });
      writeFileSync(join(outDir, "client", "index.html"), sitePage(office.officeName));
      writeFileSync(join(outDir, "client", "404.html"), "<h1>Halaman tidak ditemukan</h1>");
      onLine("LANGKAH 3/3 Memeriksa hasil");
      return { ok: true };
    },
  };
  return fake;
}

export interface PublishingTestApp extends OfficeTestApp {
  dataDir: string;
  installDir: string;
  fake: FakeBuilder;
}

export interface PublishingTestOptions {
  /** Reuse these (a restart); else fresh ones. */
  dataDir?: string;
  installDir?: string;
  db?: Database.Database;
  fake?: FakeBuilder;
  clock?: OfficeTestApp["clock"];
  /** The content files: the small fake registry unless given (the register's tests use the build's own). */
  registry?: RegistryProvider;
}

export function makePublishingApp(options: PublishingTestOptions = {}): PublishingTestApp {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "simpati-data-"));
  const installDir = options.installDir ?? makeInstallDir();
  const db = options.db ?? new Database(":memory:");
  if (!options.db) {
    db.pragma("foreign_keys = ON");
    migrate(db);
  }
  const clock = options.clock ?? {
    now: START,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const fake = options.fake ?? makeFakeBuilder();
  const hasher = createPasswordHasher(TEST_SCRYPT);
  const now = () => clock.now;
  const app = createApp({
    clientDir: installDir,
    rateLimit: false,
    office: { db, now, hasher },
    publishing: { dataDir, registry: options.registry ?? (async () => fakeRegistry), builder: fake.builder },
  });
  const deps = { accounts: createAccountStore(db), sessions: createSessionStore(db), audit: createAuditLog(db), hasher, now };
  return {
    app,
    db,
    clock,
    checks: () => 0,
    deps,
    dataDir,
    installDir,
    fake,
    close: () => {
      if (db.open) db.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(installDir, { recursive: true, force: true });
    },
  };
}

export const auditActions = (t: OfficeTestApp) =>
  (t.db.prepare("SELECT action, actor, detail FROM office_audit ORDER BY id").all() as { action: string; actor: string; detail: string }[]).map((row) => ({
    action: row.action,
    actor: row.actor,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));

/** The password of the two accounts publishingAppWithStaff signs in. */
export const STAFF_PASSWORD = "kunci-wakaf-2026";

export interface SignedIn {
  cookie: string;
  csrf: string;
}

/** A publishing app with the office's two roles signed in: "siti" (staf) and "budi" (admin). */
export async function publishingAppWithStaff(options: PublishingTestOptions = {}): Promise<{ t: PublishingTestApp; staf: SignedIn; admin: SignedIn }> {
  const t = makePublishingApp(options);
  await seedAccount(t, "siti", STAFF_PASSWORD, "staf");
  await seedAccount(t, "budi", STAFF_PASSWORD, "admin");
  return { t, staf: await signIn(t, "siti", STAFF_PASSWORD), admin: await signIn(t, "budi", STAFF_PASSWORD) };
}

/** Stops the app's publisher and closes its database (afterEach). */
export async function closePublishingApp(t: PublishingTestApp): Promise<void> {
  await t.app.close();
  t.close();
}
