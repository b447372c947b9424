import { Plus, Search } from "lucide";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Loading, LoadError, SuccessNotice } from "../../components/alert";
import { TextField } from "../../components/field";
import { Section } from "../../components/page";
import { Pager } from "../../components/pager";
import { formatCount } from "../../format";
import { useApi } from "../../session";
import type { SitesPage } from "../../types";
import { useLoad } from "../../use-load";
import { noticeOf } from "./site-text";

const PER_PAGE = 25;

/** The list's search and page, from the register page's address (so the back button and the site form's "Kembali" keep them). */
function listSearch(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("halaman", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The current register's sites (the draft if there is one), searchable by name or kelurahan, each
 * with "Ubah" to its form, and "Tambah lokasi" for a site the register does not have yet.
 */
export function SitesList() {
  const api = useApi();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Math.floor(Number(params.get("halaman") ?? 1)) || 1);
  const search = listSearch(q, page);
  const list = useLoad(`situs${search}`, (signal) => api.get<SitesPage>("/register/situs", { q, halaman: page, per: PER_PAGE }, { signal }));
  const [typed, setTyped] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The address changed under the form (the back button): show its search words.
  if (q !== shownQ) {
    setShownQ(q);
    setTyped(q);
  }
  const notice = noticeOf(state);
  const data = list.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate({ pathname: "/register", search: listSearch(typed.trim(), 1) });
  };

  return (
    <Section title="Daftar lokasi" id="lokasi">
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      <p className="text-slate-800">
        Ubah satu lokasi, tambah lokasi baru, atau hapus lokasi lewat formulir. Perubahan disimpan ke draf register{data?.draft ? " (daftar ini sudah berisi draf yang belum diterbitkan)" : ""} dan
        tampil di situs setelah diterbitkan.
      </p>
      <div>
        <Link className="btn btn-primary btn-sm" to="/register/situs/baru">
          <Icon icon={Plus} className="size-4" />
          Tambah lokasi
        </Link>
      </div>
      <form role="search" aria-label="Cari lokasi" onSubmit={submit} className="space-y-2">
        <TextField id="cari-lokasi" label="Cari lokasi" hint="Nama lokasi atau kelurahan." type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-secondary btn-sm">
            <Icon icon={Search} className="size-4" />
            Cari
          </button>
          {q ? (
            <Link className="text-link" to="/register">
              Tampilkan semua
            </Link>
          ) : null}
        </div>
      </form>
      {!data || list.loading ? list.error ? <LoadError message={list.error} onRetry={list.reload} /> : <Loading label="Memuat daftar lokasi…" /> : null}
      {data && !list.loading ? (
        <>
          <p role="status" className="text-slate-800">
            {q ? `${formatCount(data.total)} lokasi cocok dengan "${q}".` : `${formatCount(data.total)} lokasi di register.`}
          </p>
          {data.items.length > 0 ? (
            <ul aria-label="Lokasi di register" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {data.items.map((site) => (
                <li key={site.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{site.name}</p>
                    <p className="text-sm text-slate-700">
                      {[site.type, site.kelurahan, site.status, site.located ? "" : "belum ada titik di peta"].filter(Boolean).join(" · ")}
                    </p>
                  </div>
                  {/* Named with the site (its visible word first), so a list of links read out says which is which. */}
                  <Link className="btn btn-secondary btn-sm" to={`/register/situs/${encodeURIComponent(site.id)}`} state={{ back: search }} aria-label={`Ubah ${site.name}`}>
                    Ubah
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Pager page={data.page} perPage={data.perPage} total={data.total} hrefFor={(to) => `/register${listSearch(q, to)}`} label="Halaman daftar lokasi" />
        </>
      ) : null}
    </Section>
  );
}
