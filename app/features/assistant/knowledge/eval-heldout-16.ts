// Held-out set 16 (issue 35): written on 2026-12-05 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// Alternative wordings shared by several cases (any one word meets the element).
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir"];
const CANNOT = [
  "tidak dapat",
  "tidak bisa",
  "tidak boleh",
  "tidak sah",
  "dilarang",
  "tidak diperbolehkan",
  "tidak dibolehkan",
  "tidak diizinkan",
  "teu tiasa",
  "teu kenging",
  "teu meunang",
];
const NOT_REVOCABLE = [
  "tidak dapat dibatalkan",
  "tidak bisa dibatalkan",
  "tidak boleh dibatalkan",
  "tidak dapat ditarik",
  "tidak bisa ditarik",
  "tidak boleh ditarik",
  "tidak dapat diambil kembali",
  "tidak bisa diambil kembali",
  "tidak boleh diambil kembali",
  "tidak dapat dicabut",
  "tidak bisa dicabut",
  "tidak boleh dicabut",
  "tidak dapat diminta kembali",
  "tidak bisa diminta kembali",
  "tidak dapat dikembalikan",
  "tidak bisa dikembalikan",
  "tidak boleh dikembalikan",
  "teu tiasa dibatalkeun",
];
const TWO_WITNESSES = [
  "2 saksi",
  "dua saksi",
  "2 orang saksi",
  "dua orang saksi",
  "2 (dua) saksi",
  "dua (2) saksi",
  "2 (dua) orang saksi",
  "dua (2) orang saksi",
];
const SEVEN_WORKING_DAYS = [
  "7 hari kerja",
  "tujuh hari kerja",
  "7 (tujuh) hari kerja",
  "tujuh (7) hari kerja",
];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf"];
const AIW = ["akta ikrar wakaf", " aiw", "(aiw", "-aiw", "/aiw"];
const BWI = ["bwi", "badan wakaf indonesia"];
const MINISTER = ["menteri", "menag"];
const LAND_OFFICE = ["bpn", "badan pertanahan", "kantor pertanahan"];
const FREE = [
  "gratis",
  "rp0",
  "rp 0",
  "rp.0",
  "rp. 0",
  "tidak dipungut biaya",
  "tanpa biaya",
  "tidak ada biaya",
  "bebas biaya",
  "tidak dikenakan biaya",
  "tidak dipungut",
  "nol rupiah",
  "cuma-cuma",
  "tidak berbayar",
  "bebas pnbp",
];
const FOREVER = [
  "selamanya",
  "selama-lamanya",
  "tidak terbatas",
  "tanpa batas waktu",
  "tanpa jangka waktu",
  "abadi",
  "permanen",
  "muabbad",
  "tidak dibatasi waktu",
];
const FIVE_YEARS = [
  "5 tahun",
  "lima tahun",
  "5 (lima) tahun",
  "lima (5) tahun",
];
const AT_LEAST_THREE = [
  "3 orang",
  "tiga orang",
  "3 (tiga) orang",
  "tiga (3) orang",
  "minimal 3",
  "minimal tiga",
  "sedikitnya 3",
  "sedikitnya tiga",
  "paling sedikit 3",
  "paling sedikit tiga",
  "sekurang-kurangnya 3",
  "sekurang-kurangnya tiga",
];
const ONE_THIRD = ["1/3", "sepertiga", "satu per tiga", "satu pertiga"];
const TEN_PERCENT = ["10%", "10 %", "sepuluh persen", "10 persen"];
const FIVE_HUNDRED_MILLION = ["500 juta", "500.000.000", "lima ratus juta"];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "mustahab"];
const JARIYAH = ["jariyah", "jariah", "jariyyah"];
const ALL_HEIRS = [
  "semua ahli waris",
  "seluruh ahli waris",
  "para ahli waris",
  "ahli waris lain",
  "ahli waris yang lain",
  "persetujuan ahli waris",
  "dibagi terlebih dahulu",
  "dibagi dulu",
  "dibagi lebih dulu",
];
const IN_NAZHIR_NAME = [
  "nama nazhir",
  "nama nadzir",
  "nama nazir",
  "nama nadhir",
  "nama para nazhir",
];
const TO_NAZHIR = [
  "kepada nazhir",
  "ke nazhir",
  "kepada nadzir",
  "ke nadzir",
  "kepada nazir",
  "ke nazir",
  "kepada pihak nazhir",
  "kepada para nazhir",
  "diterima nazhir",
  "diterima oleh nazhir",
  "untuk nazhir",
];
const SHARIA_BANK = ["lks", "lembaga keuangan syariah", "bank syariah"];
const BENEFICIARY = [
  "mauquf 'alaih",
  "mauquf alaih",
  "mauquf ‘alaih",
  "mauquf ’alaih",
  "penerima manfaat",
  "menerima manfaat",
];
const REPLACEMENT_DEED = ["akta pengganti", "apaiw", "w.3", "w3", "w-3"];
const WRITTEN_PERMISSION = [
  "izin tertulis",
  "persetujuan tertulis",
  "secara tertulis",
  "tertulis",
];

