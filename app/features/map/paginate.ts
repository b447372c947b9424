// The site list in pages, so thousands of sites never become thousands of list items.

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last item shown (0 and 0 when there is none). */
  first: number;
  last: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return { items: shown, page: current, pageCount, first: shown.length ? start + 1 : 0, last: start + shown.length };
}
