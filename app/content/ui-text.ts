// The small words the feature components put around the content: labels, counts and button texts.
// Imported by the components directly, like messages.ts and quiz-text.ts. Exact strings: the unit and
// end-to-end tests look for them.
export const uiText = {
  // Literasi Wakaf: "Sumber: <source>" under a card.
  sourceLabel: "Sumber:",
  // Galeri: how many items the filter shows, e.g. "Menampilkan 3 dari 6 dokumentasi".
  galleryCount: "Menampilkan {shown} dari {total} dokumentasi",
  // Dasar Hukum: the open button of a regulation. Its accessible name adds the title after the label.
  lawOpen: "Buka Dokumen",
  lawDownload: "Unduh PDF",
  newTab: "(membuka tab baru)",
  // The header's navigation landmarks and menu button, and the toast's close button.
  mainNav: "Navigasi utama",
  mobileNav: "Navigasi utama (seluler)",
  openMenu: "Buka menu",
  closeMenu: "Tutup menu",
  closeToast: "Tutup notifikasi",
  // The footer's list of the office's values, and the gallery's category filter.
  valuesLabel: "Nilai dan semangat kami",
  galleryFilter: "Saring berdasarkan kategori",
  // Shown when the page's code failed to arrive (early input, decision 135): a tapped control cannot act.
  earlyFailed: "Halaman gagal dimuat. Tulisan Anda tetap tersimpan.",
  earlyReload: "Muat ulang",
} as const;
