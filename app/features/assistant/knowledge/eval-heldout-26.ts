// Held-out evaluation set 26, written on 2026-12-07 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base, the other sets' questions or the assistant's answers. It has never
// been tuned on: do not add its questions to the tuning set, and do not change the assistant to pass it.
import type { EvalCase } from "./eval-set";

// Kind tags (trailing comment on every case):
//   in field:  story  - 2 to 5 sentences about a family's, a village's or a DKM's situation in West Java, one question
//              su     - Sundanese, or Indonesian mixed with Sundanese
//              formal - a complete formal Indonesian question, some citing a law or an article
//              chat   - informal chat Indonesian (lowercase, abbreviations, typos, no punctuation)
//              "1.13" - added when the case tests section 1.13 of the fact sheet (what visitors also ask)
//   out of field: kua   - another KUA service (nikah, rujuk, haji, zakat, halal, kemasjidan, waris ...)
//                 trap  - shares words with wakaf (tanah, sertifikat, masjid, sedekah ...) but is not about wakaf
//                 other - unrelated to the KUA

const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir"];
const SAKSI2 = ["2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua) orang saksi", "saksi dua orang", "saksi 2 orang"];
const PPAIW = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf"];
const AKTA = ["Akta Ikrar Wakaf", "AIW"];
const TUJUH_HARI = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja"];
const BPN = ["Kantor Pertanahan", "BPN", "pertanahan"];
const BWI = ["BWI", "Badan Wakaf Indonesia"];
const MENTERI = ["Menteri", "Menag", "Kementerian Agama"];
const IZIN_TERTULIS = ["izin tertulis", "persetujuan tertulis", "izin secara tertulis", "izin resmi tertulis"];
const SELAMANYA = ["selamanya", "selama-lamanya", "untuk seterusnya", "tanpa batas waktu", "waktu tidak terbatas", "abadi"];
const TIDAK_BATAL = [
  "tidak dapat dibatalkan",
  "tidak bisa dibatalkan",
  "tidak boleh dibatalkan",
  "tidak dapat ditarik",
  "tidak bisa ditarik",
  "tidak boleh ditarik",
  "tidak dapat diambil kembali",
  "tidak bisa diambil kembali",
  "tidak boleh diambil kembali",
];
const TETAP_BERLAKU = ["tidak membatalkan", "tidak batal", "tetap berlaku", "tetap sah", "tidak menjadi batal", "tetap berjalan", "tidak gugur", "tetap menjadi wakaf", "tidak dibatalkan"];
const TUKAR = ["ruislag", "tukar", "penukaran"];
const NILAI_SAMA = ["paling sedikit sama", "sekurang-kurangnya sama", "setidaknya sama", "minimal sama", "senilai", "sepadan", "tidak kurang", "sama nilai"];
const SEPERTIGA = ["1/3", "sepertiga"];
const SEMUA_AHLI_WARIS = ["seluruh ahli waris", "semua ahli waris", "para ahli waris", "setiap ahli waris", "masing-masing ahli waris"];
const SUNNAH = ["sunnah", "sunah", "sunat", "dianjurkan"];
const RP0 = ["Rp0", "Rp 0", "gratis", "tidak dipungut biaya", "tanpa biaya", "bebas biaya", "tidak dikenakan biaya", "nol rupiah", "dibebaskan"];
const MAKS10 = ["10%", "10 %", "10 persen", "sepuluh persen"];
const TIGA_ORANG = ["3 orang", "tiga orang", "3 (tiga) orang"];
const LIMA_TAHUN = ["5 tahun", "lima tahun", "5 (lima) tahun"];
const LKS = ["LKS", "Lembaga Keuangan Syariah"];
const GANTI = ["diganti", "penggantian", "pengganti", "diberhentikan", "pemberhentian", "mengganti"];
const DILARANG = ["Pasal 40", "dilarang", "tidak boleh", "tidak dapat", "tidak bisa"];
const SEDEKAH_JARIYAH = ["sedekah jariyah", "sedekah jariah", "shadaqah jariyah", "sadaqah jariyah", "amal jariyah"];
const ALI_IMRAN = ["Ali 'Imran", "Ali Imran", "Āli 'Imrān", "Ali ‘Imran", "Āli ‘Imrān", "Ali-Imran", "Al-Imran", "Ali 'Imrān"];

