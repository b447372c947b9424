// Search and filters of the map page, in the browser (lazy map chunk only). Pure functions: the view
// passes the register and the query (site-query.ts) and gets the matching sites back.
import { searchText } from "~/lib/search-text";
import type { MapSite } from "~/lib/register-file";
import type { SiteQuery } from "./site-query";

/** A site with its search text prepared once, so each keystroke only compares strings. */
export interface IndexedSite {
  site: MapSite;
  /** Register order, kept when results are sorted by distance and back. */
  order: number;
  text: string;
  /** The same without spaces: "alikhlas" finds "Al-Ikhlas". */
  compact: string;
  /** Normalised type and kelurahan: a filter compares strings, it never normalises per site. */
  type: string;
  kelurahan: string;
  stage: string;
}

/**
 * `stageOf` is stats.ts's rule (a site without a stage follows its `certified` flag), passed in by the
 * page so this lazy module does not pull the page's own modules into the shared up-front chunk.
 */
export function indexSites(sites: readonly MapSite[], stageOf: (site: MapSite) => string): IndexedSite[] {
  // A register names a few types and kelurahan thousands of times: each is normalised once.
  const values = new Map<string, string>();
  const value = (text: string) => {
    let normal = values.get(text);
    if (normal === undefined) {
      normal = searchText(text);
      values.set(text, normal);
    }
    return normal;
  };
  return sites.map((site, order) => {
    const text = searchText(`${site.name} ${site.address} ${site.kelurahan ?? ""}`);
    return {
      site,
      order,
      text,
      compact: text.replaceAll(" ", ""),
      type: value(site.type),
      kelurahan: value(site.kelurahan ?? ""),
      stage: stageOf(site),
    };
  });
}

/**
 * Sites matching every part of the query: each word of the search (in any order, any part of a word)
 * in the name, address or kelurahan; the type, kelurahan and certification stage when chosen.
 */
export function filterSites(index: readonly IndexedSite[], query: Pick<SiteQuery, "q" | "jenis" | "kelurahan" | "status">): IndexedSite[] {
  const words = searchText(query.q).split(" ").filter(Boolean);
  const jenis = searchText(query.jenis);
  const kelurahan = searchText(query.kelurahan);
  const status = query.status;
  if (!words.length && !jenis && !kelurahan && !status) return index as IndexedSite[];
  return index.filter(
    (entry) =>
      (!jenis || entry.type === jenis) &&
      (!kelurahan || entry.kelurahan === kelurahan) &&
      (!status || entry.stage === status) &&
      words.every((word) => entry.text.includes(word) || entry.compact.includes(word)),
  );
}

/** Each value (type, kelurahan) named in the register once, sorted as Indonesian readers expect: the filter's options. */
export function distinctValues(sites: readonly MapSite[], value: (site: MapSite) => string | undefined): string[] {
  const names = new Set<string>();
  for (const site of sites) {
    const name = value(site);
    if (name) names.add(name);
  }
  // Each name's key once, not twice per comparison: a province's register names thousands of kelurahan.
  return [...names]
    .map((name) => ({ name, key: sortKey(name) }))
    .sort((a, b) => byKey(a.key, a.name, b.key, b.name))
    .map(({ name }) => name);
}

// Letters in alphabetical order, ignoring case and accents, as the Indonesian collation sorts names.
// Not `localeCompare(…, "id")`: the first collator loads ICU's collation data, ~13 ms of main thread
// (four times that on a slow phone) inside the map page's first draw (decision 115). Names that differ
// only in case or accents are put in a fixed order of their own.
const sortKey = (name: string) => name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

function byKey(x: string, a: string, y: string, b: string): number {
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares two names (kelurahan, site types) for a filter's option list. */
export function compareNames(a: string, b: string): number {
  return byKey(sortKey(a), a, sortKey(b), b);
}
