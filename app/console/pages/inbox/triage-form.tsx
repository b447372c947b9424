import { useState, type FormEvent } from "react";
import {
  FEEDBACK_REASON_LABELS,
  FEEDBACK_REASONS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  NOTE_MAX,
  type FeedbackReason,
  type FeedbackStatus,
  type InboxItem,
} from "~/lib/office/inbox";
import { ApiError, errorMessage } from "../../api";
import { ErrorAlert, SuccessNotice } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import { SelectField, TextAreaField } from "../../components/field";
import { formatDateTime } from "../../format";
import { useApi } from "../../session";

interface Values {
  status: FeedbackStatus;
  reason: FeedbackReason | "";
  note: string;
}

const valuesOf = (item: InboxItem): Values => ({ status: item.status, reason: item.reason ?? "", note: item.note });

/** Only what differs from the stored item, as PATCH expects (reason null clears it). */
export function changesOf(values: Values, item: InboxItem): { status?: FeedbackStatus; reason?: FeedbackReason | null; note?: string } {
  const changes: { status?: FeedbackStatus; reason?: FeedbackReason | null; note?: string } = {};
  if (values.status !== item.status) changes.status = values.status;
  if ((values.reason || null) !== item.reason) changes.reason = values.reason || null;
  if (values.note !== item.note) changes.note = values.note;
  return changes;
}

/**
 * Status, reason and internal note of one message, saved together. The item's version goes with every
 * save: when someone else saved in between, the API refuses (409) and sends the current item, which is
 * shown here; what this person typed stays in the form, to save again on purpose.
 */
export function TriageForm({ item, onSaved }: { item: InboxItem; onSaved: (item: InboxItem) => void }) {
  const api = useApi();
  const [values, setValues] = useState<Values>(() => valuesOf(item));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "saved" } | { kind: "nothing" } | { kind: "error"; message: string } | { kind: "conflict"; message: string; current: InboxItem }>();
  const prefix = `masukan-${item.id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = changesOf(values, item);
    if (Object.keys(changes).length === 0) {
      setOutcome({ kind: "nothing" });
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    try {
      const answer = await api.patch<{ item: InboxItem }>(`/masukan/${encodeURIComponent(String(item.id))}`, { version: item.version, ...changes });
      onSaved(answer.item);
      setValues(valuesOf(answer.item));
      setOutcome({ kind: "saved" });
    } catch (caught) {
      const current = caught instanceof ApiError && caught.status === 409 ? caught.detail<InboxItem>("item") : undefined;
      if (current) {
        onSaved(current);
        setOutcome({ kind: "conflict", message: errorMessage(caught), current });
      } else setOutcome({ kind: "error", message: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id={`${prefix}-status`} label="Status" value={values.status} onChange={(event) => setValues({ ...values, status: event.target.value as FeedbackStatus })}>
          {FEEDBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {FEEDBACK_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField id={`${prefix}-alasan`} label="Alasan" value={values.reason} onChange={(event) => setValues({ ...values, reason: event.target.value as FeedbackReason | "" })}>
          <option value="">Belum dikategorikan</option>
          {FEEDBACK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {FEEDBACK_REASON_LABELS[reason]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id={`${prefix}-catatan`}
        label="Catatan internal"
        hint={`Hanya terlihat oleh petugas, tidak dikirim ke pengunjung. ${values.note.length}/${NOTE_MAX} karakter.`}
        rows={4}
        maxLength={NOTE_MAX}
        value={values.note}
        onChange={(event) => setValues({ ...values, note: event.target.value })}
      />
      {outcome?.kind === "saved" ? <SuccessNotice>Perubahan tersimpan.</SuccessNotice> : null}
      {outcome?.kind === "nothing" ? <SuccessNotice>Tidak ada perubahan untuk disimpan.</SuccessNotice> : null}
      {outcome?.kind === "error" ? <ErrorAlert>{outcome.message}</ErrorAlert> : null}
      {outcome?.kind === "conflict" ? (
        <ErrorAlert title={outcome.message}>
          <p>
            Versi terbaru (disimpan oleh {outcome.current.updatedBy ?? "—"}, {formatDateTime(outcome.current.updatedAt)}):
          </p>
          <ul className="mt-1 list-disc ps-5">
            <li>Status: {FEEDBACK_STATUS_LABELS[outcome.current.status]}</li>
            <li>Alasan: {outcome.current.reason ? FEEDBACK_REASON_LABELS[outcome.current.reason] : "Belum dikategorikan"}</li>
            <li>Catatan: {outcome.current.note || "(kosong)"}</li>
          </ul>
          <p className="mt-1">Isian Anda masih ada di formulir. Periksa, lalu tekan Simpan lagi untuk menggantinya.</p>
        </ErrorAlert>
      ) : null}
      <BusyButton type="submit" busy={busy} busyLabel="Menyimpan…">
        Simpan
      </BusyButton>
    </form>
  );
}
