// Texts of the Si Wakaf assistant panel (SPEC §2 Assistant widget, §4 listening flag). This file is
// loaded in the browser only when a visitor opens the panel, so it must stay plain data (no imports).
// Its shape is checked by app/content/assistant.test.ts.
export const assistant = {
  title: "Si Wakaf - Asisten AI",
  subtitle: "Konsultasi Wakaf Cerdas",
  greeting: "Halo! Saya Si Wakaf, siap membantu.",
  cartoonLabel: "Ilustrasi Si Wakaf, maskot berpeci yang tersenyum ramah",
  examplesTitle: "Contoh pertanyaan:",
  examples: [
    "Apa itu wakaf?",
    "Bagaimana cara berwakaf di KUA?",
    "Di mana saja lokasi tanah wakaf di Kecamatan Coblong?",
    "Apa syarat dan rukun wakaf?",
  ],
  startLabel: "Mulai Berbicara",
  stopLabel: "Stop Mendengarkan",
  listeningLabel: "Saya mendengarkan...",
  idleHint: "Tekan tombol di bawah untuk mulai berbicara dengan Si Wakaf.",
  closeLabel: "Tutup asisten",
};
