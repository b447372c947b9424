// Held-out evaluation set 27 for Si Wakaf, written on 2026-12-07 from ../shared/spec/domain-facts.md only,
// by someone who had not read the knowledge base, the other sets' questions or the assistant's answers.
// It has never been used for tuning. Do not tune on it: if a case fails, fix the knowledge, not this file.
import type { EvalCase } from "./eval-set";

// Kind tags in the trailing comments:
//   In field:     story  = a 2–5 sentence situation (family, village, DKM) ending in one question
//                 su     = Sundanese or Sundanese-mixed Indonesian
//                 formal = complete formal Indonesian, sometimes citing a law or article
//                 chat   = informal chat Indonesian (lowercase, abbreviations, typos)
//                 "1.13" after the kind marks questions on section 1.13 of the fact sheet
//                 ("What visitors also ask").
//   Out of field: kua    = another KUA service (nikah, rujuk, haji, zakat, halal, kemasjidan, keluarga)
//                 trap   = shares words with wakaf (nazar, sertifikat, saksi, harta, akta…) but is not about it
//                 other  = unrelated subject

const NAZHIR = ["nazhir", "nadzir", "nazir", "nadhir"] as const;
const SAKSI2 = ["2 saksi", "dua saksi", "2 orang saksi", "dua orang saksi", "2 (dua) saksi", "dua (2) saksi", "dua (2) orang saksi", "2 (dua) orang saksi"] as const;
const BWI = ["BWI", "Badan Wakaf Indonesia"] as const;
const PPAIW = ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf", "Kepala KUA"] as const;
const AIW = ["Akta Ikrar Wakaf", "AIW"] as const;
const BPN = ["BPN", "Kantor Pertanahan", "Badan Pertanahan", "ATR"] as const;
const HARI7 = ["7 hari kerja", "tujuh hari kerja", "7 (tujuh) hari kerja", "tujuh (7) hari kerja"] as const;
const LKS = ["LKS", "Lembaga Keuangan Syariah"] as const;
const GRATIS = ["Rp0", "Rp 0", "Rp.0", "Rp. 0", "gratis", "tanpa biaya", "tidak dipungut biaya", "bebas biaya", "tidak ada biaya", "nol rupiah", "tidak dikenakan biaya", "tidak berbayar", "bebas PNBP"] as const;
const JARIYAH = ["sedekah jariyah", "sedekah jariah", "shadaqah jariyah", "shodaqoh jariyah", "sadaqah jariyah", "sadaqah jariah", "amal jariyah", "amal jariah"] as const;
const SEPERTIGA = ["1/3", "sepertiga"] as const;
const TIGA_ORANG = ["3 orang", "tiga orang", "minimal 3", "paling sedikit 3", "sekurang-kurangnya 3", "minimal tiga", "paling sedikit tiga", "sekurang-kurangnya tiga"] as const;
const LIMA_TAHUN = ["5 tahun", "lima tahun", "5 (lima) tahun"] as const;
const SELAMANYA = ["selamanya", "selama-lamanya", "abadi", "muabbad", "ta'bid", "tidak terbatas", "tanpa batas waktu"] as const;
const SEMUA_AHLI_WARIS = ["seluruh ahli waris", "semua ahli waris", "para ahli waris", "setiap ahli waris", "masing-masing ahli waris"] as const;
const TUKAR = ["tukar", "ruislag"] as const;
const MENTERI = ["izin Menteri", "izin tertulis Menteri", "izin tertulis dari Menteri", "izin dari Menteri", "persetujuan Menteri", "Menteri Agama"] as const;
const SUNNAH = ["sunnah", "sunah", "dianjurkan", "mustahab"] as const;
const TIDAK_BATAL = ["tidak dapat dibatalkan", "tidak bisa dibatalkan", "tidak boleh dibatalkan", "tidak dapat ditarik", "tidak bisa ditarik", "tidak boleh ditarik", "tidak dapat diambil kembali", "tidak bisa diambil kembali"] as const;
const SEPULUH_PERSEN = ["10%", "10 %", "10 persen", "sepuluh persen"] as const;
const NILAI_SAMA = ["sekurang-kurangnya sama", "setidaknya sama", "minimal sama", "paling sedikit sama", "sama nilai", "senilai", "seimbang", "nilai dan manfaat", "manfaat dan nilai"] as const;
const W2A = ["W.2a", "W2a", "W 2a", "W.2.a", "W-2a", "W2.a"] as const;
const MAUQUF_ALAIH = ["mauquf 'alaih", "mauquf alaih", "mauquf ‘alaih", "mauquf 'alayh", "penerima manfaat"] as const;
const NON_RELIGION = ["Pasal 8", "tidak mensyaratkan", "tidak disyaratkan", "tidak ada syarat agama", "tidak menyebut agama", "tidak menetapkan agama", "tanpa syarat agama", "tidak mengharuskan"] as const;
const PERUNTUKAN_BERUBAH_BWI = ["perubahan peruntukan", "mengubah peruntukan", "ubah peruntukan", "peruntukan berubah", "peruntukannya berubah", "ngarobah peruntukan", "Pasal 44", "izin tertulis BWI", "izin tertulis dari BWI", "izin tertulis Badan Wakaf", "izin tertulis dari Badan Wakaf", "persetujuan tertulis BWI", "persetujuan tertulis dari BWI"] as const;
const TANAH_BERJANGKA_DASAR = ["hak milik", "Pasal 18", "PP 42", "PP Nomor 42", "PP No. 42", "Peraturan Pemerintah Nomor 42", "HGB", "hak guna bangunan", "hak pakai"] as const;

