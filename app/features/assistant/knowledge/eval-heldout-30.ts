// Held-out evaluation set 30 for Si Wakaf, written on 2026-12-07 from ../shared/spec/domain-facts.md only,
// by someone who had not read the knowledge base, the other sets' questions or the assistant's answers.
// It has never been used for tuning. Do not tune on it: if a case fails, fix the knowledge, not this file.
import type { EvalCase } from "./eval-set";

// Kind tags (comment after each case):
//   story   a short situation told the way ordinary people tell it, ending in one question
//   su      Sundanese or Sundanese-mixed Indonesian, as West Javanese type it
//   formal  complete formal Indonesian, sometimes citing a law or article
//   chat    informal chat Indonesian: lowercase, abbreviations, typos, short
//   kua     (out of field) another KUA service: nikah, rujuk, cerai, isbat, haji, zakat, halal, kiblat...
//   trap    (out of field) shares words with wakaf (sertifikat, akta, saksi, waris, hibah, nazar...) but is not about it
//   other   (out of field) unrelated subject
// " 1.13" after an in-field tag: the question is about a topic of section 1.13 ("What visitors also ask").
// A case passes when the answer contains every mustContain element (case-insensitive substring);
// an array element is met by any one of its strings.

const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir", "nadir"] as const;
const BWI = ["BWI", "Badan Wakaf Indonesia"] as const;
// "Kementerian" contains "menteri", so "Menteri" also meets "Kementerian Agama".
const MENTERI = ["Menteri", "Menag", "Kemenag"] as const;
const BWI_OR_MENTERI = ["BWI", "Badan Wakaf Indonesia", "Menteri", "Menag", "Kemenag"] as const;
const PPAIW = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf", "Kepala KUA"] as const;
const AIW = ["AIW", "Akta Ikrar Wakaf", "akta ikrar"] as const;
const BPN = ["BPN", "Kantor Pertanahan", "Badan Pertanahan", "ATR"] as const;
const TWO_WITNESSES = [
  "2 saksi", "dua saksi", "2 (dua) saksi", "2 orang saksi", "dua orang saksi", "2 (dua) orang saksi",
  "minimal 2", "minimal dua", "paling sedikit 2", "paling sedikit dua", "sekurang-kurangnya 2",
  "sekurang-kurangnya dua", "sedikitnya 2", "sedikitnya dua",
] as const;
const SEVEN_WORKDAYS = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja"] as const;
const TEN_PERCENT = ["10%", "10 %", "10 persen", "sepuluh persen", "10 (sepuluh) persen"] as const;
const ONE_THIRD = ["1/3", "sepertiga", "satu pertiga", "⅓", "1 per 3", "1/3-nya"] as const;
const FIVE_YEARS = ["5 tahun", "lima tahun", "5 (lima) tahun"] as const;
const FINE_500M = ["500 juta", "Rp500", "Rp 500", "Rp.500", "Rp. 500", "lima ratus juta", "500.000.000"] as const;
const THREE_PEOPLE = [
  "3 orang", "tiga orang", "3 (tiga) orang", "minimal 3", "minimal tiga", "paling sedikit 3",
  "paling sedikit tiga", "sekurang-kurangnya 3", "sekurang-kurangnya tiga", "sedikitnya 3", "sedikitnya tiga",
] as const;
const FREE = [
  "Rp0", "Rp 0", "Rp.0", "Rp. 0", "gratis", "tanpa biaya", "tidak dipungut biaya", "tidak dikenakan biaya",
  "tidak ada biaya", "bebas biaya", "nol rupiah", "tidak berbayar", "cuma-cuma", "tidak dipungut",
  "tidak bayar", "tidak perlu membayar", "tidak perlu bayar", "free",
] as const;
const CANNOT_CANCEL = [
  "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tak dapat dibatalkan",
  "tak bisa dibatalkan", "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh ditarik",
  "tidak dapat diambil kembali", "tidak bisa diambil kembali", "tidak boleh diambil kembali",
  "tidak dapat diminta kembali", "tidak bisa diminta kembali", "tidak boleh diminta kembali",
  "tidak dapat dicabut", "tidak bisa dicabut", "tidak boleh dicabut", "tidak dapat dikembalikan",
  "tidak bisa dikembalikan", "tidak boleh dikembalikan",
  "Pasal 3 ", "Pasal 3)", "Pasal 3,", "Pasal 3.", "Pasal 3;",
] as const;
// Negation or prohibition, used together with a verb element (e.g. "jual") so that
// "tidak boleh dijaminkan, disita, ... dijual" passes as well as "tidak boleh dijual".
const NEGATION = [
  "tidak boleh", "tidak dapat", "tidak bisa", "tak boleh", "tak dapat", "tak bisa", "dilarang", "larangan",
  "Pasal 40", "haram", "tidak diperbolehkan", "tidak diperkenankan", "tidak sah",
] as const;
const SELL = ["jual"] as const; // dijual, menjual, diperjualbelikan, penjualan
const COLLATERAL = ["jamin", "agun", "hak tanggungan", "gadai"] as const;
const FOREVER = [
  "selama-lamanya", "selamanya", "seterusnya", "tanpa batas waktu", "tidak terbatas", "tidak dibatasi",
  "tidak boleh dibatasi", "tidak dapat dibatasi", "tidak bisa dibatasi", "permanen", "abadi", "Pasal 18",
] as const;
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "anjuran", "mustahab", "sukarela"] as const;
const JARIYAH = ["jariyah", "jariah"] as const;
const ALL_HEIRS = [
  "semua ahli waris", "seluruh ahli waris", "para ahli waris", "ahli waris lain", "ahli waris yang lain",
  "setiap ahli waris", "masing-masing ahli waris", "semua waris", "seluruh waris", "dibagi dulu",
  "dibagi terlebih dahulu", "dibagi lebih dulu", "dibagi lebih dahulu", "milik bersama",
] as const;
const CONTINUES = [
  "tetap berlaku", "tetap sah", "tidak batal", "tidak gugur", "tetap berjalan", "tetap berlanjut",
  "terus berjalan", "tetap menjadi wakaf", "tetap wakaf", "tetap berstatus wakaf", "tidak kembali",
  "tidak menjadi milik", "bukan milik", "tidak beralih", "wakafnya tetap", "wakaf tetap", "berlanjut",
  "tidak membatalkan", "tidak hilang",
] as const;
const NON_MUSLIM_OK = [
  "Pasal 8", "syarat agama", "mensyaratkan agama", "tidak disyaratkan", "tidak mensyaratkan",
  "tidak menetapkan agama", "tidak menentukan agama", "agama apa pun", "agama apapun", "tidak harus muslim",
  "tidak harus beragama Islam", "tidak wajib muslim", "tidak wajib beragama Islam", "non-Muslim boleh",
  "non-Muslim dapat", "non-Muslim bisa", "nonmuslim boleh", "nonmuslim dapat", "nonmuslim bisa",
  "non muslim boleh", "non muslim dapat", "non muslim bisa", "tidak ada syarat", "tanpa syarat agama",
  "boleh menjadi wakif", "dapat menjadi wakif", "bisa menjadi wakif", "bisa jadi wakif", "boleh jadi wakif",
  "tidak mengatur agama", "tidak menyebut agama",
] as const;
const NAZHIR_MUSLIM = [
  "beragama Islam", "Pasal 10", "harus Islam", "wajib Islam", "harus muslim", "wajib muslim",
  "seorang muslim", "orang Islam", "harus beragama", "wajib beragama",
] as const;
const LKS = ["LKS", "Lembaga Keuangan Syariah", "bank syariah"] as const;
// "atas nama ..." forms only: bare "nama nazhir" also met "ganti nama nazhir" (the Rp0 change-of-nazhir answers).
const NAME_OF_NAZHIR = [
  "atas nama nazhir", "atas nama nadzir", "atas nama nazir", "atas nama nadhir", "atas nama nadir",
  "a.n. nazhir", "a.n. nadzir", "a.n. nazir", "a.n nazhir", "an. nazhir", "atas nama pihak nazhir",
  "atas nama lembaga nazhir", "atas nama para nazhir", "atas nama pengelola", "dengan nama nazhir",
  "nama nazhir sebagai", "nama nazhir selaku", "nama nazhir, bukan", "nama nazhir (bukan", "nama nazhir, tetapi",
  "nama nazhir, namun", "nama nazhir tetapi", "nama nazhir namun", "nama nazhir dan bukan",
] as const;
// "benda tidak bergerak" does not contain "benda bergerak".
const MOVABLE = [
  "benda bergerak", "harta bergerak", "barang bergerak", "wakaf bergerak", "aset bergerak", "bergerak selain uang",
  "Pasal 16",
] as const;
const VEHICLE = ["kendaraan", "motor", "mobil"] as const;
const KAMARUDDIN = ["Kamaruddin Amin", "Kamarudin Amin", "Kamaruddin", "Kamarudin"] as const;
const JABAR_CERT_PCT = ["55,95", "55.95", "56%", "56 persen", "55,9", "55.9", "48.123", "48123"] as const;
const QURAN = ["Ali Imran", "Ali 'Imran", "Āli", "Ali ‘Imran", "Ali-Imran", "Al-Baqarah", "Al Baqarah", "3:92", "3]: 92", "2:261", "2]: 261"] as const;
// Not bare "kuasa": it also meets "dimiliki dan dikuasai" (Pasal 15 answers).
const SURAT_KUASA = [
  "surat kuasa", "memberi kuasa", "memberikan kuasa", "pemberian kuasa", "penerima kuasa", "pemberi kuasa",
  "kuasa kepada", "dikuasakan", "menguasakan", "kuasanya", "menunjuk kuasa", "melalui kuasa", "lewat kuasa",
  "dengan kuasa", "seorang kuasa", "kuasa yang", "kuasa tertulis", "kuasa dari", "sebagai kuasa",
] as const;
const SUBSTITUTE_AIW = ["Akta Pengganti", "APAIW", "W.3", "W3", "W-3"] as const;
const PRINCIPAL_KEPT = [
  "tidak boleh", "tidak dapat", "tidak bisa", "dilarang", "harus tetap", "wajib dijaga", "harus dijaga",
  "tetap utuh", "terjaga", "dipertahankan", "tidak berkurang", "tidak habis", "tidak boleh habis",
] as const;
const NOT_OK_COLLATERAL = [
  "tidak boleh", "tidak dapat", "tidak bisa", "tidak sah", "dilarang", "belum bisa", "belum dapat",
  "belum boleh", "tidak diperbolehkan", "harus bebas", "wajib bebas", "bebas dari", "dilunasi", "tidak sedang",
] as const;

