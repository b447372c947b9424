// Held-out set 12 (issue 35): written on 2026-12-05 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// shared alternative lists (lower case; any one word meets the element)
const NOT = ["tidak", "tak ", "dilarang", "larangan", "terlarang", "bukan", "belum", "tidak boleh", "tidak dapat", "tidak bisa", "tidak sah"];
const YES = ["boleh", "bisa", "dapat", "diperbolehkan", "dibolehkan", "sah", "dimungkinkan", "termasuk"];
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir"];
const PPAIW = ["ppaiw", "kepala kua", "pejabat pembuat akta ikrar wakaf"];
const KUA_PPAIW = [...PPAIW, "kua"];
const BWI = ["bwi", "badan wakaf indonesia"];
const SAKSI_2 = ["2 saksi", "dua saksi", "2 orang", "dua orang", "dua (2)", "2 (dua)", "(2) saksi", "(2) orang"];
const HARI_7 = ["7 hari", "tujuh hari", "7 (tujuh) hari", "tujuh (7) hari"];
const TIGA = ["3 orang", "tiga", "(3)", "minimal 3", "sekurang-kurangnya 3", "paling sedikit 3"];
const GRATIS = [
  "gratis", "rp0", "rp 0", "tidak dipungut", "tanpa biaya", "tidak ada biaya", "bebas biaya",
  "tidak dikenakan biaya", "cuma-cuma", "nol rupiah", "tidak bayar", "tidak berbayar",
];
const SELAMANYA = ["selamanya", "selama-lamanya", "abadi", "permanen", "tidak terbatas", "tanpa batas", "seterusnya", "muabbad", "ta'bid"];
const TUKAR = ["tukar", "ruislag", "penukaran", "perubahan status", "pengganti"];
const SEPERTIGA = ["1/3", "sepertiga"];
const AHLI_WARIS = ["ahli waris", "persetujuan", "semua waris", "seluruh waris", "dibagi"];
const LKS = ["lks", "lembaga keuangan syariah", "bank syariah"];
const JAMINAN = ["jaminan", "agunan", "dijaminkan", "diagunkan", "gadai", "hak tanggungan"];
const SUNNAH = ["sunnah", "sunah", "dianjurkan", "mustahab", "sukarela"];
const JARIYAH = ["jariyah", "jariah", "mengalir"];
const GANTI = ["ganti", "pengganti", "penggantian"];
const DESA = ["desa", "kelurahan", "lurah", "kades"];

