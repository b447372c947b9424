// `npm run bench:publish -- [--sites 5000]`: the time an office waits from "Terbitkan" to the live site
// (issue 34), measured through the office API of a real server (`node scripts/start.mjs`, a fresh
// database and data folder): the first admin from the setup link, then either a new phone number (the
// sample register) or a synthetic register of N sites uploaded as the office's workbook, kept as the
// draft, and published. Prints upload/report and publication times; the publication is timed from the
// POST to the moment the public page serves the new data. Needs a build (`npm run build`).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getOffice } from "../app/content/site.server";
import { getRegisterConfig } from "../app/content/sites.server";
import { freePort } from "./ports.mjs";
import { generateRegister } from "./sites/generate";
import { registerXlsx } from "./sites/workbook";

const { values } = parseArgs({ options: { sites: { type: "string" } } });
const siteCount = values.sites === undefined ? undefined : Number(values.sites);
if (siteCount !== undefined && (!Number.isInteger(siteCount) || siteCount < 1)) {
  console.error("Pemakaian: npm run bench:publish -- [--sites 5000]");
  process.exit(2);
}
const root = new URL("..", import.meta.url).pathname;
if (!existsSync(join(root, "build/client/index.html"))) {
  console.error("bench:publish: no build yet; run `npm run build` first.");
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "simpati-bench-publish-"));
const port = (await freePort()) as number;
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: join(dataDir, "portal.db"), PORTAL_DATA_DIR: dataDir },
  stdio: ["ignore", "pipe", "inherit"],
});
let printed = "";
server.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let cookie = "";
let csrf = "";
async function api(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { Origin: base, Cookie: cookie, "X-CSRF-Token": csrf, ...(init.headers as Record<string, string>) };
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`${base}/api/kantor${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  } catch (error) {
    throw new Error(`${init.method ?? "GET"} ${path}: ${(error as Error).message} (${String((error as Error).cause ?? "")})`);
  }
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) cookie = setCookie.split(";")[0]!;
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

try {
  for (let waited = 0; !printed.includes("/kantor/penyiapan#"); waited += 100) {
    if (waited > 60_000) throw new Error(`the server did not print its setup link:\n${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const token = /\/kantor\/penyiapan#(\S+)/.exec(printed)![1];
  const setup = await api("/penyiapan", { method: "POST", json: { token, username: "bench", displayName: "Bench", password: "bench-publish-2026" } });
  csrf = ((await setup.json()) as { csrfToken: string }).csrfToken;

  let liveMarker: string;
  let livePath: string;
  if (siteCount === undefined) {
    const office = (await (await api("/konten/office")).json()) as { published: Record<string, unknown>; version: number };
    await api("/konten/office", { method: "PUT", json: { version: office.version, data: { ...office.published, phone: { display: "(022) 7654 321", tel: "+62227654321" } } } });
    liveMarker = "(022) 7654 321";
    livePath = "/";
    console.log("bench:publish: the sample register, a new phone number in the office details");
  } else {
    const register = generateRegister(siteCount, getOffice().map.center, 1);
    const workbook = await registerXlsx(register.features, getRegisterConfig());
    const started = performance.now();
    const uploaded = await api("/register/unggah", { method: "POST", body: new Uint8Array(workbook), headers: { "Content-Type": "application/octet-stream", "X-Nama-Berkas": "register-bench.xlsx" } });
    const { upload } = (await uploaded.json()) as { upload: { id: string; accepted: boolean; counts: Record<string, number> } };
    const reported = performance.now() - started;
    if (!upload.accepted) throw new Error(`the synthetic register was refused: ${JSON.stringify(upload.counts)}`);
    const { version } = (await (await api("/register")).json()) as { version: number };
    await api(`/register/unggah/${upload.id}/simpan`, { method: "POST", json: { version } });
    // The map page lists a register this size in pages: the last site's own page is the proof.
    const last = register.features[siteCount - 1]!;
    liveMarker = last.properties.name as string;
    livePath = `/pemetaan-wakaf/${last.id}`;
    console.log(`bench:publish: ${siteCount} synthetic sites as a workbook of ${(workbook.length / 1024).toFixed(0)} KB`);
    console.log(`  upload → report (${upload.counts.rows} rows, ${upload.counts.new} new, ${upload.counts.gone} gone): ${seconds(reported)}`);
  }

  const started = performance.now();
  await api("/terbitan", { method: "POST" });
  for (;;) {
    const { job } = (await (await api("/terbitan")).json()) as { job: { state: string; message: string | null } };
    if (job.state === "gagal") throw new Error(`the publication failed: ${job.message}`);
    if (job.state === "berhasil") break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const done = performance.now() - started;
  const page = await (await fetch(`${base}${livePath}`)).text();
  if (!page.includes(liveMarker)) throw new Error(`${livePath} does not show the published data`);
  const live = performance.now() - started;
  console.log(`  "Terbitkan" → publication done: ${seconds(done)}; → ${livePath} serves the new data: ${seconds(live)}`);
} catch (error) {
  console.error(`bench:publish: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
