// @vitest-environment jsdom
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RegisterPoint } from "../../types";
import { drawPicker, drawPreview } from "./map-view";

// The lazy chunk with the real Leaflet (jsdom has no layout, so positions are not checked): what the
// page's tests replace with a fake must hold with the library itself.

const points: RegisterPoint[] = [
  { id: "W-001", name: "Masjid Al-Ikhlas", lat: -6.8871, lng: 107.6101, change: "baru" },
  { id: "W-002", name: "Makam Wakaf Cibeunying", lat: -6.8902, lng: 107.6188, change: "berubah" },
  { id: "W-003", name: "Madrasah Nurul Huda", lat: -6.8853, lng: 107.6142, change: "tetap" },
];
const settings = { center: [-6.89, 107.61] as [number, number], zoom: 14, tileUrl: "https://tile.example/{z}/{x}/{y}.png", tileAttribution: "© peta contoh" };

// axe measures text with a canvas, which jsdom lacks: without one it skips that check quietly.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => {
  document.body.innerHTML = "";
});

function mapElement(): HTMLElement {
  document.body.innerHTML = `<main><div role="region" aria-label="Peta pratinjau titik lokasi"></div></main>`;
  return document.querySelector<HTMLElement>("[role=region]") as HTMLElement;
}

describe("drawPreview (real Leaflet)", () => {
  it("draws a titled marker per point that is no tab stop, with Indonesian controls and no axe violations", async () => {
    const element = mapElement();
    const undraw = drawPreview(element, points, settings, { onTileError: () => undefined });

    const markers = [...element.querySelectorAll<HTMLElement>(".leaflet-marker-icon")];
    expect(markers.map((marker) => [marker.title, marker.classList.contains(`register-marker-${points[markers.indexOf(marker)]?.change}`)])).toEqual(
      points.map((point) => [`${point.name} (${point.change})`, true]),
    );
    // The points are in the report's list as text: hundreds of markers must not each take a Tab press.
    expect(markers.filter((marker) => marker.hasAttribute("tabindex"))).toEqual([]);
    expect(element.querySelector(".leaflet-control-zoom-in")).toHaveAccessibleName("Perbesar");
    expect(element.querySelector(".leaflet-control-zoom-out")).toHaveAccessibleName("Perkecil");
    expect(element.querySelector(".leaflet-control-attribution")).toHaveTextContent("© peta contoh");
    expect(element.querySelector(".leaflet-tile")).toHaveAttribute("src", expect.stringMatching(/^https:\/\/tile\.example\//));

    const results = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    undraw();
    expect(element.querySelector(".leaflet-marker-icon")).toBeNull();
  });

  it("still draws the markers without the office's map settings (no tiles)", () => {
    const element = mapElement();
    const undraw = drawPreview(element, points, undefined, { onTileError: () => undefined });
    expect(element.querySelectorAll(".leaflet-marker-icon")).toHaveLength(points.length);
    expect(element.querySelector(".leaflet-tile")).toBeNull();
    undraw();
  });
});

describe("drawPicker (real Leaflet)", () => {
  it("places a draggable pin where the map is clicked and reports the point; a typed point moves it; no tab stop, no axe violations", async () => {
    document.body.innerHTML = `<main><div role="region" aria-label="Peta untuk memilih titik lokasi"></div></main>`;
    const element = document.querySelector<HTMLElement>("[role=region]") as HTMLElement;
    const picked: [number, number][] = [];
    const picker = drawPicker(element, undefined, settings, { onPick: (point) => picked.push(point), onTileError: () => undefined });
    expect(element.querySelector(".leaflet-marker-icon")).toBeNull();

    element.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: 20, clientY: 20 }));
    expect(picked).toHaveLength(1);
    expect(picked[0]!.every(Number.isFinite)).toBe(true);
    const pin = element.querySelector<HTMLElement>(".leaflet-marker-icon");
    expect(pin).toHaveAttribute("title", "Titik lokasi (dapat digeser)");
    expect(pin?.classList.contains("leaflet-marker-draggable")).toBe(true);
    // Keyboard users type the point into the form's field: the pin is no extra tab stop.
    expect(pin).not.toHaveAttribute("tabindex");

    picker.show([-6.8871, 107.6101]);
    expect(element.querySelectorAll(".leaflet-marker-icon")).toHaveLength(1);
    // Moved by the form, not by the person on the map: nothing is reported back.
    expect(picked).toHaveLength(1);
    picker.show(undefined);
    expect(element.querySelector(".leaflet-marker-icon")).toBeNull();

    const results = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    picker.remove();
  });
});
