import { parse } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { InboxItem } from "../../../app/lib/office/inbox";
import { makeClientDir } from "../../feedback/test-helpers";
import { call, errorCode, makeOfficeApp, seedAccount, seedFeedback, signIn, START, type OfficeTestApp, type SeededFeedback } from "../test-helpers";
import { EXPORT_COLUMNS, exportFileName, inboxCsv } from "./export";

let site: ReturnType<typeof makeClientDir>;
let t: OfficeTestApp;
let siti: { cookie: string; csrf: string };

const PASSWORD = "kunci-wakaf-2026";
const MINUTE = 60_000;
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString();
const HEADERS = EXPORT_COLUMNS.map((column) => column.header);
const FORMULA = "=cmd|' /C calc'!A0";
const ANSI = "Halo\u001b[2J\u001b]0;judul\u0007 dunia";

beforeAll(() => {
  site = makeClientDir();
});
afterAll(() => site.remove());
beforeEach(async () => {
  t = makeOfficeApp(site.dir);
  await seedAccount(t, "siti", PASSWORD, "staf");
  siti = await signIn(t, "siti", PASSWORD);
});
afterEach(() => t.close());

const download = (path: string) => call(t, `/api/kantor/masukan/${path}`, { cookie: siti.cookie });
const setStatus = (id: string, status: string) =>
  call(t, `/api/kantor/masukan/${id}`, { method: "PATCH", body: { version: 0, status }, cookie: siti.cookie, csrf: siti.csrf });

/** 60 messages (more than a page), every third one "dibaca"; the hostile ones among them. */
async function seedInbox(): Promise<{ all: SeededFeedback[]; read: SeededFeedback[] }> {
  const all = Array.from({ length: 60 }, (_, index) =>
    seedFeedback(t, {
      receivedAt: at(index),
      name: index === 3 ? "@SUM(A1:A9)" : `Pengunjung ${index}`,
      message: index === 0 ? FORMULA : index === 6 ? ANSI : index === 9 ? "Baris satu,\r\nbaris \"dua\"" : `Pesan ${index}`,
    }),
  );
  const read = all.filter((_, index) => index % 3 === 0);
  for (const entry of read) expect((await setStatus(entry.id, "dibaca")).status).toBe(200);
  return { all, read: [...read].reverse() };
}

describe("GET /api/kantor/masukan/ekspor.csv", () => {
  it("downloads exactly the filtered selection, every page, newest first, as UTF-8 CSV with a BOM", async () => {
    const { read } = await seedInbox();
    const response = await download("ekspor.csv?status=dibaca");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="masukan-2026-12-01.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");

    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parse(text, { bom: true, relax_column_count: false }) as string[][];
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(read.length + 1);
    expect(rows.slice(1).map((row) => row[9])).toEqual(read.map((entry) => entry.id));
    expect(rows.slice(1).every((row) => row[4] === "Dibaca")).toBe(true);
    expect(rows.at(-1)!.slice(0, 4)).toEqual(["2026-12-01 09:00:00", read.at(-1)!.name, read.at(-1)!.email, `'${FORMULA}`]);
  });

  it("neutralises formulas and terminal control characters, and keeps quotes and line breaks", async () => {
    const { read } = await seedInbox();
    const text = await (await download("ekspor.csv?status=dibaca")).text();
    const byId = new Map((parse(text, { bom: true }) as string[][]).map((row) => [row[9], row]));
    const row = (index: number) => byId.get(read.find((entry) => entry.receivedAt === at(index))!.id)!;
    expect(row(0)[3]).toBe(`'${FORMULA}`);
    expect(row(3)[1]).toBe("'@SUM(A1:A9)");
    expect(row(6)[3]).toBe("Halo\ufffd[2J\ufffd]0;judul\ufffd dunia");
    expect(row(9)[3]).toBe('Baris satu,\r\nbaris "dua"');
    expect(text).not.toContain("\u001b");
    expect(text).not.toContain("\u0007");
  });

  it("downloads everything without filters, and the search's selection with q", async () => {
    const { all } = await seedInbox();
    const rows = parse(await (await download("ekspor.csv?status=&alasan=&q=")).text(), { bom: true }) as string[][];
    expect(rows.slice(1).map((row) => row[9])).toEqual(all.map((entry) => entry.id).reverse());
    const found = parse(await (await download("ekspor.csv?q=pengunjung%205")).text(), { bom: true }) as string[][];
    expect(found.slice(1).map((row) => row[1])).toEqual(["Pengunjung 59", "Pengunjung 58", "Pengunjung 57", "Pengunjung 56", "Pengunjung 55", "Pengunjung 54", "Pengunjung 53", "Pengunjung 52", "Pengunjung 51", "Pengunjung 50", "Pengunjung 5"]);
    const none = parse(await (await download("ekspor.csv?alasan=pengaduan")).text(), { bom: true }) as string[][];
    expect(none).toEqual([HEADERS]);
  });

  it("refuses an unknown filter (400)", async () => {
    const response = await download("ekspor.csv?alasan=semua");
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("invalid_reason");
  });
});

