import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/pemetaan-wakaf";
import { getRegisterConfig, getSites, getSitesPageTexts } from "~/content/sites.server";
import { REGISTER_FILE_PATH } from "~/lib/open-data-paths";
import { mappingPageData } from "~/features/map/page-data";
import { pageMeta } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

// The register file starts downloading with the page, not after the search chunk that reads it. Its path
// comes with the build-time data: importing it here would put it in every page's up-front code.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, "pemetaan-wakaf", "/pemetaan-wakaf"),
  ...(loaderData ? [{ tagName: "link", rel: "preload", href: loaderData.registerPath, as: "fetch", crossOrigin: "anonymous" } as const] : []),
];

// Build time only: app/content/sites.geojson is validated and converted once, the figures and the pie
// geometry are computed (d3-shape stays out of the browser bundle), and the result — summary, charts
// and the first part of the list, not the whole register — is prerendered into the HTML.
export function loader() {
  return { ...mappingPageData(getSites(), getRegisterConfig(), getSitesPageTexts()), registerPath: REGISTER_FILE_PATH };
}

// Search, filters, page and the open site change only the address's query (site-query.ts): the
// prerendered data never changes, so no data request is made for them. (Arriving from another page
// still loads it: this applies to a route already on screen.)
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/pemetaan-wakaf"));
