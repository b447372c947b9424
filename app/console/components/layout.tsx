import { useState, type ReactNode } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { errorMessage } from "../api";
import { ROLE_LABELS } from "../format";
import { useAccount, useSession } from "../session";
import { ErrorAlert } from "./alert";
import { BusyButton } from "./busy-button";

export const NAV_ITEMS: readonly { to: string; label: string; adminOnly?: boolean }[] = [
  { to: "/", label: "Beranda" },
  { to: "/masukan", label: "Masukan" },
  { to: "/profil", label: "Profil kantor" },
  { to: "/berita", label: "Berita" },
  { to: "/galeri", label: "Galeri" },
  { to: "/register", label: "Register" },
  { to: "/terbitkan", label: "Terbitkan" },
  { to: "/akun", label: "Akun", adminOnly: true },
  { to: "/audit", label: "Catatan audit", adminOnly: true },
  { to: "/sandi", label: "Kata sandi" },
];

/** The frame of every page: a skip link, the office console's name and the page itself. */
export function Frame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#isi" className="skip-link" onClick={skipToMain}>
        Langsung ke isi
      </a>
      <header className="border-b border-emerald-800 bg-emerald-700 text-white">
        <div className="mx-auto max-w-5xl space-y-3 px-4 py-3">
          <p className="font-bold">
            <Link to="/" className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
              Konsol Kantor
            </Link>{" "}
            <span className="font-normal text-emerald-50">· SIMPATI WAKAF</span>
          </p>
          {header}
        </div>
      </header>
      <main id="isi" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}

// Moves the focus itself: a hash link would add an entry to the router's history.
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById("isi")?.focus();
}

/** The signed-in pages: who is signed in, the menu (admin pages only for admins) and signing out. */
export function ConsoleLayout() {
  const account = useAccount();
  const { signOut } = useSession();
  const [busy, setBusy] = useState<"" | "one" | "all">("");
  const [error, setError] = useState<string>();

  const leave = async (everywhere: boolean) => {
    setBusy(everywhere ? "all" : "one");
    setError(undefined);
    try {
      await signOut(everywhere);
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy("");
    }
  };

  const header = (
    <>
      <p className="text-sm text-emerald-50">
        Masuk sebagai <strong className="text-white">{account.displayName}</strong> ({ROLE_LABELS[account.role]})
      </p>
      <nav aria-label="Menu konsol">
        <ul className="flex flex-wrap gap-x-1 gap-y-1">
          {NAV_ITEMS.filter((item) => !item.adminOnly || account.role === "admin").map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"} className="nav-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap gap-2">
        <BusyButton size="sm" variant="secondary" busy={busy === "one"} busyLabel="Keluar…" disabled={busy !== ""} onClick={() => void leave(false)}>
          Keluar
        </BusyButton>
        <BusyButton size="sm" variant="secondary" busy={busy === "all"} busyLabel="Keluar…" disabled={busy !== ""} onClick={() => void leave(true)}>
          Keluar dari semua perangkat
        </BusyButton>
      </div>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </>
  );

  return (
    <Frame header={header}>
      <Outlet />
    </Frame>
  );
}
