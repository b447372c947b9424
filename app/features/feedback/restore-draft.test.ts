// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { FEEDBACK_DRAFT_KEY, restoreDraftScript } from "./draft";

// The inline script as the browser runs it: right after the form, `document.currentScript` being itself.
function runAfterForm(html: string) {
  document.body.innerHTML = `${html}<script id="restore"></script>`;
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => document.getElementById("restore") });
  new Function(restoreDraftScript())();
}

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(document, "currentScript");
});

const value = (name: string) => (document.querySelector(`[name=${name}]`) as HTMLInputElement).value;

describe("the kept draft, put back while the page is parsed", () => {
  it("fills the form's empty fields from the draft, never over text already there", () => {
    localStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ name: "Rahmat", email: "rahmat@example.id", message: "Draf panjang", website: "" }));
    runAfterForm(`<form><input name="name" value="Ra"><input name="email"><textarea name="message"></textarea><input name="website"></form>`);
    expect([value("name"), value("email"), value("message"), value("website")]).toEqual(["Ra", "rahmat@example.id", "Draf panjang", ""]);
  });

  it("does nothing without a draft, or with an unreadable one", () => {
    runAfterForm(`<form><input name="name"></form>`);
    expect(value("name")).toBe("");
    localStorage.setItem(FEEDBACK_DRAFT_KEY, "{rusak");
    runAfterForm(`<form><input name="name"></form>`);
    expect(value("name")).toBe("");
  });
});
