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
  dollar: "dolar",
  // savings are money given as wakaf ("tabungan dolar", "celengan anak")
  tabungan: "uang",
  celengan: "uang",
  gadein: "gadai",
  digadein: "gadai",
  gadeun: "gadai",
  usd: "dolar",
  sodaqoh: "sedekah",
  shodaqoh: "sedekah",
  shadaqah: "sedekah",
  sadaqah: "sedekah",
  // the deed by its initials and by its name are one ("berapa lama aiw jadi" is "akta ikrar wakaf jadi")
  aiw: "akta ikrar wakaf",
  // the digital deed is SIWAK's, not the AIW a question names ("aiw teh naon" is not "apa itu e-AIW?")
  "e-aiw": "siwak",
  eaiw: "siwak",
  notaris: "notaris",
  // synonyms
  depan: "hadapan",
  ganti: "ubah",
  peninggalan: "warisan",
  pusaka: "warisan",
  gedung: "bangunan",
  aset: "harta",
  asetnya: "harta",
  paka: "guna",
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
  perorangan: "perseorangan",
  // "via" is how the answers say it ("melalui wasiat", a stopword); "dikeluarkan" is "diterbitkan" ("AIW keluar")
  lewat: "melalui",
  via: "melalui",
  keluar: "terbit",
  butuh: "perlu",
  // "alquran" would stem to "alqur"; ormas is an organisasi kemasyarakatan (a wakif "organisasi")
  alquran: "al quran",
  ormas: "organisasi",
  // "ditagih" is asked to pay; "ttd" is the chat form of "tanda tangan"
  tagih: "bayar",
  ditagih: "bayar",
  tagihan: "bayar",
  ttd: "tanda tangan",
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
 * How visitors of a KUA in West Java type: Sundanese words and particles, and chat abbreviations, mapped to
 * the Indonesian word the index knows (or to a stopword, which drops it). Applied to whole words before
 * stemming, like VARIANTS (which keeps the field's own spelling variants and synonyms). Each entry is a
 * word people write, never a phrase of one question: "teu" → "tidak", "taneuh" → "tanah", "gbs" → "tidak
 * bisa". Forms made with an affix ("diwakafin", "ngurus", "carana") are read by `informalForms` instead.
 */
export const INFORMAL: Readonly<Record<string, string>> = {
  // Sundanese: question words and particles (they become Indonesian stopwords or intent words)
  naon: "apa",
  kanggo: "untuk",
  sbg: "sebagai",
  atw: "atau",
  mnrt: "menurut",
  sbnrnya: "sebenarnya",
  sabenerna: "sebenarnya",
  sebener: "sebenarnya",
  kumaha: "bagaimana",
  saha: "siapa",
  iraha: "kapan",
  sabaraha: "berapa",
  naha: "kenapa",
  teh: "nya",
  atuh: "nya",
  mah: "nya",
  tea: "nya",
  euy: "nya",
  da: "nya",
  geuning: "nya",
  ari: "nya",
  wae: "saja",
  hungkul: "saja",
  wungkul: "saja",
  ngan: "saja",
  mung: "saja",
  oge: "juga",
  deui: "lagi",
  pisan: "sangat",
  kitu: "begitu",
  kieu: "begini",
  eta: "itu",
  ieu: "ini",
  cenah: "katanya",
  punten: "mohon",
  mangga: "silakan",
  nuhun: "terima",
  hatur: "terima",
  aya: "ada",
  abdi: "saya",
  kuring: "saya",
  anjeun: "anda",
  teu: "tidak",
  henteu: "tidak",
  moal: "tidak",
  acan: "belum",
  tos: "sudah",
  atos: "sudah",
  parantos: "sudah",
  bade: "mau",
  rek: "mau",
  arek: "mau",
  hoyong: "ingin",
  kudu: "harus",
  kedah: "harus",
  tiasa: "bisa",
  kenging: "boleh",
  meunang: "boleh",
  wios: "boleh",
  upami: "kalau",
  lamun: "kalau",
  mun: "kalau",
  nu: "yang",
  anu: "yang",
  jeung: "dan",
  sareng: "dan",
  atawa: "atau",
  atanapi: "atau",
  gaduh: "punya",
  urang: "kami",
  ka: "ke",
  ti: "dari",
  dina: "di",
  pikeun: "untuk",
  keur: "untuk",
  ku: "oleh",
  kumargi: "karena",
  sanes: "bukan",
  ayeuna: "sekarang",
  engke: "nanti",
  kamari: "kemarin",
  isukan: "besok",
  sateuacan: "sebelum",
  saatos: "setelah",
  sadaya: "semua",
  sadayana: "semua",
  naros: "tanya",
  tumaros: "tanya",
  nyaeta: "yaitu",
  margi: "karena",
  saurna: "katanya",
  ceuk: "kata",
  dugi: "sampai",
  kapungkur: "dulu",
  pami: "kalau",
  tina: "dari",
  hiji: "satu",
  kamana: "kemana",
  janten: "jadi",
  heula: "dulu",
  disebat: "disebut",
  nyebat: "sebut",
  dimana: "lokasi",
  numutkan: "menurut",
  ngeunaan: "tentang",
  perkawis: "tentang",
  dupi: "nya",
  tah: "nya",
  teuing: "nya",
  sugan: "nya",
  meureun: "nya",
  bae: "saja",
  keneh: "masih",
  tacan: "belum",
  can: "belum",
  geus: "sudah",
  bari: "sambil",
  mani: "sangat",
  kacida: "sangat",
  seueur: "banyak",
  loba: "banyak",
  sakedik: "sedikit",
  saeutik: "sedikit",
  ageung: "besar",
  gede: "besar",
  alit: "kecil",
  leutik: "kecil",
  sae: "baik",
  alus: "baik",
  gancang: "cepat",
  lila: "lama",
  peryogi: "perlu",
  nyuhunkan: "minta",
  menta: "minta",
  terang: "tahu",
  nyaho: "tahu",
  apal: "tahu",
  manggih: "dapat",
  candak: "ambil",
  dicandak: "ambil",
  nyandak: "bawa",
  baheula: "dulu",
  lembur: "desa",
  kaasup: "termasuk",
  nepi: "sampai",
  antep: "biar",
  diantep: "biar",
  abah: "bapak",
  // "terima" alone is a stopword (terima kasih); receiving is "menerima", whose root is kept.
  nampi: "menerima",
  narima: "menerima",
  masihan: "beri",
  mikeun: "beri",
  nyerahkan: "serah",
  mendak: "dapat",
  // Sundanese: words of the field and of everyday life
  pasea: "sengketa",
  wates: "batas",
  eureun: "henti",
  tatangga: "tetangga",
  taneuh: "tanah",
  imah: "rumah",
  sakola: "sekolah",
  masigit: "masjid",
  tajug: "musala",
  duit: "uang",
  artos: "uang",
  pupus: "wafat",
  ngantunkan: "wafat",
  leres: "benar",
  bener: "benar",
  tilu: "tiga",
  opat: "empat",
  samentawis: "sementara",
  sawatara: "sementara",
  salamina: "selamanya",
  mangpaat: "manfaat",
  hartos: "arti",
  hartosna: "arti",
  pangaos: "biaya",
  pangaosna: "biaya",
  mayar: "bayar",
  daptar: "daftar",
  pormulir: "formulir",
  tukeur: "tukar",
  robah: "ubah",
  robih: "ubah",
  gentos: "ubah",
  tilar: "wafat",
  pasantren: "pesantren",
  kebon: "kebun",
  pamakaman: "makam",
  kuburan: "makam",
  putra: "anak",
  putri: "anak",
  dinten: "hari",
  lami: "lama",
  damel: "buat",
  ngadamel: "buat",
  dianggo: "dipakai",
  anggo: "pakai",
  meser: "beli",
  kolot: "orang tua",
  sepuh: "tua",
  pamajikan: "istri",
  salaki: "suami",
  lanceuk: "kakak",
  budak: "anak",
  bapa: "bapak",
  ema: "ibu",
  emak: "ibu",
  mamah: "ibu",
  mama: "ibu",
  kang: "kak",
  akang: "kak",
  teteh: "kak",
  mitoha: "mertua",
  minantu: "menantu",
  incu: "cucu",
  dulur: "saudara",
  baraya: "keluarga",
  nini: "nenek",
  pamarentah: "pemerintah",
  pamarentahan: "pemerintah",
  sesa: "sisa",
  beak: "habis",
  seep: "habis",
  conto: "contoh",
  contona: "contoh",
  pagawean: "tugas",
  pagaweanana: "tugas",
  padamelan: "tugas",
  cicing: "tinggal",
  kantun: "tinggal",
  // Indonesian chat: abbreviations and colloquial forms
  copot: "henti",
  telantar: "terlantar",
  sndiri: "sendiri",
  ngerubah: "ubah",
  nyetor: "setor",
  negri: "negeri",
  hubunganana: "hubungan",
  gk: "tidak",
  g: "tidak",
  ndak: "tidak",
  nda: "tidak",
  gbs: "tidak bisa",
  gabisa: "tidak bisa",
  gakbisa: "tidak bisa",
  blh: "boleh",
  hrs: "harus",
  jd: "jadi",
  jdi: "jadi",
  lg: "lagi",
  dl: "dulu",
  dlu: "dulu",
  sm: "sama",
  dr: "dari",
  pd: "pada",
  dlm: "dalam",
  ttg: "tentang",
  karna: "karena",
  krna: "karena",
  trs: "terus",
  trus: "terus",
  tp: "tapi",
  tpi: "tapi",
  kpn: "kapan",
  kmn: "kemana",
  bkn: "bukan",
  msh: "masih",
  skrg: "sekarang",
  skrng: "sekarang",
  skg: "sekarang",
  sblm: "sebelum",
  stlh: "setelah",
  stelah: "setelah",
  dpt: "dapat",
  dapet: "dapat",
  emg: "memang",
  emang: "memang",
  doang: "saja",
  aj: "saja",
  ajah: "saja",
  sj: "saja",
  cuma: "saja",
  cuman: "saja",
  kyk: "seperti",
  kayak: "seperti",
  spt: "seperti",
  tlg: "tolong",
  mw: "mau",
  mo: "mau",
  pgn: "pengen",
  kepengen: "pengen",
  brapa: "berapa",
  brpa: "berapa",
  gmana: "bagaimana",
  bgmna: "bagaimana",
  knapa: "kenapa",
  apaan: "apa",
  mksd: "maksud",
  blom: "belum",
  blum: "belum",
  sampe: "sampai",
  taun: "tahun",
  th: "tahun",
  bln: "bulan",
  dtg: "hadir",
  bpk: "bapak",
  alm: "wafat",
  almh: "wafat",
  almarhumah: "wafat",
  sodara: "saudara",
  temen: "teman",
  tmn: "teman",
  pake: "pakai",
  pakek: "pakai",
  kepake: "pakai",
  dipake: "dipakai",
  bikin: "buat",
  nyesel: "sesal",
  ngasih: "kasih",
  nyari: "cari",
  ijin: "izin",
  materai: "meterai",
  hiba: "hibah",
  agunan: "jaminan",
  lahan: "tanah",
  musola: "musala",
  mushala: "musala",
  dkm: "masjid",
  singkatan: "arti",
  kepanjangan: "arti",
  step: "langkah",
  gw: "saya",
  lu: "kamu",
  lo: "kamu",
  elu: "kamu",
  biar: "agar",
  spy: "supaya",
  lbh: "lebih",
  bnyk: "banyak",
  bbrp: "beberapa",
  ttp: "tetap",
  tetep: "tetap",
  ntar: "nanti",
  pinjem: "pinjam",
  minjem: "pinjam",
  abis: "habis",
  solusinya: "cara",
  solusi: "cara",
  nnti: "nanti",
  pny: "punya",
  pnya: "punya",
  nomer: "nomor",
  balik: "kembali",
  balikin: "kembali",
  dibalikin: "kembali",
  kirain: "kira",
  brrti: "berarti",
  kmrn: "kemarin",
  kluarga: "keluarga",
  msjid: "masjid",
  blangko: "blanko",
  ntr: "nanti",
  lgsg: "langsung",
  lgs: "langsung",
  lsg: "langsung",
  denger: "dengar",
  kedengeran: "dengar",
  gampang: "mudah",
  omongan: "lisan",
  ngomong: "ucap",
  nyuri: "curi",
  nyolong: "curi",
  dicolong: "curi",
  kyknya: "nya",
  gt: "begitu",
  gtu: "begitu",
  bnr: "benar",
  sdgkan: "sedangkan",
  krg: "kurang",
  sbtlnya: "sebenarnya",
  smua: "semua",
  smw: "semua",
  dri: "dari",
  ato: "atau",
  // Sundanese everyday words a question is put with (round 12; a vocabulary, not the words of one question)
  lengkah: "langkah",
  kahiji: "pertama",
  munggaran: "pertama",
  mimiti: "pertama",
  kadua: "kedua",
  teras: "lalu",
  rengse: "selesai",
  leungit: "hilang",
  kaduruk: "terbakar",
  kabeuleum: "terbakar",
  ruksak: "rusak",
  beres: "selesai",
  barudak: "anak",
  murangkalih: "anak",
  kecap: "kata",
  pupuhu: "ketua",
  ngalangkungan: "melalui",
  langkung: "lebih",
  kautamaan: "keutamaan",
  katerangan: "keterangan",
  maling: "curi",
  pundut: "minta",
  dipundut: "diminta",
  ical: "jual",
  diical: "dijual",
  ngical: "menjual",
  meuli: "beli",
  wargi: "keluarga",
  masarakat: "masyarakat",
  waragad: "biaya",
  waktos: "waktu",
  sasih: "bulan",
  poe: "hari",
  serat: "surat",
  pangurus: "pengurus",
  pangasilan: "penghasilan",
  ulah: "tidak",
  sabab: "karena",
  ngarah: "agar",
  supados: "supaya",
  bilih: "kalau",
  sanajan: "walaupun",
  namung: "namun",
  sakabeh: "semua",
  enggal: "cepat",
  boga: "punya",
  kagungan: "punya",
  palih: "bagian",
  kalebet: "termasuk",
  ngawitan: "mulai",
  deukeut: "dekat",
  tebih: "jauh",
  jalmi: "orang",
  jelema: "orang",
  jalma: "orang",
  gering: "sakit",
  hutang: "utang",
  acis: "uang",
  wangunan: "bangunan",
  ngawangun: "membangun",
  kawas: "seperti",
  siga: "seperti",
  rupi: "jenis",
  saprak: "sejak",
  // Sundanese everyday words (round 13; a vocabulary of the language, not the words of one question)
  sami: "sama",
  cekap: "cukup",
  seratan: "tulisan",
  seratanana: "tulisan",
  sumping: "hadir",
  dongkap: "hadir",
  nalika: "ketika",
  tambihan: "tambahan",
  tambih: "tambah",
  sawareh: "sebagian",
  sabagian: "sebagian",
  nyalira: "sendiri",
  piyalira: "sendiri",
  leumpang: "jalan",
  kiat: "kuat",
  nuju: "sedang",
  tilaran: "peninggalan",
  tilaranana: "peninggalan",
  saderek: "saudara",
  cikal: "sulung",
  adi: "adik",
  rayi: "adik",
  raka: "kakak",
  nami: "nama",
  namina: "nama",
  rebu: "ribu",
  satuju: "setuju",
  sapuk: "setuju",
  sapedah: "sepeda",
  nembe: "baru",
  wakilan: "wakil",
  diwakilan: "diwakilkan",
  pameget: "suami",
  awewe: "perempuan",
  lalaki: "laki",
  wartos: "kabar",
  wartosan: "beritahu",
  uninga: "tahu",
  uningaeun: "tahu",
  ngiring: "ikut",
  milarian: "cari",
  neangan: "cari",
  sakumaha: "seberapa",
  lebet: "masuk",
  kaluar: "terbit",
  medal: "terbit",
  pasihan: "beri",
  dipasihan: "diberi",
  pasihkan: "berikan",
  dipasihkan: "diberikan",
  injeum: "pinjam",
  nginjeum: "pinjam",
  putu: "cucu",
  maotna: "wafat",
  udur: "sakit",
  damang: "sehat",
  ingetan: "ingatan",
  awon: "buruk",
  gampil: "mudah",
  hese: "sulit",
  sesah: "sulit",
  ripuh: "repot",
  lepat: "salah",
  entong: "tidak",
  kantos: "pernah",
  kungsi: "pernah",
  sieun: "takut",
  hariwang: "khawatir",
  embung: "tidak",
  daek: "mau",
  hayang: "ingin",
  palay: "ingin",
  mampuh: "mampu",
  sanggem: "sanggup",
  lengkep: "lengkap",
  kirang: "kurang",
  unggal: "setiap",
  ngadeg: "bangun",
  ngadegkan: "bangun",
  diadegkan: "bangun",
  ngalereskan: "perbaiki",
  dilereskan: "perbaiki",
  lega: "luas",
  legana: "luas",
  tumbak: "luas",
  patok: "batas",
  kulawarga: "keluarga",
  babagi: "bagi",
  balong: "kolam",
  tangkal: "pohon",
  tatangkalan: "pohon",
  kalapa: "kelapa",
  ngokolakan: "kelola",
  diokolakan: "kelola",
  okolakan: "kelola",
  ngatur: "atur",
  ngaraksa: "jaga",
  miara: "pelihara",
  dipiara: "dipelihara",
  nyepeng: "pegang",
  dicepeng: "pegang",
  nyekel: "pegang",
  ngadaptarkan: "daftarkan",
  didaptarkan: "didaftarkan",
  daptarkan: "daftarkan",
  ngajukan: "ajukan",
  ngantosan: "tunggu",
  antosan: "tunggu",
  ngantos: "tunggu",
  saminggu: "seminggu",
  sabulan: "sebulan",
  sataun: "setahun",
  sapoe: "sehari",
  satengah: "setengah",
  sapertilu: "sepertiga",
  genep: "enam",
  dalapan: "delapan",
  salapan: "sembilan",
  sapuluh: "sepuluh",
  pajeg: "pajak",
  kuwu: "lurah",
  ajengan: "ustaz",
  walungan: "sungai",
  cai: "air",
  rorompok: "rumah",
  ganjaran: "pahala",
  bolay: "batal",
  dibolaykan: "dibatalkan",
  mulang: "kembali",
  uih: "pulang",
  wangsul: "kembali",
  nyumbang: "sumbang",
  sodakoh: "sedekah",
  sidekah: "sedekah",
  beuli: "beli",
  gade: "gadai",
  ngalih: "pindah",
  ancur: "hancur",
  rubuh: "roboh",
  kahuruan: "kebakaran",
  ilang: "hilang",
  kapanggih: "ditemukan",
  pangadilan: "pengadilan",
  kaperluan: "keperluan",
  poto: "foto",
  potokopi: "fotokopi",
  pagawe: "pegawai",
  kapala: "kepala",
  nagara: "negara",
  kapir: "kafir",
  yuswa: "umur",
  sawawa: "dewasa",
  waras: "sehat",
  edan: "gila",
  gelo: "gila",
  beulah: "bagian",
  kacamatan: "kecamatan",
  kauntungan: "keuntungan",
  parobahan: "perubahan",
  dunya: "nya",
  // Sundanese everyday words (round 14), from a list of common words checked against their Indonesian
  // reading, not from the evaluation sets' questions. A word with -keun is written as tokenize leaves it (-kan).
  salian: "selain",
  salain: "selain",
  dumasar: "dasar",
  kana: "pada",
  pegat: "putus",
  nangtukan: "tentukan",
  ditangtukan: "ditentukan",
  tangtu: "tentu",
  penta: "minta",
  dipenta: "diminta",
  aki: "kakek",
  banda: "harta",
  diidinan: "diizinkan",
  ngidinan: "mengizinkan",
  widi: "izin",
  nanging: "tapi",
  pedah: "karena",
  kangge: "untuk",
  dikokolakan: "dikelola",
  piceun: "buang",
  dipiceun: "dibuang",
  digentos: "ubah",
  mindahkan: "memindahkan",
  dipindahkan: "dipindahkan",
  nyieun: "membuat",
  sorangan: "sendiri",
  kabeh: "semua",
  jembar: "luas",
  randa: "janda",
  merlukan: "memerlukan",
  saumur: "selamanya",
  sapanjang: "sepanjang",
  asup: "masuk",
  ngasupkan: "memasukkan",
  mere: "memberi",
  nyanggakan: "menyerahkan",
  masrahkan: "menyerahkan",
  dipasrahkan: "diserahkan",
  nitipkan: "menitipkan",
  ngartos: "mengerti",
  ngarti: "mengerti",
  pituduh: "petunjuk",
  bantosan: "bantuan",
  ngabantosan: "membantu",
  nulungan: "menolong",
  waleran: "jawaban",
  minggon: "minggu",
  wengi: "malam",
  peuting: "malam",
  enjing: "pagi",
  isuk: "pagi",
  sonten: "sore",
  ngintun: "kirim",
  dikintun: "dikirim",
  kapamilikan: "kepemilikan",
  pamilik: "pemilik",
  // words visitors of two sets or more wrote that no answer holds (round 15): synonyms and chat forms of
  // the answers' words, never a story's words (tetangga, kakek, buku)
  tahap: "langkah",
  tahapan: "langkah",
  ancaman: "sanksi",
  diancam: "sanksi",
  sukuk: "surat berharga",
  obligasi: "surat berharga",
  apartemen: "rumah susun",
  rusun: "rumah susun",
  ambulans: "kendaraan",
  awet: "tahan lama",
  wna: "warga negara asing",
  hgb: "hak guna bangunan",
  umpama: "misalnya",
  tmpt: "tempat",
  lwt: "lewat",
  itung: "hitung",
  payuneun: "hadapan",
  eusi: "isi",
  sagala: "semua",
  salajengna: "lalu",
  // Sundanese and chat words of round 16, checked against their Indonesian reading: "pangaosan" is a
  // pengajian (its "pangaos" is a price), "nguping" is to hear of something, "ket" a surat keterangan.
  pangaosan: "pengajian",
  nguping: "dengar",
  ngajagi: "menjaga",
  ngajaga: "menjaga",
  jagi: "jaga",
  ngarebut: "merebut",
  ket: "keterangan",
  ngamekarkan: "mengembangkan",
  dimekarkan: "dikembangkan",
  rasulullah: "rasul",
  kerjasama: "kerja sama",
  // chat and spoken forms of the field's words (round 13)
  kampung: "desa",
  sertifkat: "sertifikat",
  renov: "bangun",
  renovasi: "bangun",
  idin: "izin",
  rs: "rumah sakit",
  pt: "perusahaan",
  tunai: "uang",
  ruko: "kios",
  pemasukan: "hasil",
  penghasilan: "hasil",
  // greetings and fillers of a long story
  gini: "begini",
  gitu: "begitu",
  wr: "nya",
  wb: "nya",
  wassalam: "nya",
  salam: "nya",
  permisi: "mohon",
  maaf: "mohon",
  numpang: "mohon",
  askum: "nya",
  aslm: "nya",
  trims: "terima",
  thx: "terima",
  tq: "terima",
  hehe: "nya",
  haha: "nya",
  wkwk: "nya",
  sis: "kak",
  bro: "kak",
  gan: "kak",
  dll: "nya",
  dsb: "nya",
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
  berhak: "hak",
  rawat: "jaga",
  lihara: "jaga",
  ebut: "rebut",
  embang: "kembang",
};

/**
 * Roots that are stopwords or chat words on their own ("terima kasih", "bagi", "tetap", "perlu", "mohon",
 * Sundanese "terang" = tahu) but carry meaning when a word is built on them: "penerima", "bagian",
 * "ditetapkan", "keperluan", "permohonan", "keterangan" keep their root as a term (round 12).
 */
const AFFIXED_ROOTS: ReadonlySet<string> = new Set(["terima", "bagi", "tetap", "perlu", "mohon", "terang"]);

/**
 * Variants that hold for the word as typed, never for a stem: Sundanese "langgar" is a small mosque, but
 * "melanggar", "pelanggaran" are to break a rule (round 13: they were read as "musala").
 */
const AS_TYPED_ONLY: ReadonlySet<string> = new Set(["langgar"]);

/** Words kept as they are: stemming would turn them into another word ("berapa" → "apa"). */
const KEEP = new Set(["penjara", "istilah", "sebelah", "berapa", "suami", "menteri", "peruntukan", "kelurahan", "kecamatan", "pertanahan", "keuangan", "perorangan", "perseorangan", "badan", "mertua", "menantu", "kemana", "ketua", "masalah", "sedekah", "sekolah"]);

/** Words that carry no meaning for retrieval (question words, politeness, chat particles). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "apa apakah itu ini yang dan di ke dari pada saya kamu anda bagaimana bagaimanakah siapa siapakah kapan kenapa mengapa " +
    "tolong mohon tanya bertanya nanya mau ingin pengen pingin bisa boleh dengan atau adalah ialah ada dong sih deh kah nya ya yah " +
    "kak min admin pak bu bapak ibu mas mbak gan om the of is saja juga tentang mengenai jelaskan jelasin sebutkan kasih tahu tau " +
    "info informasi tidak kalau karena agar supaya jika apabila bila sudah belum akan sedang harus perlu apa2 seperti sama " +
    "halo hai assalamualaikum terima kasih makasih thanks tersebut sangat lagi nih tuh kok kan dulu para oleh dalam atas " +
    "bagi sebagai secara untuk " +
    // chat and story fillers (informal forms arrive here through INFORMAL)
    "tapi namun terus lalu kemudian masih nanti sekarang begini begitu memang katanya silakan lagi dulu kami kita dia beliau " +
    "mereka pun eh ah loh lho nah wah ok oke yaa hanya seperti kata yaitu beberapa tetap kemarin besok tadi benar setelah sesudah " +
    "amat ketika walau walaupun meskipun bilang disuruh suruh kayanya kayaknya kyknya cm brarti berarti " +
    // found among the visitors' own questions (decision 146): words of a story, never of its subject
    "na sok sini pernah suatu sebuah hal hampir usah sebenarnya gpp yen sering mending ustadz ustad ustaz kyai kiai " +
    // how a question is put, never what it asks (tenth round)
    "jarang dengar mudah singkat detail rinci intinya cerita ceritanya bingung penasaran ngerti mengerti awam"
  ).split(" "),
);

/** A word's one form before stemming: a field variant or synonym (VARIANTS), else an informal word's Indonesian (INFORMAL). */
export function canonicalWord(word: string): string {
  return VARIANTS[word] ?? INFORMAL[word] ?? word;
}

/** Words that count what follows them: after them Sundanese "urang" is "orang". */
const COUNTING: ReadonlySet<string> = new Set(["sabaraha", "berapa", "brp", "brapa", "hiji", "dua", "tilu", "opat", "lima", "genep", "tujuh", "sababaraha", "1", "2", "3", "4", "5"]);

/**
 * Splits normalised text into words; "e-mail" stays one word, other hyphenated words ("ruang-ruang") split.
 * A reduplication written with a 2 ("rukun2", "langkah2") is its word, and the Sundanese suffix -keun is
 * Indonesian -kan ("diwakafkeun" → "diwakafkan"): no Indonesian word ends in -keun. "ke mana" is "kemana".
 */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const raw of searchText(text, { keepHyphens: true, latinOnly: true }).split(" ")) {
    if (!raw) continue;
    const word = raw.replace(/^([a-z]{3,})2$/, "$1").replace(/^([a-z]{3,})keun$/, "$1kan");
    if (word.includes("-") && !VARIANTS[word]) words.push(...word.split("-").filter(Boolean));
    // "harus ke mana dulu", "didaftarkan ka mana": where to go is one word, not where the land lies ("di mana").
    else if (word === "mana" && (words.at(-1) === "ke" || words.at(-1) === "ka")) words[words.length - 1] = "kemana";
    // Sundanese "urang" is "we", but counted it is people: "sabaraha urang", "tilu urang" (round 13).
    else if (word === "urang" && COUNTING.has(words.at(-1) ?? "")) words.push("orang");
    else words.push(word);
  }
  return words;
}

