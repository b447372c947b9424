import type { Route } from "./+types/home";
import { home } from "~/content/home";
import { loadContent } from "~/content/load.server";
import { HomeSchema } from "~/content/home.schema";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "beranda", "/");

// Build time only: the validated content is prerendered into the page.
export function loader() {
  return { home: loadContent("home", HomeSchema, home) };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/home"));
