import { retryImport } from "~/lib/retry-import";
import { onOutboxSyncRequest } from "./background-sync";
import { FEEDBACK_API_URL, hasQueuedFeedback } from "./outbox";

/**
 * Sends what is still in the feedback outbox now, whenever the browser comes back online, and when the
 * service worker relays Background Sync; loads the sender only when something is queued. Returns the stop.
 * Nothing to watch in a build without the office's API (VITE_FEEDBACK_API_URL="").
 */
export function watchOutbox(): () => void {
  if (!FEEDBACK_API_URL) return () => {};
  const run = (force: boolean) => {
    if (!hasQueuedFeedback()) return;
    retryImport(() => import("./runner"))
      .then((runner) => runner.flushOutbox({ force }))
      .catch(() => {});
  };
  run(false);
  const onOnline = () => run(true);
  window.addEventListener("online", onOnline);
  const stopSync = onOutboxSyncRequest(() => run(true));
  return () => {
    window.removeEventListener("online", onOnline);
    stopSync();
  };
}