// ---- elements that pin a loose check to the fact its question asks ----
// Pasal 3 is about wakaf that has been pledged (diikrarkan).
const IKRARED = [
  "ikrarkan", "sudah ikrar", "telah ikrar", "setelah ikrar", "sesudah ikrar", "begitu ikrar", "pernah ikrar",
  "ikrar sudah", "ikrar telah", "ikrar wakaf sudah", "ikrar wakaf telah", "sudah berikrar", "telah berikrar",
  "Pasal 3 ", "Pasal 3)", "Pasal 3,", "Pasal 3.", "Pasal 3;",
] as const;
// APAIW is for an old wakaf never recorded, e.g. when the wakif has died.
const APAIW_CASE = [
  "meninggal", "wafat", "tercatat", "dicatat", "terdaftar", "tidak pernah", "belum pernah", "lisan", "wakaf lama",
] as const;
// Land to be given must be free of collateral (PP 42/2006 Pasal 17 ayat 3; KHI Pasal 217).
const PLEDGED_BEFORE_WAKAF = [
  "bebas", "lunas", "tidak sedang", "masih dijaminkan", "masih diagunkan", "masih menjadi jaminan",
  "masih jadi jaminan", "masih dalam jaminan", "masih menjadi agunan", "masih jadi agunan", "sedang dijaminkan",
  "sedang diagunkan", "sedang menjadi jaminan", "sedang jadi jaminan", "status jaminan", "status agunan",
  "terikat", "beban", "roya", "Pasal 17", "Pasal 217",
] as const;
// Wakaf property already given may not be pledged (Pasal 40; sanction Pasal 67).
const PLEDGE_BAN_BASIS = [
  "Pasal 40", "Pasal 67", "sita", "dihibahkan", "diwariskan", "ditukar", "dialihkan", "pidana", "penjara",
  "denda", "500 juta", "Rp500", "Rp 500",
] as const;
// The Pasal 40 ban (its article, its other verbs), the exchange route, or the sanction.
const SALE_BAN_BASIS = [
  "Pasal 40", "Pasal 41", "Pasal 67", "tukar", "ruislag", "pidana", "penjara", "sita", "diwariskan", "dihibahkan",
  "dijaminkan", "diagunkan",
] as const;
const INHERIT_BAN = [
  "diwariskan", "diwarisi", "Pasal 40", "dijadikan warisan", "menjadi warisan", "menjadi harta warisan",
  "bukan warisan", "bukan harta warisan", "bukan lagi harta", "tidak termasuk warisan",
  "tidak termasuk harta warisan", "tidak termasuk harta peninggalan", "bukan harta peninggalan",
  "tidak dapat dibagi", "tidak bisa dibagi", "tidak boleh dibagi", "bukan milik ahli waris",
] as const;
// When a nazhir dies he is replaced (Pasal 45); registration in his name never made him the owner.
const NAZHIR_REPLACED_NOT_OWNER = [
  "ganti", "Pasal 45", "bukan pemilik", "bukan milik", "tidak menjadi milik", "tidak menjadikan", "hanya pengelola",
  "sebagai pengelola", "tidak memiliki",
] as const;
const NAZHIR_REPLACE = ["ganti", "Pasal 45"] as const; // diganti, mengganti, penggantian, pengganti, pergantian
const NAZHIR_DIED = ["meninggal", "wafat", "Pasal 45", "pupus", "tutup usia", "mangkat"] as const;
// Exchange / change of status (Pasal 41): the Menteri's written permission on BWI's approval.
const EXCHANGE = ["tukar", "ruislag", "Pasal 41", "perubahan status", "ubah status"] as const;
const BWI_APPROVAL = ["setuju", "tertulis", "Pasal 41", "rekomendasi", "pertimbangan"] as const;
const EXCHANGE_GROUNDS = [
  "tidak dapat dipergunakan", "tidak dapat digunakan", "tidak bisa digunakan", "tidak bisa dipergunakan",
  "tidak dapat dimanfaatkan", "tidak bisa dimanfaatkan", "tidak lagi", "tidak dapat lagi", "tidak bisa lagi",
  "tidak terpakai", "tidak dipakai", "mendesak", "kepentingan umum", "tata ruang", "RUTR", "nilai",
] as const;
const AT_LEAST_EQUAL = [
  "sekurang-kurangnya", "paling sedikit", "minimal", "setidaknya", "tidak kurang", "tidak lebih rendah", "sama",
  "seimbang", "sebanding", "setara", "lebih",
] as const;
// Change of use (perubahan peruntukan) needs BWI's permission (Pasal 44).
const CHANGE_OF_USE = [
  "perubahan peruntukan", "ubah peruntukan", "ganti peruntukan", "penggantian peruntukan", "peruntukannya diubah",
  "peruntukan diubah", "peruntukannya berubah", "peruntukan berubah", "alih fungsi", "alih peruntukan",
  "mengalihkan peruntukan", "peralihan peruntukan", "Pasal 44", "menyimpang dari peruntukan", "di luar peruntukan",
  "selain peruntukan", "tidak sesuai peruntukan", "tidak sesuai dengan peruntukan", "berbeda dari peruntukan",
  "peruntukan lain",
] as const;
const PERMISSION = ["izin", "persetujuan", "setuju", "Pasal 44"] as const;
// Wakaf uang goes through an LKS appointed by the Menteri (LKS-PWU, Pasal 28).
const LKS_APPOINTED = [
  "ditunjuk", "menunjuk", "penunjukan", "PWU", "Penerima Wakaf Uang", "Pasal 28", "ditetapkan", "resmi",
  "terdaftar", "mitra BWI",
] as const;
const BPN_FEE_BASIS = [
  "BPN", "Pertanahan", "ATR", "PNBP", "PP 128", "PP No. 128", "PP Nomor 128", "128/2015", "128 Tahun 2015",
] as const;
// The AIW at the KUA: usually free, only meterai and photocopies cost money.
const AIW_FEE_CONTEXT = [
  "meterai", "materai", "fotokopi", "fotocopy", "fotocopi", "foto kopi", "di KUA", "pembuatan AIW",
  "pembuatan akta", "membuat AIW", "membuat akta",
] as const;
// Pasal 8 sets no religion for the wakif: the answer has to speak about religion.
// ("agama" alone would also meet "Kementerian Agama".)
const RELIGION_OF_WAKIF = [
  "non-Muslim", "nonmuslim", "non muslim", "non-Islam", "nonislam", "bukan Islam", "bukan orang Islam",
  "bukan muslim", "bukan beragama Islam", "selain Islam", "tidak beragama Islam", "Katolik", "syarat agama",
  "syaratkan agama", "persyaratan agama", "agama tertentu", "agama apa", "agama wakif", "agamanya", "beragama apa",
  "beda agama", "berbeda agama", "lintas agama", "harus muslim", "harus beragama Islam", "wajib muslim",
  "wajib beragama Islam", "harus Islam", "wajib Islam", "disyaratkan beragama", "disyaratkan Islam",
  "disyaratkan muslim", "soal agama", "hal agama", "menyebut agama", "mengatur agama", "menetapkan agama",
  "menentukan agama", "muslim maupun",
] as const;
// PP 42/2006 Pasal 18 ayat (1): land held as hak milik only for ever; time limits only for HGB / hak pakai.
const LAND_HAK_MILIK = ["hak milik", "tanah milik", "SHM", "Pasal 18", "hak guna bangunan", "HGB", "hak pakai"] as const;
const PROXY_CASE = [
  "wakil", "berhalangan", "tidak dapat hadir", "tidak bisa hadir", "tidak dapat datang", "tidak bisa datang",
  "tidak mampu hadir", "tidak mampu datang", "tidak sanggup", "sakit", "Pasal 18", "2 saksi", "dua saksi",
  "2 orang saksi", "dua orang saksi", "2 (dua) saksi", "2 (dua) orang saksi",
] as const;
const VILLAGE_HEAD = ["desa", "lurah", "camat", "WK"] as const; // "lurah" also meets "kelurahan"
const WASIAT = ["wasiat", "wasiyat", "Pasal 24", "Pasal 25"] as const;
const NAZHIR_TERM = [
  "perpanjang", "jabatan", "menjabat", "masa bakti", "masa tugas", "masa kerja", "periode", "diangkat kembali",
  "dapat diangkat",
] as const;
// Pasal 23: the nazhir sets the peruntukan when the wakif did not.
const USE_NOT_STATED = [
  "Pasal 23", "tidak menetapkan", "tidak menentukan", "tidak ditetapkan", "tidak ditentukan", "belum ditetapkan",
  "belum ditentukan", "tidak menyebut", "tidak disebut", "tidak dinyatakan", "tidak menyatakan", "tidak bilang",
  "tidak mengatakan", "tanpa menyebut", "tanpa menetapkan", "tanpa menentukan", "tidak jelas", "tidak ada peruntukan",
  "belum ada peruntukan",
] as const;
// Hibah makes the recipient the owner; wakaf does not.
const HIBAH_OWNERSHIP = [
  "milik penerima", "penerima hibah", "pemilik baru", "menjadi pemilik", "menjadi hak milik", "pindah", "beralih",
  "peralihan", "dimiliki penerima", "dimiliki oleh penerima", "kepemilikan",
] as const;
// Pasal 7: the wakif may be a badan hukum (in line with its anggaran dasar), not only a person.
const COMPANY_AS_WAKIF = [
  "anggaran dasar", "Pasal 7", "wakif dapat", "wakif bisa", "wakif boleh", "wakif badan hukum", "wakif berupa",
  "wakif yaitu", "wakif adalah", "wakif terdiri", "wakif meliputi", "sebagai wakif", "menjadi wakif", "jadi wakif",
  "wakif perseorangan", "wakif perorangan", "wakif organisasi", "wakif juga", "wakif tidak hanya", "wakif tak hanya",
  "wakif bukan hanya", "wakifnya",
] as const;
// Land without a certificate (Pasal 16: hak atas tanah, registered or not).
const UNCERTIFIED_LAND = [
  "girik", "Letter C", "AJB", "Petok", "tanah adat", "belum bersertifikat", "belum bersertipikat", "tanpa sertifikat",
  "tanpa sertipikat", "tidak bersertifikat", "belum terdaftar", "tidak terdaftar", "terdaftar maupun",
  "belum bersertifikasi",
] as const;

