// Texts of the Literasi Wakaf page. Every statement comes from the project's checked fact sheet on wakaf law (sections
// 1–4); the law is paraphrased, not quoted. Each `source` names the source of what its block says (a
// pasal for the law, the hadith or fikih where the law is silent); see decision 090. Citation style:
// "QS Ali 'Imran [3]: 92", "HR Muslim no. 1631", "UU Nomor 41 Tahun 2004 Pasal 3". Validated by
// LiterasiSchema (literasi.schema.ts).
export const literasi = {
  definition: {
    title: "Pengertian Wakaf",
    text: "Wakaf adalah perbuatan hukum wakif untuk memisahkan dan/atau menyerahkan sebagian harta benda miliknya agar dimanfaatkan selamanya atau untuk jangka waktu tertentu sesuai dengan kepentingannya, guna keperluan ibadah dan/atau kesejahteraan umum menurut syariah.",
    source: "UU Nomor 41 Tahun 2004 tentang Wakaf, Pasal 1 angka 1",
    points: [
      "Wakaf sah apabila dilaksanakan menurut syariah (Pasal 2).",
      "Wakaf yang sudah diikrarkan tidak dapat dibatalkan (Pasal 3).",
      "Harta wakaf tidak boleh dijaminkan, disita, dihibahkan, dijual, diwariskan, ditukar, atau dialihkan dalam bentuk lain (Pasal 40).",
      "Pengecualiannya hanya penukaran (ruislag) untuk kepentingan umum sesuai rencana tata ruang, dengan izin tertulis Menteri Agama atas persetujuan BWI; penggantinya harus bermanfaat dan bernilai sekurang-kurangnya sama (Pasal 41; PP Nomor 42 Tahun 2006).",
      "Nazhir wajib mengelola dan mengembangkan harta wakaf secara produktif sesuai prinsip syariah (wakaf produktif): pokoknya tetap terjaga, hasilnya untuk penerima manfaat (Pasal 42–43).",
    ],
  },
  pillars: {
    title: "Rukun dan Unsur Wakaf",
    text: "Menurut jumhur ulama, rukun wakaf ada empat:",
    rukun: [
      { id: "wakif", name: "Wakif", description: "Orang atau pihak yang mewakafkan harta benda miliknya." },
      { id: "mauquf-bih", name: "Mauquf bih", description: "Harta benda yang diwakafkan." },
      { id: "mauquf-alaih", name: "Mauquf 'alaih", description: "Pihak penerima manfaat atau tujuan peruntukan wakaf." },
      { id: "sighat", name: "Sighat", description: "Pernyataan (ikrar) kehendak wakif untuk mewakafkan hartanya." },
    ],
    unsurText: "UU Nomor 41 Tahun 2004 Pasal 6 menetapkan enam unsur wakaf:",
    unsur: ["Wakif", "Nazhir", "Harta benda wakaf", "Ikrar wakaf", "Peruntukan harta benda wakaf", "Jangka waktu wakaf"],
    note: "Nazhir, yaitu pihak yang menerima harta wakaf untuk dikelola dan dikembangkan, bukan rukun dalam fikih klasik, tetapi menjadi unsur wajib menurut undang-undang.",
  },
  benefits: {
    title: "Manfaat Wakaf",
    items: [
      {
        id: "pahala-jariyah",
        title: "Pahala yang Terus Mengalir",
        description: "Para ulama memandang wakaf sebagai sedekah jariyah, amal yang pahalanya tetap mengalir meskipun wakif telah wafat.",
      },
      {
        id: "ibadah",
        title: "Sarana dan Kegiatan Ibadah",
        description: "Masjid, musala, dan majelis taklim banyak berdiri di atas tanah wakaf.",
      },
      {
        id: "pendidikan-kesehatan",
        title: "Pendidikan dan Kesehatan",
        description: "Harta wakaf dapat diperuntukkan bagi sarana dan kegiatan pendidikan serta kesehatan.",
      },
      {
        id: "kesejahteraan",
        title: "Kesejahteraan Umat",
        description: "Bantuan bagi fakir miskin, anak terlantar, yatim piatu, beasiswa, dan kemajuan ekonomi umat.",
      },
    ],
    source: "HR Muslim no. 1631 (pahala yang terus mengalir); UU Nomor 41 Tahun 2004 Pasal 22 (peruntukan harta benda wakaf)",
  },
  types: {
    title: "Jenis Harta Wakaf",
    items: [
      {
        id: "tidak-bergerak",
        title: "Benda Tidak Bergerak",
        description: "Hak atas tanah, bangunan atau bagian bangunan, tanaman dan benda lain yang berkaitan dengan tanah, serta hak milik atas satuan rumah susun.",
      },
      {
        id: "bergerak",
        title: "Benda Bergerak Selain Uang",
        description: "Logam mulia, surat berharga, kendaraan, hak atas kekayaan intelektual, hak sewa, dan benda bergerak lain yang sesuai dengan syariah dan peraturan perundang-undangan.",
      },
      {
        id: "uang",
        title: "Benda Bergerak berupa Uang",
        description: "Wakaf uang diserahkan dalam rupiah melalui Lembaga Keuangan Syariah Penerima Wakaf Uang (LKS-PWU), yang menerbitkan Sertifikat Wakaf Uang.",
      },
    ],
    source: "PP Nomor 42 Tahun 2006 Pasal 15; UU Nomor 41 Tahun 2004 Pasal 16 dan Pasal 28–31",
  },
  conditions: {
    title: "Syarat Wakaf",
    items: [
      {
        id: "syarat-wakif",
        title: "Wakif Perseorangan",
        points: ["Dewasa dan berakal sehat", "Tidak terhalang melakukan perbuatan hukum", "Pemilik sah harta yang diwakafkan"],
      },
      {
        id: "syarat-harta",
        title: "Harta Benda Wakaf",
        points: [
          "Dimiliki dan dikuasai wakif secara sah",
          "Bernilai dan bermanfaat jangka panjang",
          "Untuk tanah: bebas dari sengketa, sitaan, dan tidak sedang dijaminkan",
        ],
      },
      {
        id: "syarat-penerima",
        title: "Mauquf 'alaih",
        points: ["Disebutkan dengan jelas", "Untuk tujuan kebaikan yang mendekatkan diri kepada Allah, bukan untuk maksiat"],
      },
      {
        id: "syarat-ikrar",
        title: "Ikrar Wakaf",
        points: [
          "Jelas dan tegas",
          "Dinyatakan wakif kepada nazhir di hadapan PPAIW, secara lisan dan/atau tertulis, dengan disaksikan 2 orang saksi",
          "Dituangkan dalam Akta Ikrar Wakaf",
        ],
      },
    ],
    source:
      "UU Nomor 41 Tahun 2004 Pasal 8 ayat (1) (wakif), Pasal 1 angka 5 dan Pasal 15 (harta), Pasal 17 (ikrar); PP Nomor 42 Tahun 2006 Pasal 17 ayat (3) (tanah); fikih wakaf (mauquf 'alaih dan sighat yang jelas dan tegas)",
  },
  sources: {
    title: "Dalil Wakaf",
    text: "Al-Qur'an tidak menyebut kata wakaf secara langsung; para ulama menyimpulkannya dari ayat-ayat tentang infak dan dari hadis Nabi.",
    items: [
      {
        id: "ali-imran-92",
        // Terjemah Kemenag (edisi 2019), as reproduced by a public Qur'an-per-kata page (decision 090).
        // Compare it once with https://quran.kemenag.go.id/ before publishing.
        text: "Kamu sekali-kali tidak akan memperoleh kebajikan (yang sempurna) sebelum kamu menginfakkan sebagian harta yang kamu cintai. Apa pun yang kamu infakkan, sesungguhnya Allah Maha Mengetahui tentangnya.",
        reference: "QS Ali 'Imran [3]: 92",
        note: "Terjemah Kemenag 2019. Tafsir Kemenag mengaitkan ayat ini dengan sahabat Abu Thalhah, yang kemudian menyerahkan kebun terbaiknya.",
      },
      {
        id: "hadis-sedekah-jariyah",
        // No official wording of the hadith's translation was verified: shown as a summary of meaning.
        text: "Apabila manusia meninggal dunia, terputuslah amalnya kecuali tiga perkara: sedekah jariyah, ilmu yang bermanfaat, dan anak saleh yang mendoakannya.",
        reference: "HR Muslim no. 1631, dari Abu Hurairah",
        note: "Terjemahan makna, ringkas. Para ulama memandang wakaf sebagai bentuk sedekah jariyah yang paling jelas.",
      },
    ],
  },
  procedure: {
    title: "Tata Cara Wakaf Tanah di KUA",
    text: "Tiga langkah mendaftarkan wakaf tanah, dari persiapan dokumen sampai terbitnya sertifikat tanah wakaf.",
    steps: [
      {
        id: "siapkan-dokumen",
        title: "Siapkan Dokumen",
        description: "Musyawarahkan rencana wakaf dengan keluarga, lalu lengkapi berkas berikut.",
        checklistLabel: "Yang perlu dibawa",
        checklist: [
          "Fotokopi KTP dan KK wakif (bila wakif telah wafat: dokumen ahli waris)",
          "Fotokopi KTP nazhir (perseorangan minimal 3 orang) atau akta badan hukum",
          "Fotokopi KTP 2 orang saksi",
          "Bukti kepemilikan: sertifikat (SHM), atau AJB, girik, Letter C bila belum bersertifikat",
          "Surat keterangan tidak dalam sengketa dari kelurahan, diketahui camat",
          "SPPT PBB tahun terakhir dan meterai",
          "Persetujuan ahli waris atau pasangan bila diperlukan",
        ],
      },
      {
        id: "ikrar-wakaf",
        title: "Ikrar di Hadapan PPAIW",
        description: "Wakif, nazhir, dan 2 saksi hadir di KUA di hadapan Kepala KUA selaku Pejabat Pembuat Akta Ikrar Wakaf (PPAIW).",
        checklistLabel: "Yang akan terjadi",
        checklist: [
          "PPAIW memeriksa berkas dan mengesahkan nazhir",
          "Wakif menyatakan ikrar kepada nazhir dalam Majelis Ikrar Wakaf dan menandatangani Ikrar Wakaf (W.1)",
          "PPAIW menerbitkan Akta Ikrar Wakaf (W.2); wakif dan nazhir menerima salinannya (W.2a)",
          "Wakif yang berhalangan hadir karena alasan yang sah dapat diwakili kuasanya dengan surat kuasa yang dikuatkan 2 orang saksi (UU Nomor 41 Tahun 2004 Pasal 18)",
          "Bila wakif telah wafat sebelum wakafnya tercatat, PPAIW menerbitkan Akta Pengganti Akta Ikrar Wakaf (APAIW, W.3) berdasarkan keterangan dan bukti dari ahli waris",
        ],
      },
      {
        id: "sertifikasi",
        title: "Sertifikasi di Kantor Pertanahan",
        description: "PPAIW atas nama nazhir mendaftarkan tanah wakaf ke Kantor Pertanahan (BPN) paling lambat 7 hari kerja setelah akta ditandatangani.",
        checklistLabel: "Yang perlu diketahui",
        checklist: [
          "Kantor Pertanahan menerbitkan sertifikat tanah wakaf atas nama nazhir",
          "Biaya pendaftaran tanah wakaf di BPN Rp0",
          "Biaya pengukuran atau pendaftaran pertama tanah yang belum bersertifikat dapat dikenakan; cek melalui aplikasi Sentuh Tanahku atau Kantor Pertanahan setempat",
        ],
      },
    ],
  },
};