export const HELD_OUT_16_IN_FIELD: readonly EvalCase[] = [
  // 1.1 Definitions (UU 41/2004 Pasal 1, PP 42/2006 Pasal 1)
  {
    question: "wakaf tuh apaan sih sebenernya, beda sm sedekah biasa gk",
    mustContain: [
      ["memisahkan", "menyerahkan"],
      ["selamanya", "selama-lamanya", "jangka waktu tertentu"],
    ],
  },
  {
    question:
      "Apa yang dimaksud dengan wakif menurut Undang-Undang Nomor 41 Tahun 2004?",
    mustContain: [
      [
        "yang mewakafkan",
        "pemberi wakaf",
        "orang yang berwakaf",
        "memberikan wakaf",
        "menyerahkan harta",
      ],
    ],
  },
  {
    question:
      "punten, nazhir teh naon? abdi sok nguping di pengajian tapi teu ngartos",
    mustContain: [
      ["menerima"],
      ["mengelola", "dikelola", "pengelola", "mengembangkan"],
    ],
  },
  {
    question: "mauquf alaih itu siapa? bedanya sm mauquf bih apa",
    mustContain: [["penerima manfaat", "menerima manfaat"], ["diwakafkan"]],
  },
  {
    question:
      "Apa kepanjangan PPAIW dan siapa yang menetapkan pejabat tersebut?",
    mustContain: [
      ["pejabat pembuat akta ikrar wakaf"],
      ["menteri", "kepala kua"],
    ],
  },
  {
    question: "AIW itu singkatan apa ya min",
    mustContain: [["akta ikrar wakaf"]],
  },
  {
    question: "BWI teh naon kapanjanganana? lembaga pamarentah kitu?",
    mustContain: [["badan wakaf indonesia"], ["independen"]],
  },
  {
    question: "ikrar wakaf tu hrs tertulis atau boleh lisan aja?",
    mustContain: [["lisan"], AIW],
  },
  // 1.2 Basics (Pasal 2-5): an ikrar cannot be undone
  {
    question:
      "bapak sy dulu wakafin tanah buat musholla thn 2015, udh ada akta ikrarnya. skrg adek sy pengen tanahnya balik krn mau bangun rumah. bisa ditarik lg gk sih?",
    mustContain: [NOT_REVOCABLE],
  },
  {
    question:
      "upami wakaf tos diikrarkeun, tiasa dibatalkeun deui teu? dasar hukumna pasal sabaraha?",
    mustContain: [NOT_REVOCABLE, ["pasal 3"]],
  },
  {
    question:
      "Seorang wakif telah mengikrarkan wakaf tanah di hadapan PPAIW. Beberapa bulan kemudian ia membuat surat pernyataan bermeterai bersama pengurus masjid yang menyatakan tanah tersebut dikembalikan kepadanya. Apakah surat pernyataan itu dapat membatalkan wakaf?",
    mustContain: [
      [
        "tidak dapat",
        "tidak bisa",
        "tidak sah",
        "tidak membatalkan",
        "tidak berlaku",
        "tidak boleh",
      ],
      AIW,
    ],
  },
  {
    question:
      "kalo nazhirnya diganti, wakafnya jd batal gk? tanahnya pindah ke nazhir baru?",
    mustContain: [
      [
        "tidak membatalkan",
        "tidak batal",
        "tetap sah",
        "tetap berlaku",
        "wakaf tetap",
        "tetap berjalan",
        "tidak menyebabkan",
      ],
      [
        "tidak berpindah",
        "tidak pindah",
        "tidak beralih",
        "tidak memindahkan",
        "tidak mengalihkan",
        "bukan milik",
        "tidak menjadi milik",
      ],
    ],
  },
  {
    question: "fungsi wakaf menurut uu apa sih, biar apa",
    mustContain: [["manfaat ekonomi", "potensi"], ["kesejahteraan umum"]],
  },
  // 1.3 The six elements (Pasal 6)
  {
    question: "unsur wakaf ada brp aja menurut uu 41",
    mustContain: [
      ["enam", "6 unsur", "6 (enam)"],
      ["jangka waktu"],
      ["peruntukan"],
    ],
  },
  {
    question:
      "naon wae unsur wakaf nurutkeun undang-undang? jangka waktos oge kalebet?",
    mustContain: [["jangka waktu"], ["peruntukan"], ["ikrar"]],
  },
  {
    question:
      "Apakah jangka waktu wakaf termasuk unsur wakaf dalam Pasal 6 UU Nomor 41 Tahun 2004?",
    mustContain: [
      [
        "termasuk",
        "merupakan unsur",
        "salah satu unsur",
        "unsur keenam",
        "unsur ke-6",
      ],
      ["enam", "6 unsur", "6 (enam)"],
    ],
  },
  // 1.4 Wakif (Pasal 7-8)
  {
    question: "syarat org yg mau wakaf apa aja? harus udh tua gt?",
    mustContain: [
      ["dewasa"],
      ["berakal"],
      ["pemilik sah", "milik sah", "pemilik yang sah", "secara sah"],
    ],
  },
  {
    question:
      "Abdi gaduh PT leutik di Cikarang. Hoyong ngawakafkeun sabagian tanah kantor kanggo madrasah. Naha perusahaan tiasa janten wakif, atanapi kedah perorangan?",
    mustContain: [["badan hukum"], ["anggaran dasar"]],
  },
  {
    question: "budak umur 15 taun tiasa teu ngawakafkeun hp na ka pesantren?",
    mustContain: [["dewasa", "baligh"]],
  },
  // 1.5 Nazhir (Pasal 9-14, PP 42/2006)
  {
    question: "syarat jadi nazhir apa aja",
    mustContain: [
      ["wni", "warga negara indonesia"],
      ["islam", "muslim"],
      ["amanah"],
    ],
  },
  {
    question:
      "punten, upami abdi hoyong janten nazhir, kedah sabaraha urang? nyalira teu tiasa?",
    mustContain: [AT_LEAST_THREE],
  },
  {
    question:
      "masjid di kampung kami mau bikin nazhir perorangan. calonnya ada 3 org tp semuanya tinggal di kota lain, beda kecamatan sama tanahnya. boleh gk ya?",
    mustContain: [
      [
        "salah satu",
        "salah seorang",
        "seorang",
        "satu orang",
        "minimal satu",
        "sedikitnya satu",
      ],
      ["kecamatan"],
    ],
  },
  {
    question:
      "Saya ketua DKM. Nazhir perorangan masjid kami disahkan tahun 2019 dan sampai sekarang belum pernah diperbarui. Ada warga yang bilang masa tugasnya sudah habis. Sebenarnya berapa lama masa bakti nazhir dan bisa diperpanjang tidak?",
    mustContain: [
      FIVE_YEARS,
      ["diperpanjang", "perpanjang", "diangkat kembali"],
    ],
  },
  {
    question: "nazhir teh meunang gajih teu? sabaraha persen?",
    mustContain: [TEN_PERCENT],
  },
  {
    question: "tugas nazhir tuh apa aja, hrs lapor ke siapa",
    mustContain: [
      BWI,
      ["mengadministrasikan", "administrasi"],
      ["mengawasi", "melindungi"],
    ],
  },
  {
    question:
      "sy diminta jd nazhir tanah wakaf masjid. trs katanya di sertifikat wakafnya nanti tertulis nama sy. berarti tanah itu jd punya sy dong?",
    mustContain: [
      [
        "bukan pemilik",
        "tidak menjadi pemilik",
        "bukan milik",
        "tidak menjadikan",
        "bukan berarti",
        "tidak berarti",
        "tidak menjadi milik",
      ],
    ],
  },
  {
    question:
      "Kami sudah membentuk nazhir perorangan untuk tanah wakaf musala, tiga orang dari warga sekitar. Selama ini mereka cuma dicatat di buku DKM saja. Apakah nazhir itu harus didaftarkan resmi, dan lewat mana?",
    mustContain: [MINISTER, BWI, ["kua", "kantor urusan agama"]],
  },
  {
    question: "nazhir teh kedah urang islam? upami non muslim tiasa teu?",
    mustContain: [
      [
        "beragama islam",
        "harus islam",
        "wajib islam",
        "harus muslim",
        "wajib muslim",
        "seorang muslim",
        "harus beragama islam",
        "wajib beragama islam",
      ],
      ["WNI, beragama Islam", "tidak dapat menjadi nazhir"],
    ],
  },
  {
    question: "nazhir bisa organisasi gk, kyk DKM atau yayasan gt",
    mustContain: [
      ["badan hukum"],
      ["sosial", "pendidikan", "kemasyarakatan", "keagamaan"],
    ],
  },
  {
    question: "nazhir dpt pembinaan dr siapa aja",
    mustContain: [MINISTER, BWI],
  },
  // 1.6 Harta benda wakaf (Pasal 15-16, PP 42/2006 Pasal 15 and 17)
  {
    question: "selain tanah apa aja yg bisa diwakafin?",
    mustContain: [
      ["uang"],
      [
        "kendaraan",
        "logam mulia",
        "surat berharga",
        "kekayaan intelektual",
        "hki",
      ],
    ],
  },
  {
    question:
      "abdi hoyong ngawakafkeun mobil kanggo ambulan masjid, tiasa teu?",
    mustContain: [["kendaraan", "benda bergerak"]],
  },
  {
    question: "tanah yg msh jd jaminan di bank blh diwakafin gk?",
    mustContain: [CANNOT, ["jaminan", "diagunkan", "agunan", "dijaminkan"]],
  },
  {
    question:
      "tanah kakek sy lg sengketa batas sama tetangga, kasusnya udh masuk pengadilan. kakek pengen cepet2 wakafin buat pesantren biar aman. bisa gk?",
    mustContain: [CANNOT, ["sengketa", "perkara"]],
  },
  {
    question:
      "Kakek saya punya kebun yang belum pernah didaftarkan ke BPN, buktinya cuma akta jual beli lama dan catatan Letter C di desa. Beliau ingin mewakafkan sebagian untuk makam umum. Apakah tanah yang belum terdaftar seperti itu bisa diwakafkan?",
    mustContain: [
      [
        "girik",
        "letter c",
        "ajb",
        "akta jual beli",
        "petok",
        "belum terdaftar",
        "tidak terdaftar",
        "pasal 16",
      ],
      [
        "pendaftaran pertama",
        "pengakuan hak",
        "pengukuran",
        "surat keterangan",
        "sengketa",
      ],
    ],
  },
  {
    question: "hak cipta buku tiasa diwakafkeun? kalebet harta naon?",
    mustContain: [["benda bergerak", "pasal 16"]],
  },
  {
    question: "apartemen / rusun bisa diwakafkan ga",
    mustContain: [["rumah susun"], ["tidak bergerak"]],
  },
  {
    question:
      "Menurut PP Nomor 42 Tahun 2006, harta benda wakaf dibagi menjadi berapa jenis?",
    mustContain: [
      [
        "tiga jenis",
        "3 jenis",
        "tiga macam",
        "3 macam",
        "tiga (3)",
        "3 (tiga)",
        "tiga kelompok",
        "tiga kategori",
        "3 kategori",
      ],
      ["selain uang"],
      ["berupa uang"],
    ],
  },
  // 1.7 Ikrar wakaf and AIW (Pasal 17-21)
  {
    question: "ikrar wakaf hrs ada saksinya brp org",
    mustContain: [TWO_WITNESSES],
  },
  {
    question:
      "Abdi nuju damel di Batam, teu tiasa mulih ka lembur. Bapa hoyong abdi ngawakafkeun tanah milik abdi kanggo masjid. Tiasa diwakilkeun ka lanceuk teu?",
    mustContain: [["surat kuasa", "kuasa"], TWO_WITNESSES],
  },
  {
    question: "Apa saja isi minimal Akta Ikrar Wakaf?",
    mustContain: [["identitas"], ["peruntukan"], ["jangka waktu"]],
  },
  {
    question: "majelis ikrar wakaf tuh siapa aja yg hadir",
    mustContain: [["wakif"], TWO_WITNESSES, PPAIW],
  },
  {
    question: "ikrar wakafnya di depan siapa? pak ustadz aja cukup gk",
    mustContain: [["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"]],
  },
  {
    question:
      "Ibu saya mau mewakafkan tanah untuk musala, tapi beliau sedang dirawat di rumah sakit dan tidak bisa ke KUA minggu ini. Nazhir dan saksi sudah siap semua. Apakah ikrarnya bisa diwakilkan, dan apa syaratnya?",
    mustContain: [["surat kuasa"], TWO_WITNESSES],
  },
  {
    question:
      "kmrn sy udh ikrar wakaf di KUA, trs dikasih lembaran W.2a. itu apa ya, hrs disimpen? yg asli dmn?",
    mustContain: [["salinan", "copy", "turunan"], AIW],
  },
  {
    question: "akta ikrar wakaf tuh fungsinya buat apa sih",
    mustContain: [["bukti tertulis", "bukti"]],
  },
  // 1.8 Peruntukan (Pasal 22-23)
  {
    question: "harta wakaf blh dipake buat apa aja",
    mustContain: [
      ["ibadah"],
      ["pendidikan", "kesehatan"],
      ["fakir miskin", "yatim", "anak terlantar", "beasiswa"],
    ],
  },
  {
    question: "tiasa teu wakaf kanggo beasiswa barudak yatim?",
    mustContain: [
      ["beasiswa", "yatim"],
      ["pasal 22", "peruntukan"],
    ],
  },
  {
    question:
      "mertua sy mau wakaf tanah tp pas ikrar blm nentuin mau buat apa, cuma bilang 'buat kebaikan aja'. trs nanti yg nentuin peruntukannya siapa?",
    mustContain: [
      NAZHIR,
      [
        "pasal 23",
        "tujuan dan fungsi",
        "sesuai dengan tujuan",
        "sesuai tujuan",
      ],
    ],
  },
  {
    question: "Siapa yang berwenang menetapkan peruntukan harta benda wakaf?",
    mustContain: [
      [
        "pasal 23",
        "wakif menetapkan",
        "ditetapkan oleh wakif",
        "ditetapkan wakif",
        "wakif yang menetapkan",
        "ditentukan oleh wakif",
        "wakif menentukan",
        "wakif yang menentukan",
        "ditentukan wakif",
      ],
    ],
  },
  // 1.9 Registration (Pasal 32-35)
  {
    question: "stlh AIW ditandatangani, brp lama hrs didaftarin ke BPN?",
    mustContain: [SEVEN_WORKING_DAYS],
  },
  {
    question:
      "saha nu ngadaftarkeun tanah wakaf ka BPN? abdi kedah angkat nyalira?",
    mustContain: [PPAIW, ["atas nama"]],
  },
  {
    question:
      "Dokumen apa saja yang diserahkan PPAIW kepada instansi berwenang dalam pendaftaran harta benda wakaf?",
    mustContain: [
      ["salinan"],
      ["bukti kepemilikan", "surat-surat", "dokumen kepemilikan", "sertifikat"],
    ],
  },
  {
    question: "bukti pendaftaran wakaf dr bpn nanti dikasih ke siapa",
    mustContain: [TO_NAZHIR],
  },
  // 1.10 Protection and sanctions (Pasal 40, 44, 67)
  {
    question:
      "masjid di kampung sy udh tua bgt, atapnya bocor dan butuh renovasi sekitar 200 jt. kas DKM cuma 20 jt. ada usul jual sebagian tanah wakaf di belakang masjid buat nutup biaya. boleh gk?",
    mustContain: [CANNOT, ["pasal 40", "dijual"]],
  },
  {
    question:
      "Di lembur abdi aya tanah wakaf kanggo makam. Ayeuna ahli waris wakif ngaku-ngaku eta tanah teh warisan, bade dibagi-bagi. Naha tanah wakaf tiasa diwariskeun?",
    mustContain: [CANNOT, ["diwariskan", "pasal 40"]],
  },
  {
    question:
      "Apa sanksi pidana bagi pihak yang dengan sengaja menjual atau menjaminkan harta benda wakaf?",
    mustContain: [FIVE_YEARS, FIVE_HUNDRED_MILLION],
  },
  {
    question:
      "pengurus dkm jual tanah wakaf diem2, bisa dipenjara gk? brp taun",
    mustContain: [FIVE_YEARS, ["pasal 67", "penjara", "pidana"]],
  },
  {
    question:
      "tanah wakaf bs dijadiin jaminan utang bank gk buat modal koperasi masjid",
    mustContain: [CANNOT, ["jaminan", "agunan", "dijaminkan"]],
  },
  {
    question:
      "nazhir tiasa ngarobih peruntukan wakaf nyalira teu? tina masjid janten toko",
    mustContain: [BWI, WRITTEN_PERMISSION],
  },
  // 1.11 Wakaf produktif (Pasal 42-43)
  {
    question: "wakaf produktif tuh gmn maksudnya",
    mustContain: [
      ["pokok", "tetap utuh", "tetap terjaga", "dijaga"],
      ["disewakan", "sewa", "pertanian", "usaha", "investasi"],
    ],
  },
  {
    question:
      "ada tanah wakaf sawah 1 hektar di desa kami, selama ini dibiarin aja gk diurus. warga bilang nazhir gk wajib ngolah, yg penting dijaga. bener gk?",
    mustContain: [
      ["wajib", "harus"],
      ["mengembangkan", "produktif"],
    ],
  },
  {
    question:
      "Apabila pengelolaan wakaf produktif memerlukan penjaminan, lembaga apa yang digunakan?",
    mustContain: [["penjamin syariah", "penjaminan syariah"]],
  },
  {
    question:
      "hasil tina wakaf produktif teh kanggo saha? kanggo nazhir sadayana?",
    mustContain: [BENEFICIARY, TEN_PERCENT],
  },
  // 1.12 Wakaf uang (Pasal 28-31, PP 42/2006, MUI fatwa)
  { question: "wakaf uang bisa gk? lewat mana", mustContain: [SHARIA_BANK] },
  {
    question: "abdi hoyong wakaf artos, engke aya sertipikatna teu?",
    mustContain: [["sertifikat wakaf uang", "sertipikat wakaf uang"]],
  },
  {
    question:
      "sy kerja di saudi, gaji dlm riyal. mau wakaf uang buat pesantren di kampung. blh langsung pake riyal gk atau gmn?",
    mustContain: [
      ["rupiah"],
      [
        "dikonversi",
        "konversi",
        "ditukar",
        "dirupiahkan",
        "diubah",
        "dialihkan",
      ],
    ],
  },
  {
    question:
      "Bagaimana hukum wakaf uang menurut fatwa Majelis Ulama Indonesia?",
    mustContain: [
      ["jawaz", "boleh", "dibolehkan", "diperbolehkan", "mubah"],
      ["2002"],
    ],
  },
  {
    question: "duit yg diwakafin itu nanti dibelanjain abis atau gmn",
    mustContain: [["pokoknya harus tetap terjaga"]],
  },
  {
    question: "brp total wakaf uang yg udh terkumpul di indonesia?",
    mustContain: [
      ["2,3", "2.3"],
      ["triliun", "t "],
    ],
  },
  {
    question:
      "Dalam jangka waktu berapa hari Lembaga Keuangan Syariah wajib mendaftarkan wakaf uang kepada Menteri?",
    mustContain: [SEVEN_WORKING_DAYS],
  },
  // 1.13 What visitors also ask
  {
    question:
      "sy punya tanah SHM, pengen wakafin buat TPQ tp cuma 10 taun aja, abis itu mau sy pake lg buat anak. bisa gk wakaf berjangka gitu?",
    mustContain: [CANNOT, FOREVER],
  },
  {
    question: "wakaf tanah teh tiasa samentawis wungkul, upamana 20 taun?",
    mustContain: [FOREVER, ["pasal 18", "hak milik"]],
  },
  {
    question:
      "Saya punya bangunan ruko di atas tanah HGB yang masa haknya tinggal 15 tahun. Saya ingin bangunannya dipakai untuk rumah tahfidz selama sisa waktu itu saja. Apakah wakaf berjangka seperti itu dibolehkan, dan untuk harta apa saja?",
    mustContain: [
      ["hak guna bangunan", "hgb", "hak pakai"],
      ["uang", "hak milik"],
    ],
  },
  {
    question:
      "masjid kami kena proyek jalan tol, tanah wakafnya mau dipake pemerintah. katanya diganti tanah lain. itu boleh? prosedurnya gmn?",
    mustContain: [
      MINISTER,
      BWI,
      [
        "sekurang-kurangnya sama",
        "minimal sama",
        "paling sedikit sama",
        "setara",
        "sama nilai",
        "sama manfaat",
        "nilai dan manfaat",
        "manfaat dan nilai",
        "seimbang",
        "tidak kurang",
      ],
    ],
  },
  {
    question: "naon ari ruislag tanah wakaf teh? saha nu masihan idin?",
    mustContain: [["tukar", "penukaran"], MINISTER, BWI],
  },
  {
    question: "alasan apa aja yg bikin tanah wakaf blh ditukar",
    mustContain: [
      ["kepentingan umum"],
      [
        "mendesak",
        "tidak dapat dipergunakan",
        "tidak dapat digunakan",
        "tidak bisa digunakan",
        "tidak dapat dimanfaatkan",
        "tidak bisa dimanfaatkan",
        "tidak lagi",
      ],
    ],
  },
  {
    question:
      "Di tanah wakaf masjid kami ada lahan kosong di samping bangunan utama. Pengurus DKM berencana menjadikannya area parkir berbayar dan kios yang disewakan. Apakah hal itu memerlukan izin, dan izin dari siapa?",
    mustContain: [BWI, WRITTEN_PERMISSION],
  },
  {
    question: "klo nazhir meninggal trs wakafnya gmn? batal?",
    mustContain: [
      [
        "wakaf tetap",
        "tetap berlaku",
        "tetap berjalan",
        "tetap sah",
        "berlanjut",
        "tidak batal",
        "tidak gugur",
        "tidak hapus",
        "terus berlaku",
        "tetap berlangsung",
      ],
      ["diganti", "penggantian", "pengganti"],
    ],
  },
  {
    question:
      "Bapa abdi janten nazhir tanah wakaf masjid tos lami. Ayeuna yuswana tos sepuh sareng sering gering. Upami anjeunna pupus, saha nu ngagentos sareng kumaha prosesna?",
    mustContain: [["diganti", "penggantian", "pengganti"], BWI],
  },
  {
    question: "nazhir yg gk ngurus wakaf bisa dipecat gk? sama siapa",
    mustContain: [
      BWI,
      ["diberhentikan", "diganti", "pemberhentian", "penggantian"],
    ],
  },
  {
    question:
      "nenek sy sebelum meninggal bilang mau wakafin sawahnya lewat wasiat. sawahnya kira2 setengah dr seluruh hartanya. ada batasannya gk wakaf lewat wasiat?",
    mustContain: [ONE_THIRD, ["ahli waris"]],
  },
  {
    question: "Berapa jumlah saksi yang diperlukan dalam wakaf dengan wasiat?",
    mustContain: [TWO_WITNESSES],
  },
  {
    question:
      "Bapa abdi tos pupus, tanahna teu acan dibagi waris. Abdi anak cikal hoyong ngawakafkeun eta tanah kanggo musola, tapi adi-adi abdi teu acan satuju. Tiasa abdi nyalira ngawakafkeun?",
    mustContain: [CANNOT, ALL_HEIRS],
  },
  {
    question: "tanah warisan blm dibagi, yg tanda tangan wakaf siapa aja?",
    mustContain: [ALL_HEIRS],
  },
  {
    question: "beda wakaf sama hibah apa sih",
    mustContain: [
      ["menjadi pemilik", "menjadi milik", "kepemilikan", "memiliki"],
      ["dijual"],
    ],
  },
  {
    question: "Apa perbedaan antara wakaf dan zakat?",
    mustContain: [["wajib"], ["sunnah", "sunah", "sukarela"]],
  },
  { question: "wakaf teh wajib atanapi sunnah?", mustContain: [SUNNAH] },
  {
    question: "wakaf sm wasiat bedanya apa",
    mustContain: [["meninggal", "wafat", "kematian"], ONE_THIRD],
  },
  {
    question:
      "tetangga sy non muslim, dia punya tanah kosong dan pengen ngewakafin buat madrasah di kampung. dia nanya ke sy boleh gk org non muslim jd wakif?",
    mustContain: [
      [
        "tidak mensyaratkan",
        "tidak disyaratkan",
        "tidak ada syarat agama",
        "tidak menetapkan agama",
        "tidak menyebut agama",
        "tidak mengatur agama",
        "tidak harus muslim",
        "tidak harus beragama islam",
        "tidak wajib muslim",
        "tidak wajib beragama islam",
        "tidak harus islam",
        "tanpa syarat agama",
        "pasal 8",
      ],
    ],
  },
  {
    question:
      "masjid bade ngalih ka tempat nu langkung ageung. tanah wakaf nu lami tiasa dijual kanggo meser tanah anyar?",
    mustContain: [["tukar", "penukaran", "ruislag"], ["izin"], BWI],
  },
  {
    question:
      "sebagian tanah masjid mau dibangun PAUD, perlu izin gk? kan sama2 kebaikan",
    mustContain: [["mengubah peruntukan"], ["izin tertulis dari bwi"]],
  },
  {
    question:
      "Dua dari tiga nazhir masjid kami sudah meninggal, jadi kami mau mengganti nazhir dan mengubah datanya di BPN. Bendahara khawatir biayanya mahal karena kas masjid tipis. Kira-kira kena biaya berapa?",
    mustContain: [FREE],
  },
  // 2 Classical rukun and syarat (fiqh)
  {
    question: "rukun wakaf ada brp? apa aja",
    mustContain: [
      ["empat", "4 rukun", "4 (empat)"],
      ["sighat", "shighat", "sigat", "shigat"],
    ],
  },
  {
    question: "naon bedana rukun wakaf jeung unsur wakaf dina undang-undang?",
    mustContain: [
      ["empat", "4 rukun", "4 (empat)"],
      ["enam", "6 unsur", "6 (enam)"],
      NAZHIR,
    ],
  },
  {
    question: "Apakah nazhir termasuk rukun wakaf menurut jumhur ulama?",
    mustContain: [["bukan", "tidak termasuk"], ["unsur"]],
  },
  {
    question: "syarat barang yg diwakafin apa aja? mknan blh gk",
    mustContain: [
      ["tahan lama", "tidak habis", "jangka panjang", "sekali pakai"],
    ],
  },
  {
    question:
      "ada org nawarin motor ke masjid buat diwakafin, tp kabarnya motor itu hasil curian, surat2nya gk jelas. pengurus boleh nerima wakaf itu gk?",
    mustContain: [
      ["tidak sah", "tidak boleh", "tidak dapat", "tidak bisa"],
      [
        "milik sah",
        "pemilik sah",
        "secara sah",
        "dimiliki",
        "miliknya sendiri",
      ],
    ],
  },
  {
    question: "wakaf blh buat tujuan apa aja? klo buat hal maksiat gmn",
    mustContain: [
      ["tidak sah", "tidak boleh", "dilarang", "tidak dapat", "tidak bisa"],
      ["kebaikan", "mendekatkan diri", "syariah", "syariat", "kebajikan"],
    ],
  },
  {
    question:
      "naha wakaf kedah salamina? aya ulama nu ngawenangkeun wakaf samentawis?",
    mustContain: [["malik"]],
  },
  // 3 Religious sources
  {
    question: "dalil wakaf di quran ayat brp",
    mustContain: [
      ["imran", "imrān", "baqarah"],
      ["92", "261", "267"],
    ],
  },
  {
    question:
      "punten, hadis ngeunaan amal nu teu pegat sanajan tos maot teh naon? wakaf kalebet?",
    mustContain: [JARIYAH, ["ilmu"], ["anak"]],
  },
  {
    question:
      "Bagaimana kisah Umar bin Khattab dan tanah Khaibar yang menjadi dasar wakaf?",
    mustContain: [
      ["tahan", "menahan", "pokok"],
      [
        "tidak dijual",
        "tidak boleh dijual",
        "tidak diperjualbelikan",
        "tidak dapat dijual",
        "tidak untuk dijual",
      ],
    ],
  },
  {
    question: "di quran ada kata wakaf gk sih",
    mustContain: [
      [
        "tidak menyebut",
        "tidak disebut",
        "tidak secara eksplisit",
        "tidak secara langsung",
        "tidak ada kata",
        "tidak eksplisit",
        "tidak tersurat",
      ],
      ["infak", "infaq"],
    ],
  },
  {
    question: "wakaf pertama dlm sejarah islam apa",
    mustContain: [["quba", "nabawi"]],
  },
  {
    question:
      "Pak ustadz di pengajian nyarios yen aya ayat nu nyebatkeun moal kenging kahadean nu sampurna samemeh ngainfakkeun harta nu dipikaresep. Eta ayat naon nya, sareng naon hubunganana sareng wakaf?",
    mustContain: [["92"], ["imran", "imrān"]],
  },
  {
    question: "hadis ttg 3 amal yg gk putus itu riwayat siapa, nomor brp",
    mustContain: [["muslim"], ["1631"]],
  },
  {
    question:
      "ayat yg perumpamaan benih tumbuh tujuh tangkai itu surat apa ayat brp",
    mustContain: [["baqarah"], ["261"]],
  },
  // 4.1 Documents at the KUA
  {
    question: "syarat dokumen wakaf tanah di kua apa aja min",
    mustContain: [
      ["ktp"],
      ["kk", "kartu keluarga"],
      ["sertifikat", "shm", "bukti kepemilikan"],
    ],
  },
  {
    question:
      "tanah abdi teu acan gaduh sertipikat, ngan ukur girik. tiasa diwakafkeun?",
    mustContain: [
      ["girik", "letter c", "ajb", "petok"],
      [
        "pendaftaran pertama",
        "pengakuan hak",
        "pengukuran",
        "surat keterangan tidak",
        "tidak dalam sengketa",
        "tidak sengketa",
      ],
    ],
  },
  {
    question: "surat ket tdk sengketa itu ngurusnya dmn",
    mustContain: [["desa", "kelurahan", "lurah"], ["camat"]],
  },
  {
    question:
      "bapak sy yg wakafin tanah udh meninggal thn lalu sebelum sempet ke KUA. skrg kami anak2nya mau ngurus biar tanahnya tercatat. yg ngurus dokumennya siapa, trs aktanya apa?",
    mustContain: [["ahli waris"], REPLACEMENT_DEED],
  },
  {
    question: "materena sabaraha ayeuna? meterai 6000 masih tiasa?",
    mustContain: [["10.000", "10000", "sepuluh ribu", "10 ribu"]],
  },
  {
    question: "sppt pbb hrs dibawa gk pas daftar wakaf",
    mustContain: [
      [
        "tahun terakhir",
        "terbaru",
        "beberapa kua",
        "sebagian kua",
        "tahun berjalan",
      ],
    ],
  },
  {
    question:
      "wakif nazhir saksi hrs dtg langsung ke kua gk? bisa diwakilin semua?",
    mustContain: [["hadir langsung"], ["surat kuasa"]],
  },
  {
    question: "pamajikan kedah satuju teu upami salaki ngawakafkeun tanah?",
    mustContain: [
      ["persetujuan", "izin", "setuju", "ijin"],
      ["istri", "suami", "pasangan"],
    ],
  },
  // 4.2 Steps at the KUA
  {
    question: "alur wakaf tanah di kua gmn step by step",
    mustContain: [PPAIW, LAND_OFFICE, AIW],
  },
  {
    question:
      "Formulir apa yang digunakan untuk pengesahan nazhir perseorangan?",
    mustContain: [["w.5", "w5", "w-5", "w 5"]],
  },
  {
    question: "sertifikat tanah wakaf nanti atas nama siapa? masjid? wakif?",
    mustContain: [IN_NAZHIR_NAME],
  },
  {
    question: "tiasa daftar wakaf online? aya aplikasina?",
    mustContain: [["siwak", "e-aiw"]],
  },
  {
    question:
      "tanah wakaf musholla di RT kami udh dipake dr thn 80an, wakifnya udh lama meninggal dan gk ada aktanya sama sekali. skrg mau disertifikatkan. bisa gk? pake akta apa?",
    mustContain: [REPLACEMENT_DEED],
  },
  {
    question: "berkas dr kua ke bpn dibawa pake surat apa? W brp?",
    mustContain: [["w.7", "w7", "w-7", "w 7"]],
  },
  // 4.3 Form codes
  { question: "W.2 itu formulir apa", mustContain: [["akta ikrar wakaf"]] },
  {
    question: "blanko WK teh naon?",
    mustContain: [["surat keterangan"], ["desa", "lurah"]],
  },
  {
    question: "Apa fungsi formulir W.4 di Kantor Urusan Agama?",
    mustContain: [["w.4"]],
  },
  {
    question: "no AIW W2/1/001/IV/2013 itu artinya apa aja",
    mustContain: [["bulan"], ["tahun"], ["urut"]],
  },
  {
    question: "Apa kegunaan formulir WD dalam perwakafan tanah?",
    mustContain: [["1977"]],
  },
  // 4.4 Documents at the Kantor Pertanahan
  {
    question: "ke bpn bawa apa aja buat sertifikat wakaf, tanahnya udh SHM",
    mustContain: [["asli"], ["pengesahan nazhir"], AIW],
  },
  {
    question: "sabaraha dinten ngurus sertipikat wakaf di BPN?",
    mustContain: [["5 hari", "lima hari", "98 hari"]],
  },
  {
    question:
      "Peraturan menteri apa yang mengatur tata cara pendaftaran tanah wakaf di Kantor Pertanahan?",
    mustContain: [["2 tahun 2017", "2/2017"]],
  },
  // 4.5 Fees
  { question: "bikin AIW di kua bayar brp", mustContain: [FREE] },
  {
    question:
      "Abdi ti Cianjur, hoyong ngawakafkeun tanah 100 meter kanggo madrasah. Sabaraha biayana dugi ka sertipikat di BPN? Aya pungutan?",
    mustContain: [FREE, ["pengukuran", "ukur"]],
  },
  {
    question: "daftar tanah wakaf ke BPN beneran gratis? kok tetangga sy bayar",
    mustContain: [
      FREE,
      ["pengukuran", "pemecahan", "pendaftaran pertama", "ukur"],
    ],
  },
  {
    question:
      "Sejak kapan pendaftaran tanah wakaf dibebaskan dari PNBP berdasarkan nota kesepahaman Kementerian Agama dan ATR/BPN?",
    mustContain: [["2021"]],
  },
  {
    question: "cek biaya ukur tanah wakaf pake aplikasi apa",
    mustContain: [["sentuh tanahku"]],
  },
  {
    question:
      "tanah yg mau diwakafin cuma sebagian dr sertifikat bapak sy, sisanya buat rumah. katanya hrs dipecah dulu. itu bayar gk?",
    mustContain: [FREE, ["pemecahan", "pecah"]],
  },
  // 5 Regulations
  {
    question: "PP 25 2018 itu isinya apa",
    mustContain: [["perubahan"], ["42"]],
  },
  {
    question: "Apa judul Peraturan Menteri Agama Nomor 73 Tahun 2013?",
    mustContain: [["tata cara perwakafan"], ["selain uang"]],
  },
  {
    question:
      "aturan ngeunaan administrasi wakaf artos teh PMA nomer sabaraha?",
    mustContain: [["4 tahun 2009", "4/2009"]],
  },
  {
    question: "peraturan bwi no 1 thn 2020 ttg apa",
    mustContain: [["pedoman pengelolaan"], ["pengembangan"]],
  },
  // 6 Badan Wakaf Indonesia
  { question: "ketua bwi skrg siapa", mustContain: [["kamaruddin"]] },
  {
    question:
      "Apa saja tugas dan wewenang Badan Wakaf Indonesia menurut Pasal 49 UU Wakaf?",
    mustContain: [
      ["membina", "pembinaan"],
      ["penukaran", "perubahan status", "tukar"],
    ],
  },
  {
    question: "BWI teh aya di Jawa Barat? atanapi ngan di Jakarta?",
    mustContain: [["perwakilan"], ["jawa barat", "jabar"]],
  },
  {
    question: "bwi dibentuk thn brp, anggotanya brp org",
    mustContain: [
      ["2007"],
      [
        "20-30",
        "20–30",
        "20 sampai 30",
        "20 hingga 30",
        "20 s.d. 30",
        "dua puluh",
        "20 orang",
        "30 orang",
      ],
    ],
  },
  // 7 Statistics
  {
    question: "brp jumlah tanah wakaf di indonesia skrg",
    mustContain: [
      [
        "561.909",
        "561909",
        "561 ribu",
        "445.504",
        "445504",
        "445 ribu",
        "430.000",
        "430 ribu",
        "421.903",
      ],
    ],
  },
  {
    question: "sabaraha tanah wakaf di Jawa Barat nu tos disertipikatkeun?",
    mustContain: [["48.123", "48123", "48 ribu", "55,95"]],
  },
  {
    question: "tanah wakaf plg bnyk dipake buat apa? masjid ya?",
    mustContain: [["musala", "mushola", "musholla", "mushala"], ["masjid"]],
  },
  // 8 KUA services and Kemenag values
  {
    question: "kua ngurusin wakaf jg? tugasnya apa aja soal wakaf",
    mustContain: [["bimbingan", "membina", "pembinaan", "membimbing"], AIW],
  },
  {
    question: "Ikhlas Beramal teh hartosna naon? sok aya dina logo",
    mustContain: [
      ["motto", "semboyan"],
      ["kementerian agama", "kemenag"],
    ],
  },
  {
    question: "BerAKHLAK singkatan dr apa",
    mustContain: [["berorientasi pelayanan"], ["akuntabel"], ["kolaboratif"]],
  },
];

