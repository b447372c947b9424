// Si Wakaf's floating button (every page): its panel could not be downloaded. Part of the toast catalogue
// (messages.ts); apart from the panel's toasts so the button carries only this one.
export const assistantButtonMessages = {
  /** Not in the SPEC: the assistant panel's download failed (e.g. the connection dropped). */
  assistantUnavailable: {
    title: "Asisten Belum Dapat Dibuka",
    description: "Periksa koneksi internet Anda, lalu tekan tombol Si Wakaf sekali lagi.",
    variant: "destructive",
  },
} as const;
