// What the Kritik & Saran route calls after the form saved an entry in wakafFeedback. Queues the entry
// synchronously (so it survives even if the visitor is offline and the sender chunk cannot load), then
// loads the sender on demand. The visitor's thank-you toast never depends on any of this.
import type { SavedFeedback } from "~/lib/feedback-entry";
import { enqueueFeedback, FEEDBACK_API_URL } from "./outbox";

export function deliverFeedback(saved: SavedFeedback): void {
  if (!FEEDBACK_API_URL) return;
  const { item, queued } = enqueueFeedback(saved);
  import("./runner")
    .then((runner) => runner.deliverItem(item, queued))
    // The chunk could not load (offline): the entry waits in the outbox for the next page load.
    .catch(() => {});
}
