// Held-out evaluation set 29 for Si Wakaf, written on 2026-12-07 from ../shared/spec/domain-facts.md only,
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
const PPAIW = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf", "Kepala KUA", "Kepala Kantor Urusan Agama"] as const;
const AIW = ["Akta Ikrar Wakaf", "AIW", "akta ikrar"] as const;
const BWI = ["BWI", "Badan Wakaf Indonesia"] as const;
const MENTERI = ["Menteri", "Menag"] as const;
const MENTERI_ATAU_BWI = ["Menteri", "Menag", "BWI", "Badan Wakaf Indonesia"] as const;
const BPN = ["BPN", "Badan Pertanahan", "Kantor Pertanahan", "ATR", "pertanahan"] as const;
const LKS = ["LKS", "Lembaga Keuangan Syariah", "lembaga keuangan syari", "bank syariah"] as const;
const TUJUH_HARI_KERJA = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja", "tujuh (7) hari kerja"] as const;
const SEPERTIGA = ["1/3", "sepertiga", "satu pertiga", "⅓", "33,3", "33%"] as const;
const SEPULUH_PERSEN = ["10%", "10 %", "10 persen", "sepuluh persen", "sepersepuluh", "sepuluh (10) persen"] as const;
const DUA_SAKSI = [
  "2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua) saksi", "dua (2) saksi",
  "2 (dua) orang saksi", "dua (2) orang saksi", "dua orang", "2 orang",
] as const;
const TIGA_ORANG = [
  "3 orang", "tiga orang", "minimal 3", "minimal tiga", "sekurang-kurangnya 3", "sekurang-kurangnya tiga",
  "paling sedikit 3", "paling sedikit tiga", "3 (tiga) orang", "tiga (3) orang", "paling sedikit terdiri",
] as const;
const GRATIS = [
  "gratis", "Rp0", "Rp 0", "Rp. 0", "Rp.0", "nol rupiah", "cuma-cuma", "tanpa biaya", "bebas biaya",
  "tidak ada biaya", "tidak dipungut", "tidak dikenakan biaya", "tidak dikenai biaya", "tidak bayar", "tidak perlu membayar",
] as const;
const TIDAK_BATAL = [
  "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik",
  "tidak bisa ditarik", "tidak boleh ditarik", "tidak dapat diambil kembali", "tidak bisa diambil kembali",
  "tidak boleh diambil kembali", "tidak dapat dicabut", "tidak bisa dicabut", "tidak boleh dicabut",
  "Pasal 3 ", "Pasal 3)", "Pasal 3,", "Pasal 3.", "Pasal 3;",
] as const;
const DILARANG_DIJUAL = [
  "tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "dilarang dijual", "dilarang menjual",
  "tidak boleh menjual", "tidak dapat menjual", "tidak bisa menjual", "tidak boleh diperjualbelikan",
  "tidak dapat diperjualbelikan", "dilarang diperjualbelikan", "tidak bisa diperjualbelikan", "Pasal 40",
] as const;
const SELAMANYA = [
  "selama-lamanya", "selamanya", "untuk seterusnya", "tanpa batas waktu", "tidak terbatas waktu",
  "waktu tidak terbatas", "tidak dibatasi waktu", "muabbad", "abadi", "permanen",
] as const;
const BERJANGKA = [
  "jangka waktu tertentu", "berjangka", "waktu tertentu", "sementara", "muaqqat", "terbatas waktu",
  "dibatasi waktu", "waktu terbatas", "jangka waktu",
] as const;
const TUKAR = ["tukar", "ruislag", "pengganti"] as const;
const SAMA_NILAI = [
  "sekurang-kurangnya sama", "paling sedikit sama", "minimal sama", "setidaknya sama", "sama nilai",
  "nilai dan manfaat", "manfaat dan nilai", "senilai", "setara", "tidak kurang", "sama atau lebih",
  "sebanding", "nilai yang sama", "manfaat yang sama", "nilainya sama",
] as const;
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "tidak wajib", "sukarela", "mustahab"] as const;
const JARIYAH = ["jariyah", "jariah"] as const;
const SEMUA_AHLI_WARIS = [
  "semua ahli waris", "seluruh ahli waris", "para ahli waris", "persetujuan ahli waris", "ahli waris lain",
  "persetujuan seluruh", "persetujuan semua", "dibagi terlebih dahulu", "dibagi dulu", "dibagi lebih dulu",
  "pembagian waris", "milik bersama",
] as const;
const AGAMA_WAKIF_BEBAS = [
  "tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat agama", "tidak menetapkan agama",
  "tidak menyebut agama", "tidak mengatur agama", "tidak harus beragama Islam", "tidak harus muslim",
  "tidak harus Islam", "tidak mewajibkan", "tanpa syarat agama", "tidak dibatasi agama", "tidak ada ketentuan agama",
  "non-muslim boleh", "nonmuslim boleh", "non muslim boleh", "boleh non", "bisa non", "dapat non", "Pasal 8",
] as const;
const NAZHIR_ISLAM = [
  "beragama Islam", "harus Islam", "harus muslim", "harus seorang muslim", "wajib Islam", "wajib muslim",
  "wajib beragama Islam", "Pasal 10",
] as const;
const SIGHAT = ["sighat", "shighat", "sigat", "shigat", "sighot", "shighot", "shigot", "sigot"] as const;
const TIDAK_BATAL_NAZHIR = [
  "tidak batal", "tidak menjadi batal", "tidak membatalkan", "tetap sah", "tetap berlaku", "tetap berjalan",
  "tetap berlanjut", "tidak gugur", "tidak berakhir", "tetap menjadi wakaf", "tetap wakaf", "berlanjut",
  "tidak hilang", "tidak hapus",
] as const;
const DIGANTI = ["diganti", "penggantian", "pengganti", "mengganti", "diberhentikan", "pemberhentian", "memberhentikan"] as const;
const PIDANA_5 = ["5 tahun", "lima tahun", "5 (lima) tahun"] as const;
const DENDA_500 = ["500 juta", "500.000.000", "lima ratus juta", "setengah miliar"] as const;
const PERUBAHAN_PERUNTUKAN = [
  "perubahan peruntukan", "mengubah peruntukan", "ubah peruntukan", "diubah peruntukan", "peruntukannya diubah",
  "peruntukan diubah", "peruntukannya berubah", "berubah peruntukan", "perubahan peruntukkan", "mengubah peruntukkan",
  "Pasal 44", "alih fungsi", "perubahan fungsi", "mengubah fungsi", "ubah fungsi", "fungsinya diubah",
  "mengalihfungsikan", "dialihfungsikan", "peruntukan lain", "di luar peruntukan", "menyimpang dari peruntukan",
] as const;
const MENJADI_MILIK = [
  "menjadi milik", "menjadi pemilik", "jadi milik", "jadi pemilik", "berpindah", "beralih", "pemilik baru",
  "dimiliki penerima", "dimiliki oleh penerima", "dimiliki yayasan", "milik penerima", "pemilik penuh",
  "penerima boleh", "penerima bisa", "penerima dapat", "bebas menjual", "bebas dijual",
] as const;

