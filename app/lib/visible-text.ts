// Whether a visitor's text holds anything a person can read. A name made only of zero-width spaces,
// Hangul fillers, NUL, bidi controls or noncharacters looks empty to the office but passes a
// `trim() !== ""` check; the feedback form and the API refuse it like an empty field.

// Characters that draw nothing: white space, controls (C0/C1), format characters (zero-width space and
// joiners, bidi controls, tags), lone surrogates, noncharacters, the default-ignorable code points
// (Hangul fillers, variation selectors, combining grapheme joiner) and the blank Braille pattern.
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{Noncharacter_Code_Point}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** True when the text has at least one character that renders as something. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * The stored form of a visitor's text: trimmed and in Unicode NFC, so "é" typed as e + combining
 * accent and "é" typed as one character are the same text in the database and the export.
 */
export function normalizeStoredText(text: string): string {
  return text.normalize("NFC").trim();
}
