// Dasar Hukum: a law whose PDF is not available yet.
// Part of the toast catalogue (messages.ts); its own module so only the pages that show these toasts
// carry them.
export const lawMessages = {
  lawLinkMissing: {
    title: "🚧 Link Belum Tersedia",
    description: "Mohon maaf, file PDF belum tersedia. Silakan cek kembali nanti.",
    variant: "destructive",
  },
} as const;
