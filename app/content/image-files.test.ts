import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyMedia } from "../../scripts/postbuild/media.mjs";
import * as imageFiles from "./image-files";

const ID = "0123456789abcdef0123";
let dir: string;
let site: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "media-"));
  site = mkdtempSync(join(tmpdir(), "site-"));
  process.env.WAKAF_MEDIA_DIR = dir;
});
afterEach(() => {
  delete process.env.WAKAF_MEDIA_DIR;
  rmSync(dir, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
});

const touch = (...names: string[]) => names.forEach((name) => writeFileSync(join(dir, name), "x"));

describe("uploaded photos in a build", () => {
  it("finds every size of a photo by its prefix, narrowest first, and gives the page a srcSet", () => {
    touch(`${ID}-1440.webp`, `${ID}-480.webp`, `${ID}-960.webp`, "ffffffffffffffffffff-480.webp", `${ID}-480.webp.tmp`);
    expect(imageFiles.renditionsOf(`media/${ID}-1440.webp`).map((size) => size.width)).toEqual([480, 960, 1440]);
    expect(imageFiles.mediaSources(`media/${ID}-1440.webp`)).toEqual({
      src: `/media/${ID}-1440.webp`,
      srcSet: `/media/${ID}-480.webp 480w, /media/${ID}-960.webp 960w, /media/${ID}-1440.webp 1440w`,
    });
  });

  it("gives a photo of one size no srcSet, and one not in the folder nothing to copy", () => {
    touch(`${ID}-320.webp`);
    expect(imageFiles.mediaSources(`media/${ID}-320.webp`)).toEqual({ src: `/media/${ID}-320.webp` });
    expect(imageFiles.renditionsOf("media/ffffffffffffffffffff-480.webp")).toEqual([]);
  });

  it("lists the photos a content file names, at any depth, once each", () => {
    const news = { items: [{ image: { file: `media/${ID}-960.webp` } }, { image: { file: "news/a.svg" } }, { note: `media/${ID}-960.webp` }] };
    const gallery = [{ nested: { deeper: [[{ file: "media/ffffffffffffffffffff-300.webp" }]] } }, "teks biasa media/x.webp", `media/${ID}-480.webp.bak`, null, 42];
    expect(imageFiles.referencedMedia([news, gallery]).sort()).toEqual([`media/${ID}-960.webp`, "media/ffffffffffffffffffff-300.webp"]);
  });

  it("postbuild copies every size of every named photo into the site, and stops on a missing one", () => {
    touch(`${ID}-480.webp`, `${ID}-960.webp`, "ffffffffffffffffffff-480.webp");
    const copied = copyMedia(site, imageFiles, { "news.json": { items: [{ image: { file: `media/${ID}-960.webp` } }] } });
    expect(copied).toBe(2);
    expect(readdirSync(join(site, "media")).sort()).toEqual([`${ID}-480.webp`, `${ID}-960.webp`]);
    expect(() => copyMedia(site, imageFiles, { "gallery.json": { items: [{ image: { file: "media/aaaaaaaaaaaaaaaaaaaa-480.webp" } }] } })).toThrow(
      /gallery\.json names the photo media\/aaaaaaaaaaaaaaaaaaaa-480\.webp/,
    );
  });
});
