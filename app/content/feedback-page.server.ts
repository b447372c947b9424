// Build-time access to the validated Kritik & Saran texts (the route loader runs during prerender).
import { feedbackPage } from "./feedback-page";
import { FeedbackPageSchema, type FeedbackPageContent } from "./feedback-page.schema";
import { parseContent } from "./parse";

let cached: FeedbackPageContent | undefined;

export function getFeedbackPage(): FeedbackPageContent {
  cached ??= parseContent("app/content/feedback-page.ts", FeedbackPageSchema, feedbackPage);
  return cached;
}
