import { useState } from "react";
import { Loading, LoadError } from "../../components/alert";
import { Page } from "../../components/page";
import { useApi } from "../../session";
import type { RegisterOverview, RegisterUpload } from "../../types";
import { useLoad } from "../../use-load";
import { RegisterSummary } from "./register-summary";
import { SitesList } from "./sites-list";
import { CANCELLED_MESSAGE } from "./register-text";
import { FILE_INPUT_ID, UploadForm } from "./upload-form";
import { UploadReport, type SaveAnswer } from "./upload-report";

/**
 * The register of land wakaf sites (issue 34): download it as the office's workbook, edit it in Excel,
 * upload it to be checked, and keep the checked file as the draft register that Terbitkan publishes;
 * or change one site at a time from the list, in its own form.
 */
export function RegisterPage() {
  const api = useApi();
  const overview = useLoad("register", (signal) => api.get<RegisterOverview>("/register", undefined, { signal }));
  const [report, setReport] = useState<{ upload: RegisterUpload; saved: boolean }>();
  const [notice, setNotice] = useState<string>();
  const data = overview.data;

  const uploaded = (upload: RegisterUpload) => {
    // A newer file replaces an unsaved one: the server need not keep the old one until it expires.
    if (report && !report.saved) api.delete(`/register/unggah/${encodeURIComponent(report.upload.id)}`).catch(() => undefined);
    setNotice(undefined);
    setReport({ upload, saved: false });
    // The server compared the file with the register as it is now: its version is the one a save must
    // name, and a colleague may have saved a draft since this page was opened.
    overview.reload();
  };

  const saved = (answer: SaveAnswer) => {
    overview.update((previous) => ({ ...previous, version: answer.version }));
    // The summary then shows the draft that now waits for publication (who saved it, when).
    overview.reload();
    setReport((previous) => previous && { ...previous, saved: true });
  };

  const closed = () => {
    setReport(undefined);
    setNotice(CANCELLED_MESSAGE);
    // The report (and the button pressed) is gone: the next step is choosing another file.
    document.getElementById(FILE_INPUT_ID)?.focus();
  };

  return (
    <Page
      title="Register tanah wakaf"
      lead="Daftar lokasi tanah wakaf yang tampil di peta dan halaman situs. Ubah satu lokasi lewat formulirnya, atau unduh register, ubah di Excel, lalu unggah kembali: semua perubahan diperiksa dulu, disimpan sebagai draf, dan tampil di situs setelah diterbitkan."
    >
      {!data ? overview.error ? <LoadError message={overview.error} onRetry={overview.reload} /> : <Loading /> : null}
      {data ? (
        <>
          <RegisterSummary overview={data} />
          <SitesList />
          <UploadForm onUploaded={uploaded} notice={notice} />
          {report ? (
            <UploadReport
              key={report.upload.id}
              upload={report.upload}
              version={overview.loading ? undefined : data.version}
              saved={report.saved}
              onSaved={saved}
              onClosed={closed}
              onStale={overview.reload}
            />
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
