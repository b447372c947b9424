// Background Sync for the feedback outbox (decision 133), where the browser has it: the outbox asks
// for a sync when an entry's first send fails, the service worker answers the browser's `sync` event
// by messaging one open page, and that page's outbox sends. The outbox stays the only sender; without
// Background Sync (or a worker) the existing `online` and backoff retries do the same job.
import { FEEDBACK_SYNC_TAG, FLUSH_FEEDBACK_OUTBOX } from "~/lib/service-worker-protocol";

interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

function workerContainer(): ServiceWorkerContainer | undefined {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
}

/** Asks the browser for one `sync` event when the connection is back; a no-op where unsupported. */
export function requestOutboxSync(container = workerContainer()): Promise<void> {
  if (!container) return Promise.resolve();
  return container
    .getRegistration()
    .then((registration) => (registration as SyncCapableRegistration | undefined)?.sync?.register(FEEDBACK_SYNC_TAG))
    .catch(() => {});
}

/** Calls `flush` whenever the service worker relays the browser's sync event; returns the unsubscribe. */
export function onOutboxSyncRequest(flush: () => void, container = workerContainer()): () => void {
  if (!container) return () => {};
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === FLUSH_FEEDBACK_OUTBOX) flush();
  };
  container.addEventListener("message", listener);
  return () => container.removeEventListener("message", listener);
}
