import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { retryImport } from "~/lib/retry-import";
import { useApi } from "../../session";
import type { ContentDocument } from "../../types";
import type { Picker } from "./map-view";
import { mapSettingsOf } from "./map-preview";

type PickerState = "loading" | "chunkFailed" | "drawFailed" | "drawn" | "noTiles";

const STATUS: Record<PickerState, string> = {
  loading: "Memuat peta…",
  chunkFailed: "Peta belum dapat dimuat; dicoba lagi otomatis. Titik lokasi tetap dapat diketik di kolom di atas.",
  drawFailed: "Peta tidak dapat digambar. Titik lokasi tetap dapat diketik di kolom di atas.",
  drawn: "",
  noTiles: "Peta dasar tidak dapat dimuat. Titik lokasi tetap dapat diketik di kolom di atas.",
};

/**
 * A small map to choose the site's point by tapping it (or dragging the pin). Leaflet comes in the
 * register's lazy map chunk (map-view.ts), the one the upload's preview uses. The pin follows the point
 * typed into the field; a tap reports the new point to the field, which says it in numbers.
 */
export function PointPicker({ point, onPick }: { point: [number, number] | undefined; onPick: (point: [number, number]) => void }) {
  const api = useApi();
  const container = useRef<HTMLDivElement>(null);
  const picker = useRef<Picker | undefined>(undefined);
  const [state, setState] = useState<PickerState>("loading");
  const noteId = useId();
  const picked = useEffectEvent((at: [number, number]) => onPick(at));
  // The point when the map is drawn (the field may have been filled in meanwhile); later ones move the pin.
  const pointNow = useEffectEvent(() => point);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const controller = new AbortController();
    const settings = api.get<ContentDocument>("/konten/office", undefined, { signal: controller.signal }).then(mapSettingsOf, () => undefined);
    const view = retryImport(() => import("./map-view"), {
      onFailure: () => {
        if (!controller.signal.aborted) setState("chunkFailed");
      },
    });
    void Promise.all([view, settings]).then(([{ drawPicker }, mapSettings]) => {
      if (controller.signal.aborted) return;
      setState(mapSettings ? "drawn" : "noTiles");
      try {
        picker.current = drawPicker(element, pointNow(), mapSettings, { onPick: (at) => picked(at), onTileError: () => setState("noTiles") });
      } catch {
        // The map is a help: the form (and its text field for the point) must stay usable without it.
        setState("drawFailed");
      }
    });
    return () => {
      controller.abort();
      picker.current?.remove();
      picker.current = undefined;
    };
  }, [api]);

  const [lat, lng] = point ?? [];
  useEffect(() => {
    picker.current?.show(lat !== undefined && lng !== undefined ? [lat, lng] : undefined);
  }, [lat, lng]);

  return (
    <div className="space-y-2">
      <div ref={container} role="region" aria-label="Peta untuk memilih titik lokasi" aria-describedby={noteId} className="z-0 h-72 w-full rounded-xl border border-slate-300 bg-slate-100 sm:h-80" />
      <p id={noteId} className="text-sm text-slate-700">
        Ketuk atau klik peta untuk menaruh titik, atau geser penandanya. Koordinatnya masuk ke kolom Titik lokasi di atas.
      </p>
      <p role="status" className="text-sm font-semibold text-slate-800 empty:hidden">
        {STATUS[state]}
      </p>
    </div>
  );
}
