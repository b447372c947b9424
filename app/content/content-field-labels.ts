// What office staff call each field of the JSON content files (content-files.ts), for messages such as
// a release build's "GAGAL Profil kantor: nomor telepon — …" and the console's form errors. Keys are
// dotted paths; "*" stands for any list position or page id.
import type { ContentName } from "./content-files";
import { NAV_ITEMS } from "./routes-list";
import { COORDINATE_COLUMN, SITE_COLUMNS } from "./sites-columns";

const OFFICE_FIELDS: Record<string, string> = {
  sampleContent: "tanda data contoh",
  sampleNotice: "pemberitahuan data contoh",
  productName: "nama portal",
  officeName: "nama kantor",
  subDistrict: "kecamatan",
  city: "kota/kabupaten",
  province: "provinsi",
  ministry: "kementerian",
  siteUrl: "alamat situs",
  siteDescription: "deskripsi situs",
  footerDescription: "deskripsi di kaki halaman",
  tagline: "slogan",
  badges: "lencana",
  "badges.*": "lencana",
  copyrightYear: "tahun hak cipta",
  address: "alamat kantor",
  phone: "telepon",
  "phone.display": "nomor telepon yang ditampilkan",
  "phone.tel": "nomor telepon",
  email: "alamat email",
  openingHours: "jam layanan",
  socialLinks: "tautan media sosial",
  "socialLinks.*": "tautan media sosial",
  "socialLinks.*.id": "jenis media sosial",
  "socialLinks.*.label": "nama media sosial",
  "socialLinks.*.url": "alamat media sosial",
  map: "peta",
  "map.center": "titik tengah peta",
  "map.center.*": "titik tengah peta",
  "map.zoom": "perbesaran peta",
  "map.tileUrl": "alamat ubin peta",
  "map.tileAttribution": "keterangan sumber peta",
};

const PAGE_FIELDS: Record<string, string> = {
  title: "judul",
  description: "deskripsi untuk mesin pencari",
  banner: "teks berjalan",
  lead: "teks pembuka",
  homeLink: "teks tautan ke Beranda",
};

const PAGE_NAMES: Record<string, string> = {
  ...Object.fromEntries(NAV_ITEMS.map((item) => [item.id, item.label])),
  "not-found": "Halaman tidak ditemukan",
};

/** The label of a list position: "2" for the second item (people count from 1). */
const position = (key: PropertyKey) => (typeof key === "number" ? ` ke-${key + 1}` : "");

function officeField(path: readonly PropertyKey[]): string {
  // The longest labelled prefix: a field the table does not list is named by its parent.
  for (let length = path.length; length > 0; length--) {
    const part = path.slice(0, length);
    const pattern = part.map((key) => (typeof key === "number" ? "*" : String(key))).join(".");
    const label = OFFICE_FIELDS[pattern];
    if (label) return `${label}${part.map(position).join("")}`;
  }
  return "isi berkas";
}

function pageField(path: readonly PropertyKey[]): string {
  const [page, field] = path;
  if (page === undefined) return "isi berkas";
  const name = `halaman ${PAGE_NAMES[String(page)] ?? `"${String(page)}"`}`;
  const label = field === undefined ? undefined : PAGE_FIELDS[String(field)];
  return label ? `${label} ${name}` : name;
}

// A site's fields by the register workbook's own column headers ("Luas (m²)"), as the office knows them.
const SITE_FIELDS: Record<string, string> = {
  ...Object.fromEntries(SITE_COLUMNS.map((column) => [column.key, column.header])),
  certified: "Status Sertifikat",
};

/** "features.3.properties.areaM2" → "Luas (m²) lokasi ke-4"; the file's own fields by name. */
function siteField(path: readonly PropertyKey[]): string {
  const [list, index, part, field] = path;
  if (list !== "features") return path.length === 0 ? "isi berkas" : `isian "${String(list)}"`;
  if (typeof index !== "number") return "daftar lokasi";
  const site = `lokasi${position(index)}`;
  if (part === "geometry") return `${COORDINATE_COLUMN.header} ${site}`;
  if (part === "id") return `ID ${site}`;
  if (part === "properties" && field !== undefined) return `${SITE_FIELDS[String(field)] ?? String(field)} ${site}`;
  return site;
}

// News and gallery items by the console form's own labels (app/console/pages/news|gallery).
const NEWS_FIELDS: Record<string, string> = {
  title: "judul",
  date: "tanggal",
  category: "kategori",
  excerpt: "ringkasan",
  body: "isi berita",
  link: "tautan sumber",
  image: "foto",
  "image.file": "foto",
  "image.alt": "teks alternatif foto",
  "image.width": "lebar foto",
  "image.height": "tinggi foto",
  allNewsLink: "tautan semua berita",
  readMoreLabel: "teks tautan baca selengkapnya",
  featuredLabel: "label berita utama",
  othersTitle: "judul berita lainnya",
};
const GALLERY_FIELDS: Record<string, string> = {
  ...NEWS_FIELDS,
  location: "tempat",
  caption: "keterangan",
  title: "judul",
  categories: "daftar kategori",
  allLabel: "label semua kategori",
  share: "ajakan berbagi dokumentasi",
};

/** "items.2.image.alt" → "teks alternatif foto berita ke-3"; the file's own fields by name. */
const itemField = (fields: Record<string, string>, noun: string) => (path: readonly PropertyKey[]) => {
  const [list, index, ...rest] = path;
  if (list === undefined) return "isi berkas";
  if (list !== "items") return fields[String(list)] ?? `isian "${String(list)}"`;
  if (typeof index !== "number") return `daftar ${noun}`;
  const item = `${noun}${position(index)}`;
  const key = rest.map(String).join(".");
  const label = fields[key] ?? fields[String(rest[0])];
  return label ? `${label} ${item}` : item;
};

// A Record over ContentName: a new content file cannot be added without saying how its fields are named.
const LABELLERS: Record<ContentName, (path: readonly PropertyKey[]) => string> = {
  office: officeField,
  pages: pageField,
  sites: siteField,
  news: itemField(NEWS_FIELDS, "berita"),
  gallery: itemField(GALLERY_FIELDS, "foto galeri"),
};

/** The field at `path` of content file `name`, as staff call it, e.g. "nomor telepon". */
export function contentFieldLabel(name: ContentName, path: readonly PropertyKey[]): string {
  return LABELLERS[name](path);
}
