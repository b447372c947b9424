import { ArrowLeft, Check, Copy, Navigation, Share2 } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { useHydrated } from "~/lib/use-hydrated";
import { MapErrorBoundary } from "./map-error-boundary";
import { MINI_MAP_HEIGHT_PX, type MapSettings } from "./map-types";
import { whatsAppShareUrl } from "./share";
import { areaText, directionsUrl, formatCoordinates, isLocated, type Located, type WakafSite } from "./sites";
import type { SitePageData } from "./site-page-data";

// Retried until it arrives; the details, directions and share buttons work without it meanwhile.
const { Component: SiteMiniMapClient } = lazyWithRetry(() => import("./site-mini-map.client"));

const action =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700";

/** A site's own page: its details, a small map, directions and sharing. */
export function SitePage({ site, stageLabel, typeColour, pageUrl, texts, settings }: SitePageData & { settings: MapSettings }) {
  const labels = texts.labels;
  const aiw = [site.aiwNumber, site.aiwDate].filter(Boolean).join(", tanggal ");
  const rows: Array<[string, ReactNode]> = [
    [
      labels.type,
      <span key="type" className="inline-flex items-center gap-2">
        <span className="inline-block size-3 rounded-full" style={{ backgroundColor: typeColour }} aria-hidden="true" />
        {site.type}
      </span>,
    ],
    [labels.area, areaText(site.areaM2, texts.unmeasured)],
    [labels.stage, `${stageLabel} (${site.certified ? texts.certifiedYes : texts.certifiedNo})`],
  ];
  if (site.kelurahan) rows.push([labels.kelurahan, site.kelurahan]);
  if (site.nazhir) rows.push([labels.nazhir, site.nazhir]);
  if (aiw) rows.push([labels.aiw, aiw]);
  if (site.certificateNumber) rows.push([labels.certificate, site.certificateNumber]);
  if (site.use) rows.push([labels.use, site.use]);
  if (site.note) rows.push([labels.note, site.note]);
  if (isLocated(site)) rows.push([labels.coordinates, <span key="coordinates" className="font-mono">{formatCoordinates(site)}</span>]);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <div className="bg-gradient-to-b from-emerald-50 to-white py-8">
        <Link to="/pemetaan-wakaf" className="inline-flex min-h-11 items-center gap-2 font-semibold text-emerald-800 underline underline-offset-4" data-testid="back-to-map">
          <Icon icon={ArrowLeft} className="size-5" aria-hidden="true" />
          {texts.back}
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-emerald-900 md:text-4xl">{site.name}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700" data-testid="site-address">
          {site.address}
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="keterangan">
          <h2 id="keterangan" className="text-2xl font-bold text-emerald-900">
            {texts.detailsHeading}
          </h2>
          <dl className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-5 shadow-sm" data-testid="site-details">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 id="bagikan" className="mt-8 text-2xl font-bold text-emerald-900">
            {texts.shareHeading}
          </h2>
          <ShareActions site={site} pageUrl={pageUrl} texts={texts} />
        </section>
        <section aria-labelledby="lokasi-di-peta">
          <h2 id="lokasi-di-peta" className="text-2xl font-bold text-emerald-900">
            {texts.mapHeading}
          </h2>
          {isLocated(site) ? (
            <>
              <div className="mt-4" style={{ height: MINI_MAP_HEIGHT_PX }}>
                <MiniMap site={site} settings={settings} label={`${texts.mapHeading}: ${site.name}`} />
              </div>
              <a
                href={directionsUrl(site)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${action} mt-4 bg-emerald-700 text-white hover:bg-emerald-800`}
                data-testid="site-directions"
              >
                <Icon icon={Navigation} className="size-5" aria-hidden="true" />
                {texts.directions}
                <span className="sr-only"> {texts.mapsNewTab}</span>
              </a>
            </>
          ) : (
            // Not mapped yet: the same place says so, and there is no map and no directions.
            <div className="mt-4 flex flex-col justify-center rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950" data-testid="site-unmapped">
              <p className="text-lg font-semibold">{texts.unmapped}</p>
              <p className="mt-2">{texts.unmappedNote}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function ShareActions({ site, pageUrl, texts }: { site: WakafSite; pageUrl: string; texts: SitePageData["texts"] }) {
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(pageUrl);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-3">
        <a
          href={whatsAppShareUrl(site, pageUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${action} bg-emerald-700 text-white hover:bg-emerald-800`}
          data-testid="share-whatsapp"
        >
          <Icon icon={Share2} className="size-5" aria-hidden="true" />
          {texts.whatsapp}
          <span className="sr-only"> {texts.newTab}</span>
        </a>
        <button type="button" onClick={copyLink} className={`${action} border border-emerald-700 text-emerald-800 hover:bg-emerald-50`} data-testid="copy-link">
          {copyState === "copied" ? <Icon icon={Check} className="size-5" aria-hidden="true" /> : <Icon icon={Copy} className="size-5" aria-hidden="true" />}
          {texts.copyLink}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-slate-700" data-testid="copy-status">
        {copyState === "copied" ? texts.copied : copyState === "failed" ? texts.copyFailed : ""}
      </p>
      <p className="mt-1 text-sm break-all text-slate-600">{pageUrl}</p>
    </div>
  );
}

function MiniMap(props: { site: Located<WakafSite>; settings: MapSettings; label: string }) {
  const hydrated = useHydrated();
  const placeholder = <div className="h-full rounded-xl border border-emerald-200 bg-emerald-50" data-testid="mini-map-placeholder" />;
  if (!hydrated) return placeholder;
  return (
    <MapErrorBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <SiteMiniMapClient {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
