import { flushSync } from "react-dom";
import { useState, type FormEvent } from "react";
import { ApiError, errorMessage } from "../api";
import { ErrorAlert, SuccessNotice } from "../components/alert";
import { BusyButton } from "../components/busy-button";
import { focusFirstInvalid, TextField } from "../components/field";
import { Page } from "../components/page";
import { useApi } from "../session";

type Field = "current" | "next" | "repeat";
const ORDER: readonly Field[] = ["current", "next", "repeat"];
const ID: Record<Field, string> = { current: "sandi-sekarang", next: "sandi-baru", repeat: "sandi-ulang" };
const EMPTY = { current: "", next: "", repeat: "" };

/** One's own password: the current one proves it is really the owner at the keyboard. */
export function PasswordPage() {
  const api = useApi();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  const show = (found: Partial<Record<Field, string>>) => {
    // Drawn first, so the focused field's aria-describedby already points at its message.
    flushSync(() => setErrors(found));
    focusFirstInvalid(ORDER, found, (key) => ID[key as Field]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(undefined);
    if (!values.current) return show({ current: "Isi kata sandi Anda saat ini." });
    if (values.next !== values.repeat) return show({ repeat: "Kedua kata sandi baru tidak sama. Ketik ulang kata sandi yang sama." });
    setErrors({});
    setBusy(true);
    try {
      await api.post("/sandi", { currentPassword: values.current, newPassword: values.next });
      setValues(EMPTY);
      setOutcome({ ok: true, text: "Kata sandi sudah diganti. Sesi Anda di perangkat lain sudah diakhiri." });
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : "";
      if (code === "wrong_current_password" || code === "invalid_credentials") show({ current: errorMessage(caught) });
      else if (code === "invalid_field") show({ next: errorMessage(caught) });
      else setOutcome({ ok: false, text: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <Page title="Ganti kata sandi" lead="Kata sandi baru berlaku untuk masuk berikutnya. Sesi di perangkat lain diakhiri.">
      <form onSubmit={submit} className="console-card max-w-md space-y-4" noValidate>
        {outcome ? outcome.ok ? <SuccessNotice>{outcome.text}</SuccessNotice> : <ErrorAlert>{outcome.text}</ErrorAlert> : null}
        <TextField id={ID.current} label="Kata sandi saat ini" type="password" autoComplete="current-password" required value={values.current} onChange={set("current")} error={errors.current} />
        <TextField id={ID.next} label="Kata sandi baru" hint="Paling sedikit 10 karakter, tidak sama dengan nama pengguna." type="password" autoComplete="new-password" required value={values.next} onChange={set("next")} error={errors.next} />
        <TextField id={ID.repeat} label="Ulangi kata sandi baru" type="password" autoComplete="new-password" required value={values.repeat} onChange={set("repeat")} error={errors.repeat} />
        <BusyButton type="submit" busy={busy} busyLabel="Menyimpan…">
          Ganti kata sandi
        </BusyButton>
      </form>
    </Page>
  );
}
