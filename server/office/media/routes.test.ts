import Database from "better-sqlite3";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_UPLOAD } from "../../../app/lib/office/news-gallery";
import { createApp } from "../../app";
import { migrate } from "../../feedback/sqlite-store";
import { createAccountStore } from "../accounts";
import { createAuditLog } from "../audit";
import { createPasswordHasher } from "../password";
import { auditActions, makeInstallDir, makePublishingApp } from "../releases/test-helpers";
import { createSessionStore } from "../sessions";
import { call, errorCode, makeOfficeApp, ORIGIN, seedAccount, signIn, START, TEST_SCRYPT, type OfficeTestApp } from "../test-helpers";
import { mediaIdOf } from "./image-pipeline";
import { exifHasGps, jpegWithGps, PHONE_HEIC, PHONE_JPEG, pngClaiming } from "./test-images";

const PASSWORD = "kunci-wakaf-2026";
const SHIPPED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#2e7d32"/></svg>';

interface MediaTestApp extends OfficeTestApp {
  mediaDir: string;
  assetsDir: string;
}

/** The office API with the media part on a temporary data folder and a stand-in app/assets. */
function makeMediaApp(): MediaTestApp {
  const root = mkdtempSync(join(tmpdir(), "simpati-gambar-"));
  const mediaDir = join(root, "data", "media");
  const assetsDir = join(root, "app", "assets");
  mkdirSync(join(assetsDir, "news"), { recursive: true });
  mkdirSync(join(assetsDir, "gallery"), { recursive: true });
  writeFileSync(join(assetsDir, "news", "ikrar-wakaf.svg"), SHIPPED_SVG);
  writeFileSync(join(assetsDir, "gallery", "masjid-wakaf.webp"), "webp-bawaan");
  writeFileSync(join(root, "rahasia.svg"), "<svg>rahasia</svg>");
  writeFileSync(join(root, "app", "rahasia.svg"), "<svg>rahasia</svg>");
  // A link inside the assets folder that leads out of it.
  symlinkSync(join(root, "rahasia.svg"), join(assetsDir, "news", "tautan.svg"));

  const db = new Database(":memory:");
  db.pragma("foreign_keys = ON");
  migrate(db);
  const clock = {
    now: START,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const now = () => clock.now;
  const hasher = createPasswordHasher(TEST_SCRYPT);
  const clientDir = makeInstallDir();
  const app = createApp({ clientDir, rateLimit: false, office: { db, now, hasher, media: { mediaDir, assetsDir } } });
  const deps = { accounts: createAccountStore(db), sessions: createSessionStore(db), audit: createAuditLog(db), hasher, now };
  return {
    app,
    db,
    clock,
    checks: () => 0,
    deps,
    mediaDir,
    assetsDir,
    close: () => {
      db.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

let t: MediaTestApp;
let staf: { cookie: string; csrf: string };

beforeEach(async () => {
  t = makeMediaApp();
  await seedAccount(t, "siti", PASSWORD, "staf");
  staf = await signIn(t, "siti", PASSWORD);
});
afterEach(async () => {
  await t.app.close();
  t.close();
});

/** The upload as the console sends it: the file's bytes as the body, its name encoded in X-Nama-Berkas. */
function send(
  body: Uint8Array | ReadableStream<Uint8Array>,
  fileName: string,
  who: Partial<{ cookie: string; csrf: string }> = staf,
  app = t.app,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { Host: new URL(ORIGIN).host, Origin: ORIGIN, "Content-Type": "image/jpeg", "X-Nama-Berkas": encodeURIComponent(fileName), ...extra };
  if (who.cookie) headers.Cookie = who.cookie;
  if (who.csrf) headers["X-CSRF-Token"] = who.csrf;
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body: body instanceof Uint8Array ? new Uint8Array(body) : body };
  if (!(body instanceof Uint8Array)) init.duplex = "half";
  return app.request(`${ORIGIN}/api/kantor/gambar`, init);
}

interface Uploaded {
  image: { file: string; width: number; height: number };
  previewUrl: string;
}

const stored = () => (existsSync(t.mediaDir) ? readdirSync(t.mediaDir).sort() : []);
const preview = (file: string, who: Partial<{ cookie: string }> = staf) =>
  call(t, `/api/kantor/gambar/pratinjau?file=${encodeURIComponent(file)}`, { cookie: who.cookie });
const uploads = () => auditActions(t).filter((entry) => entry.action === "gambar-diunggah");

describe("uploading a photo (POST /api/kantor/gambar)", () => {
  it("stores a phone JPEG upright at 480/960/1440 without its GPS, answers its file and preview, and audits it", async () => {
    const jpeg = await jpegWithGps(2000, 1500, 6);
    expect(exifHasGps((await sharp(jpeg).metadata()).exif)).toBe(true);
    // Far over the 8 KB JSON limit: the image limit applies here.
    expect(jpeg.length).toBeGreaterThan(8 * 1024);
    const response = await send(jpeg, "IMG_20260314_092653.jpg");
    expect(response.status, await response.clone().text()).toBe(201);
    const id = mediaIdOf(jpeg);
    const body = (await response.json()) as Uploaded;
    expect(body).toEqual({
      image: { file: `media/${id}-1440.webp`, width: 1440, height: 1920 },
      previewUrl: `/api/kantor/gambar/pratinjau?file=media%2F${id}-1440.webp`,
    });
    expect(stored()).toEqual([`${id}-1440.webp`, `${id}-480.webp`, `${id}-960.webp`]);
    for (const name of stored()) {
      const meta = await sharp(join(t.mediaDir, name)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width);
    }
    expect(uploads()).toEqual([
      { action: "gambar-diunggah", actor: "siti", detail: { berkas: "IMG_20260314_092653.jpg", hasil: `media/${id}-1440.webp`, ukuran: "1440×1920" } },
    ]);

    // The same photo again: the same answer, the files left as they were.
    const again = await send(jpeg, "salinan.jpg");
    expect(again.status).toBe(201);
    expect(((await again.json()) as Uploaded).image.file).toBe(body.image.file);
    expect(stored()).toHaveLength(3);
  });

  it("stores an iPhone-style HEIC and the phone JPEG fixture, whatever Content-Type the browser sent", async () => {
    const heic = await send(PHONE_HEIC, "IMG_0420.HEIC");
    expect(heic.status, await heic.clone().text()).toBe(201);
    expect(((await heic.json()) as Uploaded).image).toEqual({ file: `media/${mediaIdOf(PHONE_HEIC)}-640.webp`, width: 640, height: 480 });
    const jpeg = await send(PHONE_JPEG, "foto.jpg");
    expect(((await jpeg.json()) as Uploaded).image).toEqual({ file: `media/${mediaIdOf(PHONE_JPEG)}-960.webp`, width: 960, height: 1280 });
    // The HEIC at 480 and its own 640; the JPEG at 480 and 960.
    expect(stored()).toHaveLength(4);
  });

  it("refuses what it cannot take, in words, storing nothing and auditing the refusal", async () => {
    const jpeg = await jpegWithGps(800, 600);
    const cases: [Uint8Array, string, number, string][] = [
      [Buffer.from("Ini catatan rapat, bukan foto."), "catatan.jpg", 415, "image_not_supported"],
      [Buffer.from("%PDF-1.7\n"), "surat.pdf", 415, "image_not_supported"],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", 415, "image_not_supported"],
      [await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).gif().toBuffer(), "animasi.gif", 415, "image_not_supported"],
      [new Uint8Array(0), "kosong.jpg", 415, "image_not_supported"],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), "terpotong.jpg", 422, "image_damaged"],
      [pngClaiming(30_000, 30_000), "bom.png", 422, "image_too_many_pixels"],
    ];
    for (const [bytes, name, status, code] of cases) {
      const response = await send(bytes, name);
      expect(response.status, name).toBe(status);
      expect(await errorCode(response)).toBe(code);
    }
    expect(stored()).toEqual([]);
    expect(uploads().map((entry) => entry.detail)).toEqual(cases.map(([, berkas, , ditolak]) => ({ berkas, ditolak })));
  });

  it("says the limits in its words as IMAGE_UPLOAD sets them", async () => {
    const response = await send(pngClaiming(8000, 8000), "panorama.png");
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe(`Ukuran gambar terlalu besar (lebih dari ${IMAGE_UPLOAD.maxPixels / 1_000_000} megapiksel), jadi tidak dibuka. Perkecil ukuran gambarnya, lalu unggah lagi.`);
  });

  it("refuses a body over 15 MB: by its Content-Length unread, and without one after reading just past the limit", async () => {
    // As a browser sends a file: its length declared. Refused before a byte is read.
    const chunk = new Uint8Array(1024 * 1024);
    let declaredPulls = 0;
    const declaredBody = new ReadableStream<Uint8Array>({
      pull(controller) {
        declaredPulls += 1;
        controller.enqueue(chunk);
      },
    });
    const declared = await send(declaredBody, "besar.jpg", staf, t.app, { "Content-Length": String(IMAGE_UPLOAD.maxBytes + 1) });
    expect(declared.status).toBe(413);
    expect(await errorCode(declared)).toBe("image_too_large");
    // A stream pulls its first chunk ahead of any reader; nothing past that was asked for.
    expect(declaredPulls).toBeLessThanOrEqual(1);

    // Exactly the limit is still taken (and read as what it is).
    const atLimit = new Uint8Array(IMAGE_UPLOAD.maxBytes);
    atLimit.set(Buffer.from("bukan foto"));
    const limit = await send(atLimit, "pas.jpg");
    expect(limit.status).toBe(415);

    // No length declared, a stream that would go on for 64 MB: reading stops once it is past the limit.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 64) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await send(endless, "aliran.jpg");
    expect(streamed.status).toBe(413);
    expect(await errorCode(streamed)).toBe("image_too_large");
    expect(pulled).toBeLessThanOrEqual(IMAGE_UPLOAD.maxBytes / chunk.length + 3);
    expect(stored()).toEqual([]);
    expect(uploads().map((entry) => entry.detail)).toEqual([
      { berkas: "besar.jpg", ditolak: "image_too_large" },
      { berkas: "pas.jpg", ditolak: "image_not_supported" },
      { berkas: "aliran.jpg", ditolak: "image_too_large" },
    ]);
  });

  it("is for signed-in staff only, with the CSRF token, from the console's own origin", async () => {
    const jpeg = await jpegWithGps(600, 400);
    const signedOut = await send(jpeg, "a.jpg", {});
    expect(signedOut.status).toBe(401);
    expect(await errorCode(signedOut)).toBe("not_signed_in");
    const noToken = await send(jpeg, "a.jpg", { cookie: staf.cookie });
    expect(noToken.status).toBe(403);
    expect(await errorCode(noToken)).toBe("csrf_invalid");
    const wrongToken = await send(jpeg, "a.jpg", { cookie: staf.cookie, csrf: "x".repeat(43) });
    expect(wrongToken.status).toBe(403);
    const crossOrigin = await t.app.request(`${ORIGIN}/api/kantor/gambar`, {
      method: "POST",
      headers: { Host: new URL(ORIGIN).host, Origin: "https://contoh.example", Cookie: staf.cookie, "X-CSRF-Token": staf.csrf },
      body: new Uint8Array(jpeg),
    });
    expect(crossOrigin.status).toBe(403);
    expect(await errorCode(crossOrigin)).toBe("cross_origin");
    expect(stored()).toEqual([]);
    expect(uploads()).toEqual([]);
  });
});

