// The ten quiz questions (SPEC §3) with their four options and the index (0 = A) of the right one.
// Wording and answers come from /work/shared/spec/domain-facts.md §9; `source` names the legal basis
// so an editor can check an answer. `npm run build` validates this file (app/content/quiz.schema.ts).
export const quiz = {
  questions: [
    {
      topic: "pengertian wakaf",
      question: "Menurut UU No. 41 Tahun 2004, wakaf adalah…",
      options: [
        "Pemberian harta kepada ahli waris sebelum pemberi meninggal dunia",
        "Perbuatan hukum seseorang memisahkan/menyerahkan sebagian hartanya untuk dimanfaatkan selamanya atau dalam jangka waktu tertentu bagi ibadah dan/atau kesejahteraan umum menurut syariah",
        "Kewajiban mengeluarkan 2,5% harta setiap tahun",
        "Jual beli tanah antara warga dan pengurus masjid",
      ],
      correct: 1,
      source: "UU 41/2004 Pasal 1 angka 1",
    },
    {
      topic: "wakif",
      question: "Pihak yang mewakafkan harta benda miliknya disebut…",
      options: ["Nazhir", "Mauquf 'alaih", "Wakif", "PPAIW"],
      correct: 2,
      source: "UU 41/2004 Pasal 1 angka 2",
    },
    {
      topic: "rukun wakaf",
      question: "Menurut jumhur ulama, rukun wakaf ada empat, yaitu…",
      options: [
        "Wakif, nazhir, saksi, dan akta",
        "Wakif, mauquf bih, mauquf 'alaih, dan sighat",
        "Niat, harta, masjid, dan imam",
        "Wakif, ahli waris, notaris, dan BPN",
      ],
      correct: 1,
      source: "Fikih wakaf (jumhur ulama)",
    },
    {
      topic: "mauquf bih",
      question: "Istilah mauquf bih berarti…",
      options: [
        "Orang yang mengelola harta wakaf",
        "Harta benda yang diwakafkan",
        "Penerima manfaat wakaf",
        "Ucapan ikrar wakaf",
      ],
      correct: 1,
      source: "Fikih wakaf",
    },
    {
      topic: "syarat harta wakaf",
      question: "Syarat harta yang boleh diwakafkan menurut UU Wakaf adalah…",
      options: [
        "Boleh milik orang lain asalkan diizinkan secara lisan",
        "Harus berupa tanah yang luasnya minimal 1.000 m²",
        "Dimiliki dan dikuasai wakif secara sah, serta (untuk tanah) bebas dari sengketa, sitaan, dan tidak sedang dijaminkan",
        "Harus berupa uang tunai",
      ],
      correct: 2,
      source: "UU 41/2004 Pasal 15; PP 42/2006",
    },
    {
      topic: "dasar Al-Qur'an",
      question:
        "Ayat Al-Qur'an yang sering dijadikan dasar wakaf, tentang tidak tercapainya kebajikan sempurna sebelum menginfakkan harta yang dicintai, adalah…",
      options: ["QS Al-Fatihah: 5", "QS Ali 'Imran: 92", "QS Al-Ikhlas: 1", "QS An-Nas: 1"],
      correct: 1,
      source: "QS Ali 'Imran: 92",
    },
    {
      topic: "nazhir",
      question: "Tugas nazhir menurut UU Wakaf antara lain…",
      options: [
        "Menjual harta wakaf bila sedang butuh dana",
        "Mengadministrasikan, mengelola dan mengembangkan, mengawasi dan melindungi harta wakaf, serta melaporkannya kepada BWI",
        "Membagikan harta wakaf kepada keluarga wakif",
        "Mengubah peruntukan wakaf sesuka hati",
      ],
      correct: 1,
      source: "UU 41/2004 Pasal 11",
    },
    {
      topic: "wakaf produktif",
      question: "Yang dimaksud wakaf produktif adalah…",
      options: [
        "Harta wakaf dijual lalu uangnya dibagikan habis",
        "Harta wakaf dikelola secara produktif (misalnya disewakan atau diusahakan), pokoknya tetap terjaga, dan hasilnya disalurkan kepada penerima manfaat",
        "Wakaf yang hanya boleh berupa kendaraan",
        "Wakaf yang hasilnya menjadi milik pribadi nazhir",
      ],
      correct: 1,
      source: "UU 41/2004 Pasal 42–43",
    },
    {
      topic: "pembatalan wakaf",
      question: "Bolehkah wakaf yang sudah diikrarkan dibatalkan atau ditarik kembali oleh wakif atau ahli warisnya?",
      options: [
        "Boleh, kapan saja",
        "Boleh, jika disetujui kepala desa",
        "Tidak boleh; wakaf yang telah diikrarkan tidak dapat dibatalkan",
        "Boleh, setelah lima tahun",
      ],
      correct: 2,
      source: "UU 41/2004 Pasal 3 dan Pasal 40",
    },
    {
      topic: "keutamaan wakaf",
      question: "Salah satu keutamaan wakaf bagi wakif menurut hadis riwayat Muslim adalah…",
      options: [
        "Bebas membayar pajak seumur hidup",
        "Pahalanya terus mengalir sebagai sedekah jariyah meskipun wakif telah wafat",
        "Mendapat bunga tahunan dari nazhir",
        "Harta wakaf kembali kepada wakif setelah 10 tahun",
      ],
      correct: 1,
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
