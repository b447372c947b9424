import { describe, expect, it } from "vitest";
import { RegisterVocabularySchema, registerVocabulary } from "../../app/content/register-vocabulary";
import { RegisterConfigSchema, sitesSchema } from "../../app/content/sites.schema";
import { sitesRegister } from "../../app/content/sites-register";
import { officeWorkbook } from "./fixtures/office-workbook";
import { generateRegister } from "./generate";
import {
  dateText,
  isColumnNumberRow,
  parseAmount,
  parseLocation,
  parseRows,
  parseWorkbook,
  placeFromSheetName,
  previousSites,
  typeFromName,
  vocabularyProblems,
  type ImportResult,
  type SheetRows,
} from "./parse-rows";
import { readCsv, readXlsxSheets } from "./read-file";
import { REPORT_HEADERS, registerXlsx, reportXlsx } from "./workbook";

const config = RegisterConfigSchema.parse(sitesRegister);
const center = [-6.8886, 107.6155] as const;
const options = { config, center, subDistrict: "Coblong" };
const importBytes = async (bytes: Uint8Array) => parseWorkbook(await readXlsxSheets(bytes), options);
const byId = (result: ImportResult) => new Map(result.features.map((feature) => [feature.id, feature]));

describe("the register vocabulary (app/content/register-vocabulary.ts)", () => {
  it("is valid and names only stages and types the register has", () => {
    expect(RegisterVocabularySchema.safeParse(registerVocabulary).success).toBe(true);
    expect(vocabularyProblems(config)).toEqual([]);
    const broken = { ...registerVocabulary, statuses: [{ words: ["x"], stage: "nope", certified: false }], typePrefixes: [{ type: "Gudang", prefixes: ["gudang"] }] };
    expect(vocabularyProblems(config, broken)).toEqual([
      'status "x": tahap "nope" tidak ada di sites-register.ts',
      'awalan nama untuk "Gudang": jenis itu tidak ada di sites-register.ts',
    ]);
  });

  it("takes the kelurahan from a sheet named after it, without the Kel./Desa prefix", () => {
    expect(["Kel. Cipaganti", "Kelurahan Dago", "kel Sekeloa", "Desa Sukamaju", "Ds. Cibiru", "Lebakgede"].map(placeFromSheetName)).toEqual([
      "Cipaganti",
      "Dago",
      "Sekeloa",
      "Sukamaju",
      "Cibiru",
      "Lebakgede",
    ]);
    // A place that only looks like a prefix stays whole.
    expect(placeFromSheetName("Desa")).toBe("Desa");
  });

  it("tells the type from the name's first words", () => {
    const names = {
      "Masjid Al-Ikhlas": "Masjid",
      "Mushola Nurul Huda": "Musala",
      "Musholla Al-Amin": "Musala",
      "Langgar Kidul": "Musala",
      "Makam Wakaf Cisitu": "Makam",
      "TPU Sirnaraga": "Makam",
      "Ponpes Darul Ulum": "Pesantren",
      "Pondok Pesantren Al-Quran": "Pesantren",
      "MI Miftahul Huda": "Sekolah/Madrasah",
      "MTs Al-Ma'arif": "Sekolah/Madrasah",
      "MA Persis": "Sekolah/Madrasah",
      "SD Islam": "Sekolah/Madrasah",
      "TK Al-Azhar": "Sekolah/Madrasah",
      "PAUD Al-Kautsar": "Sekolah/Madrasah",
      "Madrasah Diniyah": "Sekolah/Madrasah",
      "Majelis Taklim An-Nisa": "Majelis Taklim",
      "TPQ Al-Falah": "Sekolah/Madrasah",
      "MDTA Nurul Iman": "Sekolah/Madrasah",
      "Mushalla Al-Hidayah": "Musala",
      "Ma'had Aly Sukahideng": "Pesantren",
      "Majelis Ta'lim Al-Hikmah": "Majelis Taklim",
      "Makmur Jaya": undefined,
      "Tanah Kosong": undefined,
    };
    for (const [name, type] of Object.entries(names)) expect([name, typeFromName(name)]).toEqual([name, type]);
  });
});

