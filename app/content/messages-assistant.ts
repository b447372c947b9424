// Si Wakaf's panel: the listening toggle. Part of the toast catalogue (messages.ts); in the panel's own
// lazy chunk, not up front.
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
} as const;
