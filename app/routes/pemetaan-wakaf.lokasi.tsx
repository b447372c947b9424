import type { Route } from "./+types/pemetaan-wakaf.lokasi";
import { data } from "react-router";
import { getOffice } from "~/content/site.server";
import { getRegisterConfig, getSites, getSitesPageTexts } from "~/content/sites.server";
import { sitePageData, sitePageMeta } from "~/features/map/site-page-data";
import { shellFromMatches, titleSuffix } from "~/lib/meta";
import { lazyPart } from "~/lib/lazy-part";

// Build time only: one prerendered page per site in the register (react-router.config.ts lists them).
export function loader({ params }: Route.LoaderArgs) {
  const page = sitePageData(getSites(), params.id, getRegisterConfig(), getSitesPageTexts(), getOffice().siteUrl);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = shellFromMatches(matches);
  if (!loaderData || !shell) return [{ title: "SIMPATI WAKAF" }];
  return sitePageMeta(loaderData, { productName: shell.office.productName, titleSuffix: titleSuffix(shell), siteUrl: shell.office.siteUrl });
};

// The page itself hydrates from its own chunk after the shell (decision 114).
export default lazyPart(() => import("./pages/pemetaan-wakaf.lokasi"));
