import type { ReactNode } from "react";

// Messages of a form or page, in the site's notice style (app/components/ui/ui.css). An error is a
// role="alert" so that it is read out when it appears; a success or info notice is a polite status.

export function ErrorAlert({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div role="alert" className="form-notice form-notice-error">
      {title ? <p className="form-notice-title">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}

/** A save the server refused: its message, what to do, and the problems no single field can show. */
export function InvalidFormAlert({ message, general }: { message: string; general: readonly string[] }) {
  return (
    <ErrorAlert title={message}>
      <p>Perbaiki isian yang ditandai, lalu simpan lagi.</p>
      {general.length > 0 ? (
        <ul className="mt-1 list-disc ps-5">
          {general.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </ErrorAlert>
  );
}

export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="form-notice form-notice-success">
      {children}
    </div>
  );
}

export function InfoNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="form-notice border-slate-400 bg-white text-slate-800">
      {children}
    </div>
  );
}

/** Shown while a page's data is on its way. */
export function Loading({ label = "Memuat…" }: { label?: string }) {
  return (
    <p role="status" className="text-slate-700">
      {label}
    </p>
  );
}

/** A failed load with the way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorAlert>
      <p>{message}</p>
      <button type="button" className="btn btn-secondary btn-sm mt-3" onClick={onRetry}>
        Coba lagi
      </button>
    </ErrorAlert>
  );
}
