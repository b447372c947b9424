// Held-out set 18 (issue 35): written on 2026-12-06 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// Kinds, noted in a comment after each case: su = Sundanese / Sundanese-mixed, story = long story,
// formal = formal complete question, chat = informal chat Indonesian; "1.13" = section 1.13 of the fact sheet.

// --- shared alternative lists ---
const NO = [
  "tidak dapat",
  "tidak boleh",
  "tidak bisa",
  "dilarang",
  "tidak diperbolehkan",
  "tidak sah",
  "tidak dibenarkan",
  "tidak diizinkan",
  "tidak diperkenankan",
];
const NZ_SPELLINGS = ["nazhir", "nadzir", "nazir", "nadhir"];
const nz = (...p: string[]) => p.flatMap((x) => NZ_SPELLINGS.map((n) => x.replace("NZ", n)));
const AIW = ["akta ikrar wakaf", "AIW"];
const PPAIW = ["PPAIW", "pejabat pembuat akta ikrar wakaf"];
const BWI = ["BWI", "Badan Wakaf Indonesia"];
const LKS = ["LKS", "lembaga keuangan syariah"];
const SEVEN_WORKDAYS = ["7 hari kerja", "tujuh hari kerja", "tujuh (7) hari kerja", "7 (tujuh) hari kerja"];
const TWO_WITNESSES = [
  "2 saksi",
  "dua saksi",
  "2 orang saksi",
  "dua orang saksi",
  "dua (2) saksi",
  "2 (dua) saksi",
  "dua (2) orang saksi",
  "2 (dua) orang saksi",
];
const TEN_PERCENT = ["10%", "10 %", "10 persen", "sepuluh persen", "10 (sepuluh) persen", "sepuluh (10) persen", "sepersepuluh"];
const THREE_PEOPLE = ["3 orang", "tiga orang", "tiga (3) orang", "3 (tiga) orang"];
const FIVE_YEARS = ["5 tahun", "lima tahun", "5 (lima) tahun", "lima (5) tahun"];
const ONE_THIRD = ["1/3", "sepertiga", "satu per tiga", "satu pertiga", "1 / 3"];
const FREE = [
  "Rp0",
  "Rp 0",
  "Rp.0",
  "Rp. 0",
  "gratis",
  "tidak dipungut biaya",
  "tanpa biaya",
  "tidak ada biaya",
  "bebas biaya",
  "tidak dikenakan biaya",
  "tidak dikenai biaya",
  "cuma-cuma",
  "nol rupiah",
  "bebas PNBP",
];
const FOREVER = ["selama-lamanya", "selamanya", "tidak terbatas", "tanpa batas waktu", "abadi"];
const LAND_HAK_MILIK = ["hak milik", "Pasal 18"];
const CANNOT_CANCEL = [
  "tidak dapat dibatalkan",
  "tidak bisa dibatalkan",
  "tidak boleh dibatalkan",
  "tidak dapat ditarik",
  "tidak bisa ditarik",
  "tidak boleh ditarik",
  "Pasal 3",
];
const ALL_HEIRS = ["seluruh ahli waris", "semua ahli waris", "para ahli waris", "setiap ahli waris", "masing-masing ahli waris"];
const NOT_OWNER = [
  "bukan pemilik",
  "tidak menjadi pemilik",
  "bukan milik",
  "tidak menjadi milik",
  "tidak menjadikan",
  "bukan berarti",
  "tidak berarti",
];
const FINE_500M = ["500 juta", "Rp500", "Rp 500", "lima ratus juta", "500.000.000"];
const REPLACED = ["diberhentikan", "diganti", "digantikan", "penggantian", "memberhentikan", "mengganti", "pengganti"];
const PERMIT_MINISTER = ["izin tertulis", "izin menteri", "izin dari menteri", "Menteri"];
const EXCHANGE = ["ditukar", "penukaran", "tukar", "ruislag"];
const NO_RELIGION_FOR_WAKIF = [
  "Pasal 8",
  "tidak mensyaratkan",
  "tidak menyaratkan",
  "tidak menentukan agama",
  "tidak menetapkan agama",
  "tidak ada syarat agama",
  "tanpa syarat agama",
  "tidak harus beragama islam",
  "tidak harus muslim",
  "tidak disyaratkan",
];
const NOT_USABLE = [
  "Pasal 49",
  "tidak dapat dipergunakan",
  "tidak dapat digunakan",
  "tidak bisa digunakan",
  "tidak dapat dimanfaatkan",
  "tidak bisa dimanfaatkan",
  "tidak lagi dapat",
  "tidak dapat lagi",
  "tidak bisa lagi",
];
const EQUAL_VALUE = [
  "sekurang-kurangnya sama",
  "paling sedikit sama",
  "setidaknya sama",
  "minimal sama",
  "sama nilai",
  "senilai",
  "seimbang",
  "nilai dan manfaat",
  "manfaat dan nilai",
  "sama manfaat",
  "tidak kurang",
];
const CHANGE_OF_USE = ["perubahan peruntukan", "mengubah peruntukan", "ubah peruntukan", "peruntukan diubah", "peruntukannya diubah"];
const WRITTEN_PERMIT_BWI = ["izin tertulis", "Pasal 44", "izin BWI", "izin dari BWI", "persetujuan tertulis"];

