import type { FeedbackEntry, StoredFeedback } from "../../app/lib/feedback-entry";

export type { StoredFeedback };

export interface ListOptions {
  /** Only entries received at or after this instant. */
  since?: Date;
}

/**
 * Where feedback is kept. The routes know only this interface, so another database (PostgreSQL, a
 * hosted service) can be added as a second implementation without touching them. Methods return
 * promises for that reason even though the SQLite implementation is synchronous.
 */
export interface FeedbackStore {
  /**
   * Stores the entry unless its id is already known; never writes a second row for one id. With
   * `spam`, keeps only the id (the entry itself is dropped). A known id is "duplicate" either way, so
   * spam and real entries get the same answers; the first submission of an id wins. With `sameAs`, an
   * entry is also "duplicate" when that id is known: the id the same message got when the form was
   * posted without JavaScript that day (`formEntryId`).
   */
  insert(entry: FeedbackEntry, receivedAt: Date, options?: { spam?: boolean; sameAs?: string }): Promise<"created" | "duplicate">;
  /** Entries in the order they were received. */
  list(options?: ListOptions): Promise<StoredFeedback[]>;
  count(): Promise<number>;
  close(): Promise<void>;
}
