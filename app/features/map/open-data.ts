// The register as open data: GeoJSON for GIS tools and a CSV that Excel opens as UTF-8. The CSV's
// columns are the import template's, so a downloaded file can be edited and imported again.
import type { SiteFeature } from "~/content/sites.schema";
import { SITE_COLUMNS, type SiteColumnKey } from "~/content/sites-columns";

export function registerGeoJson(name: string | undefined, features: readonly SiteFeature[]): string {
  const collection = {
    type: "FeatureCollection",
    ...(name ? { name } : {}),
    // A site not mapped yet keeps `"geometry": null` (RFC 7946 §3.2, an unlocated feature).
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
    // Every column whose key is a property name takes that property (a column the register adds follows
    // by itself); an area not measured yet and the point of a site not mapped yet stay empty.
    const values: Partial<Record<SiteColumnKey, string | number | undefined>> = {
      ...p,
      id,
      stage: stageLabel(p.stage, p.certified),
      lat: geometry?.coordinates[1],
      lng: geometry?.coordinates[0],
    };
    return SITE_COLUMNS.map((column) => csvCell(values[column.key], column.kind === "text")).join(",");
  });
  // BOM: Excel reads the file as UTF-8 (names with é, ², …); CRLF line ends as RFC 4180 says.
  return `\uFEFF${[SITE_COLUMNS.map((column) => column.header).join(","), ...rows].join("\r\n")}\r\n`;
}
