import { describe, expect, it } from "vitest";
import { feedbackMessages } from "../../app/content/messages-feedback";
import { NOTICE_ID, escapeHtml, fallbackTemplate, renderFormPage, type FormNotice } from "./form-page";

// The shape of the prerendered /kritik-saran page after the postbuild steps (beasties re-serialises
// `value=""` as `value`, the stylesheet waits behind media="print", the boot scripts are inline).
const PAGE = `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>Kritik &amp; Saran | SIMPATI WAKAF</title>
<link rel="stylesheet" href="/assets/app-x.css" media="print" data-beasties-media="all"><noscript><link rel="stylesheet" href="/assets/app-x.css"></noscript>
<link rel="modulepreload" href="/assets/entry.js">
</head><body><header><form action="/cari" class="search"><input name="email" type="email" value></form></header>
<main><section class="card"><form method="post" action="/api/feedback" novalidate class="mt-6 grid gap-5">
<input id="r-name" type="text" class="field" name="name" value>
<input id="r-email" type="email" placeholder="a > b" class="field" name="email" value="">
<textarea id="r-message" name="message" rows="6" class="field resize-y"></textarea>
<div aria-hidden="true"><input id="r-website" type="text" tabindex="-1" name="website" value></div>
<button type="submit" class="btn" disabled>Kirim Masukan</button><button type="button" disabled>Lain</button></form></section></main>
<script>window.__reactRouterContext = {};</script><script type="module" async>import("/assets/entry.js");</script>
<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media='all'})</script>
</body></html>`;

const error: FormNotice = { kind: "error", title: "Form Belum Lengkap", text: "Mohon lengkapi semua field yang tersedia." };
const success: FormNotice = { kind: "success", title: feedbackMessages.feedbackSaved.title, text: feedbackMessages.feedbackSaved.description };

/** The start tag of the element with this id. */
const startTag = (html: string, id: string) => new RegExp(`<[a-z]+ (?:[^>"]|"[^"]*")*?id="${id}"(?:[^>"]|"[^"]*")*>`).exec(html)?.[0] ?? "";
const textarea = (html: string) => /<textarea[^>]*name="message"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1];

