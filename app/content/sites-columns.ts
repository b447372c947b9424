// The columns of the office's register spreadsheet: the import template's headers (also the open-data
// CSV's), and the other headers offices commonly write, matched without regard to case, spaces or
// punctuation. One list, used by the importer, the template and the CSV download.
export const SITE_COLUMNS = [
  { key: "id", header: "ID", kind: "text", aliases: ["kode", "kode lokasi", "id lokasi"] },
  { key: "name", header: "Nama", kind: "text", aliases: ["nama lokasi", "nama tanah wakaf", "nama aset", "nama objek"] },
  { key: "address", header: "Alamat", kind: "text", aliases: ["alamat lokasi", "lokasi", "letak"] },
  { key: "kelurahan", header: "Kelurahan", kind: "text", aliases: ["desa", "kelurahan/desa", "desa/kelurahan"] },
  { key: "type", header: "Jenis", kind: "text", aliases: ["jenis wakaf", "jenis tanah", "jenis aset", "kategori"] },
  { key: "areaM2", header: "Luas (m²)", kind: "number", aliases: ["luas", "luas m2", "luas tanah", "luas (m2)", "luas tanah (m2)", "luas tanah (m²)"] },
  { key: "stage", header: "Status Sertifikat", kind: "text", aliases: ["status", "status sertifikasi", "tahap", "tahap sertifikasi", "sertifikasi"] },
  { key: "aiwNumber", header: "Nomor AIW", kind: "text", aliases: ["no aiw", "no. aiw", "nomor akta ikrar wakaf", "no akta ikrar wakaf", "aiw"] },
  { key: "aiwDate", header: "Tanggal AIW", kind: "text", aliases: ["tgl aiw", "tgl. aiw", "tanggal akta ikrar wakaf"] },
  { key: "certificateNumber", header: "Nomor Sertifikat", kind: "text", aliases: ["no sertifikat", "no. sertifikat", "nomor sertifikat wakaf"] },
  { key: "nazhir", header: "Nazhir", kind: "text", aliases: ["nama nazhir", "nadzir", "nazir"] },
  { key: "use", header: "Peruntukan", kind: "text", aliases: ["penggunaan", "pemanfaatan"] },
  { key: "note", header: "Keterangan", kind: "text", aliases: ["catatan", "ket", "ket."] },
  { key: "lat", header: "Lintang", kind: "number", aliases: ["latitude", "lat"] },
  { key: "lng", header: "Bujur", kind: "number", aliases: ["longitude", "lng", "long", "lon"] },
] as const;

export type SiteColumnKey = (typeof SITE_COLUMNS)[number]["key"];

/** One cell holding "lat, lng" as Google Maps copies it. */
export const COORDINATE_COLUMN = { header: "Koordinat", aliases: ["koordinat", "titik koordinat", "lokasi (koordinat)", "google maps", "lat, lng", "lat,lng"] } as const;
