// Held-out evaluation set for Si Wakaf (issue 35): written from ../shared/spec/domain-facts.md by an evaluator
// who did not read the knowledge base, before the answers were tuned. Never tune answers or
// retrieval on these questions: `npm run eval:assistant` reports them apart from the tuning set.
import type { EvalCase } from "./eval-set";

// Reusable alternative sets (any one must appear; case-insensitive substring).
const FOREVER = [
  "selamanya",
  "selama-lamanya",
  "selama lamanya",
  "untuk waktu tidak terbatas",
  "waktu yang tidak terbatas",
  "tidak terbatas",
  "tidak boleh dibatasi",
  "tidak dapat dibatasi",
  "tidak bisa dibatasi",
  "untuk seterusnya",
  "permanen",
  "abadi",
];
const NOT_ALLOWED = [
  "tidak boleh",
  "tidak dapat",
  "tidak bisa",
  "dilarang",
  "tidak diperbolehkan",
  "tidak dibolehkan",
  "tidak diizinkan",
  "tidak sah",
];
const EXCHANGE = ["tukar", "ruislag", "penukaran"];
const PERMISSION = ["izin", "persetujuan", "ijin"];
const BWI = ["bwi", "badan wakaf indonesia"];
const NAZHIR = ["nazhir", "nadzir", "nazir"];
const HEIRS_ALL = [
  "semua ahli waris",
  "seluruh ahli waris",
  "para ahli waris",
  "ahli waris lain",
  "ahli waris yang lain",
  "setiap ahli waris",
  "masing-masing ahli waris",
];
const AGREE = ["persetujuan", "setuju", "menyetujui", "sepakat", "kesepakatan", "dibagi", "pembagian"];
const REPLACED = ["diganti", "pengganti", "penggantian", "mengganti", "digantikan"];
const WAKAF_GOES_ON = [
  "tetap berlaku",
  "tetap sah",
  "tetap berjalan",
  "tetap berlanjut",
  "tetap menjadi",
  "tetap ada",
  "tetap wakaf",
  "tidak batal",
  "tidak membatalkan",
  "tidak menjadi batal",
  "tidak gugur",
  "tidak hilang",
  "tidak berakhir",
  "tidak putus",
  "terus berjalan",
];
const IRREVOCABLE = [
  "tidak dapat dibatalkan",
  "tidak bisa dibatalkan",
  "tidak boleh dibatalkan",
  "tidak dapat ditarik",
  "tidak bisa ditarik",
  "tidak boleh ditarik",
  "tidak dapat diminta kembali",
  "tidak bisa diminta kembali",
  "tidak dapat diambil kembali",
  "tidak bisa diambil kembali",
  "tidak boleh diambil kembali",
  "tidak dapat dikembalikan",
  "tidak bisa dikembalikan",
];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "mustahab"];
const FREE = [
  "rp0",
  "rp 0",
  "gratis",
  "tanpa biaya",
  "tidak dipungut",
  "bebas biaya",
  "bebas pnbp",
  "tidak ada biaya",
  "nol rupiah",
  "cuma-cuma",
];
const SEVEN_WORKING_DAYS = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja"];
const TWO_WITNESSES = [
  "2 saksi",
  "dua saksi",
  "2 orang saksi",
  "dua orang saksi",
  "2 (dua)",
  "(dua) saksi",
  "(dua) orang saksi",
];
const ONE_THIRD = ["1/3", "sepertiga", "satu pertiga", "1/3 (sepertiga)"];
const NO_RELIGION_REQUIREMENT = [
  "tidak mensyaratkan",
  "tidak disyaratkan",
  "tidak menyebut",
  "tidak menetapkan",
  "tidak mengatur",
  "tidak ada syarat",
  "bukan syarat",
  "tidak menjadi syarat",
  "tanpa syarat agama",
  "tidak harus beragama islam",
  "tidak harus muslim",
  "tidak wajib beragama islam",
  "tidak wajib muslim",
  "tidak dibatasi agama",
  "tidak mempersyaratkan",
];

