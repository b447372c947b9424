// Held-out set 13 (issue 35): written on 2026-12-05 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// shared alternative lists (lower case; any one word meets the element)
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir"];
const WAKIF = ["wakif", "waqif", "pewakaf", "pemberi wakaf"];
const BWI = ["bwi", "badan wakaf indonesia"];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"];
const AIW = ["akta ikrar wakaf", "aiw"];
const KUA = ["kua", "kantor urusan agama"];
const TWO_WITNESSES = ["2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua) saksi", "2 (dua) orang", "dua orang", "2 orang"];
const CANNOT_CANCEL = ["tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh ditarik", "tidak dapat diambil", "tidak bisa diambil", "tidak boleh diambil", "tidak dapat dicabut", "tidak bisa dicabut", "pasal 3"];
const SEVEN_DAYS = ["7 hari", "tujuh hari", "7 (tujuh) hari"];
const LKS = ["lks", "lembaga keuangan syariah", "bank syariah", "lks-pwu"];
const FREE = ["gratis", "rp0", "rp 0", "rp. 0", "nol rupiah", "tidak dipungut biaya", "tanpa biaya", "tidak ada biaya", "tidak dikenakan biaya", "bebas biaya", "cuma-cuma", "tidak berbayar"];
const EXCHANGE = ["tukar", "ruislag", "penukaran", "pertukaran"];
const PERMIT = ["izin", "persetujuan", "ijin"];
const FOREVER = ["selamanya", "selama-lamanya", "untuk seterusnya", "permanen", "tanpa batas waktu", "abadi"];
const ONE_THIRD = ["1/3", "sepertiga", "satu per tiga", "satu pertiga"];
const FIVE_YEARS_PRISON = ["5 tahun", "lima tahun", "5 (lima) tahun"];
const FINE_500M = ["500 juta", "rp500", "rp 500", "rp.500", "lima ratus juta", "500.000.000"];
const PROHIBITED = ["dilarang", "tidak boleh", "tidak dapat", "tidak bisa", "tidak diperbolehkan", "terlarang"];
const JARIYAH = ["jariyah", "jariah"];

