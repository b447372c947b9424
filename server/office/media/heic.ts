// HEVC-coded HEIC (what iPhones and many Androids save) decoded to raw pixels for sharp, whose prebuilt
// libvips reads HEIF only with AV1 inside (AVIF). The work happens in heic-worker.mjs, off the server's
// own thread; see there why.
import { Worker } from "node:worker_threads";

export type HeicDecoding =
  | { ok: true; width: number; height: number; channels: 3 | 4; pixels: Uint8Array }
  | { ok: false; code: "too_many_pixels" | "damaged" };

const WORKER_FILE = new URL("./heic-worker.mjs", import.meta.url);
/** A phone photo takes a second or two; a file that keeps libheif busy far longer is treated as damaged. */
export const HEIC_TIMEOUT_MS = 60_000;

/**
 * The first picture of a HEIC file as pixels, or why not: more than `maxPixels` by its header (refused
 * before decoding), or not decodable. Rejects only when the worker itself fails (a broken install).
 */
export function decodeHeic(bytes: Uint8Array, maxPixels: number, timeoutMs = HEIC_TIMEOUT_MS): Promise<HeicDecoding> {
  return new Promise((resolve, reject) => {
    // libheif prints its parse errors to stdout: they are about the uploaded file, not the server.
    const worker = new Worker(WORKER_FILE, { workerData: { bytes, maxPixels }, stdout: true });
    worker.stdout.resume();
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(() => settle(() => resolve({ ok: false, code: "damaged" })), timeoutMs);
    worker.once("message", (result: HeicDecoding) => settle(() => resolve(result)));
    worker.once("error", (error) => settle(() => reject(error)));
    worker.once("exit", (code) => settle(() => reject(new Error(`The HEIC worker stopped (exit code ${code}) without an answer.`))));
  });
}
