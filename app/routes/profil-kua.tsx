import type { Route } from "./+types/profil-kua";
import { profile } from "~/content/profile";
import { loadContent } from "~/content/load.server";
import { ProfileSchema } from "~/content/profile.schema";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "profil-kua", "/profil-kua");

export function loader() {
  return { profile: loadContent("profile", ProfileSchema, profile) };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/profil-kua"));
