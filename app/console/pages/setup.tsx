import { flushSync } from "react-dom";
import { useEffect, useState, type FormEvent } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError, errorMessage } from "../api";
import { ErrorAlert } from "../components/alert";
import { BusyButton } from "../components/busy-button";
import { focusFirstInvalid, TextField } from "../components/field";
import { Frame } from "../components/layout";
import { Page } from "../components/page";
import { useSession } from "../session";
import type { SessionAnswer } from "../types";

type SetupField = "username" | "displayName" | "password" | "repeat";
const ORDER: readonly SetupField[] = ["username", "displayName", "password", "repeat"];
const ID: Record<SetupField, string> = { username: "siap-nama", displayName: "siap-tampilan", password: "siap-sandi", repeat: "siap-ulang" };

/** The one-time token of the setup link (`/kantor/penyiapan#<token>`), read once when the page opens. */
function readToken(): string {
  const raw = window.location.hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * First run: the link the server printed creates the first (admin) account. The token leaves the
 * address bar at once, so it is neither in the history nor on a screen someone else may see.
 */
export function SetupPage() {
  const { api, signedIn, state } = useSession();
  const navigate = useNavigate();
  const [token] = useState(readToken);
  const [values, setValues] = useState<Record<SetupField, string>>({ username: "", displayName: "", password: "", repeat: "" });
  const [errors, setErrors] = useState<Partial<Record<SetupField, string>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }, []);

  if (state.status === "signedIn") return <Navigate to="/" replace />;

  const set = (field: SetupField) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const show = (found: Partial<Record<SetupField, string>>) => {
    // Drawn first, so the focused field's aria-describedby already points at its message.
    flushSync(() => setErrors(found));
    focusFirstInvalid(ORDER, found, (key) => ID[key as SetupField]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    if (values.password !== values.repeat) {
      show({ repeat: "Kedua kata sandi tidak sama. Ketik ulang kata sandi yang sama." });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await api.post<SessionAnswer>("/penyiapan", { token, username: values.username.trim(), displayName: values.displayName, password: values.password });
      signedIn(answer);
      navigate("/", { replace: true });
    } catch (caught) {
      setBusy(false);
      const field = caught instanceof ApiError ? caught.detail<string>("field") : undefined;
      if (field && (ORDER as readonly string[]).includes(field)) {
        show({ [field]: errorMessage(caught) });
      } else setError(errorMessage(caught));
    }
  };

  return (
    <Frame>
      <div className="mx-auto max-w-md">
        <Page title="Penyiapan pertama" lead="Buat akun admin pertama kantor. Akun ini dapat menambah akun petugas lain.">
          {!token ? (
            <ErrorAlert>Tautan penyiapan tidak lengkap. Buka lagi tautan lengkap yang ditampilkan server saat dijalankan.</ErrorAlert>
          ) : (
            <form onSubmit={submit} className="console-card space-y-4" noValidate>
              {error ? <ErrorAlert>{error}</ErrorAlert> : null}
              <TextField id={ID.username} label="Nama pengguna" hint="3–40 karakter: huruf kecil, angka, titik, garis bawah, atau tanda hubung." autoComplete="username" autoCapitalize="none" spellCheck={false} required value={values.username} onChange={set("username")} error={errors.username} />
              <TextField id={ID.displayName} label="Nama tampilan" hint="Nama yang terlihat di konsol, misalnya nama lengkap Anda." autoComplete="name" required value={values.displayName} onChange={set("displayName")} error={errors.displayName} />
              <TextField id={ID.password} label="Kata sandi" hint="Paling sedikit 10 karakter." type="password" autoComplete="new-password" required value={values.password} onChange={set("password")} error={errors.password} />
              <TextField id={ID.repeat} label="Ulangi kata sandi" type="password" autoComplete="new-password" required value={values.repeat} onChange={set("repeat")} error={errors.repeat} />
              <BusyButton type="submit" busy={busy} busyLabel="Menyimpan…">
                Buat akun admin
              </BusyButton>
            </form>
          )}
        </Page>
      </div>
    </Frame>
  );
}
