// Held-out set 19 (issue 35): written on 2026-12-06 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";
// Kinds, noted in a comment after each case: su = Sundanese / Sundanese-mixed, story = long story,
// formal = formal complete question, chat = informal chat Indonesian; "1.13" = section 1.13 of the fact sheet.

const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir"];
const BWI = ["bwi", "badan wakaf indonesia"];
/** Every template with "{n}" written with each nazhir spelling. */
const nz = (...templates: string[]): string[] => templates.flatMap((t) => NAZHIR.map((n) => t.replace("{n}", n)));
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"];
const SEVEN_WORKDAYS = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja", "tujuh (7) hari kerja"];
const TWO_WITNESSES = [
  "2 saksi", "dua saksi", "2 (dua) saksi", "dua (2) saksi", "2 orang saksi", "dua orang saksi", "saksi 2 orang",
  "saksi dua orang", "saksi sebanyak 2", "saksi sebanyak dua", "sekurang-kurangnya 2", "sekurang-kurangnya dua",
  "paling sedikit 2", "paling sedikit dua", "sedikitnya 2", "sedikitnya dua", "minimal 2", "minimal dua",
];
const THREE_PEOPLE = [
  "3 orang", "tiga orang", "3 (tiga) orang", "tiga (3) orang", "minimal 3", "minimal tiga", "paling sedikit 3",
  "paling sedikit tiga", "sekurang-kurangnya 3", "sekurang-kurangnya tiga", "sedikitnya 3", "sedikitnya tiga",
];
const RP0 = [
  "rp0", "rp 0", "rp. 0", "gratis", "tidak dipungut biaya", "tanpa biaya", "bebas biaya", "tidak dikenakan biaya",
  "tidak ada biaya", "nol rupiah", "cuma-cuma", "tidak berbayar", "bebas pnbp", "tidak dipungut pnbp",
];
const FIVE_YEARS = ["5 tahun", "lima tahun", "5 (lima) tahun", "lima (5) tahun"];
const FINE_500M = ["500 juta", "rp500", "rp 500", "lima ratus juta", "500.000.000"];
const TEN_PERCENT = ["10%", "10 %", "10 persen", "sepuluh persen", "10 (sepuluh) persen", "sepersepuluh"];
const ONE_THIRD = ["1/3", "1 / 3", "sepertiga", "satu per tiga", "satu pertiga"];
const FOREVER = [
  "selama-lamanya", "selamanya", "untuk seterusnya", "tanpa batas waktu", "tidak terbatas", "tidak dibatasi waktu",
  "abadi", "permanen",
];
const LAND_HAK_MILIK = ["hak milik", "pasal 18", "shm"];
const NO_REVOKE = [
  "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik",
  "tidak bisa ditarik", "tidak boleh ditarik", "tidak dapat dicabut", "tidak bisa dicabut", "tidak boleh dicabut",
  "tidak dapat diminta kembali", "tidak bisa diminta kembali", "tidak dapat dikembalikan", "tidak bisa dikembalikan",
  "tidak dapat membatalkan", "tidak bisa membatalkan", "tidak sah membatalkan", "tidak berwenang membatalkan",
  // "pasal 3" alone would also match Pasal 30-35 (registration, wakaf uang)
  "pasal 3 ", "pasal 3,", "pasal 3)", "pasal 3.", "pasal 3;",
];
const NO_SELL = [
  "tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "dilarang dijual", "dilarang menjual",
  "tidak boleh menjual", "tidak boleh diperjualbelikan", "tidak dapat diperjualbelikan", "dilarang diperjualbelikan",
  "tidak bisa diperjualbelikan", "pasal 40",
];
const NEG = [
  "tidak dapat", "tidak boleh", "tidak bisa", "dilarang", "tidak sah", "tidak diperbolehkan", "tidak dibenarkan",
  "belum dapat", "belum bisa", "belum boleh", "tidak diperkenankan", "tidak memenuhi syarat",
];
const NEG_OR_FREE = [...NEG, "bebas dari", "harus bebas", "wajib bebas", "tidak sedang"];
const ALL_HEIRS = [
  "seluruh ahli waris", "semua ahli waris", "para ahli waris", "ahli waris lain", "ahli waris yang lain",
  "persetujuan ahli waris", "dibagi terlebih dahulu", "dibagi lebih dahulu", "dibagi dulu", "dibagi lebih dulu",
];
const NONMUSLIM_OK = [
  "tidak mensyaratkan", "tidak disyaratkan", "hanya mensyaratkan", "tanpa memandang agama", "tidak memandang agama",
  "agama tidak menjadi syarat", "agama bukan syarat", "bukan syarat", "tidak menjadi syarat", "tidak termasuk syarat",
  "tidak termasuk dalam syarat", "tidak ada syarat beragama",
  ...["non-muslim", "nonmuslim", "non muslim"].flatMap((w) => [
    `${w} pun`, `${w} juga dapat`, `${w} juga boleh`, `${w} juga bisa`, `${w} sah`, `${w} diperbolehkan`,
    `${w} diperkenankan`,
  ]),
  "tidak mensyaratkan agama", "tidak ada syarat agama", "tidak menetapkan agama", "tidak menyebut agama",
  "tidak mengatur agama", "tanpa syarat agama", "tidak disyaratkan beragama", "tidak harus beragama islam",
  "tidak wajib beragama islam", "tidak harus muslim", "tidak wajib muslim", "tidak harus islam",
  "non-muslim dapat", "nonmuslim dapat", "non muslim dapat", "non-muslim boleh", "nonmuslim boleh", "non muslim boleh",
  "non-muslim bisa", "nonmuslim bisa", "non muslim bisa",
];
const SUNNAH = [
  "sunnah", "sunah", "sunat", "mustahab", "sangat dianjurkan", "hukumnya dianjurkan", "amalan yang dianjurkan",
  "amal yang dianjurkan", "ibadah yang dianjurkan", "perbuatan yang dianjurkan",
];
const VOLUNTARY = ["sunnah", "sunah", "sunat", "mustahab", "sukarela", "tidak wajib", "bukan kewajiban", "dianjurkan"];
const ZAKAT_SPECIFIC = [
  "nisab", "nishab", "asnaf", "8 golongan", "delapan golongan", "8 (delapan) golongan", "mustahik", "mustahiq",
  "golongan penerima", "dibagikan", "disalurkan", "habis", "pokok", "kekal", "tetap utuh", "ditahan",
];
const JARIYAH = ["jariyah", "jariah"];
const CHANGE_USE = [
  "pasal 44", "perubahan peruntukan", "mengubah peruntukan", "merubah peruntukan", "ubah peruntukan",
  "pengubahan peruntukan", "peralihan peruntukan", "mengalihkan peruntukan", "pengalihan peruntukan",
  "peruntukannya diubah", "peruntukan diubah", "diubah peruntukannya", "peruntukannya berubah", "peruntukan berubah",
  "menyimpang dari peruntukan", "menyalahi peruntukan", "di luar peruntukan", "tidak sesuai peruntukan",
  "tidak sesuai dengan peruntukan", "perubahan peruntukkan", "mengubah peruntukkan",
];
const PERMIT = ["izin", "persetujuan", "pasal 44"];
const REPLACED = [
  "pasal 45", "diberhentikan", "pemberhentian", "memberhentikan",
  ...nz(
    "penggantian {n}", "pergantian {n}", "mengganti {n}", "menggantikan {n}", "perubahan {n}", "ganti {n}",
    "{n} diganti", "{n} digantikan", "{n} baru", "{n} pengganti", "{n} yang baru", "{n}nya diganti",
    "{n} akan diganti", "{n} dapat diganti", "{n} bisa diganti", "{n} harus diganti", "{n} perlu diganti",
    "{n} tersebut diganti", "{n} yang meninggal diganti", "{n} boleh diganti", "pengangkatan {n}", "mengangkat {n}",
  ),
];
const WAKAF_GOES_ON = [
  "tidak batal", "tidak membatalkan", "tetap sah", "tetap berlaku", "tetap berjalan", "berlanjut", "terus berjalan",
  "tidak gugur", "tidak hapus", "tidak hilang",
];
const LKS = ["lembaga keuangan syariah", "lks", "bank syariah"];
const APAIW = ["akta pengganti", "apaiw", "w.3", "w3", "w-3"];
const HIBAH_OWNER = [
  "penerima hibah", "hibah menjadi", "hibah menjadikan", "menjadi milik penerima", "menjadi milik pihak",
  "menjadi milik si", "menjadi milik pondok", "menjadi milik pesantren", "menjadi milik orang", "milik penerima",
  "sepenuhnya menjadi milik", "penerima menjadi pemilik", "penerimanya menjadi pemilik", "pondok menjadi pemilik",
  "pesantren menjadi pemilik", "pemilik baru", "berpindah kepemilikan", "kepemilikan berpindah", "pindah kepemilikan",
  "perpindahan kepemilikan", "peralihan kepemilikan", "beralih kepemilikan", "kepemilikan beralih",
  "kepemilikannya berpindah", "kepemilikannya beralih", "berpindah milik", "berpindah tangan", "memindahkan kepemilikan",
  "mengalihkan kepemilikan", "menjadi hak milik",
];
const KUA_WAKAF_SERVICE = [
  ...nz("pengesahan {n}", "mengesahkan {n}", "pembinaan {n}", "bimbingan {n}", "membina {n}", "membimbing {n}"),
  "siwak", "data wakaf", "pendataan", "bimbingan zakat dan wakaf", "apaiw", "akta pengganti",
];

