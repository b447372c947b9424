// Held-out set 14 (issue 35): written on 2026-12-05 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// shared alternative lists (lower case; any one word meets the element)
const NAZHIR = ["nazhir", "nadzir", "nazir"];
const WAKIF = ["wakif", "pewakaf", "pemberi wakaf"];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"];
const AIW = ["akta ikrar wakaf", "aiw"];
const BWI = ["bwi", "badan wakaf indonesia"];
const MENTERI = ["menteri", "kementerian agama", "kemenag"];
const TWO_WITNESSES = [
  "2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua) saksi", "dua (2) saksi",
  "2 orang", "dua orang",
];
const IRREVOCABLE = [
  "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan",
  "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh ditarik",
  "tidak dapat diambil kembali", "tidak bisa diambil kembali", "tidak boleh diambil kembali",
  "tidak dapat diminta kembali", "tidak dapat dicabut", "tidak bisa dicabut", "tidak boleh dicabut",
  "pasal 3",
];
const NOT_ALLOWED = ["tidak boleh", "tidak dapat", "tidak bisa", "dilarang", "tidak diperbolehkan", "tidak sah"];
const FREE = [
  "gratis", "rp0", "rp 0", "tidak dipungut biaya", "tanpa biaya", "cuma-cuma", "bebas biaya",
  "tidak dikenakan biaya", "tidak ada biaya", "nol rupiah", "tidak berbayar", "tidak dipungut",
];
const SEVEN_WORKING_DAYS = ["7 hari", "tujuh hari", "7 (tujuh) hari"];
const LKS = ["lembaga keuangan syariah", "lks", "bank syariah"];
const FOREVER = [
  "selamanya", "selama-lamanya", "untuk seterusnya", "tidak terbatas", "tanpa batas waktu", "abadi",
  "permanen",
];
const TERM = ["jangka waktu"];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan"];
const JARIYAH = ["jariyah", "jariah"];
const PRISON = ["5 tahun", "lima tahun", "5 (lima) tahun"];
const FINE = ["500 juta", "500.000.000", "rp500", "rp 500", "lima ratus juta"];
const PERMIT = ["izin", "ijin", "persetujuan"];
const HEIRS = ["ahli waris"];
const OWNER_LAWFUL = [
  "pemilik sah", "pemilik yang sah", "milik sah", "secara sah", "dimiliki dan dikuasai", "miliknya sendiri",
  "milik sendiri",
];
const ISLAM = ["islam", "muslim"];
const ONE_THIRD = ["1/3", "sepertiga"];
const KTP = ["ktp", "kartu tanda penduduk"];
const REPLACED = ["diganti", "penggantian", "diberhentikan", "mengganti", "memberhentikan", "pengganti"];
const CONTINUES = [
  "tetap", "berlanjut", "tidak batal", "tidak gugur", "terus berjalan", "tidak membatalkan", "tidak hapus",
];
const VALUE_BENEFIT = ["nilai", "manfaat"];

