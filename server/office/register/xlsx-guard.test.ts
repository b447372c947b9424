import { describe, expect, it } from "vitest";
import { RegisterConfigSchema } from "../../../app/content/sites.schema";
import { sitesRegister } from "../../../app/content/sites-register";
import { officeWorkbook } from "../../../scripts/sites/fixtures/office-workbook";
import { generateRegister } from "../../../scripts/sites/generate";
import { readXlsxSheets } from "../../../scripts/sites/read-file";
import { registerXlsx } from "../../../scripts/sites/workbook";
import { WORKBOOK_LIMITS } from "./limits";
import { replacePart, unzipWorkbook, zipWorkbook } from "./test-zip";
import { checkWorkbookArchive, sheetExtent } from "./xlsx-guard";

const config = RegisterConfigSchema.parse(sitesRegister);
const center = [-6.8886, 107.6155] as const;
const SHEET = "xl/worksheets/sheet1.xml";
const sheetXml = (cells: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`;

describe("the workbook check before read-excel-file opens an upload", () => {
  it("passes the office's workbook and a 5,000-site register, streamed with data descriptors as write-excel-file writes them", async () => {
    expect(checkWorkbookArchive(await officeWorkbook(), WORKBOOK_LIMITS)).toEqual({ ok: true, unpackedBytes: expect.any(Number) });
    const big = await registerXlsx(generateRegister(5000, center, 3).features, config);
    const verdict = checkWorkbookArchive(big, WORKBOOK_LIMITS);
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect(verdict.unpackedBytes).toBeGreaterThan(big.length * 3);
  });

  it("reads a rebuilt workbook (sizes in the headers) the same way read-excel-file does", async () => {
    const rebuilt = zipWorkbook(unzipWorkbook(await officeWorkbook()));
    expect(checkWorkbookArchive(rebuilt, WORKBOOK_LIMITS).ok).toBe(true);
    expect((await readXlsxSheets(rebuilt)).map((sheet) => sheet.name)).toEqual(["REKAP", "Dago", "Sekeloa", "Lebakgede", "Referensi"]);
  });

  it("refuses a sheet that inflates past the limit, without unpacking more than the limit", async () => {
    // ~80 MB of XML, under 100 KB packed: read-excel-file would hold all of it as one string.
    const padding = " ".repeat(80 * 1024 * 1024);
    const bomb = replacePart(await officeWorkbook(), SHEET, sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>${padding}`));
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(checkWorkbookArchive(bomb, WORKBOOK_LIMITS)).toEqual({ ok: false, reason: "too_large", limit: "unpacked" });
    expect(checkWorkbookArchive(bomb, { ...WORKBOOK_LIMITS, unpackedBytes: 100 * 1024 * 1024 }).ok).toBe(true);
  });

  it("refuses one value far down or far right (the reader would fill in the whole grid), not empty formatted cells", async () => {
    const workbook = await officeWorkbook();
    const withCells = (cells: string) => checkWorkbookArchive(replacePart(workbook, SHEET, sheetXml(cells)), WORKBOOK_LIMITS);
    expect(withCells('<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>')).toEqual({ ok: false, reason: "too_large", limit: "rows" });
    expect(withCells('<row r="1"><c r="XFD1" t="inlineStr"><is><t>x</t></is></c></row>')).toEqual({ ok: false, reason: "too_large", limit: "columns" });
    expect(withCells('<row r="19999"><c r="GR19999"><v>1</v></c></row>')).toEqual({ ok: false, reason: "too_large", limit: "cells" });
    // Formatting alone (self-closing cells, empty rows) is never read as a value.
    expect(withCells('<row r="1"><c r="A1"><v>1</v></c><c r="XFD1" s="2"/></row><row r="900000" s="1" customFormat="1"/>').ok).toBe(true);
    expect(sheetExtent(Buffer.from(sheetXml('<x:row r="3"><x:c r="AB3" t="s"><x:v>0</x:v></x:c></x:row><col min="1"/>')))).toEqual({ rows: 3, columns: 28 });
  });

  it("refuses what is not a readable archive: not a ZIP, cut short, encrypted, or an entry without an end", async () => {
    const workbook = await officeWorkbook();
    expect(checkWorkbookArchive(Buffer.from("Nama;Alamat\n"), WORKBOOK_LIMITS)).toEqual({ ok: false, reason: "unreadable" });
    expect(checkWorkbookArchive(workbook.subarray(0, 600), WORKBOOK_LIMITS)).toEqual({ ok: false, reason: "unreadable" });
    const rebuilt = zipWorkbook(unzipWorkbook(workbook));
    const encrypted = Buffer.from(rebuilt);
    encrypted.writeUInt16LE(1, 6);
    expect(checkWorkbookArchive(encrypted, WORKBOOK_LIMITS)).toEqual({ ok: false, reason: "unreadable" });
    const endless = Buffer.from(rebuilt);
    endless.writeUInt16LE(8, 6);
    endless.writeUInt32LE(0, 18);
    expect(checkWorkbookArchive(endless, WORKBOOK_LIMITS)).toEqual({ ok: false, reason: "unreadable" });
    expect(checkWorkbookArchive(zipWorkbook([]), WORKBOOK_LIMITS)).toEqual({ ok: false, reason: "unreadable" });
  });

  it("refuses an archive of too many entries", () => {
    const parts = Array.from({ length: 30 }, (_, index) => ({ name: `xl/part${index}.xml`, data: "<a/>" }));
    expect(checkWorkbookArchive(zipWorkbook(parts), { ...WORKBOOK_LIMITS, entries: 20 })).toEqual({ ok: false, reason: "too_large", limit: "entries" });
  });
});
