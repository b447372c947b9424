import { fillText } from "~/lib/fill-text";
import { type ReactNode, type Ref, startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { retryImport } from "~/lib/retry-import";
import { AreaBarChart } from "./area-bar-chart";
import type { MapSelection, MapSettings } from "./map-types";
import { OpenDataLinks } from "./open-data-links";
import { popupForAddress } from "./popup-address";
import type { MappingPageData } from "./page-data";
import { SiteList } from "./site-list";
import { SiteMap } from "./site-map";
import type { SiteQuery } from "./site-query";
import { SiteSummaryBand } from "./site-summary";
import { StageProgressTable } from "./stage-progress";
import { UNKNOWN_STAGE, stageOf, summarize } from "./stats";
import { TypePieChart } from "./type-pie-chart";

type Explorer = typeof import("./site-explorer.client");
type NearestState = import("./site-explorer.client").NearestState;
type Register = import("./site-explorer.client").Register;

// The search chunk (no Leaflet in it) starts downloading with the page's own code, while React
// hydrates, rather than after: with the preloaded register the list and counts are ready sooner. The
// effect below waits for it (and tries again if this early try failed).
const loadExplorer = () => import("./site-explorer.client");
if (typeof document !== "undefined") loadExplorer().catch(() => undefined);

interface TitledSectionProps {
  id: string;
  title: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  className?: string;
  bodyClassName?: string;
}

/** One block of the page: a section named by its h2. */
function TitledSection({ id, title, children, ref, className, bodyClassName }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} ref={ref} className={className}>
      <h2 id={id} className="text-2xl font-bold text-emerald-900">
        {title}
      </h2>
      <div className={bodyClassName ? `mt-4 ${bodyClassName}` : "mt-4"}>{children}</div>
    </section>
  );
}

/**
 * The map page body: map, charts, certification progress, site list, summary and downloads. Every
 * figure is derived from the site data at build time (page-data.ts); every text is in app/content.
 */