describe("renderFormPage", () => {
  it("puts the success notice right after the feedback form's start tag, fields empty", () => {
    const html = renderFormPage(PAGE, { notice: success });
    const formStart = '<form method="post" action="/api/feedback" novalidate class="mt-6 grid gap-5">';
    expect(html).toContain(
      `${formStart}<div id="${NOTICE_ID}" class="form-notice form-notice-success" role="status" tabindex="-1" autofocus>` +
        '<p class="form-notice-title">Terima Kasih! 🙏</p>' +
        "<p>Kritik dan saran Anda telah kami terima. Kami akan menindaklanjuti masukan Anda.</p></div>",
    );
    expect(html.match(/form-notice /g)).toHaveLength(1);
    expect(startTag(html, "r-name")).toMatch(/ value=""/);
    expect(textarea(html)).toBe("");
    expect(html).not.toContain("aria-invalid");
  });

  it("gives an error notice role=alert and puts the typed values back, escaped", () => {
    const hostile = '"><script>alert(1)</script>';
    const html = renderFormPage(PAGE, {
      notice: { ...error, title: "A & <B>" },
      values: { name: hostile, email: `x' onfocus='alert(1)&<"`, message: `</textarea><script>alert(1)</script> & "kutip" 'satu'` },
      invalid: "email",
    });
    expect(startTag(html, NOTICE_ID)).toContain('role="alert"');
    expect(html).toContain('<p class="form-notice-title">A &amp; &lt;B&gt;</p>');
    expect(startTag(html, "r-name")).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(startTag(html, "r-email")).toContain(`value="x&#39; onfocus=&#39;alert(1)&amp;&lt;&quot;"`);
    expect(textarea(html)).toBe("&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;kutip&quot; &#39;satu&#39;");
    // Nothing the visitor typed became markup: the only <script> left would be ours, and none is.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("onfocus='");
  });

  it("marks the field to fix: aria-invalid, described by the notice, focused; the notice is not", () => {
    const html = renderFormPage(PAGE, { notice: error, values: { name: "Siti", email: "siti@contoh", message: "Halo" }, invalid: "email" });
    const email = startTag(html, "r-email");
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain(`aria-describedby="${NOTICE_ID}"`);
    expect(email).toMatch(/ autofocus[ >]/);
    expect(email).toContain('placeholder="a > b"');
    expect(email.match(/ value=/g)).toHaveLength(1);
    expect(html.match(/autofocus/g)).toHaveLength(1);
    expect(startTag(html, NOTICE_ID)).not.toContain("tabindex");
    expect(startTag(html, "r-name")).not.toContain("aria-invalid");

    const message = renderFormPage(PAGE, { notice: error, values: { name: "Siti", email: "", message: " " }, invalid: "message" });
    expect(message).toMatch(/<textarea id="r-message" name="message" rows="6" class="field resize-y" aria-invalid="true" aria-describedby="feedback-notice" autofocus> <\/textarea>/);
  });

  it("touches only the feedback form's own fields (not the honeypot, not another form)", () => {
    const html = renderFormPage(PAGE, { notice: error, values: { name: "Siti", email: "siti@contoh.id", message: "Halo" } });
    expect(html).toContain('<form action="/cari" class="search"><input name="email" type="email" value></form>');
    expect(startTag(html, "r-website")).toBe('<input id="r-website" type="text" tabindex="-1" name="website" value>');
    expect(startTag(html, "r-email")).toContain('value="siti@contoh.id"');
  });

  it("keeps a leading line break and the inner ones of the message", () => {
    const html = renderFormPage(PAGE, { notice: error, values: { message: "\nBaris 1\nBaris 2" } });
    expect(textarea(html)).toBe("\n\nBaris 1\nBaris 2");
  });

  it("leaves out the scripts and switches the stylesheet on in the HTML", () => {
    const html = renderFormPage(PAGE, { notice: success });
    expect(html).not.toMatch(/<script|modulepreload|data-beasties-media/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-x.css" media="all">');
    expect(html).toContain("<noscript><link rel=\"stylesheet\" href=\"/assets/app-x.css\"></noscript>");
  });

  it("runs the one script it is given (the thank-you page's) in the head, before anything is shown", () => {
    const html = renderFormPage(PAGE, { notice: success, script: "/api/feedback/draft-sent.js" });
    expect(html).toContain('<script src="/api/feedback/draft-sent.js"></script></head>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("enables the submit button, which would otherwise wait for a hydration that never comes", () => {
    const html = renderFormPage(PAGE, { notice: success });
    expect(html).toContain('<button type="submit" class="btn">Kirim Masukan</button><button type="button" disabled>Lain</button>');
  });

  it("names the outcome first in the page title", () => {
    expect(renderFormPage(PAGE, { notice: success })).toContain("<title>Terima Kasih! 🙏 – Kritik &amp; Saran | SIMPATI WAKAF</title>");
  });

  it.each([
    ["no page", undefined],
    ["a page without the feedback form", "<!DOCTYPE html><html><body><h1>Lain</h1></body></html>"],
  ])("answers a minimal Indonesian page with the same notice and values when there is %s", (_label, template) => {
    const html = renderFormPage(template, { notice: error, values: { name: "<b>Siti</b>", email: "", message: "Pesan & saran" }, invalid: "email" });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="id">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<p class="form-notice-title">Form Belum Lengkap</p><p>Mohon lengkapi semua field yang tersedia.</p>');
    expect(startTag(html, "name")).toContain('value="&lt;b&gt;Siti&lt;/b&gt;"');
    expect(startTag(html, "email")).toContain('aria-invalid="true"');
    expect(textarea(html)).toBe("Pesan &amp; saran");
    expect(html).not.toMatch(/<script/i);
  });

  it("has a fallback page whose form posts back to the endpoint and is labelled", () => {
    const page = fallbackTemplate();
    expect(page).toContain('<form method="post">');
    for (const id of ["name", "email", "message"]) expect(page).toContain(`<label for="${id}">`);
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and quoted attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;");
  });
});
