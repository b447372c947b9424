// The feedback outbox: entries the office has not confirmed yet, kept in localStorage until the API
// acknowledges them. This module is small and imports only constants and types because it runs up front (the root's
// retry hook asks whether anything is queued). Queuing a new entry lives in ./enqueue (the Kritik &
// Saran page only); sending lives in ./runner (loaded on demand).

import type { FeedbackEntryInput } from "~/lib/feedback-entry";

export const OUTBOX_KEY = "wakafFeedbackOutbox";

export { FEEDBACK_API_URL } from "~/lib/feedback-api-url";

export interface OutboxItem {
  /** The entry exactly as it will be sent (the shared wire shape). */
  entry: FeedbackEntryInput;
  /** Failed sends so far. */
  attempts: number;
  /** Epoch ms before which no retry is made (except when the browser comes back online). */
  nextAttemptAt: number;
}

// A visitor would have to send this many entries without ever reaching the office; the oldest go first
// (they stay in `wakafFeedback` regardless).
export const OUTBOX_LIMIT = 50;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage disabled (privacy settings) throws on access.
    return undefined;
  }
}

function isItem(value: unknown): value is OutboxItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Partial<OutboxItem>;
  const entry = item.entry as Partial<OutboxItem["entry"]> | undefined;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.id === "string" &&
    typeof item.attempts === "number" &&
    typeof item.nextAttemptAt === "number"
  );
}

/** The queued items; anything unreadable counts as an empty outbox (the entries are still in wakafFeedback). */
export function readOutbox(): OutboxItem[] {
  try {
    const raw = storage()?.getItem(OUTBOX_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Saves the outbox; false when storage is unavailable or full. Never throws. */
export function writeOutbox(items: OutboxItem[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (items.length === 0) store.removeItem(OUTBOX_KEY);
    else store.setItem(OUTBOX_KEY, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

export function hasQueuedFeedback(): boolean {
  return readOutbox().length > 0;
}
