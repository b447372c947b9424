import type { Route } from "./+types/kuis-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { quiz } from "~/content/quiz";
import { loadContent } from "~/content/load.server";
import { QuizContentSchema } from "~/content/quiz.schema";
import { Quiz } from "~/features/quiz/quiz";
import { pageMeta } from "~/lib/meta";

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

export default function KuisWakafPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="kuis-wakaf" />
      <Quiz questions={loaderData.questions} tips={loaderData.tips} />
    </>
  );
}
