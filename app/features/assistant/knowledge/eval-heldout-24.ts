// Held-out set 24 (issue 35): written on 2026-12-07 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";
// Kinds, noted in a comment after each case: su = Sundanese / Sundanese-mixed, story = long story,
// formal = formal complete question, chat = informal chat Indonesian; "1.13" = section 1.13 of the fact sheet.
// Notes in a comment: [GK] = the fact sheet marks the fact as general knowledge / unverified;
// [local] = the fact is a local or single-office example in the fact sheet.

const TWO_WITNESSES: readonly string[] = [
  "2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi",
  "2 (dua) saksi", "dua (2) saksi", "2 (dua) orang saksi", "dua (2) orang saksi",
];
const SEVEN_WORKDAYS: readonly string[] = [
  "7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja", "tujuh (7) hari kerja",
];
const BWI: readonly string[] = ["BWI", "Badan Wakaf Indonesia"];
const TEN_PERCENT: readonly string[] = [
  "10%", "10 %", "10 persen", "sepuluh persen", "10 (sepuluh) persen", "sepuluh (10) persen",
];
const NOT_REVOCABLE: readonly string[] = [
  "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan",
  "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh ditarik",
  "tidak dapat diambil kembali", "tidak bisa diambil kembali", "tidak boleh diambil kembali",
  "tidak dapat dicabut", "tidak bisa dicabut", "tidak boleh dicabut",
];
const ONE_THIRD: readonly string[] = ["1/3", "sepertiga", "satu pertiga", "satu per tiga"];
const FOREVER: readonly string[] = [
  "selama-lamanya", "selamanya", "tidak terbatas", "tanpa batas waktu", "tanpa jangka waktu",
  "permanen", "abadi", "salamina",
];
const HAK_MILIK: readonly string[] = ["hak milik", "SHM"];
// Not plain "menteri": it is a substring of "kementerian".
const MENTERI_PERMISSION: readonly string[] = [
  "izin menteri", "izin dari menteri", "izin tertulis menteri", "izin tertulis dari menteri", "persetujuan menteri",
  "menteri agama", "oleh menteri", "dari menteri", "izin menag", "dari menag",
];
const SAME_VALUE: readonly string[] = [
  "sekurang-kurangnya sama", "paling sedikit sama", "minimal sama", "setidaknya sama",
  "sebanding", "setara", "seimbang", "tidak kurang", "nilai dan manfaat", "manfaat dan nilai",
  "sama nilai", "sama manfaat",
];
const EXCHANGE: readonly string[] = ["tukar", "ruislag"];
const PERMISSION: readonly string[] = ["izin", "persetujuan"];
const FIVE_YEARS: readonly string[] = ["5 tahun", "lima tahun", "5 (lima) tahun", "lima (5) tahun"];
const FIVE_HUNDRED_MILLION: readonly string[] = [
  "500 juta", "500.000.000", "lima ratus juta", "Rp500", "Rp 500", "Rp.500", "Rp. 500",
];
const LKS: readonly string[] = ["LKS", "Lembaga Keuangan Syariah", "bank syariah"];
const JARIYAH: readonly string[] = ["jariyah", "jariah"];
const SUNNAH: readonly string[] = [
  "sunnah", "sunah", "dianjurkan", "mustahab", "sukarela", "tidak wajib", "bukan wajib", "bukan kewajiban",
];
const FREE_OF_CHARGE: readonly string[] = [
  "Rp0", "Rp 0", "Rp.0", "Rp. 0", "gratis", "tidak dipungut biaya", "tanpa biaya", "nol rupiah",
  "bebas biaya", "tidak dikenakan biaya", "tidak ada biaya", "bebas PNBP", "cuma-cuma",
];
const MEASUREMENT: readonly string[] = ["pengukuran", "ukur"];
const ALL_HEIRS: readonly string[] = [
  "seluruh ahli waris", "semua ahli waris", "para ahli waris", "ahli waris lain", "ahli waris yang lain",
  "persetujuan ahli waris", "persetujuan seluruh", "persetujuan semua",
];
const LAWFUL_OWNER: readonly string[] = [
  "pemilik sah", "pemilik yang sah", "milik sah", "secara sah", "pasal 8",
];
const PPAIW: readonly string[] = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf", "Kepala KUA"];
const LAND_OFFICE: readonly string[] = ["BPN", "Badan Pertanahan", "Kantor Pertanahan", "Kantah"];
const THREE_PEOPLE: readonly string[] = [
  "3 orang", "tiga orang", "minimal 3", "minimal tiga", "sekurang-kurangnya 3", "sekurang-kurangnya tiga",
  "paling sedikit 3", "paling sedikit tiga", "3 (tiga) orang", "tiga (3) orang",
];
// " AIW" with a leading space so that "PPAIW" alone does not meet it.
const AIW_DEED: readonly string[] = ["akta ikrar", " AIW", "(AIW", "\"AIW"];
const NO_RELIGION_FOR_WAKIF: readonly string[] = [
  "pasal 8", "tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat agama",
  "tidak harus beragama", "tidak harus muslim", "tidak harus islam", "tidak menentukan agama",
  "tidak mewajibkan", "tidak menyebut agama",
];
const NAZHIR_MUSLIM: readonly string[] = [
  "pasal 10", "beragama islam", "harus muslim", "wajib muslim", "harus islam", "nazhir harus", "nazhir wajib",
];
const REPLACED: readonly string[] = [
  "diganti", "penggantian", "pengganti", "mengganti", "diberhentikan", "pemberhentian",
];
const WAKAF_CONTINUES: readonly string[] = [
  "tetap", "berlanjut", "tidak batal", "tidak berakhir", "tidak gugur", "tidak membatalkan",
  "tidak hapus", "tidak hilang", "tidak putus",
];
const MAUQUF: readonly string[] = ["mauquf", "mawquf", "maukuf"];
const SIGHAT: readonly string[] = ["sighat", "shighat", "sigat", "sighah", "shighah", "shigat"];
const FOUR: readonly string[] = ["empat", "4 rukun", "4 (empat)"];
const SIX: readonly string[] = ["enam", "6 unsur", "6 (enam)"];
const NOT_ALLOWED: readonly string[] = [
  "dilarang", "tidak boleh", "tidak dapat", "tidak bisa", "tidak diperbolehkan", "tidak dibenarkan", "pasal 40",
];
const DISPUTE_FREE: readonly string[] = [
  "tidak dalam sengketa", "tidak sengketa", "bebas sengketa", "bebas dari sengketa", "tidak bersengketa",
  "tidak sedang sengketa", "tidak dalam keadaan sengketa", "tidak sedang dalam sengketa",
];
const COLLATERAL: readonly string[] = [
  "jaminan", "dijaminkan", "agunan", "diagunkan", "gadai", "digadaikan", "tanggungan", "hak tanggungan",
];

