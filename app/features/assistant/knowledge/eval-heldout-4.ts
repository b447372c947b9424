// Held-out set 4 (issue 35): written on 2026-11-27 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base or the other sets, during the fourth round; run once to judge it
// (its figures and wrong answers were read). Never tuned on.
import type { EvalCase } from "./eval-set";

const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir"];
const NOT_ALLOWED = ["tidak boleh", "tidak dapat", "tidak bisa", "dilarang", "tidak diperbolehkan"];
const FREE = ["rp0", "rp 0", "gratis", "tidak dipungut", "tanpa biaya", "tidak ada biaya", "nol rupiah", "tidak dikenakan", "cuma-cuma"];
const TWO = ["2 orang", "dua orang", "2 saksi", "dua saksi", "2 (dua)", "dua (2)"];
const BWI = ["bwi", "badan wakaf indonesia"];
const BPN = ["kantor pertanahan", "bpn", "atr"];

export const HELD_OUT_4_IN_FIELD: EvalCase[] = [
  // fact: section 1.1 (definitions)
  { question: "wakaf teh naon sih artina, punten jelaskeun nu gampang wae", mustContain: [["memisahkan", "menyerahkan", "menahan"], ["ibadah", "kesejahteraan"]] },
  { question: "Apa pengertian wakaf menurut UU Nomor 41 Tahun 2004?", mustContain: [["memisahkan", "menyerahkan"], ["selamanya", "jangka waktu"], ["ibadah", "kesejahteraan"]] },
  { question: "nazir itu sebenernya siapa sih, yg ngasih tanah apa yg ngurus", mustContain: [["mengelola", "pengelola", "dikelola", "mengurus"], ["menerima", "penerima"]] },
  { question: "mauquf alaih teh saha", mustContain: [["penerima manfaat", "menerima manfaat", "penerima", "yang menerima"]] },
  { question: "istilah mauquf bih artinya apa ya", mustContain: [["harta"]] },
  { question: "ppaiw kepanjangannya apa trus di kecamatan yg jd ppaiw siapa", mustContain: [["pejabat pembuat akta ikrar wakaf"], ["kepala kua"]] },
  { question: "AIW teh singkatan naon", mustContain: [["akta ikrar wakaf"]] },
  { question: "ikrar wakaf tuh maksudnya gmn, diucapin ke siapa", mustContain: [["pernyataan", "ucapan", "diucapkan", "menyatakan"], NAZHIR] },
  { question: "BWI itu lembaga apa sih", mustContain: [["badan wakaf indonesia"], ["independen", "mengembangkan", "memajukan"]] },

  // fact: section 1.2 (basics, cannot be cancelled)
  { question: "bapa sy udh ikrar wakaf tanah buat madrasah taun lalu, skrg adik sy pengen tanahnya dibalikin krn lagi butuh duit, bs dibatalin ga", mustContain: [["tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh"]] },
  { question: "dulu pas wakaf ada surat pernyataan bermaterai antara wakif sm dkm katanya tanah bs diminta lg kalo keluarga butuh, itu berlaku ga sih", mustContain: [["aiw", "akta ikrar wakaf"], ["tidak dapat", "tidak bisa", "tidak berlaku", "tidak membatalkan", "tidak mengalahkan"]] },
  { question: "punten, nazhir masjid urang diganti ku pengurus anyar, naha wakafna jadi batal?", mustContain: [["tidak batal", "tidak membatalkan", "tidak menyebabkan", "tetap"]] },

  // fact: section 1.3 (six unsur)
  { question: "unsur wakaf menurut uu ada brp aja", mustContain: [["6", "enam"], ["peruntukan"], ["jangka waktu"]] },

  // fact: section 2 (fiqh rukun and syarat)
  { question: "rukun wakaf naon wae cenah aya opat", mustContain: [["4", "empat"], ["mauquf"], ["sighat", "shighat", "sigat", "shigat"]] },
  { question: "nazhir masuk rukun wakaf ga sih klo menurut fiqih", mustContain: [["bukan", "tidak termasuk"], ["unsur"]] },
  { question: "syarat harta yg boleh diwakafin apa aja menurut fiqih", mustContain: [["tahan lama", "bermanfaat", "manfaat"], ["milik"], ["sengketa"]] },
  { question: "lafal ikrarnya kyk gmn contohnya, sy takut salah ngomong", mustContain: [["wakafkan"]] },
  { question: "wakaf sementara misal 5 taun terus balik lg, dlm fikih boleh gak", mustContain: [["malik"], ["jangka waktu", "sementara", "muaqqat"]] },
  { question: "kalo wakafnya buat tempat judi atau maksiat gitu sah ga", mustContain: [["tidak sah", "tidak boleh", "dilarang", "tidak diperbolehkan"]] },

  // fact: section 1.4 (wakif)
  { question: "syarat org yg mau wakaf apa aja", mustContain: [["dewasa"], ["berakal"], ["pemilik sah", "pemilik yang sah", "milik sah", "secara sah"]] },
  { question: "anak sy baru 12 taun hoyong wakafkeun celenganna ka masjid, tiasa teu?", mustContain: [["dewasa", "baligh"]] },
  { question: "perusahaan atau yayasan bs jadi wakif ga", mustContain: [["badan hukum", "organisasi"], ["anggaran dasar"]] },
  { question: "tetangga sy non muslim pengen wakaf tanah buat musola kampung, boleh gak?", mustContain: [["boleh", "bisa", "dapat", "tidak mensyaratkan", "tidak ada syarat"], ["agama"]] },
  { question: "tanah bapa mertua mau sy wakafin aja atas nama sy, kan sy menantunya, bs?", mustContain: [["dimiliki dan dikuasai wakif secara sah"]] },

  // fact: section 1.5 (nazhir)
  { question: "syarat jd nazhir perorangan apa aja", mustContain: [["wni", "warga negara indonesia"], ["islam", "muslim"], ["amanah"]] },
  { question: "nazhir perorangan minimal brp orang", mustContain: [["3 orang", "tiga orang", "3 (tiga)", "tiga (3)", "minimal 3", "paling sedikit 3", "sedikitnya 3", "minimal tiga"]] },
  { question: "pengurus nadzir masjid kami orang kota semua, ga ada yg tinggal di kecamatan sini, gpp ga", mustContain: [["salah satu", "satu orang", "seorang", "satu di antara", "satu dari", "1 orang"], ["kecamatan"]] },
  { question: "masa jabatan nazhir brp lama, bs diperpanjang?", mustContain: [["5 tahun", "lima tahun"], ["diperpanjang", "perpanjang", "diangkat kembali"]] },
  { question: "tugas nazhir naon wae", mustContain: [["mengadministrasikan", "administrasi"], ["mengawasi", "melindungi"], BWI] },
  { question: "nazhir boleh dpt gaji/imbalan ga? max brp persen", mustContain: [["10%", "10 persen", "sepuluh persen"], ["hasil bersih"]] },
  { question: "sertifkat tanah wakaf kan atas nama nazhir, brarti tanahnya jadi punya nazhir dong?", mustContain: [["bukan pemilik", "bukan milik", "tidak menjadi pemilik", "tidak menjadikan", "bukan berarti", "tidak menjadi milik"]] },
  { question: "nazhir perorangan didaftarin kemana", mustContain: [["kua"], BWI] },
  { question: "Apa syarat organisasi atau badan hukum yang ingin menjadi nazhir?", mustContain: [["sosial", "pendidikan", "kemasyarakatan", "keagamaan"], ["pengurus"]] },

  // fact: section 1.6 (harta benda wakaf and its conditions)
  { question: "tanah sy msh jd agunan KUR di bank, bs ga diwakafkan skrg", mustContain: [["tidak sedang dijaminkan", "bebas", "dilunasi", "lunas", "ditebus"]] },
  { question: "tanah lg sengketa sm sodara, mau langsung diwakafin aja biar beres, boleh?", mustContain: [["sengketa"], ["tidak bisa", "tidak boleh", "tidak dapat", "bebas", "belum bisa", "diselesaikan"]] },
  { question: "selain tanah apa aja yg bisa diwakafin", mustContain: [["uang"], ["kendaraan", "logam mulia", "surat berharga", "kekayaan intelektual", "hki", "hak sewa"]] },
  { question: "wakaf mobil ambulans ka masjid tiasa?", mustContain: [["bergerak", "kendaraan"]] },
  { question: "bisa ga wakaf satu unit apartemen / rusun", mustContain: [["satuan rumah susun", "rumah susun", "sarusun"]] },
  { question: "sy nulis buku, hak ciptanya pengen diwakafin, bs gak", mustContain: [["hki", "kekayaan intelektual"]] },
  { question: "wakaf emas batangan boleh teu", mustContain: [["logam mulia"]] },
  { question: "Menurut PP 42/2006, harta benda wakaf dibagi menjadi berapa jenis?", mustContain: [["3", "tiga"], ["selain uang"]] },
  { question: "tanah kami cuma ada girik letter c blm sertifikat, bs diwakafin ga", mustContain: [["bisa", "dapat", "boleh"]] },

  // fact: section 1.7 (ikrar, AIW, saksi, surat kuasa)
  { question: "saksi ikrar wakaf brp org", mustContain: [TWO] },
  { question: "ibu sy yg mau wakaf lg dirawat di RS, ga bs ke kua. kumaha atuh", mustContain: [["kuasa"], ["saksi"]] },
  { question: "isi akta ikrar wakaf apa aja", mustContain: [NAZHIR, ["peruntukan"], ["jangka waktu"]] },
  { question: "majelis ikrar wakaf teh naon, saha wae nu kedah hadir", mustContain: [["wakif"], NAZHIR, ["saksi"]] },
  { question: "ikrar wakaf hrs tertulis atau lisan aja cukup", mustContain: [["lisan"], ["akta", "aiw"]] },

  // fact: section 1.8 (peruntukan)
  { question: "tanah wakaf boleh dipake buat apa aja", mustContain: [["ibadah"], ["pendidikan", "kesehatan"], ["fakir miskin", "yatim", "beasiswa", "ekonomi umat"]] },
  { question: "pas ikrar bapa lupa nyebut wakafnya buat apa, trus gmn", mustContain: [["tidak menetapkannya"], ["nazhir dapat menetapkan"]] },

  // fact: section 1.9 (registration)
  { question: "abis ttd AIW brp lama hrs didaftarin ke BPN", mustContain: [["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja"]] },
  { question: "yg daftarin tanah wakaf ke bpn siapa, nazhir sendiri atau kua", mustContain: [["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"], NAZHIR, ["mendaftarkan"]] },
  { question: "Dokumen apa yang diserahkan PPAIW ke Kantor Pertanahan untuk mendaftarkan tanah wakaf?", mustContain: [["salinan"], ["aiw", "akta ikrar wakaf"], ["sertifikat", "kepemilikan"]] },
  { question: "sertifikat tanah wakaf nanti atas nama siapa, wakif atw masjid", mustContain: [NAZHIR] },

  // fact: section 1.10 (protection, sanction, change of use)
  { question: "Pasal berapa dalam UU Wakaf yang melarang harta wakaf dijual atau diwariskan?", mustContain: [["pasal 40"]] },
  { question: "kakek dulu wakaf tanah buat masjid, skrg cucu2nya minta jatah warisan dr tanah itu, bs ga", mustContain: [NOT_ALLOWED, ["diwariskan", "warisan", "waris"]] },
  { question: "dkm mau jaminin sertifikat tanah masjid ke bank buat renov, boleh ga", mustContain: [NOT_ALLOWED, ["jaminan", "dijaminkan", "agunan"]] },
  { question: "sanksinya apa kalo ada yg jual tanah wakaf diem2", mustContain: [["5 tahun", "lima tahun"], ["500 juta", "rp500", "rp 500", "lima ratus juta"]] },
  { question: "nazhir mau ubah peruntukan, tadinya madrasah mau dijadiin tpq, perlu izin siapa", mustContain: [BWI, ["tertulis"]] },
  { question: "sebagian halaman masjid mau dibikin warung sama parkiran biar ada pemasukan, boleh ga?", mustContain: [BWI, ["izin"]] },
  { question: "tanah wakaf boleh dihibahin ke yayasan lain gak", mustContain: [NOT_ALLOWED] },

  // fact: section 1.11 (wakaf produktif)
  { question: "wakaf produktif teh kumaha", mustContain: [["pokok", "utuh", "tetap terjaga", "tidak berkurang"], ["hasil", "keuntungan", "laba"]] },
  { question: "sawah wakaf boleh disewain ke petani trus hasilnya buat madrasah?", mustContain: [["boleh", "bisa", "dapat"], ["produktif"]] },
  { question: "nazhir wajib ngembangin harta wakaf ga sih atau cukup dijaga aja", mustContain: [["wajib"], ["produktif"]] },

  // fact: section 1.12 (wakaf uang, LKS-PWU)
  { question: "mau wakaf uang tp bingung lewat mana, bs ga transfer langsung aja ke rek ustadz", mustContain: [["lks", "lembaga keuangan syariah"], ["sertifikat wakaf uang"]] },
  { question: "sy tinggal di luar negri, pengen wakaf pake dollar bs?", mustContain: [["rupiah"]] },
  { question: "wakaf uang hukumnya boleh? ada fatwanya ga", mustContain: [["mui"], ["2002"]] },
  { question: "uang wakafnya nanti dipake abis buat bangun masjid ya?", mustContain: [["pokok"], ["tidak boleh", "tidak dihabiskan", "dijaga", "utuh", "tetap", "dipertahankan"]] },
  { question: "wakaf uang di indonesia udh kekumpul brp sih", mustContain: [["2,3 triliun", "2,3 t", "rp2,3", "2.3 triliun"]] },
  { question: "saham atau sukuk bs dianggap wakaf uang?", mustContain: [["surat berharga"]] },

  // fact: section 1.13 (perpetuity of hak milik land vs a term)
  { question: "tanah hak milik mau diwakafin 10 taun aja abis itu balik ke keluarga, bisa ga", mustContain: [["selama-lamanya", "selamanya", "tidak bisa dibatasi", "tidak dapat dibatasi", "tidak bisa", "tidak dapat"]] },
  { question: "wakaf berjangka tuh boleh buat harta apa aja", mustContain: [["uang", "hak guna bangunan", "hgb", "hak pakai", "bangunan"], ["hak milik"]] },
  // fact: section 1.13 (ruislag, exchange with permission)
  { question: "Apa yang dimaksud dengan ruislag tanah wakaf dan kapan hal itu diperbolehkan?", mustContain: [["tukar", "penukaran"], ["izin"], ["menteri", "bwi"]] },
  { question: "tanah wakaf madrasah kena proyek jalan tol, trus nasibnya gmn", mustContain: [["tukar", "penukaran", "pengganti", "ganti"], ["izin"], ["nilai", "manfaat"]] },
  { question: "dkm mau jual tanah masjid yg lama trus beli tanah lebih luas di tempat lain, boleh kitu?", mustContain: [["tukar", "ruislag", "penukaran"], ["izin"]] },
  // fact: section 1.13 (nazhir replacement)
  { question: "Ketua nazhir kami meninggal dunia bulan lalu. Bagaimana prosedurnya dan apakah wakafnya tetap berlaku?", mustContain: [["diganti", "penggantian", "pengganti"], BWI, ["tetap", "berlanjut"]] },
  { question: "ganti nama nazhir di sertifikat bpn bayar ga", mustContain: [FREE] },
  { question: "nazhirnya ga ngurus tanah wakaf, dibiarin kosong bertaun2, bs diganti gak", mustContain: [["diganti", "diberhentikan", "penggantian"], BWI] },
  // fact: section 1.13 (wakaf by will)
  { question: "Berapa batas maksimal wakaf melalui wasiat?", mustContain: [["1/3", "sepertiga"], ["ahli waris"]] },
  { question: "bapa pengen wakaf lewat wasiat, saksinya perlu brp", mustContain: [TWO] },
  // fact: section 1.13 (undivided inherited land)
  { question: "tanah warisan almarhum blm dibagi, sy anak sulung mau wakafin sebagian, cukup tanda tangan sy aja?", mustContain: [["semua ahli waris", "seluruh ahli waris", "para ahli waris", "ahli waris lain", "ahli waris"], ["setuju", "persetujuan"]] },
  // fact: section 1.13 (wakaf vs hibah, wasiat, zakat; religious ruling)
  { question: "Apa perbedaan antara wakaf dan hibah?", mustContain: [["milik", "pemilik"], ["dijual", "jual"]] },
  { question: "wakaf sm zakat beda ga sih, kan sama2 ngasih harta", mustContain: [["wajib"], ["sunnah", "sunah", "sukarela"]] },
  { question: "wakaf vs wasiat bedana naon", mustContain: [["meninggal", "wafat"], ["1/3", "sepertiga"]] },
  { question: "hukum wakap teh wajib atanapi sunah", mustContain: [["sunnah", "sunah", "dianjurkan"]] },

  // fact: section 3 (dalil)
  { question: "dalil wakaf di quran ayat mana", mustContain: [["imran", "imrān"], ["92"]] },
  { question: "ayat yg perumpamaan sebutir benih tumbuh tujuh tangkai itu surat apa ayat brp", mustContain: [["baqarah"], ["261"]] },
  { question: "hadits amal yg ga putus walau udh meninggal teh naon wae", mustContain: [["jariyah", "jariah"], ["ilmu"], ["anak"]] },
  { question: "hadits sedekah jariyah itu riwayat siapa nomer brp", mustContain: [["muslim"], ["1631"]] },
  { question: "kisah umar bin khattab wakaf tanah khaibar gmn ceritanya", mustContain: [["khaibar"], ["dijual", "diwariskan", "dihibahkan"]] },
  { question: "di alquran ada kata wakaf ga sih", mustContain: [["infak", "infaq"], ["hadis", "hadits", "hadist"]] },
  { question: "wakaf pertama dlm sejarah islam apa", mustContain: [["quba", "nabawi"]] },

  // fact: section 4.1 (documents)
  { question: "syarat berkas wakaf tanah di kua apa aja", mustContain: [["ktp"], ["saksi"], ["sertifikat", "shm", "bukti kepemilikan", "girik"]] },
  { question: "yg wakafnya udh meninggal, dokumennya dr siapa", mustContain: [["ahli waris"]] },
  { question: "surat keterangan ga sengketa minta ke mana", mustContain: [["desa", "kelurahan", "lurah"], ["camat"]] },
  { question: "meterai yg dipake brp", mustContain: [["10.000", "10000", "sepuluh ribu"]] },
  { question: "wakif, nazhir, saksi kudu datang langsung ka KUA teu? teu tiasa diwakilan ku RT?", mustContain: [["hadir langsung"], ["surat kuasa"]] },
  { question: "suami sy mau wakaf tanah, sy sbg istri harus tanda tangan juga ga", mustContain: [["persetujuan", "setuju", "izin"]] },

  // fact: section 4.2 and 4.3 (steps and forms)
  { question: "alur wakaf tanah dari awal sampe sertifikat gmn", mustContain: [["ikrar"], ["aiw", "akta ikrar wakaf"], BPN] },
  { question: "pengesahan nazhir pake blanko apa", mustContain: [["w.5", "w5", "w 5"]] },
  { question: "blanko W2 sama W2a bedanya apa", mustContain: [["akta ikrar wakaf"], ["salinan"]] },
  { question: "masjid di kampung kami wakaf dr taun 70an wakifnya udh almarhum ga ada aktanya sama sekali gmn ngurusnya", mustContain: [["apaiw", "akta pengganti"]] },
  { question: "formulir W7 buat apa", mustContain: [["pertanahan", "bpn"]] },
  { question: "skrg udh bs e-AIW blm? lewat aplikasi apa", mustContain: [["siwak"]] },

  // fact: section 4.4 (BPN stage)
  { question: "berkas yg dibawa ke BPN buat tanah yg udh sertifikat apa aja", mustContain: [["asli"], ["pengesahan nazhir"], ["aiw", "akta ikrar wakaf"]] },
  { question: "aturan menteri atr soal tata cara daftar tanah wakaf nomer brp", mustContain: [["2 tahun 2017", "2/2017", "nomor 2 tahun 2017", "no. 2 tahun 2017", "no 2 tahun 2017"]] },

  // fact: section 4.5 (fees)
  { question: "bikin AIW di kua bayar brp", mustContain: [FREE, ["meterai", "materai", "fotokopi", "fotocopy"]] },
  { question: "sertifikasi tanah wakaf di bpn berbayar ga", mustContain: [FREE, ["pengukuran", "ukur"]] },
  { question: "tanah 100 meter di jabar biaya ukurnya kira2 brp", mustContain: [["120.000", "120 ribu", "rp120", "rp 120"]] },
  { question: "dasar hukum daftar tanah wakaf gratis itu pp nomer brp", mustContain: [["128/2015", "128 tahun 2015"]] },
  { question: "wakaf cuma sebagian tanah, sertifikatnya hrs dipecah, ada biaya ga", mustContain: [["pemecahan", "pecah"], ["biaya", "bayar"]] },

  // fact: section 5 (regulations)
  { question: "UU wakaf teh nomer sabaraha taun sabaraha", mustContain: [["41"], ["2004"]] },
  { question: "PP 42 tahun 2006 ngatur apa", mustContain: [["pelaksanaan"], ["41"]] },
  { question: "PMA 73 tahun 2013 isinya tentang apa", mustContain: [["tata cara"], ["tidak bergerak"]] },

  // fact: section 6 (BWI)
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia?", mustContain: [NAZHIR, ["membina", "pembinaan"], ["penukaran", "tukar", "perubahan"]] },
  { question: "ketua bwi sekarang siapa", mustContain: [["kamaruddin amin"]] },
  { question: "di jabar ada kantor bwi ga", mustContain: [["perwakilan"]] },
  { question: "website resmi bwi apa", mustContain: [["bwi.go.id"]] },

  // fact: section 7 (statistics, SIWAK)
  { question: "jumlah tanah wakaf se indonesia ada brp", mustContain: [["561.909", "445.504", "430.000", "421.903"]] },
  { question: "tanah wakaf di jawa barat brp bidang, yg udh sertifikat brp", mustContain: [["87.795"], ["48.123", "55,95"]] },
  { question: "brp banyak tanah wakaf yg blm bersertifikat secara nasional", mustContain: [["297.211", "53%", "53 persen"]] },
  { question: "tanah wakaf buat masjid sama musola masing2 brp bidang", mustContain: [["258.156"], ["266.413"]] },
  { question: "SIWAK teh naon", mustContain: [["sistem informasi wakaf"]] },
];

