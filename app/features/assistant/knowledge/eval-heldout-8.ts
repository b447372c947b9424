// Held-out set 8 (issue 35): written on 2026-11-27 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// Shared alternatives (all lower case; matching is case-insensitive substring).
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir", "nadir", "nazhír"];
const DUA_SAKSI = [
  "2 saksi", "dua saksi", "dua orang saksi", "2 orang saksi", "2 (dua) saksi", "dua (2) saksi", "2 (dua) orang saksi",
  "minimal 2 saksi", "minimal dua saksi", "paling sedikit 2", "paling sedikit dua", "sekurang-kurangnya 2", "sekurang-kurangnya dua",
  "saksi 2 orang", "saksi dua orang", "saksi sebanyak 2", "saksi sebanyak dua",
];
const GRATIS = [
  "rp0", "rp 0", "rp.0", "rp. 0", "gratis", "tidak dipungut", "tanpa biaya", "bebas biaya", "nol rupiah", "tidak dikenakan biaya",
  "tidak ada biaya", "tidak berbayar", "bebas pnbp", "tidak bayar", "tidak perlu bayar", "cuma-cuma",
];
const BPN = ["kantor pertanahan", "bpn", "badan pertanahan", "atr/bpn", "pertanahan"];
const TIGA_ORANG = [
  "3 orang", "tiga orang", "3 (tiga) orang", "tiga (3) orang", "minimal 3", "minimal tiga", "sekurang-kurangnya 3",
  "sekurang-kurangnya tiga", "paling sedikit 3", "paling sedikit tiga", "paling sedikit 3 (tiga)",
];
const BWI = ["bwi", "badan wakaf indonesia"];
const BWI_ATAU_MENTERI = [...BWI, "menteri", "kemenag", "kementerian agama"];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"];
const AIW = ["akta ikrar wakaf", "aiw"];
const TUJUH_HARI_KERJA = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja", "tujuh (7) hari kerja"];
const UU41 = ["41 tahun 2004", "41/2004", "nomor 41", "no. 41", "no 41", "uu 41", "nomor 41 tahun 2004"];
const PP42 = ["42 tahun 2006", "42/2006", "pp 42", "nomor 42", "no. 42", "no 42"];
const TIDAK_BATAL = [
  "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik", "tidak bisa ditarik",
  "tidak boleh ditarik", "tidak dapat diambil kembali", "tidak bisa diambil kembali", "tidak boleh diambil kembali",
  "tidak dapat dicabut", "tidak bisa dicabut", "tidak boleh dicabut", "tidak bisa diminta kembali", "tidak dapat diminta kembali",
  "pasal 3",
];
const SELAMANYA = [
  "selama-lamanya", "selamanya", "untuk selamanya", "tidak terbatas", "tanpa batas waktu", "pasal 18", "tidak bisa berjangka",
  "tidak dapat berjangka", "tidak boleh berjangka", "tidak bisa dibatasi waktu", "tidak dapat dibatasi", "abadi",
];
const LKS = ["lembaga keuangan syariah", "lks", "lks-pwu", "bank syariah"];
const IZIN = ["izin", "ijin", "persetujuan", "perizinan", "disetujui", "diizinkan"];
const TUKAR = ["tukar", "ruislag", "ruilslag", "penukaran", "perubahan status", "ganti rugi", "pengganti", "diganti"];
const MILIK_HIBAH = ["pemilik", "milik", "kepemilikan"];
const TIDAK_BOLEH_JUAL = [
  "tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "dilarang dijual", "tidak boleh diperjualbelikan",
  "dilarang diperjualbelikan", "tidak dapat diperjualbelikan", "tidak bisa diperjualbelikan", "pasal 40", "selamanya",
  "selama-lamanya",
];
const AHLI_WARIS_SEMUA = [
  "seluruh ahli waris", "semua ahli waris", "para ahli waris", "ahli waris lain", "persetujuan ahli waris", "persetujuan semua",
  "persetujuan seluruh", "dibagi terlebih dahulu", "dibagi dulu", "dibagi lebih dulu", "pembagian waris", "pembagian warisan",
  "milik bersama",
];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "sukarela", "tidak wajib"];
const PERSEN_10 = ["10%", "10 persen", "sepuluh persen", "10 %", "10 (sepuluh) persen", "sepersepuluh"];
const LIMA_TAHUN = ["5 tahun", "lima tahun", "5 (lima) tahun", "lima (5) tahun"];
const BENDA_BERGERAK = ["benda bergerak", "harta bergerak"];

