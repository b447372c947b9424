// The quiz's own words around the questions (app/content/quiz.ts holds the questions and tips).
// Imported by the quiz directly, like messages.ts; app/content/quiz.test.ts validates it against
// QuizTextSchema. The progress reads "<question> 3 <of> 10".
export const quizText = {
  progress: { question: "Pertanyaan", of: "dari" },
  progressLabel: "Kemajuan kuis",
  score: "Skor:",
  optionsLabel: "Pilihan jawaban",
  rightFeedback: "Benar! Pertanyaan berikutnya segera muncul.",
  // Followed by the right option, e.g. "B. Nazhir".
  wrongFeedbackPrefix: "Kurang tepat. Jawaban yang benar: ",
  rightOption: "Jawaban benar",
  wrongOption: "Jawaban Anda (kurang tepat)",
  resultTitle: "Kuis Selesai",
  resultScore: "Skor Anda",
  restart: "Ulangi Kuis",
  // SPEC §9 tiers, highest first: a percentage at or above `min` earns the label.
  tiers: [
    { min: 80, label: "Luar Biasa!" },
    { min: 60, label: "Bagus!" },
    { min: 40, label: "Cukup Baik" },
    { min: 0, label: "Perlu Belajar Lagi" },
  ],
} as const;
