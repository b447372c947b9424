// Every number a visitor sees is written the Indonesian way: whole numbers with the thousands grouped by
// a dot (2.050). Written out instead of with Intl: creating the first Intl.NumberFormat loads the
// locale's data, ~30 ms of main thread here and about four times that on a slow phone, and on the map
// page it fell inside the task that draws the map (decision 115). The unit test holds this equal to
// Intl's "id-ID" output; numbers too large to write exactly still go through Intl.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
let large: Intl.NumberFormat | undefined;

function formatInteger(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER) {
    return (large ??= new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 })).format(value);
  }
  // Halves round away from zero, as Intl's default does; a negative number that rounds to 0 stays "-0".
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return sign + String(Math.round(Math.abs(value))).replace(THOUSANDS, ".");
}

export function formatNumber(value: number): string {
  return formatInteger(value);
}

/**
 * An area: totals as whole m²; one parcel's recorded area with up to `fractionDigits` decimals after a
 * comma ("410,5 m²"), since its register entry is a legal figure and must not be shown rounded.
 */
export function formatArea(squareMetres: number, fractionDigits = 0): string {
  const fixed = Math.abs(squareMetres).toFixed(fractionDigits).replace(/\.?0+$/, "");
  if (fractionDigits === 0 || !fixed.includes(".")) return `${formatInteger(squareMetres)} m²`;
  const [whole, fraction] = fixed.split(".");
  return `${squareMetres < 0 ? "-" : ""}${whole!.replace(THOUSANDS, ".")},${fraction} m²`;
}

export function formatPercent(value: number): string {
  return `${formatInteger(Math.round(value))}%`;
}
