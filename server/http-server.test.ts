// The real Node HTTP server on a loopback port: slow clients are cut off in seconds, and the answers
// Node or the adapter give before the app runs carry the security headers.
import type { ServerType } from "@hono/node-server";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type PortalApp } from "./app";
import { openSqliteStore } from "./feedback/sqlite-store";
import type { FeedbackStore } from "./feedback/store";
import { makeClientDir } from "./feedback/test-helpers";
import { freePort } from "../scripts/ports.mjs";
import { SERVER_TIMEOUTS, startServer } from "./http-server";

let site: ReturnType<typeof makeClientDir>;
let store: FeedbackStore;
let app: PortalApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  site = makeClientDir();
  store = openSqliteStore({ path: ":memory:" });
  app = createApp({ clientDir: site.dir, feedbackStore: store, rateLimit: false });
  port = await freePort();
  await new Promise<void>((resolve) => {
    server = startServer({ fetch: app.fetch, hostname: "127.0.0.1", port, securityHeaders: app.securityHeaders, onListening: () => resolve() });
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  if ("closeAllConnections" in server) server.closeAllConnections();
  await store.close();
  site.remove();
});

/** Writes raw bytes, then collects everything the server sends until it closes the connection. */
function exchange(raw: string): Promise<{ answer: string; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(raw));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, seconds: (performance.now() - started) / 1000 }));
  });
}

function expectSecurityHeaders(answer: string) {
  const head = answer.split("\r\n\r\n")[0]!.toLowerCase();
  for (const name of ["content-security-policy", "x-content-type-options: nosniff", "x-frame-options: deny", "referrer-policy"]) {
    expect(head).toContain(name);
  }
}

describe("the Node HTTP server", () => {
  it("uses short timeouts", () => {
    expect(server).toMatchObject({
      headersTimeout: SERVER_TIMEOUTS.headersTimeout,
      requestTimeout: SERVER_TIMEOUTS.requestTimeout,
      keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    });
  });

  it("cuts off a client with unfinished headers or an unfinished body within seconds", async () => {
    const [headers, body] = await Promise.all([
      exchange("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: "),
      exchange(
        `POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"id":`,
      ),
    ]);
    console.log(`slow client cut off: unfinished headers after ${headers.seconds.toFixed(1)} s, unfinished body after ${body.seconds.toFixed(1)} s`);
    // Generous slack for a loaded machine: the point is seconds, where Node alone took minutes.
    const limit = (ms: number) => (ms + SERVER_TIMEOUTS.connectionsCheckingInterval) / 1000 + 5;
    expect(headers.seconds).toBeLessThan(limit(SERVER_TIMEOUTS.headersTimeout));
    expect(body.seconds).toBeLessThan(limit(SERVER_TIMEOUTS.requestTimeout));
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
    expectSecurityHeaders(headers.answer);
  }, 40_000);

  it.each([
    ["a malformed request line", "GARBAGE\r\n\r\n", 400],
    ["a header line without a colon", "GET / HTTP/1.1\r\nHost: localhost\r\nnonsense\r\n\r\n", 400],
    ["HTTP/1.1 without a Host", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400],
    ["a Host that is not a host", "GET / HTTP/1.1\r\nHost: exa mple\r\nConnection: close\r\n\r\n", 400],
    ["headers over Node's 16 KB", `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
  ])("answers %s with the security headers", async (_label, raw, status) => {
    const { answer } = await exchange(raw);
    expect(answer.slice(0, 12)).toBe(`HTTP/1.1 ${status}`);
    expectSecurityHeaders(answer);
  });
});
