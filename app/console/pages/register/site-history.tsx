import { Fragment } from "react";
import type { SiteHistory, SiteHistoryChange, SiteHistoryEntry } from "~/lib/office/publishing";
import { Loading, LoadError } from "../../components/alert";
import { Section } from "../../components/page";
import { formatDateTime } from "../../format";
import type { SiteChoices } from "../../types";
import { SITE_FIELDS, siteValues, statusOptions } from "./site-form-fields";

const CHANGE_TEXT: Record<SiteHistoryChange, string> = {
  baru: "Ditambahkan ke register",
  berubah: "Diubah",
  dihapus: "Dihapus dari register",
};

/** The site's filled fields with the form's labels, the status by its stage's name. */
function filledFields(entry: SiteHistoryEntry, choices: SiteChoices): [string, string][] {
  const values = siteValues(entry.site);
  const status = statusOptions(choices, values.stage);
  return SITE_FIELDS.flatMap((field): [string, string][] => {
    const value = values[field.key];
    if (!value) return [];
    if (field.key === "stage") return [[field.label, status.find((option) => option.value === value)?.label ?? value]];
    return [[field.label, value]];
  });
}

function HistoryEntry({ entry, choices }: { entry: SiteHistoryEntry; choices: SiteChoices }) {
  const fields = filledFields(entry, choices);
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <strong>{formatDateTime(entry.publishedAt)}</strong>
        <span>{CHANGE_TEXT[entry.change]}</span>
      </p>
      {/* The release id says which publication, also after a rollback put an older one back on the site. */}
      <p className="text-sm text-slate-700">
        Diterbitkan oleh {entry.by} (terbitan {entry.releaseId})
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">{entry.change === "dihapus" ? "Isi terakhir yang tayang" : "Isi yang diterbitkan"}</summary>
        <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          {fields.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="font-semibold text-slate-800">{label}</dt>
              <dd className="break-words text-slate-800">{value}</dd>
            </Fragment>
          ))}
        </dl>
      </details>
    </li>
  );
}

/**
 * "Riwayat terbitan": what the site looked like at each publication that changed it, newest first.
 * `history` undefined while it loads, null when the server knows no publication of the site.
 */
export function SiteHistorySection({ history, error, onRetry }: { history: SiteHistory | null | undefined; error: string | undefined; onRetry: () => void }) {
  return (
    <Section title="Riwayat terbitan" id="riwayat">
      {history === undefined ? (
        error ? (
          <LoadError message={error} onRetry={onRetry} />
        ) : (
          <Loading />
        )
      ) : history === null || history.entries.length === 0 ? (
        <p className="text-slate-800">Belum pernah diterbitkan.</p>
      ) : (
        <ol aria-label="Terbitan yang mengubah lokasi ini" className="space-y-3">
          {history.entries.map((entry) => (
            <HistoryEntry key={`${entry.releaseId}-${entry.change}`} entry={entry} choices={history.choices} />
          ))}
        </ol>
      )}
    </Section>
  );
}
