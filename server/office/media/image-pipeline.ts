// An uploaded photo, from the bytes staff picked to the WebP files the site shows (issue 34): told by
// its signature, refused unread when its header claims too many pixels, turned upright by its EXIF
// orientation, written at the site's widths and stripped of every bit of metadata (a phone photo's EXIF
// carries where it was taken). No HTTP here: routes.ts stores and answers.
import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_UPLOAD } from "../../../app/lib/office/news-gallery";
import { decodeHeic } from "./heic";
import { imageKind } from "./signature";

export type MediaErrorCode = "too_large" | "not_an_image" | "too_many_pixels" | "damaged";

export interface Rendition {
  /** `<id>-<width>.webp`: the name in the media folder (news.json names it "media/" + this). */
  name: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export type ProcessedImage =
  | { ok: true; id: string; width: number; height: number; files: Rendition[] }
  | { ok: false; code: MediaErrorCode };

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
  widths: readonly number[];
}

/** Photos at this quality are hard to tell from the original on a phone, at a third of a JPEG's bytes. */
export const WEBP_QUALITY = 78;
/** sharp gives up on a picture that keeps it busy this long (a phone photo takes well under a second). */
const SHARP_TIMEOUT_SECONDS = 60;
/** What sharp may decode here: the signature check let only these through; its own detection must agree. */
const SHARP_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);
const ID_HEX_CHARS = 20;

/** The same photo uploaded twice gets the same id, so its files are written once. */
export const mediaIdOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, ID_HEX_CHARS);

/**
 * The widths to write for a picture `width` pixels wide: the site's widths it can fill, plus its own when
 * it is narrower than the widest (a 900 px photo is kept at 900, not only at 480); never enlarged.
 */
export function renditionWidths(width: number, widths: readonly number[]): number[] {
  const sorted = [...widths].sort((a, b) => a - b);
  const fitting = sorted.filter((candidate) => candidate <= width);
  return width < sorted[sorted.length - 1]! && !fitting.includes(width) ? [...fitting, width] : fitting;
}

const refuse = (code: MediaErrorCode): ProcessedImage => ({ ok: false, code });

/** A picture ready to be resized: a fresh sharp pipeline on it each time, and its upright width. */
interface Source {
  open: () => Sharp;
  width: number;
}

const tooManyPixels = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** JPEG, PNG, WebP and AVIF: sharp reads the header first (no pixels decoded), then decodes with its own limit too. */
async function sharpSource(bytes: Uint8Array, maxPixels: number): Promise<Source | MediaErrorCode> {
  let meta: Metadata;
  try {
    // The header only: sharp's own default limit (268 megapixels) would refuse a larger claim as an error.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return tooManyPixels(error) ? "too_many_pixels" : "damaged";
  }
  if (!SHARP_FORMATS.has(meta.format)) return "not_an_image";
  if (!meta.width || !meta.height) return "damaged";
  if (meta.width * meta.height > maxPixels) return "too_many_pixels";
  // The second guard: sharp itself refuses to decode more than the limit. A decoder's mere warning (odd
  // bytes some cameras write) does not refuse a photo that shows fine; a cut-off or corrupt one is refused.
  const open = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" }).timeout({ seconds: SHARP_TIMEOUT_SECONDS }).rotate();
  return { open, width: meta.autoOrient.width };
}

/** HEIC: decoded by libheif in a worker (heic.ts), which checks the header's size first; HEIF rotates by its own boxes, applied there. */
async function heicSource(bytes: Uint8Array, maxPixels: number): Promise<Source | MediaErrorCode> {
  const decoded = await decodeHeic(bytes, maxPixels);
  if (!decoded.ok) return decoded.code;
  const { width, height, channels, pixels } = decoded;
  const open = () => sharp(pixels, { raw: { width, height, channels }, limitInputPixels: maxPixels }).timeout({ seconds: SHARP_TIMEOUT_SECONDS });
  return { open, width };
}

/**
 * The WebP renditions of an uploaded picture, or why it is refused. Animated or multi-page pictures give
 * their first frame. Output carries no metadata: sharp writes none unless asked to keep it (and colours
 * are converted to sRGB).
 */
export async function processImage(bytes: Uint8Array, limits: ImageLimits = IMAGE_UPLOAD): Promise<ProcessedImage> {
  if (bytes.length > limits.maxBytes) return refuse("too_large");
  const kind = imageKind(bytes);
  if (!kind) return refuse("not_an_image");
  const source = kind === "heic" ? await heicSource(bytes, limits.maxPixels) : await sharpSource(bytes, limits.maxPixels);
  if (typeof source === "string") return refuse(source);

  const id = mediaIdOf(bytes);
  const files: Rendition[] = [];
  try {
    // One at a time: a 50-megapixel photo decoded thrice over at once would triple the memory it takes.
    for (const width of renditionWidths(source.width, limits.widths)) {
      const { data, info } = await source
        .open()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      files.push({ name: `${id}-${info.width}.webp`, width: info.width, height: info.height, bytes: data });
    }
  } catch (error) {
    return refuse(tooManyPixels(error) ? "too_many_pixels" : "damaged");
  }
  const largest = files.at(-1)!;
  return { ok: true, id, width: largest.width, height: largest.height, files };
}