// Added in the audit of over-broad checks: the full terms, so that a neighbouring topic that only
// says "mauquf" (or "bih" inside "lebih", "alaih" inside "shallallahu 'alaihi") does not meet them.
const MAUQUF_BIH: readonly string[] = ["mauquf bih", "mauquf-bih", "mauqufbih", "mawquf bih", "mawquf-bih", "mawqufbih", "maukuf bih", "maukuf-bih", "maukufbih"];
const MAUQUF_ALAIH: readonly string[] = ["mauquf 'alaih", "mauquf 'alayh", "mauquf ‘alaih", "mauquf ‘alayh", "mauquf ’alaih", "mauquf ’alayh", "mauquf `alaih", "mauquf `alayh", "mauquf ʿalaih", "mauquf ʿalayh", "mauquf ʻalaih", "mauquf ʻalayh", "mauquf ʼalaih", "mauquf ʼalayh", "mauquf alaih", "mauquf alayh", "mauquf-'alaih", "mauquf-'alayh", "mauquf-alaih", "mauquf-alayh", "mawquf 'alaih", "mawquf 'alayh", "mawquf ‘alaih", "mawquf ‘alayh", "mawquf ’alaih", "mawquf ’alayh", "mawquf `alaih", "mawquf `alayh", "mawquf ʿalaih", "mawquf ʿalayh", "mawquf ʻalaih", "mawquf ʻalayh", "mawquf ʼalaih", "mawquf ʼalayh", "mawquf alaih", "mawquf alayh", "mawquf-'alaih", "mawquf-'alayh", "mawquf-alaih", "mawquf-alayh", "maukuf 'alaih", "maukuf 'alayh", "maukuf ‘alaih", "maukuf ‘alayh", "maukuf ’alaih", "maukuf ’alayh", "maukuf `alaih", "maukuf `alayh", "maukuf ʿalaih", "maukuf ʿalayh", "maukuf ʻalaih", "maukuf ʻalayh", "maukuf ʼalaih", "maukuf ʼalayh", "maukuf alaih", "maukuf alayh", "maukuf-'alaih", "maukuf-'alayh", "maukuf-alaih", "maukuf-alayh"];
const NAZHIR_WORD: readonly string[] = ["nazhir", "nadzir", "nazir", "nadhir"];
const SANE: readonly string[] = [
  "berakal", "akal", "waras", "sehat jiwa", "sehat rohani", "cakap", "perbuatan hukum", "tindakan hukum", "terhalang",
];