export const HELD_OUT_8_IN_FIELD: EvalCase[] = [
  // fact: section 1.1 (definitions, UU 41/2004 Pasal 1; PP 42/2006 Pasal 1)
  { question: "wakaf tuh apa sih sebenernya, beda sm sedekah biasa?", mustContain: [["memisahkan", "menyerahkan", "menahan", "dipisahkan", "diserahkan"]] },
  { question: "punten, naon bedana wakif sareng nazhir?", mustContain: [["mewakafkan", "pemberi wakaf", "yang berwakaf", "memberikan", "menyerahkan"], ["mengelola", "pengelola", "dikelola", "mengembangkan", "menerima harta"]] },
  { question: "mauquf bih itu istilah apaan", mustContain: [["diwakafkan", "harta benda wakaf", "harta wakaf", "benda wakaf"]] },
  { question: "Apa yang dimaksud dengan Akta Ikrar Wakaf?", mustContain: [["bukti", "tertulis"]] },
  { question: "ikrar wakaf tu maksudnya gmn sih, ngomong apa gt ke siapa", mustContain: [["pernyataan"], ["saya wakafkan"]] },
  { question: "kepala kua teh aya hubunganana naon jeung wakaf", mustContain: [["ppaiw", "pejabat pembuat akta ikrar wakaf", ...AIW]] },
  { question: "wakaf itu hrs selamanya ya? gk bs cuma sementara?", mustContain: [["jangka waktu tertentu", "waktu tertentu", "berjangka", "sementara", "muaqqat", "jangka waktu"]] },
  { question: "yg disebut mauquf alaih tuh siapa", mustContain: [["penerima manfaat", "menerima manfaat", "penerima", "yang menerima", "yang mendapat manfaat"]] },

  // fact: section 1.2 (Pasal 2-5; no cancellation; change of nazhir)
  { question: "pak almarhum bapa sy dulu udh wakafin kebun ke pesantren, skrg kakak sy mau ambil lg katanya kan blm ada sertifikatnya, boleh gk?", mustContain: [[...TIDAK_BATAL, "tetap sah", "tidak boleh diambil", "tidak bisa diambil", "tidak dapat diambil"]] },
  { question: "wakif nyesel stlh ikrar di KUA, bisa dicabut ga wakafnya", mustContain: [TIDAK_BATAL] },
  { question: "pengurus dkm ganti semua taun ini, apa wakaf tanah masjid hrs diikrarin ulang?", mustContain: [NAZHIR, ["tidak membatalkan", "tidak batal", "tetap sah", "tetap berlaku", "tidak perlu diulang", "tidak perlu ikrar ulang", "tidak perlu mengulang", "tidak mengulang", "berlanjut", "tetap berjalan", "tidak perlu diikrarkan ulang", "tidak perlu"]] },
  { question: "Apa fungsi wakaf menurut Undang-Undang Wakaf?", mustContain: [["ibadah"], ["kesejahteraan"]] },

  // fact: section 1.3 (six unsur, Pasal 6)
  { question: "unsur wakaf mnrt uu apa aja, beda gk sih sama rukun", mustContain: [["peruntukan"], ["jangka waktu"]] },
  { question: "dlm uu 41 2004 unsur wakaf ada brp", mustContain: [["enam", "6 unsur", "6 (enam)", "enam (6)", "6 hal", "6 perkara", "ada 6"]] },

  // fact: section 2 (fiqh rukun and syarat)
  { question: "rukun wakaf teh naon wae", mustContain: [["mauquf 'alaih", "mauquf alaih", "mauquf ‘alaih", "mauquf ’alaih", "mauquf 'alayh", "penerima manfaat"], ["sighat", "shighat", "sigat", "shigat", "ikrar"]] },
  { question: "nazhir tuh masuk rukun wakaf gak sih", mustContain: [["bukan rukun", "tidak termasuk", "bukan termasuk", "bukan salah satu", "tidak masuk", "bukan bagian", "tidak tercantum", "tidak disebut"]] },
  { question: "syarat barang yg mau diwakafin menurut fiqih apa aja", mustContain: [["tahan lama", "manfaat", "mutaqawwim", "bernilai"], ["milik"]] },
  { question: "ada ulama yg bolehin wakaf sementara ga? mazhab apa", mustContain: [["malik", "maliki"]] },
  { question: "boleh ga wakaf pake duit hasil judi online, niatnya biar bersih", mustContain: [["bukan barang haram"]] },
  { question: "wakaf buat bikin tempat hiburan malam boleh gk?", mustContain: [["maksiat"]] },

  // fact: section 1.4 (wakif, Pasal 7-8)
  { question: "syarat orang yg mau wakaf apa aja sih", mustContain: [["dewasa", "baligh"], ["pemilik", "milik"]] },
  { question: "om sy ada gangguan jiwa tp punya tanah, keluarga mau wakafin atas nama dia, bisa ga", mustContain: [["berakal", "akal sehat", "tidak terhalang", "cakap"]] },
  { question: "kantor sy (PT) mau wakaf mobil ambulans ke masjid, ada aturannya ga buat perusahaan", mustContain: [["anggaran dasar"]] },
  { question: "tetangga sy kristen, dia mau wakafin sebagian tanahnya buat madrasah dkt rumah. secara hukum bisa ga yg non muslim jd wakif", mustContain: [["pasal 8", "tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat agama", "tidak menyebut agama", "tidak menetapkan agama", "tidak mengharuskan", "tidak harus muslim", "tidak harus beragama islam", "tidak wajib muslim", "tidak wajib beragama islam", "tanpa syarat agama", "tidak mengatur agama", "tidak ada ketentuan agama"]] },

  // fact: section 1.5 (nazhir, Pasal 9-14; PP 42/2006) and 1.13 (nazhir dies or stops)
  { question: "nazhir hrs perorangan atau yayasan jg bs?", mustContain: [["dapat berupa perseorangan, organisasi, atau badan hukum"]] },
  { question: "syarat jd nadzir apa aja", mustContain: [["islam", "muslim"], ["amanah"]] },
  { question: "nazir tugasnya ngapain aja sih", mustContain: [["mengadministrasikan", "administrasi", "mencatat"], [...BWI, "melaporkan", "laporan"]] },
  { question: "nazhir teh dipasihan gaji teu? ti mana artosna", mustContain: [PERSEN_10] },
  { question: "nazhir perorangan minimal brp org sih", mustContain: [TIGA_ORANG] },
  { question: "jadi nazhir itu seumur hidup atau ada masa jabatannya?", mustContain: [LIMA_TAHUN] },
  { question: "nazhir wakaf hrs didaftarin kemana", mustContain: [["kua"], BWI_ATAU_MENTERI] },
  { question: "sertifikat tanah wakafnya kan atas nama nazhir, berarti nazhir boleh jual dong kalo butuh", mustContain: [["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak memiliki", "tidak boleh dijual", "tidak dapat dijual", "dilarang dijual", "tidak bisa dijual", "pasal 40"]] },
  { question: "assalamualaikum, nazhir musala di gang kami meninggal bulan kemarin. sekarang tanah wakafnya gmn ya, siapa yg gantiin, wakafnya tetep sah kan?", mustContain: [["diganti", "penggantian", "pengganti", "mengganti"], [...BWI, "kua"]] },
  { question: "nazhir tanah wakaf di kampung ga pernah ngurus, tanahnya jd semak2 aja. bisa dicopot ga", mustContain: [["diganti", "diberhentikan", "pemberhentian", "penggantian", "dicopot"], BWI] },
  { question: "nazhir wajib orang islam kah?", mustContain: [["beragama islam", "pasal 10", "harus muslim", "wajib muslim", "harus islam", "wajib islam", "harus seorang muslim"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] },
  { question: "nazhir kami 3 org, apa salah satunya hrs warga kecamatan sini?", mustContain: [["bertempat tinggal", "berdomisili", "domisili", "tinggal di kecamatan", "bertempat di", "tinggal di wilayah", "warga kecamatan"]] },

  // fact: section 1.6 (harta benda wakaf, Pasal 15-16; PP 42/2006 Pasal 15 & 17; KHI 217)
  { question: "tanah yg lg disita pengadilan bisa diwakafin ga?", mustContain: [["bebas dari", "tidak sedang", "tidak boleh", "tidak bisa", "tidak dapat", "tidak sah", "belum bisa", "belum dapat", "harus bebas"], ["sitaan"]] },
  { question: "rumah sy msh nyicil KPR, sertifikatnya di bank. bisa diwakafkan skrg?", mustContain: [["jaminan", "dijaminkan", "agunan", "hak tanggungan", "lunas"]] },
  { question: "bisa gk wakaf bangunannya aja tanpa tanahnya", mustContain: [["bangunan"], ["pasal 16"]] },
  { question: "unit apartemen bs diwakafkan?", mustContain: [["satuan rumah susun", "rumah susun", "sarusun"]] },
  { question: "emas batangan antam bs buat wakaf ga", mustContain: [["logam mulia", ...BENDA_BERGERAK]] },
  { question: "wakaf motor buat ojek marbot boleh?", mustContain: [["kendaraan", ...BENDA_BERGERAK]] },
  { question: "hak sewa kios di pasar bisa diwakafin gak", mustContain: [["hak sewa", ...BENDA_BERGERAK]] },
  { question: "tanah warisan almarhum ayah belum dibagi, sy anak pertama pengen wakafin buat musala, boleh sy aja yg tanda tangan?", mustContain: [AHLI_WARIS_SEMUA] },
  { question: "Menurut KHI, syarat benda yang akan diwakafkan apa saja?", mustContain: [["bebas", "sengketa", "sitaan"]] },
  { question: "selain tanah bisa wakaf apa lg", mustContain: [["uang", "kendaraan", "logam mulia", "surat berharga", "bangunan", "saham", "emas"]] },

  // fact: section 1.7 (ikrar, AIW, saksi, kuasa, Majelis Ikrar Wakaf)
  { question: "ikrar wakaf wajib pake saksi? brp orang", mustContain: [DUA_SAKSI] },
  { question: "nenek sy mau wakaf tp lg dirawat di RS gabisa ke kua, bs diwakilin ga", mustContain: [["kuasa"]] },
  { question: "isi akta ikrar wakaf itu apa aja", mustContain: [["identitas", "nama"], ["peruntukan"]] },
  { question: "majelis ikrar wakaf tuh apaan, yg dateng siapa aja", mustContain: [["wakif"], NAZHIR, ["saksi"]] },
  { question: "wakaf cukup diucapin di depan ustadz di rumah aja sah gk? males ke kua", mustContain: [[...PPAIW, ...AIW]] },
  { question: "abah ngawakafkeun taneuh jaman baheula ngan lisan, teu aya aktana, ayeuna abah tos pupus. kumaha ngurusna?", mustContain: [["akta pengganti", "apaiw", "w.3", "w3"]] },

  // fact: section 1.8 (peruntukan, Pasal 22-23)
  { question: "harta wakaf boleh dipake buat apa aja", mustContain: [["ibadah"], ["pendidikan", "kesehatan", "fakir miskin", "yatim", "ekonomi umat", "kesejahteraan"]] },
  { question: "kalo wkt ikrar wakifnya gk bilang wakafnya buat apa, gmn tuh", mustContain: [NAZHIR, ["menetapkan", "menentukan", "ditetapkan", "ditentukan"]] },
  { question: "wakaf buat beasiswa anak yatim bisa gk", mustContain: [["pasal 22", "beasiswa", "yatim piatu", "fakir miskin", "anak terlantar"]] },

  // fact: section 1.9 (registration, Pasal 32-35) and 4.2 / 4.4
  { question: "stlh AIW ditandatangani, paling lambat brp hari didaftarin ke BPN?", mustContain: [TUJUH_HARI_KERJA] },
  { question: "yg bawa berkas wakaf ke BPN siapa, nazhirnya sendiri?", mustContain: [PPAIW] },
  { question: "sertipikat tanah wakaf engkéna atas nami saha", mustContain: [NAZHIR] },
  { question: "berkas apa aja yg diserahin ke kantor pertanahan buat daftar tanah wakaf", mustContain: [AIW, ["sertifikat", "sertipikat", "bukti kepemilikan", "surat kepemilikan"]] },
  { question: "berapa lama sampe sertifikat wakaf jadi dr BPN", mustContain: [["5 hari", "lima hari", "98 hari", ...TUJUH_HARI_KERJA]] },

  // fact: section 1.10 (Pasal 40, 44, 67)
  { question: "tanah wakaf masjid boleh dijadiin jaminan pinjaman bank buat renovasi?", mustContain: [["tidak boleh dijaminkan", "dilarang dijaminkan", "tidak dapat dijaminkan", "tidak bisa dijaminkan", "pasal 40", "tidak boleh dijadikan jaminan", "tidak boleh diagunkan", "dilarang", "tidak boleh", "tidak dapat", "tidak bisa"]] },
  { question: "ada ketua yayasan jual tanah wakaf diem2, bisa dipidana ga? hukumannya apa", mustContain: [LIMA_TAHUN, ["500 juta", "rp500", "rp 500", "lima ratus juta", "500.000.000"]] },
  { question: "ahli waris wakif nuntut tanah wakaf dijadiin harta warisan lagi, bisa gk", mustContain: [["tidak dapat diwariskan", "tidak boleh diwariskan", "tidak bisa diwariskan", "dilarang diwariskan", "pasal 40", ...TIDAK_BATAL, "bukan harta warisan", "bukan warisan", "tidak termasuk harta warisan"]] },
  { question: "tanah wakaf boleh dihibahin ke yayasan lain ga", mustContain: [["tidak boleh dihibahkan", "dilarang dihibahkan", "tidak dapat dihibahkan", "tidak bisa dihibahkan", "pasal 40", "dilarang", "tidak boleh", "tidak dapat", "tidak bisa"]] },
  { question: "Apa sanksi pidana bagi pihak yang menjaminkan atau menjual harta benda wakaf?", mustContain: [["pasal 67", ...LIMA_TAHUN, "500 juta", "rp500", "lima ratus juta"]] },

  // fact: section 1.13 (exchange / ruislag, change of use) with 1.10 Pasal 44 and 6 (BWI powers)
  { question: "tanah wakaf makam kena proyek jalan tol, nanti gmn? dibayar ganti rugi ke siapa", mustContain: [TUKAR, [...BWI, "menteri"]] },
  { question: "dkm mau jual tanah masjid yg skrg trus beli tanah di tempat lain yg lbh strategis, boleh ga?", mustContain: [["tukar", "ruislag", "ruilslag", "penukaran", "perubahan status"], IZIN] },
  { question: "syarat ruislag tanah wakaf apa aja", mustContain: [["menteri", ...BWI], ["nilai", "manfaat"]] },
  { question: "halaman masjid kan luas, dkm mau bikin kios/warung buat disewain, hasilnya buat kas masjid. boleh ga?", mustContain: [[...BWI, ...AIW], IZIN] },
  { question: "tanah wakaf buat musala mau dibangun PAUD, perlu izin siapa?", mustContain: [["mengubah peruntukan"], ["izin tertulis dari bwi"]] },
  { question: "tanah wakaf di desa udh gk bisa dipake sesuai ikrarnya lg, kena longsor terus. bisa dituker ga?", mustContain: [["tukar", "ruislag", "ruilslag", "penukaran", "perubahan status"]] },
  { question: "nazhir boleh gak ngubah peruntukan wakaf sesuai kebutuhan?", mustContain: [BWI, IZIN] },

  // fact: section 1.11 (wakaf produktif, Pasal 42-43)
  { question: "wakaf produktif tuh maksudnya gimana", mustContain: [["pokok", "tetap utuh", "dijaga", "terjaga", "tidak berkurang", "kekal", "tetap ada"], ["hasil", "keuntungan", "laba"]] },
  { question: "nazhir wajib ngembangin harta wakaf ga, atau cukup dijaga aja", mustContain: [["wajib", "harus"], ["produktif", "mengembangkan", "dikembangkan", "pengembangan"]] },
  { question: "kl pengelolaan wakaf butuh penjaminan pake lembaga apa", mustContain: [["penjamin syariah", "lembaga penjamin"]] },
  { question: "sawah wakaf boleh digarap trs hasil panennya buat biaya sekolah?", mustContain: [["produktif", "hasil", "pokok"]] },

  // fact: section 1.12 (wakaf uang)
  { question: "wakaf uang bs lewat mana aja", mustContain: [LKS] },
  { question: "sy kerja di saudi, wakaf pake riyal bs gk?", mustContain: [["rupiah"]] },
  { question: "bukti kalo kita udh wakaf uang tuh dapet apa", mustContain: [["sertifikat wakaf uang"]] },
  { question: "wakaf uang teh meunang teu? pan duit mah sok beak", mustContain: [["boleh", "jawaz", "jaiz", "diperbolehkan", "dibolehkan", "mubah", "sah"], ["pokok", "dijaga", "tidak boleh habis", "tidak berkurang", "tetap"]] },
  { question: "fatwa MUI soal wakaf uang keluar tahun brp", mustContain: [["2002"]] },
  { question: "total wakaf uang yg udh kekumpul di indonesia brp", mustContain: [["2,3 triliun", "2,3 t", "rp2,3", "rp 2,3", "2.3 triliun", "2,3 trilyun"]] },
  { question: "LKS harus lapor wakaf uang ke menteri dlm brp hari", mustContain: [TUJUH_HARI_KERJA] },
  { question: "wakaf uang boleh ga cuma buat jangka waktu tertentu, nanti uangnya balik", mustContain: [["jangka waktu", "berjangka", "waktu tertentu", "sementara", "muaqqat"]] },
  { question: "Apakah surat berharga seperti sukuk bisa diwakafkan?", mustContain: [["surat berharga", ...BENDA_BERGERAK]] },

  // fact: section 1.13 (land is for ever; HGB / hak pakai may be time-limited)
  { question: "sy mau wakafin tanah SHM buat madrasah tp 20 taun aja, abis itu balik ke anak2 sy, bisa ga?", mustContain: [SELAMANYA] },
  { question: "wakaf tanah berjangka itu boleh gk sih", mustContain: [SELAMANYA, ["hak milik", "shm", "hak guna bangunan", "hgb", "hak pakai"]] },
  { question: "tanah HGB bisa diwakafin sementara?", mustContain: [["jangka waktu", "berjangka", "waktu tertentu", "sementara"]] },

  // fact: section 1.13 (wasiat, hibah, zakat, ruling)
  { question: "bapak wasiat sblm wafat mau wakafin setengah hartanya ke masjid, sah semuanya ga", mustContain: [["1/3", "sepertiga", "satu pertiga", "1 / 3"]] },
  { question: "wakaf lewat wasiat harus ada saksinya?", mustContain: [DUA_SAKSI] },
  { question: "bedanya hibah sama wakaf apa sih", mustContain: [MILIK_HIBAH, TIDAK_BOLEH_JUAL] },
  { question: "zakat sm wakaf kan sama2 ngasih harta, bedanya dmn", mustContain: [["wajib"], SUNNAH] },
  { question: "hukum wakaf teh wajib atanapi sunnah?", mustContain: [SUNNAH] },
  { question: "tanah wakaf kakek skrg digugat sepupu yg ngaku ahli waris, katanya wakafnya gak sah krn dulu ga ada surat. gmn ya", mustContain: [[...TIDAK_BATAL, "tidak dapat diwariskan", "tidak boleh diwariskan", "pasal 40", ...AIW, "akta pengganti", "apaiw"]] },

  // fact: section 3 (dalil)
  { question: "dalil wakaf dlm quran ayat brp", mustContain: [["imran", "imrān", "baqarah", "3:92", "3: 92", "261"]] },
  { question: "hadits ttg amal yg ga putus walaupun udh meninggal", mustContain: [["jariyah", "jariah"], ["ilmu"], ["anak"]] },
  { question: "kisah umar wakaf tanah di khaibar tuh gmn ceritanya", mustContain: [["tidak dijual", "tidak boleh dijual", "tidak diwariskan", "tidak dihibahkan", "menahan", "tahan", "hasilnya"]] },
  { question: "di alquran ada kata wakaf gk sih", mustContain: [["infak", "infaq"]] },
  { question: "wakaf pertama dalam sejarah islam apa", mustContain: [["quba", "nabawi", "khaibar"]] },
  { question: "hadits 3 amal jariyah itu riwayat muslim nomor brp", mustContain: [["1631"]] },

  // fact: section 4.1-4.3 (documents, steps, forms at the KUA)
  { question: "cara wakaf tanah di kua gmn step by stepnya", mustContain: [AIW, BPN] },
  { question: "mau wakaf tanah, dokumen apa aja yg hrs dibawa ke kua", mustContain: [["ktp"], ["sertifikat", "sertipikat", "shm", "girik", "letter c", "bukti kepemilikan"]] },
  { question: "surat keterangan tanah gk sengketa buat wakaf mintanya kmn", mustContain: [["desa", "kelurahan", "lurah"]] },
  { question: "pas ikrar di kua wakif nazhir sama saksi hrs dateng semua?", mustContain: [["hadir", "datang langsung", "secara langsung", "langsung"]] },
  { question: "tanah cuma ada girik, blm sertifikat. bisa diwakafin?", mustContain: [["girik", "letter c", "belum bersertifikat", "belum bersertipikat", "tanpa sertifikat", "belum terdaftar", "belum memiliki sertifikat"]] },
  { question: "materai buat berkas wakaf brp ribu", mustContain: [["10.000", "10 ribu", "sepuluh ribu", "rp10", "10rb"]] },
  { question: "blanko W2 itu apaan", mustContain: [["akta ikrar wakaf"]] },
  { question: "formulir W.5 buat apa", mustContain: [["pengesahan"]] },
  { question: "form WK dlm wakaf tanah itu surat apa", mustContain: [["keterangan", "kepala desa", "lurah"]] },
  { question: "bisa gk bikin AIW online skrg?", mustContain: [["siwak", "e-aiw"]] },
  { question: "sy cuma mau wakafin sebagian tanah, 100 meter dr 500 meter, sertifikatnya gmn", mustContain: [["pemecahan", "dipecah", "pecah", "pemisahan", "dipisah"]] },
  { question: "wakaf tanah harta gono gini perlu persetujuan istri ga", mustContain: [["persetujuan", "setuju", "izin"]] },

  // fact: section 4.5 (fees)
  { question: "biaya bikin akta ikrar wakaf di kua brp", mustContain: [GRATIS] },
  { question: "daftar tanah wakaf ke bpn bayar gak", mustContain: [GRATIS] },
  { question: "selain pendaftaran ada biaya lain gk? ukur tanah gt", mustContain: [["pengukuran", "ukur"]] },
  { question: "ganti nazhir di BPN kena biaya?", mustContain: [GRATIS] },

  // fact: section 5 (regulations)
  { question: "aturan ttg wakaf itu uu nomor brp", mustContain: [UU41] },
  { question: "peraturan pemerintah pelaksana uu wakaf apa", mustContain: [PP42] },
  { question: "PMA yg ngatur tata cara wakaf benda tidak bergerak nomor brp", mustContain: [["73 tahun 2013", "73/2013", "pma 73", "nomor 73", "no. 73"]] },
  { question: "aturan dari ATR/BPN soal tata cara daftar tanah wakaf apa", mustContain: [["2 tahun 2017", "2/2017", "nomor 2 tahun 2017", "no. 2 tahun 2017"]] },

  // fact: section 6 (BWI)
  { question: "bwi dibentuk kapan", mustContain: [["2007", "2004"]] },
  { question: "ketua BWI skrg siapa", mustContain: [["kamaruddin"]] },
  { question: "tugas badan wakaf indonesia apa aja", mustContain: [NAZHIR, ["perubahan", "penukaran", "izin", "persetujuan", "mengganti", "memberhentikan"]] },
  { question: "di jawa barat ada kantor bwi ga", mustContain: [["perwakilan"]] },
  { question: "program unggulan bwi apa namanya", mustContain: [["indonesia berwakaf"]] },

  // fact: section 7 (statistics)
  { question: "jumlah tanah wakaf di indonesia ada brp sih", mustContain: [["561.909", "445.504", "430.000", "421.903", "561 ribu", "445 ribu", "430 ribu", "422 ribu", "421 ribu"]] },
  { question: "brp persen tanah wakaf yg udh bersertifikat?", mustContain: [["53%", "53 persen", "58%", "58 persen", "55,95", "56%", "47%", "265.698", "232.000", "232 ribu"]] },
  { question: "di jabar tanah wakafnya ada brp bidang", mustContain: [["87.795", "87 ribu", "48.123", "55,95"]] },
  { question: "siwak teh naon", mustContain: [["sistem informasi wakaf"]] },

  // fact: section 8.1 (KUA functions)
  { question: "kua ngurus wakaf jg ya? kirain cuma nikah doang", mustContain: [["zakat dan wakaf", ...AIW, "ppaiw", "ikrar wakaf"]] },
];

export const HELD_OUT_8_OUT_OF_FIELD: EvalCase[] = [
  // other KUA services
  { question: "daftar nikah di kua coblong syaratnya apa aja" },
  { question: "biaya nikah di luar kantor kua brp skrg" },
  { question: "N1 N2 N4 itu blanko apa, mintanya ke kelurahan?" },
  { question: "rujuk setelah talak satu hrs lapor kua ga" },
  { question: "cara ngajuin cerai gugat di pengadilan agama bandung" },
  { question: "isbat nikah buat yg nikah siri dulu gmn prosesnya" },
  { question: "bimbingan perkawinan catin jadwalnya kapan, wajib ikut?" },
  { question: "kursus pra nikah online bisa ga, sertifikatnya dpt dmn" },
  { question: "manasik haji reguler di kua kapan dimulai" },
  { question: "antrian haji jawa barat skrg brp taun" },
  { question: "daftar umroh yg resmi travelnya gmn cek izinnya" },
  { question: "sertifikasi halal buat umkm keripik gratis ga? daftarnya dmn" },
  { question: "zakat fitrah taun ini brp per jiwa di bandung" },
  { question: "nisab zakat emas berapa gram" },
  { question: "punten, abdi hoyong nikah sareng urang luar negeri, naon syaratna" },
  { question: "duplikat buku nikah yg ilang kebanjiran gmn ngurusnya" },
  { question: "arah kiblat masjid kami kayaknya miring, bisa minta diukur kua?" },
  { question: "jadwal imsakiyah ramadhan kota bandung" },
  // general life
  { question: "perpanjang SIM A di bandung dmn yg cepet" },
  { question: "ktp sy rusak gmn gantinya di disdukcapil" },
  { question: "pajak motor telat 2 taun dendanya brp" },
  { question: "daerah coblong sering banjir ga klo ujan gede" },
  { question: "resep seblak kuah pedes yg enak" },
  { question: "persib main jam brp malem ini" },
  { question: "cara daftar bpjs ketenagakerjaan buat pekerja mandiri" },
  { question: "lowongan kerja di kemenag kota bandung ada ga" },
  { question: "nomor wa puskesmas dago brp" },
  // tricky: share words with wakaf but are not about it
  { question: "tanah warisan dibagi gimana menurut faraid kalo anaknya 2 cowo 1 cewe" },
  { question: "jual beli tanah biar sah gimana, cukup kwitansi aja?" },
  { question: "sertifikat tanah hilang ngurus dimana dan brp lama" },
  { question: "pecah sertifikat tanah warisan buat dibagi ke adik2 biayanya brp" },
  { question: "bikin AJB rumah di PPAT mana yg murah di bandung" },
  { question: "hibah tanah ke anak kena bphtb ga" },
  { question: "surat keterangan ahli waris bikinnya di kelurahan atau notaris" },
  { question: "dana hibah pemprov jabar buat renovasi masjid cara ngajuinnya gmn" },
  { question: "PBG / imb buat bangun masjid baru ngurusnya ke dinas apa" },
  { question: "tanda qif sama sli di mushaf artinya apa, hrs berhenti?" },
  { question: "uang infaq jumat masjid boleh dipake buat gaji marbot ga" },
  { question: "kurban kambing atas nama orang tua yg udh meninggal boleh?" },
  { question: "deposito di bank syariah bagi hasilnya brp persen" },
  { question: "tanah fasos fasum di perumahan kami mau dijual developer, lapor kemana" },
  { question: "cara daftar ptsl buat sertifikat tanah rumah gratis" },
  { question: "sewa gedung aula masjid buat resepsi nikahan brp" },
];
