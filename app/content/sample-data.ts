// The guard against publishing the sample office's invented details (decision 093). The shipped
// content holds placeholders (contacts, head of office, news, gallery, vision and missions, map sites).
// `office.sampleContent` says whether the site still shows them: while it is true the build only warns
// and lists what is left; once it is false a remaining placeholder fails the build.
//
// A placeholder is recognised by its shipped value (or item id), not by a marker an editor could forget
// to remove (JSON has no comments to carry one anyway): changing the value is what clears it. sample-data.test.ts checks that every fingerprint
// below still matches the shipped content, so an edit to the sample text cannot silently hide it.

/** One invented value still present in the content. */
export interface SampleField {
  file: string;
  field: string;
  value: string;
}

/** The parts of the content the check reads (the raw objects of the content files). */
export interface SampleDataInput {
  office: {
    sampleContent: boolean;
    siteUrl: string;
    address: string;
    email: string;
    phone: { display: string; tel: string };
    socialLinks: readonly { id: string; url: string }[];
  };
  profile: {
    leader: { name: string; quote: string; image: { file: string } };
    vision: { text: string };
    missions: { items: readonly string[] };
  };
  news: { items: readonly { id: string; title: string }[] };
  gallery: { items: readonly { id: string; title: string }[] };
  sites: { sampleData?: unknown; features: readonly { id?: unknown; properties?: { name?: unknown } }[] };
}

/** How messages name the office file unless told otherwise (a release build reads another folder's). */
export const OFFICE_FILE = "app/content/data/office.json";
const PROFILE = "app/content/profile.ts";
const NEWS = "app/content/data/news.json";
const GALLERY = "app/content/data/gallery.json";
const SITES = "app/content/sites.geojson";

/** The values shipped for the sample office, KUA Kecamatan Coblong. */
export const SAMPLE = {
  phoneTel: "+62222500123",
  address: "Jl. Sangkuriang No. 1, Dago, Kecamatan Coblong, Kota Bandung, Jawa Barat 40135",
  leaderName: "H. Ahmad Fauzan, S.Ag., M.Si.",
  leaderQuoteStart: "Wakaf adalah amal yang manfaatnya terus mengalir. Kami mengajak masyarakat",
  leaderPortrait: "profile/kepala-kantor.svg",
  visionStart: "Terwujudnya masyarakat Kecamatan Coblong yang taat beragama, rukun, dan sejahtera",
  missionStarts: [
    "Memberikan layanan nikah, rujuk, dan perwakafan yang cepat",
    "Meningkatkan pemahaman masyarakat tentang wakaf, zakat, dan keluarga sakinah",
    "Mendorong pencatatan, sertifikasi, dan pengelolaan tanah wakaf",
  ],
  newsIds: [
    "sosialisasi-sertifikasi-tanah-wakaf",
    "ikrar-wakaf-majelis-taklim",
    "wakaf-uang-lks-pwu",
    "bimbingan-wakaf-produktif",
  ],
  galleryIds: [
    "penandatanganan-aiw",
    "serah-terima-sertifikat",
    "sosialisasi-wakaf",
    "bimbingan-nazhir",
    "masjid-wakaf",
    "majelis-taklim",
  ],
  siteIds: ["masjid-nurul-falah", "majelis-taklim-al-hidayah", "masjid-at-taqwa-sekeloa", "masjid-dan-madrasah-al-furqon"],
} as const;

/** example.id / example.com / … hosts are reserved for examples and never reach a real reader. */
function isExampleHost(host: string): boolean {
  return /(^|\.)example(\.[a-z]+)?$/i.test(host);
}

function parts(url: string): { host: string; path: string } {
  try {
    const { hostname, pathname } = new URL(url);
    return { host: hostname, path: pathname.replace(/\/+$/, "") };
  } catch {
    return { host: "", path: "" };
  }
}

/** Where the content came from, for the messages. */
export interface SampleDataFiles {
  office?: string;
  news?: string;
  gallery?: string;
  sites?: string;
}

