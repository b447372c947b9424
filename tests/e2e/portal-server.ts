// A portal server of its own for the office console's browser tests: started exactly as an office starts
// it (`node scripts/start.mjs`, what `npm start` runs), on a fresh database and data folder, so that a
// publication switches only this server's site and the first-run setup link is really printed. The
// shared test server (playwright.config.ts) keeps serving the other specs' unchanged site.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/ports.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface PortalServer {
  baseURL: string;
  /** The one-time link `npm start` printed (no account yet), else undefined. */
  setupLink: string | undefined;
  /** Everything the server printed so far. */
  output(): string;
  dataDir: string;
  databasePath: string;
  stop(): Promise<void>;
}

export interface PortalServerOptions {
  /** Extra environment (e.g. WAKAF_SITES_FILE for a publication that must fail). */
  env?: Record<string, string>;
}

export async function startPortalServer({ env = {} }: PortalServerOptions = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "simpati-kantor-e2e-"));
  const databasePath = path.join(dataDir, "portal.db");
  const port = (await freePort()) as number;
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: databasePath, PORTAL_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString()));

  const baseURL = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal server did not start:\n${printed}`)), 60_000);
    const check = () => {
      // The setup link is printed right after the "listening" line, in the same write.
      if (printed.includes("berjalan di") && (printed.includes("/kantor/penyiapan#") || printed.includes("Masukan pengunjung disimpan"))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`portal server exited (${code}):\n${printed}`));
    });
  });
  // Give the setup message's own write a moment to arrive when it came in a separate chunk.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const setupLink = /(http:\/\/\S+\/kantor\/penyiapan#\S+)/.exec(printed)?.[1]?.replace(/^http:\/\/[^/]+/, baseURL);

  return {
    baseURL,
    setupLink,
    output: () => printed,
    dataDir,
    databasePath,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
