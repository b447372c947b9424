import { Download } from "lucide";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { FEEDBACK_STATUS_LABELS, FEEDBACK_STATUSES, type InboxItem, type InboxPage as InboxAnswer } from "~/lib/office/inbox";
import { Icon } from "~/components/ui/icon";
import { ApiError, errorMessage } from "../../api";
import { Loading, LoadError } from "../../components/alert";
import { Page } from "../../components/page";
import { Pager } from "../../components/pager";
import { formatCount } from "../../format";
import { useApi } from "../../session";
import { useLoad } from "../../use-load";
import { FilterForm } from "./filter-form";
import { filtersSearch, hasFilters, listQuery, readInboxFilters, selectionQuery, type InboxFilters } from "./filters";
import { InboxMessage } from "./message";

/** Counts move with a status change made here, so the summary agrees with the list without a reload. */
function withItem(page: InboxAnswer, item: InboxItem): InboxAnswer {
  const before = page.items.find((entry) => entry.id === item.id);
  const counts = { ...page.counts };
  if (before && before.status !== item.status) {
    counts[before.status] = Math.max(0, counts[before.status] - 1);
    counts[item.status] += 1;
  }
  return { ...page, counts, items: page.items.map((entry) => (entry.id === item.id ? item : entry)) };
}

/** Visitors' messages: filter, read, triage, export. */
export function InboxPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = readInboxFilters(params);
  const search = filtersSearch(filters);
  const list = useLoad(search, (signal) => api.get<InboxAnswer>("/masukan", listQuery(filters), { signal }));
  const [openId, setOpenId] = useState<InboxItem["id"]>();
  const [marking, setMarking] = useState<InboxItem["id"]>();
  const [markError, setMarkError] = useState<{ id: InboxItem["id"]; message: string }>();

  const applyFilters = (next: InboxFilters) => navigate({ pathname: "/masukan", search: filtersSearch(next) });
  const saved = (item: InboxItem) => list.update((page) => withItem(page, item));

  const toggle = async (item: InboxItem) => {
    if (openId === item.id) {
      setOpenId(undefined);
      return;
    }
    setOpenId(item.id);
    setMarkError(undefined);
    if (item.status !== "baru") return;
    // Opening a new message is reading it: the mark is saved at once, like an e-mail program does.
    setMarking(item.id);
    try {
      const answer = await api.patch<{ item: InboxItem }>(`/masukan/${encodeURIComponent(String(item.id))}`, { version: item.version, status: "dibaca" });
      saved(answer.item);
    } catch (caught) {
      // Someone else changed it meanwhile: show theirs, it is read either way.
      const current = caught instanceof ApiError && caught.status === 409 ? caught.detail<InboxItem>("item") : undefined;
      if (current) saved(current);
      else setMarkError({ id: item.id, message: errorMessage(caught) });
    } finally {
      setMarking(undefined);
    }
  };

  const page = list.data;
  const selection = selectionQuery(filters);

  return (
    <Page title="Masukan pengunjung" lead="Kritik dan saran yang dikirim lewat situs, terbaru di atas.">
      {page ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-800">
          {FEEDBACK_STATUSES.map((status) => (
            <span key={status}>
              {FEEDBACK_STATUS_LABELS[status]}: <strong>{formatCount(page.counts[status])}</strong>
            </span>
          ))}
          <span>
            Semua: <strong>{formatCount(page.counts.total)}</strong>
          </span>
        </p>
      ) : null}
      <FilterForm filters={filters} onChange={applyFilters} />
      <p className="flex flex-wrap gap-3">
        <a className="btn btn-secondary btn-sm" href={api.url("/masukan/ekspor.csv", selection)} download>
          <Icon icon={Download} className="size-4" />
          Unduh CSV
        </a>
        <a className="btn btn-secondary btn-sm" href={api.url("/masukan/ekspor.xlsx", selection)} download>
          <Icon icon={Download} className="size-4" />
          Unduh Excel (.xlsx)
        </a>
        <span className="self-center text-sm text-slate-700">Unduhan berisi semua masukan yang cocok dengan penyaring, dari semua halaman.</span>
      </p>
      <section aria-labelledby="daftar-masukan" className="space-y-4">
        <h2 id="daftar-masukan" className="sr-only">
          Daftar masukan
        </h2>
        {/* Announced after each filter change: how many messages the filters found. */}
        <p role="status" className="font-semibold text-slate-900">
          {list.loading ? "Memuat masukan…" : page ? (page.total === 0 ? "" : `${formatCount(page.total)} masukan ditemukan.`) : ""}
        </p>
        {list.error ? <LoadError message={list.error} onRetry={list.reload} /> : null}
        {!page && list.loading ? <Loading /> : null}
        {page && page.items.length === 0 && !list.loading ? (
          <p className="console-card text-slate-800">{hasFilters(filters) ? "Tidak ada masukan yang cocok dengan penyaring ini." : "Belum ada masukan."}</p>
        ) : null}
        {page && page.items.length > 0 ? (
          <ul className="space-y-3" aria-busy={list.loading || undefined}>
            {page.items.map((item) => (
              <InboxMessage
                key={item.id}
                item={item}
                open={openId === item.id}
                marking={marking === item.id}
                markError={markError?.id === item.id ? markError.message : undefined}
                onToggle={() => void toggle(item)}
                onSaved={saved}
              />
            ))}
          </ul>
        ) : null}
        {page ? (
          <Pager
            label="Halaman daftar masukan"
            page={page.page}
            perPage={page.perPage}
            total={page.total}
            hrefFor={(number) => `/masukan${filtersSearch({ ...filters, halaman: number })}`}
          />
        ) : null}
      </section>
    </Page>
  );
}
