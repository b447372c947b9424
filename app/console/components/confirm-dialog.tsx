import { useEffect, useId, useRef, type ReactNode } from "react";
import { BusyButton } from "./busy-button";

/**
 * A native modal <dialog>: the browser keeps the focus inside, Escape closes it (unless it is busy),
 * and the focus returns to the button that opened it.
 */
export function Modal({ open, title, busy = false, onCancel, children }: { open: boolean; title: string; busy?: boolean; onCancel: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Older engines (and jsdom) lack showModal: an open dialog still works, only not modal.
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    } else if (!open && element.open) {
      if (typeof element.close === "function") element.close();
      else element.removeAttribute("open");
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      className="console-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open ? (
        <div className="space-y-4">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/** A question before something that cannot simply be undone. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} title={title} busy={busy} onCancel={onCancel}>
      <div className="text-slate-800">{children}</div>
      <div className="flex flex-wrap gap-3">
        <BusyButton variant={danger ? "danger" : "primary"} busy={busy} busyLabel="Memproses…" onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
        <button type="button" className="btn btn-secondary btn-md" onClick={onCancel} disabled={busy}>
          Batal
        </button>
      </div>
    </Modal>
  );
}
