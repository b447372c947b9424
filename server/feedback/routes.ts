import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HONEYPOT_FIELD } from "../../app/lib/feedback-entry";
import { checkFeedbackEntry } from "../../app/lib/feedback-entry.schema";
import { apiError, fieldError } from "./errors";
import { createRateLimiter, type RateLimitOptions } from "./rate-limit";
import type { FeedbackStore } from "./store";

export const MAX_BODY_BYTES = 16 * 1024;
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 5, windowMs: 60_000 };

export interface FeedbackApiOptions {
  store: FeedbackStore;
  /** Per-address limit on POSTs; `false` turns it off (benchmarks, fuzzing). */
  rateLimit?: RateLimitOptions | false;
  /**
   * Behind a reverse proxy every request comes from the proxy's address: then take the visitor's from
   * the last `X-Forwarded-For` entry (the one our proxy appended). Off by default, because without a
   * proxy that header is whatever the client chose to send.
   */
  trustProxy?: boolean;
  now?: () => Date;
}

function clientAddress(c: Context, trustProxy: boolean): string {
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

/** `POST /` of the feedback API (mounted at /api/feedback). */
export function feedbackApi({
  store,
  rateLimit = DEFAULT_RATE_LIMIT,
  trustProxy = false,
  now = () => new Date(),
}: FeedbackApiOptions): Hono {
  const api = new Hono();
  const limiter = rateLimit ? createRateLimiter(rateLimit) : undefined;

  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  const limitRate: MiddlewareHandler = async (c, next) => {
    if (!limiter) return next();
    const decision = limiter.hit(clientAddress(c, trustProxy));
    if (decision.allowed) return next();
    c.header("Retry-After", String(decision.retryAfterSeconds));
    return c.json(apiError("rate_limited"), 429);
  };

  // Requiring application/json also keeps other sites' plain HTML forms out: a browser cannot send
  // this content type cross-origin without a CORS preflight, which this API never approves.
  const requireJson: MiddlewareHandler = async (c, next) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return c.json(apiError("unsupported_media_type"), 415);
    return next();
  };

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(apiError("payload_too_large"), 413),
  });

  api.post("/", limitRate, requireJson, limitBody, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json(apiError("invalid_json"), 400);
    }
    const checked = checkFeedbackEntry(body);
    if (!checked.ok) {
      return c.json(checked.field ? fieldError(checked.field) : apiError(checked.problem === "unknown_field" ? "unknown_field" : "not_object"), 400);
    }
    const { entry } = checked;
    // A bot filled in the hidden field: only its id is kept, so that it gets exactly the answers a real
    // entry would (201 the first time, 200 for a repeat), and learns nothing.
    const spam = Boolean(entry[HONEYPOT_FIELD]?.trim());
    const outcome = await store.insert(entry, now(), { spam });
    return c.json({ id: entry.id }, outcome === "created" ? 201 : 200);
  });

  api.all("/", (c) => {
    c.header("Allow", "POST");
    return c.json(apiError("method_not_allowed"), 405);
  });

  api.onError((error, c) => {
    console.error("Feedback API error:", error);
    return c.json(apiError("server_error"), 500);
  });

  return api;
}
