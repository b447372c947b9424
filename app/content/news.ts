// The four news items of the Berita Wakaf page (SPEC §2: fixed, dated October 2025; the first one is
// the featured card). Validated by NewsSchema (news.schema.ts).
//
// SAMPLE DATA: the four stories, their dates, places and excerpts are invented examples for the sample
// office. Facts inside them come from the project's checked fact sheet on wakaf law. No verified article URL exists for
// them, so every `link` points to the home page of Badan Wakaf Indonesia, https://www.bwi.go.id/. When
// the office publishes real news, replace the items and link each to its real article.
export const news = {
  allNewsLink: { label: "Lihat Semua Berita di BWI", url: "https://www.bwi.go.id/" },
  readMoreLabel: "Baca Selengkapnya",
  featuredLabel: "Berita Utama",
  othersTitle: "Berita Lainnya",
  items: [
    {
      id: "sosialisasi-sertifikasi-tanah-wakaf",
      title: "KUA Kecamatan Coblong Gelar Sosialisasi Sertifikasi Tanah Wakaf bagi Nazhir",
      date: "28 Oktober 2025",
      category: "Kegiatan KUA",
      excerpt:
        "Para nazhir dan pengurus DKM se-Kecamatan Coblong mendapat penjelasan tentang pendaftaran tanah wakaf ke Kantor Pertanahan. Biaya pendaftarannya di BPN Rp0, tetapi biaya pengukuran atau pendaftaran pertama tanah yang belum bersertifikat dapat dikenakan. Nazhir diajak segera menyertifikatkan tanah wakaf yang dikelolanya.",
      image: {
        file: "news/sosialisasi-sertifikasi.svg",
        alt: "Ilustrasi sosialisasi: narasumber menjelaskan di depan layar kepada para peserta",
        width: 640,
        height: 360,
      },
      link: "https://www.bwi.go.id/",
    },
    {
      id: "ikrar-wakaf-majelis-taklim",
      title: "Ikrar Wakaf Tanah untuk Majelis Taklim Warga Dago",
      date: "21 Oktober 2025",
      category: "Ikrar Wakaf",
      excerpt:
        "Seorang warga mengikrarkan wakaf sebidang tanah kepada nazhir di hadapan PPAIW KUA Kecamatan Coblong, disaksikan dua orang saksi. Paling lambat 7 hari kerja setelah akta ditandatangani, PPAIW atas nama nazhir mendaftarkan tanah itu ke Kantor Pertanahan dengan menyerahkan salinan Akta Ikrar Wakaf.",
      image: {
        file: "news/ikrar-wakaf.svg",
        alt: "Ilustrasi akta ikrar wakaf yang sedang ditandatangani dengan pena dan stempel",
        width: 640,
        height: 360,
      },
      link: "https://www.bwi.go.id/",
    },
    {
      id: "wakaf-uang-lks-pwu",
      title: "Mengenal Wakaf Uang melalui LKS-PWU",
      date: "14 Oktober 2025",
      category: "Edukasi",
      excerpt:
        "Wakaf uang diserahkan melalui Lembaga Keuangan Syariah Penerima Wakaf Uang (LKS-PWU) yang ditunjuk Menteri Agama. LKS-PWU menerbitkan Sertifikat Wakaf Uang bagi wakif dan nazhir sebagai bukti.",
      image: {
        file: "news/wakaf-uang.svg",
        alt: "Ilustrasi tumpukan koin dan ponsel dengan simbol masjid untuk wakaf uang",
        width: 640,
        height: 360,
      },
      link: "https://www.bwi.go.id/",
    },
    {
      id: "bimbingan-wakaf-produktif",
      title: "Bimbingan Nazhir: Mengelola Aset Wakaf secara Produktif",
      date: "7 Oktober 2025",
      category: "Pembinaan Nazhir",
      excerpt:
        "Nazhir wajib mengelola dan mengembangkan harta wakaf sesuai tujuan dan peruntukannya. Pokok harta tetap terjaga, hasilnya disalurkan kepada penerima manfaat.",
      image: {
        file: "news/wakaf-produktif.svg",
        alt: "Ilustrasi kebun dan kios di atas tanah wakaf dengan grafik hasil yang meningkat",
        width: 640,
        height: 360,
      },
      link: "https://www.bwi.go.id/",
    },
  ],
};
