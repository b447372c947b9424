import { flushSync } from "react-dom";
import { useState, type FormEvent } from "react";
import { ApiError, errorMessage } from "../../api";
import { ErrorAlert, SuccessNotice } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import { focusFirstInvalid, SelectField, TextField } from "../../components/field";
import { Section } from "../../components/page";
import { useApi } from "../../session";
import type { Account, Role } from "../../types";

type Field = "username" | "displayName" | "role" | "password" | "repeat";
const ORDER: readonly Field[] = ["username", "displayName", "role", "password", "repeat"];
const ID: Record<Field, string> = { username: "akun-nama", displayName: "akun-tampilan", role: "akun-peran", password: "akun-sandi", repeat: "akun-ulang" };
const EMPTY: Record<Field, string> = { username: "", displayName: "", role: "staf", password: "", repeat: "" };

/** A new staff or admin account; the admin tells the person their first password in person. */
export function AddAccountForm({ onAdded }: { onAdded: (account: Account) => void }) {
  const api = useApi();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  const show = (found: Partial<Record<Field, string>>) => {
    // Drawn first, so the focused field's aria-describedby already points at its message.
    flushSync(() => setErrors(found));
    focusFirstInvalid(ORDER, found, (key) => ID[key as Field]);
  };
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(undefined);
    if (values.password !== values.repeat) return show({ repeat: "Kedua kata sandi tidak sama. Ketik ulang kata sandi yang sama." });
    setErrors({});
    setBusy(true);
    try {
      const answer = await api.post<{ account: Account }>("/akun", {
        username: values.username.trim(),
        displayName: values.displayName,
        role: values.role as Role,
        password: values.password,
      });
      onAdded(answer.account);
      setValues(EMPTY);
      setOutcome({ ok: true, text: `Akun ${answer.account.username} dibuat. Beri tahu pemiliknya kata sandi pertamanya secara langsung.` });
    } catch (caught) {
      const field = caught instanceof ApiError ? (caught.detail<string>("field") ?? (caught.code === "username_taken" ? "username" : undefined)) : undefined;
      if (field && (ORDER as readonly string[]).includes(field)) show({ [field]: errorMessage(caught) });
      else setOutcome({ ok: false, text: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Tambah akun" id="tambah-akun">
      <form onSubmit={submit} className="max-w-md space-y-4" noValidate>
        {outcome ? outcome.ok ? <SuccessNotice>{outcome.text}</SuccessNotice> : <ErrorAlert>{outcome.text}</ErrorAlert> : null}
        <TextField id={ID.username} label="Nama pengguna" hint="3–40 karakter: huruf kecil, angka, titik, garis bawah, atau tanda hubung." autoComplete="off" autoCapitalize="none" spellCheck={false} required value={values.username} onChange={set("username")} error={errors.username} />
        <TextField id={ID.displayName} label="Nama tampilan" autoComplete="off" required value={values.displayName} onChange={set("displayName")} error={errors.displayName} />
        <SelectField id={ID.role} label="Peran" hint="Staf mengurus masukan dan draf; admin juga menerbitkan dan mengelola akun." value={values.role} onChange={set("role")} error={errors.role}>
          <option value="staf">Staf</option>
          <option value="admin">Admin</option>
        </SelectField>
        <TextField id={ID.password} label="Kata sandi pertama" hint="Paling sedikit 10 karakter." type="password" autoComplete="new-password" required value={values.password} onChange={set("password")} error={errors.password} />
        <TextField id={ID.repeat} label="Ulangi kata sandi" type="password" autoComplete="new-password" required value={values.repeat} onChange={set("repeat")} error={errors.repeat} />
        <BusyButton type="submit" busy={busy} busyLabel="Membuat akun…">
          Tambah akun
        </BusyButton>
      </form>
    </Section>
  );
}
