import { ArrowLeft } from "lucide";
import { Link, useLocation, useParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { SiteHistory } from "~/lib/office/publishing";
import { ApiError, type ApiClient } from "../../api";
import { InfoNotice, Loading, LoadError } from "../../components/alert";
import { Page } from "../../components/page";
import { useApi } from "../../session";
import type { SiteAnswer, SitesPage } from "../../types";
import { useLoad } from "../../use-load";
import { SiteForm } from "./site-form";
import { EMPTY_SITE } from "./site-form-fields";
import { SiteHistorySection } from "./site-history";
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

/** The site in the current register, or the refusal's words when it is not there (it may have been removed). */
type SiteLoad = { id: string; answer: SiteAnswer } | { id: string; missing: string };

/** `fallback` for an id the server does not know, instead of an error. */
const unlessNotFound = <T,>(fallback: (error: ApiError) => T) => (error: unknown): T => {
  if (error instanceof ApiError && error.code === "site_not_found") return fallback(error);
  throw error;
};

const siteUrl = (id: string) => `/register/situs/${encodeURIComponent(id)}`;

function loadSite(api: ApiClient, id: string, signal: AbortSignal): Promise<SiteLoad> {
  return api.get<SiteAnswer>(siteUrl(id), undefined, { signal }).then(
    (answer) => ({ id, answer }),
    unlessNotFound((error) => ({ id, missing: error.message })),
  );
}

function loadHistory(api: ApiClient, id: string, signal: AbortSignal): Promise<{ id: string; history: SiteHistory | null }> {
  return api.get<SiteHistory>(`${siteUrl(id)}/riwayat`, undefined, { signal }).then(
    (history) => ({ id, history }),
    unlessNotFound(() => ({ id, history: null })),
  );
}

/**
 * /register/situs/:id: one site of the current register (the draft if any) in a form, with its
 * publications. A site removed from the register still shows its publications.
 */
export function SiteEditPage() {
  const api = useApi();
  const { id = "" } = useParams();
  const { state } = useLocation();
  const loaded = useLoad(`situs:${id}`, (signal) => loadSite(api, id, signal));
  const published = useLoad(`riwayat:${id}`, (signal) => loadHistory(api, id, signal));
  const data = loaded.data?.id === id ? loaded.data : undefined;
  const history = published.data?.id === id && !published.loading ? published.data.history : undefined;
  const removed = data && "missing" in data && history && history.entries.length > 0 ? history : undefined;
  const historySection = <SiteHistorySection history={history} error={published.error} onRetry={published.reload} />;

  const title = data && "answer" in data ? `Ubah lokasi: ${data.answer.site.name}` : removed ? `Riwayat lokasi: ${removed.entries[0]!.site.name}` : "Ubah lokasi";
  return (
    <Page title={title} lead={LEAD}>
      <BackLink />
      {!data || loaded.loading ? (
        loaded.error ? <LoadError message={loaded.error} onRetry={loaded.reload} /> : <Loading />
      ) : "answer" in data ? (
        <>
          {/* Keyed by the site: the form keeps its own state while the page's copy follows each save. */}
          <SiteForm
            key={id}
            id={id}
            site={data.answer.site}
            version={data.answer.version}
            choices={data.answer.choices}
            saved={savedOf(state)}
            onSaved={(saved) => loaded.update(() => ({ id, answer: saved }))}
          />
          {historySection}
        </>
      ) : removed ? (
        <>
          <InfoNotice>Lokasi ini sudah dihapus dari register.</InfoNotice>
          {historySection}
        </>
      ) : history === undefined && !published.error ? (
        <Loading />
      ) : (
        <LoadError
          message={data.missing}
          onRetry={() => {
            loaded.reload();
            published.reload();
          }}
        />
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
