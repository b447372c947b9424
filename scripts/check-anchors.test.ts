import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { missingAnchors } from "./check-anchors.mjs";

describe("missingAnchors", () => {
  it("lists sections and pages missing from the built HTML", () => {
    const dir = mkdtempSync(join(tmpdir(), "anchors-"));
    writeFileSync(join(dir, "index.html"), '<h2 id="layanan">Layanan</h2>');
    mkdirSync(join(dir, "profil-kua"));
    writeFileSync(join(dir, "profil-kua", "index.html"), '<h2 id="kontak">Kontak</h2>');
    expect(missingAnchors(dir, { "/": ["layanan"], "/profil-kua": ["kontak", "visi"], "/hilang": [] })).toEqual(["/profil-kua#visi", "/hilang"]);
  });
});
