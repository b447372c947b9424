import { describe, expect, it, vi } from "vitest";
import { sendEntry } from "./send";

const entry = {
  id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
  name: "Siti",
  email: "siti@contoh.id",
  message: "Saran",
  timestamp: "2025-03-14T02:30:00.000Z",
};
const json = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code: "x", message: "y" }), { status, headers: { "Content-Type": "application/json", ...headers } });
const html = (status: number) => new Response("<h1>Not Found</h1>", { status, headers: { "Content-Type": "text/html" } });

describe("sending one entry", () => {
  it("posts the entry as JSON to the API", async () => {
    const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => json(201));
    expect(await sendEntry("/api/feedback", entry, fetchMock)).toEqual({ kind: "delivered" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/feedback");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(entry);
  });

  it.each([
    ["201 created", json(201), { kind: "delivered" }],
    ["200 already stored", json(200), { kind: "delivered" }],
    ["400 from the API", json(400), { kind: "rejected", status: 400 }],
    ["413 from the API", json(413), { kind: "rejected", status: 413 }],
    ["415 from the API", json(415), { kind: "rejected", status: 415 }],
    ["400 from something else", html(400), { kind: "retry" }],
    ["404 of a static host", html(404), { kind: "retry" }],
    ["405 of a static host", html(405), { kind: "retry" }],
    ["500", json(500), { kind: "retry" }],
    ["503", html(503), { kind: "retry" }],
    ["429 with Retry-After", json(429, { "Retry-After": "42" }), { kind: "retry", retryAfterMs: 42_000 }],
  ])("classifies %s", async (_label, response, expected) => {
    expect(await sendEntry("/api/feedback", entry, async () => response)).toEqual(expected);
  });

  it("retries later when offline", async () => {
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendEntry("/api/feedback", entry, offline)).toEqual({ kind: "retry" });
  });

  it("gives up a hanging request after the timeout", async () => {
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("abort", "AbortError"))));
    expect(await sendEntry("/api/feedback", entry, hanging, 20)).toEqual({ kind: "retry" });
  });
});
