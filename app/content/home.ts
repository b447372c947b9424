// Texts of the home page (Beranda). Validated by HomeSchema (home.schema.ts) when the site is built.
export const home = {
  hero: {
    eyebrow: "Portal Informasi Wakaf KUA Kecamatan Coblong",
    subtitle: "Sistem Informasi Pemetaan Tanah Wakaf KUA Kecamatan Coblong, Kota Bandung",
    text: "Kenali wakaf, pelajari dasar hukumnya, dan temukan lokasi tanah wakaf di Kecamatan Coblong dalam satu tempat.",
    primaryCta: { label: "Pelajari Wakaf", to: "/literasi-wakaf" },
    secondaryCta: { label: "Lihat Peta", to: "/pemetaan-wakaf" },
    image: {
      file: "home/hero-wakaf.svg",
      alt: "Ilustrasi masjid di atas sebidang tanah wakaf yang ditandai pada peta",
      width: 480,
      height: 400,
    },
  },
  services: {
    title: "Layanan Informasi Wakaf",
    text: "Semua yang perlu Anda ketahui sebelum dan sesudah berwakaf.",
    linkLabel: "Lihat Detail",
    items: [
      {
        id: "literasi-wakaf",
        title: "Literasi Wakaf",
        description: "Pengertian, rukun, syarat, jenis, dan manfaat wakaf, serta tata cara berwakaf di KUA.",
        icon: "book-open",
        to: "/literasi-wakaf",
      },
      {
        id: "dasar-hukum",
        title: "Dasar Hukum",
        description: "Undang-undang dan peraturan tentang wakaf yang berlaku di Indonesia.",
        icon: "scale",
        to: "/dasar-hukum",
      },
      {
        id: "berita-wakaf",
        title: "Berita Wakaf",
        description: "Kabar dan kegiatan perwakafan di Kecamatan Coblong dan sekitarnya.",
        icon: "newspaper",
        to: "/berita-wakaf",
      },
      {
        id: "pemetaan-wakaf",
        title: "Pemetaan Wakaf",
        description: "Peta lokasi tanah wakaf di Kecamatan Coblong beserta jenis dan luasnya.",
        icon: "map",
        to: "/pemetaan-wakaf",
      },
    ],
  },
  consultation: {
    title: "Konsultasi Wakaf dengan AI",
    text: "Punya pertanyaan seputar wakaf? Tanyakan kepada asisten Si Wakaf kapan saja.",
    buttonLabel: "Mulai Konsultasi",
  },
  feedback: {
    title: "Kritik & Saran",
    text: "Bantu kami meningkatkan layanan wakaf KUA Kecamatan Coblong dengan menyampaikan kritik dan saran Anda.",
    cta: { label: "Sampaikan Sekarang", to: "/kritik-saran" },
  },
};
