// SECOND HELD-OUT evaluation set for Si Wakaf. Written on 2026-11-27 by an independent evaluator (a helper
// session), BEFORE any tuning, from the fact sheet /work/shared/spec/domain-facts.md ONLY: the evaluator
// read neither the assistant's knowledge base (app/content/) nor any earlier evaluation set. Questions are
// typed the way visitors of a Kota Bandung KUA really type (casual, Sundanese-flavoured, abbreviated,
// typos, rambling stories, a few formal ones); every mustContain follows from the fact sheet.
// NEVER TUNE ON THIS SET: do not add its questions, or paraphrases of them, to the knowledge base, the
// synonyms or the tuning set (eval-set.ts). If it is ever tuned on, it stops measuring anything; write a
// fresh one instead.
import type { EvalCase } from "./eval-set";

/** A "no" answer: any one of these negations. */
const NO = ["tidak boleh", "tidak dapat", "dilarang", "tidak bisa", "tidak diperbolehkan", "tidak sah", "tidak diizinkan", "tidak dibenarkan"] as const;
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir"] as const;
const PPAIW = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf", "Kepala KUA"] as const;
const AIW = ["Akta Ikrar Wakaf", "AIW"] as const;
const BPN = ["BPN", "Kantor Pertanahan", "Badan Pertanahan", "ATR", "pertanahan"] as const;
const BWI = ["BWI", "Badan Wakaf Indonesia"] as const;
const FREE = ["Rp0", "Rp 0", "gratis", "tanpa biaya", "bebas biaya", "tidak dipungut", "tidak dikenakan biaya", "nol rupiah", "cuma-cuma", "tidak ada biaya"] as const;
const FOREVER = ["selamanya", "selama-lamanya", "tidak terbatas", "permanen", "abadi", "seterusnya", "tanpa batas waktu"] as const;
const TWO_WITNESSES = ["2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua) saksi", "dua (2) saksi"] as const;
const SEVEN_WORKING_DAYS = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja"] as const;
const EXCHANGE = ["tukar", "ruislag", "penukaran"] as const;
const CONSENT = ["persetujuan", "setuju", "sepakat", "izin", "tanda tangan", "menandatangani"] as const;
const REPLACED = ["diganti", "penggantian", "pengganti", "mengganti", "diberhentikan"] as const;
const CERTIFICATE_PROOF = ["sertifikat", "SHM", "bukti kepemilikan", "bukti hak", "girik", "letter c"] as const;

