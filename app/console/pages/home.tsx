import { Building2, Images, Inbox, KeyRound, MapPinned, Newspaper, ScrollText, Send, Users } from "lucide";
import { Link } from "react-router";
import type { InboxCounts } from "~/lib/office/inbox";
import { Icon, type IconNode } from "~/components/ui/icon";
import { Loading, LoadError } from "../components/alert";
import { Page, Section } from "../components/page";
import { formatCount, formatDateTime, ROLE_LABELS } from "../format";
import { useAccount, useApi } from "../session";
import type { PublishOverview } from "../types";
import { useLoad } from "../use-load";

const SECTIONS: readonly { to: string; label: string; text: string; icon: IconNode; adminOnly?: boolean }[] = [
  { to: "/masukan", label: "Masukan pengunjung", text: "Baca dan tindak lanjuti kritik dan saran dari situs.", icon: Inbox },
  { to: "/profil", label: "Profil kantor", text: "Ubah alamat, telepon, jam layanan, dan teks berjalan halaman.", icon: Building2 },
  { to: "/berita", label: "Berita", text: "Tambah, ubah, urutkan, atau hapus berita wakaf beserta fotonya.", icon: Newspaper },
  { to: "/galeri", label: "Galeri", text: "Tambah, ubah, urutkan, atau hapus foto dokumentasi di galeri.", icon: Images },
  { to: "/register", label: "Register tanah wakaf", text: "Unduh register lokasi wakaf, ubah di Excel, lalu unggah dan periksa sebelum diterbitkan.", icon: MapPinned },
  { to: "/terbitkan", label: "Terbitkan", text: "Tayangkan perubahan di situs publik, atau kembalikan versi lama.", icon: Send },
  { to: "/akun", label: "Akun petugas", text: "Tambah akun, atur ulang kata sandi, nonaktifkan akun.", icon: Users, adminOnly: true },
  { to: "/audit", label: "Catatan audit", text: "Siapa melakukan apa, dan kapan.", icon: ScrollText, adminOnly: true },
  { to: "/sandi", label: "Ganti kata sandi", text: "Ganti kata sandi akun Anda sendiri.", icon: KeyRound },
];

/** The console's start: what waits for the staff member, and the way to every section. */
export function HomePage() {
  const account = useAccount();
  const api = useApi();
  const inbox = useLoad("ringkasan", (signal) => api.get<{ counts: InboxCounts }>("/masukan/ringkasan", undefined, { signal }));
  const publish = useLoad("terbitan", (signal) => api.get<PublishOverview>("/terbitan", undefined, { signal }));

  return (
    <Page title={`Selamat datang, ${account.displayName}`} lead={`Anda masuk sebagai ${ROLE_LABELS[account.role].toLowerCase()}.`}>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Masukan">
          {inbox.data ? (
            <p>
              <Link to="/masukan?status=baru" className="text-link text-xl font-bold">
                {formatCount(inbox.data.counts.baru)} masukan baru
              </Link>{" "}
              <span className="text-slate-700">dari {formatCount(inbox.data.counts.total)} masukan seluruhnya.</span>
            </p>
          ) : inbox.error ? (
            <LoadError message={inbox.error} onRetry={inbox.reload} />
          ) : (
            <Loading />
          )}
        </Section>
        <Section title="Penerbitan">
          {publish.data ? (
            <div className="space-y-2">
              <p>
                <Link to="/terbitkan" className="text-link text-xl font-bold">
                  {publish.data.pending.length === 0 ? "Tidak ada draf menunggu terbit" : `${formatCount(publish.data.pending.length)} draf menunggu terbit`}
                </Link>
              </p>
              <p className="text-slate-700">
                {publish.data.live
                  ? `Versi tayang: ${publish.data.live.summary} — ${formatDateTime(publish.data.live.createdAt)}, oleh ${publish.data.live.by}.`
                  : "Situs menampilkan versi bawaan instalasi; belum ada terbitan dari konsol."}
              </p>
            </div>
          ) : publish.error ? (
            <LoadError message={publish.error} onRetry={publish.reload} />
          ) : (
            <Loading />
          )}
        </Section>
      </div>
      <nav aria-label="Bagian konsol">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.filter((section) => !section.adminOnly || account.role === "admin").map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="section-link">
                <Icon icon={section.icon} className="size-6 shrink-0 text-emerald-700" />
                <span>
                  <span className="block font-semibold text-emerald-900">{section.label}</span>
                  <span className="block text-sm text-slate-700">{section.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
