import writeXlsxFile from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { RegisterConfigSchema } from "../../app/content/sites.schema";
import { sitesRegister } from "../../app/content/sites-register";
import { formatRowError, parseAmount, parseCoordinatePair, parseRows, slugify, type Cell } from "./parse-rows";
import { detectDelimiter, readCsv, readXlsx } from "./read-file";

const config = RegisterConfigSchema.parse(sitesRegister);
const center = [-6.8886, 107.6155] as const;
const parse = (rows: Cell[][]) => parseRows(rows, { config, center });

const HEADER = ["Nama", "Alamat", "Kelurahan", "Jenis", "Luas (m²)", "Status Sertifikat", "Nomor AIW", "Nazhir", "Lintang", "Bujur"];
const good: Cell[] = ["Masjid Al-Ikhlas", "Jl. Tubagus Ismail No. 3", "Sekeloa", "Masjid", 420, "Sertifikat terbit", "W.2/12/2019", "Yayasan Al-Ikhlas", -6.8859, 107.6193];
const second: Cell[] = ["Makam Wakaf Cisitu", "Jl. Cisitu Indah", "Dago", "makam", "1.250,5", "AIW terbit", "", "", "-6,8781", "107,6117"];

describe("good spreadsheets", () => {
  it("turns rows into GeoJSON features: [lng, lat], canonical type, stage and certified, optional fields only when filled", () => {
    const result = parse([HEADER, good, second]);
    expect(result.errors).toEqual([]);
    expect(result.rowCount).toBe(2);
    expect(result.features).toEqual([
      {
        type: "Feature",
        id: "masjid-al-ikhlas",
        geometry: { type: "Point", coordinates: [107.6193, -6.8859] },
        properties: {
          name: "Masjid Al-Ikhlas",
          address: "Jl. Tubagus Ismail No. 3",
          type: "Masjid",
          areaM2: 420,
          stage: "sertifikat-terbit",
          certified: true,
          kelurahan: "Sekeloa",
          aiwNumber: "W.2/12/2019",
          nazhir: "Yayasan Al-Ikhlas",
        },
      },
      {
        type: "Feature",
        id: "makam-wakaf-cisitu",
        geometry: { type: "Point", coordinates: [107.6117, -6.8781] },
        properties: { name: "Makam Wakaf Cisitu", address: "Jl. Cisitu Indah", type: "Makam", areaM2: 1250.5, stage: "aiw-terbit", certified: false, kelurahan: "Dago" },
      },
    ]);
  });

  it("matches headers without regard to case, spacing or punctuation, and common other names", () => {
    const header = ["NAMA LOKASI", "alamat", "Desa/Kelurahan", "jenis wakaf", "Luas m2", "status", "no. aiw", "Nadzir", "latitude", "longitude"];
    const result = parse([header, good]);
    expect(result.errors).toEqual([]);
    expect(result.features[0]!.properties).toMatchObject({ kelurahan: "Sekeloa", aiwNumber: "W.2/12/2019", nazhir: "Yayasan Al-Ikhlas" });
  });

  it("reads one Google Maps 'lat, lng' cell, also with decimal commas", () => {
    const header = ["Nama", "Alamat", "Jenis", "Luas", "Status Sertifikat", "Koordinat"];
    const result = parse([
      header,
      ["A", "Jl. A", "Musala", 90, "Belum ber-AIW", "-6.8851, 107.6132"],
      ["B", "Jl. B", "Musala", 90, "belum ber-aiw", "-6,8921, 107,6168"],
      ["C", "Jl. C", "Musala", 90, "Belum ber-AIW", "-6,8879; 107,6221"],
      ["D", "Jl. D", "Musala", 90, "Belum ber-AIW", "-6,8806,107,6109"],
    ]);
    expect(result.errors).toEqual([]);
    expect(result.features.map((feature) => feature.geometry!.coordinates)).toEqual([
      [107.6132, -6.8851],
      [107.6168, -6.8921],
      [107.6221, -6.8879],
      [107.6109, -6.8806],
    ]);
  });

  it("uses the Peruntukan column as the type when there is no Jenis column and the name does not tell it", () => {
    const result = parse([
      ["Nama", "Alamat", "Peruntukan", "Luas", "Status", "Koordinat"],
      ["Al-Hikmah", "Jl. X", "Pesantren", "2.000", "sertifikat terbit", "-6.8851, 107.6132"],
    ]);
    expect(result.errors).toEqual([]);
    // Issue 32: the peruntukan is kept as written, also when it gave the type.
    expect(result.features[0]!.properties).toMatchObject({ type: "Pesantren", areaM2: 2000, use: "Pesantren" });
  });

  it("gives two sites with the same name different ids, and keeps an ID column's ids", () => {
    const header = ["ID", "Nama", "Alamat", "Kelurahan", "Jenis", "Luas", "Status", "Koordinat"];
    const result = parse([
      header,
      ["", "Masjid Al-Ikhlas", "Jl. A", "Dago", "Masjid", 100, "sudah", "-6.8851, 107.6132"],
      ["", "Masjid Al-Ikhlas", "Jl. B", "Sekeloa", "Masjid", 100, "sudah", "-6.8921, 107.6168"],
      ["masjid-kita", "Masjid Kita", "Jl. C", "Dago", "Masjid", 100, "sudah", "-6.8879, 107.6221"],
    ]);
    expect(result.errors).toEqual([]);
    expect(result.features.map((feature) => feature.id)).toEqual(["masjid-al-ikhlas", "masjid-al-ikhlas-sekeloa", "masjid-kita"]);
  });

  it("skips empty rows but keeps the spreadsheet's row numbers", () => {
    const result = parse([HEADER, good, [], ["", null, ""], [...second.slice(0, 4), -5, ...second.slice(5)]]);
    expect(result.rowCount).toBe(2);
    expect(result.errors.map((error) => error.row)).toEqual([5]);
  });
});

