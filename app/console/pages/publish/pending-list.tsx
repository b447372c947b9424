import { Link } from "react-router";
import type { PendingContent } from "~/lib/office/publishing";

/** The console page where each content file's draft is made (content names of the drafts store). */
const EDITED_AT: Record<string, string | undefined> = { office: "/profil", pages: "/profil", sites: "/register", news: "/berita", gallery: "/galeri" };

/**
 * Each waiting draft with what it would change on the site: its summary at once, the line by line
 * detail folded away (a register upload can change hundreds of sites; a phone screen shows a few).
 */
export function PendingList({ pending }: { pending: PendingContent[] }) {
  return (
    <ul aria-label="Draf yang akan diterbitkan" className="space-y-3">
      {pending.map((item) => {
        const editedAt = EDITED_AT[item.name];
        const { summary, lines } = item.changes;
        return (
          <li key={item.name} aria-labelledby={`terbit-${item.name}`} className="rounded-xl border border-slate-200 p-3">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <strong id={`terbit-${item.name}`}>{item.label}</strong>
              {editedAt ? (
                <Link className="text-link text-sm" to={editedAt}>
                  lihat
                </Link>
              ) : null}
            </p>
            <p className="text-slate-800">{summary}</p>
            {lines.length > 0 ? (
              <details className="mt-1">
                <summary className="cursor-pointer text-sm font-semibold text-slate-800">Rincian perubahan</summary>
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-800">
                  {lines.map((line, index) => (
                    <li key={`${index}-${line}`} className="break-words">
                      {line}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
