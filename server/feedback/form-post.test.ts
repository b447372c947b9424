import { describe, expect, it } from "vitest";
import { checkFeedbackEntry } from "../../app/lib/feedback-entry.schema";
import { FORM_MAX_BODY_BYTES, acceptsHtml, formEntryId, isCrossSitePost, isFormType, parseFormBody, readBodyWithin } from "./form-post";

const fields = { name: "Siti Aminah", email: "siti@contoh.id", message: "Pelayanan sudah baik." };
const encode = (text: string) => new TextEncoder().encode(text);

describe("isCrossSitePost", () => {
  it.each([
    ["Sec-Fetch-Site cross-site", { secFetchSite: "cross-site", host: "portal.example" }],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { secFetchSite: "same-site", host: "portal.example" }],
    ["a foreign Origin", { origin: "https://jahat.example", host: "portal.example" }],
    ["a foreign Origin with a same-origin Sec-Fetch-Site", { secFetchSite: "same-origin", origin: "https://jahat.example", host: "portal.example" }],
    ["the same host on another port", { origin: "http://portal.example:8080", host: "portal.example" }],
    ["Origin null (sandboxed frame, file, redirect)", { origin: "null", host: "portal.example" }],
    ["an Origin of another scheme", { origin: "ftp://portal.example", host: "portal.example" }],
  ])("refuses %s", (_label, request) => {
    expect(isCrossSitePost(request)).toBe(true);
  });

  it.each([
    ["no headers at all (an old browser, curl)", { host: "portal.example" }],
    ["Sec-Fetch-Site same-origin", { secFetchSite: "same-origin", host: "portal.example" }],
    ["Sec-Fetch-Site none (typed by the visitor)", { secFetchSite: "none", host: "portal.example" }],
    ["the same Origin", { origin: "https://portal.example", host: "portal.example" }],
    ["the same Origin, host in capitals and with the default port", { origin: "https://portal.example", host: "PORTAL.example:443" }],
    ["the same Origin with a port", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }],
  ])("accepts %s", (_label, request) => {
    expect(isCrossSitePost(request)).toBe(false);
  });
});

describe("formEntryId", () => {
  const at = (iso: string) => new Date(iso);

  it("is a version-8 UUID that the wire schema accepts", () => {
    const id = formEntryId(fields, at("2025-03-14T02:30:00.000Z"));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(checkFeedbackEntry({ id, ...fields, timestamp: "2025-03-14T02:30:00.000Z" }).ok).toBe(true);
  });

  it("is the same for the same fields on the same day in Jakarta, and differs otherwise", () => {
    // 17:00 UTC is already the next day in Jakarta (UTC+7).
    const morning = formEntryId(fields, at("2025-03-14T00:00:00.000Z"));
    expect(formEntryId(fields, at("2025-03-14T16:59:59.999Z"))).toBe(morning);
    expect(formEntryId(fields, at("2025-03-13T17:00:00.000Z"))).toBe(morning);
    expect(formEntryId(fields, at("2025-03-14T17:00:00.000Z"))).not.toBe(morning);
    expect(formEntryId({ ...fields, message: "Pelayanan sudah baik!" }, at("2025-03-14T00:00:00.000Z"))).not.toBe(morning);
    // Fields are not simply joined: moving text from one field to the next is another entry.
    expect(formEntryId({ ...fields, name: "Siti", email: "Aminah" }, at("2025-03-14T00:00:00.000Z"))).not.toBe(
      formEntryId({ ...fields, name: "SitiAminah", email: "" }, at("2025-03-14T00:00:00.000Z")),
    );
  });
});

describe("parseFormBody", () => {
  it("reads the form's urlencoded fields with LF line ends, non-ASCII text intact", async () => {
    const body = new URLSearchParams({ name: "Sití", email: "s@contoh.id", message: "Baris 1\r\nBaris 2\rꦲꦤ", website: "" }).toString();
    expect(await parseFormBody(encode(body), "application/x-www-form-urlencoded")).toEqual({
      fields: { name: "Sití", email: "s@contoh.id", message: "Baris 1\nBaris 2\nꦲꦤ" },
      honeypot: "",
    });
  });

  it("takes a missing field as empty", async () => {
    expect(await parseFormBody(encode("name=Siti"), "application/x-www-form-urlencoded")).toEqual({
      fields: { name: "Siti", email: "", message: "" },
      honeypot: "",
    });
  });

  it("reads a multipart body", async () => {
    const form = new FormData();
    form.set("name", "Siti");
    form.set("email", "s@contoh.id");
    form.set("message", "Halo");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    expect(await parseFormBody(body, request.headers.get("content-type")!)).toEqual({
      fields: { name: "Siti", email: "s@contoh.id", message: "Halo" },
      honeypot: "",
    });
  });

  it("answers undefined for a body that is not the feedback form", async () => {
    expect(await parseFormBody(encode(JSON.stringify(fields)), "application/x-www-form-urlencoded")).toBeUndefined();
    expect(await parseFormBody(encode(JSON.stringify(fields)), "multipart/form-data; boundary=x")).toBeUndefined();
    expect(await parseFormBody(encode(""), "application/x-www-form-urlencoded")).toBeUndefined();
  });
});

describe("readBodyWithin", () => {
  const stream = (bytes: number) =>
    new Request("http://localhost/", {
      method: "POST",
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < bytes; sent += 1000) controller.enqueue(new Uint8Array(Math.min(1000, bytes - sent)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);

  it("reads a body up to the limit, with or without Content-Length", async () => {
    expect((await readBodyWithin(stream(FORM_MAX_BODY_BYTES), FORM_MAX_BODY_BYTES))?.byteLength).toBe(FORM_MAX_BODY_BYTES);
    const sized = new Request("http://localhost/", { method: "POST", body: "abc", headers: { "Content-Length": "3" } });
    expect(new TextDecoder().decode(await readBodyWithin(sized, 3))).toBe("abc");
  });

  it("refuses a larger body, told by Content-Length or found while reading", async () => {
    expect(await readBodyWithin(stream(FORM_MAX_BODY_BYTES + 1), FORM_MAX_BODY_BYTES)).toBeUndefined();
    const sized = new Request("http://localhost/", { method: "POST", body: "abcd", headers: { "Content-Length": "4" } });
    expect(await readBodyWithin(sized, 3)).toBeUndefined();
  });
});

describe("isFormType", () => {
  it.each([
    ["application/x-www-form-urlencoded", true],
    ["Application/X-WWW-Form-Urlencoded; charset=UTF-8", true],
    ["multipart/form-data; boundary=abc", true],
    ["application/json", false],
    ["text/plain", false],
    [undefined, false],
  ])("%s → %s", (type, expected) => {
    expect(isFormType(type)).toBe(expected);
  });
});

describe("acceptsHtml", () => {
  it.each([
    ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", true],
    ["*/*", true],
    ["application/json", false],
    [undefined, false],
  ])("%s → %s", (accept, expected) => {
    expect(acceptsHtml(accept)).toBe(expected);
  });
});
