// Issue 17: how the Node server serves the service worker. A worker script cached for long would keep
// visitors on an old version (and make retiring it slow), so it must be revalidated on every check.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";

let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "simpati-sw-"));
  mkdirSync(join(clientDir, "offline"));
  writeFileSync(join(clientDir, "index.html"), "<h1>Beranda</h1>");
  writeFileSync(join(clientDir, "404.html"), "<h1>Halaman tidak ditemukan</h1>");
  writeFileSync(join(clientDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(clientDir, "offline", "index.html"), "<h1>Tidak ada koneksi</h1>");
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("service worker files", () => {
  it("serves /sw.js as JavaScript, same-origin, never cached for long", async () => {
    const response = await createApp({ clientDir }).request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    const cacheControl = response.headers.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/no-cache|no-store|max-age=0\b/);
    expect(cacheControl).not.toMatch(/immutable/);
    expect(response.headers.get("content-security-policy")).toMatch(/worker-src 'self'/);
  });

  it("serves the offline page the worker precaches", async () => {
    const response = await createApp({ clientDir }).request("/offline/index.html");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Tidak ada koneksi");
  });
});
