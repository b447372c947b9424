// The register as open data: GeoJSON for GIS tools and a CSV that Excel opens as UTF-8. The CSV's
// columns are the import template's, so a downloaded file can be edited and imported again.
import type { SiteFeature } from "~/content/sites.schema";
import { SITE_COLUMNS, type SiteColumnKey } from "~/content/sites-columns";

export function registerGeoJson(name: string | undefined, features: readonly SiteFeature[]): string {
  const collection = {
    type: "FeatureCollection",
    ...(name ? { name } : {}),
    features: features.map(({ type, id, geometry, properties }) => ({ type, id, geometry, properties })),
  };
  return `${JSON.stringify(collection)}\n`;
}

/** A cell for CSV: quoted when needed; text that spreadsheets would run as a formula gets a leading '. */
function csvCell(value: string | number | undefined, isText: boolean): string {
  if (value === undefined) return "";
  let text = String(value);
  if (isText && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function registerCsv(features: readonly SiteFeature[], stageLabel: (id: string | undefined, certified: boolean) => string): string {
  const rows = features.map(({ id, geometry, properties: p }) => {
    const values: Record<SiteColumnKey, string | number | undefined> = {
      id,
      name: p.name,
      address: p.address,
      kelurahan: p.kelurahan,
      type: p.type,
      areaM2: p.areaM2,
      stage: stageLabel(p.stage, p.certified),
      aiwNumber: p.aiwNumber,
      aiwDate: p.aiwDate,
      certificateNumber: p.certificateNumber,
      nazhir: p.nazhir,
      use: p.use,
      note: p.note,
      lat: geometry.coordinates[1],
      lng: geometry.coordinates[0],
    };
    return SITE_COLUMNS.map((column) => csvCell(values[column.key], column.kind === "text")).join(",");
  });
  // BOM: Excel reads the file as UTF-8 (names with é, ², …); CRLF line ends as RFC 4180 says.
  return `\uFEFF${[SITE_COLUMNS.map((column) => column.header).join(","), ...rows].join("\r\n")}\r\n`;
}
