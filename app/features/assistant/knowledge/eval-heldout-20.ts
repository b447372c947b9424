// Held-out set 20 (issue 35): written on 2026-12-06 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";
// Kinds, noted in a comment after each case: su = Sundanese / Sundanese-mixed, story = long story,
// formal = formal complete question, chat = informal chat Indonesian; "1.13" = section 1.13 of the fact sheet.

const NEG: readonly string[] = ["tidak boleh", "tidak dapat", "tidak bisa", "tidak diperbolehkan", "tidak dibolehkan", "tidak diperkenankan", "tidak dibenarkan", "tidak sah", "dilarang", "larangan", "belum bisa", "belum dapat", "belum boleh", "tidak memenuhi", "teu kenging", "teu tiasa", "teu meunang", "moal tiasa"];
const CANCEL_WORDS: readonly string[] = ["batal", "ditarik", "menarik kembali", "diambil kembali", "mengambil kembali", "diambil lagi", "mengambil lagi", "dicabut", "diminta kembali", "meminta kembali", "dikembalikan"];
const SEVEN_DAYS: readonly string[] = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja", "tujuh (7) hari kerja"];
const TWO_WITNESSES: readonly string[] = ["2 saksi", "dua saksi", "2 (dua) saksi", "dua (2) saksi", "2 orang saksi", "dua orang saksi", "2 (dua) orang saksi", "dua (2) orang saksi", "dua urang saksi", "2 urang saksi", "saksi dua orang", "saksi 2 orang", "saksi sebanyak dua", "saksi sebanyak 2", "saksi dua urang", "saksi 2 urang"];
const THREE_PEOPLE: readonly string[] = ["3 orang", "tiga orang", "3 (tiga) orang", "tiga (3) orang", "minimal 3", "minimal tiga", "sekurang-kurangnya 3", "sekurang-kurangnya tiga", "paling sedikit 3", "paling sedikit tiga", "setidaknya 3", "setidaknya tiga", "3 urang", "tilu urang"];
const FIVE_YEARS: readonly string[] = ["5 tahun", "lima tahun", "5 (lima) tahun", "lima (5) tahun", "5 taun", "lima taun"];
const TEN_PCT: readonly string[] = ["10%", "10 %", "10 persen", "sepuluh persen", "10 (sepuluh) persen", "sepersepuluh"];
const RP500: readonly string[] = ["500 juta", "500.000.000", "lima ratus juta", "500jt", "500 jt", "setengah miliar"];
const ONE_THIRD: readonly string[] = ["1/3", "1 / 3", "sepertiga", "satu pertiga", "⅓"];
const RP0: readonly string[] = ["Rp0", "Rp 0", "Rp.0", "Rp. 0", "gratis", "tidak dipungut biaya", "tanpa biaya", "bebas biaya", "tidak ada biaya", "nol rupiah", "tidak dikenakan biaya", "tidak berbayar", "cuma-cuma"];
const FOREVER: readonly string[] = ["selamanya", "selama-lamanya", "tidak terbatas", "tanpa batas waktu", "abadi", "ta'bid", "permanen", "untuk seterusnya", "kekal", "salamina", "salawasna"];
const HAK_MILIK: readonly string[] = ["hak milik", "SHM", "hak guna bangunan", "HGB", "hak pakai", "Pasal 18"];
const BERJANGKA: readonly string[] = ["jangka waktu tertentu", "waktu tertentu", "berjangka", "muaqqat", "mu'aqqat", "temporer", "waktu terbatas", "dibatasi waktu", "batas waktu tertentu", "wakaf sementara", "sementara waktu"];
const BWI: readonly string[] = ["BWI", "Badan Wakaf Indonesia"];
const SUNNAH: readonly string[] = ["sunnah", "sunah", "sunat", "dianjurkan"];
const VOLUNTARY: readonly string[] = ["sunnah", "sunah", "sunat", "dianjurkan", "sukarela"];
const JARIYAH: readonly string[] = ["jariyah", "jariah"];
const ANAK_SALEH: readonly string[] = ["anak saleh", "anak shaleh", "anak sholeh", "anak soleh", "anak shalih", "anak sholih", "anak salih", "anak yang saleh", "anak yang shaleh", "anak yang sholeh", "anak yang soleh", "anak yang shalih", "anak yang sholih", "anak yang salih", "anak yang mendoakan", "anak yang berdoa"];
const MAUQUF_BIH: readonly string[] = ["mauquf bih", "mawquf bih", "mauqufbih", "mauquf bihi", "maukuf bih", "mauqūf bih"];
const MAUQUF_ALAIH: readonly string[] = ["mauquf 'alaih", "mauquf ‘alaih", "mauquf ’alaih", "mauquf `alaih", "mauquf alaih", "mauquf'alaih", "mauquf ʿalaih", "mawquf 'alaih", "mawquf alaih", "maukuf alaih", "maukuf 'alaih", "mauqūf 'alaih"];
const SIGHAT: readonly string[] = ["sighat", "shighat", "sigat", "shigat", "sighah", "shighah"];
const PERMIT_MINISTER: readonly string[] = ["izin tertulis", "izin Menteri", "izin dari Menteri", "izin Menag", "izin dari Menag", "persetujuan Menteri", "izin Kemenag", "izin dari Kemenag", "izin Kementerian Agama", "izin dari Kementerian Agama", "persetujuan tertulis"];
const EXCHANGE: readonly string[] = ["tukar", "ruislag", "penukaran", "ditukar"];
const EXCHANGE_VALUE: readonly string[] = ["sekurang-kurangnya sama", "minimal sama", "paling sedikit sama", "setidaknya sama", "sama nilai", "sama manfaat", "nilai dan manfaat", "manfaat dan nilai", "senilai", "setara", "seimbang", "sebanding", "tidak kurang", "nilai tukar"];
const HEIRS_ALL: readonly string[] = ["semua ahli waris", "seluruh ahli waris", "para ahli waris", "ahli waris lain", "ahli waris yang lain", "persetujuan ahli waris", "persetujuan seluruh", "persetujuan semua", "setiap ahli waris", "masing-masing ahli waris", "semua saudara", "seluruh saudara", "sadaya ahli waris", "seluruh waris", "semua waris"];
const AGREE_OR_DIVIDE: readonly string[] = ["setuju", "persetujuan", "sepakat", "kesepakatan", "tanda tangan", "menandatangani", "ditandatangani", "dibagi", "pembagian", "izin", "satuju", "idin"];
const REPLACE: readonly string[] = ["diganti", "penggantian", "mengganti", "pengganti", "digantikan", "ngagentos", "digentos", "diberhentikan", "pemberhentian", "memberhentikan"];
const COLLATERAL: readonly string[] = ["jaminan", "agunan", "dijaminkan", "diagunkan", "hak tanggungan", "digadaikan", "gadai"];
const OWNER_CHANGE: readonly string[] = ["menjadi milik", "jadi milik", "sepenuhnya milik", "milik penerima", "milik si penerima", "milik orang yang diberi", "pemilik baru", "menjadi pemilik", "jadi pemilik", "berpindah kepemilikan", "beralih kepemilikan", "pindah kepemilikan", "kepemilikan berpindah", "kepemilikan beralih", "kepemilikan pindah", "kepemilikannya berpindah", "kepemilikannya beralih", "memindahkan kepemilikan", "mengalihkan kepemilikan", "perpindahan kepemilikan", "peralihan kepemilikan", "memindahkan hak milik", "perpindahan hak milik", "peralihan hak milik", "hak milik berpindah", "hak milik beralih", "berpindah milik", "beralih milik", "berpindah ke penerima", "beralih ke penerima", "pindah ke penerima", "dimiliki penerima", "dimiliki oleh penerima", "bebas menjual", "janten milik", "janten gaduh"];
const SELL: readonly string[] = ["dijual", "diperjualbelikan", "menjual", "dijual-belikan", "dijual belikan", "diical"];
const NO_RELIGION: readonly string[] = ["tidak mensyaratkan", "tidak menyaratkan", "tidak mempersyaratkan", "tidak disyaratkan", "tidak dipersyaratkan", "tidak ada syarat", "tidak ada ketentuan", "tidak menyebut", "tidak menetapkan", "tidak mengatur", "tidak harus", "tidak wajib", "tidak mewajibkan", "bukan syarat", "tidak termasuk", "tidak membatasi", "tanpa syarat", "tidak menentukan", "tidak mencantumkan", "hanya mensyaratkan", "hanya menyebut", "agama tidak", "non-muslim boleh", "nonmuslim boleh", "non muslim boleh", "non-muslim dapat", "nonmuslim dapat", "non muslim dapat", "non-muslim bisa", "non muslim bisa", "teu kedah", "teu disyaratkeun", "henteu disyaratkeun", "teu aya sarat"];
const WAKIF_REQ: readonly string[] = ["Pasal 8", "dewasa", "berakal", "pemilik sah", "pemilik yang sah"];
const PROXY: readonly string[] = ["surat kuasa", "kuasa tertulis", "memberi kuasa", "memberikan kuasa", "dikuasakan", "penerima kuasa", "diwakilkan", "mewakilkan"];
const LKS: readonly string[] = ["Lembaga Keuangan Syariah", "LKS", "bank syariah"];
const BPN: readonly string[] = ["BPN", "Kantor Pertanahan", "Pertanahan"];
const PPAIW: readonly string[] = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf", "Kepala KUA", "Kepala Kantor Urusan Agama"];
const AIW: readonly string[] = ["Akta Ikrar Wakaf", "AIW"];
const MOVABLE: readonly string[] = ["benda bergerak", "harta bergerak", "barang bergerak", "wakaf bergerak", "bergerak selain uang", "bergerak berupa"];
const UNCERTIFIED_PROOF: readonly string[] = ["girik", "Letter C", "leter C", "letter-C", "AJB", "akta jual beli", "Petok D", "petok", "kikitir"];
const NOT_OWNER: readonly string[] = ["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak memiliki", "tidak menjadikan", "bukan berarti", "tidak berarti", "sanes nu gaduh", "sanes gaduh", "bukan sebagai pemilik", "tidak berhak memiliki", "bukan hak milik nazhir"];
const IN_NAZHIR_NAME: readonly string[] = ["atas nama nazhir", "nama nazhir", "atas nama nadzir", "nama nadzir", "atas nama nazir", "nama nazir", "a.n. nazhir", "an. nazhir"];
const VERSE_SURAH: readonly string[] = ["Imran", "Imron", "Imrān", "Baqarah"];
const VERSE_NUMBER: readonly string[] = ["92", "261", "267"];
const KUA_FREE: readonly string[] = ["gratis", "tidak dipungut biaya", "tanpa biaya", "tidak ada biaya", "Rp0", "Rp 0", "bebas biaya", "tidak dikenakan biaya", "tidak berbayar", "cuma-cuma"];
const LASTING: readonly string[] = ["tahan lama", "jangka panjang", "tidak habis", "habis", "sekali pakai", "sekali konsumsi", "awet", "berkelanjutan"];
const NOT_RUKUN: readonly string[] = ["bukan rukun", "bukan termasuk rukun", "tidak termasuk rukun", "tidak termasuk dalam rukun", "tidak termasuk", "tidak menjadi rukun", "tidak dimasukkan", "bukan bagian", "sanes rukun", "teu kalebet", "tidak tercantum", "tidak masuk"];
const NOT_CANCELLED: readonly string[] = ["tidak batal", "tidak membatalkan", "tidak menjadi batal", "tidak dibatalkan", "tetap sah", "tetap berlaku", "tetap berjalan", "tetap wakaf", "tetap menjadi wakaf", "tetap berstatus", "tidak gugur", "tidak hilang", "tidak berpindah", "teu batal"];
const NO_OVERRIDE: readonly string[] = ["tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat membatalkan", "tidak bisa membatalkan", "tidak membatalkan", "tidak dapat mengalahkan", "tidak bisa mengalahkan", "tidak dapat mengesampingkan", "tidak bisa mengesampingkan", "tidak mengubah", "tidak berlaku", "tidak sah"];
const STATS_JABAR: readonly string[] = ["48.123", "48123", "48,123", "55,95", "55.95", "45.401", "23.730"];
const STATS_NATIONAL: readonly string[] = ["561.909", "561909", "561,909", "445.504", "445504", "445,504", "430.000", "421.903"];

