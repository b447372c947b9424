import type { ContentDocument } from "../../types";
import type { ContentItem, ItemsFile } from "./item-kind";

// The file being edited and the list changes the pages make. Each returns a new file: the old one
// stays what the page shows until the server has kept the new one.

/** The file staff edit: the draft when there is one, else what is published. */
export function fileOf<T extends ContentItem>(doc: ContentDocument): ItemsFile<T> {
  const data = (doc.draft ?? doc.published) as Record<string, unknown>;
  // A file without a list (never expected) still opens, as an empty list, rather than crashing the page.
  return { ...data, items: Array.isArray(data.items) ? (data.items as T[]) : [] };
}

/** The item moved one place up (-1) or down (+1); unchanged at the list's end. */
export function moved<T extends ContentItem>(file: ItemsFile<T>, id: string, step: -1 | 1): ItemsFile<T> {
  const from = file.items.findIndex((item) => item.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= file.items.length) return file;
  const items = [...file.items];
  [items[from], items[to]] = [items[to]!, items[from]!];
  return { ...file, items };
}

export function without<T extends ContentItem>(file: ItemsFile<T>, id: string): ItemsFile<T> {
  return { ...file, items: file.items.filter((item) => item.id !== id) };
}

/**
 * The file with `item` in place of the item with `id`; a new item (no `id`, or one a colleague removed
 * meanwhile) goes first or last. Also answers where it ended up, to find its issues in a refusal.
 */
export function withItem<T extends ContentItem>(file: ItemsFile<T>, item: T, id: string | undefined, newAt: "start" | "end"): { file: ItemsFile<T>; index: number } {
  const at = id === undefined ? -1 : file.items.findIndex((existing) => existing.id === id);
  if (at >= 0) {
    const items = [...file.items];
    items[at] = item;
    return { file: { ...file, items }, index: at };
  }
  return newAt === "start" ? { file: { ...file, items: [item, ...file.items] }, index: 0 } : { file: { ...file, items: [...file.items, item] }, index: file.items.length };
}
