import { useEffect } from "react";
import { retryImport } from "~/lib/retry-import";
import { onOutboxSyncRequest } from "./background-sync";
import { FEEDBACK_API_URL, hasQueuedFeedback } from "./outbox";

/**
 * Mounted once in the root: on every page load, and whenever the browser comes back online, sends
 * what is still in the feedback outbox, and when the service worker relays Background Sync. Loads the
 * sender only when something is queued.
 */
export function useFeedbackOutboxRetry(): void {
  useEffect(() => {
    if (!FEEDBACK_API_URL) return;
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
  }, []);
}
