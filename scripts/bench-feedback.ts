// `npm run bench:feedback`: sustained POST /api/feedback load on loopback against the real server
// (its own process, a throwaway database, the rate limit raised out of the way), then prints
// requests/s and p50/p99 latency. Goal on the 2-core reference machine: ≥ 500 req/s, p99 ≤ 50 ms.
// Options through the environment: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROOT = fileURLToPath(new URL("..", import.meta.url));


const temp = mkdtempSync(join(tmpdir(), "simpati-bench-"));
writeFileSync(join(temp, "404.html"), "<h1>404</h1>");
const databasePath = join(temp, "feedback.db");
const port = await freePort();

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: ROOT,
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_PATH: databasePath,
    CLIENT_DIR: temp,
    // Raised, not switched off, so the limiter's bookkeeping is part of what is measured.
    FEEDBACK_RATE_LIMIT: "1000000000",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("berjalan di")) resolve();
  });
  server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});

try {
  console.log(`POST /api/feedback selama ${seconds} detik, ${connections} koneksi, di 127.0.0.1:${port}…`);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/feedback`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        // A fresh id per request: every request is a real insert, not a cheap duplicate.
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            id: randomUUID(),
            name: "Pengunjung Uji Beban",
            email: "uji.beban@contoh.id",
            message: "Pesan uji beban untuk mengukur kecepatan penyimpanan masukan.",
            timestamp: new Date().toISOString(),
          }),
        }),
      },
    ],
  });

  const db = new Database(databasePath, { readonly: true });
  const stored = (db.prepare("SELECT count(*) AS n FROM feedback").get() as { n: number }).n;
  db.close();

  const ok = result.requests.average >= 500 && result.latency.p99 <= 50;
  console.log("");
  console.log(`permintaan/detik (rata-rata): ${result.requests.average.toFixed(0)}`);
  console.log(`latensi p50: ${result.latency.p50} ms`);
  console.log(`latensi p99: ${result.latency.p99} ms (maks ${result.latency.max} ms)`);
  console.log(`jawaban 2xx: ${result["2xx"]}, bukan 2xx: ${result.non2xx}, galat: ${result.errors}, timeout: ${result.timeouts}`);
  console.log(`baris tersimpan: ${stored}`);
  console.log(`target (≥ 500 req/s, p99 ≤ 50 ms): ${ok ? "tercapai" : "TIDAK tercapai"}`);
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(temp, { recursive: true, force: true });
}
