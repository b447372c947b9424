// Indonesian-aware text processing shared by the build-time index and the browser's queries: both sides
// must turn "Bgmn cara mewakafkan tanah?" and "Tata cara wakaf tanah" into the same terms.
import { stemmer } from "@orama/stemmers/indonesian";
import { searchText } from "~/lib/search-text";

/**
 * Spelling variants, chat abbreviations and synonyms, mapped to the one form the index uses. Applied to
 * whole words before stemming (and again after, for the stems below).
 */
const VARIANTS: Readonly<Record<string, string>> = {
  // the field's own words, as visitors spell them
  nadzir: "nazhir",
  nazir: "nazhir",
  nadhir: "nazhir",
  nadir: "nazhir",
  nazhir: "nazhir",
  wakap: "wakaf",
  waqaf: "wakaf",
  waqf: "wakaf",
  wakf: "wakaf",
  wakif: "wakif",
  wakip: "wakif",
  waqif: "wakif",
  mauquf: "mauquf",
  maukuf: "mauquf",
  mawquf: "mauquf",
  alayh: "alaih",
  alaihi: "alaih",
  sighot: "sighat",
  shighat: "sighat",
  sertipikat: "sertifikat",
  sertifikasi: "sertifikat",
  serifikat: "sertifikat",
  sertfikat: "sertifikat",
  mesjid: "masjid",
  musholla: "musala",
  mushola: "musala",
  musholah: "musala",
  mushalla: "musala",
  langgar: "musala",
  akte: "akta",
  notaris: "notaris",
  // synonyms
  ruislag: "tukar",
  ruilslag: "tukar",
  ruislah: "tukar",
  guling: "tukar",
  ongkos: "biaya",
  bayar: "biaya",
  tarif: "biaya",
  harga: "biaya",
  gratis: "biaya",
  pungutan: "biaya",
  telp: "telepon",
  tlp: "telepon",
  telpon: "telepon",
  hp: "telepon",
  wa: "telepon",
  whatsapp: "telepon",
  kontak: "telepon",
  surel: "email",
  imel: "email",
  "e-mail": "email",
  batal: "batal",
  cabut: "batal",
  tarik: "batal",
  syarat: "syarat",
  sarat: "syarat",
  rukun: "rukun",
  unsur: "unsur",
  elemen: "unsur",
  lokasi: "lokasi",
  letak: "lokasi",
  tempat: "lokasi",
  dimana: "lokasi",
  mana: "lokasi",
  alamat: "alamat",
  buka: "jam",
  tutup: "jam",
  operasional: "jam",
  kuis: "kuis",
  quiz: "kuis",
  kritik: "kritik",
  saran: "kritik",
  masukan: "kritik",
  keluhan: "kritik",
  aduan: "kritik",
  pengaduan: "kritik",
  banyak: "jumlah",
  total: "jumlah",
  luas: "luas",
  luasnya: "luas",
  hektar: "luas",
  meter: "luas",
  dalil: "dalil",
  ayat: "dalil",
  hadis: "hadis",
  hadist: "hadis",
  hadits: "hadis",
  meninggal: "wafat",
  almarhum: "wafat",
  mati: "wafat",
  maot: "wafat",
  ortu: "orang tua",
  // chat spelling
  gmn: "bagaimana",
  bgmn: "bagaimana",
  gmna: "bagaimana",
  gimana: "bagaimana",
  bagaimanakah: "bagaimana",
  ga: "tidak",
  gak: "tidak",
  nggak: "tidak",
  ngga: "tidak",
  enggak: "tidak",
  engga: "tidak",
  tdk: "tidak",
  tak: "tidak",
  yg: "yang",
  sy: "saya",
  aku: "saya",
  gue: "saya",
  aja: "saja",
  dgn: "dengan",
  dg: "dengan",
  utk: "untuk",
  dateng: "hadir",
  datang: "hadir",
  tu: "itu",
  krn: "karena",
  klo: "kalau",
  kalo: "kalau",
  kl: "kalau",
  bs: "bisa",
  brp: "berapa",
  dmn: "lokasi",
  knp: "kenapa",
  tsb: "tersebut",
  jg: "juga",
  sdh: "sudah",
  udah: "sudah",
  udh: "sudah",
  blm: "belum",
  bgt: "sangat",
  org: "orang",
  tgl: "tanggal",
  thn: "tahun",
  uu: "undang",
  pp: "peraturan",
  pma: "peraturan",
  perban: "peraturan",
};

