// Held-out set 11 (issue 35): written on 2026-11-28 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. Never tuned on.
import type { EvalCase } from "./eval-set";

// shared alternative lists (lower case; any one word meets the element)
const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir"];
const BWI = ["bwi", "badan wakaf indonesia"];
const PPAIW = ["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua"];
const AIW = ["akta ikrar wakaf", "aiw"];
const NOT = ["tidak", "tak ", "tak,", "dilarang", "larang", "tidak boleh", "tidak dapat", "tidak bisa", "tidak sah"];
const YES = ["boleh", "bisa", "dapat", "diperbolehkan", "dibolehkan", "sah"];
const TWO_WITNESSES = ["2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua)", "dua (2)", "2 orang", "dua orang"];
const SEVEN_DAYS = ["7 hari", "tujuh hari", "7 (tujuh) hari", "tujuh (7) hari"];
const TEN_PERCENT = ["10%", "10 %", "10 persen", "sepuluh persen", "10 (sepuluh) persen"];
const AT_LEAST_THREE = ["3 orang", "tiga orang", "3 (tiga)", "tiga (3)", "minimal 3", "minimal tiga", "paling sedikit 3", "paling sedikit tiga", "sekurang-kurangnya 3", "sekurang-kurangnya tiga"];
const FIVE_YEARS = ["5 tahun", "lima tahun", "5 (lima) tahun"];
const FREE = ["gratis", "rp0", "rp 0", "tidak dipungut", "tanpa biaya", "tidak ada biaya", "tidak dikenakan biaya", "bebas biaya", "nol rupiah", "cuma-cuma"];
const ONE_THIRD = ["1/3", "sepertiga", "satu per tiga", "satu pertiga"];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan", "mustahab"];
const FOREVER = ["selamanya", "selama-lamanya", "tidak terbatas", "tanpa batas waktu", "abadi", "permanen", "muabbad", "ta'bid"];
const EXCHANGE = ["tukar", "ruislag", "penukaran"];
const PERMIT_BODY = ["bwi", "badan wakaf indonesia", "menteri"];
const CONSENT = ["setuju", "persetujuan", "sepakat", "izin", "ijin"];
const HEIRS = ["ahli waris"];
const LKS = ["lks", "lembaga keuangan syariah", "bank syariah"];
const KEPT_INTACT = ["pokok", "utuh", "terjaga", "dijaga", "tetap", "tidak", "tak "];
const REPLACED = ["diganti", "penggantian", "pengganti", "ganti", "diberhentikan"];