const POLITE_OPENERS: ReadonlySet<string> = new Set(["izin", "ijin", "mohon", "permisi"]);
const ASKING: ReadonlySet<string> = new Set(["tanya", "bertanya", "nanya", "menanyakan", "nanyain"]);

/** "izin bertanya", "ijin nanya": a polite opening, not the permission the answers speak of. */
export const isPoliteOpening = (word: string, next: string | undefined) => POLITE_OPENERS.has(word) && ASKING.has(canonicalWord(next ?? ""));

/**
 * "wakaf uang halal teu?", "hukumnya halal ga": whether something is allowed, not halal certification (an
 * other KUA service, `outsideField`): "halal" asked yes or no, or named as a ruling.
 */
export const isHalalAsked = (word: string, previous: string | undefined, next: string | undefined) =>
  word === "halal" && (canonicalWord(next ?? "") === "tidak" || next === "kah" || canonicalWord(previous ?? "").startsWith("hukum"));

/** Terms already worked out: the browser indexes the answers' text at the first question (the same words again and again). */
const termCache = new Map<string, string | null>();
const TERM_CACHE_MAX = 20_000;

/** One word to its index term: variant → stem → repair → variant; null for a stopword. */
export function termOf(word: string): string | null {
  let term = termCache.get(word);
  if (term === undefined) {
    if (termCache.size >= TERM_CACHE_MAX) termCache.clear();
    term = computeTermOf(word);
    termCache.set(word, term);
  }
  return term;
}

