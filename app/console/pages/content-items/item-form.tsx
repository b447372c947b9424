import { flushSync } from "react-dom";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, errorMessage } from "../../api";
import { ErrorAlert, InfoNotice } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { formatDateTime } from "../../format";
import { useAccount } from "../../session";
import type { ContentIssue } from "../../types";
import { clearStoredDraft, loadStoredDraft, storeDraft } from "../profile/draft-storage";
import { ErrorSummary, type SummaryLine } from "./error-summary";
import { ImageField } from "./image-field";
import { checkItem, fieldOrder } from "./item-checks";
import { ItemInput } from "./item-fields";
import { newItemId } from "./item-id";
import { fieldLabel, formIssues } from "./item-issues";
import type { ContentItem, ItemKind, ItemValues } from "./item-kind";
import { itemFromFields, valuesFromFields } from "./item-values";
import { fileOf, withItem } from "./items-file";
import { addedNotice, changedNotice, type ListNoticeState } from "./text";
import type { ItemsDraft } from "./use-items-draft";

type Outcome =
  | { kind: "invalid"; message: string; general: string[] }
  | { kind: "conflict"; message: string; by: string | null; at: string | null; gone: boolean }
  | { kind: "error"; message: string };

const fieldId = (key: string) => `item-${key.replace(/\./g, "-")}`;

/** Where this form's unsaved typing is kept (per account, in this tab): each item its own, a new one apart. */
export const itemStorageName = (name: string, id: string | undefined) => `${name}:${id ?? "baru"}`;

/**
 * One item's form. Saving puts the item into the latest copy of the file the page has (a colleague's
 * other changes stay) and sends it all as the draft; then the list opens saying so. What was typed
 * survives a reload (sessionStorage) and a colleague's save meanwhile (409: the form stays as it is).
 */