export const HELD_OUT_11_IN_FIELD: readonly EvalCase[] = [
  // 1.1 Definisi
  { question: "wakaf teh naon sih hartosna?", mustContain: [["harta", "benda", "milik"]] },
  { question: "nazhir tu sbnrnya siapa sih, yg punya tanah wakaf?", mustContain: [["mengelola", "pengelola", "dikelola", "kelola", "menerima"]] },
  { question: "PPAIW itu singkatan dari apa?", mustContain: [["pejabat pembuat akta ikrar wakaf"]] },
  { question: "mauquf alaih tu maksudnya apa ya", mustContain: [["penerima", "menerima", "peruntukan"]] },
  { question: "Apa yang dimaksud dengan ikrar wakaf?", mustContain: [["pernyataan", "kehendak", "ucapan", "lisan", "tertulis"]] },
  // 1.2 Tidak dapat dibatalkan
  { question: "wakaf yg udh diikrarin bisa ditarik lg gk?", mustContain: [NOT] },
  { question: "kakek sy wakafin tanah buat masjid taun lalu, skrg om sy mau ambil lg soalnya lg butuh duit, boleh gk?", mustContain: [["tidak dapat dibatalkan"], ["menarik kembali"]] },
  { question: "upami tos ikrar wakaf teras hoyong dibatalkeun, tiasa henteu?", mustContain: [NOT] },
  { question: "Apakah surat pernyataan bermeterai bisa membatalkan akta ikrar wakaf?", mustContain: [NOT] },
  { question: "klo nazhirnya diganti wakafnya jd batal ga", mustContain: [NOT] },
  // 1.3 Enam unsur
  { question: "unsur wakaf mnrt uu ada brp sih", mustContain: [["enam", "6 unsur", "ada 6", "6 (enam)", "jangka waktu"]] },
  { question: "unsur wakaf dina undang-undang teh naon wae?", mustContain: [["peruntukan", "jangka waktu"]] },
  { question: "Bedanya rukun wakaf dalam fikih dengan unsur wakaf dalam UU 41/2004 apa?", mustContain: [NAZHIR] },
  // 1.4 Wakif
  { question: "Apa saja syarat seseorang untuk menjadi wakif?", mustContain: [["dewasa", "berakal", "pemilik", "baligh"]] },
  { question: "anak sy msh 15 thn mau wakafin tabungannya, bs gk?", mustContain: [["dewasa", "baligh", "cukup umur"]] },
  { question: "yayasan atanapi PT tiasa janten wakif teu?", mustContain: [["boleh", "bisa", "dapat", "badan hukum", "organisasi"]] },
  { question: "saha ari wakif teh?", mustContain: [["mewakafkan", "pemberi", "memberikan", "menyerahkan", "yang berwakaf"]] },
  // 1.5 Nazhir
  { question: "Syarat menjadi nazhir perorangan apa saja?", mustContain: [["islam", "muslim", "wni", "warga negara", "dewasa", "amanah"]] },
  { question: "tugas nazhir tu ngapain aja sih", mustContain: [["mengelola", "mengembangkan", "mengadministrasikan", "melindungi", "mengawasi", "melaporkan"]] },
  { question: "nazhir kedah lapor ka saha?", mustContain: [BWI] },
  { question: "nadzir dpt gaji gk? brp persen?", mustContain: [TEN_PERCENT] },
  { question: "di kampung kami mau bentuk nazhir perorangan buat tanah wakaf musala, minimal harus berapa orang pengurusnya ya?", mustContain: [AT_LEAST_THREE] },
  { question: "naha nazhir kedah aya nu cicing di kecamatan tempat taneuh wakaf?", mustContain: [["kecamatan"]] },
  { question: "masa jabatan nazir brp taun", mustContain: [FIVE_YEARS] },
  { question: "sertifikat tanah wakaf masjid kami atas nama ketua nazhir, apa berarti tanah itu jadi milik pribadi dia sekarang?", mustContain: [["bukan", "tidak", "tak "]] },
  { question: "Apakah DKM atau yayasan bisa menjadi nazhir?", mustContain: [["organisasi"], ["badan hukum"], ["keagamaan islam"]] },
  { question: "nazhir kedah didaptarkeun ka mana?", mustContain: [["didaftarkan ke menteri dan bwi melalui kua", "didaftarkan ke menteri agama dan bwi melalui kua"]] },
  // 1.6 Harta benda wakaf
  { question: "apa aja sih yg bisa diwakafin selain tanah?", mustContain: [["uang", "bangunan", "kendaraan", "logam mulia", "surat berharga", "bergerak"]] },
  { question: "mobil tiasa diwakafkeun teu?", mustContain: [["boleh", "bisa", "dapat", "bergerak", "kendaraan"]] },
  { question: "tanah bapak saya masih sengketa batas sama tetangga, tapi bapak pengen cepet diwakafin buat madrasah, bisa langsung diproses gak?", mustContain: [["bebas dari sengketa"]] },
  { question: "tanah yg sertifikatnya lg dijaminin di bank bs diwakafin ga", mustContain: [["tidak", "tak ", "bebas", "lunas", "belum"]] },
  { question: "abdi gaduh taneuh warisan ti aki di lembur, teu acan disertifikat ngan aya girik, hoyong diwakafkeun kanggo madrasah, tiasa henteu?", mustContain: [["boleh", "bisa", "dapat"]] },
  { question: "Apakah hak cipta atau saham bisa diwakafkan?", mustContain: [["boleh", "bisa", "dapat", "hki", "kekayaan intelektual", "surat berharga"]] },
  // 1.7 Ikrar & AIW
  { question: "saksi ikrar wakaf hrs brp org?", mustContain: [TWO_WITNESSES] },
  { question: "ikrar wakaf teh di payuneun saha?", mustContain: [PPAIW] },
  { question: "ibu saya mau wakaf tanah tapi lagi sakit stroke, gak bisa ke KUA, bisa diwakilkan anaknya gak?", mustContain: [["kuasa", "diwakilkan", "wakil"]] },
  { question: "Apa saja isi Akta Ikrar Wakaf?", mustContain: [["identitas", "nama", "peruntukan", "jangka waktu"]] },
  { question: "ikrar wakaf cukup ngomong lisan aja kan? ga perlu ada akta", mustContain: [AIW] },
  { question: "dina majelis ikrar wakaf saha wae nu kedah hadir?", mustContain: [NAZHIR, ["saksi"]] },
  // 1.8 Peruntukan
  { question: "tanah wakaf boleh dipake buat apa aja sih", mustContain: [["ibadah", "pendidikan", "kesehatan", "fakir", "yatim", "ekonomi", "kesejahteraan"]] },
  { question: "wakaf kanggo beasiswa barudak yatim tiasa?", mustContain: [YES] },
  { question: "almarhum kakek cuma bilang wakafin tanah ini, tapi gak bilang buat masjid atau sekolah, terus yang nentuin peruntukannya siapa?", mustContain: [NAZHIR] },
  { question: "Bolehkah tanah wakaf digunakan untuk membangun klinik kesehatan?", mustContain: [YES] },
  // 1.9 Pendaftaran
  { question: "stlh AIW ditandatangani brp lama hrs didaftarin ke BPN?", mustContain: [SEVEN_DAYS] },
  { question: "saha nu ngadaptarkeun taneuh wakaf ka BPN, abdi nyalira atanapi KUA?", mustContain: [["ppaiw", "pejabat pembuat akta ikrar wakaf", "kepala kua", "kua"]] },
  { question: "Dokumen apa yang diserahkan PPAIW kepada Kantor Pertanahan?", mustContain: [["aiw", "akta ikrar", "salinan", "bukti kepemilikan", "sertifikat"]] },
  { question: "bukti pendaftaran dr bpn nanti dikasih ke siapa?", mustContain: [NAZHIR] },
  // 1.10 Perlindungan & sanksi
  { question: "tanah wakap boleh dijual gk sih", mustContain: [NOT] },
  { question: "ketua DKM di desa saya mau jaminin sertifikat tanah wakaf masjid ke bank buat pinjem modal renovasi, itu boleh?", mustContain: [NOT] },
  { question: "taneuh wakaf tiasa diwariskeun ka putra-putri nazhir?", mustContain: [NOT] },
  { question: "Apa sanksi bagi orang yang menjual tanah wakaf?", mustContain: [["5 tahun", "lima tahun", "500 juta", "rp500", "penjara", "pidana"]] },
  { question: "pengurus masjid mau hibahin tanah wakaf ke pemdes, boleh?", mustContain: [NOT] },
  // 1.11 Wakaf produktif
  { question: "wakaf produktif teh naon?", mustContain: [["hasil", "sewa", "usaha", "diusahakan", "investasi"]] },
  { question: "tanah wakaf boleh disewain ga?", mustContain: [["boleh", "bisa", "dapat", "produktif"]] },
  { question: "kami punya sawah wakaf di desa, hasil panennya tiap musim lumayan, itu harus dikasih ke siapa ya?", mustContain: [["mauquf", "penerima manfaat", "peruntukan", "penerima", "sesuai ikrar", "sesuai akta"]] },
  { question: "Dalam wakaf produktif, apakah harta pokoknya boleh habis?", mustContain: [KEPT_INTACT] },
  // 1.12 Wakaf uang
  { question: "wakaf pake duit emg boleh?", mustContain: [["boleh", "bisa", "dapat", "sah", "jawaz"]] },
  { question: "wakaf artos kedah ngalangkungan naon?", mustContain: [LKS] },
  { question: "Apa bukti yang diterima wakif setelah berwakaf uang?", mustContain: [["sertifikat wakaf uang"]] },
  { question: "anak saya kerja di malaysia dan mau wakaf uang ringgit buat pesantren di kampung, bisa langsung pakai ringgit?", mustContain: [["rupiah"]] },
  { question: "fatwa mui soal wakaf uang keluar taun brp", mustContain: [["2002"]] },
  { question: "artos wakaf tiasa dibelanjakeun dugi ka seep?", mustContain: [["pokoknya harus tetap terjaga"]] },
  { question: "total wakaf uang yg udh kekumpul di indonesia brp sih?", mustContain: [["2,3 t", "2.3 t", "rp2,3", "rp 2,3"]] },
  // 1.13 Tanah selamanya / wakaf berjangka
  { question: "tanah hak milik bs diwakafin 10 taun aja gk, abis itu balik lg?", mustContain: [FOREVER] },
  { question: "wakaf berjangka teh tiasa kanggo taneuh hak milik?", mustContain: [[...FOREVER, ...NOT]] },
  { question: "Apakah wakaf uang bisa dilakukan untuk jangka waktu tertentu saja?", mustContain: [["boleh", "bisa", "dapat", "berjangka", "jangka waktu tertentu"]] },
  // 1.13 Tukar (ruislag)
  { question: "tanah wakaf makam di kampung kena proyek jalan tol, katanya mau diganti uang, itu boleh gak dan gimana caranya?", mustContain: [EXCHANGE, PERMIT_BODY] },
  { question: "ruislag teh naon?", mustContain: [EXCHANGE] },
  { question: "msjd kami sempit, mau jual tanah wakafnya trs beli tanah lbh luas di tmpt lain, bs gk?", mustContain: [EXCHANGE] },
  { question: "Berapa nilai minimal tanah pengganti dalam penukaran tanah wakaf?", mustContain: [["sama", "seimbang", "setara", "sekurang-kurangnya", "paling sedikit", "minimal", "tidak kurang"]] },
  // 1.13 Perubahan peruntukan
  { question: "halaman masjid kami cukup luas, pengurus mau bikin warung kecil buat kas masjid di sebagian tanah wakaf itu, perlu izin siapa?", mustContain: [BWI] },
  { question: "musala di gang abdi gaduh taneuh wakaf nu kosong di tukang, ku pangurus bade dianggo parkir motor warga, kedah idin ti saha?", mustContain: [BWI] },
  { question: "nazhir blh ganti peruntukan tanah wakaf sesuka dia ga?", mustContain: [NOT] },
  // 1.13 Nazhir meninggal / diganti
  { question: "nazhir masjid di lembur abdi tos pupus bulan kamari, ayeuna teu aya nu ngurus, wakafna kumaha jeung saha nu ngagentos?", mustContain: [REPLACED] },
  { question: "siapa yg berhak ganti nazhir?", mustContain: [BWI] },
  { question: "nazhir tanah wakaf di RT kami udah bertahun-tahun gak ngurus apa-apa, tanahnya jadi semak, bisa diganti gak nazhirnya?", mustContain: [REPLACED] },
  { question: "Apakah nazhir boleh mengundurkan diri?", mustContain: [["boleh", "bisa", "dapat", "permintaan sendiri", "berhenti"]] },
  // 1.13 Wakaf dengan wasiat
  { question: "wakaf lwt wasiat maksimal brp dr harta?", mustContain: [ONE_THIRD] },
  { question: "bapa abdi nuju gering, anjeunna hoyong wasiat yen sawahna diwakafkeun upami anjeunna pupus, kedah aya saksi sabaraha?", mustContain: [TWO_WITNESSES] },
  { question: "ayah berwasiat mewakafkan setengah hartanya buat pesantren sebelum meninggal, apa itu sah kalau lebih dari sepertiga?", mustContain: [ONE_THIRD, HEIRS] },
  { question: "Bagaimana ketentuan wakaf melalui wasiat menurut UU 41/2004?", mustContain: [["1/3", "sepertiga", "satu per tiga", "2 saksi", "dua saksi", "2 orang", "dua orang"]] },
  // 1.13 Tanah warisan / ahli waris
  { question: "almarhumah ibu ninggalin tanah 200 meter, kakak pengen wakafin sebagian ke musala tapi adik bungsu masih belum rela, boleh tetep jalan?", mustContain: [CONSENT] },
  { question: "taneuh warisan teu acan dibagi, abdi hoyong wakafkeun, kedah kumaha?", mustContain: [HEIRS, ["setuju", "persetujuan", "sepakat", "dibagi"]] },
  { question: "bagian warisan sy udh dibagi & atas nama sy, bs diwakafin tnp izin sodara?", mustContain: [YES] },
  { question: "kakek sudah mewakafkan tanah dengan akta ikrar wakaf, sekarang cucu-cucunya menggugat minta tanah dikembalikan, apakah bisa?", mustContain: [NOT] },
  // 1.13 Wakaf vs hibah/wasiat/zakat/sedekah
  { question: "bedanya wakaf sm hibah apa sih", mustContain: [["milik"]] },
  { question: "naon bedana wakaf jeung zakat?", mustContain: [["wajib", "sunnah", "sunah", "sukarela"]] },
  { question: "Apa perbedaan wakaf dan wasiat?", mustContain: [["meninggal", "wafat", "kematian", "1/3", "sepertiga"]] },
  { question: "wakaf tu sama aja kyk sedekah biasa kan?", mustContain: [["jariyah", "jariah", "pokok", "tetap", "utuh", "kekal"]] },
  // 1.13 Hukum wakaf
  { question: "hukumna wakaf teh wajib atanapi sunnah?", mustContain: [SUNNAH] },
  { question: "Bagaimana hukum berwakaf dalam Islam?", mustContain: [SUNNAH] },
  // 1.13 Siapa boleh berwakaf
  { question: "tetangga saya non muslim, orangnya baik, dia pengen ikut wakaf tanah buat sekolah di kampung kami, boleh gak?", mustContain: [["boleh", "bisa", "dapat", "tidak mensyaratkan", "tidak ada syarat agama"]] },
  { question: "nazhir teh kedah muslim?", mustContain: [["islam", "muslim"], ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] },
  // 2 Rukun & syarat (fikih)
  { question: "rukun wakaf teh aya sabaraha, naon wae?", mustContain: [["mauquf", "sighat", "shighat", "sigat", "shigat"]] },
  { question: "nazhir trmasuk rukun wakaf ga?", mustContain: [["bukan", "tidak", "tak "]] },
  { question: "Apa yang dimaksud sighat dalam wakaf?", mustContain: [["ikrar", "pernyataan", "ucapan", "lafaz", "lafal"]] },
  { question: "wakaf makanan buat pengajian bisa disebut wakaf gk? kan lgsg abis", mustContain: [["tahan lama", "jangka panjang", "habis", "sekali pakai"], ["sekali pakai"]] },
  { question: "barang hasil maling diwakafkeun sah teu?", mustContain: [NOT] },
  { question: "Ulama siapa yang membolehkan wakaf untuk jangka waktu tertentu?", mustContain: [["malik"]] },
  // 3 Dalil & keutamaan
  { question: "ayat quran ttg wakaf apa ya", mustContain: [["ali imran", "ali 'imran", "ali-imran", "āli", "al-baqarah", "al baqarah", "3:92", "92", "261", "267"]] },
  { question: "kautamaan wakaf naon?", mustContain: [["jariyah", "jariah", "mengalir", "terus"]] },
  { question: "hadis 3 amal yg ga putus stlh mati tu riwayat siapa", mustContain: [["muslim"]] },
  { question: "Ceritakan hadis Umar bin Khattab tentang wakaf tanahnya.", mustContain: [["khaibar", "khaybar"]] },
  { question: "kecap wakaf aya dina Al-Quran teu?", mustContain: [["tidak", "tak ", "bukan"]] },
  { question: "ustadz di pengajian bilang wakaf itu sudah ada dari zaman nabi, emang wakaf pertama dalam islam itu apa?", mustContain: [["quba", "nabawi", "umar", "khaibar"]] },
  // 4.1 Dokumen
  { question: "syarat wakap tanah di kua apa aja", mustContain: [["ktp", "sertifikat", "kk", "kartu keluarga"]] },
  { question: "tanah kakek belum ada sertifikatnya, cuma ada girik sama letter C dari desa, kalau mau diwakafin dokumen apa yang bisa dipakai?", mustContain: [["girik", "letter c", "ajb", "akta jual beli", "petok"]] },
  { question: "surat katerangan teu sengketa teh dipundut ti mana?", mustContain: [["desa", "kelurahan", "lurah"]] },
  { question: "perlu bawa sppt pbb gk?", mustContain: [["sppt", "pbb"]] },
  { question: "Berapa nilai meterai yang dipakai untuk berkas wakaf?", mustContain: [["10.000", "10000", "10 ribu", "sepuluh ribu", "rp10"]] },
  { question: "orang tua yang punya tanah sudah meninggal dua tahun lalu, kami anak-anaknya mau wakafkan, berkasnya dari siapa saja?", mustContain: [["semua ahli waris"], ["menandatangani"]] },
  { question: "salaki abdi bade wakafkeun taneuh atas namina kanggo pasantren, abdi salaku pamajikan kedah masihan idin atanapi tandatangan teu?", mustContain: [["setuju", "persetujuan", "izin"]] },
  { question: "wakif sm nazhir hrs dtg sndiri ke kua ya?", mustContain: [["hadir", "datang", "kuasa", "langsung"]] },
  { question: "Dokumen apa yang perlu dibawa oleh saksi ikrar wakaf?", mustContain: [["ktp"]] },
  // 4.2 Langkah di KUA
  { question: "gmn cara wakaf tanah di kua?", mustContain: [["ppaiw", "kepala kua", "kua"], ["ikrar"]] },
  { question: "lengkah munggaran upami bade wakaf taneuh naon?", mustContain: [["musyawarah", "keluarga", "kua"]] },
  { question: "Formulir apa yang digunakan untuk pengesahan nazhir perorangan?", mustContain: [["w.5", "w5", "w 5", "w-5"]] },
  { question: "abis ikrar di kua, kita dapet apa?", mustContain: [["akta ikrar wakaf", "aiw", "w.2", "w2", "salinan"]] },
  { question: "masjid di kampung kami berdiri di atas tanah wakaf dari tahun 80an, wakifnya sudah wafat dan gak ada aktanya, bisa diurus?", mustContain: [["akta pengganti", "apaiw"], ["wafat", "ahli waris"]] },
  { question: "sertifikat taneuh wakaf teh atas nami saha?", mustContain: [NAZHIR] },
  { question: "ikrar wakafnya dilakuin dmn sih?", mustContain: [["majelis ikrar wakaf di kua"], ["hadir langsung"]] },
  // 4.3 Kode formulir
  { question: "blanko W1 tu apa", mustContain: [["ikrar wakaf"]] },
  { question: "formulir W.7 kanggo naon?", mustContain: [["pertanahan", "bpn", "pendaftaran", "pengantar"]] },
  { question: "Apa itu formulir WK dalam perwakafan tanah?", mustContain: [["desa", "lurah", "kelurahan"]] },
  { question: "form WD buat apa ya", mustContain: [["28/1977", "pp 28", "1977", "sebelum"]] },
  // 4.4 Tahap BPN
  { question: "Berkas apa saja yang diminta Kantor Pertanahan untuk mendaftarkan tanah wakaf yang sudah bersertifikat?", mustContain: [["sertifikat", "aiw", "akta ikrar", "pengesahan nazhir"]] },
  { question: "proses di bpn brp lama smp sertifkat wakaf jadi", mustContain: [["5 hari", "lima hari", "98 hari"]] },
  { question: "aturan BPN ngeunaan tata cara ngadaptarkeun taneuh wakaf teh naon?", mustContain: [["2 tahun 2017", "2/2017", "nomor 2 tahun 2017", "no. 2 tahun 2017"]] },
  // 4.5 Biaya
  { question: "ngadamel akta ikrar wakaf di KUA teh mayar sabaraha?", mustContain: [["gratis", "tidak dipungut", "tanpa biaya", "tidak ada biaya", "rp0", "rp 0", "cuma-cuma", "bebas biaya", "meterai", "materai"]] },
  { question: "daftar sertifkat tanah wakaf ke bpn bayar brp?", mustContain: [FREE] },
  { question: "kata orang bikin sertifikat tanah wakaf itu gratis, tapi petugas minta uang buat ngukur tanahnya, itu wajar gak sih?", mustContain: [["pengukuran", "ukur"]] },
  { question: "Berapa perkiraan biaya pengukuran tanah wakaf 100 meter persegi di Jawa Barat?", mustContain: [["120.000", "120 ribu", "rp120", "120rb"]] },
  { question: "taneuh nu teu acan aya sertifikatna, upami diwakafkeun aya biayana teu?", mustContain: [["biaya", "bayar", "berbayar"]] },
  { question: "cek biaya sertifikat wakaf dmn ya", mustContain: [["sentuh tanahku", "kantor pertanahan", "bpn"]] },
  { question: "nazhir lama di musala kami sudah meninggal dan mau diganti orang baru, apakah ganti nama nazhir di BPN ada biayanya?", mustContain: [FREE] },
  // 5 Peraturan
  { question: "undang-undang wakaf teh nomer sabaraha?", mustContain: [["41"]] },
  { question: "Peraturan Menteri Agama apa yang mengatur tata cara perwakafan benda tidak bergerak?", mustContain: [["73"]] },
  // 6 BWI
  { question: "bwi tu apaan", mustContain: [["badan wakaf indonesia", "independen", "lembaga"]] },
  { question: "saha pupuhu BWI ayeuna?", mustContain: [["kamaruddin"]] },
  { question: "Apa saja tugas Badan Wakaf Indonesia?", mustContain: [NAZHIR] },
  { question: "bwi ada perwakilan di jabar gk?", mustContain: [["perwakilan"]] },
  // 7 Statistik
  { question: "jumlah tanah wakaf di indonesia ada brp sih?", mustContain: [["561.909", "561909", "445.504", "445504", "430.000", "430 ribu", "421.903", "421903", "561 ribu", "562 ribu", "445 ribu"]] },
  { question: "sabaraha persen taneuh wakaf nu tos disertifikat?", mustContain: [["53%", "53 %", "53 persen", "58%", "58 %", "58 persen", "47%", "47 persen", "265.698", "232.000", "297.211", "55,95", "56%"]] },
  { question: "Tanah wakaf di Indonesia paling banyak digunakan untuk apa?", mustContain: [["masjid", "musala", "mushola", "musholla", "mushalla"]] },
  { question: "saya lagi bikin tugas kuliah tentang wakaf di jawa barat, ada data berapa bidang tanah wakaf di jabar?", mustContain: [["87.795", "87795", "74.156", "70.749", "63.629", "100 ribu"]] },
  { question: "di jabar yg udh bersertifikat brp persen", mustContain: [["55,95", "55.95", "56%", "56 persen", "48.123", "64%", "64 persen"]] },
  // 7 SIWAK
  { question: "SIWAK teh naon?", mustContain: [["sistem informasi wakaf"]] },
  { question: "mo cek data tanah wakaf online dmn?", mustContain: [["siwak"]] },
  // 8 Layanan KUA
  { question: "Layanan wakaf apa saja yang tersedia di KUA?", mustContain: [["aiw", "akta ikrar", "nazhir", "siwak"]] },
  { question: "wakaf pohon buat calon pengantin tu program apa?", mustContain: [["ekoteologi", "asta protas", "kemenag", "kementerian agama", "menteri agama"]] },
];