function computeTermOf(word: string): string | null {
  // A mapped word with a possessive ("materainya", "duitna") is the mapped word.
  const owner = [word.slice(0, -3), word.slice(0, -2)].find((base, index) => word.endsWith(index === 0 ? "nya" : "na") && base.length >= 3 && canonicalWord(base) !== base);
  const variant = canonicalWord(owner ?? word);
  if (variant.includes(" ")) return variant;
  if (STOPWORDS.has(variant)) return null;
  if (/^\d/.test(variant)) return variant;
  // A kept word with a possessive ("peruntukannya", Sundanese "peruntukanana") is the kept word.
  const kept = KEEP.has(variant) ? variant : [variant.slice(0, -3), variant.slice(0, -2)].find((base) => KEEP.has(base) && /(nya|na)$/.test(variant));
  const stemmed = kept ?? (variant.length <= 4 ? variant : stemmer(variant));
  const repaired = STEM_REPAIRS[stemmed] ?? stemmed;
  if (repaired !== variant && AFFIXED_ROOTS.has(repaired)) return repaired;
  const final = repaired !== variant && AS_TYPED_ONLY.has(repaired) ? repaired : canonicalWord(repaired);
  return STOPWORDS.has(final) || final.length < 2 ? null : final;
}

/**
 * Other readings of a word typed informally, tried in order when its own term is not in the index:
 * - Jakarta-style -in for -kan/-i: "diwakafin", "daftarin", "dibatalin", "disewain", "sebutin";
 * - a prefix without its vowel ("trmasuk", "brhak");
 * - colloquial nasal prefixes: nge- ("ngewakafin"), nga- (Sundanese "ngadaftar"), ng- before a vowel
 *   ("ngurus" → "urus", "ngelola" → "kelola"), ny- ("nyewa" → "sewa"), n- ("nentuin" → "tentu");
 * - the Sundanese possessive -na ("carana", "biayana", "syaratna" → "cara", "biaya", "syarat"), and -nya before
 *   an -in ("didaftarinnya").
 * The engine keeps the first reading whose term the index knows, so "miskin" or "pidana" (known words)
 * are never cut.
 */
