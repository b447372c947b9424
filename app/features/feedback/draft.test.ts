import { describe, expect, it } from "vitest";
import { FEEDBACK_DRAFT_KEY } from "~/lib/feedback-draft";
import { forgetSharedDraft, loadTabDraft, offeredDraft, readSharedDrafts, SHARED_DRAFT_DAYS, SHARED_DRAFTS_MAX, saveDraft, tabDraftOwner } from "./draft";
import type { StorageLike } from "./storage";

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const typed = { name: "Siti", email: "siti@example.id", message: "Jadwal ikrar?" };
const EMPTY = { name: "", email: "", message: "" };
const NONE_OPEN = new Set<string>();

/** One browser: its localStorage, shared by every tab, and a sessionStorage per tab. */
function browser() {
  const shared = memoryStorage();
  return { shared, tab: () => ({ tab: memoryStorage(), shared }) };
}

/** The draft a new tab is offered, when these pages are open. */
const offered = (shared: StorageLike | null, open = NONE_OPEN) => offeredDraft(readSharedDrafts(shared), open)?.fields ?? null;

describe("feedback draft", () => {
  it("keeps what was typed and gives it back in the same tab (a reload)", () => {
    const stores = browser().tab();
    expect(saveDraft(stores, typed, { owner: "a" })).toBe(true);
    expect(loadTabDraft(stores.tab)).toEqual(typed);
  });

  it("keeps a draft with only some fields filled", () => {
    const stores = browser().tab();
    saveDraft(stores, { name: "", email: "", message: "baru separuh" }, { owner: "a" });
    expect(loadTabDraft(stores.tab)).toEqual({ name: "", email: "", message: "baru separuh" });
  });

  it("removes the draft when every field is empty (sent or cleared)", () => {
    const stores = browser().tab();
    saveDraft(stores, typed, { owner: "a" });
    saveDraft(stores, EMPTY, { owner: "a" });
    expect(stores.tab.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    expect(stores.shared.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    expect(loadTabDraft(stores.tab)).toBeNull();
    expect(offered(stores.shared)).toBeNull();
  });

  it("a tab opened after the one that kept it was closed is offered its draft", () => {
    const { tab, shared } = browser();
    saveDraft(tab(), typed, { owner: "a" });
    const next = tab();
    expect(loadTabDraft(next.tab)).toBeNull();
    expect(offered(shared)).toEqual(typed);
  });

  it("a tab opened while the one that keeps it is still open does not take its message over", () => {
    const { tab, shared } = browser();
    saveDraft(tab(), typed, { owner: "a" });
    expect(offered(shared, new Set(["a"]))).toBeNull();
    // A draft an older version of the page kept names no page: it is offered.
    shared.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify(typed));
    expect(offered(shared, new Set(["a"]))).toEqual(typed);
  });

  it("keeps each page's draft: a tab closed while another writes its own still reaches the next tab", () => {
    const { tab, shared } = browser();
    const other = { name: "Budi", email: "", message: "Pesan dari tab kedua" };
    saveDraft(tab(), typed, { owner: "a", now: Date.now() - 1_000 });
    saveDraft(tab(), other, { owner: "b" });
    // A was closed, B is still open: the next tab gets A's message, not B's.
    expect(offered(shared, new Set(["b"]))).toEqual(typed);
    // Both closed: the most recent first.
    expect(offered(shared)).toEqual(other);
  });

  it("two tabs keep each its own message, and sending one leaves the other", () => {
    const { tab, shared } = browser();
    const first = tab();
    const second = tab();
    const other = { name: "Budi", email: "", message: "Pesan dari tab kedua" };
    saveDraft(first, typed, { owner: "a" });
    saveDraft(second, other, { owner: "b" });
    // A reload of either tab gives back its own text, not the one typed last in the other.
    expect(loadTabDraft(first.tab)).toEqual(typed);
    expect(loadTabDraft(second.tab)).toEqual(other);
    // The first tab sends: the second tab's text is still among the browser's drafts.
    saveDraft(first, EMPTY, { owner: "a" });
    expect(loadTabDraft(first.tab)).toBeNull();
    expect(readSharedDrafts(shared).map((draft) => draft.fields)).toEqual([other]);
    // The second sends too: nothing is left to send twice.
    saveDraft(second, EMPTY, { owner: "b" });
    expect(offered(shared)).toBeNull();
  });

  it("the pages of one tab keep their draft under one name: a message sent after a reload does not come back", () => {
    const { tab, shared } = browser();
    const stores = tab();
    let made = 0;
    const make = () => `id${++made}`;
    const first = tabDraftOwner(stores.tab, make);
    saveDraft(stores, typed, { owner: first });
    // Reloaded: the new page keeps the tab's name, and its draft replaces the one the page before kept.
    const reloaded = tabDraftOwner(stores.tab, make);
    expect(reloaded).toBe(first);
    saveDraft(stores, { ...typed, email: "siti@contoh.id" }, { owner: reloaded });
    expect(readSharedDrafts(shared)).toHaveLength(1);
    saveDraft(stores, EMPTY, { owner: reloaded });
    expect(offered(shared)).toBeNull();
    // Another tab gets a name of its own; without a tab store every page gets a new one.
    expect(tabDraftOwner(tab().tab, make)).not.toBe(first);
    expect(tabDraftOwner(null, make)).not.toBe(tabDraftOwner(null, make));
  });

  it("a draft taken over by a new page is no longer offered to the next one", () => {
    const { tab, shared } = browser();
    saveDraft(tab(), typed, { owner: "a" });
    const taken = offeredDraft(readSharedDrafts(shared), NONE_OPEN)!;
    forgetSharedDraft(shared, taken);
    expect(offered(shared)).toBeNull();
    // The page that took it keeps it as its own.
    saveDraft(tab(), taken.fields, { owner: "c" });
    expect(offered(shared, new Set(["c"]))).toBeNull();
    expect(offered(shared)).toEqual(typed);
  });

  it("an empty form that never kept anything leaves the other pages' drafts alone", () => {
    const { tab, shared } = browser();
    saveDraft(tab(), typed, { owner: "a" });
    saveDraft({ tab: null, shared }, EMPTY, { owner: "b" });
    expect(offered(shared)).toEqual(typed);
  });

  it("keeps the most recent drafts only, and forgets those older than its days", () => {
    const { tab, shared } = browser();
    const day = 24 * 60 * 60 * 1000;
    const now = 100 * day;
    for (let i = 0; i < SHARED_DRAFTS_MAX + 2; i++) saveDraft(tab(), { ...typed, message: `pesan ${i}` }, { owner: `p${i}`, now: now - (10 - i) * 1000 });
    expect(readSharedDrafts(shared, now).map((draft) => draft.fields.message)).toEqual([6, 5, 4, 3, 2].map((i) => `pesan ${i}`));
    expect(readSharedDrafts(shared, now + SHARED_DRAFT_DAYS * day)).toEqual([]);
  });

  it("drops an unreadable value instead of throwing", () => {
    for (const raw of ["{not json", "null", '"teks"', '{"name":5,"email":null}', "[1, null]"]) {
      const tab = memoryStorage({ [FEEDBACK_DRAFT_KEY]: raw });
      const shared = memoryStorage({ [FEEDBACK_DRAFT_KEY]: raw });
      expect(loadTabDraft(tab)).toBeNull();
      expect(offered(shared)).toBeNull();
      expect(tab.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    }
  });

  it("keeps the string fields of a partly damaged draft", () => {
    const shared = memoryStorage({ [FEEDBACK_DRAFT_KEY]: JSON.stringify({ name: "Siti", email: 7, message: "pesan", extra: true }) });
    expect(offered(shared)).toEqual({ name: "Siti", email: "", message: "pesan" });
  });

  it("answers false and null when the browser refuses storage", () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(saveDraft({ tab: refusing, shared: refusing }, typed, { owner: "a" })).toBe(false);
    expect(loadTabDraft(refusing)).toBeNull();
    expect(offered(refusing)).toBeNull();
    expect(saveDraft({ tab: null, shared: null }, typed)).toBe(false);
    expect(loadTabDraft(null)).toBeNull();
  });

  it("a refused tab store still keeps the draft among the browser's", () => {
    const refusing: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    const shared = memoryStorage();
    expect(saveDraft({ tab: refusing, shared }, typed, { owner: "a" })).toBe(true);
    expect(offered(shared)).toEqual(typed);
  });
});