export function WakafMapping({ texts, listSites, summary, pie, bars, stages, sampleData, settings, pageSize }: MappingPageData & { settings: MapSettings }) {
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const listSection = useRef<HTMLElement>(null);
  const colours = useMemo(() => new Map(pie.map((slice) => [slice.type, slice.colour])), [pie]);
  const colourOf = (type: string) => colours.get(type) ?? "#475569";

  // Search, filters and the paged list come with their own chunk after hydration, with the register;
  // until then the page is its prerendered self and the address is not read. The view lives in the
  // address (site-query.ts).
  const [explorer, setExplorer] = useState<Explorer | null>(null);
  // (useLocation, not useSearchParams: the header already brings it, so it adds no up-front bytes.)
  const { search } = useLocation();
  const navigationType = useNavigationType();
  // What the page shows follows a visitor's change in the same frame; the router, which updates the
  // address a moment later in a background render, must not delay a filter on thousands of sites.
  // Back/Forward and a link arrive through the address.
  const [view, setView] = useState(search);
  const [address, setAddress] = useState(search);
  if (search !== address) {
    setAddress(search);
    if (!explorer || explorer.isCurrentAddress(search, navigationType === "POP")) setView(search);
  }
  useEffect(() => {
    explorer?.addressShown(search, navigationType === "POP");
  }, [explorer, search, navigationType]);
  const query = useMemo(() => (explorer ? explorer.parseSiteQuery(new URLSearchParams(view)) : null), [explorer, view]);
  const navigate = useNavigate();
  const update = (change: (current: SiteQuery) => SiteQuery, replace: boolean) => {
    const next = explorer?.goTo(navigate, change, replace);
    if (next != null) setView(next);
  };

  const [register, setRegister] = useState<Register | null>(null);
  const [registerFailed, setRegisterFailed] = useState(false);
  const [nearest, setNearest] = useState<NearestState>({ kind: "off" });
  useEffect(() => {
    let current = true;
    // Chunk and register are retried until they arrive (the project's one strategy); the map says so meanwhile.
    const retry = { onFailure: () => current && setRegisterFailed(true) };
    // Transitions: drawing the search tools, and then the register's list and counts, is React's longest
    // work on this page; as a transition it yields to the browser every few milliseconds instead of
    // blocking a phone's main thread for one long task (decision 115).
    void retryImport(loadExplorer, retry).then(async (module) => {
      if (!current) return;
      startTransition(() => setExplorer(module));
      const loaded = await retryImport(() => module.loadRegister((site) => stageOf(site, stages)?.id ?? UNKNOWN_STAGE), retry);
      if (!current) return;
      startTransition(() => {
        setRegister(loaded);
        setRegisterFailed(false);
      });
    });
    return () => {
      current = false;
    };
  }, [stages]);
  // After the render that draws the register's first markers, not before it.
  useEffect(() => {
    if (explorer && register) explorer.prepareSearch(register);
  }, [explorer, register]);
  const position = nearest.kind === "on" ? nearest.position : null;
  const { q = "", jenis = "", kelurahan = "", status = "" } = query ?? {};
  const results = useMemo(
    () => (explorer && register ? explorer.explore(register, { q, jenis, kelurahan, status }, position) : null),
    // Only the search, the filters and the position change the results (not the page or the popup).
    [explorer, register, q, jenis, kelurahan, status, position],
  );

  // A site named in the address (a shared link, Back/Forward) opens on the map; one the map opened itself does not move it again.
  const openSite = useRef("");
  const lokasi = useMemo(() => (explorer ? explorer.parseSiteQuery(new URLSearchParams(search)).lokasi : ""), [explorer, search]);
  const lastLokasi = useRef(lokasi);
  useEffect(() => {
    const action = popupForAddress({ before: lastLokasi.current, lokasi, openSite: openSite.current, backOrForward: navigationType === "POP" });
    lastLokasi.current = lokasi;
    if (action === "open") setSelection((previous) => ({ id: lokasi, nonce: (previous?.nonce ?? 0) + 1, focus: false }));
    else if (action === "close") {
      openSite.current = "";
      setSelection(null);
    }
  }, [lokasi, navigationType]);
  function onPopup(id: string | null) {
    openSite.current = id ?? "";
    update((current) => ({ ...current, lokasi: id ?? "" }), true);
  }

  const listBox = useRef<HTMLDivElement>(null);
  const listPage = explorer && results && query ? explorer.resultPage(results, query, pageSize, texts.explorer) : null;
  function onListQuery(change: (current: SiteQuery) => SiteQuery) {
    update(change, false);
    listSection.current?.scrollIntoView({ block: "start" });
  }

  function showOnMap(id: string) {
    openSite.current = id;
    setSelection((previous) => ({ id, nonce: (previous?.nonce ?? 0) + 1, focus: true }));
    update((current) => ({ ...current, lokasi: id }), true);
    // The map itself, centred: the search tools above it would push it half off a phone's screen. At
    // once, not smoothly: Chromium stops a smooth scroll when the address changes during it (the
    // popup's own address entries come a moment later), which left the page at the list.
    mapBox.current?.scrollIntoView({ block: "center", behavior: "instant" });
  }

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16">
      {sampleData && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-testid="sample-data-notice">
          {texts.sampleNotice}
        </p>
      )}
      <TitledSection id="peta-lokasi" title={texts.headings.map}>
        {/* Same height before and after the search tools arrive, so nothing below moves. */}
        <div className="mb-4 min-h-[25rem] md:min-h-[8.5rem]">
          {explorer && query ? (
            <explorer.ExplorerToolbar
              texts={texts.explorer}
              query={query}
              onQuery={(change, typing) => update(change, Boolean(typing))}
              stages={stages}
              register={register?.sites ?? null}
              count={results?.sites.length ?? null}
              nearest={nearest}
              onNearest={setNearest}
            />
          ) : (
            <p className="text-slate-700">{texts.explorer.waiting}</p>
          )}
        </div>
        <div ref={mapBox}>
          <SiteMap
            sites={listSites}
            mapSites={results?.sites ?? null}
            registerFailed={registerFailed}
            settings={settings}
            selection={selection}
            texts={texts.map}
            onPopup={onPopup}
          />
        </div>
      </TitledSection>
      <TitledSection id="statistik" title={texts.headings.statistics} bodyClassName="grid gap-6 lg:grid-cols-2">
        <TypePieChart title={texts.headings.pieChart} slices={pie} />
        <AreaBarChart title={texts.headings.barChart} bars={bars} columns={texts.chartColumns} />
      </TitledSection>
      <TitledSection id="sertifikasi" title={texts.headings.stages}>
        <StageProgressTable stages={stages} intro={texts.stagesIntro} />
      </TitledSection>
      <TitledSection id="daftar-lokasi" title={texts.headings.list} ref={listSection} className="scroll-mt-20">
        {/* One list before and after the register arrives: the same cards, so a tap on one while the
            register arrives (finger down on the old card, up on its replacement) is not lost. */}
        {explorer && listPage?.count === 0 ? (
          <explorer.EmptyResults texts={texts.explorer} onQuery={onListQuery} />
        ) : (
          <div ref={listBox}>
            <SiteList sites={listPage?.shown.items ?? listSites} colourOf={colourOf} onShowOnMap={showOnMap} extraChip={listPage?.distanceChip} texts={texts.list} />
          </div>
        )}
        {explorer && listPage ? (
          <explorer.ResultPager texts={texts.explorer} page={listPage} onQuery={onListQuery} list={listBox} />
        ) : (
          summary.count > listSites.length && (
            <p className="mt-4 text-slate-700" data-testid="site-list-more">
              {fillText(texts.listMore, { shown: listSites.length, total: summary.count })}
            </p>
          )
        )}
      </TitledSection>
      <TitledSection id="ringkasan" title={texts.headings.summary}>
        <SiteSummaryBand summary={results ? summarize(results.sites) : summary} labels={texts.summary} />
      </TitledSection>
      <TitledSection id="unduh-data" title={texts.headings.download}>
        <OpenDataLinks texts={texts.download} />
      </TitledSection>
    </div>
  );
}