export const HELD_OUT_30_IN_FIELD: readonly EvalCase[] = [
  // ---- story ----
  { question: "Bapak saya, Pak Dadang di Cikalong, tahun lalu sudah ikrar wakaf tanah 200 meter buat madrasah di KUA. Sekarang adik saya butuh modal usaha dan minta tanah itu ditarik lagi. Apa wakaf yang sudah diikrarkan bisa dibatalkan?", mustContain: [CANNOT_CANCEL, IKRARED] }, // story
  { question: "Ibu saya mau mewakafkan sebidang tanah ke DKM Al-Ikhlas di kampung. KTP dan sertifikat sudah kami siapkan. Katanya harus bawa saksi juga ke KUA, berapa orang saksinya?", mustContain: [TWO_WITNESSES, ["saksi"]] }, // story // close call: the fact asked is just "2 saksi", which every ikrar/document answer legitimately states
  { question: "Kakek saya dulu mewakafkan tanah untuk musala cuma dengan omongan di depan warga, tidak pernah dicatat di KUA. Sekarang kakek sudah meninggal. Akta apa yang bisa dibuat KUA supaya wakaf itu tercatat?", mustContain: [SUBSTITUTE_AIW, APAIW_CASE] }, // story
  { question: "Pak Ujang di Sukaresmi mau wakaf sawahnya untuk pesantren, tapi sertifikat sawah itu masih jadi jaminan pinjaman di bank. Boleh tidak tanah yang masih diagunkan diwakafkan?", mustContain: [NOT_OK_COLLATERAL, COLLATERAL, PLEDGED_BEFORE_WAKAF] }, // story
  { question: "Saya Rina dari Garut. Almarhum ayah meninggalkan tanah yang belum dibagi waris, kami lima bersaudara. Kakak sulung mau mewakafkan tanah itu ke masjid atas namanya sendiri. Apa cukup dia saja yang tanda tangan?", mustContain: [ALL_HEIRS] }, // story 1.13
  { question: "Nazhir masjid kami, Pak Haji Oman, meninggal bulan lalu. Sertifikat tanah wakafnya tertulis atas nama beliau sebagai nazhir. Apakah wakafnya jadi batal dan tanahnya kembali ke keluarga beliau?", mustContain: [CONTINUES, NAZHIR_REPLACED_NOT_OWNER] }, // story 1.13
  { question: "Pak RT di kampung kami bilang tanah wakaf bekas lapangan dijual saja ke developer, uangnya buat renovasi masjid. Pengurus DKM ragu. Sebenarnya tanah wakaf boleh dijual tidak?", mustContain: [SELL, NEGATION, SALE_BAN_BASIS] }, // story
  { question: "Desa kami kena proyek pelebaran jalan tol dan sebagian tanah wakaf makam ikut terkena. Katanya akan diganti tanah lain. Izin dari siapa yang diperlukan supaya tanah wakaf itu boleh ditukar?", mustContain: [MENTERI, BWI, EXCHANGE, BWI_APPROVAL] }, // story 1.13
  { question: "Bu Enok punya tabungan lima juta dan ingin wakaf uang untuk beasiswa anak yatim. Kata tetangga, wakaf uang tidak bisa dititipkan ke sembarang orang. Lewat lembaga apa seharusnya wakaf uang disetorkan?", mustContain: [LKS, LKS_APPOINTED] }, // story
  { question: "Tetangga saya, Pak Asep, sudah wakaf uang satu juta lewat bank syariah. Dia tanya ke saya, bukti apa yang seharusnya dia terima dari bank itu?", mustContain: [["Sertifikat Wakaf Uang", "sertifikat wakaf"]] }, // story
  { question: "Saya baru ditunjuk jadi nazhir kebun wakaf di Cibiru. Pengurus lain bilang nazhir boleh ambil bagian dari hasil kebun. Maksimal berapa bagian yang boleh diambil nazhir?", mustContain: [TEN_PERCENT] }, // story
  { question: "Keluarga kami mewakafkan tanah 150 meter untuk TPA dan kemarin sudah ikrar di KUA. Berapa lama batas waktu KUA mendaftarkan tanah itu ke BPN?", mustContain: [SEVEN_WORKDAYS, BPN] }, // story
  { question: "Pak Karta tetangga kami beragama Katolik dan orangnya baik sekali. Dia ingin memberikan sebidang tanahnya untuk masjid kampung sebagai wakaf. Apakah orang yang bukan Islam boleh jadi wakif?", mustContain: [NON_MUSLIM_OK, RELIGION_OF_WAKIF] }, // story 1.13
  { question: "Pengurus DKM di Majalaya ingin memakai sebagian halaman masjid wakaf untuk parkir berbayar dan warung. Di akta ikrarnya peruntukannya cuma masjid. Harus minta izin ke siapa dulu?", mustContain: [BWI, CHANGE_OF_USE, PERMISSION] }, // story 1.13
  { question: "Almarhumah nenek sebelum wafat berpesan agar sebagian hartanya diwakafkan ke pesantren. Hartanya rumah dan kebun. Paling banyak berapa bagian harta yang boleh diwakafkan lewat wasiat seperti itu?", mustContain: [ONE_THIRD] }, // story 1.13
  { question: "Saya Dedi, guru honorer, ingin berwakaf tapi tidak punya tanah. Mertua bilang wakaf itu harus tanah. Apa saja selain tanah yang bisa diwakafkan?", mustContain: [["uang"], ["kendaraan", "logam mulia", "emas", "surat berharga", "saham", "kekayaan intelektual", "HKI", "hak sewa"]] }, // story
  { question: "Keluarga Pak Endang sudah ikrar wakaf tanah untuk madrasah di KUA. Nanti setelah BPN selesai memproses, sertifikat tanah wakafnya atas nama siapa?", mustContain: [NAME_OF_NAZHIR] }, // story
  { question: "Pak Hendra di Bandung mau wakaf tanahnya yang SHM, tapi hanya 20 tahun, setelah itu tanahnya kembali ke anak-anak. Bisa tidak wakaf tanah hak milik dibatasi waktunya?", mustContain: [FOREVER, LAND_HAK_MILIK] }, // story 1.13
  { question: "Saya Iis, bendahara DKM. Kami mau membentuk nazhir perorangan untuk tanah wakaf baru. Minimal berapa orang nazhirnya, dan apa ada syarat tempat tinggal?", mustContain: [THREE_PEOPLE, ["kecamatan"]] }, // story
  { question: "Bapak saya ingin mewakafkan kebun, tapi beliau sudah sepuh dan sakit stroke, tidak kuat datang ke KUA. Apakah ikrarnya bisa diwakilkan orang lain?", mustContain: [SURAT_KUASA, PROXY_CASE] }, // story
  { question: "Di kampung saya di Tasik, nazhir kebun kelapa wakaf ketahuan diam-diam mau menjual tanahnya ke orang kota. Kalau sampai dijual, apa ancaman hukumannya?", mustContain: [FIVE_YEARS, FINE_500M] }, // story
  { question: "Pak Yayat mau mewakafkan setengah dari tanahnya yang 400 meter untuk musala, sertifikatnya cuma satu. Katanya daftar wakaf di BPN gratis. Biaya apa yang mungkin tetap harus dibayar?", mustContain: [["ukur"], ["pecah", "mecah", "pemisahan", "dipisah", "pisah bidang", "pisah sertifikat", "pisah sertipikat", "terpisah", "split", "sertifikat tersendiri", "sertipikat tersendiri", "sertifikat sendiri", "sertipikat sendiri"]] }, // story
  { question: "Tanah yang mau diwakafkan bapak saya belum bersertifikat, cuma ada girik. Selain girik, surat keterangan apa dari desa yang harus dibawa ke KUA?", mustContain: [["sengketa", "WK", "perwakafan tanah milik"], VILLAGE_HEAD] }, // story
  { question: "Saya Asih di Cianjur. Suami ingin mewakafkan sebagian emas perhiasan kami untuk pembangunan pesantren. Apakah emas termasuk harta yang boleh diwakafkan?", mustContain: [["logam mulia", "emas ", "emas,", "emas.", "emas)", "emas/", "emas:", "perhiasan"], MOVABLE] }, // story
  { question: "Waktu pengajian, ustaz bilang rukun wakaf ada empat. Tapi anak saya yang kuliah hukum bilang di UU 41 Tahun 2004 hitungannya beda. Menurut undang-undang itu, unsur wakaf ada berapa?", mustContain: [["enam", "6 unsur", "6 (enam)"], ["jangka waktu"]] }, // story
  { question: "Pak Maman mewakafkan tanah untuk sekolah sepuluh tahun lalu. Sekarang beliau sudah wafat dan cucunya menuntut tanah itu dibagi sebagai warisan. Apakah tanah wakaf bisa diwariskan?", mustContain: [INHERIT_BAN, NEGATION] }, // story
  { question: "DKM kami punya sawah wakaf satu hektar yang lama terbengkalai. Ada usul disewakan dan hasilnya untuk honor guru ngaji. Apakah tanah wakaf memang boleh dikelola produktif begitu?", mustContain: [["produktif"], ["Pasal 42", "Pasal 43", "wajib", "pokok", "utuh", "terjaga"]] }, // story
  { question: "Ibu saya bingung, tetangga bilang hibah tanah ke masjid dan wakaf tanah ke masjid itu sama saja. Apa beda pokok hibah dengan wakaf?", mustContain: [["milik"], SELL, ["hibah"], HIBAH_OWNERSHIP] }, // story 1.13
  { question: "Masjid kami di pinggir sungai sering banjir, jadi DKM mau menukar tanah wakafnya dengan tanah di tempat lain. Tanah penggantinya harus seperti apa?", mustContain: [["nilai"], ["manfaat"], ["tukar", "ganti", "ruislag"], AT_LEAST_EQUAL] }, // story 1.13
  { question: "Pak Lurah bilang di pengajian bahwa wakaf itu wajib seperti zakat, jadi ayah saya merasa berdosa karena belum wakaf. Apa benar wakaf itu wajib?", mustContain: [SUNNAH] }, // story 1.13
  { question: "Sebelum meninggal, bapak berpesan di depan keluarga agar kebunnya diwakafkan untuk madrasah. Supaya wasiat wakaf seperti itu sah, perlu disaksikan berapa orang?", mustContain: [TWO_WITNESSES, WASIAT] }, // story 1.13
  { question: "Pak Oji, nazhir musala di Cimahi, dimintai dua juta oleh calo untuk mengurus sertifikat tanah wakaf. Berapa sebenarnya biaya pendaftaran tanah wakaf di BPN?", mustContain: [FREE, BPN_FEE_BASIS] }, // story
  { question: "Saya diangkat jadi nazhir tanah wakaf madrasah sejak 2021. Teman saya bilang jabatan nazhir ada masanya. Berapa lama masa jabatan nazhir?", mustContain: [FIVE_YEARS, NAZHIR_TERM] }, // story
  { question: "Almarhum kakek menyerahkan tanah ke nazhir sebagai wakaf, tapi waktu ikrar tidak bilang untuk apa tanah itu. Siapa yang boleh menentukan peruntukannya?", mustContain: [NAZHIR, ["Pasal 23", "tujuan", "fungsi"], USE_NOT_STATED] }, // story
  { question: "Saya nazhir di Bekasi dan ingin konsultasi langsung ke BWI, tapi ke Jakarta jauh. Apakah BWI punya kantor perwakilan di Jawa Barat?", mustContain: [["Perwakilan Jawa Barat", "Perwakilan Jabar", "BWI Jawa Barat", "BWI Jabar", "BWI Provinsi Jawa Barat", "perwakilan BWI", "perwakilan di Jawa Barat"]] }, // story

  // ---- su ----
  { question: "Punten, abdi badé ngawakafkeun taneuh kanggo masjid di lembur. Naon waé syarat-syarat nu kedah dibawa ka KUA?", mustContain: [["KTP"], ["sertifikat", "sertipikat", "SHM", "girik", "Letter C", "AJB", "bukti kepemilikan", "bukti hak"], ["saksi"]] }, // su
  { question: "Sabaraha lami KUA kedah ngadaptarkeun taneuh wakaf ka BPN saatos akta ikrar wakaf ditandatanganan?", mustContain: [SEVEN_WORKDAYS, BPN] }, // su
  { question: "Kang, upami janten nazhir teh kenging nyandak upah tina hasil wakaf teu? Sabaraha persén maksimalna?", mustContain: [TEN_PERCENT] }, // su
  { question: "Bapa abdi tos ikrar wakaf taneuh kanggo madrasah, ayeuna hoyong dicandak deui margi butuh artos. Tiasa dibatalkeun teu wakaf nu tos diikrarkeun?", mustContain: [CANNOT_CANCEL, IKRARED] }, // su
  { question: "Naon bédana wakif sareng nazhir? Abdi sok lieur upami ngadangu di pangaosan.", mustContain: [["mewakafkan", "pemberi wakaf", "yang berwakaf", "memberikan", "menyerahkan"], ["kelola", "menerima"]] }, // su
  { question: "Abdi teu gaduh taneuh, tiasa teu wakaf ku artos? Ngaliwatan naon kedahna?", mustContain: [LKS, LKS_APPOINTED] }, // su
  { question: "Abdi damel di Malaysia, tiasa teu wakaf uang langsung ngangge ringgit?", mustContain: [["rupiah"]] }, // su
  { question: "Taneuh warisan ti almarhum bapa can dibagi, tapi lanceuk abdi hoyong ngawakafkeun sadayana ka masjid. Kenging teu upami ngan anjeunna nyalira nu tanda tangan?", mustContain: [ALL_HEIRS] }, // su 1.13
  { question: "Nazhir masjid di lembur abdi tos pupus. Saha nu ngagentos nazhirna?", mustContain: [BWI, NAZHIR_REPLACE, NAZHIR_DIED] }, // su 1.13
  { question: "Upami ngaganti nami nazhir dina sertipikat taneuh wakaf di BPN, kedah mayar sabaraha?", mustContain: [FREE, ["ganti", "ubah", "balik nama"]] }, // su 1.13
  { question: "Wakaf taneuh hak milik tiasa teu samentawis wungkul, contona 10 taun, teras dipulangkeun deui ka kulawarga?", mustContain: [FOREVER, LAND_HAK_MILIK] }, // su 1.13
  { question: "DKM badé ngajual taneuh wakaf nu teu kapaké, artosna badé dianggo mésér taneuh di tempat sanés. Kumaha aturanana?", mustContain: [["tukar", "ruislag"], BWI_OR_MENTERI] }, // su 1.13
  { question: "Hukumna wakaf teh naon? Wajib sapertos zakat atanapi sunat?", mustContain: [SUNNAH] }, // su 1.13
  { question: "Saksi kanggo ikrar wakaf di KUA kedah sabaraha urang?", mustContain: [TWO_WITNESSES, ["saksi"]] }, // su // close call: the fact asked is just "2 saksi", which every ikrar/document answer legitimately states
  { question: "Abdi sanés muslim, tapi hoyong ngawakafkeun taneuh kanggo sakola di lembur. Tiasa teu abdi janten wakif?", mustContain: [NON_MUSLIM_OK, RELIGION_OF_WAKIF] }, // su 1.13
  { question: "Nazhir wakaf teh kedah urang Islam teu?", mustContain: [NAZHIR_MUSLIM] }, // su 1.13
  { question: "Pangurus hoyong ngadamel warung di halaman masjid wakaf. Kedah idin heula ka saha?", mustContain: [BWI, CHANGE_OF_USE, PERMISSION] }, // su 1.13
  { question: "Sabaraha hukumanana pikeun jalma nu ngajual taneuh wakaf?", mustContain: [FIVE_YEARS, FINE_500M] }, // su
  { question: "Akta ikrar wakaf teh saha nu ngadamelna?", mustContain: [PPAIW, ["membuat", "dibuat", "pembuat", "menerbitkan", "diterbitkan", "mengeluarkan", "dikeluarkan", "menyusun", "disusun"]] }, // su // close call: the answer is PPAIW/Kepala KUA, whom every land-procedure answer legitimately names as maker of the AIW
  { question: "Naon waé rukun wakaf numutkeun para ulama?", mustContain: [["mauquf bih", "mawquf bih", "harta yang diwakafkan", "harta benda wakaf", "benda yang diwakafkan", "barang yang diwakafkan"], ["alaih", "penerima manfaat"], ["sighat", "shighat", "sigat", "ikrar"], ["empat", "4 rukun", "4 (empat)", "ada 4", "4 hal", "4 perkara", "sighat", "shighat", "sigat", "shigat"]] }, // su
  { question: "Sertipikat taneuh wakaf nu dikaluarkeun ku BPN teh atas nami saha?", mustContain: [NAME_OF_NAZHIR] }, // su
  { question: "Nazhir perorangan teh minimal kedah sabaraha urang?", mustContain: [THREE_PEOPLE] }, // su
  { question: "Abdi hoyong ngawakafkeun mobil kanggo ambulans masjid. Tiasa teu mobil diwakafkeun?", mustContain: [VEHICLE, MOVABLE] }, // su
  { question: "Bapa abdi hoyong wakaf ngaliwatan wasiat. Kedah aya sabaraha saksi?", mustContain: [TWO_WITNESSES, WASIAT] }, // su 1.13
  { question: "Pangurus masjid di lembur ngajaminkeun sertipikat taneuh wakaf ka bank kanggo nginjeum artos. Kenging teu kitu?", mustContain: [NEGATION, COLLATERAL, PLEDGE_BAN_BASIS] }, // su
  { question: "Saha ketua BWI ayeuna?", mustContain: [KAMARUDDIN] }, // su
  { question: "Sabaraha persén taneuh wakaf di Jawa Barat nu tos gaduh sertipikat?", mustContain: [JABAR_CERT_PCT] }, // su
  { question: "Naon ari wakaf produktif teh? Conto-contona kumaha?", mustContain: [["produktif"], ["sewa", "tani", "usaha", "investasi", "sawah", "kebun"], ["pokok", "utuh", "terjaga", "hasil"]] }, // su
  { question: "Upami wakif nuju gering teu tiasa sumping ka KUA, kumaha ikrarna?", mustContain: [SURAT_KUASA, PROXY_CASE] }, // su
  { question: "Nazhir tiasa teu ngarobih peruntukan taneuh wakaf tanpa idin?", mustContain: [BWI, CHANGE_OF_USE, PERMISSION] }, // su 1.13
  { question: "Dupi ngadamel Akta Ikrar Wakaf di KUA teh mayar teu?", mustContain: [FREE, AIW_FEE_CONTEXT] }, // su
  { question: "Dalil Al-Qur'an ngeunaan wakaf teh ayat naon?", mustContain: [QURAN] }, // su // close call: the question asks the Qur'anic basis, and any answer citing QS Ali 'Imran 92 or Al-Baqarah 261 legitimately answers it
  { question: "Hadis ngeunaan amal nu teu pegat sanajan jalmina tos maot teh naon waé?", mustContain: [JARIYAH, ["ilmu"], ["anak"]] }, // su
  { question: "Abdi hoyong janten nazhir perorangan, naon waé syaratna?", mustContain: [["WNI", "Warga Negara Indonesia"], ["amanah"]] }, // su
  { question: "Upami di MPP Kota Bogor, ngurus pendaftaran taneuh wakaf di BPN teh sabaraha dinten?", mustContain: [["5 hari", "lima hari", "5 (lima) hari"]] }, // su

  // ---- formal ----
  { question: "Berdasarkan Pasal 1 angka 4 Undang-Undang Nomor 41 Tahun 2004, siapakah yang dimaksud dengan nazhir?", mustContain: [["menerima"], ["kelola"]] }, // formal
  { question: "Mohon penjelasan mengenai syarat wakif perseorangan sebagaimana diatur dalam Pasal 8 ayat (1) UU Wakaf.", mustContain: [["dewasa"], ["berakal", "akal sehat"], ["pemilik sah", "pemilik yang sah", "pemilik harta", "milik sah", "secara sah"], ["terhalang", "perbuatan hukum", "cakap"]] }, // formal
  { question: "Apa saja tugas nazhir menurut Pasal 11 Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf?", mustContain: [["administrasi"], ["lapor"]] }, // formal
  { question: "Apakah harta benda wakaf yang terkena rencana umum tata ruang untuk kepentingan umum dapat diubah statusnya menurut Pasal 41 UU Wakaf, dan atas izin siapa?", mustContain: [MENTERI, BWI, EXCHANGE, BWI_APPROVAL] }, // formal 1.13
  { question: "Menurut PP Nomor 42 Tahun 2006, selain untuk kepentingan umum, dalam keadaan apa penukaran harta benda wakaf dapat diberikan izin?", mustContain: [["tidak dapat dipergunakan", "tidak dapat digunakan", "tidak bisa digunakan", "tidak bisa dipergunakan", "tidak dapat dimanfaatkan", "tidak bisa dimanfaatkan", "tidak lagi", "tidak dapat lagi", "tidak bisa lagi"], ["mendesak"]] }, // formal 1.13
  { question: "Bagaimana ketentuan jangka waktu wakaf atas tanah hak milik menurut Pasal 18 ayat (1) PP Nomor 42 Tahun 2006?", mustContain: [FOREVER, LAND_HAK_MILIK] }, // formal 1.13
  { question: "Berapa batas maksimal harta peninggalan yang dapat diwakafkan melalui wasiat menurut UU Nomor 41 Tahun 2004?", mustContain: [ONE_THIRD] }, // formal 1.13
  { question: "Dalam hal nazhir perseorangan meninggal dunia, lembaga mana yang melakukan penggantian nazhir menurut Pasal 45 UU Wakaf?", mustContain: [BWI, NAZHIR_REPLACE, NAZHIR_DIED] }, // formal 1.13
  { question: "Apa sanksi pidana bagi pihak yang dengan sengaja menjaminkan atau menjual harta benda wakaf menurut Pasal 67 ayat (1) UU Nomor 41 Tahun 2004?", mustContain: [FIVE_YEARS, FINE_500M] }, // formal
  { question: "Untuk peruntukan apa saja harta benda wakaf dapat digunakan menurut Pasal 22 UU Wakaf?", mustContain: [["ibadah"], ["pendidikan"], ["fakir miskin", "yatim", "anak terlantar", "beasiswa"], ["ekonomi"]] }, // formal
  { question: "Kapan anggota Badan Wakaf Indonesia pertama kali diangkat, dan berdasarkan keputusan apa?", mustContain: [["2007"], ["75/M", "Keppres", "Keputusan Presiden"]] }, // formal
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia menurut Pasal 49 UU Nomor 41 Tahun 2004?", mustContain: [["bina"], ["tukar", "perubahan peruntukan", "perubahan status", "memberhentikan", "penggantian nazhir", "mengganti nazhir"]] }, // formal
  { question: "Apa hukum wakaf uang menurut Fatwa MUI tanggal 11 Mei 2002, dan bagaimana ketentuan mengenai nilai pokoknya?", mustContain: [["jawaz", "boleh", "diperbolehkan", "dibolehkan", "mubah"], ["pokok"]] }, // formal
  { question: "Dalam berapa hari Lembaga Keuangan Syariah wajib mendaftarkan wakaf uang kepada Menteri setelah Sertifikat Wakaf Uang diterbitkan?", mustContain: [SEVEN_WORKDAYS, ["LKS", "Lembaga Keuangan Syariah", "bank syariah", "Pasal 30", "wakaf uang", "Sertifikat Wakaf Uang"]] }, // formal
  { question: "Mohon dijelaskan perbedaan jumlah rukun wakaf menurut jumhur ulama dengan jumlah unsur wakaf menurut Pasal 6 UU Nomor 41 Tahun 2004.", mustContain: [["empat", "4 rukun", "4 (empat)"], ["enam", "6 unsur", "6 (enam)"]] }, // formal
  { question: "Peraturan Menteri Agama manakah yang mengatur tata cara perwakafan benda tidak bergerak dan benda bergerak selain uang?", mustContain: [["PMA 73", "Nomor 73", "No. 73", "No 73", "73 Tahun 2013", "73/2013"]] }, // formal // close call: the answer is the regulation number, which every answer listing the wakaf regulations legitimately names
  { question: "Apa dasar hukum pembebasan biaya pendaftaran tanah wakaf di Kantor Pertanahan?", mustContain: [["128/2015", "128 Tahun 2015", "PP 128", "Nomor 128", "No. 128", "13/2010", "13 Tahun 2010"]] }, // formal
  { question: "Berdasarkan Pasal 43 UU Wakaf, lembaga apa yang digunakan apabila pengelolaan harta benda wakaf secara produktif memerlukan penjaminan?", mustContain: [["penjamin syariah", "penjaminan syariah", "lembaga penjamin"]] }, // formal
  { question: "Formulir apa yang digunakan PPAIW untuk pengesahan nazhir perseorangan dalam proses perwakafan tanah?", mustContain: [["W.5", "W5", "W-5", "W 5"]] }, // formal
  { question: "Bagaimana Pasal 40 UU Nomor 41 Tahun 2004 mengatur larangan terhadap harta benda yang sudah diwakafkan?", mustContain: [COLLATERAL, ["sita"], SELL, ["waris"]] }, // formal
  { question: "Apakah seseorang yang tidak beragama Islam dapat bertindak sebagai wakif menurut Pasal 8 UU Nomor 41 Tahun 2004?", mustContain: [NON_MUSLIM_OK, RELIGION_OF_WAKIF] }, // formal 1.13
  { question: "Apakah hukum berwakaf dalam Islam, dan termasuk jenis amal apakah wakaf itu?", mustContain: [SUNNAH, JARIYAH] }, // formal 1.13
  { question: "Apabila tanah yang akan diwakafkan merupakan harta warisan yang belum dibagi, siapa yang harus memberikan persetujuan?", mustContain: [ALL_HEIRS] }, // formal 1.13
  { question: "Mohon penjelasan perbedaan antara wakaf dan wasiat, khususnya mengenai saat berlakunya dan batas jumlah hartanya.", mustContain: [["meninggal", "wafat", "kematian"], ONE_THIRD] }, // formal 1.13
  { question: "Berapa jumlah bidang tanah wakaf di Indonesia menurut data SIWAK per Januari 2025, dan berapa yang belum bersertifikat?", mustContain: [["561.909", "561 ribu", "561,9 ribu", "561909", "561.9"], ["297.211", "297 ribu", "297,2 ribu", "297211", "297.2"]] }, // formal

  // ---- chat ----
  { question: "wakaf tu sbnrnya apa sih artinya", mustContain: [["memisahkan", "menyerahkan"], ["ibadah", "kesejahteraan"]] }, // chat
  { question: "brp saksi klo mau ikrar wakaf di kua?", mustContain: [TWO_WITNESSES, ["saksi"]] }, // chat // close call: the fact asked is just "2 saksi", which every ikrar/document answer legitimately states
  { question: "nazhir dpt bagian brp persen dr hasil wakaf", mustContain: [TEN_PERCENT] }, // chat
  { question: "wakaf yg udh diikrarin bisa dibatalin ga sih", mustContain: [CANNOT_CANCEL, IKRARED] }, // chat
  { question: "tanah wakaf blh dijual gak min", mustContain: [SELL, NEGATION, SALE_BAN_BASIS] }, // chat
  { question: "biaya bikin sertifikat tanah wakaf di bpn brp ya", mustContain: [FREE, BPN_FEE_BASIS] }, // chat
  { question: "kalo mau wakaf uang setornya lewat mana ya", mustContain: [LKS, LKS_APPOINTED] }, // chat
  { question: "nazhir perorangan hrs didaftarin kmn", mustContain: [MENTERI, BWI, ["melalui KUA", "lewat KUA", "via KUA", "KUA setempat", "ke KUA", "di KUA", "KUA kecamatan", "Kantor Urusan Agama"], ["daftar", "registrasi"]] }, // chat
  { question: "ppaiw tu siapa sih", mustContain: [["Pejabat Pembuat Akta Ikrar Wakaf", "pejabat pembuat akta"]] }, // chat
  { question: "abis ikrar brp hari kua daftarin tanahnya ke bpn", mustContain: [SEVEN_WORKDAYS, BPN] }, // chat
  { question: "tanah warisan blm dibagi blh diwakafin 1 org aja ga", mustContain: [ALL_HEIRS] }, // chat 1.13
  { question: "nazhirnya meninggal, gmn nasib tanah wakafnya", mustContain: [CONTINUES, NAZHIR_REPLACED_NOT_OWNER] }, // chat 1.13
  { question: "wakaf tanah bs dibatesin 5 thn aja ga trs balik lg", mustContain: [FOREVER, LAND_HAK_MILIK] }, // chat 1.13
  { question: "org non muslim blh wakaf ga?", mustContain: [NON_MUSLIM_OK, RELIGION_OF_WAKIF] }, // chat 1.13
  { question: "tanah wakaf kena jalan tol, mau dituker. izinnya ke siapa", mustContain: [MENTERI, BWI, EXCHANGE, BWI_APPROVAL] }, // chat 1.13
  { question: "dkm mau bikin kios di tanah masjid wakaf, perlu izin siapa", mustContain: [BWI, CHANGE_OF_USE, PERMISSION] }, // chat 1.13
  { question: "wasiat wakaf maks brp bagian harta", mustContain: [ONE_THIRD] }, // chat 1.13
  { question: "wakaf hukumnya wajib ya?", mustContain: [SUNNAH] }, // chat 1.13
  { question: "beda wakaf sm zakat apaan", mustContain: [["wajib"], ["sunnah", "sunah", "sunat", "sukarela", "tidak wajib", "dianjurkan", "anjuran"]] }, // chat 1.13
  { question: "hibah sm wakaf bedanya apa", mustContain: [["milik"], SELL, ["hibah"], HIBAH_OWNERSHIP] }, // chat 1.13
  { question: "nazhir hrs islam ga", mustContain: [NAZHIR_MUSLIM] }, // chat 1.13
  { question: "wakaf tanah ke kua bawa apa aja syaratnya", mustContain: [["KTP"], ["sertifikat", "SHM", "girik", "Letter C", "AJB", "bukti kepemilikan", "bukti hak"], ["saksi"]] }, // chat
  { question: "ada biaya ga bikin akta ikrar wakaf di kua", mustContain: [FREE, AIW_FEE_CONTEXT] }, // chat
  { question: "wkf tanah yg msh dijaminin ke bank bisa ga", mustContain: [NOT_OK_COLLATERAL, COLLATERAL, PLEDGED_BEFORE_WAKAF] }, // chat
  { question: "perusahaan bisa wakaf ga, ato cm perorangan?", mustContain: [["badan hukum", "anggaran dasar"], COMPANY_AS_WAKIF] }, // chat
  { question: "isi akta ikrar wakaf apa aja", mustContain: [["identitas", "nama"], ["peruntukan"], ["jangka waktu"]] }, // chat
  { question: "masa jabatan nazhir brp thn", mustContain: [FIVE_YEARS, NAZHIR_TERM] }, // chat
  { question: "kalo jual tanah wakaf hukumannya apa", mustContain: [FIVE_YEARS, FINE_500M] }, // chat
  { question: "bwi tu apa", mustContain: [["Badan Wakaf Indonesia"], ["independen"]] }, // chat
  { question: "ketua bwi skrg sapa", mustContain: [KAMARUDDIN] }, // chat
  { question: "wakaf uang udh kekumpul brp se indonesia", mustContain: [["2,3 triliun", "2,3 T", "2.3 triliun", "2,3 trilyun", "Rp2,3", "Rp 2,3"]] }, // chat
  { question: "tanah wakaf di jabar ada brp bidang", mustContain: [["87.795", "87 ribu", "87,8 ribu", "87795", "87.8"]] }, // chat
  { question: "bs wakaf motor ga", mustContain: [VEHICLE, MOVABLE] }, // chat
  { question: "wakaf saham bisa?", mustContain: [["surat berharga", "saham"], ["benda bergerak", "harta bergerak", "barang bergerak", "Pasal 16", "MUI", "fatwa"]] }, // chat
  { question: "apa itu mauquf alaih", mustContain: [["alaih", "alayh"], ["menerima manfaat", "penerima manfaat", "penerima wakaf", "yang menerima", "penerimanya"]] }, // chat
  { question: "mauquf bih artinya?", mustContain: [["uf bih", "ufbih"], ["harta benda yang diwakafkan", "harta yang diwakafkan", "benda yang diwakafkan", "barang yang diwakafkan", "harta benda wakaf", "harta wakaf"]] }, // chat
  { question: "kua bisa bantu urusan wakaf apa aja sih", mustContain: [AIW, ["SIWAK", "Sistem Informasi Wakaf", "pendataan", "mendata", "data wakaf", "data tanah", "data harta", "data perwakafan", "database", "pangkalan data"], ["bimbing", "mengesahkan", "pengesahan", "disahkan", "mensahkan", "W.5", "W5"]] }, // chat
  { question: "siwak tu apa", mustContain: [["Sistem Informasi Wakaf"]] }, // chat
  { question: "apa itu e-aiw", mustContain: [["SIWAK", "siwak.kemenag.go.id"], ["digital", "online", "elektronik", "daring"]] }, // chat
  { question: "w.2 itu form apa?", mustContain: [["W.2", "W2", "W-2", "W 2"], AIW] }, // chat
  { question: "surat WK dr desa isinya apa", mustContain: [["sengketa", "perwakafan tanah milik"], VILLAGE_HEAD] }, // chat
  { question: "biaya ukur tanah wakaf 100 meter di jabar kira2 brp", mustContain: [["120.000", "120 ribu", "Rp120", "Rp 120", "seratus dua puluh ribu"]] }, // chat
  { question: "aplikasi buat cek biaya sertifikat wakaf apa ya", mustContain: [["Sentuh Tanahku"]] }, // chat
  { question: "uang wakaf blh dipake abis ga buat bayar listrik masjid", mustContain: [["pokok"], PRINCIPAL_KEPT] }, // chat
  { question: "al baqarah 261 isinya ttg apa", mustContain: [["tujuh tangkai", "7 tangkai", "tujuh bulir", "7 bulir"], ["seratus", "100 biji"]] }, // chat
  { question: "hadis sedekah jariyah riwayat siapa", mustContain: [["HR Muslim", "H.R. Muslim", "riwayat Muslim", "Imam Muslim", "Muslim no", "1631", "(Muslim"]] }, // chat
  { question: "umar wakaf tanah dmn sih", mustContain: [["Khaibar", "Khaybar"]] }, // chat // close call: the answer is one place name, which every answer citing Umar's hadith legitimately names
  { question: "ruislag apaan", mustContain: [["tukar"]] }, // chat 1.13
  { question: "tanah wakaf ga kepake blh dituker? syaratnya apa", mustContain: [MENTERI, BWI, EXCHANGE_GROUNDS] }, // chat 1.13
  { question: "nazhir blh ganti peruntukan wakaf sendiri ga", mustContain: [BWI, CHANGE_OF_USE, PERMISSION] }, // chat 1.13
  { question: "wakaf lewat wasiat perlu saksi brp", mustContain: [TWO_WITNESSES, WASIAT] }, // chat 1.13
  { question: "tanah bapak blm sertifikat, cm girik, bs diwakafin?", mustContain: [UNCERTIFIED_LAND, ["bisa", "dapat", "boleh"], ["surat keterangan", "WK", "sengketa", "desa", "kelurahan", "pertama kali", "pendaftaran pertama"]] }, // chat
  { question: "anggota bwi brp org", mustContain: [["20–30", "20-30", "20 sampai 30", "20 hingga 30", "20 s.d. 30", "20 s/d 30", "20 – 30", "20 - 30", "dua puluh"]] }, // chat
  { question: "wakaf pohon catin tu program apa", mustContain: [["ekoteologi", "Asta Protas", "Berdampak"]] }, // chat
  { question: "perban bwi 1 thn 2020 ttg apa", mustContain: [["pengelolaan dan pengembangan"], ["2020"]] }, // chat
];