export function ItemForm<T extends ContentItem>({ kind, draft, id, item }: { kind: ItemKind<T>; draft: ItemsDraft; id: string | undefined; item: T | undefined }) {
  const navigate = useNavigate();
  const { username } = useAccount();
  const storageName = itemStorageName(kind.name, id);
  const [stored] = useState(() => loadStoredDraft(username, storageName));
  const [values, setValues] = useState<ItemValues>(() => ({ ...valuesFromFields(kind.fields, item), ...stored?.values }));
  // The version the typing started from: a save over a newer draft is refused, and the person sees why.
  const [version, setVersion] = useState(stored?.version ?? draft.data!.version);
  const [unsaved, setUnsaved] = useState(Boolean(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const file = fileOf<T>(draft.data!);
  const order = fieldOrder(kind);

  useEffect(() => {
    if (unsaved) storeDraft(username, storageName, { version, values });
  }, [unsaved, username, storageName, version, values]);

  const change = (patch: ItemValues) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setUnsaved(true);
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => !(key in patch))));
  };

  const showOutcome = (next: Outcome, found: Record<string, string> = {}) => {
    // Drawn first, so that the message (and each field's aria-describedby) is there when focus arrives.
    flushSync(() => {
      setErrors(found);
      setOutcome(next);
    });
    outcomeRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading || saving) return;
    const found = checkItem(kind, values);
    if (Object.keys(found).length > 0) {
      showOutcome({ kind: "invalid", message: "Isian belum lengkap atau belum benar.", general: [] }, found);
      return;
    }
    const current = fileOf<T>(draft.data!);
    const itemId = id ?? newItemId(values.title ?? "", current.items.map((other) => other.id), kind.idFallback);
    const base = (id !== undefined ? current.items.find((other) => other.id === id) : undefined) ?? item;
    const built = itemFromFields(kind.fields, values, itemId, base);
    const { file: next, index } = withItem(current, built, id, kind.newAt);
    setSaving(true);
    setOutcome(undefined);
    try {
      await draft.save(version, next);
      setUnsaved(false);
      clearStoredDraft(username, storageName);
      const state: ListNoticeState = { notice: id ? changedNotice(kind, built.title) : addedNotice(kind, built.title) };
      navigate(kind.path, { state });
    } catch (caught) {
      await refused(caught, next, index);
      setSaving(false);
    }
  };

  const refused = async (caught: unknown, sent: typeof file, index: number) => {
    if (caught instanceof ApiError && caught.code === "invalid_content") {
      const { fields, general } = formIssues(kind, sent, index, caught.detail<ContentIssue[]>("issues") ?? []);
      showOutcome({ kind: "invalid", message: caught.message, general }, fields);
    } else if (caught instanceof ApiError && caught.status === 409) {
      // A colleague saved meanwhile. Their file becomes the base of the next save; what this person
      // typed stays in the form (and in sessionStorage) until they save it on purpose.
      let by = caught.detail<string>("updatedBy") ?? null;
      let at = caught.detail<string>("updatedAt") ?? null;
      let gone = false;
      try {
        const fresh = await draft.refresh();
        setVersion(fresh.version);
        by = fresh.updatedBy ?? by;
        at = fresh.updatedAt ?? at;
        gone = id !== undefined && !fileOf<T>(fresh).items.some((other) => other.id === id);
      } catch {
        // The message still says what happened; the next save meets the same refusal and reads again.
      }
      showOutcome({ kind: "conflict", message: caught.message, by, at, gone });
    } else showOutcome({ kind: "error", message: errorMessage(caught) });
  };

  const reset = () => {
    clearStoredDraft(username, storageName);
    setValues(valuesFromFields(kind.fields, fileOf<T>(draft.data!).items.find((other) => other.id === id) ?? item));
    setVersion(draft.data!.version);
    setUnsaved(false);
    setErrors({});
    setOutcome(undefined);
    setConfirmingReset(false);
  };

  const lines: SummaryLine[] = order.filter((key) => errors[key]).map((key) => ({ fieldId: fieldId(key), text: `${fieldLabel(kind, key) ?? key}: ${errors[key]}` }));

  return (
    <>
      <p role="status" className="text-sm text-slate-800">
        {id ? `Perubahan disimpan ke draf ${kind.title.toLowerCase()} dan tampil di situs setelah diterbitkan.` : kind.newItemNote}
        {unsaved ? " Ada ketikan yang belum disimpan." : ""}
      </p>
      {stored ? <InfoNotice>Ketikan yang belum disimpan dari kunjungan sebelumnya dipulihkan. Simpan ke draf agar tidak hilang.</InfoNotice> : null}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={id ? `Ubah ${kind.noun}` : `Tambah ${kind.noun}`} className="space-y-6">
        <fieldset className="console-card space-y-4">
          <legend className="float-left mb-2 w-full font-semibold text-emerald-900">Isi {kind.noun}</legend>
          {kind.fields.map((field) => (
            <ItemInput
              key={field.key}
              field={field}
              id={fieldId(field.key)}
              value={values[field.key] ?? ""}
              error={errors[field.key]}
              file={file}
              onChange={(text) => change({ [field.key]: text })}
            />
          ))}
        </fieldset>
        <fieldset className="console-card space-y-4">
          <legend className="float-left mb-2 w-full font-semibold text-emerald-900">Foto</legend>
          <ImageField values={values} errors={errors} fieldId={fieldId} onChange={change} onUploading={setUploading} />
        </fieldset>
        <div ref={outcomeRef} tabIndex={-1} className="rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
          <FormOutcome outcome={outcome} lines={lines} noun={kind.noun} />
        </div>
        <div className="flex flex-wrap gap-3">
          <BusyButton type="submit" busy={saving || uploading} busyLabel={uploading ? "Menunggu foto…" : "Menyimpan…"}>
            Simpan ke draf
          </BusyButton>
          <Link className="btn btn-secondary btn-md" to={kind.path}>
            Kembali ke daftar
          </Link>
          {unsaved ? (
            <button type="button" className="btn btn-secondary btn-md" disabled={saving} onClick={() => setConfirmingReset(true)}>
              Buang ketikan
            </button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirmingReset}
        title="Buang ketikan yang belum disimpan?"
        confirmLabel="Ya, buang ketikan"
        danger
        onConfirm={reset}
        onCancel={() => setConfirmingReset(false)}
      >
        {id ? `Formulir kembali ke isi ${kind.noun} yang tersimpan.` : "Formulir kembali kosong."} Draf tidak berubah.
      </ConfirmDialog>
    </>
  );
}

function FormOutcome({ outcome, lines, noun }: { outcome: Outcome | undefined; lines: SummaryLine[]; noun: string }) {
  if (!outcome) return null;
  switch (outcome.kind) {
    case "invalid":
      return <ErrorSummary title={outcome.message} lines={[...lines, ...outcome.general.map((text) => ({ text }))]} />;
    case "conflict":
      return (
        <ErrorAlert title={outcome.message}>
          <p>
            Perubahan terakhir oleh {outcome.by ?? "petugas lain"}
            {outcome.at ? `, ${formatDateTime(outcome.at)}` : ""}. Isian Anda tetap ada di formulir dan belum disimpan.{" "}
            {outcome.gone
              ? `${noun[0]!.toUpperCase()}${noun.slice(1)} ini sudah dihapus dari draf. Tekan "Simpan ke draf" bila ingin menambahkannya lagi.`
              : 'Periksa, lalu tekan "Simpan ke draf" lagi untuk menyimpannya bersama perubahan rekan Anda.'}
          </p>
        </ErrorAlert>
      );
    case "error":
      return <ErrorAlert>{outcome.message}</ErrorAlert>;
  }
}
