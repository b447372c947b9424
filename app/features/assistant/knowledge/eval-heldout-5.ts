// Held-out set 5 (issue 35): written on 2026-11-27 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base or the other sets, before the fifth round ended. Never tuned on.
import type { EvalCase } from "./eval-set";

// Alternative wordings reused below (any one string of a list satisfies that element).
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir", "nadir"];
const DUA_SAKSI = ["2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua) saksi", "dua (2) saksi", "dua (2) orang saksi"];
const GRATIS = ["rp0", "rp 0", "rp.0", "rp. 0", "gratis", "tidak dipungut", "tanpa biaya", "bebas biaya", "tidak dikenakan biaya", "tidak ada biaya", "nol rupiah", "tidak dikenai biaya", "cuma-cuma"];
const BPN = ["kantor pertanahan", "bpn", "badan pertanahan"];
const BWI = ["bwi", "badan wakaf indonesia"];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"];
const AIW = ["akta ikrar wakaf", "aiw"];
const TIGA_ORANG = ["3 orang", "tiga orang", "minimal 3", "minimal tiga", "paling sedikit 3", "paling sedikit tiga", "sekurang-kurangnya 3", "sekurang-kurangnya tiga", "3 (tiga)", "tiga (3)"];
const TUJUH_HARI_KERJA = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja", "tujuh (7) hari kerja"];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "mandub"];
const SELAMANYA = ["selama-lamanya", "selamanya", "tidak terbatas", "untuk seterusnya", "abadi", "permanen", "tanpa batas waktu"];
const TIDAK_BATAL = [
  "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan",
  "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh ditarik",
  "tidak dapat diambil kembali", "tidak bisa diambil kembali", "tidak boleh diambil kembali",
  "tidak dapat diminta kembali", "tidak bisa diminta kembali", "tidak dapat dikembalikan", "tidak bisa dikembalikan",
  "pasal 3",
];
const TIDAK_DIJUAL = ["pasal 40", "tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "dilarang dijual", "dilarang menjual", "tidak boleh diperjualbelikan", "tidak dapat diperjualbelikan", "dilarang diperjualbelikan", "tidak bisa diperjualbelikan"];
const TIDAK_DIWARIS = ["pasal 40", "tidak dapat diwariskan", "tidak boleh diwariskan", "tidak bisa diwariskan", "dilarang diwariskan", "tidak diwariskan", "bukan harta warisan", "bukan warisan", "tidak termasuk harta warisan", "tidak menjadi harta warisan"];
const ALI_IMRAN = ["ali imran", "ali 'imran", "āli 'imrān", "ali ‘imran", "ali ’imran", "ali-imran", "ali-'imran", "al-imran", "ali imron", "ali 'imron", "āli ‘imrān", "3:92", "3]: 92"];
const RUISLAG = ["ruislag", "tukar", "penukaran", "ditukar", "perubahan status"];

export const HELD_OUT_5_IN_FIELD: EvalCase[] = [
  // fact: section 1.1 (definitions)
  { question: "wakaf teh naon sih sabenerna, sok aya nu nyebut sedekah jariyah oge", mustContain: [["memisahkan", "menyerahkan", "menahan"], ["ibadah", "kesejahteraan umum"]] },
  { question: "yg disebut wakif itu siapa ya", mustContain: [["mewakafkan", "pemberi wakaf", "yang berwakaf", "memberikan wakaf", "menyerahkan harta", "yang menyerahkan"]] },
  { question: "punten ari nazhir teh saha? naon pagaweanana", mustContain: [["mengelola", "pengelola", "dikelola", "mengurus"]] },
  { question: "mauquf bih tuh maksudnya apaan", mustContain: [["harta", "benda", "barang"]] },
  { question: "kalo mauquf alaih apa? beda ga sm mauquf bih", mustContain: [["penerima manfaat", "menerima manfaat", "penerima", "yang mendapat manfaat"]] },
  { question: "ppaiw itu kepanjangannya apa dan biasanya dijabat siapa", mustContain: [["akta ikrar wakaf"], ["kepala kua", "menteri"]] },
  { question: "AIW teh naon? pa amil sok nyebut AIW AIW wae", mustContain: [["akta ikrar wakaf"], ["bukti", "tertulis"]] },

  // fact: section 1.2 (sah menurut syariah, cannot be cancelled, change of nazhir)
  { question: "Kapan suatu perbuatan wakaf dianggap sah menurut Undang-Undang Wakaf?", mustContain: [["syariah", "syariat", "syari'ah"]] },
  { question: "sy udh ikrar wakaf tanah 2 thn lalu di kua, skrg lg butuh duit bgt bs ga sy tarik lg tanahnya", mustContain: [TIDAK_BATAL] },
  { question: "almarhum bapak dulu wakafin sawah ke pesantren, skrg kakak2 sy pengen sawahnya balik ke keluarga krn kebutuhan, secara hukum gmn", mustContain: [TIDAK_BATAL] },
  { question: "wakif na hoyong nyandak deui tanahna da aya surat pernyataan bermaterai sareng pengurus dkm yen tiasa dipulangkeun, eta kumaha", mustContain: [TIDAK_BATAL, AIW] },
  { question: "nazhir masjid kami diganti, apa wakafnya jd batal trus tanah balik lg ke ahli waris wakif?", mustContain: [["tidak membatalkan", "tidak batal", "tetap sah", "tetap berlaku", "tetap berjalan", "tidak menyebabkan", "tidak mengakibatkan", "tidak berpindah", "tidak memindahkan"]] },

  // fact: section 1.3 (six unsur, Pasal 6)
  { question: "unsur wakaf menurut uu 41 th 2004 ada brp", mustContain: [["enam", "6 unsur", "6 (enam)"]] },
  { question: "selain wakif, nazhir, harta sm ikrar, unsur wakaf yg lain apa lg ya", mustContain: [["peruntukan"], ["jangka waktu"]] },

  // fact: section 2 (fiqh rukun and syarat)
  { question: "rukun wakaf dlm fiqih ada brp aja", mustContain: [["empat", "4 rukun", "4 (empat)"], ["sighat", "shighat", "sigat", "shigat", "ṣīgah", "sighot"]] },
  { question: "kata ustadz di pengajian nazhir itu rukun wakaf, kata yg lain bukan, yg bener yg mana", mustContain: [["jumhur", "empat rukun", "4 rukun", "rukun klasik", "sighat", "shighat", "mauquf"], ["unsur", "uu 41", "uu no. 41", "undang-undang"]] },
  { question: "mazhab mana yg ngebolehin wakaf sementara, ga harus selamanya", mustContain: [["malik", "maliki"]] },
  { question: "wakaf nasi kotak buat buka puasa di masjid tuh bisa disebut wakaf ga, kan langsung abis dimakan", mustContain: [["tahan lama", "jangka panjang", "sekali pakai", "tidak habis", "langsung habis", "habis dipakai", "lestari", "kekal", "manfaat yang lama"]] },

  // fact: section 1.4 (wakif)
  { question: "sarat jadi wakif naon wae", mustContain: [["dewasa", "baligh", "balig"], ["berakal"], ["pemilik", "milik"]] },
  { question: "anak sy kls 6 sd pengen wakafin isi celengannya sendiri atas nama dia, sah ga dia jd wakif", mustContain: [["dewasa", "baligh", "balig", "cakap"]] },
  { question: "PT tempat sy kerja mau wakaf sebidang tanah atas nama perusahaan, bisa ga perusahaan jadi wakif", mustContain: [["badan hukum"], ["anggaran dasar"]] },
  { question: "tatangga abdi non muslim hoyong ngawakafkeun tanah kanggo mushola, tiasa teu anjeunna jadi wakif", mustContain: [["pasal 8", "tidak mensyaratkan agama", "tidak ada syarat agama", "tidak menyebut agama", "tidak disyaratkan", "tidak mensyaratkan", "tidak menetapkan agama", "tanpa syarat agama"]] },

  // fact: section 1.5 (nazhir requirements, duties, pay, count, term, registration, ownership)
  { question: "syarat jd nazhir perorangan apa aja sih", mustContain: [["islam", "muslim"], ["wni", "warga negara indonesia"], ["amanah"]] },
  { question: "sodara sy kristen tp paling ngerti ngurus tanah, bisa ga diangkat jd nazhir tanah wakaf kluarga", mustContain: [["islam", "muslim"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] },
  { question: "temen sy WNA malaysia udh lama tinggal di sini, bs ga dia jadi nadzir masjid", mustContain: [["wni", "warga negara indonesia"]] },
  { question: "tugas nazir itu apa aja", mustContain: [["mengadministrasikan", "administrasi"], ["mengawasi", "melindungi"], ["melaporkan", "laporan", "lapor"]] },
  { question: "nadzir boleh dapet bagian ga dr hasil kebun wakaf yg dia urus? maksimal brp", mustContain: [["10%", "10 persen", "sepuluh persen", "10 %", "10 (sepuluh) persen"]] },
  { question: "nazhir perorangan minimal harus brp orang", mustContain: [TIGA_ORANG] },
  { question: "nazhirnya kan 3 org tp semuanya tinggal di bandung kota, tanah wakafnya di garut, masalah ga", mustContain: [["kecamatan"]] },
  { question: "masa tugas nazhir teh sabaraha taun, tiasa diperpanjang teu", mustContain: [["5 tahun", "lima tahun", "5 (lima) tahun"]] },
  { question: "nazhir perorangan harus didaftarin kemana", mustContain: [["kua"], ["bwi", "badan wakaf indonesia", "menteri"]] },
  { question: "sertipikat wakafnya atas nama pak haji sbg nazhir, brarti tanahnya jd punya pak haji dong?", mustContain: [["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak menjadikan", "tidak berarti", "bukan hak milik", "bukan miliknya", "tidak menjadi milik"]] },

  // fact: section 1.13 (nazhir dies or stops; Pasal 45)
  { question: "ketua nazhir masjid kami meninggal bulan kemarin, trus gmn nasib wakafnya, siapa yg gantiin", mustContain: [["diganti", "penggantian", "pengganti", "mengganti"], BWI] },
  { question: "nazhir teu ngurus tanah wakaf, diantep wae nepi ka jadi leuweung, tiasa diganti teu nazhirna", mustContain: [["pasal 45", "diberhentikan", "pemberhentian", "penggantian", "diganti"]] },
  { question: "ganti nazhir di bpn bayar brp", mustContain: [GRATIS] },

  // fact: section 1.6 (conditions on the asset; movable and immovable)
  { question: "tanah sy msh jd jaminan kredit di bank bs ga diwakafin skrg", mustContain: [["bebas", "tidak sedang dijaminkan", "tidak dijaminkan", "tidak dalam jaminan", "agunan", "hak tanggungan", "pasal 17"]] },
  { question: "tanah warisan lg ada perkara sm sodara di pengadilan, mending diwakafin aja biar adil, bisa ga", mustContain: [["bebas", "tidak dalam sengketa", "tidak sedang", "tidak bersengketa", "pasal 17", "sengketa"]] },
  { question: "wakaf teh kudu tanah wungkul? abdi mah teu gaduh tanah", mustContain: [["bergerak"], ["uang", "kendaraan", "logam mulia", "surat berharga"]] },
  { question: "mobil bisa diwakafin ga buat ambulans masjid", mustContain: [["benda bergerak", "bergerak", "kendaraan"]] },
  { question: "kalo saham atau sukuk bisa jadi harta wakaf ga", mustContain: [["surat berharga", "benda bergerak"]] },
  { question: "sy penulis buku, hak cipta buku sy bs diwakafkan ga", mustContain: [["hki", "hak kekayaan intelektual", "kekayaan intelektual", "hak atas kekayaan intelektual"]] },
  { question: "unit apartemen bs diwakafkan ga atau hrs tanah", mustContain: [["rumah susun", "sarusun", "satuan rumah"]] },
  { question: "Menurut PP 42 Tahun 2006, harta benda wakaf dibagi menjadi jenis apa saja?", mustContain: [["tidak bergerak"], ["selain uang"]] },

  // fact: section 1.7 (ikrar, witnesses, PPAIW, proxy, AIW content, majelis)
  { question: "punten, pas ikrar wakaf di kua teh kedah aya saksi sabaraha urang", mustContain: [DUA_SAKSI] },
  { question: "ikrar wakaf itu diucapin di depan siapa", mustContain: [PPAIW] },
  { question: "bisa ga wakafnya cukup ikrar di rumah di depan ustadz kampung aja ga usah ke kua", mustContain: [["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua", "kua"], AIW] },
  { question: "bapa abdi keur dirawat di RS teu tiasa angkat ka KUA, tiasa diwakilkeun teu ikrar wakafna", mustContain: [["surat kuasa", "kuasa"]] },
  { question: "isi akta ikrar wakaf minimal apa aja", mustContain: [["peruntukan"], ["jangka waktu"], ["identitas", "nama"]] },
  { question: "wakif nazhir sama saksi wajib dateng sendiri ke kua ga atau cukup titip berkas", mustContain: [["hadir", "datang langsung", "menghadap", "datang sendiri"]] },

  // fact: section 1.8 (peruntukan, Pasal 22-23)
  { question: "harta wakaf tuh boleh dipake buat apa aja sih", mustContain: [["ibadah"], ["pendidikan", "kesehatan"], ["fakir miskin", "yatim", "beasiswa", "ekonomi umat"]] },
  { question: "tanah wakaf bs dipake bikin klinik gratis buat warga ga", mustContain: [["kesehatan"]] },
  { question: "wakaf buat beasiswa anak yatim masuk peruntukan yg sah ga menurut uu", mustContain: [["pasal 22", "huruf c", "fakir miskin", "anak terlantar", "peruntukan"]] },
  { question: "pas ikrar dulu bapak sy ga nyebut tanahnya buat apa, trus yg nentuin peruntukannya siapa", mustContain: [NAZHIR] },

  // fact: section 1.9 and 4.2 (registration with BPN, deadline, certificate in the nazhir's name)
  { question: "abis AIW ditandatanganin, paling lambat brp lama harus didaftarin ke bpn", mustContain: [TUJUH_HARI_KERJA] },
  { question: "yg ngedaftarin tanah wakaf ke bpn itu nazhir sendiri atau org kua", mustContain: [PPAIW] },
  { question: "tanah wakaf teh engkena didaptarkeun ka kantor mana", mustContain: [BPN] },
  { question: "sertifikat tanah wakaf nanti atas nama siapa? wakif atau masjidnya", mustContain: [NAZHIR] },
  { question: "surat pengantar dari kua ke kantor pertanahan itu pake blanko apa", mustContain: [["w.7", "w7", "w-7", "w 7"]] },
  { question: "berkas apa aja yg diminta kantor pertanahan buat daftar tanah wakaf yg udh ada sertifikatnya", mustContain: [AIW, ["sertifikat asli", "asli sertifikat", "sertipikat asli", "sertifikat"], ["pengesahan nazhir", "pengesahan nadzir", "w.5", "w5"]] },
  { question: "Peraturan Menteri ATR/Kepala BPN yang mengatur tata cara pendaftaran tanah wakaf nomor berapa?", mustContain: [["2 tahun 2017", "2/2017", "nomor 2 tahun 2017", "no. 2 tahun 2017", "no 2 tahun 2017"]] },

  // fact: section 4.1 (documents)
  { question: "syarat berkas daftar wakaf tanah di kua apa aja ya", mustContain: [["ktp"], ["sertifikat", "shm", "bukti kepemilikan", "bukti kepemilikan tanah"], ["saksi"]] },
  { question: "tanah abdi teu acan aya sertipikatna, ngan aya girik ti kolot, tiasa diwakafkeun teu", mustContain: [["girik", "letter c", "ajb", "petok", "belum bersertifikat", "belum terdaftar", "tidak terdaftar"]] },
  { question: "surat keterangan dr desa buat wakaf itu isinya ttg apa, ditandatangan siapa aja", mustContain: [["sengketa"], ["desa", "lurah", "kelurahan", "camat"]] },
  { question: "tanahnya atas nama suami sy, apa sy sbg istri hrs ikut tanda tangan juga", mustContain: [["persetujuan", "izin", "menyetujui", "setuju"]] },
  { question: "materai yg dipake buat berkas wakaf skrg yg brp rebu", mustContain: [["10.000", "10 ribu", "sepuluh ribu", "10000", "rp10"]] },

  // fact: section 4.2 and 4.3 (steps and form codes)
  { question: "alur wakaf tanah dari awal sampe jadi sertifikat tuh gmn", mustContain: [["mengesahkan nazhir"], ["mengucapkan ikrar"], ["sertifikat atas nama nazhir"]] },
  { question: "sebelum ke KUA buat wakaf tanah kluarga, langkah pertama yg hrs dilakuin apa", mustContain: [["musyawarah", "keluarga", "sepakat"]] },
  { question: "pengesahan nazhir pake formulir apa, beda ga kalo nazhirnya yayasan", mustContain: [["w.5", "w5", "w-5", "w 5"]] },
  { question: "abis ikrar, wakif sama nazhir dikasih dokumen apa buat dibawa pulang", mustContain: [["w.2a", "w2a", "w-2a", "w 2a", "salinan"]] },
  { question: "tanah wakaf buyut di kampung dari dulu ga pernah dicatat, wakifnya udh wafat lama, gmn ngurusnya biar ada aktanya", mustContain: [["apaiw", "akta pengganti"]] },
  { question: "APAIW teh naon, formulirna nu mana", mustContain: [["akta pengganti"], ["w.3", "w3", "w-3", "w 3"]] },
  { question: "ada ga sih ikrar wakaf online skrg, ga pake kertas", mustContain: [["e-aiw", "siwak", "eaiw"]] },
  { question: "siwak teh naon, alamat webna naon", mustContain: [["sistem informasi wakaf"], ["siwak.kemenag.go.id"]] },
  { question: "Apa fungsi blanko W.4 dalam perwakafan tanah?", mustContain: [["daftar"]] },

  // fact: section 4.5 (fees)
  { question: "bikin akta ikrar wakaf di kua bayar brp", mustContain: [GRATIS] },
  { question: "biaya sertifikat tanah wakaf di bpn brp sih skrg", mustContain: [GRATIS] },
  { question: "katanya daftar tanah wakaf gratis tp kok kemarin diminta bayar buat ukur tanah, bener ga sih", mustContain: [["pengukuran", "ukur"]] },
  { question: "tanah 100 meter di jawa barat mau diwakafin buat musholla, biaya ukurnya kira2 brp", mustContain: [["120.000", "120 ribu", "rp120", "seratus dua puluh ribu", "120rb"]] },
  { question: "dasar hukumnya apa pendaftaran tanah wakaf di bpn ga dipungut biaya", mustContain: [["128/2015", "128 tahun 2015", "pp 128", "13/2010", "13 tahun 2010"]] },

  // fact: section 1.13 (land wakaf is for ever; time-limited wakaf for other property)
  { question: "bs ga wakaf tanah 20 taun aja abis itu balik lg ke anak sy", mustContain: [SELAMANYA] },
  { question: "wakaf tanah berjangka teh aya teu? tanahna SHM atas nama abdi", mustContain: [SELAMANYA, ["hak milik", "pasal 18"]] },
  { question: "kalo wakaf uang berjangka boleh ga, misal 5 taun aja", mustContain: [["jangka waktu tertentu", "berjangka", "jangka waktu", "sementara"]] },

  // fact: section 1.10 (protection, Pasal 40 and 67)
  { question: "tanah wakaf masjid boleh dijual ga buat nutup utang pembangunan", mustContain: [TIDAK_DIJUAL] },
  { question: "Apakah tanah wakaf dapat diwariskan kepada anak cucu wakif?", mustContain: [TIDAK_DIWARIS, ["dihibahkan", "disita", "dijaminkan", "dijadikan jaminan"]] },
  { question: "dkm mau jaminin sertifikat tanah wakaf ke bank buat pinjem modal renovasi, boleh?", mustContain: [["pasal 40", "dijaminkan", "agunan", "dilarang", "jaminan"]] },
  { question: "aya nu ngajual tanah wakaf di lembur abdi, naon hukumanana ceuk undang-undang", mustContain: [["5 tahun", "lima tahun", "penjara", "pidana"], ["500 juta", "rp500", "lima ratus juta", "500.000.000"]] },

  // fact: section 1.13 (ruislag / exchange, Pasal 41, PP 42/2006 Pasal 49)
  { question: "tanah wakaf kuburan kena proyek jalan tol, gmn nasibnya", mustContain: [RUISLAG, ["menteri"], BWI] },
  { question: "DKM mau jual tanah wakaf yg di pinggir sawah trus beli tanah di tempat yg lebih strategis, bisa?", mustContain: [RUISLAG, BWI] },
  { question: "tukar guling tanah wakaf nilainya harus sama ga sm yg lama", mustContain: [["nilai"], ["manfaat"]] },
  { question: "alesan apa aja yg bikin tanah wakaf boleh ditukar", mustContain: [["kepentingan umum", "tata ruang", "rutr"], ["pasal 49", "keagamaan", "tidak dapat dipergunakan", "tidak dapat digunakan", "tidak bisa digunakan", "tidak dapat dimanfaatkan", "tidak bisa dimanfaatkan", "tidak bisa dipergunakan"]] },

  // fact: section 1.13 and 1.10 (change of use, Pasal 44)
  { question: "sebagian halaman masjid wakaf mau dijadiin parkiran berbayar, perlu izin siapa", mustContain: [BWI, ["izin tertulis", "izin", "persetujuan"]] },
  { question: "DKM hoyong ngadamel kios di tanah wakaf masjid keur disewakeun, kedah kumaha", mustContain: [BWI, ["peruntukan", "aiw", "akta ikrar wakaf"]] },

  // fact: section 1.11 (wakaf produktif)
  { question: "wakaf produktif tuh maksudnya gmn", mustContain: [["pokok", "utuh", "terjaga", "tetap", "tidak berkurang"], ["hasil", "keuntungan", "sewa", "usaha"]] },
  { question: "sawah wakaf boleh disewain ga trus hasilnya buat gaji guru ngaji", mustContain: [["produktif", "pasal 43", "pasal 42"]] },
  { question: "hasil sewa toko wakaf tuh diserahin ke siapa", mustContain: [["mauquf", "penerima manfaat", "penerima", "peruntukan"], ["sewa"]] },

  // fact: section 1.12 (wakaf uang)
  { question: "wakaf uang tuh caranya gmn, transfer ke siapa", mustContain: [["lembaga keuangan syariah", "lks", "bank syariah"]] },
  { question: "sy mau wakaf uang 1 juta, nanti dpt bukti apa", mustContain: [["sertifikat wakaf uang"]] },
  { question: "bs ga wakaf uang pake dollar", mustContain: [["rupiah"]] },
  { question: "wakaf uang hukumna naon ceuk fatwa MUI, taun sabaraha fatwana", mustContain: [["jawaz", "mubah"], ["2002"]] },
  { question: "uang wakaf yg dikumpulin boleh dihabisin langsung buat bangun masjid ga", mustContain: [["pokok"]] },
  { question: "Peraturan Menteri Agama apa yang mengatur administrasi pendaftaran wakaf uang?", mustContain: [["4 tahun 2009", "4/2009", "nomor 4 tahun 2009", "no. 4 tahun 2009", "no 4 tahun 2009"]] },
  { question: "brp sih total wakaf uang yg udh kekumpul se indonesia", mustContain: [["2,3 triliun", "2,3 t", "2.3 triliun", "rp2,3"]] },

  // fact: section 6 (BWI)
  { question: "BWI tuh lembaga apa sih, punya pemerintah?", mustContain: [["independen"]] },
  { question: "tugas BWI apa aja", mustContain: [["membina", "pembinaan"], NAZHIR, ["penukaran", "perubahan peruntukan", "izin", "persetujuan"]] },
  { question: "ketua BWI skrg siapa", mustContain: [["kamaruddin amin"]] },
  { question: "di jabar aya BWI na teu? atanapi kedah ka jakarta", mustContain: [["perwakilan bwi jawa barat", "bwi perwakilan jawa barat", "bwi jawa barat", "bwi jabar", "perwakilan jawa barat", "perwakilan provinsi", "perwakilan"]] },
  { question: "website resmi bwi apa", mustContain: [["bwi.go.id"]] },

  // fact: section 1.13 (wakaf by will; inherited land not yet divided)
  { question: "bapak sy mau wasiat wakafin tanahnya, maksimal brp bagian dr hartanya", mustContain: [["1/3", "sepertiga", "satu per tiga", "satu pertiga"]] },
  { question: "wakaf lewat wasiat perlu saksi ga", mustContain: [DUA_SAKSI] },
  { question: "tanah warisan kami blm dibagi, sy salah satu ahli waris pengen wakafin bagian sy, bisa langsung ke kua?", mustContain: [["ahli waris"], ["semua", "seluruh", "dibagi"]] },

  // fact: section 1.13 (wakaf vs hibah, zakat, wasiat; religious ruling)
  { question: "bedana wakaf jeung hibah naon", mustContain: [["pemilik", "milik"], ["dijual", "diwariskan"]] },
  { question: "wakaf sama zakat bedanya apa, sama2 wajib kan?", mustContain: [["wajib"], [...SUNNAH, "sukarela"]] },
  { question: "hukum wakaf teh wajib atau sunnah", mustContain: [SUNNAH] },

  // fact: section 3 (dalil)
  { question: "ayat lan tanalul birra hatta tunfiqu tuh surat apa ayat brp", mustContain: [ALI_IMRAN, ["92"]] },
  { question: "hadis ttg 3 amalan yg ga putus pas org meninggal", mustContain: [["jariyah", "jariah"], ["ilmu"]] },
  { question: "hadis amal jariyah itu riwayat muslim nomor brp", mustContain: [["1631"]] },
  { question: "kisah umar bin khattab wakaf tanah itu tanahnya di mana", mustContain: [["khaibar", "khaybar", "khaibir"]] },
  { question: "syarat yg dibikin umar buat tanah wakafnya apa aja", mustContain: [["dijual"], ["diwariskan", "diwarisi", "diwaris"]] },
  { question: "siapa sahabat yg langsung wakafin kebunnya pas turun ayat ali imran 92", mustContain: [["thalhah", "talhah", "tholhah", "thalha"]] },

  // fact: section 5 (regulations by number)
  { question: "uu wakaf teh nomer sabaraha taun sabaraha", mustContain: [["41"], ["2004"]] },
  { question: "PP pelaksanaan uu wakaf yg mana ya", mustContain: [["42"], ["2006"]] },
  { question: "PP 25 taun 2018 tuh isinya ngerubah apa", mustContain: [["42/2006", "42 tahun 2006", "pp 42", "pp no. 42", "pp nomor 42"]] },
  { question: "aturan tata cara wakaf benda tidak bergerak yg dipake KUA itu PMA nomor brp", mustContain: [["73"], ["2013"]] },
  { question: "peraturan bwi no 1 tahun 2020 ngatur ttg apa", mustContain: [["pengelolaan dan pengembangan"]] },

  // fact: section 7 (statistics)
  { question: "brp jumlah tanah wakaf di indonesia skrg", mustContain: [["561.909", "561 ribu", "561909", "445.504", "430.000", "430 ribu", "445 ribu"], ["2025", "2024", "2023", "siwak"]] },
  { question: "tanah wakaf di jabar ada brp bidang", mustContain: [["87.795", "87795", "87 ribu"]] },
  { question: "di jawa barat udh brp persen tanah wakaf yg bersertifikat", mustContain: [["55,95", "56%", "55,9", "48.123", "56 persen", "64%"]] },
  { question: "tanah wakaf di indonesia paling banyak dipake buat apa", mustContain: [["musala", "mushola", "musholla", "masjid", "mushalla"]] },

  // fact: section 8 (KUA wakaf service; Asta Protas wakaf pohon)
  { question: "layanan wakaf apa aja yg bisa diurus di kua", mustContain: [AIW, NAZHIR] },
  { question: "catin katanya disuruh wakaf pohon ya, itu program apa", mustContain: [["ekoteologi", "asta protas"]] },
];

export const HELD_OUT_5_OUT_OF_FIELD: EvalCase[] = [
  // other KUA services: nikah, rujuk, cerai, bimwin, SIMKAH
  { question: "daftar nikah di kua syaratnya apa aja" },
  { question: "biaya nikah di kua kalo akadnya di rumah hari minggu brp" },
  { question: "kumaha carana rujuk deui jeung urut pamajikan, kedah ka kua?" },
  { question: "mau gugat cerai suami ngurusnya kemana ya" },
  { question: "jadwal bimwin catin bulan depan kapan, daftarnya dmn" },
  { question: "akun simkah sy lupa password gmn" },
  { question: "buku nikah sy ilang pas pindahan, gmn ngurus duplikatnya" },
  { question: "isbat nikah buat nikah siri taun 2010 gmn caranya" },
  { question: "anak sy umur 17 mau nikah, dispensasi nikah ngurus dmn" },
  { question: "numpang nikah beda kecamatan perlu surat rekomendasi apa" },
  { question: "legalisir buku nikah buat urus visa bisa di kua mana aja" },
  // haji / umrah, halal, zakat amounts, kiblat, ibadah
  { question: "antrian haji reguler di garut skrg brp taun" },
  { question: "manasik haji di kua kapan jadwalnya" },
  { question: "syarat daftar umroh, nama di paspor hrs 3 kata ga" },
  { question: "cara ngurus sertifikat halal buat umkm keripik singkong" },
  { question: "zakat fitrah taun ini brp per jiwa di kab bandung" },
  { question: "nisab zakat emas brp gram" },
  { question: "zakat penghasilan 2,5 persen itu dr gaji kotor apa bersih" },
  { question: "arah kiblat mushola wakaf kami kayanya miring, bisa minta diukur ulang ke siapa" },
  { question: "waktu imsak hari ini di tasik jam brp" },
  { question: "fidyah puasa buat ibu hamil brp per hari" },
  { question: "daging kurban boleh dibagi ke non muslim ga" },
  // general administration
  { question: "ganti KTP yg rusak di disdukcapil perlu surat pengantar rt ga" },
  { question: "bikin paspor baru skrg biayanya brp" },
  { question: "bpjs kesehatan pindah faskes gmn caranya" },
  { question: "bayar pbb bisa lewat mobile banking ga" },
  { question: "bikin sertifikat tanah biasa lewat ptsl gratis ga" },
  { question: "biaya AJB di ppat itu brp persen dari harga tanah" },
  { question: "balik nama sertifikat rumah dari almarhum bapak ke anak gmn prosedurnya" },
  { question: "tambah anggota kk buat bayi baru lahir syaratnya apa" },
  // faraid
  { question: "pembagian waris anak laki sama perempuan menurut islam gmn" },
  { question: "bapak meninggal ninggalin istri, 2 anak laki, 1 anak perempuan, bagian masing2 brp" },
  // tricky: shares words with wakaf but is not about wakaf
  { question: "tanda waqaf di al quran kaya mim, lam alif, qif itu artinya apa" },
  { question: "hibah rumah ke anak kena pajak apa aja, ngurusnya di notaris?" },
  { question: "syarat saksi nikah apa aja, harus laki2?" },
  { question: "ikrar talak di pengadilan agama gmn prosesnya" },
  { question: "nadzar puasa senin kamis tp ga sanggup, gmn tebusannya" },
  { question: "bikin surat keterangan tidak sengketa dr desa buat jual tanah gmn" },
  { question: "ganti pengurus DKM masjid kudu lapor ka KUA teu, aya formulir na?" },
  { question: "sewa tanah kas desa buat usaha, jangka waktu sewanya maksimal brp lama" },
];
