// Texts of the home page (Beranda).
export const home = {
  hero: {
    subtitle: "Sistem Informasi Pemetaan Tanah Wakaf KUA Kecamatan Coblong, Kota Bandung",
    primaryCta: { label: "Pelajari Wakaf", to: "/literasi-wakaf" },
    secondaryCta: { label: "Lihat Peta", to: "/pemetaan-wakaf" },
  },
  consultation: {
    title: "Konsultasi Wakaf dengan AI",
    text: "Punya pertanyaan seputar wakaf? Tanyakan kepada asisten Si Wakaf kapan saja.",
    buttonLabel: "Mulai Konsultasi",
  },
};
