// Texts of offline use and installing the portal as an app (issue 17). The offline page is written by
// the post-build step (scripts/postbuild/service-worker.mjs) and shown when a page is neither reachable
// nor saved on the device; the install texts go into the web app manifest.
export const offline = {
  page: {
    title: "Tidak Ada Koneksi",
    heading: "Anda sedang tidak terhubung ke internet",
    lead: "Halaman yang Anda buka belum tersimpan di perangkat ini. Halaman berikut tetap dapat dibuka tanpa koneksi:",
    retryLabel: "Coba muat ulang halaman ini",
    note: "Masukan yang Anda kirim dari halaman Kritik & Saran saat tidak ada koneksi disimpan di perangkat ini dan dikirim otomatis ketika koneksi kembali.",
  },
  install: {
    /** Manifest shortcuts (long-press on the installed icon): page ids from routes-list.ts. */
    shortcuts: [
      { page: "pemetaan-wakaf", name: "Pemetaan Wakaf", shortName: "Pemetaan", description: "Peta dan daftar tanah wakaf di kecamatan" },
      { page: "kuis-wakaf", name: "Kuis Wakaf", shortName: "Kuis", description: "Uji pemahaman Anda tentang wakaf" },
    ],
  },
} as const;
