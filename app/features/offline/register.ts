// Loaded after the page has finished loading (see use-service-worker.ts): registers the worker and
// offers a waiting new version with one toast. Nothing here reloads a page by itself: only the tab
// whose visitor pressed "Muat ulang" reloads, once the new worker has taken over (decision 132).
import { SERVICE_WORKER_URL, SKIP_WAITING } from "~/lib/service-worker-protocol";
import { toast } from "~/lib/toast-store";

export interface UpdateText {
  title: string;
  description: string;
  actionLabel: string;
}

export interface RegisterDeps {
  container?: ServiceWorkerContainer;
  reload?: () => void;
}

/** Registers /sw.js and wires the update toast; resolves to the registration (undefined if refused). */
export async function registerServiceWorker(
  loadText: () => Promise<UpdateText>,
  { container = navigator.serviceWorker, reload = () => window.location.reload() }: RegisterDeps = {},
): Promise<ServiceWorkerRegistration | undefined> {
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: "/" });
  } catch {
    // Private mode, a blocked worker or an old browser: the site works as before, just not offline.
    return undefined;
  }
  // A browser set to block workers (an automation setting) answers with no registration at all.
  if (!registration) return undefined;

  let reloadRequested = false;
  let offered: ServiceWorker | undefined;
  container.addEventListener("controllerchange", () => {
    if (reloadRequested) reload();
  });

  const offer = async (worker: ServiceWorker) => {
    // Only an update waits behind a controller; the first install simply starts working.
    if (!container.controller || offered === worker) return;
    offered = worker;
    const text = await loadText();
    // A worker that took over by itself meanwhile (the retiring worker of a VITE_SERVICE_WORKER=off
    // build does) or was replaced by a newer one is nothing to offer.
    if (worker.state !== "installed") return;
    toast({
      title: text.title,
      description: text.description,
      action: {
        label: text.actionLabel,
        altText: text.actionLabel,
        onAction: () => {
          reloadRequested = true;
          worker.postMessage({ type: SKIP_WAITING });
        },
      },
    });
  };

  if (registration.waiting) void offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") void offer(installing);
    });
  });
  return registration;
}
