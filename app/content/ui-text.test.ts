import { describe, expect, it } from "vitest";
import { uiText } from "./ui-text";

describe("uiText", () => {
  it("holds only non-empty, trimmed strings", () => {
    for (const value of Object.values(uiText)) {
      expect(value.trim()).toBe(value);
      expect(value.length).toBeGreaterThan(0);
    }
  });

  it("keeps both placeholders of the gallery count", () => {
    expect(uiText.galleryCount).toContain("{shown}");
    expect(uiText.galleryCount).toContain("{total}");
  });
});
