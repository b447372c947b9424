// What the Kritik & Saran route calls after the form saved an entry in wakafFeedback. Queues the entry
// synchronously (so it survives even if the visitor is offline and the sender chunk cannot load), then
// loads the sender on demand. The visitor's thank-you toast never depends on any of this.
import type { SavedFeedback } from "~/lib/feedback-entry";
import { retryImport } from "~/lib/retry-import";
import { enqueueFeedback } from "./enqueue";
import { FEEDBACK_API_URL } from "./outbox";

export function deliverFeedback(saved: SavedFeedback): void {
  if (!FEEDBACK_API_URL) return;
  const { item, queued } = enqueueFeedback(saved);
  // The project's one strategy for a lazy chunk that fails to download (offline): retry it when the
  // browser is back online or after a pause. The entry waits in the outbox meanwhile.
  retryImport(() => import("./runner"))
    .then((runner) => runner.deliverItem(item, queued))
    .catch(() => {});
}
