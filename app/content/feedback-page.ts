// Texts of the Kritik & Saran page (SPEC §2). The office email, phone and opening hours shown in the
// contact block come from app/content/data/office.json. `npm run build` validates this file.
export const feedbackPage = {
  panel: {
    title: "Mengapa Masukan Anda Penting?",
    reasons: [
      {
        icon: "service",
        title: "Pelayanan Lebih Baik",
        text: "Kritik dan saran Anda membantu kami memperbaiki pelayanan wakaf di KUA Kecamatan Coblong.",
      },
      {
        icon: "innovation",
        title: "Inovasi Berkelanjutan",
        text: "Ide dari masyarakat mendorong kami terus berinovasi agar layanan semakin mudah dan cepat.",
      },
      {
        icon: "transparency",
        title: "Transparansi & Akuntabilitas",
        text: "Setiap masukan kami catat dan tindak lanjuti sebagai wujud pelayanan yang terbuka dan bertanggung jawab.",
      },
    ],
  },
  form: {
    title: "Sampaikan Kritik & Saran",
    intro: "Isi formulir di bawah ini. Semua kolom perlu diisi.",
    nameLabel: "Nama Lengkap",
    namePlaceholder: "Contoh: Siti Aminah",
    emailLabel: "Email",
    emailPlaceholder: "nama@contoh.com",
    messageLabel: "Pesan",
    messagePlaceholder: "Tuliskan kritik dan saran Anda di sini",
    submitLabel: "Kirim Masukan",
    // Label of the hidden anti-spam field; only a screen reader ignoring aria-hidden or a bot reads it.
    honeypotLabel: "Jangan isi kolom ini (khusus penyaring spam)",
    noScript:
      "Formulir ini memerlukan JavaScript. Anda tetap dapat menyampaikan kritik dan saran melalui email atau telepon di bagian Kontak Langsung.",
    draftNote: "Tulisan Anda tersimpan otomatis di perangkat ini sampai terkirim.",
    // Shown when a field is longer than the office can receive; {field} and {max} are filled in.
    tooLong: {
      title: "Isian Terlalu Panjang",
      description: "{field} paling banyak {max} karakter. Mohon persingkat; tulisan Anda masih ada di formulir.",
    },
  },
  contact: {
    title: "Kontak Langsung",
    emailLabel: "Email",
    phoneLabel: "Telepon",
    hoursLabel: "Jam Layanan",
  },
  // Shown when the browser cannot keep the entry; what the visitor typed stays in the form.
  storageErrors: {
    quota: {
      title: "Masukan Belum Tersimpan",
      description:
        "Penyimpanan browser Anda penuh. Hapus sebagian data situs di pengaturan browser lalu kirim lagi; tulisan Anda masih ada di formulir.",
    },
    unavailable: {
      title: "Masukan Belum Tersimpan",
      description:
        "Browser Anda tidak mengizinkan penyimpanan data (misalnya mode pribadi). Tulisan Anda masih ada di formulir; coba browser lain atau kirim melalui email.",
    },
  },
} as const;
