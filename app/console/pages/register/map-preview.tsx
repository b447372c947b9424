import { useEffect, useRef, useState } from "react";
import { retryImport } from "~/lib/retry-import";
import { formatCount } from "../../format";
import { useApi } from "../../session";
import type { ContentDocument, MapSettings, RegisterPoint } from "../../types";
import { POINT_KINDS, POINT_LOOKS } from "./point-looks";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The published office's map settings, when its answer has them (the preview does without tiles otherwise). */
export function mapSettingsOf(answer: ContentDocument): MapSettings | undefined {
  const map = isRecord(answer?.published) ? answer.published.map : undefined;
  if (!isRecord(map)) return undefined;
  const { center, zoom, tileUrl, tileAttribution } = map;
  const [lat, lng] = Array.isArray(center) ? center : [];
  if (typeof lat !== "number" || typeof lng !== "number" || typeof zoom !== "number" || typeof tileUrl !== "string" || !tileUrl) return undefined;
  return { center: [lat, lng], zoom, tileUrl, tileAttribution: typeof tileAttribution === "string" ? tileAttribution : "" };
}

type MapState = "loading" | "chunkFailed" | "drawFailed" | "drawn" | "noTiles";

const STATUS: Record<MapState, string> = {
  loading: "Memuat peta pratinjau…",
  chunkFailed: "Peta pratinjau belum dapat dimuat; dicoba lagi otomatis. Daftar perubahan di atas tetap lengkap.",
  drawFailed: "Peta pratinjau tidak dapat digambar. Daftar perubahan di atas tetap lengkap.",
  drawn: "",
  noTiles: "Peta dasar tidak dapat dimuat. Titik lokasi tetap ditampilkan, tanpa gambar peta di belakangnya.",
};

/**
 * Where the uploaded register's points are, before anything is saved: a wrong coordinate (a swapped
 * latitude and longitude, a point in the sea) shows at a glance. Leaflet comes in its own chunk
 * (map-view.ts), downloaded only here and only when there are points.
 */
export function MapPreview({ points, sites }: { points: readonly RegisterPoint[]; sites: number }) {
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">Peta pratinjau</h3>
      {points.length === 0 ? <p className="text-slate-800">Tidak ada lokasi dengan titik koordinat di berkas ini, jadi tidak ada peta pratinjau.</p> : <PointsMap points={points} sites={sites} />}
    </div>
  );
}

function PointsMap({ points, sites }: { points: readonly RegisterPoint[]; sites: number }) {
  const api = useApi();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("loading");

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const controller = new AbortController();
    let undraw: (() => void) | undefined;
    // Without the office's settings the markers are still worth seeing: drawn on an empty background.
    const settings = api.get<ContentDocument>("/konten/office", undefined, { signal: controller.signal }).then(mapSettingsOf, () => undefined);
    const view = retryImport(() => import("./map-view"), {
      onFailure: () => {
        if (!controller.signal.aborted) setState("chunkFailed");
      },
    });
    void Promise.all([view, settings]).then(([{ drawPreview }, mapSettings]) => {
      if (controller.signal.aborted) return;
      setState(mapSettings ? "drawn" : "noTiles");
      try {
        undraw = drawPreview(element, points, mapSettings, { onTileError: () => setState("noTiles") });
      } catch {
        // A fault of the preview must not take the report (and its save button) down with it.
        setState("drawFailed");
      }
    });
    return () => {
      controller.abort();
      undraw?.();
    };
  }, [api, points]);

  const counts = new Map(POINT_KINDS.map((kind) => [kind, points.filter((point) => point.change === kind).length]));

  return (
    <figure className="space-y-3">
      <ul aria-label="Keterangan peta" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
        {POINT_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden="true" focusable="false">
              <path d={POINT_LOOKS[kind].path} fill={POINT_LOOKS[kind].color} />
            </svg>
            {POINT_LOOKS[kind].legend} ({formatCount(counts.get(kind) ?? 0)} titik)
          </li>
        ))}
      </ul>
      <div ref={container} role="region" aria-label="Peta pratinjau titik lokasi" className="z-0 h-72 w-full rounded-xl border border-slate-300 bg-slate-100 sm:h-96" />
      <p role="status" className="text-sm font-semibold text-slate-800 empty:hidden">
        {STATUS[state]}
      </p>
      <figcaption className="text-sm text-slate-700">
        {formatCount(points.length)} dari {formatCount(sites)} lokasi di berkas memiliki titik koordinat dan tampil di peta. Lokasi baru dan berubah juga tercantum sebagai teks di daftar
        perubahan di atas.
      </figcaption>
    </figure>
  );
}
