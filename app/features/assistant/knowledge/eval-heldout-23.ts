// Held-out set 23 (issue 35): written on 2026-12-07 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";
// Kinds, noted in a comment after each case: su = Sundanese / Sundanese-mixed, story = long story,
// formal = formal complete question, chat = informal chat Indonesian; "1.13" = section 1.13 of the fact sheet.

const SEVEN_WORKDAYS: readonly string[] = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja"];
const TWO_WITNESSES: readonly string[] = ["2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua) orang saksi", "2 (dua) saksi"];
const THREE_PEOPLE: readonly string[] = ["3 orang", "tiga orang", "3 (tiga) orang", "minimal 3", "minimal tiga", "sedikitnya 3", "sedikitnya tiga", "paling sedikit 3", "paling sedikit tiga"];
const FIVE_YEARS: readonly string[] = ["5 tahun", "lima tahun", "5 (lima) tahun"];
const TEN_PERCENT: readonly string[] = ["10%", "10 %", "10 persen", "sepuluh persen", "10 (sepuluh) persen"];
const PPAIW: readonly string[] = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf"];
const LAND_OFFICE: readonly string[] = ["Kantor Pertanahan", "BPN", "Badan Pertanahan", "ATR"];
const BWI: readonly string[] = ["BWI", "Badan Wakaf Indonesia"];
const MINISTER: readonly string[] = ["Menteri", "Menag"];
const MINISTER_OR_BWI: readonly string[] = ["Menteri", "Menag", "BWI", "Badan Wakaf Indonesia"];
const EXCHANGE: readonly string[] = ["tukar", "ruislag", "ruilslag", "penukaran"];
const EQUAL_VALUE: readonly string[] = ["sekurang-kurangnya sama", "paling sedikit sama", "minimal sama", "setara", "sebanding", "senilai", "sama nilai", "nilai dan manfaat", "manfaat dan nilai", "sama atau lebih", "nilai tukar"];
const ONE_THIRD: readonly string[] = ["1/3", "sepertiga", "satu per tiga", "satu pertiga", "⅓"];
const FREE: readonly string[] = ["Rp0", "Rp 0", "Rp. 0", "gratis", "tidak dipungut biaya", "tanpa biaya", "bebas biaya", "tidak dikenakan biaya", "nol rupiah", "tidak ada biaya"];
const IRREVOCABLE: readonly string[] = ["pasal 3 ", "pasal 3,", "pasal 3)", "pasal 3.", "pasal 3:", "pasal 3;", "tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh ditarik", "tidak dapat diambil kembali", "tidak bisa diambil kembali", "tidak boleh diambil kembali", "tidak dapat dicabut", "tidak bisa dicabut"];
const NOT_SELLABLE: readonly string[] = ["pasal 40", "dilarang dijual", "tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "tidak boleh diperjualbelikan", "dilarang diperjualbelikan", "tidak dapat diperjualbelikan", "tidak bisa diperjualbelikan"];
const NO_COLLATERAL: readonly string[] = ["pasal 40", "tidak boleh dijaminkan", "dilarang dijaminkan", "tidak dapat dijaminkan", "tidak bisa dijaminkan", "tidak boleh dijadikan jaminan", "tidak dapat dijadikan jaminan", "tidak bisa dijadikan jaminan", "dilarang dijadikan jaminan", "tidak boleh diagunkan", "tidak dapat diagunkan", "tidak bisa diagunkan", "dilarang diagunkan"];
const NOT_INHERITABLE: readonly string[] = ["pasal 40", "tidak dapat diwariskan", "tidak boleh diwariskan", "tidak bisa diwariskan", "dilarang diwariskan", "tidak dapat diwarisi", "tidak bisa diwarisi", "tidak boleh diwarisi", "bukan harta warisan", "tidak termasuk harta warisan", "tidak menjadi harta warisan"];
const FOREVER: readonly string[] = ["selama-lamanya", "selamanya", "tidak terbatas", "untuk seterusnya", "abadi", "muabbad", "ta'bid", "ta’bid", "tanpa batas waktu"];
const ALL_HEIRS: readonly string[] = ["semua ahli waris", "seluruh ahli waris", "para ahli waris", "setiap ahli waris", "persetujuan ahli waris", "ahli waris lain", "dibagi dulu", "dibagi terlebih dahulu"];
const MAUQUF_ALAIH: readonly string[] = ["mauquf 'alaih", "mauquf ‘alaih", "mauquf ’alaih", "mauquf alaih", "mauquf'alaih", "mauquf `alaih"];
const SIGHAT: readonly string[] = ["sighat", "shighat", "sigat", "shigat", "sighot"];
const REPLACED: readonly string[] = ["diganti", "penggantian", "nazhir pengganti", "pengganti nazhir", "mengganti", "menggantikan"];
const SUNNAH: readonly string[] = ["sunnah", "sunah", "sunat", "dianjurkan", "anjuran"];
const JARIYAH: readonly string[] = ["jariyah", "jariah"];
const LKS: readonly string[] = ["LKS", "Lembaga Keuangan Syariah", "bank syariah"];
const SENGKETA_FREE: readonly string[] = ["bebas dari sengketa", "bebas sengketa", "tidak dalam sengketa", "tidak sedang dalam sengketa", "tidak sedang sengketa", "tidak sedang bersengketa", "tidak bersengketa", "terbebas dari sengketa"];
const HIBAH_OWNER: readonly string[] = ["penerima menjadi pemilik", "penerima hibah menjadi pemilik", "penerimanya menjadi pemilik", "menjadi pemilik penuh", "menjadi pemilik baru", "menjadi milik penerima", "menjadi milik si penerima", "menjadi milik orang yang diberi", "menjadi milik yang diberi", "hibah boleh dijual", "hibah dapat dijual", "hibah bisa dijual", "boleh dijual oleh penerima", "dapat dijual oleh penerima", "bisa dijual oleh penerima", "berpindah kepemilikan", "beralih kepemilikan", "pindah kepemilikan", "kepemilikan berpindah", "kepemilikan beralih"];
const NO_RELIGION_REQ: readonly string[] = ["pasal 8", "tidak disyaratkan beragama", "tidak disyaratkan muslim", "tidak disyaratkan islam", "tidak disyaratkan harus", "agama tidak disyaratkan", "tidak mensyaratkan agama", "tidak mensyaratkan wakif", "tidak mensyaratkan beragama", "tidak mensyaratkan muslim", "tidak mensyaratkan islam", "tidak harus beragama", "tidak harus muslim", "tidak wajib beragama", "tidak wajib muslim", "tidak ada syarat agama", "tanpa syarat agama", "tidak menyebut agama", "tidak menetapkan agama"];
const RELIGION_WORD: readonly string[] = ["muslim", "beragama", "kristen", "agama tertentu", "agama wakif", "syarat agama", "mensyaratkan agama", "disyaratkan agama", "agamanya", "agama bukan", "agama tidak", "soal agama", "faktor agama", "perbedaan agama", "beda agama", "agama lain"];
const PERMISSION: readonly string[] = ["pasal 44", "izin tertulis", "izin BWI", "izin dari BWI", "izin Badan Wakaf", "izin dari Badan Wakaf", "izin kepada BWI", "izin ke BWI", "izin pada BWI", "izin ka BWI", "izin ti BWI", "persetujuan tertulis", "persetujuan BWI", "persetujuan dari BWI", "persetujuan Badan Wakaf"];
const LAND_HAK_MILIK: readonly string[] = ["pasal 18", "hak milik", "SHM"];
const LKS_APPOINTED: readonly string[] = ["ditunjuk", "Menteri", "Menag", "PWU", "pasal 28"];
const PPAIW_OR_HEAD: readonly string[] = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf", "Kepala KUA"];

export const HELD_OUT_23_IN_FIELD: readonly EvalCase[] = [
  { question: "Apa yang dimaksud dengan wakif menurut Undang-Undang Wakaf?", mustContain: [["yang mewakafkan", "pemberi wakaf", "memberikan wakaf", "mewakafkan harta"]] }, // formal 1.1
  { question: "nazir itu apaan sih sbnrnya", mustContain: ["kelola", ["menerima", "diserahi", "penerima"]] }, // chat 1.1
  { question: "Naon hartosna mauquf 'alaih teh?", mustContain: [MAUQUF_ALAIH, ["penerima manfaat", "menerima manfaat", "penerima hasil"]] }, // su 1.1
  { question: "PPAIW singkatan dr apa ya", mustContain: ["Pejabat Pembuat Akta Ikrar Wakaf"] }, // chat 1.1
  { question: "Apakah menurut undang-undang wakaf harus berlaku untuk selamanya, atau dapat juga untuk jangka waktu tertentu?", mustContain: [["jangka waktu tertentu", "waktu tertentu", "berjangka"]] }, // formal 1.1
  { question: "Mauquf bih teh naon kang?", mustContain: ["mauquf bih", ["harta yang diwakafkan", "benda yang diwakafkan", "barang yang diwakafkan", "harta yang di wakafkan", "benda yang di wakafkan", "harta benda wakaf"]] }, // su 1.1
  { question: "kalo udh ikrar wakaf trs nyesel bisa dibatalin gk", mustContain: [IRREVOCABLE] }, // chat 1.2
  { question: "Kakek saya dulu mewakafkan tanah untuk madrasah dan sudah ada akta ikrarnya. Sekarang paman saya minta tanah itu dikembalikan karena katanya dulu cuma dipinjamkan, dan dia punya surat pernyataan bermaterai dari kakek. Apakah surat itu bisa membatalkan wakafnya?", mustContain: [IRREVOCABLE] }, // story 1.2
  { question: "Upami nazhir na diganti, wakafna janten batal teu?", mustContain: [["tidak membatalkan", "tidak batal", "tetap sah", "tidak gugur", "tetap berlaku", "tidak menyebabkan", "tetap berjalan", "tetap wakaf"]] }, // su 1.2
  { question: "Ayah saya mewakafkan sawah untuk pesantren beberapa tahun lalu di KUA. Sekarang ayah sudah wafat dan kami anak-anaknya sedang butuh biaya berobat ibu. Apakah kami sebagai ahli waris boleh meminta sawah itu kembali?", mustContain: [[...IRREVOCABLE, "tidak dapat diwariskan", "tidak boleh diwariskan", "tidak bisa diwariskan"]] }, // story 1.2
  { question: "unsur wakaf menurut uu ada brp sih", mustContain: [["enam", "6 unsur", "6 (enam)", "ada 6"]] }, // chat 1.3
  { question: "Dina UU Wakaf, jangka waktu teh kaasup unsur wakaf kitu?", mustContain: [["enam", "6 unsur", "6 (enam)", "ada 6", "keenam", "ke-6"]] }, // su 1.3
  { question: "Sebutkan unsur-unsur wakaf menurut Pasal 6 UU Nomor 41 Tahun 2004.", mustContain: ["peruntukan", "jangka waktu"] }, // formal 1.3
  { question: "perusahaan bisa gk sih jd wakif? ato cm orang pribadi aja", mustContain: ["badan hukum"] }, // chat 1.4
  { question: "Bapak saya sudah sepuh dan sekarang sering lupa, kata dokter demensia. Kakak saya ingin bapak segera mewakafkan kebun untuk pesantren sebelum kondisinya makin parah. Apakah wakaf dari bapak masih sah dalam keadaan begitu?", mustContain: [["berakal", "akal sehat", "sehat akal"], ["tidak terhalang", "cakap"]] }, // story 1.4
  { question: "anak sy umur 14 th mau wakafin tabungannya sendiri, sah gk", mustContain: [["dewasa", "baligh", "balig"]] }, // chat 1.4
  { question: "Apa saja syarat seseorang untuk dapat menjadi wakif perseorangan?", mustContain: ["dewasa", ["berakal sehat", "akal sehat", "sehat akal", "berakal"], ["pemilik sah", "pemilik yang sah", "milik sah", "tidak terhalang", "perbuatan hukum"]] }, // formal 1.4
  { question: "nazhir perorangan minimal brp org", mustContain: [THREE_PEOPLE] }, // chat 1.5
  { question: "Masa jabatan nazhir teh sabaraha taun?", mustContain: [FIVE_YEARS, ["masa jabatan", "masa bakti", "masa tugas", "periode", "diperpanjang", "perpanjang", "diangkat kembali"]] }, // su 1.5
  { question: "nazhir blh ambil gaji gk dr hasil wakaf? brp persen", mustContain: [TEN_PERCENT] }, // chat 1.5
  { question: "Di kampung kami ada tanah wakaf berupa kebun yang hasilnya lumayan. Ketua DKM bilang pengurus boleh mengambil sebagian hasil panen sebagai upah. Sebenarnya berapa batas bagian untuk nazhir?", mustContain: [TEN_PERCENT] }, // story 1.5
  { question: "Abdi hoyong janten nazhir, naon wae syaratna?", mustContain: [["WNI", "warga negara Indonesia"], "amanah"] }, // su 1.5
  { question: "Apa saja kewajiban seorang nazhir menurut Pasal 11 UU Wakaf?", mustContain: [BWI, ["mengadministrasikan", "administrasi"]] }, // formal 1.5
  { question: "Saya tinggal di Jakarta, tapi keluarga mau mewakafkan tanah di kampung di Jawa Barat untuk musala. Kami ingin nazhirnya tiga saudara yang semuanya tinggal di Jakarta. Apakah boleh begitu?", mustContain: [["kecamatan tempat", "kecamatan letak", "kecamatan lokasi", "kecamatan yang sama", "kecamatan setempat", "tinggal di kecamatan", "domisili di kecamatan", "berdomisili di kecamatan", "bertempat tinggal di kecamatan", "kecamatan di mana", "kecamatan dimana"]] }, // story 1.5
  { question: "nazhir hrs org islam gk? tetangga sy kristen mau bantu ngurus", mustContain: [["beragama Islam", "pasal 10", "harus muslim", "wajib muslim", "seorang muslim", "harus islam", "wajib beragama islam"]] }, // chat 1.5
  { question: "bapak sy wakaf tanah ke masjid, trs pengurus dkm nya ganti semua. tanahnya jd milik pengurus yg baru gk?", mustContain: [["tidak membatalkan", "tidak batal", "tidak berpindah", "tidak beralih", "bukan milik", "tidak menjadi milik", "bukan pemilik", "tetap wakaf", "tetap sah"]] }, // chat 1.2
  { question: "Apa tujuan dan fungsi wakaf menurut UU Nomor 41 Tahun 2004?", mustContain: ["kesejahteraan umum", "ekonomi"] }, // formal 1.2
  { question: "tanah yg msh sengketa sm saudara blh diwakafin gk", mustContain: [SENGKETA_FREE] }, // chat 1.6
  { question: "Tanah peninggalan bapak saya masih dijadikan jaminan pinjaman KUR di bank dan cicilannya belum lunas. Ibu ingin sebagian tanah itu diwakafkan untuk makam keluarga dan warga. Bisakah diwakafkan sekarang?", mustContain: [["tidak sedang dijaminkan", "tidak dijaminkan", "tidak sedang menjadi jaminan", "tidak dalam jaminan", "tidak sedang diagunkan", "bebas dari", "lunas"]] }, // story 1.6
  { question: "Tiasa teu ngawakafkeun mobil? Abdi gaduh mobil bade dijantenkeun ambulans masjid.", mustContain: [["benda bergerak", "kendaraan"], ["kendaraan", "mobil"]] }, // su 1.6
  { question: "Apakah hak kekayaan intelektual, misalnya hak cipta sebuah buku, dapat diwakafkan?", mustContain: [["benda bergerak", "pasal 16"], ["HKI", "kekayaan intelektual", "hak cipta"]] }, // formal 1.6
  { question: "emas antam bisa diwakafin gk ya", mustContain: [["logam mulia", "benda bergerak"], ["logam mulia", "emas"]] }, // chat 1.6
  { question: "Apartemen tiasa diwakafkeun teu?", mustContain: [["rumah susun", "sarusun", "satuan rumah"]] }, // su 1.6
  { question: "Menurut PP Nomor 42 Tahun 2006, harta benda wakaf dibagi menjadi berapa jenis?", mustContain: [["tiga", "3 jenis", "3 (tiga)", "ada 3"], "selain uang"] }, // formal 1.6
  { question: "ikrar wakaf hrs pake saksi gk? brp org", mustContain: [TWO_WITNESSES] }, // chat 1.7
  { question: "Ayah saya sekarang tinggal di Batam dan sedang sakit sehingga tidak bisa pulang ke Garut. Beliau ingin mewakafkan tanahnya di Garut untuk madrasah. Apakah ikrarnya bisa diwakilkan kepada saya?", mustContain: [["surat kuasa", "dikuasakan", "penerima kuasa", "memberi kuasa", "kuasa kepada"]] }, // story 1.7
  { question: "Ikrar wakaf teh kedah di payuneun saha?", mustContain: [PPAIW, TWO_WITNESSES] }, // su 1.7
  { question: "isi akta ikrar wakaf tu apa aja sih", mustContain: ["jangka waktu", "peruntukan"] }, // chat 1.7
  { question: "Siapa saja yang wajib hadir dalam Majelis Ikrar Wakaf?", mustContain: [TWO_WITNESSES, PPAIW] }, // formal 1.7
  { question: "ikrar wakaf cukup lisan aja di masjid didepan jamaah udh sah blm menurut hukum negara", mustContain: [PPAIW, ["pasal 17", "dicatat dalam akta", "dituangkan dalam akta", "dalam bentuk akta", "akta resmi", "akta autentik", "akta otentik"]] }, // chat 1.7
  { question: "Wakaf teh kenging kanggo beasiswa barudak yatim teu, sanes ngan kanggo masjid?", mustContain: [["pasal 22 huruf c", "pasal 22 uu", "pasal 22 undang", "fakir miskin", "anak terlantar", "yatim piatu"]] }, // su 1.8
  { question: "wkt ikrar bpk sy gk nyebut wakafnya buat apa, trs gmn", mustContain: [["pasal 23", "nazhir dapat", "nazhir boleh", "nazhir bisa", "nazhir yang menetapkan", "oleh nazhir", "ditetapkan nazhir", "nazhir menetapkan", "nazhir berhak"]] }, // chat 1.8
  { question: "Untuk keperluan apa saja harta benda wakaf boleh diperuntukkan menurut UU Wakaf?", mustContain: ["pendidikan", "ekonomi umat", ["fakir miskin", "yatim piatu", "anak terlantar"]] }, // formal 1.8
  { question: "Saya punya toko kecil dan ingin mewakafkan sebagian keuntungannya untuk modal usaha pedagang kecil di kampung. Teman saya bilang wakaf itu hanya boleh untuk masjid dan makam. Benarkah begitu?", mustContain: [["ekonomi umat", "peningkatan ekonomi", "pasal 22 huruf d", "pasal 22 uu", "pasal 22 undang"]] }, // story 1.8
  { question: "stlh akta ikrar ditandatangani brp lama hrs didaftarin ke bpn", mustContain: [SEVEN_WORKDAYS, [...LAND_OFFICE, ...PPAIW, "ditandatangani", "penandatanganan", "akta ikrar", "AIW"]] }, // chat 1.9
  { question: "Saha nu ngadaptarkeun tanah wakaf ka BPN, nazhir atanapi KUA?", mustContain: [PPAIW_OR_HEAD, ["daftar", "atas nama nazhir", "BPN", "Kantor Pertanahan"]] }, // su 1.9
  { question: "Tanah keluarga kami baru diikrarkan wakaf untuk musala di KUA minggu lalu. Aktanya sudah ditandatangani tapi kami belum dapat sertifikat apa pun. Ke kantor mana sebenarnya tanah itu didaftarkan, dan siapa yang mengurusnya?", mustContain: [LAND_OFFICE, PPAIW_OR_HEAD] }, // story 1.9
  { question: "tanah wakaf blh dijual gk sih buat bayar utang masjid", mustContain: [NOT_SELLABLE] }, // chat 1.10
  { question: "Ketua DKM di kampung saya diam-diam menjadikan sertifikat tanah wakaf masjid sebagai jaminan pinjaman ke koperasi. Warga baru tahu setelah ada tagihan datang. Apa ancaman hukumannya?", mustContain: [FIVE_YEARS, ["500 juta", "Rp500", "Rp 500", "lima ratus juta"]] }, // story 1.10
  { question: "Tanah wakaf tiasa diwariskeun ka putra-putra wakif teu?", mustContain: [NOT_INHERITABLE] }, // su 1.10
  { question: "Apakah nazhir boleh mengubah peruntukan harta benda wakaf tanpa izin dari pihak mana pun?", mustContain: [BWI, PERMISSION] }, // formal 1.10
  { question: "ada org jual tanah wakaf, bisa dipidana gk? brp thn penjaranya", mustContain: [FIVE_YEARS, ["penjara", "pidana", "pasal 67"]] }, // chat 1.10
  { question: "Tanah wakaf tiasa dihibahkeun ka yayasan sanes teu?", mustContain: [["pasal 40", "tidak boleh dihibahkan", "tidak dapat dihibahkan", "tidak bisa dihibahkan", "dilarang dihibahkan"]] }, // su 1.10
  { question: "Sertipikat tanah wakaf masjid tiasa dianggunkeun ka bank kanggo nambihan modal teu?", mustContain: [NO_COLLATERAL] }, // su 1.10
  { question: "wakaf produktif tu maksudnya gmn", mustContain: [["pokok", "tetap terjaga", "tetap utuh", "tidak berkurang"], ["hasil", "keuntungan"], ["produktif", "disewakan", "diusahakan"]] }, // chat 1.11
  { question: "Almarhum kakek mewakafkan dua petak sawah untuk madrasah di desa kami. Sekarang sawahnya dibiarkan kosong karena tidak ada yang menggarap. Apakah boleh sawah itu disewakan dan uang sewanya dipakai untuk honor guru madrasah?", mustContain: [["produktif", "pasal 42", "pasal 43"]] }, // story 1.11
  { question: "Apabila pengelolaan wakaf produktif memerlukan penjaminan, lembaga apa yang harus digunakan?", mustContain: [["penjamin syariah", "penjaminan syariah"]] }, // formal 1.11
  { question: "wakaf uang bisa lwt bank apa aja? bank konvensional bs gk", mustContain: [LKS, LKS_APPOINTED] }, // chat 1.12
  { question: "Upami wakaf artos, saha nu ngaluarkeun sertipikatna?", mustContain: [LKS, ["sertifikat", "sertipikat"]] }, // su 1.12
  { question: "wakaf pake dolar bs gk, sy kerja di luar negri", mustContain: ["rupiah"] }, // chat 1.12
  { question: "Bagaimana hukum wakaf uang menurut fatwa Majelis Ulama Indonesia?", mustContain: [["jawaz", "jaiz", "2002"]] }, // formal 1.12
  { question: "Saya guru honorer dan tidak punya tanah. Saya ingin ikut berwakaf setiap bulan sedikit-sedikit dari gaji. Apakah uang boleh diwakafkan, dan lewat mana caranya yang resmi?", mustContain: [LKS, LKS_APPOINTED] }, // story 1.12
  { question: "uang wakaf yg udh dikasih boleh dipake abis buat bangun masjid gk?", mustContain: [["nilai pokok", "pokok wakaf", "pokok harta", "pokok uang", "pokok dana", "dana pokok", "uang pokok", "harta pokok", "modal pokok", "pokoknya harus", "pokoknya tetap", "pokoknya dijaga", "pokoknya tidak", "kelestarian", "tetap utuh", "harus utuh", "dijaga utuh", "tidak boleh berkurang", "tidak boleh habis", "tidak boleh dihabiskan", "tidak boleh dibelanjakan"]] }, // chat 1.12
  { question: "Sabaraha ageungna wakaf artos nu tos kakumpul sa-Indonesia?", mustContain: [["2,3 triliun", "2.3 triliun", "2,3 T", "Rp2,3", "Rp 2,3"]] }, // su 1.12
  { question: "Kantor saya di Bandung menawarkan program wakaf uang lewat bank syariah. Saya sudah setor dan menerima sertifikat, tapi ragu apakah wakaf saya benar-benar tercatat di pemerintah. Dalam berapa lama bank wajib mendaftarkannya?", mustContain: [SEVEN_WORKDAYS, [...LKS, ...MINISTER, "wakaf uang"]] }, // story 1.12
  { question: "wakaf tanah blh gk cuma 10 taun trs balik lg ke kluarga", mustContain: [FOREVER, LAND_HAK_MILIK] }, // chat 1.13
  { question: "Abdi bade ngawakafkeun tanah SHM kanggo 20 taun wungkul, tiasa teu?", mustContain: [FOREVER, LAND_HAK_MILIK] }, // su 1.13
  { question: "Keluarga saya punya bangunan ruko di atas tanah HGB yang masa berlakunya tinggal 15 tahun. Kami ingin mewakafkan bangunannya untuk klinik, tapi tidak mungkin selamanya karena haknya terbatas. Apakah wakaf berjangka seperti itu dibolehkan?", mustContain: [["pasal 17", "pasal 18", "hak guna bangunan", "HGB"], ["boleh", "dapat", "bisa", "dimungkinkan", "sah"]] }, // story 1.13
  { question: "Apakah tanah hak milik dapat diwakafkan untuk jangka waktu tertentu menurut PP Nomor 42 Tahun 2006?", mustContain: [FOREVER, LAND_HAK_MILIK] }, // formal 1.13
  { question: "tanah wakaf kena proyek jalan tol, gmn nasibnya", mustContain: [EXCHANGE, MINISTER_OR_BWI, EQUAL_VALUE] }, // chat 1.13
  { question: "Masjid kami berdiri di atas tanah wakaf yang sempit dan jalannya tidak bisa dilalui mobil. Pengurus berencana menjual tanah itu lalu membeli tanah yang lebih luas di pinggir jalan raya untuk masjid baru. Apakah itu boleh dan bagaimana caranya?", mustContain: [EXCHANGE, MINISTER, BWI] }, // story 1.13
  { question: "kalo tanah wakaf ditukar, tanah penggantinya hrs sama luas? ato gmn", mustContain: [EQUAL_VALUE] }, // chat 1.13
  { question: "Saha nu masihan idin upami tanah wakaf bade ditukeurkeun?", mustContain: [MINISTER, BWI] }, // su 1.13
  { question: "boleh gk sebagian halaman masjid dijadiin parkiran berbayar sm kios", mustContain: [BWI, PERMISSION] }, // chat 1.13
  { question: "Apa saja alasan yang memungkinkan perubahan status harta benda wakaf melalui penukaran?", mustContain: [["tata ruang", "RUTR", "kepentingan umum"], ["tidak dapat dipergunakan", "tidak dapat digunakan", "tidak bisa dipakai", "tidak dapat dimanfaatkan", "tidak bisa digunakan", "tidak lagi dapat", "tidak lagi bisa", "keagamaan"]] }, // formal 1.13
  { question: "Tanah wakaf kanggo masjid, sawaréh bade didamel madrasah. Kedah nyuhunkeun idin ka saha?", mustContain: [BWI, PERMISSION] }, // su 1.13
  { question: "Ayah saya mewakafkan tanah untuk makam umum dua puluh tahun lalu, dan di aktanya tertulis peruntukannya makam. Sekarang pengurus ingin membangun gedung TK di sebagian tanah yang belum terpakai. Apakah pengurus bisa langsung membangun?", mustContain: [["pasal 44", "mengubah peruntukan", "perubahan peruntukan", "ubah peruntukan"], PERMISSION] }, // story 1.13
  { question: "nazhir masjid kami meninggal, trs tanah wakafnya gmn? ikut ke ahli warisnya?", mustContain: [REPLACED, ["BWI", "Badan Wakaf", "pasal 45", "pasal 40", "bukan milik", "tidak menjadi milik", "bukan pemilik", "tidak diwariskan", "tidak dapat diwariskan", "tidak boleh diwariskan", "tidak bisa diwariskan", "bukan harta warisan", "tidak ikut", "tidak berpindah", "tidak beralih"]] }, // chat 1.13
  { question: "Dalam keadaan apa saja seorang nazhir dapat diberhentikan dan diganti?", mustContain: [["meninggal", "wafat"], ["pidana", "dihukum", "hukuman", "permintaan sendiri", "mengundurkan diri", "tidak melaksanakan tugas"]] }, // formal 1.13
  { question: "Nazhir di lembur abdi tos sepuh sareng hoyong lirén, kumaha carana ngagentosna?", mustContain: [["BWI", "Badan Wakaf", "pasal 45"], ["permintaan sendiri", "mengundurkan diri", "pengunduran diri", "berhenti", "diberhentikan", "pemberhentian", "diganti", "penggantian", "mengganti", "menggantikan", "pasal 45"]] }, // su 1.13
  { question: "ganti nama nazhir di sertifikat bpn bayar brp", mustContain: [FREE] }, // chat 1.13
  { question: "Nazhir tanah wakaf musala di gang kami ternyata menyewakan tanahnya dan uangnya dipakai sendiri, tidak pernah ada laporan. Warga sudah menegur tapi tidak digubris. Bisakah nazhir seperti itu diganti, dan siapa yang berwenang?", mustContain: [BWI, ["diganti", "penggantian", "mengganti", "menggantikan", "diberhentikan", "pemberhentian", "memberhentikan", "pasal 45"]] }, // story 1.13
  { question: "wakaf lwt wasiat blh gk? maksimal brp", mustContain: [ONE_THIRD] }, // chat 1.13
  { question: "Pun bapa wasiat supados tanahna diwakafkeun saatos anjeunna pupus. Sabaraha saksi nu diperyogikeun kanggo wasiat wakaf kitu?", mustContain: [TWO_WITNESSES, ["wasiat", "pasal 24"]] }, // su 1.13
  { question: "Berapa batas maksimal harta yang dapat diwakafkan melalui wasiat?", mustContain: [ONE_THIRD] }, // formal 1.13
  { question: "Almarhumah nenek berwasiat agar seluruh rumah dan kebunnya diwakafkan ke pesantren, padahal itu hampir semua hartanya. Sebagian cucu tidak setuju karena merasa juga berhak. Apakah wasiat wakaf sebesar itu tetap harus dijalankan?", mustContain: [ONE_THIRD] }, // story 1.13
  { question: "tanah warisan blm dibagi, sy anak sulung blh wakafin sendiri gk?", mustContain: [ALL_HEIRS] }, // chat 1.13
  { question: "Tanah warisan teu acan dibagi, abdi hoyong ngawakafkeun bagian abdi kanggo masjid. Kedah kumaha?", mustContain: [ALL_HEIRS] }, // su 1.13
  { question: "Kami lima bersaudara mewarisi sebidang tanah dari almarhum bapak yang belum dibagi. Empat orang setuju tanah itu diwakafkan untuk madrasah, tapi satu adik belum mau. Apakah wakaf tetap bisa dilakukan?", mustContain: [ALL_HEIRS] }, // story 1.13
  { question: "Apakah tanah warisan yang belum dibagi dapat diwakafkan oleh salah satu ahli waris saja?", mustContain: [["semua ahli waris", "seluruh ahli waris", "setiap ahli waris", "para ahli waris"]] }, // formal 1.13
  { question: "beda wakaf sm hibah apa sih", mustContain: [HIBAH_OWNER] }, // chat 1.13
  { question: "Naon bédana wakaf sareng hibah?", mustContain: [HIBAH_OWNER] }, // su 1.13
  { question: "hukumnya wakaf tu wajib kah?", mustContain: [SUNNAH] }, // chat 1.13
  { question: "Apa perbedaan antara wakaf dan zakat?", mustContain: ["wajib", [...SUNNAH, "sukarela"]] }, // formal 1.13
  { question: "Saya sudah rutin membayar zakat mal setiap tahun. Istri saya bilang kalau sudah zakat, tidak perlu lagi wakaf karena sama saja. Benarkah zakat dan wakaf itu sama?", mustContain: ["wajib", [...SUNNAH, "sukarela"]] }, // story 1.13
  { question: "org non muslim blh wakaf ke masjid gk", mustContain: [NO_RELIGION_REQ, RELIGION_WORD] }, // chat 1.13
  { question: "Babaturan abdi nu agamana Kristen hoyong ngawakafkeun tanah kanggo sakola umum, tiasa teu?", mustContain: [NO_RELIGION_REQ, RELIGION_WORD] }, // su 1.13
  { question: "Apakah agama menjadi syarat bagi seorang wakif menurut UU Wakaf?", mustContain: [NO_RELIGION_REQ, RELIGION_WORD] }, // formal 1.13
  { question: "bedanya wakaf sm wasiat apa", mustContain: [["meninggal", "wafat"], ONE_THIRD] }, // chat 1.13
  { question: "tanah wakaf nya udh gk kepake krn masjidnya pindah, blh dituker gk?", mustContain: [EXCHANGE, MINISTER, BWI] }, // chat 1.13
  { question: "Wakaf teh hukumna kumaha, wajib atanapi henteu?", mustContain: [SUNNAH] }, // su 1.13
  { question: "PPAIW nyerahin apa aja ke bpn pas daftarin tanah wakaf", mustContain: [["salinan akta", "salinan AIW", "W.2a", "W2a"], ["sertifikat", "sertipikat", "bukti kepemilikan", "dokumen kepemilikan", "surat kepemilikan", "bukti hak", "girik", "Letter C"]] }, // chat 1.9
  { question: "Apa saja rukun wakaf menurut jumhur ulama?", mustContain: [MAUQUF_ALAIH, SIGHAT, ["mauquf bih"]] }, // formal 2
  { question: "nazhir tu termasuk rukun wakaf gk sih", mustContain: [["bukan rukun", "tidak termasuk rukun", "tidak termasuk dalam rukun", "bukan termasuk rukun", "tidak masuk rukun", "nazhir sebagai unsur", "nazhir menjadi unsur", "nazhir termasuk unsur", "nazhir adalah unsur", "nazhir merupakan unsur", "menjadikannya unsur", "menjadikannya sebagai unsur"]] }, // chat 2
  { question: "Sighat wakaf teh naon?", mustContain: [SIGHAT, ["pernyataan", "ucapan", "lafal", "lafaz", "saya wakafkan"]] }, // su 2
  { question: "Tetangga saya menawarkan tanah untuk diwakafkan ke masjid, tapi belakangan ketahuan tanah itu hasil menyerobot lahan orang lain. Pengurus masjid bingung apakah wakafnya sah kalau sudah terlanjur diterima. Bagaimana hukumnya?", mustContain: [["tidak sah", "bukan pemilik sah", "bukan pemilik yang sah", "bukan milik sah", "bukan milik yang sah"], ["pemilik sah", "milik sah", "milik yang sah", "pemilik yang sah", "milik orang lain", "bukan miliknya", "bukan milik", "pasal 15", "menyerobot", "diserobot", "rampasan", "curian", "ghasab"]] }, // story 2
  { question: "wakaf krn dipaksa sah gk", mustContain: [["tidak sah", "sukarela", "kehendak sendiri", "tanpa paksaan", "bukan karena paksaan", "tidak dalam paksaan", "tidak di bawah paksaan"]] }, // chat 2
  { question: "Menurut fikih, apakah wakaf harus bersifat selamanya? Adakah ulama yang membolehkan wakaf sementara?", mustContain: [["Malik", "Maliki"]] }, // formal 2
  { question: "Dalil Qur'an ngeunaan wakaf teh ayat naon?", mustContain: [["Ali Imran", "Ali 'Imran", "Āli 'Imrān", "Ali ‘Imran", "Al-Imran", "Ali Imron", "Al-Baqarah", "Al Baqarah", "Al-Hajj"], ["92", "261", "267", "ayat 77", ": 77", ":77"]] }, // su 3
  { question: "hadis ttg 3 amal yg gk putus tu riwayat siapa no brp", mustContain: ["Muslim", "1631"] }, // chat 3
  { question: "Bagaimana kisah wakaf Umar bin Khattab yang sering dijadikan dasar hukum wakaf?", mustContain: [["Khaibar", "Khaybar"], ["ditahan", "tahan pokok", "menahan", "tidak dijual", "tidak boleh dijual", "tidak diwariskan", "tidak dihibahkan", "hasilnya", "sedekahkan"]] }, // formal 3
  { question: "Anak saya bertanya kenapa kami harus berwakaf padahal katanya di Al-Qur'an tidak ada kata 'wakaf'. Saya sendiri tidak tahu harus menjawab apa. Apa memang wakaf tidak disebut langsung di Al-Qur'an?", mustContain: [["tidak disebut", "tidak menyebut", "tidak ada kata", "tidak secara langsung", "tidak langsung", "tidak secara eksplisit", "tidak eksplisit", "tidak secara tegas", "tidak tersurat", "tidak tercantum", "tidak ditemukan", "tidak terdapat", "tidak ada istilah", "tidak muncul", "secara tersirat"], ["infak", "infaq", "hadis", "hadits"]] }, // story 3
  { question: "wakaf pertama dlm sejarah islam tu apa", mustContain: [["Quba", "Nabawi"]] }, // chat 3
  { question: "Pahala wakaf teh tetep ngalir sanajan nu ngawakafkeun tos pupus?", mustContain: [JARIYAH] }, // su 3
  { question: "Waktu pengajian, ustaz membacakan ayat tentang benih yang tumbuh menjadi banyak tangkai sebagai dorongan untuk berwakaf. Saya ingin membacanya lagi di rumah bersama keluarga. Ayat apa itu dan apa isinya?", mustContain: ["261"] }, // story 3
  { question: "syarat wakaf tanah di kua apa aja, hrs bawa apa", mustContain: ["KTP", ["sertifikat", "SHM", "bukti kepemilikan"]] }, // chat 4.1
  { question: "Tanah warisan ti pun bapa nu tos pupus bade diwakafkeun, dokumen naon ti ahli waris nu kedah dibawa?", mustContain: [["persetujuan ahli waris", "pernyataan ahli waris", "surat persetujuan", "surat pernyataan", "persetujuan dari ahli waris", "persetujuan para ahli waris", "persetujuan seluruh ahli waris", "persetujuan semua ahli waris"]] }, // su 4.1
  { question: "surat dr desa yg dibutuhin buat wakaf tanah tu surat apa", mustContain: [["tidak dalam sengketa", "tidak sengketa", "bebas sengketa", "tidak bersengketa", "formulir WK", "form WK", "blanko WK", "(WK)", "surat WK", "model WK"], ["keterangan"]] }, // chat 4.1
  { question: "Saya mau mewakafkan tanah atas nama saya sendiri untuk musala. Istri saya sebenarnya setuju, tapi dia bekerja di luar kota dan susah ikut ke KUA. Siapa saja yang wajib datang langsung saat ikrar?", mustContain: [TWO_WITNESSES, PPAIW_OR_HEAD] }, // story 4.1
  { question: "Dokumen apa yang dapat digunakan sebagai bukti kepemilikan tanah yang belum bersertifikat saat mendaftarkan wakaf di KUA?", mustContain: [["Letter C", "AJB", "akta jual beli", "girik", "Petok"]] }, // formal 4.1
  { question: "nazhir perorangan pas daftar hrs bawa ktp siapa aja", mustContain: ["ketua", ["bendahara", "sekretaris"]] }, // chat 4.1
  { question: "Upami nazhir na yayasan, naon wae dokumen nu kedah dibawa ka KUA?", mustContain: [["akta pendirian", "akta yayasan", "akta organisasi", "dokumen badan hukum", "legalitas", "akta badan hukum", "pengesahan badan hukum"]] }, // su 4.1
  { question: "sertifikat tanah wakaf nanti atas nama siapa? nama bapak sy?", mustContain: [["atas nama nazhir", "dengan nama nazhir", "memakai nama nazhir", "menggunakan nama nazhir", "pakai nama nazhir"]] }, // chat 4.2
  { question: "Masjid di kampung kami dibangun di atas tanah yang diwakafkan almarhum Haji Dudung tahun 1990-an, tapi waktu itu cuma diucapkan di depan warga dan tidak pernah ada aktanya. Sekarang pewakafnya sudah wafat. Apakah masih bisa dibuatkan akta dan sertifikat?", mustContain: [["Akta Pengganti", "APAIW", "W.3", "W3"]] }, // story 4.2
  { question: "Siapa yang bertindak sebagai PPAIW di tingkat kecamatan?", mustContain: ["Kepala KUA", "Pejabat Pembuat Akta Ikrar Wakaf", "Menteri Agama"] }, // formal 4.2
  { question: "blanko pengesahan nazhir tu namanya W brp ya", mustContain: [["W.5", "W5", "W 5"]] }, // chat 4.2
  { question: "Tiasa online teu ngadamel akta ikrar wakaf teh? Aya aplikasina?", mustContain: [["SIWAK", "e-AIW"], ["e-AIW", "online", "daring", "digital", "aplikasi", "elektronik"]] }, // su 4.2
  { question: "Kami sekeluarga sudah sepakat mewakafkan tanah untuk TPA. Bapak bingung harus mulai dari mana, apakah langsung ke BPN atau ke tempat lain dulu. Bagaimana urutan langkahnya?", mustContain: [["Kepala KUA", "PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf"], LAND_OFFICE] }, // story 4.2
  { question: "formulir WD itu buat apa ya", mustContain: [["1977", "PP 28"]] }, // chat 4.3
  { question: "Dokumen apa yang dimaksud dengan formulir W.2 dalam perwakafan tanah?", mustContain: ["Akta Ikrar Wakaf", ["W.2", "W2", "W 2", "W-2"]] }, // formal 4.3
  { question: "tanah sy udh SHM, daftar wakafnya di bpn brp hari kelar?", mustContain: [["5 hari", "lima hari"]] }, // chat 4.4
  { question: "Dokumen apa saja yang diminta Kantor Pertanahan untuk mendaftarkan wakaf atas tanah yang sudah bersertifikat?", mustContain: [["sertifikat asli", "asli sertifikat", "sertipikat asli", "sertifikat tanah asli"], "Pengesahan Nazhir"] }, // formal 4.4
  { question: "biaya bikin sertifikat tanah wakaf di bpn brp", mustContain: [FREE, LAND_OFFICE] }, // chat 4.5
  { question: "Ngadamel AIW di KUA teh mayar teu?", mustContain: [FREE] }, // su 4.5
  { question: "Tanah yang mau kami wakafkan cuma sebagian dari sertifikat bapak, kira-kira 100 meter persegi untuk musala. Petugas bilang harus dipecah dan diukur dulu. Apakah ada biayanya, padahal katanya wakaf gratis?", mustContain: [["120.000", "120 ribu", "Rp120", "Rp 120", "pengukuran", "pemecahan"]] }, // story 4.5
  { question: "tanah sy msh letter c, wakafnya bayar gk di bpn?", mustContain: [["pendaftaran pertama", "didaftarkan pertama kali", "pertama kali didaftarkan", "sertifikat pertama kali", "pertama kali disertifikatkan", "disertifikatkan pertama kali", "pengakuan hak", "konversi hak", "konversi tanah", "konversi letter", "konversi girik", "penegasan hak"]] }, // chat 4.5
  { question: "Pak RT di tempat saya bilang sertifikasi tanah wakaf di BPN dulu bayar mahal, tapi sekarang sudah tidak dipungut biaya karena ada kerja sama Kemenag dan BPN. Sejak kapan kerja sama itu berlaku?", mustContain: ["2021"] }, // story 4.5
  { question: "aplikasi buat cek biaya ukur tanah wakaf apa namanya", mustContain: ["Sentuh Tanahku"] }, // chat 4.5
  { question: "Apa judul lengkap Peraturan Pemerintah Nomor 42 Tahun 2006?", mustContain: [["Pelaksanaan Undang-Undang Nomor 41", "Pelaksanaan Undang-Undang No. 41", "Pelaksanaan Undang-Undang No 41", "Pelaksanaan UU Nomor 41", "Pelaksanaan UU No. 41", "Pelaksanaan UU No 41", "Pelaksanaan UU 41"]] }, // formal 5
  { question: "Aturan ti Menteri Agama ngeunaan tata cara wakaf tanah teh nomer sabaraha?", mustContain: [["PMA 73", "PMA No. 73", "Nomor 73", "No. 73", "73 Tahun 2013", "73/2013"]] }, // su 5
  { question: "PP 25 2018 tu ngatur apa sih", mustContain: ["perubahan", "42"] }, // chat 5
  { question: "BWI tu lembaga apa? punya pemerintah?", mustContain: ["independen"] }, // chat 6
  { question: "Siapa yang mengangkat anggota Badan Wakaf Indonesia?", mustContain: ["Presiden"] }, // formal 6
  { question: "Saha ketua BWI ayeuna?", mustContain: ["Kamaruddin"] }, // su 6
  { question: "Saya nazhir sebuah yayasan kecil di Tasikmalaya dan ingin berkonsultasi soal pengembangan wakaf produktif. Rasanya jauh kalau harus ke Jakarta. Apakah BWI punya kantor di Jawa Barat?", mustContain: ["perwakilan"] }, // story 6
  { question: "apa aja tugas BWI", mustContain: [["membina", "pembinaan"], ["memberhentikan", "mengganti", "penggantian", "pemberhentian"]] }, // chat 6
  { question: "jml tanah wakaf di indonesia skrg brp bidang", mustContain: [["561.909", "561 ribu", "561909", "561,9", "562 ribu", "445.504", "445 ribu"]] }, // chat 7.1
  { question: "Saya mahasiswa yang sedang menulis tugas tentang wakaf. Dosen saya bilang masih banyak tanah wakaf di Indonesia yang belum bersertifikat. Kira-kira berapa yang belum bersertifikat menurut data terbaru?", mustContain: [["53%", "53 persen", "47%", "47 persen"]] }, // story 7.1
  { question: "Di Jawa Barat aya sabaraha bidang tanah wakaf?", mustContain: [["87.795", "87 ribu", "87795", "87,8 ribu", "88 ribu"]] }, // su 7.2
  { question: "Berapa persen tanah wakaf di Jawa Barat yang sudah bersertifikat menurut data ATR/BPN tahun 2025?", mustContain: [["55,95", "55.95", "56%", "56 persen", "55,9", "48.123"]] }, // formal 7.2
];

export const HELD_OUT_23_OUT_OF_FIELD: readonly EvalCase[] = [
  { question: "cara daftar nikah di kua gmn, syaratnya apa aja" }, // service
  { question: "Berapa biaya menikah di luar kantor KUA pada hari libur?" }, // service
  { question: "Abdi bade rujuk deui sareng pamajikan, kumaha prosedurna di KUA?" }, // service
  { question: "jadwal bimbingan perkawinan buat calon pengantin bulan ini kapan ya" }, // service
  { question: "Bagaimana cara mendaftar haji reguler dan berapa lama masa tunggunya di Jawa Barat?" }, // service
  { question: "manasik haji di kua kapan dimulai taun ini" }, // service
  { question: "Saya mau urus sertifikat halal buat usaha keripik pisang, bisa dibantu KUA?" }, // service
  { question: "umrah lwt travel yg resmi gmn cara ngeceknya" }, // service
  { question: "buku nikah saya hilang pas pindahan, gimana cara bikin duplikatnya" }, // service
  { question: "Punten, legalisir buku nikah teh tiasa di KUA mana wae?" }, // service
  { question: "Bagaimana prosedur isbat nikah untuk pernikahan siri yang dulu tidak tercatat?" }, // service
  { question: "Suami saya sudah menjatuhkan talak secara lisan tiga bulan lalu. Bagaimana cara mengurus perceraiannya secara resmi?" }, // service
  { question: "mau nikah di kampung istri, surat numpang nikah dr kua asal gmn ngurusnya" }, // service
  { question: "Kapan sidang isbat penentuan awal Ramadan tahun ini diumumkan?" }, // service
  { question: "Abdi sareng caroge nuju aya masalah rumah tangga, tiasa konsultasi ka KUA teu?" }, // service
  { question: "Warung Wakaf yang di depan pasar itu buka jam berapa ya?" }, // trap
  { question: "hotel murah deket masjid raya bandung apa ya" }, // trap
  { question: "Harga tanah per meter di daerah Cileunyi sekarang berapa?" }, // trap
  { question: "cara balik nama sertifikat tanah hasil jual beli biasa di bpn gmn" }, // trap
  { question: "Siapa saja jadwal imam tarawih di Masjid Agung bulan puasa nanti?" }, // trap
  { question: "PBB tanah sy telat bayar 2 taun, dendanya brp" }, // trap
  { question: "Dina pembagian warisan, anak lalaki kenging sabaraha bagian dibanding anak awewe?" }, // trap
  { question: "ada lowongan jadi marbot masjid di bandung gk" }, // trap
  { question: "Berapa biaya borongan membangun masjid per meter persegi dan ada rekomendasi kontraktornya?" }, // trap
  { question: "KPR di bank syariah marginnya brp persen skrg" }, // trap
  { question: "cuaca bandung besok hujan gk" }, // other
  { question: "skor persib tadi malem brp" }, // other
  { question: "Resep seblak yang pedas dan enak gimana?" }, // other
  { question: "Ibu kota Australia naon?" }, // other
  { question: "cara beli pulsa lwt m-banking gmn" }, // other
  { question: "Berapa kurs dolar terhadap rupiah hari ini?" }, // other
  { question: "jadwal krl bogor jakarta paling pagi jam brp" }, // other
  { question: "Kumaha cara ngadamel surat lamaran kerja nu sae?" }, // other
  { question: "obat batuk anak yg bagus apa ya" }, // other
  { question: "Siapa presiden pertama Republik Indonesia?" }, // other
  { question: "Bagaimana cara membuat paspor secara online?" }, // other
  { question: "hp sy gk bisa ngecas kenapa ya" }, // other
  { question: "Resep rendang daging sapi anu empuk kumaha?" }, // other
  { question: "Tolong terjemahkan 'good morning' ke bahasa Jepang" }, // other
  { question: "harga beras premium skrg brp per kilo" }, // other
  { question: "Kapan jadwal pencairan bansos PKH bulan ini?" }, // other
  { question: "gmn cara bikin akun tiktok baru" }, // other
  { question: "Rekomendasi tempat wisata di Garut buat liburan keluarga?" }, // other
  { question: "Cara daftar BPJS Kesehatan mandiri bagaimana?" }, // other
  { question: "Berapa tinggi Gunung Tangkuban Parahu?" }, // other
];
