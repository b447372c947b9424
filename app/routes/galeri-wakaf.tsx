import type { Route } from "./+types/galeri-wakaf";
import { getGallery } from "~/content/site.server";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "galeri-wakaf", "/galeri-wakaf");

export function loader() {
  return { gallery: getGallery() };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/galeri-wakaf"));