export function informalForms(word: string): string[] {
  const forms: string[] = [];
  const add = (form: string) => {
    if (form.length >= 3 && form !== word && !forms.includes(form)) forms.push(form);
  };
  // A possessive -nya first ("didaftarinnya" → "didaftarin" → "didaftar").
  const own = word.length >= 7 && word.endsWith("nya") ? [word, word.slice(0, -3)] : [word];
  const bases = [...own];
  for (const base of own) if (base.length >= 5 && base.endsWith("in")) bases.push(base.slice(0, -2));
  if (word.length >= 6 && word.endsWith("na")) bases.push(word.slice(0, -2));
  for (const base of bases) {
    add(base);
    // A prefix typed without its vowel: "trmasuk", "brhak", "prlu" (ter-, ber-, per-).
    if (/^[tbp]r[^aeiou]/.test(base)) add(`${base[0]}e${base.slice(1)}`);
    if (base.startsWith("nge") && base.length >= 6) add(base.slice(3));
    if (base.startsWith("nga") && base.length >= 6) add(base.slice(3));
    if (/^ng[aeiou]/.test(base)) {
      add(base.slice(2));
      add(`k${base.slice(2)}`);
    }
    if (/^ny[aeiou]/.test(base)) add(`s${base.slice(2)}`);
    if (/^n[aeiou]/.test(base)) add(`t${base.slice(1)}`);
  }
  return forms;
}

