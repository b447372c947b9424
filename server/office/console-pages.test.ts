import { Hono } from "hono";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mountConsolePages } from "./console-pages";

let root: string;
let consoleDir: string;
const INDEX = '<!doctype html><html lang="id"><title>Konsol</title><script type="module" src="/kantor/assets/index-abc.js"></script></html>';
const SCRIPT = "console.log('konsol');";

function appFor(dir: string): Hono {
  const app = new Hono();
  mountConsolePages(app, dir);
  app.notFound((c) => c.text("situs publik", 404));
  return app;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "konsol-pages-"));
  consoleDir = join(root, "console");
  mkdirSync(join(consoleDir, "assets"), { recursive: true });
  writeFileSync(join(consoleDir, "index.html"), INDEX);
  writeFileSync(join(consoleDir, "assets", "index-abc.js"), SCRIPT);
  writeFileSync(join(consoleDir, "assets", "index-abc.css"), "body{}");
  writeFileSync(join(consoleDir, "assets", ".rahasia"), "jangan");
  writeFileSync(join(root, "secret.txt"), "di luar konsol");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("mountConsolePages", () => {
  it.each(["/kantor", "/kantor/", "/kantor/masukan", "/kantor/profil?x=1", "/kantor/tidak/ada"])("answers %s with the console's index.html", async (path) => {
    const response = await appFor(consoleDir).request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(INDEX);
  });

  it("serves a hashed asset with its MIME type and a year of immutable caching", async () => {
    const app = appFor(consoleDir);
    const script = await app.request("/kantor/assets/index-abc.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await script.text()).toBe(SCRIPT);
    const style = await app.request("/kantor/assets/index-abc.css");
    expect(style.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("sends the build's precompressed copy the browser accepts, brotli first, and the plain file otherwise", async () => {
    const big = `console.log(${JSON.stringify("konsol ".repeat(200))});`;
    writeFileSync(join(consoleDir, "assets", "main-def.js"), big);
    const { precompress } = await import("../../scripts/postbuild/precompress.mjs");
    expect(precompress(consoleDir)).toBe(1);
    const app = appFor(consoleDir);
    const brotli = await app.request("/kantor/assets/main-def.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(big);
    const gzip = await app.request("/kantor/assets/main-def.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(big);
    const plain = await app.request("/kantor/assets/main-def.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await appFor(consoleDir).request("/kantor/assets/index-abc.js", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await response.text()).toBe("");
  });

  it("gives 404 (not the index page) for a missing asset", async () => {
    const response = await appFor(consoleDir).request("/kantor/assets/hilang.js");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("<html");
  });

  it.each([
    "/kantor/assets/.rahasia",
    "/kantor/assets/%2e%2e/%2e%2e/secret.txt",
    "/kantor/assets/..%2f..%2fsecret.txt",
    "/kantor/assets/..%5c..%5csecret.txt",
    "/kantor/assets/",
    "/kantor/assets/a%00.js",
  ])("never reads outside the assets folder or a dotfile: %s", async (path) => {
    const response = await appFor(consoleDir).request(path);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain("di luar konsol");
    expect(text).not.toContain("jangan");
  });

  it("leaves other addresses to the rest of the server", async () => {
    const response = await appFor(consoleDir).request("/kantorku");
    expect(await response.text()).toBe("situs publik");
  });

  it("answers 503 with an Indonesian page saying to build when the console is not built", async () => {
    const response = await appFor(join(root, "belum-ada")).request("/kantor/masukan");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const text = await response.text();
    expect(text).toContain('lang="id"');
    expect(text).toContain("npm run build");
  });
});