export const HELD_OUT_16_OUT_OF_FIELD: readonly EvalCase[] = [
  // Other KUA services
  { question: "syarat daftar nikah di kua apa aja ya" },
  {
    question:
      "Punten, upami bade nikah di KUA kedah daftar sabaraha dinten sateuacanna?",
  },
  { question: "biaya nikah di luar kantor kua brp skrg" },
  { question: "Bagaimana prosedur rujuk setelah talak satu?" },
  {
    question: "sy mau cerai sm suami, ngurusnya di kua atau pengadilan agama?",
  },
  {
    question:
      "Kumaha carana daptar haji reguler, sabaraha lami antrianana di Jawa Barat?",
  },
  { question: "jadwal manasik haji di kua kapan min" },
  {
    question:
      "umroh backpacker aman gk sih, cara cek travel umroh yg resmi gmn",
  },
  {
    question:
      "Bagaimana cara mengajukan sertifikasi halal gratis (SEHATI) untuk UMKM?",
  },
  {
    question:
      "abdi gaduh usaha keripik, hoyong gaduh label halal, ka mana ngurusna?",
  },
  { question: "bimbingan perkawinan catin wajib ikut gk? jadwalnya kapan" },
  { question: "buku nikah sy ilang, gmn cara bikin duplikatnya" },
  {
    question:
      "Bagaimana syarat menikah bagi calon pengantin yang usianya belum 19 tahun?",
  },
  { question: "cara daftarin data masjid baru ke kemenag gmn ya" },
  {
    question: "sy sering ribut sm suami, kua bisa bantu konseling keluarga gk",
  },
  // Traps: wakaf's words, not wakaf
  {
    question:
      "cara balik nama sertifikat tanah setelah beli dr org lain gmn, biayanya brp",
  },
  {
    question:
      "Berapa bagian warisan anak laki-laki dan anak perempuan menurut hukum Islam?",
  },
  { question: "ngurus PBG (dulu IMB) buat bangun rumah 2 lantai di mana" },
  { question: "jadwal sholat dzuhur hari ini di masjid agung jam brp" },
  {
    question:
      "Tanah girik abdi bade dijual ka developer, kedah ngadamel AJB di mana?",
  },
  { question: "pajak PBB rumah sy telat 2 taun, dendanya brp" },
  {
    question: "sertifikat tanah rumah sy ilang, ngurus penggantinya ke bpn gmn",
  },
  {
    question:
      "Kira-kira berapa harga tanah per meter di kecamatan ini sekarang?",
  },
  { question: "cara mecah sertifikat tanah buat dijual kavling gmn" },
  {
    question:
      "kurban sapi patungan 7 urang, sah teu upami aya nu niatna ngan hoyong daging?",
  },
  // Anything else
  { question: "cuaca bandung besok hujan gk" },
  { question: "skor persib semalem brp" },
  { question: "cara isi pulsa telkomsel lewat dana gmn" },
  { question: "resep seblak yg enak gmn" },
  { question: "Kumaha carana ngadamel surabi oncom?" },
  { question: "harga emas antam hari ini brp" },
  { question: "Jam berapa kereta api dari Bandung ke Jakarta berangkat pagi?" },
  { question: "cara aktivasi ktp digital" },
  { question: "Sabaraha ongkos angkot ti terminal ka alun-alun?" },
  { question: "rekomendasi hp 2 jutaan buat ngegame" },
  { question: "Bagaimana cara mendaftar BPJS Kesehatan mandiri?" },
  { question: "siapa presiden pertama indonesia" },
  { question: "kode promo gojek hari ini ada gk" },
  { question: "Abdi nuju flu, obat naon nu sae?" },
  { question: "cara bikin CV buat lamar kerja" },
  { question: "lowongan kerja pabrik di karawang ada gk" },
  { question: "Tolong terjemahkan 'good morning' ke bahasa Sunda." },
  { question: "tips diet turun 5 kg sebulan" },
  { question: "jadwal bioskop di bandung hari ini film apa aja" },
  { question: "Kumaha carana ngurus SIM C anyar?" },
];
