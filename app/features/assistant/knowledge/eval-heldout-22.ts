// Held-out set 22 (issue 35): written on 2026-12-07 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";
// Kinds, noted in a comment after each case: su = Sundanese / Sundanese-mixed, story = long story,
// formal = formal complete question, chat = informal chat Indonesian; "1.13" = section 1.13 of the fact sheet.

const SEVEN_WORKING_DAYS: readonly string[] = [
  "7 hari kerja",
  "tujuh hari kerja",
  "(tujuh) hari kerja",
  "(7) hari kerja",
];
const FIVE_YEARS: readonly string[] = [
  "5 tahun",
  "lima tahun",
  "(lima) tahun",
  "(5) tahun",
];
const TWO_WITNESSES: readonly string[] = [
  "2 saksi",
  "dua saksi",
  "2 orang saksi",
  "dua orang saksi",
  "(dua) saksi",
  "(dua) orang saksi",
  "(2) saksi",
  "(2) orang saksi",
];
const THREE_PEOPLE: readonly string[] = [
  "3 orang",
  "tiga orang",
  "(tiga) orang",
  "(3) orang",
];
const FREE_OF_CHARGE: readonly string[] = [
  "rp0",
  "rp 0",
  "rp. 0",
  "nol rupiah",
  "gratis",
  "tidak dipungut",
  "tanpa biaya",
  "bebas biaya",
  "tidak ada biaya",
  "tidak dikenakan biaya",
];
const SOLD: readonly string[] = [
  "dijual",
  "diperjualbelikan",
  "menjual",
  "penjualan",
];
const FINE_500M: readonly string[] = [
  "500 juta",
  "500.000.000",
  "lima ratus juta",
  "500 jt",
];
const PRISON: readonly string[] = ["penjara", "pidana"];
const LAND_OFFICE: readonly string[] = [
  "kantor pertanahan",
  "bpn",
  "badan pertanahan",
];
const ONE_THIRD: readonly string[] = [
  "1/3",
  "sepertiga",
  "satu per tiga",
  "satu pertiga",
];
const FOREVER: readonly string[] = [
  "selama-lamanya",
  "selamanya",
  "selama lamanya",
  "tanpa batas waktu",
  "tidak terbatas",
  "untuk seterusnya",
  "ta'bid",
  "muabbad",
];
const BWI: readonly string[] = ["bwi", "badan wakaf indonesia"];
const MAUQUF_BIH: readonly string[] = [
  "mauquf bih",
  "mawquf bih",
  "mauquf-bih",
  "mauquf bi",
];
const MAUQUF_ALAIH: readonly string[] = [
  "mauquf 'alaih",
  "mauquf alaih",
  "mauquf ‘alaih",
  "mauquf ’alaih",
  "mauquf `alaih",
  "mawquf 'alaih",
  "mauquf 'alayh",
];
const SIGHAT: readonly string[] = [
  "sighat",
  "shighat",
  "sigat",
  "shigat",
  "sighah",
  "shighah",
];
const WRITTEN_PERMIT: readonly string[] = [
  "izin tertulis",
  "persetujuan tertulis",
  "izin secara tertulis",
];
const USE_CHANGE_PERMIT: readonly string[] = [
  ...WRITTEN_PERMIT,
  "izin bwi",
  "izin dari bwi",
  "persetujuan bwi",
  "izin badan wakaf indonesia",
  "izin dari badan wakaf indonesia",
];
const SEDEKAH_JARIYAH: readonly string[] = [
  "sedekah jariyah",
  "sedekah jariah",
  "sedekah jariyyah",
  "shadaqah jariyah",
  "shodaqoh jariyah",
  "sadaqah jariyah",
  "sadakah jariyah",
  "shadaqah jariyyah",
  "amal jariyah",
];
const AIW: readonly string[] = ["akta ikrar wakaf", "aiw"];
const TEN_PERCENT: readonly string[] = [
  "10%",
  "10 %",
  "sepuluh persen",
  "10 persen",
];
const ALI_IMRAN: readonly string[] = [
  "ali 'imran",
  "ali imran",
  "ali ‘imran",
  "ali ’imran",
  "āli 'imrān",
  "āli ‘imrān",
  "ali 'imrān",
  "ali-imran",
  "al-imran",
  "ali `imran",
  "ali imron",
  "ali 'imron",
  "ali-imron",
  "al-imron",
  "al imran",
  "al imron",
];
const HEIRS_ALL: readonly string[] = [
  "seluruh ahli waris",
  "semua ahli waris",
  "para ahli waris",
  "setiap ahli waris",
  "masing-masing ahli waris",
  "ahli waris lain",
  "ahli waris yang lain",
];
const COLLATERAL: readonly string[] = [
  "dijaminkan",
  "dijadikan jaminan",
  "jaminan",
  "agunan",
  "diagunkan",
  "digadaikan",
];
const UNDO: readonly string[] = [
  "tidak dapat dibatalkan",
  "tidak bisa dibatalkan",
  "tidak boleh dibatalkan",
  "tidak dapat ditarik",
  "tidak bisa ditarik",
  "tidak boleh ditarik",
  "tidak dapat diambil",
  "tidak bisa diambil",
  "tidak boleh diambil",
];
const SUNNAH: readonly string[] = ["sunnah", "sunah", "dianjurkan", "mustahab"];
const NAZHIR_NAME: readonly string[] = [
  "atas nama nazhir",
  "atas nama nadzir",
  "atas nama nazir",
  "nama nazhir",
  "nama nadzir",
  "nama nazir",
];
const NAZHIR_SPELLINGS: readonly string[] = [
  "nazhir",
  "nadzir",
  "nazir",
  "nadhir",
];
const LKS: readonly string[] = ["lembaga keuangan syariah", "lks"];
const HGB: readonly string[] = ["hak guna bangunan", "hgb", "hak pakai"];
const EXCHANGE_VALUE: readonly string[] = [
  "sekurang-kurangnya sama",
  "paling sedikit sama",
  "minimal sama",
  "setidaknya sama",
  "sama nilai",
  "nilai dan manfaat",
  "manfaat dan nilai",
  "senilai",
  "setara",
  "sama atau lebih",
  "tidak kurang",
];
const REPLACE: readonly string[] = [
  "diganti",
  "penggantian",
  "mengganti",
  "pengganti",
  "diberhentikan",
  "pemberhentian",
  "memberhentikan",
];
const OWNERSHIP: readonly string[] = [
  "menjadi milik",
  "menjadi pemilik",
  "pemilik baru",
  "berpindah",
  "beralih",
  "dimiliki",
  "memiliki",
];
const WAKIF_CAPACITY: readonly string[] = [
  "pasal 8",
  "dewasa",
  "pemilik sah",
  "pemilik yang sah",
  "berakal sehat",
];
const FAITH_OR_SYARIAH: readonly string[] = ["agama", "syariah", "syariat"];
const NAZHIR_CHANGED: readonly string[] = NAZHIR_SPELLINGS.flatMap((n) => [
  `penggantian ${n}`,
  `pergantian ${n}`,
  `${n} diganti`,
  `${n} berganti`,
  `mengganti ${n}`,
  `ganti ${n}`,
  `${n} baru`,
  `perubahan ${n}`,
]);

