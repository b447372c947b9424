import { useEffect, useState } from "react";
import { ApiError, errorMessage } from "../../api";
import { ErrorAlert, Loading, LoadError } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import { Page, Section } from "../../components/page";
import { formatDateTime } from "../../format";
import { useAccount, useApi } from "../../session";
import type { Job, PublishOverview } from "../../types";
import { useLoad } from "../../use-load";
import { JobProgress } from "./job-progress";
import { PendingList } from "./pending-list";
import { ReleaseList } from "./release-list";

/** How often a running publication is asked about (the contract: every second). */
export const POLL_MS = 1000;

/** Drafts waiting and what they change, the button that publishes them (admins), the job's progress and the kept releases. */
export function PublishPage({ pollMs = POLL_MS }: { pollMs?: number }) {
  const api = useApi();
  const account = useAccount();
  const isAdmin = account.role === "admin";
  const overview = useLoad("terbitan", (signal) => api.get<PublishOverview>("/terbitan", undefined, { signal }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const data = overview.data;
  const running = data?.job?.state === "berjalan";

  // While the build runs, ask again a second after each answer (never two requests at once).
  const { loading, reload } = overview;
  useEffect(() => {
    if (!running || loading) return;
    const timer = setTimeout(reload, pollMs);
    return () => clearTimeout(timer);
  }, [running, loading, reload, pollMs]);

  const publish = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api.post<{ job: Job }>("/terbitan");
      overview.update((previous) => ({ ...previous, job: answer.job }));
    } catch (caught) {
      setError(errorMessage(caught));
      // Another publication is running: show it.
      if (caught instanceof ApiError && caught.code === "publish_running") overview.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Terbitkan" lead="Draf baru tampil di situs publik setelah diterbitkan. Setiap terbitan disimpan, sehingga situs dapat dikembalikan ke versi sebelumnya.">
      {!data ? overview.error ? <LoadError message={overview.error} onRetry={overview.reload} /> : <Loading /> : null}
      {data ? (
        <>
          <Section title="Yang akan diterbitkan" id="menunggu">
            {data.pending.length === 0 ? (
              <p className="text-slate-800">Tidak ada draf yang menunggu terbit. Semua perubahan sudah tayang.</p>
            ) : (
              <PendingList pending={data.pending} />
            )}
            <p className="text-sm text-slate-700">
              {data.live ? `Versi tayang sekarang: ${formatDateTime(data.live.createdAt)}, oleh ${data.live.by}.` : "Situs menampilkan versi bawaan instalasi."}
            </p>
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            {isAdmin ? (
              <BusyButton busy={busy || running} busyLabel={running ? "Sedang menerbitkan…" : "Memulai…"} disabled={data.pending.length === 0} onClick={() => void publish()}>
                Terbitkan
              </BusyButton>
            ) : (
              <p className="form-notice border-slate-400 bg-white text-slate-800">
                Hanya admin yang dapat menerbitkan. Draf Anda sudah tersimpan; minta admin kantor untuk menerbitkannya.
              </p>
            )}
          </Section>
          {data.job ? <JobProgress job={data.job} /> : null}
          <ReleaseList releases={data.releases} isAdmin={isAdmin} jobRunning={running} onRestored={overview.reload} />
        </>
      ) : null}
    </Page>
  );
}
