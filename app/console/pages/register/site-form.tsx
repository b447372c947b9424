import { flushSync } from "react-dom";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ApiError, errorMessage } from "../../api";
import { InfoNotice } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { focusFirstInvalid, SelectField, TextAreaField, TextField } from "../../components/field";
import { useAccount, useApi } from "../../session";
import type { SiteAnswer, SiteChoices, SiteFields, SiteIssue, SitesPage } from "../../types";
import { clearStoredDraft, loadStoredDraft, storeDraft } from "../profile/draft-storage";
import { LocationField } from "./location-field";
import { fieldOfIssue, SITE_FIELD_ORDER, SITE_FIELDS, siteInput, siteValues, statusOptions, type SiteField, type SiteFieldKey, type SiteValues } from "./site-form-fields";
import { SiteOutcome, type Outcome } from "./site-outcome";
import { siteDeletedNotice, siteSavedState } from "./site-text";

const fieldId = (key: string) => `situs-${key}`;

/** Where unsaved typing of this form is kept (per account, in this tab): each site its own, a new one apart. */
export const storageName = (id: string | undefined) => `register-situs:${id ?? "baru"}`;

export interface SiteFormProps {
  /** The site's id; undefined for a new site. */
  id: string | undefined;
  site: SiteFields;
  version: number;
  choices: SiteChoices;
  /** What the previous save said (a new site's page opens with it). */
  saved?: { warnings: SiteIssue[] };
  /** A saved change of an existing site (the page's title follows a new name). */
  onSaved?: (answer: SiteAnswer) => void;
}

/**
 * One site of the register, every field labelled, saved into the draft register ("Simpan ke draf")
 * and published with the next Terbitkan. A refusal puts the register's own words next to each field;
 * a colleague's change meanwhile (409) keeps what was typed and takes the new version for the next save.
 */