export const HELD_OUT_26_IN_FIELD: readonly EvalCase[] = [
  // ---- story (40) ----
  { question: "Kakek saya, Abah Juhana di Desa Cikoneng, Ciamis, mau menyerahkan sawah 500 m² untuk madrasah. Di KUA nanti katanya ada istilah wakif, nazhir dan mauquf 'alaih, kami jadi bingung. Yang disebut wakif itu Abah atau pengurus madrasah?", mustContain: [["mewakafkan harta", "yang mewakafkan", "pihak yang mewakafkan"]] }, // story
  { question: "Almarhum Pak Dedi di Kampung Babakan, Garut, sudah ikrar wakaf tanah 200 m² untuk madrasah tahun 2015 dan akta ikrarnya ada. Sekarang anak sulungnya ingin mengambil tanah itu lagi untuk modal usaha. Apakah boleh?", mustContain: [TIDAK_BATAL, ["ahli waris", "diwariskan", "warisan", "Pasal 40", "keluarga", "anak sulung", "anaknya"]] }, // story
  { question: "Pak Ujang di Sumedang mau mewakafkan tanah ke DKM, tapi ia minta dibuatkan surat pernyataan bermeterai bahwa tanah itu boleh ia minta kembali kalau masjidnya tidak jadi dibangun. Surat seperti itu berlaku gak kalau nanti sudah ada akta ikrar wakaf?", mustContain: [TIDAK_BATAL, ["surat pernyataan", "meterai", "materai", "perjanjian", "surat itu", "surat tersebut", "surat seperti itu"]] }, // story
  { question: "Koperasi Tani Mekar di Desa Sukamanah, Tasikmalaya, ingin mewakafkan sebidang kebun atas nama koperasi untuk pesantren. Ketua koperasi sudah setuju, tinggal rapat anggota. Apa syaratnya kalau yang berwakaf itu organisasi, bukan perorangan?", mustContain: [["anggaran dasar"]] }, // story
  { question: "Nenek saya di Cianjur sudah pikun berat dan tidak mengenali anak-anaknya lagi. Paman ingin nenek mewakafkan tanahnya untuk musala selagi masih hidup, nanti tangannya dibantu tanda tangan. Sah gak wakaf seperti itu?", mustContain: [["berakal sehat", "akal sehat", "berakal"]] }, // story
  { question: "Siapa yang boleh jadi nazhir kalau DKM Masjid Al-Ikhlas di Cibiru, Bandung, cuma mau menunjuk Pak RT seorang diri? Kami ingin praktis saja karena tanahnya hanya 120 m².", mustContain: [TIGA_ORANG] }, // story
  { question: "Yayasan Pendidikan Al-Falah di Purwakarta akan ditunjuk sebagai nazhir tanah wakaf untuk SD Islam. Sebelumnya yayasan ini bergerak di bidang pendidikan dan sosial. Syarat apa yang harus dipenuhi pengurus yayasan supaya bisa jadi nazhir?", mustContain: [["pengurus"], ["syarat nazhir perseorangan", "persyaratan nazhir perseorangan", "nazhir perseorangan", "perseorangan", "perorangan"]] }, // story
  { question: "Kebun kelapa wakaf di Pangandaran menghasilkan keuntungan bersih sekitar Rp20 juta setahun, dan hasilnya dipakai untuk santunan yatim. Para nazhir sudah lima tahun mengurusnya tanpa dibayar. Berapa bagian yang boleh mereka ambil?", mustContain: [MAKS10] }, // story
  { question: "Pak Asep di Majalaya punya tanah 150 m² yang sertifikatnya masih jadi agunan KUR di bank. Ia ingin segera mewakafkannya untuk musala sebelum naik haji. Boleh gak langsung diikrarkan sekarang?", mustContain: [["tidak sedang dijaminkan", "tidak dijaminkan", "tidak sedang diagunkan", "tidak diagunkan", "tidak dalam jaminan", "bebas dari", "dilunasi", "lunas"]] }, // story
  { question: "Haji Rahmat di Cirebon punya ruko dua lantai di pinggir jalan. Ia ingin mewakafkan lantai atasnya saja untuk rumah tahfiz, sedangkan lantai bawah tetap untuk tokonya. Bisakah yang diwakafkan hanya bagian dari bangunan?", mustContain: [["bagian bangunan", "bagian dari bangunan", "sebagian bangunan", "bagian-bagian bangunan"]] }, // story
  { question: "Ibu Euis di Subang dirawat di rumah sakit dan dokter melarangnya keluar, padahal jadwal ikrar wakaf kebun di KUA minggu depan. Anaknya, Kang Dadan, mau mewakili. Harus bagaimana supaya ikrarnya tetap sah?", mustContain: [["surat kuasa"], SAKSI2] }, // story
  { question: "Waktu ikrar wakaf musala di Desa Cibeureum, Kuningan, yang hadir sebagai saksi hanya Pak Kades karena warga lain sedang panen. Cukupkah satu saksi saja?", mustContain: [SAKSI2] }, // story
  { question: "Almarhumah Mak Icih di Sukabumi berikrar mewakafkan kebunnya 700 m², tapi di ikrarnya tidak disebut untuk apa kebun itu. Sekarang ada yang ingin jadi makam, ada yang ingin jadi madrasah. Siapa yang berhak menentukan peruntukannya?", mustContain: [NAZHIR, ["tujuan", "fungsi", "Pasal 23"], ["Pasal 23", "tidak menetapkan", "tidak ditetapkan", "tidak menentukan", "tidak ditentukan", "tidak disebut", "tidak menyebut", "tidak menyatakan", "tidak dinyatakan", "belum ditetapkan"]] }, // story
  { question: "Ketua DKM lama di Desa Sindangsari, Bogor, diam-diam menjual 50 m² tanah wakaf masjid ke pengembang perumahan seharga Rp75 juta. Warga sudah punya bukti kuitansinya dan mau melapor. Apa ancaman hukumannya?", mustContain: [["5 tahun", "lima tahun"], ["500 juta", "500.000.000", "lima ratus juta"]] }, // story
  { question: "Sawah wakaf seluas 1 hektare di Indramayu cuma dibiarkan jadi semak sejak nazhirnya sepuh. Nazhir yang baru ingin menyewakannya ke petani lalu hasilnya untuk honor guru ngaji. Boleh gak begitu?", mustContain: [["produktif", "diproduktifkan"], ["sewa"]] }, // story
  { question: "Ibu-ibu pengajian di Kota Sukabumi sudah mengumpulkan Rp15 juta untuk wakaf uang pembangunan klinik. Bendahara DKM menawarkan uangnya dititip tunai saja ke dia. Apakah wakaf uang cukup diserahkan begitu, atau harus lewat lembaga tertentu?", mustContain: [LKS, ["ditunjuk", "Menteri"]] }, // story
  { question: "Pak Dadang di Karawang mau wakaf uang Rp5 juta, tapi istrinya khawatir uangnya langsung habis dipakai untuk membangun toilet masjid. Katanya wakaf uang itu beda dengan sedekah biasa. Bagaimana aturan soal uang pokoknya?", mustContain: [["pokok"], ["dijaga", "terjaga", "dipertahankan", "utuh", "tidak boleh", "tidak dapat", "kekal", "tetap"], ["wakaf uang"]] }, // story
  { question: "Pak Karna di Majalengka mau mewakafkan tanah SHM-nya untuk PAUD, tapi hanya 15 tahun dulu, setelah itu tanahnya kembali ke anak-anaknya. Ia sudah bicara dengan ketua yayasan PAUD. Apakah wakaf seperti itu boleh?", mustContain: [SELAMANYA, ["hak milik"]] }, // story 1.13
  { question: "Musala Al-Hikmah di Desa Cileunyi Wetan, Kabupaten Bandung, terkena rencana jalan tol. Pihak proyek menawarkan uang ganti rugi Rp400 juta langsung ke rekening DKM. Apa yang harus dilakukan supaya tidak melanggar aturan wakaf?", mustContain: [TUKAR, BWI, MENTERI] }, // story 1.13
  { question: "Tanah wakaf madrasah di Desa Bojong, Cianjur, sekarang terkepung pabrik dan murid sudah tidak bisa belajar di sana karena bising. Pengurus ingin menjual tanah itu lalu membeli lahan di desa sebelah. Boleh gak dijual begitu saja?", mustContain: [TUKAR, MENTERI] }, // story 1.13
  { question: "Di halaman Masjid Jami' Nurul Huda, Tasikmalaya, DKM berencana membangun enam kios untuk disewakan ke pedagang. Tanah itu wakaf untuk masjid dan di aktanya tidak disebut soal kios. Apakah cukup dengan musyawarah DKM?", mustContain: [IZIN_TERTULIS, BWI] }, // story 1.13
  { question: "Nazhir tanah wakaf makam di Desa Sukaresmi, Garut, ada tiga orang. Ketuanya, Pak Oman, meninggal bulan lalu dan dua lainnya sudah sepuh. Apa yang harus dilakukan supaya pengelolaan makam tetap jalan?", mustContain: [GANTI, ["KUA", "BWI", "Badan Wakaf Indonesia"], ["meninggal", "wafat"]] }, // story 1.13
  { question: "Yayasan Al-Ikhlas di Bekasi yang jadi nazhir tanah wakaf pesantren sudah bubar karena pengurusnya tidak aktif lagi. Cucu wakif sekarang bilang tanah itu kembali ke keluarga. Benarkah begitu?", mustContain: [GANTI, ["tidak kembali", "tetap", "tidak batal", "tidak dapat", "tidak bisa"], ["bubar", "tidak aktif"]] }, // story 1.13
  { question: "Abah Sholeh di Cirebon menulis wasiat agar setelah beliau wafat separuh kebunnya diwakafkan ke pesantren. Ahli warisnya empat orang dan dua di antaranya tidak setuju. Berapa bagian yang boleh diwakafkan lewat wasiat itu?", mustContain: [SEPERTIGA, ["setuju", "persetujuan"]] }, // story 1.13
  { question: "Tanah warisan almarhum Bapak di Ciparay seluas 300 m² belum dibagi di antara kami lima bersaudara. Kakak sulung ingin mewakafkan seluruhnya untuk masjid dan merasa berhak sebagai anak tertua. Apakah cukup tanda tangan kakak saja?", mustContain: [SEMUA_AHLI_WARIS] }, // story 1.13
  { question: "Keluarga Pak Aceng di Tasikmalaya bingung apakah menyerahkan tanah ke pesantren sebagai hibah atau wakaf. Pengurus pesantren bilang kalau hibah nanti bisa dijual untuk membeli lahan yang lebih luas. Apa bedanya hibah dan wakaf kalau begitu?", mustContain: [["pemilik", "milik"], ["tidak dapat dijual", "tidak boleh dijual", "tidak bisa dijual", "dilarang dijual", "Pasal 40", "tidak boleh diperjualbelikan"], ["hibah"]] }, // story 1.13
  { question: "Ibu saya di Bogor sudah 70 tahun dan merasa berdosa karena belum pernah berwakaf, padahal uangnya pas-pasan untuk berobat. Beliau sampai tidak bisa tidur memikirkannya. Wakaf itu kewajiban atau bukan?", mustContain: [SUNNAH] }, // story 1.13
  { question: "Pak Hendra, tetangga kami di Kuningan yang beragama Kristen, ingin memberikan tanah 80 m² untuk jalan masuk ke madrasah. Ia ingin statusnya wakaf supaya tidak diganggu gugat. Bisakah orang non-Muslim menjadi wakif?", mustContain: [["Pasal 8", "syarat agama", "tidak mensyaratkan", "tidak menetapkan", "tidak menentukan", "tidak menyebut", "tidak disyaratkan"], ["syariah", "syariat"]] }, // story 1.13
  { question: "Di Desa Rancaekek Kulon nazhir lama diganti karena pindah kerja ke Batam. Warga takut wakaf tanah masjid jadi batal dan harus diikrarkan ulang dari awal, padahal wakifnya sudah wafat. Apakah penggantian nazhir membatalkan wakaf?", mustContain: [TETAP_BERLAKU] }, // story 1.13
  { question: "Pak Endang di Banjar ingin mewakafkan sepeda motor bekas ke madrasah. Belakangan ketahuan motor itu dulu dibelinya dari penadah barang curian. Apakah wakaf motor itu sah?", mustContain: [["tidak sah", "tidak boleh", "tidak dapat"], ["curian", "dicuri", "pencurian", "penadah", "Pasal 15"]] }, // story
  { question: "Pengajian ibu-ibu RW 05 di Cigugur Tengah, Cimahi, mau memasang spanduk ajakan wakaf. Kami ingin mengutip ayat tentang tidak akan mendapat kebajikan sebelum menginfakkan harta yang dicintai. Surat dan ayat berapa itu?", mustContain: [ALI_IMRAN, ["92"]] }, // story
  { question: "Bapak kami baru wafat di Sumedang, dan kami ingin membuat sumur wakaf untuk warga kampung atas nama beliau. Kata ustaz, amal seperti ini pahalanya terus mengalir. Hadis apa yang jadi dasarnya?", mustContain: [SEDEKAH_JARIYAH, ["Muslim", "1631"]] }, // story
  { question: "Saya Rina dari Desa Cipeundeuy, Bandung Barat. Bapak mau mewakafkan tanah untuk musala, tapi tanahnya masih girik dan belum bersertifikat. Berkas apa saja yang perlu kami siapkan selain KTP dan KK?", mustContain: [["tidak dalam sengketa", "tidak sengketa", "bebas sengketa", "keterangan tidak"], SAKSI2] }, // story
  { question: "Pak Iwan dari Desa Cikancung baru selesai ikrar wakaf sebagai ketua nazhir. Ia pulang membawa lembar berkode W.2a, tapi tidak tahu harus diapakan. Lembar apa itu sebenarnya?", mustContain: [["salinan"], AKTA, ["W.2a", "W2a", "W 2a", "W-2a"]] }, // story
  { question: "Tanah makam keluarga di Kampung Leuwigoong, Garut, diwakafkan kakek tahun 1975 hanya dengan ucapan di depan ustaz kampung dan tidak pernah didaftarkan. Kakek dan saksinya sudah wafat semua. Bagaimana cara mencatatkannya sekarang?", mustContain: [["Akta Pengganti", "APAIW", "W.3", "WD"]] }, // story
  { question: "Ketua DKM Masjid Baitul Makmur di Kota Bogor mau mengantar sendiri berkas sertifikat wakaf ke kantor pertanahan. Tanahnya sudah SHM dan ikrarnya sudah dilakukan bulan lalu. Dokumen apa yang diminta di loket BPN?", mustContain: [["sertifikat asli", "asli sertifikat", "sertipikat asli", "asli sertipikat"], ["Pengesahan Nazhir"]] }, // story
  { question: "Di Desa Cipanas, Cianjur, tanah wakaf 100 m² untuk TPA sudah SHM, tapi batasnya harus diukur ulang oleh BPN. Bendahara takut ongkosnya jutaan. Kira-kira berapa biayanya?", mustContain: [["pengukuran", "ukur"], ["Rp120.000", "120.000", "120 ribu", "Rp 120.000"]] }, // story
  { question: "Pengurus masjid di Depok mendengar bahwa BWI bisa memberhentikan nazhir yang lalai. Sebagian mengira BWI itu ormas swasta, sebagian lagi bilang kantor Kemenag. Sebenarnya BWI itu lembaga apa?", mustContain: [["independen"]] }, // story
  { question: "Saya menulis artikel untuk buletin Masjid Al-Muttaqin di Kota Bandung tentang pentingnya sertifikat wakaf. Saya ingin mengutip pernyataan Menteri ATR/BPN tahun 2025. Berapa tempat ibadah yang menurut beliau baru bersertifikat wakaf?", mustContain: [["232.000", "232 ribu", "232 ribuan"]] }, // story
  { question: "Berapa lama sebenarnya batas waktu PPAIW mendaftarkan tanah wakaf ke BPN? Ikrar wakaf tanah untuk TPA di Desa Margahayu, Kabupaten Bandung, sudah ditandatangani tanggal 3 Maret dan sampai sekarang kami belum dapat kabar.", mustContain: [TUJUH_HARI, [...PPAIW, ...BPN, "Pasal 32"]] }, // story

  // ---- su (35) ----
  { question: "Naon hartosna mauquf 'alaih teh? Sok kadangu dina pangaosan", mustContain: [["menerima manfaat", "penerima manfaat"], ["mauquf", "mawquf", "maukuf"]] }, // su
  { question: "Upami wakaf parantos diikrarkeun di KUA, tiasa dicabut deui ku nu ngawakafkeun teu?", mustContain: [TIDAK_BATAL] }, // su
  { question: "unsur wakaf numutkeun UU teh aya sabaraha, naon wae?", mustContain: [["jangka waktu"], ["peruntukan"]] }, // su
  { question: "Putra abdi yuswana 15 taun, hoyong ngawakafkeun motor tina artos tabunganana. Kenging teu?", mustContain: [["dewasa"]] }, // su
  { question: "Nazhir teh kenging ti ormas, contona NU atanapi Muhammadiyah, henteu kedah perorangan?", mustContain: [["organisasi"], ["badan hukum", "perseorangan", "perorangan"], ["ormas", "Muhammadiyah", "Nahdlatul", "kemasyarakatan", "keagamaan"]] }, // su
  { question: "nazhir teh jabatanana dugi ka iraha? tiasa dipanjangkeun deui?", mustContain: [LIMA_TAHUN, ["diperpanjang", "diangkat kembali", "perpanjang"]] }, // su
  { question: "Abdi nembe diangkat janten nazhir perorangan, kedah didaptarkeun ka mana?", mustContain: [["KUA"], BWI] }, // su
  { question: "Taneuh nu nuju aya perkara di pengadilan tiasa diwakafkeun teu?", mustContain: [["perkara", "pengadilan"], ["bebas", "tidak sedang", "tidak dalam", "tidak boleh", "tidak dapat"]] }, // su
  { question: "abdi gaduh unit rumah susun di Bandung, kenging diwakafkeun?", mustContain: [["satuan rumah susun"]] }, // su
  { question: "Dina akta ikrar wakaf teh naon wae nu kedah diserat?", mustContain: [["identitas"], ["peruntukan"], ["jangka waktu"]] }, // su
  { question: "Ikrar wakaf teh kedah diucapkeun di payuneun saha?", mustContain: [PPAIW, SAKSI2] }, // su
  { question: "Wakaf kanggo ngadamel klinik kasehatan di lembur kenging teu?", mustContain: [["kesehatan"], ["Pasal 22", "peruntukan"]] }, // su
  { question: "Sabada AIW ditandatanganan, sabaraha dinten kedah didaptarkeun ka BPN?", mustContain: [TUJUH_HARI, [...BPN, ...PPAIW, "Pasal 32"]] }, // su
  { question: "Taneuh wakaf tiasa dihibahkeun deui ka batur teu?", mustContain: [["dihibahkan", "hibah"], DILARANG] }, // su
  { question: "Abdi gaduh artos riyal sesa umroh, tiasa langsung diwakafkeun? atanapi kedah rupiah?", mustContain: [["rupiah"], ["dikonversi", "konversi", "ditukar", "dirupiahkan", "diubah"]] }, // su
  { question: "wakaf saham atanapi sukuk teh kaasup wakaf artos?", mustContain: [["surat berharga"]] }, // su
  { question: "Abdi hoyong ngawakafkeun taneuh SHM kanggo madrasah, tapi ngan dugi ka putra abdi ageung. Kenging kitu?", mustContain: [SELAMANYA, ["hak milik", "SHM", "Pasal 18"]] }, // su 1.13
  { question: "Masjid wakaf di lembur abdi kagusur proyek bendungan. Kedah kumaha ngarah teu lepat?", mustContain: [TUKAR, NILAI_SAMA] }, // su 1.13
  { question: "Naha tanah wakaf tiasa ditukeurkeun upami aya kabutuhan kaagamaan anu mendesak?", mustContain: [["mendesak"], ["izin", "persetujuan"]] }, // su 1.13
  { question: "Palih tanah masjid bade dianggo madrasah ku DKM. Kedah idin ka saha?", mustContain: [BWI, IZIN_TERTULIS] }, // su 1.13
  { question: "Nazhir di lembur abdi dihukum panjara kusabab ngagelapkeun artos. Kumaha nasib wakafna?", mustContain: [GANTI, ["tetap berlaku", "tetap berjalan", "tidak batal", "tetap sah", "tidak membatalkan", "berlanjut", "Pasal 45"]] }, // su 1.13
  { question: "Bapa abdi wasiat sateuacan pupus, taneuh di Ciwidey kanggo wakaf masjid. Tapi hutangna seueur keneh. Kumaha aturanana?", mustContain: [SEPERTIGA, ["utang", "hutang"]] }, // su 1.13
  { question: "Saha wae nu kedah tanda tangan upami taneuh warisan nu teu acan dibagi bade diwakafkeun?", mustContain: [SEMUA_AHLI_WARIS] }, // su 1.13
  { question: "Abdi tos mayar zakat unggal taun. Naha wakaf oge wajib?", mustContain: [SUNNAH, ["wajib"]] }, // su 1.13
  { question: "mauquf 'alaih teh kedah kumaha syaratna numutkeun fiqih?", mustContain: [["jelas"], ["maksiat", "kebaikan", "mendekatkan diri"]] }, // su
  { question: "Naha wakaf kedah salamina numutkeun para ulama? Aya nu ngawenangkeun samentawis?", mustContain: [["Malik"], ["jangka waktu", "sementara", "berjangka"]] }, // su
  { question: "Hadits ngeunaan tilu amal nu teu pegat sanajan tos pupus teh riwayat saha?", mustContain: [["Muslim"], ["1631", "Abu Hurairah"]] }, // su
  { question: "Salaki abdi bade ngawakafkeun taneuh, naha abdi salaku istri kedah masihan persetujuan?", mustContain: [["persetujuan istri", "persetujuan suami", "persetujuan pasangan", "persetujuan suami/istri", "persetujuan suami atau istri", "izin istri", "persetujuan dari istri"]] }, // su
  { question: "Formulir W.7 teh kanggo naon?", mustContain: [["pengantar", "permohonan pendaftaran", "mendaftarkan", "pendaftaran"], BPN, ["W.7", "W7", "W 7", "W-7"]] }, // su
  { question: "Upami ngan sabagian taneuh nu diwakafkeun, aya biaya kanggo misahkeun sertipikat?", mustContain: [["pemecahan", "pemisahan", "dipecah", "memecah", "pecah"]] }, // su
  { question: "taneuh wakaf masih letter C, teu acan disertipikatkeun. Naha sadayana gratis di BPN?", mustContain: [["pendaftaran pertama", "pertama kali", "pengakuan hak", "penegasan hak", "belum bersertifikat", "tanpa sertifikat"], ["biaya", "bayar", "Rp"]] }, // su
  { question: "BWI teh diadegkeun iraha? saha nu ngangkat anggotana?", mustContain: [["Presiden"], ["2007", "75/M"]] }, // su
  { question: "Program BWI nu ayeuna naon namina?", mustContain: [["Gerakan Indonesia Berwakaf", "Indonesia Berwakaf"]] }, // su
  { question: "Di Jawa Barat, sabaraha persen tanah wakaf nu tos disertipikatkeun?", mustContain: [["55,95", "48.123", "56%"]] }, // su
  { question: "Naon patalina Asta Protas Kemenag sareng wakaf?", mustContain: [["ekonomi umat", "wakaf pohon"], ["Asta Protas"]] }, // su

  // ---- formal (30) ----
  { question: "Menurut Pasal 1 Undang-Undang Nomor 41 Tahun 2004, apa yang dimaksud dengan ikrar wakaf?", mustContain: [["pernyataan kehendak"], ["lisan", "tertulis"]] }, // formal
  { question: "Apa fungsi wakaf sebagaimana dirumuskan dalam Pasal 5 UU Nomor 41 Tahun 2004?", mustContain: [["manfaat ekonomi", "potensi"], ["kesejahteraan umum"]] }, // formal
  { question: "Apakah terbitnya sertifikat tanah wakaf atas nama nazhir menjadikan nazhir sebagai pemilik tanah tersebut?", mustContain: [["bukan pemilik", "tidak menjadikan", "tidak menjadi pemilik", "bukan milik", "tidak berarti", "bukan berarti"], NAZHIR, ["pemilik", "milik"]] }, // formal
  { question: "Apakah hak kekayaan intelektual, misalnya hak cipta sebuah buku, dapat diwakafkan?", mustContain: [["hak kekayaan intelektual", "HKI", "HaKI"], ["benda bergerak"]] }, // formal
  { question: "Apa ketentuan Pasal 217 Kompilasi Hukum Islam mengenai benda yang diwakafkan?", mustContain: [["sengketa", "sitaan"], ["ikatan", "pembebanan", "beban"]] }, // formal
  { question: "Apakah harta wakaf dapat diperuntukkan bagi kemajuan ekonomi umat, misalnya sebagai modal usaha bersama warga desa?", mustContain: [["ekonomi umat"], ["Pasal 22", "peruntukan"]] }, // formal
  { question: "Dokumen apa saja yang diserahkan PPAIW kepada instansi berwenang ketika mendaftarkan harta benda wakaf?", mustContain: [["salinan"], ["kepemilikan", "sertifikat", "sertipikat"]] }, // formal
  { question: "Menurut Pasal 32 UU Nomor 41 Tahun 2004, atas nama siapa PPAIW mendaftarkan harta benda wakaf ke instansi yang berwenang?", mustContain: [["atas nama nazhir", "atas nama nadzir", "atas nama nazir", "atas nama Nazhir"]] }, // formal
  { question: "Menurut Pasal 42 dan Pasal 43 UU Nomor 41 Tahun 2004, bagaimana nazhir wajib mengelola dan mengembangkan harta benda wakaf?", mustContain: [["produktif"], ["prinsip syariah", "syariah", "syariat"]] }, // formal
  { question: "Dalam berapa hari Lembaga Keuangan Syariah wajib mendaftarkan wakaf uang kepada Menteri setelah Sertifikat Wakaf Uang diterbitkan?", mustContain: [TUJUH_HARI, [...LKS, "Pasal 30", "wakaf uang"]] }, // formal
  { question: "Berdasarkan PP Nomor 42 Tahun 2006 Pasal 18 ayat (1), dapatkah tanah hak milik diwakafkan untuk jangka waktu tertentu?", mustContain: [SELAMANYA, ["hak milik", "Pasal 18"]] }, // formal 1.13
  { question: "Dalam keadaan apa saja perubahan status harta benda wakaf diperbolehkan menurut Pasal 41 UU 41/2004 dan Pasal 49 PP 42/2006?", mustContain: [["tata ruang", "RUTR"], ["tidak dapat dipergunakan", "tidak dapat digunakan", "tidak dapat dimanfaatkan", "tidak lagi dapat", "tidak bisa digunakan", "tidak bisa dimanfaatkan"], ["mendesak"]] }, // formal 1.13
  { question: "Pasal berapa dalam UU Nomor 41 Tahun 2004 yang melarang nazhir mengubah peruntukan harta wakaf tanpa izin?", mustContain: [["Pasal 44"]] }, // formal 1.13
  { question: "Apakah nazhir dapat berhenti atas permintaannya sendiri, dan bagaimana kelanjutan pengelolaan harta wakafnya?", mustContain: [GANTI, BWI] }, // formal 1.13
  { question: "Pasal berapa dalam UU 41/2004 yang mengatur wakaf dengan wasiat, dan berapa batas maksimal harta yang dapat diwakafkan dengan cara itu?", mustContain: [["Pasal 24", "Pasal 25"], SEPERTIGA] }, // formal 1.13
  { question: "Apakah seorang ahli waris dapat dianggap pemilik sah atas tanah warisan yang belum dibagi sehingga berhak mewakafkannya sendiri?", mustContain: [["pemilik sah"], SEMUA_AHLI_WARIS] }, // formal 1.13
  { question: "Apa perbedaan wakaf dan wasiat ditinjau dari saat berlakunya dan batas jumlah hartanya?", mustContain: [["meninggal", "wafat"], SEPERTIGA] }, // formal 1.13
  { question: "Apakah syarat beragama Islam berlaku sama bagi wakif dan nazhir menurut UU Nomor 41 Tahun 2004?", mustContain: [["beragama Islam"], ["Pasal 8", "tidak mensyaratkan", "tidak ada syarat agama", "tidak menetapkan", "tidak menyebut", "tidak menentukan", "tidak disyaratkan"]] }, // formal 1.13
  { question: "Apa yang dimaksud dengan tabarru' dalam syarat wakif menurut fikih?", mustContain: [["tanpa mengharap", "tidak mengharapkan", "tanpa imbalan", "imbalan", "balasan"]] }, // formal
  { question: "Hadis apa yang menjadi dasar bahwa harta wakaf tidak boleh dijual, dihibahkan, dan diwariskan?", mustContain: [["Khaibar"], ["Umar"]] }, // formal
  { question: "Ayat manakah yang melarang memilih harta yang buruk untuk diinfakkan?", mustContain: [["267"], ["Baqarah"]] }, // formal
  { question: "Tiga amalan apa yang pahalanya tidak terputus setelah seseorang meninggal menurut HR Muslim nomor 1631?", mustContain: [["ilmu yang bermanfaat", "ilmu bermanfaat"], ["anak saleh", "anak shaleh", "anak sholeh", "anak yang saleh", "anak soleh"]] }, // formal
  { question: "Apakah wakif, nazhir, dan para saksi wajib hadir sendiri di KUA pada saat ikrar wakaf tanah?", mustContain: [["hadir langsung", "hadir secara langsung", "datang langsung", "hadir sendiri", "secara langsung", "hadir di hadapan", "menghadap"]] }, // formal
  { question: "Apa yang dimaksud dengan formulir WK dalam pendaftaran tanah wakaf?", mustContain: [["Kepala Desa", "Lurah"], ["keterangan"]] }, // formal
  { question: "Sejak kapan pendaftaran tanah wakaf di Kementerian ATR/BPN dilayani melalui loket khusus dan dibebaskan dari PNBP?", mustContain: [["15 Desember 2021", "Desember 2021"]] }, // formal
  { question: "Peraturan Pemerintah apa yang menetapkan tarif Rp0 untuk pendaftaran tanah wakaf di Kantor Pertanahan?", mustContain: [["128 Tahun 2015", "128/2015", "PP 128"]] }, // formal
  { question: "Peraturan Menteri Agama manakah yang mengatur tata cara perwakafan benda tidak bergerak dan benda bergerak selain uang?", mustContain: [["73 Tahun 2013", "73/2013", "PMA 73"]] }, // formal
  { question: "Apa latar belakang diubahnya PP Nomor 42 Tahun 2006 melalui PP Nomor 25 Tahun 2018?", mustContain: [["pengadaan tanah", "akuntabilitas", "efektivitas", "efisiensi"]] }, // formal
  { question: "Apa saja tugas dan wewenang Badan Wakaf Indonesia menurut Pasal 49 UU Nomor 41 Tahun 2004?", mustContain: [["membina"], ["memberhentikan", "mengganti", "penggantian"]] }, // formal
  { question: "Dalam melaksanakan tugasnya, saran dan pertimbangan pihak mana yang wajib diperhatikan oleh BWI menurut Pasal 50?", mustContain: [MENTERI, ["MUI", "Majelis Ulama"]] }, // formal

  // ---- chat (55) ----
  { question: "ppaiw tuh singkatan dr apa sih", mustContain: [["Pejabat Pembuat Akta Ikrar Wakaf"]] }, // chat
  { question: "jangka waktu wakaf tuh termasuk unsur wakaf bukan sih", mustContain: [["Pasal 6", "enam unsur", "6 unsur", "unsur wakaf"], ["jangka waktu"]] }, // chat
  { question: "org yg lg dibawah pengampuan blh wakaf gk", mustContain: [["terhalang", "pengampuan"], ["perbuatan hukum"]] }, // chat
  { question: "nadzir hrs wni gk? wna bisa ga", mustContain: [["WNI", "warga negara Indonesia"]] }, // chat
  { question: "nazhir tuh wajib lapor ke siapa", mustContain: [BWI, ["lapor"]] }, // chat
  { question: "wakaf hak sewa ruko bisa gak", mustContain: [["hak sewa"], ["bergerak"]] }, // chat
  { question: "pohon2 di atas tanah bisa diwakafin jg", mustContain: [["tanaman"], ["tidak bergerak"]] }, // chat
  { question: "majelis ikrar wakaf tu apaan", mustContain: [PPAIW, SAKSI2, ["majelis"]] }, // chat
  { question: "ikrar wakaf cukup lisan doang gk sih ga usah ke kua", mustContain: [["Akta Ikrar Wakaf"], PPAIW, ["lisan"]] }, // chat
  { question: "wakaf buat beasiswa anak yatim masuk peruntukan wakaf gk", mustContain: [["beasiswa"], ["Pasal 22", "peruntukan"]] }, // chat
  { question: "bukti pendaftaran tanah wakaf dr bpn nanti dikasih ke siapa", mustContain: [NAZHIR, ["bukti pendaftaran", "sertifikat", "sertipikat"]] }, // chat
  { question: "sertifikat tanah wakaf bs dijadiin jaminan pinjeman bank gk", mustContain: [["jaminan", "dijaminkan", "agunan"], DILARANG] }, // chat
  { question: "nazhir punya utang, tanah wakafnya bisa disita gk", mustContain: [["disita", "sita"], DILARANG] }, // chat
  { question: "usaha wakaf produktif klo perlu penjaminan pake lembaga apa", mustContain: [["penjamin syariah"]] }, // chat
  { question: "abis wakaf uang dapet bukti apaan", mustContain: [["Sertifikat Wakaf Uang"]] }, // chat
  { question: "emg wakaf uang tuh halal? kan uang bisa abis", mustContain: [["MUI", "Majelis Ulama", "fatwa"], ["2002", "jawaz"]] }, // chat
  { question: "wakaf uang nasional udh kekumpul brp", mustContain: [["2,3 triliun", "Rp2,3", "2,3 T", "Rp 2,3"]] }, // chat
  { question: "wakaf berjangka tuh boleh buat harta apa aja", mustContain: [["hak milik"], ["uang", "hak guna bangunan", "hak pakai", "bangunan"]] }, // chat 1.13
  { question: "tanah hgb bisa diwakafin sementara gk", mustContain: [["jangka waktu tertentu", "berjangka", "jangka waktu"], ["hak milik", "hak pengelolaan"]] }, // chat 1.13
  { question: "tukar guling tanah wakaf izinnya ke siapa sih", mustContain: [MENTERI, BWI, TUKAR] }, // chat 1.13
  { question: "tnh wakaf mau dituker sm tanah yg lbh kecil boleh ga", mustContain: [NILAI_SAMA] }, // chat 1.13
  { question: "kebun wakaf mau dibangun rumah marbot, hrs izin siapa", mustContain: [BWI, IZIN_TERTULIS] }, // chat 1.13
  { question: "nazhir gk pernah ngurus tanah wakaf bs diganti gk", mustContain: [GANTI, BWI] }, // chat 1.13
  { question: "wasiat wakaf perlu saksi gk brp org", mustContain: [SAKSI2, ["wasiat"]] }, // chat 1.13
  { question: "tanah warisan blm dibagi, sy mau wakafin bagian sy aja bisa gk", mustContain: [["dibagi", "pembagian"], SEMUA_AHLI_WARIS] }, // chat 1.13
  { question: "tanah dihibahin ke masjid sm diwakafin ke masjid bedanya apa", mustContain: [["hibah"], ["dijual", "menjual"], ["milik"]] }, // chat 1.13
  { question: "zakat kan dihabisin ya, wakaf jg gt?", mustContain: [["pokok", "tidak habis", "kekal", "tetap utuh", "dijaga"], ["zakat"]] }, // chat 1.13
  { question: "wakaf hukumnya apa sih, dosa gk klo gk wakaf", mustContain: [SUNNAH] }, // chat 1.13
  { question: "nazhir boleh non muslim gk", mustContain: [["beragama Islam", "harus Islam", "wajib Islam", "Pasal 10"]] }, // chat 1.13
  { question: "masjid wakaf udh ga kepake krn warganya pindah semua kena proyek boleh dijual aja", mustContain: [TUKAR, [...MENTERI, ...BWI], ["jual"]] }, // chat 1.13
  { question: "sighat wakaf tuh maksudnya apa", mustContain: [["ikrar", "pernyataan", "ucapan"], ["saya wakafkan", "lisan", "tertulis"], ["sighat", "shighat", "sigat", "shigat", "sighah", "shighah"]] }, // chat
  { question: "wakaf makanan buat buka puasa di masjid bisa", mustContain: [["tahan lama", "habis sekali pakai", "sekali pakai", "jangka panjang", "habis dipakai"]] }, // chat
  { question: "abu thalhah wakaf kebun gara2 ayat apa", mustContain: [ALI_IMRAN, ["92"]] }, // chat
  { question: "hadis umar tanah khaibar riwayat bukhari nomer brp", mustContain: [["2772"]] }, // chat
  { question: "yg ngurus tanah wakaf umar dulu blh makan dr hasilnya gk", mustContain: [["wajar", "patut", "ma'ruf", "sepatutnya", "secukupnya"]] }, // chat
  { question: "ktp saksi perlu difotokopi jg ga, saksinya brp", mustContain: [SAKSI2, ["KTP", "fotokopi", "foto kopi", "fotocopy"]] }, // chat
  { question: "w4 apaan", mustContain: [["Daftar Akta Ikrar Wakaf", "Daftar AIW", "daftar akta", "register"]] }, // chat
  { question: "bisa daftar wakaf online gk sih", mustContain: [["SIWAK", "e-AIW"], ["online", "daring", "digital", "aplikasi", "elektronik"]] }, // chat
  { question: "ngurus sertifikat wakaf di mpp bogor brp hari", mustContain: [["5 hari", "lima hari"]] }, // chat
  { question: "w5 sm w5a bedanya apa", mustContain: [["badan hukum"], ["perorangan", "perseorangan", "individu"], ["W.5", "W5", "W 5", "W-5"]] }, // chat
  { question: "w1 sama w2 apa bedanya", mustContain: [["Akta Ikrar Wakaf"], ["W.1", "W1", "W 1"]] }, // chat
  { question: "aturan bpn soal tata cara daftar tanah wakaf apa ya", mustContain: [["2 Tahun 2017", "2/2017", "No. 2 Tahun 2017"]] }, // chat
  { question: "sertifikat wakaf di bpn kena pnbp gk", mustContain: [RP0, ["PNBP", "Penerimaan Negara Bukan Pajak", "128"]] }, // chat
  { question: "aplikasi buat cek biaya ukur tanah wakaf apa ya", mustContain: [["Sentuh Tanahku"]] }, // chat
  { question: "pma 4 2009 ttg apa", mustContain: [["Administrasi Pendaftaran Wakaf Uang", "pendaftaran wakaf uang"]] }, // chat
  { question: "uu wakaf nomer brp thn brp", mustContain: [["41 Tahun 2004", "41/2004", "No. 41"]] }, // chat
  { question: "anggota bwi ada brp org", mustContain: [["20 sampai 30", "20-30", "20–30", "20 hingga 30", "dua puluh"]] }, // chat
  { question: "web resmi bwi apa", mustContain: [["bwi.go.id"]] }, // chat
  { question: "bwi ada kantornya di daerah gk", mustContain: [["perwakilan"], ["provinsi", "Jawa Barat"]] }, // chat
  { question: "tanah wakaf se indonesia yg blm bersertifikat brp", mustContain: [["297.211"]] }, // chat
  { question: "tanah wakaf buat masjid se indo ada brp bidang", mustContain: [["258.156"]] }, // chat
  { question: "th 2022 brp tanah wakaf yg disertifikatin", mustContain: [["27.526"]] }, // chat
  { question: "data kemenag april 2025 tanah wakaf brp lokasi", mustContain: [["445.504"], ["53%", "53 persen"]] }, // chat
  { question: "data kanwil kemenag jabar sekitar 2013 tanah wakaf buat pondok pesantren brp lokasi", mustContain: [["3.634"]] }, // chat
  { question: "wakaf pohon catin itu program apa", mustContain: [["Asta Protas", "ekoteologi"]] }, // chat
];

