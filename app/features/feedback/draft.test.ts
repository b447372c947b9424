import { describe, expect, it } from "vitest";
import { FEEDBACK_DRAFT_KEY, loadDraft, saveDraft } from "./draft";
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

describe("feedback draft", () => {
  it("keeps what was typed and gives it back", () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, typed)).toBe(true);
    expect(loadDraft(storage)).toEqual(typed);
  });

  it("keeps a draft with only some fields filled", () => {
    const storage = memoryStorage();
    saveDraft(storage, { name: "", email: "", message: "baru separuh" });
    expect(loadDraft(storage)).toEqual({ name: "", email: "", message: "baru separuh" });
  });

  it("removes the draft when every field is empty (sent or cleared)", () => {
    const storage = memoryStorage();
    saveDraft(storage, typed);
    saveDraft(storage, { name: "", email: "", message: "" });
    expect(storage.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    expect(loadDraft(storage)).toBeNull();
  });

  it("drops an unreadable value instead of throwing", () => {
    for (const raw of ["{not json", "[]", "null", '"teks"', '{"name":5,"email":null}']) {
      const storage = memoryStorage({ [FEEDBACK_DRAFT_KEY]: raw });
      expect(loadDraft(storage)).toBeNull();
      expect(storage.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    }
  });

  it("keeps the string fields of a partly damaged draft", () => {
    const storage = memoryStorage({ [FEEDBACK_DRAFT_KEY]: JSON.stringify({ name: "Siti", email: 7, message: "pesan", extra: true }) });
    expect(loadDraft(storage)).toEqual({ name: "Siti", email: "", message: "pesan" });
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
    expect(saveDraft(refusing, typed)).toBe(false);
    expect(loadDraft(refusing)).toBeNull();
    expect(saveDraft(null, typed)).toBe(false);
    expect(loadDraft(null)).toBeNull();
  });
});
