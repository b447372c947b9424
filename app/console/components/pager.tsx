import { Link } from "react-router";

/**
 * "Halaman x dari y" with links to the pages before and after. Links (not buttons): the page number is
 * in the address, so reload and the back button keep it.
 */
export function Pager({ page, perPage, total, hrefFor, label }: { page: number; perPage: number; total: number; hrefFor: (page: number) => string; label: string }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link className="btn btn-secondary btn-sm" to={hrefFor(page - 1)}>
          ‹ Sebelumnya
        </Link>
      ) : null}
      <span className="text-slate-700">
        Halaman {page} dari {pages}
      </span>
      {page < pages ? (
        <Link className="btn btn-secondary btn-sm" to={hrefFor(page + 1)}>
          Berikutnya ›
        </Link>
      ) : null}
    </nav>
  );
}
