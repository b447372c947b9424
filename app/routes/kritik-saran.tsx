import type { Route } from "./+types/kritik-saran";
import { feedbackPage } from "~/content/feedback-page";
import { loadContent } from "~/content/load.server";
import { FeedbackPageSchema } from "~/content/feedback-page.schema";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "kritik-saran", "/kritik-saran");

export function loader() {
  return { page: loadContent("feedback-page", FeedbackPageSchema, feedbackPage) };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/kritik-saran"));
