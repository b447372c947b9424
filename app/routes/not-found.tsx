import type { Route } from "./+types/not-found";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "not-found"),
  { name: "robots", content: "noindex" },
];

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/not-found"));
