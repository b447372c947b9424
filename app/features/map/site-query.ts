// The map page's view in the address bar: `?q=…&jenis=…&kelurahan=…&status=…&lokasi=…&halaman=…`.
// One home for reading and writing it, so a shared link opens the same view and Back/Forward work.

/** What a visitor chose: search text, filters, the selected site and the list page. */
export interface SiteQuery {
  /** Search text as typed (matched forgivingly by site-filter.ts). */
  q: string;
  /** A type label from app/content/sites-register.ts (e.g. "Masjid"), or "" for every type. */
  jenis: string;
  kelurahan: string;
  /** A certification stage id from app/content/sites-register.ts, or "". */
  status: string;
  /** Id of the site whose popup is open, or "". */
  lokasi: string;
  /** List page, 1-based. */
  halaman: number;
}

export const EMPTY_QUERY: SiteQuery = { q: "", jenis: "", kelurahan: "", status: "", lokasi: "", halaman: 1 };

const TEXT_KEYS = ["q", "jenis", "kelurahan", "status", "lokasi"] as const;
/** Longer search text is cut: nobody types more, and it keeps a crafted link from slowing the page. */
export const MAX_QUERY_LENGTH = 100;

export function parseSiteQuery(params: URLSearchParams): SiteQuery {
  const query: SiteQuery = { ...EMPTY_QUERY };
  for (const key of TEXT_KEYS) query[key] = (params.get(key) ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const page = Number(params.get("halaman"));
  query.halaman = Number.isInteger(page) && page > 1 ? page : 1;
  return query;
}

/** Only what differs from the empty view, in a fixed order: equal views give equal addresses. */
export function serializeSiteQuery(query: SiteQuery): string {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = query[key].trim();
    if (value) params.set(key, value);
  }
  if (query.halaman > 1) params.set("halaman", String(query.halaman));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether any filter or search narrows the list (the selected site and the page do not). */
export function isFiltered(query: Pick<SiteQuery, "q" | "jenis" | "kelurahan" | "status">): boolean {
  return Boolean(query.q.trim() || query.jenis || query.kelurahan || query.status);
}

/** The same view with the filters and search cleared (and back to page 1). */
export function clearFilters(query: SiteQuery): SiteQuery {
  return { ...EMPTY_QUERY, lokasi: query.lokasi };
}
