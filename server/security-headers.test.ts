import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { contentSecurityPolicy, inlineScriptHashes, isHttps, needsContentSecurityPolicy, tileSource } from "./security-headers";

const inlineBoot = `window.__ctx = {"a":1};`;
const inlineModule = `import "/assets/manifest.js";\nimport("/assets/entry.client.js");`;
const notFoundScript = `$RC("B:0","S:0")`;
const sitePageData = (id: string) => `window.__ctx = {"site":"${id}"};`;
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "simpati-csp-"));
  mkdirSync(join(clientDir, "dasar-hukum"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    `<!DOCTYPE html><html lang="id"><head><script src="/assets/a.js"></script></head><body><h1>Beranda</h1>` +
      `<script>${inlineBoot}</script><script type="module" async="">${inlineModule}</script></body></html>`,
  );
  writeFileSync(join(clientDir, "dasar-hukum", "index.html"), `<h1>Dasar Hukum</h1><script>${inlineBoot}</script>`);
  writeFileSync(join(clientDir, "404.html"), `<h1>Halaman tidak ditemukan</h1><script>${notFoundScript}</script>`);
  // Two wakaf site pages, each with its own route data (a register has thousands of them).
  for (const id of ["masjid-al-ikhlas", "makam-cisitu"]) {
    mkdirSync(join(clientDir, "pemetaan-wakaf", id), { recursive: true });
    writeFileSync(join(clientDir, "pemetaan-wakaf", id, "index.html"), `<h1>${id}</h1><script>${inlineBoot}</script><script>${sitePageData(id)}</script>`);
  }
  // A news story written on the site: a record page too.
  mkdirSync(join(clientDir, "berita-wakaf", "ikrar-wakaf"), { recursive: true });
  writeFileSync(join(clientDir, "berita-wakaf", "ikrar-wakaf", "index.html"), `<h1>Ikrar</h1><script>${inlineBoot}</script><script>${sitePageData("ikrar-wakaf")}</script>`);
  writeFileSync(join(clientDir, "assets", "page.html"), `<script>alert("not a page")</script>`);
  writeFileSync(join(clientDir, "assets", "entry.js"), `export const entry = 1;`);
  writeFileSync(join(clientDir, "assets", "app.css"), `body{margin:0}`);
  writeFileSync(join(clientDir, "assets", "logo.svg"), `<svg xmlns="http://www.w3.org/2000/svg"></svg>`);
  writeFileSync(join(clientDir, "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("inline script hashes", () => {
  it("hashes each distinct inline script of every page once, and skips scripts with a src", () => {
    expect(inlineScriptHashes(clientDir)).toEqual([sha(inlineBoot), sha(inlineModule), sha(notFoundScript)].sort());
  });
});

describe("tile sources for img-src", () => {
  it("takes the origin of an absolute template", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
  });
  it("turns a {s} subdomain into a wildcard", () => {
    expect(tileSource("https://{s}.tile.example.org:8443/{z}/{x}/{y}{r}.png")).toBe("https://*.tile.example.org:8443");
  });
  it("needs nothing for a same-origin template", () => {
    expect(tileSource("/__tile-stub.png?{z}/{x}/{y}")).toBeUndefined();
  });
});

describe("HTTPS detection", () => {
  it("sees TLS and a proxy's X-Forwarded-Proto, and nothing else", () => {
    expect(isHttps("https://wakaf.example/", undefined)).toBe(true);
    expect(isHttps("http://127.0.0.1/", "https")).toBe(true);
    expect(isHttps("http://127.0.0.1/", "HTTPS, http")).toBe(true);
    expect(isHttps("http://127.0.0.1/", "http")).toBe(false);
    expect(isHttps("http://127.0.0.1/", undefined)).toBe(false);
  });
});

