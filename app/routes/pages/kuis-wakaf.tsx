import type { Route } from "../+types/kuis-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { Quiz } from "~/features/quiz/quiz";

export default function KuisWakafPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="kuis-wakaf" />
      <Quiz questions={loaderData.questions} tips={loaderData.tips} />
    </>
  );
}
