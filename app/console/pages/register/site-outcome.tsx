import { Link } from "react-router";
import { ErrorAlert, InvalidFormAlert, SuccessNotice } from "../../components/alert";
import { formatDateTime } from "../../format";
import type { SiteIssue } from "../../types";

export type Outcome =
  | { kind: "saved"; warnings: SiteIssue[] }
  | { kind: "invalid"; message: string; general: string[] }
  | { kind: "conflict"; message: string; by: string | null; at: string | null; gone: boolean; during: "save" | "delete" }
  | { kind: "error"; message: string };

/** What the last save (or removal) came to, beside the form's buttons. */
export function SiteOutcome({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) return null;
  switch (outcome.kind) {
    case "saved":
      return (
        <SuccessNotice>
          <p>
            Tersimpan di draf register. Lokasi ini tampil di situs seperti ini setelah diterbitkan di halaman{" "}
            <Link className="text-link" to="/terbitkan">
              Terbitkan
            </Link>
            .
          </p>
          {/* The importer's warnings: an unfinished record is kept, and said so. */}
          {outcome.warnings.length > 0 ? (
            <>
              <p className="mt-2 font-semibold">Catatan pemeriksaan (tidak menghalangi penyimpanan):</p>
              <ul className="mt-1 list-disc ps-5">
                {outcome.warnings.map((warning) => (
                  <li key={`${warning.path}:${warning.message}`}>{warning.message}</li>
                ))}
              </ul>
            </>
          ) : null}
        </SuccessNotice>
      );
    case "invalid":
      return <InvalidFormAlert message={outcome.message} general={outcome.general} />;
    case "conflict":
      return (
        <ErrorAlert title={outcome.message}>
          {outcome.gone ? (
            <p>
              Lokasi ini sudah tidak ada di register terbaru (dihapus, atau register diganti dengan unggahan). Salin isian yang Anda perlukan, lalu{" "}
              <Link className="text-link" to="/register/situs/baru">
                tambahkan sebagai lokasi baru
              </Link>{" "}
              bila perlu.
            </p>
          ) : (
            <p>
              Perubahan terakhir oleh {outcome.by ?? "petugas lain"}
              {outcome.at ? `, ${formatDateTime(outcome.at)}` : ""}.{" "}
              {outcome.during === "save" ? "Tekan \"Simpan ke draf\" lagi untuk menyimpan isian Anda." : "Periksa lokasinya, lalu tekan \"Hapus lokasi\" lagi bila memang harus dihapus."}
            </p>
          )}
        </ErrorAlert>
      );
    case "error":
      return <ErrorAlert>{outcome.message}</ErrorAlert>;
  }
}
