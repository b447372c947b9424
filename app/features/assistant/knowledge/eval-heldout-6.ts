// Held-out set 6 (issue 35): written on 2026-11-27 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base or the other sets, before the sixth round ended. Never tuned on.
import type { EvalCase } from "./eval-set";

// Shared alternatives (all lower case; matching is case-insensitive substring).
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir", "nadir"];
const DUA_SAKSI = ["2 saksi", "dua saksi", "dua orang saksi", "2 orang saksi", "2 (dua) saksi", "dua (2) saksi"];
const GRATIS = ["rp0", "rp 0", "rp.0", "rp. 0", "gratis", "tidak dipungut", "tanpa biaya", "bebas biaya", "nol rupiah", "tidak dikenakan biaya", "tidak ada biaya", "bebas pnbp"];
const BPN = ["kantor pertanahan", "bpn", "badan pertanahan", "atr/bpn"];
const TIGA_ORANG = ["3 orang", "tiga orang", "3 (tiga) orang", "tiga (3) orang", "minimal 3", "minimal tiga", "sekurang-kurangnya 3", "paling sedikit 3", "paling sedikit tiga"];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "jariyah"];
const BWI = ["bwi", "badan wakaf indonesia"];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"];
const _AIW = ["akta ikrar wakaf", "aiw"];
const TUJUH_HARI_KERJA = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja", "tujuh (7) hari kerja"];
const UU41 = ["41 tahun 2004", "41/2004", "nomor 41", "no. 41", "no 41", "uu 41"];
const PP42 = ["42 tahun 2006", "42/2006", "pp 42", "nomor 42"];
const TIDAK_BATAL = ["tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh ditarik", "tidak dapat diambil kembali", "tidak bisa diambil kembali", "tidak boleh diambil kembali", "pasal 3"];
const SELAMANYA = ["selama-lamanya", "selamanya", "untuk selamanya", "tidak terbatas", "tanpa batas waktu", "pasal 18", "tidak bisa berjangka", "tidak dapat berjangka"];
const LKS = ["lembaga keuangan syariah", "lks", "lks-pwu", "bank syariah"];
const DILARANG_DIJUAL = ["pasal 40", "dilarang dijual", "tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "tidak boleh diperjualbelikan", "dilarang diperjualbelikan", "tidak dapat diperjualbelikan", "dilarang"];

export const HELD_OUT_6_IN_FIELD: EvalCase[] = [
  // fact: section 1.1 (definitions, Pasal 1 UU 41/2004; PP 42/2006 Pasal 1)
  { question: "wakaf teh naon sih hartosna numutkeun undang2", mustContain: [["memisahkan", "menyerahkan"]] },
  { question: "Apa yang dimaksud dengan wakif dalam undang-undang wakaf?", mustContain: [["mewakafkan", "pemberi wakaf", "yang berwakaf", "memberikan wakaf"]] },
  { question: "nazhir tuh sbnrnya tugasnya apa sih, yg nerima tanah wakaf itu kan", mustContain: [["mengelola", "dikelola", "pengelola", "mengembangkan"]] },
  { question: "klo mauquf alaih artinya apa ya", mustContain: [["penerima manfaat", "menerima manfaat", "penerima"]] },
  { question: "ppaiw kepanjangannya apa", mustContain: [["pejabat pembuat akta ikrar wakaf"]] },
  { question: "AIW teh singkatan tina naon", mustContain: [["akta ikrar wakaf"]] },
  { question: "ikrar wakaf hrs tertulis atau ngomong doang jg sah", mustContain: [["lisan"], ["tertulis"]] },
  { question: "BWI itu lembaga apaan sih, bagian dr kemenag?", mustContain: [["independen"]] },
  { question: "di kecamatan yg jd pejabat pembuat akta wakafnya siapa", mustContain: [["kepala kua"]] },

  // fact: section 1.2 (Pasal 2, 3, 5; changing nazhir)
  { question: "sy udh ikrar wakaf tanah buat masjid taun lalu skrg anak sy butuh modal usaha bs ga wakafnya dibatalin aja", mustContain: [TIDAK_BATAL] },
  { question: "bapa abdi tos ngawakafkeun taneuh ka madrasah ayeuna adi abdi hoyong nyandak deui taneuh eta kumaha hukumna", mustContain: [TIDAK_BATAL] },
  { question: "klo nazhirnya diganti wakafnya jd batal ga trs tanahnya pindah ke nazhir baru?", mustContain: [["tidak membatalkan", "tidak batal", "tidak menjadi batal", "tetap sah", "tetap berlaku", "tetap berjalan", "tidak mengakibatkan", "tidak memindahkan", "tidak beralih"]] },
  { question: "keluarga wakif bikin surat pernyataan bermaterai sm pengurus masjid isinya tanah wakaf dikembaliin ke keluarga, itu berlaku ga", mustContain: [[...TIDAK_BATAL, "akta ikrar wakaf", "aiw"]] },
  { question: "Menurut UU Wakaf, kapan suatu wakaf dianggap sah?", mustContain: [["syariah", "syariat"]] },

  // fact: section 1.3 (six unsur, Pasal 6)
  { question: "unsur wakaf teh aya sabaraha hiji", mustContain: [["enam", "6 unsur", "6 (enam)"]] },
  { question: "Sebutkan unsur-unsur wakaf menurut Pasal 6 UU Nomor 41 Tahun 2004.", mustContain: [["peruntukan"], ["jangka waktu"]] },

  // fact: section 2 (fiqh rukun and syarat)
  { question: "rukun wakaf mnrt jumhur ulama ada brp", mustContain: [["empat", "4 rukun", "4 (empat)", "(4)"]] },
  { question: "pak ustadz bilang nazhir itu bukan rukun wakaf, trs rukunnya apa aja dong", mustContain: [["mauquf"], ["sighat", "shighat", "sigat", "ikrar"]] },
  { question: "boleh ga wakaf makanan atau barang yg abis sekali pake", mustContain: [["tahan lama", "mutaqawwim", "habis", "jangka panjang", "manfaat"]] },

  // fact: section 1.4 (wakif, Pasal 7-8)
  { question: "yg bisa jd wakif siapa aja, perusahaan (PT) bisa wakaf jg?", mustContain: [["badan hukum"]] },
  { question: "syarat wakif perorangan menurut pasal 8 apa aja", mustContain: [["dewasa"], ["berakal"], ["pemilik sah", "pemilik yang sah"]] },
  { question: "anak sy umur 12 taun pgn wakafin sepeda peninggalan kakeknya atas nama dia sendiri bs ga jd wakif", mustContain: [["dewasa"]] },
  { question: "yayasan kami mau wakaf tanah, ada ketentuan khusus buat organisasi ga", mustContain: [["anggaran dasar"]] },
  { question: "punten abdi sanes muslim tapi hoyong ngawakafkeun taneuh kanggo sakola di lembur, tiasa teu", mustContain: [["pasal 8", "dewasa", "pemilik sah", "tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat agama"]] },

  // fact: section 1.5 (nazhir, Pasal 9-12; PP 42/2006)
  { question: "nazhir teh kedah perorangan atanapi tiasa organisasi", mustContain: [["organisasi"], ["badan hukum"]] },
  { question: "syarat jd nazhir apa aja pak", mustContain: [["wni", "warga negara indonesia"], ["islam"], ["amanah"]] },
  { question: "ada tetangga non muslim mau bantu jd nazhir tanah wakaf musala, bisa ga", mustContain: [["beragama islam", "muslim", "pasal 10"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] },
  { question: "Apa saja tugas nazhir menurut Pasal 11 UU Wakaf?", mustContain: [["mengadministrasikan", "administrasi"], ["melaporkan", "laporan"]] },
  { question: "nazhir boleh dpt bayaran ga? brp persen maksimal", mustContain: [["10%", "10 persen", "sepuluh persen", "10 %"]] },
  { question: "nazhir perorangan minimal brp orang", mustContain: [TIGA_ORANG] },
  { question: "nazhir msjid kami 3 org semuanya tinggal di kota, tanahnya mah di kecamatan sini, masalah ga", mustContain: [["bertempat tinggal", "berdomisili", "domisili", "bertempat di", "tinggal di kecamatan"]] },
  { question: "masa jabatan nazhir brp taun", mustContain: [["5 tahun", "lima tahun"]] },
  { question: "tanah wakaf kan diatasnamain nazhir, brarti tanahnya jd punya nazhir dong", mustContain: [["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak memiliki", "tidak menjadikan", "bukan berarti"]] },

  // fact: section 1.6 (harta benda wakaf, Pasal 15-16; PP 42/2006 Pasal 15 & 17)
  { question: "tanah sy lg dijaminin ke bank buat kredit, bs diwakafin skrg ga", mustContain: [["dijaminkan", "jaminan", "agunan", "hak tanggungan"]] },
  { question: "taneuh nu keur pasea jeung tatangga, hoyong diwakafkeun wae ambeh aman, kumaha", mustContain: [["sengketa"]] },
  { question: "harta apa aja yg boleh diwakafin selain tanah", mustContain: [["bergerak"], ["uang", "kendaraan", "logam mulia", "surat berharga"]] },
  { question: "mobil bekas bs diwakafin ga buat ambulans", mustContain: [["kendaraan", "benda bergerak"]] },
  { question: "sy punya saham mau diwakafin bs?", mustContain: [["surat berharga", "benda bergerak"]] },
  { question: "hak cipta buku sy bs diwakafkan ga", mustContain: [["hki", "kekayaan intelektual"]] },
  { question: "PP 42/2006 membagi harta benda wakaf menjadi berapa jenis?", mustContain: [["tiga", "3 jenis", "3 (tiga)"], ["selain uang"]] },
  { question: "taneuh abdi teu acan disertipikatan ngan aya surat ti desa jaman baheula, tiasa diwakafkeun teu", mustContain: [["girik", "letter c", "petok", "ajb", "akta jual beli", "belum terdaftar", "belum bersertifikat"]] },

  // fact: section 1.7 (ikrar, AIW, saksi, kuasa, Majelis Ikrar Wakaf)
  { question: "ikrar wakaf diucapin di depan siapa", mustContain: [PPAIW] },
  { question: "saksi wakaf hrs brp org", mustContain: [DUA_SAKSI] },
  { question: "abdi di jakarta teu tiasa uih ka garut pas ikrar, tiasa diwakilkeun teu", mustContain: [["surat kuasa", "kuasa"]] },
  { question: "isi akta ikrar wakaf minimal apa aja", mustContain: [["peruntukan"], ["jangka waktu"]] },
  { question: "majelis ikrar wakaf tuh dihadirin siapa aja", mustContain: [NAZHIR, DUA_SAKSI] },

  // fact: section 1.8 (peruntukan, Pasal 22-23)
  { question: "tanah wakaf boleh dipake buat apa aja", mustContain: [["ibadah"], ["pendidikan"]] },
  { question: "bs ga wakaf buat beasiswa anak yatim di kampung", mustContain: [["pasal 22", "fakir miskin", "anak terlantar", "peruntukan"]] },
  { question: "wakifnya ga nentuin tanahnya buat apa, trs yg nentuin siapa", mustContain: [NAZHIR] },

  // fact: section 1.9 (registration, Pasal 32)
  { question: "stlh AIW ditandatangan brp lama hrs didaftarin ke bpn", mustContain: [TUJUH_HARI_KERJA] },
  { question: "yg daftarin tanah wakaf ke BPN siapa, nazhir sndiri?", mustContain: [PPAIW] },

  // fact: section 1.10 (protection and sanction, Pasal 40, 67)
  { question: "tanah wakaf msjid boleh dijual ga buat bayar utang pembangunan", mustContain: [DILARANG_DIJUAL] },
  { question: "ahli waris wakif bs ga minta bagian dr tanah wakaf bapaknya", mustContain: [["pasal 40", "tidak dapat diwariskan", "tidak boleh diwariskan", "tidak bisa diwariskan", "dilarang diwariskan", "tidak dapat dibatalkan", "tidak bisa dibatalkan"]] },
  { question: "sanksinya apa buat org yg jual tanah wakaf", mustContain: [["5 tahun", "lima tahun"], ["500 juta", "rp500", "rp 500", "500.000.000"]] },

  // fact: section 1.13 (land given for ever, PP 42/2006 Pasal 18)
  { question: "abdi gaduh taneuh SHM hoyong diwakafkeun ngan 10 taun wungkul engke dicandak deui ku budak abdi tiasa teu", mustContain: [SELAMANYA] },
  // fact: section 1.13 + 6 (exchange / ruislag needs BWI approval, Pasal 49)
  { question: "tanah masjid kami kena proyek jalan tol, kan wakaf ga blh dijual, trs gmn", mustContain: [BWI, ["tukar", "penukaran", "ruislag", "pengganti"]] },
  { question: "ruislag tanah wakaf hrs dpt persetujuan siapa", mustContain: [BWI] },
  // fact: section 1.13 + 1.10 (change of use, Pasal 44)
  { question: "dkm mau bikin warung sm parkiran berbayar di sebagian halaman masjid wakaf boleh ga", mustContain: [BWI] },
  { question: "Bolehkah nazhir mengubah peruntukan tanah wakaf dari madrasah menjadi toko?", mustContain: [BWI] },
  // fact: section 1.13 + 6 + 4.5 (nazhir replacement)
  { question: "nazhir msjid kami meninggal kmrn trs skrg gmn tanah wakafnya", mustContain: [["ganti", "pengganti", "penggantian"]] },
  { question: "nazhirna teu ngurus taneuh wakaf malah diantep, tiasa dieureunkeun teu ku saha", mustContain: [BWI] },
  { question: "ganti nazhir di sertifikat BPN bayar brp", mustContain: [GRATIS] },
  // fact: section 1.13 + 4.1 (inherited land not divided; consent of heirs)
  { question: "tanah warisan blm dibagi sy salah satu ahli waris mau wakafin bagian sy buat musala tp adik2 blm pada setuju bisa langsung ga", mustContain: [["seluruh ahli waris", "semua ahli waris", "persetujuan ahli waris", "persetujuan", "pemilik sah"]] },
  // fact: section 1.13 (wakaf vs hibah vs zakat; ruling; grounded in Pasal 40 and HR Muslim 1631)
  { question: "apa bedanya wakaf sm hibah, kan sama2 ngasih tanah", mustContain: [["dijual", "diwariskan", "pasal 40", "milik"]] },
  { question: "wakaf sama zakat bedanya dmn", mustContain: [["pokok", "jariyah", "dijual", "kekal", "manfaat"]] },
  { question: "hukumna wakaf teh wajib atawa sunnah", mustContain: [SUNNAH] },

  // fact: section 3 (dalil)
  { question: "dalil quran ttg wakaf apa", mustContain: [["ali imran", "ali 'imran", "ali ‘imran", "āli ‘imrān", "āli 'imrān", "ali-imran", "3:92", "al-baqarah", "al baqarah", "2:261", "2:267"]] },
  { question: "ayat yg isinya ga bakal dpt kebajikan sblm infakin harta yg dicintai itu surat apa ayat brp", mustContain: [["imran", "imrān", "3:92"], ["92"]] },
  { question: "hadis 3 amal yg pahalanya ga putus itu riwayat siapa nomer brp", mustContain: [["1631"]] },
  { question: "kisah umar sm tanah khaibar tuh gmn hubungannya sm wakaf", mustContain: [["tidak dijual", "tidak boleh dijual", "tidak diwariskan", "tidak dihibahkan", "ditahan", "menahan", "tahan"]] },
  { question: "di quran ada kata wakaf nya langsung ga", mustContain: [["infak", "infaq"]] },
  { question: "al baqarah 261 teh eusina naon hubunganana sareng wakaf", mustContain: [["tujuh tangkai", "7 tangkai", "seratus biji", "100 biji", "benih"]] },
  { question: "wakaf pertama dlm sejarah islam apa", mustContain: [["quba", "nabawi"]] },

  // fact: section 4.1 (documents at the KUA)
  { question: "syarat dokumen wakaf tanah di kua apa aja ya", mustContain: [["ktp"], ["sertifikat", "shm", "bukti kepemilikan", "bukti kepemilikan"]] },
  { question: "bapak sy wakaf tanah dulu tp skrg udh meninggal, dokumennya dr siapa", mustContain: [["ahli waris"]] },
  { question: "surat keterangan tanah ga sengketa dr desa itu kode formnya apa", mustContain: [["wk"]] },
  { question: "bs ga wakif nazhir sm saksi ga usah dtg ke kua, berkas aja dititip", mustContain: [["hadir langsung"]] },

  // fact: section 4.2 and 4.3 (steps and form codes)
  { question: "langkah2 wakaf tanah di kua gmn dr awal sampe sertifikat", mustContain: [PPAIW, BPN] },
  { question: "pengesahan nazhir perorangan pake formulir apa", mustContain: [["w.5", "w5", "w 5", "w-5"]] },
  { question: "klo nazhirnya badan hukum formulir pengesahannya apa", mustContain: [["w.5a", "w5a", "w 5a", "w-5a"]] },
  { question: "formulir ikrar wakaf yg ditandatangan wakif kodenya apa", mustContain: [["w.1", "w1", "w 1", "w-1"]] },
  { question: "akta ikrar wakaf teh formulir W sabaraha, ari salinanna", mustContain: [["w.2", "w2", "w 2", "w-2"], ["w.2a", "w2a", "w 2a", "w-2a"]] },
  { question: "wakaf jaman dulu cuma lisan, wakifnya udh meninggal, saksi2 jg udh ga ada, skrg mau disertifikatin gmn", mustContain: [["apaiw", "akta pengganti"]] },
  { question: "Akta Pengganti Akta Ikrar Wakaf menggunakan formulir apa?", mustContain: [["w.3", "w3", "w 3", "w-3"]] },
  { question: "surat pengantar dr kua ke kantor pertanahan itu form apa", mustContain: [["w.7", "w7", "w 7", "w-7"]] },
  { question: "sertifikat tanah wakaf nanti atas nama siapa", mustContain: [NAZHIR] },
  { question: "wakaf yg terjadi sblm PP 28 taun 1977 didaftarin pake form apa", mustContain: [["wd"]] },
  { question: "bs ga ngurus akta ikrar wakaf online", mustContain: [["siwak", "e-aiw", "eaiw"]] },

  // fact: section 4.4 (BPN stage)
  { question: "tanah udh SHM, di BPN nanti diminta dokumen apa", mustContain: [["asli"], ["pengesahan nazhir", "w.5", "w5"]] },
  { question: "Peraturan Menteri ATR/BPN yang mengatur tata cara pendaftaran tanah wakaf nomor berapa?", mustContain: [["2 tahun 2017", "2/2017", "nomor 2"]] },

  // fact: section 4.5 (fees)
  { question: "biaya daftar sertifikat tanah wakaf di bpn brp", mustContain: [GRATIS] },
  { question: "ari ngukur taneuh wakaf ku BPN mayar teu", mustContain: [["pengukuran", "ukur"]] },
  { question: "contoh biaya ukur tanah 100 meter di jabar buat wakaf brp", mustContain: [["120.000", "120 ribu", "rp120", "rp 120"]] },
  { question: "dasar hukum pendaftaran tanah wakaf gratis di bpn apa", mustContain: [["128 tahun 2015", "128/2015", "pp 128", "13/2010", "13 tahun 2010"]] },
  { question: "sy cuma mau wakafin sebagian tanah aja ga semuanya, ada biaya tambahan ga", mustContain: [["pemecahan", "pecah", "dipecah", "pengukuran"]] },

  // fact: section 5 (regulations by number and title)
  { question: "UU wakaf teh nomer sabaraha", mustContain: [UU41] },
  { question: "PP pelaksanaan UU wakaf nomor brp", mustContain: [PP42] },
  { question: "PP 25 tahun 2018 ngatur apa", mustContain: [["perubahan", "mengubah"]] },
  { question: "PMA 73 taun 2013 isinya ttg apa", mustContain: [["tidak bergerak"], ["selain uang"]] },
  { question: "Peraturan Menteri Agama tentang administrasi pendaftaran wakaf uang nomor berapa?", mustContain: [["4 tahun 2009", "4/2009", "nomor 4"]] },
  { question: "peraturan bwi no 1 tahun 2020 ttg apa", mustContain: [["pengelolaan dan pengembangan", "pedoman pengelolaan"]] },
  { question: "aturan BWI yg ngatur ruislag itu yg mana", mustContain: [["1 tahun 2008", "1/2008", "nomor 1"]] },

  // fact: section 1.11 (wakaf produktif, Pasal 42-43)
  { question: "wakaf produktif teh naon", mustContain: [["pokok", "disewakan", "sewa", "usaha", "investasi"]] },
  { question: "tanah wakaf berupa sawah hasil panennya boleh dijual trs uangnya buat gaji guru ngaji?", mustContain: [["produktif", "mauquf", "penerima manfaat", "peruntukan"]] },
  { question: "pasal brp yg mewajibkan nazhir mengelola dan mengembangkan harta wakaf", mustContain: [["42"]] },

  // fact: section 1.12 (wakaf uang)
  { question: "wakaf uang tuh bisa lewat mana aja", mustContain: [LKS] },
  { question: "kalo wakaf uang nanti dpt bukti apa", mustContain: [["sertifikat wakaf uang"]] },
  { question: "sy kerja di arab mau wakaf pake riyal/dolar langsung bs?", mustContain: [["rupiah"]] },
  { question: "fatwa MUI ttg wakaf uang keluar taun brp", mustContain: [["2002"]] },
  { question: "hukum wakaf uang menurut fatwa MUI apa", mustContain: [["jawaz", "jaiz", "dibolehkan", "diperbolehkan", "mubah"]] },
  { question: "uang wakaf blh dipake abis buat bangun masjid ga", mustContain: [["pokoknya harus tetap terjaga"]] },
  { question: "wakaf uang yg udh terkumpul secara nasional brp sih", mustContain: [["2,3 triliun", "2,3 t", "rp2,3", "rp 2,3", "2.3 triliun"]] },

  // fact: section 6 (BWI)
  { question: "tugas BWI apa aja", mustContain: [["membina", "pembinaan"]] },
  { question: "ketua BWI skrg siapa", mustContain: [["kamaruddin amin"]] },
  { question: "anggota BWI pertama diangkat pake keppres apa", mustContain: [["75/m", "nomor 75", "no. 75", "no 75"]] },
  { question: "di jawa barat ada kantor BWI ga", mustContain: [["perwakilan"]] },
  { question: "program unggulan BWI yg gerakan itu namanya apa", mustContain: [["indonesia berwakaf"]] },

  // fact: section 7 (statistics)
  { question: "jumlah tanah wakaf di indonesia brp bidang mnrt siwak", mustContain: [["561.909", "561 ribu", "561909", "561,9"]] },
  { question: "tanah wakaf yg blm bersertifikat secara nasional ada brp", mustContain: [["297.211", "297 ribu", "297211"]] },
  { question: "berapa bidang tanah wakaf yang dipakai untuk masjid menurut data Januari 2025?", mustContain: [["258.156", "258 ribu", "258156"]] },
  { question: "di jabar tanah wakaf yg udh sertifikat brp persen", mustContain: [["48.123", "55,95", "55,9", "56%", "56 persen"]] },
  { question: "provinsi yg tanah wakafnya paling luas siapa, jabar nomer 2 ya", mustContain: [["aceh"]] },
  { question: "siwak teh naon", mustContain: [["sistem informasi wakaf"]] },

  // fact: section 8 (KUA functions touching wakaf)
  { question: "emang KUA ngurusin wakaf jg? kirain nikah doang", mustContain: [["zakat dan wakaf", "ppaiw", "akta ikrar wakaf", "aiw"]] },
];

export const HELD_OUT_6_OUT_OF_FIELD: EvalCase[] = [
  // other KUA services: nikah, rujuk, cerai, bimwin
  { question: "syarat daftar nikah di kua apa aja" },
  { question: "biaya nikah di luar kantor kua brp skrg" },
  { question: "rujuk stlh talak satu gmn prosedurnya di kua" },
  { question: "mau cerai ngurusnya ke kua atau pengadilan agama" },
  { question: "ikrar talak teh diucapkeun dimana kedahna" },
  { question: "saksi nikah syaratnya apa aja" },
  { question: "bimwin buat catin wajib ikut ga, brp hari" },
  { question: "buku nikah sy ilang kebakar gmn ngurus duplikatnya" },
  { question: "isbat nikah buat yg nikah siri prosedurnya gmn" },
  { question: "mau nikah di kecamatan lain, surat numpang nikahnya dr mana" },
  { question: "Bagaimana prosedur masuk Islam (mualaf) di KUA?" },
  // haji / umrah / halal / kiblat / hisab
  { question: "daftar haji reguler di jabar skrg antri brp taun" },
  { question: "manasik haji di kua jadwalnya kapan" },
  { question: "cara ngecek travel umrah resmi gmn" },
  { question: "sertifikat halal gratis buat umkm gmn daftarnya" },
  { question: "arah kiblat di garut brp derajat" },
  { question: "sidang isbat lebaran taun ini kapan" },
  // zakat amounts and other ibadah
  { question: "zakat fitrah teh sabaraha kilo beas" },
  { question: "nisab zakat mal brp gram emas" },
  { question: "zakat profesi diitung dr gaji kotor ato bersih" },
  { question: "zakat hasil panen sawah brp persen" },
  { question: "amil zakat di masjid boleh ambil bagian brp" },
  { question: "qurban patungan sapi maksimal brp org" },
  // general administration
  { question: "ktp el sy ilang gmn bikin lg" },
  { question: "perpanjang paspor bs online ga" },
  { question: "bpjs kesehatan nunggak 6 bulan cara bayarnya gmn" },
  { question: "bayar PBB telat dendanya brp" },
  { question: "bikin sertifikat tanah biasa lewat PTSL biayanya brp" },
  { question: "Berapa biaya pembuatan AJB di PPAT untuk jual beli rumah?" },
  { question: "balik nama sertifikat rumah yg baru dibeli gmn caranya" },
  { question: "sertifikat tanah rumah sy ilang gmn ngurus penggantinya ke bpn" },
  // faraid / inheritance / hibah (not wakaf)
  { question: "pembagian waris anak laki2 sama perempuan gmn itungannya" },
  { question: "istri ditinggal suami ga punya anak dapet bagian waris brp" },
  { question: "surat keterangan ahli waris buat nyairin tabungan almarhum di bank bikin dmn" },
  { question: "hibah rumah ke anak kena pajak bphtb brp" },
  // tricky: share words with wakaf
  { question: "tanda waqaf lazim di quran cara bacanya gmn, hrs berhenti?" },
  { question: "sy punya nadzar klo lulus mau puasa 3 hari tp blm dilaksanain gmn" },
  { question: "KPR di bank syariah pake akad apa" },
  { question: "biaya makam di TPU kota bandung brp" },
  { question: "sewa tanah bengkok desa buat usaha ngurusnya ke siapa" },
];