describe("GET /api/kantor/masukan/ekspor.xlsx", () => {
  it("downloads the same selection as a workbook whose cells are text, controls neutralised", async () => {
    const { read } = await seedInbox();
    const response = await download("ekspor.xlsx?status=dibaca");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="masukan-2026-12-01.xlsx"');

    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(read.length + 1);
    expect(rows.slice(1).map((row) => row[9])).toEqual(read.map((entry) => entry.id));
    const byId = new Map(rows.slice(1).map((row) => [row[9], row]));
    const row = (index: number) => byId.get(read.find((entry) => entry.receivedAt === at(index))!.id)!;
    // A string cell, not a formula: read back as exactly the visitor's text.
    expect(row(0)[3]).toBe(FORMULA);
    expect(row(3)[1]).toBe("@SUM(A1:A9)");
    expect(row(6)[3]).toBe("Halo\u25a1[2J\u25a1]0;judul\u25a1 dunia");
    expect(row(0).slice(0, 8)).toEqual(["2026-12-01 09:00:00", read.at(-1)!.name, read.at(-1)!.email, FORMULA, "Dibaca", null, null, "siti"]);
    expect(rows.slice(1).every((cells) => cells.every((cell) => cell === null || typeof cell === "string"))).toBe(true);
  });

  it("answers a workbook with only the header row for an empty selection", async () => {
    const rows = await readSheet(Buffer.from(await (await download("ekspor.xlsx")).arrayBuffer()));
    expect(rows).toEqual([HEADERS]);
  });
});

describe("audit of exports", () => {
  it("records masukan-diekspor with the format, the count and the filters, never the search text or a message", async () => {
    await seedInbox();
    await download("ekspor.csv?status=dibaca");
    await download("ekspor.xlsx?q=Pengunjung%205&alasan=tanpa");
    const rows = t.db.prepare("SELECT actor, detail FROM office_audit WHERE action = 'masukan-diekspor' ORDER BY id").all() as { actor: string; detail: string }[];
    expect(rows.map((row) => ({ actor: row.actor, detail: JSON.parse(row.detail) as unknown }))).toEqual([
      { actor: "siti", detail: { format: "csv", jumlah: 20, status: "dibaca", alasan: null, pencarian: false } },
      { actor: "siti", detail: { format: "xlsx", jumlah: 11, status: null, alasan: "tanpa", pencarian: true } },
    ]);
    const everything = JSON.stringify(t.db.prepare("SELECT * FROM office_audit").all());
    for (const secret of ["Pengunjung", "Pesan", "cmd"]) expect(everything).not.toContain(secret);
  });
});

describe("export helpers", () => {
  const item = (fields: Partial<InboxItem>): InboxItem => ({
    id: "id-1",
    name: "Nama",
    email: "nama@contoh.id",
    message: "Pesan",
    submittedAt: at(0),
    receivedAt: at(0),
    status: "baru",
    reason: null,
    note: "",
    version: 0,
    updatedBy: null,
    updatedAt: null,
    ...fields,
  });

  it("prefixes every cell a spreadsheet would run as a formula with an apostrophe", () => {
    const cells = ["=1+1", "+1", "-1", "@A1", "\t=1", "\r\n=1", "\r=1", "a=1", " =1"];
    const rows = parse(inboxCsv(cells.map((note) => item({ note }))), { bom: true }) as string[][];
    expect(rows.slice(1).map((row) => row[6])).toEqual(["'=1+1", "'+1", "'-1", "'@A1", "'\t=1", "'\r\n=1", "\ufffd=1", "a=1", " =1"]);
  });

  it("names the file after the day in WIB (UTC+7)", () => {
    expect(exportFileName("csv", Date.UTC(2026, 10, 26, 16, 59, 59))).toBe("masukan-2026-11-26.csv");
    expect(exportFileName("xlsx", Date.UTC(2026, 10, 26, 17, 0, 0))).toBe("masukan-2026-11-27.xlsx");
  });
});