const JOINT: readonly string[] = ["milik bersama", "dimiliki bersama", "hak bersama", "bersama-sama", "babarengan", "pemilik sah", "pemilik yang sah", "bukan pemilik", "Pasal 8", "sendirian", "seorang diri", "sepihak", "belum dibagi", "can dibagi", "teu acan dibagi", "dibagi dulu", "dibagi terlebih dahulu", "dibagi heula", "pembagian waris", "dibagi waris"];
const CONTINUES: readonly string[] = ["tidak batal", "tidak membatalkan", "tidak menjadi batal", "tidak dibatalkan", "tetap sah", "tetap berlaku", "tetap berjalan", "tetap wakaf", "tetap menjadi wakaf", "tetap berstatus", "tidak gugur", "tidak hilang", "tidak berpindah", "teu batal", "berlanjut", "tetap ada", "terus berjalan", "tetep", "masih berlaku", "masih sah"];
const CHANGE_USE: readonly string[] = ["peruntukan", "alih fungsi", "alihfungsi", "dialihfungsikan", "mengalihfungsikan", "Pasal 44"];
const NON_MUSLIM: readonly string[] = ["non-muslim", "nonmuslim", "non muslim", "bukan muslim", "bukan beragama Islam", "selain Islam", "non-Islam", "nonislam", "kristen", "nasrani", "agama lain", "sanes muslim", "sanes Islam", "teu Islam"];
const ZAKAT_DIFF: readonly string[] = ["nisab", "nishab", "asnaf", "ashnaf", "8 golongan", "delapan golongan", "mustahik", "mustahiq", "2,5", "haul", "pokok", "habis", "dihabiskan", "utuh", "kekal"];
const HADITH_MUSLIM: readonly string[] = ["riwayat Muslim", "HR Muslim", "HR. Muslim", "H.R. Muslim", "Imam Muslim", "diriwayatkan Muslim", "diriwayatkan oleh Muslim", "Muslim no", "Muslim nomor", "1631", "Shahih Muslim", "Sahih Muslim", "Abu Hurairah", "tiga perkara", "tiga hal", "tiga amal", "ilmu yang bermanfaat"];
const NAZHIR_TERM_CTX: readonly string[] = ["masa bakti", "masa jabatan", "masa tugas", "masa kerja", "periode", "menjabat", "jabatan", "bertugas", "diperpanjang", "perpanjang", "diangkat kembali", "diangkat lagi"];

