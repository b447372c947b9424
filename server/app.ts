import { Hono } from "hono";
import { feedbackApi } from "./feedback/routes";
import type { RateLimitOptions } from "./feedback/rate-limit";
import { openSqliteStore } from "./feedback/sqlite-store";
import type { FeedbackStore } from "./feedback/store";
import { mountSecurityHeaders } from "./security-headers";
import { mountStaticSite } from "./static-site";

export interface AppOptions {
  /** The prerendered site: build/client. */
  clientDir: string;
  /** SQLite file that receives feedback (created when missing). */
  databasePath?: string;
  /** Another store instead of `databasePath` (tests, or a future database). The caller closes it. */
  feedbackStore?: FeedbackStore;
  /** Per-address limit of the feedback API; default 5 per minute; `false` turns it off. */
  rateLimit?: RateLimitOptions | false;
  /** Take the visitor's address from X-Forwarded-For (only behind our own reverse proxy). */
  trustProxy?: boolean;
}

/**
 * The Hono app plus `close()`, which closes the database the app opened itself, and the security
 * headers that the HTTP server adds to answers given before the app runs.
 */
export type PortalApp = Hono & { close(): Promise<void>; securityHeaders: Record<string, string> };

/**
 * The portal's Node server: the static site and, when a database is given, the feedback API
 * (`POST /api/feedback`), behind one Hono app. Without a database it serves the site only, like any
 * static host, and the browser keeps feedback in its outbox.
 */
export function createApp({ clientDir, databasePath, feedbackStore, rateLimit, trustProxy }: AppOptions): PortalApp {
  const app = new Hono();
  const securityHeaders = mountSecurityHeaders(app, { clientDir });

  const ownStore = !feedbackStore && databasePath ? openSqliteStore({ path: databasePath }) : undefined;
  const store = feedbackStore ?? ownStore;
  if (store) app.route("/api/feedback", feedbackApi({ store, rateLimit, trustProxy, clientDir }));

  mountStaticSite(app, clientDir);
  return Object.assign(app, {
    securityHeaders,
    close: async () => {
      await ownStore?.close();
    },
  });
}