describe("security headers from the Node server", () => {
  it("sends a CSP that allows exactly the build's inline scripts, never 'unsafe-inline' scripts", async () => {
    const response = await createApp({ clientDir }).request("/");
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get("content-security-policy"));
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc).toEqual(["'self'", ...[sha(inlineBoot), sha(inlineModule), sha(notFoundScript)].sort()]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // Issue 17: plus the tile host, which the service worker fetches the tiles it caches from.
    expect(csp.get("connect-src")).toEqual(["'self'", "https://tile.openstreetmap.org"]);
    expect(csp.get("worker-src")).toEqual(["'self'"]);
  });

  it("keeps each record page's own scripts (a site's, a story's) out of every other answer's policy, and adds them to that page's", async () => {
    const shared = directives((await createApp({ clientDir }).request("/")).headers.get("content-security-policy")).get("script-src") ?? [];
    expect(shared).not.toContain(sha(sitePageData("masjid-al-ikhlas")));
    const app = createApp({ clientDir });
    for (const [id, other] of [["masjid-al-ikhlas", "makam-cisitu"], ["makam-cisitu", "masjid-al-ikhlas"]] as const) {
      const response = await app.request(`/pemetaan-wakaf/${id}`);
      expect(response.status).toBe(200);
      const scriptSrc = directives(response.headers.get("content-security-policy")).get("script-src") ?? [];
      expect(scriptSrc).toEqual([...shared, sha(sitePageData(id))]);
      expect(scriptSrc).not.toContain(sha(sitePageData(other)));
    }
    // A news story written on the site is a page of its own kind: its scripts on its answer only.
    const story = await app.request("/berita-wakaf/ikrar-wakaf");
    expect(story.status).toBe(200);
    expect(directives(story.headers.get("content-security-policy")).get("script-src")).toEqual([...shared, sha(sitePageData("ikrar-wakaf"))]);
    expect(shared).not.toContain(sha(sitePageData("ikrar-wakaf")));
    // An unknown site: the shared policy on the not-found page.
    const missing = await app.request("/pemetaan-wakaf/tidak-ada");
    expect(missing.status).toBe(404);
    expect(directives(missing.headers.get("content-security-policy")).get("script-src")).toEqual(shared);
  });

  it("lets images come from the office's map tile host", async () => {
    const response = await createApp({ clientDir }).request("/dasar-hukum");
    const imgSrc = directives(response.headers.get("content-security-policy")).get("img-src");
    expect(imgSrc).toContain("'self'");
    expect(imgSrc).toContain("https://tile.openstreetmap.org");
  });

  it("sends nosniff, the referrer policy the tile servers need, and microphone and geolocation for our own origin only", async () => {
    const response = await createApp({ clientDir }).request("/");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const permissions = response.headers.get("permissions-policy") ?? "";
    expect(permissions).toMatch(/(^|, )microphone=\(self\)(,|$)/);
    expect(permissions).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
    expect(permissions).toMatch(/(^|, )camera=\(\)(,|$)/);
  });

  it("sends the headers on the not-found page too", async () => {
    const response = await createApp({ clientDir }).request("/tidak-ada");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends the CSP only where a browser reads it: documents, SVGs and workers, not stylesheets, modules or PNGs", async () => {
    const app = createApp({ clientDir });
    for (const path of ["/assets/entry.js", "/assets/app.css", "/icon-192.png"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-security-policy"), path).toBeNull();
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    expect((await app.request("/assets/logo.svg")).headers.get("content-security-policy")).toContain("script-src 'self'");
    const asWorker = await app.request("/assets/entry.js", { headers: { "Sec-Fetch-Dest": "worker" } });
    expect(asWorker.headers.get("content-security-policy")).toContain("worker-src 'self'");
    // A file that is not there is answered with a page, which keeps the policy.
    expect((await app.request("/assets/missing.js")).headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("sends HSTS only when the visitor came over HTTPS", async () => {
    const app = createApp({ clientDir });
    expect((await app.request("http://127.0.0.1/")).headers.get("strict-transport-security")).toBeNull();
    const viaProxy = await app.request("http://127.0.0.1/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(viaProxy.headers.get("strict-transport-security")).toBe("max-age=31536000");
    const direct = await app.request("https://wakaf.example/");
    expect(direct.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });
});

describe("needsContentSecurityPolicy", () => {
  it("leaves the policy off passive subresources only", () => {
    expect(needsContentSecurityPolicy("text/html; charset=utf-8", "document")).toBe(true);
    expect(needsContentSecurityPolicy("image/svg+xml", "image")).toBe(true);
    expect(needsContentSecurityPolicy(undefined, undefined)).toBe(true);
    expect(needsContentSecurityPolicy("text/javascript; charset=utf-8", "serviceworker")).toBe(true);
    expect(needsContentSecurityPolicy("text/javascript; charset=utf-8", "script")).toBe(false);
    expect(needsContentSecurityPolicy("text/css", "style")).toBe(false);
    expect(needsContentSecurityPolicy("image/png", undefined)).toBe(false);
    expect(needsContentSecurityPolicy("font/woff2", "font")).toBe(false);
    expect(needsContentSecurityPolicy("application/manifest+json", "manifest")).toBe(false);
  });
});

describe("contentSecurityPolicy", () => {
  it("lists extra image sources after 'self', data: and blob:", () => {
    const csp = directives(contentSecurityPolicy([], ["https://*.tiles.example"]));
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://*.tiles.example"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
  });
});
