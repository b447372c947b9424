// Build-time access to the validated quiz (the route loader runs during prerender only).
import { parseContent } from "./parse";
import { quiz } from "./quiz";
import { QuizContentSchema, type QuizContent } from "./quiz.schema";

let cached: QuizContent | undefined;

export function getQuiz(): QuizContent {
  cached ??= parseContent("app/content/quiz.ts", QuizContentSchema, quiz);
  return cached;
}
