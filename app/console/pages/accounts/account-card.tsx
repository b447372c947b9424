import { useState, type FormEvent } from "react";
import { errorMessage } from "../../api";
import { ErrorAlert, SuccessNotice } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import { ConfirmDialog, Modal } from "../../components/confirm-dialog";
import { TextField } from "../../components/field";
import { formatDateTime, ROLE_LABELS } from "../../format";
import { useApi } from "../../session";
import type { Account } from "../../types";

/** One account with what an admin may do to it: a new password, disable or enable. */
export function AccountCard({ account, isSelf, onChanged }: { account: Account; isSelf: boolean; onChanged: (account: Account) => void }) {
  const api = useApi();
  const [dialog, setDialog] = useState<"reset" | "disable">();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [password, setPassword] = useState({ next: "", repeat: "" });
  const [fieldError, setFieldError] = useState<string>();
  const path = `/akun/${encodeURIComponent(account.username)}`;

  const setDisabled = async (disabled: boolean) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const answer = await api.post<{ account: Account }>(`${path}/${disabled ? "nonaktifkan" : "aktifkan"}`);
      onChanged(answer.account);
      setOutcome({ ok: true, text: disabled ? "Akun dinonaktifkan; sesinya sudah diakhiri." : "Akun diaktifkan lagi." });
    } catch (caught) {
      setOutcome({ ok: false, text: errorMessage(caught) });
    } finally {
      setBusy(false);
      setDialog(undefined);
    }
  };

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.next !== password.repeat) {
      setFieldError("Kedua kata sandi tidak sama. Ketik ulang kata sandi yang sama.");
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    try {
      const answer = await api.post<{ account: Account }>(`${path}/sandi`, { password: password.next });
      onChanged(answer.account);
      setDialog(undefined);
      setPassword({ next: "", repeat: "" });
      setOutcome({ ok: true, text: "Kata sandi diatur ulang. Beri tahu pemiliknya secara langsung; sesinya yang lama sudah diakhiri." });
    } catch (caught) {
      setFieldError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const closeReset = () => {
    setDialog(undefined);
    setPassword({ next: "", repeat: "" });
    setFieldError(undefined);
  };

  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-3 sm:p-4">
      <p className="flex flex-wrap items-center gap-2">
        <strong>{account.displayName}</strong>
        <span className="text-slate-700">({account.username})</span>
        {isSelf ? <span className="badge badge-live">Anda</span> : null}
      </p>
      <p className="text-sm text-slate-800">
        Peran: {ROLE_LABELS[account.role]} · Status: {account.disabled ? <strong className="text-red-800">Nonaktif</strong> : "Aktif"} · Dibuat {formatDateTime(account.createdAt)}
      </p>
      {outcome ? outcome.ok ? <SuccessNotice>{outcome.text}</SuccessNotice> : <ErrorAlert>{outcome.text}</ErrorAlert> : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDialog("reset")}>
          Atur ulang kata sandi
        </button>
        {account.disabled ? (
          <BusyButton size="sm" variant="secondary" busy={busy} busyLabel="Mengaktifkan…" onClick={() => void setDisabled(false)}>
            Aktifkan
          </BusyButton>
        ) : !isSelf ? (
          <button type="button" className="btn btn-danger btn-sm" onClick={() => setDialog("disable")}>
            Nonaktifkan
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={dialog === "disable"}
        title={`Nonaktifkan akun ${account.username}?`}
        confirmLabel="Ya, nonaktifkan"
        danger
        busy={busy}
        onConfirm={() => void setDisabled(true)}
        onCancel={() => setDialog(undefined)}
      >
        {account.displayName} tidak dapat masuk lagi dan sesinya yang terbuka diakhiri. Akun dapat diaktifkan kembali kapan saja.
      </ConfirmDialog>
      <Modal open={dialog === "reset"} title={`Kata sandi baru untuk ${account.username}`} busy={busy} onCancel={closeReset}>
        <form onSubmit={reset} className="space-y-4" noValidate>
          <TextField
            id={`reset-${account.username}`}
            label="Kata sandi baru"
            hint="Paling sedikit 10 karakter."
            type="password"
            autoComplete="new-password"
            value={password.next}
            onChange={(event) => setPassword({ ...password, next: event.target.value })}
          />
          <TextField
            id={`reset-ulang-${account.username}`}
            label="Ulangi kata sandi baru"
            type="password"
            autoComplete="new-password"
            value={password.repeat}
            error={fieldError}
            onChange={(event) => setPassword({ ...password, repeat: event.target.value })}
          />
          <div className="flex flex-wrap gap-3">
            <BusyButton type="submit" busy={busy} busyLabel="Menyimpan…">
              Simpan kata sandi
            </BusyButton>
            <button type="button" className="btn btn-secondary btn-md" disabled={busy} onClick={closeReset}>
              Batal
            </button>
          </div>
        </form>
      </Modal>
    </li>
  );
}