export const HELD_OUT_22_IN_FIELD: readonly EvalCase[] = [
  {
    question: "wakif tuh maksudnya siapa ya",
    mustContain: [
      ["mewakafkan harta", "mewakafkan hartanya", "yang mewakafkan"],
    ],
  }, // chat 1.1
  {
    question:
      "Punten, nazhir teh naon hartosna? Saha anu disebut nazhir dina wakaf?",
    mustContain: [
      [
        "menerima harta benda wakaf",
        "menerima harta wakaf",
        "menerima harta dari wakif",
        "menerima harta yang diwakafkan",
        "menerima wakaf dari wakif",
        "diserahi harta wakaf",
        "diserahi harta benda wakaf",
      ],
      ["dikelola", "mengelola", "pengelola"],
      ["dikembangkan", "mengembangkan", "pengembangan"],
    ],
  }, // su 1.1
  {
    question: "Dalam perwakafan, yang dimaksud dengan mauquf 'alaih itu siapa?",
    mustContain: [
      MAUQUF_ALAIH,
      ["penerima manfaat", "menerima manfaat", "pihak yang menerima"],
      [
        "ditunjuk",
        "kehendak wakif",
        "ditentukan wakif",
        "ditentukan oleh wakif",
        "ditetapkan wakif",
        "ditetapkan oleh wakif",
        "tertuang dalam",
        "tercantum dalam",
      ],
    ],
  }, // formal 1.1
  {
    question: "ppaiw singkatan dr apa sih",
    mustContain: ["pejabat pembuat akta ikrar wakaf"],
  }, // chat 1.1
  {
    question: "Di kecamatan mah saha nu jadi PPAIW teh? Pa Kuwu atanapi saha?",
    mustContain: [
      "kepala kua",
      [
        "kuwu",
        "bukan kepala desa",
        "bukan kades",
        "ditetapkan menteri",
        "ditetapkan oleh menteri",
        "ditunjuk menteri",
        "ditunjuk oleh menteri",
        "pejabat kementerian agama",
        "pejabat kemenag",
        "urusan agama islam",
      ],
    ],
  }, // su 1.1
  {
    question: "ikrar wakaf tu artinya apa",
    mustContain: [["pernyataan kehendak", "pernyataan"], "lisan"],
  }, // chat 1.1
  {
    question:
      "Bagaimana Undang-Undang Nomor 41 Tahun 2004 mendefinisikan wakaf?",
    mustContain: [
      "perbuatan hukum",
      ["jangka waktu tertentu", "waktu tertentu"],
    ],
  }, // formal 1.1
  {
    question: "BWI teh lembaga naon? Naha kalebet bagian ti Kemenag?",
    mustContain: ["independen"],
  }, // su 1.1
  {
    question: "kalo udh ikrar wakaf trs nyesel bs dibatalin ga",
    mustContain: [UNDO, ["pasal 3", "diikrarkan"]],
  }, // chat 1.2
  {
    question:
      "Pun bapa parantos ngawakafkeun taneuh ka masjid, ayeuna lanceuk abdi hoyong nyandak deui taneuh eta. Tiasa kitu?",
    mustContain: [
      [
        ...UNDO,
        "tidak dapat diminta kembali",
        "tidak bisa diminta kembali",
        "tidak boleh diminta kembali",
        "tidak dapat dikembalikan",
        "tidak bisa dikembalikan",
        "tidak boleh dikembalikan",
      ],
      ["ahli waris", "diwariskan", "keluarga", "anak", "saudara", "kakak"],
    ],
  }, // su 1.2
  {
    question:
      "Tahun 2015 kakek saya mewakafkan sebidang tanah untuk musala dan sudah ada akta ikrar wakafnya. Sekarang paman saya " +
      "membawa surat pernyataan bermaterai yang katanya ditandatangani kakek sebelum wafat, isinya tanah itu dikembalikan " +
      "ke keluarga. Musala itu masih dipakai warga setiap hari untuk salat berjamaah. Apakah surat bermaterai itu bisa " +
      "mengalahkan akta ikrar wakaf?",
    mustContain: [
      [
        ...UNDO,
        "tidak dapat mengalahkan",
        "tidak bisa mengalahkan",
        "tidak dapat mengesampingkan",
        "tidak dapat membatalkan",
        "tidak bisa membatalkan",
      ],
      [
        "surat pernyataan",
        "bermaterai",
        "bermeterai",
        "surat bermaterai",
        "di bawah tangan",
      ],
    ],
  }, // story 1.2
  {
    question:
      "Apakah penggantian nazhir menyebabkan ikrar wakaf menjadi batal?",
    mustContain: [
      [
        "tidak membatalkan",
        "tidak batal",
        "tidak menjadi batal",
        "tidak menyebabkan",
        "tetap sah",
        "tetap berlaku",
        "tidak dapat dibatalkan",
        "tidak bisa dibatalkan",
        "tidak berpindah",
      ],
      NAZHIR_CHANGED,
    ],
  }, // formal 1.2
  {
    question: "unsur wakaf dlm uu ada brp",
    mustContain: [["enam", "6 unsur", "6 (enam)", "(6)"], "jangka waktu"],
  }, // chat 1.3
  {
    question:
      "Siapa saja yang dapat bertindak sebagai wakif menurut undang-undang?",
    mustContain: [
      ["perseorangan", "perorangan"],
      "organisasi",
      "badan hukum",
      [
        "pasal 7",
        "sebagai wakif",
        "menjadi wakif",
        "wakif dapat",
        "wakif bisa",
        "wakif meliputi",
        "wakif terdiri",
        "wakif boleh",
        "wakif adalah",
        "wakif yaitu",
        "wakif ialah",
        "wakif itu",
      ],
    ],
  }, // formal 1.4
  {
    question: "syarat wakif perorangan apa aja",
    mustContain: [
      "berakal",
      "dewasa",
      ["terhalang", "cakap hukum", "cakap melakukan", "perbuatan hukum"],
      ["pemilik sah", "pemilik yang sah", "milik sah"],
    ],
  }, // chat 1.4
  {
    question:
      "Yayasan abdi hoyong ngawakafkeun hiji gedong. Aya sarat husus kanggo yayasan atanapi badan hukum?",
    mustContain: ["anggaran dasar"],
  }, // su 1.4
  {
    question:
      "Mohon dijelaskan syarat nazhir perseorangan menurut Pasal 10 UU Wakaf.",
    mustContain: ["amanah", ["wni", "warga negara indonesia"]],
  }, // formal 1.5
  {
    question: "nadzir hrs org sini ga atau boleh org luar kota semua",
    mustContain: ["kecamatan", ["bertempat tinggal", "berdomisili", "tinggal"]],
  }, // chat 1.5
  {
    question: "Nazhir perorangan teh minimal sabaraha urang?",
    mustContain: [THREE_PEOPLE],
  }, // su 1.5
  {
    question: "masa jabatan nazir brp thn",
    mustContain: [
      FIVE_YEARS,
      [
        "masa jabatan",
        "masa tugas",
        "masa bakti",
        "masa kerja",
        "periode",
        "menjabat",
        "diangkat kembali",
        "diperpanjang",
        "perpanjangan",
      ],
    ],
  }, // chat 1.5
  {
    question:
      "Saya sekretaris DKM di masjid yang berdiri di atas tanah wakaf. Tiga pengurus ditetapkan sebagai nazhir sejak 2019, " +
      "dan katanya masa tugas mereka sekarang sudah habis. Warga masih percaya pada mereka karena selama ini laporan " +
      "keuangannya rapi. Apakah nazhir yang masa tugasnya sudah habis boleh menjabat lagi untuk periode berikutnya?",
    mustContain: [
      [
        "diangkat kembali",
        "diangkat lagi",
        "diperpanjang",
        "perpanjangan",
        "dapat diangkat",
        "ditetapkan kembali",
        "diangkat ulang",
      ],
    ],
  }, // story 1.5
  {
    question:
      "Menurut Pasal 11 UU Nomor 41 Tahun 2004, tugas nazhir meliputi apa saja?",
    mustContain: ["mengadministrasikan", ["melindungi", "mengawasi"]],
  }, // formal 1.5
  {
    question: "nazhir wajib lapor ke siapa",
    mustContain: [BWI, ["melaporkan", "laporan", "lapor"]],
  }, // chat 1.5
  {
    question: "Sabaraha persen bagian nazhir tina hasil ngokolakeun wakaf?",
    mustContain: [TEN_PERCENT],
  }, // su 1.5
  {
    question:
      "Bapak saya mewakafkan tanah 500 meter untuk madrasah, lalu sertifikatnya keluar atas nama nazhir, yaitu tiga " +
      "pengurus yayasan. Ibu saya khawatir, karena nama mereka yang tertulis di sertifikat, kelak para nazhir itu bisa " +
      "mengaku tanah itu milik pribadi mereka. Dengan namanya tercantum di sertifikat, apakah nazhir menjadi pemilik tanah?",
    mustContain: [
      [
        "bukan pemilik",
        "tidak menjadi pemilik",
        "bukan milik",
        "tidak menjadikan",
        "tidak membuat",
        "bukan berarti",
        "tidak berarti",
        "bukan sebagai pemilik",
        "hanya pengelola",
        "sebagai pengelola",
        "tidak memiliki",
      ],
    ],
  }, // story 1.5
  {
    question:
      "Di desa kami ada karang taruna dan sebuah yayasan yang sama-sama ingin menjadi nazhir untuk tanah wakaf lapangan " +
      "dan madrasah. Kepala desa bilang tidak semua organisasi bisa menjadi nazhir, harus yang bidang kegiatannya sesuai. " +
      "Organisasi yang bergerak di bidang apa yang boleh menjadi nazhir?",
    mustContain: [["kemasyarakatan", "keagamaan"], "sosial"],
  }, // story 1.5
  {
    question: "tanah yg lg disita pengadilan bs diwakafin ga",
    mustContain: [["sitaan", "disita", "sita"], "sengketa"],
  }, // chat 1.6
  {
    question:
      "Taneuh nu sertifikatna masih di bank keur jaminan injeuman, tiasa diwakafkeun?",
    mustContain: [COLLATERAL, ["bebas", "sengketa", "sitaan"]],
  }, // su 1.6
  {
    question:
      "Almarhum ayah meninggalkan sebidang kebun yang sampai sekarang masih diperkarakan di pengadilan oleh tetangga soal " +
      "batas tanahnya. Ibu ingin segera mewakafkan kebun itu untuk pesantren supaya menjadi amal jariyah ayah, tanpa " +
      "menunggu perkaranya selesai. Bolehkah tanah yang masih berperkara diwakafkan sekarang?",
    mustContain: ["sengketa", ["perkara", "berperkara"]],
  }, // story 1.6
  {
    question:
      "Benda bergerak apa saja yang dapat diwakafkan menurut Pasal 16 UU Wakaf?",
    mustContain: ["logam mulia", "surat berharga"],
  }, // formal 1.6
  {
    question: "hak cipta buku bs diwakafin ga",
    mustContain: [["hak kekayaan intelektual", "hki", "kekayaan intelektual"]],
  }, // chat 1.6
  {
    question: "Unit apartemen atanapi rusun tiasa diwakafkeun teu?",
    mustContain: [["satuan rumah susun", "rumah susun"]],
  }, // su 1.6
  {
    question: "kontrak toko aku msh 10 thn, sisa kontraknya bs diwakafin ga",
    mustContain: ["hak sewa"],
  }, // chat 1.6
  {
    question:
      "Menurut PP Nomor 42 Tahun 2006, harta benda wakaf dikelompokkan ke dalam jenis apa saja?",
    mustContain: [
      "selain uang",
      "tidak bergerak",
      [
        "berupa uang",
        "tiga jenis",
        "3 jenis",
        "tiga kelompok",
        "3 kelompok",
        "tiga golongan",
        "3 golongan",
        "tiga macam",
        "3 macam",
        "tiga kategori",
        "3 kategori",
      ],
    ],
  }, // formal 1.6
  {
    question: "pohon jati di kebun ikut bs diwakafin?",
    mustContain: [["tanaman", "berkaitan dengan tanah", "melekat"]],
  }, // chat 1.6
  {
    question: "ikrar wakaf perlu saksi brp org",
    mustContain: [TWO_WITNESSES, ["disaksikan", "dihadiri", "menyaksikan"]],
  }, // chat 1.7
  {
    question:
      "Abdi nuju damel di Malaysia, teu tiasa mulih. Tiasa ikrar wakafna diwakilan ku adi abdi?",
    mustContain: ["surat kuasa"],
  }, // su 1.7
  {
    question:
      "Hal apa saja yang sekurang-kurangnya harus dimuat dalam Akta Ikrar Wakaf?",
    mustContain: ["identitas", "jangka waktu"],
  }, // formal 1.7
  {
    question:
      "Saya ingin mewakafkan rumah peninggalan ibu untuk TPQ di kampung, dan semua kakak-adik sudah setuju. Masalahnya " +
      "saya sedang sakit dan dokter melarang saya bepergian jauh, jadi saya tidak bisa datang ke KUA dalam waktu dekat. " +
      "Bisakah orang lain mengucapkan ikrar itu atas nama saya?",
    mustContain: ["surat kuasa"],
  }, // story 1.7
  {
    question:
      "Sebutkan peruntukan harta benda wakaf yang dibolehkan menurut Pasal 22 UU Wakaf.",
    mustContain: [
      "ibadah",
      "kesehatan",
      ["fakir miskin", "yatim", "beasiswa", "anak terlantar"],
      "ekonomi",
    ],
  }, // formal 1.8
  {
    question: "wakaf bwt biaya sekolah anak2 pinter tp miskin boleh ga",
    mustContain: ["beasiswa"],
  }, // chat 1.8
  {
    question:
      "Upami wakif teu nangtoskeun kanggo naon wakafna, saha anu nangtoskeun peruntukanana?",
    mustContain: [
      NAZHIR_SPELLINGS,
      [
        "tujuan dan fungsi",
        "fungsi wakaf",
        "tujuan wakaf",
        "pasal 23",
        "sesuai tujuan",
      ],
    ],
  }, // su 1.8
  {
    question:
      "Kelompok tani di desa kami ingin memakai hasil sawah wakaf untuk modal usaha bersama, misalnya koperasi syariah " +
      "yang meminjamkan modal kepada warga miskin. Sebagian pengurus masjid bilang hasil wakaf hanya boleh untuk ibadah. " +
      "Menurut undang-undang, bolehkah wakaf diperuntukkan bagi usaha memajukan perekonomian warga?",
    mustContain: [
      "ekonomi umat",
      [
        "pasal 22",
        "kemajuan dan peningkatan",
        "tidak hanya untuk ibadah",
        "tidak hanya ibadah",
        "bukan hanya untuk ibadah",
        "bukan hanya ibadah",
        "tidak terbatas pada ibadah",
        "tidak semata",
        "selain ibadah",
        "selain untuk ibadah",
      ],
    ],
  }, // story 1.8
  {
    question:
      "Minggu lalu kami sudah ikrar wakaf tanah untuk musala di KUA dan aktanya sudah ditandatangani. Nazhir kami orangnya " +
      "sibuk, jadi kami khawatir berkasnya lama tidak diurus ke BPN. Menurut undang-undang, paling lambat kapan tanah " +
      "itu harus didaftarkan setelah akta ditandatangani?",
    mustContain: [
      SEVEN_WORKING_DAYS,
      ["ditandatangani", "penandatanganan", "ditandatanganinya"],
      [...LAND_OFFICE, "pasal 32"],
    ],
  }, // story 1.9
  {
    question:
      "Saha anu ngadaptarkeun taneuh wakaf ka BPN, nazhir nyalira atanapi ti KUA?",
    mustContain: [
      ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"],
      [
        "atas nama nazhir",
        "atas nama nadzir",
        "atas nama nazir",
        "mewakili nazhir",
        "mewakili nadzir",
        "mewakili nazir",
      ],
      [
        "mendaftarkan",
        "didaftarkan",
        "pendaftaran dilakukan",
        "mengajukan pendaftaran",
        "membawa berkas",
      ],
    ],
  }, // su 1.9
  {
    question: "pas daftar ke bpn ppaiw nyerahin dokumen apa aja",
    mustContain: ["salinan", ["kepemilikan", "sertifikat", "sertipikat"]],
  }, // chat 1.9
  {
    question:
      "Perbuatan apa saja yang dilarang dilakukan terhadap harta benda wakaf menurut Pasal 40?",
    mustContain: [["dijadikan jaminan", "dijaminkan"], "diwariskan"],
  }, // formal 1.10
  {
    question: "tanah wakaf blh dijadiin agunan pinjem ke bank ga",
    mustContain: [
      ["dijadikan jaminan", "dijaminkan", "diagunkan", "agunan", "jaminan"],
      ["pasal 40", "dilarang", "larangan"],
      // Mended when set 22 joined the seen sets (round 23): the whole list of Pasal 40, not land a wakif may still pledge.
      ["disita", "dialihkan"],
    ],
  }, // chat 1.10
  {
    question:
      "Taneuh wakaf masjid di lembur abdi dijual ku oknum. Aya hukumanana teu numutkeun undang-undang?",
    mustContain: [PRISON, FINE_500M],
  }, // su 1.10
  {
    question:
      "Pengurus lama yayasan di kampung kami ternyata diam-diam menghibahkan sebagian tanah wakaf madrasah kepada anaknya " +
      "sendiri, dan sekarang di atasnya sudah dibangun rumah. Warga marah dan ingin melapor ke polisi. Berapa lama " +
      "ancaman hukuman penjara bagi orang yang dengan sengaja mengalihkan harta wakaf seperti itu?",
    mustContain: [FIVE_YEARS, PRISON],
  }, // story 1.10
  {
    question:
      "Bagaimana pengertian wakaf produktif menurut ketentuan perwakafan?",
    mustContain: [
      "pokok",
      "produktif",
      ["hasil", "keuntungan"],
      [
        "disewakan",
        "sewa",
        "pertanian",
        "usaha",
        "investasi",
        "diusahakan",
        "bisnis",
      ],
    ],
  }, // formal 1.11
  {
    question: "usaha wakaf yg butuh penjaminan hrs pake lembaga apa",
    mustContain: [["penjamin syariah", "penjaminan syariah"]],
  }, // chat 1.11
  {
    question:
      "Kauntungan tina sawah wakaf nu dikokolakeun teh dipasihkeun ka saha?",
    mustContain: [
      [...MAUQUF_ALAIH, "penerima manfaat", "menerima manfaat"],
      [
        "keuntungan",
        "hasilnya",
        "hasil panen",
        "hasil pengelolaan",
        "hasil sawah",
        "hasil wakaf",
        "laba",
      ],
      [
        "sesuai peruntukan",
        "sesuai ikrar",
        "dalam ikrar",
        "ditunjuk",
        "kehendak wakif",
        "ditentukan wakif",
        "ditentukan oleh wakif",
        "ditetapkan wakif",
        "ditetapkan oleh wakif",
        "pokok",
        ...TEN_PERCENT,
      ],
    ],
  }, // su 1.11
  {
    question:
      "Kami punya tanah wakaf dua hektar di pinggir jalan raya yang sudah sepuluh tahun dibiarkan kosong, hanya ditumbuhi " +
      "ilalang. Nazhirnya bilang yang penting tanahnya dijaga saja, tidak usah diapa-apakan supaya aman. Menurut " +
      "undang-undang, apakah nazhir cukup menjaga tanah itu saja?",
    mustContain: [
      ["mengembangkan", "dikembangkan"],
      ["pasal 42", "produktif", "wajib"],
    ],
  }, // story 1.11
  {
    question: "wakaf duit hrs lewat mana",
    mustContain: [
      LKS,
      ["ditunjuk", "ditetapkan", "pasal 28", "pwu", "penerima wakaf uang"],
    ],
  }, // chat 1.12
  {
    question:
      "Bulan lalu saya mentransfer lima juta rupiah untuk wakaf uang lewat sebuah bank syariah yang katanya ditunjuk " +
      "Menteri Agama. Sampai sekarang saya hanya menyimpan bukti transfer dari aplikasi. Teman saya bilang seharusnya ada " +
      "dokumen resmi dari bank. Dokumen apa yang mestinya saya terima sebagai bukti wakaf uang itu?",
    mustContain: [["sertifikat wakaf uang", "sertipikat wakaf uang"]],
  }, // story 1.12
  {
    question:
      "Abdi gaduh artos ringgit ti damel di Malaysia. Tiasa diwakafkeun langsung dina ringgit?",
    mustContain: ["rupiah"],
  }, // su 1.12
  {
    question: "fatwa mui ttg wakaf uang kluar taun brp",
    mustContain: ["2002"],
  }, // chat 1.12
  {
    question:
      "Menurut fatwa MUI tentang wakaf uang, apa saja yang termasuk dalam pengertian uang?",
    mustContain: ["surat berharga"],
  }, // formal 1.12
  {
    question: "wakaf tunai yg udh kekumpul se indonesia brp sih",
    mustContain: [["2,3 triliun", "2,3 t", "rp2,3", "2.3 triliun"]],
  }, // chat 1.12
  {
    question:
      "Saya karyawan swasta dengan gaji pas-pasan dan tidak punya tanah, tapi ingin punya amal yang pahalanya terus " +
      "mengalir. Teman bilang wakaf bisa dengan uang, tapi saya takut uangnya nanti habis dipakai seperti sedekah biasa. " +
      "Dalam wakaf uang, bolehkah uang yang saya serahkan itu habis dibelanjakan?",
    mustContain: [
      "wakaf uang",
      "pokok",
      [
        "dijaga",
        "terjaga",
        "utuh",
        "dipertahankan",
        "dilestarikan",
        "pokoknya tetap",
        "pokok tetap",
        "pokok wakaf tetap",
        "pokok uang tetap",
        "tidak boleh habis",
        "tidak habis",
        "tidak boleh dibelanjakan",
        "tidak boleh berkurang",
        "tidak boleh dijual",
      ],
    ],
  }, // story 1.12
  {
    question:
      "LKS kedah ngadaptarkeun wakaf artos ka Menteri dina sabaraha dinten?",
    mustContain: [
      SEVEN_WORKING_DAYS,
      [...LKS, "bank syariah"],
      ["wakaf uang", "sertifikat wakaf uang", "sertipikat wakaf uang"],
    ],
  }, // su 1.12
  {
    question: "klo menurut fiqih rukun wakaf tuh apa aja",
    mustContain: [
      MAUQUF_BIH,
      MAUQUF_ALAIH,
      SIGHAT,
      ["empat", "4 rukun", "(4)", "jumhur"],
    ],
  }, // chat 2
  {
    question: "Sighat dina wakaf teh naon hartosna?",
    mustContain: [
      SIGHAT,
      ["pernyataan", "ucapan", "lafaz", "lafal", "lafadz"],
      [
        "tegas",
        "jelas",
        "saya wakafkan",
        "lisan maupun tulisan",
        "lisan maupun tertulis",
        "lisan atau tertulis",
        "lisan atau tulisan",
        "lisan dan/atau tertulis",
        "lisan dan tertulis",
        "lisan dan tulisan",
      ],
    ],
  }, // su 2
  {
    question: "Apakah nazhir termasuk rukun wakaf menurut jumhur ulama?",
    mustContain: ["unsur", [...SIGHAT, ...MAUQUF_BIH, "empat", "4 rukun"]],
  }, // formal 2
  {
    question: "wakaf bwt tempat judi sah ga",
    mustContain: [
      ["judi", "perjudian"],
      [
        "maksiat",
        "dosa",
        "mendekatkan diri",
        "bertentangan dengan syariah",
        "bertentangan dengan syariat",
        "tidak sesuai syariah",
        "tidak sesuai syariat",
        "haram",
      ],
    ],
  }, // chat 2
  {
    question:
      "Imam mazhab manakah yang membolehkan wakaf untuk jangka waktu tertentu?",
    mustContain: ["malik"],
  }, // formal 2
  {
    question:
      "Nenek saya tinggal di kampung dan tidak bisa baca tulis. Waktu pengajian ia berkata di depan jamaah, 'Kebun kelapa " +
      "saya ini saya wakafkan untuk pesantren.' Tapi sampai sekarang belum ada surat apa pun. Keluarga bingung: menurut " +
      "fiqih, apakah perkataan seperti itu sudah sah sebagai pernyataan wakaf?",
    mustContain: [SIGHAT, ["lisan", "tertulis"]],
  }, // story 2
  {
    question: "syarat org yg wakaf menurut fiqih apa aja",
    mustContain: ["baligh", ["tabarru", "rasyid", "merdeka", "paksaan"]],
  }, // chat 2
  {
    question: "dalil wakaf di quran ayat apa",
    mustContain: [ALI_IMRAN, "92"],
  }, // chat 3
  {
    question:
      "Hadis ngeunaan tilu amal anu teu pegat sanajan tos pupus teh riwayat saha?",
    mustContain: ["muslim", ["1631", "abu hurairah", ...SEDEKAH_JARIYAH]],
  }, // su 3
  {
    question:
      "Bagaimana isi hadis tentang tanah Umar bin Khattab di Khaibar yang menjadi dasar wakaf?",
    mustContain: [["diwariskan", "diwarisi"], "hasil"],
  }, // formal 3
  {
    question: "al baqarah 261 isinya ttg apa",
    mustContain: [["tujuh tangkai", "7 tangkai", "seratus biji", "100 biji"]],
  }, // chat 3
  {
    question: "Naha dina Al-Qur'an aya kecap 'wakaf' sacara langsung?",
    mustContain: [
      ["infak", "infaq"],
      [
        "tidak menyebut",
        "tidak disebut",
        "tidak secara langsung",
        "tidak langsung",
        "tidak secara eksplisit",
        "tidak eksplisit",
        "tidak secara tegas",
        "tidak secara tersurat",
        "tidak tersurat",
        "tidak secara harfiah",
        "tidak ada kata",
        "tidak ada istilah",
        "tidak terdapat kata",
        "tidak terdapat istilah",
        "tidak ditemukan kata",
        "tidak ditemukan istilah",
        "tidak mencantumkan",
        "tidak tercantum",
        "tidak memuat",
        "bukan secara langsung",
        "secara tersirat",
      ],
    ],
  }, // su 3
  {
    question:
      "Saya sedang menyiapkan khutbah Jumat tentang wakaf untuk masjid kampung. Saya ingat ada kisah seorang sahabat yang, " +
      "setelah turun ayat bahwa kita tidak akan meraih kebajikan sebelum menginfakkan harta yang dicintai, langsung " +
      "menyerahkan kebun terbaiknya. Siapa nama sahabat itu?",
    mustContain: [["thalhah", "talhah", "tholhah"]],
  }, // story 3
  {
    question: "ayat ttg jgn infak barang jelek itu surat apa",
    mustContain: ["baqarah", "267"],
  }, // chat 3
  {
    question: "Naha wakaf sok disebut sodakoh jariyah?",
    mustContain: [
      SEDEKAH_JARIYAH,
      ["mengalir", "meninggal", "wafat", "terus"],
      [
        "ilmu yang bermanfaat",
        "ilmu bermanfaat",
        "anak saleh",
        "anak shaleh",
        "anak sholeh",
        "anak soleh",
        "anak salih",
        "anak yang saleh",
        "anak yang shaleh",
        "anak yang sholeh",
        "1631",
        "tiga perkara",
        "tiga amal",
        "tiga hal",
      ],
    ],
  }, // su 3
  {
    question: "hasil tanah umar di khaibar dibagiin ke siapa aja",
    mustContain: [["ibnu sabil", "tamu", "kerabat", "budak", "sabilillah"]],
  }, // chat 3
  {
    question:
      "Sudah delapan tahun saya merawat kebun mangga wakaf di kampung sebagai nazhir: menyiram, memupuk, menjaganya dari " +
      "pencuri. Saat panen ada warga yang menyindir, kalau saya ikut makan mangganya berarti saya memakan harta wakaf. " +
      "Saya jadi ragu. Bolehkah nazhir mengambil sebagian hasil wakaf untuk dirinya sendiri?",
    mustContain: [
      [
        ...TEN_PERCENT,
        "wajar",
        "patut",
        "ma'ruf",
        "makruf",
        "sepatutnya",
        "secukupnya",
      ],
    ],
  }, // story 3
  {
    question: "syarat dokumen wakaf tanah di kua apa aja",
    mustContain: ["ktp", ["surat keterangan", "sengketa", "sppt", "pbb"]],
  }, // chat 4.1
  {
    question:
      "Taneuh abdi teu acan aya sertifikatna, ngan ukur girik. Tiasa diwakafkeun?",
    mustContain: [
      [
        "ajb",
        "akta jual beli",
        "letter c",
        "petok",
        "bukti kepemilikan",
        "bukti hak",
      ],
    ],
  }, // su 4.1
  {
    question: "surat ket tdk sengketa dr desa itu formnya kode apa",
    mustContain: ["wk"],
  }, // chat 4.1
  {
    question:
      "Saya mau mewakafkan tanah untuk madrasah di kampung. Nazhirnya kakak saya yang tinggal di Jakarta dan sangat sibuk, " +
      "saksi-saksinya juga pedagang di pasar. Kata tetangga, cukup berkasnya dititipkan ke KUA, tidak perlu semua orang " +
      "datang. Benarkah wakif, nazhir, dan saksi tidak perlu datang saat ikrar?",
    mustContain: [
      [
        "hadir langsung",
        "hadir sendiri",
        "hadir secara langsung",
        "datang langsung",
        "hadir secara pribadi",
        "hadir secara fisik",
        "datang sendiri",
        "harus hadir",
        "wajib hadir",
        "perlu hadir",
        "hadir di kua",
        "datang ke kua",
        "hadir dalam majelis",
        "harus menghadap",
        "wajib menghadap",
        "menghadap langsung",
        "menghadap sendiri",
      ],
    ],
  }, // story 4.1
  {
    question: "materai brp ribu buat berkas wakaf",
    mustContain: [["10.000", "10 ribu", "sepuluh ribu", "10rb"]],
  }, // chat 4.1
  {
    question:
      "Saya ingin mewakafkan setengah pekarangan rumah untuk posyandu dan pengajian ibu-ibu. Tanahnya bersertifikat SHM " +
      "atas nama saya, tetapi dibeli setelah menikah sehingga termasuk harta bersama dengan istri. Istri tidak keberatan. " +
      "Apakah istri juga harus ikut menandatangani sesuatu di KUA nanti?",
    mustContain: [
      ["persetujuan", "setuju", "menyetujui", "izin"],
      ["istri", "pasangan", "suami"],
    ],
  }, // story 4.1
  {
    question: "w2a itu form apa",
    mustContain: [["w.2a", "w2a", "w-2a", "w 2a"], "salinan", AIW],
  }, // chat 4.2
  {
    question:
      "Wakaf ti jaman baheula, wakifna tos pupus, teu aya aktana. Kumaha carana supados resmi?",
    mustContain: [["akta pengganti", "apaiw"]],
  }, // su 4.2
  {
    question: "form w7 gunanya apa",
    mustContain: [
      ["w.7", "w7", "w-7", "w 7"],
      LAND_OFFICE,
      ["pengantar", "pengiriman", "pendaftaran", "mendaftarkan"],
    ],
  }, // chat 4.2
  {
    question: "ikrar wakaf bs online ga skrg",
    mustContain: [
      ["siwak", "e-aiw"],
      ["e-aiw", "digital", "elektronik", "daring", "online"],
    ],
  }, // chat 4.2
  {
    question: "Sertifikat taneuh wakaf nu dikaluarkeun BPN teh atas nama saha?",
    mustContain: [
      ["sertifikat", "sertipikat"],
      NAZHIR_NAME,
      [
        "diterbitkan",
        "dikeluarkan",
        "menerbitkan",
        "mengeluarkan",
        "terbit",
        "bukan pemilik",
        "tidak menjadi pemilik",
        "bukan milik",
        "bukan atas nama wakif",
        "bukan nama wakif",
      ],
    ],
  }, // su 4.2
  {
    question:
      "Keluarga besar kami sudah musyawarah dan sepakat mewakafkan tanah kakek untuk madrasah. Besok kami datang ke KUA " +
      "bersama calon nazhir dan dua saksi, dan saya diminta menjelaskan urutannya kepada keluarga. Setelah ikrar diucapkan " +
      "di depan Kepala KUA, formulir apa yang ditandatangani wakif?",
    mustContain: [["w.1", "w1", "w-1"]],
  }, // story 4.2
  { question: "kode wd di blanko wakaf maksudnya apa", mustContain: ["1977"] }, // chat 4.3
  {
    question: "ke bpn sertifikatnya cukup difotokopi ga",
    mustContain: ["asli"],
  }, // chat 4.4
  {
    question:
      "Naon wae dokumen anu dipenta ku Kantor Pertanahan kanggo ngadaptarkeun taneuh wakaf nu tos aya sertifikatna?",
    mustContain: [
      ["pengesahan nazhir", "pengesahan nadzir", "pengesahan nazir"],
      ["asli", "permohonan"],
    ],
  }, // su 4.4
  {
    question:
      "Peraturan Menteri ATR/Kepala BPN manakah yang mengatur tata cara pendaftaran tanah wakaf?",
    mustContain: [["2 tahun 2017", "2/2017"]],
  }, // formal 4.4
  {
    question:
      "Bapak saya sudah sepuh dan ingin mewakafkan sepetak tanah untuk musala selagi beliau masih ada. Uang pensiunnya " +
      "kecil, jadi kami khawatir soal biaya; ada yang bilang mengurus akta di KUA bisa habis jutaan. Sebenarnya pembuatan " +
      "akta ikrar wakaf di KUA dipungut biaya atau tidak?",
    mustContain: [FREE_OF_CHARGE, ["meterai", "materai", "fotokopi"]],
  }, // story 4.5
  {
    question: "Ngadaptarkeun taneuh wakaf ka BPN teh kedah mayar sabaraha?",
    mustContain: [
      FREE_OF_CHARGE,
      [
        "pengukuran",
        "diukur",
        "pnbp",
        "128/2015",
        "128 tahun 2015",
        "pp 128",
        "13/2010",
        "13 tahun 2010",
      ],
    ],
  }, // su 4.5
  {
    question:
      "Kami panitia pembangunan masjid di Kabupaten Bandung. Seorang warga mewakafkan tanah seluas 100 meter persegi yang " +
      "belum pernah diukur BPN. Kami dengar sertifikat wakaf itu gratis, tapi ada yang bilang tetap ada yang harus " +
      "dibayar. Kira-kira berapa biaya pengukuran tanah seluas itu di Jawa Barat?",
    mustContain: [["120.000", "120 ribu", "rp120", "seratus dua puluh ribu"]],
  }, // story 4.5
  {
    question: "sejak kapan daftar tanah wakaf di bpn bebas pnbp",
    mustContain: ["2021"],
  }, // chat 4.5
  {
    question:
      "Upami ngan sabagian taneuh anu diwakafkeun, aya biaya tambahan di BPN?",
    mustContain: [["pemecahan", "pecah", "dipecah", "pemisahan", "splitsing"]],
  }, // su 4.5
  {
    question:
      "Mohon disebutkan judul lengkap Peraturan Pemerintah Nomor 42 Tahun 2006.",
    mustContain: [
      ["tentang pelaksanaan", "pelaksanaan undang-undang", "pelaksanaan uu"],
      ["41 tahun 2004", "41/2004"],
      ["42 tahun 2006", "42/2006"],
    ],
  }, // formal 5
  {
    question: "pp 25 2018 itu ngatur apa",
    mustContain: ["perubahan", ["42 tahun 2006", "42/2006"]],
  }, // chat 5
  {
    question: "aturan tata cara wakaf tanah di kua pake pma nomor brp",
    mustContain: [
      ["73 tahun 2013", "73/2013", "nomor 73"],
      ["tata cara perwakafan", "tata cara wakaf", "benda tidak bergerak"],
    ],
  }, // chat 5
  {
    question: "Peraturan BWI nomer 1 taun 2020 teh ngatur naon?",
    mustContain: [["pedoman pengelolaan", "pengelolaan dan pengembangan"]],
  }, // su 5
  {
    question: "bwi dibentuk berdasarkan uu apa",
    mustContain: [
      ["41 tahun 2004", "41/2004", "nomor 41", "uu 41"],
      ["pasal 47", "independen"],
    ],
  }, // chat 6
  {
    question:
      "Tugas dan wewenang apa saja yang dimiliki Badan Wakaf Indonesia menurut Pasal 49 UU Wakaf?",
    mustContain: [
      "membina",
      ["penukaran", "menukar", "memberhentikan", "mengganti"],
    ],
  }, // formal 6
  {
    question: "ketua bwi skrg siapa",
    mustContain: [["kamaruddin amin", "kamarudin amin"]],
  }, // chat 6
  {
    question: "Anggota BWI teh sabaraha urang?",
    mustContain: [
      [
        "20–30",
        "20-30",
        "20 – 30",
        "20 - 30",
        "20 sampai 30",
        "20 hingga 30",
        "20 s.d. 30",
        "20 s/d 30",
        "dua puluh sampai tiga puluh",
      ],
    ],
  }, // su 6
  {
    question: "program unggulan bwi namanya apa",
    mustContain: ["indonesia berwakaf"],
  }, // chat 6
  {
    question: "brp bidang tanah wakaf di indonesia per awal 2025",
    mustContain: [["561.909", "561909", "561 ribu", "561,9 ribu"]],
  }, // chat 7
  {
    question: "Di Jawa Barat aya sabaraha bidang taneuh wakaf ayeuna?",
    mustContain: [["87.795", "87795", "87 ribu", "87,8 ribu"]],
  }, // su 7
  {
    question:
      "Saya mahasiswa yang sedang menulis skripsi tentang sertifikasi tanah wakaf, dan dosen pembimbing meminta data " +
      "nasional terbaru dari Kementerian Agama, bukan dari BPN. Menurut data Kemenag April 2025, berapa persen lokasi " +
      "tanah wakaf yang sudah bersertifikat?",
    mustContain: [["53%", "53 persen", "53 %"]],
  }, // story 7
  {
    question: "tanah wakaf yg blm bersertifikat ada brp se indonesia",
    mustContain: [["297.211", "297211", "297 ribu", "175 ribu", "47%"]],
  }, // chat 7
  {
    question:
      "tanah shm mau diwakafin 10 taun aja trs balik lg ke keluarga, bisa?",
    mustContain: ["hak milik", FOREVER],
  }, // chat 1.13
  {
    question:
      "Sawah abdi bade diwakafkeun ngan 20 taun, saatosna uih deui ka ahli waris. Kenging kitu?",
    // Mended when set 22 joined the seen sets (round 23): the rule on a term (Pasal 18), not the definition.
    mustContain: [FOREVER, "pasal 18"],
  }, // su 1.13
  {
    question:
      "Hak atas tanah apa saja yang dapat diwakafkan untuk jangka waktu tertentu?",
    mustContain: [HGB],
  }, // formal 1.13
  {
    question:
      "Saya punya ruko yang berdiri di atas tanah HGB milik pengembang, sisa haknya masih lima belas tahun. Saya ingin " +
      "hasil sewanya dipakai untuk beasiswa anak yatim selama sisa hak itu saja. Teman saya bilang wakaf harus selamanya, " +
      "jadi tidak mungkin. Apakah wakaf berjangka seperti ini dimungkinkan?",
    mustContain: [
      HGB,
      [
        "berjangka",
        "jangka waktu tertentu",
        "waktu tertentu",
        "muaqqat",
        "sementara",
      ],
      ["hak milik", "pasal 17", "pasal 18", "hak pengelolaan"],
    ],
  }, // story 1.13
  {
    question: "wakaf berjangka tuh blh buat harta apa aja",
    mustContain: [
      "hak milik",
      ["uang", "bangunan", "hak guna bangunan", "hgb", "hak pakai"],
    ],
  }, // chat 1.13
  {
    question:
      "Tanah wakaf pemakaman di desa kami terkena proyek jalan tol. Pihak proyek menawarkan ganti rugi uang kepada nazhir, " +
      "dan sebagian warga ingin uang itu dimasukkan ke kas desa saja. Bagaimana sebenarnya aturannya kalau tanah wakaf " +
      "terkena proyek untuk kepentingan umum?",
    mustContain: [WRITTEN_PERMIT, "menteri"],
  }, // story 1.13
  {
    question:
      "Apa syarat nilai harta pengganti dalam penukaran harta benda wakaf?",
    mustContain: [EXCHANGE_VALUE],
  }, // formal 1.13
  {
    question:
      "Masjid di lembur bade dipindahkeun. Taneuh wakafna bade dijual, artosna kanggo meser taneuh di tempat sanes. Kumaha aturanana?",
    mustContain: [["penukaran", "ditukar", "tukar", "ruislag"], WRITTEN_PERMIT],
  }, // su 1.13
  {
    question: "ruislag tanah wakaf izinnya dr siapa",
    mustContain: [
      ["ruislag", "tukar", "penukaran"],
      "menteri",
      BWI,
      ["persetujuan", "disetujui", "rekomendasi"],
    ],
  }, // chat 1.13
  {
    question: "alasan apa aja tanah wakaf blh ditukar",
    mustContain: [
      ["rencana umum tata ruang", "rutr", "tata ruang", "kepentingan umum"],
      [
        "tidak dapat dipergunakan",
        "tidak dapat digunakan",
        "tidak bisa digunakan",
        "tidak dapat dimanfaatkan",
        "tidak bisa dimanfaatkan",
        "tidak lagi",
        "sesuai dengan ikrar",
        "sesuai ikrar",
        "mendesak",
        "keagamaan",
      ],
    ],
  }, // chat 1.13
  {
    question:
      "Madrasah wakaf di kampung kami sudah puluhan tahun kosong, karena lokasinya kini berada di tengah kawasan pabrik " +
      "dan warga sudah pindah semua. Pengurus ingin menukarnya dengan tanah di permukiman baru supaya madrasahnya bisa " +
      "hidup lagi. Bagaimana prosedur penukaran tanah wakaf yang sudah tidak bisa dipakai sesuai ikrarnya?",
    mustContain: [WRITTEN_PERMIT, "menteri"],
  }, // story 1.13
  {
    question:
      "Masjid kami berdiri di atas tanah wakaf yang cukup luas. DKM berencana membangun tiga kios di halaman depan untuk " +
      "disewakan, dan hasilnya untuk operasional masjid. Akta ikrar wakafnya hanya menyebut peruntukan untuk masjid. " +
      "Apakah pembangunan kios itu memerlukan izin dari pihak tertentu?",
    mustContain: [
      USE_CHANGE_PERMIT,
      BWI,
      [
        "perubahan peruntukan",
        "mengubah peruntukan",
        "ubah peruntukan",
        "peruntukan diubah",
        "peruntukannya diubah",
        "pasal 44",
        "di luar peruntukan",
        "menyimpang dari peruntukan",
        "tidak sesuai peruntukan",
        "tidak sesuai dengan peruntukan",
      ],
    ],
  }, // story 1.13
  {
    question:
      "halaman masjid wakaf mau dijadiin parkiran berbayar, perlu izin ga",
    mustContain: [USE_CHANGE_PERMIT, "peruntukan"],
  }, // chat 1.13
  {
    question:
      "Sabagian taneuh wakaf masjid bade dianggo ngadamel sakola PAUD. Kedah aya idin ti saha?",
    mustContain: [USE_CHANGE_PERMIT, "peruntukan"],
  }, // su 1.13
  {
    question:
      "Nazhir masjid di urang tos pupus sadayana. Saha anu ngagentos nazhir?",
    mustContain: [BWI, REPLACE, ["meninggal", "wafat", "pasal 45"]],
  }, // su 1.13
  {
    question: "nazir meninggal wakafnya batal ga",
    mustContain: [
      REPLACE,
      ["tetap", "tidak batal", "berlanjut", "tidak gugur", "tidak berakhir"],
    ],
  }, // chat 1.13
  {
    question:
      "Salah satu nazhir tanah wakaf pesantren di desa kami sudah dua tahun tidak pernah mengurus apa-apa, bahkan " +
      "menyewakan sebagian tanah dan uangnya dipakai sendiri. Warga sudah menegur tapi tidak digubris, dan mereka ingin " +
      "dia tidak lagi menjadi nazhir. Siapa yang berwenang memberhentikan dan menggantinya?",
    mustContain: [
      BWI,
      ["memberhentikan", "diberhentikan", "pemberhentian"],
      ["mengganti", "diganti", "penggantian", "pengganti"],
      [
        "tidak melaksanakan",
        "tidak menjalankan",
        "melanggar",
        "larangan",
        "pasal 45",
        "pasal 49",
        "lalai",
        "menyalahgunakan",
        "penyalahgunaan",
      ],
    ],
  }, // story 1.13
  {
    question: "biaya ganti nama nazhir di sertifikat bpn brp",
    mustContain: [
      FREE_OF_CHARGE,
      [
        ...NAZHIR_CHANGED,
        "ganti nama",
        "perubahan nama",
        "penggantian nama",
        "mengganti nama",
        "balik nama",
      ],
    ],
  }, // chat 1.13
  {
    question:
      "Dalam keadaan apa saja nazhir diberhentikan dan diganti menurut Pasal 45 UU Wakaf?",
    mustContain: [
      "meninggal",
      ["pidana", "dihukum", "permintaan sendiri", "dibubarkan", "bubar"],
    ],
  }, // formal 1.13
  {
    question: "yayasan nazhirnya bubar, tanah wakafnya gmn nasibnya",
    mustContain: [
      BWI,
      REPLACE,
      ["bubar", "pembubaran"],
      [
        "tetap",
        "berlanjut",
        "tidak batal",
        "tidak gugur",
        "tidak berakhir",
        "tidak kembali",
        "tidak hilang",
      ],
    ],
  }, // chat 1.13
  {
    question:
      "wasiat wakaf lebih dr sepertiga harta blh ga kalo ahli waris setuju",
    mustContain: [HEIRS_ALL, ONE_THIRD],
  }, // chat 1.13
  {
    question:
      "Pun biang ngawasiatkeun sawah kanggo wakaf saatos anjeunna pupus. Wasiat wakaf kedah disaksian ku sabaraha urang?",
    mustContain: [
      TWO_WITNESSES,
      "wasiat",
      [
        "disaksikan",
        "minimal",
        "sekurang-kurangnya",
        "paling sedikit",
        "sedikitnya",
        "memerlukan",
        "diperlukan",
        "dibutuhkan",
        "perlu",
        "harus",
        "wajib",
        "pasal 24",
      ],
    ],
  }, // su 1.13
  {
    question:
      "Almarhum paman menulis wasiat agar separuh hartanya diwakafkan untuk pondok pesantren. Hartanya berupa rumah dan " +
      "sawah, dan utangnya sudah kami lunasi semua. Sebagian sepupu setuju, sebagian lagi keberatan karena separuh dianggap " +
      "terlalu banyak. Berapa batas harta yang boleh diwakafkan melalui wasiat?",
    mustContain: [ONE_THIRD],
  }, // story 1.13
  {
    question:
      "Ayah kami wafat lima tahun lalu dan meninggalkan tanah 300 meter yang belum dibagi di antara kami lima bersaudara. " +
      "Kakak sulung ingin mewakafkan tanah itu untuk musala atas namanya sendiri, karena dialah yang selama ini " +
      "merawatnya. Adik-adik belum ditanya sama sekali. Bisakah kakak mewakafkan tanah itu sendirian?",
    mustContain: [HEIRS_ALL],
  }, // story 1.13
  {
    question:
      "Taneuh warisan ti kolot can dibagi. Abdi hoyong ngawakafkeun bagian abdi wungkul. Kedah kumaha?",
    mustContain: [
      [
        ...HEIRS_ALL,
        "pembagian waris",
        "dibagi terlebih dahulu",
        "dibagi dulu",
        "dibagi lebih dahulu",
      ],
    ],
  }, // su 1.13
  {
    question:
      "tanah warisan blm dibagi mau diwakafin, yg hrs tanda tangan siapa aja",
    mustContain: [HEIRS_ALL],
  }, // chat 1.13
  {
    question:
      "Dapatkah seorang ahli waris mewakafkan tanah warisan yang belum dibagi tanpa persetujuan ahli waris lainnya?",
    mustContain: [
      [
        "pemilik sah",
        "pemilik yang sah",
        "milik bersama",
        "dimiliki bersama",
        "hak bersama",
        "bersama-sama",
        "pasal 8",
      ],
      [...HEIRS_ALL, "ahli waris lainnya"],
      [
        "belum dibagi",
        "dibagi",
        "pembagian",
        "persetujuan",
        "setuju",
        "menandatangani",
        "tanda tangan",
      ],
    ],
  }, // formal 1.13
  { question: "beda wakaf sama hibah apa", mustContain: ["hibah", OWNERSHIP] }, // chat 1.13
  {
    question: "Naon bedana wakaf jeung zakat?",
    mustContain: [
      "wajib",
      ["nisab", "nishab", "asnaf", "mustahik", "sunnah", "sunah", "sukarela"],
    ],
  }, // su 1.13
  {
    question: "Jelaskan perbedaan antara wakaf dan wasiat.",
    mustContain: [["meninggal", "wafat"], ONE_THIRD],
  }, // formal 1.13
  {
    question:
      "Saya sedang bingung memilih. Ada tanah 200 meter yang ingin saya berikan kepada yayasan yatim piatu. Notaris " +
      "menawarkan hibah, sedangkan ustaz di pengajian menyarankan wakaf. Yang saya inginkan, tanah itu tidak pernah " +
      "jatuh ke tangan orang lain sampai kapan pun. Kalau memakai hibah, apa bedanya dengan wakaf?",
    mustContain: [OWNERSHIP, ["pasal 40", ...SOLD]],
  }, // story 1.13
  { question: "hukumnya wakaf apa sih, wajib kah", mustContain: [SUNNAH] }, // chat 1.13
  {
    question: "Ngawakafkeun harta teh hukumna kumaha dina Islam?",
    mustContain: [SUNNAH],
  }, // su 1.13
  {
    question: "org non muslim blh wakaf ke masjid ga",
    mustContain: [WAKIF_CAPACITY, FAITH_OR_SYARIAH],
  }, // chat 1.13
  {
    question:
      "Tetangga saya beragama Kristen dan hubungan kami sangat baik. Ia ingin menyerahkan sebagian tanahnya untuk " +
      "perluasan masjid kampung sebagai tanda persaudaraan, dan ia bertanya kepada saya apakah orang yang bukan Muslim " +
      "boleh menjadi wakif. Bagaimana menurut aturan wakaf di Indonesia?",
    mustContain: [WAKIF_CAPACITY, FAITH_OR_SYARIAH],
  }, // story 1.13
  {
    question: "Haruskah nazhir perseorangan beragama Islam?",
    mustContain: [
      ["beragama islam", "muslim"],
      ["pasal 10", "wni", "warga negara indonesia", "amanah"],
    ],
  }, // formal 1.13
  {
    question:
      "Pangusaha Tionghoa nonmuslim di kota urang hoyong ngawakafkeun gedong kanggo madrasah. Tiasa anjeunna janten wakif?",
    mustContain: [WAKIF_CAPACITY, FAITH_OR_SYARIAH],
  }, // su 1.13
];

