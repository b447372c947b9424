import type { Route } from "./+types/literasi-wakaf";
import { literasi } from "~/content/literasi";
import { loadContent } from "~/content/load.server";
import { LiterasiSchema } from "~/content/literasi.schema";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "literasi-wakaf", "/literasi-wakaf");

export function loader() {
  return { literasi: loadContent("literasi", LiterasiSchema, literasi) };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/literasi-wakaf"));
