import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkFeedbackEntry } from "../../app/lib/feedback-entry.schema";
import { parseExportArgs, parseSince, toCsv, toJson, toWib, UsageError } from "./export";
import { openSqliteStore } from "./sqlite-store";
import type { StoredFeedback } from "./store";
import { makeTempDir, validEntry } from "./test-helpers";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

const row = (overrides: Partial<StoredFeedback> = {}): StoredFeedback => ({
  id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
  name: "Siti Aminah",
  email: "siti@contoh.id",
  message: "Terima kasih",
  timestamp: "2025-03-14T02:29:58.000Z",
  receivedAt: "2025-03-14T02:30:00.000Z",
  ...overrides,
});

describe("export arguments", () => {
  it("defaults to CSV and reads every option", () => {
    expect(parseExportArgs([])).toMatchObject({ format: "csv", help: false, since: undefined });
    const options = parseExportArgs(["--format", "json", "--since", "2025-03-01", "-o", "out.json", "--database", "x.db"]);
    expect(options).toMatchObject({ format: "json", output: "out.json", database: "x.db" });
    expect(options.since?.toISOString()).toBe("2025-02-28T17:00:00.000Z");
  });

  it("refuses an unknown format, an unknown option and a bad date, in Indonesian", () => {
    expect(() => parseExportArgs(["--format", "xlsx"])).toThrow(/Format tidak dikenal/);
    expect(() => parseExportArgs(["--semua"])).toThrow(UsageError);
    expect(() => parseSince("kemarin")).toThrow(/tidak valid/);
    expect(() => parseSince("2025-02-30")).toThrow(/tidak valid/);
    expect(() => parseSince("2025-03-01 08:00")).toThrow(/tidak valid/);
  });

  it("reads a date as midnight WIB and a full date-time as written", () => {
    expect(parseSince("2025-03-01").toISOString()).toBe("2025-02-28T17:00:00.000Z");
    expect(parseSince("2025-03-01T08:00:00+07:00").toISOString()).toBe("2025-03-01T01:00:00.000Z");
    expect(parseSince("2025-03-01T08:00Z").toISOString()).toBe("2025-03-01T08:00:00.000Z");
  });
});

describe("export formats", () => {
  it("writes CSV with a header, WIB times, quoted cells and CRLF line ends", () => {
    const csv = toCsv([row({ message: 'Baris satu\nbaris "dua", tiga' })]);
    expect(csv).toBe(
      '"id","diterima_wib","nama","email","pesan","waktu_kirim_pengunjung","diterima_utc"\r\n' +
        '"3f2504e0-4f89-41d3-9a0c-0305e82c3301","2025-03-14 09:30:00","Siti Aminah","siti@contoh.id",' +
        '"Baris satu\nbaris ""dua"", tiga","2025-03-14T02:29:58.000Z","2025-03-14T02:30:00.000Z"\r\n',
    );
    expect(toWib("2025-12-31T17:00:00.000Z")).toBe("2026-01-01 00:00:00");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    const csv = toCsv([row({ name: "=HYPERLINK(\"http://x\")", message: "+62 812", email: "@a.b" })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`"'+62 812"`);
    expect(csv).toContain(`"'@a.b"`);
  });

  // A name that would set the terminal's title, one that would clear the screen with a one-byte CSI, a
  // bidi override and a lone carriage return that would overwrite the line already printed.
  const hostile = row({
    name: "Budi\u001b]0;DIRETAS\u0007",
    email: "a\u009b2J@contoh.id",
    message: "Baris 1\r\nBaris 2\tkolom\u202etxt.exe\rPALSU\u0000\u007f\u0085\u2066x\u2069",
  });
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

  it("neutralises terminal control characters in CSV, keeping tab and line breaks", () => {
    const csv = toCsv([hostile]);
    expect(csv).not.toMatch(UNSAFE);
    expect(csv).toContain('"Budi\ufffd]0;DIRETAS\ufffd"');
    expect(csv).toContain('"a\ufffd2J@contoh.id"');
    expect(csv).toContain('"Baris 1\r\nBaris 2\tkolom\ufffdtxt.exe\ufffdPALSU\ufffd\ufffd\ufffd\ufffdx\ufffd"');
  });

  it("escapes the same characters in JSON without changing the data", () => {
    const json = toJson([hostile]);
    expect(json).not.toMatch(UNSAFE);
    expect(json).toContain("\\u009b");
    expect(json).toContain("\\u202e");
    expect(JSON.parse(json)).toEqual([hostile]);
  });

  it("writes JSON as an array of entries", () => {
    expect(JSON.parse(toJson([row()]))).toEqual([row()]);
    expect(toJson([])).toBe("[]\n");
  });
});

describe("npm run feedback:export (the script)", { timeout: 30_000 }, () => {
  let temp: ReturnType<typeof makeTempDir>;
  let databasePath: string;

  beforeAll(async () => {
    temp = makeTempDir("simpati-export-");
    databasePath = join(temp.dir, "feedback.db");
    const store = openSqliteStore({ path: databasePath });
    for (const [name, at] of [["Ahmad", "2025-03-01T01:00:00Z"], ["Bunga", "2025-03-02T01:00:00Z"]] as const) {
      const checked = checkFeedbackEntry(validEntry({ name }));
      if (!checked.ok) throw new Error("invalid fixture");
      await store.insert(checked.entry, new Date(at));
    }
    await store.close();
  });
  afterAll(() => temp.remove());

  const exportWith = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ["--import", "tsx", "scripts/feedback-export.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_PATH: databasePath, ...env },
    });

  it("prints CSV of every entry, and JSON since a date", async () => {
    const csv = await exportWith([]);
    expect(csv.stdout.split("\r\n").filter(Boolean)).toHaveLength(3);
    expect(csv.stdout).toContain('"Ahmad"');
    expect(csv.stderr).toContain("2 masukan diekspor.");
    const json = await exportWith(["--format", "json", "--since", "2025-03-02"]);
    expect((JSON.parse(json.stdout) as StoredFeedback[]).map((entry) => entry.name)).toEqual(["Bunga"]);
  });

  it("writes a file with a byte-order mark for Excel", async () => {
    const output = join(temp.dir, "masukan.csv");
    await exportWith(["--output", output]);
    const bytes = readFileSync(output);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toContain('"Bunga"');
  });

  it("explains a missing database instead of creating one", async () => {
    const missing = join(temp.dir, "belum-ada.db");
    await expect(exportWith([], { DATABASE_PATH: missing })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Database tidak dapat dibuka"),
    });
    await expect(exportWith(["--format", "pdf"])).rejects.toMatchObject({ code: 2 });
  });
});
