import { Plus } from "lucide";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { ApiError, errorMessage } from "../../api";
import { ErrorAlert, InfoNotice } from "../../components/alert";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { formatDateTime } from "../../format";
import type { ContentIssue } from "../../types";
import { ErrorSummary, type SummaryLine } from "./error-summary";
import { actionId, ItemCard, type CardAction } from "./item-card";
import { listIssues } from "./item-issues";
import type { ContentItem, ItemKind, ItemsFile } from "./item-kind";
import { fileOf, moved, without } from "./items-file";
import { SavedNotice } from "./saved-notice";
import { itemName, removedNotice } from "./text";
import type { ItemsDraft } from "./use-items-draft";

type Outcome =
  | { kind: "saved"; what: string }
  | { kind: "invalid"; message: string; byItem: Record<string, string[]>; lines: SummaryLine[] }
  | { kind: "conflict"; message: string; by: string | null; at: string | null }
  | { kind: "error"; message: string };

/**
 * The items in the site's order, each a card with Naik/Turun/Ubah/Hapus. Every change is sent at once
 * as the whole file (the draft), checked against the version the page holds.
 */
export function ItemsList<T extends ContentItem>({ kind, draft, notice }: { kind: ItemKind<T>; draft: ItemsDraft; notice?: string }) {
  const doc = draft.data!;
  // Shown while the server keeps it, so a moved card moves at once under the person's finger.
  const [pending, setPending] = useState<ItemsFile<T>>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(notice ? { kind: "saved", what: notice } : undefined);
  const [removing, setRemoving] = useState<T>();
  const [focus, setFocus] = useState<{ target: "outcome" } | { target: "action"; id: string; action: CardAction }>();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const file = pending ?? fileOf<T>(doc);
  const count = file.items.length;
  const headingId = `${kind.name}-daftar`;

  useEffect(() => {
    if (!focus) return;
    if (focus.target === "outcome") outcomeRef.current?.focus();
    else document.getElementById(actionId(kind.name, focus.action, focus.id))?.focus();
  }, [focus, kind.name]);

  const commit = async (next: ItemsFile<T>, what: string, focusAfter: typeof focus) => {
    setBusy(true);
    setPending(next);
    setOutcome(undefined);
    setFocus(focusAfter);
    try {
      await draft.save(doc.version, next);
      setOutcome({ kind: "saved", what });
    } catch (caught) {
      await refused(caught, next);
      setFocus({ target: "outcome" });
    } finally {
      setPending(undefined);
      setBusy(false);
    }
  };

  const refused = async (caught: unknown, sent: ItemsFile<T>) => {
    if (caught instanceof ApiError && caught.code === "invalid_content") {
      const { byItem, general } = listIssues(kind, sent, caught.detail<ContentIssue[]>("issues") ?? []);
      // Each item's problems are at its card too; the summary's line leads to the card's "Ubah".
      const lines: SummaryLine[] = sent.items
        .filter((item) => byItem[item.id])
        .map((item) => ({ fieldId: actionId(kind.name, "ubah", item.id), text: `${kind.Noun} "${itemName(item)}": ${byItem[item.id]!.join(" ")}` }));
      setOutcome({ kind: "invalid", message: caught.message, byItem, lines: [...lines, ...general.map((text) => ({ text }))] });
    } else if (caught instanceof ApiError && caught.status === 409) {
      let by = caught.detail<string>("updatedBy") ?? null;
      let at = caught.detail<string>("updatedAt") ?? null;
      try {
        const fresh = await draft.refresh();
        by = fresh.updatedBy ?? by;
        at = fresh.updatedAt ?? at;
      } catch {
        // The message still says what happened; the next change meets the same refusal and tries again.
      }
      setOutcome({ kind: "conflict", message: caught.message, by, at });
    } else setOutcome({ kind: "error", message: errorMessage(caught) });
  };

  const move = (item: T, step: -1 | 1) => {
    const next = moved(file, item.id, step);
    const place = next.items.findIndex((other) => other.id === item.id) + 1;
    void commit(next, `"${itemName(item)}" sekarang nomor ${place} dari ${count}.`, { target: "action", id: item.id, action: step < 0 ? "naik" : "turun" });
  };

  const askRemove = (item: T) => {
    if (count <= kind.minItems) {
      setOutcome({
        kind: "error",
        message: `${kind.Noun} "${itemName(item)}" tidak dapat dihapus: paling sedikit ${kind.minItems} ${kind.noun} harus ada di situs. Tambahkan ${kind.noun} lain dulu, lalu hapus yang ini.`,
      });
      setFocus({ target: "outcome" });
      return;
    }
    setRemoving(item);
  };

  const remove = async () => {
    if (!removing) return;
    const item = removing;
    await commit(without(file, item.id), removedNotice(kind, itemName(item)), undefined);
    setRemoving(undefined);
    // The card and its button are gone: the message about them is the next thing to read.
    setFocus({ target: "outcome" });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Daftar {kind.noun} ({count})
      </h2>
      {count < kind.maxItems ? (
        <p>
          <Link className="btn btn-primary btn-sm" to={`${kind.path}/baru`}>
            <Icon icon={Plus} className="size-4" />
            Tambah {kind.noun}
          </Link>
        </p>
      ) : (
        <InfoNotice>
          Sudah ada {count} {kind.noun}, batas paling banyak {kind.maxItems}. Hapus satu {kind.noun} untuk menambah yang baru.
        </InfoNotice>
      )}
      <div ref={outcomeRef} tabIndex={-1} className="rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
        {/* Always there, so that "Menyimpan…" and then "Tersimpan…" are read out as they change. */}
        <div role="status">
          {busy ? <p className="text-slate-800">Menyimpan…</p> : outcome?.kind === "saved" ? <SavedNotice what={outcome.what} /> : null}
        </div>
        {busy ? null : <ListProblem outcome={outcome} />}
      </div>
      {count === 0 ? <p className="text-slate-700">Belum ada {kind.noun}.</p> : null}
      <ol aria-label={`Daftar ${kind.noun}`} className="space-y-3">
        {file.items.map((item, index) => (
          <ItemCard
            key={item.id}
            kind={kind}
            item={item}
            index={index}
            count={count}
            problems={outcome?.kind === "invalid" ? outcome.byItem[item.id] : undefined}
            busy={busy}
            onMove={move}
            onRemove={askRemove}
          />
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== undefined}
        title={`Hapus ${kind.noun} "${removing ? itemName(removing) : ""}" dari draf?`}
        confirmLabel={`Ya, hapus ${kind.noun}`}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      >
        {kind.Noun} ini dihapus dari draf. Bila sudah tayang, {kind.noun} tetap tampil di situs sampai draf diterbitkan.
      </ConfirmDialog>
    </section>
  );
}

/** A refused change (an alert, read out as it appears). */
function ListProblem({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) return null;
  switch (outcome.kind) {
    case "saved":
      return null;
    case "invalid":
      return (
<ErrorSummary title={outcome.message} lines={outcome.lines} intro="Langkah Anda belum disimpan. Perbaiki lebih dulu lewat Ubah:" />
      );
    case "conflict":
      return (
        <ErrorAlert title={outcome.message}>
          Perubahan terakhir oleh {outcome.by ?? "petugas lain"}
          {outcome.at ? `, ${formatDateTime(outcome.at)}` : ""}. Daftar di bawah sudah dimuat ulang dengan perubahan itu dan langkah Anda belum disimpan. Periksa, lalu ulangi bila
          masih perlu.
        </ErrorAlert>
      );
    case "error":
      return <ErrorAlert>{outcome.message}</ErrorAlert>;
  }
}
