import { useState } from "react";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../api";
import { ErrorAlert } from "../../components/alert";
import { BusyButton } from "../../components/busy-button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { formatDateTime } from "../../format";
import type { ContentItem, ItemKind } from "./item-kind";
import type { ItemsDraft } from "./use-items-draft";

/**
 * Whether the list is a draft not yet on the site (who saved it, when), with "Buang draf" to go back to
 * what is published.
 */
export function DraftBanner<T extends ContentItem>({ kind, draft }: { kind: ItemKind<T>; draft: ItemsDraft }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "done" | "error"; text: string }>();
  const doc = draft.data;
  if (!doc) return null;
  const hasDraft = doc.draft !== null;

  const discard = async () => {
    setBusy(true);
    try {
      await draft.discard(doc.version);
      setMessage({ kind: "done", text: `Draf dibuang. Daftar ${kind.noun} kembali sama dengan yang tayang di situs.` });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        // A colleague saved meanwhile: show their list, and let the person decide again.
        await draft.refresh().catch(() => undefined);
        setMessage({ kind: "error", text: `${caught.message} Daftar di bawah sudah dimuat ulang. Periksa, lalu buang draf lagi bila memang perlu.` });
      } else setMessage({ kind: "error", text: errorMessage(caught) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="space-y-3">
      {hasDraft ? (
        <div className="form-notice space-y-3 border-amber-600 bg-amber-50 text-amber-950">
          <p>
            <strong>Ada draf yang belum diterbitkan.</strong> Terakhir disimpan oleh {doc.updatedBy ?? "—"}, {formatDateTime(doc.updatedAt)}. Pengunjung situs masih melihat
            versi yang tayang sampai draf diterbitkan di halaman{" "}
            <Link className="text-link" to="/terbitkan">
              Terbitkan
            </Link>
            .
          </p>
          <BusyButton variant="secondary" size="sm" busy={busy} busyLabel="Membuang…" onClick={() => setConfirming(true)}>
            Buang draf
          </BusyButton>
        </div>
      ) : (
        <p className="text-slate-800">Tidak ada draf: daftar ini sama dengan yang tayang di situs.</p>
      )}
      <div role="status">{message?.kind === "done" ? <p className="form-notice form-notice-success">{message.text}</p> : null}</div>
      {message?.kind === "error" ? <ErrorAlert>{message.text}</ErrorAlert> : null}
      <ConfirmDialog
        open={confirming}
        title={`Buang draf ${kind.title.toLowerCase()}?`}
        confirmLabel="Ya, buang draf"
        danger
        busy={busy}
        onConfirm={() => void discard()}
        onCancel={() => setConfirming(false)}
      >
        Semua perubahan {kind.noun} yang belum diterbitkan hilang (tambahan, ubahan, urutan, dan hapusan), dan daftar kembali sama dengan yang tayang di situs.
      </ConfirmDialog>
    </div>
  );
}