const JUAL_DILARANG = [
  ...DILARANG_DIJUAL, "bukan dijual", "bukan menjual", "bukan penjualan", "bukan jual", "tidak bisa langsung dijual",
  "tidak boleh langsung dijual", "tidak dapat langsung dijual", "tidak boleh begitu saja dijual", "tidak bisa begitu saja dijual",
] as const;
const WARISAN_BERSAMA = [
  "pemilik sah", "Pasal 8", "milik bersama", "milik semua", "milik seluruh", "milik para ahli waris", "hak bersama",
  "belum dibagi", "dibagi terlebih dahulu", "dibagi dulu", "dibagi lebih dulu", "dibagi lebih dahulu", "dibagi dahulu",
  "pembagian waris", "membagi waris", "dibagi waris", "pembagian harta waris", "setelah dibagi", "sudah dibagi",
  "bagian masing-masing",
] as const;
const SOAL_AGAMA = [
  "beragama", "muslim", "non-Islam", "nonislam", "Kristen", "agama wakif", "agama tertentu", "agama Islam", "agamanya",
  "syarat agama", "mensyaratkan agama", "menyebut agama", "mengatur agama", "menetapkan agama", "ketentuan agama",
  "dibatasi agama", "soal agama", "beda agama", "berbeda agama", "agama lain", "lain agama",
] as const;
const WAKAF_KEKAL = [
  ...DILARANG_DIJUAL, "tidak dijual", "tidak boleh diwariskan", "tidak dapat diwariskan", "tidak bisa diwariskan",
  "tidak diwariskan", "tidak boleh dihibahkan", "tidak dapat dihibahkan", "tidak bisa dihibahkan", "tidak dihibahkan",
  "selama-lamanya", "selamanya", "keluar dari kepemilikan", "bukan milik siapa", "tidak lagi menjadi milik",
  "tidak menjadi milik", "bukan lagi milik",
] as const;
const MAUQUF_ALAIH = [
  "mauquf 'alaih", "mauquf ‘alaih", "mauquf ’alaih", "mauquf `alaih", "mauquf alaih", "mauquf'alaih", "mauquf’alaih",
  "mauquf‘alaih", "mauquf ʿalaih", "mauquf 'alayh", "mauquf ‘alayh", "mawquf 'alayh", "mawquf ‘alayh", "mauquf alayh",
  "maukuf alaih", "maukuf 'alaih",
] as const;

