import { describe, expect, it } from "vitest";
import { FEEDBACK_DRAFT_KEY } from "~/lib/feedback-draft";
import { loadDraft, saveDraft } from "./draft";
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

/** One browser: its localStorage, shared by every tab, and a sessionStorage per tab. */
function browser() {
  const shared = memoryStorage();
  return { shared, tab: () => ({ tab: memoryStorage(), shared }) };
}

describe("feedback draft", () => {
  it("keeps what was typed and gives it back", () => {
    const stores = browser().tab();
    expect(saveDraft(stores, typed)).toBe(true);
    expect(loadDraft(stores)).toEqual(typed);
  });

  it("keeps a draft with only some fields filled", () => {
    const stores = browser().tab();
    saveDraft(stores, { name: "", email: "", message: "baru separuh" });
    expect(loadDraft(stores)).toEqual({ name: "", email: "", message: "baru separuh" });
  });

  it("removes the draft when every field is empty (sent or cleared)", () => {
    const stores = browser().tab();
    saveDraft(stores, typed);
    saveDraft(stores, EMPTY);
    expect(stores.tab.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    expect(stores.shared.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    expect(loadDraft(stores)).toBeNull();
  });

  it("a new visit after the tab was closed gets the browser's last draft", () => {
    const { tab } = browser();
    saveDraft(tab(), typed);
    expect(loadDraft(tab())).toEqual(typed);
  });

  it("two tabs keep each its own message, and sending one leaves the other", () => {
    const { tab, shared } = browser();
    const first = tab();
    const second = tab();
    const other = { name: "Budi", email: "", message: "Pesan dari tab kedua" };
    saveDraft(first, typed);
    saveDraft(second, other);
    // A reload of either tab gives back its own text, not the one typed last in the other.
    expect(loadDraft(first)).toEqual(typed);
    expect(loadDraft(second)).toEqual(other);
    // The first tab sends: the second tab's text is still the browser's last draft.
    saveDraft(first, EMPTY);
    expect(loadDraft(first)).toEqual(other);
    expect(JSON.parse(shared.data.get(FEEDBACK_DRAFT_KEY)!)).toEqual(other);
    expect(loadDraft(second)).toEqual(other);
    // The second sends too: nothing is left to send twice.
    saveDraft(second, EMPTY);
    expect(loadDraft(tab())).toBeNull();
  });

  it("without a tab store (refused) the browser's last draft works as one draft", () => {
    const shared = memoryStorage();
    saveDraft({ tab: null, shared }, typed);
    expect(loadDraft({ tab: null, shared })).toEqual(typed);
    saveDraft({ tab: null, shared }, EMPTY);
    expect(shared.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
  });

  it("drops an unreadable value instead of throwing", () => {
    for (const raw of ["{not json", "[]", "null", '"teks"', '{"name":5,"email":null}']) {
      const tab = memoryStorage({ [FEEDBACK_DRAFT_KEY]: raw });
      const shared = memoryStorage({ [FEEDBACK_DRAFT_KEY]: raw });
      expect(loadDraft({ tab, shared })).toBeNull();
      expect(tab.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
      expect(shared.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    }
  });

  it("keeps the string fields of a partly damaged draft", () => {
    const shared = memoryStorage({ [FEEDBACK_DRAFT_KEY]: JSON.stringify({ name: "Siti", email: 7, message: "pesan", extra: true }) });
    expect(loadDraft({ tab: memoryStorage(), shared })).toEqual({ name: "Siti", email: "", message: "pesan" });
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
    expect(loadDraft({ tab: refusing, shared: refusing })).toBeNull();
    expect(saveDraft({ tab: null, shared: null }, typed)).toBe(false);
    expect(loadDraft({ tab: null, shared: null })).toBeNull();
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
    expect(loadDraft({ tab: refusing, shared })).toEqual(typed);
  });
});
