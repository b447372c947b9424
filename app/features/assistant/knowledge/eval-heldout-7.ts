// Held-out set 7 (issue 35): written on 2026-11-27 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base or the other sets, before the seventh round. Never tuned on.
// Questions marked `// formal` are typed formally; all others are typed the way visitors type on a phone.
import type { EvalCase } from "./eval-set";

// Shared alternatives (all lower case; matching is case-insensitive substring).
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir", "nadir", "nadzhir"];
const WAKIF = ["wakif", "waqif", "pewakaf", "pemberi wakaf"];
const DUA_SAKSI = [
  "2 saksi",
  "dua saksi",
  "2 orang saksi",
  "dua orang saksi",
  "2 (dua) saksi",
  "dua (2) saksi",
  "2 (dua) orang saksi",
  "dua (2) orang saksi",
  "minimal 2",
  "minimal dua",
  "sekurang-kurangnya 2",
  "sekurang-kurangnya dua",
  "paling sedikit 2",
  "paling sedikit dua",
];
const GRATIS = [
  "rp0",
  "rp 0",
  "rp.0",
  "rp. 0",
  "gratis",
  "tidak dipungut",
  "tanpa biaya",
  "bebas biaya",
  "nol rupiah",
  "tidak dikenakan biaya",
  "tidak dikenai biaya",
  "tidak ada biaya",
  "tidak perlu bayar",
  "tidak bayar",
  "bebas pnbp",
];
const BPN = [
  "kantor pertanahan",
  "bpn",
  "badan pertanahan",
  "atr/bpn",
  "pertanahan",
];
const BWI = ["bwi", "badan wakaf indonesia"];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"];
const AIW = ["akta ikrar wakaf", "aiw"];
const TIGA_ORANG = [
  "3 orang",
  "tiga orang",
  "3 (tiga) orang",
  "tiga (3) orang",
  "minimal 3",
  "minimal tiga",
  "sekurang-kurangnya 3",
  "sekurang-kurangnya tiga",
  "paling sedikit 3",
  "paling sedikit tiga",
];
const TUJUH_HARI_KERJA = [
  "7 hari kerja",
  "tujuh hari kerja",
  "7 (tujuh) hari kerja",
  "tujuh (7) hari kerja",
];
const LIMA_TAHUN = [
  "5 tahun",
  "lima tahun",
  "5 (lima) tahun",
  "lima (5) tahun",
];
const SEPULUH_PERSEN = [
  "10%",
  "10 %",
  "10 persen",
  "sepuluh persen",
  "10 (sepuluh) persen",
  "sepersepuluh",
];
const SEPERTIGA = [
  "1/3",
  "sepertiga",
  "satu pertiga",
  "satu per tiga",
  "1 per 3",
];
const PENJARA = ["5 tahun", "lima tahun", "5 (lima) tahun"];
const DENDA = [
  "500 juta",
  "500.000.000",
  "rp500",
  "rp 500",
  "lima ratus juta",
  "setengah miliar",
];
const UU41 = [
  "41 tahun 2004",
  "41/2004",
  "nomor 41",
  "no. 41",
  "no 41",
  "uu 41",
];
const PP42 = [
  "42 tahun 2006",
  "42/2006",
  "pp 42",
  "nomor 42",
  "no. 42",
  "no 42",
];
const TIDAK_BATAL = [
  "tidak dapat dibatalkan",
  "tidak bisa dibatalkan",
  "tidak boleh dibatalkan",
  "tidak dapat ditarik",
  "tidak bisa ditarik",
  "tidak boleh ditarik",
  "tidak dapat diambil kembali",
  "tidak bisa diambil kembali",
  "tidak boleh diambil kembali",
  "tidak dapat diminta kembali",
  "tidak bisa diminta kembali",
  "tidak boleh diminta kembali",
  "tidak dapat dicabut",
  "tidak bisa dicabut",
  "tidak boleh dicabut",
  "pasal 3",
];
const SELAMANYA = [
  "selama-lamanya",
  "selamanya",
  "tidak terbatas",
  "tanpa batas waktu",
  "tanpa jangka waktu",
  "pasal 18",
  "tidak bisa berjangka",
  "tidak dapat berjangka",
  "tidak boleh berjangka",
];
const LKS = ["lembaga keuangan syariah", "lks", "lks-pwu", "bank syariah"];
const DILARANG = [
  "dilarang",
  "tidak boleh",
  "tidak dapat",
  "tidak bisa",
  "pasal 40",
];
const TIDAK_SAH = [
  "tidak sah",
  "tidak boleh",
  "tidak dapat",
  "tidak bisa",
  "batal",
  "tidak memenuhi",
];
const BOLEH = ["boleh", "bisa", "dapat", "sah", "diperbolehkan", "dibolehkan"];
const TUKAR = ["tukar", "ruislag", "penukaran", "pertukaran", "ditukar"];
const IZIN = ["izin", "ijin", "persetujuan"];
const MENTERI = ["menteri", "kementerian agama", "kemenag"];
const SETUJU = [
  "setuju",
  "persetujuan",
  "sepakat",
  "kesepakatan",
  "izin",
  "tanda tangan",
  "menandatangani",
  "ditandatangani",
];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "mustahab"];
const DIKELOLA = [
  "mengelola",
  "dikelola",
  "pengelola",
  "mengembangkan",
  "dikembangkan",
];