describe("coordinates in every shape staff paste them", () => {
  it("pair, decimal commas, three Google Maps addresses, DMS; a short link is recognised", () => {
    const point = (text: string) => {
      const reading = parseLocation(text);
      return reading && "point" in reading ? reading.point : reading;
    };
    expect(point("-6.8851, 107.6132")).toEqual([-6.8851, 107.6132]);
    expect(point("-6,8851, 107,6132")).toEqual([-6.8851, 107.6132]);
    expect(point("https://maps.google.com/?q=-6.8879,107.6221")).toEqual([-6.8879, 107.6221]);
    expect(point("https://www.google.com/maps?q=-6.8781,107.6117&z=17")).toEqual([-6.8781, 107.6117]);
    expect(point("https://www.google.com/maps/place/MI+Miftahul+Huda/@-6.8843,107.616,17z/data=!3m1!4b1")).toEqual([-6.8843, 107.616]);
    expect(point("https://www.google.com/maps/place/X/@-6.9,107.6,17z/data=!4m6!3m5!3d-6.8843!4d107.6161")).toEqual([-6.8843, 107.6161]);
    expect(point("https://www.google.com/maps/search/-6.8843,+107.616?entry=tts")).toEqual([-6.8843, 107.616]);
    expect(point(`6°53'05.2"S 107°37'00.4"E`)).toEqual([-6.884778, 107.616778]);
    expect(point(`6°53'05,2"LS 107°37'00,4"BT`)).toEqual([-6.884778, 107.616778]);
    expect(parseLocation("https://maps.app.goo.gl/AbCdEf123")).toEqual({ shortLink: true });
    expect(parseLocation("maps.app.goo.gl/AbCdEf123")).toEqual({ shortLink: true });
    expect(parseLocation("https://www.google.com/maps/place/Masjid+Al-Ikhlas")).toBeUndefined();
  });
});

