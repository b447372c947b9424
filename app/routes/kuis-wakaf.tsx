import type { Route } from "./+types/kuis-wakaf";
import { quiz } from "~/content/quiz";
import { loadContent } from "~/content/load.server";
import { QuizContentSchema } from "~/content/quiz.schema";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "kuis-wakaf", "/kuis-wakaf");

// Build time only: the validated questions are prerendered into the page, so the first question and
// its options are in the HTML before any script runs.
export function loader() {
  const { questions, tips } = loadContent("quiz", QuizContentSchema, quiz);
  return {
    questions: questions.map(({ question, options, correct }) => ({ question, options, correct })),
    tips,
  };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/kuis-wakaf"));
