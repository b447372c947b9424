import { parseLocation } from "~/lib/site-location";
import type { SiteChoices, SiteFields, SiteInput } from "../../types";

// The site form's fields, in the register workbook's order and words, and how the form's text becomes
// the API's `site` again. The form sends text as typed (the area as offices write it, "1.250,5"; the
// point as one text in any shape the importer reads): the server judges it by the register's rules,
// and its words are the ones staff see next to each field.

export type SiteFieldKey = Exclude<keyof SiteFields, "areaM2" | "stage" | "certified" | "lat" | "lng"> | "areaM2" | "stage" | "location";

export interface SiteField {
  key: SiteFieldKey;
  label: string;
  hint?: string;
  kind?: "text" | "multiline" | "select" | "decimal" | "location";
  /** Fields of the same group are shown together under its name. */
  group: string;
}

export const SITE_FIELDS: readonly SiteField[] = [
  { key: "name", label: "Nama lokasi", hint: 'Seperti tertulis di AIW, misalnya "Masjid Al-Ikhlas".', group: "Lokasi" },
  { key: "type", label: "Jenis", kind: "select", hint: "Bila dikosongkan, jenis dibaca dari awal nama (Masjid, Mushola, Makam, …).", group: "Lokasi" },
  { key: "kelurahan", label: "Kelurahan/desa", group: "Lokasi" },
  { key: "address", label: "Alamat", kind: "multiline", hint: "Jalan, nomor, RT/RW. Bila dikosongkan, dipakai kelurahan dan kecamatan.", group: "Lokasi" },
  { key: "location", label: "Titik lokasi", kind: "location", group: "Lokasi" },
  { key: "areaM2", label: "Luas (m²)", kind: "decimal", hint: "Angka saja, misalnya 264, 1.250 atau 410,5. Kosongkan bila belum diukur.", group: "Tanah dan surat" },
  { key: "stage", label: "Status sertifikat", kind: "select", group: "Tanah dan surat" },
  { key: "aiwNumber", label: "Nomor AIW", hint: "Nomor Akta Ikrar Wakaf.", group: "Tanah dan surat" },
  { key: "aiwDate", label: "Tanggal AIW", hint: "Seperti dibaca pengunjung, misalnya 28 Oktober 2025.", group: "Tanah dan surat" },
  { key: "certificateNumber", label: "Nomor sertifikat", group: "Tanah dan surat" },
  { key: "nib", label: "NIB", hint: "Nomor Identifikasi Bidang dari Kantor Pertanahan, setelah bidang diukur.", group: "Tanah dan surat" },
  { key: "wakif", label: "Wakif", hint: "Pemberi wakaf, seperti tertulis di AIW.", group: "Pihak dan peruntukan" },
  { key: "nazhir", label: "Nazhir", hint: "Pengelola tanah wakaf.", group: "Pihak dan peruntukan" },
  { key: "use", label: "Peruntukan", hint: "Seperti tertulis di AIW, misalnya Masjid atau Makam.", group: "Pihak dan peruntukan" },
  { key: "note", label: "Keterangan", kind: "multiline", hint: "Catatan yang tampil di halaman lokasi, paling banyak 280 karakter.", group: "Pihak dan peruntukan" },
];

export const SITE_FIELD_ORDER: readonly SiteFieldKey[] = SITE_FIELDS.map((field) => field.key);

/** The status choice of a site certified without a recorded stage (a colon is never part of a stage id). */
export const CERTIFIED_WITHOUT_STAGE = ":bersertifikat";

export type SiteValues = Record<SiteFieldKey, string>;

/** A number as staff write it in Indonesia: a decimal comma ("410,5"), which the importer reads back exactly. */
const decimalText = (value: number) => String(value).replace(".", ",");

/** "-6.8851, 107.6132": the shape Google Maps copies, read back by the same parser. */
export const pointText = (lat: number, lng: number) => `${Number(lat.toFixed(6))}, ${Number(lng.toFixed(6))}`;

export function siteValues(site: SiteFields): SiteValues {
  return {
    name: site.name,
    type: site.type,
    kelurahan: site.kelurahan,
    address: site.address,
    location: site.lat !== null && site.lng !== null ? pointText(site.lat, site.lng) : "",
    areaM2: site.areaM2 === null ? "" : decimalText(site.areaM2),
    stage: site.stage ?? (site.certified ? CERTIFIED_WITHOUT_STAGE : ""),
    aiwNumber: site.aiwNumber,
    aiwDate: site.aiwDate,
    certificateNumber: site.certificateNumber,
    nib: site.nib,
    wakif: site.wakif,
    nazhir: site.nazhir,
    use: site.use,
    note: site.note,
  };
}

export const EMPTY_SITE: SiteFields = {
  name: "",
  type: "",
  kelurahan: "",
  address: "",
  areaM2: null,
  stage: null,
  certified: false,
  aiwNumber: "",
  aiwDate: "",
  certificateNumber: "",
  nib: "",
  wakif: "",
  nazhir: "",
  use: "",
  note: "",
  lat: null,
  lng: null,
};

/**
 * The API's `site` from the form's text. A point the field reads (the same parser as the server's) goes
 * as lat and lng, as the form shows it; text it cannot read goes as written, so that the server refuses
 * it in the importer's words (a short link with how to get the numbers instead).
 */
export function siteInput(values: SiteValues): SiteInput {
  const { stage, areaM2, location, ...texts } = values;
  const status = stage === CERTIFIED_WITHOUT_STAGE ? { stage: null, certified: true } : stage ? { stage } : { stage: null, certified: false };
  const reading = location.trim() ? parseLocation(location) : undefined;
  const point = reading && "point" in reading ? { lat: reading.point[0], lng: reading.point[1] } : location.trim() ? { location } : { lat: null, lng: null };
  return { ...texts, ...status, areaM2, ...point };
}

/** The field an issue of the API belongs to: the point's numbers are the "Titik lokasi" field here, `certified` the status. */
export function fieldOfIssue(path: string): SiteFieldKey | undefined {
  if (path === "lat" || path === "lng") return "location";
  if (path === "certified") return "stage";
  return SITE_FIELD_ORDER.find((key) => key === path);
}

/** The status choices: the register's stages, "not known yet", and (only for a site recorded so) certified without a stage. */
export function statusOptions(choices: SiteChoices, current: string): { value: string; label: string }[] {
  const options = [
    { value: "", label: "Belum diketahui (dicatat belum bersertifikat)" },
    ...choices.stages.map((stage) => ({ value: stage.id, label: stage.label })),
  ];
  if (current === CERTIFIED_WITHOUT_STAGE) options.push({ value: CERTIFIED_WITHOUT_STAGE, label: "Bersertifikat (tahap belum dicatat)" });
  return options;
}
