import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/pemetaan-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { getRegisterConfig, getSites, getSitesPageTexts } from "~/content/sites.server";
import { REGISTER_FILE_PATH } from "~/lib/open-data-paths";
import { mappingPageData } from "~/features/map/page-data";
import { WakafMapping } from "~/features/map/wakaf-mapping";
import { pageMeta } from "~/lib/meta";
import { useShell } from "~/lib/use-shell";

// The register file starts downloading with the page, not after the search chunk that reads it.
export const links: Route.LinksFunction = () => [{ rel: "preload", href: REGISTER_FILE_PATH, as: "fetch", crossOrigin: "anonymous" }];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pemetaan-wakaf", "/pemetaan-wakaf");

// Build time only: app/content/sites.geojson is validated and converted once, the figures and the pie
// geometry are computed (d3-shape stays out of the browser bundle), and the result — summary, charts
// and the first part of the list, not the whole register — is prerendered into the HTML.
export function loader() {
  return mappingPageData(getSites(), getRegisterConfig(), getSitesPageTexts());
}

// Search, filters, page and the open site change only the address's query (site-query.ts): the
// prerendered data never changes, so no data request is made for them. (Arriving from another page
// still loads it: this applies to a route already on screen.)
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function PemetaanWakafPage({ loaderData }: Route.ComponentProps) {
  const { office } = useShell();
  return (
    <>
      <PageIntro pageId="pemetaan-wakaf" />
      <WakafMapping {...loaderData} settings={office.map} />
    </>
  );
}
