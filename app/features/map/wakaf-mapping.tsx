import { useMemo, useRef, useState } from "react";
import { AreaBarChart } from "./area-bar-chart";
import type { MapSelection, MapSettings } from "./map-types";
import { SiteList } from "./site-list";
import { SiteMap } from "./site-map";
import { SiteSummaryBand } from "./site-summary";
import type { MappingPageData } from "./page-data";
import { areaBars, summarize } from "./stats";
import { TypePieChart } from "./type-pie-chart";

const sectionTitle = "text-2xl font-bold text-emerald-900";

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
      <section aria-labelledby="peta-lokasi" ref={mapSection} className="scroll-mt-20">
        <h2 id="peta-lokasi" className={sectionTitle}>
          Peta Lokasi Tanah Wakaf
        </h2>
        <div className="mt-4">
          <SiteMap sites={sites} settings={settings} selection={selection} />
        </div>
      </section>
      <section aria-labelledby="statistik">
        <h2 id="statistik" className={sectionTitle}>
          Statistik Tanah Wakaf
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <TypePieChart title="Distribusi Jenis Wakaf" slices={pie} />
          <AreaBarChart title="Luas Tanah Wakaf per Lokasi (m²)" bars={areaBars(sites)} />
        </div>
      </section>
      <section aria-labelledby="daftar-lokasi">
        <h2 id="daftar-lokasi" className={sectionTitle}>
          Daftar Lokasi Wakaf
        </h2>
        <div className="mt-4">
          <SiteList sites={sites} colourOf={(type) => colours.get(type) ?? "#475569"} onShowOnMap={showOnMap} />
        </div>
      </section>
      <section aria-labelledby="ringkasan">
        <h2 id="ringkasan" className={sectionTitle}>
          Ringkasan
        </h2>
        <div className="mt-4">
          <SiteSummaryBand summary={summarize(sites)} />
        </div>
      </section>
    </div>
  );
}
