import { Hono } from "hono";
import { feedbackApi } from "./feedback/routes";
import type { RateLimitOptions } from "./feedback/rate-limit";
import { openSqliteStore } from "./feedback/sqlite-store";
import type { FeedbackStore } from "./feedback/store";
import { openOfficeDatabase } from "./office/database";
import { mountOfficeHeaders } from "./office/headers";
import { OFFICE_API_BASE, officeApi, type OfficeApiOptions } from "./office/routes";
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
  /**
   * The office console's API (/api/kantor, decision 140): on `databasePath`'s file by default; tests
   * give an in-memory database (`db`), a fake clock and cheaper password hashing. `false` leaves it out.
   */
  office?: Partial<OfficeApiOptions> | false;
}

/**
 * The Hono app plus `close()`, which closes the database the app opened itself, and the security
 * headers that the HTTP server adds to answers given before the app runs.
 */
export type PortalApp = Hono & {
  close(): Promise<void>;
  securityHeaders: Record<string, string>;
  /** A one-time first-run setup token while the office has no account (server/main.ts prints the link). */
  issueOfficeSetupToken(): string | undefined;
};

/**
 * The portal's Node server: the static site and, when a database is given, the feedback API
 * (`POST /api/feedback`) and the office console's API (`/api/kantor/*`), behind one Hono app. Without a database it serves the site only, like any
 * static host, and the browser keeps feedback in its outbox.
 */
export function createApp({ clientDir, databasePath, feedbackStore, rateLimit, trustProxy, office }: AppOptions): PortalApp {
  const app = new Hono();
  const securityHeaders = mountSecurityHeaders(app, { clientDir });
  mountOfficeHeaders(app);

  const ownStore = !feedbackStore && databasePath ? openSqliteStore({ path: databasePath }) : undefined;
  const store = feedbackStore ?? ownStore;
  if (store) app.route("/api/feedback", feedbackApi({ store, rateLimit, trustProxy, clientDir }));

  const ownOfficeDb = office !== false && !office?.db && databasePath ? openOfficeDatabase(databasePath) : undefined;
  const officeDb = office === false ? undefined : (office?.db ?? ownOfficeDb);
  const officeConsole = officeDb ? officeApi({ trustProxy, ...(office || {}), db: officeDb }) : undefined;
  if (officeConsole) app.route(OFFICE_API_BASE, officeConsole.api);

  mountStaticSite(app, clientDir);
  return Object.assign(app, {
    securityHeaders,
    issueOfficeSetupToken: () => officeConsole?.issueSetupToken(),
    close: async () => {
      await ownStore?.close();
      if (ownOfficeDb?.open) ownOfficeDb.close();
    },
  });
}
