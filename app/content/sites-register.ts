// How the office classifies its wakaf land. Office staff may add a type (label + chart colour) or
// rename a stage here without touching code; `npm run build` and `npm run sites:import` check it.
// Colours must keep white chart labels readable (contrast ≥ 4.5:1 against #fff).
export const sitesRegister = {
  /** Site types (jenis): the label is what the data file and the spreadsheet say. */
  types: [
    { label: "Masjid", colour: "#047857" },
    { label: "Majelis Taklim", colour: "#b45309" },
    { label: "Masjid & Pendidikan", colour: "#1d4ed8" },
    { label: "Musala", colour: "#0f766e" },
    { label: "Makam", colour: "#57534e" },
    { label: "Sekolah/Madrasah", colour: "#7e22ce" },
    { label: "Pesantren", colour: "#be123c" },
    { label: "Sosial lainnya", colour: "#4d7c0f" },
  ],
  /**
   * Certification stages, in order. A site's `certified` follows from its stage. `aliases` are other
   * words offices write in the "Status Sertifikat" column (matched without regard to case).
   */
  stages: [
    { id: "belum-aiw", label: "Belum ber-AIW", certified: false, aliases: ["belum aiw", "belum ada aiw"] },
    { id: "aiw-terbit", label: "AIW terbit", certified: false, aliases: ["sudah aiw", "ber-aiw", "aiw"] },
    {
      id: "didaftarkan",
      label: "Didaftarkan ke Kantor Pertanahan",
      certified: false,
      aliases: ["didaftarkan", "proses sertifikat", "proses bpn", "dalam proses"],
    },
    {
      id: "sertifikat-terbit",
      label: "Sertifikat terbit",
      certified: true,
      aliases: ["bersertifikat", "sudah bersertifikat", "sertifikat", "sudah"],
    },
  ],
  /** The importer rejects a point farther than this from the map centre (app/content/data/office.json → map.center). */
  maxDistanceKm: 10,
  /** How many sites the map page's HTML lists before the full register is fetched. */
  listPreviewCount: 24,
  /** Above this many sites the bar chart shows the largest sites plus "Lainnya". */
  barChartMaxBars: 12,
};
