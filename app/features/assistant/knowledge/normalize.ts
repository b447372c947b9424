// Indonesian-aware text processing shared by the build-time index and the browser's queries: both sides
// must turn "Bgmn cara mewakafkan tanah?" and "Tata cara wakaf tanah" into the same terms.
import { stemmer } from "@orama/stemmers/indonesian";
import { searchText } from "~/lib/search-text";

/**
 * A word table written one line per form it gives: `form: "word word …"` maps each word to the form. The
 * panel ships the table as written, and a form's words on one line are a third shorter than a line per word.
 */
function byWord(lines: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(lines).flatMap(([form, words]) => words.split(" ").map((word) => [word, form])));
}

/**
 * Spelling variants, chat abbreviations and synonyms, mapped to the one form the index uses. Applied to
 * whole words before stemming (and again after, for the stems below).
 */
const VARIANTS: Readonly<Record<string, string>> = byWord({
  // the field's own words, as visitors spell them
  nazhir: "nadzir nazir nadhir nadir nazhir",
  wakaf: "wakap waqaf waqf wakf",
  wakif: "wakif wakip waqif",
  mauquf: "mauquf maukuf mawquf",
  alaih: "alayh alaihi",
  sighat: "sighot shighat",
  sertifikat: "sertipikat sertifikasi serifikat sertfikat",
  bersertifikat: "bersertipikat",
  masjid: "mesjid",
  musala: "musholla mushola musholah mushalla langgar",
  akta: "akte",
  dolar: "dollar usd",
  // savings are money given as wakaf ("tabungan dolar", "celengan anak")
  uang: "tabungan celengan",
  gadai: "gadein digadein gadeun",
  sedekah: "sodaqoh shodaqoh shadaqah sadaqah",
  // the deed by its initials and by its name are one ("berapa lama aiw jadi" is "akta ikrar wakaf jadi")
  "akta ikrar wakaf": "aiw",
  // the digital deed is SIWAK's, not the AIW a question names ("aiw teh naon" is not "apa itu e-AIW?")
  siwak: "e-aiw eaiw",
  notaris: "notaris",
  // synonyms
  hadapan: "depan",
  ubah: "ganti",
  warisan: "peninggalan pusaka",
  bangunan: "gedung",
  semboyan: "moto motto",
  harta: "aset asetnya",
  guna: "paka",
  // what wakaf land is used for is its peruntukan ("siapa yang berhak menentukan penggunaannya")
  peruntukan: "penggunaan diperuntukkan diperuntukan peruntukkan",
  tukar: "ruislag ruilslag ruislah guling",
  biaya: "ongkos bayar byr tarif harga gratis pungutan",
  telepon: "telp tlp telpon hp wa whatsapp kontak",
  email: "surel imel e-mail",
  batal: "batal cabut tarik",
  syarat: "syarat sarat",
  rukun: "rukun",
  unsur: "unsur elemen",
  lokasi: "lokasi letak tempat mana dmn",
  alamat: "alamat",
  jam: "buka tutup operasional",
  kuis: "kuis quiz",
  kritik: "kritik saran masukan keluhan aduan pengaduan",
  jumlah: "banyak total",
  luas: "luas luasnya hektar meter",
  dalil: "dalil ayat",
  hadis: "hadis hadist hadits",
  wafat: "meninggal almarhum mati maot",
  "orang tua": "ortu",
  // going back and forth to an office ("supaya tidak bolak-balik") is how a visit is told, not land coming back
  lagi: "bolak-balik",
  perseorangan: "perorangan",
  // "via" is how the answers say it ("melalui wasiat", a stopword); "dikeluarkan" is "diterbitkan" ("AIW keluar")
  melalui: "lewat via",
  terbit: "keluar",
  perlu: "butuh",
  // "alquran" would stem to "alqur"; ormas is an organisasi kemasyarakatan (a wakif "organisasi")
  "al quran": "alquran",
  organisasi: "ormas",
  // "ditagih" is asked to pay; "ttd" is the chat form of "tanda tangan"
  bayar: "tagih ditagih tagihan",
  "tanda tangan": "ttd",
  // chat spelling
  bagaimana: "gmn bgmn gmna gimana bagaimanakah",
  tidak: "ga gak nggak ngga enggak engga tdk tak",
  yang: "yg",
  saya: "sy aku gue",
  saja: "aja",
  dengan: "dgn dg",
  untuk: "utk",
  hadir: "dateng datang",
  itu: "tu",
  karena: "krn",
  kalau: "klo kalo kl",
  bisa: "bs",
  berapa: "brp",
  kenapa: "knp",
  tersebut: "tsb",
  juga: "jg",
  sudah: "sdh udah udh",
  belum: "blm",
  sangat: "bgt",
  orang: "org",
  tanggal: "tgl",
  tahun: "thn",
  undang: "uu",
  peraturan: "pp pma perban",
});

