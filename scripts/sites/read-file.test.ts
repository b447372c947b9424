import { describe, expect, it } from "vitest";
import { officeWorkbook } from "./fixtures/office-workbook";
import { readSpreadsheetBytes, spreadsheetKind } from "./read-file";

describe("a spreadsheet told by its bytes (the console's upload)", () => {
  it("knows an .xlsx by the ZIP signature, an old .xls by OLE's, and a CSV as text without control characters", async () => {
    expect(spreadsheetKind(await officeWorkbook())).toBe("xlsx");
    expect(spreadsheetKind(Buffer.from("d0cf11e0a1b11ae100", "hex"))).toBe("xls");
    expect(spreadsheetKind(Buffer.from("Nama;Alamat\r\nMasjid;Jl. Contoh\r\n"))).toBe("csv");
    expect(spreadsheetKind(Buffer.from("\ufeffNama,Alamat\n", "utf8"))).toBe("csv");
    expect(spreadsheetKind(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"))).toBeUndefined();
    expect(spreadsheetKind(Buffer.from("N\u0000a\u0000m\u0000a\u0000", "latin1"))).toBeUndefined();
    expect(spreadsheetKind(new Uint8Array(0))).toBeUndefined();
    // A PNG's signature alone (no NUL byte yet), a PDF's binary comment line, a JPEG: not text.
    expect(spreadsheetKind(Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(64, 7)]))).toBeUndefined();
    expect(spreadsheetKind(Buffer.from("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n\u0001", "latin1"))).toBeUndefined();
    expect(spreadsheetKind(Buffer.from("ffd8ffe000104a464946", "hex"))).toBeUndefined();
    // Tabs, form feeds and Windows line ends are a spreadsheet's own.
    expect(spreadsheetKind(Buffer.from("Nama\tLuas\r\nMasjid\t120\r\n\f"))).toBe("csv");
  });

  it("reads every sheet of a workbook, a CSV as one sheet named after the file, and refuses the rest in the importer's words", async () => {
    expect((await readSpreadsheetBytes(await officeWorkbook(), "kua.xlsx")).map((sheet) => sheet.name)).toEqual(["REKAP", "Dago", "Sekeloa", "Lebakgede", "Referensi"]);
    expect(await readSpreadsheetBytes(Buffer.from("Nama;Alamat\nMasjid;Jl. Contoh\n"), "data.csv")).toEqual([
      { name: "data.csv", rows: [["Nama", "Alamat"], ["Masjid", "Jl. Contoh"]] },
    ]);
    await expect(readSpreadsheetBytes(Buffer.from("d0cf11e0a1b11ae100", "hex"), "lama.xls")).rejects.toThrowError(/^Berkas lama\.xls berformat Excel lama \(\.xls\)/);
    await expect(readSpreadsheetBytes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0]), "foto.png")).rejects.toThrowError(/^Berkas foto\.png tidak dikenali/);
  });
});
