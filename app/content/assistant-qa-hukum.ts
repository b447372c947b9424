// Si Wakaf's questions and answers, part "hukum" (merged into assistant-qa.ts, same rules and schema).
// Fact sheet section 1 (UU 41/2004, PP 42/2006), above all 1.13 "what visitors also ask". Facts the sheet
// marks [GK] are said with "menurut ..." and name their article; check them in the official text before
// quoting them word for word.
export const assistantQaHukum = [
  {
    id: "tanah-warisan",
    questions: [
      "Tanah warisan yang belum dibagi boleh diwakafkan?",
      "Saya mau mewakafkan tanah warisan tapi ahli waris lain tidak setuju, bagaimana?",
      "tanah warisan orang tua bisa diwakafin sama satu anak aja?",
      "kakak adik ga setuju tanah warisan diwakafkan",
      "taneuh warisan can dibagi, tiasa diwakafkeun?",
      "tanah waris blm dibagi mau diwakapkan",
    ],
    keywords: "pusaka dibagi saudara kakak adik anak setuju persetujuan sepakat menolak keberatan bersama",
    answer:
      "Tidak bisa oleh satu ahli waris saja. Tanah warisan yang belum dibagi adalah milik bersama semua ahli waris, jadi seorang ahli waris bukan pemilik sahnya. Tanah itu dapat diwakafkan bila semua ahli waris setuju dan ikut menandatangani, atau setelah dibagi, dari bagian milik sendiri. Sebaliknya, tanah yang sudah diwakafkan tidak boleh diwariskan (Pasal 40).",
    source: "UU 41/2004 Pasal 8 ayat 1, Pasal 15, dan Pasal 40",
    link: "/literasi-wakaf#syarat",
  },
  {
    id: "wakaf-tidak-diwariskan",
    questions: [
      "Apakah tanah wakaf bisa diwariskan?",
      "Tanah wakaf boleh diwariskan ke anak nazhir?",
      "ahli waris wakif minta tanah wakaf dibagi waris, boleh?",
    ],
    keywords: "diwariskan warisan waris ahli keturunan",
    answer:
      "Tidak. Menurut UU 41/2004 Pasal 40, harta wakaf tidak dapat diwariskan, baik kepada ahli waris wakif maupun kepada anak nazhir; harta wakaf juga dilarang dijadikan jaminan, disita, dihibahkan, atau dijual, dan wakaf tidak dapat ditarik kembali (Pasal 3). Sertifikatnya atas nama nazhir, tetapi nazhir tidak menjadi pemilik tanah itu.",
    source: "UU 41/2004 Pasal 3 dan Pasal 40",
    link: "/literasi-wakaf#pengertian",
  },
  {
    id: "persetujuan-keluarga",
    questions: [
      "Apakah wakaf perlu persetujuan suami atau istri?",
      "Perlukah izin keluarga sebelum mewakafkan tanah?",
      "Istri tidak setuju suami berwakaf, bagaimana?",
    ],
    keywords: "suami istri pasangan izin persetujuan setuju keluarga tanda tangan pernyataan",
    answer:
      "Harta yang diwakafkan harus milik sah wakif (UU 41/2004 Pasal 8). Karena itu berkas wakaf tanah di KUA memuat pernyataan atau persetujuan ahli waris bila tanahnya warisan, dan persetujuan suami atau istri bila diperlukan. Sebaiknya musyawarahkan dulu dengan keluarga; tanyakan ke KUA bila ragu.",
    source: "UU 41/2004 Pasal 8; SOP pendaftaran wakaf tanah di KUA (persyaratan berkas)",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "pindah-lokasi",
    questions: [
      "Tanah wakaf mau dijual untuk membangun masjid di tempat lain, boleh?",
      "Bolehkah masjid wakaf dipindah ke lokasi lain?",
      "tanah wakaf kena proyek jalan gimana",
      "tanah wakaf sudah tidak bisa dipakai, boleh dijual lalu dibelikan tanah baru?",
      "mesjid wakaf rek dipindahkeun, kumaha aturanana?",
      "relokasi tanah wakaf bisa ga",
      "tanah wakaf dijual buat bangun masjid di tempat lain",
    ],
    keywords: "pindah dipindah pindahkan relokasi tempat lain ganti lokasi baru bangun membangun dibelikan beli proyek jalan tata ruang rutr kepentingan umum mendesak abrasi longsor banjir bencana terkikis tergerus amblas",
    answer:
      "Tidak boleh dijual, tetapi dapat ditukar. Menurut UU 41/2004 Pasal 41, harta wakaf hanya dapat ditukar (ruislag) dengan izin tertulis Menteri Agama atas persetujuan BWI, misalnya untuk kepentingan umum sesuai rencana umum tata ruang (RUTR), dan penggantinya harus bermanfaat dan bernilai paling sedikit sama. PP 42/2006 Pasal 49 juga mengizinkannya bila harta wakaf tidak dapat lagi dipakai sesuai ikrar, atau untuk keperluan keagamaan yang mendesak.",
    source: "UU 41/2004 Pasal 40–41; PP 42/2006 Pasal 49; Peraturan BWI 1/2008 (ruislag); Kepdirjen Bimas Islam 659/2018",
    link: "/literasi-wakaf#pengertian",
  },
  {
    id: "beda-hibah",
    questions: [
      "Apa beda wakaf dan hibah?",
      "Lebih baik wakaf atau hibah?",
      "bedanya wakaf sama hibah apa",
      "tanah dihibahkan ke masjid sama diwakafkan sama aja ga?",
      "naon bedana wakaf jeung hibah?",
      "perbedaan wakaf dgn hiba",
    ],
    keywords: "hibah hiba beda bedanya perbedaan bedana membedakan sama pemberian kepemilikan pemilik penerima",
    answer:
      "Bedanya pada kepemilikan. Dengan hibah, penerima menjadi pemilik harta itu, sehingga ia boleh menjual atau mewariskannya. Dengan wakaf, harta itu dipisahkan untuk dimanfaatkan sesuai peruntukannya: tidak lagi milik wakif dan tidak menjadi milik nazhir; hartanya tidak boleh dijual, dihibahkan, atau diwariskan, dan yang diambil hanya manfaatnya.",
    source: "UU 41/2004 Pasal 1 angka 1 dan Pasal 40",
    link: "/literasi-wakaf#pengertian",
  },
  {
    id: "wakaf-wasiat",
    questions: [
      "Bisakah berwakaf melalui wasiat?",
      "orang tua berwasiat tanahnya diwakafkan setelah meninggal, sah?",
      "wakaf wasiat maksimal berapa",
      "wasiat wakaf sepertiga harta",
      "wasiat wakap gmn aturannya",
    ],
    keywords: "wasiat berwasiat mewasiatkan pesan sepertiga 1/3 setelah harta peninggalan utang",
    answer:
      "Bisa. Menurut UU 41/2004 Pasal 24–25, wakaf dengan wasiat, lisan maupun tertulis, disaksikan paling sedikit 2 orang saksi, dan berlaku setelah pewasiat wafat. Besarnya paling banyak sepertiga (1/3) harta warisan setelah dikurangi utang, kecuali semua ahli waris setuju.",
    source: "UU 41/2004 Pasal 24–25",
    link: "/dasar-hukum#kategori-undang-undang",
  },
  {
    id: "beda-wasiat",
    questions: ["Apa beda wakaf dan wasiat?", "wakaf sama wasiat bedanya apa", "naon bedana wakaf jeung wasiat", "perbedaan wasiat dan wakap"],
    keywords: "wasiat beda bedanya perbedaan bedana wafat meninggal sepertiga 1/3 berlaku",
    answer:
      "Wasiat baru berlaku setelah pewasiat wafat dan paling banyak sepertiga (1/3) harta warisan setelah dikurangi utang, kecuali semua ahli waris setuju. Wakaf yang sudah diikrarkan tidak dapat dibatalkan (UU 41/2004 Pasal 3), dan hartanya tidak boleh dijual, dihibahkan, atau diwariskan (Pasal 40). Keduanya bisa digabung: wakaf dengan wasiat, lisan maupun tertulis, disaksikan paling sedikit 2 orang saksi (Pasal 24–25).",
    source: "UU 41/2004 Pasal 3, 24–25 dan 40",
    link: "/dasar-hukum#kategori-undang-undang",
  },
  {
    id: "beda-zakat",
    questions: [
      "Apa beda wakaf dan zakat?",
      "wakaf sama zakat bedanya apa",
      "apakah wakaf bisa dihitung sebagai zakat?",
      "naon bedana wakaf jeung zakat",
      "perbedaan zakat dan wakap",
    ],
    keywords: "zakat beda bedanya perbedaan bedana wajib nisab asnaf golongan dihabiskan dibagikan",
    answer:
      "Wakaf dan zakat berbeda. Zakat wajib bila harta mencapai nisab, diberikan kepada 8 golongan penerima (asnaf), dan habis dibagikan. Wakaf hukumnya sunnah (dianjurkan); pokok hartanya tetap dijaga dan hanya manfaat atau hasilnya yang disalurkan.",
    source: "Fikih wakaf dan zakat; UU 41/2004 Pasal 40",
    link: "/literasi-wakaf#pengertian",
  },
  {
    id: "beda-sedekah",
    questions: [
      "Apa beda wakaf dan sedekah?",
      "wakaf sama sedekah bedanya apa",
      "apakah wakaf termasuk sedekah jariyah?",
      "naon bedana wakaf jeung sedekah",
      "perbedaan sodaqoh dan wakap",
    ],
    keywords: "sedekah sodaqoh shodaqoh sadaqah jariyah beda bedanya perbedaan bedana pokok ditahan manfaat hasil",
    answer:
      "Wakaf termasuk sedekah jariyah, tetapi berbeda dari sedekah biasa. Menurut UU 41/2004, wakaf adalah menyerahkan sebagian harta milik untuk dimanfaatkan selamanya atau untuk jangka waktu tertentu: pokok hartanya ditahan, tidak boleh dijual, dihibahkan, atau diwariskan, dan yang disedekahkan hanya manfaat atau hasilnya, seperti pesan Nabi kepada Umar tentang tanahnya di Khaibar. Pahalanya terus mengalir meskipun wakif telah wafat (HR. Muslim no. 1631).",
    source: "HR. Muslim no. 1631; hadis Umar di Khaibar (Muttafaq 'alaih); UU 41/2004 Pasal 1 angka 1 dan Pasal 40",
    link: "/literasi-wakaf#dalil",
  },
  {
    id: "beda-wakif-nazhir",
    questions: ["Apa beda wakif dan nazhir?", "Wakif dan nazhir itu sama atau berbeda?"],
    keywords: "beda bedanya perbedaan pemberi pengelola pengurus menerima mewakafkan",
    answer:
      "Wakif adalah pihak yang mewakafkan harta miliknya. Nazhir adalah pihak yang menerima harta wakaf dari wakif untuk dikelola dan dikembangkan sesuai peruntukannya. Jadi wakif yang memberi dan nazhir yang mengelola; sertifikat tanah wakaf memang atas nama nazhir, tetapi nazhir tidak menjadi pemiliknya.",
    source: "UU 41/2004 Pasal 1 angka 2 dan 4; PP 42/2006",
    link: "/literasi-wakaf#rukun",
  },
  {
    id: "nazhir-diganti",
    questions: [
      "Kalau nazhir meninggal, bagaimana nasib tanah wakaf?",
      "Nazhir mengundurkan diri, apakah wakafnya batal?",
      "yayasan nazhirnya bubar gimana",
      "nadzir sudah wafat, siapa yang ngurus wakaf?",
      "nazhir teu daek ngurus deui, kumaha?",
      "cara ganti nazhir",
      "nazhir tidak amanah bisa diganti?",
    ],
    keywords: "wafat mundur mengundurkan berhenti diberhentikan ganti diganti pengganti penggantian bubar dibubarkan lalai pidana",
    answer:
      "Wakafnya tetap berlaku; nazhirnya yang diganti, dan penggantian itu tidak membatalkan wakaf serta tidak memindahkan kepemilikan: tanahnya tidak kembali ke keluarga wakif, dan nazhir atau ahli warisnya tidak menjadi pemilik. Nazhir diganti bila nazhir perseorangan meninggal, organisasi atau badan hukumnya bubar, atas permintaan sendiri, tidak menjalankan tugas atau melanggar larangan, atau dihukum pidana (Pasal 45). Penggantiannya oleh BWI melalui KUA; ganti nama di BPN Rp0.",
    source: "UU 41/2004 Pasal 3 dan 45; Peraturan BWI No. 3 Tahun 2008",
    link: "/literasi-wakaf#rukun",
  },
  {
    id: "dipakai-warung",
    questions: [
      "Tanah wakaf masjid dipakai untuk warung, boleh?",
      "Bolehkah sebagian tanah wakaf dijadikan toko atau tempat parkir?",
      "tanah wakaf dipake usaha pribadi boleh ga",
      "lahan masjid wakaf didirikan kios",
      "taneuh wakaf dianggo warung, kenging?",
      "tanah wakaf dipakai tidak sesuai ikrar",
    ],
    keywords: "warung toko kios ruko parkir lapak dagang jualan pribadi digunakan keperluan fungsi tidak sesuai menyimpang melanggar pelanggaran",
    answer:
      "Tidak boleh tanpa izin, kecuali ikrar wakafnya membolehkan. Menggunakan tanah wakaf untuk keperluan lain dari yang diikrarkan, misalnya warung, toko, atau tempat parkir di tanah masjid, adalah perubahan peruntukan. Untuk itu nazhir wajib mendapat izin tertulis dari BWI lebih dahulu.",
    source: "UU 41/2004 Pasal 44",
    link: "/literasi-wakaf#manfaat",
  },
  {
    id: "hukum-wakaf",
    questions: [
      "Apa hukum wakaf dalam Islam?",
      "Wakaf itu wajib atau sunnah?",
      "hukumnya berwakaf apa",
      "wakaf teh wajib?",
      "hukum wakap dalam islam",
      "Apakah wakaf wajib bagi setiap muslim? Berdosakah yang tidak berwakaf?",
      "Apakah wakaf wajib bagi orang yang mampu?",
    ],
    keywords: "hukum hukumnya wajib kewajiban dosa sunnah sunah sunat dianjurkan anjuran islam syariat",
    answer:
      "Hukum berwakaf adalah sunnah (sangat dianjurkan), bukan wajib, sebagaimana dijelaskan para ulama. Wakaf termasuk sedekah jariyah yang paling utama: pahalanya terus mengalir selama hartanya dimanfaatkan, meskipun wakif telah wafat.",
    source: "Fikih wakaf; HR. Muslim no. 1631",
    link: "/literasi-wakaf#dalil",
  },
  {
    id: "lama-aiw",
    questions: [
      "Berapa lama proses pembuatan Akta Ikrar Wakaf?",
      "bikin aiw berapa hari",
      "akta ikrar wakaf jadinya kapan?",
      "sabaraha lami ngadamel akta ikrar wakaf?",
      "brp lama akta ikrar wakap selesai",
      "Kapan Akta Ikrar Wakaf terbit?",
    ],
    keywords: "aiw akta lama lamanya hari jadi selesai kapan terbit keluar",
    answer:
      "Lamanya tergantung kesiapan para pihak. Akta Ikrar Wakaf dibuat PPAIW dalam Majelis Ikrar Wakaf di KUA, setelah PPAIW memeriksa kelengkapannya dan mengesahkan nazhir; wakif, nazhir, dan 2 saksi hadir sendiri. Paling lambat 7 hari kerja sejak akta ditandatangani, PPAIW mendaftarkannya ke Kantor Pertanahan.",
    source: "UU 41/2004 Pasal 17 dan 32",
    link: "/literasi-wakaf#tata-cara",
  },
  {
    id: "wakif-non-muslim",
    questions: [
      "Apakah non-Muslim boleh berwakaf?",
      "Orang non muslim bisa jadi wakif?",
      "teman saya kristen mau wakaf tanah untuk masjid, boleh?",
      "wakif harus beragama islam?",
      "nonmuslim boleh wakaf ga",
    ],
    keywords: "non muslim nonmuslim agama beragama islam kristen katolik hindu buddha konghucu berbeda lain",
    answer:
      "Boleh, non-Muslim dapat menjadi wakif. UU 41/2004 Pasal 8 tidak mensyaratkan agama bagi wakif: cukup dewasa, berakal sehat, tidak terhalang melakukan perbuatan hukum, dan pemilik sah hartanya. Peruntukan wakafnya harus sesuai syariah. Lain halnya dengan nazhir perseorangan, yang harus beragama Islam (Pasal 10).",
    source: "UU 41/2004 Pasal 8 ayat 1 dan Pasal 10",
    link: "/literasi-wakaf#syarat",
  },
  {
    id: "nazhir-muslim",
    questions: ["Apakah nazhir harus beragama Islam?", "Bolehkah non-Muslim menjadi nazhir?", "nazhir hrs muslim ga", "orang non muslim bisa jadi nazhir?"],
    keywords: "nazhir islam muslim agama beragama nonmuslim non kristen katolik hindu buddha konghucu pengurus",
    answer:
      "Harus beragama Islam. Menurut UU 41/2004 Pasal 10 ayat (1), nazhir perseorangan harus WNI, beragama Islam, dewasa, amanah, mampu jasmani dan rohani, dan tidak terhalang melakukan perbuatan hukum; pengurus nazhir organisasi atau badan hukum pun harus memenuhi syarat itu. Jadi non-Muslim tidak dapat menjadi nazhir perseorangan. Yang tidak disyaratkan beragama Islam adalah wakif (Pasal 8).",
    source: "UU 41/2004 Pasal 8 dan Pasal 10",
    link: "/literasi-wakaf#rukun",
  },
  {
    id: "wakaf-uang-valas",
    questions: [
      "Bolehkah wakaf uang dengan dolar atau mata uang asing?",
      "wakaf uang dalam dollar bisa?",
      "wakaf uang dolar boleh ga",
      "wakaf uang riyal",
    ],
    keywords: "dolar dollar asing valas valuta riyal ringgit rupiah dikonversi ditukar",
    answer:
      "Bisa, tetapi dirupiahkan lebih dahulu: wakaf uang harus dalam rupiah, dan uang asing dikonversi ke rupiah (PP 42/2006 Pasal 22). Selebihnya sama dengan wakaf uang dalam rupiah.",
    source: "PP 42/2006 Pasal 22",
    link: "/literasi-wakaf#jenis",
  },
  {
    id: "tujuan-fungsi",
    questions: [
      "Apa tujuan dan fungsi wakaf?",
      "Kapan wakaf dianggap sah?",
      "wakaf sah kalau bagaimana",
      "fungsi wakaf menurut undang-undang",
    ],
    keywords: "tujuan fungsi sah syariah potensi ekonomi kesejahteraan umum pasal 2 4 5",
    answer:
      "Wakaf sah bila dilaksanakan menurut syariah (UU 41/2004 Pasal 2). Tujuannya agar harta wakaf dimanfaatkan sesuai fungsinya, yaitu mewujudkan potensi dan manfaat ekonomi harta wakaf untuk kepentingan ibadah dan untuk memajukan kesejahteraan umum (Pasal 4–5).",
    source: "UU 41/2004 Pasal 2, 4, dan 5",
    link: "/literasi-wakaf#pengertian",
  },
  {
    id: "nazhir-mitra",
    questions: [
      "Bolehkah nazhir bekerja sama dengan pihak lain untuk mengelola harta wakaf?",
      "nazhir blh kerjasama sm investor ga?",
      "Apa arti pengelolaan dan pengembangan harta wakaf?",
      "nazhir kenging damel bareng sareng mitra ngokolakeun wakaf?",
      "DKM mau kerja sama dengan pengusaha untuk kelola tanah wakaf, boleh?",
      "kelola harta wakaf bareng mitra aturannya gmn",
    ],
    keywords: "kerja sama kerjasama mitra investor pihak lain bersama pengelolaan pengembangan penjamin",
    answer:
      "Boleh. Menurut Peraturan BWI No. 4 Tahun 2010, pengelolaan dan pengembangan harta wakaf adalah proses menjadikannya produktif, oleh nazhir sendiri atau bersama mitra, untuk mencapai tujuan wakaf. Caranya harus sesuai prinsip syariah; bila perlu penjaminan, dipakai lembaga penjamin syariah (UU 41/2004 Pasal 43).",
    source: "Peraturan BWI No. 4 Tahun 2010; UU 41/2004 Pasal 42–43",
    link: "/literasi-wakaf#jenis",
  },
] as const;