describe("previewing a picture (GET /api/kantor/gambar/pratinjau)", () => {
  it("serves an uploaded picture by the name the content file gives it, privately cached", async () => {
    const { image, previewUrl } = (await (await send(PHONE_JPEG, "foto.jpg")).json()) as Uploaded;
    const response = await call(t, previewUrl, { cookie: staf.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(readFileSync(join(t.mediaDir, image.file.slice("media/".length))))).toBe(true);
    // Its smaller widths too.
    expect((await preview(image.file.replace("-960.webp", "-480.webp"))).status).toBe(200);
  });

  it("serves a picture shipped with the site, an SVG under a policy that lets it do nothing", async () => {
    const svg = await preview("news/ikrar-wakaf.svg");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(svg.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(await svg.text()).toBe(SHIPPED_SVG);
    const webp = await preview("gallery/masjid-wakaf.webp");
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
  });

  it("answers 404 for anything else: unknown pictures, other files, and every way out of the folders", async () => {
    const id = mediaIdOf(PHONE_JPEG);
    await send(PHONE_JPEG, "foto.jpg");
    const attempts = [
      `media/${id}-1440.webp`, // a width never made
      "media/0123456789abcdef0123-480.webp",
      "news/tidak-ada.svg",
      "news/tautan.svg", // a link leading out of app/assets
      "../rahasia.svg",
      "news/../../rahasia.svg",
      "news/../ikrar-wakaf.svg",
      `media/../media/${id}-480.webp`,
      `media/${id}-480.webp/../../rahasia.svg`,
      "/etc/passwd",
      "/news/ikrar-wakaf.svg",
      "news\\..\\..\\rahasia.svg",
      "news/ikrar-wakaf.svg\0.webp",
      "news/%2e%2e/%2e%2e/rahasia.svg",
      "%2e%2e%2frahasia.svg",
      "news//ikrar-wakaf.svg",
      "NEWS/IKRAR-WAKAF.SVG",
      "news/ikrar-wakaf.svg.html",
      "news",
      "",
    ];
    for (const file of attempts) {
      const response = await preview(file);
      expect(response.status, file).toBe(404);
      expect(await errorCode(response)).toBe("image_not_found");
    }
    // Sent as written (raw, double-encoded, or no parameter at all).
    for (const query of ["file=..%2F..%2Frahasia.svg", "file=news%252F..%252F..%252Frahasia.svg", "file=news/../../rahasia.svg", "", "file"]) {
      const response = await call(t, `/api/kantor/gambar/pratinjau?${query}`, { cookie: staf.cookie });
      expect(response.status, query).toBe(404);
    }
  });

  it("is for signed-in staff only", async () => {
    const response = await preview("news/ikrar-wakaf.svg", {});
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe("not_signed_in");
  });
});

describe("wiring", () => {
  it("keeps pictures in PORTAL_DATA_DIR/media and previews the install's own app/assets when publishing is set up", async () => {
    const p = makePublishingApp();
    try {
      await seedAccount(p, "budi", PASSWORD, "admin");
      const admin = await signIn(p, "budi", PASSWORD);
      const response = await send(PHONE_HEIC, "IMG_0420.HEIC", admin, p.app);
      expect(response.status).toBe(201);
      expect(readdirSync(join(p.dataDir, "media")).sort()).toEqual([`${mediaIdOf(PHONE_HEIC)}-480.webp`, `${mediaIdOf(PHONE_HEIC)}-640.webp`]);
      const shipped = await call(p, "/api/kantor/gambar/pratinjau?file=news%2Fikrar-wakaf.svg", { cookie: admin.cookie });
      expect(shipped.status).toBe(200);
      expect(await shipped.text()).toBe(readFileSync("app/assets/news/ikrar-wakaf.svg", "utf8"));
    } finally {
      await p.app.close();
      p.close();
    }
  });

  it("has no image paths without a data folder", async () => {
    const installDir = makeInstallDir();
    const plain = makeOfficeApp(installDir);
    try {
      await seedAccount(plain, "siti", PASSWORD, "staf");
      const who = await signIn(plain, "siti", PASSWORD);
      const response = await send(PHONE_JPEG, "foto.jpg", who, plain.app);
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe("not_found");
    } finally {
      await plain.app.close();
      plain.close();
      rmSync(installDir, { recursive: true, force: true });
    }
  });
});
