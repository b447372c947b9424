import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_UPLOAD } from "../../../app/lib/office/news-gallery";
import { mediaIdOf, processImage, renditionWidths, type ProcessedImage } from "./image-pipeline";
import { imageKind } from "./signature";
import { exifHasGps, heicClaiming, jpegWithGps, PHONE_HEIC, PHONE_JPEG, pngClaiming, twoTone } from "./test-images";

type Processed = Extract<ProcessedImage, { ok: true }>;

async function processed(bytes: Uint8Array): Promise<Processed> {
  const result = await processImage(bytes);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
}

/** Every rendition: WebP, the size it says, and no metadata at all. */
async function expectCleanWebp(result: Processed) {
  for (const file of result.files) {
    const meta = await sharp(file.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([file.width, file.height]);
    expect(file.name).toBe(`${result.id}-${file.width}.webp`);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  }
}

/** The mean colour of a rendition's top and bottom rows: which half is up. */
async function topAndBottom(webp: Buffer) {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const row = (y: number) => {
    const start = y * info.width * 3;
    let blue = 0;
    let green = 0;
    for (let x = 0; x < info.width; x += 1) {
      green += data[start + x * 3 + 1]!;
      blue += data[start + x * 3 + 2]!;
    }
    return blue > green ? "blue" : "green";
  };
  return [row(1), row(info.height - 2)];
}

describe("telling a picture by its bytes", () => {
  it("knows JPEG, PNG, WebP, HEIC and AVIF by their signatures", async () => {
    const picture = twoTone(16, 16);
    expect(imageKind(await picture.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(imageKind(await picture.clone().png().toBuffer())).toBe("png");
    expect(imageKind(await picture.clone().webp().toBuffer())).toBe("webp");
    expect(imageKind(await picture.clone().avif().toBuffer())).toBe("avif");
    expect(imageKind(PHONE_HEIC)).toBe("heic");
  });

  it("knows nothing else, whatever the file was called", async () => {
    const gif = await twoTone(16, 16).gif().toBuffer();
    const tiff = await twoTone(16, 16).tiff().toBuffer();
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom\0\0\0\0isomiso2")]);
    for (const bytes of [
      Buffer.from("Ini bukan foto, hanya teks biasa.\n"),
      Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from("MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff\0\0", "latin1"),
      gif,
      tiff,
      mp4,
      Buffer.alloc(0),
    ]) {
      expect(imageKind(bytes)).toBeUndefined();
    }
  });
});

describe("renditionWidths", () => {
  it("writes the site's widths the picture can fill, never wider than it is", () => {
    expect(renditionWidths(4032, [480, 960, 1440])).toEqual([480, 960, 1440]);
    expect(renditionWidths(1440, [480, 960, 1440])).toEqual([480, 960, 1440]);
    expect(renditionWidths(1000, [480, 960, 1440])).toEqual([480, 960, 1000]);
    expect(renditionWidths(900, [480, 960, 1440])).toEqual([480, 900]);
    expect(renditionWidths(480, [480, 960, 1440])).toEqual([480]);
    // Narrower than the smallest: written at its own width.
    expect(renditionWidths(300, [480, 960, 1440])).toEqual([300]);
  });
});

describe("processImage", () => {
  it("turns a phone JPEG upright, writes 480/960/1440 WebP, and drops EXIF (GPS), XMP and ICC", async () => {
    // Stored landscape (2000×1500) with "turn 90° clockwise": shown portrait, 1500×2000.
    const jpeg = await jpegWithGps(2000, 1500, 6);
    const input = await sharp(jpeg).metadata();
    expect(exifHasGps(input.exif)).toBe(true);
    expect(input.xmp).toBeDefined();
    expect(input.orientation).toBe(6);

    const result = await processed(jpeg);
    expect(result.id).toBe(mediaIdOf(jpeg));
    expect(result.id).toMatch(/^[a-f0-9]{20}$/);
    expect(result.files.map((file) => [file.width, file.height])).toEqual([
      [480, 640],
      [960, 1280],
      [1440, 1920],
    ]);
    expect([result.width, result.height]).toEqual([1440, 1920]);
    await expectCleanWebp(result);
  });

  it("applies the orientation to the pixels: orientation 8 brings the stored picture's right side on top", async () => {
    // Orientation 8 says "turn 90° anticlockwise to show". Stored 300×400 with blue on the right, so
    // shown 400×300 with blue on top.
    const blueOnLeft = await twoTone(400, 300).rotate(-90).png().toBuffer();
    const tagged = await sharp(blueOnLeft).rotate(180).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    expect(await sharp(tagged).metadata()).toMatchObject({ width: 300, height: 400, orientation: 8 });
    const result = await processed(tagged);
    expect([result.width, result.height]).toEqual([400, 300]);
    expect(await topAndBottom(result.files[0]!.bytes)).toEqual(["blue", "green"]);
  });

  it("reads the phone fixtures: the JPEG comes out portrait, the HEIC (HEVC) is decoded, both without GPS", async () => {
    expect(exifHasGps((await sharp(PHONE_JPEG).metadata()).exif)).toBe(true);
    const jpeg = await processed(PHONE_JPEG);
    expect(jpeg.files.map((file) => [file.width, file.height])).toEqual([
      [480, 640],
      [960, 1280],
    ]);
    await expectCleanWebp(jpeg);
    expect(await topAndBottom(jpeg.files[0]!.bytes)).toEqual(["blue", "green"]);

    // The HEIC carries the phone's EXIF (camera, GPS) as an item of its own; none of it comes out.
    expect(PHONE_HEIC.includes("ContohPonsel")).toBe(true);
    const heic = await processed(PHONE_HEIC);
    expect(heic.id).toBe(mediaIdOf(PHONE_HEIC));
    expect(heic.files.map((file) => [file.name, file.width, file.height])).toEqual([
      [`${heic.id}-480.webp`, 480, 360],
      [`${heic.id}-640.webp`, 640, 480],
    ]);
    await expectCleanWebp(heic);
    expect(await topAndBottom(heic.files[0]!.bytes)).toEqual(["blue", "green"]);
  });

  it("reads PNG (keeping transparency), WebP and AVIF, and writes a small picture at its own width", async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const fromPng = await processed(png);
    expect(fromPng.files.map((file) => file.width)).toEqual([480, 960, 1200]);
    expect((await sharp(fromPng.files[0]!.bytes).metadata()).hasAlpha).toBe(true);
    await expectCleanWebp(fromPng);

    const webp = await processed(await twoTone(1000, 500).webp().toBuffer());
    expect(webp.files.map((file) => [file.width, file.height])).toEqual([
      [480, 240],
      [960, 480],
      [1000, 500],
    ]);
    const avif = await processed(await twoTone(640, 480).avif().toBuffer());
    expect(avif.files.map((file) => file.width)).toEqual([480, 640]);

    const tiny = await processed(await twoTone(120, 90).jpeg().toBuffer());
    expect(tiny.files.map((file) => [file.name, file.width, file.height])).toEqual([[`${tiny.id}-120.webp`, 120, 90]]);
    await expectCleanWebp(tiny);
  });

  it("takes the first frame of an animated WebP", async () => {
    // Three 200×300 frames, red, green and blue.
    const frame = 200 * 300 * 3;
    const raw = Buffer.alloc(frame * 3);
    for (let at = 0; at < raw.length; at += 3) raw[at + Math.floor(at / frame)] = 255;
    const animated = await sharp(raw, { raw: { width: 200, height: 900, channels: 3, pageHeight: 300 } }).webp({ loop: 0, lossless: true }).toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const result = await processed(animated);
    expect(result.files.map((file) => [file.width, file.height])).toEqual([[200, 300]]);
    const out = await sharp(result.files[0]!.bytes).metadata();
    expect(out.pages).toBeUndefined();
    const { dominant } = await sharp(result.files[0]!.bytes).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g + dominant.b).toBeLessThan(60);
  });

  it("refuses what is no photo, whatever it is called: text, PDF, SVG, GIF", async () => {
    for (const bytes of [
      Buffer.from("foto-liburan.jpg tapi isinya teks"),
      Buffer.from("%PDF-1.4\n%âãÏÓ\n"),
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      await twoTone(20, 20).gif().toBuffer(),
    ]) {
      expect(await processImage(bytes)).toEqual({ ok: false, code: "not_an_image" });
    }
  });

  it("refuses a cut-off JPEG or HEIC as damaged", async () => {
    const jpeg = await jpegWithGps(800, 600);
    expect(await processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({ ok: false, code: "damaged" });
    expect(await processImage(jpeg.subarray(0, 40))).toEqual({ ok: false, code: "damaged" });
    expect(await processImage(PHONE_HEIC.subarray(0, 1500))).toEqual({ ok: false, code: "damaged" });
  });

  it("refuses a picture whose header claims more than 50 megapixels, without decoding it", async () => {
    // 30000×30000 (2.7 GB of pixels) in a few hundred bytes; its pixel data is cut short, so a decoder
    // would call it damaged: too_many_pixels shows the header was read and nothing more.
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(300);
    expect(await processImage(bomb)).toEqual({ ok: false, code: "too_many_pixels" });
    expect(await processImage(pngClaiming(7072, 7072))).toEqual({ ok: false, code: "too_many_pixels" });
    // Just within the limit, the same cut-short data is decoded, and found damaged.
    expect(await processImage(pngClaiming(7000, 7000))).toEqual({ ok: false, code: "damaged" });
    expect(await processImage(heicClaiming(10_000, 10_000))).toEqual({ ok: false, code: "too_many_pixels" });
  });

  it("refuses more bytes than the limit, before looking at them", async () => {
    const big = Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1);
    big.set(PHONE_JPEG);
    expect(await processImage(big)).toEqual({ ok: false, code: "too_large" });
    expect(await processImage(PHONE_JPEG, { ...IMAGE_UPLOAD, maxBytes: PHONE_JPEG.length - 1 })).toEqual({ ok: false, code: "too_large" });
  });
});