export const HELD_OUT_26_OUT_OF_FIELD: readonly EvalCase[] = [
  // ---- kua (15) ----
  { question: "Apa saja syarat pendaftaran nikah bagi calon pengantin yang berdomisili di luar kecamatan?" }, // kua
  { question: "kalo udh talak satu trus mau balikan lagi ke kua gmn caranya" }, // kua
  { question: "Abdi hoyong daptar haji reguler, kedah ka mana heula?" }, // kua
  { question: "bimbingan manasik haji di kua jadwalnya kapan" }, // kua
  { question: "Usaha keripik ibu saya di Garut ingin punya sertifikat halal. Apakah KUA bisa membantu pendampingan pengajuannya?" }, // kua
  { question: "zakat fitrah taun ieu sabaraha kilo beas?" }, // kua
  { question: "Bagaimana prosedur pencatatan rujuk di KUA?" }, // kua
  { question: "kursus calon pengantin wajib ga sih" }, // kua
  { question: "Kami pengurus DKM baru di Lembang. Apakah KUA menyediakan pembinaan manajemen masjid untuk pengurus?" }, // kua
  { question: "konsultasi pembagian waris di kua bisa ga" }, // kua
  { question: "arah kiblat masjid kami miring, bisa minta diukur ulang sama kua?" }, // kua
  { question: "Nikah di luar kantor KUA biayanya berapa?" }, // kua
  { question: "Salaki abdi sering pasea, aya konsultasi kulawarga di KUA teu?" }, // kua
  { question: "buku nikah ilang, ngurus duplikatnya gmn" }, // kua
  { question: "Kapan sidang isbat penetapan awal Ramadan tahun depan?" }, // kua

  // ---- trap (10) ----
  { question: "sertifikat tanah warisan bapak mau dibalik nama ke anak-anak, ngurusnya di mana" }, // trap
  { question: "masjid raya bandung buka jam brp" }, // trap
  { question: "Apa keutamaan sedekah subuh setiap hari?" }, // trap
  { question: "Taneuh abdi bade dijual, kumaha carana ngadamel AJB?" }, // trap
  { question: "pengurus masjid mau bikin rekening bank buat kas infak jumat, syaratnya apa" }, // trap
  { question: "Berapa pajak PBB untuk tanah 200 m² di Kabupaten Bandung?" }, // trap
  { question: "tanda waqaf dalam tajwid artinya apa aja" }, // trap
  { question: "Bagaimana cara mengajukan sertifikat tanah lewat program PTSL di desa kami?" }, // trap
  { question: "akta jual beli tanah dibikin di notaris atau camat" }, // trap
  { question: "Yayasan panti asuhan kami mau menerima donasi dari perusahaan lewat CSR. Apakah perlu akta notaris untuk perjanjiannya?" }, // trap

  // ---- other (20) ----
  { question: "cuaca di lembang sore ini hujan gk" }, // other
  { question: "Persib maen ngalawan saha minggu payun?" }, // other
  { question: "cara isi pulsa lewat m-banking" }, // other
  { question: "Berapa harga tiket kereta Bandung–Jakarta kelas eksekutif?" }, // other
  { question: "resep seblak pedes level 5" }, // other
  { question: "Kumaha carana ngadamel KTP elektronik kanggo nu nembe 17 taun?" }, // other
  { question: "hp sy layarnya kedip2 knp ya" }, // other
  { question: "Bagaimana cara mendaftar BPJS Kesehatan mandiri?" }, // other
  { question: "rekomendasi tempat wisata di pangandaran" }, // other
  { question: "Saha nu meunang piala dunia 2022?" }, // other
  { question: "cara bikin akun email baru" }, // other
  { question: "Tolong terjemahkan kalimat 'selamat pagi' ke dalam bahasa Inggris." }, // other
  { question: "jadwal pemadaman listrik pln cimahi" }, // other
  { question: "Berapa kurs dolar hari ini?" }, // other
  { question: "harga bibit cabe rawit sekarang brp" }, // other
  { question: "Kumaha carana ngalamar CPNS taun ieu?" }, // other
  { question: "lagu sunda paling hits apa ya" }, // other
  { question: "Mohon penjelasan cara menghitung luas segitiga." }, // other
  { question: "servis motor deket alun2 garut dmn" }, // other
  { question: "Apakah besok ada demo buruh di Gedung Sate?" }, // other
];
