// Held-out evaluation set 28 for Si Wakaf, written on 2026-12-07 from ../shared/spec/domain-facts.md only,
// by someone who had not read the knowledge base, the other sets' questions or the assistant's answers.
// It has never been used for tuning. Do not tune on it: if a case fails, fix the knowledge, not this file.
import type { EvalCase } from "./eval-set";

// Kind tags (trailing comment on every case):
//   in field:     // story  a short situation told the way people tell it, ending in one question (sometimes implied)
//                 // su     Sundanese or Sundanese-mixed Indonesian
//                 // formal complete formal Indonesian, sometimes citing a law or article
//                 // chat   informal chat Indonesian (lowercase, abbreviations, typos)
//                 followed by " 1.13" when the question is on section 1.13 ("what visitors also ask") of the fact sheet.
//   out of field: // kua    another KUA service (nikah, rujuk, talak, haji/umrah, zakat, halal, kemasjidan, ...)
//                 // trap   shares words with wakaf (sertifikat, akta, saksi, ahli waris, hibah, nazar, masjid) but is not about wakaf
//                 // other  an unrelated subject
// Out-of-field cases have no mustContain: the expected reply says honestly that Si Wakaf does not cover it
// and points to the office.

const NAZHIR = ["nazhir", "nadzir", "nazir"] as const;
const BWI = ["BWI", "Badan Wakaf Indonesia"] as const;
const HARI7 = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja", "tujuh (7) hari kerja"] as const;
const SAKSI2 = [
  "2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua) orang saksi", "2 (dua) saksi",
  "dua (2) orang saksi", "dua (2) saksi", "minimal dua", "minimal 2", "sekurang-kurangnya 2", "sekurang-kurangnya dua",
] as const;
const GRATIS = [
  "Rp0", "Rp 0", "Rp.0", "Rp. 0", "gratis", "tanpa biaya", "tidak dipungut", "bebas biaya", "nol rupiah",
  "tidak ada biaya", "tidak dikenakan biaya", "tidak berbayar", "tidak bayar", "bebas PNBP", "tanpa PNBP",
] as const;
const IRREVOCABLE = [
  "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik",
  "tidak bisa ditarik", "tidak boleh ditarik", "tidak dapat diminta kembali", "tidak bisa diminta kembali",
  "tidak boleh diminta kembali", "tidak dapat diambil kembali", "tidak bisa diambil kembali",
  "tidak boleh diambil kembali", "tidak dapat dicabut", "tidak bisa dicabut", "tidak boleh dicabut",
  "tidak dapat dikembalikan", "tidak bisa dikembalikan", "tidak boleh dikembalikan",
] as const;
const FOREVER = [
  "selama-lamanya", "selamanya", "untuk seterusnya", "tidak terbatas", "tanpa batas waktu", "tanpa jangka waktu",
  "permanen", "abadi",
] as const;
const TIME_LIMITED = ["jangka waktu", "berjangka", "muaqqat", "waktu tertentu", "batas waktu", "sementara"] as const;
const SEPERTIGA = ["1/3", "sepertiga", "satu per tiga", "satu pertiga", "33%"] as const;
const ALL_HEIRS = [
  "semua ahli waris", "seluruh ahli waris", "para ahli waris", "ahli waris lain", "ahli waris yang lain",
  "setiap ahli waris", "persetujuan ahli waris", "persetujuan semua", "persetujuan seluruh", "semua waris",
] as const;
const SUNNAH = ["sunnah", "sunah", "sunnat", "dianjurkan", "mustahab", "tidak wajib", "bukan kewajiban"] as const;
const PERMIT = ["izin", "persetujuan"] as const;
const MENTERI_PERMIT = [
  "izin tertulis", "izin Menteri", "izin dari Menteri", "persetujuan Menteri", "izin Menag", "izin Kementerian Agama",
] as const;
const SAME_VALUE = [
  "nilai dan manfaat", "manfaat dan nilai", "sama nilai", "nilainya sama", "nilai yang sama", "setara",
  "sekurang-kurangnya sama", "paling sedikit sama", "minimal sama", "tidak kurang", "sebanding", "seimbang",
] as const;
const REPLACED = ["diganti", "penggantian", "pengganti", "mengganti", "digantikan", "menggantikan"] as const;
const CONTINUES = [
  "tidak batal", "tetap berlaku", "tetap sah", "tetap berjalan", "tidak gugur", "tetap wakaf", "tetap menjadi",
  "tidak membatalkan", "tidak hapus", "tidak hilang", "tidak berakhir",
] as const;
const NOT_OWNER = [
  "bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak menjadi milik", "tidak menjadikan",
  "tidak memiliki", "tidak berarti", "bukan harta", "tidak dapat diwariskan", "tidak boleh diwariskan",
  "tidak bisa diwariskan", "tidak diwariskan", "dilarang diwariskan", "tidak berhak", "tidak beralih",
] as const;
const SELL_BAN = [
  "tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "dilarang dijual", "tidak dijual",
  "tidak boleh diperjualbelikan", "tidak dapat diperjualbelikan", "tidak bisa diperjualbelikan",
  "dilarang diperjualbelikan", "tidak boleh diwariskan", "tidak dapat diwariskan", "tidak bisa diwariskan",
] as const;
const WAKIF_NO_RELIGION = [
  "tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat agama", "tidak harus muslim",
  "tidak harus beragama", "tidak wajib beragama", "tidak menyebut agama", "tidak menyebutkan agama",
  "tidak ditentukan agama", "bukan syarat", "tidak harus Islam", "tidak dibatasi agama", "non-muslim boleh",
  "nonmuslim boleh", "non-muslim dapat", "nonmuslim dapat", "non-muslim bisa", "nonmuslim bisa",
] as const;
const WAKIF_NO_RELIGION_FORMAL = [
  "tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat agama", "tidak harus muslim", "tidak harus beragama",
  "tidak wajib beragama", "tidak menyebut agama", "tidak menyebutkan agama", "tidak ditentukan agama", "bukan syarat",
  "tidak harus Islam", "tidak dibatasi agama", "tidak mengatur agama", "tidak menentukan agama",
] as const;
const LKS = ["LKS", "Lembaga Keuangan Syariah", "LKS-PWU", "bank syariah"] as const;
const THREE = [
  "3 orang", "tiga orang", "3 (tiga) orang", "tiga (3) orang", "minimal 3", "minimal tiga",
  "sekurang-kurangnya 3", "sekurang-kurangnya tiga", "paling sedikit 3", "paling sedikit tiga",
] as const;
const FIVE_YEARS = ["5 tahun", "lima tahun", "5 (lima) tahun", "lima (5) tahun"] as const;
const TEN_PCT = ["10%", "10 %", "10 persen", "sepuluh persen", "10 (sepuluh) persen", "sepersepuluh"] as const;
const NO_PLEDGE = [
  "tidak boleh dijaminkan", "tidak dapat dijaminkan", "tidak bisa dijaminkan", "dilarang dijaminkan",
  "tidak boleh diagunkan", "tidak dapat diagunkan", "tidak bisa diagunkan", "dilarang diagunkan",
  "tidak boleh dijadikan jaminan", "tidak dapat dijadikan jaminan", "tidak bisa dijadikan jaminan",
  "dilarang dijadikan jaminan", "tidak boleh dijadikan agunan", "tidak dapat dijadikan agunan",
  "dilarang dijadikan agunan",
] as const;
const FINE_500 = ["500 juta", "500.000.000", "lima ratus juta", "Rp500 jt", "setengah miliar"] as const;
const LAND_HAK_MILIK = ["hak milik", "Pasal 18", "tanah milik"] as const;
const PUBLIC_INTEREST = ["kepentingan umum", "tata ruang", "RUTR", "Pasal 41", "pengadaan tanah"] as const;
const CHANGE_USE = [
  "perubahan peruntukan", "mengubah peruntukan", "ubah peruntukan", "peruntukannya diubah", "peruntukan diubah",
  "peruntukannya berubah", "peruntukan berubah", "mengalihkan peruntukan", "pengalihan peruntukan", "alih peruntukan",
  "menyimpang dari peruntukan", "di luar peruntukan", "berbeda dari peruntukan", "berbeda dengan peruntukan",
  "peruntukan baru", "perubahan fungsi", "mengubah fungsi", "perubahan penggunaan", "Pasal 44",
] as const;
const HEIRS_JOINT = [
  "pemilik sah", "pemilik yang sah", "milik sah", "milik bersama", "kepemilikan bersama", "milik semua ahli waris",
  "milik seluruh ahli waris", "milik para ahli waris", "Pasal 8", "ikut menandatangani", "turut menandatangani",
  "ikut tanda tangan", "turut tanda tangan", "dibagi dulu", "dibagi terlebih dahulu", "dibagi lebih dulu",
  "dibagi lebih dahulu", "pembagian waris",
] as const;
const LIMITED_RIGHT = ["hak guna bangunan", "HGB", "hak pakai", "hak pengelolaan", "Pasal 17"] as const;
const BPN_AUTH = ["Kantor Pertanahan", "BPN", "Badan Pertanahan", "Pasal 32"] as const;
const RENEWABLE = [
  "diperpanjang", "perpanjangan", "diangkat kembali", "diangkat lagi", "dipilih kembali", "ditunjuk kembali",
  "diperbarui", "masa jabatan", "masa bakti", "masa tugas", "periode",
] as const;
const LKS_APPOINTED = ["ditunjuk", "PWU", "Penerima Wakaf Uang", "ditetapkan Menteri", "ditetapkan oleh Menteri", "Pasal 28"] as const;
const UNCERTIFIED_OK = [
  "girik", "Letter C", "Petok D", "AJB", "tanpa sertifikat", "belum bersertifikat", "tidak bersertifikat",
  "pendaftaran pertama", "pengakuan hak", "penegasan hak", "konversi",
] as const;
const OLD_UNRECORDED = [
  "belum tercatat", "tidak tercatat", "belum dicatat", "tidak dicatat", "tidak pernah dicatat", "belum pernah dicatat",
  "belum ada akta", "tidak ada akta", "tanpa akta", "belum memiliki akta", "tidak memiliki akta", "tidak pernah dibuat",
  "belum pernah dibuat", "wakif telah meninggal", "wakif sudah meninggal", "wakif meninggal", "wakifnya meninggal",
  "wakifnya sudah meninggal", "wakifnya telah meninggal", "1977", "WD",
] as const;
const NAZHIR_NOT_OWNER = [
  "bukan pemilik", "tidak menjadi pemilik", "bukan milik nazhir", "bukan milik nadzir", "bukan milik pribadi",
  "bukan miliknya", "tidak menjadi milik", "tidak menjadikan nazhir", "tidak menjadikan nadzir", "tidak menjadikannya",
  "tidak membuat nazhir", "bukan berarti nazhir", "tidak berarti nazhir", "bukan harta pribadi", "bukan harta milik",
  "tidak memiliki harta",
] as const;

