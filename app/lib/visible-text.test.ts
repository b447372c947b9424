import { describe, expect, it } from "vitest";
import { hasVisibleText, normalizeStoredText } from "./visible-text";

describe("hasVisibleText", () => {
  it.each([
    ["empty", ""],
    ["spaces, tabs and line breaks", " \t\n\r"],
    ["no-break and ideographic spaces", "\u00a0\u3000\u2028"],
    ["zero-width space, joiners and BOM", "\u200b\u200c\u200d\u2060\ufeff"],
    ["Hangul fillers", "\u3164\u115f\u1160\uffa0"],
    ["NUL and other C0/C1 controls", "\u0000\u0007\u001b\u007f\u0085\u009b"],
    ["bidi controls and marks", "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"],
    ["noncharacters", "\ufdd0\ufffe\uffff\u{1fffe}\u{10ffff}"],
    ["soft hyphen, combining grapheme joiner, variation selector", "\u00ad\u034f\ufe0f"],
    ["tag characters", "\u{e0001}\u{e0041}\u{e007f}"],
    ["a lone surrogate", "\ud800"],
    ["the blank Braille pattern", "\u2800\u2800"],
  ])("finds nothing visible in %s", (_label, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it.each([
    ["Latin letters", "Siti"],
    ["one letter between invisible characters", "\u200b a \u3164"],
    ["Arabic script", "شكرا"],
    ["Hangul syllables", "한국어"],
    ["an emoji", "🙏"],
    ["a digit", "7"],
    ["punctuation", "?"],
    ["an e with a combining accent", "e\u0301"],
  ])("finds %s visible", (_label, text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
});

describe("normalizeStoredText", () => {
  it("composes to NFC and trims", () => {
    expect(normalizeStoredText("  Jose\u0301 \n")).toBe("José");
    expect(normalizeStoredText("Jos\u00e9")).toBe("José");
    expect(normalizeStoredText("\u1100\u1161")).toBe("\uac00");
  });

  it("keeps inner line breaks", () => {
    expect(normalizeStoredText("Baris 1\nBaris 2")).toBe("Baris 1\nBaris 2");
  });
});