export const HELD_OUT_IN_FIELD: readonly EvalCase[] = [
  // ---------- Section 1.13: what visitors also ask ----------
  // Temporary wakaf of land
  {
    question: "wakaf tanah 10 thn aja boleh gak, nanti balik lagi ke anak sy",
    mustContain: [FOREVER, ["hak milik", "tanah milik", "shm"]],
  }, // 1.13, PP 42/2006 Pasal 18 ayat (1)
  { question: "bisa teu wakaf tanah tapi ngan samentawis hungkul", mustContain: [FOREVER] }, // 1.13, PP 42/2006 Pasal 18 ayat (1)
  { question: "wakaf berjangka itu boleh buat tanah sertifikat hak milik?", mustContain: [FOREVER] }, // 1.13, PP 42/2006 Pasal 18 ayat (1)
  {
    question:
      "pak sy punya tanah kosong di dago mau sy wakafin buat parkiran masjid tp cuma selama sy masih hidup, abis itu pengennya dibalikin ke keluarga. itu bisa diatur di akta nya gak",
    mustContain: [FOREVER],
  }, // 1.13, PP 42/2006 Pasal 18 ayat (1); 1.2 Pasal 3
  // Selling / relocating wakaf land (ruislag, tukar guling)
  {
    question: "tanah wakaf boleh dijual gak buat bangun masjid di tempat lain",
    mustContain: [NOT_ALLOWED, EXCHANGE],
  }, // 1.13, UU 41/2004 Pasal 40–41; PP 42/2006 Pasal 49
  { question: "ruislag tanah wakaf tuh apa sih", mustContain: [EXCHANGE, PERMISSION] }, // 1.13, UU 41/2004 Pasal 41
  { question: "tukar guling tanah wakaf hrs ijin ke siapa", mustContain: [["menteri"], BWI] }, // 1.13, UU 41/2004 Pasal 41; 6 Pasal 49
  {
    question: "masjid kami kena proyek pelebaran jalan, tanah wakafnya gmn nasibnya",
    mustContain: [
      ["tukar", "ruislag", "penukaran", "pengganti"],
      [
        "sekurang-kurangnya sama",
        "setidaknya sama",
        "paling sedikit sama",
        "minimal sama",
        "sama nilai",
        "senilai",
        "seimbang",
        "nilai dan manfaat",
        "manfaat dan nilai",
        "manfaat dan nilainya",
        "nilai dan manfaatnya",
        "tidak kurang",
      ],
    ],
  }, // 1.13, UU 41/2004 Pasal 41
  {
    question: "pengurus dkm mau jual tanah wakaf katanya udh ga kepake, boleh teu kitu",
    mustContain: [NOT_ALLOWED, EXCHANGE],
  }, // 1.13, UU 41/2004 Pasal 40–41; PP 42/2006 Pasal 49
  {
    question: "tanah wakaf boleh dipindah ke lokasi lain ga? yg lama dijual",
    mustContain: [EXCHANGE, PERMISSION],
  }, // 1.13, UU 41/2004 Pasal 41; PP 42/2006 Pasal 49
  // Change of use (shop / warung / parking)
  {
    question: "tanah wakaf masjid sebagian mau dibikin warung buat kas dkm boleh ga",
    mustContain: [BWI, PERMISSION],
  }, // 1.13, UU 41/2004 Pasal 44
  {
    question: "lahan wakaf nu keur sakola dipake parkir mobil, eta teh meunang?",
    mustContain: [BWI, PERMISSION],
  }, // 1.13, UU 41/2004 Pasal 44
  {
    question: "nazir ganti peruntukan wakaf tanpa bilang2 sah kah",
    mustContain: [BWI, ["izin tertulis", "izin", "persetujuan", "ijin"]],
  }, // 1.13, UU 41/2004 Pasal 44
  // When the nazhir dies or resigns
  { question: "nadzir nya meninggal trus wakafnya gmn", mustContain: [REPLACED, WAKAF_GOES_ON] }, // 1.13, UU 41/2004 Pasal 45
  { question: "ketua nazir mau mundur, caranya gmn", mustContain: [REPLACED, [...BWI, "kua"]] }, // 1.13, UU 41/2004 Pasal 45
  { question: "kalo ganti nazhir wakafnya batal ga", mustContain: [WAKAF_GOES_ON] }, // 1.2 (hukumonline), 1.13 Pasal 45
  {
    question: "yayasan yg jadi nadir wakaf udah bubar, tanahnya skrg punya siapa",
    mustContain: [REPLACED],
  }, // 1.13, UU 41/2004 Pasal 45
  {
    question: "biaya ganti nama nazhir di sertifikat bpn brp",
    mustContain: [FREE],
  }, // 1.13, 4.5 (changing the nazhir at BPN Rp0)
  // Wakaf by will (wasiat)
  {
    question: "bapak sy berwasiat tanahnya diwakafin stlh beliau meninggal, bs gak? ada batasnya?",
    mustContain: [ONE_THIRD, ["ahli waris"]],
  }, // 1.13, UU 41/2004 Pasal 24–25
  { question: "wakaf lewat wasiat butuh saksi brp", mustContain: [TWO_WITNESSES] }, // 1.13, UU 41/2004 Pasal 24
  {
    question: "wasiat wakaf lebih dr sepertiga harta boleh ga",
    mustContain: [["ahli waris"], ["persetujuan", "setuju", "menyetujui"]],
  }, // 1.13, UU 41/2004 Pasal 25
  // Inherited land, heirs not agreeing
  {
    question: "tanah warisan blm dibagi, sy mau wakafin bagian sy tp kakak2 gak setuju gmn",
    mustContain: [HEIRS_ALL, AGREE],
  }, // 1.13 (derived from Pasal 8), 4.1 item 7
  {
    question: "mau wakaf tanah peninggalan ortu tapi ada saudara yg nolak, tetep bisa?",
    mustContain: [HEIRS_ALL, AGREE],
  }, // 1.13 (derived from Pasal 8)
  {
    question: "tanah waris masih atas nama almarhum bapa, bade diwakafkeun kumaha prosedurna",
    mustContain: [["ikut menandatangani", "setelah dibagi"]],
  }, // 1.13; 4.1 items 1 and 7
  {
    question:
      "assalamualaikum pak, jadi gini almarhumah ibu sy punya tanah 200 meter di cigadung blm dibalik nama, kami 4 bersaudara. sy sama adik pengen wakafin buat musola tp kakak yg pertama blm mau. apa bisa sy wakafin sendiri aja atas nama sy?",
    mustContain: [HEIRS_ALL, AGREE],
  }, // 1.13 (pemilik sah, Pasal 8)
  // Wakaf vs hibah vs wasiat vs zakat
  {
    question: "beda wakaf sama hibah apa",
    mustContain: [["dijual", "diperjualbelikan", "menjual"], ["pemilik", "kepemilikan", "menjadi milik", "memiliki"]],
  }, // 1.13, Pasal 40
  { question: "wakaf vs wasiat bedanya dimana", mustContain: [["meninggal", "wafat"], ONE_THIRD] }, // 1.13
  { question: "wakaf sama zakat sama aja ga sih", mustContain: [["wajib"], ["sunnah", "sunah", "sunat", "sukarela", "dianjurkan"]] }, // 1.13
  {
    question: "mending hibah atau wakaf tanah buat masjid biar aman ga diambil ahli waris nantinya",
    mustContain: [["diwariskan", "diwarisi"], ["dijual", "diperjualbelikan", "menjual"]],
  }, // 1.13, Pasal 40
  // The ruling of wakaf
  { question: "hukum wakaf dalam islam apa", mustContain: [SUNNAH] }, // 1.13, 3
  { question: "wakaf teh wajib?", mustContain: [SUNNAH] }, // 1.13
  // Non-Muslim wakif
  { question: "non muslim boleh wakaf ga", mustContain: [NO_RELIGION_REQUIREMENT] }, // 1.13, UU 41/2004 Pasal 8
  {
    question: "temen sy kristen pengen ikut wakaf tanah buat sekolah, bisa diterima kua?",
    mustContain: [NO_RELIGION_REQUIREMENT],
  }, // 1.13, UU 41/2004 Pasal 8
  { question: "nazhir hrs muslim ga", mustContain: [["beragama islam", "agama islam"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] }, // 1.13, 1.5 Pasal 10
  // How long it takes
  { question: "ngurus AIW berapa lama", mustContain: [["kesiapan para pihak"], ["majelis ikrar wakaf"]] }, // 1.9 Pasal 32, 4.2 step 6
  {
    question: "sabaraha lami sertifikat wakaf jadi",
    mustContain: [["tergantung keadaan tanahnya"], ["5 hari", "98 hari kerja"]],
  }, // 1.9 Pasal 32; 4.4 (service time 5 days)
  // Irrevocability / taking back
  { question: "wakaf udah diikrarin bisa dibatalin ga? ortu sy nyesel", mustContain: [IRREVOCABLE] }, // 1.2 Pasal 3
  {
    question: "anak wakif minta tanah wakaf dikembalikan krn bapaknya udh meninggal bisa?",
    mustContain: [[...IRREVOCABLE, ...NOT_ALLOWED]],
  }, // 1.2 Pasal 3; 1.10 Pasal 40
  {
    question: "ada surat perjanjian bermaterai katanya tanah wakaf bisa diambil lagi, sah ga tuh",
    mustContain: [["tidak dapat", "tidak bisa", "tidak sah", "tidak berlaku", "tidak membatalkan", "tidak mengalahkan", "tidak dapat mengalahkan"], ["aiw", "akta ikrar"]],
  }, // 1.2 (APRI: surat pernyataan bermaterai cannot override the AIW)
  {
    question: "sy udh wakaf tanah tp sertifikatnya mau sy pinjem buat jaminan ke bank",
    mustContain: [NOT_ALLOWED],
  }, // 1.10 Pasal 40
  {
    question: "kalo ada yg jual tanah wakaf hukumannya apa",
    mustContain: [["5 tahun", "lima tahun", "5 (lima) tahun"], ["500 juta", "rp500", "rp 500", "lima ratus juta"]],
  }, // 1.10 Pasal 67
  {
    question: "tanah wakaf boleh dijadiin agunan utang buat renovasi masjid?",
    mustContain: [NOT_ALLOWED],
  }, // 1.10 Pasal 40

  // ---------- Definitions, pillars, elements ----------
  {
    question: "wakaf teh naon",
    mustContain: [["perbuatan hukum", "memisahkan", "menyerahkan"], ["ibadah", "kesejahteraan umum"]],
  }, // 1.1 Pasal 1 angka 1
  { question: "maksud wakaf dlm hukum negara tuh gmn", mustContain: [["memisahkan", "menyerahkan"]] }, // 1.1
  { question: "AIW itu apa", mustContain: [["akta ikrar wakaf"]] }, // 1.1, PP 42/2006 Pasal 1 angka 6
  { question: "ppaiw singkatan apa", mustContain: [["pejabat pembuat akta ikrar wakaf"]] }, // 1.1 angka 6
  { question: "ikrar wakaf tu maksudnya apa", mustContain: [["pernyataan"], ["lisan", "tertulis"]] }, // 1.1 angka 3
  { question: "mauquf alaih artinya", mustContain: [["penerima manfaat", "menerima manfaat", "penerima"]] }, // 1.1; 2
  {
    question: "mauquf bih apaan",
    mustContain: [["harta benda wakaf", "harta yang diwakafkan", "harta benda yang diwakafkan", "benda yang diwakafkan", "barang yang diwakafkan", "harta wakaf"]],
  }, // 1.1 angka 5; 2
  { question: "cenah rukun wakap teh aya opat, naon wae eta", mustContain: [["mauquf"], ["sighat", "shighat", "sigat", "sighah"]] }, // 2
  { question: "rukun2 wakaf sebutin dong sm artinya", mustContain: [["mauquf"], ["sighat", "shighat", "sigat", "sighah"]] }, // 2
  { question: "unsur wakaf menurut uu 41 ada apa aja", mustContain: [["jangka waktu"], ["peruntukan"]] }, // 1.3 Pasal 6
  {
    question: "nazhir tuh termasuk rukun wakaf bukan",
    mustContain: [["unsur"], ["tidak termasuk", "bukan termasuk", "bukan bagian", "bukan rukun", "bukan salah satu rukun", "tidak masuk", "tidak tergolong", "tidak menjadi rukun"]],
  }, // 2 (note), 1.3
  { question: "apa bedanya wakif sama nadzir", mustContain: [["mewakafkan"], ["mengelola", "menerima"]] }, // 1.1 angka 2 and 4
  { question: "dalil wakaf apa", mustContain: [["imran", "imrān", "baqarah", "jariyah", "jariah", "khaibar"]] }, // 3
  { question: "hadis amal jariyah yg 3 perkara itu apa aja", mustContain: [["sedekah jariyah", "sedekah jariah", "shadaqah jariyah", "sadaqah jariyah"], ["ilmu"]] }, // 3, HR Muslim 1631
  { question: "kisah umar wakaf tanah di khaibar gmn", mustContain: [["dijual"], ["diwariskan", "diwarisi", "dihibahkan"]] }, // 3
  { question: "wakaf pertama dlm sejarah islam apa", mustContain: [["quba", "nabawi"]] }, // 3

  // ---------- Wakif ----------
  { question: "yg boleh jd wakif teh saha wae, aya syaratna?", mustContain: [["dewasa", "baligh"], ["berakal"]] }, // 1.4 Pasal 8
  { question: "koperasi boleh ngewakafin asetnya ga", mustContain: [["badan hukum", "organisasi"], ["anggaran dasar"]] }, // 1.4
  { question: "orang yg lg di bawah pengampuan boleh wakaf?", mustContain: [["tidak terhalang", "perbuatan hukum"]] }, // 1.4 Pasal 8
  {
    question: "wakaf pake tanah mertua, udh diizinin lisan, sah kan?",
    mustContain: [["pemilik sah", "milik sah", "milik wakif", "dimiliki dan dikuasai", "miliknya sendiri", "milik sendiri", "kepemilikan yang sah", "secara sah", "pemiliknya"]],
  }, // 1.6 Pasal 15; 9 Q5

  // ---------- Nazhir ----------
  { question: "syarat jadi nadzir apa aja", mustContain: [["beragama islam", "islam"], ["amanah"]] }, // 1.5 Pasal 10
  { question: "tugas nazir apa", mustContain: [["mengelola", "mengembangkan"], BWI] }, // 1.5 Pasal 11
  {
    question: "nazhir perorangan minimal brp orang",
    mustContain: [["3 orang", "tiga orang", "3 (tiga)", "minimal 3", "paling sedikit 3", "sekurang-kurangnya 3", "minimal tiga", "paling sedikit tiga"], ["kecamatan"]],
  }, // 1.5 PP 42/2006
  { question: "masa jabatan nazir brp taun", mustContain: [["5 tahun", "lima tahun", "5 (lima) tahun"]] }, // 1.5 PP 42/2006
  { question: "nadzir digaji ga, dpt brp persen", mustContain: [["10%", "10 persen", "sepuluh persen", "10 %", "10 (sepuluh) persen"]] }, // 1.5 Pasal 12
  {
    question: "sertifikat wakaf kan atas nama nazhir, berarti tanahnya punya dia dong",
    mustContain: [["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak menjadikan", "tidak membuat", "bukan berarti", "tidak berarti", "bukan miliknya"]],
  }, // 1.5 PP 42/2006
  { question: "nadir wakaf lapor ke siapa", mustContain: [BWI] }, // 1.5 Pasal 11
  { question: "pengesahan nazhir pake form apa", mustContain: [["w.5", "w5", "w 5"]] }, // 4.2 step 2, 4.3

  // ---------- Harta benda wakaf ----------
  {
    question: "apa aja yg bisa diwakafin selain tanah",
    mustContain: [["uang"], ["kendaraan", "logam mulia", "surat berharga", "hak kekayaan intelektual", "hki", "bangunan", "hak sewa"]],
  }, // 1.6 Pasal 16
  { question: "kata mamah mah wakaf teh kudu taneuh, leres kitu?", mustContain: [["uang", "kendaraan", "benda bergerak", "logam mulia", "surat berharga"], ["tidak harus tanah"]] }, // 1.6 Pasal 16
  { question: "wakaf mobil bisa?", mustContain: [["benda bergerak", "harta bergerak"]] }, // 1.6 Pasal 16
  {
    question: "tanah yg masih dijaminkan ke bank bisa diwakafin ga",
    mustContain: [["sengketa", "sitaan", "disita", "bebas dari"], [...NOT_ALLOWED, "belum dapat", "belum bisa", "harus bebas", "dilunasi", "tidak sedang"]],
  }, // 1.6 PP 42/2006 Pasal 17 ayat 3
  {
    question: "tanah lg sengketa boleh diwakafkan",
    mustContain: [[...NOT_ALLOWED, "harus bebas", "bebas dari sengketa", "bebas sengketa", "belum bisa", "belum dapat"]],
  }, // 1.6; KHI Pasal 217
  {
    question: "sy punya kontrakan 3 pintu pengen diwakafin hasilnya buat anak yatim, bisa kah? atau harus tanah kosong",
    mustContain: [["bangunan", "produktif", "benda tidak bergerak"]],
  }, // 1.6 Pasal 16; 1.8; 1.11
  { question: "syarat barang yg diwakafkan menurut fikih", mustContain: [["tahan lama", "mutaqawwim", "bernilai", "tidak habis"]] }, // 2 (syarat mauquf bih)

  // ---------- Peruntukan ----------
  {
    question: "tanah wakaf bisa dipake buat apa aja",
    mustContain: [["ibadah"], ["pendidikan", "kesehatan", "fakir miskin", "yatim", "beasiswa", "ekonomi umat"]],
  }, // 1.8 Pasal 22
  { question: "kl wakif gak nentuin peruntukannya gmn", mustContain: [NAZHIR, ["menetapkan", "menentukan", "tetapkan", "tentukan"]] }, // 1.8 Pasal 23

  // ---------- Ikrar and AIW ----------
  {
    question: "ikrar wakaf harus di depan siapa",
    mustContain: [["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"], TWO_WITNESSES],
  }, // 1.7 Pasal 17; 4.2
  { question: "saksi ikra wakaf brp org", mustContain: [[...TWO_WITNESSES, "2 orang", "dua orang"]] }, // 1.7
  { question: "wakif lg sakit gbs dtg ke kua bisa diwakilin?", mustContain: [["surat kuasa", "kuasa"], ["saksi"]] }, // 1.7 Pasal 18
  { question: "isi akta ikrar wakaf apa aja", mustContain: [["peruntukan"], ["jangka waktu"]] }, // 1.7
  { question: "ikrar wakaf lisan doang cukup ga tanpa akta", mustContain: [["akta ikrar wakaf", "aiw"], ["ppaiw", "pejabat pembuat akta", "kepala kua"]] }, // 1.7, 4.2
  { question: "majelis ikrar wakaf teh naon", mustContain: [["saksi"], NAZHIR] }, // 1.7 PP 42/2006
  { question: "W2a itu apa", mustContain: [["salinan"]] }, // 4.2 step 4; 4.3
  {
    question:
      "pak punten mau nanya, di rt kami ada tanah wakaf dr alm pak haji udh dipake musola dr taun 90an tp gak ada suratnya sama sekali, skrg ahli warisnya mau ngambil lagi katanya gak ada bukti. itu gmn ya solusinya",
    mustContain: [["apaiw", "akta pengganti"]],
  }, // 4.2 step 5; 4.3 W.3
  { question: "wakif, nazir sama saksi wajib dtg langsung ke kua?", mustContain: [["hadir", "datang"], ["ppaiw", "kepala kua", "pejabat pembuat akta"]] }, // 4.1 item 10

  // ---------- Registration / certification ----------
  {
    question: "setelah aiw ditandatangan terus didaftarin kemana",
    mustContain: [["bpn", "kantor pertanahan", "badan pertanahan"], SEVEN_WORKING_DAYS],
  }, // 1.9 Pasal 32; 4.2 step 6
  { question: "yg daftarin ke bpn siapa, sy sendiri atau kua?", mustContain: [["ppaiw", "atas nama nazhir", "atas nama nadzir", "kepala kua"]] }, // 1.9, 4.2 step 6
  { question: "sertifkat tanah wakaf atas nama siapa", mustContain: [NAZHIR] }, // 1.5; 4.2 step 7
  { question: "siwak itu apa", mustContain: [["sistem informasi wakaf"]] }, // 4.2 step 8; 7

  // ---------- Documents and steps at the KUA ----------
  { question: "syarat wakaf tanah di kua apa aja", mustContain: [["ktp"], ["sertifikat", "shm", "bukti kepemilikan", "girik", "letter c"]] }, // 4.1
  { question: "gmn cara wakaf tanah di kua coblong step by step", mustContain: [["ppaiw", "kepala kua"], ["akta ikrar wakaf", "aiw"]] }, // 4.2
  {
    question: "tanah blm sertifikat cuma girik/letter c bisa diwakafin?",
    mustContain: [["tidak dalam sengketa", "tidak sengketa", "kelurahan", "kepala desa", "lurah", "desa"]],
  }, // 4.1 items 4–5
  { question: "surat keterangan tidak sengketa minta dimana", mustContain: [["kelurahan", "desa", "lurah"], ["camat", "kecamatan"]] }, // 4.1 item 5
  { question: "perlu persetujuan istri ga klo sy wakaf tanah", mustContain: [["persetujuan", "izin", "setuju", "menyetujui"]] }, // 4.1 item 7
  { question: "materai brp", mustContain: [["10.000", "10 ribu", "sepuluh ribu", "10rb"]] }, // 4.1 item 8 [GK]

  // ---------- Fees ----------
  { question: "biaya?", mustContain: [FREE] }, // 4.5
  { question: "sabaraha biayana ngadamel sertifikat wakaf di bpn", mustContain: [FREE, ["pengukuran", "ukur"]] }, // 4.5
  {
    question: "katanya sertifikasi wakaf gratis tp kok sy disuruh bayar pengukuran, bener ga sih",
    mustContain: [["pendaftaran"], ["rp0", "rp 0", "tidak dipungut", "bebas pnbp", "pnbp", "tanpa biaya", "nol rupiah"]],
  }, // 4.5
  { question: "bayar ke kua brp klo bikin akta ikrar wakaf", mustContain: [FREE, ["meterai", "materai", "fotokopi"]] }, // 4.5 [GK]

  // ---------- Wakaf uang ----------
  {
    question: "wakaf uang tuh gmn caranya",
    mustContain: [["lks", "lembaga keuangan syariah", "bank syariah"], ["sertifikat wakaf uang"]],
  }, // 1.12 Pasal 28–30
  {
    question: "wakaf duit emg boleh? bukannya wakaf mah harus tanah",
    mustContain: [["fatwa", "mui", "benda bergerak", "pasal 28", "jawaz", "pasal 16"]],
  }, // 1.12 MUI 11 Mei 2002; 1.6
  { question: "wakaf pake dolar bisa?", mustContain: [["rupiah"]] }, // 1.12 PP 42/2006 Pasal 22
  { question: "uang wakaf boleh dipake abis buat bangun gedung?", mustContain: [["pokoknya harus tetap terjaga"]] }, // 1.12 MUI fatwa
  { question: "wakaf tunai lewat transfer ke rekening masjid itu sah jd wakaf uang?", mustContain: [["lks", "lembaga keuangan syariah", "lks-pwu"]] }, // 1.12 Pasal 28
  { question: "udh brp sih wakaf uang yg terkumpul se indonesia", mustContain: [["2,3 triliun", "2,3 t", "rp2,3", "2.3 triliun", "2,3 trilyun"]] }, // 1.12

  // ---------- Wakaf produktif ----------
  { question: "wakaf produktif tuh apaan", mustContain: [["hasil", "keuntungan", "laba"], ["pokok", "utuh", "terjaga", "dijaga", "lestari", "tidak berkurang"]] }, // 1.11
  { question: "tanah wakaf boleh disewain ga buat nambah kas", mustContain: [["produktif"]] }, // 1.11 Pasal 43
  { question: "hasil wakaf produktif buat siapa", mustContain: [["mauquf 'alaih", "mauquf alaih", "mauquf ‘alaih", "mauquf ’alaih", "penerima manfaat"]] }, // 1.11

  // ---------- BWI ----------
  { question: "BWI tu lembaga apa", mustContain: [["badan wakaf indonesia"], ["independen"]] }, // 6 Pasal 47
  { question: "ketua bwi skrg siapa", mustContain: [["kamaruddin amin"]] }, // 6
  { question: "tugas badan wakaf indonesia apa aja", mustContain: [NAZHIR, ["membina", "pembinaan", "mengganti", "memberhentikan", "izin", "persetujuan"]] }, // 6 Pasal 49
  { question: "bwi di jabar aya teu", mustContain: [["perwakilan"]] }, // 6

  // ---------- Regulations ----------
  {
    question: "dasar hukum wakaf di indonesia apa aja",
    mustContain: [["41 tahun 2004", "41/2004", "nomor 41", "no. 41", "no 41"], ["42 tahun 2006", "42/2006", "nomor 42", "no. 42", "no 42"]],
  }, // 5
  { question: "pp 25 2018 ttg apa", mustContain: [["perubahan"], ["42 tahun 2006", "42/2006", "pp 42", "nomor 42", "no. 42"]] }, // 5
  { question: "PMA 73 tahun 2013 isinya apa", mustContain: [["tata cara"], ["tidak bergerak"]] }, // 5
  { question: "aturan pendaftaran wakaf uang yg PMA nomor brp", mustContain: [["nomor 4 tahun 2009"], ["wakaf uang"]] }, // 5

  // ---------- Statistics ----------
  { question: "jumlah tanah wakaf di indonesia brp", mustContain: [["561.909", "445.504", "430.000", "421.903", "561 ribu", "445 ribu"]] }, // 7.1
  { question: "tanah wakaf di jabar udh bersertifikat brp persen", mustContain: [["55,95", "48.123", "56%", "55,9", "56 persen"]] }, // 7.2

  // ---------- Office services about wakaf ----------
  { question: "kua ngurusin wakaf jg? layanannya apa aja", mustContain: [["aiw", "akta ikrar wakaf"], NAZHIR] }, // 8.1
];

export const HELD_OUT_OUT_OF_FIELD: readonly EvalCase[] = [
  // Other KUA services (must get the honest fallback, never a wakaf procedure)
  { question: "daftar nikah di kua syaratnya apa" }, // 1.13 other KUA services
  { question: "cara daftar haji" },
  { question: "rujuk gmn prosedurnya" },
  { question: "isbat nikah ngurusnya dmn" },
  { question: "gugat cerai ke kua ato ke pengadilan agama" },
  { question: "sertifikat halal buat warung bakso ngurusnya gmn" },
  { question: "zakat fitrah taun ini brp per jiwa" },
  { question: "bimwin catin jadwalnya kapan" },
  { question: "kartu nikah digital cara dapetnya" },
  { question: "manasik haji di kua coblong kapan" },
  { question: "biaya nikah di luar kantor kua brp" },
  { question: "wali nikah kalo ayah udh meninggal siapa" },
  { question: "nikah siri bisa dicatat ga" },
  { question: "umroh backpacker aman teu" },
  // Share words with wakaf topics but are not about wakaf (not covered by domain-facts)
  { question: "sertifikat tanah hilang ngurus kemana" },
  { question: "pembagian tanah warisan anak laki2 sama perempuan gmn" },
  { question: "cara balik nama sertifikat tanah abis jual beli" },
  { question: "hibah tanah ke anak pajaknya brp" },
  { question: "zakat penghasilan brp persen" },
  { question: "ajb tanah di notaris biayanya brp" },
  { question: "pbb tanah bayarnya dmn" },
  // General questions
  { question: "bandung hujan teu engke sore" },
  { question: "persib maen jam brp" },
  { question: "resep seblak ceker" },
  { question: "perpanjang sim dmn" },
  { question: "bikin paspor online gmn" },
  { question: "harga beras skrg brp sekilo" },
  { question: "cara bikin website pake react" },
  { question: "ceritain jokes dong" },
  { question: "ngurus akta kelahiran anak dmn" },
];
