import type { Route } from "./+types/dasar-hukum";
import { laws } from "~/content/laws";
import { loadContent } from "~/content/load.server";
import { LawsSchema } from "~/content/laws.schema";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "dasar-hukum", "/dasar-hukum");

export function loader() {
  return { categories: loadContent("laws", LawsSchema, laws).categories };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/dasar-hukum"));
