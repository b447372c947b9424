import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { offline } from "../../app/content/offline";
import { NAV_ITEMS } from "../../app/content/routes-list";
import { getOffice } from "../../app/content/site.server";
import { offlinePageHtml, writeServiceWorker } from "./service-worker.mjs";

describe("the offline page", () => {
  const office = getOffice();
  const html = offlinePageHtml({ office, page: offline.page, nav: NAV_ITEMS });

  it("is Indonesian, names the site in its title and says what happened", () => {
    expect(html).toMatch(/<html lang="id">/);
    expect(html).toContain(`<title>${offline.page.title} | ${office.productName} – ${office.officeName}</title>`);
    expect(html).toContain(`<h1>${offline.page.heading}</h1>`);
  });

  it("links to every page that works offline", () => {
    for (const item of NAV_ITEMS) expect(html).toContain(`<a href="${item.path}">${item.label.replace("&", "&amp;")}</a>`);
  });

  it("has no script (the CSP allows only hashed inline scripts)", () => {
    expect(html).not.toMatch(/<script/i);
  });
});

describe("VITE_SERVICE_WORKER=off", () => {
  let dir: string | undefined;
  afterEach(() => {
    vi.unstubAllEnvs();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("writes a sw.js that deletes the caches and unregisters the worker a visitor still has", async () => {
    vi.stubEnv("VITE_SERVICE_WORKER", "off");
    dir = mkdtempSync(join(tmpdir(), "simpati-sw-off-"));
    expect(await writeServiceWorker(dir)).toMatch(/off/);
    const worker = readFileSync(join(dir, "sw.js"), "utf8");
    expect(worker).toContain("skipWaiting()");
    expect(worker).toContain("caches.delete(key)");
    expect(worker).toContain("self.registration.unregister()");
    expect(worker).not.toContain("precache");
  });
});
