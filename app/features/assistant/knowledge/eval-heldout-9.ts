// Held-out set 9 (issue 35): written on 2026-11-27 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// Shared alternative lists (lower case; any one word meets the element).
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir", "nadir", "pengelola"];
const WAKIF = ["wakif", "waqif", "pewakaf", "pemberi wakaf", "yang berwakaf", "yang mewakafkan"];
const BWI = ["bwi", "badan wakaf indonesia", "badan wakaf"];
const KUA = ["kua", "kantor urusan agama"];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "pejabat pembuat akta", "kepala kua", "kua"];
const AIW = ["aiw", "akta ikrar wakaf", "akta ikrar"];
const BPN = ["bpn", "kantor pertanahan", "badan pertanahan", "pertanahan", "atr"];
const IZIN = ["izin", "ijin", "persetujuan"];
const TUKAR = ["tukar", "ruislag", "ruilslag", "perubahan status", "ganti rugi", "pengganti"];
const PERUNTUKAN = ["peruntukan", "perubahan penggunaan", "perubahan fungsi", "alih fungsi"];
const SAKSI_2 = [
  "2 saksi", "dua saksi", "2 (dua)", "dua (2)", "2 orang", "dua orang", "(2) orang", "(2) saksi", "saksi 2", "saksi dua",
  "saksi sebanyak 2", "saksi sebanyak dua", "2 org", "dua org",
];
const TUJUH_HARI = ["7 hari", "tujuh hari", "7 (tujuh)", "tujuh (7)", "7 hr"];
const SEPULUH_PERSEN = ["10%", "10 %", "10 persen", "sepuluh persen", "10 (sepuluh)", "sepuluh (10)", "sepersepuluh"];
const SEPERTIGA = ["1/3", "sepertiga", "satu per tiga", "satu pertiga", "⅓", "33%", "33,3", "33.3"];
const LIMA_TAHUN = ["5 tahun", "lima tahun", "5 (lima)", "lima (5)", "5 thn"];
const TIGA_ORANG = [
  "3 orang", "tiga orang", "3 (tiga)", "tiga (3)", "minimal 3", "minimal tiga", "sedikit 3", "sedikit tiga",
  "kurangnya 3", "kurangnya tiga", "(3) orang", "3 org", "tiga org",
];
const GRATIS = [
  "gratis", "rp0", "rp 0", "rp. 0", "rp.0", "nol rupiah", "tidak dipungut", "tanpa biaya", "tidak ada biaya", "bebas biaya",
  "tidak dikenakan biaya", "tidak dikenai biaya", "cuma-cuma", "tidak berbayar", "bebas pnbp", "tidak bayar", "tidak perlu bayar",
];
const SELAMANYA = [
  "selamanya", "selama-lamanya", "selama lamanya", "untuk seterusnya", "tanpa batas waktu", "tidak terbatas", "abadi",
  "permanen", "ta'bid", "ta’bid", "pasal 18",
];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "mustahab", "mandub"];
const JARIYAH = ["jariyah", "jariah", "jariya"];
const ISLAM = ["islam", "muslim"];
const TIDAK_BATAL = [
  "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik", "tidak bisa ditarik",
  "tidak boleh ditarik", "tidak dapat diambil", "tidak bisa diambil", "tidak boleh diambil", "tidak dapat dicabut",
  "tidak bisa dicabut", "tidak boleh dicabut", "tidak dapat diminta", "tidak bisa diminta", "tidak boleh diminta",
  "tidak dapat dikembalikan", "tidak bisa dikembalikan", "tidak boleh dikembalikan", "tidak membatalkan",
  "tidak dapat membatalkan", "tidak bisa membatalkan", "tidak boleh membatalkan", "tidak bisa menarik", "tidak dapat menarik",
  "tidak boleh menarik", "tidak bisa mengambil", "tidak dapat mengambil", "tidak boleh mengambil", "pasal 3",
  "gak bisa dibatalkan", "ga bisa dibatalkan", "tidak bisa lagi", "tidak dapat lagi", "tidak dapat diubah", "tidak bisa diubah",
];
const DILARANG = [
  "dilarang", "tidak boleh", "tidak dapat", "tidak bisa", "tidak diperbolehkan", "tidak dibenarkan", "tidak diizinkan",
  "pasal 40", "larangan",
];
const TIDAK_JUAL = [
  "tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "dilarang", "tidak boleh diperjualbelikan",
  "tidak dapat diperjualbelikan", "tidak bisa diperjualbelikan", "tidak boleh menjual", "tidak dapat menjual",
  "tidak bisa menjual", "tidak diperbolehkan", "pasal 40", "larangan", "bukan dijual", "tidak sah dijual",
];
const BERGERAK = ["bergerak", "pasal 16"];
const MAUQUF_BIH = [
  "mauquf bih", "mauquf bihi", "mauqub bih", "harta yang diwakafkan", "harta benda wakaf", "harta wakaf",
  "benda yang diwakafkan", "barang yang diwakafkan", "benda wakaf", "harta benda yang diwakafkan",
];
const MAUQUF_ALAIH = ["alaih", "penerima manfaat", "yang menerima manfaat", "penerima wakaf"];
const SIGHAT = ["sighat", "shighat", "sigat", "shigat", "ikrar", "lafaz", "lafal", "ucapan", "pernyataan"];
const ELOLA = ["elola", "kelola"];
const LKS = ["lks", "lembaga keuangan syariah", "bank syariah", "lks-pwu", "lks pwu"];
const MENTERI = ["menteri", "menag", "kementerian agama", "kemenag"];
const AHLI_WARIS_SEMUA = [
  "semua ahli waris", "seluruh ahli waris", "para ahli waris", "persetujuan", "sepakat", "kesepakatan", "setuju",
  "dibagi", "pembagian", "bersama",
];