export const HELD_OUT_14_IN_FIELD: readonly EvalCase[] = [
  // 1.1 Definitions (Pasal 1 UU 41/2004, PP 42/2006)
  { question: "sering denger kata wakaf tp gk ngerti2 amat, artinya apa sih", mustContain: [["memisahkan", "menyerahkan"], ["ibadah", "kesejahteraan"]] },
  { question: "Mohon dijelaskan pengertian wakaf menurut Undang-Undang Nomor 41 Tahun 2004.", mustContain: [["pasal 1 angka 1", "uu 41/2004"], ["memisahkan"], ["jangka waktu tertentu"]] },
  { question: "wakif teh saha kitu? abdi teu ngartos istilahna", mustContain: [["mewakafkan", "memberi wakaf", "memberikan wakaf", "pemberi wakaf", "menyerahkan"]] },
  { question: "bedanya wakif sm nazhir apa ya", mustContain: [["mewakafkan", "pemberi", "memberikan", "menyerahkan"], ["mengelola", "dikelola", "menerima"]] },
  { question: "Ari nazhir teh naon? naha kedah aya nazhir sagala?", mustContain: [["mengelola", "dikelola", "pengelola"]] },
  { question: "ikrar wakaf tuh maksudnya gmn? hrs tertulis gk", mustContain: [["pernyataan", "ucapan", "menyatakan"], ["lisan", "tertulis"]] },
  { question: "Apa yang dimaksud dengan mauquf 'alaih dalam perwakafan?", mustContain: [["penerima manfaat", "menerima manfaat", "pihak yang ditunjuk", "penerima"]] },
  { question: "mauquf bih artinya apa min", mustContain: [["yang diwakafkan", "harta benda wakaf", "harta wakaf"]] },
  { question: "PPAIW teh singkatan tina naon? terus saha nu janten PPAIW di KUA?", mustContain: [["pejabat pembuat akta ikrar wakaf"], ["kepala kua"]] },
  { question: "AIW itu apaan ya? kata pak rt tanah masjid hrs ada AIW nya", mustContain: [["akta ikrar wakaf"], ["bukti", "tertulis"]] },
  { question: "Kakak saya mau mewakafkan kulkas bekas untuk masjid, tapi ada yang bilang harta wakaf itu ada syaratnya, tidak sembarang barang. Sebenarnya harta seperti apa yang bisa disebut harta benda wakaf?", mustContain: [["tahan lama", "jangka panjang"], ["ekonomi", "bernilai"]] },

  // 1.2 Basics: sah menurut syariah, cannot be revoked, tujuan and fungsi (Pasal 2-5)
  { question: "Kakek saya dulu mewakafkan sebidang kebun untuk madrasah di kampung, dan sudah ada aktanya di KUA. Sekarang om saya mau mengambil kembali kebun itu karena kakek sudah meninggal. Apakah wakaf itu bisa dibatalkan?", mustContain: [IRREVOCABLE] },
  { question: "upami tos diwakafkeun, tiasa dicabut deui teu ku nu ngawakafkeun?", mustContain: [IRREVOCABLE] },
  { question: "wakaf yg udh diikrarin bisa ditarik lg gk kalo wakifnya lg butuh duit", mustContain: [IRREVOCABLE] },
  { question: "Di desa kami ada tanah wakaf yang wakifnya membuat surat pernyataan bermaterai bahwa tanah itu boleh diambil lagi kalau anaknya butuh. Sekarang anaknya minta tanahnya dikembalikan. Apakah surat pernyataan bermaterai itu bisa mengalahkan akta ikrar wakaf?", mustContain: [["tidak dapat", "tidak bisa", "tidak boleh", "tidak mengalahkan", "tidak berlaku"], AIW] },
  { question: "kalo nazhirnya diganti wakafnya batal gk? tanahnya jd pindah ke nazhir baru?", mustContain: [["tidak membatalkan", "tidak batal", "tetap sah", "tetap berlaku", "tidak menyebabkan", "tidak mengakibatkan", "tidak memindahkan", "tidak berpindah"]] },
  { question: "Kapan suatu wakaf dinyatakan sah menurut Pasal 2 UU Wakaf?", mustContain: [["syariah", "syariat"]] },
  { question: "Numutkeun undang-undang, naon tujuan sareng fungsi wakaf teh?", mustContain: [["ekonomi"], ["ibadah", "kesejahteraan"]] },

  // 1.3 The six unsur (Pasal 6) and 2. the four rukun and syarat in fiqh
  { question: "unsur wakaf ada brp aja menurut UU", mustContain: [["enam", "6 unsur", "6 (enam)"], TERM] },
  { question: "Rukun wakaf teh aya sabaraha? punten jelaskeun", mustContain: [["mauquf"], ["sighat", "shighat", "sigat", "shigat", "sighot"]] },
  { question: "Apakah nazhir termasuk rukun wakaf menurut jumhur ulama?", mustContain: [["tidak termasuk", "bukan termasuk", "bukan salah satu", "bukan rukun", "bukan bagian", "tidak menjadi rukun", "tidak tercantum"], ["unsur"]] },
  { question: "Bapak saya mau wakaf tanah buat musala, tapi ustadz di kampung bilang wakaf harus ada sighat-nya. Kami bingung sighat itu apa dan harus diucapkan seperti apa. Mohon penjelasannya.", mustContain: [["pernyataan", "ucapan", "ikrar"], ["lisan", "tertulis"]] },
  { question: "Dina fiqih, saratna jalmi nu bade wakaf teh naon wae?", mustContain: [["baligh", "dewasa"], ["berakal", "akal"]] },
  { question: "klo ada yg wakaf buat hal maksiat, misal tempat judi, sah gk?", mustContain: [NOT_ALLOWED, ["maksiat", "syariah", "kebaikan", "bertentangan"]] },
  { question: "kalo tanahnya hasil nyolong trus diwakafin sah gak", mustContain: [["tidak sah", "tidak boleh", "tidak dapat", "tidak bisa"]] },
  { question: "Wakaf teh kedah salamina atanapi tiasa samentawis wungkul?", mustContain: [["jangka waktu", "sementara", "berjangka"], FOREVER] },
  { question: "Apa saja syarat harta yang diwakafkan (mauquf bih) menurut fikih?", mustContain: [["tahan lama", "tidak habis", "manfaat"], ["sengketa", "milik"]] },
  { question: "cukup diucapin lisan aja bisa gk wakafnya? gk pake surat2", mustContain: [["lisan"], ["akta", "tertulis"]] },

  // 1.4 Wakif (Pasal 7-8)
  { question: "syarat org yg mau wakaf apa aja", mustContain: [["dewasa"], OWNER_LAWFUL] },
  { question: "Kami pengurus koperasi di desa ingin mewakafkan sebagian lahan koperasi untuk TPA anak-anak. Apakah organisasi seperti koperasi boleh menjadi wakif? Ada syarat khususnya?", mustContain: [["anggaran dasar"]] },
  { question: "Murangkalih nu yuswana 15 taun tiasa ngawakafkeun taneuh warisan ti kolotna?", mustContain: [["dewasa", "baligh"]] },
  { question: "PT/perusahaan bisa jd wakif gk", mustContain: [["badan hukum"], ["anggaran dasar"]] },
  { question: "Paman saya sudah pikun berat dan sering tidak mengenali orang. Keluarganya ingin atas nama beliau mewakafkan tanahnya ke masjid. Apakah orang yang tidak sehat akalnya bisa menjadi wakif?", mustContain: [["berakal sehat", "akal sehat", "berakal"]] },
  { question: "Tetangga saya merantau ke Kalimantan dan menitipkan tanahnya ke saya untuk dijaga. Tanahnya nganggur terus, jadi saya kepikiran mewakafkannya untuk makam kampung. Boleh tidak saya yang mewakafkan?", mustContain: [["tidak sah", "tidak boleh", "tidak dapat", "tidak bisa"], ["pemilik", "milik"]] },

  // 1.5 Nazhir: who, requirements, duties, pay, term, registration (Pasal 9-14, PP 42/2006)
  { question: "Saha wae nu tiasa janten nazhir? kedah urang Islam?", mustContain: [ISLAM, ["perseorangan", "perorangan", "organisasi", "badan hukum"]] },
  { question: "syarat jd nazhir apa aja? sy diminta jd nazhir masjid kampung", mustContain: [["islam"], ["amanah"]] },
  { question: "Apa saja tugas nazhir menurut Pasal 11 UU Nomor 41 Tahun 2004?", mustContain: [["mengadministrasikan", "administrasi"], ["melaporkan", "laporan"]] },
  { question: "nazhir tuh dpt gaji gk? brp persen", mustContain: [["10%", "10 %", "sepuluh persen", "10 persen"]] },
  { question: "Masa jabatan nazhir teh sabaraha taun? tiasa diperpanjang?", mustContain: [["5 tahun", "lima tahun"], ["diperpanjang", "perpanjang", "diangkat kembali"]] },
  { question: "Di RW kami, tanah wakaf masjid dikelola oleh satu orang saja, Pak Haji yang sudah sepuh. Warga ingin menata ulang kepengurusan nazhir. Sebenarnya nazhir perseorangan itu minimal berapa orang?", mustContain: [["3 orang", "tiga orang", "3 (tiga) orang"]] },
  { question: "nazhir perorangan hrs ada yg tinggal di kecamatan situ gk", mustContain: [["kecamatan"]] },
  { question: "Upami sertipikat wakaf atas nami nazhir, naha eta taneuh janten milik nazhir?", mustContain: [["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak menjadikan", "bukan berarti", "tidak berarti", "tidak menjadi milik"]] },
  { question: "nazhir perorangan hrs didaftarin kmn? ke kua?", mustContain: [["kua"], BWI] },
  { question: "Nazhir kedah lapor ka saha ngeunaan pangurusan wakaf?", mustContain: [BWI] },
  { question: "Apakah nazhir boleh mengubah peruntukan tanah wakaf tanpa izin?", mustContain: [BWI, ["tertulis"]] },
  { question: "yayasan boleh jd nazhir gk? syaratnya apa", mustContain: [["badan hukum", "organisasi"], ["sosial", "pendidikan", "kemasyarakatan", "keagamaan"]] },
  { question: "Kami ingin membentuk nazhir untuk tanah wakaf musala di gang kami. Ada yang mengusulkan tetangga kami yang warga negara asing karena dia mualaf dan rajin ke musala. Apakah WNA boleh menjadi nazhir perseorangan?", mustContain: [["wni", "warga negara indonesia"]] },

  // 1.6 Harta benda wakaf: movable and immovable, conditions (Pasal 15-16, PP 42/2006 Pasal 15 and 17)
  { question: "yg bisa diwakafin apa aja selain tanah?", mustContain: [["bergerak"], ["uang", "kendaraan", "logam mulia"]] },
  { question: "Abdi gaduh motor, tiasa diwakafkeun kanggo kaperluan masjid?", mustContain: [["kendaraan"], ["bergerak"]] },
  { question: "Ibu saya punya perhiasan emas peninggalan nenek dan ingin mewakafkannya daripada disimpan saja. Tapi beliau ragu karena yang biasa diwakafkan itu tanah. Apakah emas bisa diwakafkan?", mustContain: [["logam mulia"], ["bergerak"]] },
  { question: "hak cipta buku bisa diwakafin gak? sy nulis buku agama", mustContain: [["hak kekayaan intelektual", "hki", "kekayaan intelektual"]] },
  { question: "Saya punya satu unit apartemen (rumah susun) di Bandung yang sudah lunas. Saya ingin hasil sewanya untuk pesantren di kampung. Apakah satuan rumah susun bisa diwakafkan?", mustContain: [["rumah susun"], ["tidak bergerak"]] },
  { question: "Taneuh nu can gaduh sertipikat, ngan ukur girik, tiasa diwakafkeun teu?", mustContain: [["girik", "letter c", "belum terdaftar", "tidak terdaftar", "belum bersertifikat", "belum bersertipikat", "belum didaftarkan"]] },
  { question: "tanah yg lg dijaminin ke bank boleh diwakafin gk", mustContain: [NOT_ALLOWED, ["jaminan", "dijaminkan", "agunan", "diagunkan"]] },
  { question: "Tanah peninggalan bapak sedang jadi perkara di pengadilan karena sepupu mengklaim sebagian. Ibu ingin segera mewakafkannya untuk masjid supaya tidak direbut. Bisakah tanah yang masih bersengketa diwakafkan?", mustContain: [NOT_ALLOWED, ["sengketa", "perkara"]] },
  { question: "Hak sewa kios di pasar tiasa diwakafkeun teu?", mustContain: [["hak sewa"]] },
  { question: "Menurut PP 42/2006, harta benda wakaf dibagi menjadi berapa jenis?", mustContain: [["selain uang"], ["tidak bergerak"]] },
  { question: "bangunannya aja tanpa tanah bisa diwakafin gak", mustContain: [["bangunan"], ["dapat", "bisa", "boleh"]] },

  // 1.12 Wakaf uang (Pasal 28-31, PP 42/2006, fatwa MUI)
  { question: "wakaf uang itu boleh gk sih? kyk aneh aja", mustContain: [["boleh", "jawaz", "jaiz", "diperbolehkan", "dibolehkan", "dapat"], ["mui", "lembaga keuangan syariah", "lks"]] },
  { question: "Kumaha carana wakaf artos? tiasa dititipkeun ka KUA wae?", mustContain: [LKS] },
  { question: "Dokumen apa yang diterima wakif setelah berwakaf uang melalui lembaga keuangan syariah?", mustContain: [["sertifikat wakaf uang"]] },
  { question: "sy kerja di luar negeri, mau wakaf uang pake dollar bisa gk?", mustContain: [["rupiah"], ["konversi", "dikonversi", "ditukar", "dirupiahkan", "diubah", "dikonversikan"]] },
  { question: "Keluarga kami mau patungan wakaf uang lima juta untuk pesantren di kampung. Tapi ada yang khawatir uangnya nanti habis dipakai pengurus untuk bayar listrik dan lain-lain. Apakah pokok wakaf uang boleh dipakai sampai habis?", mustContain: [["pokok"], ["dijaga", "tetap", "utuh", "tidak boleh", "tidak dapat", "dilestarikan", "terjaga"]] },
  { question: "fatwa mui soal wakaf uang taun brp ya", mustContain: [["2002"]] },
  { question: "Ku LKS, wakaf artos teh kedah didaptarkeun ka saha, sabaraha lami?", mustContain: [SEVEN_WORKING_DAYS, ["menteri"]] },
  { question: "saham/obligasi masuk itungan wakaf uang gk menurut mui", mustContain: [["surat berharga"]] },

  // 1.11 Wakaf produktif (Pasal 42-43)
  { question: "wakaf produktif tuh apa", mustContain: [["pokok"], ["hasil", "keuntungan", "manfaat"]] },
  { question: "Di desa kami ada sawah wakaf 2 hektar yang selama ini dibiarkan saja. Ada usulan agar sawah itu disewakan ke petani dan hasilnya untuk beasiswa anak yatim. Apakah itu diperbolehkan menurut aturan wakaf?", mustContain: [["produktif"], ["beasiswa", "hasil"]] },
  { question: "Nazhir wajib ngembangkeun harta wakaf atanapi cekap dijagi wungkul?", mustContain: [["wajib", "harus"], ["mengembangkan", "dikembangkan", "produktif"]] },
  { question: "Jika pengembangan harta wakaf memerlukan penjaminan, lembaga apa yang digunakan?", mustContain: [["penjamin syariah", "penjaminan syariah"]] },

  // 1.8 Peruntukan (Pasal 22-23)
  { question: "harta wakaf boleh dipake buat apa aja", mustContain: [["ibadah"], ["pendidikan", "kesehatan"]] },
  { question: "Wakaf kanggo beasiswa murangkalih yatim tiasa teu?", mustContain: [["beasiswa"], ["fakir miskin", "anak terlantar", "pasal 22", "peruntukan"]] },
  { question: "Almarhumah nenek berwakaf tanah, tapi waktu ikrar tidak menyebut mau dipakai untuk apa. Sekarang keluarga dan nazhir berbeda pendapat, ada yang mau masjid, ada yang mau klinik. Siapa yang berhak menentukan peruntukannya?", mustContain: [NAZHIR, ["tujuan", "fungsi", "pasal 23"]] },
  { question: "kalo wakafnya buat usaha ekonomi umat kyk koperasi syariah boleh gk", mustContain: [["ekonomi umat", "ekonomi"]] },
  { question: "Saha nu netepkeun wakaf teh bade dianggo kanggo naon?", mustContain: [["ditetapkan wakif"], ["nazhir dapat menetapkan"]] },

  // 1.7 Ikrar wakaf, PPAIW and AIW (Pasal 17-21)
  { question: "ikrar wakaf hrs di depan siapa aja", mustContain: [PPAIW, TWO_WITNESSES] },
  { question: "Saksi ikrar wakaf teh sabaraha urang?", mustContain: [TWO_WITNESSES] },
  { question: "Ayah saya sedang dirawat di rumah sakit dan tidak bisa datang ke KUA, padahal jadwal ikrar wakaf tanah untuk madrasah sudah ditentukan. Apakah ikrarnya bisa diwakilkan oleh anaknya?", mustContain: [["surat kuasa", "kuasa"], TWO_WITNESSES] },
  { question: "Apa saja isi minimal Akta Ikrar Wakaf?", mustContain: [["peruntukan"], TERM] },
  { question: "majelis ikrar wakaf tuh apa? siapa aja yg hadir", mustContain: [WAKIF, TWO_WITNESSES] },
  { question: "Akta ikrar wakaf teh saha nu ngadamelna?", mustContain: [PPAIW] },
  { question: "akta pengganti AIW itu buat apa", mustContain: [["akta pengganti", "apaiw", "w.3", "w3"], ["meninggal", "wafat", "tercatat", "lama"]] },
  { question: "Masjid di kampung kami berdiri di atas tanah yang diwakafkan almarhum Abah sekitar tahun 1980-an, hanya secara lisan di depan warga. Tidak ada akta apa pun. Anak-anak Abah mendukung. Bagaimana supaya wakaf lama itu tercatat resmi?", mustContain: [["akta pengganti", "apaiw", "w.3", "w3"]] },
  { question: "formulir W2 sm W2a bedanya apa", mustContain: [["salinan"]] },

  // 4.1-4.3 Procedure at the KUA: documents, steps, forms
  { question: "syarat dokumen wakaf tanah di kua apa aja", mustContain: [KTP, ["sertifikat", "sertipikat", "girik", "letter c", "bukti kepemilikan"]] },
  { question: "Upami bade ngawakafkeun taneuh di KUA, naon wae sarat-saratna?", mustContain: [KTP, ["saksi"]] },
  { question: "wakif nazhir saksi hrs dtg langsung ke kua gk?", mustContain: [["hadir", "datang langsung", "langsung"]] },
  { question: "Surat keterangan apa yang diperlukan dari desa atau kelurahan untuk pendaftaran wakaf tanah?", mustContain: [["sengketa"], ["wk", "kepala desa", "lurah", "camat"]] },
  { question: "Tanah yang mau diwakafkan keluarga kami masih girik, belum sertifikat. Kepala desa bilang bisa diurus. Dokumen apa yang harus kami bawa ke KUA, dan apakah nanti ada biaya di BPN?", mustContain: [["girik", "letter c", "ajb"], ["pengukuran", "pendaftaran pertama", "biaya", "pengakuan hak"]] },
  { question: "langkah2 wakaf tanah dr awal sampe jd sertifikat gmn", mustContain: [["musyawarahkan"], ["mengucapkan ikrar"], ["kantor pertanahan"]] },
  { question: "Pami sadaya dokumen tos lengkep, salajengna kumaha prosesna di KUA?", mustContain: [["saksi"], AIW] },
  { question: "biaya bikin akta ikrar wakaf di kua brp", mustContain: [FREE, ["meterai", "materai", "fotokopi"]] },
  { question: "Berapa biaya pendaftaran sertifikat tanah wakaf di Kantor Pertanahan?", mustContain: [FREE] },
  { question: "Kami mau mewakafkan sebagian saja dari sawah seluas 1.000 meter, kira-kira 200 meter untuk musala. Kata tetangga nanti sertifikatnya harus dipecah. Apakah pemecahan itu juga gratis seperti pendaftaran wakaf?", mustContain: [["pemecahan", "memecah", "pecah"], ["biaya", "bayar", "dikenakan"]] },
  { question: "ngukur tanah wakaf 100 meter di jabar kena brp?", mustContain: [["120.000", "120 ribu"]] },
  { question: "Kanggo ngecek biaya sertipikat taneuh wakaf, aya aplikasina teu?", mustContain: [["sentuh tanahku"]] },
  { question: "formulir W5 itu apa", mustContain: [["pengesahan nazhir", "pengesahan nadzir", "mengesahkan nazhir", "pengesahan"]] },
  { question: "perlu persetujuan istri gk kalo suami mau wakafin tanah", mustContain: [["persetujuan", "izin"], ["istri", "pasangan", "suami"]] },
  { question: "Apakah pencatatan akta ikrar wakaf sekarang dapat dilakukan secara elektronik?", mustContain: [["siwak", "e-aiw"]] },
  { question: "Pak RT bilang urusan wakaf harus dimusyawarahkan dulu dengan keluarga sebelum ke KUA. Keluarga kami besar dan tinggal berjauhan. Sebenarnya tahap pertama mengurus wakaf tanah itu apa?", mustContain: [["musyawarah", "sepakat", "kesepakatan"], ["kua", "ppaiw"]] },

  // 1.9 and 4.4 Registration and certification at BPN/ATR
  { question: "Dalam berapa hari PPAIW wajib mendaftarkan harta benda wakaf ke instansi yang berwenang?", mustContain: [SEVEN_WORKING_DAYS] },
  { question: "Nu ngadaptarkeun taneuh wakaf ka BPN teh nazhir nyalira atanapi ti KUA?", mustContain: [PPAIW, NAZHIR] },
  { question: "sertifikat tanah wakaf nanti atas nama siapa?", mustContain: [NAZHIR] },
  { question: "Kami sudah ikrar wakaf di KUA sebulan lalu dan sudah pegang salinan aktanya. Tapi sampai sekarang belum ada kabar soal sertifikat dari BPN. Siapa sebenarnya yang bertugas membawa berkas ke BPN, dan berapa lama batas waktunya?", mustContain: [PPAIW, SEVEN_WORKING_DAYS] },
  { question: "dokumen apa aja yg dibawa ke BPN buat sertifikat wakaf", mustContain: [AIW, ["asli"]] },
  { question: "Sabaraha dinten BPN ngaluarkeun sertipikat wakaf?", mustContain: [["5 hari", "lima hari", "98 hari"]] },
  { question: "Peraturan apa yang mengatur tata cara pendaftaran tanah wakaf di Kementerian ATR/BPN?", mustContain: [["2 tahun 2017", "2/2017", "nomor 2 tahun 2017"]] },

  // 1.10 Prohibitions and criminal penalties (Pasal 40, 67)
  { question: "tanah wakaf boleh dijual gk sih", mustContain: [NOT_ALLOWED, ["pasal 40", "dijual"]] },
  { question: "Taneuh wakaf tiasa diwariskeun ka putra-putri wakif?", mustContain: [NOT_ALLOWED, ["diwariskan", "waris"]] },
  { question: "Ketua DKM di desa sebelah menjaminkan sertifikat tanah wakaf masjid ke bank untuk pinjaman renovasi. Warga resah. Apakah tindakan itu dibolehkan, dan adakah sanksinya?", mustContain: [PRISON, FINE] },
  { question: "hukuman buat org yg jual tanah wakaf apa? bisa dipenjara?", mustContain: [PRISON, FINE] },
  { question: "Apa saja perbuatan yang dilarang terhadap harta benda yang sudah diwakafkan?", mustContain: [["dijual"], ["diwariskan", "dihibahkan", "dijaminkan"]] },
  { question: "Upami aya nu ngajual taneuh wakaf, dendana sabaraha?", mustContain: [FINE] },

  // 1.13 What visitors also ask: land for ever, ruislag, change of use, nazhir replaced, wasiat,
  // inherited land, wakaf vs hibah/zakat/wasiat, the ruling, non-Muslim wakif
  { question: "wakaf tanah bisa gk cuma 10 thn aja trus balik lg ke kita", mustContain: [FOREVER, ["hak milik"]] },
  { question: "Wakaf berjangka teh kanggo harta naon wae nu diidinan?", mustContain: [["uang", "bangunan", "hak guna bangunan", "hak pakai"]] },
  { question: "Masjid di kampung kami terkena proyek pelebaran jalan dari pemerintah. Pengurus bertanya, bolehkah tanah wakaf masjid itu diganti dengan tanah lain? Apa syaratnya?", mustContain: [MENTERI, VALUE_BENEFIT] },
  { question: "Apa syarat penukaran (ruislag) harta benda wakaf menurut UU 41/2004?", mustContain: [PERMIT, VALUE_BENEFIT] },
  { question: "masjid udh sepi krn kampungnya pindah, tanah wakafnya boleh dijual trus bangun masjid di tempat lain?", mustContain: [["tukar", "ruislag", "penukaran"], PERMIT] },
  { question: "Sabagian taneuh masjid bade dianggo warung kanggo kas DKM, kedah idin ka saha?", mustContain: [BWI, PERMIT] },
  { question: "Halaman masjid kami cukup luas. Sebagian pengurus ingin membangun madrasah di situ, sebagian lagi ingin dijadikan lahan parkir yang disewakan. Akta ikrar wakafnya hanya menyebut untuk masjid. Apakah boleh langsung dibangun?", mustContain: [BWI, PERMIT] },
  { question: "Nazhir masjid di kampung kami, Pak Ujang, meninggal dunia bulan lalu. Sekarang warga bingung siapa yang berhak menunjuk penggantinya, dan apakah wakaf masjidnya jadi batal. Bagaimana aturannya?", mustContain: [BWI, CONTINUES] },
  { question: "Tanah wakaf untuk madrasah di desa kami terbengkalai bertahun-tahun. Nazhirnya tidak pernah mengurus dan tidak bisa dihubungi. Apakah nazhir seperti itu bisa diganti, dan siapa yang menggantinya?", mustContain: [BWI, REPLACED] },
  { question: "Ganti nazhir di BPN teh kedah mayar teu?", mustContain: [FREE] },
  { question: "bisa gk wakaf lewat wasiat? maksimal brp", mustContain: [ONE_THIRD] },
  { question: "Almarhum bapak sebelum wafat berpesan agar sawahnya diwakafkan untuk pesantren. Luas sawah itu lebih dari separuh harta peninggalan beliau, dan sebagian anak keberatan. Bagaimana aturan wakaf melalui wasiat seperti ini?", mustContain: [ONE_THIRD, HEIRS] },
  { question: "Wasiat wakaf kedah aya saksi teu? sabaraha?", mustContain: [TWO_WITNESSES] },
  { question: "Tanah warisan orang tua kami belum dibagi, kami lima bersaudara. Kakak tertua ingin mewakafkan tanah itu untuk musala, tapi adik bungsu yang di Jakarta belum tahu. Bolehkah kakak mewakafkannya sendiri?", mustContain: [HEIRS, ["persetujuan", "setuju", "sepakat", "menandatangani", "tanda tangan", "dibagi"]] },
  { question: "Di grup WA keluarga ada perdebatan. Kata om, lebih baik tanah itu dihibahkan saja ke yayasan supaya nanti bisa dijual kalau perlu. Kata tante, wakaf lebih berpahala. Apa sebenarnya perbedaan hibah dan wakaf?", mustContain: [["pemilik", "milik"], ["dijual", "diwariskan", "pasal 40"]] },
  { question: "Naon bentenna wakaf sareng zakat?", mustContain: [["wajib"], SUNNAH] },
  { question: "Bagaimana hukum berwakaf dalam Islam?", mustContain: [SUNNAH, JARIYAH] },
  { question: "org non muslim boleh wakaf gk ke masjid", mustContain: [["pasal 8", "tidak mensyaratkan", "tidak menetapkan", "tidak ada syarat", "tidak disyaratkan", "tidak menyebut"]] },
  { question: "sama aja gk sih wakaf sm wasiat", mustContain: [["tidak dapat dibatalkan"], ["baru berlaku setelah pewasiat wafat"]] },
  { question: "ruislag itu izinnya dr siapa? bupati?", mustContain: [["menteri"], BWI] },
  { question: "Dalam kondisi apa saja harta benda wakaf dapat ditukar menurut PP 42/2006?", mustContain: [["tata ruang", "rutr", "kepentingan umum"], ["tidak dapat", "tidak bisa", "tidak lagi", "mendesak"]] },

  // 3. Religious sources
  { question: "dalil wakaf di quran ada gk? surat apa", mustContain: [["ali 'imran", "ali imran", "āli 'imrān", "ali ‘imran", "āli ‘imrān", "ali 'imron", "al-baqarah", "al baqarah", "3:92", "3: 92"]] },
  { question: "Hadis ngeunaan amal nu teu pegat sanajan tos maot teh kumaha?", mustContain: [JARIYAH, ["ilmu"]] },
  { question: "Anak saya belajar di madrasah tentang wakaf sahabat Umar di Khaibar. Dia bertanya apa isi kisahnya dan apa syarat yang dibuat Umar untuk tanah itu. Bisa dijelaskan singkat?", mustContain: [["tidak dijual", "tidak boleh dijual", "tidak diwariskan", "tidak dihibahkan", "tidak boleh diwariskan"]] },
  { question: "Apakah kata wakaf disebutkan secara langsung dalam Al-Qur'an?", mustContain: [["infak", "infaq"]] },

  // 6. Badan Wakaf Indonesia
  { question: "BWI itu apa sih", mustContain: [["independen"], BWI] },
  { question: "Tugasna BWI teh naon wae?", mustContain: [NAZHIR, ["membina", "pembinaan", "penukaran", "perubahan"]] },
  { question: "Siapa ketua Badan Wakaf Indonesia saat ini?", mustContain: [["kamaruddin amin"]] },
  { question: "BWI dibentuk kpn", mustContain: [["2007"]] },
  { question: "di jabar ada perwakilan BWI gk", mustContain: [["perwakilan"]] },

  // 7. Statistics (national and Jawa Barat)
  { question: "jumlah tanah wakaf di indonesia brp bidang skrg", mustContain: [["561.909", "561 ribu", "445.504", "561909"]] },
  { question: "Di Jawa Barat sabaraha taneuh wakaf nu parantos disertipikatan?", mustContain: [["48.123", "55,95", "87.795"]] },
  { question: "Berapa bidang tanah wakaf di Indonesia yang belum bersertifikat menurut data SIWAK Januari 2025?", mustContain: [["297.211"]] },
  { question: "tanah wakaf plg bnyk dipake buat apa? masjid ya", mustContain: [["musala", "mushala", "musholla"], ["masjid"]] },
  { question: "total wakaf uang yg udh kekumpul di indonesia brp sih", mustContain: [["2,3 triliun", "2,3 t", "2.3 triliun", "rp2,3"]] },

  // 5. Regulations
  { question: "PP 25 thn 2018 isinya apa", mustContain: [["perubahan"], ["42"]] },
  { question: "Peraturan Menteri Agama apa yang mengatur tata cara perwakafan benda tidak bergerak dan benda bergerak selain uang?", mustContain: [["73 tahun 2013", "73/2013", "nomor 73"]] },
];

