// Build-time preparation of the map page (called from the route loader): GeoJSON → sites, and the
// pie geometry. The result is plain data prerendered into the page.
import { pieSlices } from "./pie-geometry";
import { isSampleData, sitesFromGeoJson, type SiteFeatureCollection } from "./sites";
import { typeDistribution } from "./stats";

export function mappingPageData(collection: SiteFeatureCollection) {
  const sites = sitesFromGeoJson(collection);
  return { sites, pie: pieSlices(typeDistribution(sites)), sampleData: isSampleData(collection) };
}

export type MappingPageData = ReturnType<typeof mappingPageData>;