export const HELD_OUT_22_OUT_OF_FIELD: readonly EvalCase[] = [
  { question: "syarat daftar nikah di kua apa aja" }, // service
  {
    question:
      "Punten, upami bade rujuk deui sareng urut pamajikan, kedah kumaha prosedurna di KUA?",
  }, // service
  {
    question:
      "Bagaimana prosedur pengajuan isbat nikah untuk pernikahan siri yang dulu belum tercatat?",
  }, // service
  { question: "daftar haji reguler skrg antrinya brp taun" }, // service
  { question: "jadwal manasik haji di kua tahun ini kapan ya" }, // service
  {
    question:
      "Saya pelaku UMKM keripik singkong. Bagaimana cara mengurus sertifikat halal gratis lewat pendamping di KUA?",
  }, // service
  { question: "penyaluran zakat fitrah ke mustahik di desa diatur siapa sih" }, // service
  {
    question:
      "Bimbingan perkawinan untuk calon pengantin itu wajib diikuti dan berlangsung berapa hari?",
  }, // service
  {
    question:
      "Kami bertengkar terus dengan suami soal ekonomi. Apakah KUA melayani konseling keluarga?",
  }, // service
  { question: "cara ngukur arah kiblat masjid yg bener gmn" }, // service
  { question: "biaya nikah di luar kantor kua brp" }, // service
  { question: "Kumaha carana ngadamel duplikat buku nikah nu leungit?" }, // service
  { question: "travel umrah yg resmi gmn ngeceknya biar ga ketipu" }, // service
  {
    question:
      "Apakah KUA bisa menjadi wali hakim bila ayah kandung calon pengantin menolak menjadi wali?",
  }, // service
  { question: "kapan sidang isbat penentuan 1 ramadhan diumumkan" }, // service
  { question: "cara bayar pbb tanah online gmn" }, // trap
  {
    question:
      "Saya mau membeli tanah kavling. Berapa biaya BPHTB yang harus saya bayar saat AJB di PPAT?",
  }, // trap
  {
    question:
      "Perjanjian sewa rumah kontrakan sebaiknya memuat hal apa saja supaya aman?",
  }, // trap
  { question: "pembagian warisan anak laki2 sama perempuan brp bagiannya" }, // trap
  { question: "syarat ngajuin KPR rumah di bank syariah apa aja" }, // trap
  {
    question:
      "Kumaha carana ngabalik nami sertifikat taneuh tina nami almarhum bapa ka ahli waris?",
  }, // trap
  {
    question:
      "Bagaimana cara mendaftarkan tanah pribadi lewat program PTSL supaya cepat bersertifikat?",
  }, // trap
  {
    question:
      "gadai sawah ke tetangga trs hasil panennya diambil yg megang gadai, hukumnya gmn dlm islam",
  }, // trap
  { question: "Bagaimana cara menghitung nisab zakat emas perhiasan?" }, // trap
  { question: "cara cek sertifikat tanah asli atau palsu di bpn" }, // trap
  { question: "cuaca bandung besok hujan ga" }, // other
  { question: "Persib main lawan siapa minggu ini?" }, // other
  { question: "resep seblak pedas yg enak gmn" }, // other
  { question: "Ibu kota Provinsi Kalimantan Timur apa?" }, // other
  { question: "hp android 2 jutaan yg kameranya bagus apa" }, // other
  { question: "Kumaha carana ngadamel surabi oncom?" }, // other
  { question: "PPDB SMA negeri di Jawa Barat tahun ini dibuka kapan?" }, // other
  { question: "obat demam berdarah yg ampuh apa" }, // other
  { question: "Gunung tertinggi di Jawa Barat namanya apa?" }, // other
  { question: "cara daftar bpjs kesehatan mandiri" }, // other
  { question: "Berapa kurs dolar terhadap rupiah hari ini?" }, // other
  { question: "lagu sunda nu keur viral ayeuna naon?" }, // other
  { question: "Bagaimana cara menanam cabai di polybag agar cepat berbuah?" }, // other
  { question: "jadwal kereta bandung jakarta paling pagi jam brp" }, // other
  { question: "Mengapa langit berwarna biru pada siang hari?" }, // other
  { question: "tips diet turun 5 kilo sebulan" }, // other
  { question: "ktp elektronik ilang ngurusnya ke mana" }, // other
  { question: "Saha pahlawan nasional ti Jawa Barat anu kasohor?" }, // other
  { question: "Bagaimana cara mengajukan SIM C baru di Satpas?" }, // other
  { question: "rumus luas lingkaran apa" }, // other
];
