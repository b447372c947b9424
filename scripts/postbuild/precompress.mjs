// Writes a .gz and a .br beside every text file of a built folder, so the Node server (and any host that
// supports it) sends them compressed without compressing per request. Used for the public site
// (scripts/postbuild.mjs) and the office console (vite.console.config.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;
// Smaller than this, compression saves less than its header costs.
const MIN_BYTES = 512;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Precompresses every text file under `dir`; returns how many. */
export function precompress(dir) {
  let count = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count++;
  }
  return count;
}