describe("bad rows: every one reported with its row number, column and reason", () => {
  const withCell = (column: string, value: Cell) => {
    const row = [...good];
    row[HEADER.indexOf(column)] = value;
    return row;
  };
  const errorsFor = (row: Cell[]) => parse([HEADER, row]).errors.map(formatRowError);

  it("half a coordinate (issue 32: no coordinates at all is a warning, see parse-workbook.test.ts)", () => {
    expect(errorsFor(withCell("Lintang", ""))).toEqual(['Baris 2, kolom "Lintang": lintang kosong sedangkan bujur terisi']);
  });

  it("unparsable coordinate", () => {
    expect(errorsFor(withCell("Bujur", "107.61.93"))).toEqual([`Baris 2, kolom "Bujur": bujur "107.61.93" tidak dapat dibaca`]);
    const pair = parse([["Nama", "Alamat", "Jenis", "Luas", "Status", "Koordinat"], ["A", "Jl. A", "Masjid", 100, "sudah", "di dekat pasar"]]);
    expect(pair.errors.map(formatRowError)).toEqual([
      'Baris 2, kolom "Koordinat": koordinat "di dekat pasar" tidak dapat dibaca; tulis "lintang, bujur", misalnya "-6.8851, 107.6132"',
    ]);
  });

  it("coordinate outside Indonesia, with a hint when latitude and longitude are swapped", () => {
    expect(errorsFor(withCell("Lintang", 48.85))).toEqual(['Baris 2, kolom "Lintang/Bujur": koordinat 48.85, 107.6193 berada di luar Indonesia']);
    const swapped = withCell("Lintang", 107.6193);
    swapped[HEADER.indexOf("Bujur")] = -6.8859;
    expect(errorsFor(swapped)).toEqual([
      'Baris 2, kolom "Lintang/Bujur": koordinat 107.6193, -6.8859 berada di luar Indonesia (lintang dan bujur tertukar?)',
    ]);
  });

  it("coordinate far outside the kecamatan", () => {
    // Jakarta: inside Indonesia, ~120 km from Coblong.
    expect(errorsFor(withCell("Lintang", -6.2))[0]).toMatch(/^Baris 2, kolom "Lintang\/Bujur": koordinat berjarak 7\d,\d km dari pusat kecamatan \(paling jauh 10 km\)$/);
  });

  it("unknown type", () => {
    expect(errorsFor(withCell("Jenis", "Gudang"))).toEqual([
      `Baris 2, kolom "Jenis": jenis "Gudang" tidak dikenal; pilih salah satu: ${config.types.map((t) => t.label).join(", ")}`,
    ]);
  });

  it("area not a positive number", () => {
    expect(errorsFor(withCell("Luas (m²)", "lima ratus"))).toEqual(['Baris 2, kolom "Luas (m²)": luas harus berupa angka lebih dari 0 (tertulis "lima ratus")']);
    expect(errorsFor(withCell("Luas (m²)", 0))).toEqual(['Baris 2, kolom "Luas (m²)": luas harus berupa angka lebih dari 0 (tertulis "0")']);
    // Issue 32: an empty area is "not measured yet", a warning (see parse-workbook.test.ts).
    expect(errorsFor(withCell("Luas (m²)", ""))).toEqual([]);
  });

  it("duplicate site: same name at the same place, or a repeated ID", () => {
    const result = parse([HEADER, good, second, withCell("Nomor AIW", "")]);
    expect(result.errors.map(formatRowError)).toEqual(['Baris 4, kolom "Nama": lokasi ganda: nama dan koordinat sama dengan baris 2']);
    const ids = parse([["ID", ...HEADER], ["a", ...good], ["a", ...second]]);
    expect(ids.errors.map(formatRowError)).toEqual(['Baris 3, kolom "ID": lokasi ganda: ID "a" sudah dipakai di baris 2']);
  });

  it("unknown certification stage, empty name and address", () => {
    const row = withCell("Status Sertifikat", "entah");
    row[0] = "";
    row[1] = " ";
    expect(errorsFor(row)).toEqual([
      'Baris 2, kolom "Nama": nama kosong',
      `Baris 2, kolom "Status Sertifikat": status sertifikat "entah" tidak dikenal; pilih salah satu: ${config.stages.map((s) => s.label).join(", ")}, belum, belum aiw, sudah aiw, proses, sudah`,
    ]);
    // Issue 32: an empty address is filled from the kelurahan, with a warning; without a kelurahan it is an error.
    expect(parse([HEADER, row]).warnings.map(formatRowError)).toContain('Baris 2, kolom "Alamat": alamat kosong; dipakai "Sekeloa"');
    row[2] = "";
    expect(errorsFor(row)).toContain('Baris 2, kolom "Alamat": alamat kosong');
  });

  it("a field longer than the data file allows", () => {
    expect(errorsFor(withCell("Nama", "M".repeat(130)))).toEqual(['Baris 2, kolom "Nama": paling banyak 120 karakter']);
  });

  it("without a Nama column no header row is found and no row is read", () => {
    // Issue 32: only Nama is required; the other columns may be missing (their rows come back as warnings).
    const result = parse([["Alamat", "Jenis", "Luas"], ["Jl. A", "Masjid", 1]]);
    expect(result.features).toEqual([]);
    expect(result.errors.map(formatRowError)).toEqual([
      'Baris 1, kolom "Nama": baris judul tidak ditemukan: tidak ada kolom Nama (atau Nama Objek, Nama Tanah Wakaf)',
    ]);
  });

  it("keeps the good rows next to the bad ones (for --skip-invalid)", () => {
    const bad = withCell("Jenis", "Gudang");
    bad[0] = "Gudang Wakaf";
    bad[HEADER.indexOf("Nomor AIW")] = "W.2/13/2019";
    const result = parse([HEADER, good, bad, second]);
    expect(result.features.map((feature) => feature.id)).toEqual(["masjid-al-ikhlas", "makam-wakaf-cisitu"]);
    expect(result.errors.map((error) => error.row)).toEqual([3]);
  });
});

