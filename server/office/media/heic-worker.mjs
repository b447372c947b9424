// One HEIC photo decoded to pixels, in a worker thread that heic.ts starts for it. Plain JavaScript, so
// that Node runs it as it is, whether the server runs under tsx or the tests under Vitest.
// Why a worker: libheif (wasm, through heic-decode) decodes synchronously, so on the server's own thread a
// 12-megapixel photo would hold every other request, the public site's included, for a second or more;
// and wasm memory only ever grows, so a worker that exits gives back what a large photo took.
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

/** @returns {Promise<{ ok: true, width: number, height: number, channels: 3 | 4, pixels: Uint8Array } | { ok: false, code: "too_many_pixels" | "damaged" }>} */
async function run(/** @type {{ bytes: Uint8Array, maxPixels: number }} */ { bytes, maxPixels }) {
  let images;
  try {
    // Reads the boxes only: sizes are known, no pixel is decoded yet.
    images = await decode.all({ buffer: bytes });
  } catch {
    return { ok: false, code: "damaged" };
  }
  try {
    // A burst or a sequence: its first picture.
    const first = images[0];
    if (!(first.width > 0 && first.height > 0)) return { ok: false, code: "damaged" };
    // A decompression bomb is refused by what its header claims, before a byte is allocated for it.
    if (first.width * first.height > maxPixels) return { ok: false, code: "too_many_pixels" };
    const { width, height, data } = await first.decode();
    return { ok: true, width, height, ...withoutOpaqueAlpha(data) };
  } catch {
    return { ok: false, code: "damaged" };
  } finally {
    images.dispose();
  }
}

/** libheif always gives RGBA; a photo's alpha is all opaque, and dropping it keeps the WebP without one. */
function withoutOpaqueAlpha(/** @type {Uint8ClampedArray} */ rgba) {
  for (let at = 3; at < rgba.length; at += 4) {
    if (rgba[at] !== 255) return { channels: 4, pixels: new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.length) };
  }
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) {
    rgb[to] = rgba[from];
    rgb[to + 1] = rgba[from + 1];
    rgb[to + 2] = rgba[from + 2];
  }
  return { channels: 3, pixels: rgb };
}

const result = await run(workerData);
parentPort?.postMessage(result, result.ok ? [result.pixels.buffer] : []);