export const HELD_OUT_29_IN_FIELD: readonly EvalCase[] = [
  // ---- story ----
  { question: "Almarhum bapak saya dulu mewakafkan tanah untuk madrasah di kampung. Sekarang kakak saya mau menarik kembali tanah itu karena sedang butuh uang. Apakah bisa?", mustContain: [TIDAK_BATAL, ["diikrarkan", "ahli waris", "diwariskan", "diwarisi", "mewarisi", "Pasal 3 ", "Pasal 3)", "Pasal 3,", "Pasal 3.", "Pasal 3;"]] }, // story
  { question: "Kakek saya punya sawah bersertifikat hak milik dan ingin mewakafkannya untuk pesantren selama 10 tahun saja, setelah itu kembali ke cucu-cucunya. Bisakah begitu?", mustContain: [SELAMANYA, ["hak milik", "tanah milik", "Pasal 18", "SHM"]] }, // story 1.13
  { question: "Pengurus DKM di desa kami berencana menjual tanah wakaf masjid yang lama, lalu uangnya dipakai membangun masjid baru di lokasi yang lebih ramai. Bagaimana aturannya?", mustContain: [TUKAR, MENTERI_ATAU_BWI, JUAL_DILARANG] }, // story 1.13
  { question: "Ayah saya sebelum meninggal berpesan secara lisan bahwa kebun kelapanya diwakafkan untuk pesantren, dan yang mendengar hanya ibu saya. Sahkah wakaf lewat wasiat seperti itu?", mustContain: [DUA_SAKSI, ["wasiat"], ["Pasal 24", "hanya satu", "hanya seorang", "hanya ibu", "satu saksi", "satu orang saksi", "seorang saksi", "1 saksi", "1 orang saksi", "tidak cukup", "belum cukup", "kurang dari", "tidak memenuhi", "belum memenuhi", "tidak sah", "belum sah"]] }, // story 1.13
  { question: "Kami empat bersaudara mewarisi rumah orang tua yang belum dibagi. Adik bungsu ingin mewakafkan rumah itu untuk TPA, tapi yang lain belum setuju. Bisakah dia mewakafkannya sendirian?", mustContain: [SEMUA_AHLI_WARIS, WARISAN_BERSAMA] }, // story 1.13
  { question: "Tetangga saya beragama Kristen dan ingin memberikan sebidang tanahnya untuk musala warga sebagai wakaf. Apakah wakif harus seorang Muslim?", mustContain: [AGAMA_WAKIF_BEBAS, SOAL_AGAMA] }, // story 1.13
  { question: "Nazhir tanah wakaf makam di kampung kami, Pak Haji Dudung, baru saja wafat. Apakah wakafnya jadi batal, dan siapa yang mengurus penggantinya?", mustContain: [TIDAK_BATAL_NAZHIR, BWI] }, // story 1.13
  { question: "Pengurus masjid mau membangun kios sewaan di halaman masjid yang tanahnya wakaf supaya ada pemasukan kas. Perlu izin dari siapa?", mustContain: [BWI, PERUBAHAN_PERUNTUKAN] }, // story 1.13
  { question: "Tanah wakaf makam di dusun kami sudah penuh, dan warga ingin menjadikannya taman bermain anak. Bolehkah diubah begitu saja oleh pengurus?", mustContain: [BWI, PERUBAHAN_PERUNTUKAN] }, // story 1.13
  { question: "Ibu saya khawatir berdosa karena seumur hidup belum pernah berwakaf. Sebenarnya apa hukum wakaf itu?", mustContain: [SUNNAH] }, // story 1.13
  { question: "Bapak saya mau memberikan rumah ke yayasan panti asuhan. Pengurusnya menyarankan hibah saja, jangan wakaf. Apa bedanya buat kami?", mustContain: [["hibah"], MENJADI_MILIK, WAKAF_KEKAL] }, // story 1.13
  { question: "Tanah wakaf musala kampung kami akan terkena proyek pelebaran jalan provinsi. Apa yang harus ditempuh nazhirnya?", mustContain: [TUKAR, MENTERI, ["kepentingan umum", "tata ruang", "RUTR", "Pasal 41", "pengadaan tanah", "2 Tahun 2012", "2/2012"]] }, // story 1.13
  { question: "Kakek ingin berwasiat agar separuh hartanya diwakafkan ke masjid setelah beliau wafat, padahal ahli warisnya ada lima orang. Boleh sebanyak itu?", mustContain: [SEPERTIGA] }, // story 1.13
  { question: "Saya punya tanah 200 meter di pinggir jalan, tapi sertifikatnya masih jadi agunan KPR di bank. Bisa saya wakafkan sekarang?", mustContain: [["jaminan", "agunan", "dijaminkan", "diagunkan", "hak tanggungan"], ["bebas dari", "bebas jaminan", "bebas agunan", "bebas sitaan", "bebas sengketa", "bebas hak tanggungan", "bebas beban", "lunas", "melunasi", "dilunasi", "pelunasan", "tidak sedang", "harus bebas", "Pasal 17", "roya"]] }, // story
  { question: "Pak RT mau mewakafkan tanah untuk musala, tapi tanahnya masih ribut batas dengan tetangga dan perkaranya sedang di pengadilan. Bisa diproses di KUA?", mustContain: [["sengketa", "perkara"], ["bebas dari", "bebas sengketa", "bebas perkara", "bebas sitaan", "harus bebas", "harus tidak dalam", "tidak sedang dalam", "tidak sedang bersengketa", "tidak sedang berperkara", "sedang bersengketa", "sedang berperkara", "sedang dalam perkara", "masih bersengketa", "masih berperkara", "masih sengketa", "masih dalam sengketa", "masih dalam perkara", "selesai", "diselesaikan", "Pasal 17", "belum bisa", "belum dapat", "ditunda", "inkracht", "berkekuatan hukum tetap"]] }, // story
  { question: "Istri saya ingin berwakaf tapi tidak punya tanah, hanya tabungan lima juta rupiah. Bisakah berwakaf uang, dan lewat mana?", mustContain: [LKS, ["ditunjuk", "Pasal 28", "PWU", "Penerima Wakaf Uang", "resmi", "terdaftar"]] }, // story
  { question: "Anak saya bekerja di Arab Saudi dan ingin berwakaf uang dalam riyal. Apakah bisa langsung dalam riyal?", mustContain: [["rupiah"]] }, // story
  { question: "Keluarga kami sudah sepakat mewakafkan tanah untuk madrasah. Siapa saja yang harus hadir di KUA waktu ikrar?", mustContain: [["wakif"], NAZHIR, DUA_SAKSI, PPAIW] }, // story
  { question: "Ayah saya sudah sepuh dan terkena stroke, jadi tidak bisa datang ke KUA untuk ikrar wakaf. Apakah bisa diwakilkan oleh anaknya?", mustContain: [["surat kuasa", "memberi kuasa", "memberikan kuasa", "pemberian kuasa", "penerima kuasa", "pemberi kuasa", "kuasa tertulis", "kuasa kepada", "dikuasakan", "menguasakan", "kuasanya", "melalui kuasa", "dengan kuasa"], [...DUA_SAKSI, "Pasal 18", "alasan yang sah", "alasan sah", "sah menurut hukum"]] }, // story
  { question: "Warga sudah puluhan tahun salat di musala yang katanya berdiri di atas tanah wakaf almarhum Mbah Karta, tapi tidak pernah ada aktanya. Bisakah sekarang dibuatkan akta?", mustContain: [["Akta Pengganti", "APAIW"], ["meninggal", "wafat", "almarhum", "tidak tercatat", "belum tercatat", "tidak pernah dicatat", "belum pernah dicatat", "tidak pernah tercatat", "belum pernah tercatat", "belum dicatat", "tidak dicatat", "wakaf lama", "tidak ada akta", "belum ada akta", "tidak memiliki akta", "belum memiliki akta", "tanpa akta"]] }, // story
  { question: "Saya ketua sebuah yayasan yang akan menerima wakaf tanah untuk membangun sekolah. Apakah yayasan boleh menjadi nazhir, dan apa syaratnya?", mustContain: [["badan hukum", "organisasi"], ["sosial", "kemasyarakatan", "keagamaan", "pengurus"]] }, // story
  { question: "Saya dan dua teman ditunjuk warga menjadi nazhir tanah wakaf masjid yang sebagian disewakan untuk parkir. Bolehkah kami mengambil bagian dari hasil sewanya?", mustContain: [SEPULUH_PERSEN] }, // story
  { question: "Kakak saya hanya mau mewakafkan 100 meter dari tanahnya yang 500 meter dan sudah bersertifikat. Apakah di BPN ada biaya yang mungkin keluar?", mustContain: [["pemecahan", "pecah", "dipecah", "memecah", "splitsing", "pemisahan"]] }, // story
  { question: "Saya dengar mengurus sertifikat tanah wakaf di BPN itu mahal. Tanah kami 100 meter di Garut dan sudah SHM. Berapa biaya pendaftarannya?", mustContain: [GRATIS, BPN, ["pendaftaran", "mendaftar", "didaftarkan", "PNBP", "PP 128", "128/2015", "128 Tahun 2015"]] }, // story
  { question: "Tanah kakek saya belum bersertifikat, buktinya hanya Letter C di desa. Kalau diwakafkan, biaya apa yang mungkin tetap harus dibayar di Kantor Pertanahan?", mustContain: [["pengukuran", "ukur", "pendaftaran pertama", "pertama kali", "pengakuan hak", "penegasan hak", "konversi"], ["pendaftaran pertama", "pertama kali", "pendaftaran awal", "pengakuan hak", "penegasan hak", "pengakuan", "penegasan", "konversi", "474"]] }, // story
  { question: "Kemarin kami sudah menandatangani akta ikrar wakaf di KUA. Paling lambat berapa lama berkasnya harus dikirim ke BPN?", mustContain: [TUJUH_HARI_KERJA, [...PPAIW, "Pasal 32"]] }, // story
  { question: "Paman saya diam-diam menjual sebagian tanah wakaf kuburan ke pengembang perumahan. Apa ancaman hukumannya?", mustContain: [PIDANA_5, DENDA_500] }, // story
  { question: "Seorang penulis ingin mewakafkan hak cipta bukunya ke sebuah pesantren di kota kami. Memangnya hak cipta bisa diwakafkan?", mustContain: [["HKI", "HAKI", "kekayaan intelektual"], ["benda bergerak", "Pasal 16"]] }, // story
  { question: "Bapak saya punya mobil pikap yang mau diwakafkan untuk ambulans desa. Apakah kendaraan boleh menjadi harta wakaf?", mustContain: [["benda bergerak", "Pasal 16"], ["kendaraan"]] }, // story
  { question: "Saya punya satu unit apartemen di Bandung dan ingin mewakafkannya untuk asrama mahasiswa. Apakah unit rumah susun bisa diwakafkan?", mustContain: [["rumah susun", "sarusun"], ["benda tidak bergerak", "Pasal 16"]] }, // story
  { question: "Warga kampung ingin membuat program wakaf sawah yang hasil panennya untuk biaya sekolah anak yatim. Program seperti ini namanya apa dan bagaimana prinsipnya?", mustContain: [["produktif"], ["pokok", "tetap utuh", "tetap terjaga", "tidak berkurang", "dijaga", "dipertahankan", "tidak habis"]] }, // story
  { question: "Anak saya baru 15 tahun dan ingin mewakafkan sepeda motor pemberian kakeknya ke pesantren. Apakah sah?", mustContain: [["dewasa", "baligh", "balig"], ["belum dewasa", "belum baligh", "belum balig", "belum cukup umur", "di bawah umur", "belum cakap", "tidak cakap", "belum memenuhi", "tidak memenuhi", "tidak sah", "belum sah", "belum bisa", "belum dapat", "belum boleh", "belum berusia", "belum 18"]] }, // story
  { question: "Akta ikrar wakaf tanah keluarga kami sudah jadi, tapi sertifikatnya belum keluar dari BPN. Nanti sertifikat tanah wakaf itu atas nama siapa?", mustContain: [NAZHIR, ["nama nazhir", "nama nadzir", "nama nazir", "nama nadhir", "nama nadir", "nama para nazhir", "nama para nadzir", "nama pihak nazhir", "nama pengelola", "bukan atas nama wakif", "bukan nama wakif", "nazhir bukan pemilik", "nadzir bukan pemilik", "bukan milik nazhir", "tidak menjadikan nazhir", "tidak membuat nazhir"]] }, // story
  { question: "Waktu ikrar wakaf di KUA, petugas memberi kami satu lembar salinan akta untuk dibawa pulang. Itu formulir kode apa?", mustContain: [["W.2a", "W2a", "W 2a", "W.2.a", "W-2a"]] }, // story
  { question: "Ustaz di pengajian bilang pahala wakaf tidak putus walau kita sudah meninggal. Hadis itu riwayat siapa?", mustContain: [["Muslim"], ["1631", "jariyah", "jariah"]] }, // story

  // ---- su (Sundanese / Sundanese-mixed) ----
  { question: "Ruislag taneuh wakaf téh naon, sareng saha nu masihan idinna?", mustContain: [["tukar"], MENTERI_ATAU_BWI] }, // su 1.13
  { question: "Wakaf téh wajib sapertos zakat, atanapi henteu?", mustContain: [SUNNAH] }, // su 1.13
  { question: "Taneuh warisan ti kolot teu acan dibagi, abdi hoyong wakafkeun bagian abdi waé. Tiasa teu?", mustContain: [SEMUA_AHLI_WARIS, WARISAN_BERSAMA] }, // su 1.13
  { question: "Upami nazhir teu ngurus taneuh wakaf, tiasa diganti teu? Saha nu ngagentosna?", mustContain: [BWI, DIGANTI, ["tidak melaksanakan", "tidak menjalankan", "tidak mengurus", "tidak mengelola", "tidak melakukan tugas", "tidak amanah", "lalai", "melalaikan", "menelantarkan", "terbengkalai", "ditelantarkan"]] }, // su 1.13
  { question: "Ngagentos nazhir dina sertipikat di BPN téh kedah mayar henteu?", mustContain: [GRATIS, ["ganti", "pergantian", "perubahan nazhir", "perubahan nadzir", "perubahan nazir", "perubahan data nazhir", "perubahan nama nazhir"]] }, // su 1.13
  { question: "Abdi nuju milarian nazhir kanggo taneuh wakaf. Tiasa teu nazhirna ti nu sanés muslim?", mustContain: [NAZHIR_ISLAM] }, // su 1.13
  { question: "Ruko abdi aya di luhur taneuh HGB, tiasa teu diwakafkeun ngan kanggo 20 taun?", mustContain: [["hak guna bangunan", "HGB", "hak pakai"], BERJANGKA] }, // su 1.13
  { question: "Leres teu wakaf téh kalebet sedekah jariyah? Naon dalilna?", mustContain: [JARIYAH, ["1631", "Muslim", "Abu Hurairah"]] }, // su 1.13
  { question: "Naon bédana wakaf sareng wasiat téh?", mustContain: [["meninggal", "wafat", "kematian", "maot"], SEPERTIGA] }, // su 1.13
  { question: "Di taneuh wakaf masjid badé diadegkeun madrasah diniyah, kedah aya idin ti saha heula?", mustContain: [BWI, PERUBAHAN_PERUNTUKAN] }, // su 1.13
  { question: "Abdi badé wakafkeun taneuh ka masjid, naon waé syaratna kanggo nu ngawakafkeun?", mustContain: [["dewasa"], ["berakal", "akal sehat"], ["pemilik sah", "milik sah", "terhalang", "Pasal 8"]] }, // su
  { question: "Sabaraha saksi nu diperyogikeun nalika ikrar wakaf di KUA?", mustContain: [DUA_SAKSI] }, // su
  { question: "Kumaha prosedur ngadaptarkeun wakaf taneuh ti mimiti di KUA dugi ka kénging sertipikat?", mustContain: [PPAIW, AIW, BPN, [...TUJUH_HARI_KERJA, "Pasal 32", "W.7", "W7", "W 7", "W-7", "pengesahan nazhir", "W.5", "W5", "Majelis Ikrar", "W.1", "W.2"]] }, // su
  { question: "Upami nazhirna perorangan, sabaraha jalmi minimalna?", mustContain: [TIGA_ORANG] }, // su
  { question: "Nazhir téh tugasna naon waé numutkeun undang-undang?", mustContain: [["mengadministrasikan", "administrasi"], ["melaporkan", "laporan"]] }, // su
  { question: "Ari formulir W.5 téh kanggo naon nya?", mustContain: [["pengesahan nazhir", "mengesahkan nazhir", "pengesahan nadzir", "pengesahan nazir", "pengesahan"], ["W.5", "W5", "W 5", "W-5"]] }, // su
  { question: "Biaya ngadamel akta ikrar wakaf di KUA téh sabaraha?", mustContain: [GRATIS, ["meterai", "materai", "fotokopi", "fotocopy", "foto kopi", "photocopy"]] }, // su
  { question: "Abdi gaduh saham, tiasa teu diwakafkeun sapertos wakaf artos?", mustContain: [["surat berharga"]] }, // su
  { question: "KTP saha waé nu kedah difotokopi kanggo ngurus wakaf taneuh?", mustContain: [NAZHIR, ["saksi"], ["wakif"], ["KTP", "kartu tanda penduduk", "identitas"]] }, // su
  { question: "Surat keterangan yén taneuh teu keur sengketa téh dipénta ti saha?", mustContain: [["kepala desa", "kades", "lurah", "desa/kelurahan", "desa atau kelurahan", "pemerintah desa", "kantor desa", "pemdes"], ["WK", "camat"]] }, // su
  { question: "Saha nu jadi ketua Badan Wakaf Indonesia ayeuna?", mustContain: [["Kamaruddin Amin", "Kamarudin Amin"]] }, // su
  { question: "Di Jawa Barat sabaraha taneuh wakaf nu tos disertipikatkeun?", mustContain: [["48.123", "48123", "55,95", "55.95", "56%", "56 persen"]] }, // su
  { question: "Ayat Al-Qur'an naon nu sok dijantenkeun dasar wakaf?", mustContain: [["Imran", "Imrān", "Imron", "Baqara", "Baqoroh"], ["92", "261", "267"]] }, // su
  { question: "Kumaha caritana Umar bin Khattab ngawakafkeun taneuh di Khaibar?", mustContain: [["tidak dijual", "tidak boleh dijual", "tidak diwariskan", "tidak boleh diwariskan", "tidak dihibahkan", "tidak diperjualbelikan", "tahan pokok", "menahan pokok", "ditahan pokok", "tahan tanahnya", "menahan tanah"], ["Khaibar", "Khaybar", "Khoibar"], ["sedekah", "menyedekahkan", "shadaqah", "sadaqah", "shodaqoh", "hasil", "manfaat"]] }, // su
  { question: "Rukun wakaf numutkeun jumhur ulama téh aya sabaraha, naon waé?", mustContain: [["empat", "opat", "4 rukun", "4 (empat)", "ada 4", "yaitu 4", "4 hal", "4 perkara", "4 unsur"], SIGHAT, ["mauquf bih", "mawquf bih", "maukuf bih"], MAUQUF_ALAIH] }, // su
  { question: "Ari mauquf 'alaih téh naon hartosna?", mustContain: [["penerima manfaat", "menerima manfaat", "penerima hasil", "menerima hasil", "diberi manfaat", "mendapat manfaat", "memperoleh manfaat", "menikmati manfaat", "sasaran wakaf", "beneficiary"]] }, // su
  { question: "Naon waé harta nu kalebet benda bergerak nu tiasa diwakafkeun?", mustContain: [["uang"], ["logam mulia", "surat berharga", "kendaraan"]] }, // su
  { question: "Abdi kantos ngadangu aya e-AIW, éta téh naon?", mustContain: [["SIWAK", "Sistem Informasi Wakaf"], ["elektronik", "digital", "online", "daring"], AIW] }, // su
  { question: "Sabaraha lami masa jabatan nazhir téh?", mustContain: [["5 tahun", "lima tahun", "5 (lima) tahun"], ["perpanjang", "jabatan", "masa bakti", "masa tugas", "masa kerja", "periode", "menjabat"]] }, // su
  { question: "Taneuh wakaf tiasa teu dijantenkeun jaminan nginjeum ka bank?", mustContain: [["tidak boleh dijadikan jaminan", "dilarang dijadikan jaminan", "tidak dapat dijadikan jaminan", "tidak bisa dijadikan jaminan", "tidak boleh dijaminkan", "dilarang dijaminkan", "tidak dapat dijaminkan", "tidak bisa dijaminkan", "tidak boleh diagunkan", "dilarang diagunkan", "tidak dapat diagunkan", "tidak bisa diagunkan", "tidak boleh dijadikan agunan", "dilarang dijadikan agunan", "tidak dapat dijadikan agunan", "tidak bisa dijadikan agunan", "tidak boleh digadaikan", "dilarang digadaikan", "tidak dapat digadaikan", "tidak bisa digadaikan", "Pasal 40"], ["jaminan", "agunan", "dijaminkan", "diagunkan", "gadai", "hak tanggungan"]] }, // su
  { question: "Nazhir kedah ngokolakeun wakaf sacara produktif? Aya pasalna?", mustContain: [["Pasal 42", "Pasal 43"]] }, // su
  { question: "Di KUA aya buku daptar akta ikrar wakaf, éta formulir nomer sabaraha?", mustContain: [["W.4", "W4", "W 4", "W-4"]] }, // su
  { question: "Meterai kanggo ngurus wakaf ayeuna sabaraha?", mustContain: [["10.000", "10 ribu", "sepuluh ribu", "10rb"]] }, // su
  { question: "Formulir ikrar wakaf nu ditandatanganan ku wakif téh kodena naon?", mustContain: [["W.1", "W1", "W 1", "W-1"]] }, // su
  { question: "Upami nu badé wakaf téh badan hukum atanapi organisasi, aya syarat husus?", mustContain: [["anggaran dasar"]] }, // su

  // ---- formal ----
  { question: "Menurut Undang-Undang Nomor 41 Tahun 2004, apa yang dimaksud dengan wakaf?", mustContain: [["memisahkan", "menyerahkan"], ["ibadah", "kesejahteraan umum"]] }, // formal
  { question: "Sebutkan unsur-unsur wakaf sebagaimana diatur dalam Pasal 6 Undang-Undang Nomor 41 Tahun 2004.", mustContain: [["jangka waktu"], ["peruntukan"]] }, // formal
  { question: "Apa saja persyaratan nazhir perseorangan menurut Pasal 10 ayat (1) Undang-Undang Wakaf?", mustContain: [["WNI", "warga negara Indonesia"], ["amanah"]] }, // formal
  { question: "Untuk keperluan apa saja harta benda wakaf dapat diperuntukkan menurut Pasal 22 Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["ibadah"], ["pendidikan"], ["kesehatan"], ["fakir miskin", "beasiswa", "yatim", "anak terlantar"], ["ekonomi"]] }, // formal
  { question: "Apabila wakif tidak menetapkan peruntukan harta benda wakaf pada saat ikrar, siapakah yang berwenang menetapkannya?", mustContain: [NAZHIR, ["Pasal 23", "menetapkan", "menentukan"]] }, // formal
  { question: "Perbuatan apa saja terhadap harta benda wakaf yang dilarang oleh Pasal 40 Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["disita", "penyitaan", "sitaan", "menyita"], ["dihibahkan", "menghibahkan", "hibahkan"], ["diwariskan", "mewariskan", "pewarisan", "diwarisi"], ["jaminan", "agunan", "dijaminkan", "diagunkan"], ["dijual", "menjual", "diperjualbelikan", "penjualan"], ["ditukar", "menukar", "penukaran", "dialihkan", "pengalihan", "mengalihkan"]] }, // formal
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia menurut Pasal 49 Undang-Undang Wakaf?", mustContain: [["membina", "pembinaan"], ["penukaran", "tukar", "perubahan peruntukan", "perubahan status", "memberhentikan", "mengganti nazhir", "penggantian nazhir"]] }, // formal
  { question: "Berdasarkan keputusan presiden nomor berapa anggota Badan Wakaf Indonesia pertama kali diangkat?", mustContain: [["75/M", "75 / M", "Nomor 75", "No. 75"], ["2007"]] }, // formal
  { question: "Apa judul lengkap Peraturan Pemerintah Nomor 42 Tahun 2006?", mustContain: [["Pelaksanaan Undang", "Pelaksanaan UU", "Pelaksanaan atas"], ["41 Tahun 2004", "41/2004", "UU 41", "Nomor 41"]] }, // formal
  { question: "Peraturan Menteri Agama Nomor 73 Tahun 2013 mengatur tentang apa?", mustContain: [["Tata Cara", "tatacara"], ["Benda Tidak Bergerak"], ["Selain Uang"]] }, // formal
  { question: "Peraturan Menteri Agama manakah yang mengatur administrasi pendaftaran wakaf uang?", mustContain: [["4 Tahun 2009", "4/2009", "PMA 4", "Nomor 4 Tahun 2009", "No. 4 Tahun 2009"]] }, // formal
  { question: "Apa substansi Peraturan Pemerintah Nomor 25 Tahun 2018 dalam bidang perwakafan?", mustContain: [["perubahan", "mengubah"], ["42 Tahun 2006", "42/2006", "PP 42", "Nomor 42"]] }, // formal
  { question: "Bagaimana hukum wakaf uang menurut fatwa Majelis Ulama Indonesia, dan kapan fatwa tersebut ditetapkan?", mustContain: [["2002"], ["jawaz", "boleh", "dibolehkan", "diperbolehkan", "mubah"]] }, // formal
  { question: "Lembaga apa yang menerbitkan Sertifikat Wakaf Uang, dan dalam berapa hari wakaf uang tersebut wajib didaftarkan kepada Menteri?", mustContain: [LKS, TUJUH_HARI_KERJA] }, // formal
  { question: "Bagaimana cara nazhir mengelola harta benda wakaf menurut Pasal 43 Undang-Undang Wakaf, dan lembaga apa yang digunakan apabila diperlukan penjaminan?", mustContain: [["produktif"], ["penjamin syariah", "lembaga penjamin"]] }, // formal
  { question: "Siapakah yang bertindak sebagai Pejabat Pembuat Akta Ikrar Wakaf untuk wakaf tanah di tingkat kecamatan?", mustContain: [["Kepala KUA", "Kepala Kantor Urusan Agama"]] }, // formal
  { question: "Dokumen apa saja yang diminta Kantor Pertanahan untuk pendaftaran tanah wakaf yang sudah bersertifikat?", mustContain: [["sertifikat asli", "asli sertifikat", "sertipikat asli", "asli sertipikat", "sertifikat yang asli", "sertifikat (asli)", "sertifikat tanah asli"], ["Pengesahan Nazhir", "AIW", "Akta Ikrar Wakaf"]] }, // formal
  { question: "Peraturan Menteri ATR/Kepala BPN manakah yang mengatur tata cara pendaftaran tanah wakaf?", mustContain: [["2 Tahun 2017", "2/2017", "Nomor 2 Tahun 2017", "No. 2 Tahun 2017"]] }, // formal
  { question: "Sejak kapan pendaftaran tanah wakaf di Kementerian ATR/BPN dibebaskan dari PNBP berdasarkan nota kesepahaman dengan Kementerian Agama?", mustContain: [["2021"], ["MoU", "nota kesepahaman", "PNBP", "kesepakatan", "kerja sama", "kerjasama", "Desember"]] }, // formal
  { question: "Bagaimana pandangan jumhur ulama dan Imam Malik mengenai wakaf yang dibatasi jangka waktunya?", mustContain: [["Malik"], ["ta'bid", "ta’bid", "tabid", "selamanya", "selama-lamanya", "kekal", "abadi", "permanen"]] }, // formal
  { question: "Dalam penukaran harta benda wakaf, berapakah nilai minimal harta penukarnya?", mustContain: [SAMA_NILAI, ["manfaat"]] }, // formal 1.13
  { question: "Menurut Pasal 25 Undang-Undang Wakaf, bagaimana menghitung batas harta yang boleh diwakafkan melalui wasiat apabila pewasiat masih meninggalkan utang?", mustContain: [SEPERTIGA, ["utang", "hutang"]] }, // formal 1.13
  { question: "Apakah salah seorang ahli waris dapat dianggap pemilik sah atas tanah warisan yang belum dibagi sehingga dapat mewakafkannya sendiri?", mustContain: [SEMUA_AHLI_WARIS, WARISAN_BERSAMA] }, // formal 1.13
  { question: "Dalam hal apa saja nazhir diberhentikan dan diganti menurut Pasal 45 Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["meninggal"], ["pidana", "dibubarkan", "bubar", "permintaan sendiri"]] }, // formal 1.13
  { question: "Apakah nazhir dapat mengubah peruntukan harta benda wakaf tanpa persetujuan pihak lain?", mustContain: [BWI, PERUBAHAN_PERUNTUKAN, ["tertulis", "Pasal 44"]] }, // formal 1.13

  // ---- chat ----
  { question: "wakaf berjangka tuh boleh buat harta apa aja", mustContain: [["uang", "bangunan", "hak guna bangunan", "HGB"], ["hak milik"]] }, // chat 1.13
  { question: "tuker guling tanah wakaf yg ngasih izin siapa", mustContain: [TUKAR, MENTERI, BWI, ["tertulis", "persetujuan", "disetujui", "menyetujui", "Pasal 41", "rekomendasi"]] }, // chat 1.13
  { question: "lahan masjid wakaf mau dijadiin parkiran boleh ga", mustContain: [BWI, PERUBAHAN_PERUNTUKAN] }, // chat 1.13
  { question: "nazhir tanah wakaf masuk penjara krn kasus, trs gmn", mustContain: [DIGANTI, BWI, ["pidana", "penjara", "dihukum", "hukuman", "putusan pengadilan", "terpidana"]] }, // chat 1.13
  { question: "zakat sm wakaf bedanya apa", mustContain: [["wajib"], ["nisab", "asnaf", "pokok"]] }, // chat 1.13
  { question: "tanah wakaf udh gak kepake krn abrasi bs dituker ga", mustContain: [TUKAR, ["tidak dapat dipergunakan", "tidak bisa dipergunakan", "tidak dapat digunakan", "tidak bisa digunakan", "tidak dapat dipakai", "tidak bisa dipakai", "tidak dapat dimanfaatkan", "tidak bisa dimanfaatkan", "tidak dapat difungsikan", "tidak berfungsi", "tidak lagi dapat", "tidak lagi bisa", "tidak bisa lagi", "tidak dapat lagi", "tidak lagi digunakan", "tidak lagi dimanfaatkan", "tidak lagi dipakai", "tidak terpakai"], MENTERI_ATAU_BWI] }, // chat 1.13
  { question: "nazhir pengen mundur sendiri boleh ga, yg gantiin siapa", mustContain: [BWI, DIGANTI, ["permintaan sendiri", "atas permintaan", "mengundurkan diri", "pengunduran diri", "mundur", "berhenti sendiri", "permohonan sendiri"]] }, // chat 1.13
  { question: "yayasan yg jd nazhir bubar, tanah wakafnya gmn dong", mustContain: [DIGANTI, ["BWI", "Badan Wakaf"], ["bubar", "pembubaran"]] }, // chat 1.13
  { question: "wasiat wakaf tertulis tetep perlu saksi ga", mustContain: [DUA_SAKSI, ["wasiat"], ["tertulis", "Pasal 24"]] }, // chat 1.13
  { question: "hibah wasiat wakaf bedanya apa aja", mustContain: [SEPERTIGA, MENJADI_MILIK] }, // chat 1.13
  { question: "syarat wakaf tanah di kua apa aja", mustContain: [["KTP"], ["sertifikat", "sertipikat", "girik", "Letter C", "bukti kepemilikan", "SHM"]] }, // chat
  { question: "ngukur tanah wakaf 100m di jabar kena biaya brp", mustContain: [["120.000", "120 ribu", "120rb"]] }, // chat
  { question: "akta ikrar wakaf itu formulir W brp", mustContain: [["W.2", "W2", "W 2", "W-2"]] }, // chat
  { question: "ppaiw tuh apa", mustContain: [["pejabat"], AIW] }, // chat
  { question: "nazhir itu apa sih", mustContain: [["menerima", "penerima"], ["kelola"]] }, // chat
  { question: "wakif tuh siapa", mustContain: [["yang mewakafkan", "memberi wakaf", "memberikan wakaf", "yang berwakaf", "pemberi wakaf", "yang menyerahkan harta", "yang menyerahkan sebagian harta"]] }, // chat
  { question: "mauquf bih artinya apa", mustContain: [["mauquf", "mawquf", "maukuf"], ["harta yang diwakafkan", "harta benda yang diwakafkan", "benda yang diwakafkan", "barang yang diwakafkan", "aset yang diwakafkan", "objek yang diwakafkan", "sesuatu yang diwakafkan", "apa yang diwakafkan", "objek wakaf", "obyek wakaf", "tahan lama"]] }, // chat
  { question: "sighat wakaf tuh apa", mustContain: [SIGHAT, ["ikrar", "pernyataan", "ucapan", "lafaz", "lafadz", "lafal"]] }, // chat
  { question: "bwi itu lembaga apa", mustContain: [["independen"]] }, // chat
  { question: "bwi ada perwakilan di jabar ga", mustContain: [["Perwakilan Jawa Barat", "perwakilan Jabar", "BWI Jawa Barat", "BWI Jabar", "perwakilan di Jawa Barat", "perwakilan di Jabar", "BWI Perwakilan"]] }, // chat
  { question: "tanah wakaf bs dituker ga kalo ada kebutuhan keagamaan yg mendesak", mustContain: [TUKAR, ["mendesak", "Pasal 49"], MENTERI_ATAU_BWI] }, // chat 1.13
  { question: "siwak itu apa", mustContain: [["Sistem Informasi Wakaf"]] }, // chat
  { question: "aplikasi buat cek biaya ukur tanah wakaf apa namanya", mustContain: [["Sentuh Tanahku"]] }, // chat
  { question: "brp banyak tanah wakaf di indonesia yg blm bersertifikat", mustContain: [["297.211", "297211", "297 ribu", "47%", "47 persen", "175 ribu"]] }, // chat
  { question: "jml tanah wakaf buat masjid se indonesia brp", mustContain: [["258.156", "258156", "258 ribu"]] }, // chat
  { question: "luas tanah wakaf yg udh bersertifikat brp hektar", mustContain: [["25.255", "25255"]] }, // chat
  { question: "wakaf uang yg udh kekumpul brp", mustContain: [["2,3 triliun", "2,3 T", "Rp2,3", "2.3 triliun"]] }, // chat
  { question: "jabar tanah wakafnya ada brp bidang", mustContain: [["87.795", "87795", "87 ribu", "88 ribu"]] }, // chat
  { question: "luas tanah wakaf jabar peringkat brp se indonesia", mustContain: [["Aceh"], ["kedua", "ke-2", "nomor 2", "peringkat 2"]] }, // chat
  { question: "ayat ttg benih tumbuh tujuh tangkai itu surat apa", mustContain: [["Baqarah"], ["261"]] }, // chat
  { question: "qs ali imran 92 isinya apa", mustContain: [["cintai", "sukai"], ["kebajikan", "kebaikan", "birr"]] }, // chat
  { question: "di quran ada kata wakaf ga", mustContain: [["tidak menyebut", "tidak disebut", "tidak secara eksplisit", "tidak ada kata", "tidak secara langsung", "tidak tersurat", "tidak tercantum", "tidak secara tegas", "tidak ada istilah", "tidak ditemukan"]] }, // chat
  { question: "wakaf pertama dlm sejarah islam apa", mustContain: [["Quba", "Nabawi"]] }, // chat
  { question: "abu thalhah wakafin apa", mustContain: [["kebun", "Bairuha", "Bayruha"]] }, // chat
  { question: "nazhir termasuk rukun wakaf ga", mustContain: [["bukan rukun", "tidak termasuk rukun", "bukan termasuk rukun", "tidak termasuk dalam rukun", "bukan salah satu rukun", "tidak masuk rukun", "bukan bagian dari rukun", "tidak termasuk empat", "tidak termasuk dalam empat", "tidak termasuk"], ["unsur"]] }, // chat
  { question: "syarat harta yg diwakafin menurut fikih apa aja", mustContain: [["mutaqawwim", "bernilai"], ["tahan lama", "tidak habis", "jangka panjang", "kekal", "sekali pakai"], ["milik", "dimiliki", "kepemilikan"], ["jelas", "sengketa", "haram"]] }, // chat
  { question: "wakaf makanan boleh ga", mustContain: [["tahan lama", "tidak habis", "sekali pakai", "habis dipakai", "habis dikonsumsi", "jangka panjang", "bertahan"]] }, // chat
  { question: "wakaf buat tempat maksiat sah ga", mustContain: [["tidak sah", "tidak boleh", "tidak dibenarkan", "dilarang", "tidak diperbolehkan", "batal", "tidak dapat"], ["maksiat", "dosa", "kebaikan", "kebajikan", "mendekatkan diri", "taqarrub", "qurbah", "bertentangan dengan syari", "melanggar syari"]] }, // chat
  { question: "tanah wakaf bs diwarisin ke anak wakif ga", mustContain: [["tidak boleh diwariskan", "tidak dapat diwariskan", "tidak bisa diwariskan", "dilarang diwariskan", "tidak boleh diwarisi", "tidak dapat diwarisi", "tidak bisa diwarisi", "tidak diwariskan", "tidak bisa diwarisin", "tidak boleh mewarisi", "tidak dapat mewarisi", "tidak bisa mewarisi", "bukan warisan", "bukan harta warisan", "tidak termasuk harta warisan", "tidak menjadi warisan", "Pasal 40"], ["diwaris", "mewaris", "pewarisan", "warisan"]] }, // chat
  { question: "tanah wakaf boleh dijual ga kalo dkm lg butuh dana", mustContain: [DILARANG_DIJUAL, ["jual"]] }, // chat
  { question: "sertifikat wakaf uang dikasih ke siapa aja", mustContain: [["wakif"], NAZHIR, LKS] }, // chat
  { question: "blangko w7 buat apa", mustContain: [BPN, ["pengantar", "pendaftaran", "mendaftarkan", "didaftarkan", "daftar"], ["W.7", "W7", "W 7", "W-7"]] }, // chat
  { question: "form WD buat apa", mustContain: [["1977"]] }, // chat
  { question: "wakaf tanah hrs dtg langsung ke kua ga", mustContain: [["hadir", "datang langsung", "secara langsung"], NAZHIR, DUA_SAKSI] }, // chat
  { question: "lama proses sertifikat wakaf di bpn brp hari", mustContain: [["5 hari", "lima hari", "98 hari"]] }, // chat
  { question: "suami mau wakaf tanah yg dibeli berdua sm istri perlu izin istri ga", mustContain: [["persetujuan", "izin", "setuju"], ["istri", "pasangan"]] }, // chat
  { question: "uu wakaf nomor brp tahun brp", mustContain: [["41"], ["2004"]] }, // chat
  { question: "peraturan bwi no 1 th 2020 ttg apa", mustContain: [["Pedoman Pengelolaan", "pengelolaan dan pengembangan"], ["2020"]] }, // chat
  { question: "juknis tuker guling tanah wakaf kepdirjen no brp", mustContain: [["659", "enam ratus lima puluh sembilan"]] }, // chat
  { question: "bwi dibentuk uu pasal brp", mustContain: [["Pasal 47"]] }, // chat
  { question: "anggota bwi brp org", mustContain: [["20 sampai 30", "20-30", "20–30", "20 hingga 30", "20 s.d. 30", "20 s/d 30", "dua puluh", "tiga puluh", "30 orang"]] }, // chat
  { question: "bwi hrs dengerin saran siapa aja", mustContain: [["MUI", "Majelis Ulama"]] }, // chat
  { question: "fungsi kua soal wakaf apa", mustContain: [["bimbingan zakat dan wakaf", "bimbingan zakat"], [...AIW, "PMA", ...NAZHIR, "SIWAK"]] }, // chat
  { question: "motto kemenag apa", mustContain: [["Ikhlas Beramal"]] }, // chat
  { question: "berakhlak asn singkatan apa", mustContain: [["Berorientasi"], ["Akuntabel"]] }, // chat
];

export const HELD_OUT_29_OUT_OF_FIELD: readonly EvalCase[] = [
  // ---- kua: other KUA services ----
  { question: "Apa saja syarat mendaftar nikah di KUA?" }, // kua
  { question: "biaya nikah di luar kantor kua brp skrg" }, // kua
  { question: "Abdi badé rujuk deui sareng urut pamajikan, kedah kumaha di KUA?" }, // kua
  { question: "gmn cara ngurus isbat nikah buat nikah siri yg dulu" }, // kua
  { question: "Kapan jadwal bimbingan manasik haji di KUA tahun ini?" }, // kua
  { question: "daftar haji reguler skrg antrinya brp thn" }, // kua
  { question: "Bagaimana prosedur sertifikasi halal untuk usaha mikro melalui pendamping proses produk halal?" }, // kua
  { question: "Zakat fitrah taun ieu sabaraha per jiwa?" }, // kua
  { question: "Abdi hoyong ngukur arah kiblat masjid énggal, tiasa dibantosan ku KUA?" }, // kua
  { question: "bimwin catin wajib ga sih sblm nikah" }, // kua
  { question: "Bagaimana cara menghitung zakat penghasilan untuk gaji delapan juta per bulan?" }, // kua
  { question: "Kumaha prosedur cerai di Pengadilan Agama upami salaki teu puguh kamana?" }, // kua
  { question: "Apakah data masjid di kecamatan ini bisa diminta ke KUA untuk mengurus ID masjid?" }, // kua
  { question: "travel umrah yg resmi kemenag gmn ngeceknya" }, // kua
  { question: "Bagaimana mendapatkan duplikat buku nikah karena yang asli hilang?" }, // kua

  // ---- trap: shares words with wakaf, but is not about it ----
  { question: "Sertifikat tanah saya hilang, bagaimana mengurus sertifikat pengganti di BPN?" }, // trap
  { question: "Akta kelahiran anak saya salah tulis nama, bagaimana cara membetulkannya?" }, // trap
  { question: "Kumaha cara ngabagi warisan numutkeun hukum Islam, bagian anak awéwé sabaraha?" }, // trap
  { question: "sy mau hibah rumah ke anak, pajaknya brp" }, // trap
  { question: "Saya pernah bernazar puasa tiga hari kalau lulus, bagaimana kalau ternyata tidak sanggup?" }, // trap
  { question: "Saya dipanggil jadi saksi di pengadilan negeri untuk kasus tetangga, wajib datang tidak?" }, // trap
  { question: "jadwal imsakiyah masjid agung bandung kapan keluar" }, // trap
  { question: "Infak Jumat di masjid kami mau dipakai beli sound system, pembukuannya bagaimana yang benar?" }, // trap
  { question: "Harga tanah per meter di daerah Cileunyi sekarang berapa?" }, // trap
  { question: "surat keterangan ahli waris bikinnya di kelurahan atau notaris" }, // trap

  // ---- other: unrelated subjects ----
  { question: "Enjing di Bandung hujan teu?" }, // other
  { question: "harga cabe rawit hari ini brp" }, // other
  { question: "Bagaimana cara memperpanjang SIM C yang sudah mati?" }, // other
  { question: "cara aktifin bpjs kesehatan yg nunggak gmn" }, // other
  { question: "KTP abdi leungit, kumaha ngadamel deui?" }, // other
  { question: "resep seblak kuah pedes gmn" }, // other
  { question: "Jadwal kereta api dari Bandung ke Jakarta hari Sabtu jam berapa saja?" }, // other
  { question: "Persib maén iraha deui?" }, // other
  { question: "hp sy ga bisa ngecas kenapa ya" }, // other
  { question: "Kapan pendaftaran SMP negeri jalur zonasi tahun ini dibuka?" }, // other
  { question: "Obat sakit kepala yang aman untuk ibu hamil apa?" }, // other
  { question: "kurs dolar hari ini brp" }, // other
  { question: "Kumaha carana ngadamel kupat tahu Singaparna?" }, // other
  { question: "cara daftar cpns gmn" }, // other
  { question: "Bagaimana cara membuat paspor baru?" }, // other
  { question: "wifi rumah lemot solusinya apa" }, // other
  { question: "Kantor pos kacamatan dibuka jam sabaraha?" }, // other
  { question: "Bagaimana cara menanam cabai di polybag supaya berbuah lebat?" }, // other
  { question: "skor timnas kmrn brp" }, // other
  { question: "Bagaimana cara membayar pajak kendaraan bermotor secara online di Jawa Barat?" }, // other
];
