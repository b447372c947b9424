import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMediaStore } from "./media-store";

const ID = "0123456789abcdef0123";
let root: string;
let dir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "simpati-media-"));
  dir = join(root, "media");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("createMediaStore", () => {
  it("writes each file once, whole, creating the folder; a file already there is left as it is", () => {
    const store = createMediaStore(dir);
    expect(store.has(`${ID}-480.webp`)).toBe(false);
    expect(store.write([{ name: `${ID}-480.webp`, bytes: Buffer.from("kecil") }, { name: `${ID}-960.webp`, bytes: Buffer.from("sedang") }])).toEqual([
      `${ID}-480.webp`,
      `${ID}-960.webp`,
    ]);
    expect(store.has(`${ID}-480.webp`)).toBe(true);
    expect(readFileSync(join(dir, `${ID}-960.webp`), "utf8")).toBe("sedang");

    // The same upload again: nothing written, nothing replaced.
    expect(store.write([{ name: `${ID}-480.webp`, bytes: Buffer.from("lain") }])).toEqual([]);
    expect(readFileSync(join(dir, `${ID}-480.webp`), "utf8")).toBe("kecil");
    // No temporary file left behind.
    expect(readdirSync(dir).sort()).toEqual([`${ID}-480.webp`, `${ID}-960.webp`]);
  });

  it("leads only names of the media shape to a path inside its folder", () => {
    const store = createMediaStore(dir);
    expect(store.pathOf(`${ID}-1440.webp`)).toBe(join(dir, `${ID}-1440.webp`));
    for (const name of [
      "../feedback.db",
      `../${ID}-480.webp`,
      `media/${ID}-480.webp`,
      `${ID}-480.webp/`,
      `${ID}-480.png`,
      `${ID}-048.webp`,
      `${ID}-8.webp`,
      `${ID}-10000.webp`,
      `${ID.toUpperCase()}-480.webp`,
      `${ID}0-480.webp`,
      "/etc/passwd",
      `${ID}-480.webp\0`,
      "",
    ]) {
      expect(store.pathOf(name), name).toBeUndefined();
      expect(store.has(name), name).toBe(false);
    }
    expect(() => store.write([{ name: "../oops.webp", bytes: Buffer.from("x") }])).toThrow(/Not a media file name/);
    expect(existsSync(join(root, "oops.webp"))).toBe(false);
  });

  it("removes the temporary files of a write cut short when it starts", () => {
    mkdirSync(dir);
    writeFileSync(join(dir, `.${ID}-480.webp.123.abcd1234.tmp`), "separuh");
    writeFileSync(join(dir, `${ID}-480.webp`), "utuh");
    createMediaStore(dir);
    expect(readdirSync(dir)).toEqual([`${ID}-480.webp`]);
  });

  it("does not take a folder of that name for a file", () => {
    mkdirSync(join(dir, `${ID}-480.webp`), { recursive: true });
    expect(createMediaStore(dir).has(`${ID}-480.webp`)).toBe(false);
  });
});
