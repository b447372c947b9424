// Held-out set 15 (issue 35): written on 2026-12-05 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// shared alternative lists (lower case; any one word meets the element)
const NAZHIR = ["nazhir", "nadzir", "nazir"];
const BWI = ["bwi", "badan wakaf indonesia"];
const KUA = ["kua", "kantor urusan agama"];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua", "kepala kantor urusan agama"];
const AIW = ["akta ikrar wakaf", "aiw"];
const BPN = ["bpn", "badan pertanahan", "kantor pertanahan", "atr"];
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
const SEVEN_DAYS = ["7 hari", "tujuh hari", "7 (tujuh) hari", "tujuh (7) hari"];
const LKS = ["lks", "lembaga keuangan syariah", "bank syariah"];
const FREE = [
  "gratis",
  "rp0",
  "rp 0",
  "nol rupiah",
  "tidak dipungut",
  "tanpa biaya",
  "tidak ada biaya",
  "bebas biaya",
  "tidak dikenakan biaya",
  "tidak dikenai biaya",
  "cuma-cuma",
  "tidak berbayar",
  "bebas pnbp",
];
const CANNOT = [
  "tidak dapat",
  "tidak bisa",
  "tidak boleh",
  "tidak diperbolehkan",
  "tidak dibolehkan",
  "tidak diizinkan",
  "tidak dibenarkan",
  "dilarang",
  "tidak sah",
  "tak dapat",
  "tak bisa",
  "tak boleh",
];
const REVOKE = ["dibatalkan", "ditarik", "diambil kembali", "dicabut", "diminta kembali", "pasal 3", "pasal 40"];
const PRISON = ["5 tahun", "lima tahun", "5 (lima) tahun", "lima (5) tahun"];
const FINE = ["500 juta", "rp500", "rp 500", "lima ratus juta", "500.000.000"];
const EXCHANGE = ["ditukar", "penukaran", "tukar", "ruislag", "perubahan status"];
const FOREVER = ["selama-lamanya", "selamanya", "untuk seterusnya", "tidak terbatas", "tanpa batas", "abadi", "permanen"];
const ONE_THIRD = ["1/3", "sepertiga", "satu pertiga"];
const SUNNAH = ["sunnah", "sunah", "dianjurkan"];
const MOVABLE = ["benda bergerak", "harta bergerak", "bergerak"];
const CAN = ["boleh", "dapat", "bisa", "diperbolehkan", "dibolehkan", "sah"];
const HEIRS = ["ahli waris"];
const CONSENT = ["persetujuan", "setuju", "menyetujui", "izin", "tanda tangan", "menandatangani"];
const CHANGE_USE = ["peruntukan", "perubahan", "mengubah", "diubah"];