export const HELD_OUT_20_IN_FIELD: readonly EvalCase[] = [
  { question: "wakaf tu sbnrnya apa sih mnrt uu", mustContain: [["memisahkan", "menyerahkan"], ["ibadah", "kesejahteraan umum"], ["selamanya", "jangka waktu", "dimanfaatkan", "manfaat"]] }, // chat 1.1
  { question: "Naon bedana wakif sareng nazhir teh? sok bingung abdi mah", mustContain: [["mewakafkan", "pemberi wakaf", "yang berwakaf", "memberikan wakaf", "menyerahkan", "ngawakafkeun"], ["mengelola", "pengelola", "dikelola", "ngokolakeun", "mengurus"]] }, // su 1.1
  { question: "Apa yang dimaksud dengan mauquf 'alaih dalam peraturan perwakafan?", mustContain: [MAUQUF_ALAIH, ["penerima manfaat", "menerima manfaat", "penerima hasil", "menerima hasil", "pihak yang ditunjuk", "yang ditunjuk untuk menerima", "yang berhak menerima", "menikmati manfaat"]] }, // formal 1.1
  { question: "ppaiw itu singkatan apa ya trus siapa org nya di kecamatan", mustContain: [["Pejabat Pembuat Akta Ikrar Wakaf"], ["Kepala KUA", "Kepala Kantor Urusan Agama"]] }, // chat 1.1
  { question: "Almarhum bapak saya pada tahun 2015 mewakafkan sebidang tanah untuk musala dan sudah ada aktanya dari KUA. Sekarang kakak saya ingin mengambil kembali tanah itu karena butuh modal usaha. Apakah wakaf tersebut bisa dibatalkan oleh ahli waris?", mustContain: [NEG, CANCEL_WORDS] }, // story 1.2
  { question: "Pa, abdi bade ngawakafkeun taneuh SHM kanggo madrasah tapi ngan 10 taun hungkul, engke dipulangkeun deui ka kulawarga. Tiasa kitu?", mustContain: [FOREVER, HAK_MILIK] }, // su 1.13
  { question: "unsur wakaf mnrt uu 41 ada brp aja", mustContain: [["peruntukan"], ["jangka waktu"], ["enam", "6 unsur", "6 (enam)", "(6)", "ada 6", "6 hal", "6 macam", "6 perkara", "Pasal 6"]] }, // chat 1.3
  { question: "Apa saja rukun wakaf menurut pendapat jumhur ulama?", mustContain: [MAUQUF_BIH, MAUQUF_ALAIH, SIGHAT] }, // formal 2
  { question: "nazhir perorangan minimal brp org?", mustContain: [THREE_PEOPLE] }, // chat 1.5
  { question: "Kakek kami meninggal dan meninggalkan kebun yang belum dibagi waris kepada lima anaknya. Paman saya, anak tertua, ingin mewakafkan kebun itu untuk pesantren, tetapi bibi-bibi saya belum diajak bicara. Bisakah paman mewakafkan kebun itu sendirian?", mustContain: [HEIRS_ALL, AGREE_OR_DIVIDE, JOINT] }, // story 1.13
  { question: "Wakaf artos tiasa teu? kedah ka mana nyetorna?", mustContain: [LKS] }, // su 1.12
  { question: "stlh akta ikrar wakaf ditandatangani, brp lama hrs didaftarin ke bpn", mustContain: [SEVEN_DAYS, BPN] }, // chat 1.9
  { question: "Apa sanksi pidana bagi orang yang dengan sengaja menjual tanah wakaf?", mustContain: [FIVE_YEARS, RP500] }, // formal 1.10
  { question: "Nazhir teh sabaraha lami jabatanana? tiasa diperpanjang teu?", mustContain: [FIVE_YEARS, ["diperpanjang", "perpanjang", "diangkat kembali", "diangkat lagi", "dipanjangkan", "diperbarui", "dipilih kembali", "periode berikutnya", "diangkat deui"]] }, // su 1.5
  { question: "hukum wakaf tu wajib gk sih?", mustContain: [SUNNAH] }, // chat 1.13
  { question: "Ibu saya sudah sepuh dan ingin mewakafkan tanah bersertifikat di belakang rumah untuk madrasah diniyah kampung. Kami sudah punya calon nazhir dari pengurus DKM. Dokumen apa saja yang perlu kami siapkan sebelum datang ke KUA?", mustContain: [["KTP", "Kartu Tanda Penduduk"], ["saksi"], ["sengketa", "WK", "keterangan kepala desa", "keterangan desa", "keterangan dari desa", "keterangan lurah"]] }, // story 4.1
  { question: "Nazhir masjid di lembur abdi tos pupus, saha nu ngagentos? wakafna kumaha?", mustContain: [REPLACE, BWI, CONTINUES] }, // su 1.13
  { question: "wakaf uang pake dollar bisa ga? sy kerja di luar negri", mustContain: [["rupiah"], ["dikonversi", "konversi", "ditukar", "dirupiahkan", "dikonversikan", "menukar", "tukar", "diubah", "dialihkan", "kurs"]] }, // chat 1.12
  { question: "Hadis apa yang menjelaskan bahwa pahala wakaf tetap mengalir setelah wakif meninggal dunia?", mustContain: [JARIYAH, HADITH_MUSLIM] }, // formal 3
  { question: "tanah sy lg dijaminin ke bank, bs diwakafin gk", mustContain: [NEG, COLLATERAL, ["bebas", "lunas", "dilunasi", "pelunasan", "roya", "ditebus", "diselesaikan", "terlebih dahulu", "sedang dijaminkan", "masih dijaminkan", "tidak sedang", "masih menjadi jaminan", "sedang menjadi jaminan"]] }, // chat 1.6
  { question: "Tanah wakaf masjid di kampung kami terkena proyek pelebaran jalan provinsi. Pengurus DKM bingung apakah tanah itu boleh dilepas dan bagaimana nasib masjidnya nanti. Apa aturannya kalau tanah wakaf dibutuhkan untuk kepentingan umum?", mustContain: [PERMIT_MINISTER, EXCHANGE_VALUE] }, // story 1.13
  { question: "Nazhir teh kalebet rukun wakaf atanapi sanes?", mustContain: [NOT_RUKUN, ["unsur", "undang-undang", "UU 41", "UU No. 41", "UU Nomor 41", "Pasal 6", ...MAUQUF_ALAIH, ...SIGHAT]] }, // su 2
  { question: "nazhir blh ambil gaji gk dr hasil wakaf? brp persen", mustContain: [TEN_PCT, ["bersih", "neto", "netto", "paling banyak", "maksimal", "tidak melebihi", "tidak lebih", "sebanyak-banyaknya", "maks"]] }, // chat 1.5
  { question: "Apa saja syarat seseorang untuk dapat menjadi wakif perseorangan?", mustContain: [["dewasa", "baligh", "cukup umur"], ["berakal", "akal sehat", "sehat akal", "sehat pikiran"], ["pemilik sah", "pemilik yang sah", "milik sah", "secara sah", "pemilik"]] }, // formal 1.4
  { question: "Upami wakaf mobil ambulan kanggo masjid tiasa teu? apan sanes taneuh", mustContain: [MOVABLE, ["kendaraan", "mobil", "ambulan", "ambulans"]] }, // su 1.6
  { question: "bikin sertifikat tanah wakaf di bpn bayar brp", mustContain: [RP0, ["pengukuran", "ukur", "PNBP", "PP 128", "Sentuh Tanahku", "pemecahan", "dipecah", "pendaftaran pertama", "pertama kali"]] }, // chat 4.5
  { question: "Saya punya dua bidang sawah. Satu ingin saya berikan kepada keponakan yang yatim, satu lagi ingin saya serahkan untuk kepentingan pesantren. Teman saya bilang yang pertama namanya hibah dan yang kedua wakaf. Sebenarnya apa bedanya hibah dengan wakaf?", mustContain: [OWNER_CHANGE, SELL] }, // story 1.13
  { question: "pas ikrar wakaf perlu saksi brp org", mustContain: [TWO_WITNESSES] }, // chat 1.7
  { question: "Ayat Quran naon nu sok dijantenkeun dasar wakaf?", mustContain: [[...VERSE_SURAH, "Hajj"], [...VERSE_NUMBER, "77"]] }, // su 3
  { question: "Apabila wakif tidak dapat hadir di hadapan PPAIW karena sakit, apakah ikrar wakaf dapat diwakilkan?", mustContain: [PROXY, TWO_WITNESSES] }, // formal 1.7
  { question: "bedanya zakat sm wakaf apa? kan sama2 ngasih harta", mustContain: [["wajib"], VOLUNTARY, ZAKAT_DIFF] }, // chat 1.13
  { question: "Saatos AIW ditandatanganan, saha nu ngadaptarkeun ka BPN? abdi kedah angkat nyalira?", mustContain: [PPAIW, ["mendaftar", "didaftarkan", "daptar", "pendaftaran"]] }, // su 1.9
  { question: "Waktu ikrar di KUA, ayah saya hanya bilang mewakafkan tanahnya untuk kebaikan tanpa menyebut untuk masjid atau sekolah. Sekarang nazhir ingin membangun klinik kecil di atasnya. Siapa sebenarnya yang berhak menentukan peruntukan tanah wakaf itu?", mustContain: [["tidak menetapkan", "tidak menentukan", "tidak menyebut", "tidak ditetapkan", "tidak ditentukan", "tidak disebut", "tidak menyebutkan", "belum ditetapkan", "belum ditentukan", "tanpa menyebut", "Pasal 23"], ["nazhir", "nadzir", "nazir"], ["tujuan", "fungsi", "Pasal 23"]] }, // story 1.8
  { question: "wakaf produktif tu yg gmn maksudnya", mustContain: [["disewakan", "sewa", "usaha", "pertanian", "investasi", "bertani", "diusahakan"], ["hasil", "keuntungan", "laba"], ["pokok", "utuh", "terjaga", "dijaga", "tetap ada", "tidak berkurang", "tidak habis", "disalurkan", "penerima manfaat", "mauquf", "mustahik", "dikembangkan", "mengembangkan", "Pasal 43"]] }, // chat 1.11
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia?", mustContain: [["membina", "pembinaan", "pembina"], ["memberhentikan", "mengganti", "penggantian", "pemberhentian"], ["penukaran", "tukar", "perubahan peruntukan", "perubahan status"]] }, // formal 6
  { question: "Tatangga abdi non-muslim hoyong ngawakafkeun taneuhna kanggo madrasah di kampung. Kenging kitu?", mustContain: [NO_RELIGION, WAKIF_REQ, NON_MUSLIM] }, // su 1.13
  { question: "w2a tu apa sih? dikasih pas wakaf kmrn", mustContain: [["salinan", "turunan"], AIW] }, // chat 4.3
  { question: "Tanah madrasah di desa kami diwakafkan oleh almarhum Haji Dudung sekitar tahun 1980-an, hanya dengan ucapan di depan warga tanpa surat apa pun. Sekarang beliau dan para saksinya sudah wafat. Bisakah tanah itu tetap dibuatkan akta di KUA?", mustContain: [["Akta Pengganti", "APAIW", "pengganti akta", "W.3", "W3"]] }, // story 4.2
  { question: "tanah wakaf blh dijadiin jaminan pinjaman ke bank gk buat renov masjid", mustContain: [NEG, COLLATERAL, ["Pasal 40", "disita", "dihibahkan", "dijual", "diwariskan", "ditukar", "dialihkan", "Pasal 67", "pidana", "sanksi"]] }, // chat 1.10
  { question: "Upami wakaf ku wasiat, sabaraha maksimalna tina harta nu ditinggalkeun?", mustContain: [ONE_THIRD] }, // su 1.13
  { question: "Apa saja persyaratan bagi seseorang untuk menjadi nazhir perseorangan?", mustContain: [["WNI", "warga negara Indonesia", "warga negara"], ["Islam", "muslim"], ["amanah"]] }, // formal 1.5
  { question: "tugas nazhir tuh apa aja", mustContain: [["mengadministrasikan", "administrasi", "mencatat"], ["melaporkan", "laporan", "lapor"]] }, // chat 1.5
  { question: "Di samping masjid kami ada sisa tanah wakaf yang masih kosong. Pengurus ingin membangun kios untuk disewakan supaya ada pemasukan bagi kas masjid, tetapi ada jamaah yang protes karena tanah itu diwakafkan untuk masjid. Bolehkah pengurus membangun kios di tanah tersebut?", mustContain: [BWI, ["izin", "persetujuan"], CHANGE_USE] }, // story 1.13
  { question: "BWI teh naon? lembaga pamarentah kitu?", mustContain: [["independen"]] }, // su 6
  { question: "wakaf berjangka tu boleh gk? misal tanah sy wakafin 5 thn aja", mustContain: [FOREVER, HAK_MILIK] }, // chat 1.13
  { question: "Bagaimana kisah wakaf Umar bin Khattab yang menjadi dasar hukum wakaf?", mustContain: [["Khaibar", "Khaybar"], ["ditahan", "menahan", "tahan", "disedekahkan", "sedekahkan", "dijual", "diwariskan", "dihibahkan"]] }, // formal 3
  { question: "ada gk sistem online buat data wakaf kemenag? namanya apa", mustContain: [["SIWAK", "Sistem Informasi Wakaf"]] }, // chat 4.2
  { question: "Taneuh abdi teu acan disertipikatkeun, ngan aya surat-surat ti desa wungkul. Tiasa diwakafkeun teu?", mustContain: [UNCERTIFIED_PROOF] }, // su 4.1
  { question: "Saya karyawan pabrik di Karawang dan ingin rutin berwakaf uang seratus ribu rupiah setiap bulan. Saya khawatir uangnya tidak tercatat dan hilang begitu saja. Apakah ada bukti resmi bahwa saya sudah berwakaf uang?", mustContain: [["Sertifikat Wakaf Uang"]] }, // story 1.12
  { question: "tanah yg lg sengketa sm sodara blh diwakafin ga", mustContain: [["sengketa"], ["tidak boleh", "tidak dapat", "tidak bisa", "tidak sah", "dilarang", "belum bisa", "belum dapat", "belum boleh", "harus bebas", "wajib bebas", "bebas dari sengketa", "bebas sengketa", "tidak dalam sengketa", "diselesaikan", "selesai"]] }, // chat 1.6
  { question: "Benda apa saja yang termasuk harta benda wakaf bergerak menurut Undang-Undang Nomor 41 Tahun 2004?", mustContain: [["logam mulia", "emas"], ["surat berharga", "saham"], ["kendaraan"]] }, // formal 1.6
  { question: "ayat ttg sebutir benih tumbuh 7 tangkai tu surat apa ayat brp", mustContain: [["Baqarah"], ["261"]] }, // chat 3
  { question: "Di KUA ngadamel akta ikrar wakaf teh mayar sabaraha?", mustContain: [KUA_FREE, ["meterai", "materai", "fotokopi", "fotocopy", "foto kopi"]] }, // su 4.5
  { question: "Ayah saya sebelum wafat berpesan di depan saya dan ibu bahwa sepetak kebunnya diwakafkan untuk makam kampung setelah beliau meninggal. Pesan itu tidak pernah ditulis. Apakah wakaf lewat wasiat lisan seperti itu sah, dan apa syaratnya?", mustContain: [TWO_WITNESSES, ONE_THIRD] }, // story 1.13
  { question: "nazhir hrs didaftarin kmn?", mustContain: [BWI, ["KUA"], ["daftar"]] }, // chat 1.5
  { question: "Kapan Majelis Ulama Indonesia mengeluarkan fatwa tentang wakaf uang, dan apa hukumnya menurut fatwa tersebut?", mustContain: [["2002"], ["jawaz", "boleh", "dibolehkan", "diperbolehkan", "mubah"]] }, // formal 1.12
  { question: "Taneuh warisan can dibagi, abdi hoyong ngawakafkeun bagean abdi kanggo masjid. Kedah kumaha?", mustContain: [JOINT, AGREE_OR_DIVIDE] }, // su 1.13
  { question: "nazhir blh ubah peruntukan wakaf sesukanya gk?", mustContain: [NEG, BWI, CHANGE_USE] }, // chat 1.10
  { question: "Keluarga kami sudah sepakat mewakafkan tanah seluas 200 meter untuk musala. Kami belum pernah mengurus hal seperti ini dan tidak tahu harus mulai dari mana. Bagaimana urutan prosesnya di KUA sampai keluar sertifikat wakaf?", mustContain: [PPAIW, AIW, BPN, ["saksi", "pengesahan nazhir", "mengesahkan nazhir", "W.5", "Majelis Ikrar", "mengucapkan ikrar", "mengikrarkan", "KTP"]] }, // story 4.2
  { question: "tanah wakaf msjd mau dijual trs duitnya buat bangun msjd di tmpt lain blh ga", mustContain: [EXCHANGE, PERMIT_MINISTER] }, // chat 1.13
  { question: "Untuk keperluan apa saja harta benda wakaf dapat diperuntukkan menurut undang-undang?", mustContain: [["ibadah"], ["pendidikan"], ["kesehatan"], ["fakir miskin", "yatim", "anak terlantar", "beasiswa"], ["ekonomi"]] }, // formal 1.8
  { question: "Nu kedah hadir dina ikrar wakaf di KUA teh saha wae?", mustContain: [TWO_WITNESSES, PPAIW, ["nazhir", "nadzir", "nazir"]] }, // su 1.7
  { question: "hadis muslim no 1631 isinya apa", mustContain: [JARIYAH, ["ilmu"], ANAK_SALEH] }, // chat 3
  { question: "Kami berencana membentuk nazhir perorangan untuk tanah wakaf pesantren di kecamatan ini. Calonnya baru dua orang, saya dan adik ipar, dan kami berdua tinggal di Bandung. Apakah susunan nazhir seperti itu sudah memenuhi syarat?", mustContain: [THREE_PEOPLE, ["berdomisili", "domisili", "bertempat tinggal", "tinggal di", "warga kecamatan", "penduduk"]] }, // story 1.5
  { question: "katanya skrg ada loket khusus wakaf di bpn ya? sejak kapan", mustContain: [["2021"], ["PNBP", "gratis", "Rp0", "Rp 0", "bebas biaya", "tanpa biaya", "tidak dipungut", "Desember", "MoU", "nota kesepahaman", "kerja sama", "kerjasama"]] }, // chat 4.5
  { question: "Wakaf artos teh engke artosna dibelanjakeun dugi ka beak atanapi kumaha?", mustContain: [["pokok", "modal"], ["dijaga", "tetap", "utuh", "tidak boleh", "tidak berkurang", "dijamin", "kekal", "dipertahankan", "tidak habis", "terjaga"]] }, // su 1.12
  { question: "Apa fungsi formulir W.7 dalam proses perwakafan tanah?", mustContain: [BPN, ["pengantar", "permohonan", "pendaftaran", "mendaftarkan"]] }, // formal 4.3
  { question: "PT bs wakaf gk? prsh sy mau wakaf tanah buat sekolah", mustContain: [["badan hukum"], ["anggaran dasar"]] }, // chat 1.4
  { question: "Di kampung sebelah, ahli waris wakif diam-diam menjual tanah wakaf tempat berdirinya masjid kepada pengembang perumahan. Warga sangat resah dan ingin melapor. Apakah perbuatan itu melanggar hukum, dan apa ancaman hukumannya?", mustContain: [FIVE_YEARS, RP500] }, // story 1.10
  { question: "Hukumna wakaf teh naon? wajib atanapi sunat?", mustContain: [SUNNAH] }, // su 1.13
  { question: "brp bnyk tanah wakaf di jabar yg udh bersertifikat", mustContain: [STATS_JABAR] }, // chat 7
  { question: "Berapa jumlah tanah wakaf di Indonesia menurut data SIWAK yang terbaru?", mustContain: [STATS_NATIONAL] }, // formal 7
  { question: "ketua bwi skrg siapa", mustContain: [["Kamaruddin Amin", "Kamarudin Amin"]] }, // chat 6
  { question: "Leres kitu dina Quran teu aya kecap wakaf? terus dasarna ti mana?", mustContain: [["tidak menyebut", "tidak disebut", "tidak secara", "tidak ada kata", "tidak tersurat", "tidak eksplisit", "tidak langsung", "tidak menyebutkan", "tidak tercantum", "tidak terdapat", "teu aya", "teu disebat"], ["infak", "infaq", "hadis", "hadits"]] }, // su 3
  { question: "Salah satu nazhir tanah wakaf madrasah kami sudah bertahun-tahun tidak pernah mengurus apa pun, dan sekarang malah memakai sebagian tanah untuk kandang kambingnya sendiri. Warga ingin menggantinya. Bisakah nazhir seperti itu diberhentikan, dan siapa yang berwenang?", mustContain: [BWI, REPLACE, ["tugas", "melanggar", "pelanggaran", "larangan", "lalai", "Pasal 45", "kewajiban"]] }, // story 1.13
  { question: "AIW itu apa? bedanya sm sertifikat wakaf", mustContain: [["Akta Ikrar Wakaf"], BPN, ["sertifikat atas nama nazhir", "sertifikat wakaf atas nama nazhir", "sertifikat tanah wakaf atas nama nazhir"]] }, // chat 1.1
  { question: "Peraturan Menteri Agama apa yang mengatur tata cara perwakafan benda tidak bergerak dan benda bergerak selain uang?", mustContain: [["73"], ["2013"]] }, // formal 5
  { question: "Taneuh wakaf madrasah tos teu kaanggo deui margi muridna ngalih sadayana. Tiasa ditukeurkeun ka taneuh nu sanes?", mustContain: [EXCHANGE, PERMIT_MINISTER] }, // su 1.13
  { question: "wakaf nasi kotak buat pengajian bisa disebut wakaf gk?", mustContain: [LASTING] }, // chat 2
  { question: "Saya tinggal di Jakarta, sedangkan tanah yang akan saya wakafkan ada di kecamatan ini dan nazhirnya warga setempat. Apakah saya harus datang sendiri ke KUA untuk ikrar, atau cukup mengirimkan dokumen?", mustContain: [["hadir", "datang"], PROXY] }, // story 1.7
  { question: "wakaf uang bisa lwt bank apa aja", mustContain: [LKS, ["ditunjuk", "Menteri", "Menag", "Kemenag"]] }, // chat 1.12
  { question: "Upami nazhirna diganti ku nu enggal, wakafna janten batal henteu?", mustContain: [NOT_CANCELLED, REPLACE] }, // su 1.2
  { question: "Apabila pengelolaan harta wakaf secara produktif memerlukan penjaminan, lembaga apa yang digunakan?", mustContain: [["lembaga penjamin syariah", "penjamin syariah", "penjaminan syariah", "lembaga penjaminan syariah"]] }, // formal 1.11
  { question: "tanah warisan blm dibagi, kaka sy mau wakafin sendiri tanpa nanya adik2. sah gk", mustContain: [HEIRS_ALL, ["pemilik sah", "pemilik yang sah", "tidak sah", "belum sah", "persetujuan", "setuju", "sepakat"], JOINT] }, // chat 1.13
  { question: "Saya memiliki ruko di atas tanah HGB di kota. Saya ingin mewakafkan ruko itu, tetapi tidak untuk selamanya, cukup selama HGB-nya masih berlaku, dan hasil sewanya untuk beasiswa santri. Apakah wakaf seperti ini dimungkinkan, dan apa bedanya dengan tanah hak milik?", mustContain: [BERJANGKA, ["hak milik", "SHM"]] }, // story 1.13
  { question: "pengesahan nazhir pake formulir apa", mustContain: [["W.5", "W5", "W-5", "W 5"]] }, // chat 4.3
  { question: "Sertipikat taneuh wakaf teh atas nami nazhir, janten nazhir teh nu gaduh taneuh kitu?", mustContain: [NOT_OWNER, ["pemilik", "milik", "gaduh", "kagungan", "boga"]] }, // su 1.5
  { question: "Apa perbedaan antara wakaf dan wasiat dalam hukum Islam?", mustContain: [["meninggal", "wafat", "kematian"], ONE_THIRD] }, // formal 1.13
  { question: "hak cipta buku sy bs diwakafin gk? royaltinya buat pesantren", mustContain: [[...MOVABLE, "Pasal 16"], ["kekayaan intelektual", "HKI", "HaKI", "hak cipta"]] }, // chat 1.6
  { question: "Waktu pengajian, ustaz bercerita tentang seorang sahabat Nabi yang langsung mewakafkan kebun kesayangannya setelah turun ayat tentang menginfakkan harta yang paling dicintai. Saya lupa nama sahabat itu dan ayatnya. Bisa diingatkan?", mustContain: [["Abu Thalhah", "Abu Talhah", "Abu Tholhah", "Abu Thalha", "Abu Talha"], ["92", "Imran", "Imron", "Imrān"]] }, // story 3
  { question: "Wakaf artos di bank syariah, saha nu ngadaptarkeun ka Menteri sareng sabaraha lami?", mustContain: [LKS, SEVEN_DAYS] }, // su 1.12
  { question: "wakaf uang bisa berjangka gk? misal 1 thn trs duitnya balik lg", mustContain: [BERJANGKA, ["boleh", "bisa", "dapat", "dimungkinkan", "sah"]] }, // chat 1.13
  { question: "Perbuatan apa saja yang dilarang terhadap harta benda yang sudah diwakafkan?", mustContain: [["dijaminkan", "jaminan", "agunan"], ["disita", "sita"], ["diwariskan", "diwaris"]] }, // formal 1.10
  { question: "materai brp yg dipake buat berkas wakaf", mustContain: [["10.000", "10 ribu", "sepuluh ribu", "10rb", "10000"]] }, // chat 4.1
  { question: "Saatos ikrar wakaf, abdi nampi dokumen naon ti KUA?", mustContain: [["salinan"], ["W.2a", "W2a"]] }, // su 4.2
  { question: "Saya pensiunan guru dan punya tabungan yang ingin saya wakafkan agar hasilnya bisa membiayai sekolah anak-anak yatim di desa. Apakah beasiswa termasuk tujuan wakaf yang dibolehkan, dan bagaimana caranya supaya uang pokok saya tidak habis?", mustContain: [["pokok"], ["LKS", "Lembaga Keuangan Syariah", "bank syariah", "produktif", "investasi", "diinvestasikan", "dikembangkan", "hasilnya", "hasil pengelolaan"], ["beasiswa", "Pasal 22"]] }, // story 1.8
  { question: "org kristen blh wakaf gk?", mustContain: [NO_RELIGION, WAKIF_REQ, NON_MUSLIM] }, // chat 1.13
  { question: "Undang-undang apa yang menjadi dasar hukum utama perwakafan di Indonesia?", mustContain: [["41"], ["2004"]] }, // formal 5
  { question: "Aya BWI di Jawa Barat teu? atanapi ngan di Jakarta?", mustContain: [["Perwakilan"], ["Jawa Barat", "Jabar", "provinsi"]] }, // su 6
  { question: "cara cek biaya ukur tanah wakaf dmn", mustContain: [["Sentuh Tanahku", "Kantor Pertanahan", "BPN", "Pertanahan"]] }, // chat 4.5
  { question: "Masjid jami di desa kami berdiri di atas tanah wakaf yang cukup luas. DKM berencana menjadikan sebagian halaman sebagai lahan parkir berbayar dan sebagian lagi untuk TK Islam. Apakah itu boleh dilakukan begitu saja tanpa mengurus apa-apa?", mustContain: [BWI, ["izin", "persetujuan"], CHANGE_USE] }, // story 1.13
  { question: "ada ulama yg bolehin wakaf sementara gk", mustContain: [["Malik", "Maliki", "Malikiyah", "Malikiyyah"]] }, // chat 2
  { question: "Naon bedana wakaf jeung hibah? da sami-sami masihan", mustContain: [OWNER_CHANGE, SELL] }, // su 1.13
  { question: "Pada tahap apa dan oleh siapa nazhir disahkan dalam proses ikrar wakaf di KUA?", mustContain: [["W.5", "W5", "Surat Pengesahan Nazhir", "pengesahan nazhir", "mengesahkan nazhir"], PPAIW] }, // formal 4.2
  { question: "rukun wakaf sm unsur wakaf beda gk", mustContain: [["jangka waktu"], ["empat", "4 rukun", "4 (empat)", "enam", "6 unsur", "6 (enam)"], [...MAUQUF_BIH, ...MAUQUF_ALAIH, ...SIGHAT, "fiqih", "fikih", "fiqh", "jumhur"]] }, // chat 1.3
  { question: "Akta ikrar wakaf tanah kami sudah ditandatangani di KUA tiga bulan lalu, tetapi sampai sekarang nazhir belum menerima sertifikat apa pun dari BPN. Sebenarnya siapa yang wajib mendaftarkan ke BPN, dan berapa lama batas waktunya?", mustContain: [PPAIW, SEVEN_DAYS] }, // story 1.9
  { question: "wakaf prtama dlm sejarah islam apa", mustContain: [["Quba", "Khaibar", "Khaybar", "Nabawi"]] }, // chat 3
  { question: "Dina akta ikrar wakaf teh eusina naon wae?", mustContain: [["identitas", "nama wakif", "nama nazhir", "nama lengkap", "nama dan alamat", "nama jeung", "data wakif", "data nazhir", "data diri", "biodata"], ["peruntukan"], ["jangka waktu"]] }, // su 1.7
  { question: "Apa syarat tanah yang akan diwakafkan agar dapat diproses oleh PPAIW?", mustContain: [["sengketa"], ["sita", "sitaan", "disita"], ["jaminan", "dijaminkan", "agunan", "diagunkan"]] }, // formal 1.6
  { question: "kalo nazhirnya yayasan trs yayasannya bubar gmn tanah wakafnya", mustContain: [REPLACE, BWI, CONTINUES] }, // chat 1.13
  { question: "Sawah wakaf tiasa digarap terus hasilna kanggo ngabiayaan madrasah?", mustContain: [["produktif", "diproduktifkan", "Pasal 43"]] }, // su 1.11
  { question: "masa bakti nazhir brp taun", mustContain: [FIVE_YEARS, NAZHIR_TERM_CTX] }, // chat 1.5
  { question: "Nenek saya menulis wasiat agar seluruh tanahnya diwakafkan untuk pesantren setelah beliau wafat, padahal beliau masih punya empat anak. Sebagian anaknya keberatan. Apakah wasiat wakaf atas seluruh harta itu harus dijalankan semuanya?", mustContain: [ONE_THIRD, ["ahli waris"]] }, // story 1.13
  { question: "Apakah surat pernyataan bermeterai antara wakif dan nazhir dapat membatalkan akta ikrar wakaf yang sudah dibuat?", mustContain: [NO_OVERRIDE, ["surat pernyataan", "pernyataan", "meterai", "materai", "bermeterai", "perjanjian", "kesepakatan"]] }, // formal 1.2
  { question: "emas batangan blh diwakafin?", mustContain: [[...MOVABLE, "logam mulia"], ["emas", "logam mulia"]] }, // chat 1.6
  { question: "Saksi wakaf kedah nyandak naon ka KUA?", mustContain: [["KTP", "Kartu Tanda Penduduk"]] }, // su 4.1
  { question: "sertifikat wakaf nanti atas nama siapa", mustContain: [IN_NAZHIR_NAME] }, // chat 4.2
  { question: "Apakah nazhir boleh mengalihfungsikan tanah wakaf musala menjadi tempat usaha tanpa izin?", mustContain: [NEG, BWI, CHANGE_USE] }, // formal 1.13
  { question: "Saya punya beberapa pohon durian yang sudah berbuah di kebun. Tanahnya ingin tetap saya miliki, tetapi pohon-pohon itu ingin saya wakafkan untuk pesantren. Apakah tanaman bisa diwakafkan terpisah dari tanahnya?", mustContain: [["benda tidak bergerak", "harta tidak bergerak", "tidak bergerak", "Pasal 16", "berkaitan dengan tanah"], ["tanaman"]] }, // story 1.6
  { question: "nazhir tu apaan", mustContain: [["menerima", "penerima", "diserahi", "diamanahi"], ["mengelola", "dikelola"], ["mengembangkan", "dikembangkan"]] }, // chat 1.1
  { question: "Taneuh wakaf masjid kakeunaan proyek jalan tol, ku pamarentah bade diganti. Kedah kumaha prosedurna?", mustContain: [PERMIT_MINISTER, ["tukar", "ruislag", "penukaran", "ditukar", "pengganti"]] }, // su 1.13
  { question: "syarat umar wkt wakafin tanah khaibar apa aja", mustContain: [["tidak dijual", "tidak boleh dijual", "tidak dapat dijual", "jangan dijual", "tak dijual", "tidak untuk dijual", "tidak akan dijual", "dilarang dijual", "tidak diperjualbelikan", "tidak boleh diperjualbelikan"], ["diwariskan"]] }, // chat 3
  { question: "Upami yayasan hoyong janten nazhir, naon syaratna?", mustContain: [["sosial"], ["pendidikan"], ["keagamaan", "kemasyarakatan", "keislaman", "agama Islam"]] }, // su 1.5
  { question: "Saya bukan orang kaya, hanya punya rumah dan sedikit tabungan. Ada tetangga yang bilang kalau tidak berwakaf itu berdosa karena wakaf termasuk kewajiban setiap muslim. Benarkah begitu?", mustContain: [SUNNAH] }, // story 1.13
  { question: "wasiat wakaf perlu saksi gk? brp org", mustContain: [TWO_WITNESSES, ["wasiat", "wasiyat"]] }, // chat 1.13
  { question: "Sabaraha seueurna taneuh wakaf di Indonesia nu dianggo kanggo masjid?", mustContain: [["258.156", "258156", "258,156", "46%", "46 persen", "44%", "44 persen"]] }, // su 7
  { question: "saham bs diwakafin?", mustContain: [["surat berharga"]] }, // chat 1.6
  { question: "Akta ikrar wakaf untuk tanah masjid kami sudah jadi, dan saya diminta mengantar berkas ke Kantor Pertanahan karena PPAIW sedang berhalangan. Tanahnya sudah bersertifikat hak milik. Berkas apa saja yang biasanya diminta di BPN?", mustContain: [AIW, ["asli"], ["Pengesahan Nazhir", "surat kuasa"]] }, // story 4.4
  { question: "skrg ada e-aiw ya? lwt aplikasi apa", mustContain: [["SIWAK"]] }, // chat 4.2
  { question: "Paman saya mengalami gangguan jiwa sejak lama. Anak-anaknya ingin mewakafkan tanah milik paman atas nama beliau untuk masjid, dengan paman ikut datang ke KUA. Apakah paman bisa menjadi wakif dalam keadaan seperti itu?", mustContain: [NEG, ["berakal", "akal sehat", "sehat akal", "waras"]] }, // story 1.4
  { question: "PP nu ngatur palaksanaan UU wakaf teh nomer sabaraha?", mustContain: [["42"], ["2006"]] }, // su 5
  { question: "wakaf uang nasional udh kekumpul brp triliun", mustContain: [["2,3 triliun", "2.3 triliun", "2,3 T", "Rp2,3", "2,3T"]] }, // chat 1.12
  { question: "Saya baru saja ditunjuk menjadi bendahara nazhir tanah wakaf pesantren. Selama ini pengurus lama tidak pernah membuat laporan apa pun. Sebenarnya nazhir wajib melapor kepada siapa, dan apa saja tugas pokok kami?", mustContain: [BWI, ["mengadministrasikan", "administrasi", "mengawasi", "melindungi"]] }, // story 1.5
  { question: "klo tanah SHM diwakafin bisa diambil lg stlh 20 thn ga", mustContain: [FOREVER, HAK_MILIK] }, // chat 1.13
  { question: "Upami wakaf kapaksa ku batur, sah henteu wakafna?", mustContain: [["paksaan", "terpaksa", "dipaksa", "kapaksa", "tekanan", "sukarela", "kehendak sendiri", "keinginan sendiri"], NEG] }, // su 2
  { question: "Saya ingin membantu pesantren tetangga dengan menyerahkan sawah saya agar digarap para santri, tetapi anak-anak saya ingin sawah itu kembali ke keluarga setelah saya meninggal. Apakah saya bisa mewakafkan sawah bersertifikat hak milik itu hanya untuk beberapa tahun?", mustContain: [FOREVER, NEG] }, // story 1.13
  { question: "anak umur 12 thn blh jd wakif?", mustContain: [["dewasa", "baligh"], [...NEG, "belum dewasa", "belum baligh", "belum cukup umur"]] }, // chat 1.4
  { question: "Setiap tahun saya rutin membayar zakat mal lewat masjid. Sekarang saya ingin menyisihkan sebagian harta untuk wakaf juga. Apakah wakaf bisa dihitung sebagai pengganti zakat, atau keduanya memang berbeda?", mustContain: [["wajib"], VOLUNTARY, ZAKAT_DIFF] }, // story 1.13
  { question: "Aya nu ngajual taneuh wakaf di lembur, hukumanana naon?", mustContain: [FIVE_YEARS, RP500] }, // su 1.10
  { question: "surat ket tdk sengketa buat wakaf mintanya ke mana", mustContain: [["desa", "kelurahan", "lurah"]] }, // chat 4.1
  { question: "Bapak dan ibu kami sudah meninggal. Kami enam bersaudara punya rumah peninggalan yang sudah lama kosong. Lima orang setuju rumah itu diwakafkan untuk rumah tahfiz, tetapi adik bungsu yang merantau belum memberi jawaban. Bolehkah kami tetap mewakafkannya?", mustContain: [HEIRS_ALL, AGREE_OR_DIVIDE, [...JOINT, "bungsu"]] }, // story 1.13
  { question: "lafal ikrar wakaf gmn? hrs pake bahasa arab?", mustContain: [["jelas", "tegas"], ["lisan", "tertulis"], ["saya wakafkan", "tidak harus", "tidak wajib", "tidak mesti", "tidak perlu", "bahasa Indonesia", "bahasa apa saja", "bahasa daerah"]] }, // chat 2
  { question: "Siapa pejabat yang berwenang membuat Akta Ikrar Wakaf di tingkat kecamatan?", mustContain: [["Kepala KUA", "Kepala Kantor Urusan Agama"]] }, // formal 1.1
  { question: "Aya ayat nu nyarioskeun ulah masihan barang nu awon kanggo infak, ayat naon?", mustContain: [["267"], ["Baqarah"]] }, // su 3
  { question: "bapak sy udh wakaf tanah tp skrg nyesel mau ambil lg, bs ga", mustContain: [NEG, CANCEL_WORDS] }, // chat 1.2
  { question: "Kami pengurus sebuah musala kecil. Kata orang, sertifikat tanah wakaf itu gratis, tetapi tetangga kami waktu mengurus wakaf tetap mengeluarkan uang di BPN. Sebenarnya biaya apa saja yang mungkin masih harus dibayar?", mustContain: [["pengukuran", "ukur", "pemecahan", "dipecah", "pendaftaran pertama", "pengakuan hak"], [...RP0, "PNBP"]] }, // story 4.5
  { question: "BWI teh diadegkeun iraha? saha nu ngangkat pengurusna?", mustContain: [["2007", "2004"], ["Presiden", "Keppres"]] }, // su 6
  { question: "Mauquf bih teh naon hartosna?", mustContain: [MAUQUF_BIH, ["yang diwakafkan", "diwakafkeun", "harta wakaf", "harta benda wakaf", "benda wakaf"]] }, // su 1.1
  { question: "Menurut PP Nomor 42 Tahun 2006, harta benda wakaf dibagi menjadi berapa jenis?", mustContain: [["benda tidak bergerak", "harta tidak bergerak"], ["selain uang"]] }, // formal 1.6
  { question: "tanah wakaf bisa diwarisin ke anak wakif gk", mustContain: [NEG, ["diwariskan", "diwaris", "warisan", "diwarisi"]] }, // chat 1.10
];