/**
 * How visitors of a KUA in West Java type: Sundanese words and particles, and chat abbreviations, mapped to
 * the Indonesian word the index knows (or to a stopword, which drops it). Applied to whole words before
 * stemming, like VARIANTS (which keeps the field's own spelling variants and synonyms). Each entry is a
 * word people write, never a phrase of one question: "teu" → "tidak", "taneuh" → "tanah", "gbs" → "tidak
 * bisa". Forms made with an affix ("diwakafin", "ngurus", "carana") are read by `informalForms` instead.
 */
export const INFORMAL: Readonly<Record<string, string>> = byWord({
  // Sundanese: question words and particles (they become Indonesian stopwords or intent words)
  apa: "naon apaan",
  untuk: "kanggo pikeun keur kangge",
  sebagai: "sbg",
  atau: "atw atawa atanapi ato",
  menurut: "mnrt numutkan",
  sebenarnya: "sbnrnya sabenerna sebener sbtlnya",
  bagaimana: "kumaha gmana bgmna kmh",
  siapa: "saha",
  kapan: "iraha kpn",
  berapa: "sabaraha brapa brpa",
  kenapa: "naha knapa",
  nya: "teh atuh mah tea euy da geuning ari dupi tah teuing sugan meureun kyknya dunya wr wb wassalam salam askum aslm hehe haha wkwk dll dsb",
  saja: "wae hungkul wungkul ngan mung bae doang aj ajah sj cuma cuman",
  juga: "oge",
  lagi: "deui lg lgi",
  sangat: "pisan mani kacida banget",
  begitu: "kitu gt gtu gitu",
  begini: "kieu gini",
  itu: "eta",
  ini: "ieu",
  katanya: "cenah saurna",
  mohon: "punten permisi maaf numpang mhn",
  silakan: "mangga",
  terima: "nuhun hatur trims thx tq",
  ada: "aya",
  saya: "abdi kuring gw simkuring",
  anda: "anjeun",
  tidak: "teu henteu moal gk g ndak nda ulah entong embung",
  belum: "acan tacan can blom blum belom",
  sudah: "tos atos parantos geus dah",
  mau: "bade rek arek mw mo daek",
  ingin: "hoyong hayang palay",
  harus: "kudu kedah hrs",
  bisa: "tiasa",
  boleh: "kenging meunang wios blh",
  kalau: "upami lamun mun pami bilih",
  yang: "nu anu",
  dan: "jeung sareng",
  milik: "punya gaduh pny pnya boga kagungan",
  kami: "urang",
  ke: "ka",
  dari: "ti tina dr dri",
  di: "dina",
  oleh: "ku",
  karena: "kumargi margi karna krna sabab pedah kusabab",
  bukan: "sanes bkn",
  sekarang: "ayeuna skrg skrng skg kiwari",
  nanti: "engke ntar nnti ntr",
  kemarin: "kamari kmrn kemaren",
  besok: "isukan bsk",
  sebelum: "sateuacan sblm samemeh saacan sebelom",
  setelah: "saatos stlh stelah saparantos sanggeus",
  semua: "sadaya sadayana smua smw sakabeh kabeh sagala",
  tanya: "naros tumaros",
  yaitu: "nyaeta",
  kata: "ceuk kecap",
  sampai: "dugi nepi sampe ampe",
  dulu: "kapungkur heula baheula dl dlu",
  satu: "hiji",
  kemana: "kamana kmn",
  jadi: "janten jd jdi",
  disebut: "disebat",
  sebut: "nyebat",
  lokasi: "dimana",
  tentang: "ngeunaan perkawis ttg",
  masih: "keneh msh",
  sambil: "bari",
  banyak: "seueur loba bnyk",
  sedikit: "sakedik saeutik dikit",
  besar: "ageung gede",
  kecil: "alit leutik",
  baik: "sae alus hade",
  cepat: "gancang enggal cepet",
  lama: "lila lami",
  perlu: "peryogi",
  minta: "nyuhunkan menta pundut penta",
  tahu: "terang nyaho apal uninga uningaeun",
  dapat: "manggih mendak dpt dapet",
  desa: "lembur kampung",
  termasuk: "kaasup kalebet",
  biar: "antep diantep",
  bapak: "abah bapa bpk",
  // "terima" alone is a stopword (terima kasih); receiving is "menerima", whose root is kept.
  menerima: "nampi narima nerima",
  beri: "masihan mikeun pasihan",
  serah: "nyerahkan",
  // Sundanese: words of the field and of everyday life
  sengketa: "pasea gugat digugat",
  pelaksanaan: "palaksanaan",
  batas: "wates patok",
  henti: "eureun copot",
  tetangga: "tatangga",
  tanah: "taneuh lahan tnh",
  rumah: "imah rorompok rmh",
  sekolah: "sakola",
  masjid: "masigit dkm msjid mesigit",
  musala: "tajug musola mushala musolla surau",
  uang: "duit artos acis tunai",
  wafat: "pupus ngantunkan tilar alm almh almarhumah maotna wapat",
  benar: "leres bener bnr",
  tiga: "tilu",
  empat: "opat",
  sementara: "samentawis sawatara",
  selamanya: "salamina saumur salawasna",
  manfaat: "mangpaat",
  arti: "hartos hartosna singkatan kepanjangan",
  biaya: "pangaos pangaosna waragad",
  bayar: "mayar",
  daftar: "daptar",
  formulir: "pormulir",
  tukar: "tukeur",
  ubah: "robah robih gentos ngerubah digentos ngagentos",
  pesantren: "pasantren",
  kebun: "kebon",
  makam: "pamakaman kuburan pasarean kubur",
  anak: "putra putri budak barudak murangkalih",
  hari: "dinten poe",
  buat: "damel ngadamel bikin",
  dipakai: "dianggo dipake",
  pakai: "anggo pake pakek kepake",
  beli: "meser meuli beuli",
  "orang tua": "kolot",
  tua: "sepuh",
  istri: "pamajikan garwa bini isteri",
  suami: "salaki pameget",
  kakak: "lanceuk raka",
  ibu: "ema emak mamah mama indung",
  kak: "kang akang teteh sis bro gan",
  mertua: "mitoha",
  menantu: "minantu",
  cucu: "incu putu",
  saudara: "dulur sodara saderek",
  keluarga: "baraya kluarga wargi kulawarga kulawargi",
  nenek: "nini",
  pemerintah: "pamarentah pamarentahan",
  sisa: "sesa",
  habis: "beak seep abis",
  contoh: "conto contona",
  tugas: "pagawean pagaweanana padamelan",
  tinggal: "cicing kantun",
  // Indonesian chat: abbreviations and colloquial forms
  terlantar: "telantar terbengkalai",
  sendiri: "sndiri nyalira piyalira sorangan",
  serahkan: "nyetor setor",
  negeri: "negri",
  hubungan: "hubunganana patali patalina",
  "tidak bisa": "gbs gabisa gakbisa",
  sama: "sm sami sarua",
  pada: "pd kana",
  dalam: "dlm",
  terus: "trs trus",
  tapi: "tp tpi nanging",
  memang: "emg emang",
  seperti: "kyk kayak spt kawas siga sapertos",
  tolong: "tlg",
  pengen: "pgn kepengen",
  maksud: "mksd",
  tahun: "taun th",
  bulan: "bln sasih",
  hadir: "dtg sumping dongkap",
  teman: "temen tmn",
  sesal: "nyesel",
  kasih: "ngasih",
  cari: "nyari milarian neangan",
  izin: "ijin widi idin",
  meterai: "materai matrai",
  hibah: "hiba",
  jaminan: "agunan",
  langkah: "step lengkah tahap tahapan",
  kamu: "lu lo elu kmu",
  agar: "biar ngarah",
  supaya: "spy supados",
  lebih: "lbh langkung leuwih",
  beberapa: "bbrp",
  tetap: "ttp tetep",
  pinjam: "pinjem minjem injeum nginjeum",
  cara: "solusinya solusi",
  nomor: "nomer",
  kembali: "balik balikin dibalikin mulang wangsul",
  kira: "kirain",
  berarti: "brrti",
  blanko: "blangko",
  langsung: "lgsg lgs lsg",
  dengar: "denger kedengeran nguping",
  mudah: "gampang gampil",
  lisan: "omongan",
  ucap: "ngomong",
  curi: "nyuri nyolong dicolong maling",
  paksa: "kapaksa",
  sedangkan: "sdgkan",
  kurang: "krg kirang",
  // Sundanese everyday words a question is put with (round 12; a vocabulary, not the words of one question)
  pertama: "kahiji munggaran mimiti",
  kedua: "kadua",
  lalu: "teras salajengna tuluy lajeng",
  selesai: "rengse beres",
  hilang: "leungit ilang",
  terbakar: "kaduruk kabeuleum",
  rusak: "ruksak",
  ketua: "pupuhu",
  melalui: "ngalangkungan",
  keutamaan: "kautamaan",
  keterangan: "katerangan ket",
  diminta: "dipundut dipenta",
  jual: "ical",
  dijual: "diical",
  menjual: "ngical",
  masyarakat: "masarakat",
  waktu: "waktos",
  surat: "serat",
  pengurus: "pangurus",
  penghasilan: "pangasilan",
  walaupun: "sanajan najan sanaos",
  namun: "namung",
  bagian: "palih beulah bagean",
  mulai: "ngawitan",
  dekat: "deukeut",
  jauh: "tebih",
  orang: "jalmi jelema jalma orng",
  sakit: "gering udur",
  utang: "hutang",
  bangunan: "wangunan",
  membangun: "ngawangun",
  jenis: "rupi",
  sejak: "saprak",
  // Sundanese everyday words (round 13; a vocabulary of the language, not the words of one question)
  cukup: "cekap",
  tulisan: "seratan seratanana",
  ketika: "nalika",
  tambahan: "tambihan",
  tambah: "tambih",
  sebagian: "sawareh sabagian sapalih",
  jalan: "leumpang jln",
  kuat: "kiat",
  sedang: "nuju",
  peninggalan: "tilaran tilaranana titinggal",
  sulung: "cikal",
  adik: "adi rayi rai adek ade",
  nama: "nami namina ngaran",
  ribu: "rebu rb",
  setuju: "satuju sapuk",
  sepeda: "sapedah",
  baru: "nembe anyar",
  wakil: "wakilan",
  diwakilkan: "diwakilan",
  perempuan: "awewe",
  laki: "lalaki",
  kabar: "wartos",
  beritahu: "wartosan",
  ikut: "ngiring",
  seberapa: "sakumaha",
  masuk: "lebet asup",
  terbit: "kaluar medal",
  diberi: "dipasihan",
  berikan: "pasihkan",
  diberikan: "dipasihkan dibikan dikasih dikasi",
  sehat: "damang waras",
  ingatan: "ingetan",
  buruk: "awon",
  sulit: "hese sesah",
  repot: "ripuh",
  salah: "lepat",
  pernah: "kantos kungsi",
  takut: "sieun",
  khawatir: "hariwang",
  mampu: "mampuh sanggup",
  sanggup: "sanggem",
  lengkap: "lengkep komplit",
  setiap: "unggal",
  bangun: "ngadeg ngadegkan diadegkan renov renovasi",
  perbaiki: "ngalereskan dilereskan",
  luas: "lega legana tumbak jembar lebar",
  bagi: "babagi",
  kolam: "balong",
  pohon: "tangkal tatangkalan",
  kelapa: "kalapa",
  kelola: "diokolakan okolakan",
  atur: "ngatur",
  jaga: "ngaraksa jagi",
  pelihara: "miara",
  dipelihara: "dipiara",
  pegang: "nyepeng dicepeng nyekel",
  daftarkan: "ngadaptarkan daptarkan",
  didaftarkan: "didaptarkan",
  ajukan: "ngajukan",
  tunggu: "ngantosan antosan ngantos",
  seminggu: "saminggu",
  sebulan: "sabulan",
  setahun: "sataun",
  sehari: "sapoe",
  setengah: "satengah",
  sepertiga: "sapertilu",
  enam: "genep",
  delapan: "dalapan",
  sembilan: "salapan",
  sepuluh: "sapuluh",
  pajak: "pajeg",
  lurah: "kuwu",
  ustaz: "ajengan",
  sungai: "walungan",
  air: "cai",
  pahala: "ganjaran",
  batal: "bolay",
  dibatalkan: "dibolaykan",
  pulang: "uih",
  sumbang: "nyumbang",
  sedekah: "sodakoh sidekah sedeqah sodaqah sodakah",
  gadai: "gade",
  pindah: "ngalih",
  hancur: "ancur",
  roboh: "rubuh",
  kebakaran: "kahuruan",
  ditemukan: "kapanggih",
  pengadilan: "pangadilan",
  keperluan: "kaperluan",
  foto: "poto",
  fotokopi: "potokopi fotocopy fc fotokopian fotocopi kopian copyan",
  pegawai: "pagawe",
  kepala: "kapala",
  negara: "nagara",
  kafir: "kapir",
  umur: "yuswa",
  dewasa: "sawawa",
  gila: "edan gelo",
  kecamatan: "kacamatan kec",
  keuntungan: "kauntungan",
  kewajiban: "kawajiban",
  perubahan: "parobahan",
  // Sundanese everyday words (round 14), from a list of common words checked against their Indonesian
  // reading, not from the evaluation sets' questions. A word with -keun is written as tokenize leaves it (-kan).
  selain: "salian salain",
  dasar: "dumasar",
  putus: "pegat",
  tentukan: "nangtukan",
  ditentukan: "ditangtukan",
  tentu: "tangtu",
  kakek: "aki",
  harta: "banda",
  diizinkan: "diidinan",
  mengizinkan: "ngidinan",
  dikelola: "dikokolakan",
  buang: "piceun",
  dibuang: "dipiceun",
  memindahkan: "mindahkan mindahin",
  dipindahkan: "dipindahkan",
  membuat: "nyieun",
  janda: "randa",
  memerlukan: "merlukan membutuhkan",
  sepanjang: "sapanjang",
  memasukkan: "ngasupkan",
  memberi: "mere ngasi",
  menyerahkan: "nyanggakan masrahkan",
  diserahkan: "dipasrahkan",
  menitipkan: "nitipkan",
  mengerti: "ngartos ngarti",
  petunjuk: "pituduh",
  bantuan: "bantosan",
  membantu: "ngabantosan",
  menolong: "nulungan",
  jawaban: "waleran",
  minggu: "minggon",
  malam: "wengi peuting",
  pagi: "enjing isuk",
  sore: "sonten",
  kirim: "ngintun kintun",
  dikirim: "dikintun",
  kepemilikan: "kapamilikan",
  pemilik: "pamilik",
  // words visitors of two sets or more wrote that no answer holds (round 15): synonyms and chat forms of
  // the answers' words, never a story's words (tetangga, kakek, buku)
  sanksi: "ancaman diancam",
  "surat berharga": "sukuk obligasi",
  "rumah susun": "apartemen rusun",
  kendaraan: "ambulans",
  "tahan lama": "awet",
  "warga negara asing": "wna",
  "hak guna bangunan": "hgb",
  misalnya: "umpama",
  tempat: "tmpt",
  lewat: "lwt",
  hitung: "itung",
  hadapan: "payuneun",
  isi: "eusi",
  // Sundanese and chat words of round 16, checked against their Indonesian reading: "pangaosan" is a
  // pengajian (its "pangaos" is a price), "nguping" is to hear of something, "ket" a surat keterangan.
  pengajian: "pangaosan",
  menjaga: "ngajagi",
  merebut: "ngarebut",
  mengembangkan: "ngamekarkan",
  dikembangkan: "dimekarkan",
  rasul: "rasulullah",
  "kerja sama": "kerjasama",
  tertulis: "tinulis",
  disebutkan: "dicantumkan",
  sebutkan: "cantumkan",
  // chat and spoken forms of the field's words (round 13)
  sertifikat: "sertifkat serfitikat sertefikat setifikat sertif",
  "rumah sakit": "rs",
  perusahaan: "pt",
  kios: "ruko",
  hasil: "pemasukan penghasilan",
  // greetings and fillers of a long story
  // An everyday lexicon written apart from every evaluation set (round 17): Sundanese and chat words a
  // visitor may type about land, family and offices, kept where the answers know what they mean.
  gedung: "gedong",
  petugas: "patugas",
  "ahli waris": "ahliwaris",
  dibeli: "dibeuli",
  membeli: "ngagaleuh",
  dibangun: "diwangun",
  dibuat: "dijieun",
  pengukuran: "pangukuran",
  mengelola: "ngokolakan",
  dicatat: "dicatet",
  permohonan: "pamohonan pengajuan",
  ketentuan: "katangtuan",
  ditandatangani: "ditandatanganan diteken",
  membagi: "ngabagi",
  maaf: "hapunten",
  "terima kasih": "haturnuhun mksh",
  pertanyaan: "patarosan",
  "memberi tahu": "ngabejaan",
  membawa: "mawa",
  beda: "benten",
  mengapa: "kunaon",
  mungkin: "panginten",
  "tidak ada": "euweuh gaada",
  terlambat: "telat",
  seratus: "saratus",
  musyawarah: "musawarah",
  "pondok pesantren": "ponpes",
  infak: "infaq",
  ikhlas: "iklas ihlas",
  "kepala desa": "kades",
  kabupaten: "kab",
  "kementerian agama": "depag",
  kantor: "kntr",
  aku: "aq",
  tadi: "td",
  pak: "pa",
  kepada: "kpd",
  diubah: "dirubah",
  mengubah: "merubah",
  // Everyday words for the answers' own words (round 17), written by a helper from the answers' vocabulary
  // alone, kept where no reading already finds an answer's word and the target is one the answers hold.
  alasan: "alesan",
  allah: "alloh",
  barang: "brg",
  diambil: "dicokot",
  diberhentikan: "dipecat",
  dihabiskan: "dibeakan",
  dijaminkan: "diagunkan digadaikan",
  dijelaskan: "dijelasin",
  dimiliki: "dipiboga",
  diperbarui: "diperbaharui diupdate",
  diperiksa: "dipariksa",
  diperlukan: "dibutuhkan dibutuhin",
  disewakan: "dikontrakin dikontrakkan dikontrakan",
  diterima: "ditarima",
  email: "emel",
  jangan: "jgn",
  jemaah: "jamaah",
  juta: "jt",
  kebaikan: "kahadean",
  kementerian: "kementrian",
  kerja: "gawe",
  lain: "laen",
  lihat: "liat ningali tingali nempo",
  makna: "harti",
  maknanya: "hartina",
  memakai: "makai",
  memberikan: "ngasihin",
  memeriksa: "mariksa",
  memisahkan: "misahin",
  mencatat: "nyatet",
  menjaminkan: "menggadaikan",
  miskin: "melarat malarat",
  perkara: "kasus",
  rupiah: "rp",
  segera: "secepatnya",
  tercatat: "kacatet",
  terdaftar: "kadaptar",
  tiap: "setiap",
  usaha: "bisnis",
  wakaf: "waqof wkf",
  wasiat: "wasiyat",
  amin: "aamiin amiin aamin",
  baligh: "balig",
  petok: "petuk",
  letter: "leter",
  berhalangan: "udzur",
  // Sundanese seeds, as Al-Baqarah 261 is told ("sisikian nu jadi tujuh tangkal, unggal tangkal saratus siki")
  biji: "siki sisikian",
});

