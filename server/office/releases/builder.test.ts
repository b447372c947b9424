import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBuildLine, scriptBuilder } from "./builder";

describe("parseBuildLine", () => {
  it("reads steps and failures, and leaves everything else as output", () => {
    expect(parseBuildLine("LANGKAH 2/5 Membuat halaman\r")).toEqual({ kind: "step", index: 2, total: 5, label: "Membuat halaman" });
    expect(parseBuildLine("GAGAL Nomor telepon kantor tidak valid.")).toEqual({ kind: "failure", message: "Nomor telepon kantor tidak valid." });
    expect(parseBuildLine("LANGKAH 6/5 Terlalu jauh")).toEqual({ kind: "other", text: "LANGKAH 6/5 Terlalu jauh" });
    expect(parseBuildLine("  vite v8 building…")).toEqual({ kind: "other", text: "  vite v8 building…" });
  });
});

describe("scriptBuilder (the build script in a child process)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "simpati-builder-"));
    writeFileSync(
      join(dir, "ok.mjs"),
      `const args = process.argv.slice(2);\nconsole.log("LANGKAH 1/1 " + args.join(" "));\nconsole.error("peringatan di stderr");\n`,
    );
    writeFileSync(join(dir, "fail.mjs"), `console.log("LANGKAH 1/2 Memeriksa");\nconsole.log("GAGAL Data tidak valid.");\nprocess.exit(1);\n`);
    writeFileSync(join(dir, "stuck.mjs"), `console.log("LANGKAH 1/2 Menunggu");\nsetInterval(() => {}, 1000);\n`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("passes the folders, reports every line of stdout and stderr, and succeeds on exit 0", async () => {
    const lines: string[] = [];
    const result = await scriptBuilder({ script: join(dir, "ok.mjs") })("/isi", "/hasil", (line) => lines.push(line));
    expect(result).toEqual({ ok: true });
    expect(lines.sort()).toEqual(["LANGKAH 1/1 --content /isi --out /hasil", "peringatan di stderr"]);
  });

  it("fails on a non-zero exit", async () => {
    const lines: string[] = [];
    expect(await scriptBuilder({ script: join(dir, "fail.mjs") })("/isi", "/hasil", (line) => lines.push(line))).toEqual({ ok: false });
    expect(lines).toContain("GAGAL Data tidak valid.");
  });

  it("stops a build that takes too long, and one the server stops", async () => {
    const timedOut = await scriptBuilder({ script: join(dir, "stuck.mjs"), timeoutMs: 300 })("/isi", "/hasil", () => {});
    expect(timedOut).toEqual({ ok: false, message: expect.stringMatching(/^Pembuatan situs terlalu lama .* dihentikan\.$/) });
    const controller = new AbortController();
    const running = scriptBuilder({ script: join(dir, "stuck.mjs") })("/isi", "/hasil", () => controller.abort(), controller.signal);
    expect(await running).toEqual({ ok: false, message: "Pembuatan situs dihentikan karena server dimatikan." });
  });
});
