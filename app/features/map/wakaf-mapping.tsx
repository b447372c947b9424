import { type ReactNode, type Ref, useMemo, useRef, useState } from "react";
import { formatNumber } from "~/lib/format";
import { AreaBarChart } from "./area-bar-chart";
import type { MapSelection, MapSettings } from "./map-types";
import { OpenDataLinks } from "./open-data-links";
import type { MappingPageData } from "./page-data";
import { SiteList } from "./site-list";
import { SiteMap } from "./site-map";
import { SiteSummaryBand } from "./site-summary";
import { StageProgressTable } from "./stage-progress";
import { TypePieChart } from "./type-pie-chart";

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
export function WakafMapping({ texts, listSites, summary, pie, bars, stages, sampleData, settings }: MappingPageData & { settings: MapSettings }) {
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const mapSection = useRef<HTMLElement>(null);
  const colours = useMemo(() => new Map(pie.map((slice) => [slice.type, slice.colour])), [pie]);

  function showOnMap(id: string) {
    setSelection((previous) => ({ id, nonce: (previous?.nonce ?? 0) + 1 }));
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    mapSection.current?.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
  }

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16">
      {sampleData && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-testid="sample-data-notice">
          {texts.sampleNotice}
        </p>
      )}
      <TitledSection id="peta-lokasi" title={texts.headings.map} ref={mapSection} className="scroll-mt-20">
        <SiteMap sites={listSites} settings={settings} selection={selection} texts={texts.map} />
      </TitledSection>
      <TitledSection id="statistik" title={texts.headings.statistics} bodyClassName="grid gap-6 lg:grid-cols-2">
        <TypePieChart title={texts.headings.pieChart} slices={pie} />
        <AreaBarChart title={texts.headings.barChart} bars={bars} />
      </TitledSection>
      <TitledSection id="sertifikasi" title={texts.headings.stages}>
        <StageProgressTable stages={stages} intro={texts.stagesIntro} />
      </TitledSection>
      <TitledSection id="daftar-lokasi" title={texts.headings.list}>
        <SiteList sites={listSites} colourOf={(type) => colours.get(type) ?? "#475569"} onShowOnMap={showOnMap} />
        {summary.count > listSites.length && (
          <p className="mt-4 text-slate-700" data-testid="site-list-more">
            {texts.listMore.replace("{shown}", formatNumber(listSites.length)).replace("{total}", formatNumber(summary.count))}
          </p>
        )}
      </TitledSection>
      <TitledSection id="ringkasan" title={texts.headings.summary}>
        <SiteSummaryBand summary={summary} />
      </TitledSection>
      <TitledSection id="unduh-data" title={texts.headings.download}>
        <OpenDataLinks texts={texts.download} />
      </TitledSection>
    </div>
  );
}
