import { describe, expect, it } from "vitest";
import { assistant } from "./assistant";
import { AssistantTextSchema } from "./assistant.schema";
import { parseContent } from "./parse";

// The panel texts load lazily in the browser, without zod; this test is their validation (CI runs it).
describe("assistant texts", () => {
  it("are valid and keep the SPEC's exact strings", () => {
    expect(() => parseContent("app/content/assistant.ts", AssistantTextSchema, assistant)).not.toThrow();
  });

  it("ask the four SPEC example questions: what wakaf is, how to give, where the land is, conditions and pillars", () => {
    const [what, how, where, rules] = assistant.examples;
    expect(what).toMatch(/apa itu wakaf/i);
    expect(how).toMatch(/cara berwakaf/i);
    expect(where).toMatch(/lokasi tanah wakaf/i);
    expect(rules).toMatch(/syarat dan rukun/i);
  });

  it("names the field of a mistake", () => {
    expect(() =>
      parseContent("app/content/assistant.ts", AssistantTextSchema, { ...assistant, examples: assistant.examples.slice(1) }),
    ).toThrowError(/field "examples": harus ada tepat 4 contoh pertanyaan/);
  });
});
