// Build-time preparation of the map page (called from the route loader): GeoJSON → sites, every
// figure, the pie geometry and the first part of the list. The result is plain data prerendered into
// the page; the full register is a separate file the map fetches (register-file.ts).
import type { RegisterConfig } from "~/content/sites.schema";
import type { SitesPageTexts } from "~/content/sites-page.schema";
import { pieSlices } from "./pie-geometry";
import { isSampleData, sitesFromGeoJson, type SiteFeatureCollection } from "./sites";
import { areaBars, stageProgress, summarize, typeDistribution } from "./stats";

export function typeColours(config: Pick<RegisterConfig, "types">): Record<string, string> {
  return Object.fromEntries(config.types.map((type) => [type.label, type.colour]));
}

export function mappingPageData(collection: SiteFeatureCollection, config: RegisterConfig, texts: SitesPageTexts) {
  const sites = sitesFromGeoJson(collection);
  const pie = pieSlices(typeDistribution(sites, typeColours(config)));
  return {
    texts,
    /** The first sites, in data order: in the HTML for visitors without JavaScript and for the placeholder. */
    listSites: sites.slice(0, config.listPreviewCount).map(({ id, name, address, type, areaM2, lat, lng }) => ({ id, name, address, type, areaM2, lat, lng })),
    summary: summarize(sites),
    pie,
    bars: areaBars(sites, config.barChartMaxBars, texts.barChartOthers),
    stages: stageProgress(sites, config.stages, texts.sitePage.stageUnknown),
    sampleData: isSampleData(collection),
    /** Sites per page of the list once search and filters are active. */
    pageSize: config.listPreviewCount,
  };
}

export type MappingPageData = ReturnType<typeof mappingPageData>;