export const HELD_OUT_20_OUT_OF_FIELD: readonly EvalCase[] = [
  { question: "syarat daftar nikah di kua apa aja ya" }, // chat kua
  { question: "Abdi bade rujuk deui sareng urut pamajikan, kedah kumaha di KUA?" }, // su kua
  { question: "Bagaimana prosedur pengajuan isbat nikah bagi pasangan yang dahulu menikah secara siri?" }, // formal kua
  { question: "Orang tua saya ingin berangkat haji dan sudah menabung cukup lama. Mereka sudah sepuh dan belum paham caranya. Bagaimana cara mendaftar haji reguler dan berapa setoran awalnya?" }, // story kua
  { question: "biaya nikah di luar kantor kua brp skrg" }, // chat kua
  { question: "Abdi gaduh usaha keripik, hoyong ngadamel sertifikat halal. Ka mana nya?" }, // su kua
  { question: "zakat fitrah thn ini brp per jiwa" }, // chat kua
  { question: "Kapan jadwal bimbingan perkawinan untuk calon pengantin di KUA ini?" }, // formal kua
  { question: "Hoyong ngecek arah kiblat masjid anyar, tiasa dibantos ku KUA?" }, // su kua
  { question: "buku nikah sy ilang gmn cara bikin duplikat" }, // chat kua
  { question: "Suami saya menjatuhkan talak secara lisan dua bulan lalu dan sejak itu tidak pulang. Saya bingung dengan status pernikahan saya sekarang. Apa yang harus saya lakukan?" }, // story kua
  { question: "Apakah KUA menyelenggarakan bimbingan manasik haji bagi jamaah reguler?" }, // formal kua
  { question: "mau umroh, travel yg resmi terdaftar di kemenag gmn ngeceknya" }, // chat kua
  { question: "Abdi mualaf, hoyong ikrar syahadat di KUA, kedah nyandak naon?" }, // su kua
  { question: "Anak saya mau menikah tetapi usianya baru 18 tahun. Katanya ada aturan batas usia nikah dan harus ke pengadilan dulu. Bagaimana prosedurnya di KUA?" }, // story kua
  { question: "sertifikat tanah rumah sy ilang, cara urus ke bpn gmn" }, // chat trap
  { question: "Bagian waris anak awewe sareng anak lalaki teh sabaraha?" }, // su trap
  { question: "Berapa besar pajak BPHTB yang harus dibayar pembeli saat membeli tanah?" }, // formal trap
  { question: "Saya mau menjual sawah warisan orang tua kepada tetangga. Semua saudara sudah setuju dan sertifikatnya masih atas nama almarhum bapak. Bagaimana cara balik nama dan mengurus jual belinya?" }, // story trap
  { question: "cara pecah sertifikat tanah buat dijual kavling gmn" }, // chat trap
  { question: "Kumaha carana nginjeum artos ka bank syariah kanggo modal usaha?" }, // su trap
  { question: "pbb tanah sy nunggak 3 thn dendanya brp" }, // chat trap
  { question: "Apa saja syarat mengurus Persetujuan Bangunan Gedung (PBG) untuk membangun rumah tinggal?" }, // formal trap
  { question: "Saya dan istri bercerai tahun lalu. Rumah yang kami beli bersama masih atas nama saya. Bagaimana pembagian harta gono-gini menurut hukum?" }, // story trap
  { question: "gadai sawah blh gk dlm islam? hasil panennya buat yg pegang gadai?" }, // chat trap
  { question: "besok cuaca di garut hujan gk" }, // chat other
  { question: "Persib maen deui iraha?" }, // su other
  { question: "Bagaimana cara membuat e-KTP bagi warga yang baru berusia 17 tahun?" }, // formal other
  { question: "resep seblak yg enak gmn" }, // chat other
  { question: "Pajak motor saya sudah mati dua tahun dan STNK-nya juga harus diperpanjang. Saya bekerja setiap hari dari pagi sampai sore. Di mana saya bisa membayar pajak kendaraan pada hari Sabtu?" }, // story other
  { question: "Kumaha carana daptar BPJS Kesehatan mandiri?" }, // su other
  { question: "jadwal krl bogor jakarta pagi jam brp aja" }, // chat other
  { question: "Siapa presiden pertama Republik Indonesia?" }, // formal other
  { question: "cara daftar sd lewat jalur zonasi gmn" }, // chat other
  { question: "Resep surabi oncom kumaha?" }, // su other
  { question: "Anak saya demam sudah tiga hari dan puskesmas dekat rumah tutup hari Minggu. Saya tidak punya kendaraan. Apa yang sebaiknya saya lakukan?" }, // story other
  { question: "harga cabe rawit di pasar hari ini brp" }, // chat other
  { question: "Bagaimana cara mengurus akta kelahiran anak di Disdukcapil?" }, // formal other
  { question: "kode pos kecamatan ini brp" }, // chat other
  { question: "Dimana tempat wisata curug nu caket dieu?" }, // su other
  { question: "lowongan kerja pabrik di cikarang ada gk" }, // chat other
  { question: "Saya baru pindah ke kecamatan ini dari Bekasi bersama keluarga. Saya perlu mengurus surat pindah dan KK baru. Ke kantor mana saya harus datang dan apa saja berkasnya?" }, // story other
  { question: "Berapa lama perjalanan dari Bandung ke Tasikmalaya melalui jalan tol?" }, // formal other
  { question: "cara ganti password wifi indihome gmn" }, // chat other
  { question: "Iraha pendaftaran CPNS dibuka taun ieu?" }, // su other
];