/**
 * The index terms of a text, in order (duplicates kept: term frequency matters for ranking). With `known`
 * (the browser's question against the index), a word whose term the index does not know is read through
 * `informalForms`, and the first reading it knows is kept.
 */
export function termsOf(text: string, known?: (term: string) => boolean): string[] {
  const terms: string[] = [];
  const words = tokenize(text);
  for (const [index, word] of words.entries()) {
    // "izin bertanya", "ijin nanya": a polite opening, not the permission the answers speak of.
    if (isPoliteOpening(word, words[index + 1]) || isHalalAsked(word, words[index - 1], words[index + 1])) continue;
    // "yang mana", "mana yg bener": which one, not a place ("di mana" stays a place, "kemana" where to go).
    if (word === "mana" && [words[index - 1], words[index + 1]].some((next) => canonicalWord(next ?? "") === "yang")) continue;
    let term = termOf(word);
    if (term && known && !term.includes(" ") && !known(term)) {
      for (const form of informalForms(word)) {
        const reading = termOf(form);
        if (reading === null) {
          // A form of a stopword ("ngapain": nga- + apa + -in): drop the word.
          term = null;
          break;
        }
        if (known(reading)) {
          term = reading;
          break;
        }
      }
    }
    if (!term) continue;
    // A variant that expands to several words ("ortu" → "orang tua") adds each of them.
    for (const part of term.split(" ")) {
      const sub = part === term ? part : termOf(part);
      if (sub) terms.push(sub);
    }
  }
  return terms;
}
