import { describe, expect, it } from "vitest";
import { WORKBOOK_LIMITS } from "../../server/office/register/limits";
import { type TestZipPart, unzipWorkbook, zipWorkbook } from "../../server/office/register/test-zip";
import { officeWorkbook } from "./fixtures/office-workbook";
import { csvErrorMessage, decodeText, hiddenRowNumbers, mergedRanges, readCsv, readSpreadsheetBytes, readXlsxSheets, spreadsheetKind, workbookLayout } from "./read-file";

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

// A workbook written by hand, part by part, the way Excel lays one out: sheets listed in xl/workbook.xml
// (hidden ones with `state`), found through xl/_rels/workbook.xml.rels, values as inline strings.
const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const WORKSHEET_TYPE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet";

interface HandSheet {
  /** As written in the XML (entities and `_xHHHH_` escapes included). */
  name: string;
  state?: "hidden" | "veryHidden" | "visible";
  /** The worksheet part's content inside <worksheet>. */
  body: string;
  /** The relationship's target, when not worksheets/sheetN.xml. */
  target?: string;
}

const cellXml = (reference: string, value: string | number) =>
  typeof value === "number" ? `<c r="${reference}"><v>${value}</v></c>` : `<c r="${reference}" t="inlineStr"><is><t>${value}</t></is></c>`;
const rowXml = (number: number, values: (string | number | null)[], attributes = "") =>
  `<row r="${number}"${attributes}>${values.map((value, index) => (value === null ? "" : cellXml(`${String.fromCharCode(65 + index)}${number}`, value))).join("")}</row>`;

