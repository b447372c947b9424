import { Search } from "lucide";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { FEEDBACK_REASON_LABELS, FEEDBACK_REASONS, FEEDBACK_STATUS_LABELS, FEEDBACK_STATUSES } from "~/lib/office/inbox";
import { Icon } from "~/components/ui/icon";
import { SelectField, TextField } from "../../components/field";
import { hasFilters, NO_REASON, type InboxFilters } from "./filters";

/**
 * Status and reason apply as soon as they are chosen; the search applies on "Cari" (or Enter), so the
 * list does not reload at every key. Any change starts again at page 1.
 */
export function FilterForm({ filters, onChange }: { filters: InboxFilters; onChange: (filters: InboxFilters) => void }) {
  const [q, setQ] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // The address changed under the form (back button, "Hapus penyaring"): show its search words.
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setQ(filters.q);
  }

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim(), halaman: 1 });
  };

  return (
    <form role="search" aria-label="Saring masukan" onSubmit={search} className="console-card grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
      <SelectField
        id="saring-status"
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as InboxFilters["status"], halaman: 1 })}
      >
        <option value="">Semua status</option>
        {FEEDBACK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {FEEDBACK_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="saring-alasan"
        label="Alasan"
        value={filters.alasan}
        onChange={(event) => onChange({ ...filters, alasan: event.target.value as InboxFilters["alasan"], halaman: 1 })}
      >
        <option value="">Semua alasan</option>
        <option value={NO_REASON}>Belum dikategorikan</option>
        {FEEDBACK_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {FEEDBACK_REASON_LABELS[reason]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2 lg:col-span-1">
        <TextField id="saring-cari" label="Cari" hint="Nama, email, isi pesan, atau catatan." type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary btn-sm">
            <Icon icon={Search} className="size-4" />
            Cari
          </button>
          {hasFilters(filters) ? (
            <Link to="/masukan" className="text-link">
              Hapus penyaring
            </Link>
          ) : null}
        </div>
      </div>
    </form>
  );
}
