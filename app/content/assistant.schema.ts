import { z } from "zod";
import { text } from "./content-fields";


export const AssistantTextSchema = z.object({
  title: z.literal("Si Wakaf - Asisten AI"),
  subtitle: z.literal("Konsultasi Wakaf Cerdas"),
  greeting: z.literal("Halo! Saya Si Wakaf, siap membantu."),
  cartoonLabel: text,
  examplesTitle: text,
  examples: z.array(text).length(4, "harus ada tepat 4 contoh pertanyaan"),
  startLabel: z.literal("Mulai Berbicara"),
  stopLabel: z.literal("Stop Mendengarkan"),
  listeningLabel: z.literal("Saya mendengarkan..."),
  idleHint: text,
  closeLabel: text,
  inputLabel: text,
  sendLabel: text,
  conversationLabel: text,
  questionLabel: text,
  answerLabel: text,
  sourceLabel: text,
  readMoreLabel: text,
  listenLabel: text,
  /** Said when the assistant is unsure (decision 104), before the closest questions it knows, offered as buttons. */
  suggestLead: text,
  /** The accessible name of that list of buttons. */
  suggestionsLabel: text,
  /** What the panel says when speech input cannot be used (typing always works). */
  speechProblems: z.object({ unsupported: text, denied: text, network: text, failed: text }),
});

export type AssistantText = z.infer<typeof AssistantTextSchema>;
