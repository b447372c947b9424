import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../api";
import { ErrorAlert, SuccessNotice } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import type { RegisterUpload } from "../../types";
import { useApi } from "../../session";
import { ChangeList } from "./change-list";
import { IssueTable } from "./issue-table";
import { MapPreview } from "./map-preview";
import { countsSentence, readSentence, SAVED_MESSAGE } from "./register-text";

export interface SaveAnswer {
  version: number;
  count: number;
}

/**
 * Refusals after which this upload can no longer be saved: it expired, the server will not take it, or
 * the register changed since it was compared (the comparison shown is out of date). The API's message
 * says to upload the file again.
 */
const DEAD_UPLOAD = new Set(["upload_expired", "upload_refused", "content_stale"]);

/**
 * The checked file: what it would change, what is wrong with it, where its points are, and the choice
 * to keep it as the draft register or to throw it away. Rendered anew (by key) for each upload; its
 * heading takes the focus when it appears, so a screen reader announces the result of the upload.
 */
export function UploadReport({
  upload,
  version,
  saved,
  onSaved,
  onClosed,
  onStale,
}: {
  upload: RegisterUpload;
  /** The register's version when the page last read it; undefined while it is being read again. */
  version: number | undefined;
  saved: boolean;
  onSaved: (answer: SaveAnswer) => void;
  onClosed: () => void;
  /** Someone changed the draft register since the upload: the page reads the register again. */
  onStale: () => void;
}) {
  const api = useApi();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<"" | "save" | "cancel">("");
  const [error, setError] = useState<string>();
  const [dead, setDead] = useState(false);
  const { counts } = upload;
  const path = `/register/unggah/${encodeURIComponent(upload.id)}`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // The button that was pressed is gone once the file is saved (or can no longer be): the focus goes to
  // what replaced it instead of falling back to the top of the page.
  useEffect(() => {
    if (saved || dead) outcome.current?.focus();
  }, [saved, dead]);

  const save = async () => {
    if (version === undefined) return;
    setBusy("save");
    setError(undefined);
    try {
      onSaved(await api.post<SaveAnswer>(`${path}/simpan`, { version }));
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : "";
      // The summary above then shows the draft register a colleague saved meanwhile.
      if (code === "content_stale") onStale();
      if (DEAD_UPLOAD.has(code)) setDead(true);
      setError(errorMessage(caught));
    } finally {
      setBusy("");
    }
  };

  const cancel = async () => {
    setBusy("cancel");
    setError(undefined);
    try {
      await api.delete(path);
      onClosed();
    } catch (caught) {
      // Already gone on the server (expired): the outcome staff asked for.
      if (caught instanceof ApiError && caught.status === 404) onClosed();
      else setError(errorMessage(caught));
    } finally {
      setBusy("");
    }
  };

  return (
    <section aria-labelledby="hasil-judul" className="console-card space-y-6">
      <div className="space-y-3">
        <h2 id="hasil-judul" ref={heading} tabIndex={-1} aria-describedby="hasil-putusan" className="text-lg font-semibold text-slate-900 outline-none">
          Hasil pemeriksaan: {upload.fileName}
        </h2>
        {upload.accepted ? (
          <p id="hasil-putusan" className="form-notice form-notice-success">
            Berkas dapat disimpan. Register belum berubah: periksa hasil di bawah, lalu pilih Simpan sebagai draf register atau Batalkan.
          </p>
        ) : (
          <p id="hasil-putusan" className="form-notice form-notice-error">
            <strong>Berkas ini masih memuat kesalahan, jadi tidak ada yang disimpan</strong> dan register tidak berubah. Perbaiki baris yang tercantum di daftar masalah, lalu unggah
            berkasnya lagi.
          </p>
        )}
        <p className="text-lg font-semibold text-slate-900">{countsSentence(counts)}</p>
        <p className="text-slate-800">{readSentence(counts)}</p>
      </div>

      {upload.skippedSheets.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">Lembar yang dilewati</h3>
          <ul className="list-disc space-y-1 ps-5">
            {upload.skippedSheets.map((skipped) => (
              <li key={skipped.sheet}>
                <strong>{skipped.sheet}</strong>: {skipped.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <IssueTable issues={upload.issues} counts={counts} />
      <ChangeList changes={upload.changes} />
      <MapPreview points={upload.points} sites={counts.new + counts.changed + counts.unchanged} />

      <div className="space-y-3 border-t border-slate-200 pt-4">
        {saved ? (
          <div ref={outcome} tabIndex={-1} className="outline-none">
            <SuccessNotice>
              <p>{SAVED_MESSAGE}</p>
              <p className="mt-2">
                <Link to="/terbitkan" className="text-link">
                  Buka halaman Terbitkan
                </Link>
              </p>
            </SuccessNotice>
          </div>
        ) : (
          <>
            {error ? (
              <div ref={outcome} tabIndex={-1} className="outline-none">
                <ErrorAlert>{error}</ErrorAlert>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-3">
              {upload.accepted && !dead ? (
                <BusyButton busy={busy === "save"} busyLabel="Menyimpan…" disabled={busy !== "" || version === undefined} onClick={() => void save()}>
                  Simpan sebagai draf register
                </BusyButton>
              ) : null}
              <BusyButton variant="secondary" busy={busy === "cancel"} busyLabel="Membatalkan…" disabled={busy !== ""} onClick={() => void cancel()}>
                Batalkan
              </BusyButton>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
