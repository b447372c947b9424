import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { clientAddress, requestHost } from "../request-info";
import { HONEYPOT_FIELD } from "../../app/lib/feedback-entry";
import { checkFeedbackEntry } from "../../app/lib/feedback-entry.schema";
import { validateFeedback } from "../../app/lib/feedback-validate";
import { apiError, fieldError } from "./errors";
import { forgetSentDraftScript } from "../../app/lib/feedback-draft";
import { renderFormPage, type FormPageAnswer } from "./form-page";
import {
  FORM_MAX_BODY_BYTES,
  FORM_NOTICES,
  SAVED_NOTICE,
  acceptsHtml,
  fieldNotice,
  formEntryId,
  isCrossSitePost,
  isFormType,
  parseFormBody,
  rateLimitedNotice,
  readBodyWithin,
  validationNotice,
} from "./form-post";
import { createRateLimiter, type RateLimitOptions } from "./rate-limit";
import type { FeedbackStore } from "./store";

export const MAX_BODY_BYTES = 16 * 1024;
/** Where the server mounts this API (server/app.ts); the browser form posts here without JavaScript. */
export const FEEDBACK_API_MOUNT = "/api/feedback";
const FORGET_SENT_DRAFT_PATH = "/draft-sent.js";
export const FORGET_SENT_DRAFT_URL = FEEDBACK_API_MOUNT + FORGET_SENT_DRAFT_PATH;
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
  /**
   * The prerendered site (build/client), or the folder a request is served from (the live release,
   * decision 141: a publication changes the office details the page shows). The answers to the form
   * sent without JavaScript are its Kritik & Saran page with a notice; without it (or when the page
   * cannot be read), a minimal page.
   */
  clientDir?: string | ((request: Request) => string);
}

/** The prerendered /kritik-saran page of a folder, read on first use and kept; a failed read is tried again next time. */
function formTemplate(clientDir: FeedbackApiOptions["clientDir"]): (request: Request) => Promise<string | undefined> {
  const pages = new Map<string, string>();
  let warned = false;
  return async (request) => {
    const dir = typeof clientDir === "function" ? clientDir(request) : clientDir;
    if (dir === undefined) return undefined;
    const kept = pages.get(dir);
    if (kept !== undefined) return kept;
    try {
      const page = await readFile(join(dir, "kritik-saran", "index.html"), "utf8");
      // Releases are few (decision 141) and old ones are pruned: a handful of pages at most.
      if (pages.size > 8) pages.clear();
      pages.set(dir, page);
      return page;
    } catch (error) {
      if (!warned) console.error("Feedback form page unreadable, answering with a minimal page:", error);
      warned = true;
      return undefined;
    }
  };
}

