import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyMediaFor } from "./referenced";

const A = "aaaaaaaaaaaaaaaaaaa1";
const B = "bbbbbbbbbbbbbbbbbbb2";
const C = "ccccccccccccccccccc3";
let root: string;
let mediaDir: string;
let targetDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "simpati-referenced-"));
  mediaDir = join(root, "media");
  targetDir = join(root, "releases", "r1", "content", "media");
  mkdirSync(mediaDir);
  for (const name of [`${A}-480.webp`, `${A}-960.webp`, `${A}-1440.webp`, `${B}-300.webp`, `${C}-480.webp`, `.${A}-480.webp.1.ab.tmp`]) {
    writeFileSync(join(mediaDir, name), name);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const news = {
  items: [
    { id: "satu", image: { file: `media/${A}-1440.webp`, alt: "Foto ikrar wakaf", width: 1440, height: 960 } },
    { id: "dua", image: { file: "news/ikrar-wakaf.svg", alt: "Gambar bawaan", width: 800, height: 500 } },
  ],
};
const gallery = [{ nested: { deeper: [[{ file: `media/${B}-300.webp` }]] } }, { again: `media/${A}-1440.webp` }];

describe("copyMediaFor", () => {
  it("copies every width of every picture the content names, and only those", () => {
    const result = copyMediaFor([news, gallery], mediaDir, targetDir);
    expect(result).toEqual({
      copied: [`media/${A}-1440.webp`, `media/${A}-480.webp`, `media/${A}-960.webp`, `media/${B}-300.webp`],
      missing: [],
    });
    expect(readdirSync(targetDir).sort()).toEqual([`${A}-1440.webp`, `${A}-480.webp`, `${A}-960.webp`, `${B}-300.webp`]);
    expect(readFileSync(join(targetDir, `${A}-960.webp`), "utf8")).toBe(`${A}-960.webp`);
  });

  it("lists what the content names but the media folder does not have", () => {
    const gone = "ddddddddddddddddddd4";
    const result = copyMediaFor([{ file: `media/${gone}-480.webp` }, { file: `media/${B}-960.webp` }], mediaDir, targetDir);
    // B's 960 was never made (its photo is 300 wide), but its other width is still copied.
    expect(result).toEqual({ copied: [`media/${B}-300.webp`], missing: [`media/${B}-960.webp`, `media/${gone}-480.webp`] });
  });

  it("creates nothing when nothing is named, and copes with no media folder at all", () => {
    expect(copyMediaFor([{ file: "gallery/masjid-wakaf.svg" }], mediaDir, targetDir)).toEqual({ copied: [], missing: [] });
    expect(() => readdirSync(targetDir)).toThrow();
    expect(copyMediaFor([news], join(root, "tidak-ada"), targetDir)).toEqual({ copied: [], missing: [`media/${A}-1440.webp`] });
  });
});
