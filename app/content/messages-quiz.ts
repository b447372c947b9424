// Kuis: after each answer.
// Part of the toast catalogue (messages.ts); its own module so only the pages that show these toasts
// carry them.
export const quizMessages = {
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
} as const;