// Outside Si Wakaf's field: each must get the honest fallback. The first group are traps that share words
// with wakaf topics (nikah, saksi, sertifikat, masjid, warisan, hibah, wasiat, zakat, bank syariah) but are
// not answered by the fact sheet.
export const HELD_OUT_11_OUT_OF_FIELD: readonly EvalCase[] = [
  // traps
  { question: "cara balik nama sertifikat tanah abis jual beli gmn?" },
  { question: "biaya nikah di KUA sabaraha ayeuna?" },
  { question: "saksi nikah hrs brp org?" },
  { question: "Jam berapa sholat Jumat di Masjid Agung dimulai?" },
  { question: "cara daftar umroh lwt kemenag gmn" },
  { question: "pembagian warisan numutkeun Islam kumaha? putra sareng putri sami?" },
  { question: "zakat fitrah taun ini brp per jiwa?" },
  { question: "Berapa nisab zakat mal dalam gram emas?" },
  { question: "tanah saya belum pernah disertifikat, mau ikut program PTSL biar jadi SHM atas nama sendiri, daftarnya di mana ya?" },
  { question: "bikin akta hibah tanah ke anak di ppat biayanya brp" },
  { question: "kumaha carana ngadamel surat wasiat di notaris?" },
  { question: "masjid kami mau ganti pengurus DKM, syarat jadi ketua DKM apa aja dan pemilihannya gimana biar sah?" },
  { question: "duit kotak amal jumat blh dipake bayar listrik masjid gk" },
  { question: "PBB taneuh masjid kedah dibayar teu?" },
  { question: "Bagaimana cara mengurus izin mendirikan bangunan (PBG) untuk masjid?" },
  { question: "tetangga mau gadein sawahnya ke saya, nanti hasil panennya sy yg ambil sampai utangnya lunas, itu halal gak dalam islam?" },
  { question: "saya mau ambil KPR rumah di bank syariah, akadnya murabahah, cicilannya bisa tetap sampai lunas gak?" },
  { question: "kurban sapi patungan tujuh urang tiasa?" },
  { question: "sertifikat tanah rumah sy ilang pas banjir kemarin, padahal mau dipake buat jaminan pinjaman, ngurusnya ke mana ya?" },
  { question: "beli tanah dari saudara cuma pakai kwitansi bermeterai tanpa AJB, kalau nanti mau dijual lagi sah gak?" },
  { question: "Berapa persen BPHTB yang harus dibayar saat jual beli tanah?" },
  { question: "cara itung zakat penghasilan gmn" },
  // other KUA services, civil documents, unrelated
  { question: "kursus calon pengantin di KUA iraha jadwalna?" },
  { question: "cara nentuin arah kiblat rumah gmn" },
  { question: "Bagaimana prosedur rujuk setelah talak satu?" },
  { question: "isbat nikah teh kedah ka mana?" },
  { question: "suami saya sudah tiga bulan pergi tanpa kabar dan gak kasih nafkah, saya mau gugat cerai, urusnya ke KUA atau pengadilan?" },
  { question: "manasik haji di kua kpn mulai?" },
  { question: "daftar haji skrg antre brp taun?" },
  { question: "sertifikasi halal kanggo usaha keripik kumaha carana?" },
  { question: "nikah siri sah gk sih" },
  { question: "Siapa yang berhak menjadi wali nikah jika ayah sudah meninggal?" },
  { question: "saya warga bandung tapi calon istri di garut, mau nikah di sana, perlu surat rekomendasi atau numpang nikah dari kua sini?" },
  { question: "mualaf mau syahadat di kua bisa?" },
  { question: "ktp ilang ngurusnya gmn" },
  { question: "bade pisah KK ti sepuh, kedah ka mana?" },
  { question: "Apa syarat membuat akta kelahiran anak?" },
  { question: "kumaha cuaca di Bandung enjing?" },
  { question: "persib maen lg kpn?" },
  { question: "resep seblak pedes gmn" },
  { question: "saya baru lulus SMA di Tasik, lagi cari kerja, ada info lowongan pabrik di daerah Karawang atau Purwakarta gak?" },
  { question: "Pinjaman online legal yang bunganya paling rendah apa saja?" },
  { question: "Berapa harga emas Antam hari ini?" },
  { question: "iraha 1 Ramadan taun payun?" },
  { question: "Bagaimana cara membuat NPWP secara online?" },
];