export const HELD_OUT_15_IN_FIELD: readonly EvalCase[] = [
  // 1.1 Definitions (Pasal 1 UU 41/2004; PP 42/2006 Pasal 1)
  {
    question: "wakaf tuh sebenernya artinya apa sih kalo menurut undang2?",
    mustContain: [["memisahkan", "menyerahkan", "menahan"], ["ibadah", "kesejahteraan"]],
  },
  {
    question: "punten, wakif teh saha nya? abdi sok nguping istilah eta di pangaosan",
    mustContain: [["mewakafkan", "memberikan wakaf", "menyerahkan harta", "memberi wakaf", "yang berwakaf"]],
  },
  {
    question: "Apakah yang dimaksud dengan ikrar wakaf?",
    mustContain: [["pernyataan", "kehendak", "ucapan"], ["lisan", "tertulis"]],
  },
  {
    question: "nazir itu apaan ya? yg nerima tanah wakaf gitu kah",
    mustContain: [["menerima"], ["mengelola", "dikelola", "mengembangkan", "dikembangkan"]],
  },
  {
    question: "Naon hartosna mauquf bih teh, kang?",
    mustContain: [["harta", "benda", "barang"]],
  },
  {
    question: "ppaiw singkatan dr apa? trs siapa yg jd ppaiw di kecamatan",
    mustContain: [["pembuat akta ikrar wakaf"], ["kepala kua", "kepala kantor urusan agama"]],
  },
  {
    question:
      "Di kampung kami ada pengajian rutin yang membahas wakaf. Ustaznya beberapa kali menyebut istilah mauquf 'alaih, tapi saya kurang paham. Itu maksudnya siapa ya?",
    mustContain: [["penerima manfaat", "menerima manfaat", "penerima", "yang ditunjuk"]],
  },
  {
    question: "akta ikrar wakaf teh fungsina kanggo naon? naha penting pisan?",
    mustContain: [["bukti"]],
  },
  {
    question: "Apa yang dimaksud dengan Badan Wakaf Indonesia?",
    mustContain: [["independen"], ["mengembangkan", "memajukan", "pengembangan"]],
  },
  {
    question: "barang yg mau diwakafin hrs kyk gmn? hrs tahan lama gk",
    mustContain: [["tahan lama", "jangka panjang", "lama"], ["bernilai", "nilai ekonomi"]],
  },

  // 1.2 Basics and irrevocability (Pasal 2-5)
  {
    question:
      "Kakek saya dulu mewakafkan sebidang tanah untuk musala di kampung dan sudah ada aktanya. Sekarang paman saya ingin mengambil kembali tanah itu karena butuh modal usaha. Apakah wakaf yang sudah diikrarkan bisa ditarik lagi oleh keluarga?",
    mustContain: [CANNOT, REVOKE],
  },
  {
    question: "upami tos ngawakafkeun kebon, tiasa dicabut deui teu? abdi hoyong nyandak deui",
    mustContain: [CANNOT, REVOKE],
  },
  {
    question: "udh ikrar wakaf tp skrg nyesel, bs dibatalin gk ya",
    mustContain: [CANNOT, REVOKE],
  },
  {
    question:
      "kalo ada surat pernyataan bermaterai antara pemberi wakaf sm pengurus masjid bhw tanahnya boleh diminta lg kapan2, itu berlaku gk?",
    mustContain: [CANNOT, [...AIW, "ikrar"]],
  },
  {
    question:
      "Pengurus masjid di desa kami mau diganti karena nazhir lamanya sudah sepuh. Ada warga yang bilang kalau nazhirnya ganti, wakafnya harus diulang dari awal atau bahkan batal. Benarkah begitu?",
    mustContain: [["tidak membatalkan", "tidak batal", "tidak menjadi batal", "tetap sah", "tetap berlaku", "tetap berjalan", "tidak menyebabkan"]],
  },
  {
    question: "Kapan suatu wakaf dianggap sah menurut UU Nomor 41 Tahun 2004?",
    mustContain: [["syariah", "syariat", "hukum islam"]],
  },
  {
    question: "fungsi wakaf itu apa sih menurut uu? cuma buat bangun masjid doang?",
    mustContain: [["ekonomi"], ["ibadah", "kesejahteraan"]],
  },

  // 1.3 The six elements (Pasal 6)
  {
    question: "Sebutkan unsur-unsur wakaf menurut Pasal 6 UU Wakaf.",
    mustContain: [["jangka waktu"], ["peruntukan"]],
  },
  {
    question: "sabaraha unsur wakaf numutkeun undang-undang teh? naon wae?",
    mustContain: [["enam", "6"], ["jangka waktu", "peruntukan"]],
  },
  {
    question: "jangka waktu wakaf itu masuk unsur wakaf jg ya? kok ada jangka waktunya segala",
    mustContain: [["unsur", "enam", "6"]],
  },

  // 2. Fiqh pillars (rukun) and conditions (syarat)
  {
    question: "rukun wakaf ada brp sih? apa aja",
    mustContain: [["empat", "4"], ["sighat", "shighat", "sigat", "ikrar"]],
  },
  {
    question: "Rukun wakaf numutkeun ulama teh aya opat nya? ari nazhir kalebet rukun teu?",
    mustContain: [NAZHIR, ["bukan", "tidak termasuk", "tidak masuk"]],
  },
  {
    question: "Dalam kitab fikih, apa saja syarat bagi orang yang hendak berwakaf?",
    mustContain: [["baligh", "balig", "berakal", "dewasa"], ["pemilik", "milik"]],
  },
  {
    question: "bisa gk wakaf barang yg sekali pake langsung abis, misal makanan buat pengajian?",
    mustContain: [["tidak habis", "tahan lama", "jangka panjang", "lama", "berkelanjutan"]],
  },
  {
    question: "Upami barang hasil maling diwakafkeun ka masjid, sah teu wakafna?",
    mustContain: [CANNOT, ["milik", "pemilik"]],
  },
  {
    question: "lafal ikrar wakaf teh kumaha? kedah diucapkeun atanapi cekap ditulis wungkul?",
    mustContain: [["lisan", "diucapkan", "ucapan"], ["tertulis", "tulisan", "ditulis"]],
  },
  {
    question: "boleh gak wakaf buat kegiatan yg isinya maksiat, misalnya tempat judi",
    mustContain: [[...CANNOT, "bertentangan"]],
  },
  {
    question: "Menurut para ulama, apakah wakaf harus berlaku selamanya atau boleh untuk sementara waktu?",
    mustContain: [["jangka waktu", "sementara", "malik", "berjangka", "waktu tertentu"]],
  },
  {
    question: "Sejak kapan harta yang diwakafkan tidak lagi menjadi milik wakif?",
    mustContain: [["kepemilikan wakif"], ["berakhir"]],
  },

  // 1.4 Wakif (Pasal 7-8)
  {
    question:
      "Anak saya baru kelas 3 SMP tapi punya tabungan sendiri dari hadiah lomba. Dia semangat sekali ingin mewakafkan tanah kecil warisan dari neneknya untuk madrasah. Bisakah anak seusia itu menjadi wakif?",
    mustContain: [["dewasa", "baligh", "balig"]],
  },
  {
    question: "Naha organisasi atanapi perusahaan tiasa janten wakif?",
    mustContain: [["badan hukum", "organisasi"], ["anggaran dasar"]],
  },
  {
    question:
      "Bapak saya sudah pikun berat dan sering lupa nama anak-anaknya. Kakak ingin beliau mewakafkan sawahnya untuk pesantren sebelum wafat, padahal beliau hanya mengangguk saja. Apakah wakaf seperti itu memenuhi syarat?",
    mustContain: [["berakal sehat", "akal sehat", "berakal", "sehat akal"]],
  },
  {
    question: "tanah msh atas nama org lain tp udh sy bayar lunas, bisa sy wakafin lgsg?",
    mustContain: [["dimiliki dan dikuasai wakif secara sah"]],
  },

  // 1.5 Nazhir (Pasal 9-14; PP 42/2006)
  {
    question: "tugas nadzir apa aja sih",
    mustContain: [["mengadministrasikan", "administrasi"], ["melaporkan", "laporan", ...BWI]],
  },
  {
    question: "Nazhir teh kenging gajih teu? sabaraha persen ti hasil wakaf?",
    mustContain: [["10%", "10 persen", "sepuluh persen", "10 %", "sepuluh (10) persen"]],
  },
  {
    question:
      "Di RW kami ada tanah wakaf untuk madrasah. Pak RT menunjuk dirinya sendiri sebagai nazhir dan bilang cukup satu orang saja. Apakah benar nazhir perorangan boleh hanya satu orang?",
    mustContain: [["3 orang", "tiga orang", "3 (tiga) orang", "tiga (3) orang"]],
  },
  {
    question: "nazir hrs org yg tinggal di daerah situ gk?",
    mustContain: [["kecamatan"]],
  },
  {
    question: "sabaraha taun jabatan nazhir teh? tiasa diperpanjang teu?",
    mustContain: [["5 tahun", "lima tahun", "5 (lima) tahun"], ["diperpanjang", "perpanjang"]],
  },
  {
    question: "Apa saja persyaratan untuk menjadi nazhir perseorangan?",
    mustContain: [["islam", "muslim"], ["amanah", "wni", "warga negara indonesia"]],
  },
  {
    question:
      "Tetangga saya beragama Kristen, orangnya jujur dan rajin membantu warga. Pengurus musala ingin memasukkan beliau ke dalam kepengurusan nazhir tanah wakaf. Apakah itu dibolehkan?",
    mustContain: [["beragama Islam", "harus Islam", "wajib Islam", "harus muslim"], ["nazhir perseorangan"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]],
  },
  {
    question:
      "Tanah wakaf di kampung kami sertifikatnya tertulis atas nama nazhir, Pak Haji Dudung. Sekarang anak-anaknya bilang tanah itu milik bapaknya dan akan dibagi waris. Apakah karena namanya ada di sertifikat, tanah itu jadi milik nazhir?",
    mustContain: [
      ["bukan pemilik", "bukan milik", "tidak menjadikan", "tidak menjadi pemilik", "bukan miliknya", "tidak menjadi milik"],
      ["atas nama nazhir"],
    ],
  },
  {
    question: "nazhir perorangan hrs didaftarin ke mana",
    mustContain: [KUA, [...BWI, "menteri"]],
  },
  {
    question: "Yayasan tiasa janten nazhir? naon syaratna?",
    mustContain: [["sosial", "pendidikan", "kemasyarakatan", "keagamaan"]],
  },
  {
    question: "yg ngebina nazhir tuh siapa sih",
    mustContain: [["menteri", "kemenag", "kementerian agama"], BWI],
  },
  {
    question: "Wajibkah nazhir mengembangkan harta wakaf, atau cukup menjaganya saja?",
    mustContain: [["wajib", "harus"], ["mengembangkan", "dikembangkan", "produktif"]],
  },
  {
    question: "upami aya nu ngarebut taneuh wakaf, saha nu kedah ngajagi?",
    mustContain: [NAZHIR, ["melindungi", "mengawasi", "menjaga"]],
  },

  // 1.6 Harta benda wakaf (Pasal 15-16; PP 42/2006)
  {
    question:
      "Tanah peninggalan orang tua saya masih diperebutkan dengan sepupu dan kasusnya sedang diurus di pengadilan. Saya ingin segera mewakafkannya untuk masjid supaya tidak jadi rebutan lagi. Bisakah tanah seperti itu diwakafkan?",
    mustContain: [CANNOT, ["sengketa", "perkara", "bebas"]],
  },
  {
    question:
      "Rumah kami sedang dijaminkan ke bank untuk pinjaman modal warung. Ibu ingin mewakafkan sebagian tanahnya untuk TPA anak-anak. Boleh langsung diwakafkan sekarang atau harus menunggu pinjaman lunas?",
    mustContain: [["dijaminkan", "jaminan", "agunan", "hak tanggungan"], [...CANNOT, "bebas", "lunas"]],
  },
  {
    question: "Motor tiasa diwakafkeun teu? atanapi kedah taneuh wungkul?",
    mustContain: [["kendaraan", ...MOVABLE]],
  },
  {
    question: "hak cipta buku bisa diwakafin gk? sy penulis novel",
    mustContain: [["hki", "hak kekayaan intelektual", "kekayaan intelektual"]],
  },
  {
    question: "Apa saja jenis harta benda yang dapat diwakafkan menurut Pasal 16 UU Wakaf?",
    mustContain: [["tidak bergerak"], ["benda bergerak", "harta bergerak", "bergerak berupa", "bergerak:", "bergerak meliputi"]],
  },
  {
    question: "pp 42 2006 ngebagi harta wakaf jd brp jenis",
    mustContain: [["tiga", "3"], ["uang"]],
  },
  {
    question: "Emas perhiasan tiasa diwakafkeun, teu?",
    mustContain: [["logam mulia", ...MOVABLE]],
  },
  {
    question: "apartemen bisa diwakafkan gk? yg satuan rumah susun gitu",
    mustContain: [["rumah susun", "sarusun"]],
  },
  {
    question: "Saham atanapi sukuk tiasa diwakafkeun teu?",
    mustContain: [["surat berharga"]],
  },
  {
    question:
      "Kebun kami warisan kakek dan sampai sekarang belum bersertifikat, buktinya cuma girik dan Letter C dari desa. Keluarga sepakat ingin mewakafkan kebun itu untuk makam umum. Apakah tanah tanpa sertifikat bisa diwakafkan?",
    mustContain: [CAN, ["girik", "letter c", "ajb", "belum terdaftar", "tidak terdaftar", "belum bersertifikat", "belum bersertipikat"]],
  },

  // 1.12 Wakaf uang (Pasal 28-31; PP 42/2006; fatwa MUI)
  {
    question:
      "Saya ingin berwakaf uang Rp5 juta dari hasil panen. Selama ini saya biasa menitipkan uang infak langsung ke bendahara masjid. Untuk wakaf uang apakah caranya sama saja, atau harus lewat lembaga tertentu?",
    mustContain: [LKS],
  },
  {
    question: "Upami wakaf artos, kenging sertifikat naon?",
    mustContain: [["sertifikat wakaf uang", "sertipikat wakaf uang"]],
  },
  {
    question:
      "Anak saya bekerja di Arab Saudi dan rutin mengirim uang dalam riyal. Dia ingin sebagian diwakafkan lewat lembaga di tanah air. Apakah wakaf uang boleh dalam mata uang asing?",
    mustContain: [["rupiah"], ["dikonversi", "dirupiahkan", "konversi", "ditukar", "diubah", "dikonversikan"]],
  },
  {
    question: "Bagaimana pandangan Majelis Ulama Indonesia tentang hukum wakaf uang?",
    mustContain: [["boleh", "jawaz", "diperbolehkan", "dibolehkan"], ["2002"]],
  },
  {
    question: "kalo wakaf uang, duitnya dipake abis gk sih? ato disimpen",
    mustContain: [["pokok"], ["dijaga", "tetap", "dipertahankan", "utuh", "tidak boleh", "tidak dapat", "tidak berkurang", "tidak habis"]],
  },
  {
    question: "LKS wajib daftarin wakaf uang ke menteri paling lambat brp hari",
    mustContain: [SEVEN_DAYS],
  },
  {
    question: "udh brp sih total wakaf uang yg kekumpul se indonesia",
    mustContain: [["2,3 triliun", "2,3 t", "rp2,3", "2.3 triliun", "rp 2,3"]],
  },
  {
    question: "wakaf artos teh kedah tinulis atanapi cekap lisan wae?",
    mustContain: [["lks-pwu"], ["sertifikat wakaf uang"]],
  },

  // 1.11 Wakaf produktif (Pasal 42-43)
  {
    question: "wakaf produktif tuh maksudnya gmn",
    mustContain: [["disewakan", "sewa", "pertanian", "usaha", "investasi", "diusahakan"], ["pokok", "hasil", "keuntungan"]],
  },
  {
    question:
      "Desa kami punya dua petak sawah wakaf yang selama ini dibiarkan kosong. Karang taruna mengusulkan agar sawahnya ditanami padi dan hasil panennya dipakai untuk beasiswa anak yatim. Apakah cara seperti itu diperbolehkan?",
    mustContain: [["produktif", "dikelola", "dikembangkan"], ["beasiswa", "pendidikan", "hasil", "mauquf"]],
  },
  {
    question: "Apabila pengembangan harta wakaf memerlukan penjaminan, lembaga apa yang digunakan?",
    mustContain: [["penjamin syariah", "penjaminan syariah"]],
  },
  {
    question: "nazhir kenging ngajak mitra kanggo ngamekarkeun harta wakaf?",
    mustContain: [["mitra", "kerja sama", "kerjasama", "bersama", "pihak lain"]],
  },

  // 1.8 Peruntukan (Pasal 22-23)
  {
    question:
      "Keluarga kami berencana mewakafkan rumah bekas almarhum ayah. Kakak ingin menjadikannya klinik kesehatan murah untuk warga, bukan masjid. Apakah wakaf boleh diperuntukkan bagi klinik kesehatan?",
    mustContain: [["kesehatan"], CAN],
  },
  {
    question: "wakaf kenging kanggo beasiswa budak yatim?",
    mustContain: [["beasiswa", "yatim", "fakir miskin"], CAN],
  },
  {
    question: "Siapa yang menetapkan peruntukan harta wakaf apabila wakif tidak menyebutkannya dalam ikrar?",
    mustContain: [NAZHIR],
  },
  {
    question: "peruntukan harta wakaf yg dibolehin uu apa aja",
    mustContain: [["ibadah"], ["pendidikan", "kesehatan", "ekonomi umat", "fakir miskin"]],
  },
  {
    question:
      "Almarhum kakek mewakafkan tanah tanpa menyebut untuk apa, beliau cuma bilang 'untuk kebaikan'. Sekarang warga berdebat mau dijadikan masjid atau pasar desa. Siapa yang berhak menentukan, dan apakah boleh untuk kegiatan ekonomi?",
    mustContain: [NAZHIR, ["ekonomi"]],
  },

  // 1.7 Ikrar wakaf and AIW (Pasal 17-21)
  {
    question: "ikrar wakaf hrs ada saksi gk? brp org",
    mustContain: [TWO_WITNESSES],
  },
  {
    question: "Abdi nuju damel di Batam, teu tiasa mulih. Tiasa diwakilan ikrar wakafna ku adi abdi?",
    mustContain: [["kuasa"], ["saksi"]],
  },
  {
    question: "Apa saja isi minimal yang harus dimuat dalam Akta Ikrar Wakaf?",
    mustContain: [["identitas", "nama"], ["peruntukan", "jangka waktu"]],
  },
  {
    question: "majelis ikrar wakaf tuh apaan? siapa aja yg dtg",
    mustContain: [["wakif"], ["saksi"]],
  },
  {
    question: "ikrar wakaf teh di payuneun saha?",
    mustContain: [PPAIW],
  },

  // 4.1 Documents at the KUA
  {
    question: "syarat dokumen buat wakaf tanah di kua apa aja min",
    mustContain: [["ktp"], ["sertifikat", "sertipikat", "bukti kepemilikan", "girik", "shm"]],
  },
  {
    question: "punten, bade wakaf taneuh, naon wae nu kedah dicandak ka KUA?",
    mustContain: [["ktp", "kartu keluarga", "kk"], ["saksi", "nazhir", "sertifikat", "sertipikat"]],
  },
  {
    question: "surat ket tdk sengketa dr desa itu wajib? formulirnya namanya apa",
    mustContain: [["wk"], ["camat", "desa", "kelurahan", "lurah"]],
  },
  {
    question:
      "Saya mau mewakafkan kebun untuk musala. Kata Pak RT, ke KUA juga harus membawa bukti bayar pajak. Pajak apa yang dimaksud dan untuk tahun berapa?",
    mustContain: [["pbb", "sppt"], ["terakhir", "terbaru", "tahun berjalan"]],
  },
  {
    question: "meterai yg dipake buat berkas wakaf brp rebu",
    mustContain: [["10.000", "10000", "sepuluh ribu", "10 ribu"]],
  },
  {
    question:
      "Taneuh nu bade diwakafkeun teh warisan ti sepuh, dulur abdi aya lima. Naha kedah aya surat persetujuan ahli waris?",
    mustContain: [HEIRS, CONSENT],
  },
  {
    question: "Siapa saja yang wajib hadir di KUA pada saat pelaksanaan ikrar wakaf?",
    mustContain: [["wakif"], ["saksi"]],
  },
  {
    question: "istri hrs ikut tanda tangan gk kalo suami mau wakaf tanah",
    mustContain: [["persetujuan", "setuju", "izin"], ["istri", "suami", "pasangan"]],
  },

  // 4.2 Steps at the KUA; 4.3 form codes
  {
    question: "alur wakaf tanah di kua gmn step by step",
    mustContain: [PPAIW, BPN],
  },
  {
    question: "Saparantos ikrar, saha nu ngadaptarkeun ka BPN? abdi kedah angkat nyalira?",
    mustContain: [["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"], NAZHIR],
  },
  {
    question: "form w5 tuh buat apa ya",
    mustContain: [["pengesahan nazhir", "pengesahan nadzir", "pengesahan"]],
  },
  {
    question:
      "Masjid di kampung kami berdiri di atas tanah yang diwakafkan almarhum Abah sekitar tahun 1980-an, tapi tidak pernah dibuatkan akta apa pun. Saksi-saksinya juga sudah banyak yang meninggal. Apakah sekarang masih bisa dibuatkan aktanya?",
    mustContain: [["akta pengganti", "apaiw", "pengganti akta ikrar wakaf", "w.3", "w3"]],
  },
  {
    question: "salinan akta ikrar wakaf teh dicandak ku saha? kodena naon?",
    mustContain: [["w.2a"], ["dibawa pulang"]],
  },
  {
    question: "bisa daftar wakaf online gk? ada aplikasinya?",
    mustContain: [["siwak", "e-aiw", "sistem informasi wakaf"]],
  },
  {
    question: "Formulir apa yang digunakan sebagai surat pengantar pendaftaran tanah wakaf ke Kantor Pertanahan?",
    mustContain: [["w.7", "w7", "w 7"]],
  },
  {
    question: "stlh sertifikat wakaf jadi, dicatat di buku apa di kua",
    mustContain: [["w.4", "w4", "w 4", "daftar akta ikrar wakaf", "daftar aiw"]],
  },
  {
    question: "sertifikat taneuh wakaf teh atas nami saha?",
    mustContain: [NAZHIR],
  },

  // 1.9 Registration; 4.4 BPN stage; 4.5 Fees
  {
    question: "biaya bikin akta ikrar wakaf di kua brp ya",
    mustContain: [FREE, ["meterai", "materai", "fotokopi", "fotocopy"]],
  },
  {
    question: "sabaraha biaya sertifikat wakaf di BPN?",
    mustContain: [FREE, ["pengukuran", "ukur"]],
  },
  {
    question:
      "Kami hanya mewakafkan sebagian kebun, kira-kira 100 meter persegi, untuk membangun musala di desa. Kata tetangga, mengurus ke BPN itu mahal sekali. Sebenarnya ada biaya apa saja?",
    mustContain: [["pengukuran", "ukur", "pemecahan", "pecah"], FREE],
  },
  {
    question: "ppaiw hrs daftarin ke bpn paling lambat brp hari stlh aiw diteken",
    mustContain: [SEVEN_DAYS],
  },
  {
    question: "Dokumen apa saja yang diminta Kantor Pertanahan untuk pendaftaran tanah wakaf yang sudah bersertifikat?",
    mustContain: [["asli"], ["pengesahan nazhir", ...AIW]],
  },
  {
    question: "di bpn prosesnya brp hari smp sertifikat wakaf jadi",
    mustContain: [["5 hari", "lima hari", "98 hari"]],
  },
  {
    question: "aya aplikasi kanggo ngitung biaya ukur taneuh wakaf?",
    mustContain: [["sentuh tanahku"]],
  },
  {
    question: "sejak kapan sertifikasi tanah wakaf digratisin? ada mou nya kan",
    mustContain: [["2021", "15 desember"]],
  },
  {
    question: "Peraturan menteri apa yang mengatur tata cara pendaftaran tanah wakaf di Kantor Pertanahan?",
    mustContain: [["2 tahun 2017", "2/2017", "nomor 2 tahun 2017", "no. 2 tahun 2017", "no 2 tahun 2017"]],
  },
  {
    question: "tanah letter c yg blm sertifikat kalo didaftarin jd tanah wakaf gratis jg?",
    mustContain: [["pertama kali", "pendaftaran pertama", "pengakuan hak", "biaya"]],
  },
  {
    question: "bukti pendaftaran dr bpn nanti diserahin ke siapa",
    mustContain: [NAZHIR],
  },

  // 1.10 Protection, prohibitions and penalties (Pasal 40, 44, 67)
  {
    question:
      "Masjid kami butuh renovasi besar dan dananya kurang. Ada pengurus yang usul menjual sebagian tanah wakaf di belakang masjid untuk menutup biayanya. Apakah boleh tanah wakaf dijual?",
    mustContain: [CANNOT, ["pasal 40", "ruislag", "penukaran", "ditukar", "izin"]],
  },
  {
    question: "upami aya nu ngajual taneuh wakaf, hukumanana naon?",
    mustContain: [PRISON, FINE],
  },
  {
    question:
      "Ketua DKM di kampung sebelah diam-diam menjaminkan sertifikat tanah wakaf masjid ke bank untuk pinjaman pribadi. Warga baru tahu setelah ada surat tagihan dari bank. Apakah ada sanksi hukumnya?",
    mustContain: [["pidana", "penjara"], [...PRISON, ...FINE]],
  },
  {
    question: "anak nazhir ngaku tanah wakaf diwarisin ke dia, emg bisa gt?",
    mustContain: [CANNOT, ["diwariskan", "pasal 40", "warisan", "diwarisi"]],
  },
  {
    question: "Bolehkah harta wakaf disita untuk melunasi utang wakif?",
    mustContain: [["disita"], ["pasal 40"]],
  },
  {
    question: "Taneuh wakaf tiasa dihibahkeun ka kulawarga nazhir teu?",
    mustContain: [CANNOT, ["dihibahkan", "hibah", "pasal 40"]],
  },
  {
    question: "nazir boleh ubah peruntukan wakaf sendiri gk tanpa izin siapa2?",
    mustContain: [BWI, ["izin tertulis", "tertulis", "izin"]],
  },

  // 6. Badan Wakaf Indonesia (Pasal 47-50)
  {
    question: "bwi itu tugasnya apa aja",
    mustContain: [NAZHIR, ["membina", "pembinaan", "mengganti", "memberhentikan", "penukaran", "perubahan"]],
  },
  {
    question: "Saha ketua BWI ayeuna?",
    mustContain: [["kamaruddin amin", "kamaruddin"]],
  },
  {
    question: "Kapan anggota Badan Wakaf Indonesia pertama kali diangkat dan dengan dasar apa?",
    mustContain: [["2007"], ["keppres", "keputusan presiden", "75/m"]],
  },
  {
    question: "di jabar ada kantor bwi nya gk",
    mustContain: [["perwakilan"], ["jawa barat", "jabar"]],
  },
  {
    question: "program unggulan BWI teh naon?",
    mustContain: [["indonesia berwakaf"]],
  },

  // 5. Regulations
  {
    question: "pp 25 th 2018 isinya apa",
    mustContain: [["perubahan", "mengubah"], ["42"]],
  },
  {
    question: "Peraturan apa yang mengatur tata cara perwakafan benda tidak bergerak dan benda bergerak selain uang?",
    mustContain: [["73"], ["2013"]],
  },
  {
    question: "aturan ttg administrasi pendaftaran wakaf uang apa ya",
    mustContain: [["pma", "peraturan menteri agama"], ["4 tahun 2009", "4/2009", "nomor 4", "no. 4", "no 4"]],
  },

  // 7. Statistics
  {
    question: "di jawa barat tanah wakaf yg udh bersertifikat ada brp bidang",
    mustContain: [["48.123", "55,95", "87.795"]],
  },
  {
    question: "Sabaraha jumlah tanah wakaf di Indonesia ayeuna?",
    mustContain: [["561.909", "445.504", "430.000", "421.903"]],
  },
  {
    question: "Berapa jumlah bidang tanah wakaf nasional yang digunakan untuk masjid dan musala?",
    mustContain: [["258.156", "266.413", "93", "46", "47"]],
  },

  // 3. Religious sources
  {
    question: "dalil wakaf di quran ayat brp",
    mustContain: [["imran", "92"]],
  },
  {
    question: "Hadis ngeunaan amal nu teu pegat sanajan tos pupus teh kumaha?",
    mustContain: [["jariyah", "jariah"], ["ilmu"]],
  },
  {
    question:
      "Saya pernah mendengar kisah seorang sahabat Nabi yang mendapat tanah di Khaibar lalu bertanya kepada Rasulullah harus diapakan. Siapa sahabat itu dan apa pesan Nabi kepadanya?",
    mustContain: [["umar"], ["tidak dijual", "tidak boleh dijual", "tidak diwariskan", "menahan", "ditahan", "hasilnya", "sedekah"]],
  },
  {
    question: "emg di alquran ada kata wakaf scr langsung?",
    mustContain: [["tidak", "bukan"], ["infak", "hadis", "hadits"]],
  },
  {
    question: "ayat nu nyebatkeun sasiki janten tujuh tangkai teh surat naon?",
    mustContain: [["baqarah"], ["261"]],
  },

  // 1.13 What visitors also ask
  {
    question:
      "Saya punya tanah hak milik dan mau mewakafkannya untuk sekolah, tapi hanya 10 tahun saja. Setelah itu tanahnya ingin saya pakai lagi untuk anak-anak saya. Bisakah wakaf tanah dibuat sementara seperti itu?",
    mustContain: [FOREVER],
  },
  {
    question: "wakaf berjangka teh tiasa kanggo naon wae? taneuh hak milik tiasa teu?",
    mustContain: [["hak milik"], [...FOREVER, ...CANNOT]],
  },
  {
    question: "tanah hgb bisa diwakafin berjangka gk",
    mustContain: [["jangka waktu", "berjangka", "waktu tertentu"], ["hak guna bangunan", "hgb"]],
  },
  {
    question:
      "Tanah wakaf madrasah di desa kami terkena proyek pelebaran jalan. Pemerintah menawarkan ganti rugi berupa uang. Bagaimana aturannya, apakah tanah wakaf boleh dilepas untuk proyek itu?",
    mustContain: [EXCHANGE, ["izin", "menteri", ...BWI]],
  },
  {
    question: "klo tanah wakaf ditukar, penggantinya hrs senilai gk",
    mustContain: [["sekurang-kurangnya", "paling sedikit", "setidaknya", "minimal", "sama", "senilai", "seimbang"], ["nilai", "manfaat"]],
  },
  {
    question: "Masjid di lembur tos teu kaanggo da pendudukna ngalih. Taneuh wakafna tiasa ditukeur ku taneuh sanes?",
    mustContain: [EXCHANGE, ["izin", "menteri", ...BWI]],
  },
  {
    question: "pengurus mau jual tanah wakaf musala trs beli tanah lain yg lbh strategis, itu jual beli biasa kan?",
    mustContain: [EXCHANGE],
  },
  {
    question:
      "Halaman masjid kami cukup luas. Pengurus ingin memakai sebagian untuk kios yang disewakan dan lahan parkir berbayar. Apakah perlu izin, dan dari siapa?",
    mustContain: [BWI, CHANGE_USE],
  },
  {
    question: "Upami sabagian taneuh masjid bade dianggo sakola, kedah idin ti saha?",
    mustContain: [BWI],
  },
  {
    question: "nazhir meninggal dunia, trs tanah wakafnya gmn nasibnya",
    mustContain: [["diganti", "penggantian", "pengganti"], ["tetap", "berlanjut", "tidak batal", "terus"]],
  },
  {
    question:
      "Ketua nazhir di masjid abdi tos pupus, anggota sanesna oge tos teu aktip. Kumaha carana ngaganti nazhir, sareng saha nu ngagentos?",
    mustContain: [BWI, KUA],
  },
  {
    question: "ganti nama nazhir di sertifikat bpn bayar gk",
    mustContain: [FREE],
  },
  {
    question: "kalo nazhir gk ngurus tanah wakaf sama sekali, bs diberhentiin?",
    mustContain: [["diberhentikan", "diganti", "berhenti", "penggantian"], BWI],
  },
  {
    question:
      "Bapak saya berwasiat sebelum meninggal agar separuh hartanya diwakafkan untuk pesantren. Kami lima bersaudara dan dua kakak keberatan. Apakah wasiat separuh harta itu wajib dijalankan seluruhnya?",
    mustContain: [ONE_THIRD, [...HEIRS, ...CONSENT]],
  },
  {
    question: "wakaf lewat wasiat perlu saksi brp",
    mustContain: [[...TWO_WITNESSES, "2 orang", "dua orang"]],
  },
  {
    question:
      "Tanah warisan almarhumah nenek belum dibagi di antara anak-anaknya. Salah satu paman ingin mewakafkan semuanya untuk makam umum, padahal saudara yang lain belum ditanya. Apakah boleh begitu?",
    mustContain: [HEIRS, [...CONSENT, "dibagi"]],
  },
  {
    question: "Naon bedana hibah sareng wakaf teh?",
    mustContain: [["milik", "pemilik", "kepemilikan"], ["dijual", "diwariskan", "pasal 40"]],
  },
  {
    question: "bedanya zakat sama wakaf apa sih",
    mustContain: [["wajib"], [...SUNNAH, "sukarela", "pokok"]],
  },
  {
    question: "Bagaimana hukum berwakaf dalam Islam, wajib atau sunnah?",
    mustContain: [SUNNAH],
  },
  {
    question:
      "Tetangga saya beragama Katolik dan sangat dekat dengan warga. Beliau ingin menyerahkan sebagian tanahnya untuk madrasah di kampung kami secara wakaf. Bolehkah orang non-muslim menjadi wakif?",
    mustContain: [
      ["tidak mensyaratkan", "tidak menetapkan", "tidak ada syarat", "tidak disyaratkan", "boleh", "dapat", "bisa"],
      ["pasal 8", "syariah", "syariat"],
    ],
  },
  {
    question: "wasiat sama wakaf beda gk sih",
    mustContain: [["meninggal", "wafat"], ONE_THIRD],
  },
];

