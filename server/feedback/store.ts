import type { FeedbackEntry } from "../../app/features/feedback-sync/entry-schema";

/** One stored entry: what the visitor sent, plus when the office received it (server clock, UTC ISO). */
export interface StoredFeedback {
  id: string;
  name: string;
  email: string;
  message: string;
  /** The visitor's browser clock at submit time, as sent. */
  timestamp: string;
  receivedAt: string;
}

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
   * spam and real entries get the same answers; the first submission of an id wins.
   */
  insert(entry: FeedbackEntry, receivedAt: Date, options?: { spam?: boolean }): Promise<"created" | "duplicate">;
  /** Entries in the order they were received. */
  list(options?: ListOptions): Promise<StoredFeedback[]>;
  count(): Promise<number>;
  close(): Promise<void>;
}