describe("the office workbook (REKAP, three kelurahan sheets, Referensi; 24 parcels)", () => {
  it("keeps exactly the 18 parcels without errors, none lost, none invented, with stable distinct ids", async () => {
    const result = await importBytes(await officeWorkbook());
    expect(result.rowCount).toBe(24);
    expect(result.features.map((feature) => feature.id)).toEqual([
      "masjid-jami-al-ikhlas",
      "mushola-nurul-huda",
      "langgar-al-hidayah",
      "makam-wakaf-cisitu",
      "mi-miftahul-huda",
      "tk-al-azhar",
      "majelis-taklim-al-mubarok",
      "ponpes-darul-ulum",
      "ponpes-darul-ulum-sekeloa",
      "pondok-pesantren-al-quran-sekeloa",
      "mts-al-ma-arif",
      "sd-islam-terpadu-nurul-fikri",
      "masjid-baiturrahman",
      "masjid-jami-al-ikhlas-lebakgede",
      "tpu-wakaf-lebakgede",
      "madrasah-diniyah-al-hikmah",
      "musholla-al-muhajirin",
      "majelis-taklim-an-nisa",
    ]);
    expect(result.sheets).toEqual([
      { name: "REKAP", rowCount: 0, kept: 0 },
      { name: "Dago", headerRow: 1, rowCount: 8, kept: 7 },
      { name: "Sekeloa", headerRow: 3, rowCount: 8, kept: 6 },
      { name: "Lebakgede", headerRow: 1, rowCount: 8, kept: 5 },
      { name: "Referensi", rowCount: 0, kept: 0 },
    ]);
    // The written file passes the build's own check.
    expect(sitesSchema(config).safeParse({ type: "FeatureCollection", features: result.features }).success).toBe(true);
  });

  it("reports exactly these problems, each with sheet, row as the sheet shows it, column as written and value", async () => {
    const result = await importBytes(await officeWorkbook());
    expect(result.problems.map((p) => [p.severity, p.sheet, p.row, p.column, p.value])).toEqual([
      ["skipped", "REKAP", 1, "", ""],
      ["skipped", "Dago", 11, "", "JUMLAH"],
      ["skipped", "Sekeloa", 13, "", "Total"],
      ["skipped", "Lebakgede", 10, "", "Jumlah"],
      ["skipped", "Referensi", 1, "", ""],
      ["warning", "Dago", 4, "LUAS PERSIL", ""],
      ["warning", "Dago", 4, "Titik Lokasi", ""],
      ["error", "Dago", 9, "Titik Lokasi", "https://maps.app.goo.gl/AbCdEf123"],
      ["warning", "Sekeloa", 9, "LUAS TANAH (M2)", ""],
      ["warning", "Sekeloa", 9, "Lat", ""],
      ["error", "Sekeloa", 10, "LUAS TANAH (M2)", "tiga ratus"],
      ["warning", "Sekeloa", 11, "STATUS", ""],
      ["error", "Sekeloa", 12, "STATUS", "Wakaf"],
      ["error", "Lebakgede", 6, "Koordinat", "-6.2000, 106.8166"],
      ["error", "Lebakgede", 7, "No AIW", "W.2/004/2012"],
      ["warning", "Lebakgede", 8, "No AIW", ""],
      ["error", "Lebakgede", 8, "Nama", "Mushola Nurul Huda"],
      ["warning", "Lebakgede", 9, "Koordinat", ""],
    ]);
    const messages = result.errors.map((p) => p.message);
    expect(messages).toEqual([
      "tautan pendek Google Maps (maps.app.goo.gl) tidak dapat dibaca tanpa internet",
      'luas harus berupa angka lebih dari 0 (tertulis "tiga ratus")',
      `status sertifikat "Wakaf" tidak dikenal; pilih salah satu: Belum ber-AIW, AIW terbit, Didaftarkan ke Kantor Pertanahan, Sertifikat terbit, belum, belum aiw, sudah aiw, proses, sudah`,
      "koordinat berjarak 116,8 km dari pusat kecamatan (paling jauh 10 km)",
      'lokasi ganda: nomor AIW "W.2/004/2012" sama dengan lembar "Dago" baris 5',
      'lokasi ganda: nama dan koordinat sama dengan lembar "Dago" baris 3',
    ]);
    expect(result.errors[0]!.action).toMatch(/salin angka koordinat/);
    for (const problem of result.problems) expect(problem.action.length).toBeGreaterThan(10);
  });

  it("reads every status word, type prefix, coordinate shape and area shape", async () => {
    const sites = byId(await importBytes(await officeWorkbook()));
    const look = (id: string) => {
      const { geometry, properties: p } = sites.get(id)!;
      return [p.type, p.stage ?? null, p.certified, p.areaM2 ?? null, geometry?.coordinates ?? null];
    };
    expect(look("masjid-jami-al-ikhlas")).toEqual(["Masjid", "sertifikat-terbit", true, 450, [107.6132, -6.8851]]); // "Sudah", pair
    expect(look("mushola-nurul-huda")).toEqual(["Musala", "sertifikat-terbit", true, 264, [107.6221, -6.8879]]); // "SUDAH SERTIPIKAT", maps.google.com/?q=
    expect(look("langgar-al-hidayah")).toEqual(["Musala", null, false, null, null]); // "belum", unfinished
    expect(look("makam-wakaf-cisitu")).toEqual(["Makam", "sertifikat-terbit", true, 1250, [107.6117, -6.8781]]); // "Bersertifikat", ?q=&z=
    expect(look("mi-miftahul-huda")).toEqual(["Sekolah/Madrasah", "didaftarkan", false, 410.5, [107.616, -6.8843]]); // "proses bpn", /@lat,lng
    expect(look("tk-al-azhar")).toEqual(["Sekolah/Madrasah", "didaftarkan", false, 300, [107.616778, -6.884778]]); // "Proses", DMS
    expect(look("majelis-taklim-al-mubarok")).toEqual(["Majelis Taklim", "belum-aiw", false, 150, [107.618, -6.89]]); // "Belum AIW", decimal commas
    expect(look("ponpes-darul-ulum")).toEqual(["Pesantren", "sertifikat-terbit", true, 2000, [107.619, -6.883]]); // Lat + Long numbers
    expect(look("ponpes-darul-ulum-sekeloa")).toEqual(["Pesantren", "didaftarkan", false, 800, [107.6197, -6.8834]]);
    expect(look("pondok-pesantren-al-quran-sekeloa")).toEqual(["Pesantren", null, false, 1500, [107.623, -6.887]]); // "Belum Sertipikat", text with decimal commas
    expect(look("mts-al-ma-arif")).toEqual(["Sekolah/Madrasah", "aiw-terbit", false, 600, [107.624, -6.889]]); // "sudah aiw"
    expect(look("sd-islam-terpadu-nurul-fikri")).toEqual(["Sekolah/Madrasah", null, false, null, null]); // "BELUM"
    expect(look("masjid-baiturrahman")).toEqual(["Masjid", "sertifikat-terbit", true, 700, [107.62, -6.886]]); // empty status + certificate number
    expect(look("tpu-wakaf-lebakgede")).toEqual(["Makam", "sertifikat-terbit", true, 5000, [107.612, -6.892]]);
    expect(look("madrasah-diniyah-al-hikmah")).toEqual(["Sekolah/Madrasah", "sertifikat-terbit", true, 250, [107.6128, -6.8905]]);
    expect(look("musholla-al-muhajirin")).toEqual(["Musala", "belum-aiw", false, 80, [107.614, -6.891]]);
    expect(look("majelis-taklim-an-nisa")).toEqual(["Majelis Taklim", "aiw-terbit", false, 95, null]); // area as text "95"
    expect(sites.get("masjid-jami-al-ikhlas")!.properties).toMatchObject({
      kelurahan: "Dago", // from the sheet's name
      address: "Dago, Kecamatan Coblong",
      wakif: "H. Contoh Satu",
      nazhir: "DKM Al-Ikhlas",
      aiwNumber: "W.2/001/2015",
      aiwDate: "12 Maret 2015",
      nib: "10.01.02.03.00001",
      use: "Masjid",
    });
    expect(sites.get("langgar-al-hidayah")!.properties).not.toHaveProperty("aiwNumber");
    expect(sites.get("ponpes-darul-ulum-sekeloa")!.properties).toMatchObject({ note: "bidang kedua", use: "Pesantren (perluasan)" });
  });

  it("re-importing the same workbook keeps every id; fixing an error row moves no other id", async () => {
    const bytes = await officeWorkbook();
    const first = await importBytes(bytes);
    const again = await importBytes(bytes);
    expect(again.features).toEqual(first.features);
    const sheets = await readXlsxSheets(bytes);
    // The office fixes the short link on Dago row 9: the new site appears, the others keep their ids.
    const dago = sheets.find((sheet) => sheet.name === "Dago")!;
    const rows = dago.rows.map((row) => [...row]);
    rows[8]![11] = "-6.8861, 107.6142";
    const fixed = parseWorkbook(sheets.map((sheet) => (sheet === dago ? { ...dago, rows } : sheet)), options);
    expect(fixed.features.map((f) => f.id).filter((id) => id !== "mushola-al-amin")).toEqual(first.features.map((f) => f.id));
    expect(fixed.features.map((f) => f.id)).toContain("mushola-al-amin");
  });

  it("an ID column wins over names", () => {
    const result = parseRows(
      [
        ["Kode", "Nama", "Kelurahan", "Status"],
        ["mesjid-lama", "Masjid Al-Ikhlas", "Dago", "Sudah"],
        ["", "Masjid Al-Ikhlas", "Dago", "Sudah"],
      ],
      options,
    );
    expect(result.errors).toEqual([]);
    expect(result.features.map((f) => f.id)).toEqual(["mesjid-lama", "masjid-al-ikhlas"]);
  });

  it("a real duplicate by NIB is refused; the same name at another point is kept", () => {
    const result = parseRows(
      [
        ["Nama", "NIB", "Status", "Koordinat"],
        ["Masjid A", "10.01.00001", "Sudah", "-6.8851, 107.6132"],
        ["Masjid A", "10.01.00002", "Sudah", "-6.8861, 107.6142"],
        ["Masjid B", "10.01.00001", "Sudah", "-6.8871, 107.6152"],
      ],
      options,
    );
    expect(result.features.map((f) => f.id)).toEqual(["masjid-a", "masjid-a-2"]);
    expect(result.errors.map((p) => [p.row, p.column, p.message])).toEqual([[4, "NIB", 'lokasi ganda: NIB "10.01.00001" sama dengan baris 2']]);
  });

  it("a sheet without a header row is skipped, named, and the others still import (CSV too)", () => {
    const csv = new TextEncoder().encode("Daftar tanah wakaf\n\nNama;Luas;Status Sertipikat;Titik Lokasi\nMasjid A;264;Sudah;-6,8851, 107,6132\nJumlah;264;;\n");
    const sheets: SheetRows[] = [
      { name: "Catatan", rows: [["Catatan untuk petugas"], ["isi setiap bulan"]] },
      { name: "Register", rows: readCsv(csv) },
    ];
    const result = parseWorkbook(sheets, options);
    expect(result.features.map((f) => [f.id, f.properties.areaM2, f.geometry?.coordinates])).toEqual([["masjid-a", 264, [107.6132, -6.8851]]]);
    expect(result.skipped.map((p) => [p.sheet, p.row, p.message])).toEqual([
      ["Catatan", 1, "lembar dilewati: tidak ada baris judul dengan kolom Nama di 20 baris pertama"],
      ["Register", 5, "baris jumlah dilewati"],
    ]);
  });
});

