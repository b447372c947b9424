// After `react-router build`: give static hosts a 404.html and precompress text assets so the
// Node server (and any host that supports it) sends gzip/brotli without compressing per request.
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = new URL("../build/client/", import.meta.url).pathname;
const notFound = join(clientDir, "404", "index.html");
if (!existsSync(notFound)) throw new Error(`postbuild: ${notFound} is missing; is /404 prerendered?`);
copyFileSync(notFound, join(clientDir, "404.html"));

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}
let count = 0;
for (const path of files(clientDir)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const body = readFileSync(path);
  if (body.length < 512) continue;
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`postbuild: 404.html written, ${count} files precompressed`);
