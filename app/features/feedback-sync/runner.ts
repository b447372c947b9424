// Loaded on demand (dynamic import) after a submission or when the outbox has something in it: sends
// queued entries, removes the ones the office has, reschedules the others with backoff.
import { backoffDelay } from "./backoff";
import { requestOutboxSync } from "./background-sync";
import { checkFeedbackEntry } from "~/lib/feedback-entry.schema";
import { FEEDBACK_API_URL, readOutbox, writeOutbox, type OutboxItem } from "./outbox";
import { sendEntry, type SendResult } from "./send";

export interface RunnerDeps {
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  url?: string;
}

let running: Promise<void> | undefined;
let rerun: { force: boolean } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function update(id: string, change: (item: OutboxItem) => OutboxItem | undefined) {
  // Read again right before writing: another tab or an enqueue may have changed the list meanwhile.
  const items = readOutbox().flatMap((item) => {
    if (item.entry.id !== id) return [item];
    const next = change(item);
    return next ? [next] : [];
  });
  writeOutbox(items);
}

function schedule(now: () => number, deps: RunnerDeps) {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const items = readOutbox();
  if (items.length === 0) return;
  const next = Math.min(...items.map((item) => item.nextAttemptAt));
  timer = setTimeout(() => void flushOutbox({}, deps), Math.max(0, next - now()));
}

/** The result of one send, and for a retry the one delay drawn for it (used again for the rest of the queue). */
type Attempt = { result: SendResult; delay?: number };

async function attempt(item: OutboxItem, deps: RunnerDeps, now: () => number): Promise<Attempt> {
  // The shared schema decides before the network does: an entry the API would refuse (a message over
  // 5,000 characters) stays only in wakafFeedback instead of being retried forever.
  const checked = checkFeedbackEntry(item.entry);
  const result: SendResult = checked.ok
    ? await sendEntry(deps.url ?? FEEDBACK_API_URL, item.entry, deps.fetch ?? fetch)
    : { kind: "rejected", status: 0 };
  if (result.kind === "retry") {
    // Once per entry: a sync that fires while the send still fails must not ask for another at once.
    if (item.attempts === 0) void requestOutboxSync();
    const delay = Math.max(backoffDelay(item.attempts + 1, deps.random), result.retryAfterMs ?? 0);
    update(item.entry.id, (current) => ({ ...current, attempts: current.attempts + 1, nextAttemptAt: now() + delay }));
    return { result, delay };
  }
  update(item.entry.id, () => undefined);
  return { result };
}

/**
 * Sends every due entry, one after another (or all of them with `force`, when the browser has just
 * come back online). One run at a time per page; a request made during a run is done right after it.
 */
export function flushOutbox(options: { force?: boolean } = {}, deps: RunnerDeps = {}): Promise<void> {
  const force = options.force ?? false;
  if (running) {
    rerun = { force: force || (rerun?.force ?? false) };
    return running;
  }
  const now = deps.now ?? Date.now;
  const run = async () => {
    for (const item of readOutbox()) {
      if (!force && item.nextAttemptAt > now()) continue;
      const { result, delay = 0 } = await attempt(item, deps, now);
      // Offline or the API is down: the rest would fail the same way; try them on the next round, no
      // earlier than the entry just tried (the same delay, not a second random draw).
      if (result.kind === "retry") {
        for (const other of readOutbox()) {
          if (other.entry.id !== item.entry.id && (force || other.nextAttemptAt <= now())) {
            update(other.entry.id, (current) => ({ ...current, nextAttemptAt: Math.max(current.nextAttemptAt, now() + delay) }));
          }
        }
        break;
      }
    }
  };
  // `.finally` runs asynchronously, so `running` is set before it is cleared even when nothing was due.
  running = run().finally(() => {
    running = undefined;
    schedule(now, deps);
  });
  return running.then(() => {
    const again = rerun;
    rerun = undefined;
    return again ? flushOutbox(again, deps) : undefined;
  });
}

/** After a submission: send the just-queued item, or (when storage was full) send it once directly. */
export async function deliverItem(item: OutboxItem, queued: boolean, deps: RunnerDeps = {}): Promise<void> {
  if (queued) return flushOutbox({}, deps);
  if (checkFeedbackEntry(item.entry).ok) await sendEntry(deps.url ?? FEEDBACK_API_URL, item.entry, deps.fetch ?? fetch);
}

/** For tests: forget the in-page state between cases. */
export function resetRunner(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  running = undefined;
  rerun = undefined;
}
