import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type PortalApp } from "./app";

let clientDir: string;
let app: PortalApp;
const NOT_FOUND = `<h1>Halaman tidak ditemukan</h1>${" ".repeat(2000)}`;
const HOME = `<h1>Beranda</h1>${"<p>wakaf</p>".repeat(100)}`;
const MODIFIED = new Date("2025-03-14T02:30:00Z");

/** Writes a file of the stand-in build, with its .gz and .br like scripts/postbuild.mjs does. */
function write(relative: string, body: string, { precompress = false } = {}) {
  const path = join(clientDir, relative);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, body);
  if (precompress) {
    writeFileSync(`${path}.gz`, gzipSync(body));
    writeFileSync(`${path}.br`, brotliCompressSync(body));
  }
  utimesSync(path, MODIFIED, MODIFIED);
}

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "simpati-site-"));
  write("index.html", HOME, { precompress: true });
  write("dasar-hukum/index.html", "<h1>Dasar Hukum</h1>");
  write("404.html", NOT_FOUND, { precompress: true });
  write("404/index.html", NOT_FOUND);
  write("__spa-fallback.html", "<div id=spa></div>", { precompress: true });
  write("assets/entry-abc123.js", "console.log('wakaf');".repeat(100), { precompress: true });
  write("robots.txt", "0123456789");
  write(".env", "SECRET=1");
  write(".git/config", "[core]");
  write("assets/.hidden.js", "secret()");
  write("media/0123456789abcdef0123-480.webp", "RIFF....WEBP");
  write(".well-known/security.txt", "Contact: mailto:kua@example.id");
  write("data/tanah-wakaf.geojson", '{"type":"FeatureCollection","features":[]}');
  write("data/tanah-wakaf.csv", "nama;alamat\n");
  app = createApp({ clientDir });
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => app.request(path, { method, headers });

async function decoded(response: Response): Promise<string> {
  const encoding = response.headers.get("content-encoding");
  if (!encoding) return response.text();
  if (encoding === "br") {
    const { brotliDecompressSync } = await import("node:zlib");
    return brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
  }
  return new Response(response.body?.pipeThrough(new DecompressionStream(encoding as "gzip"))).text();
}

async function expectNotFoundPage(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await decoded(response)).toBe(NOT_FOUND);
}

