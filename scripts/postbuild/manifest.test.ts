import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { offline } from "../../app/content/offline";
import { NAV_ITEMS } from "../../app/content/routes-list";
import { getOffice } from "../../app/content/site.server";
import { MANIFEST_SCREENSHOTS, webManifest } from "./manifest.mjs";

const office = getOffice();
const manifest = webManifest({ office, navItems: NAV_ITEMS, shortcuts: offline.install.shortcuts });
const publicFile = (src: string) => new URL(`../../public${src}`, import.meta.url);

/** Width and height of a PNG (IHDR) or baseline/progressive JPEG (SOF0/SOF2) file. */
function imageSize(bytes: Buffer): [number, number] {
  if (bytes.readUInt32BE(0) === 0x89504e47) return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    if (marker === 0xffc0 || marker === 0xffc2) return [bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5)];
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error("not a PNG or JPEG");
}

describe("web app manifest", () => {
  it("has an id, a scope and a start inside it", () => {
    expect(manifest).toMatchObject({ id: "/", scope: "/", start_url: "/", display: "standalone", lang: "id" });
    expect(manifest.description).toBe(office.siteDescription);
  });

  it("has a maskable icon of its own, and every icon file exists at its stated size", () => {
    expect(manifest.icons.filter((icon) => icon.purpose === "maskable")).toEqual([
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
    const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
    for (const icon of icons) {
      expect(existsSync(publicFile(icon.src)), icon.src).toBe(true);
      expect(imageSize(readFileSync(publicFile(icon.src))).join("x"), icon.src).toBe(icon.sizes);
    }
  });

  it("has screenshots at phone and desktop size, each file at its stated size", () => {
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(["narrow", "wide"]);
    for (const shot of MANIFEST_SCREENSHOTS) {
      expect(imageSize(readFileSync(publicFile(shot.src))).join("x"), shot.src).toBe(shot.sizes);
      expect(shot.label).not.toBe("");
    }
    expect(manifest.screenshots.every((shot) => !("path" in shot))).toBe(true);
  });

  it("has shortcuts to Pemetaan and Kuis that point at real pages", () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(["/pemetaan-wakaf", "/kuis-wakaf"]);
  });

  it("refuses a shortcut to a page that does not exist", () => {
    expect(() =>
      webManifest({
        office,
        navItems: NAV_ITEMS,
        shortcuts: [{ page: "tidak-ada", name: "x", shortName: "x", description: "x" }],
      }),
    ).toThrow(/tidak-ada/);
  });
});
