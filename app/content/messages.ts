// The toast texts of SPEC §8 (error catalogue) and §4. Exact strings: change them only with the spec.
// 'Email Tidak Valid' is the default kind: the specification's table marks only the others as
// destructive (decision 092).
export const messages = {
  lawLinkMissing: {
    title: "🚧 Link Belum Tersedia",
    description: "Mohon maaf, file PDF belum tersedia. Silakan cek kembali nanti.",
    variant: "destructive",
  },
  feedbackSaved: {
    title: "Terima Kasih! 🙏",
    description: "Kritik dan saran Anda telah kami terima. Kami akan menindaklanjuti masukan Anda.",
    variant: "default",
  },
  quizCorrect: {
    title: "Jawaban Benar! ✅",
    description: "Luar biasa! Pengetahuan wakaf Anda sangat baik.",
    variant: "default",
  },
  quizWrong: {
    title: "Jawaban Kurang Tepat ❌",
    /** Followed by the text of the correct option. */
    descriptionPrefix: "Jawaban yang benar: ",
    variant: "destructive",
  },
  formIncomplete: {
    title: "Form Belum Lengkap",
    description: "Mohon lengkapi semua field yang tersedia.",
    variant: "destructive",
  },
  emailInvalid: {
    title: "Email Tidak Valid",
    description: "Mohon masukkan alamat email yang valid.",
    variant: "default",
  },
  assistantListening: {
    title: "Si Wakaf Mendengarkan...",
    description: "Silakan ajukan pertanyaan Anda tentang wakaf.",
    variant: "default",
  },
  // Issue 17: a new version of the portal is ready in the service worker.
  updateAvailable: {
    title: "Versi baru tersedia",
    description: "Muat ulang untuk memakai versi terbaru portal ini.",
    actionLabel: "Muat ulang",
    variant: "default",
  },
  assistantResting: {
    title: "Si Wakaf Istirahat",
    description: "Voice assistant dimatikan.",
    variant: "default",
  },
  /** Not in the SPEC: the assistant panel's download failed (e.g. the connection dropped). */
  assistantUnavailable: {
    title: "Asisten Belum Dapat Dibuka",
    description: "Periksa koneksi internet Anda, lalu tekan tombol Si Wakaf sekali lagi.",
    variant: "destructive",
  },
} as const;
