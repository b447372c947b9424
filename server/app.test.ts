import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";

let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "simpati-site-"));
  mkdirSync(join(clientDir, "dasar-hukum"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), "<h1>Beranda</h1>");
  writeFileSync(join(clientDir, "dasar-hukum", "index.html"), "<h1>Dasar Hukum</h1>");
  writeFileSync(join(clientDir, "404.html"), `<h1>Halaman tidak ditemukan</h1>${" ".repeat(2000)}`);
  const script = "console.log('wakaf');".repeat(100);
  writeFileSync(join(clientDir, "assets", "entry-abc123.js"), script);
  writeFileSync(join(clientDir, "assets", "entry-abc123.js.gz"), gzipSync(script));
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("static site server", () => {
  it("serves a route's prerendered index.html, revalidated on every visit", async () => {
    const response = await createApp({ clientDir }).request("/dasar-hukum");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>Dasar Hukum</h1>");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("answers an unknown path with the not-found page and HTTP 404, compressed", async () => {
    const response = await createApp({ clientDir }).request("/tidak-ada", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await new Response(response.body?.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(body).toContain("Halaman tidak ditemukan");
  });

  it("caches hashed assets for a year and sends the precompressed file", async () => {
    const response = await createApp({ clientDir }).request("/assets/entry-abc123.js", {
      headers: { "Accept-Encoding": "gzip, deflate" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
  });

  it("refuses paths that climb out of the site folder", async () => {
    const response = await createApp({ clientDir }).request("/../package.json");
    expect(response.status).toBe(404);
  });
});
