import { isValidEmail } from "~/lib/email";
import { hasVisibleText, normalizeText } from "~/lib/visible-text";

export interface FeedbackFields {
  name: string;
  email: string;
  message: string;
}

export type FeedbackField = keyof FeedbackFields;

export type FeedbackValidation =
  | { ok: true; value: FeedbackFields }
  | { ok: false; error: "incomplete"; field: FeedbackField }
  | { ok: false; error: "emailInvalid"; field: "email" };

const ORDER: readonly FeedbackField[] = ["name", "email", "message"];

/**
 * SPEC §5 contact-form rules: every field must hold more than white space (checked first; text made only
 * of invisible characters such as zero-width spaces counts as empty), then the email must match the
 * shared SPEC §5 pattern. `field` names the field to focus. The value returned on success is trimmed at
 * both ends and NFC-normalised; inner line breaks of the message are kept.
 */
export function validateFeedback(fields: FeedbackFields): FeedbackValidation {
  const value = { name: normalizeText(fields.name), email: normalizeText(fields.email), message: normalizeText(fields.message) };
  const empty = ORDER.find((field) => !hasVisibleText(value[field]));
  if (empty) return { ok: false, error: "incomplete", field: empty };
  if (!isValidEmail(value.email)) return { ok: false, error: "emailInvalid", field: "email" };
  return { ok: true, value };
}
