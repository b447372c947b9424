// The HTML answers to the feedback form when it is sent without JavaScript (a plain form post to
// POST /api/feedback, decision 085): the prerendered Kritik & Saran page, in the site's own look, with a
// notice at the top of the form and, on an error, what the visitor typed put back into the fields.
// Pure string work over the built page, so it is unit-tested on a small fixture (form-page.test.ts).
import { feedbackPage } from "../../app/content/feedback-page";
import type { FeedbackFields } from "../../app/lib/feedback-entry";

type FormField = keyof FeedbackFields;

export interface FormNotice {
  kind: "success" | "error";
  title: string;
  text: string;
}

export interface FormPageAnswer {
  notice: FormNotice;
  /** What the visitor typed, put back into the fields (answers to an error only). */
  values?: Partial<FeedbackFields>;
  /** The field to fix: marked `aria-invalid`, described by the notice and focused when the page opens. */
  invalid?: FormField;
  /**
   * A script (its URL) the page runs: on the thank-you page, the one that forgets the sent draft. In the
   * head and blocking, so it has run before the notice can be seen: a visitor who reads "Terima kasih" and
   * goes Back at once must find the sent message marked as sent, or a tap on "Kirim" sends it again.
   */
  script?: string;
}

/** The notice's id, which the field to fix names in `aria-describedby`. */
export const NOTICE_ID = "feedback-notice";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

// A start tag whose attribute values may hold ">" (quoted values are skipped whole).
const tag = (name: string) => new RegExp(`<${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, "gi");
const SCRIPT = /<script\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/script\s*>/gi;
const TEXTAREA = /(<textarea\b(?:[^>"']|"[^"]*"|'[^']*')*>)([\s\S]*?)(<\/textarea\s*>)/gi;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

interface Attribute {
  name: string;
  value: string | undefined;
  raw: string;
}

function parseAttributes(startTag: string): { element: string; attributes: Attribute[]; end: string } {
  const element = /^<[^\s/>]+/.exec(startTag)![0];
  const end = startTag.endsWith("/>") ? "/>" : ">";
  const inner = startTag.slice(element.length, startTag.length - end.length);
  const attributes = [...inner.matchAll(ATTRIBUTE)].map(([raw, name = "", double, single, bare]) => ({
    name: name.toLowerCase(),
    value: double ?? single ?? bare,
    raw,
  }));
  return { element, attributes, end };
}

/** The start tag with `changes` applied: a string sets the attribute, `true` sets it empty, `null` removes it. */
function editTag(startTag: string, changes: Record<string, string | true | null>): string {
  const { element, attributes, end } = parseAttributes(startTag);
  const kept = attributes.filter((attribute) => !(attribute.name in changes)).map((attribute) => attribute.raw);
  const added = Object.entries(changes).flatMap(([name, value]) =>
    value === null ? [] : [value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`],
  );
  return `${element}${kept.join("")}${added.join("")}${end}`;
}

const attributeOf = (startTag: string, name: string) => parseAttributes(startTag).attributes.find((a) => a.name === name)?.value;

/** Attributes that mark the field to fix; the existing `aria-describedby` ids are kept. */
function invalidMarks(startTag: string): Record<string, string | true> {
  const describedBy = [attributeOf(startTag, "aria-describedby"), NOTICE_ID].filter(Boolean).join(" ");
  return { "aria-invalid": "true", "aria-describedby": describedBy, autofocus: true };
}

function noticeHtml({ kind, title, text }: FormNotice, focusNotice: boolean): string {
  const role = kind === "success" ? "status" : "alert";
  // With no field to fix, the notice itself takes the focus, so the page opens scrolled to it.
  const focus = focusNotice ? ' tabindex="-1" autofocus' : "";
  return (
    `<div id="${NOTICE_ID}" class="form-notice form-notice-${kind}" role="${role}"${focus}>` +
    `<p class="form-notice-title">${escapeHtml(title)}</p><p>${escapeHtml(text)}</p></div>`
  );
}

/**
 * The stand-in when the prerendered page cannot be read (or no longer holds the form): a minimal, valid
 * Indonesian page with the same fields, so an error still shows what the visitor typed.
 */
