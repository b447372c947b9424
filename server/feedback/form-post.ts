// The pieces of POST /api/feedback that serve the feedback form sent without JavaScript (decision 085):
// which requests are form posts, which come from another site, reading the body within a limit, the
// entry's id, and the notice for each answer. routes.ts puts them together; form-page.ts draws the page.
import { createHash } from "node:crypto";
import { feedbackPage } from "../../app/content/feedback-page";
import { feedbackMessages } from "../../app/content/messages-feedback";
import type { FeedbackField, FeedbackFields } from "../../app/lib/feedback-entry";
import type { FeedbackValidation } from "../../app/lib/feedback-validate";
import { fillText } from "../../app/lib/fill-text";
import { formatNumber } from "../../app/lib/format";
import { API_ERRORS, fieldError } from "./errors";
import type { FormNotice } from "./form-page";

/**
 * Room for the longest valid form: 5,000 characters of non-ASCII text take up to 9 bytes each
 * percent-encoded (three UTF-8 bytes, each written %XX), 45 KB, plus the name and the email.
 */
export const FORM_MAX_BODY_BYTES = 64 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export function isFormType(contentType: string | undefined): boolean {
  return FORM_TYPES.has(contentType?.split(";")[0]?.trim().toLowerCase() ?? "");
}

/** Whether the client takes an HTML answer: every browser navigation says so (curl's any type too). */
export function acceptsHtml(accept: string | undefined): boolean {
  return /\btext\/html\b|\*\/\*/i.test(accept ?? "");
}

export interface RequestOrigin {
  secFetchSite?: string;
  origin?: string;
  /** The host the visitor asked for: the Host header (or our own proxy's X-Forwarded-Host). */
  host?: string;
}

/**
 * Whether a form post was sent by another site's page. A plain HTML form is a "simple request": any
 * site can make a visitor's browser post it here, with no CORS preflight to refuse (the JSON API is
 * protected by its content type; a form post is not). Browsers say where the post comes from in
 * `Sec-Fetch-Site` (2020 on) and `Origin` (on every POST since about 2019). A post without either
 * header (an old browser, curl) cannot be told apart and is accepted, like any submission the API takes.
 */
export function isCrossSitePost({ secFetchSite, origin, host }: RequestOrigin): boolean {
  const site = secFetchSite?.trim().toLowerCase();
  if (site === "cross-site" || site === "same-site") return true;
  if (origin === undefined) return false;
  // "null" (a sandboxed frame, a file, a redirect from elsewhere) or garbage is not our origin.
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return true;
  }
  if (!host || (url.protocol !== "http:" && url.protocol !== "https:")) return true;
  try {
    // Parsed with the origin's scheme, so "example.id:443" and "https://example.id" are one host.
    return new URL(`${url.protocol}//${host.trim()}`).host !== url.host;
  } catch {
    return true;
  }
}

/**
 * The body, or `undefined` when it is larger than `maxBytes` (told by Content-Length or found while
 * reading a chunked body, which is then not read further).
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = request.headers.get("content-length");
  if (declared !== null && !request.headers.has("transfer-encoding") && Number(declared) > maxBytes) return undefined;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export interface PostedForm {
  fields: FeedbackFields;
  honeypot: string;
}

const FORM_FIELDS = ["name", "email", "message"] as const;

/**
 * The form's fields from a urlencoded or multipart body; `undefined` when the body is not the feedback
 * form at all (none of its fields, or not parseable), which the API then refuses as before (415).
 * Line ends are LF, as the browser form reads them from the textarea (a form post sends CRLF), so
 * the limits count the same characters.
 */
export async function parseFormBody(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<PostedForm | undefined> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return undefined;
  }
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : undefined;
  };
  const [name, email, message, honeypot] = [...FORM_FIELDS, "website"].map(text);
  if (name === undefined && email === undefined && message === undefined && honeypot === undefined) return undefined;
  return { fields: { name: name ?? "", email: email ?? "", message: message ?? "" }, honeypot: honeypot ?? "" };
}

const jakartaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * The id of an entry sent by the form: SHA-256 of the three fields (validated, so trimmed and NFC) and
 * the calendar day in Jakarta, written as a UUID of version 8 (RFC 9562). A browser that posts the same
 * form again (reload, back and resend) sends the same id, which the store keeps once. The same text
 * sent again on another day is a new entry.
 */
export function formEntryId({ name, email, message }: FeedbackFields, now: Date): string {
  const hex = createHash("sha256")
    .update(JSON.stringify([name, email, message, jakartaDay.format(now)]), "utf8")
    .digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const notice = (kind: FormNotice["kind"], { title, description }: { title: string; description: string }): FormNotice => ({
  kind,
  title,
  text: description,
});

/** The thank-you notice, the same words as the toast the JavaScript form shows. */
export const SAVED_NOTICE = notice("success", feedbackMessages.feedbackSaved);

/** The notice for a refused form, with the same words as the toast the JavaScript form would show. */
export function validationNotice(result: Exclude<FeedbackValidation, { ok: true }>): FormNotice {
  if (result.error === "incomplete") return notice("error", feedbackMessages.formIncomplete);
  if (result.error === "emailInvalid") return notice("error", feedbackMessages.emailInvalid);
  const { form } = feedbackPage;
  const label = { name: form.nameLabel, email: form.emailLabel, message: form.messageLabel }[result.field];
  return notice("error", {
    title: form.tooLong.title,
    description: fillText(form.tooLong.description, { field: label, max: result.max }),
  });
}

const KEPT = "Tulisan Anda masih ada di formulir.";

/** The answers only the server gives (the browser form has no toast for them). */
export const FORM_NOTICES = {
  crossSite: {
    kind: "error",
    title: "Kiriman Ditolak",
    text: "Formulir ini hanya dapat dikirim dari halaman Kritik & Saran situs ini. Silakan isi dan kirim formulir di bawah ini.",
  },
  tooLarge: {
    kind: "error",
    title: "Kiriman Terlalu Besar",
    text: "Isian formulir lebih besar daripada yang dapat kami terima, sehingga belum tersimpan. Gunakan tombol Kembali di browser untuk mengambil tulisan Anda, persingkat, lalu kirim lagi.",
  },
  serverError: { kind: "error", title: "Masukan Belum Tersimpan", text: `${API_ERRORS.server_error} ${KEPT}` },
} as const satisfies Record<string, FormNotice>;

export function rateLimitedNotice(retryAfterSeconds: number): FormNotice {
  return {
    kind: "error",
    title: "Terlalu Banyak Kiriman",
    text: `Masukan Anda belum tersimpan karena ada terlalu banyak kiriman dari alamat Anda. Mohon tunggu ${formatNumber(retryAfterSeconds)} detik, lalu kirim lagi. ${KEPT}`,
  };
}

/** A field the wire schema refused after the form's own rules passed it (should not happen). */
export function fieldNotice(field: FeedbackField): FormNotice {
  return { kind: "error", title: "Isian Tidak Valid", text: fieldError(field).message };
}