/**
 * Stems the Snowball Indonesian stemmer gets wrong because a prefix swallowed the root's first letter
 * (me-/pe- + k/p/t/s), and stems that must not collapse into a common word.
 */
const STEM_REPAIRS: Readonly<Record<string, string>> = {
  elola: "kelola",
  undur: "mundur",
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
  ertifikat: "sertifikat",
  ahli: "ahli",
  erti: "arti",
  pilik: "milik",
  encana: "rencana",
  berhak: "hak",
  rawat: "jaga",
  lihara: "jaga",
  ebut: "rebut",
  embang: "kembang",
  // Found by comparing every stem with the stem a t/k- form of the same root gives (round 17):
  // "menentukan" had been "entu" while "ditentukan" and "ketentuan" are "tentu".
  entu: "tentu",
  etap: "tetap",
  egas: "tegas",
  andatangan: "tandatangan",
  unjuk: "tunjuk",
  umbuh: "tumbuh",
  uat: "kuat",
  etahu: "ketahu",
  ingkat: "tingkat",
  ambah: "tambah",
  ulis: "tulis",
  itip: "titip",
  unggu: "tunggu",
  irim: "kirim",
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

/**
 * Names written in several words that mean none of their words, read as one word (kept as it is, never
 * stemmed): "Penerimaan Negara Bukan Pajak" is the fee the land office charges (PNBP), not a tax ("tanah
 * wakaf kena pajak?" is not about it); "di rumah" is where something is done ("ikrar di rumah"), not a house
 * given in wakaf; "Pak Haji", "Bu Haji" are how a story names an elder (round 19), read as "pak" and "bu" (words
 * of address, dropped), not the pilgrimage, another KUA service.
 */
const NAMED_PHRASES: readonly (readonly [readonly string[], string])[] = [
  [["penerimaan", "negara", "bukan", "pajak"], "pnbp"],
  [["di", "rumah"], "dirumah"],
  ...["pak", "pa", "bapak"].map((title) => [[title, "haji"], "pak"] as const),
  ...["bu", "ibu"].map((title) => [[title, "haji"], "bu"] as const),
  // A person named by the title ("diwakafkan secara lisan oleh seorang haji", "almarhum Haji Dadang").
  [["seorang", "haji"], "orang"],
  ...["almarhum", "alm", "almarhumah", "almh", "mang", "kang", "abah", "aki", "uwa"].map((title) => [[title, "haji"], title] as const),
  // Sundanese "only" ("abdi ngan ukur nyewa"), not a measuring of land.
  [["ngan", "ukur"], "saja"],
  // A land title passed to a new owner at the land office, not land coming back ("sudah dibalik nama atas nama saya").
  [["balik", "nama"], "baliknama"],
  [["dibalik", "nama"], "baliknama"],
  // Land without a title is its own case ("tanah belum bersertifikat bisa diwakafkan?"): "belum" alone is a
  // stopword, so it was read as land with one (round 22).
  ...["bersertifikat", "sertifikat"].map((title) => [["belum", title], "belumsertifikat"] as const),
  // Bodies named in full are the bodies their initials name (round 23: "formulir W.4 di Kantor Urusan Agama"
  // was read as an office, affairs and a religion).
  [["kantor", "urusan", "agama"], "kua"],
  // A capital city is one word of geography, never a part of wakaf ("Apa ibu kota Provinsi Jawa Barat?" was
  // answered with the BWI's offices, which sit "di ibu kota negara"; round 23).
  [["ibu", "kota"], "ibukota"],
  // A wakif who "changes his mind" wants the wakaf undone, not anything replaced ("bisa dicabut klo wakifnya
  // berubah pikiran" was read as "ubah", the replacing of a nazhir; round 28).
  ...["berubah", "ubah"].map((change) => [[change, "pikiran"], "batal"] as const),
  // Someone of another faith, however it is written: "non muslim", "non-Islam", "bukan muslim" are "nonmuslim"
  // ("Koh Hendra bukan muslim ... wakaf dari dia bisa diterima?" was read as "bukan" and "muslim"; round 28).
  ...["non", "bukan"].flatMap((not) => ["muslim", "muslimah", "islam"].map((faith) => [[not, faith], "nonmuslim"] as const)),
  // The one who gives in wakaf is the wakif ("yang berwakaf itu organisasi" was read as "wakaf" and answered with
  // the nazhir's kinds; round 29). Not "yang mau wakaf": "nu badé wakaf kedah ka saha" asks the way, not the wakif.
  ...["yang", "nu", "anu"].flatMap((who) => ["berwakaf", "mewakafkan"].map((give) => [[who, give], "wakif"] as const)),
];
/** Words kept as they are: stemming would turn them into another word ("berapa" → "apa"), and the named phrases. */
const KEEP = new Set(["akikah", "penjara", "istilah", "sebelah", "berapa", "suami", "menteri", "peruntukan", "kelurahan", "kecamatan", "pertanahan", "keuangan", "perorangan", "perseorangan", "badan", "mertua", "menantu", "kemana", "ketua", "masalah", "sedekah", "sekolah", "sendiri", ...NAMED_PHRASES.map(([, name]) => name)]);

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
    "tapi namun terus lalu kemudian masih nanti sekarang begini begitu memang katanya silakan lagi dulu kami kita dia ia beliau " +
    "mereka pun eh ah loh lho nah wah ok oke yaa hanya seperti kata yaitu beberapa tetap kemarin besok tadi benar setelah sesudah " +
    "amat ketika walau walaupun meskipun bilang disuruh suruh kayanya kayaknya kyknya cm brarti berarti " +
    // found among the visitors' own questions (decision 146): words of a story, never of its subject
    "berdiri na sok sini pernah suatu sebuah hal hampir usah sebenarnya gpp yen sering mending ustadz ustad ustaz kyai kiai " +
    // how a question is put, never what it asks (tenth round)
    "jarang dengar mudah singkat detail rinci intinya cerita ceritanya bingung penasaran ngerti mengerti awam sekitar kira rasa"
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
 * A reduplication written with a 2 ("rukun2", "langkah2", "surat2nya") is its word, and the Sundanese suffix -keun is
 * Indonesian -kan ("diwakafkeun" → "diwakafkan"): no Indonesian word ends in -keun. "ke mana" is "kemana".
 */
export function tokenize(text: string): string[] {
  return namedPhrases(wordsOf(text));
}

/**
 * The named phrases by their first word, each with its place in NAMED_PHRASES: every word of every question
 * and answer is read here when the panel builds its index, so a word looks up only the phrases it can begin.
 */
const PHRASES_BY_FIRST = new Map<string, { at: number; phrase: readonly string[]; name: string }[]>();
for (const [at, [phrase, name]] of NAMED_PHRASES.entries()) {
  const first = phrase[0]!;
  PHRASES_BY_FIRST.set(first, [...(PHRASES_BY_FIRST.get(first) ?? []), { at, phrase, name }]);
}

function namedPhrases(words: string[]): string[] {
  const read: string[] = [];
  for (let index = 0; index < words.length; index++) {
    // A phrase's word as typed or in its one form ("blm" is "belum", "sertipikat" "sertifikat"); the first in
    // NAMED_PHRASES' order wins.
    const typed = words[index]!;
    const canonical = canonicalWord(typed);
    const asTyped = PHRASES_BY_FIRST.get(typed);
    const asCanonical = canonical === typed ? undefined : PHRASES_BY_FIRST.get(canonical);
    if (!asTyped && !asCanonical) {
      read.push(typed);
      continue;
    }
    const named = [...(asTyped ?? []), ...(asCanonical ?? [])]
      .filter(({ phrase }) => phrase.every((word, offset) => words[index + offset] === word || canonicalWord(words[index + offset] ?? "") === word))
      .sort((a, b) => a.at - b.at)[0];
    if (named) {
      read.push(named.name);
      index += named.phrase.length - 1;
    } else read.push(typed);
  }
  return read;
}

const TAKE: ReadonlySet<string> = new Set(["candak", "dicandak", "nyandak"]);
const TOWARD: ReadonlySet<string> = new Set(["ka", "ke", "kana", "kepada"]);
/** Whether the words after a word of taking say where to: a place before any "deui" (back). */
const bringsTo = (after: readonly string[]) => TOWARD.has(after.find((word) => TOWARD.has(word) || word === "deui") ?? "");
const DECADE = /^(?:\d{2}|\d{4})-?an$/;
/**
 * "hanya untuk beberapa tahun", "wakaf untuk 10 tahun", "hanya 15 tahun dulu", "cuma 5 tahun": a wakaf for some
 * years is one for a while, what "sementara" asks. Elapsed years ("sudah 10 tahun") and a term of office
 * ("selama 5 tahun") are not.
 */
const SOME: ReadonlySet<string> = new Set(["beberapa", "sababaraha"]);
/** Words before a number of years that make it a term given: for ("untuk", "buat"), only ("hanya", "cuma" → "saja"). */
const FOR_ONLY: ReadonlySet<string> = new Set(["untuk", "buat", "hanya", "saja"]);
function forSomeYears(word: string, before: readonly string[]): boolean {
  if (canonicalWord(word) !== "tahun") return false;
  // The words before, in their Indonesian form: "utk", "kanggo", "pikeun" are "untuk", "bbrp" is "beberapa".
  const previous = canonicalWord(before.at(-1) ?? "");
  return SOME.has(previous) || (/^\d+$/.test(previous) && FOR_ONLY.has(canonicalWord(before.at(-2) ?? "")));
}
/** A form's code as typed ("W.2a", "W-4", "W 5") and as an answer writes it: one word ("w2a", "w4", "w5"). */
const FORM_CODE = /\bw[.\s-]?(\d{1,2}[a-z]?)\b/gi;
function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const raw of searchText(text.replace(FORM_CODE, "w$1"), { keepHyphens: true, latinOnly: true }).split(" ")) {
    if (!raw) continue;
    const word = raw.replace(/^([a-z]{3,})2(nya|na)?$/, "$1$2").replace(/^([a-z]{3,})keun$/, "$1kan");
    // A decade ("tahun 70an", "1980-an") tells of long ago, the way a story says its wakaf is old ("wakaf lama").
    if (DECADE.test(word)) words.push("lama");
    else if (forSomeYears(word, words)) words.push(word, "sementara");
    else if (word.includes("-") && !VARIANTS[word]) words.push(...word.split("-").filter(Boolean));
    // "harus ke mana dulu", "didaftarkan ka mana": where to go is one word, not where the land lies ("di mana").
    else if (word === "mana" && (words.at(-1) === "ke" || words.at(-1) === "ka")) words[words.length - 1] = "kemana";
    // Sundanese "urang" is "we", but counted it is people: "sabaraha urang", "tilu urang" (round 13).
    else if (word === "urang" && COUNTING.has(words.at(-1) ?? "")) words.push("orang");
    else words.push(word);
  }
  // Sundanese "nyandak", "dicandak" bring to a place ("naon nu kedah dicandak ka KUA", "nyandak naon wae ka
  // KUA") and take elsewhere ("hoyong nyandak deui taneuh"; round 20).
  return words.map((word, index) => (TAKE.has(word) ? (bringsTo(words.slice(index + 1, index + 4)) ? "dibawa" : "diambil") : word));
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
  const own = word.length >= 6 && word.endsWith("nya") ? [word, word.slice(0, -3)] : [word];
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
 * "Pasal 8 ayat (1)": a paragraph of an article and its number, not a verse of the Qur'an (the answers' "ayat",
 * read as "dalil"); the article itself is read by the citation (round 29).
 */
function isArticleParagraph(words: readonly string[], index: number): boolean {
  const isNumber = (at: number) => /^\d+$/.test(words[at] ?? "");
  const paragraphAt = words[index] === "ayat" ? index : words[index - 1] === "ayat" && isNumber(index) ? index - 1 : -1;
  return paragraphAt >= 2 && isNumber(paragraphAt - 1) && words[paragraphAt - 2] === "pasal";
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
    if (isArticleParagraph(words, index)) continue;
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