export const HELD_OUT_7_IN_FIELD: EvalCase[] = [
  // fact: section 1.1 (definitions, Pasal 1 UU 41/2004; PP 42/2006 Pasal 1)
  {
    question:
      "wakaf tuh apaan sih sbnrnya, bkn sekedar ngasih barang ke masjid kan",
    mustContain: [["memisahkan", "menyerahkan", "menahan"], ["manfaat"]],
  },
  {
    question: "wakif teh saha? nu masihan atanapi nu nampi",
    mustContain: [
      [
        "mewakafkan",
        "memberi wakaf",
        "pemberi wakaf",
        "yang berwakaf",
        "menyerahkan",
        "memberikan",
        "pemilik harta",
      ],
    ],
  },
  {
    question: "ikrar wakaf itu hrs diucapin lgsg atau blh cm ditulis aja",
    mustContain: [
      ["lisan", "diucapkan", "ucapan"],
      ["tertulis", "tulisan"],
    ],
  },
  {
    question: "mauquf bih teh naon artosna",
    mustContain: [
      [
        "harta benda yang diwakafkan",
        "harta yang diwakafkan",
        "benda yang diwakafkan",
        "barang yang diwakafkan",
        "harta wakaf",
        "harta benda wakaf",
      ],
    ],
  },
  {
    question: "sy suka ketuker, mauquf alaih sm mauquf bih bedanya apa",
    mustContain: [
      ["penerima manfaat", "menerima manfaat", "penerima"],
      ["harta", "benda"],
    ],
  },
  {
    question: "BWI itu lembaga pemerintah ato swasta sih",
    mustContain: [["independen"]],
  },
  {
    question: "di kua mah saha nu jadi ppaiw teh",
    mustContain: [["kepala kua"]],
  },
  {
    question: "Siapakah pejabat yang berwenang membuat Akta Ikrar Wakaf?",
    mustContain: [PPAIW],
  }, // formal
  {
    question: "aiw tuh sbnrnya bukti apaan",
    mustContain: [["akta ikrar wakaf"], ["bukti"]],
  },
  {
    question: "nadzir itu artinya apa ya min",
    mustContain: [
      ["mengelola", "dikelola", "pengelola", "mengembangkan", "menerima"],
    ],
  },
  {
    question: "harta yg boleh diwakafin kata uu hrs kaya gmn, yg awet gitu?",
    mustContain: [
      ["tahan lama", "jangka panjang", "bermanfaat lama"],
      ["ekonomi", "bernilai"],
    ],
  },

  // fact: section 1.2 (Pasal 2-5; Pasal 3 irrevocable; change of nazhir; private agreement)
  {
    question:
      "pa abdi tos ngawakafkeun tanah ka masjid taun kamari, ayeuna hoyong dicandak deui tiasa teu",
    mustContain: [TIDAK_BATAL],
  },
  {
    question:
      "Apakah wakaf yang telah diikrarkan dapat dibatalkan oleh wakif atau ahli warisnya?",
    mustContain: [TIDAK_BATAL],
  }, // formal
  {
    question:
      "nazhirnya diganti krn yg lama udh sepuh bgt, brrti wakafnya batal dong?",
    mustContain: [
      [
        "tidak membatalkan",
        "tidak batal",
        "tetap sah",
        "tetap berlaku",
        "tetap berjalan",
        "tetap berlanjut",
        "tetap wakaf",
        "tidak menggugurkan",
        "bukan berarti batal",
        "tidak menjadi batal",
        "tidak berpindah",
      ],
    ],
  },
  {
    question:
      "kmrn keluarga wakif bikin surat pernyataan bermaterai katanya wakafnya dibatalin, emg bisa gt",
    mustContain: [
      [
        "tidak dapat",
        "tidak bisa",
        "tidak boleh",
        "tidak sah",
        "tidak berlaku",
        "tidak membatalkan",
        "tidak mengalahkan",
      ],
      AIW,
    ],
  },
  {
    question: "wakaf teh disebut sah lamun kumaha",
    mustContain: [["syariah", "syariat", "rukun", "unsur"]],
  },
  {
    question: "fungsi wakaf menurut uu apa sih, buat ibadah doang?",
    mustContain: [["ibadah"], ["kesejahteraan"]],
  },
  {
    question:
      "anak wakif nagih tanah wakaf balik krn katanya dulu bapaknya cuma minjemin ke dkm, padahal udh ada aiw nya",
    mustContain: [TIDAK_BATAL],
  },

  // fact: section 1.3 (six unsur, Pasal 6)
  {
    question: "unsur wakaf ada brp aja sih menurut uu",
    mustContain: [
      ["enam", "6 unsur", "6 (enam)", "ada 6", "6 hal", "6 komponen"],
      ["peruntukan"],
      ["jangka waktu"],
    ],
  },
  {
    question:
      "Sebutkan unsur-unsur wakaf menurut Pasal 6 UU Nomor 41 Tahun 2004.",
    mustContain: [WAKIF, NAZHIR, ["ikrar"], ["peruntukan"], ["jangka waktu"]],
  }, // formal
  {
    question:
      "nazhir teh kaasup rukun wakaf lain? da ceuk ustad mah rukunna ngan opat",
    mustContain: [["bukan", "tidak termasuk"], ["unsur"]],
  },

  // fact: section 1.4 (wakif, Pasal 7-8) and 1.13 (no religion required of the wakif)
  {
    question: "syarat jd wakif apa aja min",
    mustContain: [
      ["dewasa", "baligh", "balig"],
      ["berakal", "akal sehat"],
      ["pemilik", "milik"],
    ],
  },
  {
    question: "yayasan ato pt boleh ga wakaf? ato cuma perorangan aja",
    mustContain: [BOLEH, ["anggaran dasar"]],
  },
  {
    question:
      "abdi non muslim, tatangga bade ngawangun masjid, abdi hoyong ngawakafkeun tanah sakedik, kenging teu?",
    mustContain: [
      ["boleh", "bisa", "dapat", "tidak mensyaratkan", "tidak disyaratkan"],
      ["syariah", "syariat", "pasal 8", "agama"],
    ],
  },
  {
    question: "om sy lg di bawah pengampuan, boleh ga dia wakaf tanah",
    mustContain: [
      [
        "tidak boleh",
        "tidak bisa",
        "tidak dapat",
        "tidak sah",
        "tidak memenuhi",
      ],
      ["perbuatan hukum", "terhalang", "cakap"],
    ],
  },
  {
    question: "bapa abdi tos pikun pisan, tiasa keneh ngawakafkeun tanah teu",
    mustContain: [["berakal sehat", "akal sehat", "berakal", "sehat akal"]],
  },

  // fact: section 1.5 (nazhir, Pasal 9-14; PP 42/2006)
  {
    question: "syarat jadi nadzir apa aja",
    mustContain: [["islam", "muslim"], ["amanah"], ["wni", "warga negara"]],
  },
  {
    question:
      "temen sy wna mualaf pgn jd nazhir tanah wakaf di kampung, boleh?",
    mustContain: [["wni", "warga negara indonesia", "warga negara"]],
  },
  { question: "nazhir perorangan minimal brp org", mustContain: [TIGA_ORANG] },
  {
    question:
      "klo nazhirnya sy sendiri aja gmn, kan sy yg ngurus musala dr dulu",
    mustContain: [TIGA_ORANG],
  },
  {
    question: "nazhir teh kudu aya nu cicing di kecamatan eta teu",
    mustContain: [
      ["kecamatan"],
      ["salah satu", "seorang", "satu orang", "salah seorang"],
    ],
  },
  {
    question: "masa jabatan nadzir brp taun, bisa diperpanjang ga",
    mustContain: [
      LIMA_TAHUN,
      ["diperpanjang", "perpanjang", "diangkat kembali", "diperbarui"],
    ],
  },
  {
    question: "nazhir teh meunang buruh teu? sabaraha",
    mustContain: [SEPULUH_PERSEN, ["bersih"]],
  },
  {
    question: "Apa saja tugas nazhir menurut Pasal 11 UU Wakaf?",
    mustContain: [
      ["mengadministrasikan", "administrasi"],
      DIKELOLA,
      ["mengawasi", "melindungi"],
      ["melaporkan", "laporan", "lapor"],
    ],
  }, // formal
  { question: "nazhir kudu lapor ka saha ari tos ngelola", mustContain: [BWI] },
  {
    question:
      "sertifikat tanah wakafnya kan atas nama nazhir, brrti tanahnya jd punya nazhir dong",
    mustContain: [
      [
        "bukan pemilik",
        "tidak menjadi pemilik",
        "bukan milik",
        "tidak menjadikan",
        "tidak membuat",
        "bukan berarti",
        "tidak berarti",
        "tidak menjadi milik",
      ],
    ],
  },
  {
    question: "nadzir perorangan teh kudu didaptarkeun kamana",
    mustContain: [
      ["kua"],
      ["bwi", "badan wakaf", "menteri", "kementerian agama", "kemenag"],
    ],
  },
  {
    question: "dkm atau ormas kyk nu/muhammadiyah boleh jd nazhir?",
    mustContain: [
      BOLEH,
      ["sosial", "pendidikan", "kemasyarakatan", "keagamaan"],
    ],
  },
  {
    question: "nazhir teh aya nu ngabina teu ti pamarentah",
    mustContain: [MENTERI, BWI],
  },
  {
    question:
      "nazhir boleh ambil sedikit hasil sawah wakaf buat dirinya? brp bagian",
    mustContain: [SEPULUH_PERSEN],
  },

  // fact: section 1.6 (harta benda wakaf, Pasal 15-16; PP 42/2006 Pasal 15 and 17)
  {
    question: "tanah sy msh dijaminin di bank buat KUR, boleh diwakafin ga",
    mustContain: [
      [
        "tidak boleh",
        "tidak bisa",
        "tidak dapat",
        "belum bisa",
        "belum dapat",
        "belum boleh",
        "bebas",
        "lunas",
      ],
    ],
  },
  {
    question: "tanah nya lg sengketa sm sodara, bisa di wakafkan ga",
    mustContain: [
      [
        "tidak boleh",
        "tidak bisa",
        "tidak dapat",
        "belum bisa",
        "belum dapat",
        "belum boleh",
        "bebas",
      ],
    ],
  },
  {
    question:
      "tanah abdi nuju disita pengadilan, bade diwakafkeun wae ka pasantren supados teu dicandak",
    mustContain: [["sitaan"]],
  },
  {
    question: "bisa wakaf mobil ga? ato hrs tanah",
    mustContain: [BOLEH, ["kendaraan", "benda bergerak", "bergerak"]],
  },
  {
    question: "wakaf saham ato sukuk bisa?",
    mustContain: [BOLEH, ["surat berharga"]],
  },
  {
    question: "hak cipta buku bisa diwakafkan kah",
    mustContain: [BOLEH, ["hki", "kekayaan intelektual"]],
  },
  {
    question: "wakaf emas batangan boleh ga",
    mustContain: [["logam mulia", "benda bergerak", "bergerak"]],
  },
  {
    question: "unit apartemen bs diwakafin ga",
    mustContain: [
      BOLEH,
      ["rumah susun", "sarusun", "benda tidak bergerak", "tidak bergerak"],
    ],
  },
  {
    question: "jenis harta wakaf menurut pp 42 2006 dibagi brp",
    mustContain: [
      ["tiga", "3 jenis", "3 (tiga)", "ada 3", "3 macam", "3 kelompok"],
      ["tidak bergerak"],
      ["uang"],
    ],
  },
  {
    question:
      "tanah punya adik sy dititipin ke sy, boleh ga sy wakafin ke mesjid",
    mustContain: [["harta orang lain", "dimiliki dan dikuasai wakif secara sah"]],
  },
  {
    question: "tangkal kalapa di kebon tiasa diwakafkeun kitu",
    mustContain: [["tanaman", "tidak bergerak", "melekat"]],
  },
  {
    question: "Apakah harta benda wakaf dapat berupa benda bergerak?",
    mustContain: [
      BOLEH,
      ["uang", "logam mulia", "surat berharga", "kendaraan"],
    ],
  }, // formal

  // fact: section 1.7 (ikrar and AIW, Pasal 17-21)
  {
    question: "ikrar wakaf teh di payuneun saha",
    mustContain: [PPAIW, DUA_SAKSI],
  },
  { question: "saksi ikrar wakaf brp org", mustContain: [DUA_SAKSI] },
  {
    question:
      "bapak sy lg dirawat di rs ga bisa dtg ke kua buat ikrar, bisa diwakilin?",
    mustContain: [["kuasa"], DUA_SAKSI],
  },
  {
    question: "isi akta ikrar wakaf apa aja",
    mustContain: [["identitas", "nama"], ["peruntukan"], ["jangka waktu"]],
  },
  {
    question: "majelis ikrar wakaf teh saha wae nu kudu aya",
    mustContain: [WAKIF, NAZHIR, DUA_SAKSI],
  },
  {
    question:
      "boleh ga ikrarnya cuma lisan aja di depan ustadz trs ga usah ke kua",
    mustContain: [PPAIW, AIW],
  },
  {
    question: "wakif nazhir sama saksi hrs dtg sendiri ke kua ga",
    mustContain: [["hadir", "datang"]],
  },

  // fact: section 1.8 (peruntukan, Pasal 22-23)
  {
    question: "tanah wakaf boleh dipake buat apa aja",
    mustContain: [
      ["ibadah"],
      ["pendidikan"],
      ["kesehatan"],
      ["fakir miskin", "yatim", "anak terlantar", "beasiswa"],
    ],
  },
  {
    question: "klo pas ikrar ga disebut peruntukannya gmn",
    mustContain: [
      NAZHIR,
      ["menetapkan", "menentukan", "ditetapkan", "ditentukan"],
    ],
  },
  {
    question: "wakaf buat beasiswa anak yatim bisa ga sih",
    mustContain: [["boleh", "bisa", "dapat", "termasuk"]],
  },
  {
    question: "wakaf tanah buat usaha ekonomi umat boleh ga, bukan buat masjid",
    mustContain: [["ekonomi umat", "ekonomi"]],
  },
  {
    question: "nu nangtukeun tanah wakaf kanggo masjid atanapi sakola teh saha",
    mustContain: [WAKIF, ["ikrar"]],
  },

  // fact: section 1.9 (registration, Pasal 32-35)
  {
    question: "stlh aiw ditandatangani, brp lama hrs didaftarin ke bpn",
    mustContain: [TUJUH_HARI_KERJA],
  },
  {
    question: "nu ngadaptarkeun ka BPN teh saha, nazhir sorangan?",
    mustContain: [PPAIW],
  },
  {
    question:
      "Ke instansi mana tanah wakaf didaftarkan setelah Akta Ikrar Wakaf dibuat?",
    mustContain: [BPN],
  }, // formal
  {
    question: "bukti pendaftaran dr bpn nnti dikasih ke siapa",
    mustContain: [NAZHIR],
  },

  // fact: section 1.10 (protection and sanctions, Pasal 40, 44, 67)
  {
    question: "tanah wakaf mesjid boleh dijual ga klo mesjidnya mau pindah",
    mustContain: [TUKAR, IZIN],
  },
  {
    question: "tanah wakaf bisa dijadiin jaminan utang buat renov masjid?",
    mustContain: [DILARANG],
  },
  {
    question: "anaknya wakif mau ngewarisin tanah wakaf, kumaha tah",
    mustContain: [
      [
        "tidak dapat diwariskan",
        "tidak bisa diwariskan",
        "tidak boleh diwariskan",
        "dilarang diwariskan",
        "tidak dapat diwarisi",
        "tidak boleh diwarisi",
        "tidak bisa diwarisi",
        "pasal 40",
        "dilarang",
        "tidak dapat dibatalkan",
        "tidak bisa dibatalkan",
      ],
    ],
  },
  {
    question: "ada oknum jual tanah wakaf di desa sy, ancaman hukumannya apa",
    mustContain: [PENJARA, DENDA],
  },
  {
    question:
      "dkm mau ubah sebagian tanah masjid jd parkiran berbayar, perlu izin siapa",
    mustContain: [BWI, IZIN],
  },
  {
    question: "tanah wakaf boleh dihibahkan ke desa?",
    mustContain: [DILARANG],
  },
  {
    question:
      "Apa sanksi pidana bagi orang yang dengan sengaja menjual harta benda wakaf?",
    mustContain: [PENJARA, DENDA],
  }, // formal
  {
    question:
      "kades mau tuker guling tanah wakaf ama tanah kas desa tanpa lapor siapa2, boleh?",
    mustContain: [IZIN, [...MENTERI, ...BWI]],
  },

  // fact: section 1.11 (wakaf produktif, Pasal 42-43; Perban BWI 4/2010)
  {
    question: "wakaf produktif teh naon",
    mustContain: [
      [
        "pokok",
        "tetap utuh",
        "terjaga",
        "dijaga",
        "tidak berkurang",
        "dipertahankan",
      ],
      ["hasil", "keuntungan", "laba"],
    ],
  },
  {
    question: "sawah wakaf boleh disewain ga? duitnya buat apa",
    mustContain: [
      BOLEH,
      [
        "mauquf 'alaih",
        "mauquf alaih",
        "mauquf ‘alaih",
        "penerima manfaat",
        "peruntukan",
        "penerima",
      ],
    ],
  },
  {
    question: "nadzir wajib ngembangin harta wakaf ga atau cukup dijaga aja",
    mustContain: [
      ["wajib", "harus"],
      ["produktif", "mengembangkan", "dikembangkan"],
    ],
  },
  {
    question: "klo usaha wakaf butuh penjaminan, pake lembaga apa",
    mustContain: [["penjamin syariah"]],
  },
  {
    question: "contoh wakaf produktif apa aja, biar ga cuma jd masjid",
    mustContain: [
      [
        "sewa",
        "pertanian",
        "sawah",
        "usaha",
        "investasi",
        "kebun",
        "disewakan",
      ],
    ],
  },

  // fact: section 1.12 (wakaf uang, Pasal 28-31; PP 42/2006; MUI fatwa 2002)
  {
    question: "wakaf uang lewat mana? bisa transfer ke rek nadzir lgsg?",
    mustContain: [LKS],
  },
  {
    question: "klo wakaf uang dpt bukti apa",
    mustContain: [["sertifikat wakaf uang"]],
  },
  {
    question: "abdi gaduh dolar sesa ti arab, tiasa diwakafkeun teu",
    mustContain: [
      ["rupiah"],
      [
        "konversi",
        "dikonversi",
        "ditukar",
        "dirupiahkan",
        "diubah",
        "dikonversikan",
      ],
    ],
  },
  {
    question: "hukum wakaf uang menurut mui gmn, kan uang abis dipake",
    mustContain: [["jawaz"]],
  },
  {
    question: "fatwa mui ttg wakaf uang keluar taun brp",
    mustContain: [["2002"]],
  },
  {
    question: "LKS hrs daftarin wakaf uang ke menteri dlm brp hari",
    mustContain: [TUJUH_HARI_KERJA],
  },
  {
    question: "wakaf uang se indonesia udh kekumpul brp sih",
    mustContain: [
      ["2,3 triliun", "2,3 t", "rp2,3", "rp 2,3", "2.3 triliun", "2,3"],
    ],
  },
  {
    question:
      "obligasi syariah itu diitung wakaf uang ato wakaf benda bergerak selain uang?",
    mustContain: [
      ["termasuk", "dianggap", "tergolong", "dihitung", "masuk", "digolongkan"],
      ["uang"],
    ],
  },
  {
    question: "duit wakaf boleh dibagi2in abis ke fakir miskin ga",
    mustContain: [
      ["pokok"],
      [
        "tidak boleh",
        "tidak dapat",
        "tidak bisa",
        "dijaga",
        "dipertahankan",
        "terjaga",
        "utuh",
        "tetap",
      ],
    ],
  },
  {
    question: "Apakah wakaf uang harus dinyatakan secara tertulis?",
    mustContain: [["lks-pwu"], ["sertifikat wakaf uang"]],
  }, // formal

  // fact: section 1.13 (hak milik land only for ever; wakaf berjangka, PP 42/2006 Pasal 17-18)
  {
    question:
      "bade wakaf tanah 10 taun hungkul, engke dicandak deui ku budak, tiasa?",
    mustContain: [SELAMANYA],
  },
  {
    question: "wakaf berjangka itu boleh buat tanah SHM ga",
    mustContain: [SELAMANYA],
  },
  {
    question: "jd wakaf sementara itu boleh utk harta apa aja",
    mustContain: [
      ["uang", "hak guna bangunan", "hgb", "hak pakai", "bangunan"],
      ["hak milik", "shm"],
    ],
  },
  {
    question:
      "Bolehkah tanah hak milik diwakafkan untuk jangka waktu tertentu?",
    mustContain: [SELAMANYA],
  }, // formal
  {
    question:
      "sy punya ruko hgb di atas tanah hak pengelolaan, bs diwakafin 20 taun aja ga",
    mustContain: [
      BOLEH,
      ["jangka waktu", "berjangka", "sementara", "tertentu"],
    ],
  },

  // fact: section 1.13 (exchange / ruislag, Pasal 41; PP 42/2006 Pasal 49)
  {
    question: "tanah wakaf kena proyek jalan tol, trs gmn nasibnya",
    mustContain: [TUKAR, IZIN, ["nilai", "manfaat"]],
  },
  {
    question: "ruislag tanah wakaf syaratnya apa aja",
    mustContain: [MENTERI, BWI, ["nilai", "manfaat"]],
  },
  {
    question: "tanah pengganti wakaf yg ditukar minimal hrs gmn nilainya",
    mustContain: [["manfaat"], ["nilai"]],
  },
  {
    question:
      "musala wakaf udh ga kepake krn kampungnya kena longsor, pindah semua warganya. boleh ditukar?",
    mustContain: [TUKAR, IZIN],
  },
  {
    question:
      "dkm mau jual tanah wakaf trs beli tanah di tempat lain yg lbh luas, ini boleh?",
    mustContain: [TUKAR, IZIN],
  },

  // fact: section 1.13 (perubahan peruntukan, Pasal 44)
  {
    question:
      "sebagian halaman masjid mau dipake warung koperasi, lgsg aja kan, toh buat umat jg",
    mustContain: [BWI, IZIN],
  },
  {
    question:
      "tanah wakaf mesjid teh bade diangge madrasah sabagian, kedah izin heula teu",
    mustContain: [BWI, IZIN],
  },
  {
    question: "peruntukan wakaf bisa diganti sama nazhir sendiri ga",
    mustContain: [BWI, IZIN],
  },

  // fact: section 1.13 (nazhir dies or stops, Pasal 45)
  {
    question: "nazhir kami meninggal, trs gmn tanah wakafnya",
    mustContain: [
      ["diganti", "penggantian", "pengganti", "mengganti"],
      ["bwi", "badan wakaf", "kua"],
    ],
  },
  {
    question:
      "nadzirnya ga ngurus tanah wakaf, dibiarin aja jd semak, bs diganti ga?",
    mustContain: [
      ["diganti", "diberhentikan", "pemberhentian", "penggantian", "mengganti"],
      BWI,
    ],
  },
  { question: "ganti nazhir di bpn bayar brp", mustContain: [GRATIS] },

  // fact: section 1.13 (wakaf by will, Pasal 24-25)
  {
    question:
      "bapak sy wasiat tanahnya diwakafin stlh beliau wafat, maksimal brp bagian",
    mustContain: [SEPERTIGA],
  },
  { question: "wakaf lewat wasiat perlu saksi ga", mustContain: [DUA_SAKSI] },
  {
    question: "mertua wasiat wakaf lebih dr sepertiga harta, sah ga",
    mustContain: [["ahli waris"], SETUJU],
  },

  // fact: section 1.13 (inherited land not yet divided; family consent; section 4.1 item 7)
  {
    question:
      "bapak sy almarhum ninggalin tanah warisan blm dibagi, sy anak sulung mau wakafin sebagian buat musala, cukup tanda tangan sy aja kan",
    mustContain: [["ahli waris"], SETUJU],
  },
  {
    question:
      "tanah warisan nini can dibagi, tiasa diwakafkeun ku hiji incu wungkul?",
    mustContain: [["ahli waris"], [...SETUJU, "dibagi"]],
  },
  {
    question: "suami mau wakaf tanah, istri hrs setuju jg ga",
    mustContain: [["persetujuan", "setuju", "izin"]],
  },
  {
    question:
      "adik2 sy ga setuju tanah warisan diwakafin tp sy udh janji ke ustad, gmn dong",
    mustContain: [["ahli waris"], SETUJU],
  },

  // fact: section 1.13 (wakaf vs hibah, wasiat, zakat; ruling sunnah)
  {
    question: "Apa perbedaan wakaf dan hibah?",
    mustContain: [["milik", "pemilik"], ["dijual"]],
  }, // formal
  {
    question: "beda wakaf sm zakat apa sih, kan sama2 ngasih",
    mustContain: [["wajib"], ["sunnah", "sunah", "sukarela", "dianjurkan"]],
  },
  {
    question: "wasiat sama wakaf bedanya naon",
    mustContain: [["meninggal", "wafat", "kematian"]],
  },
  { question: "hukumna wakaf teh wajib atawa sunat", mustContain: [SUNNAH] },
  {
    question: "wakaf tuh termasuk sedekah jariyah bukan",
    mustContain: [["jariyah", "jariah"]],
  },
  {
    question: "mending hibah tanah ke masjid ato wakaf, bedanya apa",
    mustContain: [["milik", "pemilik"], ["dijual"]],
  },

  // fact: section 2 (classical rukun and syarat)
  {
    question: "rukun wakaf ada brp",
    mustContain: [
      ["empat", "4 rukun", "4 (empat)", "ada 4", "4 hal"],
      ["sighat", "shighat", "sigat", "ikrar"],
      ["mauquf"],
    ],
  },
  {
    question: "syarat barang yg diwakafin menurut fiqih apa aja",
    mustContain: [
      ["tahan lama", "manfaat", "bernilai", "mutaqawwim"],
      ["jelas"],
      ["milik"],
    ],
  },
  {
    question: "boleh ga wakaf nasi kotak? kan abis dimakan",
    mustContain: [
      [
        "tahan lama",
        "jangka panjang",
        "tidak habis",
        "bertahan lama",
        "habis sekali",
        "sekali pakai",
        "langsung habis",
      ],
    ],
  },
  { question: "wakaf buat tempat maksiat sah ga", mustContain: [TIDAK_SAH] },
  {
    question: "lafal ikrar wakaf teh kumaha contona",
    mustContain: [["wakafkan"]],
  },
  {
    question: "wakaf hrs selamanya ga menurut ulama?",
    mustContain: [
      ["jumhur", "mayoritas", "kebanyakan ulama", "sebagian besar"],
      ["malik", "jangka waktu tertentu", "uu 41", "undang-undang"],
    ],
  },
  {
    question: "motor hasil curian diwakafin ke pesantren sah ga",
    mustContain: [TIDAK_SAH],
  },
  {
    question: "Apa syarat wakif menurut fikih?",
    mustContain: [
      ["berakal"],
      ["baligh", "balig", "dewasa"],
      ["milik", "pemilik"],
    ],
  }, // formal

  // fact: section 3 (Quran and hadith)
  {
    question: "dalil wakaf dina quran teh ayat naon",
    mustContain: [["imran", "imrān", "baqarah", "hajj"]],
  },
  {
    question: "emg ada kata wakaf di al quran?",
    mustContain: [
      [
        "tidak disebut",
        "tidak menyebut",
        "tidak ada",
        "tidak secara",
        "tidak tercantum",
        "tidak eksplisit",
        "tidak langsung",
      ],
      ["infak", "hadis", "hadits", "hadist"],
    ],
  },
  {
    question: "hadis 3 amal yg ga putus stlh meninggal itu riwayat siapa",
    mustContain: [["muslim"]],
  },
  {
    question: "kisah umar di khaibar teh naon hubunganna jeung wakaf",
    mustContain: [
      ["dijual", "diwariskan", "ditahan", "menahan", "pokok"],
      ["hasil", "sedekah"],
    ],
  },
  {
    question: "qs ali imran 92 artinya apa",
    mustContain: [
      ["kebajikan", "kebaikan", "kebaktian"],
      ["cintai", "dicintai", "disukai", "sayangi"],
    ],
  },
  {
    question: "ayat perumpamaan benih tumbuh 7 tangkai itu surat apa ayat brp",
    mustContain: [["baqarah"], ["261"]],
  },
  {
    question: "wakaf pertama dlm sejarah islam apa",
    mustContain: [["quba", "nabawi", "umar"]],
  },
  {
    question: "hadis umar khaibar nomor brp di bukhari",
    mustContain: [["2772", "2737"]],
  },

  // fact: section 4.1 (documents at the KUA)
  {
    question: "syarat bikin akta ikrar wakaf di kua bawa apa aja",
    mustContain: [
      ["ktp"],
      ["sertifikat", "bukti kepemilikan", "girik", "letter c"],
      ["saksi"],
    ],
  },
  {
    question: "tanah sy blm sertifikat cuma ada girik, bs diwakafin?",
    mustContain: [BOLEH, ["letter c", "ajb", "girik", "petok"]],
  },
  {
    question: "surat keterangan ti desa nu teu sengketa tea kudu aya teu",
    mustContain: [
      ["desa", "kelurahan", "lurah"],
      ["camat", "wk"],
    ],
  },
  {
    question: "nazhirnya yayasan, dokumen yg dibawa apa",
    mustContain: [["akta", "badan hukum"]],
  },
  {
    question: "wakifnya udh meninggal, dokumen ktp nya gmn",
    mustContain: [["ahli waris"]],
  },
  {
    question: "materai yg dipake brp",
    mustContain: [["10.000", "10 ribu", "sepuluh ribu", "rp10"]],
  },
  {
    question: "sppt pbb perlu dibawa ga pas daftar wakaf",
    mustContain: [
      ["pbb", "sppt"],
      ["terakhir", "terbaru", "tahun berjalan"],
    ],
  },

  // fact: section 4.2 and 4.3 (steps and form codes; e-AIW on SIWAK)
  {
    question: "alur wakaf tanah di kua gmn dr awal smp beres",
    mustContain: [["ikrar"], AIW, BPN],
  },
  { question: "blangko W2 teh naon", mustContain: [["akta ikrar wakaf"]] },
  {
    question:
      "wakaf jaman baheula teu aya aktana, wakifna tos pupus, kumaha nyieun aktana ayeuna",
    mustContain: [["akta pengganti", "apaiw", "w.3", "w3"]],
  },
  { question: "pengesahan nazhir pake form apa", mustContain: [["w.5", "w5"]] },
  {
    question: "W7 itu surat apa",
    mustContain: [["pengantar", "kantor pertanahan", "bpn", "pendaftaran"]],
  },
  {
    question: "bs ga daftar wakaf online? e-aiw itu apa",
    mustContain: [["siwak"]],
  },
  {
    question: "abis ikrar wakif sm nazhir dpt salinan apa",
    mustContain: [["salinan", "w.2a", "w2a"]],
  },
  {
    question: "sertifikat tanah wakaf nanti atas nama siapa",
    mustContain: [NAZHIR],
  },
  {
    question: "nomor aiw W2/1/001/IV/2013 maksudnya apa",
    mustContain: [["urut", "urutan"], ["bulan"], ["tahun"]],
  },
  {
    question: "Bagaimana prosedur pengesahan nazhir di KUA?",
    mustContain: [PPAIW, ["w.5", "w5", "pengesahan"]],
  }, // formal

  // fact: section 4.4 (BPN stage)
  {
    question:
      "ngurus sertifikat wakaf di bpn berkasnya apa aja, tanahnya udh SHM",
    mustContain: [
      AIW,
      ["asli"],
      [
        "pengesahan nazhir",
        "pengesahan nadzir",
        "pengesahan nazir",
        "w.5",
        "w5",
        "surat pengesahan",
      ],
    ],
  },
  {
    question: "brp lama proses sertifikat wakaf di bpn",
    mustContain: [["5 hari", "lima hari", "98 hari"]],
  },
  {
    question: "aturan tata cara daftar tanah wakaf di bpn teh permen naon",
    mustContain: [
      [
        "2 tahun 2017",
        "2/2017",
        "nomor 2 tahun 2017",
        "no. 2 tahun 2017",
        "no 2 tahun 2017",
      ],
    ],
  },

  // fact: section 4.5 (fees)
  {
    question: "biaya bikin akta ikrar wakaf di KUA brp",
    mustContain: [
      [
        "gratis",
        "tidak dipungut",
        "tanpa biaya",
        "bebas biaya",
        "tidak ada biaya",
        "rp0",
        "rp 0",
      ],
      ["materai", "meterai", "fotokopi", "fotocopy"],
    ],
  },
  {
    question: "sertifikat tanah wakaf di bpn bayar ga",
    mustContain: [GRATIS, ["pengukuran", "ukur"]],
  },
  {
    question:
      "kata tetangga hrs bayar jutaan buat sertipikat wakaf, bener ga tuh",
    mustContain: [
      GRATIS,
      [
        "pengukuran",
        "ukur",
        "pendaftaran pertama",
        "belum bersertifikat",
        "belum bersertipikat",
      ],
    ],
  },
  {
    question: "tanahnya cuma diwakafin sebagian, pecah sertifikatnya bayar ga",
    mustContain: [["biaya", "bayar", "dikenakan", "berbayar"]],
  },
  {
    question: "contoh biaya ukur tanah wakaf 100 meter di jabar brp",
    mustContain: [["120.000", "120 ribu", "rp120", "seratus dua puluh ribu"]],
  },
  {
    question: "sejak kapan daftar tanah wakaf di bpn gratis",
    mustContain: [
      [
        "2021",
        "128/2015",
        "128 tahun 2015",
        "pp 128",
        "13/2010",
        "13 tahun 2010",
      ],
    ],
  },
  {
    question: "cek biaya sertifikat wakaf bisa dmn",
    mustContain: [["sentuh tanahku", "kantor pertanahan", "bpn"]],
  },
  {
    question: "Berapa biaya pendaftaran tanah wakaf di Kantor Pertanahan?",
    mustContain: [GRATIS],
  }, // formal

  // fact: section 5 (regulations)
  { question: "uu wakaf teh nomer sabaraha", mustContain: [UU41] },
  { question: "pp pelaksana uu wakaf apa", mustContain: [PP42] },
  {
    question: "pma 73 2013 ngatur apa",
    mustContain: [["tata cara"], ["tidak bergerak"]],
  },
  {
    question: "aturan administrasi daftar wakaf uang apa ya",
    mustContain: [
      [
        "pma 4",
        "4 tahun 2009",
        "4/2009",
        "nomor 4 tahun 2009",
        "no. 4 tahun 2009",
      ],
    ],
  },
  {
    question: "pp 25 2018 isinya apa",
    mustContain: [["perubahan", "mengubah"], PP42],
  },

  // fact: section 6 (BWI)
  { question: "ketua bwi skrg siapa", mustContain: [["kamaruddin"]] },
  {
    question: "bwi aya perwakilan di jabar teu",
    mustContain: [["perwakilan"], ["jawa barat", "jabar"]],
  },
  {
    question: "tugas bwi apa aja",
    mustContain: [
      ["membina", "pembinaan", "bina"],
      NAZHIR,
      ["penukaran", "tukar", "perubahan"],
    ],
  },
  { question: "bwi dibentuk kapan", mustContain: [["2007", "2004"]] },
  { question: "website resmi bwi apa", mustContain: [["bwi.go.id"]] },
  {
    question: "anggota bwi brp org, yg ngangkat siapa",
    mustContain: [
      [
        "20 sampai 30",
        "20-30",
        "20–30",
        "20 hingga 30",
        "20 s.d. 30",
        "20 s/d 30",
        "dua puluh",
      ],
      ["presiden"],
    ],
  },
  {
    question: "gerakan indonesia berwakaf teh program saha",
    mustContain: [BWI],
  },
  {
    question: "Apa kedudukan Badan Wakaf Indonesia menurut UU Wakaf?",
    mustContain: [["independen"]],
  }, // formal

  // fact: section 7 (statistics)
  {
    question: "jumlah tanah wakaf di jabar brp sih",
    mustContain: [
      ["87.795", "87795", "87,8 ribu", "87 ribu", "74.156", "70.749"],
    ],
  },
  {
    question: "brp persen tanah wakaf di jabar udh bersertifikat",
    mustContain: [
      ["55,95", "55.95", "56%", "56 persen", "48.123", "48123", "55,9"],
    ],
  },
  {
    question: "se indonesia tanah wakaf ada brp bidang",
    mustContain: [
      ["561.909", "561909", "561 ribu", "445.504", "430.000", "421.903"],
    ],
  },
  {
    question: "brp banyak tanah wakaf nasional yg blm bersertifikat",
    mustContain: [["297.211", "297211", "297 ribu", "47%", "53%", "175 ribu"]],
  },
  { question: "siwak teh naon", mustContain: [["sistem informasi wakaf"]] },

  // fact: section 8 (KUA wakaf service; wakaf pohon in Asta Protas)
  {
    question: "kua ngurus wakaf jg kah? sy kira cuma nikah doang",
    mustContain: [["ppaiw", "akta ikrar wakaf", "aiw", "zakat dan wakaf"]],
  },
  {
    question: "wakaf pohon buat catin itu program apaan",
    mustContain: [["ekoteologi", "asta protas"]],
  },
];

