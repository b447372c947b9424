import { describe, expect, it } from "vitest";
import { FEEDBACK_DRAFT_KEY } from "~/lib/feedback-draft";
import { loadTabDraft, offeredDraft, readDraft, saveDraft } from "./draft";
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

describe("feedback draft", () => {
  it("keeps what was typed and gives it back in the same tab (a reload)", () => {
    const stores = browser().tab();
    expect(saveDraft(stores, typed)).toBe(true);
    expect(loadTabDraft(stores.tab)).toEqual(typed);
  });

  it("keeps a draft with only some fields filled", () => {
    const stores = browser().tab();
    saveDraft(stores, { name: "", email: "", message: "baru separuh" });
    expect(loadTabDraft(stores.tab)).toEqual({ name: "", email: "", message: "baru separuh" });
  });

  it("removes the draft when every field is empty (sent or cleared)", () => {
    const stores = browser().tab();
    saveDraft(stores, typed, { owner: "a" });
    saveDraft(stores, EMPTY, { owner: "a", previous: typed });
    expect(stores.tab.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    expect(stores.shared.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    expect(loadTabDraft(stores.tab)).toBeNull();
    expect(offeredDraft(readDraft(stores.shared), NONE_OPEN)).toBeNull();
  });

  it("a tab opened after the one that kept it was closed gets the browser's last draft", () => {
    const { tab, shared } = browser();
    saveDraft(tab(), typed, { owner: "a" });
    const next = tab();
    expect(loadTabDraft(next.tab)).toBeNull();
    expect(offeredDraft(readDraft(shared), NONE_OPEN)).toEqual(typed);
  });

  it("a tab opened while the one that keeps it is still open does not take its message over", () => {
    const { tab, shared } = browser();
    saveDraft(tab(), typed, { owner: "a" });
    expect(offeredDraft(readDraft(shared), new Set(["a"]))).toBeNull();
    // A draft kept before the page's code ran names no page: it is offered.
    shared.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify(typed));
    expect(offeredDraft(readDraft(shared), new Set(["a"]))).toEqual(typed);
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
    // The first tab sends: the second tab's text is still the browser's last draft.
    saveDraft(first, EMPTY, { owner: "a", previous: typed });
    expect(loadTabDraft(first.tab)).toBeNull();
    expect(offeredDraft(readDraft(shared), NONE_OPEN)).toEqual(other);
    // The second sends too: nothing is left to send twice.
    saveDraft(second, EMPTY, { owner: "b", previous: other });
    expect(offeredDraft(readDraft(shared), NONE_OPEN)).toBeNull();
  });

  it("an empty form that never kept anything leaves the browser's last draft alone", () => {
    const { tab, shared } = browser();
    saveDraft(tab(), typed, { owner: "a" });
    saveDraft({ tab: null, shared }, EMPTY, { owner: "b", previous: null });
    expect(offeredDraft(readDraft(shared), NONE_OPEN)).toEqual(typed);
  });

  it("drops an unreadable value instead of throwing", () => {
    for (const raw of ["{not json", "[]", "null", '"teks"', '{"name":5,"email":null}']) {
      const tab = memoryStorage({ [FEEDBACK_DRAFT_KEY]: raw });
      const shared = memoryStorage({ [FEEDBACK_DRAFT_KEY]: raw });
      expect(loadTabDraft(tab)).toBeNull();
      expect(offeredDraft(readDraft(shared), NONE_OPEN)).toBeNull();
      expect(tab.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
      expect(shared.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    }
  });

  it("keeps the string fields of a partly damaged draft", () => {
    const shared = memoryStorage({ [FEEDBACK_DRAFT_KEY]: JSON.stringify({ name: "Siti", email: 7, message: "pesan", extra: true }) });
    expect(offeredDraft(readDraft(shared), NONE_OPEN)).toEqual({ name: "Siti", email: "", message: "pesan" });
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
    expect(saveDraft({ tab: refusing, shared: refusing }, typed)).toBe(false);
    expect(loadTabDraft(refusing)).toBeNull();
    expect(offeredDraft(readDraft(refusing), NONE_OPEN)).toBeNull();
    expect(saveDraft({ tab: null, shared: null }, typed)).toBe(false);
    expect(loadTabDraft(null)).toBeNull();
  });

  it("a refused tab store still keeps the browser's last draft", () => {
    const refusing: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    const shared = memoryStorage();
    expect(saveDraft({ tab: refusing, shared }, typed)).toBe(true);
    expect(offeredDraft(readDraft(shared), NONE_OPEN)).toEqual(typed);
  });
});