export const HELD_OUT_15_OUT_OF_FIELD: readonly EvalCase[] = [
  // other KUA services
  { question: "biaya nikah di kua brp ya kalo akadnya di rumah" },
  { question: "punten, daptar nikah di KUA teh naon wae syaratna?" },
  { question: "Bagaimana prosedur rujuk setelah jatuh talak satu?" },
  {
    question:
      "Saya dan suami sudah setahun ini sering bertengkar, dan kemarin dia mengucapkan talak lewat WhatsApp. Apakah talak seperti itu sah, dan bagaimana cara mengurus perceraian resminya?",
  },
  { question: "daftar haji reguler skrg antrinya brp taun di jabar" },
  { question: "Bade umroh bulan payun, naha KUA ngayakeun manasik umroh?" },
  { question: "cara ngurus sertifikat halal buat usaha keripik rumahan gmn" },
  { question: "Kapan jadwal bimbingan perkawinan bagi calon pengantin di KUA ini?" },
  {
    question:
      "Abdi sareng bojo nuju aya masalah rumah tangga, sering pasea ngeunaan artos. Naha di KUA aya konseling kulawarga? kumaha cara daptarna?",
  },
  { question: "buku nikah sy ilang pas banjir, bikin duplikatnya dmn" },
  { question: "isbat nikah tuh ngurusnya di kua ato pengadilan agama?" },
  { question: "ayah udh meninggal, yg jd wali nikah sy siapa dong" },
  { question: "daftar nikah online lewat simkah caranya gmn" },
  { question: "Sabaraha lami kedah ngadaptar nikah sateuacan akad di KUA?" },
  {
    question:
      "Adik saya akan menikah dengan pria warga negara Malaysia bulan depan. Dokumen apa saja yang perlu disiapkan supaya pernikahannya bisa dicatat di KUA?",
  },

  // traps: share wakaf's words, not about wakaf
  { question: "zakat fitrah taun ini brp per jiwa? klo pake beras brp kg" },
  { question: "Pembagian warisan kanggo anak awewe sareng lalaki numutkeun faraid sabaraha bagian?" },
  { question: "Berapa biaya pembuatan akta jual beli tanah di notaris atau PPAT?" },
  { question: "cara bayar pbb rumah online lwt hp gmn" },
  {
    question:
      "Saya membeli rumah dari saudara dan sertifikatnya masih atas nama dia. Bagaimana cara balik nama sertifikat tanah di BPN, dan berapa lama prosesnya?",
  },
  { question: "nisab zakat emas brp gram skrg" },
  { question: "zakat penghasilan dihitung 2,5% dr gaji kotor ato bersih sih" },
  { question: "Program PTSL sertifikat taneuh gratis di desa abdi iraha dibuka deui?" },
  { question: "kalo suami meninggal dan punya anak, istri dapet warisan brp bagian" },
  { question: "pajak BPHTB waktu beli tanah itu berapa persen ya" },

  // anything else
  { question: "cuaca di bandung besok hujan gk" },
  { question: "resep seblak ceker yg pedes gmn" },
  { question: "Iraha Persib maen deui di GBLA?" },
  { question: "cara beli kuota murah telkomsel" },
  { question: "ada lowongan kerja di kecamatan ga? lulusan smk" },
  { question: "Bagaimana alur pendaftaran sekolah SMP negeri jalur zonasi tahun ini?" },
  { question: "BPJS kesehatan sy nunggak, cara ngaktifin lagi gmn" },
  { question: "Punten, e-KTP abdi rusak, kumaha cara ngadamel deui?" },
  { question: "perpanjang sim c bisa online gk" },
  {
    question:
      "Besok saya harus ke Jakarta pagi-pagi untuk wawancara kerja. Dari terminal Cicaheum ada bus jam berapa saja, dan berapa ongkosnya?",
  },
  { question: "harga cabe rawit di pasar hari ini brp sekilo" },
  { question: "Kumaha cara ngadamel peuyeum anu amis?" },
  { question: "Di mana saya dapat membuat SKCK untuk melamar pekerjaan?" },
  { question: "hp sy tiba2 mati total gk bisa dicas, knp ya" },
  { question: "tolong terjemahin ke bahasa inggris: saya sedang belajar" },
  {
    question:
      "Anak saya kelas 5 SD dapat PR matematika soal pecahan dan saya bingung menjelaskannya. Berapa hasil 3/4 ditambah 2/3?",
  },
  { question: "tiket kereta cepat whoosh bandung jakarta brp skrg" },
  { question: "Kumaha carana melak cabe dina polybag supados seueur buahna?" },
  { question: "cara bikin cv yg menarik buat ngelamar kerja di pabrik" },
  {
    question:
      "Kemarin motor saya ditilang karena STNK mati. Sidangnya di mana dan bisa diwakilkan tidak, karena saya harus bekerja?",
  },
];
