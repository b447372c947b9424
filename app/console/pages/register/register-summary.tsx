import { Download } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Section } from "../../components/page";
import { formatCount, formatDateTime } from "../../format";
import { useApi } from "../../session";
import type { RegisterOverview } from "../../types";

/** What the site shows now, whether a saved draft waits for publication, and the workbook to start from. */
export function RegisterSummary({ overview }: { overview: RegisterOverview }) {
  const api = useApi();
  const { published, draft } = overview;

  return (
    <Section title="Register saat ini" id="ringkasan">
      <p className="text-slate-800">
        <strong className="text-xl text-slate-900">{formatCount(published.count)} lokasi wakaf</strong> tampil di situs; {formatCount(published.located)} di antaranya memiliki titik di
        peta.
        {published.updatedAt ? ` Terakhir diterbitkan ${formatDateTime(published.updatedAt)}.` : ""}
      </p>
      {draft ? (
        <p className="form-notice border-amber-500 bg-amber-50 text-amber-950">
          Draf register menunggu terbit: {formatCount(draft.count)} lokasi ({formatCount(draft.located)} dengan titik peta), disimpan oleh {draft.updatedBy}, {formatDateTime(draft.updatedAt)}.{" "}
          <Link to="/terbitkan" className="text-link">
            Buka halaman Terbitkan
          </Link>
        </p>
      ) : (
        <p className="text-slate-800">Tidak ada draf register yang menunggu terbit.</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {/* A plain link: the browser downloads the workbook itself, with the session's cookie. */}
        <a className="btn btn-secondary btn-sm" href={api.url("/register/unduh.xlsx")} download>
          <Icon icon={Download} className="size-4" />
          Unduh register (.xlsx)
        </a>
        <p className="text-sm text-slate-700">Berkas unduhan berisi register terbaru (draf, bila ada) dalam susunan kolom kantor: ubah isinya di Excel, lalu unggah kembali di bawah.</p>
      </div>
    </Section>
  );
}
