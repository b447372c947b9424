// Search, filters, "Lokasi terdekat" and the paged list of the map page. Loaded after hydration with
// its own lazy chunk (never up front), together with the register it works on; the page's prerendered
// list and summary stand in until it arrives. Pure logic lives in site-filter.ts, site-query.ts,
// distance.ts and paginate.ts; this module only draws. It imports nothing the page's own chunk imports
// (only types): a module shared with the page would move into the up-front "shared" chunk of every page.
import { fillText } from "~/lib/fill-text";
import { whenIdle } from "~/lib/when-idle";
import { LocateFixed, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import type { NavigateFunction } from "react-router";
import type { SitesPageTexts } from "~/content/sites-page.schema";
import { formatDistance, geolocationProblem, sortByDistance, type LatLng } from "./distance";
import { paginate } from "./paginate";
import { fetchRegister, type MapSite } from "~/lib/register-file";
import { distinctValues, filterSites, indexSites, type IndexedSite } from "./site-filter";
import { clearFilters, isFiltered, parseSiteQuery, serializeSiteQuery, type SiteQuery } from "./site-query";

export { parseSiteQuery };

/** The register and, prepared on first use, its search index. */
export interface Register {
  sites: MapSite[];
  index: () => IndexedSite[];
}

/**
 * The register, fetched; the caller shows its own message when this rejects. The map needs only the
 * sites: the search index (a few dozen ms for thousands of sites on a phone) is prepared on first use
 * or by `prepareSearch`.
 */
export async function loadRegister(stageOf: (site: MapSite) => string): Promise<Register> {
  const sites = await fetchRegister();
  let index: IndexedSite[] | null = null;
  return { sites, index: () => (index ??= indexSites(sites, stageOf)) };
}

/** Prepares the search index once the browser is idle (called after the first markers are drawn). */
export function prepareSearch(register: Register) {
  whenIdle(() => register.index(), 2_000);
}

/**
 * Puts a view into the address: a new history entry (Back returns to the previous view) or, while
 * typing and for the open popup, a replaced one. It starts from the current address, not a render's
 * copy, so a late event (a popup closing) never undoes a newer choice. Returns the new address's
 * query (for the page to show at once), or null when nothing changes.
 */
export function goTo(navigate: NavigateFunction, change: (current: SiteQuery) => SiteQuery, replace: boolean): string | null {
  // The router updates the address a moment later: two events in a row (one popup closing, the next
  // opening) must build on each other, so the last address asked for counts until it is there.
  const next = serializeSiteQuery(change(parseSiteQuery(new URLSearchParams(requested ?? window.location.search))));
  if (next === (requested ?? window.location.search)) return null;
  requested = next;
  unseen.push(next);
  // After the next paint: the page shows the new view first (the caller renders it at once), and the
  // browser's history entry, slow on a busy phone, is written after.
  afterPaint(() =>
    void Promise.resolve(navigate({ search: next }, { replace, preventScrollReset: true })).finally(() => {
      if (requested === next) requested = null;
    }),
  );
  return next;
}
/** The last address asked for, until the router has written it (what the next change builds on). */
let requested: string | null = null;
/**
 * Addresses asked for that the page has not yet seen come back from the router, oldest first. The router
 * writes an address before React draws it (in a background render, possibly after a newer one was
 * written), so "written" cannot tell an older address of ours from the current one: only this list can.
 */
let unseen: string[] = [];

function afterPaint(then: () => void) {
  requestAnimationFrame(() => setTimeout(then));
}

/**
 * Whether an address the router now shows should replace the view on screen: yes for Back/Forward, for
 * an address that is not one of ours (a link) and for the last one asked for; no for an older one of ours
 * still arriving while the visitor types on (it would show the results of fewer letters, and put them
 * back into the search box under the visitor's fingers).
 *
 * Asked while React renders, so it only reads: React may render the same address more than once before
 * it commits (a background render that a keystroke interrupts is rendered again), and each time must get
 * the same answer. The list moves on in `addressShown`, once a render has committed.
 */
export function isCurrentAddress(search: string, backOrForward: boolean): boolean {
  if (backOrForward) return true;
  const at = unseen.lastIndexOf(search);
  return at === -1 || at === unseen.length - 1;
}

/**
 * The router's address has reached the screen (called after the commit): ours up to it have all arrived,
 * so they leave the list. Back/Forward or a link ends every wait.
 */
export function addressShown(search: string, backOrForward: boolean) {
  const at = unseen.lastIndexOf(search);
  unseen = backOrForward || at === -1 ? [] : unseen.slice(at + 1);
}

type ExplorerTexts = SitesPageTexts["explorer"];

export interface Results {
  sites: MapSite[];
  /** Distance from the visitor in metres, when "Lokasi terdekat" is on (none for a site not mapped yet). */
  distances: Map<string, number> | null;
}

/** The sites matching the query, nearest first when the visitor's position is known. */
export function explore(register: Register, query: Pick<SiteQuery, "q" | "jenis" | "kelurahan" | "status">, position: LatLng | null): Results {
  // Without a filter the result is the register itself (the same list each time, so the map keeps its clusters).
  const matches = isFiltered(query) ? filterSites(register.index(), query).map((entry) => entry.site) : register.sites;
  if (!position) return { sites: matches, distances: null };
  // Sites not mapped yet have no distance: they come last, without a distance chip.
  const sorted = sortByDistance(matches, position, (site) => site);
  const distances = new Map<string, number>();
  for (const { item, distance } of sorted) if (distance !== null) distances.set(item.id, distance);
  return { sites: sorted.map((entry) => entry.item), distances };
}

export type NearestState = { kind: "off" } | { kind: "busy" } | { kind: "on"; position: LatLng } | { kind: "failed"; message: string };

/** Asks for the visitor's position (only when called: the browser shows its permission prompt then). */
export function locate(texts: ExplorerTexts, done: (state: NearestState) => void) {
  if (!("geolocation" in navigator)) return done({ kind: "failed", message: texts.geolocation.unsupported });
  navigator.geolocation.getCurrentPosition(
    (position) => done({ kind: "on", position: { lat: position.coords.latitude, lng: position.coords.longitude } }),
    (error) => done({ kind: "failed", message: texts.geolocation[geolocationProblem(error.code)] }),
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
  );
}

const field = "flex flex-col gap-1 text-sm font-semibold text-slate-800";
const control =
  "min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700";
const button =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60";

export function ExplorerToolbar({
  texts,
  query,
  onQuery,
  stages,
  register,
  count,
  nearest,
  onNearest,
}: {
  texts: ExplorerTexts;
  query: SiteQuery;
  /**
   * A change to the view, applied to the latest one (not this render's: a quick second change must not
   * undo the first). `typing`: a keystroke in the search box (replaces the history entry).
   */
  onQuery: (change: (current: SiteQuery) => SiteQuery, typing?: boolean) => void;
  stages: ReadonlyArray<{ id: string; label: string }>;
  register: readonly MapSite[] | null;
  count: number | null;
  nearest: NearestState;
  onNearest: (state: NearestState) => void;
}) {
  const id = useId();
  // The box shows what was typed; the address (and so the filter) follows it.
  // Back/Forward or "clear" replace it; the address's own trimming of a typed space does not.
  const [draft, setDraft] = useState(query.q);
  const [addressQ, setAddressQ] = useState(query.q);
  if (query.q !== addressQ) {
    setAddressQ(query.q);
    if (draft.trim() !== query.q) setDraft(query.q);
  }
  const kelurahanList = useMemo(() => (register ? distinctValues(register, (site) => site.kelurahan) : []), [register]);
  const typeList = useMemo(() => (register ? distinctValues(register, (site) => site.type) : []), [register]);
  const set = (change: Partial<SiteQuery>, typing = false) => onQuery((current) => ({ ...current, ...change, halaman: 1 }), typing);
  const total = register?.length ?? 0;
  const filtered = isFiltered(query);
  function findNearest() {
    onNearest({ kind: "busy" });
    // A refusal or an error only shows its message: the list keeps its order, the filters stay.
    locate(texts, (state) => {
      onNearest(state);
      if (state.kind === "on") set({}, true);
    });
  }
  const status =
    count === null ? texts.loadingRegister : filtered ? fillText(texts.countFiltered, { count, total }) : fillText(texts.countAll, { total });

  return (
    <div className="space-y-3" data-testid="site-explorer">
      <form role="search" aria-label={texts.heading} className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr]" onSubmit={(event) => event.preventDefault()}>
        <div className={field}>
          <label htmlFor={`${id}-q`}>{texts.search}</label>
          <input
            id={`${id}-q`}
            type="search"
            className={control}
            value={draft}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setDraft(event.target.value);
              set({ q: event.target.value }, true);
            }}
          />
        </div>
        <Select id={`${id}-jenis`} label={texts.type} all={texts.typeAll} value={query.jenis} options={typeList.map((type) => [type, type])} onChange={(jenis) => set({ jenis })} />
        <Select
          id={`${id}-kelurahan`}
          label={texts.kelurahan}
          all={texts.kelurahanAll}
          value={query.kelurahan}
          options={kelurahanList.map((name) => [name, name])}
          onChange={(value) => set({ kelurahan: value })}
        />
        <Select id={`${id}-status`} label={texts.status} all={texts.statusAll} value={query.status} options={stages.map((stage) => [stage.id, stage.label])} onChange={(value) => set({ status: value })} />
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="mr-auto font-semibold text-emerald-900" data-testid="site-count">
          {status}
        </p>
        <button
          type="button"
          className={`${button} border border-emerald-700 text-emerald-800 hover:bg-emerald-50`}
          onClick={findNearest}
          disabled={nearest.kind === "busy"}
          aria-pressed={nearest.kind === "on"}
        >
          <Icon icon={LocateFixed} className="size-5" aria-hidden="true" />
          {nearest.kind === "busy" ? texts.nearestBusy : texts.nearest}
        </button>
        {filtered && (
          <button type="button" className={`${button} text-emerald-800 underline hover:bg-emerald-50`} onClick={() => onQuery(clearFilters)}>
            <Icon icon={X} className="size-5" aria-hidden="true" />
            {texts.clear}
          </button>
        )}
      </div>
      {nearest.kind === "on" && (
        <p className="text-sm text-slate-700">
          {texts.nearestOn}
          {register?.some((site) => site.lat === null) && ` ${texts.nearestUnmapped}`}
        </p>
      )}
      {nearest.kind === "failed" && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950" data-testid="geolocation-error">
          {nearest.message}
        </p>
      )}
    </div>
  );
}