describe("export and report workbooks", () => {
  it("export → import gives the same register, including unfinished sites", async () => {
    const register = generateRegister(40, center, 7);
    const features = register.features.map((feature, index) => {
      if (index === 1) return { ...feature, geometry: null };
      if (index === 2) {
        const { areaM2: _area, aiwNumber: _aiw, ...properties } = feature.properties;
        return { ...feature, properties: { ...properties, stage: undefined, certified: false, nib: "10.01.02.03.00099", wakif: "Contoh Wakif" } };
      }
      return feature;
    });
    const expected = sitesSchema(config).parse({ type: "FeatureCollection", features: JSON.parse(JSON.stringify(features)) }).features;
    const result = await importBytes(await registerXlsx(expected, config));
    expect(result.errors).toEqual([]);
    const back = sitesSchema(config).parse({ type: "FeatureCollection", features: result.features }).features;
    expect(back).toEqual(expected);
  });

  it("the report has one row per problem with sheet, row, column, value, kind, message and what to do", async () => {
    const result = await importBytes(await officeWorkbook());
    const [sheet] = await readXlsxSheets(await reportXlsx(result.problems, "ringkasan"));
    expect(sheet!.name).toBe("Laporan impor");
    expect(sheet!.rows[0]).toEqual(["ringkasan", null, null, null, null, null, null]);
    expect(sheet!.rows[2]).toEqual([...REPORT_HEADERS]);
    expect(sheet!.rows.length).toBe(3 + result.problems.length);
    expect(sheet!.rows[3 + 7]).toEqual([
      "Dago",
      9,
      "Titik Lokasi",
      "https://maps.app.goo.gl/AbCdEf123",
      "Galat",
      "tautan pendek Google Maps (maps.app.goo.gl) tidak dapat dibaca tanpa internet",
      result.errors[0]!.action,
    ]);
  });
});