describe("static site server", () => {
  it("serves a route's prerendered index.html, revalidated on every visit", async () => {
    const response = await get("/dasar-hukum");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>Dasar Hukum</h1>");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect((await get("/dasar-hukum/")).status).toBe(200);
  });

  it("answers an unknown path with the not-found page and HTTP 404, precompressed", async () => {
    const response = await get("/tidak-ada", { "Accept-Encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    await expectNotFoundPage(response);
    const brotli = await get("/tidak-ada", { "Accept-Encoding": "br, gzip" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    await expectNotFoundPage(brotli);
  });

  it("caches hashed assets for a year and sends the precompressed file", async () => {
    const response = await get("/assets/entry-abc123.js", { "Accept-Encoding": "gzip, deflate" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
  });

  it("caches an uploaded photo for a year too: its name changes with its content", async () => {
    const response = await get("/media/0123456789abcdef0123-480.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await get("/robots.txt")).headers.get("cache-control")).not.toContain("immutable");
  });

  it("names the open-data downloads' types (GeoJSON has its own, RFC 7946)", async () => {
    expect((await get("/data/tanah-wakaf.geojson")).headers.get("content-type")).toBe("application/geo+json");
    expect((await get("/data/tanah-wakaf.csv")).headers.get("content-type")).toBe("text/csv; charset=utf-8");
  });

  it("refuses paths that climb out of the site folder", async () => {
    expect((await get("/../package.json")).status).toBe(404);
    expect((await get("/assets/..%2f..%2fpackage.json")).status).toBe(404);
  });
});

describe("dotfiles (point 1)", () => {
  it.each(["/.env", "/.git/config", "/assets/.hidden.js", "/.%65nv", "/%2eenv", "/assets/%2e%2e/.env", "/.git/"])(
    "answers %s with the not-found page",
    async (path) => {
      await expectNotFoundPage(await get(path));
    },
  );

  it("serves /.well-known/", async () => {
    const response = await get("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Contact:");
  });
});

describe("validators and revalidation (point 2)", () => {
  it("sends a strong ETag and Last-Modified, one ETag per coding", async () => {
    const plain = await get("/", { "Accept-Encoding": "identity" });
    const gzip = await get("/", { "Accept-Encoding": "gzip" });
    const etag = plain.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(gzip.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(gzip.headers.get("etag")).not.toBe(etag);
    expect(plain.headers.get("last-modified")).toBe(MODIFIED.toUTCString());
    expect((await get("/", { "Accept-Encoding": "identity" })).headers.get("etag")).toBe(etag);
  });

  it("answers If-None-Match with the current ETag with 304, keeping the caching headers", async () => {
    const first = await get("/", { "Accept-Encoding": "br" });
    const etag = first.headers.get("etag")!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get("/", { "Accept-Encoding": "br", "If-None-Match": header });
      expect(again.status, header).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(again.headers.get("vary")).toBe("Accept-Encoding");
    }
    // The gzip copy is another representation: the brotli ETag does not validate it.
    expect((await get("/", { "Accept-Encoding": "gzip", "If-None-Match": etag })).status).toBe(200);
    expect((await get("/", { "Accept-Encoding": "br", "If-None-Match": '"stale"' })).status).toBe(200);
  });

  it("answers If-Modified-Since with 304 unless If-None-Match says otherwise", async () => {
    const current = MODIFIED.toUTCString();
    expect((await get("/dasar-hukum", { "If-Modified-Since": current })).status).toBe(304);
    expect((await get("/dasar-hukum", { "If-Modified-Since": new Date(MODIFIED.getTime() + 60_000).toUTCString() })).status).toBe(304);
    expect((await get("/dasar-hukum", { "If-Modified-Since": new Date(MODIFIED.getTime() - 1000).toUTCString() })).status).toBe(200);
    expect((await get("/dasar-hukum", { "If-Modified-Since": "kemarin" })).status).toBe(200);
    expect((await get("/dasar-hukum", { "If-Modified-Since": current, "If-None-Match": '"stale"' })).status).toBe(200);
  });

  it("answers a failed If-Match with 412", async () => {
    expect((await get("/dasar-hukum", { "If-Match": '"stale"' })).status).toBe(412);
    const etag = (await get("/dasar-hukum")).headers.get("etag")!;
    expect((await get("/dasar-hukum", { "If-Match": etag })).status).toBe(200);
  });
});

describe("range requests (point 3)", () => {
  const range = (value: string, extra: Record<string, string> = {}) => get("/robots.txt", { Range: value, ...extra });

  it("sends one satisfiable byte range as 206", async () => {
    const response = await range("bytes=2-5");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await response.text()).toBe("2345");
    expect(await (await range("bytes=-3")).text()).toBe("789");
    expect(await (await range("bytes=7-")).text()).toBe("789");
    expect(await (await range("bytes=8-100")).text()).toBe("89");
  });

  it("sends the whole file when If-Range does not match exactly", async () => {
    const full = await get("/robots.txt");
    const etag = full.headers.get("etag")!;
    const modified = full.headers.get("last-modified")!;
    expect((await range("bytes=0-1", { "If-Range": etag })).status).toBe(206);
    expect((await range("bytes=0-1", { "If-Range": modified })).status).toBe(206);
    for (const stale of ['"stale"', `W/${etag}`, new Date(MODIFIED.getTime() - 1000).toUTCString(), "nonsense"]) {
      const response = await range("bytes=0-1", { "If-Range": stale });
      expect(response.status, stale).toBe(200);
      expect(await response.text()).toBe("0123456789");
    }
  });

  it.each(["bytes=abc", "bytes=5-2", "bytes=", "bytes=0-1,4-5", "bytes=0-1, 20-30", "items=0-1", "bytes=--1", "0-1"])(
    "answers the malformed or multiple range %j with the whole file and 200",
    async (value) => {
      const response = await range(value);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-range")).toBeNull();
      expect(await response.text()).toBe("0123456789");
    },
  );

  it.each(["bytes=10-", "bytes=20-30", "bytes=20-30,40-", "bytes=-0"])("answers the unsatisfiable range %j with 416", async (value) => {
    const response = await range(value);
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */10");
  });
});

describe("content coding negotiation (point 4)", () => {
  const coding = async (accept: string | undefined) =>
    (await get("/", accept === undefined ? {} : { "Accept-Encoding": accept })).headers.get("content-encoding");

  it.each([
    [undefined, null],
    ["", null],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["x-gzip", "gzip"],
    ["Br", "br"],
    ["gzip, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["gzip;q=0", null],
    ["gzip;Q=0, br;q=0.001", "br"],
    ["*", "br"],
    ["*;q=0, identity", null],
    ["*, br;q=0", "gzip"],
    ["identity", null],
    ["gzip;q=2", null],
  ])("Accept-Encoding %j → %s", async (accept, expected) => {
    expect(await coding(accept)).toBe(expected);
  });

  it("sends the decoded body that the coding says", async () => {
    for (const accept of ["br", "gzip", "identity"]) expect(await decoded(await get("/", { "Accept-Encoding": accept }))).toBe(HOME);
  });

  it("sends Vary: Accept-Encoding on GET and HEAD alike, with the same headers", async () => {
    const getResponse = await get("/", { "Accept-Encoding": "br" });
    const head = await get("/", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const name of ["vary", "content-encoding", "content-length", "etag", "content-type", "cache-control"]) {
      expect(head.headers.get(name), name).toBe(getResponse.headers.get(name));
    }
    expect(head.headers.get("vary")).toBe("Accept-Encoding");
    const missing = await get("/tidak-ada", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("vary")).toBe("Accept-Encoding");
    expect(missing.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("status codes (point 5)", () => {
  it.each(["/404", "/404/", "/404.html", "/404/index.html", "/__spa-fallback.html", "/__spa-fallback.html.br", "/index.html.gz", "/assets/entry-abc123.js.br"])(
    "answers %s with 404",
    async (path) => {
      await expectNotFoundPage(await get(path));
    },
  );
});
