// Held-out set 10 (issue 35): written on 2026-11-28 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// Shared alternative lists (lower case; any one word meets the element).
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir", "nadir"];
const WAKIF = ["wakif", "waqif", "pewakaf", "pemberi wakaf", "yang mewakafkan"];
const BWI = ["bwi", "badan wakaf indonesia"];
const KUA = ["kua", "kantor urusan agama"];
const AIW = ["akta ikrar wakaf", "aiw", "w.2", "w2"];
const PPAIW = [
  "ppaiw",
  "pejabat pembuat akta ikrar wakaf",
  "pejabat pembuat akta",
  "kepala kua",
];
const BPN = ["bpn", "pertanahan", "atr/bpn"];
const MENTERI = ["menteri", "menag", "kementerian agama", "kemenag"];
const GRATIS = [
  "gratis",
  "rp0",
  "rp 0",
  "rp. 0",
  "rp.0",
  "nol rupiah",
  "tanpa biaya",
  "bebas biaya",
  "tidak ada biaya",
  "tidak dipungut",
  "tidak dikenakan biaya",
  "tidak berbayar",
  "tidak perlu membayar",
  "tidak bayar",
  "bebas pnbp",
  "cuma-cuma",
];
const SELAMANYA = [
  "selamanya",
  "selama-lamanya",
  "abadi",
  "permanen",
  "ta'bid",
  "tanpa batas waktu",
  "tidak terbatas",
  "seterusnya",
  "pasal 18",
];
const TIDAK = [
  "tidak dapat",
  "tidak bisa",
  "tidak boleh",
  "tidak sah",
  "tidak diperbolehkan",
  "tidak dibolehkan",
  "tidak dibenarkan",
  "tidak berhak",
  "dilarang",
  "larangan",
  "gak bisa",
  "ga bisa",
];
const SAKSI_2 = [
  "2 saksi",
  "dua saksi",
  "2 (dua) saksi",
  "dua (2) saksi",
  "2 orang saksi",
  "dua orang saksi",
  "2 (dua) orang saksi",
  "saksi 2",
  "saksi dua",
  "saksi sebanyak 2",
  "minimal 2",
  "paling sedikit 2",
  "sekurang-kurangnya 2",
];
const TUJUH_HARI = [
  "7 hari",
  "tujuh hari",
  "7 (tujuh) hari",
  "tujuh (7) hari",
  "pasal 32",
];
const SERTIFIKAT = ["sertifikat", "sertipikat"];
const AHLI_WARIS = [
  "ahli waris",
  "para waris",
  "semua waris",
  "seluruh waris",
  "semua anak",
  "seluruh anak",
];
const SETUJU = [
  "setuju",
  "persetujuan",
  "sepakat",
  "kesepakatan",
  "izin",
  "musyawarah",
  "tanda tangan",
  "dibagi",
];
const TUKAR = ["tukar", "ruislag", "ruilslag", "ruislaag"];
const IZIN_PUSAT = [...BWI, ...MENTERI];
const LKS = [
  "lks",
  "lembaga keuangan syariah",
  "bank syariah",
  "lks-pwu",
  "lks pwu",
];
const JARIYAH = ["jariyah", "jariah", "jariyyah"];
const SUNNAH = ["sunnah", "sunah", "dianjurkan", "anjuran", "mustahab"];
const SIWAK = ["siwak", "sistem informasi wakaf"];
const TIGA_ORANG = [
  "3 orang",
  "tiga orang",
  "3 (tiga)",
  "tiga (3)",
  "minimal 3",
  "minimal tiga",
  "paling sedikit 3",
  "paling sedikit tiga",
  "sekurang-kurangnya 3",
  "sekurang-kurangnya tiga",
  "sedikitnya 3",
  "sedikitnya tiga",
];
const GANTI = [
  "ganti",
  "diberhentikan",
  "pemberhentian",
  "berhenti",
  "dicopot",
];
const BOLEH = ["boleh", "bisa", "dapat", "sah", "diperbolehkan", "dibolehkan"];

