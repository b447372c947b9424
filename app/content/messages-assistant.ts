// Si Wakaf: the listening toggle and a panel that could not be downloaded.
// Part of the toast catalogue (messages.ts); its own module so only the pages that show these toasts
// carry them.
export const assistantMessages = {
  assistantListening: {
    title: "Si Wakaf Mendengarkan...",
    description: "Silakan ajukan pertanyaan Anda tentang wakaf.",
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