export const HELD_OUT_7_OUT_OF_FIELD: EvalCase[] = [
  // other KUA services (section 1.13: outside the assistant's field)
  { question: "biaya nikah di kua skrg brp" },
  { question: "syarat daftar nikah apa aja, sy mau nikah bulan depan" },
  { question: "rujuk teh kumaha prosedurna di kua" },
  { question: "isbat nikah buat nikah siri dulu gmn caranya" },
  { question: "daftar haji reguler skrg antri brp taun di jabar" },
  { question: "umrah backpacker aman ga sih" },
  { question: "ngurus sertifikat halal buat usaha keripik sy dmn" },
  { question: "zakat fitrah taun ieu sabaraha per jiwa" },
  { question: "nisab zakat mal brp gram emas" },
  { question: "cara ngitung zakat penghasilan gmn" },
  { question: "jadwal bimwin catin bulan ini kapan" },
  { question: "manasik haji di kua kapan jadwalnya" },
  { question: "buku nikah sy ilang, ngurus duplikatnya gmn" },
  { question: "surat keterangan blm menikah dr kua gmn bikinnya" },
  { question: "nikah beda agama bisa di kua ga" },
  { question: "cerai talak ngurusnya ke mana" },
  { question: "mahar nikah minimal brp" },
  { question: "wali hakim teh kumaha, bapa abdi tos teu aya" },
  { question: "numpang nikah di kua lain kecamatan syaratnya apa" },
  { question: "Bagaimana cara mendaftar sertifikasi halal bagi UMKM?" }, // formal

  // land matters that are not about wakaf
  { question: "AJB tanah di PPAT biayanya brp persen" },
  { question: "balik nama sertifikat tanah warisan gmn caranya" },
  { question: "PBB telat bayar dendanya brp" },
  { question: "sertifikat tanah rumah ilang, ngurusnya gmn" },
  { question: "PTSL gratis ga buat tanah rumah biasa" },
  { question: "harga tanah per meter di ciamis kisaran brp" },
  { question: "pecah sertifikat tanah warisan buat dijual, biayanya brp" },
  { question: "hibah rumah ke anak kena pajak brp" },

  // inheritance arithmetic
  { question: "bagian warisan anak perempuan brp klo ada anak laki2" },
  { question: "istri dpt brp bagian warisan klo suami meninggal punya anak" },
  {
    question:
      "Bagaimana pembagian waris jika pewaris hanya meninggalkan ibu dan saudara kandung?",
  }, // formal

  // tricky: words shared with wakaf
  { question: "waqaf lazim dlm tajwid itu apa" },
  { question: "tanda waqaf di quran yg kyk huruf mim kecil artinya apa" },
  { question: "waqaf ibtida teh naon, diajar ngaji" },
  { question: "hukum nadzar klo ga dilaksanain gmn" },
  { question: "sy pernah nadzar mau puasa 3 hari klo lulus, skrg lupa, gmn" },
  { question: "biaya makam di TPU per taun brp" },
  { question: "sewa lahan makam keluarga mahal ga" },
  { question: "akikah anak laki2 kambingnya brp ekor" },
  { question: "qurban patungan sapi maksimal brp org" },
  { question: "kredit rumah syariah yg bagus bank apa" },

  // other religious / office questions
  { question: "arah kiblat rumah sy gmn ngeceknya" },
  { question: "kapan 1 syawal taun ini" },
  { question: "jadwal imsakiyah bandung" },
  { question: "gaji penghulu kua brp" },
  { question: "lowongan cpns kemenag kapan dibuka" },
];
