import { Navigate, Outlet, useLocation } from "react-router";
import { useAccount, useSession } from "../session";
import { Page } from "./page";
import { SignInPage } from "../pages/sign-in";

/**
 * Signed-in pages. Signed out, the console's home is the sign-in form; any other page sends the
 * browser there with the page in `?lanjut=`, so signing in (also after a session ended) returns to it.
 */
export function RequireSignIn() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === "signedIn") return <Outlet />;
  if (location.pathname === "/") return <SignInPage />;
  const back = `${location.pathname}${location.search}`;
  return <Navigate to={{ pathname: "/", search: `?lanjut=${encodeURIComponent(back)}` }} replace />;
}

/** Pages for admins only: staf who follow an old link learn why they cannot see it. */
export function RequireAdmin() {
  const account = useAccount();
  if (account.role === "admin") return <Outlet />;
  return (
    <Page title="Khusus admin">
      <p>Halaman ini hanya dapat dibuka oleh admin kantor. Jika Anda memerlukannya, hubungi admin kantor Anda.</p>
    </Page>
  );
}
