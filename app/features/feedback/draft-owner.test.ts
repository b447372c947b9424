import { describe, expect, it } from "vitest";
import { type LockManagerLike, createDraftOwner, openDraftOwners } from "./draft-owner";

/** Web Locks as one browser holds them: a lock is held until its callback's promise settles. */
function fakeLocks(): LockManagerLike & { release(): void } {
  const held = new Set<string>();
  return {
    request(name, callback) {
      held.add(name);
      return callback();
    },
    query: async () => ({ held: [...held].map((name) => ({ name })) }),
    // The page went (closed, reloaded, crashed): the browser releases what it held.
    release: () => held.clear(),
  };
}

describe("whose draft, and whether that page is open", () => {
  it("a page that keeps a draft is open until it goes", async () => {
    const locks = fakeLocks();
    const owner = createDraftOwner(undefined, locks);
    expect(await openDraftOwners(locks)).toEqual(new Set());
    owner.hold();
    owner.hold();
    expect(await openDraftOwners(locks)).toEqual(new Set([owner.id]));
    locks.release();
    expect(await openDraftOwners(locks)).toEqual(new Set());
  });

  it("two pages have two names", () => {
    const locks = fakeLocks();
    expect(createDraftOwner(undefined, locks).id).not.toBe(createDraftOwner(undefined, locks).id);
    expect(createDraftOwner("tab1", locks).id).toBe("tab1");
  });

  it("without Web Locks, or when asking fails, no page is known to be open", async () => {
    expect(await openDraftOwners(null)).toEqual(new Set());
    const broken: LockManagerLike = { request: () => Promise.reject(new Error("no")), query: () => Promise.reject(new Error("no")) };
    createDraftOwner(undefined, broken).hold();
    expect(await openDraftOwners(broken)).toEqual(new Set());
  });

  it("names only the feedback drafts' locks", async () => {
    const locks: LockManagerLike = { request: async () => undefined, query: async () => ({ held: [{ name: "lain" }, { name: "wakafFeedbackDraft:x1" }, {}] }) };
    expect(await openDraftOwners(locks)).toEqual(new Set(["x1"]));
  });
});