export const HELD_OUT_9_IN_FIELD: EvalCase[] = [
  // fact: section 1.1 (definitions, Pasal 1 UU 41/2004 and PP 42/2006)
  { question: "wakaf teh naon sih sebenernya", mustContain: [["memisahkan", "menyerahkan", "pisahkan", "serahkan", "menahan"], ["ibadah", "kesejahteraan", "manfaat"]] },
  { question: "wakif tuh siapa sih yg dimaksud", mustContain: [["wakafkan", "berwakaf", "memberi", "pemberi", "menyerahkan"]] },
  { question: "nadzir itu tugasnya ngapain dan maksudnya apa", mustContain: [["menerima harta", "mengadministrasikan", "menerima dan mengelola"], ELOLA] },
  { question: "apa arti mauquf alaih", mustContain: [["manfaat", "penerima"]] },
  { question: "mauquf bih itu apaan kak", mustContain: [["harta", "benda", "barang"]] },
  { question: "ppaiw singkatan dr apa", mustContain: [["pejabat"]] },
  { question: "ikrar wakaf maksudnya gmn, harus ngomong apa gitu?", mustContain: [["pernyataan", "menyatakan", "ucapan", "kehendak", "lisan"]] },
  { question: "akta ikrar wakaf itu fungsinya buat apa", mustContain: [["bukti"]] },
  { question: "punten, yg jadi ppaiw di kecamatan teh saha", mustContain: [["kepala kua", "kepala kantor urusan agama"]] },

  // fact: section 1.2 (Pasal 2-5: validity, irrevocability, function)
  { question: "bapak sy udh ikrar wakaf tanah buat madrasah taun lalu, skrg nyesel mau diambil lg bisa gk", mustContain: [TIDAK_BATAL] },
  { question: "wakaf yg sudah diikrarkan apakah dapat dibatalkan oleh wakif", mustContain: [TIDAK_BATAL] },
  { question: "ada warga bikin surat pernyataan bermaterai katanya wakafnya dibatalin, itu sah ga sih", mustContain: [TIDAK_BATAL.concat(["tidak sah", "tidak berlaku", "tidak dapat mengesampingkan", "tidak bisa mengalahkan", "tidak bisa menggantikan"])] },
  { question: "kalo nazhirnya diganti, wakafnya jadi batal ga? trus tanahnya pindah ke nazhir baru?", mustContain: [["tetap", "tidak batal", "tidak membatalkan", "tidak gugur", "tidak berpindah", "tidak beralih"]] },
  { question: "fungsi wakaf menurut uu wakaf itu apa", mustContain: [["ekonomi"], ["ibadah", "kesejahteraan"]] },

  // fact: section 1.3 (six unsur, Pasal 6)
  { question: "unsur wakaf menurut uu 41 2004 ada brp aja", mustContain: [["enam", "6"]] },
  {
    question: "sebutkan unsur-unsur wakaf menurut undang-undang",
    mustContain: [WAKIF, NAZHIR, ["harta"], ["ikrar"], ["peruntukan"], ["jangka waktu", "jangka"]],
  },
  { question: "jangka waktu wakaf tuh termasuk unsur wakaf juga ya?", mustContain: [["termasuk", "pasal 6", "enam", "salah satu"]] },

  // fact: section 1.4 (wakif, Pasal 7-8)
  { question: "siapa aja sih yg bisa jadi wakif, harus orang pribadi?", mustContain: [["organisasi"], ["badan hukum"]] },
  { question: "syarat jadi wakif apa aja", mustContain: [["dewasa", "baligh", "balig"], ["berakal", "akal sehat", "sehat akal"], ["pemilik", "milik"]] },
  { question: "anak sy umur 14 thn pengen wakafin tabungannya, bisa ga atas nama dia sendiri", mustContain: [["dewasa", "baligh", "balig", "cakap"]] },
  { question: "pt tempat sy kerja mau wakaf tanah utk masjid, boleh ga perusahaan wakaf", mustContain: [["anggaran dasar", "ad/art", "ad art"]] },

  // fact: section 1.5 (nazhir, Pasal 9-14 and PP 42/2006)
  { question: "nazhir bisa berupa apa aja? perorangan doang?", mustContain: [["organisasi"], ["badan hukum"]] },
  { question: "syarat jadi nazir perorangan apa", mustContain: [ISLAM, ["amanah"], ["wni", "warga negara"]] },
  { question: "yayasan kami bergerak di bidang pendidikan, boleh gk jadi nadzir tanah wakaf", mustContain: [["sosial", "pendidikan", "kemasyarakatan", "keagamaan"]] },
  { question: "tugas nadzir apa aja", mustContain: [["administrasi"], ELOLA, ["awas", "lindung"], ["lapor"]] },
  { question: "kang, pengurus wakaf boleh ngambil bagian hasil sawah wakaf buat dirinya? berapa maksimal", mustContain: [SEPULUH_PERSEN] },
  { question: "nazhir perorangan minimal brp orang", mustContain: [TIGA_ORANG] },
  { question: "nazhirnya harus orang sini ga? kami mau angkat sodara yg tinggal di jakarta semua", mustContain: [["kecamatan"]] },
  { question: "masa jabatan nazhir berapa lama", mustContain: [LIMA_TAHUN] },
  { question: "sertifikat tanah wakaf atas nama nadzir, berarti tanah itu jadi punya nadzir dong?", mustContain: [["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak menjadikan", "bukan berarti", "tidak berarti", "tidak membuat", "tidak memiliki", "bukan hak milik", "tidak otomatis", "bukan menjadi milik", "tidak menjadi milik"]] },
  { question: "nazhir perorangan harus didaftarkan kemana", mustContain: [KUA, ["bwi", "menteri", "kemenag", "badan wakaf"]] },

  // fact: section 1.6 (harta benda wakaf, Pasal 15-16, PP 42/2006 Pasal 15 & 17)
  { question: "selain tanah apa aja yg bisa diwakafkan", mustContain: [["uang"], ["kendaraan", "logam mulia", "emas", "surat berharga", "saham", "kekayaan intelektual", "hki", "hak sewa", "bangunan", "rumah susun"]] },
  { question: "mobil bisa diwakafin ga buat ambulan desa", mustContain: [BERGERAK] },
  { question: "sy penulis buku, hak cipta buku sy bisa diwakafin?", mustContain: [["kekayaan intelektual", "hki", "haki", "bergerak", "pasal 16"]] },
  { question: "kalo saham bisa jadi wakaf ga", mustContain: [["surat berharga", "bergerak", "pasal 16"]] },
  { question: "tanah saya lagi sengketa sama tetangga soal batas, bisa tetep diwakafkan dulu ga", mustContain: [["bebas", "tidak dalam sengketa", "tidak sedang", "selesai", "tidak bisa", "tidak dapat", "tidak boleh", "belum bisa", "belum dapat"]] },
  { question: "sertifikat tanah masih dijaminin di bank (kpr blm lunas), mau diwakafin buat musholla bisa?", mustContain: [["bebas", "tidak sedang", "tidak dalam", "lunas", "roya", "selesai", "tidak bisa", "tidak dapat", "tidak boleh", "belum bisa", "belum dapat"]] },
  { question: "tanah punya mertua tp sy yg ngurus, boleh sy wakafin atas nama sy", mustContain: [["dimiliki dan dikuasai wakif secara sah"]] },
  { question: "menurut pp 42 2006 jenis harta wakaf dibagi jadi apa aja", mustContain: [["tidak bergerak"], ["selain uang"], ["uang"]] },

  // fact: section 1.7 (ikrar and AIW, Pasal 17-21)
  { question: "ikrar wakaf harus dilakukan di depan siapa", mustContain: [PPAIW] },
  { question: "saksi wakaf butuh brp orang", mustContain: [SAKSI_2] },
  {
    question: "bapak saya mau wakaf tanah tp lagi dirawat di rs gak bisa ke kua, apa bisa diwakilin anaknya? gmn caranya",
    mustContain: [["kuasa"]],
  },
  { question: "di akta ikrar wakaf isinya apa aja", mustContain: [["peruntukan"], ["jangka waktu", "jangka"]] },
  { question: "pas ikrar wakaf siapa aja yg wajib hadir", mustContain: [WAKIF, NAZHIR, ["saksi"]] },
  { question: "ikrar wakaf cukup diucapin aja ga sih, gk usah tulisan?", mustContain: [["akta", "aiw", "tertulis", "tulis"]] },

  // fact: section 1.8 (peruntukan, Pasal 22-23)
  { question: "tanah wakaf boleh dipake buat apa aja", mustContain: [["ibadah"], ["pendidikan"]] },
  { question: "mau wakaf buat beasiswa anak yatim boleh ga itu termasuk wakaf", mustContain: [["pasal 22", "peruntukan", "termasuk", "boleh", "bisa", "dapat"]] },
  { question: "kalo pas ikrar wakifnya gak nyebut tanahnya buat apa, trus siapa yg nentuin", mustContain: [NAZHIR] },

  // fact: section 1.9 (registration, Pasal 32-35)
  { question: "siapa yg daftarin tanah wakaf ke bpn, nazhir sendiri atau gmn", mustContain: [PPAIW] },
  { question: "setelah aiw ditandatangani berapa lama harus didaftarkan", mustContain: [TUJUH_HARI] },
  { question: "tanah wakaf didaftarinnya kemana", mustContain: [BPN] },
  { question: "bukti pendaftaran tanah wakaf nanti diserahin ke siapa", mustContain: [NAZHIR] },

  // fact: section 1.10 (protection and sanctions, Pasal 40, 44, 67)
  { question: "tanah wakaf boleh dijual ga", mustContain: [TIDAK_JUAL] },
  { question: "pengurus dkm mau jadiin sertifikat tanah wakaf jaminan pinjeman bank buat renovasi, boleh?", mustContain: [DILARANG] },
  { question: "cucu wakif bilang tanah wakaf itu warisan kakeknya jd mau dibagi waris, emg bisa?", mustContain: [DILARANG.concat(TIDAK_BATAL)] },
  { question: "hukuman buat orang yg jual tanah wakaf apa", mustContain: [["5 tahun", "lima tahun", "5 (lima)"], ["500", "lima ratus", "setengah miliar"]] },
  { question: "nadzir ganti fungsi tanah wakaf dr madrasah jadi lapangan tanpa izin siapa2, itu boleh?", mustContain: [BWI] },

  // fact: section 1.11 (wakaf produktif, Pasal 42-43)
  { question: "wakaf produktif tuh yg kyk gimana", mustContain: [["hasil", "keuntungan", "laba", "profit"]] },
  { question: "sawah wakaf boleh disewain ke petani ga? hasilnya buat biaya ngaji anak2", mustContain: [["disewakan", "ditanami"], ["hasilnya disalurkan"]] },
  { question: "nazhir cukup ngejaga tanah wakaf aja kan, gk wajib dikembangin?", mustContain: [["wajib"], ["mengembangkan"]] },
  { question: "kalo tanah wakaf mau dikerjasamakan usaha dan perlu penjaminan, pake lembaga apa", mustContain: [["penjamin syariah", "penjaminan syariah", "lembaga penjamin"]] },

  // fact: section 1.12 (wakaf uang, Pasal 28-31, PP 42/2006, MUI fatwa)
  { question: "wakaf uang lewat mana yg resmi", mustContain: [LKS] },
  { question: "kalo wakaf uang dapet bukti apa", mustContain: [["sertifikat wakaf uang", "sertifikat"]] },
  { question: "sy kerja di saudi, bisa wakaf pake riyal/dolar langsung?", mustContain: [["rupiah"]] },
  { question: "hukum wakaf uang menurut mui gmn, kan uang bisa abis", mustContain: [["jawaz"]] },
  { question: "uang wakaf yg disetor boleh dipake abis buat bangun masjid ga", mustContain: [["pokok", "tidak boleh", "tidak dapat", "tidak bisa", "dijaga", "utuh"]] },
  { question: "lks yg nerima wakaf uang harus daftarin ke siapa", mustContain: [MENTERI] },

  // fact: section 1.13 (what visitors also ask: perpetuity of land, time-limited wakaf)
  { question: "boleh ga wakaf tanah cuma 10 taun aja, abis itu balik lg ke keluarga", mustContain: [SELAMANYA] },
  { question: "wakaf berjangka itu ada ga sih? buat apa aja boleh", mustContain: [["uang", "bangunan", "hak guna bangunan", "hgb", "hak pakai"]] },
  { question: "tanah sy statusnya hgb, bisa diwakafin gk? brp lama", mustContain: [["jangka waktu", "waktu tertentu", "berjangka", "sementara", "selama"]] },

  // fact: section 1.13 (exchange / ruislag, selling to build elsewhere, Pasal 41, PP 42/2006 Pasal 49)
  {
    question: "assalamualaikum, tanah wakaf musholla di kampung kami kecil banget dan kejepit, warga mau jual tanahnya terus beli tanah lebih luas di tempat lain buat bangun masjid, boleh ga caranya gmn",
    mustContain: [TUKAR, IZIN.concat(["bwi", "menteri"])],
  },
  { question: "tanah wakaf kena proyek jalan tol, trus gmn nasibnya", mustContain: [TUKAR] },
  { question: "ruislag tanah wakaf izinnya dari siapa", mustContain: [["menteri", "bwi", "badan wakaf"]] },
  { question: "kalo tanah wakaf ditukar, penggantinya harus gimana", mustContain: [["nilai"], ["manfaat"]] },
  { question: "dalam kondisi apa tanah wakaf boleh ditukar?", mustContain: [["tata ruang", "rutr", "kepentingan umum", "tidak dapat dipergunakan", "tidak bisa dipakai", "tidak dapat digunakan", "keagamaan"]] },

  // fact: section 1.13 (change of use: shop / parking on wakaf land, Pasal 44)
  { question: "dkm mau bikin kios/warung di halaman masjid yg tanah wakaf buat nambah kas, boleh gk", mustContain: [PERUNTUKAN.concat(["bwi", "izin"])] },
  { question: "sebagian tanah wakaf masjid mau dijadiin parkiran berbayar, perlu izin ga", mustContain: [BWI] },
  { question: "tanah wakaf buat makam mau dirubah jadi sekolah, prosedurnya apa", mustContain: [BWI] },

  // fact: section 1.13 (nazhir dies or stops, Pasal 45)
  { question: "nazhir tanah wakaf masjid kami meninggal dunia, terus gimana?", mustContain: [["ganti"]] },
  { question: "ketua nadzir udh meninggal 2 thn lalu, wakafnya masih sah ga", mustContain: [["tetap", "masih sah", "tidak batal", "tidak gugur", "berlanjut", "tidak berakhir"]] },
  { question: "nazir gk pernah ngurus tanah wakaf, dibiarin terbengkalai, bisa diberhentiin?", mustContain: [["ganti", "berhenti"]] },
  { question: "yg berwenang ganti nazhir siapa ya", mustContain: [BWI] },

  // fact: section 1.13 (wakaf by will, Pasal 24-25)
  { question: "bisa ga wakaf lewat wasiat, nanti pas sy udh gk ada baru diwakafkan", mustContain: [["saksi", "1/3", "sepertiga"]] },
  { question: "wasiat wakaf maksimal brp dr harta warisan", mustContain: [SEPERTIGA] },
  { question: "kalau wakaf dgn wasiat butuh saksi brp", mustContain: [SAKSI_2] },

  // fact: section 1.13 (inherited land not yet divided)
  {
    question: "tanah warisan almarhum bapak blm dibagi, kami 5 bersaudara, kakak sulung mau wakafin ke pesantren, cukup tanda tangan dia aja?",
    mustContain: [["ahli waris", "saudara"], AHLI_WARIS_SEMUA],
  },
  { question: "tanah waris yg blm dipecah boleh diwakafin salah satu ahli waris?", mustContain: [AHLI_WARIS_SEMUA] },

  // fact: section 1.13 (wakaf vs hibah vs wasiat vs zakat)
  { question: "bedanya wakaf sama hibah apa", mustContain: [["milik"], ["jual"]] },
  { question: "wakaf dan wasiat itu sama ga", mustContain: [["wasiat baru berlaku setelah pewasiat wafat"], ["tidak dapat dibatalkan"]] },
  { question: "wakaf sama zakat bedanya apa, kan sama2 ngasih", mustContain: [["wajib"], SUNNAH.concat(["sukarela"])] },

  // fact: section 1.13 (hukum wakaf) and section 3 (sedekah jariyah)
  { question: "hukum wakaf dalam islam apa? wajib?", mustContain: [SUNNAH] },

  // fact: section 1.13 (non-Muslim wakif, Muslim nazhir)
  { question: "tetangga sy non muslim pengen wakafin tanah buat madrasah, boleh ga?", mustContain: [["boleh", "bisa", "dapat", "tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat", "tidak harus", "pasal 8"]] },
  { question: "nazhir boleh orang kristen ga", mustContain: [ISLAM, ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] },

  // fact: section 1.13 (how long until AIW / certificate)
  { question: "kalo ikrar wakaf hari ini, akta ikrarnya jadi kapan? trus sertifikatnya brp lama", mustContain: [TUJUH_HARI.concat(["saat ikrar", "setelah ikrar", "majelis", "hari itu", "hari yang sama", "langsung"])] },
  { question: "brp lama proses wakaf tanah dari kua sampe didaftar ke bpn", mustContain: [TUJUH_HARI] },

  // fact: section 2 (fiqh rukun and syarat)
  { question: "rukun wakaf ada apa aja", mustContain: [WAKIF, MAUQUF_BIH, MAUQUF_ALAIH, SIGHAT] },
  { question: "nazhir termasuk rukun wakaf ga sih", mustContain: [["bukan", "tidak termasuk"]] },
  { question: "bisa ga wakaf makanan atau sembako", mustContain: [["tidak habis sekali pakai"]] },
  { question: "orang yg wakaf pake barang hasil nyuri sah ga", mustContain: [["tidak sah", "bukan milik", "milik sah", "pemilik sah", "tidak boleh", "tidak bisa", "tidak dapat", "batal"]] },
  { question: "lafal ikrar wakaf contohnya gmn", mustContain: [["wakafkan"]] },
  { question: "boleh ga wakaf rumah buat dipake tempat judi atau hiburan malam", mustContain: [["maksiat", "syariah", "syariat", "haram", "dosa", "bertentangan", "tidak boleh", "tidak sah", "tidak bisa", "tidak dapat"]] },
  { question: "ada ulama yg ngebolehin wakaf sementara ga", mustContain: [["malik", "uu 41", "undang-undang", "jangka waktu tertentu"]] },

  // fact: section 3 (religious sources)
  { question: "dalil wakaf di quran ayat apa", mustContain: [["92", "261", "267", "hajj"]] },
  { question: "hadis ttg amal yg gak putus walau udh meninggal", mustContain: [JARIYAH, ["ilmu"]] },
  { question: "umar bin khattab dulu wakaf tanah di mana", mustContain: [["khaibar", "khaybar", "khoibar", "khaiber"]] },
  { question: "wakaf pertama dalam islam apa", mustContain: [["quba", "nabawi", "umar", "khaibar"]] },

  // fact: section 4.1 (documents at the KUA)
  { question: "syarat berkas wakaf tanah di kua apa aja", mustContain: [["ktp"], ["sertifikat", "shm", "bukti kepemilikan", "girik", "letter c"]] },
  { question: "tanah sy blm sertifikat cuma ada girik, bisa diwakafin?", mustContain: [["girik", "letter c", "leter c", "ajb", "akta jual beli", "petok"]] },
  { question: "perlu surat keterangan dari desa ga buat wakaf", mustContain: [["sengketa", "wk"]] },
  { question: "apa wakif nazir sama saksi harus dateng sendiri ke kua atau bisa dititip berkas aja", mustContain: [["hadir", "datang"]] },
  { question: "tanah yg mau diwakafin harta bersama sama istri, perlu persetujuan istri?", mustContain: [["persetujuan", "izin", "ijin", "setuju"]] },

  // fact: section 4.2 (steps at the KUA)
  { question: "kumaha prosedur wakaf tanah di kua ti awal nepi ka sertifikat", mustContain: [["ikrar"], BPN] },
  { question: "kakek sy dulu wakafin tanah buat masjid cuma lisan, skrg beliau udh wafat dan blm ada aktanya, gmn ngurusnya", mustContain: [["akta pengganti"], ["wafat"]] },
  { question: "surat pengesahan nazhir dikeluarin siapa", mustContain: [PPAIW.concat(["w.5", "w5"])] },
  { question: "sertifikat tanah wakaf nanti atas nama siapa", mustContain: [NAZHIR] },
  { question: "ada aiw online ga skrg", mustContain: [["siwak", "e-aiw", "eaiw"]] },

  // fact: section 4.3 (form codes)
  { question: "form w2 di kua itu form apa", mustContain: [AIW] },
  { question: "blanko w.7 buat apa", mustContain: [BPN.concat(["pendaftaran"])] },

  // fact: section 4.4 (BPN stage)
  { question: "pas ngurus ke bpn dokumen yg dibawa apa aja", mustContain: [AIW, ["sertifikat"]] },

  // fact: section 4.5 (fees)
  { question: "bikin akta ikrar wakaf di kua bayar brp", mustContain: [GRATIS] },
  { question: "biaya sertifikat tanah wakaf di bpn brp", mustContain: [GRATIS] },
  { question: "katanya gratis tp kok ada biaya ukur tanah, itu resmi?", mustContain: [["ukur"]] },
  { question: "ganti nazhir di bpn bayar ga", mustContain: [GRATIS] },
  { question: "wakaf tanah 100 meter di jabar kira2 habis brp di bpn", mustContain: [["120.000", "120 ribu", "rp120", "rp 120"]] },

  // fact: section 5 (regulations)
  { question: "peraturan pelaksana uu wakaf apa namanya", mustContain: [["42"]] },
  { question: "pp 25 tahun 2018 itu isinya apa", mustContain: [["perubahan", "mengubah", "revisi", "amandemen"]] },
  { question: "aturan menteri agama ttg tata cara wakaf benda tidak bergerak nomor brp", mustContain: [["73"]] },

  // fact: section 6 (BWI)
  { question: "bwi itu lembaga apa", mustContain: [["independen", "mandiri"]] },
  { question: "tugas badan wakaf indonesia apa aja", mustContain: [NAZHIR] },
  { question: "ketua bwi sekarang siapa", mustContain: [["kamaruddin"]] },
  { question: "di jawa barat ada kantor bwi ga", mustContain: [["perwakilan"]] },
  { question: "anggota bwi brp orang dan diangkat siapa", mustContain: [["presiden"]] },

  // fact: section 7 (statistics)
  { question: "jumlah tanah wakaf di indonesia brp banyak", mustContain: [["561", "445", "430", "421"]] },
  { question: "berapa banyak tanah wakaf yg blm bersertifikat", mustContain: [["297", "47%", "47 persen", "53%", "53 persen", "175", "42%", "58%", "setengah", "separuh", "232"]] },
  { question: "tanah wakaf di jabar ada brp bidang", mustContain: [["87.795", "87795", "87 ribu", "48.123", "74.156", "70.749", "100 ribu"]] },
  { question: "wakaf uang yg udh terkumpul secara nasional brp", mustContain: [["2,3", "2.3"]] },

  // fact: section 8 (KUA services and Kemenag programmes related to wakaf)
  { question: "kua teh ngurus wakaf oge?", mustContain: [["aiw", "akta ikrar", "ppaiw", "ikrar", "zakat dan wakaf"]] },
  { question: "katanya ada program wakaf pohon buat calon pengantin ya", mustContain: [["pohon"]] },
];