export const HELD_OUT_18_IN_FIELD: readonly EvalCase[] = [
  // ---------- Sundanese / Sundanese-mixed ----------
  { question: "Punten, abdi bade naros: naon hartosna wakif teh?", mustContain: [["mewakafkan", "pemberi wakaf", "yang berwakaf", "memberikan wakaf"]] }, // su
  {
    question: "mauquf bih teh naon atuh? sok kadangu ti ustadz di pangaosan",
    mustContain: [["harta benda yang diwakafkan", "harta yang diwakafkan", "benda yang diwakafkan", "barang yang diwakafkan", "tahan lama"]],
  }, // su
  { question: "BWI teh lembaga naon? naha eta teh kantor pamarentah?", mustContain: [["Badan Wakaf Indonesia"], ["independen"]] }, // su
  {
    question: "Upami nadzir masjid diganti ku nu enggal, wakafna janten batal henteu?",
    mustContain: [
      ["tidak membatalkan", "tidak batal", "tidak menjadi batal", "tetap sah", "tetap berlaku", "tetap berjalan", "tidak berakhir", "tidak mengakibatkan", "tidak menyebabkan"],
    ],
  }, // su
  { question: "Organisasi karang taruna di lembur abdi hoyong ngawakafkeun artos kas, tiasa teu organisasi jadi wakif?", mustContain: [["organisasi"], ["anggaran dasar"]] }, // su
  {
    question: "Tatangga abdi agamana Kristen, anjeunna hoyong ngawakafkeun sabagian taneuhna kanggo jalan ka masjid. Tiasa kitu numutkeun hukum?",
    mustContain: [NO_RELIGION_FOR_WAKIF, ["syariah", "syariat"]],
  }, // su 1.13
  {
    question: "Nadzir kedah urang Islam kitu? atanapi saha wae tiasa janten nadzir?",
    mustContain: [["beragama islam", "agama islam", "muslim"], ["Pasal 10", "WNI", "warga negara indonesia", "amanah", "dewasa"]],
  }, // su
  { question: "Naon wae kawajiban nadzir numutkeun undang-undang wakaf?", mustContain: [["mengadministrasikan", "administrasi"], ["melaporkan", "melapor", "laporan"]] }, // su
  {
    question: "Sertipikat tanah wakaf masjid teh atas nami saha? Naha janten milik nadzirna?",
    mustContain: [nz("atas nama NZ", "nama NZ"), NOT_OWNER],
  }, // su
  {
    question: "jabatan nadzir teh dugi ka sabaraha taun? tiasa dipanjangkeun deui?",
    mustContain: [FIVE_YEARS, ["diperpanjang", "perpanjangan", "diangkat kembali", "dapat diulang", "diperbarui"]],
  }, // su
  {
    question: "Nadzir di lembur abdi teu pernah ngurus taneuh wakaf, ngan dibiarkeun wae janten rungkun. Tiasa diganti teu?",
    mustContain: [REPLACED, BWI],
  }, // su 1.13
  { question: "Abdi gaduh motor nu tos teu dianggo, tiasa diwakafkeun kanggo kaperluan masjid?", mustContain: [["kendaraan"], ["benda bergerak"]] }, // su
  {
    question: "Taneuh nu ku abdi digarap teh sanes gaduh abdi, abdi mah ngan nyewa ti batur. Tiasa diwakafkeun?",
    mustContain: [NO, ["dimiliki dan dikuasai", "milik wakif"]],
  }, // su
  { question: "Saksi kanggo ikrar wakaf kedah sabaraha urang?", mustContain: [TWO_WITNESSES] }, // su
  { question: "Ucapan ikrar wakaf teh kedah kumaha? cekap ku lisan wungkul?", mustContain: [["lisan"], ["tertulis"]] }, // su
  {
    question: "Tiasa teu wakaf kanggo beasiswa barudak yatim di desa?",
    mustContain: [["beasiswa"], ["yatim piatu", "anak terlantar", "fakir miskin", "Pasal 22"]],
  }, // su
  {
    question: "Abdi bade ngawakafkeun kebon, hasilna kanggo ngamajukeun usaha warga nu teu mampu di lembur. Kenging tujuanana kitu?",
    mustContain: [["ekonomi umat", "fakir miskin"], ["Pasal 22", "huruf d", "huruf c", "peruntukan"]],
  }, // su
  {
    question: "Saatos AIW ditandatanganan, tanah wakaf teh didaptarkeun ka mana jeung iraha watesna?",
    mustContain: [["kantor pertanahan", "BPN", "badan pertanahan"], SEVEN_WORKDAYS],
  }, // su
  {
    question: "W.4 di KUA teh naon? abdi ningali dina daptar blangko",
    mustContain: [["daftar akta ikrar wakaf", "daftar AIW", "register akta", "buku daftar", "daftar ikrar"]],
  }, // su
  {
    question: "Surat keterangan teu aya sengketa ti desa kanggo wakaf teh nganggo blangko naon?",
    mustContain: [["WK"], ["kepala desa", "lurah", "camat"]],
  }, // su
  {
    question: "Taneuh abdi teu acan disertipikat, ngan aya girik ti jaman baheula. Tiasa keneh diwakafkeun?",
    mustContain: [
      ["girik", "letter c", "leter c", "AJB", "petok", "akta jual beli"],
      ["bukti kepemilikan", "bukti hak", "pendaftaran pertama", "pengakuan hak", "kepemilikan"],
    ],
  }, // su
  {
    question: "Tanah warisan ti pun bapa can dibagi, abdi hoyong ngawakafkeun bagian abdi wungkul kanggo madrasah. Kumaha hukumna?",
    mustContain: [ALL_HEIRS, ["pemilik sah", "dibagi", "Pasal 8", "persetujuan", "setuju"]],
  }, // su 1.13
  {
    question: "wakif, nadzir sareng saksi kedah sumping nyalira ka KUA, atanapi tiasa diwakilan ku batur?",
    mustContain: [["hadir", "datang"], ["surat kuasa", "kuasa"], ["hadir langsung"]],
  }, // su
  { question: "Ngadamel sertipikat tanah wakaf di BPN teh mayar sabaraha?", mustContain: [FREE, ["pengukuran", "ukur"]] }, // su
  { question: "Upami aya nu ngajual tanah wakaf, hukumanana naon?", mustContain: [["penjara", "pidana"], FINE_500M] }, // su
  { question: "Tanah wakaf tiasa dihibahkeun ka desa kanggo kantor desa teu?", mustContain: [NO, ["dihibahkan", "Pasal 40"], ["dialihkan dalam bentuk apa pun", "disita"]] }, // su
  {
    question: "Tanah wakaf di sisi walungan tos teu tiasa dianggo deui kusabab sok kakeueum cai. Tiasa ditukeurkeun ka taneuh sanes?",
    mustContain: [NOT_USABLE, PERMIT_MINISTER],
  }, // su 1.13
  {
    question: "nadzir teh wajib ngembangkeun harta wakaf, atanapi cekap dijaga wungkul?",
    mustContain: [["wajib"], ["Pasal 42", "mengelola dan mengembangkan", "produktif"]],
  }, // su
  {
    question: "Wakaf artos teh kedah ngalangkungan naon? tiasa dipasihkeun langsung ka DKM?",
    mustContain: [LKS, ["ditunjuk", "menteri", "LKS-PWU"]],
  }, // su
  {
    question: "Abdi hoyong ngawakafkeun taneuh ngan sapuluh taun wungkul, engke dipulangkeun deui ka kulawarga. Tiasa kitu?",
    mustContain: [FOREVER, LAND_HAK_MILIK],
  }, // su 1.13
  { question: "Rukun wakaf teh naon wae numutkeun para ulama?", mustContain: [["mauquf bih"], ["sighat", "shighat", "sigat"]] }, // su
  { question: "Bentenna wakaf sareng zakat teh naon nya?", mustContain: [["wajib"], ["sunnah", "sunah", "sukarela"]] }, // su 1.13
  {
    question: "Ayat Quran nu ngeunaan sisikian nu jadi tujuh tangkal, unggal tangkal saratus siki, teh surat naon?",
    mustContain: [["Baqarah"], ["261"]],
  }, // su
  { question: "Wakaf munggaran dina sajarah Islam teh naon?", mustContain: [["Quba", "Nabawi"]] }, // su
  { question: "PP 25 taun 2018 teh ngatur naon?", mustContain: [["perubahan", "mengubah"], ["42"]] }, // su
  {
    question: "Anggota BWI teh sabaraha urang? saha nu ngangkatna?",
    mustContain: [["20–30", "20-30", "20 sampai 30", "20 hingga 30", "dua puluh", "20 orang", "20 s.d. 30", "20 s/d 30", "20 dan 30"], ["presiden"]],
  }, // su
  {
    question: "Di Jawa Barat aya sabaraha bidang tanah wakaf? sabaraha nu parantos disertipikat?",
    mustContain: [["87.795", "87795"], ["48.123", "55,95", "56%"]],
  }, // su
  {
    question: "Di KUA teh aya layanan wakaf naon wae?",
    mustContain: [AIW, ["SIWAK", "membina nazhir", "mendaftarkan tanah wakaf"]],
  }, // su

  // ---------- long stories ----------
  {
    question:
      "Almarhum bapak saya dulu mewakafkan sebidang tanah untuk musala di depan rumah, ada aktanya dari KUA. Sekarang adik saya butuh modal usaha dan bilang tanah itu masih hak keluarga. Apakah kami sebagai anak-anaknya boleh mengambil kembali tanah itu?",
    mustContain: [NO, ["dibatalkan", "ditarik", "diwariskan", "Pasal 3", "Pasal 40"]],
  }, // story
  {
    question:
      "Paman saya menyerahkan tanah untuk madrasah tahun lalu di depan Kepala KUA. Tapi sekarang beliau membawa surat pernyataan bermeterai yang isinya tanah itu cuma dipinjamkan, dan ingin mengambilnya lagi. Apakah surat bermeterai itu bisa mengalahkan akta ikrar wakafnya?",
    mustContain: [NO, ["Pasal 3", "dibatalkan", "Pasal 17"]],
  }, // story
  {
    question:
      "Ibu saya sudah sepuh dan sakit-sakitan, tidak kuat lagi pergi ke kantor kecamatan. Beliau ingin mewakafkan kebunnya untuk pesantren di kampung kami. Apakah ikrarnya bisa diwakilkan oleh saya sebagai anaknya?",
    mustContain: [["surat kuasa"], TWO_WITNESSES],
  }, // story
  {
    question:
      "Saya ditunjuk warga jadi nadzir sawah wakaf yang hasil panennya untuk biaya madrasah. Tiap musim saya yang mengurus dari tanam sampai jual gabah. Apakah saya boleh mengambil sebagian hasilnya untuk diri saya, dan berapa batasnya?",
    mustContain: [TEN_PERCENT, ["hasil bersih", "bersih", "neto"]],
  }, // story
  {
    question:
      "Nadzir musala di RT kami, Pak Haji Dadang, meninggal dunia bulan lalu. Dua pengurus lainnya sudah tua dan jarang ada di kampung. Apa yang harus kami lakukan supaya tanah wakaf musala tetap ada yang mengurus?",
    mustContain: [REPLACED, BWI],
  }, // story 1.13
  {
    question:
      "Tanah kebun saya masih jadi agunan pinjaman di bank dan cicilannya tinggal dua tahun. Saya sudah niat kuat ingin mewakafkannya untuk pesantren sekarang juga. Apakah bisa langsung diikrarkan?",
    mustContain: [
      NO,
      ["tidak sedang dijaminkan", "tidak dijaminkan", "tidak dalam jaminan", "tidak sedang diagunkan", "bebas dari", "Pasal 17", "lunas"],
    ],
  }, // story
  {
    question:
      "Almarhum kakek mewakafkan tanah di KUA tahun 2015, tapi di aktanya tidak jelas untuk apa, hanya tertulis diwakafkan. Sekarang ada warga yang ingin jadi lapangan, ada yang ingin dibangun madrasah. Siapa yang berhak menentukan penggunaannya?",
    mustContain: [nz("NZ"), ["Pasal 23", "menetapkan peruntukan", "menentukan peruntukan", "tujuan dan fungsi"], ["Pasal 22"]],
  }, // story
  {
    question:
      "Pengurus DKM kami ingin membangun beberapa kios di halaman masjid yang tanahnya wakaf, hasil sewanya untuk kas masjid. Di akta ikrarnya tertulis tanah itu untuk masjid. Apakah DKM boleh langsung membangun kios itu?",
    mustContain: [CHANGE_OF_USE, WRITTEN_PERMIT_BWI],
  }, // story 1.13
  {
    question:
      "Keluarga kami sudah sepakat mewakafkan tanah 200 meter untuk madrasah diniyah. Kami belum pernah mengurus apa pun ke KUA. Dari awal sampai sertifikat jadi, langkah-langkahnya bagaimana?",
    mustContain: [["majelis ikrar", "ikrar wakaf", "W.1"], ["kantor pertanahan", "BPN"], [...PPAIW, "kepala KUA"]],
  }, // story
  {
    question:
      "Tanah masjid di kampung kami diwakafkan secara lisan oleh almarhum Abah Uton sekitar tahun 1985. Tidak ada akta apa pun, yang tersisa hanya beberapa saksi yang masih hidup. Bagaimana cara mencatatkannya sekarang?",
    mustContain: [["akta pengganti", "APAIW", "W.3"]],
  }, // story
  {
    question:
      "Bapak kami meninggal tiga tahun lalu dan tanahnya belum dibagi waris. Kakak sulung ingin mewakafkan separuhnya untuk musala, tapi adik bungsu belum setuju. Apakah kakak boleh mewakafkannya sendiri?",
    mustContain: [ALL_HEIRS, ["pemilik sah", "Pasal 8", "persetujuan", "dibagi"]],
  }, // story 1.13
  {
    question:
      "Sebelum wafat, ayah saya berpesan agar setengah dari kebunnya diwakafkan ke pesantren. Harta ayah hanya kebun itu dan rumah yang kami tempati sekarang. Apakah pesan itu harus dijalankan seluruhnya?",
    mustContain: [ONE_THIRD, ["ahli waris"]],
  }, // story 1.13
  {
    question:
      "Pemerintah provinsi mau melebarkan jalan dan sebagian tanah wakaf madrasah kami terkena proyek itu. Kata petugas, madrasah akan diberi ganti. Apakah tanah wakaf memang boleh dilepas untuk proyek jalan?",
    mustContain: [["kepentingan umum", "RUTR", "tata ruang"], EQUAL_VALUE, ["rencana umum tata ruang", "RUTR"]],
  }, // story 1.13
  {
    question:
      "DKM kami sedang merenovasi masjid dan kekurangan dana sekitar 300 juta. Ada usul agar sertifikat tanah masjid yang wakaf dijaminkan ke bank untuk pinjaman. Apakah langkah itu dibenarkan?",
    mustContain: [NO, ["Pasal 40", "dijaminkan", "jaminan", "agunan"], ["disita", "dialihkan dalam bentuk apa pun"]],
  }, // story
  {
    question:
      "Ada oknum di desa kami yang diam-diam menjual sebagian tanah wakaf makam ke pengembang perumahan. Warga resah dan ingin melapor. Sebenarnya apa ancaman hukumannya menurut undang-undang?",
    mustContain: [FIVE_YEARS, FINE_500M],
  }, // story
  {
    question:
      "Kakek saya punya sawah dua hektar yang ingin diwakafkan. Beliau tidak mau sawahnya sekadar dibiarkan, tapi ingin panennya membiayai sekolah anak yatim. Bisakah sawah wakaf disewakan atau digarap lalu uangnya dipakai untuk itu?",
    mustContain: [["produktif"], ["pokok", "tetap utuh", "terjaga", "Pasal 43", "Pasal 42", "mauquf"]],
  }, // story
  {
    question:
      "Saya perantau di Jakarta dan ingin berwakaf untuk masjid kampung di Garut, tapi yang saya punya hanya tabungan. Saya dengar ada wakaf uang. Bagaimana caranya supaya sah dan tercatat?",
    mustContain: [LKS, ["Sertifikat Wakaf Uang"]],
  }, // story
  {
    question:
      "Anak saya bekerja di Malaysia dan digaji dalam ringgit. Ia ingin ikut wakaf uang untuk pembangunan madrasah di desa. Apakah bisa langsung memakai ringgit?",
    mustContain: [["rupiah"], ["dikonversi", "konversi", "dirupiahkan", "ditukar", "diubah"]],
  }, // story
  {
    question:
      "Kami pengurus sebuah yayasan yang sudah berbadan hukum dan akan menerima tanah wakaf dari warga. Kami ingin tercatat resmi sebagai pengelolanya. Apa syarat agar yayasan bisa menjadi nadzir?",
    mustContain: [["sosial", "kemasyarakatan", "keagamaan islam", "pendidikan"], ["pengurus"]],
  }, // story
  {
    question:
      "Di desa kami ada tanah wakaf yang sekarang dipakai saudara nadzir untuk kandang ayam pribadi, dan nadzirnya diam saja. Warga merasa itu tidak benar. Apa sebenarnya kewajiban nadzir terhadap tanah itu?",
    mustContain: [["mengawasi dan melindungi", "melindungi"], ["mengadministrasikan", "melaporkan", "mengelola"]],
  }, // story
  {
    question:
      "Kami sekeluarga baru saja ikrar wakaf di KUA minggu lalu dan sudah menerima salinan akta. Kepala KUA bilang berkasnya akan dikirim ke BPN. Sebenarnya berapa lama batas waktu pengiriman itu menurut aturan?",
    mustContain: [SEVEN_WORKDAYS],
  }, // story
  {
    question:
      "Tetangga saya penulis buku agama yang cukup laris dan royaltinya lumayan. Ia ingin mewakafkan hak cipta bukunya supaya manfaatnya terus mengalir. Apakah hak semacam itu bisa jadi harta wakaf?",
    mustContain: [["hak kekayaan intelektual", "HKI", "HaKI"], ["benda bergerak"]],
  }, // story
  {
    question:
      "Kami keluarga besar ingin mewakafkan rumah peninggalan nenek untuk rumah tahfidz. Rumahnya berdiri di atas tanah bersertifikat hak milik atas nama nenek yang sudah meninggal. Dokumen apa saja yang perlu disiapkan ke KUA?",
    mustContain: [["ahli waris"], ["KTP"], ["sertifikat", "SHM"]],
  }, // story
  {
    question:
      "Saya diminta jadi saksi ikrar wakaf tetangga besok di KUA. Saya belum pernah jadi saksi sebelumnya. Apa yang harus saya bawa dan berapa saksi yang dibutuhkan?",
    mustContain: [["KTP"], TWO_WITNESSES],
  }, // story
  {
    question:
      "Masjid jami di kampung kami mau pindah karena lokasinya sempit dan sering banjir. Pengurus ingin menjual tanah wakaf lama lalu uangnya dipakai membeli tanah di tempat yang lebih luas. Apakah boleh dijual begitu saja?",
    mustContain: [EXCHANGE, PERMIT_MINISTER],
  }, // story 1.13
  {
    question:
      "Anak saya baru 16 tahun dan punya tabungan dari hadiah lomba. Dia ingin mewakafkan semua tabungannya untuk pembangunan masjid sekolah. Sebagai orang tua saya bangga, tapi apakah wakafnya sah menurut undang-undang?",
    mustContain: [["dewasa", "baligh"], ["Pasal 8", "syarat"]],
  }, // story
  {
    question:
      "Tetangga saya seorang Katolik yang bersahabat baik dengan warga dan ingin ikut berwakaf tanah untuk TPA. Ada yang bilang syarat beragama Islam itu berlaku untuk pengelolanya, bukan pemberinya. Sebenarnya syarat agama itu berlaku untuk wakif atau nadzir?",
    mustContain: [NO_RELIGION_FOR_WAKIF, ["Pasal 10", "beragama islam"]],
  }, // story 1.13
  {
    question:
      "Tanah yang akan kami wakafkan luasnya sekitar 100 meter persegi, bukan tanah pertanian, di Jawa Barat. Petugas bilang pendaftarannya gratis, tapi tetangga bilang tetap ada biaya. Mana yang benar, dan berapa kira-kira?",
    mustContain: [FREE, ["pengukuran"], ["120.000", "120 ribu", "Rp120"]],
  }, // story
  {
    question:
      "Paman saya nadzir tanah wakaf pesantren dan baru dijatuhi hukuman penjara karena kasus penipuan. Para santri dan pengurus bingung siapa yang akan mengurus aset wakafnya. Apakah statusnya sebagai nadzir bisa berhenti?",
    mustContain: [REPLACED, BWI],
  }, // story 1.13
  {
    question:
      "Ada keluarga kaya di desa kami yang mau mewakafkan tanah, tapi tanah itu sedang diperkarakan di pengadilan oleh saudaranya sendiri. Kepala desa bertanya apakah ikrar bisa tetap dilakukan sambil menunggu putusan. Bagaimana aturannya?",
    mustContain: [
      NO,
      ["bebas dari sengketa", "bebas dari perkara", "tidak dalam sengketa", "tidak sedang dalam perkara", "tidak dalam perkara", "bebas sengketa", "bebas dari sitaan", "Pasal 17"],
    ],
  }, // story

  // ---------- formal ----------
  { question: "Apa yang dimaksud dengan ikrar wakaf menurut Pasal 1 Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["pernyataan kehendak"], ["lisan"]] }, // formal
  {
    question: "Menurut Pasal 2 Undang-Undang Wakaf, kapan suatu wakaf dinyatakan sah?",
    mustContain: [["menurut syariah", "sesuai syariah", "sesuai dengan syariah", "menurut syariat", "sesuai syariat", "sesuai dengan syariat"]],
  }, // formal
  { question: "Apa fungsi wakaf sebagaimana dirumuskan dalam Pasal 5 Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["manfaat ekonomi"], ["kesejahteraan umum"]] }, // formal
  { question: "Apakah nazhir termasuk rukun wakaf menurut pandangan fiqh klasik?", mustContain: [["bukan", "tidak termasuk"], ["unsur"]] }, // formal
  {
    question: "Apa saja persyaratan bagi perseorangan yang hendak menjadi wakif menurut Pasal 8 ayat (1)?",
    mustContain: [["dewasa"], ["berakal sehat"], ["pemilik sah"]],
  }, // formal
  {
    question: "Apa saja persyaratan nazhir perseorangan sebagaimana diatur dalam Pasal 10 Undang-Undang Wakaf?",
    mustContain: [["WNI", "warga negara indonesia"], ["beragama islam"], ["amanah"]],
  }, // formal
  {
    question: "Berapa jumlah minimal anggota nazhir perseorangan, dan adakah ketentuan tempat tinggal bagi salah satu anggotanya?",
    mustContain: [THREE_PEOPLE, ["kecamatan"]],
  }, // formal
  { question: "Hak apa saja yang diperoleh nazhir dalam menjalankan tugasnya?", mustContain: [TEN_PERCENT, ["pembinaan", "dibina"]] }, // formal
  {
    question: "Bagaimana penggolongan jenis harta benda wakaf menurut Peraturan Pemerintah Nomor 42 Tahun 2006 Pasal 15?",
    mustContain: [["benda bergerak selain uang"], ["benda bergerak berupa uang", "berupa uang"], ["logam mulia", "tanah, bangunan"]],
  }, // formal
  { question: "Formulir W.1 dalam perwakafan tanah milik itu dokumen apa, dan siapa yang menandatanganinya?", mustContain: [["ikrar wakaf"], ["wakif"], ["W.1"]] }, // formal
  { question: "Siapa saja yang wajib hadir dalam Majelis Ikrar Wakaf?", mustContain: [["wakif"], nz("NZ"), TWO_WITNESSES] }, // formal
  { question: "Apa saja muatan minimal sebuah Akta Ikrar Wakaf?", mustContain: [["identitas"], ["peruntukan"], ["jangka waktu"]] }, // formal
  {
    question: "Siapa yang bertugas mendaftarkan harta benda wakaf kepada instansi yang berwenang setelah akta ditandatangani?",
    mustContain: [PPAIW, nz("atas nama NZ")],
  }, // formal
  { question: "Formulir W.5 dan W.5a digunakan untuk apa, dan apa perbedaan keduanya?", mustContain: [nz("pengesahan NZ"), ["badan hukum"], ["W.5a untuk"]] }, // formal
  {
    question: "Dokumen apa saja yang diminta Kantor Pertanahan untuk pendaftaran tanah wakaf yang sudah bersertifikat?",
    mustContain: [["sertifikat asli", "asli sertifikat", "sertipikat asli", "sertifikat tanah asli", "sertifikat (asli)"], nz("pengesahan NZ")],
  }, // formal
  {
    question: "Biaya apa yang masih mungkin timbul meskipun pendaftaran tanah wakaf di Kantor Pertanahan tidak dipungut biaya?",
    mustContain: [["pengukuran"], ["pemecahan", "dipecah", "memecah", "pecah"]],
  }, // formal
  {
    question: "Perbuatan hukum apa saja yang dilarang dilakukan terhadap harta benda yang sudah diwakafkan menurut Pasal 40?",
    mustContain: [["dijaminkan", "dijadikan jaminan"], ["disita"], ["dijual", "diwariskan", "dihibahkan"]],
  }, // formal
  {
    question: "Dalam kondisi apa harta benda wakaf dapat diubah statusnya melalui penukaran menurut Pasal 41 Undang-Undang Nomor 41 Tahun 2004?",
    mustContain: [["kepentingan umum"], ["RUTR", "tata ruang"], ["menteri"]],
  }, // formal 1.13
  {
    question: "Selain untuk kepentingan umum, alasan apa lagi yang memungkinkan izin penukaran harta wakaf menurut PP Nomor 42 Tahun 2006?",
    mustContain: [["mendesak"], NOT_USABLE],
  }, // formal 1.13
  {
    question: "Untuk hak atas tanah apa saja wakaf berjangka masih dimungkinkan menurut PP Nomor 42 Tahun 2006?",
    mustContain: [["hak guna bangunan", "HGB"], ["hak pakai"]],
  }, // formal 1.13
  {
    question: "Berapa batas maksimal harta yang dapat diwakafkan melalui wasiat menurut Undang-Undang Wakaf?",
    mustContain: [ONE_THIRD, ["ahli waris"]],
  }, // formal 1.13
  {
    question: "Lembaga apa yang menerbitkan Sertifikat Wakaf Uang, dan kepada siapa sertifikat tersebut diberikan?",
    mustContain: [LKS, ["wakif"], nz("NZ")],
  }, // formal
  {
    question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia menurut Pasal 49 Undang-Undang Wakaf?",
    mustContain: [["membina", "pembinaan"], ["memberhentikan", "mengganti", "penggantian"]],
  }, // formal
  {
    question: "Peraturan Menteri Agama manakah yang mengatur tata cara perwakafan benda tidak bergerak dan benda bergerak selain uang?",
    mustContain: [["73 Tahun 2013", "73/2013", "Nomor 73"]],
  }, // formal
  {
    question: "Siapa perawi dan berapa nomor hadis tentang tiga amalan yang pahalanya tidak terputus setelah seseorang wafat?",
    mustContain: [["Muslim"], ["1631"]],
  }, // formal

  // ---------- informal chat ----------
  {
    question: "wakaf tuh sbnrnya apa sih menurut uu, sy msh bingung",
    mustContain: [["perbuatan hukum", "memisahkan", "menyerahkan sebagian"], ["ibadah", "kesejahteraan umum"]],
  }, // chat
  {
    question: "nadzir tu maksudnya org yg ngapain sih",
    mustContain: [["menerima harta benda wakaf", "menerima harta wakaf", "dikelola dan dikembangkan", "mengelola dan mengembangkan"]],
  }, // chat
  { question: "mauquf alaih tu siapa sih, sering denger pas pengajian", mustContain: [["penerima manfaat", "menerima manfaat"]] }, // chat
  { question: "AIW tu singkatan apa? fungsinya apa", mustContain: [["akta ikrar wakaf"], ["bukti"]] }, // chat
  { question: "kalo udh ikrar wakaf trus nyesel bs dibatalin gk", mustContain: [CANNOT_CANCEL] }, // chat
  { question: "unsur wakaf di uu 41 ada 6 kan? apa aja tuh", mustContain: [["jangka waktu"], ["peruntukan"]] }, // chat
  { question: "PT tempat sy kerja mau wakaf buat masjid kampung, emang perusahaan bs jd wakif?", mustContain: [["badan hukum"], ["anggaran dasar"]] }, // chat
  { question: "nadzir hrs perorangan ato bs yayasan jg", mustContain: [["organisasi"], ["badan hukum"], ["keagamaan Islam"]] }, // chat
  { question: "nazhir lapor kerjaannya ke siapa sih", mustContain: [BWI, ["melaporkan", "laporan", "melapor"], ["Pasal 11", "mengadministrasikan"]] }, // chat
  { question: "PP 42 2006 tu ttg apa ya", mustContain: [["pelaksanaan"], ["41"]] }, // chat
  { question: "tanah wakaf kan atas nama nadzir, brarti punya dia dong", mustContain: [NOT_OWNER] }, // chat
  { question: "BWI dibentuk kapan sih? yg ngangkat pengurusnya siapa", mustContain: [["2007"], ["Keppres", "75/M", "13 Juli", "presiden"]] }, // chat
  { question: "nadzir perorangan daftarnya kemana", mustContain: [["KUA", "kantor urusan agama"], ["BWI", "Badan Wakaf Indonesia", "menteri"]] }, // chat
  { question: "ganti nadzir di BPN byr gk", mustContain: [FREE] }, // chat 1.13
  { question: "harta yg bs diwakafin apa aja sih selain tanah", mustContain: [["benda bergerak"], ["uang", "logam mulia", "kendaraan", "surat berharga"]] }, // chat
  { question: "apartemen / rusun bs diwakafin gk", mustContain: [["satuan rumah susun"]] }, // chat
  {
    question: "tanah yg lg sengketa sm sodara bs diwakafin?",
    mustContain: [NO, ["bebas dari sengketa", "tidak dalam sengketa", "bebas sengketa", "tidak sedang dalam sengketa", "tidak sedang sengketa", "Pasal 17"]],
  }, // chat
  { question: "wakaf pake barang hasil curian sah gk", mustContain: [["tidak sah"], ["milik", "pemilik"]] }, // chat
  {
    question: "wakaf nasi kotak buat buka puasa itu trmsk wakaf gk sih",
    mustContain: [["tidak habis sekali pakai", "sekali pakai"]],
  }, // chat
  { question: "ikrar wakaf tuh di depan siapa aja", mustContain: [PPAIW, TWO_WITNESSES] }, // chat
  { question: "ikrar wakaf cukup ngomong doang ato hrs ada tulisannya", mustContain: [["lisan"], ["akta ikrar wakaf", "AIW", "tertulis"]] }, // chat
  { question: "jumlah tanah wakaf se-indonesia brp sih skrg", mustContain: [["561.909", "445.504", "430.000", "421.903"]] }, // chat
  { question: "tanah wakaf boleh dipake buat apa aja", mustContain: [["ibadah"], ["pendidikan"], ["fakir miskin", "ekonomi umat", "beasiswa"]] }, // chat
  {
    question: "wakaf buat klinik kesehatan desa boleh gk",
    mustContain: [["pendidikan serta kesehatan", "pendidikan dan kesehatan", "Pasal 22", "huruf b", "sarana dan kegiatan"]],
  }, // chat
  { question: "halaman masjid wakaf mau dijadiin parkiran berbayar boleh gk", mustContain: [WRITTEN_PERMIT_BWI, ["peruntukan"]] }, // chat 1.13
  { question: "stlh AIW ditandatangan brp lama hrs didaftarin ke BPN", mustContain: [SEVEN_WORKDAYS] }, // chat
  { question: "formulir W7 tu buat apa", mustContain: [["kantor pertanahan", "BPN"], ["pengantar", "permohonan", "mendaftarkan", "pendaftaran"]] }, // chat
  { question: "W2 sm W2a bedanya apa", mustContain: [["akta ikrar wakaf", "AIW"], ["salinan"]] }, // chat
  { question: "pengesahan nadzir pake blangko apa", mustContain: [["W.5", "W5", "W 5"]] }, // chat
  { question: "nomor AIW kyk W2/1/001/IV/2013 tu maksudnya apa", mustContain: [["nomor urut", "urutan"], ["bulan"]] }, // chat
  { question: "skrg ada AIW online gk sih", mustContain: [["e-AIW", "SIWAK"]] }, // chat
  { question: "syarat dokumen wakaf tanah di KUA apa aja", mustContain: [["KTP"], ["saksi"], ["sertifikat", "SHM", "bukti kepemilikan"]] }, // chat
  { question: "materai brp yg dipake buat berkas wakaf", mustContain: [["10.000", "10 ribu", "sepuluh ribu"]] }, // chat
  { question: "yg jd PPAIW di kecamatan siapa", mustContain: [["kepala KUA"]] }, // chat
  { question: "di BPN prosesnya brp hari", mustContain: [["5 hari", "lima hari", "5 (lima) hari", "lima (5) hari"]] }, // chat
  {
    question: "bikin AIW di KUA byr gk",
    mustContain: [["gratis", "tidak dipungut biaya", "tanpa biaya", "tidak ada biaya", "bebas biaya", "tidak dikenakan biaya", "cuma-cuma", "Rp0", "Rp 0"], ["Rp10.000", "10.000"]],
  }, // chat
  { question: "sejak kapan ada loket khusus wakaf di BPN", mustContain: [["2021"], ["Desember", "MoU", "nota kesepahaman"]] }, // chat
  { question: "yg jual tanah wakaf bs dipenjara gk", mustContain: [FIVE_YEARS, FINE_500M] }, // chat
  { question: "KUA ngurus wakaf jg ya? emg itu tugas KUA?", mustContain: [["bimbingan zakat dan wakaf", "PMA 24/2024", "PMA 34/2016", "24 Tahun 2024", "34 Tahun 2016"]] }, // chat
  { question: "tukar guling tanah wakaf buat bangun sekolah boleh gk", mustContain: [PERMIT_MINISTER, BWI, ["tukar guling"]] }, // chat 1.13
  { question: "wakaf produktif tu kyk gmn sih", mustContain: [["pokok", "tetap utuh", "terjaga", "dijaga"], ["hasil", "keuntungan", "laba"]] }, // chat
  {
    question: "tanah blm sertifikat cuma ada letter C, ngurus wakafnya di bpn byr ga",
    mustContain: [["pendaftaran pertama", "pengakuan hak", "pengukuran", "pertama kali"], ["Rp0", "gratis"]],
  }, // chat
  { question: "fatwa MUI soal wakaf uang tgl brp ya", mustContain: [["11 Mei 2002", "Mei 2002"]] }, // chat
  {
    question: "duit wakaf boleh dipake abis buat bangun masjid gk",
    mustContain: [["pokok"], ["dijaga", "terjaga", "utuh", "kelestarian", "lestari", "tidak boleh", "dipertahankan"]],
  }, // chat
  { question: "udh brp sih wakaf uang yg kekumpul se-indonesia", mustContain: [["2,3 triliun", "2,3 T", "Rp2,3", "2.3 triliun", "2,3 tril"]] }, // chat
  { question: "wakaf tanah sementara aja trus nanti diambil lg bs ga", mustContain: [FOREVER, LAND_HAK_MILIK] }, // chat 1.13
  {
    question: "kata wakaf emang ada di quran gk sih",
    mustContain: [
      ["tidak menyebut", "tidak disebut", "tidak secara eksplisit", "tidak menyebutkan", "tidak ada kata", "tidak secara langsung", "tidak tersurat", "tidak secara tegas", "tidak tercantum"],
      ["infak", "hadis", "hadits"],
    ],
  }, // chat
  { question: "hukum wakaf wajib ato sunnah sih", mustContain: [["sunnah", "sunah", "dianjurkan"]] }, // chat 1.13
  { question: "rukun wakaf ada brp sih", mustContain: [["empat", "4"], ["mauquf"]] }, // chat
  {
    question: "kalo wakafnya krn dipaksa sah gk",
    mustContain: [["tidak sah", "tanpa paksaan", "tidak dipaksa", "tidak terpaksa", "bukan karena paksaan", "tidak di bawah paksaan", "tidak dalam keadaan terpaksa"]],
  }, // chat
  {
    question: "wakaf buat tempat judi sah gk",
    mustContain: [
      ["tidak sah", "tidak boleh", "tidak dapat", "dilarang", "tidak dibenarkan", "tidak diperbolehkan", "bertentangan"],
      ["maksiat", "kebaikan", "mendekatkan diri", "syariah", "syariat"],
    ],
  }, // chat
  { question: "ayat quran soal wakaf yg ttg harta yg dicintai itu surat apa", mustContain: [["Imran", "Imrān", "imron"], ["92"]] }, // chat
  {
    question: "hadis amal yg gk putus stlh meninggal tu apa aja",
    mustContain: [["jariyah", "jariah"], ["anak saleh", "anak sholeh", "anak shaleh", "anak soleh", "anak yang saleh", "anak yang shalih", "anak shalih", "anak salih"]],
  }, // chat
  {
    question: "kisah umar sama tanah khaibar tu gmn",
    mustContain: [["tidak dijual", "tidak boleh dijual", "tidak diwariskan", "tidak dihibahkan", "tidak boleh diwariskan"], ["hasil", "sedekah"]],
  }, // chat
  { question: "siapa sahabat yg wakafin kebun kesayangannya abis turun ali imran 92", mustContain: [["Abu Thalhah", "Abu Talhah", "Abu Thalha", "Abu Tholhah"]] }, // chat
  { question: "aturan pendaftaran wakaf uang di PMA nomor brp", mustContain: [["4 Tahun 2009", "4/2009", "Nomor 4 Tahun 2009"]] }, // chat
  { question: "ketua BWI skrg siapa", mustContain: [["Kamaruddin Amin"]] }, // chat
];

export const HELD_OUT_18_OUT_OF_FIELD: readonly EvalCase[] = [
  // ---------- other KUA services ----------
  { question: "Apa saja syarat pendaftaran nikah di KUA kecamatan?" }, // kua
  { question: "biaya nikah di luar kantor kua brp sih skrg" }, // kua
  { question: "Abdi bade rujuk deui sareng urut pamajikan, kumaha prosedurna di KUA?" }, // kua
  { question: "Bagaimana prosedur pendaftaran haji reguler dan berapa lama masa tunggunya di Jawa Barat?" }, // kua
  { question: "manasik haji di kua jadwalnya kapan ya" }, // kua
  { question: "cara ngurus sertifikat halal buat usaha keripik rumahan gmn" }, // kua
  { question: "Zakat fitrah taun ieu sabaraha kilo beas per jiwa?" }, // kua
  { question: "nisab zakat mal brp gram emas ya" }, // kua
  { question: "Kapan jadwal bimbingan perkawinan untuk calon pengantin di KUA bulan depan?" }, // kua
  { question: "sy mau konsultasi masalah rumah tangga, suami jarang pulang, bs ke kua gk" }, // kua
  { question: "Punten, abdi hoyong ngukur arah kiblat musala di bumi, tiasa dibantuan ku KUA?" }, // kua
  { question: "Kapan sidang isbat awal Ramadan tahun depan dilaksanakan?" }, // kua
  { question: "gmn cara masuk islam, temen sy mau jd mualaf" }, // kua
  { question: "Bagaimana cara mengurus duplikat buku nikah yang hilang?" }, // kua
  { question: "talak lewat whatsapp sah gk sih" }, // kua

  // ---------- traps ----------
  { question: "Saya mau menjual rumah pribadi, bagaimana cara balik nama sertifikat tanahnya ke pembeli?" }, // trap
  { question: "Berapa bagian warisan anak perempuan dibanding anak laki-laki menurut faraid?" }, // trap
  { question: "tagihan listrik masjid kami mahal bgt, ada keringanan tarif buat rumah ibadah gk" }, // trap
  { question: "PBB rumah sy telat bayar 2 thn, dendanya brp" }, // trap
  { question: "zakat hasil panen padi dari sawah sendiri brp persen" }, // trap
  { question: "Sertipikat vaksin abdi teu kaluar di aplikasi, kumaha ngalereskeunana?" }, // trap
  { question: "Bagaimana cara mengurus sertifikat tanah lewat PTSL untuk rumah sendiri yang belum bersertifikat?" }, // trap
  { question: "Tanah warisan pun bapa bade dijual, kedah aya tanda tangan sadaya ahli waris?" }, // trap
  { question: "gmn cara bikin akta jual beli tanah di PPAT, biayanya brp" }, // trap
  { question: "uang kotak amal jumat boleh dipake buat bayar gaji marbot gk" }, // trap

  // ---------- other subjects ----------
  { question: "besok di garut bakal hujan gk ya" }, // other
  { question: "Persib main lawan siapa minggu ini?" }, // other
  { question: "Bagaimana resep rendang daging sapi supaya empuk?" }, // other
  { question: "hp sy gk bisa ngecas, kenapa ya" }, // other
  { question: "Abdi sering nyeri sirah unggal enjing, kedah nginum obat naon?" }, // other
  { question: "Bagaimana cara mendaftar SMP negeri melalui jalur zonasi?" }, // other
  { question: "ada lowongan kerja di kantor kecamatan gk" }, // other
  { question: "ceritain lelucon lucu dong biar gk bete" }, // other
  { question: "Kumaha carana ngadamel surat lamaran padamelan nu sae?" }, // other
  { question: "Berapa kurs dolar terhadap rupiah hari ini?" }, // other
  { question: "cara bikin SIM C online gmn" }, // other
  { question: "Naon resep colenak anu raos?" }, // other
  { question: "Siapa proklamator kemerdekaan Indonesia?" }, // other
  { question: "wifi rumah lemot terus, solusinya apa" }, // other
  { question: "Bagaimana cara menanam cabai di polybag agar berbuah lebat?" }, // other
  { question: "jadwal kereta bandung ke jakarta besok jam brp aja" }, // other
  { question: "anak sy demam 39 derajat hrs gmn" }, // other
  { question: "Tiasa ngabantosan PR matematika budak abdi? 25 kali 17 sabaraha?" }, // other
  { question: "Apa ibu kota Provinsi Jawa Barat?" }, // other
  { question: "rekomendasi tempat wisata di pangandaran dong" }, // other
];
