import type { Route } from "./+types/open-data";
import { getRegisterConfig, getSites } from "~/content/sites.server";
import { registerCsv, registerGeoJson } from "~/features/map/open-data";
import { OPEN_DATA_FILES } from "~/lib/open-data-paths";
import { encodeRegister } from "~/lib/register-file";
import { sitesFromGeoJson } from "~/features/map/sites";
import { stageOf } from "~/features/map/stats";

// Resource route, prerendered to files at build time (react-router.config.ts): the register as open
// data (GeoJSON, CSV) and as the compact file the map fetches. Written from the validated data only.
export function loader({ params }: Route.LoaderArgs) {
  const collection = getSites();
  const config = getRegisterConfig();
  switch (params.file) {
    case OPEN_DATA_FILES.geojson:
      return new Response(registerGeoJson(collection.name, collection.features), { headers: { "Content-Type": "application/geo+json; charset=utf-8" } });
    case OPEN_DATA_FILES.csv: {
      const stageLabel = (stage: string | undefined, certified: boolean) => stageOf({ stage, certified }, config.stages)?.label ?? "";
      return new Response(registerCsv(collection.features, stageLabel), { headers: { "Content-Type": "text/csv; charset=utf-8" } });
    }
    case OPEN_DATA_FILES.register:
      return Response.json(encodeRegister(sitesFromGeoJson(collection)));
    default:
      return new Response("Not found", { status: 404 });
  }
}
