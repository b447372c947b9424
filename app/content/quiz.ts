// The ten quiz questions (SPEC §3) with their four options and the index (0 = A) of the right one.
// Topics and answers follow the project's checked fact sheet on wakaf law (its quiz section), reworded so that the quiz cannot be
// gamed (decision 091): the right answers are spread over A–D, the options are of comparable length,
// and every wrong option is wrong under every reading of the law. `source` names the basis so an editor
// can check an answer. `npm run build` validates this file (app/content/quiz.schema.ts);
// quiz.test.ts checks the spread and the lengths.
export const quiz = {
  questions: [
    {
      topic: "pengertian wakaf",
      question: "Menurut UU Nomor 41 Tahun 2004, wakaf adalah…",
      options: [
        "Pembagian harta peninggalan kepada ahli waris menurut bagian masing-masing",
        "Kewajiban mengeluarkan 2,5% harta setiap tahun kepada delapan golongan",
        "Perbuatan hukum wakif menyerahkan sebagian hartanya untuk ibadah dan/atau kesejahteraan umum",
        "Jual beli tanah antara warga dan pengurus masjid dengan harga di bawah harga pasar setempat",
      ],
      correct: 2,
      source: "UU Nomor 41 Tahun 2004 Pasal 1 angka 1",
    },
    {
      topic: "wakif",
      question: "Pihak yang mewakafkan harta benda miliknya disebut…",
      options: ["Wakif", "Nazhir", "Mauquf 'alaih", "PPAIW"],
      correct: 0,
      source: "UU Nomor 41 Tahun 2004 Pasal 1 angka 2",
    },
    {
      topic: "rukun wakaf",
      question: "Menurut jumhur ulama, rukun wakaf ada empat, yaitu…",
      options: [
        "Niat, harta, masjid, dan imam",
        "Wakif, nazhir, saksi, dan akta ikrar",
        "Wakif, ahli waris, notaris, dan Kantor Pertanahan",
        "Wakif, mauquf bih, mauquf 'alaih, dan sighat",
      ],
      correct: 3,
      source: "Fikih wakaf (jumhur ulama)",
    },
    {
      topic: "mauquf bih",
      question: "Istilah mauquf bih berarti…",
      options: [
        "Orang yang mengelola harta wakaf",
        "Harta benda yang diwakafkan",
        "Pihak yang menerima manfaat wakaf",
        "Pernyataan kehendak wakif",
      ],
      correct: 1,
      source: "Fikih wakaf",
    },
    {
      topic: "syarat harta wakaf",
      question: "Menurut PP Nomor 42 Tahun 2006, tanah yang akan diwakafkan harus…",
      options: [
        "Dimiliki atau dikuasai secara sah, bebas dari sengketa dan sitaan, serta tidak dijaminkan",
        "Milik orang lain yang sudah mengizinkannya secara lisan kepada wakif",
        "Tanah kosong yang luasnya paling sedikit 1.000 meter persegi dan berada dalam satu bidang",
        "Lebih dahulu dijadikan jaminan utang di bank agar nilainya tercatat resmi",
      ],
      correct: 0,
      source: "PP Nomor 42 Tahun 2006 Pasal 17 ayat (3)",
    },
    {
      topic: "dasar Al-Qur'an",
      question:
        "Ayat Al-Qur'an yang sering dijadikan dasar wakaf, tentang tidak tercapainya kebajikan sempurna sebelum menginfakkan harta yang dicintai, adalah…",
      options: ["QS Al-Fatihah [1]: 5", "QS An-Nas [114]: 1", "QS Ali 'Imran [3]: 92", "QS Al-Ikhlas [112]: 1"],
      correct: 2,
      source: "QS Ali 'Imran [3]: 92",
    },
    {
      topic: "nazhir",
      question: "Tugas nazhir menurut UU Nomor 41 Tahun 2004 antara lain…",
      options: [
        "Menjual harta wakaf ketika pengurus sedang membutuhkan dana operasional masjid",
        "Membagikan harta wakaf kepada keluarga wakif sebagai warisan",
        "Mengubah peruntukan harta wakaf sesuai keinginan pribadinya",
        "Mengelola, mengembangkan, dan melindungi harta wakaf serta melapor ke BWI",
      ],
      correct: 3,
      source: "UU Nomor 41 Tahun 2004 Pasal 11",
    },
    {
      topic: "wakaf produktif",
      question: "Yang dimaksud wakaf produktif adalah…",
      options: [
        "Harta wakaf disewakan atau diusahakan; pokoknya tetap, hasilnya untuk penerima manfaat",
        "Harta wakaf dijual, lalu seluruh uang hasil penjualannya dibagikan kepada warga sampai habis",
        "Wakaf yang hanya boleh berupa kendaraan dan hasil sewanya kembali kepada wakif",
        "Wakaf yang seluruh hasil usahanya menjadi milik pribadi nazhir dan keluarganya",
      ],
      correct: 0,
      source: "UU Nomor 41 Tahun 2004 Pasal 42–43",
    },
    {
      topic: "pembatalan wakaf",
      question: "Bolehkah wakaf yang sudah diikrarkan dibatalkan atau ditarik kembali oleh wakif atau ahli warisnya?",
      options: [
        "Boleh, kapan saja wakif atau ahli warisnya menginginkannya kembali",
        "Tidak boleh; wakaf yang sudah diikrarkan tidak dapat dibatalkan",
        "Boleh, asalkan kepala desa atau lurah menyetujui pembatalannya",
        "Boleh, bila ahli waris memerlukan harta itu untuk dibagi waris",
      ],
      correct: 1,
      source: "UU Nomor 41 Tahun 2004 Pasal 3 dan Pasal 40",
    },
    {
      topic: "keutamaan wakaf",
      question: "Salah satu keutamaan wakaf bagi wakif menurut hadis riwayat Muslim adalah…",
      options: [
        "Wakif dibebaskan dari kewajiban membayar pajak seumur hidupnya",
        "Wakif mendapat bunga setiap tahun dari nazhir atas harta wakafnya",
        "Pahalanya terus mengalir sebagai sedekah jariyah meski wakif telah wafat",
        "Wakif boleh meminta kembali hartanya dari nazhir kapan saja bila membutuhkan",
      ],
      correct: 2,
      source: "HR Muslim no. 1631",
    },
  ],
  tips: {
    title: "Tips Belajar Wakaf",
    items: [
      "Baca materi pengertian, rukun, dan syarat wakaf sebelum mengulang kuis.",
      "Perhatikan istilah penting: wakif, nazhir, mauquf bih, mauquf 'alaih, dan ikrar wakaf.",
      "Ingat bahwa wakaf yang telah diikrarkan tidak dapat dibatalkan.",
    ],
    link: { label: "Pelajari di Literasi Wakaf", to: "/literasi-wakaf" },
  },
};
