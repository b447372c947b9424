// Every number a visitor sees goes through Intl with the Indonesian locale (2.050, 12,5). The formatter is
// made on first use: creating the first Intl object loads the locale's data, a long task on a slow phone
// that pages without a number (most of them) should not pay while they start.
let integer: Intl.NumberFormat | undefined;
const formatInteger = (value: number) => (integer ??= new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 })).format(value);

export function formatNumber(value: number): string {
  return formatInteger(value);
}

export function formatArea(squareMetres: number): string {
  return `${formatInteger(squareMetres)} m²`;
}

export function formatPercent(value: number): string {
  return `${formatInteger(Math.round(value))}%`;
}
