import { useState } from "react";
import { errorMessage } from "../../api";
import { ErrorAlert, SuccessNotice } from "../../components/alert";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Section } from "../../components/page";
import { formatDateTime } from "../../format";
import { useApi } from "../../session";
import type { Release } from "../../types";

/** The kept releases, newest first; an admin may put an older one back on the site. */
export function ReleaseList({ releases, isAdmin, jobRunning, onRestored }: { releases: Release[]; isAdmin: boolean; jobRunning: boolean; onRestored: () => void }) {
  const api = useApi();
  const [chosen, setChosen] = useState<Release>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const restore = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await api.post(`/terbitan/${encodeURIComponent(chosen.id)}/kembalikan`);
      setOutcome({ ok: true, text: `Situs kembali ke versi ${formatDateTime(chosen.createdAt)}.` });
      onRestored();
    } catch (caught) {
      setOutcome({ ok: false, text: errorMessage(caught) });
    } finally {
      setBusy(false);
      setChosen(undefined);
    }
  };

  return (
    <Section title="Versi yang disimpan" id="versi">
      {releases.length === 0 ? <p className="text-slate-800">Belum ada versi yang diterbitkan dari konsol.</p> : null}
      {outcome ? outcome.ok ? <SuccessNotice>{outcome.text}</SuccessNotice> : <ErrorAlert>{outcome.text}</ErrorAlert> : null}
      {releases.length > 0 ? (
        <ul className="space-y-3">
          {releases.map((release) => (
            <li key={release.id} className="rounded-xl border border-slate-200 p-3">
              <p className="flex flex-wrap items-center gap-2">
                <strong>{formatDateTime(release.createdAt)}</strong>
                {release.live ? <span className="badge badge-live">Sedang tayang</span> : null}
              </p>
              <p className="text-slate-800">{release.summary}</p>
              <p className="text-sm text-slate-700">Diterbitkan oleh {release.by}</p>
              {isAdmin && !release.live ? (
                <button type="button" className="btn btn-secondary btn-sm mt-2" disabled={jobRunning} onClick={() => setChosen(release)}>
                  Kembalikan ke versi ini
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {!isAdmin && releases.length > 1 ? <p className="text-sm text-slate-700">Hanya admin yang dapat mengembalikan situs ke versi sebelumnya.</p> : null}
      <ConfirmDialog
        open={chosen !== undefined}
        title="Kembalikan ke versi ini?"
        confirmLabel="Ya, kembalikan"
        busy={busy}
        onConfirm={() => void restore()}
        onCancel={() => setChosen(undefined)}
      >
        {chosen ? (
          <p>
            Situs publik akan langsung menampilkan versi {formatDateTime(chosen.createdAt)} ({chosen.summary}). Versi yang tayang sekarang tetap disimpan dan dapat dikembalikan lagi.
          </p>
        ) : null}
      </ConfirmDialog>
    </Section>
  );
}
