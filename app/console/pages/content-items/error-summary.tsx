export interface SummaryLine {
  /** The field to go to; none for a problem no field of this form can show. */
  fieldId?: string;
  text: string;
}

/**
 * A refused save, said in one place (the page moves the focus to it): the server's (or the form's)
 * message, then each problem, those of a field as a link to it. Links move the focus themselves: a hash in the
 * address would add a history entry to the console's router.
 */
export function ErrorSummary({
  title,
  lines,
  intro = "Perbaiki isian berikut, lalu simpan lagi.",
}: {
  title: string;
  lines: readonly SummaryLine[];
  intro?: string;
}) {
  return (
    <div role="alert" className="form-notice form-notice-error">
      <p className="form-notice-title">{title}</p>
      <p>{intro}</p>
      {lines.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 ps-5">
          {lines.map((line) => (
            <li key={`${line.fieldId ?? ""}:${line.text}`}>
              {line.fieldId ? (
                <a
                  href={`#${line.fieldId}`}
                  className="text-link text-red-900"
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(line.fieldId!)?.focus();
                  }}
                >
                  {line.text}
                </a>
              ) : (
                line.text
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