export function SiteForm({ id, site, version: initialVersion, choices, saved, onSaved }: SiteFormProps) {
  const api = useApi();
  const navigate = useNavigate();
  const { username } = useAccount();
  const name = storageName(id);
  const [stored] = useState(() => loadStoredDraft(username, name));
  const [values, setValues] = useState<SiteValues>(() => ({ ...siteValues(site), ...(stored?.values as Partial<SiteValues> | undefined) }));
  const [version, setVersion] = useState(stored?.version ?? initialVersion);
  const [unsaved, setUnsaved] = useState(Boolean(stored));
  const [errors, setErrors] = useState<Partial<Record<SiteFieldKey, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | undefined>(saved ? { kind: "saved", warnings: saved.warnings } : undefined);
  const [busy, setBusy] = useState<"save" | "delete">();
  const [confirming, setConfirming] = useState(false);

  const change = (key: SiteFieldKey, text: string) => {
    const next = { ...values, [key]: text };
    setValues(next);
    setUnsaved(true);
    storeDraft(username, name, { version, values: next });
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy("save");
    setOutcome(undefined);
    try {
      const body = { version, site: siteInput(values) };
      const answer = id ? await api.put<SiteAnswer>(`/register/situs/${encodeURIComponent(id)}`, body) : await api.post<SiteAnswer>("/register/situs", body);
      clearStoredDraft(username, name);
      const warnings = answer.warnings ?? [];
      if (!id) {
        // The new site has its id now: its own form, saying it was saved.
        navigate(`/register/situs/${encodeURIComponent(answer.id)}`, { replace: true, state: siteSavedState(warnings) });
        return;
      }
      // What the register kept (trimmed, the area as a number, the point as numbers): shown as kept.
      setValues(siteValues(answer.site));
      setVersion(answer.version);
      setErrors({});
      setUnsaved(false);
      setOutcome({ kind: "saved", warnings });
      onSaved?.(answer);
    } catch (caught) {
      await refused(caught);
    } finally {
      setBusy(undefined);
    }
  };

  const refused = async (caught: unknown) => {
    if (caught instanceof ApiError && caught.code === "invalid_content") {
      const found: Partial<Record<SiteFieldKey, string>> = {};
      const general: string[] = [];
      for (const issue of caught.detail<SiteIssue[]>("issues") ?? []) {
        const key = fieldOfIssue(issue.path);
        if (key) found[key] ??= issue.message;
        else general.push(issue.message);
      }
      setOutcome({ kind: "invalid", message: caught.message, general });
      // Drawn first, so the focused field's aria-describedby already points at its message.
      flushSync(() => setErrors(found));
      focusFirstInvalid(SITE_FIELD_ORDER, found, fieldId);
    } else if (caught instanceof ApiError && caught.status === 409) {
      await conflict(caught, "save");
    } else setOutcome({ kind: "error", message: errorMessage(caught) });
  };

  /**
   * A colleague changed the register meanwhile. Their version becomes the base of the next save; what
   * this person typed stays in the form (and in sessionStorage) until they save it on purpose.
   */
  const conflict = async (caught: ApiError, during: "save" | "delete") => {
    const by = caught.detail<string>("updatedBy") ?? null;
    const at = caught.detail<string>("updatedAt") ?? null;
    let fresh = caught.detail<number>("version");
    let gone = false;
    try {
      const answer = id ? await api.get<SiteAnswer>(`/register/situs/${encodeURIComponent(id)}`) : await api.get<SitesPage>("/register/situs", { per: 1 });
      fresh = answer.version;
    } catch (again) {
      gone = again instanceof ApiError && again.code === "site_not_found";
    }
    if (typeof fresh === "number") {
      setVersion(fresh);
      storeDraft(username, name, { version: fresh, values });
    }
    setOutcome({ kind: "conflict", message: caught.message, by, at, gone, during });
  };

  const remove = async () => {
    if (!id) return;
    setBusy("delete");
    try {
      await api.delete(`/register/situs/${encodeURIComponent(id)}`, { version });
      clearStoredDraft(username, name);
      navigate("/register", { state: siteDeletedNotice(values.name || id) });
    } catch (caught) {
      setConfirming(false);
      setBusy(undefined);
      if (caught instanceof ApiError && caught.status === 409) await conflict(caught, "delete");
      else setOutcome({ kind: "error", message: errorMessage(caught) });
    }
  };

  const groups = [...new Set(SITE_FIELDS.map((field) => field.group))];

  return (
    <>
      <p role="status" className="text-sm text-slate-800">
        {id ? "Perubahan disimpan ke draf register dan tampil di situs setelah diterbitkan." : "Lokasi baru disimpan ke draf register dan tampil di situs setelah diterbitkan."}
        {unsaved ? " Ada ketikan yang belum disimpan." : ""}
      </p>
      {stored ? <InfoNotice>Ketikan yang belum disimpan dari kunjungan sebelumnya dipulihkan. Simpan ke draf agar tidak hilang.</InfoNotice> : null}
      <form onSubmit={save} noValidate aria-label={id ? "Ubah lokasi" : "Tambah lokasi"} className="space-y-6">
        {groups.map((group) => (
          <fieldset key={group} className="console-card space-y-4">
            <legend className="float-left mb-2 w-full font-semibold text-emerald-900">{group}</legend>
            {SITE_FIELDS.filter((field) => field.group === group).map((field) => (
              <SiteInputField key={field.key} field={field} value={values[field.key]} error={errors[field.key]} choices={choices} onChange={(text) => change(field.key, text)} />
            ))}
          </fieldset>
        ))}
        <SiteOutcome outcome={outcome} />
        <div className="flex flex-wrap gap-3">
          <BusyButton type="submit" busy={busy === "save"} busyLabel="Menyimpan…" disabled={busy !== undefined}>
            Simpan ke draf
          </BusyButton>
          {id ? (
            <BusyButton variant="secondary" disabled={busy !== undefined} onClick={() => setConfirming(true)}>
              Hapus lokasi
            </BusyButton>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={`Hapus lokasi "${values.name || id}"?`}
        confirmLabel="Ya, hapus lokasi"
        danger
        busy={busy === "delete"}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Lokasi ini dihapus dari draf register. Setelah diterbitkan, lokasi ini hilang dari situs: tidak lagi ada di peta, di daftar lokasi, di data terbuka, dan halamannya
          sendiri tidak dapat dibuka lagi.
        </p>
        <p className="mt-2">Sebelum diterbitkan, Anda masih dapat membatalkannya dengan membuang draf register atau menambahkan lokasinya lagi.</p>
      </ConfirmDialog>
    </>
  );
}

function SiteInputField({ field, value, error, choices, onChange }: { field: SiteField; value: string; error?: string; choices: SiteChoices; onChange: (text: string) => void }) {
  const id = fieldId(field.key);
  const common = { id, label: field.label, hint: field.hint, error };
  switch (field.kind) {
    case "location":
      return <LocationField id={id} value={value} error={error} onChange={onChange} />;
    case "multiline":
      return <TextAreaField {...common} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />;
    case "select": {
      const options =
        field.key === "stage"
          ? statusOptions(choices, value)
          : [{ value: "", label: "Tentukan dari nama" }, ...[...choices.types, ...(value && !choices.types.includes(value) ? [value] : [])].map((type) => ({ value: type, label: type }))];
      return (
        <SelectField {...common} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    }
    default:
      return (
        <TextField {...common} type="text" inputMode={field.kind === "decimal" ? "decimal" : undefined} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      );
  }
}
