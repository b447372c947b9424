// What kind of picture some bytes are, told by their first bytes (the format's signature), never by the
// file's name or the Content-Type the browser sent: a renamed .exe, a PDF or an SVG (a document that can
// carry scripts) is no photo whatever it is called. Only the formats a phone or a camera saves are let
// through; everything else is refused before any decoder sees it.

export type ImageKind = "jpeg" | "png" | "webp" | "heic" | "avif";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands of HEVC-coded HEIF (what iPhones and many Androids save) and of the HEIF containers they use. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
/** A real `ftyp` box lists a handful of brands; a longer one is no photo of ours. */
const FTYP_MAX_BYTES = 256;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The brands of a leading ISO-BMFF `ftyp` box (the major brand first), or undefined when there is none. */
function ftypBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return undefined;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (size < 16 || size > FTYP_MAX_BYTES || size > bytes.length || size % 4 !== 0) return undefined;
  // major brand (8–12), minor version (12–16), then the compatible brands.
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at < size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** The kind of picture the bytes are, or undefined for anything else (text, PDF, SVG, GIF, TIFF, a program…). */
export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  const brands = ftypBrands(bytes);
  if (!brands) return undefined;
  // An AVIF lists mif1 too: AV1 is told first, and sharp decodes it; HEVC goes to libheif (heic.ts).
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  return undefined;
}
