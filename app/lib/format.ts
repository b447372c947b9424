// Every number a visitor sees goes through Intl with the Indonesian locale (2.050, 12,5).
const integer = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** Fills `{name}` placeholders of a content text, e.g. "Pertanyaan {current} dari {total}". */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function formatNumber(value: number): string {
  return integer.format(value);
}

export function formatArea(squareMetres: number): string {
  return `${integer.format(squareMetres)} m²`;
}

export function formatPercent(value: number): string {
  return `${integer.format(Math.round(value))}%`;
}
