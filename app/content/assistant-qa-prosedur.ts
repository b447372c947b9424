// Si Wakaf's questions and answers, part "prosedur" (merged into assistant-qa.ts, same rules and schema):
// fiqh pillars and conditions, religious sources, registering land wakaf at the KUA (documents, steps,
// forms, the BPN stage, fees), the seven regulations, BWI, national and West Java figures, and the KUA's
// wakaf service (fact sheet sections 2–8). Facts marked [GK] in the fact sheet are said with care or left out.
export const assistantQaProsedur = [
  // ── 2. Fiqh: pillars and conditions ──────────────────────────────────────────────────────────────
  {
    id: "fikih-syarat-wakif",
    questions: [
      "Apa syarat wakif menurut fikih?",
      "Syarat orang yang berwakaf menurut ulama",
      "Apakah wakaf karena dipaksa sah?",
      "Wakif harus baligh?",
      "syarat wakip dalam fiqih",
    ],
    keywords: "fikih fiqih fiqh ulama merdeka baligh rasyid tabarru dipaksa paksaan terpaksa",
    answer:
      "Menurut fikih, wakif harus cakap berbuat tabarru' (memberi tanpa mengharap balasan): merdeka, berakal, baligh, rasyid (cakap mengelola harta), pemilik harta yang diwakafkan, dan berwakaf atas kehendak sendiri: wakaf karena dipaksa tidak sah. UU 41/2004 merumuskannya: dewasa, berakal sehat, tidak terhalang melakukan perbuatan hukum, dan pemilik sah harta.",
    source: "Fikih wakaf (syarat wakif); UU 41/2004 Pasal 8",
    link: "/literasi-wakaf#syarat",
  },
  {
    id: "fikih-syarat-mauquf-bih",
    questions: [
      "Apa syarat mauquf bih?",
      "Syarat harta wakaf menurut fikih",
      "syarat harta yg diwakafkan menurut fiqih",
      "Barang yang habis sekali pakai boleh diwakafkan?",
      "Boleh wakaf barang curian atau milik orang lain?",
      "syarat barang yg diwakafin apa",
    ],
    keywords: "syarat harta barang benda fikih fiqih bernilai tahan lama habis sekali pakai curian milik orang lain jelas batas haram khi kompilasi beban ikatan",
    answer:
      "Menurut fikih, harta yang diwakafkan (mauquf bih) harus: bernilai dan manfaatnya tahan lama, tidak habis sekali pakai; jelas jenis dan batasnya; milik sah wakif sepenuhnya (wakaf harta orang lain, harta sitaan, atau curian tidak sah); bebas sengketa; dan bukan barang haram. Harta itu boleh bergerak maupun tidak bergerak. Kompilasi Hukum Islam (KHI) Pasal 217 juga mensyaratkan harta bebas dari beban, ikatan, sitaan, dan sengketa.",
    source: "Fikih wakaf (syarat mauquf bih); UU 41/2004 Pasal 15; KHI Pasal 217",
    link: "/literasi-wakaf#syarat",
  },
  {
    id: "fikih-sighat",
    questions: [
      "Apa itu sighat wakaf?",
      "Bagaimana lafal ikrar wakaf?",
      "Apa syarat sighat?",
      "Contoh ucapan ikrar wakaf",
      "kumaha ngucapkeun ikrar wakaf",
      "ikrar wakaf boleh lisan aja?",
    ],
    keywords: "sighat shighat lafal lafaz ucapan ucapkan kalimat contoh saya wakafkan lisan tertulis tegas",
    answer:
      "Sighat adalah pernyataan (ikrar) kehendak wakif untuk berwakaf: jelas dan tegas, lisan atau tertulis, menyebut apa yang diwakafkan, kepada siapa, dan untuk apa (\"saya wakafkan…\"). Setelah diikrarkan, kepemilikan wakif berakhir dan wakafnya tidak dapat dibatalkan. Di KUA, ikrar diucapkan di hadapan PPAIW dan 2 saksi lalu ditulis dalam Akta Ikrar Wakaf. Wakaf lama yang hanya diikrarkan lisan dan belum tercatat dicatat dengan Akta Pengganti Akta Ikrar Wakaf (APAIW).",
    source: "Fikih wakaf (syarat sighat); UU 41/2004 Pasal 3 dan Pasal 17; tata cara KUA (APAIW, formulir W.3)",
    link: "/literasi-wakaf#rukun",
  },
  {
    id: "fikih-nazhir-bukan-rukun",
    questions: [
      "Apakah nazhir termasuk rukun wakaf?",
      "Nazhir rukun atau bukan?",
      "Kenapa tidak ada di rukun wakaf yang klasik?",
      "Perlukah menunjuk pengelola wakaf?",
    ],
    keywords: "termasuk rukun bukan klasik menunjuk jumhur ulama",
    answer:
      "Dalam fikih klasik nazhir tidak termasuk empat rukun wakaf (wakif, mauquf bih, mauquf 'alaih, sighat). Namun para ulama sepakat wakif sebaiknya menunjuk nazhir, dan UU 41/2004 menjadikan nazhir salah satu dari enam unsur wakaf, sehingga di Indonesia wakaf tanah selalu dicatat dengan nazhirnya.",
    source: "Fikih wakaf; UU 41/2004 Pasal 6",
    link: "/literasi-wakaf#rukun",
  },
  {
    id: "fikih-syarat-mauquf-alaih",
    questions: [
      "Apa syarat penerima atau tujuan wakaf?",
      "Boleh wakaf untuk kegiatan maksiat?",
      "Syarat tujuan wakaf",
      "wakaf buat tujuan yang tidak baik sah ga",
    ],
    keywords: "syarat maksiat dosa tujuan kebaikan mendekatkan allah",
    answer:
      "Mauquf 'alaih (penerima manfaat atau tujuan wakaf) harus disebutkan dengan jelas dan untuk tujuan kebaikan yang mendekatkan diri kepada Allah. Wakaf tidak boleh untuk maksiat. Undang-undang juga membatasi peruntukannya: ibadah, pendidikan dan kesehatan, bantuan fakir miskin dan yatim, ekonomi umat, atau kesejahteraan umum yang sesuai syariah.",
    source: "Fikih wakaf (syarat mauquf 'alaih); UU 41/2004 Pasal 22",
    link: "/literasi-wakaf#syarat",
  },

  // ── 3. Religious sources ─────────────────────────────────────────────────────────────────────────
  {
    id: "dalil-al-baqarah-261",
    questions: [
      "Apa isi QS Al-Baqarah ayat 261?",
      "Ayat tentang sebutir benih tujuh tangkai",
      "Dalil pahala infak dilipatgandakan",
      "al baqarah 261 tentang wakaf",
    ],
    keywords: "baqarah 261 benih biji tujuh tangkai seratus dilipatgandakan lipat ganda",
    answer:
      "QS. Al-Baqarah [2]: 261, secara makna: orang yang berinfak di jalan Allah seperti sebutir benih yang menumbuhkan tujuh tangkai, tiap tangkai berisi seratus biji; Allah melipatgandakan pahala bagi siapa yang Dia kehendaki. Ayat ini sering dipakai sebagai dasar keutamaan wakaf (ringkasan makna, bukan terjemahan resmi).",
    source: "QS. Al-Baqarah [2]: 261",
    link: "/literasi-wakaf#dalil",
  },
  {
    id: "dalil-al-baqarah-267",
    questions: [
      "Apa isi QS Al-Baqarah ayat 267?",
      "Ayat tentang menginfakkan harta yang baik",
      "Boleh mewakafkan harta yang jelek?",
      "al baqarah 267",
    ],
    keywords: "baqarah 267 baik buruk jelek usaha keluarkan bumi enggan",
    answer:
      "QS. Al-Baqarah [2]: 267, secara makna: infakkanlah sebagian hasil usaha yang baik dan sebagian dari yang Allah keluarkan dari bumi, dan jangan sengaja memilih yang buruk untuk diberikan padahal kalian sendiri enggan menerimanya. Ayat ini menjadi pengingat agar yang diwakafkan adalah harta yang baik (ringkasan makna, bukan terjemahan resmi).",
    source: "QS. Al-Baqarah [2]: 267",
    link: "/literasi-wakaf#dalil",
  },
  {
    id: "dalil-ayat-lain",
    questions: [
      "Selain Ali Imran 92, ayat apa lagi yang menjadi dasar wakaf?",
      "Apakah kata wakaf ada di Al-Qur'an?",
      "Dalil-dalil wakaf apa saja?",
      "dasar hukum wakaf dalam islam",
      "ayat ayat wakaf naon wae",
    ],
    keywords: "dalil dalil dasar islam syariat al hajj 77 baqarah 261 267 ali imran 92 disebut kata",
    answer:
      "Al-Qur'an tidak menyebut kata wakaf secara langsung; para ulama mengambilnya dari ayat-ayat tentang infak dan dari hadis. Ayat yang sering dipakai: QS. Ali 'Imran [3]: 92, QS. Al-Baqarah [2]: 261 dan 267, serta QS. Al-Hajj [22]: 77 (perintah berbuat kebajikan). Dari hadis: HR. Muslim no. 1631 tentang sedekah jariyah dan hadis Umar bin Khattab tentang tanahnya di Khaibar.",
    source: "QS. Ali 'Imran [3]: 92; QS. Al-Baqarah [2]: 261, 267; QS. Al-Hajj [22]: 77; HR. Muslim no. 1631",
    link: "/literasi-wakaf#dalil",
  },
  {
    id: "hadis-umar-khaibar",
    questions: [
      "Apa hadis Umar tentang tanah di Khaibar?",
      "Kisah wakaf Umar bin Khattab",
      "Hadis tahan pokoknya sedekahkan hasilnya",
      "hadits umar khaibar",
      "sahabat nabi yang pertama wakaf tanah",
      "Siapa sahabat Nabi yang mewakafkan tanahnya di Khaibar?",
    ],
    keywords: "umar khattab khaibar kebun tahan pokok hasil bukhari 2772 muttafaq ibnu majah 2396 sahabat",
    answer:
      "Umar bin Khattab mendapat tanah di Khaibar, hartanya yang paling berharga, lalu bertanya kepada Nabi. Nabi menjawab: bila mau, tahan tanahnya dan sedekahkan hasilnya. Umar mewakafkannya dengan syarat tanahnya tidak dijual, dihibahkan, atau diwariskan; hasilnya untuk fakir miskin, kerabat, memerdekakan budak, fi sabilillah, ibnu sabil, dan tamu; pengelolanya boleh makan darinya sewajarnya tanpa menumpuk harta. Hadis ini muttafaq 'alaih (antara lain HR. Bukhari no. 2772).",
    source: "HR. Bukhari no. 2772 (muttafaq 'alaih); HR. Ibnu Majah no. 2396",
    link: "/literasi-wakaf#dalil",
  },
  {
    id: "wakaf-pertama",
    questions: [
      "Siapa yang pertama kali berwakaf dalam Islam?",
      "Apa wakaf pertama dalam sejarah Islam?",
      "Sejarah wakaf zaman Nabi",
      "wakaf pertama kali",
    ],
    keywords: "pertama sejarah zaman nabi rasulullah quba nabawi awal",
    answer:
      "Di antara wakaf paling awal dalam Islam adalah Masjid Quba dan Masjid Nabawi. Para ulama berbeda pendapat apakah wakaf pertama adalah wakaf Rasulullah atau wakaf Umar bin Khattab atas tanahnya di Khaibar.",
    source: "Badan Wakaf Indonesia (bwi.go.id)",
    link: "/literasi-wakaf#dalil",
  },

  // ── 4. Registering land wakaf at the KUA ─────────────────────────────────────────────────────────
  {
    id: "pengesahan-nazhir",
    questions: [
      "Bagaimana nazhir disahkan?",
      "Apa itu surat pengesahan nazhir?",
      "Formulir W.5 itu apa?",
      "Siapa yang mengesahkan nazhir?",
      "nadzir harus didaftarkan ke kua?",
      "Nazhir didaftarkan ke mana?",
    ],
    keywords: "pengesahan disahkan mengesahkan sah nazhir w5 w5a w.5 w.5a surat",
    answer:
      "Sebelum ikrar, Kepala KUA selaku PPAIW memeriksa berkas dan nazhir, lalu mengesahkan nazhir dengan Surat Pengesahan Nazhir: formulir W.5 untuk nazhir perseorangan dan W.5a untuk nazhir badan hukum. Nazhir perseorangan minimal 3 orang (ketua, sekretaris, bendahara) dan didaftarkan ke Menteri Agama dan BWI melalui KUA.",
    source: "Tata cara KUA (formulir W.5/W.5a); PP 42/2006",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "majelis-ikrar",
    questions: [
      "Bagaimana jalannya ikrar wakaf di KUA?",
      "Apa itu Majelis Ikrar Wakaf?",
      "Siapa saja yang harus hadir saat ikrar wakaf?",
      "Apakah wakif harus datang sendiri ke KUA?",
      "pas ikrar wakaf ngapain aja",
    ],
    keywords: "majelis hadir datang sendiri langsung kirim dikirim titip dititip jalannya prosesi tanda tangan menandatangani w1 w.1 salinan akta dipegang disimpan dibawa pulang khi kompilasi",
    answer:
      "Ikrar wakaf dilakukan dalam Majelis Ikrar Wakaf di KUA. Wakif, nazhir, dan 2 saksi hadir langsung di hadapan Kepala KUA selaku PPAIW (lihat juga KHI Pasal 218). Wakif mengucapkan ikrar dan menandatangani Ikrar Wakaf (formulir W.1), lalu PPAIW membuat Akta Ikrar Wakaf (W.2) dan salinannya (W.2a) yang dibawa pulang wakif dan nazhir. Bila wakif berhalangan dengan alasan sah, ia dapat memberi surat kuasa yang dikuatkan 2 saksi.",
    source: "UU 41/2004 Pasal 17–18; PP 42/2006 (Majelis Ikrar Wakaf); KHI Pasal 218",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "formulir-wakaf",
    questions: [
      "Apa saja formulir wakaf di KUA?",
      "Apa arti kode W.1, W.2, W.2a?",
      "Blanko perwakafan tanah milik apa saja?",
      "Formulir W.2a itu apa?",
      "Apa beda W.2 dan W.2a?",
      "Formulir W.7 untuk apa?",
      "form w1 w2 w3 wakaf",
    ],
    keywords: "formulir form blanko kode w1 w2 w2a w3 w3a w4 w5 w5a w7 wk wd w.1 w.2 w.2a w.3 w.4 w.7 salinan",
    answer:
      "Kode formulir wakaf tanah di KUA: W.1 Ikrar Wakaf; W.2 Akta Ikrar Wakaf dan W.2a salinannya; W.3 Akta Pengganti AIW dan W.3a salinannya; W.4 Daftar AIW di KUA; W.5/W.5a Surat Pengesahan Nazhir (perseorangan/badan hukum); W.7 surat pengantar pendaftaran ke Kantor Pertanahan; WK surat keterangan kepala desa/lurah; WD pendaftaran wakaf sebelum PP 28/1977; arti W.6 belum dapat kami pastikan. Formulir terbaru bisa saja sudah diperbarui; tanyakan ke KUA.",
    source: "SE Dirjen Bimas Islam & Urusan Haji No. D.II/5/Ed/II/1981; Kepdirjen Bimas Islam No. 564/2022 (juklak pendaftaran tanah wakaf)",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "surat-keterangan-desa",
    questions: [
      "Apa itu surat keterangan tidak sengketa untuk wakaf?",
      "Surat dari kelurahan untuk wakaf tanah",
      "Formulir WK itu apa?",
      "Perlu surat dari desa untuk wakaf?",
      "surat keterangan lurah buat wakaf",
      "Siapa yang membuat surat keterangan tidak sengketa, dan siapa yang mengetahuinya?",
    ],
    keywords: "surat keterangan kelurahan desa lurah kepala desa camat kecamatan sengketa wk",
    answer:
      "Untuk wakaf tanah diperlukan surat keterangan bahwa tanah tidak dalam sengketa, dari kepala desa atau lurah dan diketahui camat (formulir WK, Surat Keterangan Kepala Desa/Lurah tentang perwakafan tanah milik). Surat ini menguatkan bahwa tanah bebas sengketa, syarat tanah yang boleh diwakafkan.",
    source: "SOP KUA (formulir WK); PP 42/2006 Pasal 17 ayat 3",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "tanah-belum-sertifikat",
    questions: [
      "Tanah belum bersertifikat bisa diwakafkan?",
      "Wakaf tanah girik atau Letter C bagaimana?",
      "Tanah cuma punya AJB bisa diwakafkan?",
      "Tanah adat belum ada sertifikat mau diwakafkan",
      "tanah blm sertipikat bisa wakaf ga",
    ],
    keywords: "belum bersertifikat tanpa sertifikat girik letter petok ajb adat pendaftaran pertama biaya",
    answer:
      "Bisa: hak atas tanah yang belum terdaftar pun dapat diwakafkan (UU 41/2004 Pasal 16). Buktinya dapat berupa AJB, girik, Letter C, Petok D, atau sejenisnya, dilengkapi surat keterangan tidak sengketa dari desa/kelurahan. Ikrarnya tetap di KUA. Di Kantor Pertanahan, pendaftarannya termasuk pendaftaran pertama atau pengakuan hak, sehingga bisa ada biaya pengukuran dan prosesnya lebih lama daripada tanah bersertifikat. Contoh di Jawa Timur: Rp474.000 dan 98 hari kerja.",
    source: "UU 41/2004 Pasal 16; SOP KUA (bukti kepemilikan); biaya Kantor Pertanahan (PNBP ATR/BPN)",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "tahap-bpn",
    questions: [
      "Apa yang terjadi di BPN setelah ikrar wakaf?",
      "Bagaimana proses sertifikat wakaf di Kantor Pertanahan?",
      "Apa yang diminta Kantor Pertanahan untuk mendaftarkan tanah wakaf?",
      "Kapan sertifikat wakaf jadi?",
      "sertifikat wakaf diterima siapa",
      "kumaha proses di bpn",
    ],
    keywords: "bpn kantor pertanahan atr proses permohonan sertifikat asli jadi terbit diserahkan w7 w4 pph ssp",
    answer:
      "Paling lambat 7 hari kerja setelah AIW ditandatangani, PPAIW atas nama nazhir membawa berkas ke Kantor Pertanahan (BPN) dengan surat pengantar W.7. Untuk tanah bersertifikat, biasanya diminta: permohonan bermeterai, AIW, sertifikat asli, Surat Pengesahan Nazhir, identitas wakif dan nazhir, dan bukti SSP/PPh bila ada. BPN menerbitkan sertifikat tanah wakaf atas nama nazhir, yang diserahkan kepada nazhir lalu dicatat di Daftar AIW (W.4) di KUA.",
    source: "UU 41/2004 Pasal 32–35; PP 24/1997; Permen ATR/Kepala BPN No. 2 Tahun 2017; MPP Kota Bogor",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "lama-proses",
    questions: [
      "Berapa lama proses wakaf tanah sampai sertifikat jadi?",
      "Mengurus sertifikat wakaf berapa hari?",
      "Lama pengurusan wakaf di KUA",
      "sabaraha lami ngurus wakaf",
      "brp lama sertifikat wakaf selesai",
    ],
    keywords: "lama waktu berapa hari durasi selesai jadi cepat batas bpn sertifikat",
    answer:
      "Lamanya tergantung keadaan tanahnya. Setelah Akta Ikrar Wakaf (AIW) ditandatangani, PPAIW wajib mendaftarkannya ke Kantor Pertanahan (BPN) paling lambat 7 hari kerja. Untuk tanah yang sudah bersertifikat, contoh di Mal Pelayanan Publik Kota Bogor menyebut waktu layanan 5 hari. Tanah yang belum bersertifikat perlu pendaftaran pertama dan bisa jauh lebih lama; satu contoh di Jawa Timur memakan 98 hari kerja.",
    source: "UU 41/2004 Pasal 32; MPP Kota Bogor",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "biaya-yang-mungkin",
    questions: [
      "Biaya apa saja yang mungkin perlu dibayar untuk wakaf tanah?",
      "Berapa biaya pengukuran tanah wakaf?",
      "Wakaf sebagian tanah perlu pecah sertifikat, bayar?",
      "Apakah pembuatan akta ikrar wakaf di KUA gratis?",
      "sabaraha biayana wakaf taneuh",
    ],
    keywords: "pengukuran ukur pecah pemecahan sebagian meterai materai fotokopi sentuh tanahku 120 ribu",
    answer:
      "Pendaftaran tanah wakaf di Kantor Pertanahan Rp0. Yang bisa tetap berbiaya: pengukuran tanah, pemecahan sertifikat bila hanya sebagian bidang yang diwakafkan, dan pendaftaran pertama tanah yang belum bersertifikat. Contoh dari aplikasi Sentuh Tanahku: tanah non-pertanian 100 m² di Jawa Barat, pengukuran Rp120.000, pendaftaran Rp0. Di KUA umumnya hanya perlu meterai dan fotokopi; tanyakan langsung ke KUA bila ragu.",
    source: "PP 128/2015 (PNBP ATR/BPN); Kemenag",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "meterai",
    questions: ["Berapa meterai yang diperlukan untuk wakaf tanah?", "Apakah berkas wakaf di KUA perlu meterai?", "Meterai untuk akta ikrar wakaf berapa rupiah?"],
    keywords: "meterai materai bermeterai nilai 10000 6000 rupiah bawa dibawa",
    answer:
      "Berkas wakaf tanah di KUA memerlukan meterai. Meterai yang berlaku sekarang bernilai Rp10.000; SOP KUA yang lebih lama masih menyebut Rp6.000. Selain meterai dan fotokopi berkas, pembuatan Akta Ikrar Wakaf di KUA umumnya tidak dipungut biaya; tanyakan langsung ke KUA bila ragu.",
    source: "SOP pendaftaran wakaf tanah di KUA (persyaratan berkas)",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "nomor-aiw",
    questions: ["Bagaimana cara membaca nomor Akta Ikrar Wakaf?", "Arti nomor AIW W2/1/001/IV/2013", "Format nomor akta ikrar wakaf"],
    keywords: "nomor penomoran format urut indeks bulan rangkap lembar",
    answer:
      "Nomor Akta Ikrar Wakaf ditulis seperti W2/1/001/IV/2013: kode formulir / nomor indeks KUA / nomor urut / bulan / tahun. Contoh jumlah rangkap di KUA Lhoksukon (2021): W.1 dan W.2 3 rangkap, W.2a 4, W.3 3, W.3a 4.",
    source: "Tata cara penomoran dan pendaftaran tanah wakaf",
    link: "/literasi-wakaf#tata-cara",
  },

  // ── 5. The seven regulations ─────────────────────────────────────────────────────────────────────
  {
    id: "peraturan-wakaf-daftar",
    questions: [
      "Apa saja peraturan tentang wakaf?",
      "Dasar hukum wakaf di Indonesia apa saja?",
      "Sebutkan undang-undang dan peraturan wakaf",
      "aturan wakaf naon wae",
      "regulasi wakaf",
    ],
    keywords: "peraturan aturan regulasi dasar hukum indonesia daftar tujuh undang pemerintah menteri bwi",
    answer:
      "Tujuh peraturan pokok wakaf: UU Nomor 41 Tahun 2004 tentang Wakaf; PP Nomor 42 Tahun 2006 tentang pelaksanaannya; PP Nomor 25 Tahun 2018 yang mengubah PP 42/2006; PMA Nomor 73 Tahun 2013 tentang tata cara perwakafan benda tidak bergerak dan bergerak selain uang; PMA Nomor 4 Tahun 2009 tentang administrasi pendaftaran wakaf uang; serta Peraturan BWI Nomor 1 Tahun 2020 dan Nomor 2 Tahun 2020 (judul yang kedua belum dapat kami pastikan).",
    source: "Halaman Dasar Hukum",
    link: "/dasar-hukum#kategori-undang-undang",
  },
  {
    id: "peraturan-uu-41-2004",
    questions: ["Apa isi UU 41 tahun 2004?", "UU wakaf mengatur apa saja?", "Undang-undang wakaf nomor berapa?", "uu wakaf"],
    keywords: "41 2004 isi mengatur nomor berapa pokok",
    answer:
      "Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf, undang-undang pokok perwakafan. Pasal 1 mendefinisikan wakaf sebagai perbuatan hukum wakif untuk memisahkan dan/atau menyerahkan sebagian harta miliknya untuk dimanfaatkan selamanya atau sementara. Isinya mengatur unsur wakaf, wakif, nazhir, harta benda wakaf, ikrar dan Akta Ikrar Wakaf, peruntukan, wakaf uang, pendaftaran, perubahan status, Badan Wakaf Indonesia, penyelesaian sengketa, dan sanksi. Teksnya ada di bwi.go.id.",
    source: "UU 41/2004 (pengertian wakaf: Pasal 1 angka 1)",
    link: "/dasar-hukum#kategori-undang-undang",
  },
  {
    id: "peraturan-pp-42-2006",
    questions: ["Apa isi PP 42 tahun 2006?", "PP 42/2006 mengatur apa?", "Peraturan pelaksanaan UU wakaf", "Apa judul lengkap PP 42 tahun 2006?"],
    keywords: "42 2006 pelaksanaan pemerintah judul nama lengkap",
    answer:
      "Peraturan Pemerintah Nomor 42 Tahun 2006 tentang Pelaksanaan Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf. Isinya mengatur nazhir (pendaftaran, masa jabatan, tugas), tiga jenis harta benda wakaf (benda tidak bergerak, benda bergerak selain uang, dan benda bergerak berupa uang; Pasal 15), Akta Ikrar Wakaf dan PPAIW, pendaftaran wakaf, wakaf uang dan LKS-PWU, penukaran (ruislag), serta pembinaan dan pengawasan.",
    source: "PP 42/2006",
    link: "/dasar-hukum#kategori-peraturan-pemerintah",
  },
  {
    id: "peraturan-pp-25-2018",
    questions: ["Apa isi PP 25 tahun 2018?", "PP 25/2018 tentang apa?", "Perubahan PP 42 tahun 2006"],
    keywords: "25 2018 perubahan mengubah",
    answer:
      "Peraturan Pemerintah Nomor 25 Tahun 2018 tentang Perubahan atas PP 42/2006: peraturan ini mengubah PP 42/2006 tentang pelaksanaan UU Wakaf. Tujuannya memperkuat perlindungan serta membuat pengelolaan harta wakaf lebih efektif, efisien, dan akuntabel, dan menyelaraskannya dengan UU 2/2012 tentang pengadaan tanah untuk kepentingan umum.",
    source: "PP 25/2018 (konsiderans)",
    link: "/dasar-hukum#kategori-peraturan-pemerintah",
  },
  {
    id: "peraturan-pma-73-2013",
    questions: ["Apa isi PMA 73 tahun 2013?", "Peraturan Menteri Agama tentang tata cara wakaf tanah", "PMA 73/2013 mengatur apa?"],
    keywords: "73 2013 menteri agama",
    answer:
      "Peraturan Menteri Agama Nomor 73 Tahun 2013 mengatur tata cara perwakafan benda tidak bergerak (seperti tanah dan bangunan) dan benda bergerak selain uang. Tata cara inilah yang dijalankan di KUA, dari ikrar wakaf di hadapan PPAIW sampai pendaftarannya.",
    source: "PMA 73/2013 (Berita Negara 2013 No. 1047)",
    link: "/dasar-hukum#kategori-peraturan-menteri-agama",
  },
  {
    id: "peraturan-pma-4-2009",
    questions: ["Apa isi PMA 4 tahun 2009?", "Peraturan Menteri Agama tentang wakaf uang", "PMA nomor 4 tahun 2009 mengatur apa?"],
    keywords: "2009 menteri agama administrasi",
    answer:
      "Peraturan Menteri Agama Nomor 4 Tahun 2009 tentang Administrasi Pendaftaran Wakaf Uang mengatur pencatatan wakaf uang yang diterima melalui Lembaga Keuangan Syariah Penerima Wakaf Uang (LKS-PWU).",
    source: "PMA 4/2009; Kepdirjen Bimas Islam Dj.II/420/2009 (formulir)",
    link: "/dasar-hukum#kategori-peraturan-menteri-agama",
  },
  {
    id: "peraturan-permen-atr-2-2017",
    questions: [
      "Apa peraturan ATR/BPN tentang pendaftaran tanah wakaf?",
      "Apa isi Permen ATR/Kepala BPN Nomor 2 Tahun 2017?",
      "Peraturan Kantor Pertanahan untuk sertifikat wakaf",
    ],
    keywords: "permen atr kepala bpn 2017 agraria tata ruang pertanahan",
    answer:
      "Peraturan Menteri ATR/Kepala BPN Nomor 2 Tahun 2017 tentang Tata Cara Pendaftaran Tanah Wakaf mengatur pendaftaran tanah wakaf di Kantor Pertanahan (BPN) sampai terbit sertifikat atas nama nazhir. Tata cara ikrar di KUA diatur PMA 73/2013.",
    source: "Permen ATR/Kepala BPN No. 2 Tahun 2017; Himpunan Peraturan Perundang-undangan tentang Wakaf (BWI, 2022)",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "peraturan-bwi-2020",
    questions: [
      "Apa isi Peraturan BWI Nomor 1 Tahun 2020?",
      "Peraturan BWI tentang pengelolaan harta wakaf",
      "Peraturan BWI nomor 2 tahun 2020 tentang apa?",
      "perban bwi 2020",
    ],
    keywords: "badan 2020 2008 2010 pedoman pengelolaan pengembangan perban penggantian pendaftaran",
    answer:
      "Peraturan BWI Nomor 1 Tahun 2020 adalah Pedoman Pengelolaan dan Pengembangan Harta Benda Wakaf, panduan bagi nazhir dalam mengelola harta wakaf secara produktif. Judul dan isi Peraturan BWI Nomor 2 Tahun 2020 belum dapat kami pastikan; silakan periksa di situs BWI (bwi.go.id). Peraturan BWI lain: No. 3/2008 (pendaftaran dan penggantian nazhir tanah), No. 2/2010 (pendaftaran nazhir wakaf uang), No. 4/2010 (pedoman pengelolaan).",
    source: "Peraturan BWI No. 1 Tahun 2020",
    link: "/dasar-hukum#kategori-peraturan-bwi",
  },
  {
    id: "peraturan-di-mana",
    questions: [
      "Di mana saya bisa membaca teks peraturan wakaf?",
      "Link unduh UU wakaf",
      "Download peraturan wakaf",
      "naskah resmi undang-undang wakaf",
    ],
    keywords: "baca membaca teks naskah unduh download link tautan pdf jdih resmi",
    answer:
      "Daftar peraturan wakaf ada di halaman Dasar Hukum. Teks UU 41/2004 tersedia di situs Badan Wakaf Indonesia (bwi.go.id), dan Peraturan Menteri Agama dapat dicari di JDIH Kementerian Agama (jdih.kemenag.go.id). Tautan dokumen resmi di halaman Dasar Hukum ditambahkan setelah diperiksa kantor.",
    source: "Halaman Dasar Hukum",
    link: "/dasar-hukum#kategori-undang-undang",
  },

  // ── 6. BWI ───────────────────────────────────────────────────────────────────────────────────────
  {
    id: "bwi-kelembagaan",
    questions: [
      "Kapan BWI dibentuk?",
      "Siapa ketua Badan Wakaf Indonesia?",
      "Siapa yang mengangkat anggota BWI?",
      "Berapa anggota BWI?",
      "ketua bwi siapa",
    ],
    keywords: "bwi dibentuk berdiri ketua anggota pengurus keppres 2007 kamaruddin amin gerakan berwakaf",
    answer:
      "Badan Wakaf Indonesia adalah lembaga independen yang dibentuk berdasarkan UU 41/2004 untuk memajukan dan mengembangkan perwakafan nasional. Anggotanya 20 sampai 30 orang; pengurus pusatnya diangkat dengan Keputusan Presiden, dan anggota pertama diangkat dengan Keppres No. 75/M Tahun 2007 (13 Juli 2007). Ketuanya saat ini Prof. Dr. Kamaruddin Amin, dengan program unggulan Gerakan Indonesia Berwakaf.",
    source: "UU 41/2004 Pasal 47; Keppres No. 75/M Tahun 2007",
    link: "/dasar-hukum#kategori-peraturan-bwi",
  },
  {
    id: "bwi-independen",
    questions: [
      "Apakah BWI berada di bawah Kementerian Agama?",
      "Apakah Badan Wakaf Indonesia lembaga independen?",
      "bwi bagian dr kemenag ga?",
      "BWI teh kalebet Kemenag?",
      "BWI harus mendengar saran MUI?",
    ],
    keywords: "independen mandiri bawah bagian kemenag kementerian mui ulama saran pertimbangan",
    answer:
      "BWI adalah lembaga independen (UU 41/2004 Pasal 47). Dalam menjalankan tugasnya, BWI harus memperhatikan saran dan pertimbangan Menteri Agama dan Majelis Ulama Indonesia (MUI) (Pasal 50).",
    source: "UU 41/2004 Pasal 47 dan 50",
    link: "/dasar-hukum#kategori-peraturan-bwi",
  },
  {
    id: "bwi-perwakilan",
    questions: [
      "Di mana kantor BWI?",
      "Apakah ada BWI di Jawa Barat?",
      "BWI perwakilan daerah",
      "Apa alamat situs BWI?",
      "website badan wakaf indonesia",
    ],
    keywords: "kantor perwakilan jawa barat jabar provinsi kabupaten kota ibu situs website web",
    answer:
      "BWI berkedudukan di ibu kota negara dan dapat membentuk perwakilan di provinsi dan kabupaten/kota. Di Jawa Barat ada BWI Perwakilan Jawa Barat. Situs resminya bwi.go.id.",
    source: "UU 41/2004 Pasal 48; Peraturan BWI No. 2 Tahun 2021 (Perwakilan BWI)",
    link: "/dasar-hukum#kategori-peraturan-bwi",
  },

  // ── 7. Figures ───────────────────────────────────────────────────────────────────────────────────
  {
    id: "statistik-nasional",
    questions: [
      "Berapa jumlah tanah wakaf di Indonesia?",
      "Data tanah wakaf nasional",
      "Berapa banyak tanah wakaf seluruh Indonesia?",
      "statistik wakaf indonesia",
      "tanah wakaf se-indonesia brp",
    ],
    keywords: "indonesia nasional seluruh se-indonesia statistik data jumlah bidang masjid musala madrasah siwak 2025",
    answer:
      "Menurut data SIWAK yang dipaparkan pada rapat koordinasi ATR/BPN 10 Januari 2025, ada 561.909 bidang tanah wakaf di Indonesia: masjid 258.156 (±46%), musala 266.413 (±47%), madrasah 36.240 (±6%), dan KUA 1.100. Yang sudah terdaftar atau bersertifikat 265.698 bidang (25.255 ha; 15.971 bidang terdaftar sepanjang 2024) dan 297.211 bidang belum bersertifikat. Data lain memakai satuan lokasi, misalnya Kemenag (April 2025) mencatat 445.504 lokasi.",
    source: "SIWAK Kemenag, via rapat koordinasi ATR/BPN (10 Januari 2025)",
    link: "/pemetaan-wakaf#statistik",
  },
  {
    id: "statistik-sertifikasi-nasional",
    questions: [
      "Berapa persen tanah wakaf di Indonesia yang sudah bersertifikat?",
      "Tanah wakaf se-Indonesia yang belum disertifikatkan berapa?",
      "sertifikasi tanah wakaf nasional",
      "data sertifikat wakaf indonesia",
    ],
    keywords: "indonesia nasional seluruh negeri tahun 2021 2022 disertifikatkan",
    answer:
      "Masih banyak yang belum bersertifikat. Kemenag (April 2025) mencatat 445.504 lokasi tanah wakaf dan baru 53% yang bersertifikat. Data SIWAK (Januari 2025) menyebut 297.211 bidang belum bersertifikat. Menteri ATR/BPN (April 2025) menyebut sekitar 800.000 rumah ibadah dan fasilitas keagamaan, baru sekitar 232.000 yang punya sertifikat wakaf. Tahun 2021 disertifikatkan 25.336 lokasi, tahun 2022 27.526. Karena itu, segera daftarkan tanah wakaf Anda.",
    source: "Kemenag (April 2025); SIWAK (Januari 2025); Menteri ATR/BPN (April 2025); BPN (2021–2022)",
    link: "/pemetaan-wakaf#statistik",
  },
  {
    id: "statistik-luas-nasional",
    questions: [
      "Berapa luas tanah wakaf di Indonesia?",
      "Luas seluruh tanah wakaf nasional",
      "Berapa hektar tanah wakaf Indonesia?",
      "Luas tanah wakaf se-Indonesia berapa hektare?",
      "nilai tanah wakaf di indonesia",
    ],
    keywords: "indonesia nasional luas hektar ha nilai triliun bertambah tahun",
    answer:
      "Menurut Direktorat Zakat dan Wakaf Kemenag (Agustus 2023), ada lebih dari 430.000 lokasi tanah wakaf seluas sekitar 56.000 hektare, 58% bersertifikat, dan bertambah sekitar 7% (lebih dari 3.000 ha) per tahun. Pada Desember 2021 Kemenag mencatat 421.903 titik seluas 55.534 ha, sekitar 175 ribu belum bersertifikat, dengan nilai tanah sekitar Rp2.050 triliun.",
    source: "Kemenag (Agustus 2023; Desember 2021)",
    link: "/pemetaan-wakaf#statistik",
  },
  {
    id: "statistik-jabar",
    questions: [
      "Berapa jumlah tanah wakaf di Jawa Barat?",
      "Data tanah wakaf Jabar",
      "Berapa tanah wakaf di Jawa Barat yang sudah bersertifikat?",
      "tanah wakaf jabar brp",
      "statistik wakaf jawa barat",
    ],
    keywords: "jawa barat jabar provinsi bidang bersertifikat persen 2025 87 terluas aceh",
    answer:
      "Menurut ATR/BPN (2025), tanah wakaf di Jawa Barat diperkirakan 87.795 bidang, dan 48.123 bidang (55,95%) sudah bersertifikat; 1.477 bidang disertifikatkan sepanjang 2025. Sebelumnya, pada April 2022, Gubernur Jawa Barat menyebut lebih dari 100 ribu bidang tanah wakaf di Jabar belum bersertifikat. Sampai April 2019 sudah terbit 23.730 sertifikat tanah wakaf di Jabar. Menurut data 2010, luas tanah wakaf Jabar terbesar kedua setelah Aceh.",
    source: "ATR/BPN via Antara (2025); ATR/BPN (April 2019); Direktorat Wakaf Kemenag (2010)",
    link: "/pemetaan-wakaf#statistik",
  },
  {
    id: "statistik-jabar-penggunaan",
    questions: [
      "Tanah wakaf di Jawa Barat dipakai untuk apa saja?",
      "Penggunaan tanah wakaf di Jabar",
      "Berapa tanah wakaf untuk masjid di Jawa Barat?",
      "data lama wakaf jawa barat",
    ],
    keywords: "jawa barat jabar penggunaan dipakai ibadah pendidikan pesantren makam pertanian panti 2013 2010 lokasi",
    answer:
      "Data Kanwil Kemenag Jawa Barat (sekitar 2013) mencatat 74.156 lokasi tanah wakaf: untuk ibadah 38.548, pendidikan 7.468, pondok pesantren 3.634, makam sekitar 1.852, pertanian 1.535, panti asuhan 105, usaha/jasa 51, dan 21.089 lain-lain atau belum jelas. Tahun 2010 Kemenag mencatat 70.749 lokasi di Jabar, 64% bersertifikat; tahun 2008, 63.629 lokasi.",
    source: "Kanwil Kemenag Jawa Barat (sekitar 2013); Direktorat Wakaf Kemenag (2010); Kanwil Depag Jabar (2008)",
    link: "/pemetaan-wakaf#statistik",
  },
  {
    id: "statistik-wakaf-uang",
    questions: ["Berapa wakaf uang yang sudah terkumpul di Indonesia?", "Data wakaf uang nasional", "Berapa jumlah wakaf uang secara nasional?"],
    keywords: "terkumpul himpun dihimpun perolehan jumlah nasional indonesia triliun 2024",
    answer:
      "Menurut Badan Wakaf Indonesia, wakaf uang yang terkumpul secara nasional baru sekitar Rp2,3 triliun sampai April 2024. Wakaf uang diserahkan melalui Lembaga Keuangan Syariah Penerima Wakaf Uang (LKS-PWU) yang ditunjuk Menteri Agama.",
    source: "BWI (audiensi BWI dan Kementerian Agama, Juni 2024)",
    link: "/literasi-wakaf#jenis",
  },

  // ── 8. The KUA's wakaf service ───────────────────────────────────────────────────────────────────
  {
    id: "layanan-wakaf-kua",
    questions: [
      "Apa layanan wakaf di KUA?",
      "Apa peran KUA dalam wakaf?",
      "KUA mengurus apa saja soal wakaf?",
      "Urusan wakaf bisa di KUA?",
      "kua bantu apa aja buat wakaf",
    ],
    keywords: "peran fungsi layanan urusan bimbingan zakat pembinaan data siwak apaiw aiw mengurus",
    answer:
      "Bimbingan zakat dan wakaf adalah salah satu fungsi KUA menurut Peraturan Menteri Agama (10 fungsi dalam PMA 34/2016, 8 fungsi dalam PMA 24/2024). Untuk wakaf, KUA membina nazhir, mengesahkan nazhir, menerima ikrar wakaf dan menerbitkan Akta Ikrar Wakaf (AIW) atau Akta Pengganti AIW melalui Kepala KUA selaku PPAIW, mendaftarkan tanah wakaf ke Kantor Pertanahan, serta mencatat data wakaf di SIWAK.",
    source: "PMA 34/2016 dan PMA 24/2024 (fungsi KUA); UU 41/2004 Pasal 32",
    link: "/profil-kua#layanan-kua",
  },
  {
    id: "kepala-kua",
    questions: [
      "Apa itu Kepala KUA?",
      "Kepala KUA itu jabatan apa?",
      "kepala kua tugasnya apa soal wakaf",
      "Kapala KUA teh saha, naon tugasna dina wakaf?",
    ],
    keywords: "kepala kua pejabat jabatan kecamatan kemenag",
    answer:
      "Kepala KUA adalah pejabat Kementerian Agama yang membidangi urusan agama Islam di tingkat kecamatan. Dalam wakaf, Kepala KUA bertindak sebagai PPAIW: mengesahkan nazhir, menerima ikrar wakaf, membuat Akta Ikrar Wakaf, dan mendaftarkan tanah wakaf ke Kantor Pertanahan.",
    source: "PP 42/2006 (Kepala KUA); UU 41/2004 Pasal 32",
    link: "/profil-kua#layanan-kua",
  },
] as const;