export const HELD_OUT_14_OUT_OF_FIELD: readonly EvalCase[] = [
  // other KUA services
  { question: "syarat daftar nikah di KUA apa aja ya? calon suami dr luar kota" },
  { question: "Biaya nikah di luar kantor KUA teh sabaraha ayeuna?" },
  { question: "Bagaimana prosedur rujuk setelah talak satu, apakah harus datang ke KUA?" },
  { question: "suami sy udh ngucap talak 3x lewat WA, sah gk ya? hrs lapor kua?" },
  { question: "Abdi bade daptar haji, kedah ka KUA heula atanapi langsung ka Kemenag kabupaten?" },
  { question: "Ibu saya umur 70 tahun ingin umrah tahun depan. Ada tetangga yang menawarkan paket travel murah sekali. Bagaimana cara mengecek travel umrah itu resmi atau tidak?" },
  { question: "cara ngurus sertifikat halal buat usaha keripik rumahan gmn? gratis gk" },
  { question: "Kapan jadwal bimbingan perkawinan (bimwin) untuk calon pengantin di KUA ini?" },
  { question: "Rumah tangga kami sering bertengkar soal ekonomi, suami juga jarang pulang. Saya dengar KUA punya layanan konsultasi keluarga. Bagaimana cara mendaftar untuk konseling?" },
  { question: "buku nikah sy ilang pas banjir, bikin duplikatnya dmn" },
  { question: "Kumaha carana ngurus isbat nikah? kapungkur nikah siri" },
  { question: "anak sy umur 17 mau nikah, hrs dispensasi ya? ngurusnya dmn" },
  { question: "Wali nikah abdi tos pupus sadayana, tiasa nganggo wali hakim di KUA?" },
  { question: "Manasik haji untuk jamaah reguler tahun ini dilaksanakan kapan dan di mana?" },
  { question: "Saya mau menikah di kampung calon istri, beda kecamatan. Katanya perlu surat rekomendasi atau numpang nikah dari KUA sini. Bagaimana cara mengurusnya?" },

  // traps: share wakaf's words but are not about wakaf
  { question: "zakat fitrah taun ieu sabaraha per jiwa? beras atanapi artos?" },
  { question: "nisab zakat emas brp gram ya? sy punya emas perhiasan" },
  { question: "Bapak saya meninggal meninggalkan rumah dan sawah. Ahli warisnya ibu, dua anak laki-laki dan satu anak perempuan. Berapa bagian masing-masing menurut faraid?" },
  { question: "Berapa biaya pembuatan akta jual beli (AJB) tanah di notaris/PPAT?" },
  { question: "Saya telat bayar PBB rumah dua tahun karena lupa. Sekarang mau bayar tapi takut dendanya besar. Berapa dendanya dan bisa bayar online tidak?" },
  { question: "Taneuh imah abdi masih girik, kumaha carana ngadamel SHM ka BPN?" },
  { question: "abis beli rumah second, balik nama sertifikatnya brp lama & biayanya?" },
  { question: "Hukum gadai sawah dalam Islam bagaimana, boleh tidak penerima gadai mengambil hasil panennya?" },
  { question: "Syarat hewan kurban teh naon wae? domba umurna sabaraha?" },
  { question: "mau KPR rumah di bank syariah, akad murabahah itu gmn sih" },

  // anything else
  { question: "Besok kami sekeluarga mau piknik ke Lembang. Anak-anak sudah semangat sekali. Kira-kira besok di Bandung hujan tidak ya?" },
  { question: "Resep seblak kuah pedas anu raos kumaha?" },
  { question: "persib maen kapan lg? lawan siapa" },
  { question: "cara transfer pulsa telkomsel ke nomor lain gmn" },
  { question: "Apakah ada lowongan pekerjaan di Kementerian Agama? Saya lulusan S1 Pendidikan Agama Islam." },
  { question: "Anak saya mau masuk SMP negeri tahun depan. Rumah kami agak jauh dari sekolah favorit. Bagaimana cara daftar sekolah online dan kapan dibukanya?" },
  { question: "Kumaha carana ngaktipkeun deui BPJS Kesehatan nu tos nunggak?" },
  { question: "bikin SIM C baru syaratnya apa aja" },
  { question: "harga gas elpiji 3 kg di pengecer skrg brp" },
  { question: "Tolong terjemahkan ke bahasa Inggris: saya ingin memesan kamar hotel untuk dua malam." },
  { question: "jadwal kereta bandung-jakarta besok pagi jam brp aja" },
  { question: "Abdi hoyong terang jadwal posyandu di desa, dimana tiasa ningali?" },
  { question: "akar kuadrat dari 1764 brp? buat PR anak" },
  { question: "Tetangga saya dapat bansos PKH, tapi kami yang lebih susah tidak dapat. Kami sudah lapor ke RT tapi belum ada kabar. Bagaimana cara mendaftar bansos?" },
  { question: "lirik lagu bubuy bulan lengkap dong" },
  { question: "Kapan pendaftaran CPNS tahun ini dibuka?" },
  { question: "HP saya dari kemarin muncul iklan terus padahal tidak buka aplikasi apa-apa. Anak saya bilang mungkin kena virus. Bagaimana cara menghilangkannya?" },
  { question: "Sabaraha harga emas Antam dinten ieu per gram?" },
  { question: "ongkir kirim paket dr tasik ke medan brp ya" },
  { question: "rekomendasi tempat wisata di garut buat liburan keluarga dong" },
];
