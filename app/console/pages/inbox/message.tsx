import { FEEDBACK_REASON_LABELS, FEEDBACK_STATUS_LABELS, type InboxItem } from "~/lib/office/inbox";
import { ErrorAlert, Loading } from "../../components/alert";
import { formatDateTime } from "../../format";
import { TriageForm } from "./triage-form";

const PREVIEW_LENGTH = 160;

function preview(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH).trimEnd()}…` : flat;
}

/**
 * One message of the list: who, when, its state and the start of the text; opened, the whole text and
 * the triage form. "Baru" is written out, not only coloured, so it reads the same without colour.
 */
export function InboxMessage({
  item,
  open,
  marking,
  markError,
  onToggle,
  onSaved,
}: {
  item: InboxItem;
  open: boolean;
  /** The "dibaca" mark is on its way: the form waits for it so it starts from the stored status. */
  marking: boolean;
  markError: string | undefined;
  onToggle: () => void;
  onSaved: (item: InboxItem) => void;
}) {
  const id = `masukan-${item.id}`;
  const unread = item.status === "baru";
  return (
    <li className={unread ? "inbox-item inbox-item-new" : "inbox-item"}>
      <article aria-labelledby={`${id}-judul`}>
        <h3 id={`${id}-judul`} className="text-base">
          <button type="button" className="inbox-toggle" aria-expanded={open} aria-controls={`${id}-isi`} onClick={onToggle}>
            {unread ? <span className="badge badge-new">Baru</span> : null}
            <span className="font-semibold text-slate-900">{item.name || "(tanpa nama)"}</span>
            <span className="text-sm font-normal text-slate-700">{formatDateTime(item.receivedAt)}</span>
          </button>
        </h3>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>Status: {FEEDBACK_STATUS_LABELS[item.status]}</span>
          <span>Alasan: {item.reason ? FEEDBACK_REASON_LABELS[item.reason] : "Belum dikategorikan"}</span>
        </p>
        {!open ? <p className="mt-1 break-words text-slate-800">{preview(item.message)}</p> : null}
        <div id={`${id}-isi`} hidden={!open} className="mt-3 space-y-4">
          {open ? (
            <>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">Email</dt>
                <dd className="break-all">{item.email ? <a className="text-link" href={`mailto:${item.email}`}>{item.email}</a> : "—"}</dd>
                <dt className="font-semibold">Dikirim</dt>
                <dd>{formatDateTime(item.submittedAt)}</dd>
                <dt className="font-semibold">Diterima</dt>
                <dd>{formatDateTime(item.receivedAt)}</dd>
                {item.updatedBy ? (
                  <>
                    <dt className="font-semibold">Terakhir diubah</dt>
                    <dd>
                      {item.updatedBy}, {formatDateTime(item.updatedAt)}
                    </dd>
                  </>
                ) : null}
              </dl>
              <div>
                <h4 className="font-semibold">Pesan</h4>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.message}</p>
              </div>
              {markError ? <ErrorAlert>{markError}</ErrorAlert> : null}
              {marking ? <Loading label="Menandai sebagai dibaca…" /> : <TriageForm item={item} onSaved={onSaved} />}
            </>
          ) : null}
        </div>
      </article>
    </li>
  );
}