export const HELD_OUT_13_IN_FIELD: readonly EvalCase[] = [
  // 1.1 Definitions (Pasal 1 UU 41/2004, PP 42/2006)
  { question: "wakaf tuh sbnrnya apa sih mksdnya scr hukum", mustContain: [["memisahkan", "menyerahkan"], ["ibadah", "kesejahteraan"]] },
  { question: "Naon ari wakif teh?", mustContain: [["mewakafkan", "pemberi wakaf", "yang berwakaf", "menyerahkan", "memberikan"]] },
  { question: "Apa yang dimaksud dengan ikrar wakaf?", mustContain: [["pernyataan", "ucapan", "menyatakan"], ["lisan", "tertulis"]] },
  { question: "nazhir tu siapa sih? yg jagain tanah wakaf gt?", mustContain: [["menerima harta wakaf dari wakif"]] },
  { question: "mauquf bih teh naon hartosna?", mustContain: [["harta benda yang diwakafkan", "harta yang diwakafkan", "benda yang diwakafkan", "barang yang diwakafkan", "harta wakaf", "harta benda wakaf"]] },
  { question: "bedanya mauquf alaih sm mauquf bih apa ya sy suka ketuker", mustContain: [["penerima manfaat", "menerima manfaat", "penerima", "yang menerima"], ["harta", "benda", "barang"]] },
  { question: "Apa kepanjangan dari PPAIW?", mustContain: [["pejabat pembuat akta ikrar wakaf"]] },
  { question: "AIW singkatan dr apa min", mustContain: [["akta ikrar wakaf"]] },
  { question: "BWI teh lembaga naon kitu?", mustContain: [["badan wakaf indonesia"], ["independen", "mengembangkan", "memajukan", "membina", "perwakafan"]] },
  { question: "harta wakaf hrs yg kyk gmn? yg awet gt ya", mustContain: [["tahan lama", "jangka panjang", "awet", "lama"], ["ekonomi", "bernilai", "nilai"]] },

  // 1.2 Basics (Pasal 2-5)
  { question: "upami wakaf tos diikrarkeun, tiasa dibatalkeun deui teu?", mustContain: [CANNOT_CANCEL] },
  { question: "Kakek saya dulu mewakafkan tanah untuk madrasah dan sudah ada aktanya di KUA. Sekarang beberapa cucunya membuat surat pernyataan bermaterai bahwa tanah itu ditarik kembali karena keluarga sedang butuh uang. Apakah surat pernyataan seperti itu bisa membatalkan wakafnya?", mustContain: [CANNOT_CANCEL, ["akta", "aiw"]] },
  { question: "kalo nazhirnya diganti wakafnya jd batal ga", mustContain: [["tidak membatalkan", "tidak batal", "tidak menjadi batal", "tetap sah", "tetap berlaku", "tetap berjalan", "tetap wakaf", "tidak menggugurkan", "tidak menyebabkan", "tidak mengakibatkan", "tidak dapat dibatalkan", "tidak bisa dibatalkan"]] },
  { question: "Kapan suatu wakaf dinyatakan sah menurut UU Nomor 41 Tahun 2004?", mustContain: [["syariah", "syariat"]] },
  { question: "fungsi wakaf numutkeun undang-undang teh naon?", mustContain: [["ekonomi", "manfaat"], ["ibadah", "kesejahteraan"]] },

  // 1.3 The six elements (Pasal 6)
  { question: "Sebutkan unsur-unsur wakaf menurut Pasal 6 UU 41/2004.", mustContain: [["jangka waktu"], ["peruntukan"]] },
  { question: "unsur wakaf teh aya sabaraha wae?", mustContain: [["6", "enam"], ["jangka waktu", "peruntukan"]] },
  { question: "Di pengajian ustadz bilang rukun wakaf itu ada empat. Tapi di brosur KUA yang saya baca tertulis wakaf punya enam unsur. Saya jadi bingung, yang benar yang mana dan kenapa jumlahnya beda?", mustContain: [NAZHIR, ["undang-undang", "uu", "41/2004", "41 tahun 2004", "hukum positif", "hukum indonesia"]] },

  // 1.4 Wakif (Pasal 7-8)
  { question: "yg boleh wakaf siapa aja? pt ato yayasan bs ga", mustContain: [["badan hukum"], ["anggaran dasar", "perseorangan", "perorangan", "organisasi"]] },
  { question: "sarat jadi wakif teh naon wae?", mustContain: [["dewasa", "baligh"], ["pemilik", "berakal", "akal sehat"]] },
  { question: "Adik saya baru 14 tahun. Dia dapat bagian kebun dari almarhum kakek dan ingin mewakafkannya untuk pesantren tempat dia mengaji. Orang tua kami mendukung. Apakah dia sudah boleh jadi wakif atas namanya sendiri?", mustContain: [["dewasa", "baligh"]] },
  { question: "karang taruna mau wakaf atas nama organisasi ada syarat khusus gk", mustContain: [["anggaran dasar"]] },

  // 1.5 Nazhir (Pasal 9-14, PP 42/2006)
  { question: "saha wae nu tiasa janten nazhir?", mustContain: [["perseorangan", "perorangan", "individu"], ["badan hukum", "organisasi"]] },
  { question: "Apa saja persyaratan untuk menjadi nazhir perseorangan?", mustContain: [["warga negara indonesia", "wni"], ["islam", "muslim"]] },
  { question: "org non muslim bs jd nazhir ga sih", mustContain: [["islam", "muslim"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] },
  { question: "Di kampung kami ada tanah wakaf untuk musala. Nazhirnya hanya satu orang, Pak Haji Dadang, dan beliau sudah sangat sepuh. Warga ingin menata ulang kepengurusannya. Sebenarnya nazhir perseorangan itu minimal harus berapa orang?", mustContain: [["3 orang", "tiga orang", "3 (tiga)", "minimal 3", "minimal tiga", "paling sedikit 3", "paling sedikit tiga", "sekurang-kurangnya 3", "sekurang-kurangnya tiga"]] },
  { question: "nazhir teh kedah aya nu matuh di kacamatan tempat taneuh wakafna teu?", mustContain: [["kecamatan"], ["salah satu", "seorang", "satu orang", "1 orang", "salah seorang"]] },
  { question: "masa jabatan nazhir brp thn? bs diperpanjang?", mustContain: [["5 tahun", "lima tahun", "5 (lima) tahun"], ["diperpanjang", "diangkat kembali", "perpanjang", "diangkat lagi", "dapat diperpanjang"]] },
  { question: "Berapa besar imbalan maksimal yang boleh diterima nazhir dari hasil pengelolaan wakaf?", mustContain: [["10%", "10 %", "sepuluh persen", "10 persen"], ["bersih", "neto", "netto"]] },
  { question: "tugas nazhir tu apa aja sih", mustContain: [["mengadministrasikan", "administrasi"], ["melaporkan", "laporan", "lapor"]] },
  { question: "nazhir wajib lapor ke siapa", mustContain: [BWI] },
  { question: "Sertifikat tanah wakaf masjid kami tertulis atas nama nazhir, yaitu almarhum Pak RT. Sekarang anaknya mengaku tanah itu warisan bapaknya karena namanya ada di sertifikat. Apakah benar nazhir otomatis jadi pemilik tanah wakaf?", mustContain: [["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak menjadikan", "bukan berarti", "tidak berarti", "bukan sebagai pemilik", "tidak menjadikannya pemilik", "tidak membuat"]] },
  { question: "Ke mana nazhir perseorangan harus didaftarkan?", mustContain: [KUA, ["bwi", "badan wakaf indonesia", "menteri"]] },

  // 1.6 Harta benda wakaf (Pasal 15-16, PP 42/2006 Pasal 15 & 17)
  { question: "naon wae nu tiasa diwakafkeun salian ti taneuh?", mustContain: [["uang"], ["kendaraan", "logam mulia", "surat berharga", "bangunan", "hak kekayaan intelektual", "hki"]] },
  { question: "mobil bs diwakafin ga", mustContain: [["kendaraan", "benda bergerak"]] },
  { question: "hak cipta lagu bs diwakafin gk", mustContain: [["kekayaan intelektual", "hki", "haki", "benda bergerak", "pasal 16"]] },
  { question: "Saya punya satu unit apartemen berstatus hak milik satuan rumah susun di Bandung. Anak-anak saya sudah mapan semua, jadi saya berpikir mewakafkan unit itu untuk asrama mahasiswa yatim. Apakah satuan rumah susun bisa diwakafkan?", mustContain: [["tidak bergerak"]] },
  { question: "tanah yg sertifikatnya lg dijaminin ke bank bs diwakafin ga", mustContain: [["dijaminkan", "jaminan", "agunan", "hak tanggungan"], ["bebas", "tidak sedang", "tidak boleh", "tidak dapat", "tidak bisa", "belum bisa", "belum dapat", "harus lunas", "dilunasi"]] },
  { question: "taneuh nu keur sengketa di pengadilan tiasa diwakafkeun teu?", mustContain: [["sengketa", "perkara"], ["bebas", "tidak dapat", "tidak bisa", "tidak boleh", "tidak sah", "belum bisa", "belum dapat"]] },
  { question: "Menurut PP 42/2006, ada berapa jenis harta benda wakaf?", mustContain: [["tiga", "3"], ["uang"]] },
  { question: "tanah yg blm ada sertifikatnya bs diwakafin ga? cm ada girik", mustContain: [["bisa", "boleh", "dapat"], ["girik", "letter c", "ajb", "akta jual beli", "belum terdaftar", "belum bersertifikat", "tidak bersertifikat", "petok"]] },

  // 1.7 Ikrar wakaf and AIW (Pasal 17-21)
  { question: "ikrar wakaf hrs ada saksinya ga? brp org", mustContain: [TWO_WITNESSES] },
  { question: "ikrar wakaf teh dipayuneun saha?", mustContain: [PPAIW] },
  { question: "Ibu saya sudah lama berniat mewakafkan sawah untuk pesantren. Tapi minggu ini beliau dirawat di rumah sakit dan tidak bisa datang ke KUA saat jadwal ikrar. Apakah ikrarnya bisa diwakilkan oleh saya sebagai anaknya?", mustContain: [["surat kuasa", "kuasa"], TWO_WITNESSES] },
  { question: "Apa saja isi minimal sebuah Akta Ikrar Wakaf?", mustContain: [["identitas", "nama"], ["jangka waktu", "peruntukan"]] },
  { question: "majelis ikrar wakaf tu apa? yg hadir siapa aja", mustContain: [NAZHIR, TWO_WITNESSES] },
  { question: "ikrar wakaf kedah tinulis atanapi cekap ku lisan wae?", mustContain: [["lisan"], ["tertulis", "akta"]] },
  { question: "ikrar di dpn ppaiw trs dicatat di dokumen apa", mustContain: [["ppaiw membuat akta ikrar wakaf", "akta ikrar wakaf (w.2)"]] },

  // 1.8 Peruntukan (Pasal 22-23)
  { question: "harta wakaf boleh dipake buat apa aja", mustContain: [["ibadah"], ["pendidikan", "kesehatan", "fakir miskin", "ekonomi umat", "yatim"]] },
  { question: "wakaf kanggo beasiswa barudak yatim tiasa teu?", mustContain: [["peruntukan", "pasal 22", "fakir miskin", "anak terlantar", "bantuan"]] },
  { question: "Pak Engkos mewakafkan tanahnya ke sebuah yayasan, tapi waktu ikrar beliau tidak menyebutkan tanah itu mau dipakai untuk apa. Sekarang pengurus bingung apakah boleh dibangun klinik atau harus masjid. Siapa yang berhak menentukan peruntukannya?", mustContain: [NAZHIR, ["tujuan", "fungsi"]] },
  { question: "wakaf buat bangun klinik bs gk ato hrs masjid", mustContain: [["kesehatan"]] },
  { question: "saha nu nangtukeun wakaf teh bade dianggo kanggo naon?", mustContain: [WAKIF, ["ikrar"]] },

  // 1.9 Registration (Pasal 32-35)
  { question: "Dalam berapa hari setelah Akta Ikrar Wakaf ditandatangani harta wakaf harus didaftarkan?", mustContain: [SEVEN_DAYS, ["hari kerja"]] },
  { question: "yg daftarin tanah wakaf ke bpn siapa? nazhir sndiri ato kua", mustContain: [["ppaiw atas nama nazhir"], ["mendaftarkan"]] },
  { question: "sertifikat tanah wakaf nanti atas nama siapa? wakif ato nazhir", mustContain: [NAZHIR] },
  { question: "Kami sudah ikrar wakaf di KUA dua bulan lalu untuk tanah makam keluarga, tapi sampai sekarang belum ada kabar soal pendaftarannya ke BPN. Sebenarnya berapa lama batas waktu PPAIW mendaftarkannya ke kantor pertanahan?", mustContain: [SEVEN_DAYS] },

  // 1.10 Protection (Pasal 40, 44, 67)
  { question: "taneuh wakaf kenging dijual teu?", mustContain: [PROHIBITED, ["pasal 40", "diwariskan", "dihibahkan", "dijaminkan", "ditukar", "ruislag"]] },
  { question: "Ketua DKM di desa kami kabarnya menggadaikan sertifikat tanah wakaf masjid ke bank untuk modal renovasi. Warga jadi resah dan ramai di grup WA. Apakah hal itu dibolehkan, dan apa ancaman hukumannya menurut undang-undang?", mustContain: [FIVE_YEARS_PRISON, FINE_500M] },
  { question: "ahli waris wakif bs minta bagian dr tanah wakaf ga", mustContain: [["tidak dapat diwariskan", "tidak boleh diwariskan", "tidak bisa diwariskan", "dilarang diwariskan", "tidak dapat diwarisi", "tidak bisa diwarisi", "tidak boleh diwarisi", "pasal 40", "tidak berhak", "tidak dapat dibagi", "tidak bisa dibagi", "tidak termasuk harta warisan", "bukan harta warisan", "bukan lagi milik"], ["dihibahkan", "disita", "dijaminkan", "dijadikan jaminan"]] },
  { question: "Apa sanksi pidana bagi pihak yang dengan sengaja menjual harta benda wakaf?", mustContain: [FIVE_YEARS_PRISON, FINE_500M] },
  { question: "nazhir tiasa ngarobih peruntukan wakaf sakahayangna teu?", mustContain: [BWI, PERMIT] },
  { question: "tanah wakaf bs disita ga kalo wakifnya punya utang", mustContain: [["disita"]] },

  // 1.11 Wakaf produktif (Pasal 42-43)
  { question: "wakaf produktif tu apaan", mustContain: [["pokok", "dikelola", "disewakan", "usaha", "diusahakan"], ["hasil", "keuntungan", "laba"]] },
  { question: "taneuh wakaf tiasa disewakeun teu kanggo ngahasilkeun artos?", mustContain: [["produktif"], ["hasil", "mauquf", "penerima manfaat", "keuntungan"]] },
  { question: "Keluarga kami mewakafkan sawah dua hektar untuk pendidikan anak-anak desa. Nazhir ingin sawahnya tetap ditanami padi, lalu hasil panennya dipakai untuk biaya sekolah. Apakah cara seperti itu sesuai aturan wakaf?", mustContain: [["produktif"]] },
  { question: "kalo ngembangin wakaf produktif butuh penjamin pake lembaga apa", mustContain: [["penjamin syariah"]] },

  // 1.12 Wakaf uang (Pasal 28-31, PP 42/2006, fatwa MUI)
  { question: "wakaf uang bs ga? setornya lwt mn", mustContain: [LKS] },
  { question: "Dokumen apa yang diterima wakif setelah menyerahkan wakaf uang melalui LKS?", mustContain: [["sertifikat wakaf uang"]] },
  { question: "wakaf pake dolar bs ga", mustContain: [["rupiah"], ["dikonversi", "dirupiahkan", "ditukar", "konversi", "diubah", "dikonversikan", "ditukarkan"]] },
  { question: "MUI tos ngaluarkeun fatwa wakaf artos teu? iraha?", mustContain: [["2002"], ["boleh", "jawaz", "jaiz", "diperbolehkan", "dibolehkan"]] },
  { question: "Saya karyawan pabrik dengan gaji pas-pasan dan tidak punya tanah. Tapi saya ingin ikut berwakaf walaupun sedikit setiap bulan. Katanya ada wakaf uang. Apakah itu boleh, dan uangnya nanti dipakai habis atau bagaimana?", mustContain: [["jawaz", "boleh", "diperbolehkan", "dibolehkan", "jaiz"], ["pokok"]] },
  { question: "saham ato sukuk bs diwakafin", mustContain: [["surat berharga"]] },
  { question: "Berapa jumlah wakaf uang yang telah terhimpun secara nasional menurut BWI?", mustContain: [["2,3 triliun", "2,3 t", "rp2,3", "rp 2,3", "2.3 triliun"]] },

  // 1.13 What visitors also ask
  { question: "Abdi gaduh taneuh SHM di Ciparay. Bade diwakafkeun kanggo sakola, tapi ngan sapuluh taun wungkul, saatosna bade dicandak deui kanggo incu. Kitu teh tiasa teu?", mustContain: [FOREVER] },
  { question: "wakaf berjangka tu bs buat apa aja? tanah sertifikat hak milik bs?", mustContain: [["uang", "bangunan", "hak guna bangunan", "hak pakai"], FOREVER] },
  { question: "Masjid kami berdiri di atas tanah wakaf, dan sekarang pemerintah akan membangun jalan tol yang melewati lokasi itu. Pengurus bingung karena katanya tanah wakaf tidak boleh dijual. Bagaimana aturannya kalau tanahnya terkena proyek?", mustContain: [EXCHANGE, ["menteri"]] },
  { question: "Apa syarat penukaran (ruislag) harta benda wakaf?", mustContain: [["menteri"], ["nilai dan manfaat", "manfaat dan nilai", "senilai", "setara", "sama nilai", "nilai yang sama", "nilainya", "seimbang"]] },
  { question: "pangurus DKM bade ngadamel PAUD di lahan masjid wakaf, kedah nyuhunkeun idin ka saha?", mustContain: [["izin tertulis dari bwi"], ["mengubah peruntukan"]] },
  { question: "nazhirnya meninggal trs wakafnya gmn? siapa yg gantiin", mustContain: [BWI, ["tetap", "berlanjut", "tidak batal", "terus berjalan", "tidak berakhir", "tidak gugur", "diganti", "pengganti", "penggantian"]] },
  { question: "Almarhum ayah sebelum wafat berwasiat agar sebagian tanahnya diwakafkan untuk masjid. Tanahnya cukup luas dan kami anak-anaknya ingin menjalankan wasiat itu. Berapa batas maksimal harta yang boleh diwakafkan lewat wasiat?", mustContain: [ONE_THIRD] },
  { question: "wakaf ku wasiat teh kedah aya saksi sabaraha urang?", mustContain: [TWO_WITNESSES] },
  { question: "Tanah warisan dari nenek belum dibagi dan ahli warisnya ada lima orang. Salah satu paman saya ingin mewakafkan tanah itu untuk madrasah, padahal saudara-saudaranya belum ditanya. Apakah paman boleh mewakafkan sendiri?", mustContain: [["semua ahli waris", "seluruh ahli waris", "para ahli waris", "ahli waris lain", "ahli waris lainnya", "semua ahli", "seluruh ahli", "pemilik sah"], ["setuju", "persetujuan", "sepakat", "dibagi", "menandatangani"]] },
  { question: "bedanya wakaf sm hibah apa", mustContain: [["pemilik", "milik"], ["dijual"]] },
  { question: "Tetangga saya bilang kalau sudah rajin bayar zakat setiap tahun, tidak perlu wakaf lagi karena sama saja. Saya kurang yakin dengan pendapat itu. Sebenarnya apa beda wakaf dan zakat?", mustContain: [["wajib"], ["sunnah", "sunah", "sukarela", "dianjurkan"]] },
  { question: "hukumna wakaf teh wajib atanapi sunnah?", mustContain: [["sunnah", "sunah", "dianjurkan"]] },
  { question: "wakaf sm wasiat bedanya dmn", mustContain: [["meninggal", "wafat"], ONE_THIRD] },
  { question: "Sebagian lahan masjid kami masih kosong. Pengurus berencana membuat lahan parkir berbayar dan beberapa kios kecil untuk menambah kas masjid. Di akta ikrar wakafnya tertulis peruntukannya untuk masjid. Apakah rencana ini perlu izin khusus?", mustContain: [BWI, PERMIT] },
  { question: "nazhir yg ga ngurus tanah wakaf bs diberhentiin ga", mustContain: [BWI, ["diberhentikan", "diganti", "penggantian", "berhenti", "pemberhentian"]] },
  { question: "upami taneuh wakaf tos teu tiasa dianggo deui sakumaha ikrarna, kumaha jalan kaluarna?", mustContain: [EXCHANGE, ["menteri", "izin", "bwi"]] },
  { question: "Pak Ujang, salah satu nazhir tanah wakaf masjid kami, baru saja divonis penjara karena kasus penipuan. Jamaah tidak mau tanah wakaf diurus orang yang bermasalah. Apakah beliau bisa diganti, dan siapa yang berwenang menggantinya?", mustContain: [["diganti", "diberhentikan", "penggantian", "pemberhentian"], BWI] },
  { question: "tanah wakaf mau dijual trs duitnya beli tanah di tmpt lain yg lbh strategis boleh ga", mustContain: [EXCHANGE, ["izin", "menteri", "bwi"]] },
  { question: "ganti nazhir di bpn bayar ga", mustContain: [FREE] },
  { question: "Rekan kerja saya beragama Katolik dan sangat dekat dengan warga kampung kami. Dia ingin mewakafkan sebagian tanahnya untuk gedung sekolah di kampung. Apakah orang non-Muslim boleh menjadi wakif?", mustContain: [["boleh", "dapat", "bisa"], ["syariah", "syariat", "pasal 8"]] },
  { question: "Suami saya sudah meninggal. Dulu beliau hanya bilang secara lisan bahwa kebun di belakang rumah akan diwakafkan kalau ia wafat, dan yang mendengar adik ipar saya serta seorang tetangga. Apakah wasiat wakaf yang hanya lisan itu sah?", mustContain: [["saksi"], ["lisan"]] },

  // 2 Rukun and syarat (fiqh)
  { question: "rukun wakaf teh naon wae?", mustContain: [["sighat", "shighat", "sigat", "ikrar"], ["mauquf"]] },
  { question: "nazhir tu trmsk rukun wakaf ga", mustContain: [["unsur", "undang-undang", "uu 41"], ["empat", "4", "jumhur"]] },
  { question: "Apa syarat harta yang diwakafkan (mauquf bih) menurut fikih?", mustContain: [["bernilai", "mutaqawwim", "nilai"], ["milik", "sengketa", "tahan lama", "manfaat"]] },
  { question: "barang beunang maling tiasa diwakafkeun teu?", mustContain: [["tidak sah", "tidak boleh", "tidak dapat", "tidak bisa", "tidak diperbolehkan", "tidak dibolehkan"], ["milik"]] },
  { question: "lafaz ikrar wakaf tu gmn ngucapinnya", mustContain: [["wakafkan"], ["jelas", "tegas", "lisan", "tertulis"]] },
  { question: "Teman saya bilang menurut ulama wakaf itu harus selamanya, tidak boleh ada batas waktunya. Tapi saudara saya bilang boleh sementara. Saya jadi ragu, sebenarnya bagaimana pendapat ulama dan undang-undang soal ini?", mustContain: [["malik", "maliki", "jumhur", "ta'bid", "tabid"], ["jangka waktu"]] },
  { question: "syarat mauquf alaih apa aja", mustContain: [["jelas", "kebaikan", "maksiat", "ibadah", "mendekatkan"]] },
  { question: "wakaf makanan buat sekali makan itu termasuk wakaf gk", mustContain: [["tahan lama", "jangka panjang", "tidak habis", "tidak langsung habis", "sekali pakai", "sekali konsumsi", "berkelanjutan", "habis"]] },

  // 3 Religious sources
  { question: "Apa dalil Al-Qur'an yang sering dijadikan dasar wakaf?", mustContain: [["ali imran", "ali 'imran", "āli 'imrān", "ali-imran", "ali imron", "al-baqarah", "al baqarah", "92", "261", "267"]] },
  { question: "hadis ngeunaan amal nu teu pegat sanajan tos maot teh kumaha?", mustContain: [JARIYAH, ["ilmu"]] },
  { question: "kisah umar bin khattab wakaf tanah khaibar tu gmn ceritanya", mustContain: [["dijual"], ["hasil", "sedekah", "sedekahkan"]] },
  { question: "Anak saya kelas 5 madrasah dan dapat tugas mencari ayat Al-Qur'an tentang menginfakkan harta yang kita cintai. Gurunya bilang ayat itu sering dikaitkan dengan wakaf. Ayat apa ya dan di surat apa?", mustContain: [["ali imran", "ali 'imran", "āli 'imrān", "ali-imran", "ali imron", "ali 'imron", "al-imran"], ["92"]] },
  { question: "emg di quran ada kata wakaf nya langsung?", mustContain: [["tidak menyebut", "tidak disebut", "tidak secara langsung", "tidak secara eksplisit", "tidak ada kata", "tidak menyebutkan", "tidak tersurat", "tidak ditemukan", "tidak terdapat"], ["infak", "hadis", "hadits"]] },
  { question: "wakaf munggaran dina sajarah Islam teh naon?", mustContain: [["quba", "nabawi", "umar"]] },
  { question: "Apa makna QS Al-Baqarah ayat 261 yang sering dikaitkan dengan keutamaan wakaf?", mustContain: [["tujuh", "7"], ["seratus", "100"]] },
  { question: "naha wakaf teh disebut sodaqoh jariyah?", mustContain: [["mengalir", "terus", "tidak terputus", "berkelanjutan"], ["meninggal", "wafat"]] },

  // 4 Registering land wakaf at the KUA (documents, steps, forms, BPN, fees)
  { question: "syarat wakaf tanah di kua apa aja ya dokumennya", mustContain: [["ktp"], ["sertifikat", "shm", "girik", "letter c", "ajb"]] },
  { question: "upami bade ikrar wakaf di KUA, wakif kedah sumping nyalira teu?", mustContain: [["hadir", "datang"], NAZHIR] },
  { question: "Kami sekeluarga mau mewakafkan kebun untuk madrasah di kampung. Petugas KUA minta surat keterangan bahwa tanahnya tidak dalam sengketa. Surat itu dibuat di mana dan siapa yang harus mengetahuinya?", mustContain: [["desa", "kelurahan", "lurah"], ["camat", "kecamatan", "wk"]] },
  { question: "tanah yg cm ada letter c mau dibikinin sertifikat wakaf bayar gk", mustContain: [["pengukuran", "pendaftaran pertama", "pertama kali", "pengakuan hak", "biaya"]] },
  { question: "formulir W.2 teh kanggo naon?", mustContain: [["akta ikrar wakaf"]] },
  { question: "form W5 itu apaan ya", mustContain: [["pengesahan nazhir", "pengesahan", "mengesahkan"]] },
  { question: "Kakek buyut kami mewakafkan tanah untuk masjid puluhan tahun lalu, hanya secara lisan dan tidak pernah dicatat di mana pun. Beliau dan para saksinya sudah meninggal. Sekarang kami ingin mengurus legalitasnya. Dokumen apa yang bisa diterbitkan KUA?", mustContain: [["akta pengganti"], ["wafat", "ahli waris"]] },
  { question: "Bagaimana urutan tahapan pendaftaran wakaf tanah dari KUA sampai terbit sertifikat?", mustContain: [PPAIW, ["bpn", "kantor pertanahan", "pertanahan"]] },
  { question: "bikin AIW di kua bayar brp", mustContain: [["gratis", "tidak dipungut", "tidak ada biaya", "tanpa biaya", "cuma-cuma", "rp0", "rp 0", "bebas biaya", "tidak dikenakan", "tidak berbayar"], ["meterai", "materai", "fotokopi", "fotocopy"]] },
  { question: "sertifikat taneuh wakaf di BPN teh mayar sabaraha?", mustContain: [FREE] },
  { question: "Tanah wakaf musala kami luasnya sekitar 100 meter persegi, di Kabupaten Bandung. Kata tetangga pendaftarannya di BPN gratis, tapi tetap ada biaya ukur tanah. Kira-kira berapa biaya pengukurannya?", mustContain: [["120.000", "120 ribu", "rp120", "rp 120", "seratus dua puluh ribu", "sentuh tanahku"]] },
  { question: "e-AIW tu apa? aksesnya dmn", mustContain: [["siwak"]] },
  { question: "dokumen naon wae nu dipenta ku BPN kanggo ngadaptarkeun taneuh wakaf nu tos sertifikat?", mustContain: [AIW, ["sertifikat asli", "sertipikat asli", "pengesahan nazhir"]] },
  { question: "meterai buat ngurus wakaf skrg yg brp", mustContain: [["10.000", "10 ribu", "sepuluh ribu", "rp10"]] },
  { question: "Kami mau mewakafkan sebagian saja, sekitar 200 meter dari tanah kami yang luasnya 1.000 meter, untuk musala. Petugas bilang sertifikatnya nanti harus dipecah dulu. Apakah proses pemecahan itu juga gratis seperti pendaftarannya?", mustContain: [["biaya", "bayar", "dikenakan", "berbayar"]] },
  { question: "Formulir apa yang digunakan sebagai surat pengantar pendaftaran tanah wakaf ke Kantor Pertanahan?", mustContain: [["w.7", "w7", "w 7"]] },
  { question: "W.4 tu buat apa sih", mustContain: [["w.4"]] },
  { question: "form WD tu buat apaan", mustContain: [["28/1977", "28 tahun 1977", "sebelum"]] },
  { question: "upami nazhirna badan hukum, formulir pengesahanna nu mana?", mustContain: [["w.5a", "w5a", "w 5a"]] },
  { question: "AIW sm APAIW bedanya apa", mustContain: [["pengganti"]] },
  { question: "Bapak saya sudah sepuh dan ingin mewakafkan sebagian tanahnya untuk pemakaman umum kampung. Kakak-kakak saya semua setuju dan ibu saya masih ada. Selain sertifikat dan KTP, persetujuan dari siapa saja yang sebaiknya disiapkan?", mustContain: [["ahli waris"], ["istri", "suami", "pasangan"]] },
  { question: "aturan menteri atr bpn ttg tata cara pendaftaran tanah wakaf tuh nomor brp", mustContain: [["2 tahun 2017", "2/2017", "nomor 2 tahun 2017", "no. 2 tahun 2017", "no 2 tahun 2017"]] },

  // 5 Regulations
  { question: "Apa judul lengkap Peraturan Pemerintah Nomor 42 Tahun 2006?", mustContain: [["pelaksanaan"]] },
  { question: "pma 73 thn 2013 isinya ngatur apa", mustContain: [["tata cara"], ["selain uang", "benda bergerak", "tidak bergerak"]] },
  { question: "aturan ngeunaan pendaptaran wakaf artos teh PMA nomer sabaraha?", mustContain: [["nomor 4 tahun 2009"], ["pendaftaran wakaf uang"]] },
  { question: "pp 25 2018 tu ttg apa", mustContain: [["perubahan", "mengubah"], ["42"]] },

  // 6 Badan Wakaf Indonesia
  { question: "BWI teh diadegkeun dumasar kana aturan naon?", mustContain: [["dibentuk berdasarkan uu 41/2004"]] },
  { question: "ketua bwi skrg siapa", mustContain: [["kamaruddin"]] },
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia?", mustContain: [["membina", "pembinaan"], ["memberhentikan", "mengganti", "penukaran", "perubahan", "pemberhentian"]] },
  { question: "anggota BWI teh sabaraha urang, saha nu ngangkat?", mustContain: [["20", "dua puluh"], ["presiden"]] },
  { question: "web resmi bwi apa alamatnya", mustContain: [["bwi.go.id"]] },
  { question: "Saya pengurus majelis taklim ibu-ibu di Cimahi. Katanya BWI punya program nasional yang mengajak masyarakat untuk berwakaf, dan saya ingin mengajak anggota kami ikut. Apa nama program unggulan BWI itu?", mustContain: [["indonesia berwakaf"]] },

  // 7 Statistics (SIWAK, Kemenag, ATR/BPN)
  { question: "jumlah tanah wakaf se indonesia skrg brp", mustContain: [["561.909", "445.504", "561 ribu", "445 ribu", "430.000", "430 ribu", "421.903", "561909", "445504"]] },
  { question: "di Jawa Barat aya sabaraha bidang taneuh wakaf?", mustContain: [["87.795", "87 ribu", "48.123", "74.156", "70.749"]] },
  { question: "Berapa persen tanah wakaf di Jawa Barat yang sudah bersertifikat menurut data ATR/BPN tahun 2025?", mustContain: [["55,95", "55.95", "56%", "56 persen", "48.123"]] },
  { question: "tanah wakaf paling bnyk dipake buat apa", mustContain: [["musala", "mushola", "musholla", "masjid"], ["258.156", "266.413", "46%", "47%", "93%", "44%", "28%", "persen"]] },
  { question: "SIWAK teh naon?", mustContain: [["sistem informasi wakaf"]] },

  // 8 KUA functions and Kemenag programmes
  { question: "emg kua ngurusin wakaf jg? kirain nikah doang", mustContain: [["bimbingan zakat", "zakat dan wakaf", "pma 34", "pma 24", "ppaiw", "akta ikrar", "aiw"]] },
  { question: "Anak saya akan menikah bulan depan. Katanya ada program wakaf pohon dari Kemenag untuk calon pengantin. Itu program apa ya, bagian dari program apa?", mustContain: [["ekoteologi", "asta protas"]] },
];

export const HELD_OUT_13_OUT_OF_FIELD: readonly EvalCase[] = [
  // other KUA services (nikah, rujuk, cerai/talak, haji/umrah, halal, bimwin, keluarga)
  { question: "syarat daftar nikah di kua apa aja ya" },
  { question: "Kumaha carana ngadaptar nikah di KUA, sareng sabaraha biayana?" },
  { question: "Berapa biaya pencatatan nikah di luar kantor KUA pada hari libur?" },
  { question: "rujuk stlh talak satu gmn prosedurnya di kua" },
  { question: "abdi bade rujuk deui sareng pamajikan, kedah ka KUA teu?" },
  { question: "Bagaimana cara mengajukan gugatan cerai ke pengadilan agama?" },
  { question: "suami sy mau jatuhin talak, ngurus suratnya dmn" },
  { question: "jadwal manasik haji reguler di kua kapan ya" },
  { question: "Punten, daptar haji teh ayeuna antrina sabaraha taun di Jawa Barat?" },
  { question: "travel umroh yg resmi terdaftar kemenag gmn ceknya" },
  { question: "Bagaimana cara mengurus sertifikasi halal untuk usaha keripik rumahan?" },
  { question: "bimwin catin wajib ga sih sblm nikah" },
  { question: "Buku nikah saya hilang. Bagaimana cara mendapatkan duplikatnya?" },
  { question: "isbat nikah tu ngurusnya gmn" },
  { question: "bs konsultasi masalah rumah tangga di kua ga? sy sering ribut sm suami" },

  // traps: land, certificate, inheritance and mosque topics that are not wakaf
  { question: "cara balik nama sertifikat tanah yg baru sy beli gmn" },
  { question: "Abdi bade ngajual taneuh warisan ti kolot, kumaha ngabagi artosna ka dulur-dulur?" },
  { question: "Berapa biaya membuat sertifikat hak milik untuk tanah rumah biasa lewat PTSL di BPN?" },
  { question: "izin bangun rumah (PBG) ngurusnya kemana ya" },
  { question: "jadwal adzan subuh di masjid raya bandung jam brp" },
  { question: "bikin AJB jual beli tanah di ppat biayanya brp persen" },
  { question: "Kumaha ngitung bagian waris anak awewe jeung anak lalaki numutkeun Islam?" },
  { question: "Bagaimana cara menghitung BPHTB saat membeli rumah?" },
  { question: "speaker masjid deket rumah kenceng bgt pas subuh, lapor kmn ya" },
  { question: "harga tanah kavling per meter di soreang skrg brp" },

  // anything else
  { question: "cuaca bandung besok hujan ga" },
  { question: "Persib maen deui iraha? ngalawan saha?" },
  { question: "cara beli pulsa lwt m-banking gmn" },
  { question: "resep seblak kuah pedes gmn bikinnya" },
  { question: "Abdi nuju flu sareng batuk, obatna naon nya nu saé?" },
  { question: "Siapa calon gubernur Jawa Barat yang unggul dalam survei terbaru?" },
  { question: "paket kuota internet paling murah provider apa" },
  { question: "Kumaha carana ngadamel peuyeum sangkan amis?" },
  { question: "Bagaimana prosedur pembuatan paspor di kantor imigrasi?" },
  { question: "jadwal kereta bandung jakarta bsk pagi" },
  { question: "Tempat wisata di Garut nu saé kanggo kulawarga di mana nya?" },
  { question: "hp sy lemot bgt enaknya diapain" },
  { question: "Apa saja gejala demam berdarah pada anak?" },
  { question: "harga emas antam hari ini brp per gram" },
  { question: "kumaha carana daptar BPJS kesehatan mandiri?" },
  { question: "tolong buatin pantun buat ultah pacar dong" },
  { question: "Berapa nilai tukar dolar AS terhadap rupiah hari ini?" },
  { question: "skor timnas semalem brp" },
  { question: "Naha ari langit teh warnana biru?" },
  { question: "perpanjang sim c online gmn caranya" },
];