export const HELD_OUT_19_IN_FIELD: readonly EvalCase[] = [
  // --- definitions (1.1)
  { question: "wakaf tuh maksudnya apa sih, sy msh bingung bedanya sm sedekah biasa", mustContain: [["memisahkan", "dipisahkan", "pemisahan", "menyerahkan sebagian"]] }, // chat
  { question: "Punten, ari mauquf 'alaih teh naon hartosna?", mustContain: [["menerima manfaat", "penerima manfaat", "menerima hasil", "penerima hasil", "memperoleh manfaat", "mendapat manfaat", "mendapatkan manfaat", "menikmati manfaat", "penerima faedah", "yang diberi manfaat", "beneficiary"]] }, // su
  { question: "Apa yang dimaksud dengan Pejabat Pembuat Akta Ikrar Wakaf (PPAIW) menurut Pasal 1 Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf?", mustContain: [["ditetapkan oleh menteri", "ditetapkan menteri", "ditunjuk oleh menteri", "ditunjuk menteri", "diangkat oleh menteri", "diangkat menteri", "ditetapkan oleh kementerian agama", "ditetapkan kementerian agama", "ditunjuk oleh kementerian agama", "ditetapkan oleh kemenag", "ditetapkan oleh menag"]] }, // formal
  { question: "mauquf bih tu apaan", mustContain: [["harta benda yang diwakafkan", "harta yang diwakafkan", "benda yang diwakafkan", "barang yang diwakafkan", "harta yg diwakafkan", "aset yang diwakafkan", "diwakafkan oleh wakif", "harta wakaf itu sendiri", "objek wakaf", "obyek wakaf", "tahan lama", "jangka panjang"]] }, // chat
  { question: "Ikrar wakaf teh naon? Kedah diucapkeun atanapi cekap ditulis?", mustContain: ["lisan", ["tertulis", "tulisan"], ["pernyataan kehendak", "kehendak wakif", "pernyataan wakif", "pernyataan dari wakif", "ucapan wakif", "pernyataan untuk mewakafkan", "pernyataan mewakafkan"]] }, // su

  // --- basics: irrevocable, purpose (1.2)
  { question: "Pun bapa tos ngawakafkeun kebon ka masigit taun kamari di KUA. Ayeuna lanceuk abdi hoyong dicabut deui margi butuh artos. Tiasa teu dicabut?", mustContain: [NO_REVOKE] }, // su
  { question: "klo udh ikrar wakaf trs nyesel bs dibatalin gk", mustContain: [NO_REVOKE] }, // chat
  { question: "Almarhum ayah kami mewakafkan sebidang tanah untuk musala dan sudah ada akta ikrarnya. Setelah ayah wafat, kakak saya membuat surat pernyataan bermeterai bahwa wakaf itu dibatalkan dan tanahnya kembali ke keluarga, karena musalanya jarang dipakai. Apakah surat pernyataan kakak itu sah membatalkan wakafnya?", mustContain: [NO_REVOKE] }, // story
  { question: "Apakah penggantian nazhir menyebabkan ikrar wakaf menjadi batal sehingga tanah kembali kepada keluarga wakif?", mustContain: [["tidak membatalkan", "tidak batal", "tidak menjadi batal", "tetap sah", "tetap berlaku", "tetap berjalan", "tidak menyebabkan", "tidak mengakibatkan", "tidak kembali", "tidak memindahkan"], REPLACED] }, // formal

  // --- six elements, rukun (1.3, 2)
  { question: "unsur wakaf ada brp aja sih", mustContain: [["enam", "6 unsur", "(6)", "6 (enam)"], ["jangka waktu"]] }, // chat
  { question: "Sebutkan unsur-unsur wakaf menurut Pasal 6 Undang-Undang Nomor 41 Tahun 2004.", mustContain: ["peruntukan", "jangka waktu", ["enam", "unsur"]] }, // formal
  { question: "Naon bédana rukun wakaf dina fiqih sareng unsur wakaf dina undang-undang?", mustContain: [["sighat", "shighat", "sigat", "shigat"], ["jangka waktu", "enam", "6 unsur"]] }, // su
  { question: "Naha nazhir kalebet rukun wakaf dina fiqih klasik?", mustContain: [["bukan rukun", "bukan termasuk rukun", "bukan salah satu rukun", "bukan bagian dari rukun", "bukan bagian rukun", "tidak termasuk rukun", "tidak termasuk dalam rukun", "tidak termasuk salah satu rukun", "tidak termasuk empat rukun", "tidak termasuk dalam empat rukun", "tidak termasuk sebagai rukun", "tidak termasuk di dalamnya", "tidak termasuk di antaranya", "tidak masuk rukun", "tidak masuk dalam rukun", "tidak tercantum", "tidak menjadi rukun", "tidak dianggap rukun", "tidak dihitung sebagai rukun"], ["unsur"]] }, // su

  // --- wakif (1.4, 1.13 who may give)
  { question: "org yg mau wakaf syaratnya apa aja", mustContain: ["dewasa", ["berakal sehat", "akal sehat", "berakal"]] }, // chat
  { question: "Upami PT atanapi yayasan, tiasa janten wakif teu?", mustContain: [["badan hukum", "organisasi"], ["anggaran dasar", "ad/art", "ad art"]] }, // su
  { question: "Tatangga abdi nonmuslim, anjeunna hoyong ngawakafkeun sabagean taneuhna kanggo jalan ka masigit. Tiasa kitu?", mustContain: [NONMUSLIM_OK] }, // su 1.13
  { question: "non muslim blh wakaf gk ke masjid", mustContain: [NONMUSLIM_OK] }, // chat 1.13
  { question: "Saya punya atasan di kantor, beliau Katolik tapi sangat dekat dengan warga kampung kami. Beliau menawarkan sebidang tanah miliknya yang sudah bersertifikat untuk dibangun madrasah, dan ingin resmi lewat KUA supaya tidak dipersoalkan nanti. Apakah secara hukum wakaf dari orang non-Muslim bisa diterima?", mustContain: [NONMUSLIM_OK] }, // story 1.13

  // --- nazhir (1.5)
  { question: "Apa saja persyaratan nazhir perseorangan menurut Pasal 10 ayat (1) UU Nomor 41 Tahun 2004?", mustContain: [["warga negara indonesia", "wni"], "amanah"] }, // formal
  { question: "nazir hrs org islam gk", mustContain: [["beragama islam", "muslim", "agama islam", "orang islam"], ["pasal 10", ...nz("syarat {n}", "syarat menjadi {n}", "{n} harus", "{n} wajib", "{n} perseorangan harus", "{n} perseorangan wajib", "{n} perorangan harus", "{n} perorangan wajib", "{n} disyaratkan", "{n} perseorangan disyaratkan", "{n} memang harus", "{n} memang wajib")], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] }, // chat (round 23: the nazhir's rule, not the wakif's answer that mentions it)
  { question: "Tugas nazhir teh naon wae numutkeun undang-undang?", mustContain: [["mengadministrasikan", "administrasi"], ["melaporkan", "laporan"]] }, // su
  { question: "nazhir dpt upah gk dr wakaf, maks brp persen", mustContain: [TEN_PERCENT] }, // chat
  { question: "Kami pengurus yayasan yang ditunjuk jadi nazhir sebidang tanah wakaf. Tanah itu sekarang kami sewakan untuk kios dan hasilnya dipakai untuk santunan yatim. Pengurus sudah bekerja bertahun-tahun tanpa dibayar. Apakah nazhir boleh mengambil bagian dari hasil sewa itu sebagai imbalan, dan berapa batasnya?", mustContain: [TEN_PERCENT] }, // story
  { question: "Nazhir perorangan kedah sabaraha urang minimalna?", mustContain: [THREE_PEOPLE] }, // su
  { question: "Paman saya mau mewakafkan kebun untuk pesantren dan ingin nazhirnya cukup satu orang saja, yaitu ustaz pengasuh pesantren, karena beliau yang paling dipercaya. Apakah nazhir perseorangan boleh hanya satu orang, atau ada jumlah minimalnya?", mustContain: [THREE_PEOPLE] }, // story
  { question: "masa jabatan nazhir brp thn", mustContain: [FIVE_YEARS, ["jabatan", "menjabat", "masa bakti", "masa tugas", "masa kerja", "periode", "diangkat kembali", "diperpanjang"]] }, // chat
  { question: "Saya ketua DKM di desa. Tanah masjid kami dulu diwakafkan almarhum kakek saya dan sertifikat wakafnya atas nama saya sebagai nazhir. Adik-adik saya bilang karena atas nama saya berarti tanah itu milik saya dan nanti bisa diwariskan ke anak saya. Benarkah begitu?", mustContain: [["atas nama nazhir", "atas nama nadzir", "atas nama nazir"], ["bukan pemilik", "bukan milik", "tidak menjadi pemilik", "tidak menjadi milik", ...nz("tidak menjadikan {n}", "tidak berarti {n}"), "tidak menjadikannya", "tidak menjadikan anda", "tidak menjadikan bapak", "tidak menjadikan saudara", "tidak menjadikan tanah", "tidak menjadikan pemilik", "tidak berarti milik", "tidak berarti menjadi", "tidak berarti anda", "tidak berarti bapak", "tidak berarti tanah", "tidak berarti pemilik", "bukan berarti milik", "bukan berarti menjadi", "bukan berarti anda", "bukan berarti bapak", "bukan berarti tanah", "bukan berarti pemilik", "tidak dapat diwariskan", "tidak boleh diwariskan", "dilarang diwariskan", "tidak bisa diwariskan"]] }, // story

  // --- nazhir dies / stops (1.13)
  { question: "Assalamualaikum. Nazhir tanah wakaf musala di kampung kami ada tiga orang, ketuanya Pak Haji meninggal bulan lalu. Sekarang warga bingung, apakah wakafnya jadi batal, dan siapa yang berwenang mengganti nazhir yang meninggal itu?", mustContain: [BWI, REPLACED] }, // story 1.13
  { question: "nazir nya udh meninggal gmn dong wakafnya", mustContain: [REPLACED, WAKAF_GOES_ON] }, // chat 1.13
  { question: "Nazhir masigit di lembur abdi teu pernah ngurus, tanah wakafna diantep wae nepi ka jadi rungkun. Tiasa diganti teu nazhirna? Saha nu ngagantina?", mustContain: [BWI, REPLACED] }, // su 1.13
  { question: "Dalam keadaan apa saja seorang nazhir diberhentikan dan diganti menurut Pasal 45 UU Nomor 41 Tahun 2004?", mustContain: ["meninggal", ["pidana", "dipidana", "hukuman"]] }, // formal 1.13
  { question: "ganti nazhir di bpn byr brp", mustContain: [RP0, REPLACED] }, // chat 1.13

  // --- assets (1.6)
  { question: "apa aja yg bs diwakafin selain tanah", mustContain: ["uang", ["logam mulia", "kendaraan", "hak kekayaan intelektual", "hki", "hak sewa", "benda bergerak"]] }, // chat
  { question: "Menurut Pasal 16 UU No. 41 Tahun 2004, apa saja yang termasuk benda tidak bergerak yang dapat diwakafkan?", mustContain: ["bangunan", ["rumah susun", "tanaman"]] }, // formal
  { question: "Saya punya tanah 200 meter yang sekarang masih dijaminkan di bank karena dulu saya ambil kredit usaha. Cicilannya tinggal dua tahun lagi. Saya ingin tanah itu diwakafkan untuk madrasah sekarang juga, takut keburu meninggal. Apakah bisa langsung diwakafkan?", mustContain: [NEG_OR_FREE, ["sedang dijaminkan", "masih dijaminkan", "sedang menjadi jaminan", "masih menjadi jaminan", "sedang dijadikan jaminan", "masih dijadikan jaminan", "sedang diagunkan", "masih diagunkan", "sedang menjadi agunan", "masih menjadi agunan", "dalam jaminan", "bebas dari jaminan", "bebas jaminan", "bebas dari agunan", "bebas dari hak tanggungan", "bebas dari beban", "tidak dijaminkan", "dilunasi", "lunas", "pelunasan", "roya", "hak tanggungan dihapus", "hak tanggungan dicabut", "penghapusan hak tanggungan"]] }, // story
  { question: "tanah yg lg sengketa sm tetangga blh diwakafin gk", mustContain: [NEG_OR_FREE, "sengketa"] }, // chat
  { question: "Taneuh nu keur disita ku pengadilan tiasa diwakafkeun?", mustContain: [NEG_OR_FREE, ["sitaan", "sedang disita", "masih disita", "keadaan disita", "status sita", "bebas dari sita", "bebas sita", "sita dicabut", "sita diangkat", "pengangkatan sita", "pencabutan sita"]] }, // su
  { question: "Apakah tanah yang hanya disewa, bukan milik sah wakif, dapat diwakafkan menurut Pasal 15 Undang-Undang Wakaf?", mustContain: [NEG, ["dimiliki", "milik sah", "pemilik sah", "milik wakif", "dikuasai"]] }, // formal
  { question: "tanah yg blm sertifikat bs diwakafin gk", mustContain: [["girik", "letter c", "ajb", "akta jual beli", "petok"]] }, // chat
  { question: "wakaf makanan buat buka puasa itu termasuk wakaf gk sih, kan abis sekali makan", mustContain: [["tahan lama", "jangka panjang", "tidak habis", "bertahan lama", "mutaqawwim", "berkali-kali"]] }, // chat

  // --- ikrar and AIW (1.7)
  { question: "ikrar wakaf hrs ada saksi gk brp org", mustContain: [TWO_WITNESSES] }, // chat
  { question: "Pun biang tos sepuh pisan sareng gering, teu tiasa angkat ka KUA kanggo ikrar wakaf. Tiasa diwakilan ku abdi salaku putrana?", mustContain: [["surat kuasa", "memberi kuasa", "memberikan kuasa", "pemberian kuasa", "menguasakan", "dikuasakan", "kuasa tertulis", "penerima kuasa", "pemberi kuasa", "kuasa dari", "kuasa kepada", "kuasa yang", "kuasanya", "sebagai kuasa"]] }, // su
  { question: "Ibu saya sedang dirawat lama di rumah sakit setelah stroke, tetapi pikirannya masih jernih. Beliau sudah lama berniat mewakafkan sawah untuk madrasah dan ingin segera diurus. Beliau tidak mungkin datang ke KUA. Apakah ikrar wakafnya bisa diwakilkan, dan apa syaratnya?", mustContain: [["surat kuasa"], TWO_WITNESSES] }, // story
  { question: "Informasi apa saja yang sekurang-kurangnya wajib dimuat dalam Akta Ikrar Wakaf?", mustContain: ["identitas", "jangka waktu", "peruntukan"] }, // formal
  { question: "bedanya ikrar wakaf sm akta ikrar wakaf apa", mustContain: [["pernyataan kehendak", "kehendak wakif", "pernyataan wakif", "pernyataan lisan", "diucapkan", "ucapan", "lisan", "dilafalkan", "diikrarkan"], ["bukti tertulis", "dalam bentuk akta", "berbentuk akta", "bukti resmi", "bukti autentik", "bukti otentik", "akta autentik", "akta otentik", "dokumen resmi", "dokumen tertulis", "bukti hukum", "bukti sah", "bukti yang sah"]] }, // chat

  // --- peruntukan (1.8)
  { question: "tanah wakaf blh dipake buat apa aja", mustContain: ["pendidikan", ["fakir miskin", "yatim", "beasiswa", "ekonomi umat"]] }, // chat
  { question: "Wakaf kanggo beasiswa barudak yatim kaasup peruntukan wakaf teu?", mustContain: [["pasal 22", "fakir miskin", "anak terlantar", "yatim piatu"]] }, // su
  { question: "Apabila wakif tidak menetapkan peruntukan harta benda wakaf pada saat ikrar, siapa yang berwenang menetapkannya menurut Pasal 23 UU 41/2004?", mustContain: [nz("{n} dapat menetapkan", "{n} boleh menetapkan", "{n} bisa menetapkan", "{n} yang menetapkan", "{n} menetapkan", "ditetapkan oleh {n}", "ditetapkan {n}", "{n} dapat menentukan", "{n} yang menentukan", "{n} menentukan", "ditentukan oleh {n}", "{n} berwenang", "{n} berhak", "{n}-lah", "{n}lah", "kewenangan {n}", "wewenang {n}", "adalah {n}", "yaitu {n}", "ialah {n}")] }, // formal

  // --- registration (1.9, 4.2)
  { question: "stlh akta ikrar wakaf ditandatangani brp lama hrs didaftarin ke bpn", mustContain: [SEVEN_WORKDAYS, ["bpn", "pertanahan"]] }, // chat
  { question: "Siapakah yang mendaftarkan harta benda wakaf kepada instansi yang berwenang dan dalam jangka waktu berapa lama menurut Pasal 32 UU Wakaf?", mustContain: [PPAIW, SEVEN_WORKDAYS] }, // formal
  { question: "Sertipikat tanah wakaf teh atas nami saha? Wakif atanapi nazhir?", mustContain: [["atas nama nazhir", "nama nazhir", "atas nama nadzir", "nama nadzir", "atas nama nazir", "nama nazir"]] }, // su
  { question: "Bapak saya sudah ikrar wakaf di KUA minggu lalu dan kami sudah terima salinan aktanya. Sekarang saya sebagai nazhir disuruh tetangga datang sendiri ke BPN untuk mengurus sertifikat, padahal saya kerja di pabrik dan susah izin. Memang nazhir harus mengurus sendiri ke BPN, atau ada pihak yang mendaftarkannya?", mustContain: [PPAIW, ["mendaftarkan", "didaftarkan oleh", "yang mendaftar", "pasal 32", "w.7", "w7", "w-7", "membawa berkas", "mengantarkan berkas", "menyampaikan berkas", "mengirim berkas", "mengajukan", ...nz("atas nama {n}", "mewakili {n}")]] }, // story
  { question: "alur wakaf tanah di kua gmn step nya dr awal smp sertifikat", mustContain: [PPAIW, ["bpn", "pertanahan"], ["majelis ikrar", "mengucapkan ikrar", "ikrar diucapkan", "ikrar di hadapan", "ikrar dihadapan", "ikrar wakaf di hadapan", "ikrar wakaf dihadapan", "melafalkan ikrar", "membacakan ikrar", "pelaksanaan ikrar", ...nz("pengesahan {n}", "mengesahkan {n}"), "w.5", "w5", "akta ikrar wakaf", "aiw"]] }, // chat
  { question: "wakif nazhir sm saksi hrs dtg lgsg ke kua gk", mustContain: [["hadir langsung", "hadir secara langsung", "datang langsung", "hadir sendiri", "datang sendiri", "hadir di hadapan", "harus hadir", "wajib hadir", "perlu hadir", "harus datang", "wajib datang", "perlu datang", "hadir secara fisik", "hadir dalam majelis", "hadir pada majelis", "dihadiri"]] }, // chat
  { question: "Saha nu jadi PPAIW di kecamatan?", mustContain: [["kepala kua", "kepala kantor urusan agama"]] }, // su
  { question: "Kemenag sekarang katanya ada e-AIW di SIWAK, apa itu?", mustContain: [["digital", "elektronik", "online", "daring"]] }, // chat
  { question: "Sertipikat tanah wakaf ti BPN teh dipasihkeun ka saha, teras dicatet di mana di KUA?", mustContain: [NAZHIR, ["w.4", "w4", "daftar akta", "daftar aiw", "daftar akta ikrar"]] }, // su
  { question: "Saya dan dua saudara sepupu ditunjuk jadi nazhir untuk tanah wakaf kebun kelapa dari paman kami. Semua dokumen sudah kami kumpulkan dan minggu depan dijadwalkan ke KUA. Nanti di KUA sebenarnya apa saja yang terjadi, siapa yang harus hadir, dan dokumen apa yang kami bawa pulang?", mustContain: [["salinan", "w.2a", "w2a"], TWO_WITNESSES] }, // story

  // --- protection and sanctions (1.10)
  { question: "tanah wakaf blh dijual gk", mustContain: [NO_SELL] }, // chat
  { question: "Taneuh wakaf tiasa diwariskeun ka putra-putra wakif teu?", mustContain: [["tidak dapat diwariskan", "tidak boleh diwariskan", "dilarang diwariskan", "tidak bisa diwariskan", "tidak diwariskan", "pasal 40"]] }, // su
  { question: "Apa sanksi pidana bagi orang yang dengan sengaja menjual atau menjaminkan harta benda wakaf menurut Pasal 67 UU Nomor 41 Tahun 2004?", mustContain: [FIVE_YEARS, FINE_500M] }, // formal
  { question: "klo ada yg jual tanah wakaf bs dipenjara brp thn", mustContain: [FIVE_YEARS, ["penjara", "pidana", "kurungan"]] }, // chat
  { question: "Di kampung kami ada tanah wakaf untuk makam, tapi ada oknum yang menjadikan sertifikatnya jaminan pinjaman ke koperasi. Warga resah dan mau lapor. Menurut aturan, apakah tanah wakaf boleh dijadikan agunan, dan apa ancaman hukumannya bagi pelakunya?", mustContain: [NEG, FINE_500M] }, // story
  { question: "Sepuluh tahun lalu kakek saya mewakafkan tanah untuk masjid. Sekarang cucu-cucunya, termasuk saya, diajak paman menjual sebagian tanah itu karena katanya masih 'tanah keluarga' dan harganya sudah naik. Saya merasa tidak enak. Sebenarnya boleh tidak tanah wakaf dijual oleh keturunan wakif?", mustContain: [NO_SELL, ["dijual", "menjual"]] }, // story

  // --- change of use (1.13)
  { question: "Di depan masjid kami ada sisa tanah wakaf yang kosong. Pengurus DKM ingin membangun kios-kios kecil untuk disewakan ke pedagang, hasilnya untuk kas masjid. Di akta ikrar wakafnya tertulis peruntukannya untuk masjid. Apakah pengurus bisa langsung membangun kios atau harus izin dulu ke pihak tertentu?", mustContain: [BWI, CHANGE_USE, PERMIT] }, // story 1.13
  { question: "halaman masjid kan tanah wakaf, mau dijadiin parkiran berbayar blh gk", mustContain: [BWI, CHANGE_USE, PERMIT] }, // chat 1.13
  { question: "Tanah wakaf kanggo masigit, sabagean bade dianggo ngawangun sakola PAUD. Kedah kumaha prosedurna?", mustContain: [BWI, CHANGE_USE, PERMIT] }, // su 1.13
  { question: "Apakah nazhir dapat mengubah peruntukan harta benda wakaf tanpa izin, dan lembaga mana yang berwenang memberikan izin tertulisnya?", mustContain: [BWI, ["izin tertulis", "persetujuan tertulis", "izin secara tertulis", "persetujuan secara tertulis", "pasal 44"], CHANGE_USE] }, // formal 1.13

  // --- exchange / ruislag (1.13)
  { question: "Tanah wakaf musala kami terkena proyek pelebaran jalan kabupaten dan pemerintah menawarkan ganti. Sebagian warga bilang tanah wakaf sama sekali tidak boleh diapa-apakan, sebagian lagi bilang boleh ditukar. Mana yang benar dan apa syaratnya?", mustContain: ["menteri", ["sekurang-kurangnya sama", "setidaknya sama", "paling sedikit sama", "minimal sama", "sama nilai", "nilai dan manfaat", "manfaat dan nilai", "senilai", "seimbang", "sebanding", "tidak kurang"]] }, // story 1.13
  { question: "tanah wakaf boleh dituker gk sm tanah lain yg lbh strategis", mustContain: ["menteri", BWI, ["tukar", "penukaran", "ruislag", "perubahan status"]] }, // chat 1.13
  { question: "Selain untuk kepentingan umum sesuai rencana tata ruang, alasan apa lagi yang dapat menjadi dasar izin penukaran harta benda wakaf menurut PP 42 Tahun 2006 Pasal 49?", mustContain: [["tidak dapat dipergunakan", "tidak dapat digunakan", "tidak dapat lagi", "tidak lagi dapat", "tidak bisa lagi", "tidak bisa digunakan", "tidak dapat dimanfaatkan"], "mendesak"] }, // formal 1.13
  { question: "Masigit di lembur abdi teu tiasa dianggo deui margi taneuhna longsor. DKM bade ngajual taneuhna teras ngawangun masigit di tempat sanes. Tiasa kitu?", mustContain: [["tukar", "penukaran", "ruislag", "perubahan status"], ["menteri", "bwi", "badan wakaf indonesia"]] }, // su 1.13

  // --- productive wakaf (1.11)
  { question: "wakaf produktif tu kyk gmn", mustContain: [["pokok", "utuh", "terjaga"], ["hasil", "keuntungan", "laba"], ["disewakan", "sewa", "diusahakan", "usaha", "pertanian", "bertani", "investasi", "bisnis", "perkebunan", "sawah", "kebun"]] }, // chat
  { question: "Sawah wakaf tiasa digarap teras hasil panenna kanggo biaya madrasah?", mustContain: ["produktif", ["sawah", "panen", "pertanian", "digarap"]] }, // su
  { question: "Saya nazhir tanah wakaf setengah hektar yang selama ini dibiarkan kosong jadi semak. Ada pengusaha yang mau menyewa lahan itu untuk kebun pisang, uang sewanya untuk beasiswa anak desa. Saya khawatir ini dianggap menjual wakaf. Apakah menyewakan tanah wakaf seperti itu dibolehkan?", mustContain: [["produktif", "pasal 43", "pasal 42"], ["sewa"]] }, // story

  // --- cash wakaf (1.12)
  { question: "wakaf uang tu lewat mana ya", mustContain: [LKS] }, // chat
  { question: "Wakaf artos tiasa ku riyal teu? Abdi gaduh artos ti damel di Saudi.", mustContain: ["rupiah", ["konversi", "ditukar", "ditukarkan", "dirupiahkan", "mata uang asing", "valuta asing", "valas", "kurs"]] }, // su
  { question: "Dokumen apa yang diterbitkan oleh Lembaga Keuangan Syariah kepada wakif setelah menerima wakaf uang, sesuai Pasal 30 UU Wakaf?", mustContain: ["sertifikat wakaf uang"] }, // formal
  { question: "hukum wakaf uang gmn sih, kan uang bs abis", mustContain: [["mui", "majelis ulama"], ["2002", "jawaz", "jaiz", "pokok"]] }, // chat
  { question: "total wakaf uang yg udh kekumpul se indonesia brp", mustContain: [["2,3 triliun", "2,3 t", "rp2,3", "rp 2,3", "2.3 triliun"]] }, // chat
  { question: "Saya perantau yang bekerja di Bekasi. Gaji saya tidak besar, jadi tidak mungkin wakaf tanah, tapi saya ingin punya amal jariyah dengan menyisihkan uang tiap bulan untuk wakaf. Kalau mau wakaf uang secara resmi, lewat mana dan bukti apa yang saya terima?", mustContain: [LKS, "sertifikat wakaf uang"] }, // story

  // --- land is given for ever (1.13)
  { question: "wakaf tanah bs 10 thn aja gk abis itu balik lg ke sy", mustContain: [FOREVER, [...LAND_HAK_MILIK, "pp 42", "pp no. 42", "pp no 42", "pp nomor 42", "peraturan pemerintah nomor 42", "peraturan pemerintah no. 42", "peraturan pemerintah no 42", "42 tahun 2006", "42/2006"]] }, // chat 1.13
  { question: "Abdi hoyong ngawakafkeun taneuh SHM kanggo 20 taun wungkul, saatosna uih deui ka kulawarga. Tiasa teu kitu?", mustContain: [FOREVER, LAND_HAK_MILIK] }, // su 1.13
  { question: "Saya pengusaha kecil, punya ruko di atas tanah HGB yang sisa haknya 15 tahun. Lantai duanya ingin saya pakai untuk rumah tahfiz selama hak itu masih berlaku, jadi semacam wakaf berjangka. Saya dengar wakaf tanah harus selamanya. Bagaimana aturannya untuk kasus saya?", mustContain: [["hak guna bangunan", "hgb"], ["hak pengelolaan", "hpl", "hak milik"]] }, // story 1.13
  { question: "wakaf berjangka tu blh gk sih", mustContain: ["hak milik", ["uang", "hak guna bangunan", "hgb", "hak pakai"], FOREVER] }, // chat 1.13

  // --- wakaf by will (1.13)
  { question: "Kakek saya sebelum meninggal berpesan di depan keluarga bahwa sawahnya yang di pinggir jalan diwakafkan untuk pesantren. Sawah itu kira-kira setengah dari seluruh hartanya. Sebagian paman setuju, sebagian tidak. Apakah wasiat wakaf itu berlaku seluruhnya?", mustContain: [ONE_THIRD, ["seluruh ahli waris", "semua ahli waris", "para ahli waris", "persetujuan ahli waris", "disetujui ahli waris", "ahli waris setuju"]] }, // story 1.13
  { question: "wakaf lwt wasiat maksimal brp bagian dr harta", mustContain: [ONE_THIRD] }, // chat 1.13
  { question: "Wasiat wakaf kedah aya saksi sabaraha urang?", mustContain: [TWO_WITNESSES, ["wasiat"]] }, // su 1.13
  { question: "Bagaimana ketentuan wakaf dengan wasiat menurut Pasal 24 dan Pasal 25 UU Nomor 41 Tahun 2004?", mustContain: [ONE_THIRD, TWO_WITNESSES] }, // formal 1.13

  // --- inherited land not yet divided (1.13)
  { question: "Orang tua kami sudah meninggal dan meninggalkan sebidang tanah yang belum dibagi waris. Kami lima bersaudara. Kakak tertua ingin mewakafkan tanah itu untuk musala, tapi adik bungsu yang di Jakarta belum tahu apa-apa. Apakah kakak boleh mewakafkannya sendiri atas nama keluarga?", mustContain: [ALL_HEIRS, ["dibagi", "pembagian", "belum terbagi", "milik bersama", "milik semua", "milik seluruh", "pemilik sah", "bersama-sama"]] }, // story 1.13
  { question: "tanah warisan blm dibagi blh diwakafin sm salah 1 ahli waris aja gk", mustContain: [ALL_HEIRS, ["dibagi", "pembagian", "belum terbagi", "milik bersama", "milik semua", "milik seluruh", "pemilik sah", "bersama-sama"]] }, // chat 1.13
  { question: "Taneuh warisan ti kolot teu acan dibagi, abdi hoyong ngawakafkeun bagian abdi wungkul. Kedah kumaha?", mustContain: [ALL_HEIRS, ["dibagi", "pembagian", "belum terbagi", "milik bersama", "milik semua", "milik seluruh", "pemilik sah", "bersama-sama"]] }, // su 1.13

  // --- wakaf vs hibah, wasiat, zakat; ruling (1.13)
  { question: "bedanya wakaf sm hibah apa", mustContain: [HIBAH_OWNER, ["dijual", "menjual"]] }, // chat 1.13
  { question: "Naon bédana wakaf sareng zakat?", mustContain: ["wajib", VOLUNTARY, ZAKAT_SPECIFIC] }, // su 1.13
  { question: "Apa perbedaan antara wakaf dan wasiat dari segi waktu berlakunya dan batas jumlah hartanya?", mustContain: [["meninggal", "wafat", "kematian"], ONE_THIRD] }, // formal 1.13
  { question: "Ibu saya punya rumah kecil yang ingin diberikan ke pondok pesantren. Ustaz pondok bilang lebih baik dihibahkan saja supaya pondok bebas memakainya, termasuk menjualnya kalau perlu. Tapi adik saya bilang lebih baik diwakafkan. Sebenarnya apa bedanya bagi pondok kalau hibah dibanding wakaf?", mustContain: [HIBAH_OWNER, NO_SELL] }, // story 1.13
  { question: "wakaf tu hukumnya wajib ato sunnah", mustContain: [SUNNAH] }, // chat 1.13
  { question: "Hukumna wakaf teh naon, wajib kitu?", mustContain: [SUNNAH] }, // su 1.13
  { question: "Alhamdulillah tahun ini saya dapat bonus cukup besar dari kantor. Saya bingung apakah uangnya lebih baik untuk zakat atau wakaf, karena saya kira keduanya sama saja. Sebenarnya apa beda zakat dan wakaf, terutama soal wajib tidaknya dan ke mana hartanya?", mustContain: ["wajib", VOLUNTARY, ZAKAT_SPECIFIC] }, // story 1.13

  // --- fiqh conditions (2)
  { question: "Menurut jumhur ulama, apakah wakaf harus bersifat selamanya, dan bagaimana pandangan Imam Malik?", mustContain: ["malik", ["jangka waktu", "sementara", "berjangka", "waktu tertentu", "dibatasi"]] }, // formal
  { question: "wakaf pake barang hasil nyolong sah gk", mustContain: [[...NEG, "batal"], ["milik sah", "pemilik sah", "milik wakif", "milik orang lain", "sepenuhnya milik", "dimiliki"]] }, // chat

  // --- verses and hadith (3)
  { question: "dalil wakaf di quran apa aja", mustContain: [["imran", "imrān", "imron", "baqarah"]] }, // chat
  { question: "Hadis ngeunaan amal nu teu pegat sanajan jalmina tos maot teh kumaha? Riwayat saha?", mustContain: ["muslim", JARIYAH] }, // su
  { question: "Jelaskan hadis tentang tanah Umar bin Khattab di Khaibar yang menjadi dasar disyariatkannya wakaf.", mustContain: [["tidak dijual", "tidak boleh dijual", "tidak dapat dijual", "tidak diwariskan", "tidak dihibahkan", "jangan dijual"], ["hasil"], ["sedekah", "shadaqah", "sadaqah", "shodaqoh", "shodaqah", "tahan pokok", "menahan pokok", "tahan tanah", "menahan tanah", "tahan asal", "menahan asal", "ditahan"]] }, // formal
  { question: "ayat yg perumpamaan 1 biji jd 7 tangkai tu surat apa ayat brp", mustContain: ["baqarah", "261"] }, // chat
  { question: "hadis 3 amalan yg gk putus tu riwayat siapa nomor brp", mustContain: ["1631"] }, // chat
  { question: "Ustaz di pengajian bilang pahala wakaf terus mengalir walau kita sudah meninggal. Ibu saya yang sudah sepuh jadi ingin sekali mewakafkan sebagian kebunnya, tapi beliau ingin tahu dulu dalilnya dari hadis Nabi, bukan cuma kata orang. Hadis mana yang dimaksud dan apa isinya?", mustContain: [["tiga perkara", "tiga hal", "ilmu yang bermanfaat", "anak saleh", "anak sholeh", "anak yang saleh"], JARIYAH, ["muslim", "1631"]] }, // story
  { question: "Ayat Ali Imran 92 teh eusina naon patalina sareng wakaf?", mustContain: [["kebajikan", "kebaikan"], ["dicintai", "cintai", "disukai", "sukai"]] }, // su

  // --- documents (4.1)
  { question: "syarat wakaf tanah di kua bawa apa aja", mustContain: ["ktp", ["tidak dalam sengketa", "tidak sengketa", "bebas sengketa", "sengketa"]] }, // chat
  { question: "Kedah nyandak naon wae ka KUA upami bade ngawakafkeun taneuh?", mustContain: ["ktp", "saksi", ["sertifikat", "sertipikat", "shm", "girik", "letter c", "ajb", "akta jual beli", "petok", "bukti kepemilikan", "bukti hak"]] }, // su
  { question: "Saya mau mewakafkan tanah warisan dari orang tua yang sudah dibalik nama atas nama saya sendiri, sertifikatnya SHM. Rencananya untuk madrasah diniyah di desa kami. Kira-kira dokumen apa saja yang perlu saya siapkan sebelum datang ke KUA supaya tidak bolak-balik?", mustContain: ["ktp", ["sppt", "pbb", "tidak dalam sengketa", "surat keterangan"]] }, // story
  { question: "surat ket tdk sengketa dr desa tu hrs diketahui siapa", mustContain: [[" camat", "camat ", "camat,", "camat.", "camat)", "wk"]] }, // chat
  { question: "Upami taneuhna teu acan sertipikat, ngan ukur aya girik, tiasa diwakafkeun teu?", mustContain: [["letter c", "ajb", "akta jual beli", "petok", "bukti kepemilikan", "pendaftaran pertama", "pengakuan hak"]] }, // su
  { question: "Suami saya ingin mewakafkan sebagian kebun kami yang sertifikatnya atas nama dia untuk TPA anak-anak. Saya sebagai istri sebenarnya setuju saja. Apakah saya juga perlu memberi persetujuan atau ikut hadir di KUA?", mustContain: [["persetujuan istri", "persetujuan suami", "persetujuan pasangan", "persetujuan dari istri", "persetujuan dari suami", "persetujuan dari pasangan", "persetujuan ibu", "persetujuan dari ibu", "persetujuan anda", "persetujuan dari anda", "persetujuan sang istri", "izin istri", "izin pasangan", "izin dari istri", "izin dari pasangan", "istri menyetujui", "pasangan menyetujui", "istri juga menyetujui", "istri ikut menandatangani", "istri turut menandatangani"]] }, // story

  // --- forms (4.2, 4.3)
  { question: "Formulir apa yang digunakan untuk pengesahan nazhir perseorangan dan nazhir badan hukum di KUA?", mustContain: [["w.5", "w5", "w-5"], ["w.5a", "w5a", "w-5a"]] }, // formal
  { question: "w2 sm w2a bedanya apa", mustContain: [["salinan", "copy", "turunan"], ["akta ikrar wakaf", "aiw"], ["w.2a", "w2a", "w-2a", "w 2a", "w.2 a"]] }, // chat
  { question: "Wakafna tos lami pisan, ti jaman aki, teu aya aktana sareng wakifna tos pupus. Kumaha ngadaptarkeunana ayeuna?", mustContain: [APAIW] }, // su
  { question: "Masjid di kampung kami berdiri sejak tahun 1970-an di atas tanah yang kata orang tua dulu diwakafkan secara lisan oleh seorang haji. Beliau dan semua saksinya sudah wafat, dan tidak pernah ada surat apa pun. Sekarang DKM ingin tanahnya bersertifikat wakaf. Dokumen apa yang bisa dibuat KUA untuk wakaf lama seperti ini?", mustContain: [APAIW] }, // story
  { question: "Apa fungsi formulir W.7 dalam proses perwakafan tanah?", mustContain: [["pertanahan", "bpn"], ["pengantar", "mengantar", "permohonan pendaftaran", "surat permohonan", "formulir pendaftaran", "blanko pendaftaran", "menyertai", "pengiriman berkas"]] }, // formal

  // --- BPN stage (4.4)
  { question: "di bpn utk sertifikat tanah wakaf berkasnya apa aja", mustContain: [["sertifikat asli", "sertipikat asli", "asli sertifikat", "asli sertipikat", "sertifikat (asli)"], ["pengesahan nazhir", "pengesahan nadzir", "pengesahan nazir", "w.5", "w5"]] }, // chat
  { question: "Peraturan Menteri ATR/Kepala BPN nomor berapa yang mengatur tata cara pendaftaran tanah wakaf?", mustContain: [["nomor 2 tahun 2017", "no. 2 tahun 2017", "no 2 tahun 2017", "2/2017", "2 tahun 2017"]] }, // formal

  // --- fees (4.5)
  { question: "bikin akta ikrar wakaf di kua byr gk", mustContain: [RP0, ["meterai", "materai", "fotokopi", "foto kopi", "fotocopy", "akta ikrar", "aiw"]] }, // chat
  { question: "Sabaraha biayana ngadaptarkeun tanah wakaf di BPN?", mustContain: [RP0, ["bpn", "pertanahan", "pnbp", "pp 128"]] }, // su
  { question: "Kami panitia pembangunan masjid. Tanah wakafnya belum bersertifikat, hanya ada Letter C atas nama wakif yang sudah almarhum. Kata orang sertifikat wakaf itu gratis, tapi ada juga yang bilang harus bayar jutaan ke BPN. Yang benar bagaimana, dan biaya apa yang mungkin tetap muncul?", mustContain: [RP0, ["pengukuran", "ukur"]] }, // story
  { question: "sertifikat tanah wakaf 100 meter di jabar biaya ukurnya brp", mustContain: [["120.000", "120 ribu", "rp120", "rp 120", "seratus dua puluh ribu"]] }, // chat
  { question: "wakafnya cm sebagian tanah, sertifikatnya hrs dipecah, itu byr gk", mustContain: [["pemecahan", "dipecah", "memecah", "pecah"], ["bisa dikenakan", "dapat dikenakan", "mungkin dikenakan", "tetap dikenakan", "biaya pemecahan", "biaya tersendiri", "biaya ukur", "biaya pengukuran", "tetap ada biaya", "masih ada biaya", "ada biayanya", "tetap membayar", "perlu membayar", "harus membayar", "tetap bayar", "tidak gratis", "bukan gratis", "tetap muncul", "bisa muncul", "mungkin muncul", "dapat muncul", "mungkin ada", "bisa ada", "berbiaya", "berbayar", "memerlukan biaya", "perlu biaya", "butuh biaya", "membutuhkan biaya"]] }, // chat
  { question: "Aya aplikasi kanggo ngecek biaya ngukur tanah wakaf?", mustContain: ["sentuh tanahku"] }, // su
  { question: "Bapak saya mau mewakafkan 150 meter tanah bersertifikat untuk musala. Beliau pensiunan dan khawatir biayanya besar, karena tetangga dulu katanya habis banyak waktu mengurus sertifikat tanah biasa. Untuk pembuatan akta ikrar wakaf di KUA sendiri, sebenarnya ada biayanya atau tidak?", mustContain: [RP0, ["meterai", "materai", "fotokopi", "foto kopi", "fotocopy", "akta ikrar", "aiw"]] }, // story

  // --- regulations (5)
  { question: "Peraturan Menteri Agama nomor berapa yang mengatur tata cara perwakafan benda tidak bergerak dan benda bergerak selain uang?", mustContain: [["73 tahun 2013", "73/2013", "nomor 73", "no. 73", "no 73"]] }, // formal
  { question: "aturan ttg administrasi pendaftaran wakaf uang tu pma no brp", mustContain: [["4 tahun 2009", "4/2009", "4 th 2009", "4 th. 2009", "4 thn 2009", "4 thn. 2009"]] }, // chat
  { question: "Peraturan Badan Wakaf Indonesia manakah yang menjadi pedoman pengelolaan dan pengembangan harta benda wakaf?", mustContain: [["1 tahun 2020", "1/2020", "4 tahun 2010", "4/2010"]] }, // formal
  { question: "uu wakaf tu uu no brp thn brp", mustContain: ["41", "2004"] }, // chat
  { question: "PP nu ngatur palaksanaan UU wakaf teh nomer sabaraha taun sabaraha?", mustContain: ["42", "2006"] }, // su

  // --- BWI (6)
  { question: "bwi tu apa", mustContain: ["independen"] }, // chat
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia menurut Pasal 49 UU Wakaf?", mustContain: [["membina", "pembinaan"], ["memberhentikan", "mengganti", "penggantian", "penukaran"]] }, // formal
  { question: "ketua bwi skrg siapa", mustContain: ["kamaruddin"] }, // chat
  { question: "gerakan wakaf nasional dr bwi namanya apa", mustContain: ["indonesia berwakaf"] }, // chat

  // --- statistics (7)
  { question: "jumlah tanah wakaf di indonesia skrg brp bidang", mustContain: [["561.909", "561909", "561 ribu", "445.504", "297.211", "430.000", "421.903"]] }, // chat
  { question: "Sabaraha tanah wakaf di Jawa Barat nu parantos disertipikatkeun?", mustContain: [["48.123", "55,95", "45.401", "23.730", "87.795"]] }, // su
  { question: "tanah wakaf di indo paling bnyk dipake buat apa", mustContain: ["masjid", ["musala", "mushola", "musholla", "mushala", "musalla"], ["258.156", "266.413", "561.909", "93%", "93 %", "93 persen", "46%", "46 %", "47%", "47 %", "44%", "28%", "siwak"]] }, // chat
  { question: "Berapa bidang tanah wakaf nasional yang belum bersertifikat menurut data SIWAK Januari 2025?", mustContain: [["297.211", "297211"]] }, // formal
  { question: "siwak tu apa", mustContain: ["sistem informasi wakaf"] }, // chat

  // --- KUA wakaf service (8)
  { question: "Layanan wakaf naon wae nu aya di KUA?", mustContain: [["aiw", "akta ikrar"], KUA_WAKAF_SERVICE] }, // su
  { question: "kua tu ngurusin wakaf jg ya? tugasnya apa aja soal wakaf", mustContain: [["aiw", "akta ikrar"], KUA_WAKAF_SERVICE] }, // chat

  // --- more everyday questions
  { question: "Salaku nazhir, abdi kedah ngalaporkeun pangurusan wakaf ka saha?", mustContain: [BWI, ["lapor", "pasal 11"]] }, // su
  { question: "Kakak ipar saya tinggal di kecamatan lain dan baru saja ditunjuk jadi salah satu nazhir tanah wakaf di desa kami bersama dua warga setempat. Ada yang bilang semua nazhir harus warga kecamatan sini. Benarkah begitu, atau cukup sebagian saja?", mustContain: [["salah satu", "salah seorang", "satu di antaranya", "seorang di antaranya", "minimal satu", "sekurang-kurangnya satu", "paling sedikit satu"], ["bertempat tinggal", "berdomisili", "tinggal di kecamatan", "tinggal di wilayah", "bermukim", "warga kecamatan", "penduduk kecamatan"]] }, // story
  { question: "Saya dan suami sedang menabung untuk membeli tanah yang akan kami wakafkan untuk rumah yatim. Kami masih muda dan belum tahu banyak, teman bilang wakaf itu cuma boleh untuk masjid dan makam. Sebenarnya wakaf boleh diperuntukkan untuk apa saja menurut undang-undang?", mustContain: [["yatim piatu", "anak terlantar", "fakir miskin", "beasiswa"], ["pendidikan", "kesehatan"]] }, // story
  { question: "wakaf motor buat ojek dakwah bs gk", mustContain: [["benda bergerak", "kendaraan"]] }, // chat
  { question: "Wakaf bangunan wungkul, tanpa taneuhna, tiasa teu?", mustContain: [["bangunan atau bagian bangunan", "bangunan atau bagian", "bagian bangunan", "bangunan saja", "bangunannya saja", "bangunan tanpa", "bangunan dapat diwakafkan", "bangunan bisa diwakafkan", "bangunan boleh diwakafkan", "bangunan juga dapat", "bangunan juga bisa", "bangunan juga boleh", "bangunan termasuk", "wakaf bangunan", "bangunan di atas", "hak guna bangunan", "hgb", "hak pakai"]] }, // su
  { question: "Kami jamaah sebuah musala. Tanahnya diwakafkan oleh almarhum H. Ujang kepada seorang ustaz sebagai nazhir tunggal. Ustaz itu sekarang pindah ke Kalimantan dan sudah tidak mengurus lagi, sementara tanahnya belum bersertifikat. Warga ingin membentuk nazhir baru. Ke mana kami harus mengajukannya dan lembaga apa yang memutuskan penggantian nazhir?", mustContain: [BWI, ["kua", "kantor urusan agama"], REPLACED] }, // story 1.13
];