/**
 * Stems the Snowball Indonesian stemmer gets wrong because a prefix swallowed the root's first letter
 * (me-/pe- + k/p/t/s), and stems that must not collapse into a common word.
 */
const STEM_REPAIRS: Readonly<Record<string, string>> = {
  elola: "kelola",
  panfaat: "manfaat",
  erima: "terima",
  inggal: "wafat",
  arik: "batal",
  tarik: "batal",
  erbit: "terbit",
  ukar: "tukar",
  meni: "nikah",
  berla: "laku",
  napa: "kenapa",
  gelola: "kelola",
  ajak: "pajak",
  ertifikat: "sertifikat",
  ahli: "ahli",
  erti: "arti",
};

/** Words kept as they are: stemming would turn them into another word ("berapa" → "apa"). */
const KEEP = new Set(["berapa", "peruntukan", "kelurahan", "kecamatan", "pertanahan", "keuangan", "perorangan", "perseorangan", "badan"]);

/** Words that carry no meaning for retrieval (question words, politeness, chat particles). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "apa apakah itu ini yang dan di ke dari pada saya kamu anda bagaimana bagaimanakah siapa siapakah kapan kenapa mengapa " +
    "tolong mohon tanya bertanya nanya mau ingin pengen pingin bisa boleh dengan atau adalah ialah ada dong sih deh kah nya ya yah " +
    "kak min admin pak bu bapak ibu mas mbak gan om the of is saja juga tentang mengenai jelaskan jelasin sebutkan kasih tahu tau " +
    "info informasi tidak kalau karena agar supaya jika apabila bila sudah belum akan sedang harus perlu apa2 seperti sama " +
    "halo hai assalamualaikum terima kasih makasih thanks tersebut sangat lagi nih tuh kok kan dulu para oleh dalam atas " +
    "bagi sebagai secara untuk"
  ).split(" "),
);

/** Splits normalised text into words; "e-mail" stays one word, other hyphenated words ("ruang-ruang") split. */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const word of searchText(text, { keepHyphens: true, latinOnly: true }).split(" ")) {
    if (!word) continue;
    if (word.includes("-") && !VARIANTS[word]) words.push(...word.split("-").filter(Boolean));
    else words.push(word);
  }
  return words;
}

/** One word to its index term: variant → stem → repair → variant; null for a stopword. */
export function termOf(word: string): string | null {
  const variant = VARIANTS[word] ?? word;
  if (variant.includes(" ")) return variant;
  if (STOPWORDS.has(variant)) return null;
  if (/^\d/.test(variant)) return variant;
  const stemmed = KEEP.has(variant) || variant.length <= 4 ? variant : stemmer(variant);
  const repaired = STEM_REPAIRS[stemmed] ?? stemmed;
  const final = VARIANTS[repaired] ?? repaired;
  return STOPWORDS.has(final) || final.length < 2 ? null : final;
}

/** The index terms of a text, in order (duplicates kept: term frequency matters for ranking). */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const word of tokenize(text)) {
    const term = termOf(word);
    if (!term) continue;
    // A variant that expands to several words ("ortu" → "orang tua") adds each of them.
    for (const part of term.split(" ")) {
      const sub = part === term ? part : termOf(part);
      if (sub) terms.push(sub);
    }
  }
  return terms;
}