describe("what other office workbooks do (found by a probe with workbooks of its own)", () => {
  it("a header on two rows (KOORDINAT merged over LINTANG | BUJUR) and a row of column numbers under it", () => {
    const result = parseWorkbook(
      [
        {
          name: "Cipaganti",
          rows: [
            ["DATA TANAH WAKAF KELURAHAN CIPAGANTI"],
            [],
            ["NO", "NAMA OBJEK", "LUAS (M2)", "STATUS", "KOORDINAT", null],
            [null, null, null, null, "LINTANG", "BUJUR"],
            ["(1)", "(2)", "(3)", "(4)", "(5)", "(6)"],
            [1, "Masjid Al-Furqon", 264, "Sudah", "-6.89101", "107.60412"],
            [2, "Mushola Al-Amin", "120", "Belum", null, null],
          ],
        },
      ],
      options,
    );
    expect(result.errors).toEqual([]);
    expect(result.features.map((f) => [f.id, f.geometry?.coordinates ?? null])).toEqual([
      ["masjid-al-furqon", [107.60412, -6.89101]],
      ["mushola-al-amin", null],
    ]);
    expect(result.skipped.map((p) => [p.row, p.message])).toEqual([[5, "baris nomor kolom dilewati"]]);
    expect(result.warnings.find((p) => p.row === 7 && p.message.startsWith("koordinat belum diisi"))?.column).toBe("LINTANG");
    expect(result.sheets).toEqual([{ name: "Cipaganti", headerRow: 3, rowCount: 2, kept: 2 }]);
  });

  it("tells a row of column numbers from a parcel", () => {
    expect(isColumnNumberRow(["(1)", "(2)", "(3)", "(4)"])).toBe(true);
    expect(isColumnNumberRow([1, 2, 3, null, 5])).toBe(true);
    expect(isColumnNumberRow([1, "Masjid A", 264])).toBe(false);
    expect(isColumnNumberRow([3, 2, 1])).toBe(false);
    expect(isColumnNumberRow([1, 2])).toBe(false);
  });

  it("a lone sheet named like a summary (MASTER DATA WAKAF) is the register; beside kelurahan sheets it is left out", () => {
    const master: SheetRows = { name: "MASTER DATA WAKAF", rows: [["Nama", "Status", "Koordinat"], ["Masjid A", "Sudah", "-6.8851, 107.6132"]] };
    const alone = parseWorkbook([master], options);
    expect([alone.features.map((f) => f.id), alone.errors, alone.skipped]).toEqual([["masjid-a"], [], []]);
    const beside = parseWorkbook([master, { name: "Dago", rows: [["Nama", "Status", "Koordinat"], ["Masjid B", "Sudah", "-6.8861, 107.6142"]] }], options);
    expect(beside.features.map((f) => f.id)).toEqual(["masjid-b"]);
    expect(beside.skipped.map((p) => [p.sheet, p.message])).toEqual([["MASTER DATA WAKAF", "lembar dilewati: ringkasan atau daftar rujukan, bukan daftar lokasi"]]);
  });

  it("a name that tells no type is kept as 'Sosial lainnya' with a warning, not refused", () => {
    const result = parseRows([["Nama", "Status", "Koordinat"], ["Tanah Kebun Wakaf H. Ujang", "Belum", "-6.8851, 107.6132"]], options);
    expect(result.errors).toEqual([]);
    expect(result.features.map((f) => f.properties.type)).toEqual(["Sosial lainnya"]);
    expect(result.warnings.map((p) => [p.column, p.message])).toContainEqual(["Jenis", 'jenis tidak dapat ditentukan dari nama "Tanah Kebun Wakaf H. Ujang"; dicatat sebagai "Sosial lainnya"']);
  });

  it("a latitude without its minus sign is named as such", () => {
    const result = parseRows([["Nama", "Status", "Koordinat"], ["Masjid A", "Sudah", "6.88512, 107.61400"]], options);
    expect(result.errors.map((p) => [p.row, p.column, p.message, p.action])).toEqual([
      [
        2,
        "Koordinat",
        "koordinat 6.88512, 107.614 tidak berada di kecamatan ini (tanda minus pada lintang terlupa?)",
        "Tulis lintang dengan tanda minus di depannya, misalnya -6.88512, 107.614: lokasi di selatan khatulistiwa.",
      ],
    ]);
  });

  it("a sheet without an AIW column says so once; a sheet with one warns on each row said to have its AIW but left empty", () => {
    const rows = (header: string[]) => [header, ["Masjid A", "Sudah", "-6.8851, 107.6132"], ["Masjid B", "Belum", "-6.8861, 107.6142"]];
    const without = parseRows(rows(["Nama", "Status Sertifikat", "Koordinat"]), options);
    expect(without.warnings.filter((p) => p.column === "Nomor AIW").map((p) => [p.row, p.message])).toEqual([
      [1, "lembar ini tidak punya kolom Nomor AIW; lokasinya diimpor tanpa nomor AIW"],
    ]);
    const withColumn = parseRows(
      rows(["Nama", "Status Sertifikat", "Koordinat", "AIW/APAIW"]).map((row, index) => (index === 0 ? row : [...row, ""])),
      options,
    );
    // Row 3 says "Belum": no AIW number is expected there.
    expect(withColumn.warnings.filter((p) => p.column === "AIW/APAIW").map((p) => p.row)).toEqual([2]);
  });

  it("AIW dates are kept the Indonesian way, from a date cell or typed", () => {
    expect(dateText(new Date(Date.UTC(2012, 10, 2)))).toBe("2 November 2012");
    expect(["02/11/2012", "2-11-2012", "2.11.2012", "2012-11-02"].map((text) => dateText(text))).toEqual(Array(4).fill("2 November 2012"));
    expect(["21 Juli 2015", "31/02/2015", "2015", ""].map((text) => dateText(text))).toEqual(["21 Juli 2015", "31/02/2015", "2015", ""]);
  });

  it("an area like 1,250 (1.250 or 1,25?) is refused with both readings; 1,250.50 and 1.250,50 are clear", () => {
    const result = parseRows([["Nama", "Status", "Luas", "Koordinat"], ["Masjid A", "Sudah", "1,250", "-6.8851, 107.6132"]], options);
    expect(result.features).toEqual([]);
    expect(result.errors.map((p) => [p.column, p.message, p.action])).toEqual([
      ["Luas", 'luas "1,250" bisa berarti 1.250 atau 1,25', "Tulis 1250 bila maksudnya 1.250, atau 1,25 bila maksudnya pecahan."],
    ]);
    expect(["1,250.50", "1.250,50", "1 250", "410,5", "12.5", "1.250"].map(parseAmount)).toEqual([1250.5, 1250.5, 1250, 410.5, 12.5, 1250]);
  });

  it("with the register as it stands, reordered or extended sheets keep every site's id", () => {
    const dago: SheetRows = { name: "Dago", rows: [["Nama", "Status", "Koordinat"], ["Ponpes Al-Hikmah", "Sudah", "-6.8851, 107.6132"]] };
    const lebak: SheetRows = { name: "Lebakgede", rows: [["Nama", "Status", "Koordinat"], ["Ponpes Al-Hikmah", "Belum", "-6.8901, 107.6182"]] };
    const first = parseWorkbook([dago, lebak], options);
    expect(first.features.map((f) => [f.id, f.properties.kelurahan])).toEqual([
      ["ponpes-al-hikmah", "Dago"],
      ["ponpes-al-hikmah-lebakgede", "Lebakgede"],
    ]);
    const previous = previousSites({ features: first.features });
    const newSheet: SheetRows = { name: "Cipaganti", rows: [["Nama", "Status", "Koordinat"], ["Ponpes Al-Hikmah", "Sudah", "-6.8871, 107.6052"]] };
    const reordered = parseWorkbook([newSheet, lebak, dago], { ...options, previous });
    expect(new Map(reordered.features.map((f) => [f.properties.kelurahan, f.id]))).toEqual(
      new Map([
        ["Dago", "ponpes-al-hikmah"],
        ["Lebakgede", "ponpes-al-hikmah-lebakgede"],
        ["Cipaganti", "ponpes-al-hikmah-cipaganti"],
      ]),
    );
    // Without the register, order decides, as before.
    expect(parseWorkbook([lebak, dago], options).features.map((f) => f.id)).toEqual(["ponpes-al-hikmah", "ponpes-al-hikmah-dago"]);
  });
});