export const HELD_OUT_24_IN_FIELD: readonly EvalCase[] = [
  // ---- batch 1: definitions, basics, elements, wakif, nazhir ----
  { question: "min wakaf tuh artinya apa sih menurut undang2? pengertian resminya gmn", mustContain: [["memisahkan", "menyerahkan", "dipisahkan", "diserahkan"], ["kesejahteraan umum", "kesejahteraan"]] }, // chat 1.1
  { question: "Punten, naon ari wakif teh? Naha sami sareng nazhir?", mustContain: [["mewakafkan", "pemberi wakaf", "yang berwakaf", "memberikan wakaf", "menyerahkan harta"], ["mengelola", "pengelola", "dikelola", "menerima harta"]] }, // su 1.1
  { question: "Apa yang dimaksud dengan mauquf 'alaih dalam perwakafan?", mustContain: [["penerima manfaat", "menerima manfaat", "pihak yang ditunjuk", "penerima hasil"], MAUQUF_ALAIH] }, // formal 1.1
  { question: "PPAIW tuh singkatan dr apa kak? di kecamatan yg jd PPAIW siapa", mustContain: [["Pejabat Pembuat Akta Ikrar Wakaf", "pejabat pembuat akta ikrar"], ["Kepala KUA"]] }, // chat 1.1
  { question: "Apa fungsi Akta Ikrar Wakaf, dan keterangan apa saja yang sekurang-kurangnya harus dimuat di dalamnya?", mustContain: [["bukti"], ["jangka waktu"], ["identitas", "nama"]] }, // formal 1.7
  { question: "Kang, ari mauquf bih teh naon hartosna?", mustContain: [["harta yang diwakafkan", "harta benda yang diwakafkan", "benda yang diwakafkan", "barang yang diwakafkan"], MAUQUF_BIH] }, // su 1.1
  { question: "Almarhum bapak saya dulu mewakafkan sebidang tanah untuk musala kampung, dan akta ikrarnya sudah dibuat di KUA sekitar sepuluh tahun lalu. Sekarang ekonomi keluarga kami sedang susah dan adik saya butuh tempat untuk membangun rumah. Ada saudara yang bilang tanah itu bisa diminta kembali karena kami ahli warisnya. Apa benar keluarga boleh menarik kembali tanah wakaf itu?", mustContain: [NOT_REVOCABLE] }, // story 1.2
  { question: "wakaf yg udh diikrarin bs dibatalin gk sih? misal wakifnya berubah pikiran", mustContain: [NOT_REVOCABLE] }, // chat 1.2
  { question: "Upami nazhir masjid diganti ku nu anyar, naha wakafna janten batal?", mustContain: [["tidak membatalkan", "tidak batal", "tetap sah", "tidak menjadi batal", "tidak menyebabkan", "tetap berlaku", "tidak otomatis", "tidak gugur", "tetap berjalan", "tidak berakhir", "teu batal"]] }, // su 1.2
  { question: "Kakek saya mewakafkan kebun kepada sebuah yayasan dan sudah dibuatkan AIW. Belakangan kakek dan ketua yayasan membuat surat pernyataan bermeterai bahwa kebun itu kembali ke keluarga kalau yayasan tidak memakainya lagi. Sekarang yayasannya memang sudah tidak aktif dan kebunnya terbengkalai. Apakah surat bermeterai itu bisa dipakai keluarga untuk mengambil kebun itu kembali?", mustContain: [[...NOT_REVOCABLE, "mengesampingkan", "mengalahkan", "tidak dapat mengubah", "tidak bisa mengubah"], ["surat", "meterai", "materai", "pernyataan", "perjanjian", "kesepakatan", "dokumen"]] }, // story 1.2
  { question: "Pasal berapa dalam UU Nomor 41 Tahun 2004 yang menyatakan bahwa wakaf yang telah diikrarkan tidak dapat dibatalkan?", mustContain: [["pasal 3 ", "pasal 3)", "pasal 3,", "pasal 3.", "pasal 3;", "pasal 3\n", "pasal tiga"]] }, // formal 1.2
  { question: "Sebutkan unsur-unsur wakaf sebagaimana diatur dalam Pasal 6 UU Nomor 41 Tahun 2004.", mustContain: [["jangka waktu"], ["peruntukan"], ["ikrar"]] }, // formal 1.3
  { question: "unsur wakaf tuh ada brp sih? katanya jangka waktu jg termasuk ya", mustContain: [SIX, ["peruntukan"]] }, // chat 1.3
  { question: "Numutkeun undang-undang, naon wae unsur wakaf teh? Nazhir kalebet teu?", mustContain: [["jangka waktu"], ["peruntukan"]] }, // su 1.3
  { question: "syarat org yg mau wakaf apa aja? anak umur 15 thn blh wakaf gk", mustContain: [["dewasa"], LAWFUL_OWNER, SANE, ["belum dewasa", "15", "lima belas", "di bawah umur", "belum cukup umur", "belum baligh", "belum balig", "anak"]] }, // chat 1.4
  { question: "Punten, yayasan atanapi PT tiasa ngawakafkeun harta teu? Aya sarat husus?", mustContain: [["anggaran dasar"]] }, // su 1.4
  { question: "Apa saja persyaratan wakif perseorangan menurut Pasal 8 ayat (1) UU 41/2004?", mustContain: [["dewasa"], ["berakal"], ["perbuatan hukum"], ["pemilik", "milik sah", "secara sah", "miliknya", "milik sendiri", "kepemilikan"]] }, // formal 1.4
  { question: "Nenek saya umurnya sudah 85 tahun dan pikun berat, sering tidak mengenali anak-anaknya. Sawah atas nama nenek rencananya mau diwakafkan oleh paman saya untuk pesantren, karena paman yang selama ini merawat nenek. Paman bilang cukup dia saja yang tanda tangan di KUA. Apakah wakaf seperti itu sah?", mustContain: [["berakal"], LAWFUL_OWNER] }, // story 1.4
  { question: "syarat jd nazhir apa aja kak? hrs org islam gk", mustContain: [["WNI", "warga negara indonesia"], ["amanah"]] }, // chat 1.5
  { question: "Abdi diangkat janten nazhir ku DKM, naon wae sarat nazhir perseorangan teh?", mustContain: [["amanah"], ["jasmani", "rohani"]] }, // su 1.5
  { question: "Apa saja tugas nazhir menurut Pasal 11 UU Nomor 41 Tahun 2004?", mustContain: [["mengadministrasikan", "administrasi"], ["melapor", "laporan", "pelaporan"], BWI] }, // formal 1.5
  { question: "nazhir wajib laporan ke siapa sih?", mustContain: [BWI, ["lapor"]] }, // chat 1.5
  { question: "Di kampung kami ada sawah wakaf setengah hektar yang dikelola tiga orang nazhir. Hasil panennya dipakai untuk honor guru ngaji dan perawatan madrasah. Para nazhir selama ini bekerja tanpa dibayar dan mulai kewalahan. Bolehkah mereka mengambil bagian dari hasil sawah itu untuk diri sendiri, dan berapa batasnya?", mustContain: [TEN_PERCENT] }, // story 1.5
  { question: "Nazhir teh kenging nyandak bagian ti hasil ngokolakeun wakaf? Sabaraha persen pangageungna?", mustContain: [TEN_PERCENT] }, // su 1.5
  { question: "nazhir blh digaji gk dr hasil wakaf? mentok brp persen", mustContain: [TEN_PERCENT] }, // chat 1.5
  { question: "Warga sepakat tanah wakaf dari almarhum Haji Dadang akan diurus oleh nazhir perorangan. Awalnya kami mau menunjuk Ustadz Ali saja sebagai nazhir tunggal karena beliau paling dipercaya. Tapi ada yang bilang satu orang tidak cukup, dan ada keluarga almarhum yang tinggal di Bekasi ingin ikut jadi nazhir. Berapa orang minimal nazhir perorangan, dan apakah harus ada yang tinggal dekat tanah itu?", mustContain: [THREE_PEOPLE, ["kecamatan"]] }, // story 1.5 (PP 42/2006 rule; sheet: check whether PP 25/2018 changed it [GK])
  { question: "nazhir perorangan blh cm 1 org aja gk sih", mustContain: [THREE_PEOPLE] }, // chat 1.5 (PP 25/2018 caveat [GK])
  { question: "Sabaraha taun masa tugas nazhir teh? Upami tos beres tiasa diangkat deui?", mustContain: [FIVE_YEARS, ["diperpanjang", "perpanjang", "diangkat kembali", "diangkat lagi", "dapat diangkat"]] }, // su 1.5 (PP 25/2018 caveat [GK])
  { question: "Sertifikat tanah wakaf masjid di desa kami tertulis atas nama Pak Haji Oman sebagai nazhir. Beliau baru meninggal, dan anak-anaknya sekarang merasa tanah itu bagian dari warisan ayah mereka karena namanya ada di sertifikat. Mereka bahkan sudah mulai membicarakan pembagiannya. Apakah nama nazhir di sertifikat membuat tanah itu menjadi milik nazhir?", mustContain: [["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak menjadikan", "bukan berarti", "tidak menjadi milik", "tidak dapat diwariskan", "tidak boleh diwariskan", "tidak bisa diwariskan", "dilarang diwariskan"], ["atas nama", "nama nazhir", "namanya", "nama beliau", "tercantum", "tertulis", "pengelola", "mengelola", "pemegang amanah", "sertifikat"]] }, // story 1.5
  { question: "Saya dan dua teman baru saja disepakati warga menjadi nazhir tanah wakaf untuk madrasah di desa. Kami belum pernah mengurus hal seperti ini dan takut salah langkah. Pak RW bilang nazhir harus terdaftar dulu supaya resmi. Kepada siapa dan melalui kantor apa kami harus mendaftarkan diri sebagai nazhir?", mustContain: [["didaftarkan ke Menteri"], ["melalui KUA"]] }, // story 1.5 (round 25: filed under who replaces a nazhir; the check now names where a nazhir is registered)
  // ---- batch 2: property, ikrar, peruntukan, registration, protection, productive wakaf ----
  { question: "selain tanah apa aja sih yg bs diwakafin? mobil bisa gk", mustContain: [["kendaraan"], ["bergerak"]] }, // chat 1.6
  { question: "Tiasa teu ngawakafkeun emas perhiasan atanapi saham?", mustContain: [["surat berharga"], ["bergerak", "logam mulia"]] }, // su 1.6
  { question: "hak cipta buku bs diwakafin gk? sy penulis nih", mustContain: [["kekayaan intelektual", "HKI", "HaKI"], ["bergerak"]] }, // chat 1.6
  { question: "Kami punya bangunan toko dua lantai di pasar, tetapi tanahnya milik orang lain yang kami sewa jangka panjang. Ayah ingin lantai dua toko itu diwakafkan untuk tempat belajar mengaji anak-anak pedagang. Tanahnya jelas bukan milik kami. Apakah bangunan, atau sebagian bangunan saja, boleh diwakafkan?", mustContain: [["bangunan"], ["tidak bergerak"]] }, // story 1.6
  { question: "tanah yg sertifikatnya lg dijaminin ke bank bs diwakafin gk", mustContain: [COLLATERAL, ["bebas", "lunas", "tidak sedang", "tidak dalam", "belum bisa", "belum dapat", "dilunasi", "roya", "sedang dijaminkan", "sedang diagunkan", "masih dijaminkan", "masih diagunkan"]] }, // chat 1.6
  { question: "Tanah nu keur pasea wates jeung tatangga, tiasa diwakafkeun teu?", mustContain: [["sengketa"], ["harus bebas", "bebas dari", "bebas sengketa", "tidak sedang", "diselesaikan", "selesai", "belum bisa", "belum dapat", "tidak boleh", "tidak dapat", "tidak bisa"], ["bebas", "selesai", "batas", "tetangga", "perselisihan", "bersengketa", "sedang dalam sengketa", "masih dalam sengketa", "yang dalam sengketa", "sedang sengketa", "masih sengketa", "tanah sengketa", "sengketanya", "sengketa tersebut", "sengketa itu", "sengketa harus", "dulu", "dahulu"]] }, // su 1.6
  { question: "Menurut PP Nomor 42 Tahun 2006, harta benda wakaf dibagi menjadi jenis apa saja?", mustContain: [["tidak bergerak"], ["selain uang"], ["berupa uang", "tiga", "3 jenis", "3 kelompok", "3 macam", "3 golongan", "3 (tiga)", "bergerak uang", "bergerak (uang", "uang tunai", "dan uang", "wakaf uang"]] }, // formal 1.6
  { question: "ikrar wakaf hrs ada saksinya gk? brp org", mustContain: [TWO_WITNESSES, ["ikrar", "PPAIW", "Kepala KUA", "AIW"]] }, // chat 1.7
  { question: "Saksi nu kedah aya waktos ikrar wakaf teh sabaraha urang?", mustContain: [TWO_WITNESSES, ["ikrar", "PPAIW", "Kepala KUA", "AIW"]] }, // su 1.7
  { question: "Kakak saya sudah lima tahun bekerja di Malaysia dan belum bisa pulang. Ia ingin mewakafkan tanahnya di kampung untuk pemakaman umum, dan kami adik-adiknya siap mengurus semuanya di KUA. Masalahnya, katanya wakif harus hadir sendiri saat ikrar. Apakah kakak bisa diwakili, dan apa syaratnya?", mustContain: [["kuasa"], TWO_WITNESSES] }, // story 1.7
  { question: "Di hadapan pejabat siapa ikrar wakaf diucapkan, dan dalam dokumen apa ikrar itu dituangkan?", mustContain: [PPAIW, AIW_DEED] }, // formal 1.7
  { question: "ikrar wakaf blh lisan aja gk? gk usah pake tulisan", mustContain: [["lisan"], AIW_DEED] }, // chat 1.7
  { question: "Dina majelis ikrar wakaf, saha wae nu kedah sumping?", mustContain: [TWO_WITNESSES, PPAIW, ["wakif"], NAZHIR_WORD] }, // su 1.7
  { question: "Untuk keperluan apa saja harta benda wakaf dapat diperuntukkan menurut Pasal 22 UU Nomor 41 Tahun 2004?", mustContain: [["ibadah"], ["pendidikan"], ["kesehatan"], ["fakir miskin", "yatim", "beasiswa", "anak terlantar"], ["ekonomi"], ["kesejahteraan"]] }, // formal 1.8
  { question: "wakaf bs buat beasiswa anak yatim gk? atau hrs buat masjid doang", mustContain: [["pasal 22", "fakir miskin", "anak terlantar", "beasiswa", "yatim piatu"]] }, // chat 1.8
  { question: "Upami nu wakaf teu nyebatkeun tanahna kanggo naon, saha nu nangtoskeun peruntukanana?", mustContain: [["nazhir"], ["pasal 23", "menetapkan", "ditetapkan", "menentukan", "ditentukan"], ["pasal 23", "tujuan", "fungsi", "tidak menetapkan", "tidak menentukan", "tidak menyebut", "tidak disebut", "tidak ditetapkan", "tidak ditentukan", "belum ditetapkan", "belum ditentukan", "tidak dinyatakan", "tidak mencantumkan", "tidak dicantumkan", "teu nyebatkeun"]] }, // su 1.8
  { question: "Pak Darma punya tanah kosong di pinggir desa. Anak-anak desa tidak punya tempat bermain dan para pemuda sering main bola di jalan. Ia ingin mewakafkan tanah itu untuk lapangan olahraga dan taman warga, bukan untuk masjid atau sekolah. Apakah wakaf untuk keperluan seperti itu diperbolehkan?", mustContain: [["kesejahteraan umum"], ["tidak bertentangan", "sesuai syariah", "sesuai dengan syariah", "tidak melanggar"]] }, // story 1.8
  { question: "stlh AIW ditandatangani, brp lama hrs didaftarin ke BPN?", mustContain: [SEVEN_WORKDAYS] }, // chat 1.9
  { question: "Bulan lalu ayah saya menandatangani akta ikrar wakaf di KUA untuk tanah yang akan dipakai madrasah. Setelah itu kami tidak mendapat kabar apa-apa, dan pengurus madrasah menyangka kamilah yang harus membawa berkas ke kantor pertanahan. Akhirnya kami saling menunggu. Sebenarnya siapa yang wajib mendaftarkan tanah wakaf itu, dan berapa lama batas waktunya?", mustContain: [PPAIW, SEVEN_WORKDAYS] }, // story 1.9
  { question: "Saatos ikrar wakaf, saha nu nganteurkeun berkasna ka BPN? Abdi kedah angkat nyalira?", mustContain: [PPAIW, ["mendaftarkan", "didaftarkan oleh", "mengantar", "mengajukan", "menyampaikan", "W.7", "W7", "atas nama nazhir"]] }, // su 1.9
  { question: "tanah wakaf blh dijual gk sih buat bayar utang pembangunan masjid", mustContain: [["dijual", "menjual", "diperjualbelikan"], ["dilarang"], ["pasal 40"]] }, // chat 1.10 (round 25: filed under moving a wakaf; the check now names the prohibition of Pasal 40)
  { question: "Perbuatan hukum apa saja yang dilarang dilakukan terhadap harta benda yang sudah diwakafkan menurut Pasal 40 UU 41/2004?", mustContain: [["disita"], ["diwariskan"], ["dihibahkan"]] }, // formal 1.10
  { question: "Upami aya nazhir nu ngajual tanah wakaf, aya hukumanana teu? Sabaraha?", mustContain: [FIVE_YEARS, FIVE_HUNDRED_MILLION] }, // su 1.10
  { question: "Di desa sebelah, sebagian tanah makam wakaf dijual diam-diam oleh oknum pengurus kepada pengembang perumahan. Warga marah dan sudah melapor ke kepala desa, tapi pengurus itu berdalih tanahnya toh sudah tidak terpakai. Kami ingin tahu, apa ancaman hukumannya menurut undang-undang wakaf?", mustContain: [FIVE_YEARS, FIVE_HUNDRED_MILLION] }, // story 1.10
  { question: "Apa sanksi pidana bagi orang yang dengan sengaja menjaminkan, menghibahkan, atau menjual harta benda wakaf?", mustContain: [FIVE_YEARS, FIVE_HUNDRED_MILLION] }, // formal 1.10
  { question: "tanah wakaf bs disita bank gk kalo yayasannya ngutang?", mustContain: [NOT_ALLOWED, ["sita"]] }, // chat 1.10
  { question: "wakaf produktif tuh maksudnya gmn sih? contohnya apa", mustContain: [["pokok", "utuh", "tetap terjaga", "tidak berkurang", "dijaga"], ["hasil", "keuntungan"], ["sewa", "tani", "sawah", "kebun", "ladang", "usaha", "investasi", "toko", "kios", "ruko", "gedung", "rumah sakit", "klinik", "properti", "ternak", "tambak", "bisnis", "dagang", "hotel", "SPBU", "apartemen", "perkantoran", "panen", "sumur", "pabrik", "sukuk", "saham", "deposito"]] }, // chat 1.11
  { question: "Sawah wakaf teh kenging disewakeun ka nu sanés? Hasilna kanggo naon?", mustContain: [["produktif"], ["mauquf", "penerima manfaat", "peruntukan", "tujuan"]] }, // su 1.11
  { question: "Bagaimana ketentuan Pasal 42 dan Pasal 43 UU 41/2004 mengenai pengelolaan dan pengembangan harta benda wakaf?", mustContain: [["produktif"], ["penjamin syariah", "lembaga penjamin"]] }, // formal 1.11
  { question: "Di samping masjid kami ada tanah wakaf kosong sekitar 300 meter persegi yang diwakafkan untuk kemaslahatan jamaah. Sudah bertahun-tahun tanah itu hanya ditumbuhi ilalang, dan nazhirnya bilang tugasnya cukup menjaga agar tidak diserobot orang. Sebagian jamaah merasa tanah itu seharusnya menghasilkan sesuatu. Apakah nazhir berkewajiban mengembangkan tanah wakaf, atau cukup menjaganya saja?", mustContain: [["wajib", "berkewajiban", "kewajiban", "harus"], ["mengembangkan", "dikembangkan", "produktif", "pengembangan"]] }, // story 1.11
  // ---- batch 3: wakaf uang, fiqh, religious sources, documents, steps ----
  { question: "wakaf uang bs lwt mana aja? hrs lwt bank?", mustContain: [LKS] }, // chat 1.12
  { question: "Abdi damel di Saudi, gajih abdi riyal. Tiasa wakaf artos langsung ku riyal?", mustContain: [["rupiah"], ["dikonversi", "ditukar", "konversi", "dirupiahkan", "diubah", "dikurs", "penukaran"]] }, // su 1.12
  { question: "Dokumen bukti apa yang diterbitkan oleh Lembaga Keuangan Syariah kepada wakif setelah ia berwakaf uang?", mustContain: [["sertifikat wakaf uang"]] }, // formal 1.12
  { question: "wakaf uang tuh sah gk sih? kan duitnya abis dipake", mustContain: [["MUI", "Majelis Ulama"], ["pokok", "utuh", "dijaga", "tidak boleh dijual", "dilestarikan", "tidak habis"]] }, // chat 1.12
  { question: "Kapan Majelis Ulama Indonesia menetapkan fatwa tentang kebolehan wakaf uang?", mustContain: [["2002"]] }, // formal 1.12
  { question: "Sabaraha jumlah wakaf artos nu tos kakumpul di Indonesia numutkeun BWI?", mustContain: [["2,3 triliun", "2,3 T", "Rp2,3", "Rp 2,3", "2.3 triliun"]] }, // su 1.12
  { question: "Saya karyawan pabrik dan ingin menyisihkan seratus ribu rupiah tiap bulan untuk wakaf uang. Selama ini saya hanya menitipkan uang ke bendahara masjid dan dicatat di buku kas. Teman saya bilang wakaf uang yang resmi ada prosedurnya sendiri. Bagaimana cara berwakaf uang yang sesuai aturan?", mustContain: [LKS, ["sertifikat"]] }, // story 1.12
  { question: "Apa saja rukun wakaf menurut jumhur ulama?", mustContain: [["wakif"], MAUQUF, MAUQUF_BIH, MAUQUF_ALAIH, SIGHAT] }, // formal 2
  { question: "rukun wakaf sama unsur wakaf beda gk sih? bingung", mustContain: [FOUR, SIX] }, // chat 2
  { question: "Naha nazhir teh kalebet rukun wakaf dina fiqih?", mustContain: [["bukan rukun", "tidak termasuk", "tidak masuk", "bukan termasuk", "bukan salah satu", "tidak tercantum"], ["unsur"]] }, // su 2
  { question: "wakaf pake tanah hasil nyerobot punya org sah gk", mustContain: [["tidak sah", "tidak valid", "batal demi hukum", "tidak dapat diwakafkan", "tidak bisa diwakafkan", "tidak boleh diwakafkan", "bukan miliknya", "bukan milik"]] }, // chat 2
  { question: "Dalam fiqih, apakah wakaf harus berlaku untuk selamanya, ataukah ada pendapat ulama yang membolehkan wakaf sementara?", mustContain: [["Malik"], ["jumhur", "mayoritas", "ta'bid", "selamanya"]] }, // formal 2
  { question: "Kumaha hukumna upami wakaf kanggo tempat judi atanapi maksiat? Sah teu?", mustContain: [["tidak sah", "tidak boleh", "tidak dibenarkan", "dilarang", "batal demi hukum", "tidak diperbolehkan", "tidak bisa", "tidak dapat"], ["maksiat", "dosa", "haram", "kebaikan", "kebajikan", "mendekatkan diri"]] }, // su 2
  { question: "barang yg diwakafin syaratnya apa? makanan buat buka puasa bs diwakafin gk", mustContain: [["tahan lama", "habis sekali", "sekali pakai", "jangka panjang", "tidak habis", "langsung habis", "habis dipakai", "habis dikonsumsi"]] }, // chat 2
  { question: "dalil wakaf di quran ada gk? ayat apa aja", mustContain: [["imran", "imrān", "baqarah"], ["92", "261", "267"]] }, // chat 3
  { question: "Hadis ngeunaan amal nu pahalana teu pegat sanajan tos pupus teh naon wae?", mustContain: [JARIYAH, ["ilmu"], ["anak"]] }, // su 3
  { question: "Bagaimana kisah wakaf Umar bin Khattab atas tanahnya di Khaibar, dan syarat apa yang ia tetapkan atas tanah tersebut?", mustContain: [["dijual"], ["diwariskan", "diwarisi", "diwaris"], ["hasil", "sedekah", "sedekahkan"]] }, // formal 3
  { question: "Kakek saya sudah berusia lanjut dan sering bilang ingin punya amal yang pahalanya terus mengalir setelah beliau wafat. Beliau punya sebidang kebun kelapa yang ingin dijadikan kebaikan untuk kampung. Anak-anaknya menyarankan sedekah biasa saja, tapi kakek tertarik pada wakaf. Apa keutamaan wakaf dibanding sedekah yang langsung habis dibagikan?", mustContain: [JARIYAH] }, // story 3
  { question: "kata wakaf ada di alquran gk sih? sy cari gk nemu", mustContain: [["tidak disebut", "tidak menyebut", "tidak ada", "tidak secara", "tidak tercantum", "tidak ditemukan", "tidak eksplisit", "tidak langsung"], ["infak", "infaq"]] }, // chat 3
  { question: "syarat berkas wakaf tanah di KUA apa aja kak? biar sekali dtg beres", mustContain: [["KTP"], ["sengketa"], ["saksi"]] }, // chat 4.1
  { question: "Tanah saya di kampung belum bersertifikat, buktinya hanya girik dan bukti bayar PBB. Saya ingin mewakafkan sebagian untuk musala, tapi tetangga bilang harus dibuatkan sertifikat dulu dan biayanya mahal. Padahal saya ingin wakafnya segera tercatat. Apakah tanah yang belum bersertifikat bisa diwakafkan, dan bukti apa yang dipakai?", mustContain: [["girik", "letter c", "AJB", "akta jual beli", "petok"], ["bisa", "dapat", "boleh", "tetap", "diterima"]] }, // story 4.1
  { question: "Surat keterangan apa yang perlu dimintakan dari kepala desa atau lurah sebelum mewakafkan tanah di KUA?", mustContain: [DISPUTE_FREE] }, // formal 4.1
  { question: "saksi wakaf hrs bawa apa aja? cukup dtg doang?", mustContain: [["KTP"], TWO_WITNESSES] }, // chat 4.1
  { question: "Naha wakif, nazhir, sareng saksi kedah sumping langsung ka KUA?", mustContain: [["hadir"], TWO_WITNESSES, ["langsung", "sendiri", "pribadi", "kuasa", "diwakil", "mewakil", "wajib hadir", "harus hadir", "perlu hadir", "mesti hadir", "wajib datang", "harus datang", "kedah"]] }, // su 4.1
  { question: "Musala di kampung kami berdiri di atas tanah yang diwakafkan buyut saya puluhan tahun lalu, hanya dengan ucapan di depan warga tanpa surat apa pun. Buyut dan semua saksinya sudah wafat. Sekarang pengurus ingin tanah itu punya sertifikat wakaf supaya aman. Dokumen apa yang bisa dibuat KUA untuk wakaf lama yang tidak pernah dicatat seperti ini?", mustContain: [["akta pengganti", "APAIW", "W.3", "W3"]] }, // story 4.2
  { question: "Kami sudah ikrar wakaf tanah untuk madrasah di KUA, dan berkasnya sekarang diproses di kantor pertanahan. Keluarga wakif berharap sertifikatnya tetap atas nama wakif supaya jelas asal-usulnya, sedangkan pengurus madrasah ingin atas nama yayasan. Kami jadi berdebat. Sebenarnya sertifikat tanah wakaf nanti diterbitkan atas nama siapa?", mustContain: [["nama nazhir", "sebagai nazhir", "selaku nazhir"], ["sertifikat", "yayasan", "bukan wakif", "bukan atas nama wakif", "bukan nama wakif", "tidak atas nama wakif", "diterbitkan", "terbit"]] }, // story 4.2
  { question: "alur wakaf tanah gmn sih dr awal smp jd sertifikat", mustContain: [PPAIW, LAND_OFFICE, ["sertifikat"], ["ikrar"], NAZHIR_WORD] }, // chat 4.2
  { question: "Naon ari SIWAK teh? Naha wakaf tiasa didaptarkeun sacara online?", mustContain: [["Sistem Informasi Wakaf", "siwak.kemenag.go.id"]] }, // su 4.2
  { question: "salinan AIW yg dibawa pulang wakif tuh yg W2 apa W2a sih", mustContain: [["W.2a", "W2a", "W 2a", "W.2.a", "W-2a"]] }, // chat 4.2
  { question: "Apa kode formulir Surat Pengesahan Nazhir untuk nazhir perseorangan dan untuk nazhir badan hukum?", mustContain: [["W.5a", "W5a", "W 5a", "W.5.a", "W-5a"]] }, // formal 4.3
  // ---- batch 4: forms, BPN, fees, regulations, BWI, statistics; first 1.13 cases ----
  { question: "form W.7 tuh buat apa ya min?", mustContain: [LAND_OFFICE, ["pengantar", "permohonan pendaftaran", "surat permohonan", "pengajuan pendaftaran", "untuk mendaftarkan", "untuk pendaftaran"]] }, // chat 4.3
  { question: "blanko WD itu dipake kapan?", mustContain: [["1977"]] }, // chat 4.3
  { question: "Akta ikrar wakaf tanah musala kami sudah jadi, dan tanahnya sudah bersertifikat hak milik atas nama wakif. Ketua DKM siap membantu mengantar berkas ke kantor pertanahan, dan kami tidak mau bolak-balik karena kantornya jauh. Dokumen apa saja yang biasanya diminta kantor pertanahan untuk mendaftarkan tanah wakaf yang sudah bersertifikat?", mustContain: [["asli"], ["pengesahan nazhir"]] }, // story 4.4 [local: MPP Kota Bogor list]
  { question: "biaya sertifikat tanah wakaf di BPN brp sih? gratis kah", mustContain: [FREE_OF_CHARGE, MEASUREMENT] }, // chat 4.5
  { question: "Sabaraha biayana ngadamel akta ikrar wakaf di KUA?", mustContain: [["gratis", "tidak dipungut", "tanpa biaya", "tidak ada biaya", "Rp0", "Rp 0", "cuma-cuma", "bebas biaya", "tidak dikenakan"], ["meterai", "materai"]] }, // su 4.5 [GK: AIW free at KUA]
  { question: "Keluarga kami ingin mewakafkan 100 meter persegi dari sawah seluas 2.000 meter untuk dibangun musala. Sertifikatnya hanya satu untuk seluruh sawah. Tetangga bilang mengurus sertifikat wakaf bisa habis jutaan rupiah, jadi kami ragu. Biaya apa saja sebenarnya yang perlu kami siapkan di kantor pertanahan?", mustContain: [FREE_OF_CHARGE, ["pemecahan", "dipecah", "memecah", "pecah", "pengukuran", "ukur"]] }, // story 4.5
  { question: "katanya skrg ada loket khusus wakaf di BPN ya? sejak kapan tuh", mustContain: [["2021"]] }, // chat 4.5
  { question: "di aplikasi sentuh tanahku biaya ukur tanah wakaf 100 meter di jabar brp sih", mustContain: [["120.000", "120 ribu", "120rb", "Rp120"]] }, // chat 4.5 [local: Sentuh Tanahku example]
  { question: "Apa judul lengkap PP Nomor 42 Tahun 2006, dan apa kaitannya dengan UU Nomor 41 Tahun 2004?", mustContain: [["pelaksanaan undang-undang", "pelaksanaan uu", "pelaksanaan undang undang"]] }, // formal 5
  { question: "aturan tata cara wakaf tanah di KUA tuh PMA nomor brp ya", mustContain: [["73"], ["2013"], ["PMA", "Peraturan Menteri Agama", "Permenag", "Menteri Agama"]] }, // chat 5
  { question: "PP 25 taun 2018 teh ngarobih aturan naon?", mustContain: [["42/2006", "42 tahun 2006", "nomor 42", "no. 42", "PP 42"], ["ubah", "amandemen", "revisi", "mengganti", "menggantikan", "pembaruan", "memperbarui", "perbaikan", "robih"]] }, // su 5
  { question: "BWI tuh lembaga apa sih? punya pemerintah?", mustContain: [["independen"]] }, // chat 6
  { question: "ketua BWI skrg siapa ya?", mustContain: [["Kamaruddin"]] }, // chat 6
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia menurut Pasal 49 UU Nomor 41 Tahun 2004?", mustContain: [["membina", "pembinaan"], ["memberhentikan", "pemberhentian", "mengganti", "penggantian"]] }, // formal 6
  { question: "di jabar ada kantor BWI gk? atau cm di jakarta", mustContain: [["perwakilan"], ["jawa barat", "jabar"]] }, // chat 6
  { question: "brp sih jumlah tanah wakaf di indonesia skrg?", mustContain: [["561.909", "561 ribu", "561909", "445.504", "445 ribu", "562 ribu", "561,9", "445,5"]] }, // chat 7.1
  { question: "Sabaraha tanah wakaf di Jawa Barat nu tos gaduh sertifikat?", mustContain: [["48.123", "55,95", "56%", "48 ribu", "55.95", "56 persen"]] }, // su 7.2
  { question: "Berdasarkan data SIWAK per Januari 2025, berapa bidang tanah wakaf yang digunakan untuk masjid dan berapa untuk musala?", mustContain: [["258.156", "258 ribu"], ["266.413", "266 ribu"]] }, // formal 7.1
  { question: "tanah wakaf yg blm bersertifikat msh banyak gk sih?", mustContain: [["297.211", "297 ribu", "53%", "53 persen", "47%", "47 persen", "100 ribu"]] }, // chat 7.1
  { question: "Saya mahasiswi yang sedang menulis skripsi tentang wakaf tanah di Jawa Barat. Dosen pembimbing meminta saya memakai data terbaru jumlah bidang tanah wakaf di provinsi ini dan membandingkannya dengan provinsi lain. Saya juga pernah membaca bahwa luas tanah wakaf Jawa Barat termasuk yang terbesar. Berapa perkiraan jumlah bidang tanah wakaf di Jawa Barat, dan provinsi mana yang luasnya di atas Jawa Barat?", mustContain: [["87.795", "87 ribu", "87,8 ribu", "88 ribu"], ["Aceh"]] }, // story 7.2
  { question: "ortu udh meninggal, tanahnya mau kami wakafin. dokumen apa yg perlu dr kami ahli warisnya?", mustContain: [["persetujuan", "pernyataan"], ["KK", "kartu keluarga", "KTP"]] }, // chat 4.1
  { question: "wakaf tanah blh sementara gk? misal 20 thn trus balik lg ke anak cucu", mustContain: [HAK_MILIK, FOREVER] }, // chat 1.13
  { question: "Abdi hoyong ngawakafkeun sawah nu SHM kanggo sapuluh taun wungkul, teras uih deui ka kulawarga. Tiasa?", mustContain: [HAK_MILIK, FOREVER] }, // su 1.13
  { question: "Apakah wakaf berjangka (muaqqat) diakui dalam hukum Indonesia, dan untuk jenis harta apa saja hal itu dimungkinkan?", mustContain: [HAK_MILIK, ["hak guna bangunan", "HGB", "hak pakai", "uang"]] }, // formal 1.13
  { question: "Pak Udin punya tanah darat bersertifikat hak milik di dekat madrasah. Ia ingin madrasah memakai tanah itu untuk ruang kelas selama ia masih hidup, tetapi setelah ia wafat tanah itu harus kembali kepada anak-anaknya. Ia menyebut rencananya 'wakaf sementara' dan ingin mencatatkannya di KUA. Apakah wakaf seperti itu bisa dicatat?", mustContain: [HAK_MILIK, FOREVER] }, // story 1.13
  { question: "tanah HGB bs diwakafin utk jangka waktu tertentu aja gk?", mustContain: [["jangka waktu", "berjangka", "waktu tertentu", "sementara"], ["hak pengelolaan", "HPL", "pasal 17", "pasal 18", "hak milik"]] }, // chat 1.13
  { question: "Naon dasar hukumna yen wakaf tanah hak milik kedah salamina?", mustContain: [["pasal 18"], ["42/2006", "42 tahun 2006", "PP 42", "nomor 42"]] }, // su 1.13
  { question: "Pemerintah kabupaten akan melebarkan jalan yang melewati desa kami. Sebagian halaman dan tempat wudu masjid yang berdiri di atas tanah wakaf akan terkena proyek itu. Pengurus DKM khawatir masjid kehilangan tanahnya tanpa ganti apa-apa, sementara ada yang bilang tanah wakaf sama sekali tidak boleh diambil. Bagaimana aturan wakaf untuk keadaan seperti ini?", mustContain: [EXCHANGE, SAME_VALUE, PERMISSION] }, // story 1.13 [GK: Pasal 41 / PP Pasal 49 reading]
  { question: "ruislag tanah wakaf tuh apa sih? syaratnya apa aja", mustContain: [MENTERI_PERMISSION, SAME_VALUE] }, // chat 1.13 [GK]
  { question: "Tanah wakaf madrasah teh tos teu kaanggo, muridna tos teu aya. Tiasa dijual teras artosna dianggo mésér tanah di tempat sanés?", mustContain: [EXCHANGE, PERMISSION] }, // su 1.13 [GK]
  // ---- batch 5: section 1.13 (exchange, change of use, nazhir replaced, will, inheritance, comparisons, ruling, who may give) ----
  { question: "Dalam keadaan apa saja harta benda wakaf dapat ditukar atau diubah statusnya menurut UU 41/2004 dan PP 42/2006?", mustContain: [["tata ruang", "RUTR"], ["tidak dapat dipergunakan", "tidak dapat digunakan", "tidak bisa digunakan", "tidak lagi", "tidak dapat dimanfaatkan", "tidak bisa dimanfaatkan", "tidak bisa dipakai", "tidak dapat dipakai"], ["mendesak"]] }, // formal 1.13 [GK]
  { question: "kalo tanah wakaf kena proyek tol, nazhir cukup terima ganti rugi duit aja gt?", mustContain: [SAME_VALUE, PERMISSION] }, // chat 1.13 [GK]
  { question: "Pesantren kami punya tanah wakaf kecil di tengah kota yang jauh dari pondok. Seorang pengusaha menawarkan untuk menukarnya dengan tanah yang lebih luas tepat di samping pesantren, dan kedua pihak sudah setuju. Pengusaha ingin prosesnya cepat, cukup dengan akta notaris. Apakah tukar-menukar seperti itu bisa langsung dilakukan oleh nazhir?", mustContain: [EXCHANGE, MENTERI_PERMISSION, BWI] }, // story 1.13 [GK]
  { question: "Masjid kami berdiri di atas tanah wakaf yang dalam AIW-nya tertulis untuk masjid. Halamannya luas, jadi DKM ingin memakai sebagian untuk parkir berbayar dan dua kios kecil yang disewakan untuk menambah kas masjid. Sebagian jamaah setuju, sebagian lagi bilang itu menyalahi wakaf. Apakah rencana itu boleh, dan apa yang harus diurus lebih dulu?", mustContain: [BWI, PERMISSION, ["peruntukan", "pasal 44"]] }, // story 1.13
  { question: "tanah wakaf buat makam blh dijadiin madrasah gk? makamnya udh gk kepake", mustContain: [BWI, PERMISSION, ["peruntukan", "pasal 44"]] }, // chat 1.13
  { question: "Sabagian lahan masjid bade dianggo warung kanggo kas DKM. Kedah izin ka saha?", mustContain: [BWI, PERMISSION, ["peruntukan", "pasal 44"]] }, // su 1.13
  { question: "Apakah nazhir boleh mengubah peruntukan harta benda wakaf atas keputusannya sendiri, dan apa dasar hukumnya?", mustContain: [["pasal 44"], BWI] }, // formal 1.13
  { question: "musholla wakaf mau dijadiin gedung PAUD, perlu izin siapa min", mustContain: [BWI, PERMISSION, ["peruntukan", "pasal 44"]] }, // chat 1.13
  { question: "Nazhir masjid di kampung kami tinggal satu orang, Pak Karta, karena dua nazhir lainnya sudah lama pindah. Bulan lalu Pak Karta meninggal dunia, dan sertifikat wakaf masih disimpan anak-anaknya. Warga bingung siapa yang sekarang berhak mengurus tanah dan kotak amal masjid. Apakah wakafnya ikut berakhir, dan siapa yang mengurus penggantian nazhir?", mustContain: [REPLACED, BWI, WAKAF_CONTINUES] }, // story 1.13 [GK]
  { question: "klo nazhirnya meninggal, wakafnya batal gk?", mustContain: [REPLACED, WAKAF_CONTINUES] }, // chat 1.13 [GK]
  { question: "Nazhir tanah wakaf di lembur abdi teu daek ngurus, tanahna diantep wae dugi ka jadi rungkun. Tiasa diganti?", mustContain: [REPLACED, BWI, ["tidak melaksanakan", "tidak menjalankan", "tidak mengurus", "tidak mengelola", "tidak mau", "lalai", "melalaikan", "kelalaian", "menelantarkan", "ditelantarkan", "diterlantarkan", "terlantar", "terbengkalai", "dibiarkan", "tidak amanah", "pasal 45", "tugasnya", "tugas nazhir", "kewajibannya", "kewajiban nazhir", "tidak aktif", "tidak terurus", "diantep", "rungkun", "semak"]] }, // su 1.13 [GK]
  { question: "Dalam keadaan apa saja nazhir diberhentikan dan diganti menurut Pasal 45 UU Nomor 41 Tahun 2004?", mustContain: [["meninggal"], ["permintaan sendiri", "mengundurkan diri", "atas permintaan"], ["pidana", "dihukum"]] }, // formal 1.13 [GK]
  { question: "ganti nazhir di BPN bayar gk? brp biayanya", mustContain: [FREE_OF_CHARGE] }, // chat 1.13 (fee fact itself is [V] in 4.5)
  { question: "Sebelum wafat, ayah saya berpesan di depan keluarga agar separuh tanahnya diwakafkan untuk musala. Pesan itu disaksikan paman dan Pak RT. Sekarang dua kakak saya keberatan karena bagian warisan mereka jadi kecil, sedangkan saya ingin menjalankan amanat ayah. Berapa sebenarnya batas harta yang boleh diwakafkan lewat wasiat?", mustContain: [ONE_THIRD, ["ahli waris"]] }, // story 1.13 [GK]
  { question: "wakaf lwt wasiat blh gk? maksimal brp dr harta", mustContain: [ONE_THIRD] }, // chat 1.13 [GK]
  { question: "Wasiat wakaf kedah aya saksina? Sabaraha urang?", mustContain: [TWO_WITNESSES, ["wasiat"]] }, // su 1.13 [GK]
  { question: "Bagaimana ketentuan wakaf dengan wasiat menurut Pasal 24 dan Pasal 25 UU Nomor 41 Tahun 2004?", mustContain: [ONE_THIRD, TWO_WITNESSES] }, // formal 1.13 [GK]
  { question: "Kami empat bersaudara mewarisi sebidang tanah dari orang tua, dan tanah itu belum pernah dibagi. Kakak sulung ingin mewakafkan seluruh tanah itu untuk perluasan masjid, tetapi dua adik belum setuju karena masih membutuhkannya. Kakak bilang sebagai anak tertua ia berhak memutuskan. Bolehkah kakak mewakafkan tanah itu sendirian?", mustContain: [ALL_HEIRS, ["setuju", "persetujuan", "sepakat", "tanda tangan", "menandatangani", "dibagi"], ["sendiri", "bersama", "pemilik sah", "bukan pemilik", "tidak berhak", "tidak boleh", "tidak bisa", "tidak dapat", "belum boleh", "belum bisa", "belum dapat", "tidak sah", "hanya bisa", "hanya boleh", "asalkan", "dengan syarat", "kecuali", "sulung", "tertua", "hak penuh"]] }, // story 1.13 [GK]
  { question: "tanah warisan blm dibagi, sy anak sulung mau wakafin bs gk?", mustContain: [ALL_HEIRS, ["setuju", "persetujuan", "sepakat", "tanda tangan", "menandatangani", "dibagi", "izin", "rela", "ridha", "ridho"]] }, // chat 1.13 [GK]
  { question: "Tanah warisan teu acan dibagi, ngan abdi bade ngawakafkeun bagian abdi wungkul. Kedah kumaha?", mustContain: [[...ALL_HEIRS, "dibagi terlebih dahulu", "dibagi dulu", "dibagi lebih dulu", "pembagian waris", "pembagian terlebih"], ["bagian", "dibagi", "pembagian", "dipecah", "pemecahan", "dipisah", "pemisahan", "porsi", "milik bersama", "bersama"]] }, // su 1.13 [GK]
  { question: "Apakah seorang ahli waris dapat mewakafkan tanah warisan yang belum dibagi tanpa persetujuan ahli waris lainnya?", mustContain: [ALL_HEIRS, [...LAWFUL_OWNER, "milik bersama", "bersama-sama"]] }, // formal 1.13 [GK]
  { question: "bedanya wakaf sama hibah apa sih? sama2 ngasih kan", mustContain: [["menjadi pemilik", "menjadi milik", "berpindah", "pindah kepemilikan", "memiliki", "kepemilikan"], ["dijual", "menjual"]] }, // chat 1.13 [GK]
  { question: "Naon bedana wakaf sareng zakat?", mustContain: [["wajib"], SUNNAH, ["nisab", "asnaf", "pokok"]] }, // su 1.13 [GK]
  { question: "Apa perbedaan wakaf dan wasiat, terutama mengenai saat berlakunya dan batas jumlah harta?", mustContain: [["meninggal", "wafat", "kematian"], ONE_THIRD] }, // formal 1.13 [GK]
  { question: "Paman saya cukup berada dan ingin memberikan tanah kepada keponakannya, seorang ustaz muda, untuk membangun pesantren. Paman khawatir kalau diberikan begitu saja, suatu hari anak-anak si ustaz menjual tanah itu atau membaginya sebagai warisan. Ia bingung apakah sebaiknya menghibahkan atau mewakafkan. Apa bedanya bagi nasib tanah itu ke depan?", mustContain: [["menjadi pemilik", "menjadi milik", "memiliki", "kepemilikan", "pemiliknya"], ["diwariskan", "diwarisi"]] }, // story 1.13 [GK]
  { question: "hukum wakaf wajib gk sih?", mustContain: [SUNNAH] }, // chat 1.13 [GK]
  { question: "Wakaf teh hukumna wajib atanapi sunah?", mustContain: [SUNNAH] }, // su 1.13 [GK]
  { question: "Tetangga kami, Koh Liong, beragama Kristen dan sudah puluhan tahun hidup rukun dengan warga. Ia ingin menyerahkan sebidang tanahnya untuk membangun musala di gang kami sebagai tanda terima kasih. Sebagian warga ragu apakah wakaf dari non-Muslim sah dan bisa dicatat di KUA. Bolehkah ia menjadi wakif, dan siapa yang nanti mengelola tanahnya?", mustContain: [NO_RELIGION_FOR_WAKIF, NAZHIR_MUSLIM] }, // story 1.13
  { question: "non muslim blh wakaf gk sih?", mustContain: [NO_RELIGION_FOR_WAKIF, ["muslim", "agama", "islam"]] }, // chat 1.13
  { question: "Apakah UU Nomor 41 Tahun 2004 mensyaratkan wakif beragama Islam, dan bagaimana dengan syarat agama bagi nazhir?", mustContain: [NO_RELIGION_FOR_WAKIF, NAZHIR_MUSLIM] }, // formal 1.13
];