function Select({
  id,
  label,
  all,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
}) {
  // A value from a link that names no option (a typo, an old type) still shows, so the visitor sees why nothing matches.
  const known = !value || options.some(([option]) => option.toLowerCase() === value.toLowerCase());
  return (
    <div className={field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={control} value={known ? (options.find(([option]) => option.toLowerCase() === value.toLowerCase())?.[0] ?? "") : value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {!known && <option value={value}>{value}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}


/** The matching sites, one page at a time, with pages to move through and an empty state. */
/**
 * One page of the results for the page's own list (the list itself stays the page's, so the cards a
 * visitor may be tapping are the same elements before and after the register arrives): its sites, each
 * one's distance chip when known, and where it stands among the pages.
 */
export function resultPage(results: Results, query: SiteQuery, pageSize: number, texts: ExplorerTexts) {
  const shown = paginate(results.sites, query.halaman, pageSize);
  const distances = results.distances;
  const distanceChip = distances
    ? (id: string) =>
        distances.has(id) ? (
          <li className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-950" data-testid="site-distance">
            <span className="sr-only">{texts.distance}: </span>
            {formatDistance(distances.get(id)!)}
          </li>
        ) : null
    : undefined;
  return { shown, count: results.sites.length, distanceChip };
}

/** In place of the list when nothing matches: says so and offers to clear the search and filters. */
export function EmptyResults({ texts, onQuery }: { texts: ExplorerTexts; onQuery: (change: (current: SiteQuery) => SiteQuery) => void }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 text-slate-800" data-testid="site-list-empty">
      <p>{texts.empty}</p>
      <button type="button" className={`${button} mt-3 bg-emerald-700 text-white hover:bg-emerald-800`} onClick={() => onQuery(clearFilters)}>
        <Icon icon={X} className="size-5" aria-hidden="true" />
        {texts.clear}
      </button>
    </div>
  );
}

/** "Sebelumnya" / "Berikutnya" under the list, when the results fill more than one page. */
export function ResultPager({
  texts,
  page,
  onQuery,
  list,
}: {
  texts: ExplorerTexts;
  page: ReturnType<typeof resultPage>;
  onQuery: (change: (current: SiteQuery) => SiteQuery) => void;
  /** The page's list: after "Sebelumnya"/"Berikutnya" focus goes to the new page's first site. */
  list: RefObject<HTMLElement | null>;
}) {
  const { shown, count } = page;
  // After "Sebelumnya"/"Berikutnya" the visitor continues at the new page's first site, as after
  // following a link; Back/Forward and filters leave focus where it is.
  const focusFirstSite = useRef(false);
  useEffect(() => {
    if (!focusFirstSite.current) return;
    focusFirstSite.current = false;
    list.current?.querySelector<HTMLElement>("h3 a")?.focus();
  }, [shown.page, list]);
  const onPage = (halaman: number) => {
    focusFirstSite.current = true;
    onQuery((current) => ({ ...current, halaman }));
  };
  if (shown.pageCount <= 1) return null;
  return (
    <nav aria-label={texts.pageLabel} className="mt-6 flex flex-wrap items-center justify-between gap-3" data-testid="site-pages">
      <button type="button" className={`${button} border border-emerald-700 text-emerald-800 hover:bg-emerald-50`} disabled={shown.page <= 1} onClick={() => onPage(shown.page - 1)}>
        {texts.previous}
      </button>
      <p className="text-slate-800" data-testid="site-page-range">
        {fillText(texts.pageRange, { first: shown.first, last: shown.last, count })}
      </p>
      <button type="button" className={`${button} border border-emerald-700 text-emerald-800 hover:bg-emerald-50`} disabled={shown.page >= shown.pageCount} onClick={() => onPage(shown.page + 1)}>
        {texts.next}
      </button>
    </nav>
  );
}
