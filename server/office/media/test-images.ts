// Shared by the media tests (not shipped): pictures made on the spot, the phone fixtures, a PNG whose
// header lies about its size, and a look into EXIF for a GPS position.
import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

export const PHONE_JPEG = readFileSync("tests/fixtures/images/phone-photo.jpg");
export const PHONE_HEIC = readFileSync("tests/fixtures/images/phone-photo.heic");

/** EXIF as a phone writes it: camera (IFD0), time (IFD2) and where it was taken (IFD3, GPS). */
export const GPS_EXIF = {
  IFD0: { Make: "ContohPonsel", Model: "Uji 2" },
  IFD2: { DateTimeOriginal: "2026:03:14 09:26:53" },
  IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 54/1 3012/100", GPSLongitudeRef: "E", GPSLongitude: "107/1 36/1 1845/100" },
};

/** A picture with a top half and a bottom half of different colours, so that its orientation can be checked. */
export function twoTone(width: number, height: number) {
  const half = Math.round(height / 2);
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${half}" fill="#1e88e5"/><rect y="${half}" width="${width}" height="${height - half}" fill="#43a047"/></svg>`),
  );
}

/** A JPEG with EXIF (GPS included), an XMP packet and an EXIF Orientation tag. */
export async function jpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return twoTone(width, height)
    .jpeg({ quality: 80 })
    .withExif(GPS_EXIF)
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .withMetadata({ orientation })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG whose IHDR claims `width`×`height` RGB pixels with correct CRCs, but whose pixel data is a few
 * bytes of one row: tiny on disk, billions of bytes once decoded. Decoding it would find it cut short.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The HEIC fixture with its `ispe` box (the picture's size) claiming `width`×`height`. */
export function heicClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(PHONE_HEIC);
  const at = bytes.indexOf("ispe");
  if (at < 0) throw new Error("the HEIC fixture has no ispe box");
  // "ispe", version and flags (4 bytes), then width and height.
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}

/** Whether an EXIF block (as sharp's metadata gives it, "Exif\0\0" + TIFF) points to a GPS directory. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let index = 0; index < entries; index += 1) if (u16(ifd0 + 2 + index * 12) === 0x8825) return true;
  return false;
}
