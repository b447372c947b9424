import { useSearchParams } from "react-router";
import { auditActionLabel } from "../audit-labels";
import { Loading, LoadError } from "../components/alert";
import { Page } from "../components/page";
import { Pager } from "../components/pager";
import { formatCount, formatDateTime } from "../format";
import { useApi } from "../session";
import type { AuditPage as AuditAnswer } from "../types";
import { useLoad } from "../use-load";

const PER_PAGE = 50;

/** A detail object as short "key: value" text; long values are cut so a row stays readable. */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => {
      const text = typeof value === "string" ? value : JSON.stringify(value);
      return `${key}: ${text.length > 120 ? `${text.slice(0, 120)}…` : text}`;
    })
    .join("; ");
}

/** Who did what and when (admins): newest first, in pages. */
export function AuditPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("halaman") ?? "1")) || 1);
  const log = useLoad(String(page), (signal) => api.get<AuditAnswer>("/audit", { halaman: page, per: PER_PAGE }, { signal }));
  const data = log.data;

  return (
    <Page title="Catatan audit" lead="Setiap masuk, perubahan, dan penerbitan dicatat di sini, terbaru di atas. Catatan tidak dapat diubah atau dihapus.">
      {log.error ? <LoadError message={log.error} onRetry={log.reload} /> : null}
      {!data && !log.error ? <Loading /> : null}
      {data && data.entries.length === 0 ? <p className="console-card">Belum ada catatan.</p> : null}
      {data && data.entries.length > 0 ? (
        <>
          <p className="text-slate-800">{formatCount(data.total)} catatan.</p>
          {/* Phones get one card per entry; wider screens the table (only one of the two is displayed). */}
          <ul className="space-y-3 md:hidden" aria-busy={log.loading || undefined}>
            {data.entries.map((entry) => (
              <li key={entry.id} className="console-card space-y-1 text-sm">
                <p className="text-base font-semibold text-slate-900">{auditActionLabel(entry.action)}</p>
                <p>
                  {formatDateTime(entry.at)} · {entry.actor}
                </p>
                {detailText(entry.detail) ? <p className="break-words text-slate-700">{detailText(entry.detail)}</p> : null}
                <p className="text-slate-700">Alamat: {entry.address}</p>
              </li>
            ))}
          </ul>
          {/* A wide detail may still make the table wider than its box: it scrolls inside it, focusable by keyboard. */}
          <div className="table-scroll hidden md:block" role="region" aria-label="Tabel catatan audit" tabIndex={0}>
            <table className="console-table" aria-busy={log.loading || undefined}>
              <caption className="sr-only">Catatan audit, halaman {data.page}</caption>
              <thead>
                <tr>
                  <th scope="col">Waktu</th>
                  <th scope="col">Tindakan</th>
                  <th scope="col">Petugas</th>
                  <th scope="col">Rincian</th>
                  <th scope="col">Alamat</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="whitespace-nowrap">{formatDateTime(entry.at)}</td>
                    <td>{auditActionLabel(entry.action)}</td>
                    <td>{entry.actor}</td>
                    <td>{detailText(entry.detail) || "—"}</td>
                    <td className="whitespace-nowrap">{entry.address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager label="Halaman catatan audit" page={data.page} perPage={data.perPage} total={data.total} hrefFor={(number) => (number > 1 ? `/audit?halaman=${number}` : "/audit")} />
        </>
      ) : null}
    </Page>
  );
}
