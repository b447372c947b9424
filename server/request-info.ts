import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The host the visitor asked for; behind our own proxy (`trustProxy`), the one it forwarded. */
export function requestHost(c: Context, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || c.req.header("host") || new URL(c.req.url).host;
}

/**
 * The client's address: the socket's, or behind our own reverse proxy (`trustProxy`) the last
 * `X-Forwarded-For` entry (the one our proxy appended). Without a proxy that header is whatever the
 * client chose to send, so it is read only when asked.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // `app.request()` in tests has no socket; all such requests share one bucket.
    return "unknown";
  }
}
