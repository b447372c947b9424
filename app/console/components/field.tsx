import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

// Labelled form fields. The hint and the error sit under the label and are tied to the control with
// aria-describedby, so a screen reader reads them when the field is reached; aria-invalid marks the
// field (and its border) while its error stands.

interface FieldText {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** The ids that describe a field: its hint, any lines of its own (`more`), then its error. */
export function described(id: string, hint: unknown, error: unknown, ...more: string[]): string | undefined {
  const ids = [hint ? `${id}-petunjuk` : "", ...more, error ? `${id}-galat` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** Label, hint, the control (`children`), a field's own line under it (`after`), and the error. */
export function FieldShell({ id, label, hint, error, after, children }: FieldText & { after?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-petunjuk`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {after}
      {error ? (
        <p id={`${id}-galat`} className="mt-1 text-sm font-semibold text-red-800">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ id, label, hint, error, ...input }: FieldText & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input id={id} className="field" aria-invalid={error ? true : undefined} aria-describedby={described(id, hint, error)} {...input} />
    </FieldShell>
  );
}

export function TextAreaField({ id, label, hint, error, ...textarea }: FieldText & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea id={id} className="field" aria-invalid={error ? true : undefined} aria-describedby={described(id, hint, error)} {...textarea} />
    </FieldShell>
  );
}

export function SelectField({ id, label, hint, error, children, ...select }: FieldText & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select id={id} className="field" aria-invalid={error ? true : undefined} aria-describedby={described(id, hint, error)} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}

/** Focuses the first field of `order` that has an error (after a refused save). */
export function focusFirstInvalid(order: readonly string[], errors: Record<string, string | undefined>, idOf: (key: string) => string = (key) => key): void {
  const first = order.find((key) => errors[key]);
  if (first) document.getElementById(idOf(first))?.focus();
}
