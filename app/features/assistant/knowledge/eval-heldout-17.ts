// Held-out set 17 (issue 35): written on 2026-12-06 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// Kinds, noted in a comment after each case: su = Sundanese / Sundanese-mixed, story = long story,
// formal = formal complete question, chat = informal chat Indonesian; "1.13" = section 1.13 of the fact sheet.

const NO = ["tidak dapat", "tidak boleh", "tidak bisa", "dilarang", "tidak diperbolehkan", "tidak sah", "tidak dibenarkan"];
const TWO_WITNESSES = [
  "2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "dua (2) saksi", "2 (dua) saksi",
  "dua (2) orang saksi", "2 (dua) orang saksi",
];
const THREE_PEOPLE = [
  "3 orang", "tiga orang", "tiga (3) orang", "3 (tiga) orang", "minimal 3", "minimal tiga",
  "sekurang-kurangnya 3", "sekurang-kurangnya tiga", "paling sedikit 3", "paling sedikit tiga",
];
const FIVE_YEARS = ["5 tahun", "lima tahun", "lima (5) tahun", "5 (lima) tahun"];
const SEVEN_WORKDAYS = ["7 hari kerja", "tujuh hari kerja", "tujuh (7) hari kerja", "7 (tujuh) hari kerja"];
const TEN_PERCENT = ["10%", "10 %", "10 persen", "sepuluh persen"];
const ONE_THIRD = ["1/3", "sepertiga", "satu pertiga"];
const FREE = [
  "Rp0", "Rp 0", "Rp.0", "Rp. 0", "gratis", "tidak dipungut biaya", "tanpa biaya", "bebas biaya",
  "nol rupiah", "tidak dikenakan biaya", "cuma-cuma",
];
const BWI = ["BWI", "Badan Wakaf Indonesia"];
const PPAIW = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf"];
const APAIW = ["APAIW", "Akta Pengganti", "W.3", "W3"];
const NAZHIR_SPELLINGS = ["nazhir", "nadzir", "nazir", "nadhir"];
/** Expands "NZ" in each pattern into every common spelling of nazhir. */
const nz = (...patterns: string[]): string[] =>
  patterns.flatMap((p) => NAZHIR_SPELLINGS.map((n) => p.replace("NZ", n)));

