// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { FEEDBACK_DRAFT_KEY, FEEDBACK_SENT_KEY, forgetSentDraftScript, restoreDraftScript } from "./feedback-draft";

// The inline script as the browser runs it: right after the form, `document.currentScript` being itself.
function runAfterForm(html: string, restoredByBrowser: Record<string, string> = {}) {
  document.body.innerHTML = `${html}<script id="restore"></script>`;
  // What the browser gives back into the fields on Back, before the script after the form runs.
  for (const [name, text] of Object.entries(restoredByBrowser)) (document.querySelector(`[name=${name}]`) as HTMLInputElement).value = text;
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => document.getElementById("restore") });
  new Function(restoreDraftScript())();
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Reflect.deleteProperty(document, "currentScript");
});

const value = (name: string) => (document.querySelector(`[name=${name}]`) as HTMLInputElement).value;

describe("the kept draft, put back while the page is parsed", () => {
  it("fills the form's empty fields from the draft, never over text already there", () => {
    sessionStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ name: "Rahmat", email: "rahmat@example.id", message: "Draf panjang", website: "" }));
    runAfterForm(`<form><input name="name" value="Ra"><input name="email"><textarea name="message"></textarea><input name="website"></form>`);
    expect([value("name"), value("email"), value("message"), value("website")]).toEqual(["Ra", "rahmat@example.id", "Draf panjang", ""]);
  });

  it("puts back this tab's own draft only: the browser's last may be another open tab's", () => {
    localStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ name: "", email: "", message: "Tab lain" }));
    runAfterForm(`<form><textarea name="message"></textarea></form>`);
    expect(value("message")).toBe("");
    sessionStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ name: "", email: "", message: "Tab ini" }));
    runAfterForm(`<form><textarea name="message"></textarea></form>`);
    expect(value("message")).toBe("Tab ini");
  });

  it("empties the fields the browser refilled with the message the server confirmed (Back after a native send)", () => {
    const form = `<form><input name="name"><input name="email"><textarea name="message"></textarea></form>`;
    sessionStorage.setItem(FEEDBACK_SENT_KEY, "Sudah terkirim");
    runAfterForm(form, { name: "Iis", email: "iis@example.id", message: "Sudah terkirim" });
    // The browser refills the fields when the page has loaded, just before `pageshow`.
    dispatchEvent(new Event("pageshow"));
    expect([value("name"), value("email"), value("message")]).toEqual(["", "", ""]);
    // Another text is the visitor's: kept.
    runAfterForm(form, { name: "Iis", message: "Pesan baru" });
    dispatchEvent(new Event("pageshow"));
    expect([value("name"), value("message")]).toEqual(["Iis", "Pesan baru"]);
  });

  it("does nothing without a draft, or with an unreadable one", () => {
    runAfterForm(`<form><input name="name"></form>`);
    expect(value("name")).toBe("");
    sessionStorage.setItem(FEEDBACK_DRAFT_KEY, "{rusak");
    runAfterForm(`<form><input name="name"></form>`);
    expect(value("name")).toBe("");
  });
});

describe("the thank-you page after a native send forgets the sent draft", () => {
  const sent = JSON.stringify({ name: "Iis", email: "iis@example.id", message: "Terkirim", website: "" });

  it("removes this tab's draft and the browser's last draft when it is the same text", () => {
    sessionStorage.setItem(FEEDBACK_DRAFT_KEY, sent);
    localStorage.setItem(FEEDBACK_DRAFT_KEY, sent);
    new Function(forgetSentDraftScript())();
    expect([sessionStorage.getItem(FEEDBACK_DRAFT_KEY), localStorage.getItem(FEEDBACK_DRAFT_KEY)]).toEqual([null, null]);
    // Noted in the tab, for Back to the form (which the browser refills with the sent text).
    expect(sessionStorage.getItem(FEEDBACK_SENT_KEY)).toBe("Terkirim");
  });

  it("compares the messages: the browser's last draft names the page that kept it", () => {
    sessionStorage.setItem(FEEDBACK_DRAFT_KEY, sent);
    localStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ ...JSON.parse(sent), owner: "x1" }));
    new Function(forgetSentDraftScript())();
    expect(localStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
  });

  it("leaves another tab's later draft", () => {
    const other = { name: "", email: "", message: "Tab lain masih menulis" };
    sessionStorage.setItem(FEEDBACK_DRAFT_KEY, sent);
    localStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify(other));
    new Function(forgetSentDraftScript())();
    expect(sessionStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(FEEDBACK_DRAFT_KEY)!)).toEqual([other]);
  });

  it("among the browser's drafts (one per page), removes those holding the sent message and keeps the others", () => {
    const other = { name: "Budi", email: "", message: "Tab lain masih menulis", owner: "b2", at: 2 };
    sessionStorage.setItem(FEEDBACK_DRAFT_KEY, sent);
    localStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify([{ ...JSON.parse(sent), owner: "a1", at: 1 }, other]));
    new Function(forgetSentDraftScript())();
    expect(JSON.parse(localStorage.getItem(FEEDBACK_DRAFT_KEY)!)).toEqual([other]);
  });
});
