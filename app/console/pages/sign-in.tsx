import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { errorMessage } from "../api";
import { ErrorAlert, InfoNotice } from "../components/alert";
import { BusyButton } from "../components/busy-button";
import { TextField } from "../components/field";
import { Frame } from "../components/layout";
import { Page } from "../components/page";
import { returnPath } from "../return-path";
import { useSession } from "../session";
import type { SessionAnswer } from "../types";

/** The console's door: name and password, then the page that was asked for. */
export function SignInPage() {
  const { api, signedIn, state } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const notice = state.status === "signedOut" ? state.notice : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api.post<SessionAnswer>("/masuk", { username: username.trim(), password });
      signedIn(answer);
      navigate(returnPath(location.search), { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <Frame>
      <div className="mx-auto max-w-md">
        <Page title="Masuk ke Konsol Kantor" lead="Untuk petugas KUA. Masukkan nama pengguna dan kata sandi akun Anda.">
          {notice ? <InfoNotice>{notice}</InfoNotice> : null}
          <form onSubmit={submit} className="console-card space-y-4" noValidate>
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            <TextField
              id="masuk-nama"
              label="Nama pengguna"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <TextField
              id="masuk-sandi"
              label="Kata sandi"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <BusyButton type="submit" busy={busy} busyLabel="Memeriksa…">
              Masuk
            </BusyButton>
          </form>
        </Page>
      </div>
    </Frame>
  );
}