describe("what a second probe's workbooks did (nothing false published, nothing invented)", () => {
  const H = ["Nama", "Desa", "Status", "Luas", "Koordinat"];
  const point = (n: number) => `-6.88${n}, 107.61${n}`;

  it("a Desa cell merged down holds for the rows under it; a sheet named after a type is no kelurahan", () => {
    const sheet: SheetRows = {
      name: "MASJID",
      rows: [H, ["Masjid A", "Dago", "Sudah", 300, point(1)], ["Masjid B", null, "Sudah", 200, point(2)], ["Masjid C", "Cigadung", "Sudah", 100, point(3)]],
      merges: [{ top: 1, left: 1, bottom: 2, right: 1 }],
    };
    const other: SheetRows = { name: "MUSHOLA", rows: [H, ["Mushola D", null, "Sudah", 90, point(4)]] };
    const result = parseWorkbook([sheet, other], options);
    expect(result.features.map((f) => [f.properties.name, f.properties.kelurahan ?? null])).toEqual([
      ["Masjid A", "Dago"],
      ["Masjid B", "Dago"],
      ["Masjid C", "Cigadung"],
      ["Mushola D", null],
    ]);
  });

  it("a parcel written over two rows (its name merged) is one parcel; the second row is named as skipped", () => {
    const result = parseWorkbook(
      [{ name: "", rows: [[...H, "Wakif"], ["Masjid A", "Dago", "Sudah", 300, point(1), "H. Satu"], [null, null, null, null, null, "Hj. Dua"]], merges: [{ top: 1, left: 0, bottom: 2, right: 0 }] }],
      options,
    );
    expect(result.features.map((f) => f.properties.wakif)).toEqual(["H. Satu"]);
    expect(result.skipped.map((p) => [p.row, p.message])).toEqual([[3, "baris lanjutan dari baris 2 (sel Nama digabung) dilewati"]]);
  });

  it("section titles, 'Sub Jumlah', a sum without a label, a repeated header and the signature block are not parcels", () => {
    const result = parseRows(
      [
        H,
        ["KELURAHAN SEKELOA"],
        ["Masjid A", "Sekeloa", "Sudah", 300, point(1)],
        ["Sub Jumlah", null, null, 300, null],
        H,
        ["Desa Cigadung"],
        ["Mushola B", "Cigadung", "Belum", 120, point(2)],
        [null, null, null, 420, null],
        [],
        [null, null, null, "Coblong, 10 Januari 2025"],
        ["Mengetahui,"],
        ["Kepala KUA Kecamatan Coblong"],
        ["H. AHMAD FAUZAN, S.Ag."],
      ],
      options,
    );
    expect(result.errors).toEqual([]);
    expect(result.features.map((f) => f.properties.name)).toEqual(["Masjid A", "Mushola B"]);
    expect(result.skipped.map((p) => [p.row, p.message])).toEqual([
      [2, "baris judul bagian atau catatan dilewati (hanya nama terisi)"],
      [4, "baris jumlah dilewati"],
      [5, "baris judul berulang dilewati"],
      [6, "baris judul bagian atau catatan dilewati (hanya nama terisi)"],
      [8, "baris tanpa nama dan tanpa data lokasi dilewati"],
      [10, "baris tanda tangan dan baris sesudahnya dilewati"],
    ]);
  });

  it("hidden sheets and hidden rows are left out, and said so", () => {
    const result = parseWorkbook(
      [
        { name: "Dago", rows: [H, ["Masjid A", "Dago", "Sudah", 300, point(1)], ["Masjid Lama (dijual)", "Dago", "Sudah", 200, point(2)]], hiddenRows: [3] },
        { name: "Arsip 2010", rows: [H, ["Mushola Tanah Dijual", "Dago", "Sudah", 90, point(3)]], hidden: true },
      ],
      options,
    );
    expect(result.features.map((f) => f.properties.name)).toEqual(["Masjid A"]);
    expect(result.skipped.map((p) => [p.sheet, p.row, p.message])).toEqual([
      ["Dago", 3, "baris tersembunyi dilewati"],
      ["Arsip 2010", 1, "lembar dilewati: lembar tersembunyi (arsip atau daftar bantu), bukan daftar lokasi"],
    ]);
  });

  it("areas: hectares in a 'Luas (ha)' column become m²; a tiny area is refused; a huge one is warned", () => {
    const result = parseRows(
      [
        ["Nama", "Status", "Luas (Ha)", "Luas (m2)", "Koordinat"],
        ["Masjid A", "Sudah", "0,25", null, point(1)],
        ["Masjid B", "Sudah", null, 0.25, point(2)],
        ["TPU C", "Sudah", null, 2_500_000, point(3)],
      ],
      options,
    );
    expect(result.features.map((f) => [f.properties.name, f.properties.areaM2])).toEqual([
      ["Masjid A", 2500],
      ["TPU C", 2_500_000],
    ]);
    expect(result.errors.map((p) => [p.row, p.column, p.message])).toEqual([[3, "Luas (m2)", "luas 0,25 m² terlalu kecil untuk sebidang tanah (ditulis dalam hektare?)"]]);
    expect(result.warnings.filter((p) => p.row === 4 && p.column === "Luas (m2)").map((p) => p.message)).toEqual(["luas 2.500.000 m² sangat besar untuk satu bidang; periksa satuannya"]);
  });

  it("'Sudah'/'Belum' in the AIW and certificate columns tell the stage, never a number", () => {
    const result = parseRows(
      [
        ["Nama", "AIW", "Sertifikat", "Luas", "Koordinat"],
        ["Masjid A", "Sudah", "Sudah", 300, point(1)],
        ["Masjid B", "Sudah", "Belum", 200, point(2)],
        ["Masjid C", "Belum", "Belum", 100, point(3)],
      ],
      options,
    );
    expect(result.errors).toEqual([]);
    expect(result.features.map((f) => [f.properties.stage, f.properties.certified, f.properties.aiwNumber ?? null, f.properties.certificateNumber ?? null])).toEqual([
      ["sertifikat-terbit", true, null, null],
      ["aiw-terbit", false, null, null],
      ["belum-aiw", false, null, null],
    ]);
  });

  it("a group header's own parts are not other fields: 'Wakif' over 'Nama | Alamat', 'Status' over 'AIW | Sertifikat'", () => {
    const result = parseWorkbook(
      [
        {
          name: "",
          rows: [
            ["Nama Objek", "Wakif", null, "Status", null, "Luas", "Koordinat"],
            [null, "Nama", "Alamat", "AIW", "Sertifikat", null, null],
            ["Masjid A", "H. Ujang", "Jl. Cisitu Lama No. 5", "Sudah", "Belum", 300, point(1)],
          ],
          merges: [
            { top: 0, left: 1, bottom: 0, right: 2 },
            { top: 0, left: 3, bottom: 0, right: 4 },
          ],
        },
      ],
      options,
    );
    expect(result.errors).toEqual([]);
    const [site] = result.features;
    expect(site!.properties).toMatchObject({ name: "Masjid A", wakif: "H. Ujang", stage: "aiw-terbit" });
    expect(site!.properties.address).not.toContain("Cisitu");
  });

  it("a 'Lokasi' column holding the point gives the point, not the address", () => {
    const result = parseRows([["Nama", "Status", "Luas", "Lokasi"], ["Masjid A", "Sudah", 300, "https://maps.google.com/?q=-6.8851,107.6132"]], options);
    expect(result.features.map((f) => [f.geometry?.coordinates, f.properties.address])).toEqual([[[107.6132, -6.8851], "Kecamatan Coblong"]]);
  });

  it("contradictions are warned: 'Belum' with a certificate number, 'Belum AIW' with an AIW number", () => {
    const result = parseRows(
      [
        ["Nama", "Status", "No. Sertifikat", "No. AIW", "Luas", "Koordinat"],
        ["Masjid A", "Belum", "W.10.22/2019", null, 300, point(1)],
        ["Masjid B", "Belum AIW", null, "W.2/001/2015", 200, point(2)],
      ],
      options,
    );
    expect(result.warnings.filter((p) => p.column === "Status").map((p) => [p.row, p.message])).toEqual([
      [2, 'status "Belum" tetapi nomor sertifikat terisi (W.10.22/2019)'],
      [3, 'status "Belum AIW" tetapi nomor AIW terisi (W.2/001/2015)'],
    ]);
  });

  it("an AIW number Excel turned into a date is refused; a date serial in Tgl AIW is read as a date", () => {
    const result = parseRows(
      [
        ["Nama", "Status", "No. AIW", "Tgl AIW", "Luas", "Koordinat"],
        ["Masjid A", "Sudah", new Date(Date.UTC(2015, 11, 1)), 42075, 300, point(1)],
        ["Masjid B", "Sudah", "W.2/002/2015", "42075", 200, point(2)],
      ],
      options,
    );
    expect(result.errors.map((p) => [p.row, p.column, p.message])).toEqual([[2, "No. AIW", "nomor AIW terbaca sebagai tanggal (Excel mengubahnya)"]]);
    expect(result.features.map((f) => f.properties.aiwDate)).toEqual(["12 Maret 2015"]);
  });

  it("headers: numbered ones are read; of two status columns the certificate's wins", () => {
    const result = parseRows(
      [
        ["1. Nama Objek", "2. Status Tanah", "3. Status Sertifikat", "4. Luas", "5. Koordinat"],
        ["Masjid A", "Wakaf", "Sudah", 300, point(1)],
      ],
      options,
    );
    expect(result.errors).toEqual([]);
    expect(result.features.map((f) => f.properties.stage)).toEqual(["sertifikat-terbit"]);
  });
});

describe("small things a web export or an office form writes", () => {
  it("'0,25 Ha' in an m² column is 2.500 m²; \"'180\" is 180; a positive latitude in an 'LS' column is south", () => {
    const result = parseRows(
      [
        ["Nama", "Status", "Luas (m2)", "LS", "BT"],
        ["Masjid A", "Sudah", "0,25 Ha", "6.8851", "107.6132"],
        ["Masjid B", "Sudah", "'180", "'-6.8831", "107.6100"],
      ],
      options,
    );
    expect(result.errors).toEqual([]);
    expect(result.features.map((f) => [f.properties.areaM2, f.geometry?.coordinates])).toEqual([
      [2500, [107.6132, -6.8851]],
      [180, [107.61, -6.8831]],
    ]);
  });
});
