// Queuing a new entry: called by the Kritik & Saran page right after the local save, synchronously, so the
// entry survives even when the visitor is offline and the sender chunk cannot load.
import { feedbackEntryId } from "~/lib/feedback-entry-id";
import { HONEYPOT_FIELD, type FeedbackEntryInput, type SavedFeedback } from "~/lib/feedback-entry";
import { OUTBOX_LIMIT, readOutbox, writeOutbox, type OutboxItem } from "./outbox";

/**
 * Queues the locally saved entry, due now, under the id its saved fields give (feedbackEntryId), so
 * the visitor's copy and the office's row can be matched. Returns the item and whether it was stored; an item
 * that could not be stored is still sent once by the caller.
 */
export function enqueueFeedback(saved: SavedFeedback, now = Date.now()): { item: OutboxItem; queued: boolean } {
  const { name, email, message, timestamp, [HONEYPOT_FIELD]: honeypot } = saved;
  const entry: FeedbackEntryInput = { id: feedbackEntryId(saved), name, email, message, timestamp };
  if (honeypot !== undefined) entry[HONEYPOT_FIELD] = honeypot;
  const item: OutboxItem = { entry, attempts: 0, nextAttemptAt: now };
  const items = [...readOutbox(), item].slice(-OUTBOX_LIMIT);
  return { item, queued: writeOutbox(items) };
}
