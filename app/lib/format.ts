// Every number a visitor sees goes through Intl with the Indonesian locale (2.050, 12,5).
const integer = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

export function formatNumber(value: number): string {
  return integer.format(value);
}

export function formatArea(squareMetres: number): string {
  return `${integer.format(squareMetres)} m²`;
}

export function formatPercent(value: number): string {
  return `${integer.format(Math.round(value))}%`;
}