export const HELD_OUT_4_OUT_OF_FIELD: EvalCase[] = [
  // other KUA services: nikah, rujuk, cerai, bimwin
  { question: "biaya nikah di kua berapa" },
  { question: "biaya nikah di luar kantor kua pas hari minggu brp" },
  { question: "syarat daftar nikah apa aja, calon suami sy dr luar kota" },
  { question: "punten kumaha carana rujuk deui sareng urut pamajikan" },
  { question: "mau cerai sm suami ngurusnya di kua atau dmn" },
  { question: "duplikat buku nikah yg rusak kena banjir gmn" },
  { question: "isbat nikah ngurusnya dmn" },
  { question: "wali nikah bisa diwakilkan ke ustadz ga" },
  { question: "numpang nikah di kecamatan lain suratnya apa" },
  { question: "nikah siri biar tercatat negara gmn caranya" },
  { question: "kartu nikah digital cara downloadnya gmn" },
  { question: "bimwin catin jadwalnya kapan" },
  // other KUA services: haji, umrah, halal, zakat, kiblat, masjid data
  { question: "Bagaimana prosedur pendaftaran haji reguler dan berapa lama masa tunggunya?" },
  { question: "manasik haji di kua kapan dimulai" },
  { question: "gmn ngecek biro umrah resmi atau bukan" },
  { question: "cara ngurus sertifikat halal buat usaha keripik sy" },
  { question: "sertifikat halal self declare gratis ga" },
  { question: "zakat fitrah taun ini brp per jiwa" },
  { question: "nisab zakat emas brp gram" },
  { question: "zakat penghasilan dihitung dr gaji kotor atau bersih" },
  { question: "zakat mal boleh dipake buat bangun masjid ga" },
  { question: "arah kiblat di garut brp derajat" },
  { question: "daftarin masjid baru ke simas kemenag gmn" },
  { question: "qurban kambing patungan boleh ga" },
  // general administration and ordinary land matters
  { question: "ktp sy ilang gmn bikin lagi" },
  { question: "bikin paspor syaratnya apa" },
  { question: "bpjs kesehatan nunggak bisa diputihin?" },
  { question: "bayar pbb telat dendanya brp" },
  { question: "sertifikat tanah hilang gmn" },
  { question: "balik nama dari AJB ke SHM gimana caranya" },
  { question: "pajak bphtb jual beli tanah brp persen" },
  { question: "beli tanah kavling yg blm ada shm aman ga" },
  { question: "izin bangun rumah PBG ngurusnya dmn" },
  { question: "akta kelahiran anak telat bikin gmn" },
  // inheritance (faraid) and hibah, sharing words with wakaf
  { question: "tanah warisan dibagi rata boleh?" },
  { question: "bagian anak perempuan dlm faraid brp dibanding anak laki2" },
  { question: "istri dapet brp bagian warisan kalau suami meninggal ada anak" },
  { question: "rumah warisan mau dijual tp salah satu ahli waris ga setuju, gmn" },
  { question: "hibah tanah ke anak prosedurnya di notaris gmn" },
  { question: "Bagaimana cara menghitung pembagian harta waris jika pewaris meninggalkan ibu, istri, dan dua anak laki-laki?" },
];
