import { Link } from "react-router";
import { Page } from "../components/page";

export function NotFoundPage() {
  return (
    <Page title="Halaman tidak ditemukan">
      <p>Halaman konsol ini tidak ada. Mungkin alamatnya salah ketik.</p>
      <p>
        <Link to="/" className="text-link">
          Kembali ke beranda konsol
        </Link>
      </p>
    </Page>
  );
}
