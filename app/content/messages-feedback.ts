// Kritik & Saran: the form's toasts.
// Part of the toast catalogue (messages.ts); its own module so only the pages that show these toasts
// carry them.
// 'Email Tidak Valid' is the default kind: the specification's table marks only the others as
// destructive (decision 092).
export const feedbackMessages = {
  feedbackSaved: {
    title: "Terima Kasih! 🙏",
    description: "Kritik dan saran Anda telah kami terima. Kami akan menindaklanjuti masukan Anda.",
    variant: "default",
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
} as const;
