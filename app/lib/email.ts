// SPEC §5: an email is non-space text, an @, then a domain with a dot. Shared by the feedback form
// and the feedback API so the browser and the server accept exactly the same addresses.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