export const HELD_OUT_12_IN_FIELD: readonly EvalCase[] = [
  // 1.1 Definitions
  { question: "wakaf tu apaan sih sbnrnya, sy sering denger tp gk ngerti", mustContain: [["harta", "benda", "milik"], ["ibadah", "kesejahteraan", "manfaat", "dimanfaatkan"]] },
  { question: "naon ari wakif teh? sami sareng nazhir?", mustContain: [["mewakafkan", "berwakaf", "pemberi wakaf", "memberi", "memberikan", "menyerahkan"]] },
  { question: "nadzir tu siapa? yg jaga masjid kah", mustContain: [["mengelola", "mengurus", "pengelola", "menerima", "mengembangkan"]] },
  { question: "Apa arti istilah mauquf 'alaih dalam perwakafan?", mustContain: [["manfaat", "penerima"]] },
  { question: "mauquf bih itu maksudnya apaan", mustContain: [["harta", "benda", "barang", "aset"]] },
  { question: "ppaiw teh singkatan tina naon?", mustContain: [["pejabat pembuat akta ikrar wakaf", "pembuat akta ikrar wakaf", "akta ikrar wakaf"]] },
  { question: "aiw tu surat apa ya, penting gk", mustContain: [["bukti tertulis"]] },
  { question: "ikrar wakaf tuh kyk gmn, cukup ngomong doang?", mustContain: [["pernyataan", "ucapan", "lisan", "tertulis", "menyatakan", "akta"]] },
  { question: "di kecamatan mah saha nu ngadamel akta wakaf teh?", mustContain: [PPAIW] },
  { question: "bapak sy mau nyerahin sebagian kebon buat pesantren di desa. kata tetangga itu namanya wakaf, ada jg yg bilang sedekah biasa. sbnrnya wakaf itu artinya apa sih dan buat tujuan apa?", mustContain: [["ibadah", "kesejahteraan", "kepentingan umum", "kemaslahatan"]] },

  // 1.2 Basics: sah, tidak dapat dibatalkan, ganti nazhir
  { question: "wakaf yg udh diikrarin bs dibatalin gk", mustContain: [NOT] },
  { question: "upami tos diwakafkeun, tiasa dicandak deui ku nu ngawakafkeun?", mustContain: [["tidak dapat dibatalkan"], ["menarik kembali"]] },
  { question: "kakek sy dulu wakafin tanah buat langgar ke pengurus kampung. skrg pengurusnya udh ganti semua, trs om sy bilang wakafnya otomatis batal krn nazhirnya beda, jd tanahnya bisa balik ke keluarga. bener gk sih?", mustContain: [NOT] },
  { question: "kalo wakif bikin surat pernyataan bermaterai narik lagi wakafnya, sah gak tuh", mustContain: [NOT] },
  { question: "Apakah penggantian nazhir membuat tanah wakaf berpindah menjadi milik nazhir yang baru?", mustContain: [NOT] },
  { question: "wakaf teh disebut sah upami dilaksanakeun nurutkeun naon?", mustContain: [["syariah", "syariat", "syari'at", "hukum islam", "rukun", "syarat"]] },
  { question: "fungsi wakaf menurut undang2 apa", mustContain: [["ibadah", "kesejahteraan", "ekonomi"]] },

  // 1.3 Six elements (unsur)
  { question: "unsur wakaf di uu 41 ada brp", mustContain: [["6", "enam"]] },
  { question: "naon wae unsur wakaf numutkeun undang-undang? jangka waktu oge kaasup?", mustContain: [["jangka waktu"], ["peruntukan"]] },
  { question: "Sebutkan unsur-unsur wakaf sebagaimana diatur dalam Pasal 6 UU Nomor 41 Tahun 2004.", mustContain: [["enam unsur"], ["jangka waktu"]] },

  // 1.4 Wakif
  { question: "syarat org yg mau wakaf apa aj", mustContain: [["dewasa", "baligh"]] },
  { question: "anak abdi nembe kelas 3 SD, hoyong ngawakafkeun sapedahna ka madrasah. tiasa kitu?", mustContain: [["dewasa", "baligh", "cukup umur", "belum cakap"]] },
  { question: "pt atau perusahaan bs jd wakif gk", mustContain: [["badan hukum", "organisasi", "anggaran dasar"]] },
  { question: "Tetangga saya sudah pikun berat, kadang tidak mengenali anaknya sendiri. Anaknya ingin membawa beliau ke KUA untuk mewakafkan tanah ke masjid supaya menjadi amal jariyah. Apakah wakaf dari orang dengan kondisi seperti itu sah?", mustContain: [["akal", "waras", "cakap"]] },
  { question: "yayasan / ormas mau wakafin aset, ada aturannya gk?", mustContain: [["anggaran dasar", "ad/art", "ad art", "anggaran rumah tangga"]] },
  { question: "nu ngawakafkeun teh kedah nu gaduh taneuh nyalira? abdi ngan ukur nyewa taneuh eta", mustContain: [["dimiliki dan dikuasai wakif secara sah"]] },

  // 1.5 Nazhir
  { question: "syarat jd nazhir apa aja sih", mustContain: [["islam", "muslim"], ["wni", "warga negara"]] },
  { question: "nazhir perorangan teh minimal sabaraha urang?", mustContain: [TIGA] },
  { question: "di kampung kami ada tanah wakaf buat makam, nazhirnya dari dulu cuma pak ustadz sendirian. warga pengen diberesin biar resmi. sebenernya nazhir perorangan boleh satu orang aja atau harus lebih?", mustContain: [TIGA] },
  { question: "nazhir dpt gaji ga? brp persen", mustContain: [["10%", "10 persen", "sepuluh persen", "10 %", "10 (sepuluh)"]] },
  { question: "Apa saja tugas nazhir menurut Undang-Undang Wakaf?", mustContain: [BWI, ["mengelola", "mengembangkan"]] },
  { question: "masa jabatan nazhir sabaraha taun? tiasa diperpanjang?", mustContain: [["5 tahun", "lima tahun", "5 (lima) tahun", "lima (5) tahun"]] },
  { question: "di sertifikat tanah wakaf masjid kami tertulis nama pak haji sbg nazhir. anaknya skrg ngaku tanah itu warisan bapaknya krn namanya ada di sertifikat. emg nazhir jd pemilik tanahnya?", mustContain: [NOT] },
  { question: "nazir hrs tinggal di kecamatan yg sama kah sm lokasi tanah wakafnya?", mustContain: [["salah satu", "satu orang", "seorang", "salah seorang", "satu di antara", "minimal satu", "sekurang-kurangnya satu", "paling sedikit satu"]] },
  { question: "org non muslim bs jd nazhir gk", mustContain: [NOT, ["islam", "muslim"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] },

  // 1.6 Harta benda wakaf
  { question: "selain tanah apa aja yg bs diwakafin", mustContain: [["uang", "kendaraan", "logam mulia", "surat berharga", "bangunan", "emas", "saham", "hak sewa"]] },
  { question: "mobil tiasa diwakafkeun teu? kanggo ambulan masjid", mustContain: [["kendaraan", "bergerak"]] },
  { question: "tanah peninggalan bapak masih jadi jaminan kredit di bank, sertifikatnya dipegang bank. ibu pengen sebagian tanahnya diwakafin buat musola sebelum cicilannya lunas. bisa gak diwakafin dalam kondisi begitu?", mustContain: [JAMINAN] },
  { question: "tanah kebun almarhum bapak lagi diperkarakan sama sepupu di pengadilan, katanya batasnya salah. ibu pengen cepet2 wakafin kebun itu ke pesantren biar gk direbut. bisa gak tanah yg lg berperkara diwakafin?", mustContain: [["bebas dari sengketa, perkara"]] },
  { question: "Apakah hak sewa dan hak kekayaan intelektual dapat diwakafkan?", mustContain: [["bergerak", "boleh", "bisa", "dapat", "termasuk"]] },
  { question: "emas perhiasan ema tiasa diwakafkeun teu?", mustContain: [["logam mulia", "bergerak", "boleh", "bisa", "dapat"]] },
  { question: "makanan atau sembako bisa diwakafin gk? kan abis dimakan", mustContain: [["tidak habis sekali pakai"]] },

  // 1.7 Ikrar wakaf and AIW
  { question: "saksi ikrar wakaf brp org", mustContain: [SAKSI_2] },
  { question: "pun bapa nuju gering teu tiasa angkat ka KUA, tiasa diwakilan ku anakna?", mustContain: [["kuasa"]] },
  { question: "ema abdi tos sepuh pisan teu kiat leumpang tebih, anjeunna hoyong ngawakafkeun kebon kanggo madrasah di lembur. ari ikrar wakaf teh kedah ema nyalira nu sumping ka kantor KUA, atanapi aya cara sanes?", mustContain: [["kuasa"]] },
  { question: "Informasi apa saja yang wajib dicantumkan dalam Akta Ikrar Wakaf?", mustContain: [["peruntukan", "identitas", "jangka waktu"]] },
  { question: "ikrar wakaf diucapin di depan siapa", mustContain: [PPAIW] },
  { question: "majelis ikrar wakaf tu yg hadir siapa aja", mustContain: [["saksi"], NAZHIR] },
  { question: "ikrar teh cekap ku lisan atanapi kedah aya seratanana?", mustContain: [["akta", "tertulis", "tulisan"]] },

  // 1.8 Peruntukan
  { question: "tanah wakaf boleh dipake buat apa aja", mustContain: [["ibadah", "pendidikan", "kesehatan"]] },
  { question: "wakaf kanggo beasiswa barudak yatim tiasa teu?", mustContain: [YES] },
  { question: "waktu ikrar di kua dulu, almarhum ayah cuma bilang tanahnya diwakafkan, gk nyebut buat masjid atau sekolah. skrg kami bingung mau dipake buat apa. siapa yg berhak nentuin peruntukannya?", mustContain: [NAZHIR] },
  { question: "wakaf buat bangun klinik kesehatan bs ga", mustContain: [YES] },
  { question: "Apakah wakaf dapat diperuntukkan bagi pemberdayaan ekonomi umat, misalnya modal usaha warga?", mustContain: [["kemajuan ekonomi umat"], ["pasal 22"]] },

  // 1.9 Registration
  { question: "abis aiw ditandatangan brp hari hrs didaftarin ke bpn", mustContain: [HARI_7] },
  { question: "saha nu ngadaptarkeun taneuh wakaf ka BPN, nazhir atanapi pihak KUA?", mustContain: [KUA_PPAIW] },
  { question: "bukti pendaftaran dr bpn nanti dikasih ke siapa", mustContain: [NAZHIR] },
  { question: "Dokumen apa yang diserahkan PPAIW kepada Kantor Pertanahan ketika mendaftarkan tanah wakaf?", mustContain: [["salinan", "akta ikrar", "aiw"]] },

  // 1.10 Protection and sanctions
  { question: "pengurus masjid di kampung sy lg kekurangan dana buat bangun lantai dua. ada usul jual aja sebagian tanah wakaf di belakang masjid yg kosong, uangnya buat pembangunan. boleh gk tanah wakaf dijual buat itu?", mustContain: [NOT] },
  { question: "taneuh wakaf tiasa diwariskeun ka anak incu nu ngawakafkeun?", mustContain: [NOT] },
  { question: "Ketua DKM di desa kami berencana menjaminkan sertifikat tanah masjid ke bank untuk pinjaman renovasi. Sebagian jamaah keberatan. Sebenarnya boleh tidak tanah wakaf dijadikan agunan pinjaman?", mustContain: [NOT] },
  { question: "apa hukumannya kalo ada org jual tanah wakaf", mustContain: [["pidana", "penjara", "5 tahun", "lima tahun"]] },
  { question: "denda kanggo nu ngajual taneuh wakaf teh dugi ka sabaraha?", mustContain: [["500 juta", "rp500", "rp 500", "500.000.000", "lima ratus juta"]] },
  { question: "nazhir boleh ganti peruntukan wakaf semaunya gk", mustContain: [BWI] },
  { question: "tanah wakaf bisa disita bank atau pengadilan ga", mustContain: [["disita"]] },

  // 1.11 Wakaf produktif
  { question: "wakaf produktif tuh apaan", mustContain: [["hasil", "keuntungan", "laba", "untung"]] },
  { question: "sawah wakaf tiasa disewakeun, teras hasilna kanggo madrasah?", mustContain: [["produktif", "boleh", "bisa", "dapat"]] },
  { question: "di desa kami ada tanah wakaf sawah hampir 1 hektar, udh bertahun2 dibiarin nganggur krn pengurusnya bingung. warga bilang sayang. sebenernya nazhir wajib ngelola tanah wakaf biar ada hasilnya gk?", mustContain: [["wajib", "produktif", "mengelola", "dikelola"]] },
  { question: "pokok harta wakaf produktif boleh abis ga", mustContain: [["utuh", "terjaga", "tetap", "dijaga", "kekal", "dipertahankan", "tidak boleh"]] },
  { question: "Apabila pengelolaan wakaf produktif memerlukan penjaminan, lembaga apa yang digunakan?", mustContain: [["penjamin syariah", "lembaga penjamin", "penjaminan syariah"]] },

  // 1.12 Wakaf uang
  { question: "sy karyawan pabrik, gk punya tanah atau rumah sendiri. pengen bgt ikut wakaf tapi kata temen wakaf itu cuma buat yg punya tanah. kalo wakaf pake uang hukumnya boleh gk?", mustContain: [["jawaz"], ["wakaf uang"]] },
  { question: "wakaf artos teh kedah ngalangkungan naon? tiasa dipasihkeun langsung ka pengurus masjid?", mustContain: [LKS] },
  { question: "wakaf pake dolar bs ga", mustContain: [["rupiah"]] },
  { question: "bukti wakaf uang namanya apa", mustContain: [["sertifikat wakaf uang", "sertifikat"]] },
  { question: "Kapan MUI menetapkan fatwa tentang wakaf uang?", mustContain: [["2002"]] },
  { question: "sy pengen wakaf tiap bulan sedikit2 dr gaji krn gk punya tanah. ada temen bilang wakaf uang itu dikasih ke masjid trs dipake abis buat beli semen. emg uang wakaf boleh dihabisin gitu?", mustContain: [["pokoknya harus tetap terjaga", "pokok wakaf uang"], ["hasil pengelolaan"]] },
  { question: "total wakaf uang yg udh kekumpul di indonesia brp", mustContain: [["2,3", "2.3"]] },
  { question: "LKS teh kedah ngadaptarkeun wakaf artos dina sabaraha dinten?", mustContain: [HARI_7] },

  // 1.13 What visitors also ask: perpetuity, exchange, change of use, nazhir replaced, wasiat, inheritance, hibah/zakat, ruling, who may give
  { question: "bs gk wakaf tanah cuma 10 taun trs balik lg ke sy", mustContain: [[...SELAMANYA, "tidak"]] },
  { question: "wakaf berjangka teh aya? kanggo harta naon wae?", mustContain: [["uang", "bangunan", "hak guna", "hak pakai", "hgb"]] },
  { question: "Saya memiliki rumah di atas tanah HGB yang masa berlakunya tinggal 20 tahun. Saya ingin bangunannya dipakai untuk TPA anak-anak selama sisa masa itu saja. Apakah wakaf dengan jangka waktu seperti ini dimungkinkan?", mustContain: [YES] },
  { question: "tanah wakaf kena proyek jalan tol, trs gmn nasibnya", mustContain: [TUKAR, ["menteri", "bwi", "badan wakaf"]] },
  { question: "taneuh wakaf musola bade ditukeurkeun sareng taneuh nu langkung lega, kedah idin ka saha?", mustContain: [["menteri", "bwi", "badan wakaf"]] },
  { question: "madrasah wakaf di kampung kami bangunannya udh rusak dan lokasinya sepi, muridnya pindah semua. ada pengusaha mau beli tanahnya, uangnya buat bangun madrasah baru di tempat ramai. boleh dijual gitu aja?", mustContain: [TUKAR] },
  { question: "Masjid kami memiliki tanah wakaf kosong di tepi jalan. Pengurus ingin membangun kios untuk disewakan, hasilnya untuk operasional masjid dan santunan yatim. Apakah boleh, dan apa yang perlu diperhatikan?", mustContain: [["perubahan peruntukan"], ["izin tertulis dari bwi"]] },
  { question: "sebagian halaman masjid mau dijadiin parkiran berbayar, perlu izin siapa", mustContain: [BWI] },
  { question: "nazhir na tos pupus, kumaha atuh taneuh wakafna?", mustContain: [GANTI] },
  { question: "yg berwenang ganti nazhir yg gk amanah siapa", mustContain: [BWI] },
  { question: "ketua nazhir musola kami meninggal bulan lalu, anggota nazhir yg lain udh pindah ke luar kota semua. apa wakafnya otomatis batal & tanahnya balik ke ahli waris wakif? trs kami hrs gmn?", mustContain: [["meninggal"], ["penggantiannya oleh bwi"], ["melalui kua"]] },
  { question: "ganti nama nazhir di sertifikat bpn bayar brp", mustContain: [GRATIS] },
  { question: "wakaf lewat wasiat maksimal brp dr harta", mustContain: [SEPERTIGA] },
  { question: "Kakek berwasiat agar kira-kira setengah hartanya diwakafkan untuk pesantren setelah beliau wafat. Sebagian anak dan cucu tidak setuju. Apakah wasiat wakaf sebesar itu bisa dijalankan seluruhnya?", mustContain: [SEPERTIGA, ["ahli waris", "persetujuan", "setuju"]] },
  { question: "bapak meninggal 3 taun lalu, tanah warisannya blm dibagi ke kami berempat. sy anak kedua pengen wakafin bagian sy buat musola dekat rumah. bisa langsung ke kua atau gmn?", mustContain: [["semua ahli waris", "seluruh ahli waris", "persetujuan", "dibagi"]] },
  { question: "Abdi lima sadérék. Ema tos pupus, taneuh tilaranana teu acan dibagi. Lanceuk cikal hoyong ngawakafkeun taneuh eta ka yayasan atas nami anjeunna nyalira, teu naros heula ka adi-adina. Naha eta sah?", mustContain: [NOT, AHLI_WARIS] },
  { question: "beda wakaf sm hibah apa", mustContain: [["milik", "pemilik", "kepemilikan"]] },
  { question: "naon bedana zakat sareng wakaf?", mustContain: [["wajib"]] },
  { question: "wasiat sm wakaf bedanya apa", mustContain: [["meninggal", "wafat", "kematian"]] },
  { question: "hukumna wakaf teh wajib atanapi sunnah?", mustContain: [SUNNAH] },
  { question: "tetangga sy orang kristen, baik bgt sm warga. dia mau nyumbang sebagian tanahnya buat jalan masuk ke masjid dan katanya mau sekalian diwakafin resmi. emg non muslim boleh jd wakif?", mustContain: [YES] },

  // 2 Rukun and syarat (fiqh)
  { question: "rukun wakaf ada brp", mustContain: [["4", "empat"]] },
  { question: "naon wae rukun wakaf teh?", mustContain: [["sighat", "shighat", "sigat", "ikrar"]] },
  { question: "nazhir tmsk rukun wakaf gk", mustContain: [NOT] },
  { question: "Apa syarat harta yang boleh diwakafkan menurut fikih?", mustContain: [["milik", "tahan lama", "manfaat", "sengketa", "bernilai"]] },
  { question: "wakaf pake barang curian sah ga", mustContain: [NOT] },
  { question: "temen sy bilang wakaf itu harus selamanya, tp ustadz di pengajian bilang boleh jg sementara, cuma bbrp taun. jd mana yg bener sih menurut ulama sm aturan di indonesia?", mustContain: [["malik", "jumhur", "jangka waktu", "undang-undang", "uu 41"]] },

  // 3 Religious sources
  { question: "dalil wakaf di alquran ayat apa", mustContain: [["92", "261", "267"]] },
  { question: "aya hadis ngeunaan wakaf? kumaha eusina?", mustContain: [["jariyah", "jariah", "khaibar", "umar"]] },
  { question: "hadis umar sm tanah khaibar isinya apa sih", mustContain: [["dijual", "diwariskan", "dihibahkan", "sedekah", "hasil"]] },
  { question: "Apakah kata wakaf disebut secara langsung di dalam Al-Qur'an?", mustContain: [NOT] },
  { question: "pahala wakaf ngalir terus ya walau org nya udh meninggal", mustContain: [JARIYAH] },

  // 4.1 Documents at the KUA
  { question: "Orang tua saya berniat mewakafkan sebidang tanah bersertifikat hak milik untuk pembangunan musala di lingkungan RT. Dokumen apa saja yang perlu kami siapkan sebelum datang ke KUA?", mustContain: [["ktp"], ["sertifikat", "bukti kepemilikan"]] },
  { question: "taneuhna teu acan gaduh sertifikat, ngan girik wungkul. tiasa diwakafkeun?", mustContain: [["girik", "letter c", "bukti", "bisa", "dapat", "boleh"]] },
  { question: "surat ket tdk sengketa dpt dr mana", mustContain: [DESA] },
  { question: "perlu sppt pbb gk buat daftar wakaf", mustContain: [["tahun terakhir", "terbaru", "beberapa", "diminta", "perlu"]] },
  { question: "Suami saya ingin mewakafkan tanah atas namanya untuk membangun madrasah diniyah. Saya sebagai istri setuju saja. Apakah saya juga perlu ikut menandatangani atau membawa dokumen tertentu ke KUA?", mustContain: [["persetujuan", "setuju", "izin"]] },
  { question: "materai sabaraha rebu nu kedah disiapkeun?", mustContain: [["10.000", "10 ribu", "sepuluh ribu", "10rb", "10000"]] },
  { question: "ktp saksi perlu difotokopi jg?", mustContain: [["ktp 2 saksi"]] },
  { question: "nenek dulu udh ngewakafin tanah buat madrasah tp cuma lisan, gk pernah ke kua. nenek udh meninggal taun lalu. kalo mau diurus sekarang, dokumen wakif diganti apa? kan nenek gk bisa dateng", mustContain: [["ahli waris"]] },
  { question: "saha wae nu kedah sumping ka KUA nalika ikrar?", mustContain: [["saksi"], NAZHIR] },

  // 4.2 Steps
  { question: "cara wakaf tanah di kua gmn step2nya", mustContain: [["ikrar"], ["bpn", "pertanahan", "sertifikat"]] },
  { question: "Keluarga besar kami sudah sepakat mewakafkan tanah almarhum kakek untuk perluasan makam kampung. Kami belum pernah mengurus hal seperti ini. Langkah pertama apa dan harus datang ke mana?", mustContain: [KUA_PPAIW] },
  { question: "taneuh wakaf ti baheula teu aya suratna, nu ngawakafkeun tos maot. tiasa didamel aktana ayeuna?", mustContain: [["pengganti", "apaiw", "w.3", "w3"]] },
  { question: "sertifikat tanah wakaf nanti atas nama siapa", mustContain: [NAZHIR] },
  { question: "bs daftar wakaf online gk? ada e-aiw?", mustContain: [["siwak", "e-aiw", "online", "digital"]] },
  { question: "Setelah sertifikat tanah wakaf terbit, di mana hal itu dicatat oleh KUA?", mustContain: [["daftar", "w.4", "w4", "register"]] },
  { question: "Abdi sareng dulur-dulur tos musyawarah, satuju ngawakafkeun taneuh pusaka kanggo langgar di lembur. Ayeuna bingung, saatos ikrar di KUA, sertifikat wakafna saha nu ngurus ka BPN? naha urang kedah angkat nyalira?", mustContain: [KUA_PPAIW] },
  { question: "salinan akta ikrar wakaf dibawa pulang siapa aja", mustContain: [["wakif", ...NAZHIR]] },

  // 4.3 Form codes
  { question: "formulir W2 itu apa", mustContain: [["akta ikrar wakaf"]] },
  { question: "blangko WK teh kanggo naon?", mustContain: [DESA] },
  { question: "w5 tuh form apa ya", mustContain: [["pengesahan", ...NAZHIR]] },

  // 4.4 BPN stage
  { question: "ke bpn bawa apa aja utk sertifikat wakaf tanah yg udh shm", mustContain: [["akta ikrar", "aiw"]] },
  { question: "ngurus sertifikat wakaf di BPN teh lami sabaraha dinten?", mustContain: [["5 hari", "lima hari", "5 (lima) hari", "98"]] },

  // 4.5 Fees
  { question: "kami warga mau ngurus wakaf tanah buat posyandu dan pengajian ibu2. ada yg nakut2in katanya di kua mesti bayar mahal buat aktanya. sebenernya bikin akta ikrar wakaf di kua bayar gk?", mustContain: [GRATIS] },
  { question: "ngadaptarkeun taneuh wakaf ka BPN mayar sabaraha?", mustContain: [GRATIS] },
  { question: "musola kami berdiri di atas tanah wakaf yg blm bersertifikat, cuma ada letter C. pengurus denger sertifikasi wakaf gratis tp ada yg bilang ttp keluar duit. sebenernya biaya apa aja yg mungkin ada?", mustContain: [["ukur", "pengukuran"]] },
  { question: "biaya ukur tanah wakaf 100 meter di jabar brp", mustContain: [["120.000", "120 ribu", "rp120", "120rb"]] },
  { question: "sejak kapan sertifikasi tanah wakaf bebas pnbp", mustContain: [["2021"]] },
  { question: "upami ngan sawareh taneuh nu diwakafkeun, aya biaya tambihan teu?", mustContain: [["pecah", "pemecahan", "pemisahan", "split"]] },
  { question: "aplikasi buat cek biaya sertifikat tanah wakaf apa namanya", mustContain: [["sentuh tanahku"]] },

  // 5 Regulations
  { question: "uu wakaf nomor brp taun brp", mustContain: [["41"]] },
  { question: "Peraturan pemerintah apa yang menjadi aturan pelaksanaan UU Wakaf?", mustContain: [["42"]] },
  { question: "pma 73 th 2013 ngatur apa", mustContain: [["tata cara", "prosedur", "benda tidak bergerak", "selain uang"]] },
  { question: "aturan administrasi pendaptaran wakaf artos teh PMA nomer sabaraha?", mustContain: [["4/2009", "4 tahun 2009", "nomor 4", "no. 4", "no 4"]] },

  // 6 BWI
  { question: "bwi tuh apa", mustContain: [["independen", "lembaga", "mengembangkan", "memajukan"]] },
  { question: "saha ketua BWI ayeuna?", mustContain: [["kamaruddin"]] },
  { question: "bwi dibentuk kpn", mustContain: [["2004", "2007"]] },
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia?", mustContain: [NAZHIR] },

  // 7 Statistics
  { question: "brp jumlah tanah wakaf di indonesia skrg", mustContain: [["561.909", "562", "445.504", "430.000", "421.903", "561 ribu", "445 ribu"]] },
  { question: "di Jawa Barat aya sabaraha bidang taneuh wakaf? sabaraha persen nu tos disertifikat?", mustContain: [["87.795", "55,95", "48.123", "56%", "55%", "56 persen"]] },
  { question: "tanah wakaf paling banyak dipake buat apa", mustContain: [["masjid", "musala", "musholla", "mushola", "mushala"]] },
];

export const HELD_OUT_12_OUT_OF_FIELD: readonly EvalCase[] = [
  // other KUA services
  { question: "daftar nikah di kua syaratnya apa aja" },
  { question: "biaya nikah di luar kantor kua brp skrg" },
  { question: "upami bade rujuk deui sareng urut pamajikan, kumaha prosedurna di KUA?" },
  { question: "cara ngurus cerai gmn, ke kua apa ke pengadilan agama" },
  { question: "suami udh jatuhin talak 3, msh bs balikan gk" },
  { question: "Bagaimana cara mendaftar haji reguler dan berapa lama masa tunggunya?" },
  { question: "jadwal manasik haji di kua kapan" },
  { question: "umroh backpacker aman gak sih" },
  { question: "cara daftar sertifikat halal gratis buat umkm keripik" },
  { question: "bimwin catin wajib ga sebelum nikah" },
  { question: "arah kiblat di bandung berapa derajat" },
  { question: "zakat fitrah taun ieu sabaraha kilo beas atanapi sabaraha artos?" },
  { question: "buku nikah sy ilang, cara bikin duplikatnya gmn" },
  { question: "jadwal imsakiyah ramadan buat kecamatan sini ada?" },
  { question: "isbat nikah buat nikah siri gmn caranya" },
  // sharing words with wakaf, but not covered
  { question: "cara bikin sertifikat tanah lewat PTSL gmn" },
  { question: "pembagian warisan anak laki2 sm perempuan menurut islam brp bagian" },
  { question: "biaya akta jual beli tanah di ppat brp" },
  { question: "renovasi masjid perlu izin PBG/IMB gk" },
  { question: "balik nama sertifikat rumah abis beli, bphtb nya brp" },
  { question: "sertifikat taneuh abdi leungit, kumaha ngurus nu anyar ka BPN?" },
  { question: "akta kelahiran anak telat dibikin kena denda ga" },
  { question: "cara bayar PBB tanah online gmn" },
  { question: "ada lowongan jadi marbot masjid gk" },
  { question: "jadwal kajian di masjid raya bandung minggu ini" },
  // everyday things
  { question: "cuaca besok di garut hujan gk" },
  { question: "bansos pkh bulan ini cair kapan" },
  { question: "ktp elektronik sy ilang, cara bikin lg gmn" },
  { question: "ngurus pindah KK ke kota lain gimana" },
  { question: "bpjs kesehatan nunggak bs dicicil gk" },
  { question: "pajak motor telat 2 taun dendanya brp" },
  { question: "persib maen kapan deui?" },
  { question: "resep seblak kuah pedes dong" },
  { question: "pinjol ilegal neror terus, lapor ke mana" },
  { question: "harga emas antam hari ini brp" },
  { question: "lowongan kerja pabrik di karawang ada gk" },
  { question: "halo si wakaf, kamu bisa nyanyi gak" },
  { question: "kumaha carana ngadamel SIM C?" },
  { question: "ongkir jne bandung ke medan brp" },
  { question: "rekomendasi hp 2 jutaan yg bagus" },
  { question: "translate ke bahasa inggris: saya lapar" },
  { question: "kurs dolar ke rupiah hari ini" },
  { question: "obat batuk anak yg aman apa ya" },
  { question: "daftar sd negeri jalur zonasi gmn" },
  { question: "cara daftar kartu prakerja" },
];