/** Casual, abbreviated, typo-ridden or Sundanese-flavoured questions, as typed on a phone. */
const IN_FIELD_CASUAL: readonly EvalCase[] = [
  // Definitions (1.1) and basics (1.2)
  { question: "punten wakaf teh naon sih artina", mustContain: [["memisahkan", "menyerahkan", "menahan"], ["ibadah", "kesejahteraan"]] },
  { question: "wakif tuh yg ngasih atau yg nerima sih? suka ketuker", mustContain: [["mewakafkan", "pemberi wakaf", "memberikan wakaf", "yang berwakaf", "menyerahkan"]] },
  { question: "nadzir teh saha kang? tugasna naon wae", mustContain: [["mengelola", "kelola"], ["melaporkan", "laporan", "lapor"], BWI] },
  { question: "mauquf alaih artinya apa ya min", mustContain: [["penerima manfaat", "menerima manfaat", "yang menerima", "penerima"]] },
  { question: "klo mauquf bih yg mana tuh", mustContain: [["harta yang diwakafkan", "harta benda wakaf", "benda yang diwakafkan", "harta wakaf", "barang yang diwakafkan"]] },
  { question: "ikrar wakaf teh kedah diucapkeun atanapi ditulis", mustContain: [["lisan", "diucapkan", "ucapan"], ["tertulis", "tulisan", "ditulis"]] },
  { question: "ppaiw singkatan dr apaan", mustContain: [["Pejabat Pembuat Akta Ikrar Wakaf", "membuat Akta Ikrar Wakaf", "pejabat"], ["Kepala KUA", "Menteri"]] },
  { question: "AIW tu apa sih kok disebut2 terus", mustContain: [["Akta Ikrar Wakaf"]] },
  { question: "kumaha carana supaya wakaf teh sah", mustContain: [["rukun wakaf ada empat"], ["2 saksi"]] },
  { question: "tujuan wakaf sbnrnya buat apa sih menurut uu", mustContain: [["sesuai fungsinya", "potensi dan manfaat ekonomi"]] },
  { question: "udh ngucapin ikrar wakaf di kua trs nyesel pengen dibatalin bs gk", mustContain: [NO, ["dibatalkan", "ditarik", "batal"]] },
  {
    question: "ada surat pernyataan bermaterai dari wakif katanya tanah wakafnya boleh diambil lagi kalo butuh, itu kuat ga secara hukum",
    mustContain: [NO, AIW],
  },
  { question: "kalo nazhirnya diganti wakafnya jd batal ga", mustContain: [["tidak membatalkan", "tidak batal", "tidak menjadi batal", "tetap sah", "tetap berlaku", "tetap berjalan", "berlanjut", "tidak gugur", "tetap wakaf"]] },

  // Rukun, unsur and syarat (1.3, 1.4, 2)
  { question: "rukun wakaf aya sabaraha kang", mustContain: [["empat", "4"], ["sighat", "shighat", "ikrar"], ["mauquf 'alaih", "mauquf alaih", "penerima manfaat"]] },
  { question: "unsur wakaf di uu ada 6 kan, apa aja", mustContain: [["jangka waktu"], ["peruntukan"], NAZHIR] },
  { question: "nazhir itu masuk rukun wakaf gak sih? guru ngaji sy bilang nggak", mustContain: [["tidak termasuk", "bukan rukun", "bukan termasuk", "tidak masuk", "bukan salah satu"], ["unsur", "undang-undang", "UU"]] },
  { question: "syarat org yg mau wakaf apa aja gan", mustContain: [["dewasa", "baligh"], ["berakal", "akal sehat"], ["pemilik", "milik"]] },
  { question: "anak sy umur 15 th pengen wakaf tabungannya, bisa jd wakif ga", mustContain: [["dewasa", "baligh"]] },
  { question: "sy non muslim tp pengen wakafin tanah buat sekolah warga, boleh ga", mustContain: [["tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat", "tidak harus", "bisa", "boleh", "dapat"], ["dewasa", "berakal", "pemilik sah", "pemilik yang sah"]] },
  { question: "perusahaan atau ormas bs jd wakif kah", mustContain: [["organisasi", "badan hukum"], ["anggaran dasar"]] },
  { question: "wakaf tanah hrs izin istri dulu ga sih", mustContain: [["istri", "suami", "pasangan"], CONSENT] },
  { question: "syarat barang yg diwakafin menurut fiqih apa", mustContain: [["tahan lama", "bertahan lama", "tidak habis", "manfaat"], ["milik", "pemilik"]] },
  { question: "kalo wakafin barang hasil nyuri sah gk", mustContain: [NO, ["milik", "pemilik", "curian"]] },
  { question: "wakaf buat tempat judi atau maksiat boleh ga", mustContain: [NO, ["maksiat", "dosa", "kebaikan", "kebajikan", "syariah", "syariat"]] },
  { question: "lafal ikrar wakaf contoh nya kumaha", mustContain: [["saya wakafkan", "mewakafkan", "wakafkan"]] },
  { question: "wakaf hrs slamanya ga sih atau ada ulama yg blh sementara", mustContain: [["Malik", "Maliki"], ["jangka waktu", "sementara", "berjangka", "muaqqat"]] },

  // Nazhir (1.5)
  { question: "syarat jd nazhir perorangan apa aja", mustContain: [["WNI", "warga negara Indonesia"], ["Islam", "muslim"], ["amanah"]] },
  { question: "nadzir perorangan teh minimal sabaraha urang", mustContain: [["3 orang", "tiga orang", "3 (tiga)", "minimal 3", "paling sedikit 3"], ["kecamatan"]] },
  { question: "yayasan pendidikan bs ga jd nadzir", mustContain: [["badan hukum", "organisasi"], ["pendidikan", "sosial", "kemasyarakatan", "keagamaan"]] },
  { question: "masa jabatan nazhir brp taun, bs diperpanjang?", mustContain: [["5 tahun", "lima tahun"], ["diperpanjang", "perpanjang", "diangkat kembali"]] },
  { question: "nazhir boleh ambil gaji dr hasil wakaf? brp persen max", mustContain: [["10%", "10 persen", "sepuluh persen"], ["hasil bersih", "bersih"]] },
  { question: "nadzir wajib daftar kemana ya", mustContain: [["KUA"], BWI] },
  { question: "sertifikat tanah wakaf nanti atas nama siapa", mustContain: [["nama nazhir", "nama nadzir", "nama nazir"]] },
  {
    question: "kalo sertifikatnya atas nama nazhir brarti tanahnya jd punya nazhir dong? ntar diwarisin ke anaknya",
    mustContain: [["tidak menjadi pemilik"]],
  },
  { question: "punten nazhir mesjid urang maot minggu kamari, kumaha atuh wakafna", mustContain: [REPLACED, ["BWI", "Badan Wakaf Indonesia", "KUA"]] },
  {
    question: "nazhirnya udh tua ga pernah ngurus, tanah wakaf dibiarin jd semak2, warga bs minta ganti nazhir ga",
    mustContain: [REPLACED, BWI],
  },
  { question: "ganti nama nazhir di sertifikat bpn bayar brp", mustContain: [FREE] },
  { question: "ketua dkm mau mundur dr nadzir, boleh?", mustContain: [REPLACED] },
  { question: "nazhir boleh ganti peruntukan wakaf sesuka dia ga", mustContain: [NO, BWI] },
  { question: "nazhir dapet bimbingan dr siapa", mustContain: [["Menteri", "Kementerian Agama", "Kemenag"], BWI] },

  // Harta benda wakaf (1.6)
  { question: "harta apa aja yg bs diwakafin selain tanah", mustContain: [["uang"], ["kendaraan", "logam mulia", "surat berharga", "bangunan", "kekayaan intelektual", "hak sewa", "HKI"]] },
  { question: "abdi gaduh mobil butut, tiasa diwakafkeun teu", mustContain: [["kendaraan", "benda bergerak"]] },
  { question: "emas batangan antam bisa buat wakaf gk", mustContain: [["logam mulia", "benda bergerak"]] },
  { question: "wakaf saham syariah atau sukuk bisa?", mustContain: [["surat berharga"]] },
  { question: "hak cipta buku karangan bapak sy bs diwakafkan kah", mustContain: [["kekayaan intelektual", "HKI"]] },
  { question: "unit apartemen bs diwakafkan ga", mustContain: [["rumah susun", "sarusun"]] },
  { question: "punten, tanah abdi teh masih jadi jaminan kpr di bank, mau diwakafin bisa ga atuh", mustContain: [NO, ["jaminan", "agunan", "dijaminkan", "hak tanggungan"]] },
  { question: "tanah yg lg ribut sm tetangga soal batas blh diwakafin gak", mustContain: [NO, ["sengketa"]] },
  { question: "tanah masih girik blm sertifikat, bisa diwakafin gak mah", mustContain: [["girik", "letter c", "leter c", "AJB", "petok"], ["bisa", "boleh", "dapat"]] },

  // Inherited land (1.13)
  {
    question: "tanah warisan bapak blm dibagi, kakak sy mau wakafin semua buat pesantren, bisa ga tanpa izin adik2nya",
    mustContain: [NO, ["ahli waris"], CONSENT],
  },
  {
    question:
      "assalamualaikum pak, jadi gini almarhum bapak dulu pernah bilang tanah di belakang rumah mau buat musola, tp blm sempet ke kua sampe meninggal, skrg musolanya udh berdiri 10 taun, kami anak2nya pengen diurus surat wakafnya biar aman gmn ya caranya",
    mustContain: [["Akta Pengganti", "APAIW", "W.3", "W3"], ["ahli waris"]],
  },
  {
    question: "cucu2 wakif minta tanah wakaf kakeknya dibalikin, katanya buat dibagi waris, emang bisa",
    mustContain: [NO, ["diwariskan", "dibatalkan", "ditarik", "dikembalikan", "warisan", "waris"]],
  },

  // Peruntukan (1.8) and change of use (1.10, 1.13)
  { question: "tanah wakaf boleh dipake buat apa aja", mustContain: [["ibadah"], ["pendidikan", "kesehatan"], ["fakir miskin", "yatim", "beasiswa", "ekonomi umat", "kesejahteraan umum"]] },
  { question: "kalo pas ikrar wakif ga nyebut tanahnya buat apa, trs gmn", mustContain: [NAZHIR, ["peruntukan"]] },
  { question: "halaman masjid mau dijadiin parkiran berbayar buat kas, perlu izin siapa", mustContain: [BWI, ["izin", "persetujuan"]] },
  { question: "sebagian tanah musola mau dibangun warung kecil buat kas dkm boleh teu", mustContain: [["peruntukan"], BWI] },

  // Protection, exchange, sanctions (1.10, 1.13)
  { question: "jadi gini kang, masjid di rt kami renovasi kemarin ngutang ke toko bangunan hampir 80 juta, trs ada yg usul tanah wakaf sebelah masjid yg kosong dijual aja buat nutup utang, boleh kitu?", mustContain: [NO, ["dijual", "jual"]] },
  { question: "tanah wakaf boleh diwarisin ke anak nadzir?", mustContain: [NO, ["diwariskan", "warisan", "diwarisi", "mewariskan"], ["dihibahkan", "disita", "dijaminkan", "dijadikan jaminan"]] },
  { question: "tanah wakaf dijaminin ke bank buat modal bangun madrasah blh ga", mustContain: [NO, ["jaminan", "agunan", "dijaminkan"]] },
  { question: "tanah wakaf boleh dihibahin ke yayasan lain?", mustContain: [NO, ["dihibahkan", "hibah"]] },
  { question: "hukuman buat yg jual tanah wakaf apa, dipenjara ga sih", mustContain: [["5 tahun", "lima tahun"], ["500 juta", "Rp500", "lima ratus juta", "500.000.000"]] },
  { question: "tanah wakaf kena proyek pelebaran jalan pemda, gmn nasibnya", mustContain: [EXCHANGE, ["Menteri", "Menag"], BWI] },
  { question: "tukar guling tanah wakaf syaratnya apa", mustContain: [["izin"], ["nilai", "manfaat"], BWI] },
  {
    question: "masjid kami kekecilan, rencana tanah yg lama dijual trs uangnya beli tanah yg lebih luas di blok sebelah, boleh gk sih",
    mustContain: [EXCHANGE, ["izin"]],
  },
  { question: "tanah wakaf sekolah udh gak kepake lg sama sekali, boleh dituker?", mustContain: [EXCHANGE, ["izin"]] },

  // Perpetuity and term (1.13, 2)
  { question: "wakaf boleh sementara ga, misal 10 taun aja", mustContain: [["jangka waktu", "berjangka", "sementara"], FOREVER] },
  { question: "tanah SHM sy mau diwakafin 20 thn aja trs balik lg ke keluarga, bisa?", mustContain: [NO, FOREVER] },
  { question: "wakaf uang berjangka teh aya?", mustContain: [["jangka waktu", "berjangka"]] },
  { question: "bangunan di atas tanah HGB bs diwakafin jangka waktu tertentu?", mustContain: [["hak guna bangunan", "HGB"], ["jangka waktu", "berjangka"]] },

  // Procedure at the KUA, documents, forms (1.7, 1.9, 4.1-4.3)
  { question: "cara wakaf tanah di kua gmn step2nya", mustContain: [PPAIW, ["ikrar"], BPN] },
  { question: "punten bade naros, dokumen naon wae nu kedah dibawa ka kua kanggo wakaf taneuh", mustContain: [["KTP"], CERTIFICATE_PROOF, ["saksi"]] },
  { question: "surat ket tdk sengketa mintanya ke siapa", mustContain: [["desa", "kelurahan", "lurah"], ["camat", "kecamatan"]] },
  { question: "sppt pbb perlu dibawa ga pas daftar wakaf", mustContain: [["PBB", "SPPT"]] },
  { question: "materainya yg brp ribu", mustContain: [["10.000", "10 ribu", "sepuluh ribu"]] },
  { question: "saksi wakaf mah kudu sabaraha urang nya", mustContain: [TWO_WITNESSES] },
  { question: "wakif lagi dirawat di rs gk bisa dateng ke kua, bisa diwakilin?", mustContain: [["kuasa"], TWO_WITNESSES] },
  { question: "wakif nazhir sm saksi hrs dtg sendiri ke kua ya?", mustContain: [["hadir", "datang"]] },
  { question: "majelis ikrar wakaf tuh apaan, siapa aja yg hadir", mustContain: [["wakif"], NAZHIR, ["saksi"]] },
  { question: "ikrar wakaf hrs di depan siapa", mustContain: [PPAIW, TWO_WITNESSES] },
  { question: "isi akta ikrar wakaf apa aja", mustContain: [["identitas", "nama"], ["peruntukan"], ["jangka waktu"]] },
  { question: "form W2 teh naon", mustContain: [["Akta Ikrar Wakaf"]] },
  { question: "blangko w.7 buat apa", mustContain: [BPN, ["pengantar", "pendaftaran", "mendaftarkan", "daftar"]] },
  { question: "w5 itu surat apa ya", mustContain: [["pengesahan"], NAZHIR] },
  { question: "formulir WK ttd nya siapa", mustContain: [["desa", "lurah", "kelurahan"]] },
  { question: "buku w4 di kua isinya apa", mustContain: [["daftar", "register"]] },
  { question: "format nomor akta ikrar wakaf gmn", mustContain: [["urut"], ["bulan"]] },
  { question: "wakaf jaman dulu sebelum thn 77 didaftarin pake form apa", mustContain: [["WD"]] },
  { question: "bs ikrar wakaf online gk skrg", mustContain: [["e-AIW", "SIWAK"]] },
  { question: "SIWAK tuh apa", mustContain: [["Sistem Informasi Wakaf"], ["Kemenag", "Kementerian Agama", "siwak.kemenag.go.id"]] },
  { question: "kua ngurus wakaf jg? bukannya cm nikah", mustContain: [["wakaf"], ["PPAIW", "Akta Ikrar Wakaf", "AIW", "nazhir"]] },

  // Registration at BPN, time (1.9, 4.2, 4.4)
  { question: "yg daftarin tanah wakaf ke bpn siapa, sy sendiri atau kua", mustContain: [PPAIW, BPN] },
  { question: "brp lama abis aiw ditandatangan hrs udh didaftar ke bpn", mustContain: [SEVEN_WORKING_DAYS] },
  { question: "ngurus sertifikat wakaf sampe jadi kira2 brp lama", mustContain: [["7 hari kerja", "tujuh hari kerja", "5 hari", "lima hari", "98 hari"]] },
  { question: "syarat di bpn pas daftarin tanah wakaf yg udh ada shm", mustContain: [["asli"], AIW, ["pengesahan"]] },
  { question: "sertifikat wakaf yg udh jadi dikasih ke siapa", mustContain: [NAZHIR] },

  // Costs (4.5)
  { question: "bikin AIW di kua bayar gak", mustContain: [FREE] },
  { question: "biaya sertifikat wakaf di bpn teh berapaan kang", mustContain: [FREE, ["pengukuran", "ukur"]] },
  { question: "katanya gratis tp kok di bpn ditagih biaya ukur tanah", mustContain: [["pengukuran", "ukur"], ["pendaftaran", "mendaftar", "daftar"]] },
  { question: "wakaf sebagian tanah aja, 100 meter dr 500 meter, sertipikatnya gmn", mustContain: [["pemecahan", "dipecah", "pecah", "memecah", "pemisahan"]] },
  { question: "contoh biaya ukur tanah wakaf 100 meter di jabar", mustContain: [["120.000", "120 ribu"]] },
  { question: "aplikasi buat ngecek biaya bpn apa namanya", mustContain: [["Sentuh Tanahku"]] },
  {
    question:
      "kami pengurus dkm mau ngurus sertifikat tanah wakaf mesjid, tanahnya masih letter c atas nama almarhum h udin, ada yg bilang biayanya jutaan ada yg bilang gratis, mana yg bener sih",
    mustContain: [FREE, ["pengukuran", "ukur", "pendaftaran pertama", "pertama kali", "pengakuan hak"]],
  },

  // Wakaf produktif (1.11)
  { question: "wakaf produktif tuh apa, contohnya gmn atuh", mustContain: [["produktif"], ["pokok", "utuh", "terjaga", "tetap"], ["hasil", "keuntungan"]] },
  { question: "nadzir wajib ga ngembangin wakaf jd produktif", mustContain: [["wajib", "harus"], ["syariah", "syariat"]] },

  // Wakaf uang (1.12)
  { question: "wakaf uang caranya gmn, transfer ke masjid aja?", mustContain: [["LKS", "Lembaga Keuangan Syariah", "bank syariah"], ["Sertifikat Wakaf Uang"]] },
  { question: "abdi kerja di luar negeri, wakaf pake dolar bisa ga nya", mustContain: [["rupiah"]] },
  { question: "wakaf duit emg boleh? ada fatwanya?", mustContain: [["MUI", "Majelis Ulama"], ["2002"]] },
  { question: "uang wakaf boleh dipake abis buat bayar tukang?", mustContain: [["pokok"], ["dijaga", "terjaga", "utuh", "tetap", "dipertahankan", "tidak boleh", "tidak dapat", "dilarang"]] },
  { question: "wakaf uang yg udh kekumpul brp se indonesia", mustContain: [["2,3 triliun", "2,3 T", "Rp2,3"]] },
  { question: "sertifikat wakaf uang dr bank dikasih ke siapa aja", mustContain: [["wakif"], NAZHIR] },

  // Wasiat, hibah, zakat, hukum (1.13)
  { question: "wakaf lewat wasiat maksimal brp dr harta", mustContain: [["1/3", "sepertiga", "satu pertiga"]] },
  { question: "wasiat wakaf perlu saksi ga? brp", mustContain: [TWO_WITNESSES] },
  { question: "nenek sy sebelum wafat nulis surat wasiat katanya kebun di lembang diwakafin buat pesantren, padahal itu hampir setengah hartanya, trs om2 sy pada ga setuju, jadi gmn tuh sah ga", mustContain: [["ahli waris"], CONSENT] },
  { question: "bedanya wakaf sm hibah apaan", mustContain: [["hibah"], ["pemilik", "milik"], ["dijual", "jual"]] },
  { question: "wakaf sm zakat sama aja kan", mustContain: [["berbeda", "beda", "tidak sama", "bukan"], ["wajib"], ["sunnah", "sunah", "sukarela", "dianjurkan"]] },
  { question: "hukum wakaf teh wajib atanapi sunat", mustContain: [["sunnah", "sunah", "sunat", "dianjurkan"]] },

  // Religious sources (3)
  { question: "dalil wakaf di quran ada ga", mustContain: [["Ali Imran", "Ali 'Imran", "Āli 'Imrān", "Al-Baqarah", "Al Baqarah", "Al-Hajj", "Ali Imron"]] },
  { question: "hadis ttg amal yg gk putus walau udh meninggal", mustContain: [["jariyah", "jariah"], ["ilmu"], ["anak"]] },
  { question: "kisah umar wakaf kebun khaibar gmn", mustContain: [["Khaibar"], ["dijual"], ["diwariskan", "diwarisi", "warisan"]] },
  { question: "ayat lan tanalul birra hatta tunfiqu itu surat apa", mustContain: [["92"], ["Ali Imran", "Ali 'Imran", "Āli 'Imrān", "Ali Imron", "Al-Imran", "Ali-Imran"]] },
  { question: "di alquran emg ada kata wakaf nya?", mustContain: [["tidak menyebut", "tidak disebut", "tidak secara", "tidak ada", "tidak ditemukan", "tidak tertulis", "tidak langsung"], ["infak", "infaq"]] },
  { question: "wakaf pertama dlm sejarah islam apa", mustContain: [["Quba", "Nabawi"]] },

  // BWI (6)
  { question: "BWI teh naon", mustContain: [["Badan Wakaf Indonesia"], ["independen"]] },
  { question: "tugas bwi apa aja sih, kok kayanya jarang kedengeran", mustContain: [["membina", "pembinaan"], NAZHIR, ["penukaran", "tukar", "peruntukan", "status"]] },
  { question: "ketua bwi skrg siapa", mustContain: [["Kamaruddin Amin"]] },
  { question: "bwi punya perwakilan di jabar gk", mustContain: [["Jawa Barat", "Jabar"], ["perwakilan"]] },
  { question: "web resmi bwi apa", mustContain: [["bwi.go.id"]] },

  // Statistics (7)
  { question: "brp banyak tanah wakaf di indonesia skrg", mustContain: [["561.909", "445.504", "430.000", "421.903"]] },
  { question: "tanah wakaf di jabar udh brp yg bersertifikat", mustContain: [["48.123", "55,95", "56%", "87.795"]] },
  { question: "kebanyakan tanah wakaf dipake buat apa sih", mustContain: [["masjid"], ["musala", "mushola", "musholla", "mushala", "musalla"]] },
  { question: "msh byk ga tanah wakaf yg blm bersertifikat", mustContain: [["297.211", "53%", "47%", "175 ribu", "58%"]] },

  // Regulations (5) and the Kemenag programme (8.2)
  { question: "dasar hukum wakaf apa aja uu nya", mustContain: [["41 Tahun 2004", "41/2004"], ["42 Tahun 2006", "42/2006"]] },
  { question: "aturan bpn soal daftar tanah wakaf nomor brp", mustContain: [["2 Tahun 2017", "2/2017"]] },
  { question: "program wakaf pohon buat catin tuh apa", mustContain: [["calon pengantin", "catin"], ["ekoteologi", "Asta Protas", "pohon"]] },
];