export const HELD_OUT_19_OUT_OF_FIELD: readonly EvalCase[] = [
  // --- other KUA services (8.1)
  { question: "syarat daftar nikah di kua apa aja" }, // chat kua
  { question: "Punten, biaya nikah di bumi upami sanés di KUA sabaraha?" }, // su kua
  { question: "Bagaimana prosedur rujuk setelah talak satu dan apa saja yang harus dibawa ke KUA?" }, // formal kua
  { question: "jadwal manasik haji reguler thn ini kpn ya" }, // chat kua
  { question: "Kumaha carana ngadamel sertifikat halal kanggo usaha keripik abdi?" }, // su kua
  { question: "zakat fitrah tahun ini brp per jiwa" }, // chat kua
  { question: "Bagaimana cara menentukan arah kiblat musala yang baru dibangun, dan apakah petugas KUA dapat membantu mengukurnya?" }, // formal kua
  { question: "bimwin catin tu wajib gk sblm nikah" }, // chat kua
  { question: "Abdi bade ngadaptarkeun masigit anyar kana data kemasjidan, kumaha carana?" }, // su kua
  { question: "Apakah KUA melayani konsultasi bagi pasangan suami istri yang sering bertengkar?" }, // formal kua
  { question: "zakat mal dr gaji ngitungnya gmn" }, // chat kua
  { question: "Iraha sidang isbat awal Ramadan taun ieu?" }, // su kua
  { question: "buku nikah sy ilang, gmn cara bikin duplikatnya" }, // chat kua
  { question: "Nikah sareng WNA kedah ngurus naon wae di KUA?" }, // su kua
  { question: "Saya ingin mengundang penyuluh agama dari KUA untuk mengisi pengajian ibu-ibu, bagaimana cara mengajukannya?" }, // formal kua

  // --- traps: wakaf's words, not wakaf
  { question: "cara balik nama sertifikat tanah hasil jual beli di notaris gmn" }, // chat trap
  { question: "Bagaimana pembagian warisan tanah untuk anak laki-laki dan perempuan menurut hukum Islam?" }, // formal trap
  { question: "Sertipikat taneuh abdi leungit, kumaha carana ngadamel deui di BPN?" }, // su trap
  { question: "renovasi masjid bs minta bantuan dana hibah ke pemda gk" }, // chat trap
  { question: "Berapa biaya pembuatan akta jual beli di PPAT untuk tanah seluas 100 meter persegi?" }, // formal trap
  { question: "pajak bphtb jual beli tanah brp persen" }, // chat trap
  { question: "Kumaha carana nyieun surat keterangan ahli waris di desa kanggo nyairkeun tabungan almarhum?" }, // su trap
  { question: "Bagaimana prosedur mengganti nama ketua yayasan di akta notaris?" }, // formal trap
  { question: "sholat jumat di masjid agung mulai jam brp" }, // chat trap
  { question: "Tatangga ngawangun imah ngaliwatan wates taneuh abdi, kedah lapor ka mana?" }, // su trap

  // --- anything else
  { question: "cuaca besok di garut hujan gk" }, // chat other
  { question: "Kumaha resep ngadamel surabi oncom?" }, // su other
  { question: "Bagaimana cara mengurus perpanjangan SIM C yang sudah mati?" }, // formal other
  { question: "harga emas antam hr ini brp" }, // chat other
  { question: "Iraha jadwal pembagian bansos PKH bulan payun?" }, // su other
  { question: "Bagaimana cara mendaftar BPJS Kesehatan mandiri untuk satu keluarga?" }, // formal other
  { question: "cara aktivasi ktp digital gmn" }, // chat other
  { question: "Sabaraha ongkos elf ti Garut ka Bandung ayeuna?" }, // su other
  { question: "ada lowongan kerja di kantor kecamatan gk" }, // chat other
  { question: "Apa saja syarat pendaftaran siswa baru SD negeri tahun ini?" }, // formal other
  { question: "pupuk subsidi buat sawah dpt nya dmn" }, // chat other
  { question: "Aya nu terang tukang servis HP nu caket ka KUA?" }, // su other
  { question: "password wifi kantor kua apa" }, // chat other
  { question: "Bagaimana cara menghitung cicilan KPR rumah subsidi selama 15 tahun?" }, // formal other
  { question: "obat batuk anak 3 thn yg aman apa ya" }, // chat other
  { question: "Naha token listrik di bumi abdi gancang pisan béakna?" }, // su other
  { question: "skor persib tadi malem brp" }, // chat other
  { question: "Bagaimana prosedur membuat akta kelahiran anak yang terlambat dicatatkan?" }, // formal other
  { question: "cara bikin paspor online gmn" }, // chat other
  { question: "Tarjamahkeun ka basa Inggris: abdi bogoh ka anjeun" }, // su other
];
