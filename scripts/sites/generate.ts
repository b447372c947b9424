// A synthetic register for tests and benchmarks: `count` sites spread over the kecamatan around the
// map centre, deterministic for a given seed. Never shipped as content.
import type { SitesCollection } from "../../app/content/sites.schema";

type Feature = SitesCollection["features"][number];

const KELURAHAN = ["Dago", "Lebakgede", "Lebaksiliwangi", "Sadangserang", "Sekeloa", "Cipaganti"];
const STREETS = ["Jl. Ir. H. Juanda", "Jl. Dipatiukur", "Jl. Sekeloa", "Jl. Cisitu Lama", "Jl. Tubagus Ismail", "Jl. Sadang Serang", "Jl. Cigadung Raya", "Jl. Bukit Dago"];
const NAMES = ["Al-Ikhlas", "Nurul Huda", "At-Taqwa", "Al-Furqon", "Baiturrahman", "Al-Hidayah", "Miftahul Jannah", "Darussalam", "Al-Muhajirin", "Nurul Iman"];
const TYPES: Array<[label: string, prefix: string, weight: number]> = [
  ["Masjid", "Masjid", 30],
  ["Musala", "Musala", 25],
  ["Majelis Taklim", "Majelis Taklim", 10],
  ["Makam", "Makam Wakaf", 8],
  ["Sekolah/Madrasah", "Madrasah", 10],
  ["Pesantren", "Pesantren", 5],
  ["Masjid & Pendidikan", "Masjid dan Madrasah", 7],
  ["Sosial lainnya", "Rumah Wakaf", 5],
];
const STAGES: Array<[id: string, certified: boolean, weight: number]> = [
  ["belum-aiw", false, 10],
  ["aiw-terbit", false, 20],
  ["didaftarkan", false, 15],
  ["sertifikat-terbit", true, 55],
];

/** mulberry32: small, fast and good enough for spreading test points. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T extends readonly [unknown, ...unknown[]]>(rand: () => number, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + (item.at(-1) as number), 0);
  let pick = rand() * total;
  for (const item of items) {
    pick -= item.at(-1) as number;
    if (pick <= 0) return item;
  }
  return items.at(-1)!;
}

export function generateRegister(count: number, center: readonly [number, number], seed = 1): Omit<SitesCollection, "features"> & { features: Feature[] } {
  const rand = random(seed);
  const features: Feature[] = [];
  for (let index = 1; index <= count; index++) {
    // Within ~2.5 km of the centre: the size of a kecamatan.
    const angle = rand() * 2 * Math.PI;
    const distance = Math.sqrt(rand()) * 0.022;
    const lat = Math.round((center[0] + distance * Math.sin(angle)) * 1e6) / 1e6;
    const lng = Math.round((center[1] + distance * Math.cos(angle)) * 1e6) / 1e6;
    const [type, prefix] = weighted(rand, TYPES);
    const [stage, certified] = weighted(rand, STAGES);
    const kelurahan = KELURAHAN[Math.floor(rand() * KELURAHAN.length)]!;
    const street = STREETS[Math.floor(rand() * STREETS.length)]!;
    const name = `${prefix} ${NAMES[Math.floor(rand() * NAMES.length)]} ${index}`;
    const aiw = stage !== "belum-aiw";
    features.push({
      type: "Feature",
      id: `lokasi-${index}`,
      geometry: { type: "Point", coordinates: [lng, lat] },
      properties: {
        name,
        address: `${street} No. ${1 + Math.floor(rand() * 200)}, RT ${String(1 + Math.floor(rand() * 12)).padStart(2, "0")}/RW ${String(1 + Math.floor(rand() * 15)).padStart(2, "0")}, Kelurahan ${kelurahan}, Kecamatan Coblong, Kota Bandung`,
        type,
        areaM2: 40 + Math.round(rand() * rand() * 4000),
        certified,
        stage,
        kelurahan,
        nazhir: `Nazhir ${NAMES[Math.floor(rand() * NAMES.length)]} ${kelurahan}`,
        ...(aiw ? { aiwNumber: `W.2/${String(index).padStart(4, "0")}/${2000 + Math.floor(rand() * 25)}`, aiwDate: `${1 + Math.floor(rand() * 28)} Maret ${2000 + Math.floor(rand() * 25)}` } : {}),
        ...(certified ? { certificateNumber: `10.01.${String(index).padStart(5, "0")}` } : {}),
        use: type,
        note: "Data sintetis untuk uji kinerja.",
      },
    });
  }
  return { type: "FeatureCollection", name: `Register sintetis ${count} lokasi (bukan data nyata)`, features };
}