/** `POST /` of the feedback API (mounted at /api/feedback). */
export function feedbackApi({
  store,
  rateLimit = DEFAULT_RATE_LIMIT,
  trustProxy = false,
  now = () => new Date(),
  clientDir,
}: FeedbackApiOptions): Hono {
  const api = new Hono();
  const limiter = rateLimit ? createRateLimiter(rateLimit) : undefined;
  const loadFormTemplate = formTemplate(clientDir);

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

  // Form posts never get here (formPost answers them, with its own cross-site check); anything else must be
  // JSON. That keeps other sites out of the JSON API: a browser cannot send this content type
  // cross-origin without a CORS preflight, which this API never approves.
  const requireJson: MiddlewareHandler = async (c, next) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return c.json(apiError("unsupported_media_type"), 415);
    return next();
  };

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(apiError("payload_too_large"), 413),
  });

  const formPage = async (c: Context, status: 200 | 400 | 403 | 413 | 429 | 500, answer: FormPageAnswer) =>
    c.body(renderFormPage(await loadFormTemplate(c.req.raw), answer), status, { "Content-Type": "text/html; charset=utf-8" });

  // The feedback form sent without JavaScript (decision 085): a urlencoded (or multipart) form post,
  // answered with the Kritik & Saran page and a notice. The same rules as the browser form
  // (validateFeedback), then the same wire check and store as a JSON entry.
  const formPost: MiddlewareHandler = async (c, next) => {
    const contentType = c.req.header("content-type");
    if (!isFormType(contentType)) return next();
    // A plain HTML form is a "simple request": any other site could make a visitor's browser post it
    // here (no CORS preflight guards it, unlike the JSON API's content type). Refused before anything
    // is read, so another site can neither store an entry in the visitor's name nor get its own text
    // shown in our page.
    const origin = { secFetchSite: c.req.header("sec-fetch-site"), origin: c.req.header("origin"), host: requestHost(c, trustProxy) };
    if (isCrossSitePost(origin)) return formPage(c, 403, { notice: FORM_NOTICES.crossSite });

    const decision = limiter?.hit(clientAddress(c, trustProxy));
    const limited = decision && !decision.allowed;
    if (limited) c.header("Retry-After", String(decision.retryAfterSeconds));
    // Not the feedback form (say, JSON sent under a form content type): the API's answers as before.
    const notTheForm = () => (limited ? c.json(apiError("rate_limited"), 429) : c.json(apiError("unsupported_media_type"), 415));
    const body = await readBodyWithin(c.req.raw, FORM_MAX_BODY_BYTES);
    // Too large to tell whether it is the form: a page for a browser (it asks for HTML), else as before.
    if (!body) return acceptsHtml(c.req.header("accept")) ? formPage(c, 413, { notice: FORM_NOTICES.tooLarge }) : notTheForm();
    const posted = await parseFormBody(body, contentType ?? "");
    if (!posted) return notTheForm();
    const values = posted.fields;
    // Read first even when refused, so that the page gives back what the visitor typed.
    if (limited) return formPage(c, 429, { notice: rateLimitedNotice(decision.retryAfterSeconds), values });

    const valid = validateFeedback(values);
    if (!valid.ok) return formPage(c, 400, { notice: validationNotice(valid), values, invalid: valid.field });
    const receivedAt = now();
    const checked = checkFeedbackEntry({
      id: formEntryId(valid.value, receivedAt),
      ...valid.value,
      timestamp: receivedAt.toISOString(),
      // Only whether a bot filled it matters; cut to the schema's limit so a long value is not a tell.
      ...(posted.honeypot ? { [HONEYPOT_FIELD]: posted.honeypot.slice(0, 500) } : {}),
    });
    if (!checked.ok) {
      const field = checked.field ?? "message";
      const invalid = field === "name" || field === "email" || field === "message" ? field : undefined;
      return formPage(c, 400, { notice: fieldNotice(field), values, invalid });
    }
    const { entry } = checked;
    // A filled honeypot: the same page as a real entry, only the id kept (as for a JSON entry).
    const spam = Boolean(entry[HONEYPOT_FIELD]?.trim());
    try {
      // "duplicate" too is thanked: it is this same form posted again (a reload), stored once.
      await store.insert(entry, receivedAt, { spam });
    } catch (error) {
      console.error("Feedback API error:", error);
      return formPage(c, 500, { notice: FORM_NOTICES.serverError, values });
    }
    return formPage(c, 200, { notice: SAVED_NOTICE, script: FORGET_SENT_DRAFT_URL });
  };

  api.post("/", formPost, limitRate, requireJson, limitBody, async (c) => {
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
    // The same message may already be here from the form posted without JavaScript (the page's code had
    // not arrived): the visitor went Back before the thank-you page had shown and sent it again through
    // the page's code, with an id of its own. The id the form post gave it tells.
    const receivedAt = now();
    const fields = validateFeedback(entry);
    const sameAs = fields.ok ? formEntryId(fields.value, receivedAt) : undefined;
    const outcome = await store.insert(entry, receivedAt, { spam, sameAs });
    return c.json({ id: entry.id }, outcome === "created" ? 201 : 200);
  });

  // The thank-you page's one script: the sent message's draft is forgotten in the visitor's browser.
  api.get(FORGET_SENT_DRAFT_PATH, (c) => c.body(forgetSentDraftScript(), 200, { "Content-Type": "text/javascript; charset=utf-8" }));

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
