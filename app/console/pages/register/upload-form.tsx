import { useState, type FormEvent } from "react";
import { ApiError, errorMessage } from "../../api";
import { ErrorAlert, InfoNotice } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import { TextField } from "../../components/field";
import { Section } from "../../components/page";
import { useApi } from "../../session";
import type { RegisterUpload } from "../../types";
import { NO_FILE_MESSAGE, TOO_LARGE_MESSAGE, UPLOAD_MAX_BYTES } from "./register-text";

export const FILE_INPUT_ID = "berkas-register";

/** A refusal of the file itself, shown at the file field where the fix is made; undefined for the rest. */
function fileProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // A proxy in front of the server may refuse a large body with a page of its own instead of the API's JSON.
  if (error.status === 413) return error.code === "upload_too_large" ? error.message : TOO_LARGE_MESSAGE;
  if (error.status === 415) return error.message;
  return undefined;
}

/**
 * Sends the chosen workbook to be checked. The server only reads and compares it: nothing changes
 * until staff save the checked file as the draft register.
 */
export function UploadForm({ onUploaded, notice }: { onUploaded: (upload: RegisterUpload) => void; notice?: string }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read before the first await: React clears the event's currentTarget once the handler returns.
    const input = event.currentTarget.elements.namedItem("berkas");
    if (!(input instanceof HTMLInputElement)) return;
    const file = input.files?.[0];
    const refuse = (message: string) => {
      setFieldError(message);
      input.focus();
    };
    setError(undefined);
    if (!file) return refuse(NO_FILE_MESSAGE);
    if (file.size > UPLOAD_MAX_BYTES) return refuse(TOO_LARGE_MESSAGE);
    setFieldError(undefined);
    setBusy(true);
    try {
      const answer = await api.postRaw<{ upload: RegisterUpload }>("/register/unggah", file, { "X-Nama-Berkas": encodeURIComponent(file.name) });
      // After fixing the rows in Excel the file is chosen again: a File picked earlier may hold the old bytes.
      input.value = "";
      onUploaded(answer.upload);
    } catch (caught) {
      const problem = fileProblem(caught);
      if (problem) refuse(problem);
      else setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Unggah register" id="unggah">
      <p className="text-slate-800">Berkas diperiksa lebih dulu. Register tidak berubah sampai Anda melihat hasilnya dan memilih untuk menyimpannya sebagai draf.</p>
      {notice ? <InfoNotice>{notice}</InfoNotice> : null}
      <form aria-labelledby="unggah-judul" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          id={FILE_INPUT_ID}
          name="berkas"
          type="file"
          accept=".xlsx,.csv"
          label="Berkas register (.xlsx atau .csv)"
          hint="Berkas dari Unduh register di atas, atau .csv dengan kolom yang sama. Ukuran paling besar 5 MB."
          error={fieldError}
          onChange={() => setFieldError(undefined)}
        />
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <BusyButton type="submit" busy={busy} busyLabel="Mengunggah dan memeriksa…">
          Unggah dan periksa
        </BusyButton>
      </form>
    </Section>
  );
}
