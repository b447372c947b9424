// Texts of the Si Wakaf assistant panel (SPEC §2 Assistant widget, §4 listening flag). This file is
// loaded in the browser only when a visitor opens the panel, so it must stay plain data (only a type
// import, which disappears from the build). Its shape is checked by app/content/assistant.test.ts.
// The answers themselves are in assistant-qa.ts.
import type { AssistantText } from "./assistant.schema";

export const assistant: AssistantText = {
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
  idleHint: "Ketik pertanyaan Anda di bawah, pilih contoh pertanyaan, atau tekan Mulai Berbicara.",
  closeLabel: "Tutup asisten",
  inputLabel: "Tulis pertanyaan Anda…",
  sendLabel: "Kirim pertanyaan",
  conversationLabel: "Percakapan dengan Si Wakaf",
  questionLabel: "Anda",
  answerLabel: "Si Wakaf",
  sourceLabel: "Sumber:",
  readMoreLabel: "Baca selengkapnya",
  listenLabel: "Dengarkan",
  suggestLead: "Saya belum yakin memahami pertanyaan Anda, jadi saya tidak ingin menebak. Mungkin maksud Anda salah satu pertanyaan berikut:",
  suggestionsLabel: "Pertanyaan yang mungkin Anda maksud",
  speechProblems: {
    unsupported: "Browser ini belum mendukung input suara. Anda tetap dapat mengetik pertanyaan di kotak di bawah.",
    denied: "Mikrofon tidak dapat digunakan karena izinnya ditolak. Anda tetap dapat mengetik pertanyaan di kotak di bawah.",
    network: "Pengenalan suara memerlukan koneksi internet. Anda tetap dapat mengetik pertanyaan di kotak di bawah.",
    failed: "Suara Anda belum dapat dikenali. Silakan coba lagi atau ketik pertanyaan di kotak di bawah.",
  },
};
