// Which tab a draft belongs to, and whether that tab is still open (issue 31): a tab opened while another
// tab still holds its unsent message must not take that message over (both would then send it), but one
// opened after that tab was closed or crashed must (nothing typed is lost). Each page holds a Web Lock
// named after it while it keeps a draft; the browser releases it when the page goes, also on a crash.
// Without Web Locks (old browsers) no owner is ever known to be alive, and the last draft is always offered.

const LOCK_PREFIX = "wakafFeedbackDraft:";

export interface LockManagerLike {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

function browserLocks(): LockManagerLike | null {
  return typeof navigator !== "undefined" && "locks" in navigator ? (navigator.locks as LockManagerLike) : null;
}

/** A new name for the drafts of a tab's pages (feedback/draft.ts keeps it for the tab). */
export const newDraftOwnerId = () => Math.random().toString(36).slice(2, 10);

/**
 * This page's name for its drafts (its tab's: a reloaded page takes over what the page before it kept),
 * and the lock that says it is open (taken once, held until it goes).
 */
export function createDraftOwner(id: string = newDraftOwnerId(), locks: LockManagerLike | null = browserLocks()) {
  let held = false;
  return {
    id,
    /**
     * Called when the page keeps a draft: from then on other tabs see it as open. (After a reload the
     * request waits until the page before releases the same name, which the browser does as it goes.)
     */
    hold() {
      if (held || !locks) return;
      held = true;
      // Never resolves: the lock is released by the browser when the page is closed, reloaded or crashes.
      locks.request(LOCK_PREFIX + id, () => new Promise(() => undefined)).catch(() => undefined);
    },
  };
}

/** The ids of the pages open now that keep a draft (empty without Web Locks, or when asking fails). */
export async function openDraftOwners(locks: LockManagerLike | null = browserLocks()): Promise<Set<string>> {
  if (!locks) return new Set();
  try {
    const { held = [] } = await locks.query();
    return new Set(held.flatMap(({ name }) => (name?.startsWith(LOCK_PREFIX) ? [name.slice(LOCK_PREFIX.length)] : [])));
  } catch {
    return new Set();
  }
}