/** Formal Indonesian questions. */
const IN_FIELD_FORMAL: readonly EvalCase[] = [
  { question: "Apa pengertian wakaf menurut Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["memisahkan", "menyerahkan"], ["ibadah", "kesejahteraan umum"]] },
  { question: "Apa yang dimaksud dengan Badan Wakaf Indonesia dan kapan anggotanya pertama kali diangkat?", mustContain: [["independen"], ["2007"]] },
  { question: "Berapa jumlah anggota Badan Wakaf Indonesia?", mustContain: [["20"], ["30"]] },
  { question: "Mohon dijelaskan tugas nazhir menurut Pasal 11 UU Wakaf.", mustContain: [["mengadministrasikan", "administrasi"], ["mengawasi", "melindungi"], ["melaporkan", "laporan"]] },
  { question: "Bagaimana ketentuan wakaf uang melalui Lembaga Keuangan Syariah, dan dalam berapa hari harus didaftarkan?", mustContain: [SEVEN_WORKING_DAYS, ["Menteri"]] },
  { question: "Apakah wakaf uang harus dinyatakan secara tertulis?", mustContain: [["tertulis"]] },
  { question: "Apakah surat berharga dapat dianggap sebagai uang dalam wakaf uang?", mustContain: [["surat berharga"], ["uang"]] },
  { question: "Apa isi Peraturan Pemerintah Nomor 25 Tahun 2018?", mustContain: [["perubahan", "mengubah"], ["42"]] },
  { question: "Apa yang diatur dalam Peraturan Menteri Agama Nomor 73 Tahun 2013?", mustContain: [["tata cara"], ["tidak bergerak", "selain uang"]] },
  { question: "Peraturan Menteri Agama Nomor 4 Tahun 2009 mengatur tentang apa?", mustContain: [["wakaf uang"], ["pendaftaran", "administrasi"]] },
  { question: "Kapan nota kesepahaman Kementerian Agama dan ATR/BPN tentang pendaftaran tanah wakaf ditandatangani?", mustContain: [["2021"]] },
  { question: "Berapa jumlah rumah ibadah yang sudah memiliki sertifikat wakaf menurut Menteri ATR/BPN?", mustContain: [["232.000", "232 ribu"], ["800.000", "800 ribu"]] },
  { question: "Siapakah perawi hadis tentang tiga amalan yang pahalanya tidak terputus, dan berapa nomornya?", mustContain: [["Muslim"], ["1631"]] },
  { question: "Apa isi Surah Al-Baqarah ayat 261 yang sering dikaitkan dengan wakaf?", mustContain: [["tujuh", "7"], ["seratus", "100"]] },
  { question: "Apakah nazhir wajib beragama Islam?", mustContain: [["Islam", "muslim"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] },
  { question: "Bagaimana apabila wakaf produktif memerlukan penjaminan?", mustContain: [["penjamin syariah", "lembaga penjamin"]] },
  { question: "Apa fungsi wakaf menurut Pasal 5 UU Nomor 41 Tahun 2004?", mustContain: [["ekonomi", "manfaat"], ["ibadah", "kesejahteraan"]] },
  { question: "Berdasarkan undang-undang apa Badan Wakaf Indonesia dibentuk?", mustContain: [["41"]] },
  { question: "Apa saja jenis harta benda wakaf menurut PP 42 Tahun 2006?", mustContain: [["tidak bergerak"], ["bergerak selain uang", "selain uang"], ["uang"]] },
  { question: "Apakah tanah yang belum dibagi waris dapat diwakafkan oleh salah satu ahli waris saja?", mustContain: [NO, ["ahli waris"], CONSENT] },
  { question: "Apa perbedaan wakaf dan wasiat?", mustContain: [["wasiat"], ["meninggal", "wafat", "kematian"]] },
];

export const HELD_OUT_2_IN_FIELD: readonly EvalCase[] = [...IN_FIELD_CASUAL, ...IN_FIELD_FORMAL];

/** Outside Si Wakaf's field: each must get the honest fallback (no mustContain). */
export const HELD_OUT_2_OUT_OF_FIELD: readonly EvalCase[] = [
  // Other KUA services
  { question: "cara daftar nikah di kua" },
  { question: "punten syarat nikah di kua bandung naon wae" },
  { question: "biaya nikah di luar kantor kua brp skrg" },
  { question: "mau rujuk sm istri, prosedurnya gmn di kua" },
  { question: "ngurus cerai di kua atau ke pengadilan agama?" },
  { question: "legalisir buku nikah bisa di kua mana aja" },
  { question: "itsbat nikah syaratnya apa" },
  { question: "surat numpang nikah dr kua gmn bikinnya" },
  { question: "kursus calon pengantin daftarnya dimana" },
  { question: "konsultasi masalah rumah tangga di kua bisa gk" },
  { question: "daftar haji reguler skrg antri brp taun" },
  { question: "biaya umrah 2026 kisaran brp" },
  { question: "manasik haji di kua jadwalnya kapan" },
  { question: "sertifikasi halal umkm gratis gmn caranya" },
  { question: "zakat fitrah berapa liter beras" },
  { question: "zakat fitrah pake uang di bandung taun ini brp" },
  { question: "nisab zakat mal emas brp gram" },
  { question: "cara bayar zakat profesi ke baznas" },
  { question: "arah kiblat rumah sy gmn ngeceknya" },
  { question: "kapan 1 ramadhan taun depan, sidang isbatnya tgl brp" },
  { question: "harga sapi kurban tahun ini brp" },
  { question: "aqiqah anak laki2 kambingnya brp ekor" },
  // Other government matters, some with land or certificate words
  { question: "KTP sy ilang ngurusnya gmn" },
  { question: "bayar PBB online kota bandung lewat apa" },
  { question: "biaya sertifikat tanah jual beli di bpn brp" },
  { question: "balik nama sertifikat dr penjual ke pembeli brp lama" },
  { question: "pecah sertifikat tanah warisan buat dibagi ke adik kakak caranya gmn" },
  { question: "daftar PTSL sertifikat gratis di kelurahan gmn" },
  { question: "IMB atau PBG rumah di bandung ngurus dmn" },
  { question: "BPHTB jual beli rumah brp persen" },
  { question: "biaya notaris buat hibah tanah ke anak brp" },
  { question: "harga tanah per meter di cibiru skrg brp" },
  { question: "cara bikin akta kelahiran anak" },
  { question: "perpanjang SIM di bandung dmn" },
  { question: "cara daftar BPJS kesehatan mandiri" },
  // Unrelated
  { question: "cuaca bandung besok hujan ga" },
  { question: "jadwal persib minggu ini lawan siapa" },
  { question: "resep seblak ceker pedes" },
  { question: "hp sy jatoh layarnya retak, servis dimana yg murah" },
  { question: "wifi rumah lemot bgt kenapa ya" },
  { question: "pinjol legal apa aja" },
  { question: "lowongan cpns kemenag kapan dibuka" },
];
