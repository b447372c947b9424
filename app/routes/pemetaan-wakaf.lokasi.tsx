import type { Route } from "./+types/pemetaan-wakaf.lokasi";
import { data } from "react-router";
import { getOffice } from "~/content/site.server";
import { getRegisterConfig, getSites, getSitesPageTexts } from "~/content/sites.server";
import { SitePage } from "~/features/map/site-page";
import { sitePageData, sitePageMeta } from "~/features/map/site-page-data";
import { shellFromMatches, titleSuffix } from "~/lib/meta";
import { useShell } from "~/lib/use-shell";

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

export default function SiteLocationPage({ loaderData }: Route.ComponentProps) {
  const { office } = useShell();
  return <SitePage {...loaderData} settings={office.map} />;
}
