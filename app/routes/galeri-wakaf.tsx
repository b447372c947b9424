import type { Route } from "./+types/galeri-wakaf";
import { gallery } from "~/content/gallery";
import { loadContent } from "~/content/load.server";
import { GallerySchema } from "~/content/gallery.schema";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "galeri-wakaf", "/galeri-wakaf");

export function loader() {
  return { gallery: loadContent("gallery", GallerySchema, gallery) };
}

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/galeri-wakaf"));
