import * as fs from "node:fs";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeFileAtomic } from "./atomic-file";
import { createReleaseStore } from "./store";

// The real functions, watched: the order of fsync and rename is what makes the write safe.
vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  return { ...actual, fsyncSync: vi.fn(actual.fsyncSync), renameSync: vi.fn(actual.renameSync), openSync: vi.fn(actual.openSync) };
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "simpati-atomic-"));
  vi.mocked(fs.fsyncSync).mockClear();
  vi.mocked(fs.renameSync).mockClear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the release pointer", () => {
  it("is written to a temporary file, flushed, then renamed over the old one, and the folder flushed", () => {
    const store = createReleaseStore(dir);
    store.setLive("20261201-020000-aaaaaa");
    const fsync = vi.mocked(fs.fsyncSync);
    const rename = vi.mocked(fs.renameSync);
    expect(rename).toHaveBeenCalledTimes(1);
    const [from, to] = rename.mock.calls[0]! as [string, string];
    expect(to).toBe(join(dir, "current.json"));
    expect(from).toMatch(/\.current\.json\.\d+\.[0-9a-f]{8}\.tmp$/);
    // A file flush before the rename, a folder flush after it.
    expect(fsync.mock.invocationCallOrder[0]!).toBeLessThan(rename.mock.invocationCallOrder[0]!);
    expect(fsync.mock.invocationCallOrder.at(-1)!).toBeGreaterThan(rename.mock.invocationCallOrder[0]!);
    expect(JSON.parse(readFileSync(join(dir, "current.json"), "utf8"))).toEqual({ id: "20261201-020000-aaaaaa" });
    expect(readdirSync(dir)).toEqual(["current.json"]);
  });

  it("keeps the old pointer whole when the write fails before the rename, and leaves no temporary file", () => {
    writeFileSync(join(dir, "current.json"), '{"id":"20261201-020000-aaaaaa"}\n');
    vi.mocked(fs.renameSync).mockImplementationOnce(() => {
      throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
    });
    expect(() => writeFileAtomic(join(dir, "current.json"), '{"id":"20261201-030000-bbbbbb"}\n')).toThrow(/ENOSPC/);
    expect(readFileSync(join(dir, "current.json"), "utf8")).toBe('{"id":"20261201-020000-aaaaaa"}\n');
    expect(readdirSync(dir)).toEqual(["current.json"]);
  });
});