export const HELD_OUT_24_OUT_OF_FIELD: readonly EvalCase[] = [
  { question: "syarat daftar nikah di KUA apa aja kak? calonnya beda kecamatan" }, // service
  { question: "Punten, abdi bade rujuk deui sareng urut pamajikan, kumaha prosedurna di KUA?" }, // service
  { question: "Berapa biaya akad nikah yang dilaksanakan di luar kantor KUA pada hari libur?" }, // service
  { question: "buku nikah sy ilang pas pindahan, gmn cara bikin duplikatnya" }, // service
  { question: "Kumaha carana ngadaptar isbat nikah? Abdi nikah siri baheula, ayeuna peryogi akta kalahiran budak." }, // service
  { question: "Kapan jadwal bimbingan manasik haji reguler tahun ini di kecamatan?" }, // service
  { question: "umrah bs daftar lwt KUA gk min? atau hrs ke travel" }, // service
  { question: "Saya pelaku usaha kecil keripik singkong di rumah. Bagaimana cara mengurus sertifikat halal gratis untuk produk saya?" }, // service
  { question: "bimwin catin tuh wajib gk sih? brp hari kegiatannya" }, // service
  { question: "Iraha awal puasa taun ieu numutkeun hisab rukyat Kemenag?" }, // service
  { question: "Adik ipar saya sudah dua tahun pisah rumah dengan suaminya dan sering bertengkar. Keluarga sudah berusaha mendamaikan tapi gagal, dan sekarang ia ingin bercerai secara resmi. Suaminya bilang cukup talak di depan penghulu KUA saja. Sebenarnya cerai diurus di KUA atau di Pengadilan Agama?" }, // service
  { question: "Apa saja syarat menggunakan wali hakim dalam pernikahan jika ayah kandung sudah meninggal?" }, // service
  { question: "Sabaraha taun antosan haji reguler di Jawa Barat ayeuna?" }, // service
  { question: "arah kiblat masjid kami kyknya miring, KUA bs bantu ukur gk?" }, // service
  { question: "Bagaimana prosedur pencatatan nikah bagi warga negara asing yang akan menikah dengan WNI di KUA?" }, // service
  { question: "sy mau jual tanah ke tetangga, bikin AJB nya di notaris apa PPAT ya? pajaknya brp" }, // trap
  { question: "Apa saja syarat menjadikan sertifikat rumah sebagai jaminan pinjaman di bank?" }, // trap
  { question: "Cara bagi warisan secara faraid buat 2 anak laki-laki dan 3 anak perempuan gmn? istrinya masih hidup" }, // trap
  { question: "Jam sabaraha kajian Ahad subuh di Masjid Agung kabupaten?" }, // trap
  { question: "Abdi kantos nazar bade puasa tilu dinten upami lulus ujian, ayeuna tos lulus. Kumaha hukumna upami teu dilaksanakeun?" }, // trap
  { question: "infak buat acara Maulid di masjid blh dipake buat konsumsi panitia gk?" }, // trap
  { question: "Pak Nazir ketua RT 03 nomor HP-nya berapa ya? mau minta surat pengantar" }, // trap
  { question: "Berapa besaran zakat fitrah per jiwa tahun ini di kabupaten kami, dalam beras atau uang?" }, // trap
  { question: "Sertifikat tanah saya hilang waktu banjir. Bagaimana cara mengurus sertifikat pengganti di kantor pertanahan?" }, // trap
  { question: "Patok batas tanah kebun kami digeser tetangga sekitar satu meter. Kami sudah bicara baik-baik di depan Pak RT tapi tetangga tetap bersikeras itu tanahnya, padahal kami punya sertifikat. Keluarga tidak ingin ribut berkepanjangan. Ke mana kami harus mengadu untuk menyelesaikan sengketa batas tanah ini?" }, // trap
  { question: "besok bandung ujan gk ya? mau ada hajatan" }, // other
  { question: "Kumaha carana ngadamel seblak nu raos tur lada?" }, // other
  { question: "siapa juara liga 1 musim lalu sih?" }, // other
  { question: "hp sy gk bs ngecas, colokannya udh diganti tetep gk bisa, knp ya" }, // other
  { question: "Bagaimana cara membuat KTP elektronik untuk anak yang baru berusia 17 tahun?" }, // other
  { question: "perpanjang SIM C bs online gk min?" }, // other
  { question: "Punten, harga beas ayeuna sabaraha sakilo di pasar?" }, // other
  { question: "rute dr Garut ke Pangandaran naik bus lwt mana ya" }, // other
  { question: "Budak abdi panas tiris tos tilu dinten, kedah dibawa ka puskesmas atanapi ka rumah sakit?" }, // other
  { question: "Bagaimana cara mendaftarkan anak ke SMP negeri melalui jalur zonasi?" }, // other
  { question: "resep rendang daging sapi yg empuk gmn ya" }, // other
  { question: "Pukul berapa kantor pos kecamatan buka pada hari Sabtu?" }, // other
  { question: "Kumaha carana ngadaptar BPJS Kesehatan mandiri kanggo sakulawarga?" }, // other
  { question: "Anak saya kelas 6 SD dan setiap malam main game di HP sampai larut. Nilainya mulai turun dan ia sering terlambat bangun untuk sekolah. Kalau HP-nya diambil, ia marah dan mengunci diri di kamar. Bagaimana cara mengatur waktu main gawai anak tanpa membuatnya memberontak?" }, // other
  { question: "kurs dolar ke rupiah hr ini brp?" }, // other
  { question: "Naon obat batuk alami nu aman kanggo budak leutik?" }, // other
  { question: "Bagaimana cara menanam cabai di polybag agar berbuah lebat?" }, // other
  { question: "Persib maén deui iraha? di stadion mana?" }, // other
  { question: "cara bikin akun email baru di hp gmn sih" }, // other
  { question: "Kami sekeluarga berencana liburan tiga hari ke Yogyakarta saat libur sekolah. Anak-anak masih kecil, jadi kami tidak mau jadwal yang terlalu padat. Kami juga ingin mencoba makanan khas di sana. Tempat wisata apa saja yang cocok untuk keluarga dengan anak kecil?" }, // other
];
