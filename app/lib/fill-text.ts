import { formatNumber } from "./format";

/**
 * Fills the "{name}" placeholders of a content text. Numbers are written the Indonesian way
 * (1.234); a placeholder without a value stays as it is, because the content schemas already refuse a
 * text that lacks the placeholders its view fills.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatNumber(value) : value;
  });
}
