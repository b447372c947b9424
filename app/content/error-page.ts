// Texts of the last-resort error screen (the root error boundary). It shows when a page could not be
// rendered at all, possibly without the site's loaded texts, so these are imported directly.
export const errorPage = {
  loading: "Memuat halaman…",
  notFound: {
    title: "Halaman tidak ditemukan",
    text: "Halaman yang Anda cari tidak ada atau sudah dipindahkan.",
  },
  failed: {
    title: "Terjadi kesalahan",
    text: "Maaf, halaman ini tidak dapat ditampilkan. Silakan muat ulang halaman atau kembali ke Beranda.",
  },
  homeLink: "Kembali ke Beranda",
} as const;
