// Building a release's public site: `node scripts/build-release.mjs --content DIR --out DIR`, which
// prints `LANGKAH <n>/<total> <label>` before each step and `GAGAL <sentence>` when it fails (exit 1).
// The publisher only sees the `Builder` function, so tests give a fake one.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { PROJECT_DIR } from "./data-dir";

export interface BuildResult {
  ok: boolean;
  /** A plain Indonesian sentence when the builder itself knows why it failed (timeout, stopped). */
  message?: string;
}

/** Builds the site of `contentDir` into `outDir`/client, reporting each output line as it comes. */
export type Builder = (contentDir: string, outDir: string, onLine: (line: string) => void, signal?: AbortSignal) => Promise<BuildResult>;

export type BuildLine =
  | { kind: "step"; index: number; total: number; label: string }
  | { kind: "failure"; message: string }
  | { kind: "other"; text: string };

const STEP = /^LANGKAH (\d+)\/(\d+) (.+)$/;
const FAILURE = /^GAGAL (.+)$/;

export function parseBuildLine(line: string): BuildLine {
  const text = line.trimEnd();
  const step = STEP.exec(text);
  if (step) {
    const index = Number(step[1]);
    const total = Number(step[2]);
    if (index >= 1 && index <= total && total <= 100) return { kind: "step", index, total, label: step[3]!.trim() };
  }
  const failure = FAILURE.exec(text);
  if (failure) return { kind: "failure", message: failure[1]!.trim() };
  return { kind: "other", text };
}

/** A build that takes longer is stuck (a real one takes a few minutes): it is stopped and reported. */
export const BUILD_TIMEOUT_MS = 15 * 60_000;

export interface ScriptBuilderOptions {
  script?: string;
  timeoutMs?: number;
}

/** The real builder: the build script in a child process of its own (its own process group on Linux and macOS). */
export function scriptBuilder({ script = join(PROJECT_DIR, "scripts", "build-release.mjs"), timeoutMs = BUILD_TIMEOUT_MS }: ScriptBuilderOptions = {}): Builder {
  return (contentDir, outDir, onLine, signal) =>
    new Promise((resolve) => {
      // A group of its own, so that stopping it also stops what it started (the bundler's workers).
      const group = process.platform !== "win32";
      const child = spawn(process.execPath, [script, "--content", contentDir, "--out", outDir], {
        cwd: PROJECT_DIR,
        env: process.env,
        stdio: ["ignore", "pipe", "pipe"],
        detached: group,
      });
      let stopped: string | undefined;
      const stop = (message: string) => {
        if (stopped || child.exitCode !== null || child.pid === undefined) return;
        stopped = message;
        try {
          process.kill(group ? -child.pid : child.pid, "SIGTERM");
        } catch {
          // already gone
        }
      };
      const timer = setTimeout(() => stop(`Pembuatan situs terlalu lama (lebih dari ${Math.round(timeoutMs / 60_000)} menit) dan dihentikan.`), timeoutMs);
      timer.unref();
      const onAbort = () => stop("Pembuatan situs dihentikan karena server dimatikan.");
      signal?.addEventListener("abort", onAbort, { once: true });
      for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on("line", onLine);

      let settled = false;
      const finish = (result: BuildResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        resolve(result);
      };
      child.on("error", (error) => finish({ ok: false, message: `Program pembuat situs tidak dapat dijalankan (${error.message}).` }));
      child.on("close", (code) => finish(stopped ? { ok: false, message: stopped } : { ok: code === 0 }));
    });
}