export const HELD_OUT_28_IN_FIELD: readonly EvalCase[] = [
  // ---------------- story ----------------
  { question: "Bapak saya punya sawah kurang lebih 200 tumbak, sertifikatnya SHM atas nama beliau. Beliau mau sawah itu dipakai madrasah, tapi cuma 20 tahun, habis itu balik lagi ke anak-anaknya. Bisa tidak wakaf tanah dengan batas waktu begitu dicatat di KUA?", mustContain: [FOREVER, LAND_HAK_MILIK] }, // story 1.13
  { question: "Jalan kabupaten di desa kami mau dilebarkan dan kena sebagian tanah wakaf musala. Orang pemda bilang nanti diganti tanah di tempat lain. Pengurus bingung, memangnya tanah wakaf boleh dilepas begitu saja?", mustContain: [MENTERI_PERMIT, SAME_VALUE, PUBLIC_INTEREST] }, // story 1.13
  { question: "Kami pengurus DKM Masjid Al-Ikhlas. Ada usulan sebagian halaman masjid dibangun kios untuk disewakan, hasilnya masuk kas masjid. Di akta ikrarnya tertulis untuk masjid. Apa DKM bisa langsung membangun saja?", mustContain: [BWI, PERMIT, CHANGE_USE] }, // story 1.13
  { question: "Nazhir tanah wakaf pesantren kami, Ustaz Dadang, wafat bulan lalu. Sertifikat wakafnya tertulis atas nama beliau sebagai nazhir. Sekarang keluarganya merasa tanah itu jadi hak mereka.", mustContain: [REPLACED, NOT_OWNER] }, // story 1.13
  { question: "Almarhum kakek sebelum wafat menulis wasiat bahwa separuh hartanya diwakafkan untuk masjid. Ahli warisnya lima orang dan dua di antaranya keberatan. Apakah wasiat wakaf itu berlaku seluruhnya?", mustContain: [SEPERTIGA] }, // story 1.13
  { question: "Tanah peninggalan ibu belum dibagi, masih atas nama almarhumah. Kakak sulung mau mewakafkan sebagian untuk makam kampung, sementara adik-adik belum ditanya sama sekali. Bisakah kakak saja yang datang ke KUA?", mustContain: [ALL_HEIRS, HEIRS_JOINT] }, // story 1.13
  { question: "Pak Haji Endang mau memberikan rumahnya ke yayasan yatim. Ada yang bilang dihibahkan saja, ada yang bilang diwakafkan. Beliau ingin rumah itu jangan sampai dijual siapa pun kelak. Sebaiknya yang mana?", mustContain: [["menjadi milik", "jadi milik", "pemilik", "hak milik", "memilikinya"], SELL_BAN] }, // story 1.13
  { question: "Tetangga saya, Koh Hendra, bukan muslim tapi dekat sekali dengan warga. Dia ingin menyerahkan sebidang tanahnya sebagai wakaf untuk jalan ke makam dan musala. Wakaf dari dia bisa diterima tidak?", mustContain: [WAKIF_NO_RELIGION] }, // story 1.13
  { question: "Keluarga kami punya bangunan ruko di atas tanah HGB yang haknya tinggal sekitar 15 tahun. Kami ingin mewakafkannya untuk usaha pesantren selama sisa hak itu saja. Mungkin tidak?", mustContain: [TIME_LIMITED, LIMITED_RIGHT] }, // story 1.13
  { question: "Masjid di kampung lama kami sudah tidak dipakai sejak warga direlokasi karena proyek waduk. DKM ingin menjual tanahnya lalu membangun masjid baru di lokasi relokasi. Apa yang harus ditempuh?", mustContain: [["tukar", "ruislag"], BWI] }, // story 1.13
  { question: "Keluarga besar kami berdebat waktu arisan. Sebagian bilang wakaf itu wajib untuk orang yang mampu, sama seperti zakat, sebagian lagi bilang tidak. Yang benar bagaimana?", mustContain: [SUNNAH] }, // story 1.13
  { question: "Tahun lalu ayah saya sudah ikrar wakaf tanah untuk musala di depan Kepala KUA. Sekarang ayah butuh biaya berobat dan ingin mengambil tanahnya kembali. Bisa tidak?", mustContain: [IRREVOCABLE] }, // story
  { question: "Kemarin kami sudah tanda tangan akta ikrar wakaf di KUA untuk tanah madrasah. Pak Kepala KUA bilang berkasnya akan dibawa ke BPN. Kira-kira paling lambat kapan itu harus dilakukan?", mustContain: [HARI7, BPN_AUTH] }, // story
  { question: "Keluarga kami mau wakaf tanah untuk masjid. Dari pengurus masjid yang siap jadi nazhir baru dua orang, ketua dan bendahara. Sudah cukup belum?", mustContain: [THREE] }, // story
  { question: "Ibu saya sudah sepuh dan sakit-sakitan, tidak kuat pergi ke KUA. Padahal beliau sendiri yang ingin mewakafkan kebun. Ada cara lain?", mustContain: [["surat kuasa", "memberi kuasa", "memberikan kuasa", "dikuasakan", "penerima kuasa"]] }, // story
  { question: "Kami sekeluarga ingin mewakafkan tanah 100 meter di Garut. Ada saudara yang bilang ngurus sertifikat wakaf di BPN mahal, bisa jutaan. Benar begitu?", mustContain: [GRATIS, ["pengukuran", "ukur"]] }, // story
  { question: "Tanah yang mau diwakafkan Abah ke masjid belum bersertifikat, cuma ada girik. Pengurus DKM ragu apakah KUA mau memprosesnya.", mustContain: [["tidak dalam sengketa", "tidak sengketa", "bebas sengketa", "keterangan desa", "keterangan kepala desa", "keterangan dari desa", "keterangan lurah", "keterangan kelurahan", "surat keterangan"], UNCERTIFIED_OK] }, // story
  { question: "Kebun Mang Ujang sedang jadi jaminan pinjaman di bank. Ia ingin sekali mewakafkannya ke pesantren sebagai amal jariyah sebelum umurnya habis.", mustContain: [["lunas", "dilunasi", "pelunasan", "bebas dari", "tidak sedang dijaminkan", "tidak dijaminkan", "tidak sedang dalam jaminan", "roya", "ditebus", "dibebaskan"]] }, // story
  { question: "Kami sudah mewakafkan lahan ke DKM dan sekarang dijadikan parkir berbayar. Ketua DKM minta sebagian hasil sewa parkir itu sebagai upahnya. Sebenarnya nazhir boleh ambil berapa?", mustContain: [TEN_PCT] }, // story
  { question: "Pak RT cerita ketua nazhir masjid kami sudah menjabat sejak 2012 dan tidak pernah diganti. Memangnya nazhir tidak ada masa jabatannya?", mustContain: [FIVE_YEARS, RENEWABLE] }, // story
  { question: "Anak saya kerja di Jakarta dan ingin ikut wakaf uang untuk membangun madrasah di kampung, nominalnya kecil. Katanya wakaf uang harus lewat lembaga resmi. Lembaga apa yang dimaksud?", mustContain: [LKS, LKS_APPOINTED] }, // story
  { question: "Saya kerja di Hongkong, gajinya dolar HK. Saya ingin berwakaf uang untuk pesantren di kampung halaman lewat nazhirnya.", mustContain: [["rupiah"], LKS] }, // story
  { question: "Sekitar tahun 1970-an buyut kami mewakafkan tanah untuk masjid, hanya lisan di depan kiai kampung. Semua saksinya sudah meninggal dan aktanya tidak pernah ada. Sekarang DKM mau mengurus sertifikatnya.", mustContain: [["APAIW", "Akta Pengganti", "W.3", "W3"], OLD_UNRECORDED] }, // story
  { question: "Di desa kami ada sawah wakaf satu hektar yang selama ini dibiarkan saja. Nazhir yang baru ingin menggarapnya supaya hasil panennya bisa untuk beasiswa anak yatim. Apakah itu dibolehkan?", mustContain: [["produktif"], ["pokok", "tetap utuh", "tetap terjaga", "tidak berkurang", "tidak boleh dijual", "tidak dijual"]] }, // story
  { question: "Ada kabar kepala desa kami diam-diam menjual tanah wakaf bekas madrasah ke seorang pengusaha. Warga resah dan marah. Ada hukumannya tidak?", mustContain: [["5 tahun", "lima tahun"], FINE_500] }, // story
  { question: "Tanah yang hendak diwakafkan bapak saya sedang digugat sepupunya di pengadilan soal batas. Bapak ingin cepat-cepat mewakafkan saja sebelum ada putusan biar aman.", mustContain: [["sengketa"], ["perkara", "sitaan", "Pasal 17 ayat", "Pasal 217"]] }, // story
  { question: "Kami pengurus yayasan pendidikan yang sudah berbadan hukum dan ingin menjadi nazhir tanah wakaf. Apa yang perlu kami bawa, yang berbeda dari nazhir perorangan?", mustContain: [["akta pendirian", "akta yayasan", "SK Kemenkumham", "pengesahan badan hukum", "dokumen badan hukum", "W.5a", "W5a", "akta badan hukum"]] }, // story
  { question: "Bapak saya pensiunan kades dan ingin mewakafkan tanah untuk posyandu dan PAUD. Ada tetangga yang bilang wakaf itu hanya untuk masjid atau makam.", mustContain: [["pendidikan"], ["kesehatan"], ["Pasal 22", "kesejahteraan umum", "ekonomi umat", "fakir miskin", "yatim", "beasiswa"]] }, // story
  { question: "Saya punya toko emas di Tasikmalaya. Selain tanah, saya juga ingin mewakafkan emas batangan dan satu mobil operasional untuk pesantren. Apakah itu sah sebagai wakaf?", mustContain: [["benda bergerak", "harta bergerak"], ["logam mulia", "kendaraan", "Pasal 16"]] }, // story
  { question: "Setelah akta ikrar wakaf dibuat, saya dapat lembar salinannya. Nanti sertifikat tanahnya keluar atas nama siapa? Apa atas nama saya sebagai wakif?", mustContain: [["atas nama nazhir", "atas nama nadzir", "atas nama nazir", "atas nama para nazhir", "atas nama pihak nazhir"]] }, // story
  { question: "Ustazah Euis ingin sekali berwakaf untuk pesantren tempatnya mengajar, tapi ia tidak punya tanah, hanya tabungan sekitar satu juta rupiah. Apakah berwakaf harus punya tanah?", mustContain: [["wakaf uang"], LKS, ["tidak harus", "tidak mesti", "tidak wajib punya", "tidak perlu punya", "tidak perlu memiliki", "tidak hanya tanah", "bukan hanya tanah", "tidak hanya berupa tanah", "tidak terbatas pada tanah", "selain tanah", "benda bergerak"]] }, // story
  { question: "Saya dan istri baru selesai ikrar wakaf. Di rumah kami bertanya-tanya, apakah pahalanya terus mengalir walaupun kami sudah meninggal? Ada dalilnya?", mustContain: [["jariyah", "jariah"], ["1631", "HR Muslim", "HR. Muslim", "riwayat Muslim", "diriwayatkan Muslim", "Imam Muslim"]] }, // story
  { question: "Di pengajian ibu-ibu kemarin ustazah bercerita tentang kebun Umar bin Khattab di Khaibar yang diwakafkan. Syarat apa yang Umar tetapkan untuk kebun itu?", mustContain: [["dijual", "diperjualbelikan"], ["diwariskan"], ["disedekahkan", "sedekahkan", "ditahan", "menahan", "tahan pokok", "tahan asal", "ibnu sabil", "tamu", "budak", "hamba sahaya", "sabilillah", "kerabat"]] }, // story
  { question: "Salah satu anggota nazhir masjid kami pindah ke luar kota, jadi DKM mau mencari pengganti. Calon yang ada rumahnya di kecamatan sebelah. Apakah ada syarat tempat tinggal untuk nazhir?", mustContain: [["tinggal di kecamatan", "berdomisili di kecamatan", "domisili di kecamatan", "bertempat tinggal di kecamatan", "salah seorang", "seorang di antaranya"]] }, // story
  { question: "Bu Nining penulis buku-buku agama dan ingin mewakafkan hak cipta bukunya supaya royaltinya jadi beasiswa. Anaknya bilang wakaf itu cuma bisa tanah atau uang.", mustContain: [["HKI", "kekayaan intelektual", "HAKI"]] }, // story

  // ---------------- su (Sundanese / Sundanese-mixed) ----------------
  { question: "Punten, abdi bade ngawakafkeun taneuh SHM ka masjid, tapi ngan samentawis wungkul, 10 taun. Tiasa teu kitu?", mustContain: [FOREVER, LAND_HAK_MILIK] }, // su 1.13
  { question: "Sawah wakaf di lembur kakeunaan proyék jalan tol. Kumaha carana supados tiasa diganti ku taneuh nu sanés?", mustContain: [MENTERI_PERMIT, SAME_VALUE] }, // su 1.13
  { question: "nazhir masjid urang geus pupus, saha nu ngaganti? wakafna batal teu?", mustContain: [REPLACED, CONTINUES] }, // su 1.13
  { question: "Bapa ngawasiatkeun taneuh kanggo wakaf madrasah saatos anjeunna pupus. Saksina kedah sabaraha urang?", mustContain: [SAKSI2, ["wasiat", "Pasal 24", "Pasal 25", "1/3", "sepertiga"]] }, // su 1.13
  { question: "taneuh warisan acan dibagi, abdi hoyong ngawakafkeun bagian abdi wungkul. kedah aya idin ti dulur-dulur teu?", mustContain: [[...ALL_HEIRS, "dibagi dulu", "dibagi terlebih dahulu", "dibagi lebih dulu", "pembagian waris"], HEIRS_JOINT] }, // su 1.13
  { question: "Naon bédana wakaf jeung hibah téh? Sami wé sanés?", mustContain: [["menjadi milik", "jadi milik", "pemilik", "hak milik"], SELL_BAN] }, // su 1.13
  { question: "Hukumna wakaf téh wajib atanapi sunat kanggo nu mampu?", mustContain: [SUNNAH] }, // su 1.13
  { question: "taneuh wakaf madrasah rék dipaké parkir mobil jamaah masjid, kedah idin ka saha heula?", mustContain: [BWI, PERMIT, CHANGE_USE] }, // su 1.13
  { question: "Upami wakaf ngalangkungan wasiat, tiasa teu sadaya harta diwakafkeun?", mustContain: [SEPERTIGA] }, // su 1.13
  { question: "Punten, upami badé wakaf taneuh di KUA, naon waé syarat nu kedah dicandak?", mustContain: [["KTP"], SAKSI2] }, // su
  { question: "biaya ngadamel akta ikrar wakaf di KUA sabaraha nya?", mustContain: [GRATIS, ["meterai", "materai", "fotokopi", "fotocopy", "foto kopi"]] }, // su
  { question: "Barudak abdi protés, hoyong taneuh nu tos diwakafkeun ku almarhum bapana dipulangkeun deui. Tiasa dipénta deui teu?", mustContain: [IRREVOCABLE] }, // su
  { question: "saksi ikrar wakaf kedah sabaraha urang kang?", mustContain: [SAKSI2] }, // su
  { question: "Nazhir téh saha waé nu tiasa? Kedah urang Islam?", mustContain: [["beragama Islam", "muslim"], ["WNI", "warga negara Indonesia"]] }, // su
  { question: "Saatos AIW ditandatanganan, sabaraha dinten berkasna kedah dikintunkeun ka BPN?", mustContain: [HARI7, BPN_AUTH] }, // su
  { question: "wakaf artos tiasa ngalangkungan bank naon waé?", mustContain: [LKS, LKS_APPOINTED] }, // su
  { question: "Naon waé tugas nazhir téh numutkeun undang-undang?", mustContain: [["mengadministrasikan", "administrasi"], ["melaporkan", "laporan", "lapor"]] }, // su
  { question: "upah nazhir téh kénging sabaraha persén tina hasil wakaf?", mustContain: [TEN_PCT] }, // su
  { question: "Saha nu janten PPAIW di kacamatan téh?", mustContain: [["Kepala KUA"]] }, // su
  { question: "Rukun wakaf téh aya sabaraha? Naon waé?", mustContain: [["empat", "4 rukun", "4 (empat)"], ["sighat", "shighat", "sigat", "shigat"], ["alaih"]] }, // su
  { question: "Unsur wakaf numutkeun UU 41/2004 aya sabaraha hiji?", mustContain: [["enam", "6 unsur", "6 (enam)"], ["jangka waktu"]] }, // su
  { question: "taneuh wakaf tiasa diagunkeun ka bank kanggo modal usaha nazhir teu?", mustContain: [NO_PLEDGE] }, // su
  { question: "Wakaf téh dalilna tina Al-Qur'an ayat naon?", mustContain: [["Ali Imran", "Ali 'Imran", "Āli 'Imrān", "Ali-Imran", "Ali ‘Imran", "Al-Baqarah", "Al Baqarah", "Al-Hajj"]] }, // su
  { question: "Di Jawa Barat aya sabaraha bidang taneuh wakaf, sareng sabaraha nu tos disertipikat?", mustContain: [["87.795", "87795", "87 ribu", "87,8 ribu"], ["48.123", "48123", "55,95", "56%", "56 persen"]] }, // su
  { question: "BWI téh naon? Lembaga pamaréntah sanés?", mustContain: [["independen"]] }, // su
  { question: "saha ketua BWI ayeuna?", mustContain: [["Kamaruddin Amin"]] }, // su
  { question: "Aya kantor BWI di Jawa Barat teu, atanapi kedah ka Jakarta?", mustContain: [["perwakilan"]] }, // su
  { question: "Wakaf produktif téh kumaha? Conto na naon?", mustContain: [["disewakan", "sewa", "pertanian", "investasi", "usaha"], ["pokok", "tetap utuh", "tetap terjaga", "tidak berkurang"]] }, // su
  { question: "mun ukur sabagian taneuh nu diwakafkeun, misalna 50 tumbak tina 200, aya biaya teu di BPN?", mustContain: [["pengukuran", "biaya ukur", "pemecahan", "pecah sertifikat", "dipecah"], GRATIS] }, // su
  { question: "Abdi hoyong ngawakafkeun mobil ambulan ka DKM. Kedah ku akta ikrar ogé atanapi cekap diserahkeun?", mustContain: [["benda bergerak"], ["PPAIW", "Akta Ikrar Wakaf", "AIW"]] }, // su
  { question: "nazhir kedah didaptarkeun ka mana waé?", mustContain: [BWI, ["Menteri"], ["melalui KUA", "lewat KUA", "via KUA", "KUA setempat", "melalui Kantor Urusan Agama", "melalui Kepala KUA"]] }, // su
  { question: "Hadis ngeunaan tilu amal nu teu pegat saatos maot téh naon waé?", mustContain: [["jariyah", "jariah"], ["ilmu"], ["anak saleh", "anak soleh", "anak shaleh", "anak yang saleh", "anak sholeh", "anak yang shaleh"]] }, // su
  { question: "Naon hartosna mauquf 'alaih téh?", mustContain: [["penerima manfaat", "menerima manfaat", "pihak yang ditunjuk", "yang berhak menerima", "penerima hasil", "menerima hasil"], ["ditunjuk", "kehendak wakif", "rukun", "sasaran"]] }, // su
  { question: "Aplikasi naon kanggo ngecék biaya ngukur taneuh wakaf di BPN?", mustContain: [["Sentuh Tanahku"]] }, // su
  { question: "ayeuna wakaf taneuh téh dicatet di sistem naon? aya nu online na teu?", mustContain: [["SIWAK", "Sistem Informasi Wakaf"], ["e-AIW", "eAIW", "e AIW", "AIW elektronik", "AIW digital", "digital", "daring", "online"]] }, // su

  // ---------------- formal ----------------
  { question: "Apakah menurut PP Nomor 42 Tahun 2006 tanah hak milik dapat diwakafkan untuk jangka waktu tertentu?", mustContain: [FOREVER, LAND_HAK_MILIK] }, // formal 1.13
  { question: "Bagaimana ketentuan Pasal 41 Undang-Undang Nomor 41 Tahun 2004 mengenai pengecualian atas larangan perubahan status harta benda wakaf?", mustContain: [["kepentingan umum", "tata ruang", "RUTR"], MENTERI_PERMIT] }, // formal 1.13
  { question: "Dalam hal apa saja seorang nazhir dapat diberhentikan dan diganti menurut Undang-Undang Wakaf?", mustContain: [["meninggal", "wafat"], ["pidana", "dihukum"], BWI] }, // formal 1.13
  { question: "Berapa batas maksimal harta yang dapat diwakafkan melalui wasiat, dan apa pengecualiannya?", mustContain: [SEPERTIGA, ["ahli waris"]] }, // formal 1.13
  { question: "Apa perbedaan mendasar antara wakaf dan zakat ditinjau dari hukum dan pemanfaatan hartanya?", mustContain: [["wajib"], SUNNAH] }, // formal 1.13
  { question: "Apakah seorang wakif perseorangan disyaratkan beragama Islam menurut Pasal 8 Undang-Undang Nomor 41 Tahun 2004?", mustContain: [WAKIF_NO_RELIGION_FORMAL] }, // formal 1.13
  { question: "Siapakah yang dimaksud dengan Pejabat Pembuat Akta Ikrar Wakaf sebagaimana diatur dalam Pasal 1 Undang-Undang Wakaf, dan siapa yang menjalankannya di tingkat kecamatan?", mustContain: [["ditetapkan Menteri", "ditetapkan oleh Menteri", "ditunjuk Menteri", "ditunjuk oleh Menteri", "diangkat Menteri", "diangkat oleh Menteri", "ditetapkan Menag", "ditunjuk Menag", "Menteri menetapkan", "Menteri menunjuk", "yang ditetapkan", "yang ditunjuk"], ["Kepala KUA"]] }, // formal
  { question: "Apa saja syarat seorang wakif perseorangan menurut Pasal 8 ayat (1) UU Nomor 41 Tahun 2004?", mustContain: [["dewasa"], ["berakal sehat", "akal sehat"], ["pemilik sah", "pemilik yang sah", "milik sah", "secara sah"]] }, // formal
  { question: "Sebutkan peruntukan harta benda wakaf sebagaimana diatur dalam Pasal 22 Undang-Undang Nomor 41 Tahun 2004.", mustContain: [["ibadah"], ["fakir miskin", "yatim", "beasiswa", "anak terlantar"], ["ekonomi umat"]] }, // formal
  { question: "Apabila wakif tidak menetapkan peruntukan harta benda wakaf pada saat ikrar, pihak mana yang berwenang menetapkannya?", mustContain: [NAZHIR, ["Pasal 23", "menetapkan peruntukan", "menetapkannya", "menentukan peruntukan", "menentukannya", "yang menetapkan", "yang menentukan", "dapat menetapkan", "berwenang menetapkan", "berhak menetapkan", "boleh menetapkan", "dapat menentukan", "berwenang menentukan", "berhak menentukan", "boleh menentukan"]] }, // formal
  { question: "Dalam waktu berapa lama Lembaga Keuangan Syariah penerima wakaf uang wajib mendaftarkan wakaf uang tersebut kepada Menteri?", mustContain: [HARI7, ["LKS", "Lembaga Keuangan Syariah", "Pasal 30", "Sertifikat Wakaf Uang", "wakaf uang"]] }, // formal
  { question: "Berapa ancaman pidana denda maksimum bagi orang yang dengan sengaja menjaminkan atau menjual harta benda wakaf?", mustContain: [FINE_500] }, // formal
  { question: "Apa saja muatan minimal yang harus tercantum dalam Akta Ikrar Wakaf?", mustContain: [["identitas"], ["jangka waktu"]] }, // formal
  { question: "Berdasarkan Fatwa MUI tanggal 11 Mei 2002, bagaimana hukum wakaf uang dan apa ketentuan terhadap nilai pokoknya?", mustContain: [["jawaz", "jaiz", "mubah", "dibolehkan", "diperbolehkan", "hukumnya boleh", "adalah boleh", "boleh hukumnya"], ["dijual", "dihibahkan", "diwariskan", "terjaga", "utuh", "dijamin kelestariannya", "kelestarian"]] }, // formal
  { question: "Peraturan apa yang mengatur tata cara perwakafan benda tidak bergerak dan benda bergerak selain uang?", mustContain: [["73 Tahun 2013", "73/2013", "Nomor 73", "No. 73", "No 73"]] }, // formal
  { question: "Apa yang diatur dalam Peraturan Pemerintah Nomor 25 Tahun 2018?", mustContain: [["perubahan", "mengubah"], ["42 Tahun 2006", "42/2006", "PP 42", "Nomor 42"]] }, // formal
  { question: "Siapakah yang mengangkat anggota Badan Wakaf Indonesia, dan kapan anggota pertamanya ditetapkan?", mustContain: [["Presiden"], ["2007"]] }, // formal
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia menurut Pasal 49 Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["membina", "pembinaan"], ["penukaran", "perubahan peruntukan", "perubahan status", "memberhentikan"]] }, // formal
  { question: "Bagaimana kedudukan nazhir terhadap harta benda wakaf yang didaftarkan atas namanya? Apakah nazhir menjadi pemilik harta tersebut?", mustContain: [NAZHIR, NAZHIR_NOT_OWNER] }, // formal
  { question: "Apakah penggantian nazhir mengakibatkan batalnya ikrar wakaf yang telah dibuat?", mustContain: [CONTINUES] }, // formal
  { question: "Apakah surat pernyataan bermeterai yang dibuat wakif di kemudian hari dapat membatalkan Akta Ikrar Wakaf yang telah diterbitkan?", mustContain: [[...IRREVOCABLE, "tidak dapat membatalkan", "tidak bisa membatalkan", "tidak dapat mengesampingkan", "tidak mengalahkan", "tidak berlaku"], ["surat pernyataan", "pernyataan bermeterai", "pernyataan bermaterai", "bermeterai", "bermaterai", "meterai", "materai", "di bawah tangan", "mengesampingkan", "mengalahkan", "Pasal 17"]] }, // formal
  { question: "Berapa jumlah bidang tanah wakaf di Indonesia menurut data SIWAK per Januari 2025, dan berapa yang belum bersertifikat?", mustContain: [["561.909", "561909", "561 ribu", "562 ribu"], ["297.211", "297211", "297 ribu"]] }, // formal
  { question: "Mohon dijelaskan kewajiban nazhir dalam mengelola harta benda wakaf menurut Pasal 42 dan Pasal 43 Undang-Undang Wakaf.", mustContain: [["produktif"], ["penjamin syariah", "lembaga penjamin", "penjaminan syariah"]] }, // formal
  { question: "Apakah hak milik atas satuan rumah susun dapat dijadikan objek wakaf?", mustContain: [["benda tidak bergerak", "harta tidak bergerak"], ["Pasal 16", "satuan rumah susun", "rumah susun", "sarusun"]] }, // formal
  { question: "Atas dasar apa pendaftaran tanah wakaf di Kantor Pertanahan dibebaskan dari PNBP?", mustContain: [["128/2015", "PP 128", "128 Tahun 2015", "Nomor 128", "13/2010", "13 Tahun 2010", "Desember 2021", "nota kesepahaman", "MoU"]] }, // formal

  // ---------------- chat ----------------
  { question: "wakaf tanah bisa ga dibatesin waktunya misal 5 thn aja", mustContain: [FOREVER, LAND_HAK_MILIK] }, // chat 1.13
  { question: "tanah wakaf masjid kena gusuran jalan tol trus gmn? dapet ganti ga", mustContain: [MENTERI_PERMIT, SAME_VALUE, PUBLIC_INTEREST] }, // chat 1.13
  { question: "dkm mau jual tanah wakaf yg udh ga kepake buat beli tanah d tempat lain boleh ga sih", mustContain: [["tukar", "ruislag"], BWI] }, // chat 1.13
  { question: "boleh gak halaman masjid wakaf dipake bikin warung buat kas dkm", mustContain: [BWI, PERMIT, CHANGE_USE] }, // chat 1.13
  { question: "nazhir nya meninggal trs sertifikat wakaf gmn hrs ganti nama ga? bayar ga di bpn", mustContain: [REPLACED, GRATIS] }, // chat 1.13
  { question: "nazhir ga pernah ngurus tanah wakaf kebunnya terbengkalai bisa diberhentiin gak", mustContain: [BWI, REPLACED, ["tidak melaksanakan tugas", "tidak menjalankan tugas", "tidak melaksanakan kewajiban", "tidak menjalankan kewajiban", "lalai", "melalaikan", "menelantarkan", "Pasal 45"]] }, // chat 1.13
  { question: "mau wakaf lewat wasiat brp maksimal nya", mustContain: [SEPERTIGA] }, // chat 1.13
  { question: "ortu udh meninggal tanah blm dibagi kk sy mau wakafin semua adik2 gak setuju gmn", mustContain: [ALL_HEIRS, HEIRS_JOINT] }, // chat 1.13
  { question: "bedanya wakaf ama wasiat apa sih", mustContain: [["meninggal", "wafat", "kematian"], SEPERTIGA] }, // chat 1.13
  { question: "wakaf itu wajib gak sih kalo udah mampu", mustContain: [SUNNAH] }, // chat 1.13
  { question: "wakaf sm zakat beda nya apa? zakat kan jg buat umat", mustContain: [["wajib"], SUNNAH] }, // chat 1.13
  { question: "orang kristen boleh wakaf ga ke masjid", mustContain: [WAKIF_NO_RELIGION] }, // chat 1.13
  { question: "tanah hgb bisa diwakafin gak kan ada masa berlakunya", mustContain: [TIME_LIMITED, LIMITED_RIGHT] }, // chat 1.13
  { question: "tanah wakaf makam mau dipake bangun sekolah perlu izin siapa", mustContain: [BWI, PERMIT, CHANGE_USE] }, // chat 1.13
  { question: "wakaf uang bisa berjangka ga? misal 1 thn trus duitnya balik", mustContain: [["jangka waktu", "muaqqat", "waktu tertentu"]] }, // chat 1.13
  { question: "wakaf yg udh diikrarin bisa dibatalin ga", mustContain: [IRREVOCABLE] }, // chat
  { question: "brp hari kerja ppaiw ngirim berkas ke bpn stlh aiw ditandatangan", mustContain: [HARI7, BPN_AUTH] }, // chat
  { question: "majelis ikrar wakaf itu yg hadir siapa aja", mustContain: [SAKSI2, ["PPAIW", "Kepala KUA", "Pejabat Pembuat Akta Ikrar Wakaf"]] }, // chat
  { question: "ngurus wakaf di kua bayar ga? yg keluar duit apa aja", mustContain: [GRATIS, ["meterai", "materai", "fotokopi", "fotocopy"]] }, // chat
  { question: "sertifikat wakaf di bpn bayar brp min, tanahnya 100m di jabar", mustContain: [["120.000", "120 ribu", "Rp120", "120rb"], GRATIS] }, // chat
  { question: "nazhir minimal brp org", mustContain: [THREE] }, // chat
  { question: "masa jabatan nazhir brp thn? bisa diperpanjang?", mustContain: [FIVE_YEARS, RENEWABLE] }, // chat
  { question: "nazhir boleh digaji ga? brp", mustContain: [TEN_PCT] }, // chat
  { question: "syarat jd nazhir apa aja", mustContain: [["WNI", "warga negara Indonesia"], ["amanah"]] }, // chat
  { question: "wakaf duit lewat mana ya, bank biasa bisa?", mustContain: [LKS, LKS_APPOINTED] }, // chat
  { question: "wakaf uang dpt bukti nya apa", mustContain: [["Sertifikat Wakaf Uang"]] }, // chat
  { question: "wakaf uang pake dolar bisa?", mustContain: [["rupiah"]] }, // chat
  { question: "hukum wakaf uang gmn bukannya wakaf hrs tanah", mustContain: [["jawaz", "jaiz", "boleh", "dibolehkan", "diperbolehkan", "mubah"], ["pokok"]] }, // chat
  { question: "total wakaf uang yg kekumpul se indonesia brp sih", mustContain: [["2,3 triliun", "2,3 T", "Rp2,3", "2.3 triliun", "2,3 trilyun"]] }, // chat
  { question: "harta wakaf bisa diwarisin ke anak nazhir ga", mustContain: [["tidak boleh diwariskan", "tidak dapat diwariskan", "tidak bisa diwariskan", "dilarang diwariskan", "tidak diwariskan", "Pasal 40"], [...NAZHIR_NOT_OWNER, "pengelola", "pemegang amanah", "hanya mengelola", "nazhir baru", "nazhir pengganti", "penggantian nazhir", "digantikan"]] }, // chat
  { question: "aiw itu apa sih singkatan nya", mustContain: [["Akta Ikrar Wakaf"], ["bukti tertulis", "bukti resmi", "bukti sah", "bukti autentik", "bukti otentik", "bukti hukum", "bukti ikrar", "bukti wakaf", "sebagai bukti", "akta autentik", "akta otentik", "dokumen resmi", "W.2", "W2"]] }, // chat
  { question: "apaiw tuh apa bedanya sm aiw", mustContain: [["Akta Pengganti", "Pengganti Akta", "pengganti Akta Ikrar", "pengganti AIW", "W.3", "W3"], OLD_UNRECORDED] }, // chat
  { question: "form w5 itu buat apa", mustContain: [["pengesahan nazhir", "pengesahan nadzir", "pengesahan nazir", "mengesahkan nazhir", "mengesahkan nadzir", "mengesahkan nazir", "Surat Pengesahan"], ["perorangan", "perseorangan", "individu", "W.5", "W5"]] }, // chat
  { question: "surat dr desa buat syarat wakaf isinya ttg apa", mustContain: [["tidak dalam sengketa", "tidak sedang dalam sengketa", "tidak sedang sengketa", "tidak sengketa", "tidak bersengketa", "tidak sedang bersengketa", "bebas sengketa", "bebas dari sengketa", "tidak ada sengketa", "bukan tanah sengketa", "tidak dalam perkara"], ["WK", "camat", "kepala desa", "lurah"]] }, // chat
  { question: "ada ayat quran yg nyebut kata wakaf langsung ga", mustContain: [["tidak menyebut", "tidak disebut", "tidak secara langsung", "tidak secara eksplisit", "tidak ada ayat", "tidak menyebutkan", "tidak terdapat", "tidak ditemukan"]] }, // chat
  { question: "wakaf pertama dlm islam apa", mustContain: [["Quba"]] }, // chat
  { question: "mauquf bih tuh apa", mustContain: [["harta yang diwakafkan", "harta benda yang diwakafkan", "benda yang diwakafkan", "barang yang diwakafkan", "harta wakaf"], ["rukun", "tahan lama", "bernilai", "mutaqawwim", "jangka panjang", "objek wakaf", "obyek wakaf"]] }, // chat
  { question: "web resmi bwi apa", mustContain: [["bwi.go.id"]] }, // chat
  { question: "program wakaf pohon buat calon pengantin itu dr program apa ya", mustContain: [["ekoteologi", "Asta Protas"]] }, // chat
  { question: "brp persen tanah wakaf di indo yg udh bersertifikat", mustContain: [["53%", "53 persen", "47%", "265.698", "56%", "58%", "55,95"]] }, // chat
  { question: "tanah wakaf paling banyak dipake buat apa", mustContain: [["musala", "mushola", "musholla", "mushalla", "mushala", "langgar"]] }, // chat
  { question: "ada aturan bwi ttg pedoman pengelolaan harta wakaf ga? no brp", mustContain: [["1 Tahun 2020", "1/2020", "Nomor 1 Tahun 2020", "No. 1 Tahun 2020", "4/2010", "4 Tahun 2010"]] }, // chat
  { question: "aturan administrasi pendaftaran wakaf uang dr kemenag apa namanya", mustContain: [["4 Tahun 2009", "4/2009", "Nomor 4 Tahun 2009", "No. 4 Tahun 2009"]] }, // chat
  { question: "tata cara daftar tanah wakaf di bpn diatur permen apa", mustContain: [["2 Tahun 2017", "2/2017", "Nomor 2 Tahun 2017", "No. 2 Tahun 2017"]] }, // chat
  { question: "perusahaan pt gitu bisa jd wakif ga", mustContain: [["anggaran dasar", "AD/ART"]] }, // chat
  { question: "saham bisa diwakafin?", mustContain: [["surat berharga"]] }, // chat
  { question: "nomor aiw W2/1/001/IV/2013 itu artinya apa", mustContain: [["bulan"], ["urut"]] }, // chat
  { question: "form w7 apaan", mustContain: [["Kantor Pertanahan", "pertanahan", "BPN"], ["pengantar", "W.7", "W7", "permohonan pendaftaran", "surat permohonan"]] }, // chat
  { question: "tanah wakaf dr jaman sblm 1977 daftarnya pake formulir apa", mustContain: [["WD"]] }, // chat
  { question: "di kua tuh wakaf cuma bisa tanah doang?", mustContain: [["benda bergerak", "harta bergerak"], ["kendaraan", "logam mulia", "surat berharga", "HKI", "kekayaan intelektual", "Pasal 16"]] }, // chat
  { question: "kua ngurusin wakaf jg kah? dasar tugasnya apa", mustContain: [["zakat dan wakaf"], ["34/2016", "34 Tahun 2016", "24/2024", "24 Tahun 2024", "PMA 34", "PMA 24", "PMA No. 34", "PMA No. 24", "PMA Nomor 34", "PMA Nomor 24"]] }, // chat
  { question: "wakaf produktif hasilnya buat siapa", mustContain: [["mauquf", "penerima manfaat"], ["pokok", "utuh", "terjaga", ...TEN_PCT]] }, // chat
  { question: "jabar luas tanah wakaf nya nomor brp se indonesia", mustContain: [["Aceh"], ["kedua", "ke-2", "nomor 2"]] }, // chat
  { question: "ikrar wakaf boleh lisan aja gak", mustContain: [["tertulis"], ["dituangkan", "diaktakan", "dalam bentuk akta", "dalam akta", "dalam Akta Ikrar Wakaf", "dalam AIW", "di hadapan PPAIW", "di depan PPAIW", "dihadapan PPAIW", "di hadapan Kepala KUA", "dicatat"]] }, // chat
  { question: "nazhir wajib lapor ke siapa", mustContain: [BWI, ["melaporkan", "laporan", "melapor", "Pasal 11"]] }, // chat
];

