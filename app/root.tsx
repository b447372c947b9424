import { type ReactNode, Suspense, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, type ShouldRevalidateFunction, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteHeader } from "./components/layout/site-header";
import { EarlyInput } from "./components/layout/early-input";
import { ScrollRestoration } from "./components/layout/scroll-restoration";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { errorPage } from "./content/error-page";
import { getShell, type Shell } from "./content/site.server";
import { AssistantWidget } from "./features/assistant/assistant-widget";
import { useFeedbackOutboxRetry } from "./features/feedback-sync/use-outbox-retry";
import { useServiceWorker } from "./features/offline/use-service-worker";
import { lazyPart } from "./lib/lazy-part";
import { retryImport } from "./lib/retry-import";

// Static text and links: hydrated after the shell, like each page's content (decision 114).
const SiteFooter = lazyPart(() => import("./components/layout/site-footer"));
const SampleNotice = lazyPart(() => import("./components/layout/sample-notice"));

const loadUpdateText = () => retryImport(() => import("./content/messages-update")).then((module) => module.updateMessages.updateAvailable);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Runs at build time only: the office details and page texts are prerendered into every page.
export function loader() {
  return getShell();
}

// The shell is build-time data, the same on every page: once loaded it is never fetched again (the map
// page's search and filters change the address on every keystroke).
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const meta: Route.MetaFunction = () => [{ title: "SIMPATI WAKAF" }];

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData("root") as Shell | undefined;
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <EarlyInput />
        <a
          href="#konten-utama"
          className="sr-only z-[60] rounded-lg bg-emerald-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Langsung ke konten utama
        </a>
        {shell && (
          <SiteHeader nav={shell.nav} productName={shell.office.productName} officeName={shell.office.officeName} />
        )}
        {/* The footer, not the main content, takes the room left on a short page: the footer's top then never
            depends on how much of the footer is parsed, so a first paint in the middle of it cannot make
            the footer jump when the rest arrives (a layout shift seen on the not-found page). */}
        <main id="konten-utama" tabIndex={-1} className="outline-none">
          {/* Each page's content is its own chunk (lazy-part.ts): until it arrives, this boundary keeps the
              prerendered content on screen, and a navigation keeps the previous page (decision 114). */}
          <Suspense fallback={<HydrateFallback />}>
            {shell?.office.sampleContent && <SampleNotice text={shell.office.sampleNotice} />}
            {children}
          </Suspense>
        </main>
        {shell && (
          <Suspense fallback={null}>
            <SiteFooter office={shell.office} />
          </Suspense>
        )}
        <AssistantWidget loadText={() => import("./content/assistant")} />
        <LazyToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useFeedbackOutboxRetry();
  useServiceWorker(loadUpdateText);
  // Lets tests (and scripts) know that React has taken over the prerendered page, and the early event
  // contract (app/lib/early-input.ts) replay held taps only now: after the commit, not while rendering.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function HydrateFallback() {
  return <p className="mx-auto max-w-7xl px-4 py-10 text-slate-700">{errorPage.loading}</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const text = isRouteErrorResponse(error) && error.status === 404 ? errorPage.notFound : errorPage.failed;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-emerald-900">{text.title}</h1>
      <p className="mt-4 text-slate-700">{text.text}</p>
      {/* A full page load: whatever broke this page may also break client-side navigation. The button
          look by class name (ui.css): the root is on every page, and the Button module would add a chunk
          to each page's up-front JavaScript. */}
      <a href="/" className="btn btn-primary btn-md mt-6">
        {errorPage.homeLink}
      </a>
    </div>
  );
}