export const HELD_OUT_9_OUT_OF_FIELD: EvalCase[] = [
  // other KUA services
  { question: "syarat daftar nikah di kua apa aja" },
  { question: "biaya nikah di luar kantor kua brp sekarang" },
  { question: "punten mau rujuk sama mantan istri, prosedurnya gmn di kua" },
  { question: "cara ngurus cerai gmn, ke kua atau pengadilan" },
  { question: "legalisir buku nikah bisa di kua mana aja" },
  { question: "buku nikah sy hilang kebakar, bikin duplikat gmn" },
  { question: "surat numpang nikah dari kua asal syaratnya apa" },
  { question: "jadwal bimbingan perkawinan catin bulan depan kapan" },
  { question: "wali nikah sy gk ada, bisa pake wali hakim ga" },
  { question: "daftar haji reguler antrenya brp taun di jabar" },
  { question: "biaya umrah yg resmi brp sih, takut kena travel bodong" },
  { question: "manasik haji di kua kecamatan kapan mulai" },
  { question: "cara dapet sertifikat halal gratis buat umkm keripik" },
  { question: "zakat fitrah tahun ini brp rupiah per jiwa" },
  { question: "nisab zakat penghasilan brp" },
  { question: "sy mau masuk islam, gmn prosedur jadi mualaf di kua" },
  { question: "awal ramadhan tahun depan tanggal brp, pake hisab atau rukyat" },
  { question: "cara ngukur arah kiblat masjid yg bener gmn" },
  { question: "isbat nikah buat nikah siri dulu gmn caranya" },
  // land and tax matters unrelated to wakaf
  { question: "bayar pbb tanah bisa online dimana" },
  { question: "bikin ajb jual beli tanah di notaris biayanya brp" },
  { question: "balik nama sertifikat tanah warisan ke nama anak gmn prosesnya" },
  { question: "daftar ptsl buat sertifikat tanah gratis gimana" },
  { question: "sertifikat tanah saya hilang, ngurus gantinya ke mana" },
  { question: "tetangga nyerobot batas tanah sy, bisa lapor kemana" },
  { question: "bphtb jual beli rumah dihitung gmn" },
  { question: "pembagian warisan anak laki laki sama perempuan menurut islam brp bagian" },
  { question: "ahli waris yang sah menurut hukum islam siapa aja, anak angkat dapet ga" },
  { question: "pecah sertifikat tanah buat dijual kavling syaratnya apa" },
  // mosque, KUA and everyday off-topic questions sharing words with wakaf
  { question: "jadwal sholat jumat dan khatib masjid agung minggu ini siapa" },
  { question: "cara ngurus pbg/imb buat bangun masjid baru" },
  { question: "proposal bantuan renovasi masjid ke pemda gmn bikinnya" },
  { question: "kantor kua kecamatan buka sabtu ga" },
  { question: "harga emas antam hari ini brp per gram" },
  { question: "cara daftar cpns kemenag 2026" },
  { question: "pinjaman kpr di bank syariah syaratnya apa" },
  { question: "kurban sapi patungan maksimal brp orang" },
  { question: "resep nasi liwet sunda yg enak" },
  { question: "besok di bandung hujan ga" },
  { question: "cara bikin akta kelahiran anak yg telat" },
  { question: "beasiswa kuliah dari kemenag buat santri ada ga, daftarnya gmn" },
];