export function fallbackTemplate(): string {
  const form = feedbackPage.form;
  const field = (name: "name" | "email", label: string, type: string) =>
    `<p><label for="${name}">${escapeHtml(label)}</label><br><input id="${name}" name="${name}" type="${type}" autocomplete="${name}" value=""></p>`;
  return [
    "<!DOCTYPE html>",
    '<html lang="id">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(form.title)}</title>`,
    "<style>body{font-family:system-ui,sans-serif;line-height:1.5;margin:0 auto;max-width:40rem;padding:1rem;color:#0f172a}" +
      "input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem}" +
      ".form-notice{border:2px solid currentColor;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}" +
      ".form-notice-success{color:#064e3b}.form-notice-error{color:#7f1d1d}.form-notice-title{font-weight:700;margin:0}</style>",
    "</head>",
    "<body>",
    "<main>",
    `<h1>${escapeHtml(form.title)}</h1>`,
    // No action: the page is the form endpoint's own answer, so the form posts back to it.
    '<form method="post">',
    field("name", form.nameLabel, "text"),
    field("email", form.emailLabel, "email"),
    `<p><label for="message">${escapeHtml(form.messageLabel)}</label><br><textarea id="message" name="message" rows="6"></textarea></p>`,
    `<p><button type="submit">${escapeHtml(form.submitLabel)}</button></p>`,
    "</form>",
    '<p><a href="/">Beranda</a></p>',
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * The answer page: `template` (the prerendered /kritik-saran page; the minimal stand-in when it is
 * missing or holds no feedback form) with the notice right after the form's start tag and, on an error,
 * the typed values put back (HTML-escaped) and the field to fix marked and focused.
 *
 * The page's scripts are left out: it is served at /api/feedback, where the client router would find no
 * route to hydrate, and hydrating would reset the refilled fields to React's empty state. The page then
 * works as it does without JavaScript (the header menu and every link work without it), and the
 * stylesheet that a script would switch on (decision 110) is switched on in the HTML instead.
 */
export function renderFormPage(template: string | undefined, answer: FormPageAnswer): string {
  const page = template !== undefined ? fillForm(template, answer) : undefined;
  return page ?? fillForm(fallbackTemplate(), answer)!;
}

function fillForm(template: string, { notice, values = {}, invalid, script }: FormPageAnswer): string | undefined {
  // The feedback form is the one holding the message textarea; only its own fields are touched.
  const textarea = [...template.matchAll(TEXTAREA)].find(([, start = ""]) => attributeOf(start, "name") === "message");
  if (textarea?.index === undefined) return undefined;
  const form = [...template.slice(0, textarea.index).matchAll(tag("form"))].at(-1);
  const formEnd = /<\/form\s*>/i.exec(template.slice(textarea.index));
  if (form?.index === undefined || !formEnd) return undefined;
  const contentStart = form.index + form[0].length;
  const contentEnd = textarea.index + formEnd.index;

  const content = template
    .slice(contentStart, contentEnd)
    .replace(tag("input"), (input) => {
      const name = attributeOf(input, "name");
      if (name !== "name" && name !== "email") return input;
      return editTag(input, { value: values[name] ?? "", ...(invalid === name ? invalidMarks(input) : {}) });
    })
    // The prerendered button waits for hydration (disabled); this page has no scripts to enable it.
    .replace(tag("button"), (button) => (attributeOf(button, "type") === "submit" ? editTag(button, { disabled: null }) : button))
    .replace(TEXTAREA, (whole, start: string, _body: string, end: string) => {
      if (attributeOf(start, "name") !== "message") return whole;
      // A parser drops one newline right after <textarea>; a leading one of the visitor's must survive it.
      const message = values.message ?? "";
      const text = (/^\r?\n/.test(message) ? "\n" : "") + escapeHtml(message);
      return (invalid === "message" ? editTag(start, invalidMarks(start)) : start) + text + end;
    });

  let html = template.slice(0, contentStart) + noticeHtml(notice, invalid === undefined) + content + template.slice(contentEnd);
  html = html.replace(SCRIPT, "").replace(tag("link"), (link) => {
    if (attributeOf(link, "rel")?.toLowerCase() === "modulepreload") return "";
    // The stylesheet that the removed script switches from media="print" to its own media once loaded.
    const media = attributeOf(link, "data-beasties-media");
    return media === undefined ? link : editTag(link, { media, "data-beasties-media": null });
  });
  if (script) html = html.replace(/<\/head\s*>/i, (end) => `<script src="${escapeHtml(script)}"></script>${end}`);
  return html.replace(/<title\b[^>]*>/i, (title) => `${title}${escapeHtml(notice.title)} – `);
}
