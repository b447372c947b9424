// Held-out set 25 (issue 35): written on 2026-12-07 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";
// Kind tags (trailing comment on each case):
//   su     = Sundanese or Sundanese-mixed Indonesian
//   story  = 2-5 sentences about a family's or a mosque committee's situation, ending in a question
//   formal = a formal, complete Indonesian question
//   chat   = informal chat Indonesian (lowercase, abbreviations, typos, no punctuation)
//   "1.13" after the kind = the question is about a topic of section 1.13 of the fact sheet
//   [GK] = the fact sheet marks the fact as general knowledge / unverified; [local] = one office's example
// Out-of-field tags: kua = another KUA service, trap = shares wakaf's words but is not about wakaf,
//   other = another subject entirely. Out-of-field cases carry no check.

const TWO_WITNESSES: readonly string[] = [
  "2 saksi",
  "dua saksi",
  "2 orang saksi",
  "dua orang saksi",
  "2 (dua) saksi",
  "dua (2) saksi",
  "2 (dua) orang saksi",
  "dua (2) orang saksi",
];
const SEVEN_WORKDAYS: readonly string[] = [
  "7 hari kerja",
  "tujuh hari kerja",
  "7 (tujuh) hari kerja",
  "tujuh (7) hari kerja",
];
const PPAIW: readonly string[] = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf"];
const BWI: readonly string[] = ["BWI", "Badan Wakaf Indonesia"];
const LAND_OFFICE: readonly string[] = ["BPN", "Pertanahan"];
const MINISTER: readonly string[] = ["Menteri", "Menag"];
const MINISTER_STRICT: readonly string[] = [" Menteri", "(Menteri", "/Menteri", "Menteri Agama", " Menag", "(Menag", "/Menag"];
const NOT_OWNER: readonly string[] = [
  "bukan pemilik",
  "bukan milik",
  "bukan miliknya",
  "bukan berarti",
  "tidak berarti",
  "tidak menjadikan",
  "tidak menjadi pemilik",
  "tidak menjadi milik",
  "bukan sebagai pemilik",
  "tidak memiliki",
  "bukan nama wakif",
  "bukan atas nama wakif",
  "bukan lagi atas nama",
  "tidak lagi atas nama",
  "bukan atas nama pribadi",
  "sebagai pengelola",
  "hanya pengelola",
  "hanya mengelola",
];
const CASH_APPOINTED: readonly string[] = [
  "ditunjuk",
  "ditetapkan",
  "PWU",
  "Penerima Wakaf Uang",
  ...MINISTER_STRICT,
];
const NAZHIR_CHANGE: readonly string[] = [
  "penggantian nazhir",
  "penggantian nadzir",
  "penggantian nazir",
  "pergantian nazhir",
  "pergantian nadzir",
  "pergantian nazir",
  "ganti nazhir",
  "ganti nadzir",
  "ganti nazir",
  "perubahan nazhir",
  "perubahan nadzir",
  "perubahan nazir",
  "nazhir baru",
  "nadzir baru",
  "nazir baru",
  "nazhir pengganti",
  "nadzir pengganti",
  "nazir pengganti",
  "ganti nama",
  "balik nama",
  "perubahan nama",
];
const NAZHIR_WORD: readonly string[] = ["nazhir", "nadzir", "nazir", "nadhir"];
const IRREVOCABLE: readonly string[] = [
  "tidak dapat dibatalkan",
  "tidak bisa dibatalkan",
  "tidak boleh dibatalkan",
  "tidak dapat ditarik",
  "tidak bisa ditarik",
  "tidak boleh ditarik",
  "tidak dapat lagi ditarik",
  "tidak bisa lagi ditarik",
  "tidak dapat diambil kembali",
  "tidak bisa diambil kembali",
  "tidak boleh diambil kembali",
  "tidak dapat dicabut",
  "tidak bisa dicabut",
  "tidak dapat membatalkan",
  "tidak bisa membatalkan",
];
const FOREVER: readonly string[] = [
  "selama-lamanya",
  "selamanya",
  "tanpa batas waktu",
  "waktu tidak terbatas",
  "tidak terbatas",
  "permanen",
  "abadi",
  "ta'bid",
  "muabbad",
];
const FREEHOLD: readonly string[] = ["hak milik", "SHM"];
const LIMITED_RIGHT: readonly string[] = ["hak guna bangunan", "HGB", "hak pakai"];
const ONLY_OR_NOT: readonly string[] = [
  "tidak bisa",
  "tidak dapat",
  "tidak boleh",
  "hanya dapat",
  "hanya bisa",
  "hanya boleh",
  "harus",
];
const FORBIDDEN: readonly string[] = [
  "tidak boleh",
  "tidak dapat",
  "tidak bisa",
  "dilarang",
  "tidak diperbolehkan",
];
const EXCHANGE: readonly string[] = ["tukar", "penukaran", "ruislag", "perubahan status"];
const SAME_VALUE: readonly string[] = [
  "sekurang-kurangnya sama",
  "paling sedikit sama",
  "minimal sama",
  "setidaknya sama",
  "sama nilai",
  "senilai",
  "setara",
  "seimbang",
  "nilai dan manfaat",
  "manfaat dan nilai",
  "nilai yang sama",
  "manfaat yang sama",
  "tidak kurang",
];
const WRITTEN_PERMISSION: readonly string[] = [
  "izin tertulis",
  "persetujuan tertulis",
  "secara tertulis",
  "tertulis dari",
];
const REPLACE: readonly string[] = ["ganti"];
const ONE_THIRD: readonly string[] = ["1/3", "1 / 3", "sepertiga", "satu pertiga"];
const ALL_HEIRS: readonly string[] = [
  "semua ahli waris",
  "seluruh ahli waris",
  "para ahli waris",
  "ahli waris lain",
  "ahli waris yang lain",
  "setiap ahli waris",
  "masing-masing ahli waris",
  "semua waris",
];
const CONSENT: readonly string[] = ["setuju", "izin", "tanda tangan", "menandatangani"];
const SUNNAH: readonly string[] = ["sunnah", "sunah", "dianjurkan", "mustahab"];
const TEN_PERCENT: readonly string[] = [
  "10%",
  "10 %",
  "10 persen",
  "sepuluh persen",
  "10 (sepuluh) persen",
];
const THREE_PEOPLE: readonly string[] = ["3 orang", "tiga orang", "3 (tiga) orang", "tiga (3) orang"];
const FIVE_YEARS: readonly string[] = ["5 tahun", "lima tahun", "5 (lima) tahun", "lima (5) tahun"];
const FREE_OF_CHARGE: readonly string[] = [
  "Rp0",
  "Rp 0",
  "Rp.0",
  "Rp. 0",
  "gratis",
  "tidak dipungut",
  "tanpa biaya",
  "bebas biaya",
  "nol rupiah",
  "cuma-cuma",
  "tidak ada biaya",
  "tidak dikenakan biaya",
];
const MEASUREMENT: readonly string[] = ["pengukuran", "ukur"];
const CASH_INSTITUTION: readonly string[] = ["LKS", "Lembaga Keuangan Syariah", "bank syariah"];
const OWNERSHIP_PROOF: readonly string[] = [
  "sertifikat",
  "sertipikat",
  "SHM",
  "girik",
  "Letter C",
  "bukti kepemilikan",
];
const BECOMES_OWNER: readonly string[] = [
  "menjadi pemilik",
  "menjadi milik",
  "pemilik baru",
  "beralih",
  "berpindah",
];

