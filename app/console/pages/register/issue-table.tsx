import { formatCount } from "../../format";
import type { RegisterIssue, RegisterSeverity } from "../../types";

const SEVERITY: Record<RegisterSeverity, { text: string; className: string }> = {
  error: { text: "Kesalahan", className: "text-red-800" },
  warning: { text: "Peringatan", className: "text-amber-900" },
};

/** Errors first (they stop the save), each kind in the order the server found them. */
export function sortIssues(issues: readonly RegisterIssue[]): RegisterIssue[] {
  return [...issues].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
}

/**
 * A file of wrong columns can have a problem in every cell: the first ones are enough to see what to
 * fix, and thousands of rows would make the page slow on an office computer.
 */
export const ISSUES_SHOWN_MAX = 200;

function place(value: string | number): string {
  return value === "" ? "—" : typeof value === "number" ? String(value) : value;
}

/** "Kesalahan" or "Peringatan" in words, so the kind does not rest on colour. */
function Severity({ severity }: { severity: RegisterSeverity }) {
  return <strong className={SEVERITY[severity].className}>{SEVERITY[severity].text}</strong>;
}

/**
 * The file's problems with where to find them in Excel (sheet, row, column). Phones get one card per
 * problem, wider screens the table; only one of the two is displayed (the audit page does the same).
 */
export function IssueTable({ issues, counts }: { issues: readonly RegisterIssue[]; counts: { errors: number; warnings: number } }) {
  const shown = sortIssues(issues).slice(0, ISSUES_SHOWN_MAX);
  // From the counts: the server lists only the first problems of a very long list.
  const total = Math.max(counts.errors + counts.warnings, issues.length);
  const summary = `${formatCount(counts.errors)} kesalahan, ${formatCount(counts.warnings)} peringatan`;

  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">Masalah di berkas</h3>
      {issues.length === 0 ? (
        <p className="text-slate-800">Tidak ada masalah yang ditemukan.</p>
      ) : (
        <>
          <p className="text-slate-800">
            {summary}. {counts.errors > 0 ? "Kesalahan tercantum lebih dulu." : "Peringatan tidak menghalangi penyimpanan, tetapi sebaiknya diperiksa."}
          </p>
          {total > shown.length ? (
            <p className="text-slate-800">
              Menampilkan {formatCount(shown.length)} masalah pertama dari {formatCount(total)}. Perbaiki yang tercantum, lalu unggah lagi untuk melihat sisanya.
            </p>
          ) : null}
          <ul aria-label="Masalah di berkas" className="space-y-3 md:hidden">
            {shown.map((issue, index) => (
              <li key={index} className="space-y-1 rounded-xl border border-slate-200 p-3 text-sm">
                <p>
                  <Severity severity={issue.severity} />
                </p>
                <p className="text-slate-700">
                  Lembar {place(issue.sheet)} · Baris {place(issue.row)} · Kolom {place(issue.column)}
                </p>
                <p className="text-slate-900">{issue.message}</p>
              </li>
            ))}
          </ul>
          <div className="table-scroll hidden md:block" role="region" aria-label="Tabel masalah di berkas" tabIndex={0}>
            <table className="console-table register-issues">
              <caption className="sr-only">Masalah di berkas: {summary}</caption>
              <thead>
                <tr>
                  <th scope="col">Lembar</th>
                  <th scope="col">Baris</th>
                  <th scope="col">Kolom</th>
                  <th scope="col">Masalah</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((issue, index) => (
                  <tr key={index}>
                    <td>{place(issue.sheet)}</td>
                    <td>{place(issue.row)}</td>
                    <td>{place(issue.column)}</td>
                    <td>
                      <Severity severity={issue.severity} />: {issue.message}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
