// The register file the map fetches (/data/tanah-wakaf.json): every site in one compact file instead
// of inside every page's HTML. Rows are arrays and types are indices, which keeps 5,000 sites far
// under 300 KB gzip. Written at build time, read in the browser by the lazy map chunk.
import { REGISTER_FILE_PATH } from "./open-data-paths";
import type { WakafSite } from "./sites";

const VERSION = 1;

/** What the map, its popups and (later) search and filters need of a site. */
export type MapSite = Pick<WakafSite, "id" | "name" | "address" | "type" | "areaM2" | "certified" | "lat" | "lng" | "kelurahan">;

type Row = [id: string, name: string, address: string, lat: number, lng: number, type: number, areaM2: number, certified: 0 | 1, kelurahan: string];

export interface RegisterFile {
  v: number;
  types: string[];
  sites: Row[];
}

/** 6 decimals ≈ 0.1 m: more would only add bytes. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export function encodeRegister(sites: readonly MapSite[]): RegisterFile {
  const types: string[] = [];
  const typeIndex = (type: string) => {
    let index = types.indexOf(type);
    if (index < 0) index = types.push(type) - 1;
    return index;
  };
  return {
    v: VERSION,
    types,
    sites: sites.map((site) => [
      site.id,
      site.name,
      site.address,
      round6(site.lat),
      round6(site.lng),
      typeIndex(site.type),
      site.areaM2,
      site.certified ? 1 : 0,
      site.kelurahan ?? "",
    ]),
  };
}

export function decodeRegister(file: unknown): MapSite[] {
  const register = file as Partial<RegisterFile> | null;
  if (!register || register.v !== VERSION || !Array.isArray(register.types) || !Array.isArray(register.sites)) {
    throw new Error("Berkas data lokasi tidak dikenali.");
  }
  const types = register.types;
  return register.sites.map(([id, name, address, lat, lng, type, areaM2, certified, kelurahan]) => ({
    id,
    name,
    address,
    lat,
    lng,
    type: types[type] ?? "",
    areaM2,
    certified: certified === 1,
    ...(kelurahan ? { kelurahan } : {}),
  }));
}

/** Fetches and decodes the register; the caller shows its own message when this rejects. */
export async function fetchRegister(fetcher: typeof fetch = fetch): Promise<MapSite[]> {
  const response = await fetcher(REGISTER_FILE_PATH);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return decodeRegister(await response.json());
}
