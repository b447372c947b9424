/** The filter value that shows every item. */
export const ALL = null;

export type GalleryFilter = string | typeof ALL;

/** Items of one category, or all items for ALL; keeps the editor's order. */
export function filterGallery<T extends { category: string }>(items: readonly T[], filter: GalleryFilter): T[] {
  return filter === ALL ? [...items] : items.filter((item) => item.category === filter);
}

/** How many items each category has, in the order of `categories`. */
export function countByCategory(items: readonly { category: string }[], categories: readonly string[]) {
  return categories.map((category) => ({ category, count: items.filter((item) => item.category === category).length }));
}