export const HELD_OUT_17_IN_FIELD: readonly EvalCase[] = [
  // ---------- Sundanese / Sundanese-mixed (38) ----------
  { question: "upami tanah wakaf teh tiasa dijual deui teu? kanggo nambih-nambih modal masjid", mustContain: [NO, ["Pasal 40", "diwariskan", "dihibahkan", "disita", "dijaminkan", "ditukar"]] }, // su
  { question: "abdi bade ngawakafkeun tanah ka masjid, naon wae berkas nu kedah dibantun ka KUA?", mustContain: [["KTP"], ["sertifikat", "SHM", "girik", "Letter C", "AJB"]] }, // su
  { question: "abdi hoyong terang tujuan sareng fungsi wakaf numutkeun undang2 teh naon?", mustContain: [["Pasal 4", "Pasal 5", "manfaat ekonomi", "potensi"]] }, // su
  { question: "nazhir perorangan teh kedah sabaraha urang?", mustContain: [THREE_PEOPLE] }, // su
  { question: "pun aki tos pupus, anjeunna kapungkur ngawakafkeun tanah kanggo masjid ngan ukur lisan. kumaha ayeuna ngadamel aktana?", mustContain: [APAIW] }, // su
  { question: "sabaraha biayana ngadamel sertifikat tanah wakaf di BPN? aya nu nyarios mahal", mustContain: [FREE, ["pengukuran", "ukur"]] }, // su
  { question: "naon bedana wakaf sareng hibah teh?", mustContain: [["menjadi milik", "menjadi pemilik", "pemilik baru", "milik penerima", "dimiliki penerima", "memilikinya"], ["dijual", "menjual"]] }, // su 1.13
  { question: "tiasa teu wakaf ku artos? kedah ka mana nyetorna?", mustContain: [["LKS", "Lembaga Keuangan Syariah"]] }, // su
  { question: "abdi damel di malaysia gaduh artos ringgit, upami bade wakaf artos tiasa langsung ringgit?", mustContain: [["rupiah"], ["dikonversi", "konversi", "ditukar", "dirupiahkan", "ditukarkan", "diubah"]] }, // su
  { question: "tugasna nazhir teh naon wae kitu?", mustContain: [["mengadministrasikan", "administrasi", "mengawasi", "melindungi"], BWI] }, // su
  { question: "saha nu ngabina nazhir teh? aya nu ngawasan teu?", mustContain: [BWI, ["Menteri"]] }, // su
  { question: "rukun wakaf teh aya sabaraha, naon wae?", mustContain: [["alaih"], ["sighat", "shighat", "sigat", "shigat", "sighah", "shighah"]] }, // su
  { question: "unsur wakaf dina UU teh naon wae? cenah aya genep", mustContain: [["jangka waktu"], ["peruntukan"]] }, // su
  { question: "bapa abdi non muslim, tiasa teu anjeunna ngawakafkeun tanahna kanggo masjid?", mustContain: [["Pasal 8", "tidak mensyaratkan agama", "tidak disyaratkan beragama", "tidak harus beragama Islam", "tidak harus muslim", "tidak wajib beragama Islam", "tidak mensyaratkan wakif beragama", "tidak ada syarat agama"]] }, // su 1.13
  { question: "tanah warisan can dibagi, tiasa teu diwakafkeun ku salah sahiji ahli waris wungkul?", mustContain: [["seluruh ahli waris", "semua ahli waris", "para ahli waris", "setiap ahli waris", "dibagi terlebih dahulu", "dibagi dulu"]] }, // su 1.13
  { question: "naon ari Majelis Ikrar Wakaf teh? saha wae nu kedah aya?", mustContain: [TWO_WITNESSES] }, // su
  { question: "upami tanah wakaf didamel sakola, eta kaasup peruntukan wakaf teu?", mustContain: [["pendidikan"], ["Pasal 22", "termasuk", "boleh", "bisa", "dapat"]] }, // su
  { question: "tiasa teu wakaf tanah ngan 10 taun, engke dicandak deui ku kulawarga?", mustContain: [["selama-lamanya", "selamanya"], ["hak milik", "Pasal 18"]] }, // su 1.13
  { question: "upami nazhir masjid maot, saha nu ngagentos? wakafna batal teu?", mustContain: [BWI, ["tidak batal", "tetap", "tidak gugur", "berlanjut", "tidak berakhir"]] }, // su 1.13
  { question: "DKM di lembur abdi hoyong ngadamel warung di buruan masjid, padahal tanahna wakaf. kedah idin ka saha?", mustContain: [BWI, ["izin tertulis", "persetujuan tertulis", "Pasal 44", "perubahan peruntukan"]] }, // su 1.13
  { question: "naon ayat Quran nu sok dijantenkeun dalil wakaf?", mustContain: [["Imran", "Imrān", "261", "267"]] }, // su
  { question: "naon ari sighat dina wakaf teh?", mustContain: [["pernyataan", "ucapan", "lafal", "lafaz"], ["lisan"]] }, // su
  { question: "kumaha carita Umar nu ngawakafkeun tanah di Khaibar?", mustContain: [["tidak dijual", "tidak boleh dijual", "tidak diperjualbelikan", "tidak dapat dijual", "tidak untuk dijual", "jangan dijual"], ["diwariskan", "diwarisi", "dihibahkan"]] }, // su
  { question: "BWI teh naon? kantorna di mana?", mustContain: [["independen", "Pasal 47"], ["ibu kota", "Jakarta", "perwakilan"]] }, // su
  { question: "tiasa teu wakaf mobil atanapi motor?", mustContain: [["benda bergerak", "Pasal 16"], ["kendaraan"]] }, // su
  { question: "tanah abdi nuju dijaminkeun ka bank kanggo pinjaman, tiasa diwakafkeun teu?", mustContain: [NO, ["bebas", "sengketa", "sitaan", "disita", "Pasal 17", "lunas"]] }, // su
  { question: "abdi nuju gering teu tiasa sumping ka KUA, tiasa diwakilan ku pun anak kanggo ikrar?", mustContain: [["surat kuasa", "memberi kuasa", "penerima kuasa", "Pasal 18"]] }, // su
  { question: "naon ari PPAIW teh? saha nu ngangkat?", mustContain: [["Pejabat Pembuat Akta Ikrar Wakaf"], ["Menteri", "Kepala KUA"]] }, // su
  { question: "wakaf teh hukumna wajib atanapi sunnah?", mustContain: [["sunnah", "sunah", "dianjurkan"]] }, // su 1.13
  { question: "wakaf sareng zakat teh benten? abdi sok bingung", mustContain: [["wajib"], ["nisab", "asnaf", "sunnah", "sunah", "sukarela", "pokok"]] }, // su 1.13
  { question: "di KUA abdi dipasihan blanko W.2, eta teh naon?", mustContain: [["Akta Ikrar Wakaf", "AIW"]] }, // su
  { question: "sertipikat tanah wakaf teh ngaranna saha? nami abdi atanapi nazhir?", mustContain: [nz("nama NZ")] }, // su
  { question: "abdi tos ngawakafkeun tanah, ayeuna barudak hoyong nyandak deui. tiasa teu dibolaykeun?", mustContain: [["Pasal 3", "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh ditarik"]] }, // su
  { question: "tiasa teu ngawakafkeun apartemen atanapi rumah susun?", mustContain: [["tidak bergerak"], ["satuan rumah susun", "Pasal 16"]] }, // su
  { question: "di Jawa Barat aya sabaraha tanah wakaf nu tos gaduh sertifikat?", mustContain: [["48.123", "48123", "55,95", "55.95", "87.795", "87795"]] }, // su
  { question: "naon ari wakaf produktif teh? contona kumaha?", mustContain: [["pokok", "utuh"], ["sewa", "disewakan", "usaha", "pertanian", "investasi", "panen"]] }, // su
  { question: "kedah aya surat ti desa teu kanggo wakaf tanah teh?", mustContain: [["sengketa"], ["WK", "camat"]] }, // su
  { question: "wakaf artos di Indonesia tos kakumpul sabaraha ayeuna?", mustContain: [["2,3 triliun", "2,3 T", "2.3 triliun", "Rp2,3", "Rp 2,3"]] }, // su

  // ---------- Long stories (30) ----------
  { question: "Bapak saya punya tanah 200 meter di belakang rumah, sertifikatnya SHM atas nama beliau. Beliau ingin mewakafkan sebagian saja untuk musala kampung. Kalau cuma sebagian yang diwakafkan, apa ada biaya tambahan di BPN?", mustContain: [["pemecahan", "dipecah", "pecah"], FREE] }, // story
  { question: "Kakek saya dulu tahun 70an mewakafkan tanah untuk madrasah, cuma diucapkan di depan ustadz kampung. Sekarang kakek sudah meninggal dan tidak ada surat apa pun. Anak cucu ingin madrasahnya aman secara hukum, kami harus bagaimana?", mustContain: [["APAIW", "Akta Pengganti", "W.3", "W3", "WD"]] }, // story
  { question: "Di desa kami ada masjid di atas tanah wakaf. Katanya pemerintah mau bangun jalan tol persis lewat situ. Pengurus DKM bingung, memang tanah wakaf boleh dipakai buat jalan tol? Terus nasib masjidnya gimana?", mustContain: [["Pasal 41", "tukar", "ditukar", "penukaran", "ruislag"], ["Menteri"], ["sebanding", "seimbang", "paling sedikit sama", "sekurang-kurangnya sama", "minimal sama", "setara", "sama nilai", "senilai", "paling tidak sama", "nilai dan manfaat", "manfaat dan nilai"]] }, // story 1.13
  { question: "Ibu saya sudah sepuh dan ingin sebagian hartanya diwakafkan lewat wasiat, berlaku setelah beliau wafat. Anaknya ada lima. Berapa banyak yang boleh diwakafkan lewat wasiat itu?", mustContain: [ONE_THIRD, ["persetujuan", "setuju", "menyetujui"]] }, // story 1.13
  { question: "Saya pengurus yayasan pesantren yang sudah berbadan hukum. Ada warga yang mau wakaf tanah dan yayasan kami yang akan mengelolanya. Formulir pengesahan nazhir untuk yayasan seperti kami yang mana ya?", mustContain: [["W.5a", "W5a", "W.5.a", "W-5a", "W 5a"]] }, // story
  { question: "Saya dan suami mau wakaf tanah untuk TPQ. Tanahnya masih girik, belum bersertifikat. Apa bisa tetap diwakafkan, dan apakah nanti sertifikatnya gratis semua?", mustContain: [["pengukuran", "pendaftaran pertama", "pengakuan hak", "pertama kali", "penegasan hak", "konversi"]] }, // story
  { question: "Masjid di RW kami punya nazhir 3 orang. Ketuanya baru pindah ke Kota Bandung, sementara masjidnya di Kabupaten Bandung Barat, beda kecamatan. Dua nazhir lain masih tinggal dekat masjid. Susunan nazhirnya masih sah tidak?", mustContain: [["salah satu", "salah seorang", "satu orang", "minimal satu", "sekurang-kurangnya satu", "seorang di antaranya"]] }, // story
  { question: "Paman saya jadi nazhir sawah wakaf yang hasil panennya untuk anak yatim. Keluarga bertanya-tanya apa paman boleh ambil sebagian hasil panen sebagai upah. Kalau boleh, paling banyak berapa?", mustContain: [TEN_PERCENT, ["bersih", "neto"]] }, // story
  { question: "Saya merantau di Jakarta, tapi tanah yang mau saya wakafkan ada di Garut. Waktu ikrar nanti saya tidak bisa pulang karena kerja. Boleh tidak diwakilkan ke adik saya?", mustContain: [["surat kuasa", "memberi kuasa", "penerima kuasa", "Pasal 18"], TWO_WITNESSES] }, // story
  { question: "Almarhum ayah dulu sering bilang tanah di pinggir jalan itu buat masjid, dan warga sudah bikin musala kecil di sana. Sekarang kakak saya mau menjualnya karena butuh uang, katanya tidak ada aktanya. Boleh dijual?", mustContain: [["APAIW", "Akta Pengganti", "W.3", "Pasal 3", "Pasal 40", "tidak dapat dibatalkan", "tidak dapat dijual", "tidak boleh dijual"]] }, // story
  { question: "Keluarga besar kami sepakat mewakafkan tanah peninggalan kakek untuk pemakaman. Ahli warisnya ada tujuh orang, sebagian tinggal di luar kota. Apa semuanya harus ikut tanda tangan?", mustContain: [["seluruh ahli waris", "semua ahli waris", "setiap ahli waris", "masing-masing ahli waris", "para ahli waris"]] }, // story 1.13
  { question: "Saya bendahara DKM. Ada jamaah mau wakaf uang 5 juta, uangnya dititipkan tunai ke kami. Apa itu sudah sah sebagai wakaf uang menurut undang-undang, atau harus lewat bank?", mustContain: [["LKS", "Lembaga Keuangan Syariah"], ["Sertifikat Wakaf Uang", "Menteri"]] }, // story
  { question: "Tetangga saya bilang tanahnya sudah diwakafkan ke masjid, tapi sertifikatnya masih dia pegang dan atas nama dia. Katanya nazhir cuma pengelola. Jadi sebenarnya tanah wakaf itu harus atas nama siapa dan siapa pemiliknya?", mustContain: [nz("nama NZ"), ["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak menjadikan", "tidak menjadi milik"]] }, // story
  { question: "Orang tua saya petani. Mereka ingin mewakafkan sawah, tapi hasil panennya dipakai untuk biaya sekolah anak yatim di kampung. Wakaf seperti itu ada aturannya tidak?", mustContain: [["produktif"], ["Pasal 42", "Pasal 43", "pokok", "beasiswa"]] }, // story
  { question: "Saya baru jadi ketua DKM. Dari nazhir masjid yang lama, dua orang sudah meninggal, tinggal satu. Apa nazhirnya masih memenuhi syarat, dan siapa yang mengurus penggantinya?", mustContain: [THREE_PEOPLE, BWI] }, // story 1.13
  { question: "Di kampung saya ada tanah wakaf masjid yang sudah 10 tahun kosong karena masjidnya pindah. Pengurus mau menjual tanah itu dan uangnya untuk membangun masjid baru. Cara yang benar bagaimana?", mustContain: [["tukar", "ruislag", "penukaran", "ditukar"], ["Menteri", "BWI"]] }, // story 1.13
  { question: "Suami saya punya saham syariah dan sukuk. Dia ingin sebagian diwakafkan untuk pesantren. Apa saham bisa diwakafkan atau harus uang tunai?", mustContain: [["surat berharga", "saham"], ["Pasal 16", "benda bergerak"]] }, // story
  { question: "Tanah saya sedang sengketa batas dengan tetangga dan kasusnya sudah masuk pengadilan. Daripada ribut terus, saya ingin tanah itu diwakafkan saja biar berkah. Bisa tidak?", mustContain: [NO, ["bebas", "Pasal 17", "KHI", "Pasal 217"]] }, // story
  { question: "Kemarin kami ke KUA untuk ikrar wakaf dan sudah dapat salinan akta. Petugas bilang berkasnya nanti diantar ke BPN. Kira-kira paling lambat kapan diantar, dan sertifikatnya nanti diserahkan ke siapa?", mustContain: [SEVEN_WORKDAYS, nz("kepada NZ", "ke NZ", "nama NZ", "untuk NZ", "pada NZ")] }, // story
  { question: "Saya punya PT kecil di Cimahi. Perusahaan ingin mewakafkan satu ruko untuk kegiatan sosial. Bisa tidak wakaf atas nama perusahaan, apa syaratnya?", mustContain: [["anggaran dasar"]] }, // story
  { question: "Ada warga yang bilang kalau pengurus masjid menjual tanah wakaf paling cuma ditegur. Saya ragu. Sebenarnya ada hukumannya tidak?", mustContain: [FIVE_YEARS, ["500 juta", "500.000.000", "lima ratus juta"]] }, // story
  { question: "Saya sekretaris DKM. Tanah wakaf kami dulu dikelola nazhir perorangan, sekarang kami sudah punya yayasan berbadan hukum dan ingin yayasan yang jadi nazhir. Kalau nazhirnya diganti, apa wakafnya harus diikrarkan ulang atau malah batal?", mustContain: [["tidak membatalkan", "tidak batal", "tidak menjadi batal", "tetap sah", "tidak gugur", "tidak perlu diikrarkan ulang", "tidak perlu ikrar ulang"]] }, // story
  { question: "Saya guru ngaji dan sedang menyiapkan materi sejarah wakaf untuk santri. Anak-anak bertanya, masjid apa yang disebut sebagai wakaf pertama dalam Islam?", mustContain: [["Quba", "Nabawi"]] }, // story
  { question: "Tahun lalu saya mewakafkan tanah untuk masjid. Sekarang pengurus mau membangun TK di sebagian tanah itu tanpa bilang ke saya. Apa mereka boleh begitu?", mustContain: [BWI, ["izin tertulis", "persetujuan tertulis", "Pasal 44", "AIW", "akta ikrar"]] }, // story 1.13
  { question: "Waktu ikrar wakaf, bapak saya tidak menyebut tanahnya untuk apa, cuma bilang untuk kebaikan. Sekarang siapa yang berhak menentukan tanah itu dipakai untuk apa?", mustContain: [["Pasal 23", ...nz("NZ dapat menetapkan", "NZ yang menetapkan", "NZ menetapkan", "ditetapkan oleh NZ", "ditentukan oleh NZ", "NZ yang menentukan", "NZ dapat menentukan", "NZ menentukan", "NZ berwenang")]] }, // story
  { question: "Kami sekeluarga baru selesai ikrar wakaf dan pulang membawa lembar salinan akta, katanya yang asli disimpan. Lembar yang kami bawa itu namanya apa?", mustContain: [["W.2a", "W2a", "salinan Akta Ikrar Wakaf", "salinan AIW"]] }, // story
  { question: "Saya ketua RT. Warga mau patungan membeli tanah lalu diwakafkan untuk pemakaman umum. Siapa yang jadi wakifnya kalau dibeli bersama-sama, bisa atas nama kelompok?", mustContain: [["badan hukum"], ["perseorangan", "perorangan", "individu"]] }, // story
  { question: "Saya ingin wakaf tapi takut salah. Teman bilang harus ada ucapan khusus seperti akad nikah. Apa memang ada lafal tertentu dan harus diucapkan?", mustContain: [["lisan"], ["saya wakafkan", "sighat", "shighat", "sigat", "tertulis"]] }, // story
  { question: "Kami mau meresmikan masjid baru hasil wakaf warga. Panitia ingin pasang spanduk ayat tentang menginfakkan harta yang paling dicintai. Itu surat apa ayat berapa?", mustContain: [["92"], ["Imran", "Imrān"]] }, // story
  { question: "Saya pernah baca berita bahwa banyak tanah wakaf di Indonesia belum bersertifikat, jadi rawan diklaim orang. Menurut data terbaru jumlahnya kira-kira berapa secara nasional?", mustContain: [["561.909", "297.211", "445.504", "53%", "53 persen", "232.000"]] }, // story

  // ---------- Formal (25) ----------
  { question: "Apa pengertian nazhir menurut Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["menerima harta wakaf", "menerima harta benda wakaf"], ["dikelola", "mengelola"]] }, // formal
  { question: "Apa saja persyaratan bagi perseorangan yang ingin menjadi nazhir?", mustContain: [["WNI", "warga negara Indonesia"], ["amanah"]] }, // formal
  { question: "Berapa lama masa jabatan seorang nazhir, dan apakah ia dapat diangkat kembali setelah masa jabatannya berakhir?", mustContain: [FIVE_YEARS, ["diangkat kembali", "diperpanjang", "dapat diangkat", "diperbarui"]] }, // formal
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia?", mustContain: [["membina", "pembinaan"], ["memberhentikan", "mengganti", "penggantian", "pemberhentian"]] }, // formal
  { question: "Siapa yang mengangkat anggota Badan Wakaf Indonesia, dan berapa jumlah anggotanya?", mustContain: [["Presiden"], ["20", "dua puluh"]] }, // formal
  { question: "Siapakah yang saat ini menjabat sebagai Ketua Badan Wakaf Indonesia?", mustContain: [["Kamaruddin Amin", "Kamarudin Amin"]] }, // formal
  { question: "Apakah Badan Wakaf Indonesia memiliki kantor perwakilan di Provinsi Jawa Barat?", mustContain: [["Perwakilan Jawa Barat", "Perwakilan BWI Jawa Barat", "perwakilan di Jawa Barat", "BWI Jawa Barat", "BWI Jabar", "Perwakilan Jabar", "Perwakilan Provinsi Jawa Barat"]] }, // formal
  { question: "Untuk kepentingan apa saja harta benda wakaf boleh digunakan menurut undang-undang?", mustContain: [["ekonomi umat"], ["kesehatan"]] }, // formal
  { question: "Bagaimana pandangan Majelis Ulama Indonesia mengenai wakaf uang, dan kapan fatwanya ditetapkan?", mustContain: [["2002"], ["boleh", "jawaz", "jaiz"]] }, // formal
  { question: "Apa perbedaan antara wakaf dan wasiat menurut ketentuan yang berlaku?", mustContain: [ONE_THIRD, ["meninggal", "wafat"]] }, // formal 1.13
  { question: "Selain untuk kepentingan umum sesuai rencana tata ruang, dalam keadaan apa saja penukaran harta benda wakaf dapat diizinkan?", mustContain: [["tidak dapat dipergunakan", "tidak dapat digunakan", "tidak bisa digunakan", "tidak lagi dapat", "tidak dapat lagi", "tidak bisa lagi", "tidak lagi bisa", "tidak lagi sesuai", "tidak dapat dimanfaatkan", "tidak bisa dimanfaatkan"], ["keagamaan", "mendesak"]] }, // formal 1.13
  { question: "Peraturan Menteri Agama nomor berapa yang menjadi pedoman KUA dalam memproses wakaf tanah dan bangunan?", mustContain: [["73 Tahun 2013", "73/2013"]] }, // formal
  { question: "Apakah Peraturan Pemerintah Nomor 42 Tahun 2006 sudah pernah diubah?", mustContain: [["25 Tahun 2018", "25/2018"]] }, // formal
  { question: "Regulasi apa yang mengatur pencatatan administrasi wakaf uang?", mustContain: [["4 Tahun 2009", "4/2009"]] }, // formal
  { question: "Apakah pendaftaran tanah wakaf di Kantor Pertanahan dikenakan Penerimaan Negara Bukan Pajak?", mustContain: [["Rp0", "Rp 0", "tidak dikenakan", "gratis", "bebas PNBP", "tidak dipungut", "nol"], ["128/2015", "128 Tahun 2015", "2021"]] }, // formal
  { question: "Dokumen apa saja yang diminta Kantor Pertanahan untuk mendaftarkan tanah wakaf yang sudah bersertifikat?", mustContain: [["AIW", "Akta Ikrar Wakaf"], [...nz("pengesahan NZ"), "sertifikat asli", "asli sertifikat", "W.5"]] }, // formal
  { question: "Peraturan Menteri ATR/Kepala BPN mana yang mengatur tata cara pendaftaran tanah wakaf?", mustContain: [["2 Tahun 2017", "2/2017"]] }, // formal
  { question: "Hal-hal apa saja yang harus tercantum dalam Akta Ikrar Wakaf?", mustContain: [["jangka waktu"], ["peruntukan"]] }, // formal
  { question: "Apakah organisasi atau badan hukum dapat menjadi nazhir, dan apa persyaratannya?", mustContain: [["sosial", "kemasyarakatan", "keagamaan"], ["pengurus"]] }, // formal
  { question: "Hadis apa yang menjadi dasar bahwa pahala wakaf terus mengalir setelah wakif wafat?", mustContain: [["1631", "HR Muslim", "HR. Muslim", "H.R. Muslim", "riwayat Muslim", "diriwayatkan Muslim", "diriwayatkan oleh Muslim"], ["jariyah", "jariah"]] }, // formal
  { question: "Apa fungsi formulir W.7 dalam proses perwakafan tanah?", mustContain: [["Kantor Pertanahan", "BPN"], ["pengantar", "pendaftaran", "mendaftarkan"]] }, // formal
  { question: "Apabila pengelolaan wakaf secara produktif memerlukan penjaminan, lembaga apa yang digunakan?", mustContain: [["penjamin syariah", "penjaminan syariah"]] }, // formal
  { question: "Apakah kata wakaf disebutkan secara langsung di dalam Al-Qur'an?", mustContain: [["tidak menyebut", "tidak secara langsung", "tidak disebut", "tidak ditemukan", "tidak terdapat", "tidak ada", "tidak secara eksplisit"], ["infak", "infaq"]] }, // formal
  { question: "Menurut fikih, syarat apa saja yang harus dipenuhi oleh harta yang akan diwakafkan?", mustContain: [["mutaqawwim", "bernilai"], ["tahan lama", "tidak habis", "tidak sekali pakai", "langgeng", "berkelanjutan", "bertahan lama"]] }, // formal
  { question: "Bagaimana pendapat para ulama mazhab tentang wakaf yang dibatasi waktunya?", mustContain: [["Malik", "Maliki"]] }, // formal

  // ---------- Informal chat Indonesian (57) ----------
  { question: "wakaf itu apa sih singkatnya", mustContain: [["memisahkan", "menyerahkan"], ["ibadah", "kesejahteraan umum"]] }, // chat
  { question: "tanah wakaf bs dijadiin jaminan pinjem ke bank gk", mustContain: [NO, ["Pasal 40", "agunan", "diagunkan", "hak tanggungan", "dijaminkan"]] }, // chat
  { question: "brp thn penjara kalo ketauan ngejual tanah wakaf", mustContain: [FIVE_YEARS] }, // chat
  { question: "syarat jd wakif apa aja sih", mustContain: [["dewasa", "baligh"], ["pemilik sah", "pemilik yang sah", "milik sah", "secara sah"]] }, // chat
  { question: "nazir hrs org islam ga", mustContain: [["beragama Islam", "muslim"], ["Pasal 10", "WNI", "warga negara"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] }, // chat
  { question: "nazhir yg perorangan hrs didaftarin ke mana", mustContain: [["Menteri"], BWI] }, // chat
  { question: "ukur tanah buat wakaf di jabar kena biaya brp ya", mustContain: [["120.000", "120 ribu", "Rp120", "Rp 120"]] }, // chat
  { question: "apk buat cek biaya sertifikat tanah wakaf apa ya namanya", mustContain: [["Sentuh Tanahku"]] }, // chat
  { question: "hrs bawa materai gk? brp yg dipake skrg", mustContain: [["10.000", "10 ribu", "sepuluh ribu", "Rp10"]] }, // chat
  { question: "perlu spt pbb gk buat daftar wakaf tanah", mustContain: [["SPPT"]] }, // chat
  { question: "formulir w1 itu apa ya", mustContain: [["W.1", "W1", "W-1"], ["Ikrar Wakaf"]] }, // chat
  { question: "daftar akta ikrar wakaf di kua itu formulirnya kode apa", mustContain: [["W.4", "W4", "W-4"]] }, // chat
  { question: "pengesahan nazhir perorangan pake blanko apa", mustContain: [["W.5", "W5"]] }, // chat
  { question: "tnh wakaf skrg bs daftar online gk? e aiw itu apa", mustContain: [["SIWAK", "Sistem Informasi Wakaf"]] }, // chat
  { question: "abis wakaf uang dpt sertifikat gk", mustContain: [["Sertifikat Wakaf Uang"], ["LKS", "Lembaga Keuangan Syariah"]] }, // chat
  { question: "bwi itu apaan", mustContain: [["Badan Wakaf Indonesia"], ["independen"]] }, // chat
  { question: "web resmi bwi apa ya", mustContain: [["bwi.go.id"]] }, // chat
  { question: "bwi dibentuk kpn", mustContain: [["2007"]] }, // chat
  { question: "tanah wakaf boleh disewain ga sih", mustContain: [["produktif"], ["Pasal 43", "Pasal 42", "pokok", "prinsip syariah"]] }, // chat
  { question: "tanah yg mau diwakafin blm ada sertifikat, cm ada bukti jual beli dr desa. bs gk", mustContain: [["AJB", "girik", "Letter C", "Petok"]] }, // chat
  { question: "wakaf lewat wasiat hrs ada saksinya gk", mustContain: [TWO_WITNESSES] }, // chat 1.13
  { question: "nazhir itu termasuk rukun wakaf gk", mustContain: [["bukan", "tidak termasuk"], ["unsur"]] }, // chat
  { question: "rumah bs diwakafin gk atau cm tanah doang", mustContain: [["bangunan"], ["tidak bergerak", "Pasal 16"]] }, // chat
  { question: "hak cipta buku bs diwakafkan?", mustContain: [["kekayaan intelektual", "HKI"], ["benda bergerak", "Pasal 16"]] }, // chat
  { question: "emas batangan bs diwakafin ga", mustContain: [["logam mulia"]] }, // chat
  { question: "abis wakaf uang di bank syariah, bank ngedaftarin ke siapa? brp lama", mustContain: [["Menteri"], SEVEN_WORKDAYS] }, // chat
  { question: "wakaf uang pokoknya blh dipake sampe abis gk", mustContain: [["pokok"], ["tidak boleh", "tidak dapat", "dilarang", "harus dijaga", "dijamin kelestarian", "harus tetap", "tetap utuh", "lestari", "kekal"]] }, // chat
  { question: "kalo tanahnya hgb bs diwakafin sementara gk", mustContain: [["hak pengelolaan", "Pasal 17", "hak pakai", "HPL"]] }, // chat 1.13
  { question: "tanah wakaf di desa sy diambil lg sm ahli waris wakif katanya dulu cm dipinjemin. gmn ini", mustContain: [["Pasal 3", "Pasal 40", "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak dapat ditarik", "tidak boleh diwariskan", "tidak dapat diwariskan", "tidak bisa diwariskan", "tidak dapat diminta kembali"]] }, // chat
  { question: "surat pernyataan bermaterai bs batalin akta ikrar wakaf gk", mustContain: [["tidak dapat", "tidak bisa", "tidak boleh", "tidak mengalahkan", "tidak membatalkan", "tidak berlaku"]] }, // chat
  { question: "ayat wakaf yg ttg sebutir benih tumbuh 7 tangkai itu surat apa", mustContain: [["261"], ["Baqarah"]] }, // chat
  { question: "hadis umar wakaf khaibar hasilnya dibagi buat siapa aja", mustContain: [["ibnu sabil", "ibnus sabil", "musafir", "tamu"], ["fakir", "miskin", "kerabat"]] }, // chat
  { question: "al baqarah 267 isinya apa kaitannya sm wakaf", mustContain: [["baik"], ["buruk", "jelek"]] }, // chat
  { question: "pengurus masjid yg ngelola tanah wakaf hrs lapor ke siapa", mustContain: [["melaporkan", "melapor", "laporan"], ["BWI", "Badan Wakaf Indonesia"]] }, // chat
  { question: "tanah wakaf di indo kebanyakan dipake buat apa", mustContain: [["93%", "258.156", "266.413", "46%", "47%", "musala", "mushola", "musholla", "mushala", "mushalla"]] }, // chat
  { question: "provinsi yg tanah wakafnya paling luas apa, jabar nomer brp", mustContain: [["Aceh"], ["kedua", "nomor 2", "ke-2", "nomor dua"]] }, // chat
  { question: "bikin akta ikrar wakaf di kua bayar brp", mustContain: [["gratis", "tidak dipungut", "tanpa biaya", "tidak ada biaya", "Rp0", "Rp 0", "cuma-cuma", "tidak dikenakan biaya"], ["meterai", "materai", "fotokopi"]] }, // chat
  { question: "sertifikat tanah wakaf jadi brp hari di bpn", mustContain: [["5 hari", "lima hari", "98 hari"]] }, // chat
  { question: "kua ngurusin wakaf jg ya? dasar aturannya apa", mustContain: [["bimbingan zakat dan wakaf"], ["PMA", "Peraturan Menteri Agama"]] }, // chat
  { question: "wakaf pohon buat calon pengantin tuh program apa", mustContain: [["ekoteologi", "Asta Protas"]] }, // chat
  { question: "wakaf berjangka itu ada gk sih", mustContain: [["jangka waktu tertentu", "berjangka"], ["hak milik", "selama-lamanya", "selamanya", "Pasal 18"]] }, // chat 1.13
  { question: "wakif tu maksudnya siapa", mustContain: [["yang mewakafkan", "memberi wakaf", "memberikan wakaf", "pemberi wakaf", "menyerahkan harta"]] }, // chat
  { question: "wakaf pake akta notaris sah gk", mustContain: [PPAIW] }, // chat
  { question: "ibu sy mau wakaf tp gk bs baca tulis, ikrarnya lisan aja bs?", mustContain: [["lisan"], ["AIW", "Akta Ikrar Wakaf"]] }, // chat
  { question: "nadzir bs diberhentiin gk kalo gk amanah", mustContain: [BWI, ["Pasal 45", "memberhentikan", "diberhentikan", "mengganti", "diganti", "penggantian", "pemberhentian"]] }, // chat
  { question: "peraturan bwi ttg pedoman pengelolaan harta wakaf no brp", mustContain: [["1 Tahun 2020", "1/2020", "4 Tahun 2010", "4/2010"]] }, // chat
  { question: "uu wakaf nomer brp thn brp", mustContain: [["41 Tahun 2004", "41/2004"]] }, // chat
  { question: "pp pelaksana uu wakaf yg mana", mustContain: [["42 Tahun 2006", "42/2006"]] }, // chat
  { question: "yg nerima manfaat wakaf namanya apa", mustContain: [["alaih"]] }, // chat
  { question: "gmn caranya wakaf tanah di kua dr awal smp sertifikat", mustContain: [["Akta Ikrar Wakaf", "AIW", "W.2"], ["BPN", "Kantor Pertanahan"]] }, // chat
  { question: "ikrar wakaf tuh dmn sih tempatnya, hrs di masjid?", mustContain: [["PPAIW", "Majelis Ikrar Wakaf", "Kepala KUA", "Pejabat Pembuat Akta Ikrar Wakaf"]] }, // chat
  { question: "mana duluan pengesahan nazhir ato ikrar wakaf", mustContain: [[...nz("pengesahan NZ"), "W.5"], ["sebelum", "terlebih dahulu", "lebih dahulu"]] }, // chat
  { question: "wakaf sah nya kalo sesuai apa", mustContain: [["Pasal 2", "menurut syariah", "sesuai syariah", "sesuai dengan syariah", "berdasarkan syariah", "sesuai syariat", "menurut syariat"]] }, // chat
  { question: "abu thalhah dulu wakafin apa", mustContain: [["kebun", "Bairuha"]] }, // chat
  { question: "hasil wakaf produktif dikasih ke siapa", mustContain: [["alaih", "penerima manfaat"]] }, // chat
  { question: "wakaf sm sedekah jariyah sama gk sih", mustContain: [["jariyah", "jariah"], ["salah satu", "bentuk", "termasuk", "sunnah", "sunah"]] }, // chat 1.13
  { question: "apa itu blanko WD", mustContain: [["28/1977", "28 Tahun 1977", "1977"]] }, // chat
];

export const HELD_OUT_17_OUT_OF_FIELD: readonly EvalCase[] = [
  // ---------- Other KUA services (15) ----------
  { question: "syarat daftar nikah di kua apa aja" }, // chat
  { question: "upami bade rujuk sareng tilas istri, kumaha prosedurna di KUA?" }, // su
  { question: "Berapa biaya pencatatan nikah di KUA pada hari kerja dan di luar kantor?" }, // formal
  { question: "daftar haji reguler skrg antri brp taun" }, // chat
  { question: "manasik haji di kua kapan jadwalna nya?" }, // su
  { question: "Bagaimana cara mengurus sertifikat halal untuk usaha keripik rumahan?" }, // formal
  { question: "zakat fitrah taun ieu sabaraha per jiwa?" }, // su
  { question: "zakat penghasilan ngitungnya gmn nisabnya brp" }, // chat
  { question: "sapi kurban patungan maksimal brp org" }, // chat
  { question: "abdi bade asup Islam, kumaha carana ngucapkeun syahadat di KUA?" }, // su (mualaf)
  { question: "bimbingan perkawinan catin wajib ga? brp hari" }, // chat
  { question: "Bagaimana prosedur pencatatan nikah bagi WNI yang menikah dengan WNA?" }, // formal
  { question: "buku nikah abdi leungit, kumaha ngadamel duplikatna?" }, // su
  { question: "Kapan sidang isbat penetapan awal Ramadan tahun depan dilaksanakan?" }, // formal
  { question: "umroh mandiri skrg legal gk" }, // chat

  // ---------- Traps: wakaf-like words, not wakaf (10) ----------
  { question: "Saya mau beli tanah kavling di Cileunyi, sertifikatnya SHM. Bagaimana cara mengecek keaslian sertifikat sebelum saya bayar?" }, // story
  { question: "pembagian warisan tanah buat anak laki2 sama perempuan gmn bagiannya" }, // chat
  { question: "bayar pbb tanah online lewat apa ya" }, // chat
  { question: "Masjid kami sedang renovasi dan mau mengajukan proposal sumbangan pembangunan ke perusahaan. Contoh surat proposalnya seperti apa?" }, // story
  { question: "KPR rumah syariah sama konvensional bagusan mana" }, // chat
  { question: "balik nama sertifikat tanah hasil jual beli biayanya brp" }, // chat
  { question: "upami wates tanah abdi dipatok ku tatangga, kedah lapor ka mana?" }, // su
  { question: "Bagaimana cara membuat akta jual beli tanah di PPAT dan berapa biayanya?" }, // formal
  { question: "uang infak jumat di masjid blh dipake buat bayar listrik masjid gk" }, // chat
  { question: "hibah rumah ka budak kedah ka notaris atanapi ka PPAT?" }, // su

  // ---------- Anything else (20) ----------
  { question: "cuaca di bandung isuk hujan teu?" }, // su
  { question: "persib maén jam sabaraha minggu ieu?" }, // su
  { question: "resep seblak pedes gmn" }, // chat
  { question: "cara beli pulsa lewat dana" }, // chat
  { question: "loker satpam di garut ada gk" }, // chat
  { question: "Obat apa yang tepat untuk demam anak usia tiga tahun?" }, // formal
  { question: "jadwal kereta bandung ke jakarta besok pagi" }, // chat
  { question: "kumaha carana ngadamel KTP anyar upami nu lami rusak?" }, // su
  { question: "Bagaimana cara mendaftar BPJS Kesehatan mandiri?" }, // formal
  { question: "harga cabe rawit hari ini di pasar brp" }, // chat
  { question: "rekomendasi tempat wisata di pangandaran dong" }, // chat
  { question: "kumaha ngadamel bala-bala sangkan garing?" }, // su
  { question: "Bagaimana cara memperpanjang SIM C secara online?" }, // formal
  { question: "hp sy ga bisa ngecas knp ya" }, // chat
  { question: "SD nu pangsaéna di Tasik mana nya?" }, // su
  { question: "Berapa kurs dolar Amerika terhadap rupiah hari ini?" }, // formal
  { question: "cara daftar kip kuliah" }, // chat
  { question: "budak abdi batuk tos saminggu, kedah ka dokter naon?" }, // su
  { question: "lirik lagu sunda bubuy bulan" }, // chat
  { question: "Pukul berapa kantor kelurahan buka pada hari Sabtu?" }, // formal
];