export const HELD_OUT_27_IN_FIELD: readonly EvalCase[] = [
  // ───────────────────────────── story (35) ─────────────────────────────
  { question: "Almarhum bapak kami meninggalkan sawah 1.400 m² di Desa Sukamaju, Cianjur, yang sampai sekarang belum dibagi waris. Kakak sulung saya, Kang Dedi, ingin mewakafkan separuhnya untuk madrasah, tapi dua adik perempuan kami belum setuju. Apakah Kang Dedi boleh langsung mengikrarkan wakaf atas nama keluarga?", mustContain: [SEMUA_AHLI_WARIS, ["pemilik sah", "pemilik yang sah", "bukan pemilik", "milik bersama"]] }, // story 1.13
  { question: "Masjid Al-Ikhlas di Kecamatan Cikarang Barat, Bekasi, berdiri di atas tanah wakaf yang terkena proyek pelebaran jalan provinsi. Pengurus DKM sudah ditawari uang ganti rugi oleh pemerintah daerah. Apa yang harus ditempuh agar tanah wakaf itu sah diganti?", mustContain: [TUKAR, MENTERI, BWI] }, // story 1.13
  { question: "Di kampung kami di Kecamatan Leles, Garut, ada cucu wakif yang menjual sebagian tanah makam wakaf ke pengembang perumahan. Warga sudah resah dan mau lapor. Benarkah perbuatan seperti itu bisa dipidana, dan berapa ancamannya?", mustContain: [["5 tahun", "lima tahun"], ["500 juta", "500.000.000", "lima ratus juta"]] }, // story
  { question: "Pak Haji Oman di Desa Cibeureum, Kuningan, mau mewakafkan 300 m² tanahnya untuk musala. Anaknya sudah siap jadi nazhir bersama dua tetangga. Berapa orang saksi yang perlu dibawa ke KUA waktu ikrar nanti?", mustContain: [SAKSI2] }, // story
  { question: "Ibu Eha tinggal di Desa Pasirjambu, Kabupaten Bandung, dan sudah tiga bulan terbaring karena stroke, tapi pikirannya masih jernih. Beliau ingin mewakafkan kebun kopinya untuk pesantren, namun tidak kuat datang ke KUA. Boleh gak ikrarnya diwakilkan ke anaknya?", mustContain: [["surat kuasa"], SAKSI2] }, // story
  { question: "Kami sudah menandatangani Akta Ikrar Wakaf di KUA Kecamatan Cibadak, Sukabumi, dua minggu lalu untuk tanah musala. Sampai sekarang belum ada kabar soal sertifikatnya. Berapa lama sebenarnya berkas itu harus dikirim ke BPN setelah akta ditandatangani?", mustContain: [HARI7, ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf", "KUA", "Pasal 32"]] }, // story
  { question: "DKM Masjid Nurul Huda di Jatiwangi, Majalengka, baru dibentuk dan yang aktif hanya dua orang, Pak Ujang dan Pak Asep. Mereka ingin didaftarkan sebagai nazhir perorangan untuk tanah wakaf masjid. Cukupkah dua orang itu?", mustContain: [TIGA_ORANG, ["kecamatan"]] }, // story
  { question: "Nazhir tanah wakaf madrasah kami di Desa Cikoneng, Ciamis, adalah Pak Enjang, dan beliau wafat bulan lalu. Sertifikatnya masih mencantumkan nama beliau sebagai nazhir. Siapa yang berwenang mengganti nazhir, dan apakah wakafnya ikut gugur?", mustContain: [BWI, ["tidak gugur", "tidak batal", "berlanjut", "tetap berlaku", "tetap sah", "tetap berjalan", "tidak hapus", "tetap menjadi harta wakaf", "wakafnya tetap"]] }, // story 1.13
  { question: "Tanah wakaf Masjid Jami Al-Furqon di Cimahi cukup luas, dan pengurus ingin memakai sebagian halaman depan untuk kios yang disewakan. Di aktanya tertulis tanah itu hanya untuk masjid. Harus bagaimana supaya tidak melanggar aturan?", mustContain: [BWI, PERUNTUKAN_BERUBAH_BWI] }, // story 1.13
  { question: "Kakek saya, Abah Karta di Tasikmalaya, menulis wasiat bahwa setelah beliau meninggal seluruh kebun albasianya diwakafkan ke pesantren. Padahal kebun itu hampir satu-satunya harta beliau, dan anaknya ada lima. Apakah wasiat wakaf atas seluruh harta itu berlaku semuanya?", mustContain: [SEPERTIGA, ["ahli waris"]] }, // story 1.13
  { question: "Pak Dadang, petani di Pagaden, Subang, mau mewakafkan sawah bersertifikat hak milik ke yayasan yatim, tapi hanya untuk 20 tahun. Setelah itu ia ingin sawahnya kembali ke cucunya. Apakah wakaf berjangka seperti itu bisa dicatat di KUA?", mustContain: [SELAMANYA, TANAH_BERJANGKA_DASAR] }, // story 1.13
  { question: "Kami warga RW 05 Desa Sindangsari, Kabupaten Bogor, sudah punya AIW untuk tanah musala 120 m² yang bersertifikat. Ada orang yang menawarkan jasa mengurus sertifikat wakaf ke BPN dengan ongkos Rp3 juta. Benarkah pendaftaran tanah wakaf di BPN itu berbayar?", mustContain: [GRATIS, ["pengukuran", "ukur"]] }, // story
  { question: "Tanah yang mau diwakafkan Mak Iroh di Desa Karangpawitan, Garut, belum bersertifikat; yang ada hanya Letter C dari desa dan SPPT PBB. Apakah tanah seperti ini tetap bisa diwakafkan lewat KUA, dan surat apa yang perlu diminta dari desa?", mustContain: [["sengketa"], ["WK", "W.K", "W-K", "kepala desa", "keterangan desa", "keterangan dari desa", "lurah", "kelurahan", "camat"]] }, // story
  { question: "Ikatan alumni sebuah SMA di Purwakarta sudah mengumpulkan Rp25 juta dan ingin menjadikannya wakaf uang untuk beasiswa. Bendahara mengusulkan uang itu disimpan saja di rekening pribadinya. Lewat mana sebenarnya wakaf uang harus disalurkan supaya sah menurut undang-undang?", mustContain: [LKS, ["Sertifikat Wakaf Uang", "ditunjuk Menteri", "ditunjuk oleh Menteri", "LKS-PWU", "LKS PWU"]] }, // story
  { question: "Anak saya, Rina, bekerja sebagai perawat di Arab Saudi dan ingin berwakaf 5.000 riyal untuk pembangunan madrasah di kampung kami, Desa Ciherang, Karawang. Apakah uangnya boleh diwakafkan dalam bentuk riyal?", mustContain: [["rupiah"], ["dikonversi", "konversi", "ditukar", "dirupiahkan", "diubah", "dialihkan"]] }, // story
  { question: "Sebuah masjid di Kota Cirebon menerima wakaf uang Rp100 juta dari jamaah. Ketua DKM ingin membelanjakan semuanya untuk karpet dan AC baru. Bolehkah uang wakaf itu dihabiskan seperti itu?", mustContain: [["pokok", "modal"], ["dijaga", "terjaga", "utuh", "dipertahankan", "tidak boleh berkurang", "tidak boleh habis", "tidak boleh dihabiskan", "tetap"]] }, // story
  { question: "Tanah wakaf seluas 2 hektare di Desa Cibodas, Lembang, selama ini dibiarkan terbengkalai. Nazhirnya berencana menanaminya sayuran, dan hasil panennya untuk membiayai honor guru ngaji. Apakah cara seperti ini dibenarkan dalam pengelolaan wakaf?", mustContain: [["produktif"], ["Pasal 42", "Pasal 43", "pokok", "penerima manfaat", "mauquf"]] }, // story
  { question: "Pak Ilyas sudah enam tahun menjadi nazhir kebun wakaf di Desa Sukaresmi, Cianjur, yang hasilnya lumayan. Keluarganya bertanya apakah beliau boleh mengambil bagian dari hasil kebun itu untuk dirinya sendiri. Berapa batas yang diperbolehkan?", mustContain: [SEPULUH_PERSEN, ["bersih"]] }, // story
  { question: "Tanah Masjid Baiturrahman di Desa Tanjungsari, Sumedang, diwakafkan Abah Sanusi tahun 1985 hanya dengan ucapan lisan, dan beliau sudah lama meninggal. Tidak ada akta apa pun. Apakah sekarang masih bisa dibuatkan akta wakafnya?", mustContain: [["Akta Pengganti", "APAIW", "Pengganti Akta", "AIW pengganti", "Akta Ikrar Wakaf pengganti"]] }, // story
  { question: "Keluarga besar Pak Rahmat di Kecamatan Cisolok, Sukabumi, sudah musyawarah dan sepakat mewakafkan tanah untuk TPQ. Mereka bingung harus menghadap siapa di kantor urusan agama. Siapa pejabat yang berwenang membuatkan akta ikrarnya?", mustContain: [["Kepala KUA"], ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf"]] }, // story
  { question: "Koperasi di Desa Cileunyi Wetan mau meminjamkan modal ke pengurus yayasan pesantren, asalkan sertifikat tanah wakaf pesantren dijadikan jaminan. Yayasan memang sedang butuh dana untuk asrama baru. Bolehkah sertifikat tanah wakaf diagunkan ke koperasi?", mustContain: [["Pasal 40", "dilarang dijaminkan", "tidak boleh dijaminkan", "tidak dapat dijaminkan", "tidak boleh dijadikan jaminan", "dilarang dijadikan jaminan", "tidak dapat dijadikan jaminan", "tidak boleh diagunkan", "dilarang diagunkan"], ["jaminan", "dijaminkan", "jaminkan", "agunan", "diagunkan", "agunkan"]] }, // story
  { question: "Tahun 2019 almarhumah Nini Iyah mewakafkan 200 m² tanahnya untuk madrasah di Desa Ciparay dengan akta resmi dari KUA. Sekarang salah satu cucunya menuntut tanah itu dikembalikan karena katanya nenek tidak berhak memberikannya. Bisakah ahli waris membatalkan wakaf yang sudah diikrarkan?", mustContain: [TIDAK_BATAL] }, // story
  { question: "Pak Wawan di Kabupaten Bandung Barat ingin mewakafkan tanah peninggalan ayahnya yang sudah dibalik nama atas namanya sendiri. Istrinya mendukung penuh. Dokumen apa saja yang harus ia siapkan sebelum datang ke KUA?", mustContain: [["KTP"], ["KK", "Kartu Keluarga"], ["sertifikat", "SHM"]] }, // story
  { question: "Selesai ikrar di KUA Kecamatan Jatinangor, Pak Budi sebagai wakif dan para nazhir pulang masing-masing membawa selembar salinan akta. Anak Pak Budi penasaran. Salinan itu dokumen apa dan kode blankonya apa?", mustContain: [W2A, AIW] }, // story
  { question: "Saya sedang menyusun khutbah Jumat di Masjid Agung Majalengka tentang pentingnya sertifikasi tanah wakaf, dan ingin menyebut data terbaru untuk Jawa Barat. Berapa banyak bidang tanah wakaf di Jabar, dan berapa persen yang sudah bersertifikat?", mustContain: [["87.795", "87795"], ["55,95", "55.95", "48.123", "48123", "56%", "56 persen"]] }, // story
  { question: "Kami pengurus yayasan wakaf di Kota Tasikmalaya ingin berkonsultasi soal pengembangan wakaf dengan lembaga resmi di tingkat provinsi, bukan hanya ke KUA. Apakah Badan Wakaf Indonesia punya kantor perwakilan di provinsi kita?", mustContain: [["Perwakilan Jawa Barat", "Perwakilan Jabar", "BWI Jawa Barat", "BWI Jabar", "BWI Provinsi Jawa Barat", "perwakilan provinsi Jawa Barat"]] }, // story
  { question: "Di pengajian ibu-ibu Desa Cigugur, Kuningan, Ustazah Nenden menjelaskan rukun wakaf. Bu Ai bertanya kenapa nazhir tidak disebut sebagai rukun, padahal di KUA selalu ditanya siapa nazhirnya. Benarkah nazhir bukan rukun wakaf dalam fikih?", mustContain: [["mauquf 'alaih", "mauquf alaih", "mauquf ‘alaih"], ["sighat", "shighat", "sigat", "shigat"], ["unsur", "Pasal 6"]] }, // story
  { question: "Anak saya kelas 5 SD di Cianjur dapat tugas menulis kisah sahabat Nabi yang mewakafkan tanah paling berharga miliknya dengan syarat tanah itu tidak dijual. Dia tanya ke saya siapa sahabat itu dan di mana tanahnya. Bisa dibantu ceritanya?", mustContain: [["Umar"], ["Khaibar", "Khaybar"]] }, // story
  { question: "Nazhir Masjid Al-Muhajirin di Kota Bogor mau mengurus sendiri pendaftaran tanah wakaf yang sudah bersertifikat ke Kantor Pertanahan lewat Mal Pelayanan Publik. Akta ikrar wakaf sudah di tangan. Selain akta itu, berkas apa lagi yang diminta?", mustContain: [["sertifikat asli", "asli sertifikat", "sertipikat asli", "asli sertipikat"], ["pengesahan nazhir", "pengesahan nadzir", "pengesahan nazir", "W.5", "W5"]] }, // story
  { question: "Pak Deden di Desa Wanaraja, Garut, mewakafkan 100 m² dari tanahnya yang seluruhnya 600 m² untuk musala, jadi sertifikatnya harus dipecah. Petugas bilang pendaftaran wakafnya gratis, tapi masih ada biaya lain. Biaya apa yang mungkin tetap harus dibayar?", mustContain: [["pengukuran", "mengukur", "diukur"], ["pemecahan", "pemisahan", "splitsing"]] }, // story
  { question: "Bu Yayah di Kota Banjar punya sebidang tanah dan masih bimbang: dihibahkan ke pesantren atau diwakafkan. Pengasuh pesantren bilang keduanya sama saja. Apa bedanya, terutama kalau suatu saat pesantren ingin menjual tanah itu?", mustContain: [["pemilik", "menjadi milik", "kepemilikan"], ["tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "dilarang dijual", "tidak dapat diperjualbelikan", "tidak boleh diperjualbelikan", "Pasal 40"]] }, // story 1.13
  { question: "Tetangga saya, Pak Hendra, beragama Katolik dan punya toko bangunan di Kota Sukabumi. Ia bersimpati pada madrasah di kampung kami dan ingin mewakafkan sebidang tanah untuk tambahan kelas. Apakah wakaf dari non-Muslim diterima menurut UU Wakaf?", mustContain: [NON_RELIGION, ["syariah", "syariat"]] }, // story 1.13
  { question: "Suami saya di Indramayu bilang wakaf itu wajib bagi yang punya tanah lebih, sama seperti zakat. Saya kira tidak begitu, tapi saya tidak yakin. Sebenarnya apa hukum berwakaf dalam Islam?", mustContain: [SUNNAH] }, // story 1.13
  { question: "Musala wakaf di Desa Sukamulya, Pangandaran, sudah dua kali terkena abrasi dan tanahnya kini hampir habis dimakan laut. Warga ingin menggantinya dengan tanah di tempat yang lebih aman. Bisa gak, dan izinnya ke mana?", mustContain: [MENTERI, BWI, NILAI_SAMA] }, // story 1.13
  { question: "Almarhum Pak Soleh di Desa Ciawi, Tasikmalaya, mewakafkan kebun kelapa dengan akta resmi, tapi di akta tidak tertulis jelas untuk apa hasilnya dipakai. Para pengelolanya kini bingung. Siapa yang berhak menentukan peruntukannya?", mustContain: [NAZHIR, ["Pasal 23", "tujuan dan fungsi", "tujuan serta fungsi", "tujuan wakaf", "fungsi wakaf"]] }, // story

  // ───────────────────────────── su (35) ─────────────────────────────
  { question: "Punten, ikrar wakaf teh tiasa di bumi wae di payuneun ajengan lembur, atanapi kedah ka KUA?", mustContain: [PPAIW, SAKSI2] }, // su
  { question: "Abdi hiji-hijina ahli waris nu cicing di lembur, dulur nu sanes di Jakarta sadayana. Naha sadayana kedah satuju upami taneuh warisan nu teu acan dibagi bade diwakafkeun?", mustContain: [SEMUA_AHLI_WARIS] }, // su 1.13
  { question: "Naon bedana wakaf salamina sareng wakaf samentawis? Harta naon wae nu tiasa diwakafkeun ngan ukur sababaraha taun?", mustContain: [["hak guna bangunan", "HGB", "hak pakai"], SELAMANYA] }, // su 1.13
  { question: "Saha wae nu tiasa janten nazhir? Abdi yuswa 19 taun, tiasa teu janten nazhir masjid di lembur?", mustContain: [["WNI", "warga negara Indonesia"], ["amanah"]] }, // su
  { question: "Kenging teu murangkalih nu teu acan baligh ngawakafkeun sapédahna ka madrasah?", mustContain: [["dewasa", "cakap hukum", "rasyid"], ["Pasal 8", "berakal", "baligh", "balig"]] }, // su
  { question: "Taneuh abdi nuju aya perkara di pangadilan sareng tatangga perkawis wates. Tiasa teu diwakafkeun ayeuna wae supados tenang?", mustContain: [["bebas dari sengketa", "bebas sengketa", "tidak dalam sengketa", "tidak sedang sengketa", "tidak dalam perkara", "bebas dari perkara", "Pasal 17", "Pasal 217"]] }, // su
  { question: "Naon wae barang nu tiasa diwakafkeun salian ti taneuh? Abdi gaduh mobil bak sareng emas saeutik.", mustContain: [["benda bergerak"], ["surat berharga", "hak kekayaan intelektual", "HKI", "hak sewa"]] }, // su
  { question: "Abdi parantos wakaf artos ngalangkungan bank syariah. Naha abdi nampi buktos naon ti bank?", mustContain: [["Sertifikat Wakaf Uang"]] }, // su
  { question: "Sertipikat taneuh wakaf teh engkéna atas nama saha? Atas nama abdi salaku wakif atanapi atas nama masjid?", mustContain: [["atas nama nazhir", "atas nama nadzir", "atas nama nazir", "nama nazhir", "nama nadzir", "nama nazir"]] }, // su
  { question: "Naha leres ayeuna aya loket husus wakaf di kantor BPN sareng teu kénging PNBP? Ti iraha éta?", mustContain: [["2021"], ["Desember", "MoU", "nota kesepahaman", "kerja sama", "kerjasama", "kesepakatan", "perjanjian"]] }, // su
  { question: "Upami wakif tos pupus, naha taneuh wakaf teh tiasa diwariskeun ka putra-putrana?", mustContain: [["tidak dapat diwariskan", "tidak boleh diwariskan", "tidak bisa diwariskan", "dilarang diwariskan", "Pasal 40"]] }, // su
  { question: "Kumaha lafal ikrar wakaf teh? Kedah diucapkeun atanapi cekap ditulis?", mustContain: [["sighat", "shighat", "sigat", "saya wakafkan"], ["lisan"]] }, // su
  { question: "Ayat naon dina Al-Qur'an nu sok dijantenkeun dasar wakaf, nu ngeunaan infak barang nu dipikacinta?", mustContain: [["Ali Imran", "Ali 'Imran", "Āli 'Imrān", "Ali ‘Imran", "Al-Imran", "Ali-Imran", "Ali Imron", "Āli ‘Imrān"], ["92"]] }, // su
  { question: "Naon hadits nu nyebatkeun amal nu teu pegat sanajan jalmi tos pupus? Aya nomerna teu?", mustContain: [["1631"], JARIYAH] }, // su
  { question: "Upami sepuh abdi ngawasiatkeun wakaf ngan ku lisan sateuacan pupus, naha sah? Kedah aya saksi sabaraha, sareng sabaraha ageungna nu kénging diwasiatkeun?", mustContain: [SAKSI2, SEPERTIGA] }, // su 1.13
  { question: "Naon bédana zakat sareng wakaf? Abdi sok lieur duanana.", mustContain: [["wajib"], SUNNAH, ["asnaf", "nisab", "nishab", "pokok"]] }, // su 1.13
  { question: "Abdi tos tilu taun janten nazhir, ayeuna tos sepuh sareng hoyong mundur. Kumaha carana, saha nu ngagentos?", mustContain: [BWI, ["Pasal 45", "permintaan sendiri", "atas permintaan", "diberhentikan", "pemberhentian"]] }, // su 1.13
  { question: "Sabaraha lami masa bakti nazhir teh? Naha tiasa diangkat deui?", mustContain: [LIMA_TAHUN, ["diangkat kembali", "diangkat lagi", "diangkat ulang", "diangkat deui", "dipilih kembali", "ditunjuk kembali", "diperpanjang", "diperbarui"]] }, // su
  { question: "Naon wae kawajiban nazhir? Naha kedah lapor ka saha?", mustContain: [BWI, ["mengadministrasikan", "administrasi"]] }, // su
  { question: "Surat pengesahan nazhir teh blanko naon kodena? Nu kanggo yayasan béda teu?", mustContain: [["W.5", "W5", "W 5", "W-5"], ["W.5a", "W5a", "W 5a", "W-5a"]] }, // su
  { question: "Kanggo ngintunkeun berkas wakaf ka BPN, KUA teh nganggo surat pengantar blanko naon?", mustContain: [["W.7", "W7", "W 7", "W-7"]] }, // su
  { question: "Aya wakaf kolot baheula, sateuacan aya PP 28 taun 1977. Kedah nganggo formulir naon kanggo ngadaptarkeunana?", mustContain: [["WD", "W.D", "W-D"]] }, // su
  { question: "Sabaraha jumlah taneuh wakaf di sakuliah Indonesia numutkeun data SIWAK panganyarna?", mustContain: [["561.909", "561909", "445.504", "445504"]] }, // su
  { question: "Saha ketua Badan Wakaf Indonesia ayeuna?", mustContain: [["Kamaruddin Amin", "Kamaruddin"]] }, // su
  { question: "Naon padamelan BWI teh? Naha BWI tiasa ngagentos nazhir nu teu leres?", mustContain: [["membina", "pembinaan", "pembina"], ["memberhentikan", "mengganti", "penggantian", "pemberhentian"]] }, // su
  { question: "Aturan naon nu dianggo di KUA kanggo tata cara wakaf taneuh? Aya PMA-na?", mustContain: [["73 Tahun 2013", "73/2013", "Nomor 73", "No. 73", "PMA 73"]] }, // su
  { question: "Naha MUI parantos ngaluarkeun fatwa ngeunaan wakaf artos? Iraha, sareng kumaha hukumna?", mustContain: [["2002"], ["jawaz", "boleh", "dibolehkan", "mubah"]] }, // su
  { question: "Hasil wakaf teh kénging dianggo kanggo naon wae? Kénging kanggo beasiswa barudak yatim teu?", mustContain: [["Pasal 22", "fakir miskin", "anak terlantar"], ["ekonomi umat", "kesehatan", "kesejahteraan umum"]] }, // su
  { question: "Panitia masjid di lembur abdi hoyong ngajual taneuh wakaf masjid nu heureut, artosna kanggo meser taneuh nu langkung lega di sisi jalan. Kénging teu kitu?", mustContain: [TUKAR, MENTERI, BWI] }, // su 1.13
  { question: "Naha wakif, nazhir sareng saksi kedah sumping sadayana ka KUA, atanapi cekap berkasna wae dikintunkeun?", mustContain: [["hadir langsung", "datang langsung", "hadir secara langsung", "hadir sendiri", "hadir di hadapan", "menghadap langsung", "harus hadir", "wajib hadir", "menghadap PPAIW", "hadir di KUA"], PPAIW] }, // su
  { question: "Naon bédana wasiat sareng wakaf? Iraha wasiat teh mimiti berlaku?", mustContain: [["meninggal", "wafat"], SEPERTIGA] }, // su 1.13
  { question: "Masjid urang gaduh taneuh wakaf nu lega, sawaréh hoyong diwangun PAUD. Naha éta kaasup ngarobah peruntukan? Kedah kumaha?", mustContain: [BWI, PERUNTUKAN_BERUBAH_BWI] }, // su 1.13
  { question: "Naon wae nu kaunggel dina akta ikrar wakaf?", mustContain: [["identitas", "nama"], ["jangka waktu"], ["peruntukan"]] }, // su
  { question: "Nazhir masjid di lembur abdi tos pupus, ayeuna putrana ngaku yén taneuh masjid teh milik bapana kusabab sertipikatna atas nama bapana. Leres kitu?", mustContain: [["bukan pemilik", "tidak menjadi pemilik", "bukan milik", "tidak menjadikan", "tidak membuat nazhir", "tidak memiliki"], ["diganti", "penggantian", "mengganti", "nazhir baru", "nazhir pengganti"]] }, // su 1.13
  { question: "Ayat nu ngumpamakeun infak siga siki nu tumuwuh tujuh tangkai téh surat naon, ayat sabaraha?", mustContain: [["Al-Baqarah", "Al Baqarah", "Baqarah", "Baqoroh"], ["261"]] }, // su

  // ───────────────────────────── formal (25) ─────────────────────────────
  { question: "Bagaimana Undang-Undang Nomor 41 Tahun 2004 mendefinisikan wakaf?", mustContain: [["perbuatan hukum"], ["memisahkan", "menyerahkan"]] }, // formal
  { question: "Apa yang dimaksud dengan mauquf 'alaih menurut Peraturan Pemerintah Nomor 42 Tahun 2006?", mustContain: [["menerima manfaat", "penerima manfaat"], ["ditunjuk", "kehendak wakif", "Akta Ikrar Wakaf", "AIW", "peruntukan"]] }, // formal
  { question: "Apa saja unsur wakaf yang harus dipenuhi menurut Pasal 6 UU Wakaf?", mustContain: [["jangka waktu"], ["peruntukan"], ["ikrar"]] }, // formal
  { question: "Apakah sebuah perseroan terbatas dapat bertindak sebagai wakif, dan apa batasannya?", mustContain: [["badan hukum"], ["anggaran dasar"]] }, // formal
  { question: "Apa persyaratan bagi organisasi atau badan hukum yang ingin menjadi nazhir?", mustContain: [["sosial", "pendidikan", "kemasyarakatan", "keagamaan Islam"], ["pengurus"]] }, // formal
  { question: "Menurut Pasal 15 PP Nomor 42 Tahun 2006, harta benda wakaf dibagi menjadi berapa jenis?", mustContain: [["tiga", "3 jenis", "3 (tiga)", "3 macam"], ["selain uang"]] }, // formal
  { question: "Setelah Akta Ikrar Wakaf ditandatangani, siapa yang berkewajiban mendaftarkan harta benda wakaf kepada instansi yang berwenang?", mustContain: [["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf"], ["atas nama nazhir", "nama nazhir", "atas nama nadzir", "atas nama nazir"]] }, // formal
  { question: "Kapan suatu wakaf dinyatakan sah menurut Pasal 2 UU Nomor 41 Tahun 2004?", mustContain: [["syariah", "syariat"], ["sah apabila", "sah jika", "sah bila", "sah kalau", "sah bilamana", "sah manakala", "sah menurut", "dinyatakan sah", "dianggap sah", "dilaksanakan menurut", "dilaksanakan sesuai", "dilaksanakan berdasarkan", "dilakukan menurut", "dilakukan sesuai", "dilakukan berdasarkan", "dijalankan menurut", "dijalankan sesuai"]] }, // formal
  { question: "Apa fungsi wakaf sebagaimana dirumuskan dalam Pasal 5 UU Wakaf?", mustContain: [["manfaat ekonomi"], ["kesejahteraan umum"]] }, // formal
  { question: "Apabila pengembangan harta benda wakaf secara produktif memerlukan penjaminan, lembaga apa yang harus digunakan?", mustContain: [["penjamin syariah"]] }, // formal
  { question: "Dalam berapa hari Lembaga Keuangan Syariah wajib mendaftarkan wakaf uang yang diterimanya kepada Menteri?", mustContain: [HARI7, ["LKS", "Lembaga Keuangan Syariah", "Pasal 30", "wakaf uang"]] }, // formal
  { question: "Menurut Pasal 41 UU Nomor 41 Tahun 2004, syarat apa yang harus dipenuhi agar harta benda wakaf yang terkena rencana umum tata ruang dapat ditukar?", mustContain: [MENTERI, BWI, NILAI_SAMA] }, // formal 1.13
  { question: "Selain untuk kepentingan umum, dalam keadaan apa lagi penukaran harta benda wakaf dapat diizinkan menurut PP Nomor 42 Tahun 2006?", mustContain: [["tidak dapat dipergunakan", "tidak dapat digunakan", "tidak bisa digunakan", "tidak bisa dimanfaatkan", "tidak dapat dimanfaatkan", "tidak lagi"], ["keagamaan", "agama"]] }, // formal 1.13
  { question: "Apakah wakaf tanah hak milik untuk jangka waktu tertentu diakui oleh peraturan perundang-undangan di Indonesia?", mustContain: [SELAMANYA, ["Pasal 18", "PP 42", "PP Nomor 42", "PP No. 42", "Peraturan Pemerintah Nomor 42"]] }, // formal 1.13
  { question: "Dalam keadaan apa saja seorang nazhir diberhentikan dan diganti menurut Pasal 45 UU Wakaf?", mustContain: [["meninggal", "wafat"], ["dibubarkan", "bubar"], ["pidana", "dihukum"]] }, // formal 1.13
  { question: "Berapa batas maksimal harta yang dapat diwakafkan melalui wasiat menurut UU Nomor 41 Tahun 2004?", mustContain: [SEPERTIGA, ["ahli waris"]] }, // formal 1.13
  { question: "Bagaimana format penomoran Akta Ikrar Wakaf yang digunakan di KUA?", mustContain: [["kode", "W2", "W.2"], ["urut"], ["bulan"]] }, // formal
  { question: "Peraturan Pemerintah apa yang mengubah PP Nomor 42 Tahun 2006, dan apa tujuannya?", mustContain: [["25 Tahun 2018", "25/2018", "Nomor 25"], ["pengadaan tanah", "perlindungan", "akuntabilitas", "efektivitas"]] }, // formal
  { question: "Peraturan Menteri Agama mana yang mengatur administrasi pendaftaran wakaf uang?", mustContain: [["4 Tahun 2009", "4/2009", "Nomor 4 Tahun 2009", "No. 4 Tahun 2009"]] }, // formal
  { question: "Apa judul Peraturan Badan Wakaf Indonesia Nomor 1 Tahun 2020?", mustContain: [["Pedoman Pengelolaan dan Pengembangan"]] }, // formal
  { question: "Peraturan Menteri ATR/Kepala BPN mana yang mengatur tata cara pendaftaran tanah wakaf?", mustContain: [["2 Tahun 2017", "2/2017", "Nomor 2 Tahun 2017", "No. 2 Tahun 2017"]] }, // formal
  { question: "Bagaimana kedudukan Badan Wakaf Indonesia menurut Pasal 47 dan Pasal 48 UU Wakaf?", mustContain: [["independen"], ["ibu kota", "perwakilan"]] }, // formal
  { question: "Dengan Keputusan Presiden nomor berapa anggota Badan Wakaf Indonesia pertama kali diangkat?", mustContain: [["75/M", "Nomor 75", "No. 75"], ["2007"]] }, // formal
  { question: "Berapa jumlah bidang tanah wakaf yang digunakan untuk masjid dan untuk musala secara nasional menurut data SIWAK Januari 2025?", mustContain: [["258.156", "258156"], ["266.413", "266413"]] }, // formal
  { question: "Apakah penganut agama lain dapat ditunjuk sebagai nazhir tanah wakaf?", mustContain: [["beragama Islam", "Pasal 10", "harus muslim", "wajib muslim", "seorang muslim"]] }, // formal

  // ───────────────────────────── chat (55) ─────────────────────────────
  { question: "yg ngasih tanah wakaf namanya apa ya istilahnya", mustContain: [["wakif", "waqif"]] }, // chat
  { question: "mauquf bih tu apaan", mustContain: [["harta benda", "harta yang diwakafkan", "benda yang diwakafkan", "harta wakaf"]] }, // chat
  { question: "sy non muslim pengen wakafin tanah buat madrasah dkt rumah boleh gk", mustContain: [NON_RELIGION, ["syariah", "syariat", "Pasal 10", "beragama Islam", "dewasa", "berakal", "pemilik sah", "pemilik yang sah"]] }, // chat 1.13
  { question: "hukum wakaf dlm islam apa ya, dosa gk kalo ga pernah wakaf", mustContain: [SUNNAH] }, // chat 1.13
  { question: "bedanya hibah sm wakaf apaan", mustContain: [["pemilik", "menjadi milik", "kepemilikan"], ["tidak boleh dijual", "tidak dapat dijual", "tidak bisa dijual", "dilarang dijual", "tidak dapat diperjualbelikan", "tidak boleh diperjualbelikan", "Pasal 40"]] }, // chat 1.13
  { question: "tanah warisan blm dibagi trs sy anak plg gede mau wakafin buat mushola hrs ijin adek2 gk", mustContain: [SEMUA_AHLI_WARIS] }, // chat 1.13
  { question: "klo ada 1 ahli waris yg gk setuju tanah peninggalan ortu diwakafin trs gmn dong", mustContain: [SEMUA_AHLI_WARIS, ["dibagi", "pembagian"]] }, // chat 1.13
  { question: "nadzir meninggal trs tanah wakafnya balik lg ke keluarga wakif gk", mustContain: [["tidak kembali", "tidak balik", "tidak dikembalikan", "tetap menjadi harta wakaf", "tetap wakaf", "wakafnya tetap", "tetap berlaku", "berlanjut", "tidak batal", "tidak gugur"], ["diganti", "penggantian", "nazhir baru", "nazhir pengganti", "mengganti"]] }, // chat 1.13
  { question: "ganti nazhir di bpn ada biayanya gk", mustContain: [GRATIS] }, // chat 1.13
  { question: "tanah wakaf mushola kena tol dpt ganti rugi, duitnya bs lgsg dipake bangun mushola baru aja kan", mustContain: [TUKAR, BWI] }, // chat 1.13
  { question: "boleh gk halaman masjid yg tanah wakaf dijadiin parkiran berbayar", mustContain: [BWI, PERUNTUKAN_BERUBAH_BWI] }, // chat 1.13
  { question: "wakaf tanah cm 5 thn trs balik lg ke sy bisa ga", mustContain: [SELAMANYA, TANAH_BERJANGKA_DASAR] }, // chat 1.13
  { question: "nazir yg gk ngurus tanah wakaf bs dicopot gk lapornya kmn", mustContain: [BWI, ["Pasal 45", "diberhentikan", "memberhentikan", "pemberhentian"]] }, // chat 1.13
  { question: "tanah wakaf kuburan udh penuh gk kepake lg, boleh dituker tanah lain gk", mustContain: [MENTERI, BWI, [...NILAI_SAMA, "Pasal 49", "tidak dapat dipergunakan", "tidak dapat digunakan", "tidak bisa digunakan", "tidak dapat dimanfaatkan", "tidak bisa dimanfaatkan"]] }, // chat 1.13
  { question: "bener gk masjid gk boleh bikin sekolah di tanah wakafnya kalo di akta cuma buat masjid", mustContain: [BWI, PERUNTUKAN_BERUBAH_BWI] }, // chat 1.13
  { question: "bapak mau wakaf tanah tp ibu gk setuju, perlu ttd istri jg gk", mustContain: [["persetujuan istri", "persetujuan suami", "persetujuan pasangan", "persetujuan suami/istri", "persetujuan suami istri", "izin istri", "izin pasangan", "persetujuan dari istri"]] }, // chat
  { question: "tanah sy statusnya hgb bs diwakafin gk", mustContain: [["jangka waktu"], ["hak milik", "hak pengelolaan", "Pasal 17", "PP 42", "PP Nomor 42", "PP No. 42", "Peraturan Pemerintah Nomor 42", "selamanya", "selama-lamanya"]] }, // chat 1.13
  { question: "kakek wasiat wakaf cm tulisan tangan gk ada saksi sah gk tuh", mustContain: [SAKSI2] }, // chat 1.13
  { question: "wakif nyesel mau narik lg tanahnya bisa ga", mustContain: [TIDAK_BATAL] }, // chat
  { question: "nazhir diganti wakafnya jd batal gk", mustContain: [["tidak membatalkan", "tidak batal", "tidak menjadi batal", "tetap sah", "tetap berlaku", "tidak dibatalkan", "tidak gugur"]] }, // chat
  { question: "sy pegang surat pernyataan bermaterai dr nazhir katanya tanah bs dibalikin kapan2, berlaku gk tuh", mustContain: [AIW, TIDAK_BATAL] }, // chat
  { question: "tanah yg lg disita bank bs diwakafin ga", mustContain: [["sitaan", "tidak sedang disita", "Pasal 17", "Pasal 217"]] }, // chat
  { question: "rusun bisa diwakafin ga", mustContain: [["tidak bergerak", "Pasal 16", "hak milik atas satuan", "satuan rumah susun"], ["rumah susun", "sarusun", "rusun"]] }, // chat
  { question: "hak cipta buku sy bs diwakafin?", mustContain: [["HKI", "hak kekayaan intelektual", "kekayaan intelektual"]] }, // chat
  { question: "ikrar wakaf hrs diucapin lgsg ato boleh tulisan aja", mustContain: [["lisan dan/atau tertulis", "lisan atau tertulis", "lisan maupun tertulis", "lisan dan tertulis"]] }, // chat
  { question: "formulir ikrar wakaf yg ditandatangani wakif kodenya apa", mustContain: [["W.1", "W1", "W 1", "W-1"]] }, // chat
  { question: "buku daftar akta ikrar wakaf di kua itu blanko apa", mustContain: [["W.4", "W4", "W 4", "W-4"]] }, // chat
  { question: "sertifikat wakaf dr bpn ntar dikasih ke siapa", mustContain: [NAZHIR, ["PPAIW", "Pejabat Pembuat Akta Ikrar Wakaf", "Kepala KUA"]] }, // chat
  { question: "skrg ada aiw online gk? e-aiw gtu", mustContain: [["SIWAK"], ["e-AIW", "eAIW", "e AIW", "digital", "elektronik", "online", "daring"]] }, // chat
  { question: "proses sertifikat wakaf di bpn brp hari sih", mustContain: [["5 hari", "lima hari", "98 hari"]] }, // chat
  { question: "biaya ukur tanah wakaf 100m di jabar kira2 brp", mustContain: [["120.000", "120 ribu", "120rb", "Rp120"]] }, // chat
  { question: "dasar hukumnya apa sertifikat tanah wakaf gratis di bpn", mustContain: [["128 Tahun 2015", "128/2015", "PP 128", "Nomor 128"]] }, // chat
  { question: "saksi wakaf cukup 1 org gk trs bawa apa aja", mustContain: [SAKSI2, ["KTP"]] }, // chat
  { question: "surat ket dr desa buat wakaf tuh form apa", mustContain: [["WK", "W.K", "W-K"]] }, // chat
  { question: "langkah2 daftarin tanah wakaf di kua gmn", mustContain: [PPAIW, AIW, BPN] }, // chat
  { question: "saham syariah bs diwakafin gk", mustContain: [["surat berharga"]] }, // chat
  { question: "total wakaf uang yg udh kekumpul di indo brp sih", mustContain: [["2,3 triliun", "2,3 T", "Rp2,3", "2.3 triliun", "2,3 trilyun"]] }, // chat
  { question: "wakaf uang cukup transfer aja gk pake akad tertulis bisa?", mustContain: [["Sertifikat Wakaf Uang"], ["Pasal 29", "secara tertulis", "pernyataan tertulis", "dinyatakan tertulis"]] }, // chat
  { question: "wakaf produktif hasilnya buat siapa", mustContain: [MAUQUF_ALAIH, ["peruntukan", "Pasal 22", "kehendak wakif", "10%", "10 persen", "sepuluh persen"]] }, // chat
  { question: "nazhir perorangan hrs didaftarin kmn", mustContain: [["KUA"], ["BWI", "Badan Wakaf", "Menteri"]] }, // chat
  { question: "wna bisa jd nadzir ga", mustContain: [["WNI", "warga negara Indonesia"]] }, // chat
  { question: "wakaf buat bangun klinik boleh gk", mustContain: [["kesehatan"], ["Pasal 22", "sarana", "peruntukan"]] }, // chat
  { question: "wakaf nasi kotak bisa ga sih", mustContain: [["tahan lama", "tidak habis", "habis sekali pakai", "sekali pakai", "jangka panjang", "mutaqawwim"]] }, // chat
  { question: "ada ulama yg bolehin wakaf sementara gk", mustContain: [["Malik"]] }, // chat
  { question: "wakaf krn dipaksa keluarga sah gk", mustContain: [["tanpa paksaan", "tidak dalam paksaan", "tidak dipaksa", "bukan karena paksaan", "tidak terpaksa", "tidak sah", "kerelaan", "sukarela"]] }, // chat
  { question: "di quran ada kata wakaf gk sih", mustContain: [["tidak menyebut", "tidak disebut", "tidak ada kata", "tidak secara eksplisit", "tidak menyebutkan", "tidak tersurat", "tidak secara langsung"], ["infak", "infaq"]] }, // chat
  { question: "wakaf prtama dlm sejarah islam apa ya", mustContain: [["Quba", "Nabawi"]] }, // chat
  { question: "ayat yg isinya jgn infakin barang jelek itu surat apa ayat brp", mustContain: [["267"]] }, // chat
  { question: "sahabat yg wakafin kebun kesayangannya stlh turun ali imran 92 siapa", mustContain: [["Abu Thalhah", "Abu Talhah", "Abu Tholhah", "Abu Thalha"]] }, // chat
  { question: "web resmi bwi apa", mustContain: [["bwi.go.id"]] }, // chat
  { question: "program unggulan bwi skrg apa namanya", mustContain: [["Indonesia Berwakaf"]] }, // chat
  { question: "anggota bwi brp org, yg ngangkat siapa", mustContain: [["20 sampai 30", "20–30", "20-30", "20 hingga 30", "dua puluh", "20 s.d. 30", "20 s/d 30"], ["Presiden"]] }, // chat
  { question: "tanah wakaf yg blm bersertifikat di indo msh brp bnyk", mustContain: [["297.211", "297211", "47%", "175 ribu", "232.000", "53%"]] }, // chat
  { question: "jabar urutan brp luas tanah wakafnya se indo", mustContain: [["Aceh"], ["kedua", "ke-2", "nomor 2", "peringkat 2"]] }, // chat
  { question: "tanah wakaf di jabar paling byk dipake buat apa", mustContain: [["38.548", "38548"], ["ibadah", "masjid", "musala", "mushola"]] }, // chat
];

export const HELD_OUT_27_OUT_OF_FIELD: readonly EvalCase[] = [
  // kua (15)
  { question: "Apa saja syarat untuk mendaftarkan pernikahan di KUA?" }, // kua
  { question: "biaya nikah di luar kantor kua brp skrg" }, // kua
  { question: "Punten, upami abdi bade rujuk deui sareng istri, kedah kumaha ka KUA?" }, // kua
  { question: "kapan jadwal manasik haji reguler di kua kecamatan taun ini" }, // kua
  { question: "Berapa besar zakat fitrah per jiwa tahun ini di Kabupaten Bandung?" }, // kua
  { question: "cara ngurus sertifikat halal buat usaha keripik rumahan gmn" }, // kua
  { question: "Abdi bade ngiringan bimbingan perkawinan kanggo calon panganten, iraha jadwalna?" }, // kua
  { question: "buku nikah sy ilang pas banjir, bikin duplikat dmn" }, // kua
  { question: "Apakah KUA melayani konsultasi bagi pasangan suami istri yang sering bertengkar?" }, // kua
  { question: "cara daftarin masjid ke simas biar dpt id masjid gmn" }, // kua
  { question: "Kumaha carana ngukur arah kiblat masjid? Tiasa dibantos ku KUA?" }, // kua
  { question: "Bagaimana prosedur isbat nikah bagi pasangan yang dahulu menikah siri?" }, // kua
  { question: "nikah numpang di kua kecamatan lain perlu surat rekomendasi gk" }, // kua
  { question: "Abdi hoyong mayar zakat tina hasil panén paré, sabaraha nisabna?" }, // kua
  { question: "Kapan sidang isbat awal Ramadan diumumkan, dan apakah KUA ikut melakukan rukyatul hilal?" }, // kua
  // trap (10)
  { question: "nazar puasa 3 hari kalo gk ditepati gmn" }, // trap
  { question: "Sertipikat taneuh abdi leungit, kumaha ngurusna ka BPN?" }, // trap
  { question: "Bagaimana pembagian harta warisan menurut hukum Islam jika ahli warisnya seorang istri dan dua anak laki-laki?" }, // trap
  { question: "syarat jadi saksi nikah apa aja" }, // trap
  { question: "harta gono gini klo cerai dibagi gmn" }, // trap
  { question: "Berapa biaya balik nama sertifikat tanah setelah jual beli dengan AJB?" }, // trap
  { question: "mau hibahin mobil ke anak perlu akta notaris gk" }, // trap
  { question: "Upami PBB taneuh naék pisan, tiasa nyuhunkeun keringanan ka mana?" }, // trap
  { question: "cara bikin akta kelahiran anak di disdukcapil" }, // trap
  { question: "Apakah seorang mualaf harus mengucapkan ikrar syahadat di KUA supaya tercatat resmi?" }, // trap
  // other (20)
  { question: "resep rendang daging sapi yg empuk gmn" }, // other
  { question: "Kumaha cuaca di Lembang minggu payun?" }, // other
  { question: "Bagaimana cara mendaftar BPJS Kesehatan secara mandiri?" }, // other
  { question: "skor persib semalem brp" }, // other
  { question: "Naon obat batuk nu saé kanggo murangkalih?" }, // other
  { question: "cara perpanjang sim c online" }, // other
  { question: "Tolong buatkan puisi tentang ibu untuk lomba 17 Agustus." }, // other
  { question: "rekomendasi hp 2 jutaan buat ojol" }, // other
  { question: "Abdi bade ka Pangandaran ti Bandung, naék naon nu panggampilna?" }, // other
  { question: "Berapa hasil 17 dikali 23?" }, // other
  { question: "cara daftar smp negeri jalur zonasi di kab bogor" }, // other
  { question: "Tarjamahkeun kana basa Inggris: abdi bade angkat ka pasar." }, // other
  { question: "Bagaimana cara menanam cabai di polybag agar berbuah lebat?" }, // other
  { question: "harga emas antam hari ini brp" }, // other
  { question: "jadwal krl bogor jakarta pagi jam brp aja" }, // other
  { question: "Kumaha carana ngadamel akun email nu énggal?" }, // other
  { question: "Apa penyebab tekanan darah tinggi dan bagaimana mencegahnya?" }, // other
  { question: "pajak motor telat 2 thn dendanya brp" }, // other
  { question: "Saha nu meunang piala dunia taun 2022?" }, // other
  { question: "cara bikin kode python buat ngitung rata2 nilai" }, // other
];
