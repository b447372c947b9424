import { fromDisplayDate, toDisplayDate } from "~/lib/office/news-gallery";
import { imageOf, imageValues } from "./image-values";
import type { ContentItem, ItemField, ItemValues } from "./item-kind";

// An item as the form's text and back, derived from the kind's field list (one rule per field kind),
// so news and gallery need no converters of their own.

/** Today in the office's time zone (WIB), as a date input's value: a new story is usually today's. */
export function todayIso(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

const fieldText = (item: ContentItem | undefined, key: string): string => {
  const value = (item as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" ? value : "";
};

/** The form's text for `item` (a new one: empty, its dates today). */
export function valuesFromFields(fields: readonly ItemField[], item: ContentItem | undefined): ItemValues {
  const values: ItemValues = {};
  for (const field of fields) {
    const text = fieldText(item, field.key);
    // A date the file holds in another shape is left for staff to pick again (the check says so).
    values[field.key] = field.kind === "date" ? (item ? (fromDisplayDate(text) ?? "") : todayIso()) : text;
  }
  return { ...values, ...imageValues(item?.image) };
}

/** The item as the file keeps it: texts trimmed, dates as display text; fields of `base` the form does not know are kept. */
export function itemFromFields<T extends ContentItem>(fields: readonly ItemField[], values: ItemValues, id: string, base: T | undefined): T {
  const item: Record<string, unknown> = { ...base, id };
  for (const field of fields) {
    const text = (values[field.key] ?? "").trim();
    item[field.key] = field.kind === "date" ? (toDisplayDate(text) ?? text) : text;
  }
  item.image = imageOf(values);
  return item as T;
}
