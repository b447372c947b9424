// The register file the map fetches (/data/tanah-wakaf.json): every site in one compact file instead
// of inside every page's HTML. Rows are arrays and types are indices, which keeps 5,000 sites far
// under 300 KB gzip. Written at build time, read in the browser by the lazy map chunk and by Si Wakaf
// when a question names a site (so it lives here, not in either feature).
import { REGISTER_FILE_PATH } from "./open-data-paths";
import type { WakafSite } from "./wakaf-site";

// v3: a site whose point has not been mapped yet has lat/lng null; one whose area has not been measured,
// areaM2 null (issue 32).
const VERSION = 3;

/** What the map, its popups, search and filters (and Si Wakaf's site answers) need of a site. */
export type MapSite = Pick<WakafSite, "id" | "name" | "address" | "type" | "areaM2" | "certified" | "lat" | "lng" | "kelurahan" | "stage">;

type Row = [
  id: string,
  name: string,
  address: string,
  lat: number | null,
  lng: number | null,
  type: number,
  areaM2: number | null,
  certified: 0 | 1,
  kelurahan: string,
  stage: number,
];

export interface RegisterFile {
  v: number;
  types: string[];
  /** Certification stage ids; a row's stage is an index here, -1 when the site has none. */
  stages: string[];
  sites: Row[];
}

/** 6 decimals ≈ 0.1 m: more would only add bytes. */
const round6 = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);

export function encodeRegister(sites: readonly MapSite[]): RegisterFile {
  const types: string[] = [];
  const stages: string[] = [];
  const indexIn = (list: string[], value: string) => {
    let index = list.indexOf(value);
    if (index < 0) index = list.push(value) - 1;
    return index;
  };
  return {
    v: VERSION,
    types,
    stages,
    sites: sites.map((site) => [
      site.id,
      site.name,
      site.address,
      round6(site.lat),
      round6(site.lng),
      indexIn(types, site.type),
      site.areaM2 ?? null,
      site.certified ? 1 : 0,
      site.kelurahan ?? "",
      site.stage === undefined ? -1 : indexIn(stages, site.stage),
    ]),
  };
}

export function decodeRegister(file: unknown): MapSite[] {
  const register = file as Partial<RegisterFile> | null;
  if (!register || register.v !== VERSION || !Array.isArray(register.types) || !Array.isArray(register.stages) || !Array.isArray(register.sites)) {
    throw new Error("Berkas data lokasi tidak dikenali.");
  }
  const { types, stages } = register;
  return register.sites.map(([id, name, address, lat, lng, type, areaM2, certified, kelurahan, stage]) => ({
    id,
    name,
    address,
    // Both or neither: a half-written point is no point.
    ...(lat === null || lng === null ? { lat: null, lng: null } : { lat, lng }),
    type: types[type] ?? "",
    ...(areaM2 === null ? {} : { areaM2 }),
    certified: certified === 1,
    ...(kelurahan ? { kelurahan } : {}),
    ...(stages[stage] === undefined ? {} : { stage: stages[stage] }),
  }));
}

/** Fetches and decodes the register; the caller shows its own message when this rejects. */
export async function fetchRegister(fetcher: typeof fetch = fetch): Promise<MapSite[]> {
  const response = await fetcher(REGISTER_FILE_PATH);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return decodeRegister(await response.json());
}
