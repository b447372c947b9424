import { z } from "zod";
import { id, text } from "./content-fields";

// The words offices write in their register workbooks, in one table office staff may extend without
// touching code: column names, status words, name prefixes that tell the type, the names of summary and
// reference sheets, and the words of totals rows. The importer, the template, the export, the open-data
// CSV (and later the console) all read it. Words are matched without regard to case, spaces or
// punctuation ("No. AIW" = "no aiw" = "NO AIW"). `npm run sites:import` and the tests validate it.

const words = z.array(text).readonly();

export const RegisterVocabularySchema = z.object({
  /** One entry per field of the register: the template's header, then the other names offices write. */
  columns: z
    .array(z.object({ key: z.string().regex(/^[a-z][a-zA-Z0-9]*$/), header: text, kind: z.enum(["text", "number"]), aliases: words }).readonly())
    .min(1)
    .readonly(),
  /** An area written in hectares (some kabupaten registers): read as m² (× 10.000). */
  hectareColumn: z.object({ header: text, aliases: words }).readonly(),
  /** One cell holding the point: "lat, lng", a Google Maps address, or degrees-minutes-seconds. */
  coordinateColumn: z.object({ header: text, aliases: words }).readonly(),
  /**
   * Status words → a stage of sites-register.ts (`stage`), or only certified yes/no (`certified` without
   * a stage: the office wrote "Belum" and nothing says how far the parcel is).
   */
  statuses: z
    .array(z.object({ words, stage: id.optional(), certified: z.boolean() }).readonly())
    .min(1)
    .readonly(),
  /** Name prefixes → a type of sites-register.ts, for workbooks without a Jenis column. Longest match wins. */
  typePrefixes: z.array(z.object({ type: text, prefixes: words }).readonly()).min(1).readonly(),
  /** The type of a site whose name tells none (kept with a warning, to be set in the console or the workbook). */
  fallbackType: text,
  /**
   * Sheets whose name starts with one of these words are summaries or reference lists, left out when
   * other sheets hold the parcels (a lone "MASTER" sheet with a header row is the register itself).
   */
  skipSheets: words,
  /** A row whose first filled cell starts with one of these words is a totals row. */
  totalsWords: words,
  /**
   * A row whose first filled cell starts with one of these words begins the signature block under the
   * table ("Mengetahui,", "Kepala KUA …"): it and the rows after it are not parcels.
   */
  footerWords: words,
  /** Cells of an AIW or certificate column that say only whether it exists, not its number. */
  yesWords: words,
  noWords: words,
  /** Cells that mean "nothing written yet". */
  emptyWords: words,
});

export type RegisterVocabulary = z.output<typeof RegisterVocabularySchema>;

