// Reading a wakaf site's point from text in every shape office staff paste it. One parser for the
// importer (`npm run sites:import` and the console's upload, scripts/sites/parse-rows.ts re-exports it)
// and the console's site form, which reads the "Titik lokasi" field as the staff type it: a point
// accepted in the form is a point the importer would have accepted in a workbook cell, and the other
// way round. Pure and small, so the console bundle takes it without the importer around it.

/** What a spreadsheet cell or a form field may hold. */
export type LocationCell = string | number | boolean | Date | null | undefined;

export type LocationReading = { point: [number, number] } | { shortLink: true } | undefined;

const textOf = (cell: LocationCell): string => {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

const DMS = /([-+]?\d+(?:[.,]\d+)?)\s*°\s*(?:(\d+(?:[.,]\d+)?)\s*['′’]\s*)?(?:(\d+(?:[.,]\d+)?)\s*(?:"|″|”|''|’’)\s*)?(LU|LS|BT|BB|[NSEWUT])?/gi;
const toNumber = (text: string | undefined) => (text ? Number(text.replace(",", ".")) : 0);

function dmsValues(text: string): number[] {
  const values: number[] = [];
  for (const match of text.matchAll(DMS)) {
    const [, degrees, minutes, seconds, hemisphere = ""] = match;
    let value = Math.abs(toNumber(degrees)) + toNumber(minutes) / 60 + toNumber(seconds) / 3600;
    const negative = degrees!.startsWith("-") || /^(S|W|LS|BB)$/i.test(hemisphere);
    if (negative) value = -value;
    values.push(Math.round(value * 1e6) / 1e6);
  }
  return values;
}

/** One coordinate: decimal point or decimal comma, or degrees-minutes-seconds ("6°53'05.2"S"). */
export function parseCoordinate(cell: LocationCell): number | undefined {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : undefined;
  const text = textOf(cell);
  if (text.includes("°")) {
    const values = dmsValues(text);
    return values.length === 1 ? values[0] : undefined;
  }
  const decimal = text.replace(",", ".");
  return /^[-+]?\d+(\.\d+)?$/.test(decimal) ? Number(decimal) : undefined;
}

/** A "lat, lng" cell as Google Maps copies it ("-6.8851, 107.6132"), also with decimal commas. */
export function parseCoordinatePair(cell: LocationCell): [number, number] | undefined {
  const text = textOf(cell).replace(/^\(|\)$/g, "").trim();
  let parts: string[];
  if (text.includes(";")) parts = text.split(";");
  else if (/,\s/.test(text)) parts = text.split(/,\s+/);
  else if (/\s/.test(text)) parts = text.split(/\s+/);
  else {
    const pieces = text.split(",");
    if (pieces.length === 2) parts = pieces;
    else if (pieces.length === 4) parts = [`${pieces[0]}.${pieces[1]}`, `${pieces[2]}.${pieces[3]}`];
    else return undefined;
  }
  if (parts.length !== 2) return undefined;
  const [lat, lng] = parts.map((part) => parseCoordinate(part.trim()));
  return lat === undefined || lng === undefined ? undefined : [lat, lng];
}

/** A URL part decoded; a broken escape ("%E0%A4") is read as written instead of failing the whole reading. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * A point in any shape staff paste it: "lat, lng"; a Google Maps address (?q=lat,lng, ?query=, ?ll=,
 * /@lat,lng,17z, /search/lat,+lng, !3dlat!4dlng); degrees-minutes-seconds as Google Maps shows them
 * (6°53'05.2"S 107°37'00.4"E). A short link (maps.app.goo.gl/…) is recognised but cannot be read offline.
 */
export function parseLocation(cell: LocationCell): LocationReading {
  const text = textOf(cell);
  if (/^(https?:\/\/)?(maps\.app\.goo\.gl|goo\.gl\/maps|g\.co\/kgs)\b/i.test(text)) return { shortLink: true };
  if (/^(https?:\/\/)?([a-z]+\.)?google\.[a-z.]+\/|^(https?:\/\/)?maps\.google\./i.test(text)) {
    const number = String.raw`[-+]?\d+(?:\.\d+)?`;
    const place = new RegExp(`!3d(${number})!4d(${number})`).exec(text);
    if (place) return { point: [Number(place[1]), Number(place[2])] };
    const at = new RegExp(`@(${number}),(${number})`).exec(text);
    if (at) return { point: [Number(at[1]), Number(at[2])] };
    let url: URL | undefined;
    try {
      url = new URL(/^https?:/i.test(text) ? text : `https://${text}`);
    } catch {
      url = undefined;
    }
    for (const name of ["q", "query", "ll", "destination", "daddr"]) {
      const value = url?.searchParams.get(name);
      const pair = value ? parseCoordinatePair(value.replace(/\+/g, " ")) : undefined;
      if (pair) return { point: pair };
    }
    const search = /\/search\/([^/?]+)/.exec(url?.pathname ?? "");
    const pair = search ? parseCoordinatePair(decoded(search[1]!).replace(/\+/g, " ")) : undefined;
    return pair ? { point: pair } : undefined;
  }
  if (text.includes("°")) {
    const values = dmsValues(text);
    return values.length === 2 ? { point: [values[0]!, values[1]!] } : undefined;
  }
  const pair = parseCoordinatePair(text);
  return pair ? { point: pair } : undefined;
}
