import { Page } from "../../components/page";
import { BANNERS_FORM } from "./banners-form";
import { DraftEditor } from "./draft-editor";
import { OFFICE_FORM } from "./office-form";

/** The office details and the pages' banners: saved as drafts, shown on the site once published. */
export function ProfilePage() {
  return (
    <Page
      title="Profil kantor"
      lead="Perubahan di sini disimpan sebagai draf dan belum terlihat pengunjung. Setelah semua benar, terbitkan di halaman Terbitkan."
    >
      <DraftEditor spec={OFFICE_FORM} />
      <DraftEditor spec={BANNERS_FORM} />
    </Page>
  );
}
