// The real server process, a burst of submissions, SIGKILL in the middle of it, a restart: every
// entry the server acknowledged (2xx) must be in the database exactly once.
import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { makeClientDir, makeTempDir, validEntry } from "./test-helpers";
import { freePort } from "../../scripts/ports.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WORKERS = 16;
const KILL_AFTER_ACKS = 200;


const children = new Set<ChildProcess>();

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", FEEDBACK_RATE_LIMIT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("berjalan di")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, signal) => resolve({ code, signal }));
  });

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

describe("durability of the real server", () => {
  it("keeps every acknowledged entry exactly once across a SIGKILL mid-burst and a restart", async () => {
    const site = makeClientDir();
    const temp = makeTempDir("simpati-durability-");
    const databasePath = join(temp.dir, "data", "feedback.db");
    try {
      const port = await freePort();
      const env = { PORT: String(port), DATABASE_PATH: databasePath, CLIENT_DIR: site.dir };
      const url = `http://127.0.0.1:${port}/api/feedback`;
      const post = (entry: unknown) =>
        fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(entry) });

      const first = await startServer(env);
      const started = performance.now();
      const acknowledged: Record<string, unknown>[] = [];
      const sent: Record<string, unknown>[] = [];
      let failures = 0;
      let killed = false;

      // Workers post one entry after another until the connection is refused after the kill.
      const worker = async () => {
        for (;;) {
          const entry = validEntry({ message: `Masukan nomor ${sent.length}` });
          sent.push(entry);
          try {
            const response = await post(entry);
            if (response.status === 201) acknowledged.push(entry);
            else throw new Error(`unexpected ${response.status}`);
          } catch (error) {
            if (!killed) throw error;
            failures += 1;
            return;
          }
          if (acknowledged.length >= KILL_AFTER_ACKS && !killed) {
            killed = true;
            first.kill("SIGKILL");
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      expect(await exited(first)).toEqual({ code: null, signal: "SIGKILL" });
      // The kill really happened mid-burst: requests were in flight and lost their answer.
      expect(failures).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

      const second = await startServer(env);
      // The restarted server already has every acknowledged entry: a resend is a duplicate (200).
      for (const entry of acknowledged) expect((await post(entry)).status).toBe(200);

      const db = new Database(databasePath, { readonly: true });
      const countOf = db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM feedback WHERE id = ?");
      for (const entry of acknowledged) expect(countOf.get(String(entry.id))!.n).toBe(1);
      const ids = db.prepare<[], { id: string }>("SELECT id FROM feedback").all().map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      const sentIds = new Set(sent.map((entry) => String(entry.id)));
      for (const id of ids) expect(sentIds.has(id)).toBe(true);
      db.close();
      console.log(
        `durability: ${sent.length} sent by ${WORKERS} workers, SIGKILL after ${acknowledged.length} acknowledged ` +
          `(${failures} requests in flight lost their answer), ${ids.length} rows after restart, every acknowledged id ` +
          `stored once; ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );

      // A real socket and a declared Content-Length over 16 KB: refused before the body is read.
      const big = await post(validEntry({ message: "M".repeat(20_000) }));
      expect(big.status).toBe(413);

      // A graceful stop closes the database: the WAL is folded back into the main file.
      second.kill("SIGTERM");
      expect(await exited(second)).toEqual({ code: 0, signal: null });
      expect(existsSync(`${databasePath}-wal`)).toBe(false);
    } finally {
      site.remove();
      temp.remove();
    }
  }, 90_000);
});