export const HELD_OUT_30_OUT_OF_FIELD: readonly EvalCase[] = [
  // ---- kua ----
  { question: "Syarat daftar nikah di KUA apa saja ya? Saya rencananya nikah bulan depan." }, // kua
  { question: "Punten, upami nikah di bumi di luar jam kantor KUA, biayana sabaraha?" }, // kua
  { question: "Bagaimana prosedur rujuk setelah talak satu dan dokumen apa yang harus dibawa ke KUA?" }, // kua
  { question: "buku nikah sy ilang kebakar, gmn cara bikin duplikatnya" }, // kua
  { question: "Orang tua saya nikah siri tahun 90-an. Isbat nikahnya diurus di mana dan apa syaratnya?" }, // kua
  { question: "jadwal manasik haji reguler di kua kapan ya thn ini" }, // kua
  { question: "Zakat fitrah tahun ini berapa per jiwa kalau dibayar pakai uang di Bandung?" }, // kua
  { question: "Abdi badé ngukur arah kiblat masjid anyar di lembur, tiasa dibantosan ku KUA?" }, // kua
  { question: "Bagaimana cara mengajukan sertifikasi halal gratis untuk UMKM keripik melalui pendamping proses produk halal?" }, // kua
  { question: "bimwin catin wajib ga? jadwalnya kapan" }, // kua
  { question: "zakat penghasilan 2,5% itu dihitung dr gaji kotor ato bersih?" }, // kua
  { question: "Kumaha carana ngadaptarkeun umroh? Naha tiasa ngaliwatan KUA?" }, // kua
  { question: "Saya mau bercerai dari suami. Apakah gugatannya diajukan ke KUA atau ke pengadilan?" }, // kua
  { question: "Mohon informasi cara mendaftarkan data masjid baru ke sistem informasi masjid Kementerian Agama." }, // kua
  { question: "rumah tangga sy lg ribut trs, kua ada layanan konseling keluarga ga?" }, // kua

  // ---- trap ----
  { question: "Sertifikat SHM rumah saya hilang waktu pindahan. Bagaimana cara mengurus sertifikat pengganti di BPN?" }, // trap
  { question: "akta kelahiran anak sy salah nama, benerinnya ke disdukcapil ya?" }, // trap
  { question: "Bagaimana pembagian warisan menurut faraid jika ahli warisnya istri, dua anak laki-laki, dan satu anak perempuan?" }, // trap
  { question: "hibah rumah dr ortu ke anak kena pajak BPHTB ga?" }, // trap
  { question: "Abdi kénging serat panggilan janten saksi di pengadilan negeri kanggo kasus maling motor. Wajib sumping teu?" }, // trap
  { question: "Saya pernah nazar kalau lulus mau puasa tiga hari, tapi sampai sekarang belum saya laksanakan. Bagaimana cara menebusnya?" }, // trap
  { question: "bikin akta jual beli rumah di PPAT biayanya brp persen?" }, // trap
  { question: "Tanah kavling yang saya beli ternyata sengketa batas dengan tetangga. Harus lapor ke mana dulu?" }, // trap
  { question: "surat keterangan ahli waris buat nyairin tabungan almarhum bapak di bank ngurusnya di kelurahan ya?" }, // trap
  { question: "Sertipikat vaksin abdi teu muncul dina aplikasi SatuSehat, kumaha?" }, // trap

  // ---- other ----
  { question: "cuaca bandung besok hujan ga" }, // other
  { question: "harga cabe rawit di pasar skrg brp sekilo" }, // other
  { question: "Perpanjangan SIM A sekarang bisa online lewat aplikasi apa?" }, // other
  { question: "bpjs kesehatan nunggak 6 bulan, gmn cara aktifin lg" }, // other
  { question: "KTP éléktronik abdi leungit, kumaha carana ngadamel deui?" }, // other
  { question: "resep seblak ceker yg enak gmn" }, // other
  { question: "Jadwal kereta Argo Parahyangan dari Bandung ke Gambir jam berapa saja?" }, // other
  { question: "persib maen kapan lawan persija?" }, // other
  { question: "hp sy ga bisa ngecas, rusak di port ato baterai ya" }, // other
  { question: "Bagaimana alur pendaftaran SMP negeri di Kabupaten Bandung tahun ajaran ini?" }, // other
  { question: "anak sy demam 39 derajat udh 2 hari, perlu ke dokter ga" }, // other
  { question: "Kumaha carana ngadamel peuyeum nu amis tur teu haseum teuing?" }, // other
  { question: "cara bayar pajak motor online di jabar gmn" }, // other
  { question: "Berapa tarif listrik per kWh untuk golongan 1.300 VA bulan ini?" }, // other
  { question: "cara daftar kartu prakerja gimana" }, // other
  { question: "Di mana tempat wisata curug yang bagus dekat Lembang?" }, // other
  { question: "Mohon informasi persyaratan pembuatan paspor baru di Kantor Imigrasi Bandung." }, // other
  { question: "lowongan kerja pabrik di cikarang ada ga" }, // other
  { question: "Pupuk naon nu saé kanggo paré di sawah tadah hujan?" }, // other
  { question: "harga pertalite skrg brp seliter" }, // other
];
