import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAdmin, RequireSignIn } from "./components/guards";
import { ConsoleLayout } from "./components/layout";
import { AccountsPage } from "./pages/accounts/accounts-page";
import { AuditPage } from "./pages/audit";
import { GalleryEditPage, GalleryListPage, GalleryNewPage } from "./pages/gallery/gallery-pages";
import { HomePage } from "./pages/home";
import { InboxPage } from "./pages/inbox/inbox-page";
import { NewsEditPage, NewsListPage, NewsNewPage } from "./pages/news/news-pages";
import { NotFoundPage } from "./pages/not-found";
import { PasswordPage } from "./pages/password";
import { ProfilePage } from "./pages/profile/profile-page";
import { PublishPage } from "./pages/publish/publish-page";
import { RegisterPage } from "./pages/register/register-page";
import { SiteEditPage, SiteNewPage } from "./pages/register/site-page";
import { SetupPage } from "./pages/setup";
import { ConsoleRoot, CrashPage } from "./root";

export const CONSOLE_BASENAME = "/kantor";

/** The console's pages (paths under /kantor). Shared with the tests, which run them in a memory router. */
export const consoleRoutes: RouteObject[] = [
  {
    path: "/",
    element: <ConsoleRoot />,
    errorElement: <CrashPage />,
    children: [
      { path: "penyiapan", element: <SetupPage /> },
      {
        element: <RequireSignIn />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              { index: true, element: <HomePage /> },
              { path: "masukan", element: <InboxPage /> },
              { path: "profil", element: <ProfilePage /> },
              { path: "berita", element: <NewsListPage /> },
              { path: "berita/baru", element: <NewsNewPage /> },
              { path: "berita/:id", element: <NewsEditPage /> },
              { path: "galeri", element: <GalleryListPage /> },
              { path: "galeri/baru", element: <GalleryNewPage /> },
              { path: "galeri/:id", element: <GalleryEditPage /> },
              { path: "register", element: <RegisterPage /> },
              // "baru" is matched before ":id" (a static segment wins), so the new-site form has its own address.
              { path: "register/situs/baru", element: <SiteNewPage /> },
              { path: "register/situs/:id", element: <SiteEditPage /> },
              { path: "terbitkan", element: <PublishPage /> },
              { path: "sandi", element: <PasswordPage /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: "akun", element: <AccountsPage /> },
                  { path: "audit", element: <AuditPage /> },
                ],
              },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASENAME });
}
