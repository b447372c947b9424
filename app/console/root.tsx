import { Outlet } from "react-router";
import { ErrorAlert, Loading } from "./components/alert";
import { Frame } from "./components/layout";
import { useSession } from "./session";

/** Waits for the server to say who is signed in before any page decides what to show. */
export function ConsoleRoot() {
  const { state, refresh } = useSession();
  if (state.status === "loading") {
    return (
      <Frame>
        <Loading label="Memuat konsol…" />
      </Frame>
    );
  }
  if (state.status === "unreachable") {
    return (
      <Frame>
        <ErrorAlert title="Konsol belum dapat dibuka">
          <p>{state.message}</p>
          <button type="button" className="btn btn-secondary btn-sm mt-3" onClick={refresh}>
            Coba lagi
          </button>
        </ErrorAlert>
      </Frame>
    );
  }
  return <Outlet />;
}

/** A fault in the console's own code: say so plainly instead of a blank page. */
export function CrashPage() {
  return (
    <Frame>
      <ErrorAlert title="Terjadi kesalahan di konsol">
        <p>Muat ulang halaman. Jika masih terjadi, beri tahu pengelola situs.</p>
        <button type="button" className="btn btn-secondary btn-sm mt-3" onClick={() => window.location.reload()}>
          Muat ulang
        </button>
      </ErrorAlert>
    </Frame>
  );
}