export const HELD_OUT_25_IN_FIELD: readonly EvalCase[] = [
  // --- Definitions and basics ---
  { question: "Apa pengertian wakaf menurut Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["memisahkan", "menyerahkan"], ["ibadah", "kesejahteraan umum"]] }, // formal
  { question: "wakif tuh maksudnya siapa sih", mustContain: [["yang mewakafkan", "pemberi wakaf", "memberikan wakaf", "yang berwakaf", "mewakafkan harta"]] }, // chat
  { question: "mauquf alaih artinya apa ya", mustContain: [["alaih", "alayh"], ["penerima manfaat", "menerima manfaat", "pihak yang ditunjuk", "penerima hasil"]] }, // chat
  { question: "Apa yang dimaksud dengan mauquf bih dalam wakaf?", mustContain: [["mauquf bih", "mauquf bihi", "mawquf bih", "maukuf bih"], ["yang diwakafkan", "objek wakaf", "harta benda wakaf", "harta wakaf"]] }, // formal
  { question: "nazhir teh saha kitu? naon padamelanana?", mustContain: [["menerima"], ["mengelola", "dikelola"], ["mengembangkan", "dikembangkan"]] }, // su
  { question: "ppaiw singkatan dr apa", mustContain: [["Pejabat Pembuat Akta Ikrar Wakaf"]] }, // chat
  { question: "saha nu janten PPAIW di kacamatan? naha pa lurah?", mustContain: [["Kepala KUA"], PPAIW] }, // su
  { question: "ikrar wakaf itu maksudnya gmn sih", mustContain: [["pernyataan", "menyatakan"], ["lisan", "tertulis", "tulisan"]] }, // chat

  // --- Pasal 3: an ikrar cannot be undone ---
  { question: "wakaf yg udh diikrarin bs dibatalin gak", mustContain: [IRREVOCABLE] }, // chat
  { question: "pun bapa tos ngawakafkeun lahan ka madrasah taun kamari, ayeuna hoyong dicandak deui margi butuh artos. tiasa teu?", mustContain: [IRREVOCABLE] }, // su
  { question: "Almarhum ayah saya mewakafkan tanah 200 meter untuk musala sepuluh tahun lalu dan sudah ada aktanya di KUA. Sekarang kakak saya sedang terlilit utang dan ingin mengambil kembali tanah itu untuk dijual. Dia bilang sebagai ahli waris dia berhak. Apakah benar ahli waris bisa menarik kembali tanah wakaf?", mustContain: [IRREVOCABLE, ["ahli waris"], ["dijual", "diwariskan", "diwaris", "warisan", "Pasal 40"]] }, // story
  { question: "Tahun lalu paman saya mewakafkan tanah ke DKM. Selain akta dari KUA, mereka juga membuat surat pernyataan bermaterai: kalau dalam lima tahun masjid belum dibangun, tanah kembali ke paman. Sekarang paman menagih janji itu. Apakah surat pernyataan itu berlaku?", mustContain: [IRREVOCABLE, ["surat pernyataan", "pernyataan bermaterai", "pernyataan bermeterai", "perjanjian", "materai", "meterai", "kesepakatan"]] }, // story
  { question: "Apakah penggantian nazhir menyebabkan ikrar wakaf menjadi batal?", mustContain: [["tidak membatalkan", "tidak batal", "tetap sah", "tidak menggugurkan", "tetap berlaku", "tidak menjadi batal", "tidak menyebabkan", "tidak berpengaruh"]] }, // formal

  // --- Unsur (law) and rukun (fiqh) ---
  { question: "Sebutkan unsur-unsur wakaf menurut Pasal 6 UU Nomor 41 Tahun 2004.", mustContain: [["jangka waktu"], ["peruntukan"]] }, // formal
  { question: "unsur wakaf ada brp aja sih", mustContain: [["6", "enam"], ["jangka waktu"]] }, // chat
  { question: "rukun wakaf teh aya sabaraha? naon wae?", mustContain: [[" empat", "empat rukun", "4 rukun", "ada 4", "4 (empat)", "4 perkara", "4 hal", "4 macam"], ["alaih", "alayh", "penerima manfaat"], ["sighat", "shighat", "sigat", "ikrar"]] }, // su
  { question: "nazhir itu trmsk rukun wakaf ga", mustContain: [["tidak termasuk", "bukan termasuk", "bukan rukun", "bukan bagian", "tidak menjadi rukun", "bukan salah satu", "tidak dimasukkan", "tidak tergolong"], ["unsur"]] }, // chat

  // --- Wakif ---
  { question: "Apa saja syarat wakif perseorangan menurut Pasal 8 UU Wakaf?", mustContain: [["dewasa"], ["berakal"], ["terhalang", "cakap"]] }, // formal
  { question: "anak sy umur 15 thn pengen wakaf tabungannya boleh gak", mustContain: [["belum dewasa", "belum baligh", "belum balig", "belum cukup umur", "di bawah umur", "belum mencapai", "belum berusia", "belum memenuhi"], ["dewasa", "baligh", "balig"]] }, // chat
  { question: "yayasan bs jd wakif ga", mustContain: [["anggaran dasar"]] }, // chat

  // --- Nazhir ---
  { question: "naon wae sarat kanggo janten nazhir perorangan?", mustContain: [["WNI", "warga negara Indonesia"], ["amanah"], ["Islam", "muslim"]] }, // su
  { question: "nazhir hrs wni ga? sodara sy wna", mustContain: [["WNI", "warga negara Indonesia"]] }, // chat
  { question: "Apa saja tugas nazhir menurut Pasal 11 UU Nomor 41 Tahun 2004?", mustContain: [["mengadministrasikan", "administrasi"], ["mengawasi", "melindungi"], ["melaporkan", "laporan"]] }, // formal
  { question: "Di kampung kami ada musala di atas tanah wakaf. Nazhirnya seorang sesepuh yang baik, tetapi selama ini tidak pernah ada catatan atau laporan apa pun tentang tanah dan kotak amalnya. Warga mulai bertanya-tanya. Sebenarnya apa saja kewajiban nazhir dan kepada siapa dia harus melapor?", mustContain: [BWI, ["melaporkan", "laporan", "lapor"]] }, // story
  { question: "nazhir kenging gajih teu? sabaraha?", mustContain: [TEN_PERCENT, ["bersih", "neto"]] }, // su
  { question: "Kami pengurus DKM yang menjadi nazhir atas dua kios wakaf di depan masjid. Kios itu disewakan dan hasilnya lumayan. Bendahara bertanya apakah kami sebagai nazhir boleh mengambil honor dari hasil sewa itu, dan kalau boleh berapa batasnya?", mustContain: [TEN_PERCENT] }, // story
  { question: "nazhir perorangan minimal brp org", mustContain: [THREE_PEOPLE] }, // chat
  { question: "Ayah ingin mewakafkan tanah miliknya di kampung untuk madrasah. Rencananya kami tiga bersaudara yang jadi nazhir, tapi kami semua sudah lama tinggal di Bekasi dan Tangerang, tidak ada yang tinggal dekat tanah itu. Apakah susunan nazhir seperti itu bisa disahkan?", mustContain: [["kecamatan"], ["salah satu", "salah seorang", "seorang", "satu orang", "satu di antara"]] }, // story [GK]
  { question: "Berapa lama masa jabatan nazhir dan apakah dapat diperpanjang?", mustContain: [FIVE_YEARS, ["diangkat kembali", "diperpanjang", "diangkat lagi", "dapat diangkat"]] }, // formal
  { question: "sertifikat tanah wakaf nanti atas nama siapa", mustContain: [["nama nazhir", "nama nadzir", "nama nazir", "nama para nazhir"], NOT_OWNER] }, // chat
  { question: "nazhir kedah didaptarkeun ka mana?", mustContain: [BWI, MINISTER_STRICT, ["KUA", "Kantor Urusan Agama"]] }, // su
  { question: "Kami punya yayasan pendidikan keluarga yang sudah berbadan hukum. Seorang dermawan ingin mewakafkan tanahnya untuk madrasah kami dan meminta yayasan kami menjadi nazhirnya. Apa syaratnya supaya yayasan bisa menjadi nazhir?", mustContain: [["pengurus"], ["W.5a", "W5a", "sosial", "kemasyarakatan", "keagamaan"]] }, // story

  // --- Harta benda wakaf ---
  { question: "Apa syarat tanah yang dapat diwakafkan menurut PP Nomor 42 Tahun 2006?", mustContain: [["sengketa"], ["sita", "sitaan", "disita"], ["jaminan", "dijaminkan", "agunan"]] }, // formal
  { question: "lahan abdi nuju pasea jeung dulur, can beres di pangadilan. tiasa diwakafkeun ayeuna?", mustContain: [["sengketa", "perkara"], ["belum bisa", "belum dapat", "tidak bisa", "tidak dapat", "tidak boleh", "harus bebas", "bebas dari", "harus selesai", "diselesaikan"]] }, // su
  { question: "Sertifikat tanah bapak saya sedang dijaminkan di bank untuk pinjaman KUR warung. Bapak ingin sekali mewakafkan sebagian tanah itu untuk jalan ke makam kampung. Apakah bisa diproses sekarang di KUA?", mustContain: [["tidak sedang dijaminkan", "tidak dijaminkan", "bebas dari", "lunas", "dilunasi", "roya", "pelunasan"], ["belum bisa", "belum dapat", "tidak bisa", "tidak dapat", "tidak boleh", "harus"]] }, // story
  { question: "selain tanah harta apa aja yg bs diwakafin", mustContain: [["uang"], ["kendaraan", "logam mulia", "surat berharga", "kekayaan intelektual", "HKI", "hak sewa", "saham", "emas"]] }, // chat
  { question: "motor tiasa diwakafkeun teu? kanggo ojeg santri", mustContain: [["benda bergerak", "harta bergerak"], ["kendaraan"]] }, // su
  { question: "hak cipta buku sy bs diwakafin ga", mustContain: [["kekayaan intelektual", "HKI", "HaKI"], ["bergerak"]] }, // chat
  { question: "Menurut PP Nomor 42 Tahun 2006, harta benda wakaf dikelompokkan menjadi jenis apa saja?", mustContain: [["tidak bergerak"], ["selain uang"], ["berupa uang"]] }, // formal
  { question: "tanah yg blm ada sertifikatnya bs diwakafin gak", mustContain: [["girik", "Letter C", "AJB", "akta jual beli", "Petok", "belum terdaftar", "tidak terdaftar"]] }, // chat
  { question: "saham tiasa diwakafkeun teu?", mustContain: [["surat berharga"]] }, // su
  { question: "Ibu saya baru panen dan ingin mewakafkan satu ton beras ke pesantren untuk makan santri selama sebulan. Teman pengajiannya bilang itu bukan wakaf. Sebenarnya beras seperti itu bisa diwakafkan atau tidak?", mustContain: [["tahan lama", "jangka panjang", "sekali pakai", "sekali konsumsi", "dikonsumsi", "habis dipakai", "habis dimakan", "habis dalam", "habis setelah", "habis sekali", "langsung habis", "cepat habis", "akan habis", "bisa habis", "mutaqawwim"]] }, // story

  // --- Ikrar and AIW ---
  { question: "saksi ikrar wakaf kedah sabaraha urang?", mustContain: [TWO_WITNESSES, ["ikrar"]] }, // su
  { question: "ikrar wakaf hrs di depan siapa", mustContain: [PPAIW, TWO_WITNESSES, ["hadapan", "depan"]] }, // chat
  { question: "Nenek saya ingin mewakafkan kebunnya untuk pesantren dan semua dokumen sudah siap. Masalahnya nenek sudah sepuh dan sakit, tidak bisa bangun dari tempat tidur, apalagi datang ke KUA. Apakah ikrarnya bisa diwakilkan oleh anaknya?", mustContain: [["kuasa"], TWO_WITNESSES] }, // story
  { question: "Apa saja isi minimal yang harus dimuat dalam Akta Ikrar Wakaf?", mustContain: [["identitas", "nama"], ["peruntukan"], ["jangka waktu"]] }, // formal
  { question: "majelis ikrar wakaf yg hadir siapa aja", mustContain: [["majelis"], NAZHIR_WORD, TWO_WITNESSES] }, // chat
  { question: "ikrar wakaf cekap ku lisan wungkul teu? atanapi kedah aya seratanana?", mustContain: [["lisan"], ["Akta Ikrar Wakaf", "AIW", "akta"], ["tertulis", "dituangkan", "dicatat", "ditulis"]] }, // su

  // --- Peruntukan ---
  { question: "Untuk tujuan apa saja harta benda wakaf dapat diperuntukkan menurut Pasal 22 UU Wakaf?", mustContain: [["pendidikan", "kesehatan"], ["fakir miskin", "yatim", "anak terlantar", "beasiswa"], ["ekonomi umat", "ekonomi masyarakat", "peningkatan ekonomi", "kemajuan ekonomi", "pemberdayaan ekonomi"]] }, // formal
  { question: "klo pas ikrar ga disebutin peruntukannya gmn", mustContain: [NAZHIR_WORD, ["menetapkan", "menentukan", "ditetapkan", "ditentukan"], ["Pasal 23", "tidak menetapkan", "tidak menentukan", "tidak ditetapkan", "tidak ditentukan", "tidak disebut", "tidak menyebut", "tanpa menyebut", "tidak dinyatakan", "tidak menyatakan", "belum ditetapkan", "belum ditentukan"]] }, // chat
  { question: "tiasa teu ngawakafkeun kebon, hasilna kanggo beasiswa barudak yatim?", mustContain: [["Pasal 22", "peruntukan"], ["produktif", "dikelola", "hasil"]] }, // su
  { question: "Bapak saya ingin mewakafkan sebagian kebunnya. Hasil kebunnya nanti mau dipakai untuk membiayai sekolah anak-anak yatim di kampung. Apa istilah fikihnya untuk anak-anak yatim itu dalam wakaf, dan apakah mereka harus disebut waktu ikrar?", mustContain: [["alaih", "alayh"], ["ikrar", "AIW", "Akta Ikrar"], ["peruntukan", "peruntukkan"]] }, // story

  // --- Registration at the land office ---
  { question: "brp lama ppaiw hrs daftarin tanah wakaf ke bpn", mustContain: [SEVEN_WORKDAYS, LAND_OFFICE] }, // chat
  { question: "Siapa yang mendaftarkan tanah wakaf ke Kantor Pertanahan dan berapa batas waktunya?", mustContain: [PPAIW, SEVEN_WORKDAYS] }, // formal
  { question: "sertipikat tanah wakaf teh dikaluarkeun ku saha?", mustContain: [LAND_OFFICE, ["menerbitkan", "diterbitkan", "terbit", "mengeluarkan", "dikeluarkan"]] }, // su
  { question: "Kami sudah ikrar wakaf di KUA tiga bulan lalu dan sudah pegang salinan aktanya. Tapi sampai sekarang belum ada kabar soal sertifikat. Kami bingung, apakah kami sendiri sebagai nazhir yang harus membawa berkas ke BPN atau itu tugas pihak lain?", mustContain: [PPAIW, ["atas nama", "mewakili"], SEVEN_WORKDAYS] }, // story
  { question: "saatos ikrar, sabaraha dinten PPAIW kedah ngadaptarkeun ka BPN?", mustContain: [SEVEN_WORKDAYS, LAND_OFFICE] }, // su
  { question: "bawa apa aja ke bpn buat daftar sertifikat tanah wakaf", mustContain: [["sertifikat asli", "asli sertifikat", "sertipikat asli", "asli sertipikat"], ["pengesahan nazhir", "W.5", "W5"]] }, // chat [local]

  // --- Protection and sanctions ---
  { question: "Masjid kami butuh dana renovasi cukup besar. Bendahara DKM mengusulkan sertifikat tanah wakaf masjid dijadikan agunan pinjaman ke bank, nanti dicicil dari kas. Apakah itu diperbolehkan?", mustContain: [["agunan", "jaminan", "dijaminkan", "menjaminkan", "gadai"], ["Pasal 40", "Pasal 67", "pidana", "penjara", "sanksi", "denda"], FORBIDDEN] }, // story
  { question: "Apa sanksi pidana bagi orang yang dengan sengaja menjual atau menjaminkan harta benda wakaf?", mustContain: [FIVE_YEARS, ["500 juta", "500.000.000", "lima ratus juta", "Rp500", "Rp 500"]] }, // formal
  { question: "aya nu ngajual tanah wakaf tajug di lembur abdi. aya hukumanana teu?", mustContain: [["penjara", "pidana"], ["500", "lima ratus"]] }, // su
  { question: "Buyut kami dulu mewakafkan sawah untuk madrasah dan sudah bersertifikat wakaf. Sekarang beberapa cucunya menganggap sawah itu masih harta warisan keluarga dan minta dibagi. Apakah tanah wakaf bisa dibagi sebagai warisan?", mustContain: [["tidak boleh diwaris", "tidak dapat diwaris", "tidak bisa diwaris", "dilarang diwaris", "bukan harta warisan", "bukan warisan", "tidak termasuk harta warisan", "tidak termasuk warisan", "tidak dapat dibagi", "tidak bisa dibagi", "tidak boleh dibagi", "tidak dapat dijadikan warisan", "tidak bisa dijadikan warisan"]] }, // story

  // --- Wakaf produktif ---
  { question: "tanah wakaf boleh disewain gak", mustContain: [["produktif"], ["hasil", "keuntungan"]] }, // chat
  { question: "sawah wakaf tiasa digarap, hasilna kanggo ngabiayaan madrasah?", mustContain: [["produktif"]] }, // su
  { question: "Desa kami punya tanah wakaf satu hektar yang sudah bertahun-tahun hanya jadi semak belukar. Nazhirnya bilang yang penting tanahnya tidak hilang. Warga ingin tanah itu bermanfaat. Sebenarnya apa kewajiban nazhir terhadap tanah seperti ini?", mustContain: [["produktif"], ["mengelola", "mengembangkan", "dikelola", "dikembangkan"]] }, // story
  { question: "Lembaga apa yang digunakan apabila pengelolaan wakaf produktif memerlukan penjaminan?", mustContain: [["penjamin syariah", "penjaminan syariah"]] }, // formal

  // --- Wakaf uang ---
  { question: "wakaf uang lewat mana sih", mustContain: [CASH_INSTITUTION, CASH_APPOINTED] }, // chat
  { question: "abdi hoyong wakaf artos 500 rebu, kedah ka mana? tiasa dititipkeun di KUA?", mustContain: [CASH_INSTITUTION, CASH_APPOINTED] }, // su
  { question: "wakaf pake dolar bs gak", mustContain: [["rupiah"], ["konversi", "ditukar", "dirupiahkan", "diubah", "dialihkan"]] }, // chat
  { question: "Kapan Majelis Ulama Indonesia menetapkan fatwa tentang wakaf uang dan apa hukumnya?", mustContain: [["2002"], ["jawaz", "boleh", "dibolehkan", "mubah"]] }, // formal
  { question: "wakaf uang halal gak sih kan uangnya bisa abis", mustContain: [["MUI", "Majelis Ulama"], ["pokok"]] }, // chat
  { question: "Saya karyawan swasta dan ingin berwakaf uang tiap bulan lewat potong gaji di bank syariah tempat gaji saya masuk. Teman saya bilang nanti dapat bukti resmi. Bukti apa yang seharusnya saya terima?", mustContain: [["Sertifikat Wakaf Uang"]] }, // story
  { question: "Pengurus masjid kami ingin membuka penerimaan wakaf uang dari jamaah lewat kotak khusus, lalu membuat sertifikat sendiri yang dicetak di tukang fotokopi. Apakah cara itu sudah sesuai aturan?", mustContain: [CASH_INSTITUTION, ["Sertifikat Wakaf Uang"]] }, // story
  { question: "total wakaf uang yg kekumpul secara nasional udh brp", mustContain: [["2,3 triliun", "2,3 T", "Rp2,3", "Rp 2,3", "2.3 triliun"], ["2024"]] }, // chat

  // --- Religious sources ---
  { question: "Apa isi QS Ali 'Imran ayat 92 yang sering dijadikan dasar wakaf?", mustContain: [["kebajikan", "kebaikan", "kebaktian", "al-birr"], ["cintai", "sukai"]] }, // formal
  { question: "hadis ttg wakaf apa aja", mustContain: [["Khaibar", "Umar"], ["jariyah", "jariah", "tiga perkara", "tiga amal", "tiga hal", "1631"]] }, // chat
  { question: "kumaha carita Umar ngawakafkeun tanah di Khaibar?", mustContain: [["dijual"], ["hasil", "sedekah", "sedekahkan"]] }, // su
  { question: "Saya diminta mengisi kultum di masjid tentang wakaf. Saya ingin mengutip hadis tentang tiga amal yang pahalanya tidak terputus setelah meninggal. Hadis itu riwayat siapa dan nomor berapa supaya saya tidak salah sebut?", mustContain: [["1631"], ["Muslim"]] }, // story
  { question: "di quran ada kata wakaf gak sih", mustContain: [["infak", "infaq"], ["tidak menyebut", "tidak disebut", "tidak secara", "tidak ada kata", "tidak tercantum", "tidak ditemukan", "tidak langsung", "tidak eksplisit"]] }, // chat
  { question: "wakaf pertama dlm sejarah islam apa", mustContain: [["Quba", "Nabawi"], ["Umar", "Khaibar", "berbeda", "perbedaan", "pendapat"]] }, // chat

  // --- Documents and steps at the KUA ---
  { question: "syarat wakaf tanah di kua apa aja", mustContain: [["KTP"], ["saksi"], OWNERSHIP_PROOF] }, // chat
  { question: "naon wae sarat-sarat ngadaptarkeun wakaf tanah di KUA?", mustContain: [["KTP"], ["sengketa"], OWNERSHIP_PROOF] }, // su
  { question: "materai kanggo wakaf sabaraha ayeuna?", mustContain: [["10.000", "10 ribu", "sepuluh ribu", "10rb", "10000"]] }, // su [GK]
  { question: "Tanah yang mau kami wakafkan dibeli saya dan suami setelah menikah, sertifikatnya atas nama suami. Suami sudah siap jadi wakif. Adik ipar bilang saya sebagai istri juga harus ikut tanda tangan. Apakah memang perlu?", mustContain: [CONSENT, ["pasangan", "istri"]] }, // story
  { question: "alur wakaf tanah di kua gmn step by step", mustContain: [PPAIW, ["saksi"], LAND_OFFICE] }, // chat
  { question: "Seorang warga mau mewakafkan tanahnya untuk memperluas masjid kami. Pengurus DKM belum pernah mengurus wakaf, jadi kami bingung mulai dari mana. Bisa dijelaskan tahapannya dari awal sampai sertifikat terbit?", mustContain: [PPAIW, TWO_WITNESSES, LAND_OFFICE] }, // story
  { question: "apaiw itu apa", mustContain: [["pengganti"], ["meninggal", "wafat", "belum tercatat", "tidak tercatat", "belum pernah", "tidak pernah", "lama"]] }, // chat
  { question: "aki abdi tos pupus. kapungkur anjeunna ngawakafkeun tanah kanggo tajug, tapi teu aya suratna di KUA. ayeuna kumaha ngurusna?", mustContain: [["Akta Pengganti", "APAIW", "W.3", "W3"]] }, // su
  { question: "form w7 itu utk apa", mustContain: [["W.7", "W7", "W-7", "W 7"], LAND_OFFICE, ["pengantar", "permohonan", "mendaftarkan", "pendaftaran"]] }, // chat
  { question: "bisa daftar wakaf online gak", mustContain: [["e-AIW", "eAIW", "AIW elektronik", "AIW digital", "digital", "online", "daring", "elektronik"], ["SIWAK"]] }, // chat
  { question: "Apa yang dimaksud dengan formulir WD dalam perwakafan tanah milik?", mustContain: [["1977"]] }, // formal
  { question: "Peraturan apa yang mengatur tata cara pendaftaran tanah wakaf di Kantor Pertanahan?", mustContain: [["2 Tahun 2017", "2/2017"]] }, // formal

  // --- Fees ---
  { question: "ngurus sertifikat tanah wakaf bayar brp", mustContain: [FREE_OF_CHARGE, MEASUREMENT] }, // chat
  { question: "ngadamel akta ikrar wakaf di KUA mayar teu?", mustContain: [FREE_OF_CHARGE, ["meterai", "materai", "fotokopi"]] }, // su [GK]
  { question: "Kami akan mewakafkan tanah 100 meter persegi di Jawa Barat untuk musala. Tetangga bilang sertifikat wakaf gratis, tapi ada juga yang bilang tetap bayar ratusan ribu. Mana yang benar?", mustContain: [FREE_OF_CHARGE, MEASUREMENT] }, // story
  { question: "Bapak punya tanah 500 meter dengan satu sertifikat, tapi yang mau diwakafkan untuk jalan dan musala hanya 80 meter di bagian depan. Apa yang perlu dilakukan dengan sertifikatnya dan apakah ada biayanya?", mustContain: [["pemecahan", "dipecah", "pecah", "pemisahan", "dipisah"], ["pengukuran", "ukur", "biaya"]] }, // story
  { question: "Tanah yang mau diwakafkan kakek untuk madrasah belum bersertifikat, hanya ada AJB lama dari tahun 90-an. Kami dengar sertifikasi wakaf itu gratis. Apakah untuk tanah seperti ini juga sepenuhnya gratis?", mustContain: [FREE_OF_CHARGE, ["pendaftaran pertama", "pengakuan hak", "penegasan hak", "pertama kali", "konversi", "tanah adat", "Letter C", "belum bersertifikat", "belum bersertipikat", "tanpa sertifikat", "tanpa sertipikat", "tidak bersertifikat", "belum ada sertifikat"], ["pengukuran", "ukur", "biaya"]] }, // story
  { question: "Apa dasar hukum pembebasan biaya pendaftaran tanah wakaf di Kantor Pertanahan?", mustContain: [["128/2015", "128 Tahun 2015", "PP 128", "Nomor 128", "No. 128", "13 Tahun 2010", "13/2010"]] }, // formal
  { question: "emg bener skrg daftar tanah wakaf di bpn gratis? sejak kapan", mustContain: [FREE_OF_CHARGE, ["2021", "2015", "2010"]] }, // chat
  { question: "ada aplikasi buat ngecek biaya sertifikat tanah wakaf ga", mustContain: [["Sentuh Tanahku"]] }, // chat

  // --- Regulations ---
  { question: "Peraturan Menteri Agama mana yang mengatur tata cara perwakafan benda tidak bergerak dan benda bergerak selain uang?", mustContain: [["73 Tahun 2013", "73/2013", "PMA 73", "Nomor 73"]] }, // formal
  { question: "aturan ngeunaan administrasi pendaftaran wakaf artos teh naon?", mustContain: [["4 Tahun 2009", "4/2009", "PMA 4", "PMA No. 4", "PMA Nomor 4"]] }, // su
  { question: "pp 25 thn 2018 ttg apa", mustContain: [["perubahan", "mengubah"], ["42"]] }, // chat

  // --- BWI ---
  { question: "bwi itu lembaga apa", mustContain: [["independen"]] }, // chat
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia menurut Pasal 49 UU Wakaf?", mustContain: [["membina", "pembinaan"], ["memberhentikan", "ganti"], ["penukaran", "tukar", "perubahan peruntukan", "perubahan status"]] }, // formal
  { question: "saha pupuhu BWI ayeuna?", mustContain: [["Kamaruddin Amin"]] }, // su
  { question: "program BWI nu kawentar naon namina?", mustContain: [["Indonesia Berwakaf"]] }, // su

  // --- Statistics ---
  { question: "jumlah tanah wakaf di indonesia brp", mustContain: [["561.909", "561,909", "561909", "561 ribu", "445.504", "445,504", "445 ribu", "430.000", "430 ribu", "421.903", "421 ribu"], ["2025", "2023", "2021"]] }, // chat
  { question: "sabaraha persen tanah wakaf di Jabar nu tos gaduh sertipikat?", mustContain: [["55,95", "55.95", "55,9", "55.9", "56%", "56 persen", "48.123", "48,123", "64%", "64 persen"], ["2025", "2010"]] }, // su
  { question: "Saya mahasiswa yang sedang menulis skripsi tentang sertifikasi tanah wakaf. Dosen saya minta data nasional terbaru dari SIWAK. Menurut data Januari 2025, berapa bidang tanah wakaf yang belum bersertifikat?", mustContain: [["297.211", "297,211", "297211", "297 ribu"]] }, // story
  { question: "tanah wakaf paling bnyk dipake buat apa", mustContain: [["masjid"], ["musala", "mushola", "musholla", "mushalla", "musalla", "langgar"]] }, // chat

  // === Section 1.13: what visitors also ask ===
  // Land is given for ever
  { question: "bs gak wakaf tanah cuma 10 thn trus balik lg ke keluarga", mustContain: [FOREVER, FREEHOLD] }, // chat 1.13
  { question: "tiasa teu ngawakafkeun sawah ngan ukur 20 taun, engke dipulangkeun deui ka kulawarga?", mustContain: [FOREVER, FREEHOLD] }, // su 1.13
  { question: "Apakah wakaf berjangka (untuk jangka waktu tertentu) dapat dilakukan atas tanah, dan atas harta apa saja wakaf berjangka diperbolehkan?", mustContain: [FREEHOLD, LIMITED_RIGHT] }, // formal 1.13
  { question: "Seorang pengusaha di desa kami menawarkan tanahnya untuk dibangun masjid, tapi dia hanya mau mewakafkannya selama 25 tahun, setelah itu tanah kembali ke anak-anaknya. Tanahnya bersertifikat hak milik atas nama dia. Pengurus DKM ragu apakah wakaf seperti itu bisa dibuatkan aktanya. Bagaimana aturannya?", mustContain: [FOREVER, ONLY_OR_NOT] }, // story 1.13
  { question: "tanah shm bs diwakafin sementara aja ga", mustContain: [FOREVER, ONLY_OR_NOT] }, // chat 1.13

  // Exchange (tukar / ruislag)
  { question: "Bagaimana ketentuan penukaran (ruislag) tanah wakaf yang terkena proyek pembangunan jalan tol untuk kepentingan umum?", mustContain: [MINISTER, BWI, SAME_VALUE] }, // formal 1.13 [GK]
  { question: "Masjid kami berdiri di tanah wakaf yang sempit di dalam gang. Pengurus ingin menjual tanah dan bangunan itu, lalu uangnya dipakai membeli tanah yang lebih luas di pinggir jalan untuk masjid baru. Sebagian jamaah bilang tanah wakaf haram dijual. Apa yang sebenarnya harus kami tempuh?", mustContain: [EXCHANGE, BWI, MINISTER] }, // story 1.13 [GK]
  { question: "tanah wakaf madrasah di lembur abdi kakeunaan proyek jalan ti pamarentah. kumaha atuh, naha tiasa diganti ku tanah sanes?", mustContain: [EXCHANGE, SAME_VALUE] }, // su 1.13 [GK]
  { question: "tukar guling tanah wakaf hrs izin siapa", mustContain: [MINISTER_STRICT, BWI, EXCHANGE] }, // chat 1.13 [GK]
  { question: "tanah wakaf udh ga kepake lg bs dijual aja gak", mustContain: [EXCHANGE, FORBIDDEN] }, // chat 1.13 [GK]
  { question: "Dalam keadaan apa saja harta benda wakaf dapat ditukar menurut PP Nomor 42 Tahun 2006?", mustContain: [["tidak dapat dipergunakan", "tidak dapat digunakan", "tidak bisa digunakan", "tidak dapat dimanfaatkan", "tidak bisa dimanfaatkan", "tidak lagi", "tidak sesuai"], ["tata ruang", "RUTR", "kepentingan umum"]] }, // formal 1.13 [GK]

  // Change of use (perubahan peruntukan)
  { question: "Halaman masjid kami cukup luas. Pengurus ingin membangun beberapa kios di sebagian halaman itu untuk disewakan, hasilnya untuk biaya listrik dan marbot. Tanahnya tanah wakaf yang dulu diikrarkan untuk masjid. Apakah boleh langsung dibangun?", mustContain: [BWI, WRITTEN_PERMISSION, ["peruntukan", "peruntukkan"]] }, // story 1.13
  { question: "tanah wakaf musholla mau dijadiin parkiran boleh gak", mustContain: [BWI, WRITTEN_PERMISSION, ["peruntukan", "peruntukkan"]] }, // chat 1.13
  { question: "lahan wakaf kanggo pamakaman bade dianggo ngawangun sakola. kedah idin ka saha?", mustContain: [BWI, WRITTEN_PERMISSION, ["peruntukan", "peruntukkan"]] }, // su 1.13
  { question: "Apakah nazhir berwenang mengubah peruntukan harta wakaf, misalnya dari masjid menjadi madrasah?", mustContain: [BWI, WRITTEN_PERMISSION, ["peruntukan", "peruntukkan"]] }, // formal 1.13
  { question: "dkm mau bangun kios di tanah wakaf masjid hrs izin ke siapa", mustContain: [BWI, ["peruntukan", "peruntukkan"], WRITTEN_PERMISSION] }, // chat 1.13

  // When a nazhir dies or stops
  { question: "nazhir tanah wakaf tajug di lembur abdi tos pupus. naha wakafna janten batal?", mustContain: [["tidak batal", "tidak gugur", "tidak membatalkan", "tetap", "berlanjut", "masih sah"], REPLACE] }, // su 1.13 [GK]
  { question: "Dalam hal apa saja nazhir diberhentikan dan diganti menurut Pasal 45 UU Nomor 41 Tahun 2004?", mustContain: [["meninggal", "wafat"], ["pidana", "dihukum"], ["permintaan sendiri", "mengundurkan diri", "tidak melaksanakan", "tidak menjalankan", "melanggar"]] }, // formal 1.13 [GK]
  { question: "nazir meninggal trus sertifikat tanah wakafnya kan atas nama dia gmn", mustContain: [[...NAZHIR_CHANGE, "diganti"], LAND_OFFICE, BWI] }, // chat 1.13 [GK]
  { question: "Tanah wakaf kebun di kampung kami dipegang seorang nazhir, paman kami sendiri. Sudah lima tahun kebunnya dibiarkan terbengkalai dan hasilnya tidak jelas ke mana. Warga dan keluarga ingin nazhirnya diganti. Siapa yang berwenang mengganti nazhir dan lewat mana mengurusnya?", mustContain: [BWI, ["KUA"]] }, // story 1.13 [GK]
  { question: "ganti nama nazhir di sertifikat bpn bayar gak", mustContain: [FREE_OF_CHARGE, NAZHIR_CHANGE] }, // chat 1.13 [GK]

  // Wakaf by will (wasiat)
  { question: "Berapa batas maksimal harta yang dapat diwakafkan melalui wasiat?", mustContain: [ONE_THIRD, ["ahli waris"]] }, // formal 1.13 [GK]
  { question: "pun bapa wasiat hoyong ngawakafkeun satengah tina hartana saatos anjeunna pupus. tiasa kitu?", mustContain: [ONE_THIRD, CONSENT] }, // su 1.13 [GK]
  { question: "wakaf lewat wasiat butuh saksi brp org", mustContain: [TWO_WITNESSES, ["wasiat"]] }, // chat 1.13 [GK]
  { question: "Nenek kami meninggal bulan lalu. Ternyata beliau meninggalkan surat wasiat bahwa rumahnya, satu-satunya harta beliau, diwakafkan untuk rumah tahfiz. Dua dari lima anaknya keberatan karena juga butuh tempat tinggal. Apakah wasiat wakaf itu harus dijalankan seluruhnya?", mustContain: [ONE_THIRD, ["ahli waris"]] }, // story 1.13 [GK]
  { question: "ortu mau wakaf semua hartanya lewat wasiat boleh ga", mustContain: [ONE_THIRD, CONSENT] }, // chat 1.13 [GK]

  // Inherited land not yet divided
  { question: "tanah warisan ti pun bapa teu acan dibagi. abdi hoyong ngawakafkeun bagian abdi kanggo masjid, kumaha carana?", mustContain: [ALL_HEIRS, ["setuju", "dibagi", "pembagian", "tanda tangan"]] }, // su 1.13 [GK]
  { question: "Kami lima bersaudara mewarisi sebidang tanah dari almarhum ayah yang belum dibagi. Kakak sulung ingin mewakafkan seluruh tanah itu untuk perluasan masjid dan sudah bicara dengan DKM. Dua adik belum ditanya sama sekali. Apakah kakak bisa langsung ke KUA sendirian?", mustContain: [ALL_HEIRS, CONSENT] }, // story 1.13 [GK]
  { question: "tanah warisan blm dibagi bs diwakafin sm salah satu anak aja gak", mustContain: [ALL_HEIRS, ["pemilik sah", "setuju", "dibagi"]] }, // chat 1.13 [GK]
  { question: "Apakah salah satu ahli waris dapat mewakafkan tanah warisan yang belum dibagi tanpa melibatkan ahli waris lainnya?", mustContain: [ALL_HEIRS, ["pemilik sah", "milik bersama", "bukan pemilik", "setuju"]] }, // formal 1.13 [GK]
  { question: "kakak sy wakafin tanah warisan tanpa bilang adik2nya sah gak", mustContain: [ALL_HEIRS, CONSENT] }, // chat 1.13 [GK]

  // Wakaf, hibah, wasiat, zakat
  { question: "Apa perbedaan antara wakaf dan hibah?", mustContain: [BECOMES_OWNER, ["dijual"]] }, // formal 1.13 [GK]
  { question: "bedanya wakaf sm zakat apa", mustContain: [["wajib"], ["sukarela", ...SUNNAH]] }, // chat 1.13 [GK]
  { question: "naon bedana wakaf jeung wasiat?", mustContain: [["meninggal", "wafat", "pupus"], ONE_THIRD] }, // su 1.13 [GK]
  { question: "Bapak saya ingin memberikan tanah untuk pesantren yang dikelola kakak saya. Beliau bingung memilih hibah atau wakaf. Yang beliau inginkan, tanah itu selamanya dipakai untuk pesantren dan tidak pernah dijual oleh siapa pun, termasuk oleh kakak saya nanti. Mana yang lebih cocok?", mustContain: [BECOMES_OWNER, ["dijual", "diwariskan"]] }, // story 1.13 [GK]

  // The religious ruling
  { question: "hukum wakaf itu wajib apa sunnah", mustContain: [SUNNAH] }, // chat 1.13 [GK]
  { question: "wakaf teh hukumna naon? wajib kitu?", mustContain: [SUNNAH] }, // su 1.13 [GK]

  // Who may give
  { question: "Apakah seorang non-Muslim dapat menjadi wakif menurut UU Wakaf?", mustContain: [["dewasa", "pemilik sah", "Pasal 8"], ["syariah", "syariat"]] }, // formal 1.13
  { question: "tetangga sy non muslim mau wakaf tanah buat masjid bs gak", mustContain: [["dewasa", "pemilik sah", "Pasal 8", "tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat"], ["syariah", "syariat"]] }, // chat 1.13
];

export const HELD_OUT_25_OUT_OF_FIELD: readonly EvalCase[] = [
  // --- Other KUA services ---
  { question: "brp biaya nikah di kua klo akadnya di rumah" }, // kua
  { question: "Bagaimana prosedur rujuk setelah talak satu?" }, // kua
  { question: "abdi bade daptar haji, kedah ka mana heula?" }, // kua
  { question: "cara daftar bimbingan perkawinan buat catin gmn" }, // kua
  { question: "Apa saja syarat mendaftarkan pernikahan di KUA?" }, // kua
  { question: "zakat fitrah tahun ini brp per jiwa" }, // kua
  { question: "jadwal manasik haji di kua kapan ya" }, // kua
  { question: "sertifikat halal buat usaha keripik sy ngurusnya gmn" }, // kua
  { question: "buku nikah abdi leungit, kumaha ngadamel deui?" }, // kua
  { question: "Apakah KUA melayani konsultasi untuk pasangan suami istri yang sering bertengkar?" }, // kua
  { question: "mau nikah di kecamatan lain surat numpang nikahnya apa aja" }, // kua
  { question: "kapan sidang isbat awal ramadhan tahun ini" }, // kua
  { question: "Bagaimana cara meminta petugas KUA mengukur arah kiblat masjid yang baru dibangun?" }, // kua
  { question: "catin wajib suntik tt dulu ga sebelum daftar nikah" }, // kua
  { question: "bade ngadaptarkeun data masjid urang ka Kemenag, kumaha carana?" }, // kua

  // --- Traps: wakaf's words, not wakaf ---
  { question: "jadwal khotib jumat di masjid agung bulan ini siapa aja" }, // trap
  { question: "harga tanah per meter di kecamatan sini brp skrg" }, // trap
  { question: "Jam berapa makam keramat di desa kami dibuka untuk peziarah?" }, // trap
  { question: "mau sewa rumah kontrakan deket masjid, perjanjian sewanya biasanya gmn" }, // trap
  { question: "Tetangga saya memindahkan patok batas tanah sampai setengah meter masuk ke tanah kami. Kami sudah musyawarah di RT tapi tidak selesai. Harus lapor ke mana?" }, // trap
  { question: "Bagaimana pembagian warisan untuk satu anak laki-laki dan dua anak perempuan menurut hukum Islam?" }, // trap
  { question: "cara balik nama sertifikat tanah hasil jual beli gmn" }, // trap
  { question: "bayar PBB sawah bisa online ga" }, // trap
  { question: "Rekomendasi cat tembok yang bagus untuk masjid apa ya? Kami mau renovasi." }, // trap
  { question: "Berapa harga sewa tenda dan kursi untuk acara pengajian di halaman masjid?" }, // trap

  // --- Other subjects ---
  { question: "resep rendang daging biar empuk gmn" }, // other
  { question: "Persib maen deui iraha?" }, // other
  { question: "hp sy cepet panas pas ngecas kenapa ya" }, // other
  { question: "Rekomendasi tempat wisata di Pangandaran untuk liburan keluarga?" }, // other
  { question: "kumaha carana ngadamel colenak?" }, // other
  { question: "pendaftaran smp negeri tahun ini kapan dibuka" }, // other
  { question: "Bagaimana cara membuat SIM C baru?" }, // other
  { question: "cuaca besok di bandung hujan gak" }, // other
  { question: "laptop abdi teu tiasa hurung, kedah kumaha?" }, // other
  { question: "cara bikin akun email baru" }, // other
  { question: "Berapa harga tiket kereta dari Bandung ke Jakarta?" }, // other
  { question: "obat batuk anak yg aman apa" }, // other
  { question: "Rumus luas lingkaran itu apa?" }, // other
  { question: "kumaha carana melak cengek dina polybag?" }, // other
  { question: "Bagaimana cara mengurus e-KTP yang rusak?" }, // other
  { question: "jadwal bola liga inggris mlm ini" }, // other
  { question: "Apa tips belajar bahasa Inggris untuk pemula?" }, // other
  { question: "naha motor abdi sok mogok upami hujan?" }, // other
  { question: "cara daftar bpjs kesehatan mandiri" }, // other
  { question: "lirik lagu Es Lilin teh kumaha?" }, // other
];