describe("cell readers", () => {
  it("reads amounts with thousands dots, decimal commas and m²", () => {
    expect([500, "500", "1.250", "12,5", "1.250,5", "500 m²", "300m2", "abc", "1,2,3", ""].map(parseAmount)).toEqual([
      500, 500, 1250, 12.5, 1250.5, 500, 300, undefined, undefined, undefined,
    ]);
  });

  it("reads coordinate pairs and rejects what is not one", () => {
    expect(parseCoordinatePair("(-6.8851, 107.6132)")).toEqual([-6.8851, 107.6132]);
    expect(parseCoordinatePair("-6.8851 107.6132")).toEqual([-6.8851, 107.6132]);
    expect(parseCoordinatePair("-6.8851")).toBeUndefined();
    expect(parseCoordinatePair("a, b")).toBeUndefined();
  });

  it("makes kebab-case ids from names", () => {
    expect(slugify("Masjid & Madrasah Al-Furqon (Dago)")).toBe("masjid-dan-madrasah-al-furqon-dago");
    expect(slugify("Mushola Nurul Huda — RW 05")).toBe("mushola-nurul-huda-rw-05");
  });
});

describe("both file types", () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it("CSV with commas (UTF-8 with BOM, quoted Google Maps cell)", () => {
    const csv = '\uFEFFNama,Alamat,Jenis,Luas (m²),Status Sertifikat,Koordinat\r\nMusala Café,"Jl. A, No. 1",Musala,90,Sertifikat terbit,"-6.8851, 107.6132"\r\n';
    const result = parse(readCsv(encode(csv)));
    expect(result.errors).toEqual([]);
    expect(result.features[0]).toMatchObject({ id: "musala-cafe", geometry: { coordinates: [107.6132, -6.8851] }, properties: { address: "Jl. A, No. 1", name: "Musala Café" } });
  });

  it("CSV with semicolons and decimal commas, as Indonesian Excel saves it (Windows-1252)", () => {
    const csv = "Nama;Alamat;Jenis;Luas;Status;Lintang;Bujur\r\nMusala Café;Jl. B;Musala;12,5;AIW terbit;-6,8921;107,6168\r\n";
    const bytes = Uint8Array.from([...csv].map((char) => char.charCodeAt(0))); // é as one Latin-1 byte
    expect(detectDelimiter(csv)).toBe(";");
    const result = parse(readCsv(bytes));
    expect(result.errors).toEqual([]);
    expect(result.features[0]).toMatchObject({ geometry: { coordinates: [107.6168, -6.8921] }, properties: { name: "Musala Café", areaM2: 12.5 } });
  });

  it("CSV with a bad row reports its spreadsheet row", () => {
    const csv = "Nama,Alamat,Jenis,Luas,Status,Koordinat\nA,Jl. A,Masjid,10,sudah,\"-6.8851, 107.6132\"\nB,Jl. B,Gudang,10,sudah,\"-6.8851, 107.6133\"\n";
    expect(parse(readCsv(encode(csv))).errors.map((error) => [error.row, error.column])).toEqual([[3, "Jenis"]]);
  });

  it("XLSX: numbers stay numbers, text cells with decimal commas are read, bad rows are reported", async () => {
    const sheet = [HEADER, good, second, [...good.slice(0, 4), "nol", good[5], "W.2/13/2019", good[7], 0, 0]].map((row) =>
      row.map((value) => ({ value: value === null ? undefined : (value as string | number) })),
    );
    const bytes = await writeXlsxFile(sheet).toBuffer();
    const rows = await readXlsx(bytes);
    expect(rows[1]![4]).toBe(420);
    const result = parse(rows);
    expect(result.features.map((feature) => feature.properties.areaM2)).toEqual([420, 1250.5]);
    expect(result.errors.map(formatRowError)).toEqual([
      'Baris 4, kolom "Luas (m²)": luas harus berupa angka lebih dari 0 (tertulis "nol")',
      'Baris 4, kolom "Lintang/Bujur": koordinat 0, 0 berada di luar Indonesia',
    ]);
  });
});