function handWorkbook(sheets: readonly HandSheet[], extraParts: TestZipPart[] = []): Buffer {
  // The relationship ids run backwards, so a sheet is never found by its position in the rels.
  const id = (index: number) => `rId${sheets.length - index}`;
  const target = (sheet: HandSheet, index: number) => sheet.target ?? `worksheets/sheet${index + 1}.xml`;
  const part = (sheet: HandSheet, index: number) => (sheet.target?.startsWith("/") ? sheet.target.slice(1) : `xl/${target(sheet, index)}`);
  return zipWorkbook([
    {
      name: "[Content_Types].xml",
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    {
      name: "xl/workbook.xml",
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook ${MAIN}><bookViews><workbookView activeTab="0"/></bookViews><sheets>${sheets
        .map((sheet, index) => `<sheet name="${sheet.name}" sheetId="${index + 1}"${sheet.state ? ` state="${sheet.state}"` : ""} r:id="${id(index)}"/>`)
        .join("")}</sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map((sheet, index) => `<Relationship Id="${id(index)}" Type="${WORKSHEET_TYPE}" Target="${target(sheet, index)}"/>`)
        .join("")}</Relationships>`,
    },
    ...sheets.map((sheet, index) => ({ name: part(sheet, index), data: `<?xml version="1.0" encoding="UTF-8"?><worksheet ${MAIN}>${sheet.body}</worksheet>` })),
    ...extraParts,
  ]);
}

const plain = (title: string) => `<sheetData>${rowXml(1, [title])}${rowXml(2, ["Nama", "Luas"])}${rowXml(3, ["Masjid", 120])}</sheetData>`;

describe("what read-excel-file leaves out of a workbook: hidden sheets, hidden rows, merged cells", () => {
  it("marks a hidden and a very hidden sheet, matched by name whatever the order of their parts", async () => {
    const sheets = await readXlsxSheets(
      handWorkbook([
        { name: "Data", body: plain("Data") },
        { name: "Arsip 2019", state: "hidden", body: plain("Arsip") },
        { name: "Daftar &amp; Kode", state: "veryHidden", body: plain("Kode"), target: "/xl/worksheets/kode.xml" },
        { name: "Ringkasan", state: "visible", body: plain("Ringkasan"), target: "./worksheets/../worksheets/ringkasan.xml" },
      ]),
    );
    expect(sheets.map((sheet) => [sheet.name, sheet.hidden])).toEqual([
      ["Data", undefined],
      ["Arsip 2019", true],
      ["Daftar & Kode", true],
      ["Ringkasan", undefined],
    ]);
    // Nothing to say is said by no field at all, and the values are read-excel-file's own.
    expect(sheets[0]).toEqual({ name: "Data", rows: [["Data", null], ["Nama", "Luas"], ["Masjid", 120]] });
    expect(sheets[1]).toEqual({ name: "Arsip 2019", rows: [["Arsip", null], ["Nama", "Luas"], ["Masjid", 120]], hidden: true });
  });

  it("lists the rows hidden in a sheet (by hand or by a filter), 1-based, only where the sheet has rows", async () => {
    const body =
      "<sheetData>" +
      rowXml(1, ["Nama", "Status"]) +
      rowXml(2, ["Masjid A", "Sudah"]) +
      rowXml(3, ["Masjid B", "Belum"], ' hidden="1" customHeight="1" ht="0"') +
      rowXml(4, ["Masjid C", "Sudah"], ' hidden="0"') +
      rowXml(5, ["Masjid D", "Proses"], ' spans="1:2" hidden="true"') +
      // A row without its number follows the one before it (6), as read-excel-file numbers it.
      `<row hidden="1"><c r="A6" t="inlineStr"><is><t>Masjid E</t></is></c></row>` +
      rowXml(7, ["Masjid F", "Sudah"]) +
      // Hidden but empty, past the last value: nothing there to leave out.
      `<row r="40" hidden="1"/><row r="1048576" hidden="1"/>` +
      "</sheetData>";
    const [sheet] = await readXlsxSheets(handWorkbook([{ name: "Dago", body }]));
    expect(sheet!.rows).toHaveLength(7);
    expect(sheet!.rows[2]).toEqual(["Masjid B", "Belum"]);
    expect(sheet!.hiddenRows).toEqual([3, 5, 6]);
    expect(sheet!.hidden).toBeUndefined();
    expect(sheet!.merges).toBeUndefined();
  });

  it("gives merged ranges 0-based and inclusive, vertical and horizontal, the value left in the top-left cell", async () => {
    const body =
      "<sheetData>" +
      rowXml(1, ["DATA TANAH WAKAF KELURAHAN DAGO", null, null, null]) +
      rowXml(2, ["No", "Nama", "Koordinat", null]) +
      rowXml(3, [null, null, "Lintang", "Bujur"]) +
      rowXml(4, [1, "Masjid A", -6.88, 107.61]) +
      rowXml(5, [null, "Masjid B", -6.89, 107.62]) +
      rowXml(6, [null, "Masjid C", -6.9, 107.63]) +
      "</sheetData>" +
      // The title over A1:D1, "No" and "Nama" over two header rows, "Koordinat" over two columns,
      // one number over three parcels' rows (written backwards: still the same range).
      '<mergeCells count="5"><mergeCell ref="A1:D1"/><mergeCell ref="A2:A3"/><mergeCell ref="B2:B3"/><mergeCell ref="C2:D2"/><mergeCell ref="A6:A4"/></mergeCells>' +
      '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>';
    const [sheet] = await readXlsxSheets(handWorkbook([{ name: "Dago", body }]));
    expect(sheet!.merges).toEqual([
      { top: 0, left: 0, bottom: 0, right: 3 },
      { top: 1, left: 0, bottom: 2, right: 0 },
      { top: 1, left: 1, bottom: 2, right: 1 },
      { top: 1, left: 2, bottom: 1, right: 3 },
      { top: 3, left: 0, bottom: 5, right: 0 },
    ]);
    expect(sheet!.rows).toEqual([
      ["DATA TANAH WAKAF KELURAHAN DAGO", null, null, null],
      ["No", "Nama", "Koordinat", null],
      [null, null, "Lintang", "Bujur"],
      [1, "Masjid A", -6.88, 107.61],
      [null, "Masjid B", -6.89, 107.62],
      [null, "Masjid C", -6.9, 107.63],
    ]);
    expect(sheet!.hiddenRows).toBeUndefined();
  });

  it("reads them all together, and write-excel-file's own merged title, in a workbook from that writer", async () => {
    const together = await readXlsxSheets(
      handWorkbook([
        { name: "REKAP", state: "hidden", body: `${plain("Rekap")}<mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells>` },
        { name: "Dago", body: `<sheetData>${rowXml(1, ["Nama"])}${rowXml(2, ["Masjid"], ' hidden="1"')}${rowXml(3, ["Mushola"])}</sheetData>` },
      ]),
    );
    expect(together.map(({ rows: _rows, ...fields }) => fields)).toEqual([
      { name: "REKAP", hidden: true, merges: [{ top: 0, left: 0, bottom: 0, right: 1 }] },
      { name: "Dago", hiddenRows: [2] },
    ]);
    // The office workbook: its one merge (Sekeloa's title, B1 across twelve columns), nothing hidden.
    const office = await readXlsxSheets(await officeWorkbook());
    expect(office.map(({ rows: _rows, ...fields }) => fields)).toEqual([
      { name: "REKAP" },
      { name: "Dago" },
      { name: "Sekeloa", merges: [{ top: 0, left: 1, bottom: 0, right: 12 }] },
      { name: "Lebakgede" },
      { name: "Referensi" },
    ]);
    expect(office[2]!.rows[0]!.slice(0, 3)).toEqual([null, "DATA TANAH WAKAF KELURAHAN SEKELOA", null]);
  });

  it("leaves a field out when its part cannot be read, and still reads the sheet", async () => {
    const sheets = await readXlsxSheets(
      handWorkbook([
        // A range that is not one: no merges; the hidden row is still read.
        { name: "A", body: `<sheetData>${rowXml(1, ["x"])}${rowXml(2, ["y"], ' hidden="1"')}</sheetData><mergeCells><mergeCell ref="A1:"/><mergeCell ref="B1:C1"/></mergeCells>` },
        // A row number that is not one, on a row read-excel-file skips as empty: no hidden rows; the merge is still read.
        { name: "B", body: `<sheetData>${rowXml(1, ["x", "y"])}<row r="dua" hidden="1"/></sheetData><mergeCells><mergeCell ref="A1:B1"/></mergeCells>` },
        { name: "C", body: `<sheetData>${rowXml(1, ["x"])}</sheetData><mergeCells><mergeCell ref="ZZZZ1:A1"/></mergeCells>` },
      ]),
    );
    expect(sheets.map(({ rows: _rows, ...fields }) => fields)).toEqual([
      { name: "A", hiddenRows: [2] },
      { name: "B", merges: [{ top: 0, left: 0, bottom: 0, right: 1 }] },
      { name: "C" },
    ]);
    // (read-excel-file numbers the row "dua" as the next one, empty.)
    expect(sheets.map((sheet) => sheet.rows)).toEqual([[["x"], ["y"]], [["x", "y"], [null, null]], [["x"]]]);
  });

  it("reads nothing it cannot: no workbook part, a part past the upload's limit, bytes that are no archive", () => {
    expect(workbookLayout(zipWorkbook([{ name: "xl/worksheets/sheet1.xml", data: `<worksheet ${MAIN}><sheetData/></worksheet>` }]))).toEqual([]);
    expect(workbookLayout(Buffer.from("Nama;Alamat\n"))).toEqual([]);
    expect(workbookLayout(new Uint8Array(0))).toEqual([]);
    // A sheet that inflates past WORKBOOK_LIMITS.unpackedBytes is never unpacked whole: no layout at all.
    const bomb = handWorkbook([{ name: "A", state: "hidden", body: `<sheetData>${rowXml(1, ["x"])}</sheetData>${" ".repeat(WORKBOOK_LIMITS.unpackedBytes + 1)}` }]);
    expect(bomb.length).toBeLessThan(WORKBOOK_LIMITS.unpackedBytes / 100);
    expect(workbookLayout(bomb)).toEqual([]);
    // Without the rels, a sheet's part cannot be found: its state is still known.
    const withoutRels = unzipWorkbook(handWorkbook([{ name: "A", state: "veryHidden", body: plain("A") }])).filter((part) => !part.name.endsWith(".rels"));
    expect(workbookLayout(zipWorkbook(withoutRels))).toEqual([{ name: "A", hidden: true }]);
  });

  it("reads a sheet's hidden rows and merges from its XML, undefined for what it cannot read", () => {
    expect(hiddenRowNumbers(`<worksheet ${MAIN}><sheetData/></worksheet>`)).toEqual([]);
    expect(hiddenRowNumbers(`<worksheet ${MAIN}></worksheet>`)).toEqual([]);
    // A prefixed namespace, single quotes, a comment, and <rowBreaks> (not a row).
    expect(
      hiddenRowNumbers(`<x:worksheet xmlns:x="m"><x:sheetData><x:row r='2' hidden='1'/><!-- <row r="9" hidden="1"/> --><x:row r="4" hidden="1"/></x:sheetData><x:rowBreaks count="1"/></x:worksheet>`),
    ).toEqual([2, 4]);
    expect(hiddenRowNumbers(`<sheetData><row r="0" hidden="1"/></sheetData>`)).toBeUndefined();
    expect(hiddenRowNumbers(`<sheetData><row r="2000000" hidden="1"/></sheetData>`)).toBeUndefined();
    expect(mergedRanges(`<mergeCells count="1"><x:mergeCell ref="$B$2:C3"/></mergeCells>`)).toEqual([{ top: 1, left: 1, bottom: 2, right: 2 }]);
    expect(mergedRanges(`<mergeCells><mergeCell ref="XFD1:XFE1"/></mergeCells>`)).toBeUndefined();
    expect(mergedRanges(`<mergeCells><mergeCell ref="A1:B2:C3"/></mergeCells>`)).toBeUndefined();
    expect(mergedRanges(`<mergeCells><mergeCell/></mergeCells>`)).toBeUndefined();
    expect(mergedRanges(`<worksheet/>`)).toEqual([]);
  });

  it("reads a hostile part in one pass (tags, quotes and comments never closed)", () => {
    // Quadratic scanning would take minutes on these; each is read in milliseconds.
    const many = 200_000;
    expect(hiddenRowNumbers(`<sheetData>${`<row r='1" hidden="1" `.repeat(many)}`)).toEqual([]);
    expect(hiddenRowNumbers(`<sheetData>${"<!--<row".repeat(many)}`)).toEqual([]);
    expect(hiddenRowNumbers(`${"<sheetData ".repeat(many)}`)).toEqual([]);
    expect(mergedRanges(`<mergeCells>${'<mergeCell ref="A1:B1'.repeat(many)}`)).toEqual([]);
  });
});

describe("a CSV as older Excel saves it (Windows-1252)", () => {
  it("decodes bytes 0x80–0x9F as Windows-1252's punctuation, not as control characters", () => {
    // "Ta’lim", "Tiga – Ma’mur", “…”, the euro sign, the ellipsis and an em dash, in Windows-1252 bytes.
    const bytes = Buffer.from([
      ...Buffer.from("Ta"), 0x92, ...Buffer.from("lim;Tiga "), 0x96, ...Buffer.from(" Ma"), 0x92, ...Buffer.from("mur;"),
      0x93, ...Buffer.from("Wakaf"), 0x94, 0x20, 0x80, 0x20, 0x85, 0x20, 0x97, 0x20, 0x91, 0x8a, 0x9a, 0x9f, 0x20, 0xe9,
    ]);
    expect(decodeText(bytes)).toBe("Ta\u2019lim;Tiga \u2013 Ma\u2019mur;\u201cWakaf\u201d \u20ac \u2026 \u2014 \u2018\u0160\u0161\u0178 \u00e9");
    // No C1 control character comes out of any byte.
    expect(decodeText(Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)))).not.toMatch(/[\u0080-\u009f]/);
    // The five bytes Windows-1252 leaves undefined.
    expect(decodeText(Buffer.from([0x81, 0x8d, 0x8f, 0x90, 0x9d]))).toBe("\ufffd".repeat(5));
    // UTF-8 stays UTF-8.
    expect(decodeText(Buffer.from("Ta’lim – é", "utf8"))).toBe("Ta’lim – é");
  });

  it("reads such a file into the right words", () => {
    const bytes = Buffer.concat([Buffer.from("Nama;Nazhir\r\nMajelis Ta"), Buffer.from([0x92]), Buffer.from("lim;Tiga "), Buffer.from([0x96]), Buffer.from(" Ma"), Buffer.from([0x92]), Buffer.from("mur\r\n")]);
    expect(readCsv(bytes)).toEqual([
      ["Nama", "Nazhir"],
      ["Majelis Ta’lim", "Tiga – Ma’mur"],
    ]);
  });
});

describe("quotes in a CSV", () => {
  it("reads a coordinate in degrees, minutes and seconds with its unquoted \" as written", () => {
    const text = `No;Nama;Titik Lokasi;Lintang;Bujur\n1;TK Al-Azhar;6°53'05.2"S 107°37'00.4"E;6°53'05.2"S;107°37'00.4"E\n2;"Masjid ""Al-Ikhlas""";"-6.8851, 107.6132";;\n`;
    expect(readCsv(Buffer.from(text))).toEqual([
      ["No", "Nama", "Titik Lokasi", "Lintang", "Bujur"],
      ["1", "TK Al-Azhar", `6°53'05.2"S 107°37'00.4"E`, `6°53'05.2"S`, `107°37'00.4"E`],
      ["2", 'Masjid "Al-Ikhlas"', "-6.8851, 107.6132", "", ""],
    ]);
  });

  it("says in Indonesian on which line a quote is left open or closed in the middle of a value", () => {
    const message = (text: string) => {
      try {
        readCsv(Buffer.from(text));
      } catch (error) {
        return (error as Error).message;
      }
      return "read";
    };
    const fix = "Simpan ulang dari Excel sebagai CSV, atau perbaiki baris itu.";
    // A quote opened on line 5 and never closed: csv-parse gives up at the end; the line is where it opened.
    expect(message(`Nama;Luas\nA;1\n\nB;2\nC;"3\nD;4\nE;5\n`)).toBe(`Berkas CSV tidak dapat dibaca di baris 5: tanda kutip (") tidak berpasangan. ${fix}`);
    // Closed in the middle of a value.
    expect(message(`Nama;Luas\n"Masjid" Al-Ikhlas;1\n`)).toBe(`Berkas CSV tidak dapat dibaca di baris 2: tanda kutip (") tidak berpasangan. ${fix}`);
    // Opened on line 2, closed wrongly on line 3: the record starts on line 2.
    expect(message('Nama;Alamat\n"Masjid;Jl. Contoh\nx"y;z\n')).toBe(`Berkas CSV tidak dapat dibaca di baris 2: tanda kutip (") tidak berpasangan. ${fix}`);
    expect(csvErrorMessage("CSV_MAX_RECORD_SIZE", 7)).toBe(`Berkas CSV tidak dapat dibaca di baris 7. ${fix}`);
  });
});
