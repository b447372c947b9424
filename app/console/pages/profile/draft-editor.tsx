import { flushSync } from "react-dom";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../api";
import { ErrorAlert, InfoNotice, InvalidFormAlert, LoadError, Loading, SuccessNotice } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { focusFirstInvalid, TextAreaField, TextField } from "../../components/field";
import { Section } from "../../components/page";
import { formatDateTime } from "../../format";
import { useAccount, useApi } from "../../session";
import type { ContentDocument, ContentIssue } from "../../types";
import { useLoad } from "../../use-load";
import { dataWith, fieldOfIssue, valuesOf, type DraftField, type DraftFormSpec, type FormValues } from "./draft-form";
import { clearStoredDraft, loadStoredDraft, storeDraft } from "./draft-storage";

const fieldId = (spec: DraftFormSpec, key: string) => `${spec.name}-${key.replace(/\./g, "-")}`;

/** Loads one content file and edits its draft; after "Buang draf" it loads again from scratch. */
export function DraftEditor({ spec }: { spec: DraftFormSpec }) {
  const api = useApi();
  const loaded = useLoad(spec.name, (signal) => api.get<ContentDocument>(`/konten/${spec.name}`, undefined, { signal }));
  if (loaded.loading || !loaded.data) {
    return (
      <Section title={spec.title} id={spec.name}>
        {loaded.error ? <LoadError message={loaded.error} onRetry={loaded.reload} /> : <Loading />}
      </Section>
    );
  }
  return <DraftEditorForm spec={spec} initial={loaded.data} onDiscarded={loaded.reload} />;
}

type Outcome =
  | { kind: "saved" }
  | { kind: "invalid"; message: string; general: string[] }
  | { kind: "conflict"; message: string; by: string | null; at: string | null }
  | { kind: "error"; message: string };

