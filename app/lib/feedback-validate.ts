import { isValidEmail } from "./email";
import { hasVisibleText, normalizeStoredText } from "./visible-text";
import { FEEDBACK_LIMITS, type FeedbackFields } from "./feedback-entry";

export type FeedbackField = keyof FeedbackFields;

export type FeedbackValidation =
  | { ok: true; value: FeedbackFields }
  | { ok: false; error: "incomplete"; field: FeedbackField }
  | { ok: false; error: "emailInvalid"; field: "email" }
  | { ok: false; error: "tooLong"; field: FeedbackField; max: number };

const ORDER: readonly FeedbackField[] = ["name", "email", "message"];

/**
 * SPEC §5 contact-form rules: every field must hold more than white space (checked first; text made only
 * of invisible characters such as zero-width spaces counts as empty), then the email must match the
 * shared SPEC §5 pattern; last, no field may be longer than the office's API accepts (FEEDBACK_LIMITS),
 * so the form never thanks for an entry the office would refuse. `field` names the field to focus. The
 * value returned on success is trimmed at both ends and NFC-normalised; inner line breaks are kept.
 */
export function validateFeedback(fields: FeedbackFields): FeedbackValidation {
  const value = { name: normalizeStoredText(fields.name), email: normalizeStoredText(fields.email), message: normalizeStoredText(fields.message) };
  const empty = ORDER.find((field) => !hasVisibleText(value[field]));
  if (empty) return { ok: false, error: "incomplete", field: empty };
  if (!isValidEmail(value.email)) return { ok: false, error: "emailInvalid", field: "email" };
  const tooLong = ORDER.find((field) => value[field].length > FEEDBACK_LIMITS[field]);
  if (tooLong) return { ok: false, error: "tooLong", field: tooLong, max: FEEDBACK_LIMITS[tooLong] };
  return { ok: true, value };
}