export const registerVocabulary = {
  columns: [
    { key: "id", header: "ID", kind: "text", aliases: ["kode", "kode lokasi", "id lokasi", "kode aset"] },
    {
      key: "name",
      header: "Nama",
      kind: "text",
      aliases: ["nama lokasi", "nama tanah wakaf", "nama aset", "nama objek", "nama objek wakaf", "objek wakaf", "nama tanah", "nama masjid/musholla"],
    },
    { key: "address", header: "Alamat", kind: "text", aliases: ["alamat lokasi", "alamat objek", "letak", "letak tanah", "alamat tanah wakaf", "lokasi"] },
    { key: "kelurahan", header: "Kelurahan", kind: "text", aliases: ["desa", "kelurahan/desa", "desa/kelurahan", "kel", "kel.", "kel/desa"] },
    { key: "type", header: "Jenis", kind: "text", aliases: ["jenis wakaf", "jenis tanah", "jenis aset", "kategori", "jenis objek"] },
    {
      key: "areaM2",
      header: "Luas (m²)",
      kind: "number",
      aliases: ["luas", "luas m2", "luas tanah", "luas (m2)", "luas tanah (m2)", "luas tanah (m²)", "luas persil", "luas persil (m2)", "luas (m²)", "luas (meter)", "area (m2)", "area"],
    },

    {
      key: "stage",
      header: "Status Sertifikat",
      kind: "text",
      // In order of preference when a sheet has two of them ("Status Sertifikat" before "Status Tanah").
      aliases: ["status sertipikat", "status sertifikat tanah", "sts sertifikat", "sts sertipikat", "status sertifikasi", "tahap", "tahap sertifikasi", "sertifikasi", "status", "status tanah"],
    },
    {
      key: "aiwNumber",
      header: "Nomor AIW",
      kind: "text",
      aliases: ["no aiw", "no. aiw", "nomor akta ikrar wakaf", "no akta ikrar wakaf", "aiw", "aiw/apaiw", "no aiw/apaiw", "nomor aiw/apaiw", "apaiw", "no. aiw/apaiw"],
    },
    { key: "aiwDate", header: "Tanggal AIW", kind: "text", aliases: ["tgl aiw", "tgl. aiw", "tanggal akta ikrar wakaf", "tgl aiw/apaiw", "tanggal aiw/apaiw"] },
    {
      key: "certificateNumber",
      header: "Nomor Sertifikat",
      kind: "text",
      aliases: ["no sertifikat", "no. sertifikat", "nomor sertifikat wakaf", "no sertipikat", "no. sertipikat", "nomor sertipikat", "sertifikat", "sertipikat"],
    },
    { key: "nib", header: "NIB", kind: "text", aliases: ["nomor identifikasi bidang", "no nib", "no. nib"] },
    { key: "wakif", header: "Wakif", kind: "text", aliases: ["nama wakif", "wakif/pemberi wakaf", "nm wakif", "nm. wakif"] },
    { key: "nazhir", header: "Nazhir", kind: "text", aliases: ["nama nazhir", "nadzir", "nazir", "nama nadzir", "nama nazir"] },
    { key: "use", header: "Peruntukan", kind: "text", aliases: ["penggunaan", "pemanfaatan", "penggunaan tanah"] },
    { key: "note", header: "Keterangan", kind: "text", aliases: ["catatan", "ket", "ket.", "catatan kua"] },
    { key: "lat", header: "Lintang", kind: "number", aliases: ["latitude", "lat", "lintang (lat)", "lintang selatan", "ls"] },
    { key: "lng", header: "Bujur", kind: "number", aliases: ["longitude", "lng", "long", "lon", "bujur (long)", "bujur timur", "bt"] },
  ],
  hectareColumn: { header: "Luas (ha)", aliases: ["luas ha", "luas tanah (ha)", "luas (hektar)", "luas (hektare)", "luas hektar", "luas tanah (hektar)"] },
  coordinateColumn: {
    header: "Koordinat",
    aliases: ["koordinat", "koord", "titik koordinat", "lokasi (koordinat)", "google maps", "lat, lng", "lat,lng", "titik lokasi", "lokasi gps", "koordinat gps", "link google maps"],
  },
  statuses: [
    { words: ["belum", "belum sertipikat", "belum sertifikat", "belum bersertifikat", "belum bersertipikat"], certified: false },
    { words: ["belum aiw", "belum ada aiw", "belum ber-aiw"], stage: "belum-aiw", certified: false },
    { words: ["sudah aiw", "ber-aiw", "aiw", "aiw terbit"], stage: "aiw-terbit", certified: false },
    { words: ["proses", "proses bpn", "proses sertifikat", "proses sertipikat", "didaftarkan", "dalam proses"], stage: "didaftarkan", certified: false },
    {
      words: ["sudah", "sudah sertipikat", "sudah sertifikat", "bersertifikat", "bersertipikat", "sudah bersertifikat", "sertifikat", "sertipikat", "sertifikat terbit"],
      stage: "sertifikat-terbit",
      certified: true,
    },
  ],
  typePrefixes: [
    { type: "Masjid", prefixes: ["masjid", "mesjid", "masjid jami", "masjid jami'"] },
    { type: "Musala", prefixes: ["musala", "mushola", "musholla", "mushala", "mushalla", "musholah", "mushollah", "musalla", "langgar", "surau", "tajug"] },
    { type: "Makam", prefixes: ["makam", "tpu", "pemakaman", "kuburan", "astana"] },
    { type: "Pesantren", prefixes: ["ponpes", "pondok pesantren", "pesantren", "pp", "pontren", "ma'had", "mahad"] },
    {
      type: "Sekolah/Madrasah",
      prefixes: ["mi", "mis", "mts", "ma", "sd", "sdit", "smp", "tk", "tkq", "tpa", "tpq", "mdta", "mda", "mdt", "diniyah", "paud", "madrasah", "sekolah", "ra", "raudhatul athfal"],
    },
    { type: "Majelis Taklim", prefixes: ["majelis taklim", "majlis taklim", "majelis ta'lim", "majlis ta'lim", "mt"] },
  ],
  fallbackType: "Sosial lainnya",
  skipSheets: ["rekap", "rekapitulasi", "ringkasan", "referensi", "ref", "petunjuk", "daftar isi", "keterangan", "master", "grafik"],
  totalsWords: ["jumlah", "total", "sub total", "subtotal", "sub jumlah", "subjumlah", "jml", "grand total"],
  footerWords: ["mengetahui", "ttd", "tertanda", "nip", "kepala kua", "kepala kantor", "dibuat oleh", "disusun oleh", "petugas pencatat"],
  yesWords: ["sudah", "ada", "ya", "sudah ada", "terbit", "sudah terbit"],
  noWords: ["belum", "tidak", "tidak ada", "belum ada", "belum terbit"],
  emptyWords: ["-", "–", "—", "belum ada", "tidak ada"],
} as const;