export const HELD_OUT_28_OUT_OF_FIELD: readonly EvalCase[] = [
  // ---------------- kua ----------------
  { question: "Daftar nikah di KUA sekarang syaratnya apa saja ya? Kalau nikah di kantor KUA gratis kan?" }, // kua
  { question: "punten, rujuk sareng istri saatos talak hiji, kedah ka KUA teu?" }, // kua
  { question: "Suami saya menjatuhkan talak lewat WhatsApp. Apakah itu sah dan apakah saya harus melapor ke KUA?" }, // kua
  { question: "cara daftar haji reguler skrg antrian di jabar brp thn" }, // kua
  { question: "umroh backpacker aman gak, travel yg resmi kemenag dicek dmn" }, // kua
  { question: "Zakat fitrah tahun ini berapa kilogram beras per jiwa?" }, // kua
  { question: "Bagaimana prosedur pengajuan sertifikasi halal gratis untuk usaha keripik rumahan?" }, // kua
  { question: "masjid anyar di lembur hoyong gaduh nomor ID masjid, kumaha ngadaptarkeunana?" }, // kua
  { question: "Saya dan suami sering bertengkar soal ekonomi. Apakah KUA menyediakan layanan konseling keluarga?" }, // kua
  { question: "arah kiblat musala di rumah kayanya melenceng, bisa minta diukur petugas kua ga" }, // kua
  { question: "Teman saya ingin masuk Islam. Bagaimana cara mengurus surat keterangan mualaf?" }, // kua
  { question: "bimwin catin jadwalnya kapan di kua, wajib ikut gak" }, // kua
  { question: "Buku nikah kami hilang waktu banjir, bagaimana cara mengurus duplikatnya?" }, // kua
  { question: "dulu nikah siri skrg mau diisbatkan biar tercatat, prosesnya gmn" }, // kua
  { question: "Iraha sidang isbat awal Ramadan taun ieu diumumkeun?" }, // kua

  // ---------------- trap ----------------
  { question: "Sertifikat tanah saya masih atas nama penjual. Bagaimana cara balik nama setelah AJB?" }, // trap
  { question: "akta kelahiran anak salah nama bapaknya, benerinnya dmn" }, // trap
  { question: "Saya diminta jadi saksi nikah sepupu, syaratnya apa saja?" }, // trap
  { question: "harta gono gini pas cerai dibagi gimana sih" }, // trap
  { question: "Bapak meninggal meninggalkan rumah dan mobil. Bagaimana pembagian untuk ahli waris dua anak laki-laki dan satu perempuan menurut faraid?" }, // trap
  { question: "Saya mau menghibahkan rumah ke anak bungsu, pajaknya apa saja dan apakah perlu akta PPAT?" }, // trap
  { question: "baheula abdi nazar upami lulus badé puasa 3 dinten, tapi hilap teu acan. kumaha?" }, // trap
  { question: "Pengurus masjid kami mau menyusun jadwal imam tarawih dan kultum, ada contoh susunannya?" }, // trap
  { question: "tanah sengketa sama tetangga soal batas pagar, lapor ke mana ya" }, // trap
  { question: "sertifikat vaksin covid saya ga muncul di satusehat gmn" }, // trap

  // ---------------- other ----------------
  { question: "Besok di Bandung hujan nggak ya?" }, // other
  { question: "harga cabe rawit di pasar ciamis hari ini brp" }, // other
  { question: "Persib main lawan siapa minggu ini?" }, // other
  { question: "anak demam 39 derajat dikasih obat apa ya" }, // other
  { question: "Cara perpanjang SIM online lewat aplikasi apa?" }, // other
  { question: "bpjs kesehatan nunggak 6 bulan dendanya berapa" }, // other
  { question: "resep seblak ceker yang enak gmn" }, // other
  { question: "hp samsung a15 cepet panas kenapa ya" }, // other
  { question: "Kumaha carana ngadamel deui KTP elektronik anu leungit?" }, // other
  { question: "harga emas antam hari ini per gram brp" }, // other
  { question: "Tolong buatkan pantun untuk acara perpisahan sekolah." }, // other
  { question: "krl bogor jakarta jam terakhir jam brp" }, // other
  { question: "cara daftar spmb sma negeri di jabar" }, // other
  { question: "Bagaimana cara menurunkan tekanan darah tinggi secara alami?" }, // other
  { question: "lupa pin atm bri gmn" }, // other
  { question: "Tarjamahkeun kana basa Inggris: abdi badé angkat ka sakola" }, // other
  { question: "Pupuk urea bersubsidi untuk sawah bisa didapat di mana dan berapa harganya?" }, // other
  { question: "ongkir jne bandung ke medan brp" }, // other
  { question: "Siapa presiden Indonesia yang ketiga?" }, // other
  { question: "rekomendasi tempat wisata di pangandaran buat keluarga" }, // other
];
