import { type ReactNode, type Ref, useMemo, useRef, useState } from "react";
import { AreaBarChart } from "./area-bar-chart";
import type { MapSelection, MapSettings } from "./map-types";
import { SiteList } from "./site-list";
import { SiteMap } from "./site-map";
import { SiteSummaryBand } from "./site-summary";
import type { MappingPageData } from "./page-data";
import { areaBars, summarize } from "./stats";
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

/** The map page body: map, charts, site list and summary, every figure derived from the site data. */
export function WakafMapping({ sites, pie, sampleData, settings }: MappingPageData & { settings: MapSettings }) {
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
          Catatan: lokasi pada halaman ini adalah data contoh dan akan diganti dengan data resmi tanah wakaf KUA.
        </p>
      )}
      <TitledSection id="peta-lokasi" title="Peta Lokasi Tanah Wakaf" ref={mapSection} className="scroll-mt-20">
        <SiteMap sites={sites} settings={settings} selection={selection} />
      </TitledSection>
      <TitledSection id="statistik" title="Statistik Tanah Wakaf" bodyClassName="grid gap-6 lg:grid-cols-2">
        <TypePieChart title="Distribusi Jenis Wakaf" slices={pie} />
        <AreaBarChart title="Luas Tanah Wakaf per Lokasi (m²)" bars={areaBars(sites)} />
      </TitledSection>
      <TitledSection id="daftar-lokasi" title="Daftar Lokasi Wakaf">
        <SiteList sites={sites} colourOf={(type) => colours.get(type) ?? "#475569"} onShowOnMap={showOnMap} />
      </TitledSection>
      <TitledSection id="ringkasan" title="Ringkasan">
        <SiteSummaryBand summary={summarize(sites)} />
      </TitledSection>
    </div>
  );
}
