// The import template office staff fill in: the columns of the register vocabulary (sites-columns.ts) and two
// example rows. `npm run sites:template` writes docs/templates/tanah-wakaf.xlsx and .csv.
import { mkdirSync, writeFileSync } from "node:fs";
import writeXlsxFile from "write-excel-file/node";
import { SITE_COLUMNS } from "../../app/content/sites-columns";
import { registerSheet } from "./workbook";

type Example = Record<(typeof SITE_COLUMNS)[number]["key"], string | number>;

/** Two invented rows (CONTOH): one certified masjid, one musala still at the AIW stage. */
export const TEMPLATE_EXAMPLES: Example[] = [
  {
    id: "",
    name: "Masjid Contoh Al-Ikhlas",
    address: "Jl. Contoh No. 1, Kelurahan Dago, Kecamatan Coblong, Kota Bandung",
    kelurahan: "Dago",
    type: "Masjid",
    areaM2: 450,
    stage: "Sertifikat terbit",
    aiwNumber: "W.2/001/2019",
    aiwDate: "12 Maret 2019",
    certificateNumber: "10.01.02.03.4.00001",
    nib: "10.01.02.03.00001",
    wakif: "Bapak Contoh",
    nazhir: "Yayasan Contoh Al-Ikhlas",
    use: "Masjid",
    note: "CONTOH: hapus baris ini",
    lat: -6.8851,
    lng: 107.6132,
  },
  {
    id: "",
    name: "Musala Contoh Nurul Huda",
    address: "Jl. Contoh No. 2, Kelurahan Sekeloa, Kecamatan Coblong, Kota Bandung",
    kelurahan: "Sekeloa",
    type: "Musala",
    areaM2: 120.5,
    stage: "AIW terbit",
    aiwNumber: "W.2/014/2024",
    aiwDate: "5 Agustus 2024",
    certificateNumber: "",
    nib: "",
    wakif: "Ibu Contoh",
    nazhir: "Bapak Contoh dan kawan-kawan",
    use: "Musala dan TPA",
    note: "CONTOH: hapus baris ini",
    lat: -6.8879,
    lng: 107.6221,
  },
];

export async function templateXlsx(): Promise<Buffer> {
  return writeXlsxFile(registerSheet(TEMPLATE_EXAMPLES), { columns: SITE_COLUMNS.map((column) => ({ width: column.key === "address" ? 50 : 18 })), stickyRowsCount: 1 }).toBuffer();
}

export function templateCsv(): string {
  const cell = (value: string | number) => (/[",;\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
  const lines = [SITE_COLUMNS.map((column) => column.header), ...TEMPLATE_EXAMPLES.map((example) => SITE_COLUMNS.map((column) => example[column.key]))];
  return `\uFEFF${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync("docs/templates", { recursive: true });
  writeFileSync("docs/templates/tanah-wakaf.xlsx", await templateXlsx());
  writeFileSync("docs/templates/tanah-wakaf.csv", templateCsv());
  console.log("docs/templates/tanah-wakaf.xlsx dan docs/templates/tanah-wakaf.csv ditulis.");
}