/** Every known placeholder still present, in file order. */
export function findSampleFields(content: SampleDataInput, files: SampleDataFiles = {}): SampleField[] {
  const officeFile = files.office ?? OFFICE_FILE;
  const found: SampleField[] = [];
  const add = (file: string, field: string, value: string) => found.push({ file, field, value });
  const { office, profile, news, gallery, sites } = content;

  if (isExampleHost(parts(office.siteUrl).host)) add(officeFile, "siteUrl", office.siteUrl);
  if (office.address === SAMPLE.address) add(officeFile, "address", office.address);
  if (office.phone.tel === SAMPLE.phoneTel) add(officeFile, "phone", office.phone.display);
  if (isExampleHost(office.email.split("@")[1] ?? "")) add(officeFile, "email", office.email);
  for (const link of office.socialLinks) {
    // The platform's own home page, not the office's account on it.
    if (parts(link.url).path === "") add(officeFile, `socialLinks → ${link.id}`, link.url);
  }

  if (profile.leader.name === SAMPLE.leaderName) add(PROFILE, "leader → name", profile.leader.name);
  if (profile.leader.quote.startsWith(SAMPLE.leaderQuoteStart)) add(PROFILE, "leader → quote", profile.leader.quote);
  if (profile.leader.image.file === SAMPLE.leaderPortrait) add(PROFILE, "leader → image", profile.leader.image.file);
  if (profile.vision.text.startsWith(SAMPLE.visionStart)) add(PROFILE, "vision", profile.vision.text);
  profile.missions.items.forEach((item, index) => {
    if (SAMPLE.missionStarts.some((start) => item.startsWith(start))) add(PROFILE, `missions → item ${index + 1}`, item);
  });

  const sampleItems = (file: string, items: readonly { id: string; title: string }[], ids: readonly string[]) => {
    items.forEach((item, index) => {
      if (ids.includes(item.id)) add(file, `items → item ${index + 1} (${item.id})`, item.title);
    });
  };
  sampleItems(files.news ?? NEWS, news.items, SAMPLE.newsIds);
  sampleItems(files.gallery ?? GALLERY, gallery.items, SAMPLE.galleryIds);

  const sitesFile = files.sites ?? SITES;
  if (sites.sampleData !== undefined && sites.sampleData !== false) add(sitesFile, "sampleData", "masih ditandai data contoh");
  sites.features.forEach((feature, index) => {
    if (typeof feature.id === "string" && (SAMPLE.siteIds as readonly string[]).includes(feature.id)) {
      add(sitesFile, `features → item ${index + 1} (${feature.id})`, String(feature.properties?.name ?? ""));
    }
  });
  return found;
}

export type SampleDataVerdict =
  | { kind: "clean" }
  | { kind: "warning"; message: string }
  | { kind: "error"; message: string };

const list = (fields: readonly SampleField[]) =>
  fields.map((field) => `  - ${field.file}: field "${field.field}" (${field.value.slice(0, 60)})`).join("\n");

/**
 * What the build does about the sample data: warn while the switch is on, fail when it is off and a
 * placeholder remains. The messages are Indonesian: office staff read them.
 */
export function checkSampleData(content: SampleDataInput, files: SampleDataFiles = {}): SampleDataVerdict {
  const officeFile = files.office ?? OFFICE_FILE;
  const fields = findSampleFields(content, files);
  if (content.office.sampleContent) {
    const message =
      fields.length > 0
        ? `Situs ini masih memakai data contoh (sampleContent: true di ${officeFile}). ` +
          `Ganti data berikut sebelum dipublikasikan:\n${list(fields)}`
        : `Tidak ada lagi data contoh yang dikenali. Jika semua data sudah resmi, ubah sampleContent menjadi false di ${officeFile}.`;
    return { kind: "warning", message };
  }
  if (fields.length === 0) return { kind: "clean" };
  return {
    kind: "error",
    message:
      `sampleContent bernilai false di ${officeFile}, tetapi data contoh berikut masih ada. ` +
      `Ganti dengan data resmi kantor, atau kembalikan sampleContent menjadi true:\n${list(fields)}`,
  };
}
