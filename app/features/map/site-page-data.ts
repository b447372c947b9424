// Build-time data of one site's page (/pemetaan-wakaf/<id>): only that site, never the register.
import type { MetaDescriptor } from "react-router";
import type { RegisterConfig, SitesCollection } from "~/content/sites.schema";
import type { SitesPageTexts } from "~/content/sites-page.schema";
import { fillText } from "~/lib/fill-text";
import { sitePath, sitesFromGeoJson } from "./sites";
import { stageOf } from "./stats";

export function sitePageData(collection: Pick<SitesCollection, "features">, id: string, config: RegisterConfig, texts: SitesPageTexts, siteUrl: string) {
  const feature = collection.features.find((candidate) => candidate.id === id);
  if (!feature) return undefined;
  const [site] = sitesFromGeoJson({ features: [feature] });
  const stage = stageOf(site!, config.stages);
  return {
    site: site!,
    stageLabel: stage?.label ?? (site!.certified ? texts.sitePage.certifiedYes : texts.sitePage.stageUnknown),
    typeColour: config.types.find((type) => type.label === site!.type)?.colour ?? "#475569",
    pageUrl: new URL(sitePath(site!.id), siteUrl).href,
    description: fillText(texts.sitePage.description, { name: site!.name, type: site!.type, address: site!.address }),
    texts: texts.sitePage,
  };
}

export type SitePageData = NonNullable<ReturnType<typeof sitePageData>>;

/** Title, description and link-preview tags of a site's page, so a shared link shows that site. */
export function sitePageMeta(data: SitePageData, shell: { productName: string; titleSuffix: string; siteUrl: string }): MetaDescriptor[] {
  const title = `${data.site.name} | ${shell.titleSuffix}`;
  const siteUrl = shell.siteUrl;
  return [
    { title },
    { name: "description", content: data.description },
    { property: "og:title", content: title },
    { property: "og:description", content: data.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: shell.productName },
    { property: "og:locale", content: "id_ID" },
    { property: "og:image", content: new URL("/og-image.png", siteUrl).href },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: data.site.name },
    { property: "og:url", content: data.pageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: data.pageUrl },
  ];
}