export const HELD_OUT_10_IN_FIELD: EvalCase[] = [
  // fact: section 1.1 (definitions, Pasal 1 UU 41/2004 and PP 42/2006)
  {
    question: "wakaf teh naon sih artina",
    mustContain: [
      ["memisahkan", "menyerahkan", "diserahkan", "dipisahkan", "melepaskan"],
      ["manfaat"],
    ],
  },
  {
    question: "wakif itu yg ngasih atau yg nerima wakaf?",
    mustContain: [
      ["mewakafkan", "memberi", "pemberi", "menyerahkan", "yang berwakaf"],
    ],
  },
  {
    question: "nadzir tuh apaan",
    mustContain: [
      ["mengelola", "pengelola", "dikelola", "pengelolaan", "menerima"],
    ],
  },
  {
    question: "mauquf alaih artinya apa pak",
    mustContain: [["penerima", "menerima", "sasaran", "tujuan"]],
  },
  {
    question: "punten, mauquf bih teh naon?",
    mustContain: [["harta", "benda", "barang", "aset"]],
  },
  {
    question: "ppaiw singkatan dari apa ya",
    mustContain: [["pejabat pembuat akta ikrar wakaf", "pejabat pembuat akta"]],
  },
  {
    question: "Mohon penjelasan, apa yang dimaksud dengan Akta Ikrar Wakaf?",
    mustContain: [["bukti", "tertulis", "dokumen resmi", "surat resmi"]],
  },
  {
    question: "ikrar wakaf maksudnya apa, harus diucapin gitu?",
    mustContain: [
      ["pernyataan", "menyatakan", "ucapan", "diucapkan", "lisan", "kehendak"],
    ],
  },

  // fact: section 1.2 (Pasal 2-5: sah menurut syariah, tidak dapat dibatalkan, nazhir diganti, fungsi)
  {
    question:
      "bapak sy udh ikrar wakaf tanah thn 2019 di kua, skrg keluarga lg butuh uang, tanahnya bisa diminta lg gk?",
    mustContain: [
      [...TIDAK, "pasal 3", "tidak dapat dibatalkan", "tidak dapat ditarik"],
    ],
  },
  { question: "wakaf bisa dibatalin gk", mustContain: [[...TIDAK, "pasal 3"]] },
  {
    question:
      "dulu wakif bikin surat pernyataan bermaterai katanya kalo masjid gk jadi dibangun tanahnya balik lg ke dia. itu berlaku gk?",
    mustContain: [
      [
        ...TIDAK,
        "tidak berlaku",
        "tidak membatalkan",
        "tidak mengalahkan",
        "kalah",
      ],
    ],
  },
  {
    question: "kalo nazhir diganti wakafnya jd batal ga?",
    mustContain: [
      [
        "tidak batal",
        "tidak membatalkan",
        "tidak menjadi batal",
        "tetap sah",
        "tetap berlaku",
        "tidak gugur",
        "tetap",
      ],
    ],
  },
  {
    question: "wakaf sah nya gmn, cukup sesuai syariat aja?",
    mustContain: [["wakaf sah bila"], ["pasal 2"]],
  },
  {
    question: "sebenernya fungsi wakaf teh naon kanggo masyarakat",
    mustContain: [["kesejahteraan", "ekonomi", "ibadah"]],
  },

  // fact: section 1.3 (six unsur, Pasal 6)
  {
    question: "unsur wakaf menurut uu 41 ada brp",
    mustContain: [["enam", "6 unsur", "6 (enam)", "ada 6", "jangka waktu"]],
  },
  {
    question: "menurut undang2 unsur wakaf apa aja",
    mustContain: [["jangka waktu"], ["peruntukan"]],
  },
  {
    question: "jangka waktu termasuk unsur wakaf?",
    mustContain: [["pasal 6", "enam", "6 unsur", "termasuk", "ya"]],
  },

  // fact: section 1.4 (wakif, Pasal 7-8)
  {
    question: "PT atau perusahaan bisa jadi wakif gk",
    mustContain: [["badan hukum", "anggaran dasar"]],
  },
  {
    question: "syarat org yg mau wakaf apa aja",
    mustContain: [
      ["dewasa", "baligh"],
      ["berakal", "akal sehat", "sehat akal"],
    ],
  },
  {
    question: "anak sy umur 15 thn mau wakafin uang tabungannya bisa?",
    mustContain: [["dewasa", "baligh", "cakap"]],
  },
  {
    question: "org yg lg di bawah pengampuan bisa wakaf?",
    mustContain: [["terhalang", "perbuatan hukum", "cakap", ...TIDAK]],
  },

  // fact: section 1.5 (nazhir: syarat, tugas, hak 10%, PP 42/2006 min 3 orang, 5 tahun)
  {
    question: "syarat jadi nazhir apa aja",
    mustContain: [
      ["islam", "muslim"],
      ["wni", "warga negara indonesia", "warga negara"],
    ],
  },
  {
    question: "nonmuslim bisa jadi nadzir masjid?",
    mustContain: [
      ["beragama islam", "harus islam", "wajib islam", "muslim", "islam"],
      ["WNI, beragama Islam", "tidak dapat menjadi nazhir"],
    ],
  },
  {
    question: "nazhir boleh 1 orang aja gk? bapak sy sendirian yg ngurus",
    mustContain: [TIGA_ORANG],
  },
  {
    question: "nazir perorangan harus warga sini ya",
    mustContain: [["kecamatan"]],
  },
  {
    question: "masa jabatan nadzir brp lama",
    mustContain: [["5 tahun", "lima tahun", "5 (lima) tahun"]],
  },
  {
    question: "tugas nazhir teh naon wae",
    mustContain: [["kelola", "pengelolaan", "mengelola"], ["lapor"]],
  },
  { question: "nazhir lapornya ke siapa?", mustContain: [BWI] },
  {
    question: "nadzir dpt gaji gk? brp persen",
    mustContain: [
      [
        "10%",
        "10 %",
        "10 persen",
        "sepuluh persen",
        "10 (sepuluh) persen",
        "pasal 12",
      ],
    ],
  },
  {
    question:
      "tanah wakafnya kan atas nama nazhir, brarti jd milik nazhir dong?",
    mustContain: [
      [
        "bukan pemilik",
        "bukan milik",
        "tidak menjadi pemilik",
        "tidak menjadikan",
        "bukan",
        "tidak berarti",
      ],
    ],
  },
  {
    question: "yayasan pendidikan bisa jadi nazhir gk",
    mustContain: [
      ["badan hukum", "sosial", "pendidikan", "kemasyarakatan", "keagamaan"],
    ],
  },

  // fact: section 1.6 (harta benda wakaf, Pasal 15-16, PP 42/2006 Pasal 15 & 17)
  {
    question: "tanah yg lg dijaminin ke bank buat kur bisa diwakafin?",
    mustContain: [[...TIDAK, "bebas", "tidak sedang dijaminkan"]],
  },
  {
    question: "tanah msh sengketa batas sm tetangga boleh diwakafkan?",
    mustContain: [[...TIDAK, "bebas dari sengketa", "bebas sengketa"]],
  },
  {
    question: "selain tanah apa aja yg bs diwakafin",
    mustContain: [
      ["uang"],
      [
        "kendaraan",
        "logam mulia",
        "emas",
        "surat berharga",
        "saham",
        "hki",
        "kekayaan intelektual",
        "hak sewa",
        "bangunan",
      ],
    ],
  },
  {
    question: "wakap mobil bisa ga",
    mustContain: [["benda bergerak", "kendaraan", "pasal 16"]],
  },
  {
    question: "hak cipta buku karangan sy bisa diwakafkan?",
    mustContain: [
      ["hki", "kekayaan intelektual", "benda bergerak", "pasal 16"],
    ],
  },
  {
    question: "jenis harta wakaf ada brp macam menurut pp 42 2006",
    mustContain: [["tiga", "3 jenis", "3 macam", "3 (tiga)", "selain uang"]],
  },
  {
    question: "tanah punya org lain tp udh diizinin lisan, bs sy wakafin?",
    mustContain: [["harta orang lain"]],
  },

  // fact: section 1.7 (ikrar, AIW, saksi, kuasa, majelis ikrar wakaf, Pasal 17-21)
  { question: "ikrar wakaf hrs pake saksi brp org", mustContain: [SAKSI_2] },
  {
    question: "ibu sy lg sakit strok gk bisa ke kua, ikrarnya bisa diwakilin?",
    mustContain: [["kuasa"]],
  },
  {
    question: "Apa saja isi yang harus tercantum dalam akta ikrar wakaf?",
    mustContain: [["identitas", "nama"], ["peruntukan"]],
  },
  {
    question: "ikrar wakaf dilakukan di depan siapa",
    mustContain: [[...PPAIW, "pejabat"]],
  },
  {
    question: "majelis ikrar wakaf teh naon",
    mustContain: [["saksi"], NAZHIR],
  },
  {
    question: "sy tinggal di jakarta tanahnya di garut, ikrar wakafnya gmn?",
    mustContain: [["kuasa"], ["berhalangan"]],
  },
  {
    question: "wakaf cuma ngomong ke ustadz tanpa akta sah gk secara hukum",
    mustContain: [[...AIW, ...PPAIW]],
  },

  // fact: section 1.8 (peruntukan, Pasal 22-23)
  {
    question: "tanah wakaf boleh dipake buat apa aja",
    mustContain: [
      ["ibadah"],
      [
        "pendidikan",
        "kesehatan",
        "fakir miskin",
        "ekonomi umat",
        "kesejahteraan",
        "yatim",
      ],
    ],
  },
  {
    question: "wakaf buat beasiswa anak yatim bisa?",
    mustContain: [["bisa", "boleh", "dapat", "termasuk", "pasal 22"]],
  },
  {
    question: "wakif gk nentuin peruntukannya trs siapa yg nentuin",
    mustContain: [NAZHIR],
  },
  { question: "peruntukan wakaf ditentuin kapan", mustContain: [["ikrar"]] },

  // fact: section 1.9 (pendaftaran, Pasal 32-35)
  {
    question: "setelah aiw jadi brp lama hrs didaftarin ke bpn",
    mustContain: [TUJUH_HARI],
  },
  {
    question: "yg daftarin tanah wakaf ke bpn siapa, sy sendiri atau kua?",
    mustContain: [[...PPAIW, "kua"]],
  },
  {
    question: "bukti pendaftaran dr bpn nanti dikasih ke siapa",
    mustContain: [NAZHIR],
  },

  // fact: section 1.10 (larangan Pasal 40, izin perubahan Pasal 44, sanksi Pasal 67)
  {
    question: "tanah wakaf boleh dijual ga",
    mustContain: [[...TIDAK, "pasal 40"]],
  },
  {
    question:
      "dkm mau jaminin sertifikat tanah wakaf ke bank buat renov masjid, boleh?",
    mustContain: [[...TIDAK, "pasal 40"]],
  },
  {
    question: "hukuman org yg jual tanah wakaf apa",
    mustContain: [
      ["5 tahun", "lima tahun"],
      ["500 juta", "500.000.000", "lima ratus juta", "rp500", "rp 500"],
    ],
  },
  {
    question: "ada oknum jual tanah wakaf di kampung sy bs dipidana gk",
    mustContain: [["pidana", "penjara", "pasal 67"]],
  },
  {
    question: "nazhir mau ubah madrasah wakaf jadi ruko, perlu izin siapa",
    mustContain: [BWI],
  },
  {
    question: "tanah wakaf bisa diwariskan ke anak nadzir?",
    mustContain: [[...TIDAK, "pasal 40"], ["dihibahkan", "disita", "dijaminkan", "dijadikan jaminan"]],
  },

  // fact: section 1.11 (wakaf produktif, Pasal 42-43)
  {
    question: "wakaf produktif itu apa",
    mustContain: [["hasil", "keuntungan", "laba", "produktif"]],
  },
  {
    question: "sawah wakaf boleh disewain trs hasilnya buat madrasah?",
    mustContain: [["boleh", "bisa", "dapat", "produktif"]],
  },
  {
    question: "nadzir wajib ngembangin harta wakaf?",
    mustContain: [["wajib", "harus", "pasal 42"]],
  },
  {
    question: "kalo usaha wakaf produktif perlu penjaminan pake apa",
    mustContain: [
      ["penjamin syariah", "lembaga penjamin", "penjaminan syariah"],
    ],
  },

  // fact: section 1.12 (wakaf uang, Pasal 28-31, PP 42/2006, fatwa MUI 2002, BWI 2024)
  {
    question: "abdi bade wakaf artos 500rb, tiasa langsung di kua?",
    mustContain: [LKS],
  },
  { question: "wakaf uang pake dolar bisa?", mustContain: [["rupiah"]] },
  {
    question: "bukti wakaf uang apa",
    mustContain: [["sertifikat wakaf uang", "sertifikat"]],
  },
  {
    question: "hukum wakaf uang menurut mui",
    mustContain: [
      ["boleh", "jawaz", "jaiz", "mubah", "dibolehkan", "diperbolehkan"],
    ],
  },
  {
    question: "uang yg diwakafin bisa dipake habis buat bangun masjid?",
    mustContain: [
      ["pokok", "utuh", "dijaga", "tidak boleh", "tidak dapat", "tidak bisa"],
    ],
  },
  {
    question: "saham bisa buat wakaf uang gk",
    mustContain: [["surat berharga termasuk uang"]],
  },
  {
    question: "total wakaf uang yg udh kekumpul di indonesia brp",
    mustContain: [["2,3", "2.3"]],
  },

  // fact: section 1.13 (what visitors also ask)
  // 1.13 land only for ever (PP 42/2006 Pasal 18)
  {
    question: "tanah wakaf bisa 10 thn aja trs balik lg ke keluarga?",
    mustContain: [SELAMANYA],
  },
  {
    question: "wakaf berjangka boleh gk utk tanah shm",
    mustContain: [SELAMANYA],
  },
  {
    question: "wakaf sementara itu bisa buat harta apa",
    mustContain: [
      ["uang", "bangunan", "hak guna bangunan", "hgb", "hak pakai"],
    ],
  },
  // 1.13 exchange / ruislag (UU 41/2004 Pasal 41, PP 42/2006 Pasal 49)
  {
    question: "masjid kami kena proyek jalan tol, tanah wakafnya gmn nasibnya",
    mustContain: [TUKAR, IZIN_PUSAT],
  },
  {
    question:
      "dkm mau jual tanah wakaf yg sempit trs beli tanah yg lebih luas di tempat lain, bisa gak",
    mustContain: [TUKAR, IZIN_PUSAT],
  },
  {
    question: "syarat ruislag tanah wakaf",
    mustContain: [["nilai", "manfaat"]],
  },
  // 1.13 change of use (Pasal 44)
  {
    question:
      "sebagian halaman masjid mau dijadiin parkiran berbayar buat kas dkm boleh ga",
    mustContain: [BWI],
  },
  {
    question: "lahan musola wakaf sebagian mau dibangun warung, perlu izin?",
    mustContain: [BWI],
  },
  // 1.13 nazhir dies or stops (Pasal 45)
  {
    question: "nadzir masjid kami meninggal minggu kemarin, trs gmn",
    mustContain: [GANTI, [...BWI, ...KUA]],
  },
  {
    question:
      "nazhirnya gk pernah ngurus, tanah wakaf jd terbengkalai. bisa dicopot?",
    mustContain: [GANTI, [...BWI, ...KUA]],
  },
  { question: "ganti nazhir di bpn bayar brp", mustContain: [GRATIS] },
  // 1.13 wakaf by will (Pasal 24-25)
  {
    question: "bapak mau wasiat wakafin tanah kalo udh meninggal, maksimal brp",
    mustContain: [["1/3", "sepertiga", "satu pertiga", "1 / 3"]],
  },
  { question: "wakaf lewat wasiat perlu saksi gk", mustContain: [SAKSI_2] },
  // 1.13 inherited land not yet divided (Pasal 8)
  {
    question:
      "tanah warisan almarhum bapak blm dibagi, kakak sy mau wakafin buat madrasah tp adik2 blm setuju. bisa jalan gk?",
    mustContain: [AHLI_WARIS, SETUJU],
  },
  {
    question:
      "abdi ahli waris, tanah waris teu acan dibagi, tiasa diwakafkeun ku abdi nyalira?",
    mustContain: [SETUJU],
  },
  // 1.13 wakaf vs hibah, wasiat, zakat; ruling; who may give
  { question: "beda wakaf sama hibah apa", mustContain: [["milik"]] },
  { question: "zakat sm wakaf bedanya apa", mustContain: [["wajib"]] },
  {
    question: "wasiat dan wakaf bedanya dmn",
    mustContain: [["meninggal", "wafat", "kematian", "1/3", "sepertiga"]],
  },
  { question: "hukum wakaf teh wajib atau sunnah?", mustContain: [SUNNAH] },
  {
    question: "tetangga sy nonmuslim mau wakaf tanah buat musola, boleh?",
    mustContain: [
      [...BOLEH, "tidak mensyaratkan", "tidak disyaratkan"],
      ["agama", "muslim", "islam"],
    ],
  },
  {
    question: "wakif harus beragama islam?",
    mustContain: [
      ["tidak", "pasal 8"],
      ["agama", "muslim", "islam"],
    ],
  },

  // fact: section 2 (fiqh rukun and syarat)
  {
    question: "rukun wakaf ada brp",
    mustContain: [
      ["empat", "4 rukun", "4 (empat)", "ada 4", "4 yaitu", "4:"],
      ["mauquf"],
    ],
  },
  {
    question: "rukun wakap apa aja",
    mustContain: [
      ["mauquf"],
      ["sighat", "shighat", "sigat", "shigat", "sighah", "ikrar"],
    ],
  },
  {
    question: "nazhir termasuk rukun wakaf gk",
    mustContain: [
      ["unsur", "uu 41", "undang-undang", "undang undang", "pasal 6"],
    ],
  },
  {
    question: "syarat barang yg diwakafkan menurut fikih apa",
    mustContain: [["tahan lama", "manfaat", "bernilai", "mutaqawwim"]],
  },
  {
    question: "wakaf buat tempat judi sah gk",
    mustContain: [["maksiat"]],
  },
  { question: "contoh lafal ikrar wakaf gmn", mustContain: [["wakafkan"]] },

  // fact: section 3 (religious sources)
  {
    question: "dalil wakaf di alquran apa",
    mustContain: [
      [
        "ali imran",
        "ali 'imran",
        "ali-imran",
        "āli 'imrān",
        "al-imran",
        "3:92",
        "baqarah",
      ],
    ],
  },
  {
    question: "hadits ttg amal yg gk putus walau udh meninggal",
    mustContain: [JARIYAH, ["ilmu"]],
  },
  {
    question: "kisah umar wakaf tanah khaibar gmn",
    mustContain: [
      ["hasil", "buah", "sedekah"],
      ["dijual", "diwariskan", "dihibahkan"],
    ],
  },
  {
    question: "wakaf pertama dalam islam apa",
    mustContain: [["quba", "nabawi", "umar"]],
  },
  {
    question: "kata wakaf ada di quran gk sih",
    mustContain: [["infak", "infaq"]],
  },
  { question: "keutamaan wakaf naon", mustContain: [[...JARIYAH, "pahala"]] },

  // fact: section 4.1 (documents at the KUA)
  {
    question: "syarat wakaf tanah di kua bawa apa aja",
    mustContain: [
      ["ktp"],
      [...SERTIFIKAT, "girik", "letter c", "ajb", "bukti kepemilikan"],
    ],
  },
  {
    question: "tanah blm sertifikat cm girik bisa diwakafin?",
    mustContain: [
      [
        "girik",
        "letter c",
        "ajb",
        "petok",
        "bukti kepemilikan",
        "bisa",
        "boleh",
      ],
    ],
  },
  {
    question: "surat keterangan dr desa perlu gk buat wakaf",
    mustContain: [["sengketa", "wk"]],
  },
  {
    question: "meterai yg dipake brp ribu",
    mustContain: [["10.000", "10 ribu", "10rb", "sepuluh ribu", "rp10"]],
  },
  {
    question: "wakifnya udh meninggal, yg ngurus dokumen siapa",
    mustContain: [AHLI_WARIS],
  },
  {
    question:
      "harus dtg langsung semua ke kua atau bisa diwakilin berkasnya aja",
    mustContain: [["hadir langsung"]],
  },
  {
    question: "suami mau wakafin tanah, istri perlu tanda tangan jg?",
    mustContain: [["persetujuan", "setuju", "izin"]],
  },
  {
    question: "nazhirnya nanti hrs bawa ktp brp org",
    mustContain: [[...TIGA_ORANG, "ketua", "sekretaris", "bendahara"]],
  },

  // fact: section 4.2 (steps at the KUA)
  {
    question: "alur wakaf tanah di kua dr awal sampe sertifikat gmn",
    mustContain: [AIW, BPN],
  },
  {
    question: "kua ngesahin nazhir pake formulir apa",
    mustContain: [["w.5", "w5", "w 5", "pengesahan"]],
  },
  {
    question: "habis ikrar kita dapet apa",
    mustContain: [["salinannya"], ["dibawa pulang"]],
  },
  {
    question:
      "tanah wakaf dr jaman kakek gk ada aktanya, wakifnya udh wafat. gmn?",
    mustContain: [["pengganti", "apaiw", "w.3", "w3"]],
  },
  {
    question: "sertifikat tanah wakaf nanti atas nama siapa",
    mustContain: [NAZHIR],
  },
  {
    question: "salinan akta ikrar wakaf yg w2a dipegang siapa aja",
    mustContain: [WAKIF, NAZHIR],
  },
  {
    question: "bisa daftar wakaf online gk",
    mustContain: [[...SIWAK, "e-aiw", "eaiw", "e aiw"]],
  },
  {
    question: "sebelum ke kua hrs musyawarah keluarga dulu?",
    mustContain: [["musyawarah", "sepakat", "setuju", "persetujuan"]],
  },

  // fact: section 4.3 (form codes)
  { question: "blanko w1 itu apa", mustContain: [["ikrar"]] },
  {
    question: "w2a sm w2 bedanya apa",
    mustContain: [["salinan", "copy", "turunan", "rangkap"]],
  },
  { question: "form W7 buat apa", mustContain: [BPN] },
  {
    question: "formulir WK teh surat naon",
    mustContain: [["desa", "lurah", "kelurahan"]],
  },

  // fact: section 4.4 (BPN stage)
  {
    question: "ke bpn bawa sertifikat asli atau fotokopi",
    mustContain: [["asli"]],
  },
  {
    question: "proses di bpn brp lama",
    mustContain: [["5 hari"], ["98 hari kerja"]],
  },
  {
    question: "aturan atr bpn soal pendaftaran tanah wakaf apa",
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
  {
    question: "dokumen yg dibawa ke kantor pertanahan apa aja",
    mustContain: [AIW, SERTIFIKAT],
  },

  // fact: section 4.5 (fees)
  { question: "biaya aiw", mustContain: [GRATIS] },
  {
    question: "sertifikat tanah wakaf bayar brp di bpn",
    mustContain: [GRATIS],
  },
  {
    question: "katanya gratis tp kok sy disuruh bayar ukur tanah",
    mustContain: [["pengukuran", "ukur"]],
  },
  {
    question: "tanah 100 meter di jabar biaya ukurnya brp",
    mustContain: [["120.000", "120 ribu", "120rb", "rp120", "rp 120"]],
  },
  {
    question:
      "cuma sebagian tanah yg mau diwakafin, pecah sertifikatnya bayar gk",
    mustContain: [["bayar", "biaya", "berbayar", "dikenakan"]],
  },
  {
    question: "cek biaya sertifikat wakaf dimana",
    mustContain: [["sentuh tanahku", "kantor pertanahan", "bpn"]],
  },
  {
    question: "tanah letter c mau disertifikatin wakaf ada biayanya gk",
    mustContain: [["biaya", "bayar"]],
  },

  // fact: section 5 (the regulations)
  {
    question: "dasar hukum wakaf di indonesia apa aja",
    mustContain: [
      ["41 tahun 2004", "41/2004", "uu 41", "nomor 41"],
      ["42 tahun 2006", "42/2006", "pp 42", "nomor 42"],
    ],
  },
  {
    question: "pp 25 2018 ttg apa",
    mustContain: [["perubahan", "mengubah", "revisi"]],
  },
  {
    question: "pma 73 2013 ngatur apa",
    mustContain: [["tata cara"], ["tidak bergerak", "selain uang"]],
  },
  {
    question: "baca uu wakaf lengkap dimana",
    mustContain: [["bwi.go.id", "jdih", "peraturan.info", "peraturan.bpk"]],
  },

  // fact: section 6 (BWI)
  { question: "tugas bwi apa", mustContain: [["bina", "pembinaan"]] },
  { question: "bwi ada perwakilan di jabar gk", mustContain: [["perwakilan"]] },
  {
    question: "ketua bwi skrg siapa",
    mustContain: [["kamaruddin", "kamarudin"]],
  },
  {
    question: "bwi itu lembaga pemerintah atau swasta",
    mustContain: [["independen"]],
  },
  {
    question: "anggota bwi brp org",
    mustContain: [
      [
        "20-30",
        "20–30",
        "20 sampai 30",
        "20 hingga 30",
        "20 orang",
        "dua puluh",
        "30 orang",
        "tiga puluh",
      ],
    ],
  },

  // fact: section 7 (statistics)
  {
    question: "jumlah tanah wakaf di indonesia brp",
    mustContain: [
      [
        "561.909",
        "561,909",
        "561 ribu",
        "562 ribu",
        "445.504",
        "445,504",
        "445 ribu",
        "430.000",
        "430 ribu",
        "421.903",
      ],
    ],
  },
  {
    question: "brp banyak tanah wakaf yg blm bersertifikat",
    mustContain: [
      [
        "297.211",
        "297,211",
        "297 ribu",
        "47%",
        "53%",
        "58%",
        "42%",
        "175 ribu",
        "175.000",
        "100 ribu",
      ],
    ],
  },
  {
    question: "tanah wakaf di jawa barat ada brp bidang",
    mustContain: [["87.795", "87,795", "87 ribu", "88 ribu", "87,8", "87.8"]],
  },
  {
    question: "di jabar yg udh sertifikat brp persen",
    mustContain: [
      ["55,95", "55.95", "56%", "56 persen", "48.123", "48,123", "48 ribu"],
    ],
  },
  {
    question: "tanah wakaf paling banyak dipake buat apa",
    mustContain: [["masjid", "musala", "mushola", "musholla", "mushala"]],
  },

  // fact: section 8 (KUA services; Kemenag values)
  {
    question: "kua ngurus wakaf juga kah?",
    mustContain: [["aiw", "akta ikrar", "ppaiw", "ikrar", ...NAZHIR]],
  },
  {
    question: "catin disuruh wakaf pohon itu program apa",
    mustContain: [["ekoteologi", "asta protas", "kemenag berdampak"]],
  },
  {
    question: "ikhlas beramal artinya apa",
    mustContain: [["ibadah", "semboyan", "motto", "moto", "tulus"]],
  },
];

export const HELD_OUT_10_OUT_OF_FIELD: EvalCase[] = [
  // other KUA services
  { question: "syarat daftar nikah di kua apa aja" },
  { question: "biaya nikah di luar kantor kua brp skrg" },
  {
    question: "punten, abdi bade rujuk sareng istri, kumaha prosedurna di kua?",
  },
  { question: "ngurus cerai talak di kua atau pengadilan agama" },
  { question: "daftar haji reguler skrg antri brp thn" },
  { question: "travel umrah yg resmi terdaftar kemenag apa aja" },
  { question: "bikin sertifikat halal buat usaha keripik gmn caranya" },
  { question: "bayar zakat fitrah di kua bisa? brp liter beras" },
  { question: "jadwal bimwin catin bulan depan kapan" },
  { question: "kursus calon pengantin wajib gk sblm nikah" },
  { question: "buku nikah sy hilang kebanjiran gmn ngurusnya" },
  { question: "isbat nikah syaratnya apa" },
  { question: "jadwal manasik haji di kecamatan ini kapan" },
  { question: "Bagaimana cara menentukan arah kiblat rumah saya?" },
  { question: "saksi nikah syaratnya apa aja, adik boleh?" },
  // everyday life
  { question: "perpanjang sim a online bisa gk" },
  { question: "ktp el rusak ganti baru di disdukcapil bawa apa" },
  { question: "bikin paspor buat umroh brp biayanya" },
  { question: "bpjs kesehatan nunggak 6 bulan dendanya brp" },
  { question: "pajak motor telat 2 thn bisa diputihin?" },
  { question: "cuaca garut besok hujan gk" },
  { question: "resep rendang yg empuk gmn" },
  { question: "persib maen jam brp mlm ini" },
  { question: "harga emas antam hari ini brp" },
  { question: "pinjol ilegal neror terus lapor kemana" },
  { question: "ongkir jne bandung jakarta brp" },
  { question: "kartu kuning ak1 buat ngelamar kerja bikinnya dimana" },
  { question: "sidang tilang online cara bayarnya gmn" },
  // traps that share words with wakaf
  { question: "tanah warisan dijual ke tetangga gimana pajaknya" },
  { question: "sertifikat rumah hilang gimana ngurusnya" },
  { question: "wakil kepala desa tugasnya apa aja" },
  { question: "masjid terdekat dr sini yg jumatan jam brp" },
  {
    question:
      "pembagian warisan anak laki2 sama perempuan menurut islam brp bagian",
  },
  { question: "biaya balik nama sertifikat tanah jual beli di notaris brp" },
  { question: "pbb tanah telat bayar ada denda gk" },
  { question: "nadzar puasa 3 hari blm dilaksanain gmn hukumnya" },
  { question: "harta gono gini kalo cerai dibagi gmn" },
  { question: "bikin akta kelahiran anak telat kena denda gk" },
  { question: "wakil rakyat dapil garut siapa aja" },
  { question: "pecah sertifikat tanah buat dijual ke adik biayanya brp" },
  { question: "hibah rumah ke anak kena pajak brp" },
];