function DraftEditorForm({ spec, initial, onDiscarded }: { spec: DraftFormSpec; initial: ContentDocument; onDiscarded: () => void }) {
  const api = useApi();
  const { username } = useAccount();
  const [doc, setDoc] = useState(initial);
  const [stored] = useState(() => loadStoredDraft(username, spec.name));
  const [values, setValues] = useState<FormValues>(() => ({ ...valuesOf(spec, initial.draft ?? initial.published), ...stored?.values }));
  const [version, setVersion] = useState(stored?.version ?? initial.version);
  const [unsaved, setUnsaved] = useState(Boolean(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState<"save" | "discard">();
  const [confirming, setConfirming] = useState(false);

  const base = doc.draft ?? doc.published;
  const fields = spec.fields(base);
  const order = fields.map((field) => field.key);
  const hasDraft = doc.draft !== null && doc.version > 0;

  const change = (key: string, text: string) => {
    const next = { ...values, [key]: text };
    setValues(next);
    setUnsaved(true);
    storeDraft(username, spec.name, { version, values: next });
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const showErrors = (found: Record<string, string>, outcomeOf: Outcome) => {
    setOutcome(outcomeOf);
    // Drawn first, so the focused field's aria-describedby already points at its message.
    flushSync(() => setErrors(found));
    focusFirstInvalid(order, found, (key) => fieldId(spec, key));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const built = dataWith(spec, base, values);
    if (built.errors) {
      showErrors(built.errors, { kind: "invalid", message: "Periksa isian yang ditandai.", general: [] });
      return;
    }
    setBusy("save");
    setOutcome(undefined);
    try {
      const answer = await api.put<ContentDocument>(`/konten/${spec.name}`, { version, data: built.data });
      setDoc(answer);
      setVersion(answer.version);
      setErrors({});
      setUnsaved(false);
      clearStoredDraft(username, spec.name);
      setOutcome({ kind: "saved" });
    } catch (caught) {
      await refused(caught);
    } finally {
      setBusy(undefined);
    }
  };

  const refused = async (caught: unknown) => {
    if (caught instanceof ApiError && caught.code === "invalid_content") {
      const found: Record<string, string> = {};
      const general: string[] = [];
      for (const issue of caught.detail<ContentIssue[]>("issues") ?? []) {
        const key = fieldOfIssue(fields, issue.path);
        if (key) found[key] ??= issue.message;
        else general.push(issue.path ? `${issue.path}: ${issue.message}` : issue.message);
      }
      showErrors(found, { kind: "invalid", message: caught.message, general });
    } else if (caught instanceof ApiError && caught.status === 409) {
      // Someone saved this draft meanwhile. Their version becomes the base of the next save; what this
      // person typed stays in the form (and in sessionStorage) until they save it on purpose.
      let by = caught.detail<string>("updatedBy") ?? null;
      let at = caught.detail<string>("updatedAt") ?? null;
      try {
        const fresh = await api.get<ContentDocument>(`/konten/${spec.name}`);
        setDoc(fresh);
        setVersion(fresh.version);
        storeDraft(username, spec.name, { version: fresh.version, values });
        by = fresh.updatedBy ?? by;
        at = fresh.updatedAt ?? at;
      } catch {
        // The message below still says what happened; the next save will meet the same refusal.
      }
      setOutcome({ kind: "conflict", message: caught.message, by, at });
    } else setOutcome({ kind: "error", message: errorMessage(caught) });
  };

  const discard = async () => {
    setBusy("discard");
    try {
      if (hasDraft) await api.delete(`/konten/${spec.name}/draf`, { version });
      clearStoredDraft(username, spec.name);
      setConfirming(false);
      onDiscarded();
    } catch (caught) {
      setConfirming(false);
      setOutcome({ kind: "error", message: errorMessage(caught) });
      setBusy(undefined);
    }
  };

  const groups = [...new Set(fields.map((field) => field.group))];

  return (
    <Section title={spec.title} id={spec.name}>
      <p className="text-slate-700">{spec.description}</p>
      <p role="status" className="text-sm text-slate-800">
        {hasDraft
          ? `Draf tersimpan oleh ${doc.updatedBy ?? "—"}, ${formatDateTime(doc.updatedAt)}; belum tayang sampai diterbitkan.`
          : "Tidak ada draf: isian sama dengan yang tayang di situs."}
        {unsaved ? " Ada ketikan yang belum disimpan sebagai draf." : ""}
      </p>
      {stored ? <InfoNotice>Ketikan yang belum disimpan dari kunjungan sebelumnya dipulihkan. Simpan draf agar tidak hilang.</InfoNotice> : null}
      <form onSubmit={save} className="space-y-6" noValidate aria-label={spec.title}>
        {groups.map((group) => (
          <fieldset key={group} className="space-y-4">
            {groups.length > 1 ? <legend className="mb-2 font-semibold text-emerald-900">{group}</legend> : null}
            {fields
              .filter((field) => field.group === group)
              .map((field) => (
                <DraftInput key={field.key} id={fieldId(spec, field.key)} field={field} value={values[field.key] ?? ""} error={errors[field.key]} onChange={(text) => change(field.key, text)} />
              ))}
          </fieldset>
        ))}
        <OutcomeMessage outcome={outcome} />
        <div className="flex flex-wrap gap-3">
          <BusyButton type="submit" busy={busy === "save"} busyLabel="Menyimpan…" disabled={busy !== undefined}>
            Simpan draf
          </BusyButton>
          <BusyButton variant="secondary" disabled={busy !== undefined || (!hasDraft && !unsaved)} onClick={() => setConfirming(true)}>
            Buang draf
          </BusyButton>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={`Buang draf ${spec.title.toLowerCase()}?`}
        confirmLabel="Ya, buang draf"
        danger
        busy={busy === "discard"}
        onConfirm={() => void discard()}
        onCancel={() => setConfirming(false)}
      >
        Semua perubahan yang belum diterbitkan di bagian ini hilang, dan formulir kembali ke isi yang tayang di situs.
      </ConfirmDialog>
    </Section>
  );
}

function DraftInput({ id, field, value, error, onChange }: { id: string; field: DraftField; value: string; error?: string; onChange: (text: string) => void }) {
  if (field.kind === "multiline") {
    return <TextAreaField id={id} label={field.label} hint={field.hint} error={error} rows={3} value={value} autoComplete={field.autoComplete} onChange={(event) => onChange(event.target.value)} />;
  }
  const type = field.kind === "email" || field.kind === "tel" || field.kind === "url" ? field.kind : "text";
  const inputMode = field.kind === "decimal" ? "decimal" : field.kind === "integer" ? "numeric" : undefined;
  return (
    <TextField
      id={id}
      label={field.label}
      hint={field.hint}
      error={error}
      type={type}
      inputMode={inputMode}
      autoComplete={field.autoComplete ?? "off"}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function OutcomeMessage({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) return null;
  switch (outcome.kind) {
    case "saved":
      return (
        <SuccessNotice>
          Draf tersimpan. Perubahan tampil di situs setelah diterbitkan di halaman <Link className="text-link" to="/terbitkan">Terbitkan</Link>.
        </SuccessNotice>
      );
    case "invalid":
      return <InvalidFormAlert message={outcome.message} general={outcome.general} />;
    case "conflict":
      return (
        <ErrorAlert title={outcome.message}>
          Draf ini baru saja disimpan oleh {outcome.by ?? "petugas lain"}
          {outcome.at ? `, ${formatDateTime(outcome.at)}` : ""}. Isian Anda tetap ada di formulir dan belum disimpan. Periksa, lalu tekan
          &quot;Simpan draf&quot; lagi untuk menimpa draf tersebut.
        </ErrorAlert>
      );
    case "error":
      return <ErrorAlert>{outcome.message}</ErrorAlert>;
  }
}
