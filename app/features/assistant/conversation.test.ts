// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { loadConversation, MAX_TURNS, resetConversation, saveConversation, type Turn } from "./conversation";

const turn = (id: number): Turn => ({ id, question: `q${id}`, answer: `a${id}`, link: "/", fallback: false });

beforeEach(() => {
  resetConversation();
  sessionStorage.clear();
});

describe("conversation", () => {
  it("survives a page load through sessionStorage, keeping the newest turns", () => {
    saveConversation(Array.from({ length: MAX_TURNS + 5 }, (_, index) => turn(index + 1)));
    resetConversation();
    const loaded = loadConversation();
    expect(loaded).toHaveLength(MAX_TURNS);
    expect(loaded[0]?.id).toBe(6);
  });

  it("a damaged stored value starts an empty conversation; malformed turns are dropped", () => {
    sessionStorage.setItem("siWakafConversation", "{not json");
    expect(loadConversation()).toEqual([]);
    resetConversation();
    sessionStorage.setItem("siWakafConversation", JSON.stringify([turn(1), { id: "x" }]));
    expect(loadConversation()).toEqual([turn(1)]);
  });

  it("keeps an unsure turn's suggested questions; a turn with malformed suggestions is dropped", () => {
    const unsure: Turn = { ...turn(2), fallback: true, suggestions: ["Apa itu wakaf?", "Apa itu nazhir?"] };
    saveConversation([turn(1), unsure]);
    resetConversation();
    expect(loadConversation()).toEqual([turn(1), unsure]);
    resetConversation();
    sessionStorage.setItem("siWakafConversation", JSON.stringify([turn(1), { ...turn(3), suggestions: [1, 2] }]));
    expect(loadConversation()).toEqual([turn(1)]);
  });
});
