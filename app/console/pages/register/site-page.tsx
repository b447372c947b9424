import { ArrowLeft } from "lucide";
import { Link, useLocation, useParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Loading, LoadError } from "../../components/alert";
import { Page } from "../../components/page";
import { useApi } from "../../session";
import type { SiteAnswer, SitesPage } from "../../types";
import { useLoad } from "../../use-load";
import { SiteForm } from "./site-form";
import { EMPTY_SITE } from "./site-form-fields";
import { savedOf } from "./site-text";

/** Back to the register page's list, where the person came from (its search and page kept). */
function BackLink() {
  const { state } = useLocation();
  const back = typeof (state as { back?: unknown } | null)?.back === "string" ? (state as { back: string }).back : "";
  return (
    <Link className="text-link inline-flex items-center gap-1" to={`/register${back}`}>
      <Icon icon={ArrowLeft} className="size-4" />
      Kembali ke daftar lokasi
    </Link>
  );
}

const LEAD = "Semua perubahan disimpan ke draf register, seperti unggahan berkas: situs baru berubah setelah diterbitkan di halaman Terbitkan.";

/** /register/situs/:id: one site of the current register (the draft if any) in a form. */
export function SiteEditPage() {
  const api = useApi();
  const { id = "" } = useParams();
  const { state } = useLocation();
  const loaded = useLoad(`situs:${id}`, (signal) => api.get<SiteAnswer>(`/register/situs/${encodeURIComponent(id)}`, undefined, { signal }));
  const data = loaded.data?.id === id ? loaded.data : undefined;
  return (
    <Page title={data ? `Ubah lokasi: ${data.site.name}` : "Ubah lokasi"} lead={LEAD}>
      <BackLink />
      {!data || loaded.loading ? (
        loaded.error ? <LoadError message={loaded.error} onRetry={loaded.reload} /> : <Loading />
      ) : (
        // Keyed by the site: the form keeps its own state while the page's copy follows each save.
        <SiteForm key={id} id={id} site={data.site} version={data.version} choices={data.choices} saved={savedOf(state)} onSaved={(saved) => loaded.update(() => saved)} />
      )}
    </Page>
  );
}

/** /register/situs/baru: a site not in the register yet. */
export function SiteNewPage() {
  const api = useApi();
  // One item is enough: the answer's version and choices are what the form needs.
  const loaded = useLoad("situs:baru", (signal) => api.get<SitesPage>("/register/situs", { per: 1 }, { signal }));
  const data = loaded.data;
  return (
    <Page title="Tambah lokasi" lead={LEAD}>
      <BackLink />
      {!data || loaded.loading ? (
        loaded.error ? <LoadError message={loaded.error} onRetry={loaded.reload} /> : <Loading />
      ) : (
        <SiteForm id={undefined} site={EMPTY_SITE} version={data.version} choices={data.choices} />
      )}
    </Page>
  );
}
