import type { Route } from "./+types/not-found";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";
import { usePageText } from "~/lib/use-shell";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "not-found"),
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  const page = usePageText("not-found");
  return (
    <PageHeader title={page.title} lead="Maaf, halaman yang Anda cari tidak ada atau alamatnya sudah berubah.">
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-emerald-700 px-5 py-3 font-semibold text-white hover:bg-emerald-800"
      >
        Kembali ke Beranda
      </Link>
    </PageHeader>
  );
}
